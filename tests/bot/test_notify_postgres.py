"""Issue 10 with two bot processes on one PostgreSQL (one shard each), both running the
scheduler every 0.2 s: each due reminder and each turn clock action happens exactly once.
Skipped, with the reason, when PostgreSQL is not reachable.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest
import pytest_asyncio
from sqlalchemy import select, update

from db.outbox import OutboxRow
from db.scheduler import TurnTimer
from db.session import create_engine, create_session_factory
from tests.bot.scene import Scene, sharded_bots
from tests.db.backends import fresh_postgres_database
from tests.standin.world import Channel, Message

pytestmark = pytest.mark.asyncio(loop_scope="module")
SHARDS = 2
GAMES = 4
SETTINGS = {"SCHEDULER_TICK_SECONDS": "0.2", "NOTIFY_RETRY_SECONDS": "0.2"}


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def postgres_url() -> AsyncIterator[str]:
    async with fresh_postgres_database("tessera_notify") as url:
        yield url


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(postgres_url: str) -> AsyncIterator[Scene]:
    async with sharded_bots(postgres_url, SETTINGS, SHARDS, 2) as scene:
        yield scene


async def test_each_reminder_and_clock_action_once_with_two_processes(
    scene: Scene, postgres_url: str
) -> None:
    threads: list[Channel] = []
    for number in range(GAMES):
        # Tables on both shards: the games' clicks reach both processes.
        guild = next(g for g in scene.spare if (g.id >> 22) % SHARDS == number % SHARDS)
        scene.spare.remove(guild)
        scene.spare.append(guild)
        table = scene.table(f"a{number}", f"b{number}")
        _lobby, thread, _turn = await scene.started(table, "triominos")
        threads.append(thread)
    engine = create_engine(postgres_url)
    sessions = create_session_factory(engine)
    timers = TurnTimer.__table__

    async def age(hours: float) -> int:
        async with sessions() as session:
            rows = (await session.execute(select(timers))).all()
            for row in rows:
                last = row.last_reminded_at
                await session.execute(
                    update(timers)
                    .where(timers.c.game_id == row.game_id, timers.c.seat == row.seat)
                    .values(
                        since=row.since - timedelta(hours=hours),
                        # Its next deadline moves back with it (issue 15: the tick reads
                        # only due timers).
                        due_at=row.due_at and row.due_at - timedelta(hours=hours),
                        last_reminded_at=last and last - timedelta(hours=hours),
                    )
                )
            await session.commit()
        return len(rows)

    def posted(thread: Channel, text: str) -> list[Message]:
        return [m for m in scene.standin.messages_in(thread) if text in m.content]

    try:
        for _ in range(100):  # each game's timers are synced right after its turn message
            async with sessions() as session:
                if len((await session.execute(select(timers))).all()) == GAMES:
                    break
            await asyncio.sleep(0.1)
        assert await age(25) == GAMES
        await scene.until(
            lambda: all(posted(t, "Reminder 1 of 3") for t in threads), "every reminder"
        )
        await asyncio.sleep(1.0)  # five more ticks of each process
        assert [len(posted(t, "Reminder")) for t in threads] == [1] * GAMES
        await age(48)  # 73 hours waited: the turn clock (72 h, skip) acts
        await scene.until(lambda: all(posted(t, "⏰") for t in threads), "every clock note")
        await asyncio.sleep(1.0)
        assert [len(posted(t, "⏰")) for t in threads] == [1] * GAMES
        async with sessions() as session:
            rows = (await session.scalars(select(OutboxRow))).all()
        kinds = sorted(row.key.split(":")[0] for row in rows)
        # Each game's first turn message is an outbox row too (issue 19, 1).
        assert kinds == ["clock"] * GAMES + ["reminder"] * GAMES + ["turn_message"] * GAMES
        assert {row.outcome for row in rows} == {"sent"}
    finally:
        await engine.dispose()
