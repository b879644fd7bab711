"""Issue 15: migration 0004 on a database that ran the bot before it (SQLite and PostgreSQL).

Rows written at revision 0003: an active game with a synced timer, a finished game whose
timer was left behind, a digest player without a digest row and a stale digest row of a
player who left ``digest``. After the upgrade the scheduler finds each in its due index.
"""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from db.migrate import upgrade
from db.session import create_engine

T0 = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)


async def test_upgrade_makes_old_timers_due_marks_active_games_and_fixes_digest_rows(
    database_url: str,
) -> None:
    engine: AsyncEngine = create_engine(database_url)
    try:
        await upgrade(engine, "0003")
        stamp = {"t": T0.replace(tzinfo=None) if "sqlite" in database_url else T0}
        async with engine.begin() as connection:
            for game_id, status in ((1, "active"), (2, "finished")):
                await connection.execute(
                    text(
                        "INSERT INTO games (id, game, options, status, channel_id, creator_id, "
                        "max_seats, ply, to_act_mask, version, created_at, updated_at) VALUES "
                        "(:id, 'tsuro', '{}', :status, 1, 10, 2, 0, 1, 1, :t, :t)"
                    ),
                    {"id": game_id, "status": status, **stamp},
                )
                await connection.execute(
                    text(
                        "INSERT INTO turn_timers (game_id, seat, user_id, since, reminders_sent) "
                        "VALUES (:id, 0, 10, :t, 0)"
                    ),
                    {"id": game_id, **stamp},
                )
            for user_id, notify in ((20, "digest"), (21, "dm")):
                await connection.execute(
                    text(
                        "INSERT INTO user_preferences (user_id, notify, updated_at) "
                        "VALUES (:u, :n, :t)"
                    ),
                    {"u": user_id, "n": notify, **stamp},
                )
            await connection.execute(
                text("INSERT INTO digests (user_id, next_at) VALUES (21, :t)"), stamp
            )
        await upgrade(engine)
        async with engine.connect() as connection:
            timers = (
                await connection.execute(text("SELECT game_id, due_at = since FROM turn_timers"))
            ).all()
            marked = (
                await connection.execute(
                    text("SELECT id FROM games WHERE sync_due_at IS NOT NULL ORDER BY id")
                )
            ).all()
            digests = (await connection.execute(text("SELECT user_id FROM digests"))).all()
        assert [(game, bool(same)) for game, same in timers] == [(1, True)]
        assert [row[0] for row in marked] == [1]
        assert [row[0] for row in digests] == [20]
    finally:
        await engine.dispose()
