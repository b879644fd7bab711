"""Concurrent moves on one game: exactly one commits, the others get ``game_changed``.

Run on SQLite and PostgreSQL. "Processes" are simulated by stores that share no memory (no
common per-game lock) and use separate engines, so only the database decides.
"""

from __future__ import annotations

import asyncio
from collections import Counter

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from db.errors import GameChangedError, StoreError
from db.models import MoveRow
from db.records import GameInfo
from db.session import create_engine, create_session_factory
from db.store import GameStore
from engine.core import EngineError
from tests.db.helpers import started, user

GAME = "tsuro"
SUBMISSIONS = 50


async def logged_moves(engine: AsyncEngine, game_id: int) -> int:
    async with engine.connect() as connection:
        query = select(func.count()).select_from(MoveRow).where(MoveRow.game_id == game_id)
        return int(await connection.scalar(query) or 0)


def first_move(info: GameInfo) -> tuple[int, dict]:
    (seat,) = info.to_act
    user_id = info.seats[seat].user_id
    assert user_id is not None
    return user_id, info.rules.legal_moves(info.state, seat)[0]


async def submit_all(stores: list[GameStore], info: GameInfo, *, versioned: bool) -> Counter:
    """Submit the same move once per store, all at once; count what each got back."""
    user_id, move = first_move(info)
    expected = info.version if versioned else None

    async def one(store: GameStore) -> str:
        try:
            await store.play(info.id, user_id, move, expected)
        except StoreError as error:
            return f"store:{error.code}"
        except EngineError as error:
            return f"engine:{type(error).__name__}"
        return "applied"

    return Counter(await asyncio.gather(*(one(s) for s in stores)))


async def test_fifty_concurrent_same_moves_in_one_process(
    store: GameStore, engine: AsyncEngine
) -> None:
    info = await started(store, GAME, humans=3)
    results = await submit_all([store] * SUBMISSIONS, info, versioned=True)
    assert results == {"applied": 1, "store:game_changed": SUBMISSIONS - 1}
    assert await logged_moves(engine, info.id) == info.ply + 1
    after = await store.get(info.id)
    assert after.version == info.version + 1
    assert await store.check_integrity() == []


async def test_fifty_concurrent_same_moves_from_separate_processes(
    database_url: str, engine: AsyncEngine
) -> None:
    """No shared lock and no expected version: the version column alone lets one through.

    A loser either sees the version move under it (``game_changed``) or, if the database
    made it wait until the winner committed, finds that it is no longer its turn.
    """
    info = await started(GameStore(create_session_factory(engine)), GAME, humans=3)
    engines = [create_engine(database_url, pool_size=4, max_overflow=0) for _ in range(5)]
    stores = [GameStore(create_session_factory(engines[n % 5])) for n in range(SUBMISSIONS)]
    try:
        results = await submit_all(stores, info, versioned=False)
    finally:
        await asyncio.gather(*(e.dispose() for e in engines))
    assert results["applied"] == 1
    assert set(results) <= {"applied", "store:game_changed", "engine:IllegalMoveError"}
    assert sum(results.values()) == SUBMISSIONS
    assert await logged_moves(engine, info.id) == info.ply + 1
    store = GameStore(create_session_factory(engine))
    assert (await store.get(info.id)).version == info.version + 1
    assert await store.check_integrity() == []


async def test_stale_version_is_refused(store: GameStore) -> None:
    info = await started(store, GAME, humans=2)
    user_id, move = first_move(info)
    await store.play(info.id, user_id, move, info.version)
    try:
        await store.play(info.id, user_id, move, info.version)
    except GameChangedError as error:
        assert error.data == {
            "game_id": info.id,
            "expected": info.version,
            "now": info.version + 1,
        }
    else:
        raise AssertionError("a move for an old version was applied")


async def test_racing_joins_for_the_last_seat_from_separate_processes(
    database_url: str, engine: AsyncEngine
) -> None:
    store = GameStore(create_session_factory(engine))
    info = await store.create_lobby(
        GAME, guild_id=1, channel_id=2, creator_id=user(0), creator_name="c", max_seats=2
    )
    engines = [create_engine(database_url) for _ in range(4)]
    try:
        results = await asyncio.gather(
            *(
                GameStore(create_session_factory(e)).join(info.id, user(n + 1), f"p{n}")
                for n, e in enumerate(engines)
            ),
            return_exceptions=True,
        )
    finally:
        await asyncio.gather(*(e.dispose() for e in engines))
    joined = [r for r in results if isinstance(r, GameInfo)]
    refused = Counter(r.code for r in results if isinstance(r, StoreError))
    assert len(joined) == 1 and refused.total() == 3
    assert set(refused) <= {"lobby_full", "game_changed"}
    seats = (await store.get(info.id)).seats
    assert [s.seat for s in seats] == [0, 1]
