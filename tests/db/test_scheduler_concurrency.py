"""Issue 10: two scheduler processes on one database act on each due item exactly once.

Each "process" has its own engine (its own connection pool), store, scheduler and outbox, as
two bot processes would; they run at the same moment against 100 due games. On PostgreSQL
this exercises the row locks behind the conditional UPDATEs and ``FOR UPDATE SKIP LOCKED``;
on SQLite the ``BEGIN IMMEDIATE`` write lock. (The PostgreSQL variant is skipped, with the
reason, when no server answers.)
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from db.migrate import upgrade
from db.models import MoveRow
from db.outbox import Outbox, OutboxRow
from db.scheduler import Scheduler
from db.session import create_engine, create_session_factory
from db.store import GameStore
from tests.db.helpers import GUILD, lobby, user

GAMES = 100
T0 = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        return self.now


class Process:
    """What one bot process holds: an engine, a store, a scheduler and an outbox."""

    def __init__(self, engine: AsyncEngine, name: str, clock: Clock) -> None:
        sessions = create_session_factory(engine)
        self.engine = engine
        self.store = GameStore(sessions, clock=clock)
        self.scheduler = Scheduler(sessions, self.store, worker=name, clock=clock)
        self.outbox = Outbox(sessions, worker=name, clock=clock)


@pytest.fixture
async def processes(database_url: str) -> AsyncIterator[tuple[Process, Process, Clock]]:
    clock = Clock()
    engines = [create_engine(database_url) for _ in range(2)]
    await upgrade(engines[0])
    try:
        yield Process(engines[0], "a", clock), Process(engines[1], "b", clock), clock
    finally:
        await asyncio.gather(*(engine.dispose() for engine in engines))


async def _due_games(process: Process) -> list[int]:
    """100 two-player Triominos games, each waiting on one seat since T0."""
    ids = []
    for _ in range(GAMES):
        info = await lobby(process.store, "triominos", 2)
        ids.append((await process.store.start(info.id, user(0))).game.id)
    return ids


async def _count(process: Process, model: type, *where: object) -> int:
    async with create_session_factory(process.engine)() as session:
        return int(await session.scalar(select(func.count()).select_from(model).where(*where)))


async def test_two_schedulers_remind_and_run_the_clock_once_per_due_item(
    processes: tuple[Process, Process, Clock],
) -> None:
    a, b, clock = processes
    await a.store.update_guild_settings(GUILD, clock_action="computer")
    games = await _due_games(a)
    await asyncio.gather(a.scheduler.sync_all(), b.scheduler.sync_all())

    clock.now = T0 + timedelta(hours=25)
    sent = await asyncio.gather(a.scheduler.tick(), b.scheduler.tick())
    assert sum(report.reminders for report in sent) == GAMES
    assert await _count(a, OutboxRow, OutboxRow.key.like("reminder:%")) == GAMES

    clock.now = T0 + timedelta(hours=73)
    ticks = await asyncio.gather(a.scheduler.tick(), b.scheduler.tick())
    acted = [done.game.id for report in ticks for done in report.clock]
    assert sorted(acted) == sorted(games), "every game acted on by exactly one process"
    # Each game got exactly one clock move (the first tile, placed for the waiting seat).
    async with create_session_factory(a.engine)() as session:
        plies = Counter(
            (
                await session.scalars(
                    select(MoveRow.game_id).where(MoveRow.created_at == clock.now)
                )
            ).all()
        )
    assert plies == Counter(dict.fromkeys(games, 1))
    assert await _count(a, OutboxRow, OutboxRow.key.like("clock:%")) == GAMES
    print(f"clock actions by process: a={len(ticks[0].clock)} b={len(ticks[1].clock)}")


async def test_two_senders_claim_each_of_100_notifications_once(
    processes: tuple[Process, Process, Clock],
) -> None:
    a, b, _clock = processes
    for n in range(GAMES):
        await a.outbox.enqueue(f"n:{n}", target="user", user_id=n, payload={"what": "turn"})

    async def drain(process: Process) -> list[str]:
        got = []
        while notices := await process.outbox.claim(7):
            for notice in notices:
                got.append(notice.key)
                assert await process.outbox.delivered(notice)
                await asyncio.sleep(0)
        return got

    first, second = await asyncio.gather(drain(a), drain(b))
    assert sorted(first + second) == sorted(f"n:{n}" for n in range(GAMES))
    assert not set(first) & set(second)
    assert await a.outbox.counts() == {"sent": GAMES}
    print(f"notifications sent by process: a={len(first)} b={len(second)}")
