"""Scheduler figures (issue 10): one scheduler round over many running games, on SQLite.

A fresh SQLite file (the bot's own settings and migrations) gets 500 started two-player
Triominos games, their turn timers synced. ``scheduler.idle_tick_ms``: the median round when
nothing is due (every game is still checked: the cost the bot pays every
``SCHEDULER_TICK_SECONDS``). ``scheduler.due_tick_ms``: one round 25 hours later, which claims
and queues a reminder for every game. ``scheduler.outbox_claim_ms_per_100``: claiming and
marking sent 100 queued notifications, without Discord.
"""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from db.migrate import upgrade
from db.outbox import Outbox
from db.scheduler import Scheduler
from db.session import create_engine, create_session_factory
from db.store import GameStore

GAMES = 500
IDLE_ROUNDS = 5
T0 = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)


class _Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        return self.now


async def _measure() -> list[dict[str, Any]]:
    with tempfile.TemporaryDirectory() as folder:
        engine = create_engine(f"sqlite+aiosqlite:///{Path(folder) / 'bench.db'}")
        try:
            await upgrade(engine)
            sessions = create_session_factory(engine)
            clock = _Clock()
            store = GameStore(sessions, clock=clock)
            scheduler = Scheduler(sessions, store, worker="bench", clock=clock)
            outbox = Outbox(sessions, worker="bench", clock=clock)
            for number in range(GAMES):
                game = await store.create_lobby(
                    "triominos", guild_id=1, channel_id=2, creator_id=10, creator_name="a"
                )
                await store.join(game.id, 11 + number, "b")
                await store.start(game.id, 10)
            await scheduler.tick()
            idle = []
            for _ in range(IDLE_ROUNDS):
                clock.now += timedelta(minutes=1)
                started = time.perf_counter()
                await scheduler.tick()
                idle.append(time.perf_counter() - started)
            clock.now = T0 + timedelta(hours=25)
            started = time.perf_counter()
            report = await scheduler.tick()
            due = time.perf_counter() - started
            assert report.reminders == GAMES
            started = time.perf_counter()
            claimed = 0
            while claimed < 100 and (notices := await outbox.claim(20)):
                for notice in notices:
                    await outbox.delivered(notice)
                claimed += len(notices)
            claim = time.perf_counter() - started
        finally:
            await engine.dispose()
    return [
        {
            "name": "scheduler.idle_tick_ms",
            "value": round(statistics.median(idle) * 1e3, 1),
            "unit": f"ms ({GAMES} games)",
        },
        {
            "name": "scheduler.due_tick_ms",
            "value": round(due * 1e3, 1),
            "unit": f"ms ({GAMES} reminders queued)",
        },
        {
            "name": "scheduler.outbox_claim_ms_per_100",
            "value": round(claim * 1e3 * 100 / claimed, 1),
            "unit": "ms",
        },
    ]


def figures() -> Iterator[dict[str, Any]]:
    yield from asyncio.run(_measure())


FIGURES = [
    (
        ["scheduler.idle_tick_ms", "scheduler.due_tick_ms", "scheduler.outbox_claim_ms_per_100"],
        figures,
    )
]
