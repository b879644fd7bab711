"""Store figures: one Tsuro move through :class:`db.store.GameStore` on SQLite.

A fresh SQLite file (the bot's own settings: WAL, busy timeout, migrations) is filled with
10,000 stored games by bulk inserts: copies of a real four-player Tsuro game six moves in
(four start notches, two placements; same seed, seats and moves, so each copy is itself
consistent). Then 4-player Tsuro games are
played by random legal moves through the store and each ``play`` call is timed
(``store.turn_ms_p50``, ``store.turn_ms_p99``). The floor is the bare minimum of a turn on the
same database in the same run: one move row inserted and one game row updated with a snapshot
of the same size, committed; ``store.turn_floor_ratio`` is the store's median over the floor's.
"""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from sqlalchemy import func, insert, select, update
from sqlalchemy.ext.asyncio import AsyncEngine

from db.migrate import upgrade
from db.models import GameRow, MoveRow, SeatRow, utcnow
from db.records import GameInfo
from db.session import WRITE, create_engine, create_session_factory
from db.store import GameStore
from engine.rng import Rng

STORED_GAMES = 10_000
PLAYERS = 4
TIMED_MOVES = 600
#: A Tsuro placement as the store logs it (``Game.encode_move``: with its format).
FLOOR_MOVE = {"kind": "place", "tile": 12, "rotation": 1, "format": 1}
BATCH = 2_000


async def _template(store: GameStore, rng: Rng) -> GameInfo:
    info = await _new_game(store, creator=1)
    for _ in range(6):
        info = await _play_one(store, info, rng)
    return info


async def _new_game(store: GameStore, creator: int) -> GameInfo:
    info = await store.create_lobby(
        "tsuro", guild_id=1, channel_id=2, creator_id=creator, creator_name="p0"
    )
    for n in range(1, PLAYERS):
        info = await store.join(info.id, creator + n, f"p{n}")
    return (await store.start(info.id, creator)).game


async def _play_one(store: GameStore, info: GameInfo, rng: Rng) -> GameInfo:
    seats = sorted(info.to_act)
    seat = seats[rng.randbelow(len(seats))]
    moves = info.rules.legal_moves(info.state, seat)
    user_id = info.seats[seat].user_id
    assert user_id is not None
    result = await store.play(info.id, user_id, moves[rng.randbelow(len(moves))], info.version)
    return result.game


async def _fill(engine: AsyncEngine, template: GameInfo) -> None:
    """Bulk-insert copies of ``template`` until the database holds ``STORED_GAMES``."""
    async with engine.connect() as connection:
        game = (
            (await connection.execute(select(GameRow.__table__).where(GameRow.id == template.id)))
            .mappings()
            .one()
        )
        seats = (
            (
                await connection.execute(
                    select(SeatRow.__table__).where(SeatRow.game_id == template.id)
                )
            )
            .mappings()
            .all()
        )
        moves = (
            (
                await connection.execute(
                    select(MoveRow.__table__).where(MoveRow.game_id == template.id)
                )
            )
            .mappings()
            .all()
        )
    first = template.id + 1
    ids = range(first, first + STORED_GAMES - template.id)
    for start in range(0, len(ids), BATCH):
        chunk = ids[start : start + BATCH]
        # Each copy's players are new users, so per-user look-ups stay realistic.
        async with engine.begin() as connection:
            await connection.execute(
                insert(GameRow.__table__),
                [{**game, "id": i, "creator_id": i * 10} for i in chunk],
            )
            await connection.execute(
                insert(SeatRow.__table__),
                [
                    {**_without_id(s), "game_id": i, "user_id": i * 10 + s["seat"]}
                    for i in chunk
                    for s in seats
                ],
            )
            await connection.execute(
                insert(MoveRow.__table__),
                [{**_without_id(m), "game_id": i} for i in chunk for m in moves],
            )


def _without_id(row: Any) -> dict[str, Any]:
    return {k: v for k, v in row.items() if k != "id"}


async def _timed(store: GameStore, engine: AsyncEngine, template: GameInfo, rng: Rng) -> tuple:
    """Store turns and floor rounds, interleaved so that both see the same machine load."""
    turns: list[float] = []
    floor: list[float] = []
    creator = 10 * STORED_GAMES + 100
    info = await _new_game(store, creator)
    while len(turns) < TIMED_MOVES:
        if info.is_over:
            creator += 10
            info = await _new_game(store, creator)
            continue
        seats = sorted(info.to_act)
        seat = seats[rng.randbelow(len(seats))]
        moves = info.rules.legal_moves(info.state, seat)
        move = moves[rng.randbelow(len(moves))]
        user_id = info.seats[seat].user_id
        assert user_id is not None
        begin = time.perf_counter()
        result = await store.play(info.id, user_id, move, info.version)
        turns.append((time.perf_counter() - begin) * 1000)
        info = result.game
        floor.append(await _floor_round(engine, template, len(turns)))
    return turns, floor


async def _floor_round(engine: AsyncEngine, template: GameInfo, round_: int) -> float:
    """One move row inserted and one game row updated (a snapshot of the same size),
    committed, in a write transaction like the store's; milliseconds."""
    games, moves = GameRow.__table__, MoveRow.__table__
    ply = template.ply + round_
    begin = time.perf_counter()
    async with engine.connect() as connection:
        await connection.execution_options(**WRITE)
        async with connection.begin():
            await connection.execute(
                insert(moves).values(
                    game_id=template.id,
                    ply=ply,
                    seat=ply % PLAYERS,
                    move=FLOOR_MOVE,
                    created_at=utcnow(),
                )
            )
            await connection.execute(
                update(games)
                .where(games.c.id == template.id)
                .values(
                    state=dict(template.snapshot),
                    ply=ply + 1,
                    version=template.version + round_,
                    updated_at=utcnow(),
                )
            )
    return (time.perf_counter() - begin) * 1000


async def _measure() -> tuple[list[float], list[float]]:
    with tempfile.TemporaryDirectory() as folder:
        engine = create_engine(f"sqlite+aiosqlite:///{Path(folder) / 'bench.db'}")
        try:
            await upgrade(engine)
            store = GameStore(create_session_factory(engine))
            rng = Rng(2024)
            template = await _template(store, rng)
            await _fill(engine, template)
            async with engine.connect() as connection:
                stored = await connection.scalar(select(func.count()).select_from(GameRow))
            assert stored == STORED_GAMES, stored
            return await _timed(store, engine, template, rng)
        finally:
            await engine.dispose()


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def figures() -> Iterator[dict[str, Any]]:
    turns, floor = asyncio.run(_measure())
    p50 = statistics.median(turns)
    yield {"name": "store.turn_ms_p50", "value": round(p50, 3), "unit": "ms"}
    yield {"name": "store.turn_ms_p99", "value": round(_percentile(turns, 0.99), 3), "unit": "ms"}
    ratio = p50 / statistics.median(floor)
    yield {"name": "store.turn_floor_ratio", "value": round(ratio, 2), "unit": "ratio"}


FIGURES = [(("store.turn_ms_p50", "store.turn_ms_p99", "store.turn_floor_ratio"), figures)]
