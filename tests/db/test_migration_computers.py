"""Issue 31: migration 0009 marks the stored games that wait on a computer seat (SQLite and
PostgreSQL), so the start-up resume finds them by ``ix_games_computer_to_act_status``."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import text

from db.migrate import upgrade
from db.session import create_engine

T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)


async def test_upgrade_marks_active_games_waiting_on_a_computer(database_url: str) -> None:
    engine = create_engine(database_url)
    try:
        await upgrade(engine, "0008")
        stamp = {"t": T0.replace(tzinfo=None) if "sqlite" in database_url else T0}
        # (id, status, to_act_mask): seat 0 a person, seat 1 a computer.
        games = ((1, "active", 2), (2, "active", 1), (3, "finished", 2), (4, "active", 3))
        async with engine.begin() as connection:
            for game_id, status, mask in games:
                await connection.execute(
                    text(
                        "INSERT INTO games (id, game, options, status, channel_id, creator_id, "
                        "max_seats, ply, to_act_mask, version, created_at, updated_at) VALUES "
                        "(:id, 'tsuro', '{}', :status, 1, 10, 2, 0, :mask, 1, :t, :t)"
                    ),
                    {"id": game_id, "status": status, "mask": mask, **stamp},
                )
                for seat, user_id in ((0, 10), (1, None)):
                    await connection.execute(
                        text(
                            "INSERT INTO seats (game_id, seat, user_id, is_computer, name, "
                            "joined_at) VALUES (:id, :seat, :user, :computer, 'x', :t)"
                        ),
                        {
                            "id": game_id,
                            "seat": seat,
                            "user": user_id,
                            "computer": user_id is None,
                            **stamp,
                        },
                    )
        await upgrade(engine)
        async with engine.connect() as connection:
            marked = await connection.execute(
                text("SELECT id FROM games WHERE computer_to_act ORDER BY id")
            )
            assert [row[0] for row in marked] == [1, 4]
    finally:
        await engine.dispose()
