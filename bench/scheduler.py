"""Scheduler figures (issue 10): one scheduler round over many running games, on SQLite.

A fresh SQLite file (the bot's own settings and migrations) gets 500 started two-player
Triominos games, their turn timers synced. ``scheduler.idle_tick_ms``: the median round when
nothing is due (every game is still checked: the cost the bot pays every
``SCHEDULER_TICK_SECONDS``). ``scheduler.due_tick_ms``: one round 25 hours later, which claims
and queues a reminder for every game. ``scheduler.outbox_claim_ms_per_100``: claiming and
marking sent 100 queued notifications, without Discord.

Issue 15 (``scale_figures``): 100,000 stored active games (``BENCH_SCHEDULER_GAMES`` to try
another number) written by bulk inserts, on SQLite and on a fresh PostgreSQL database
(``TEST_DATABASE_URL``, else the local server; without one those figures print ``null`` with
the reason). A fresh process (``python -m bench.scheduler child URL DUE``, the bot's modules
imported) times idle ticks, then a tick with 1,000 reminders due, watching the event loop with
a 1 ms sleeper and reporting its peak RSS. Two ``sender`` processes then tick at once over
1,000 due reminders on PostgreSQL and send what they queued: any key sent twice is a
duplicate, any due reminder not sent is missed.
"""

from __future__ import annotations

import asyncio
import importlib
import json
import os
import resource
import secrets
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import asyncpg
from sqlalchemy import delete, func, insert, select, text, update
from sqlalchemy.engine import make_url

from db.migrate import upgrade
from db.models import DigestRow, GameRow, SeatRow, TurnTimer, UserPreferences
from db.outbox import Outbox, OutboxRow
from db.scheduler import DIGEST_EVERY, Scheduler, TickReport
from db.session import WRITE, create_engine, create_session_factory
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


# -- 100,000 stored games (issue 15) ---------------------------------------------------------
#: Stored active games for the scale figures, and the reminders made due among them.
SCALE_GAMES = 100_000
SMALL_GAMES = 1_000
DUE = 1_000
#: Share of the waiting players who chose the daily digest (as in the issue's measurements).
DIGEST_SHARE = 0.05
INSERT_BATCH = 5_000
SCALE_IDLE_ROUNDS = 20
#: The scale figures' clock: every stored turn started at T0, the ticks run an hour later.
TICK_AT = T0 + timedelta(hours=1)
DEFAULT_POSTGRES_URL = "postgresql+asyncpg://postgres@127.0.0.1:5432/test"


async def _populate(url: str, games: int) -> None:
    """A migrated database holding ``games`` started two-player Triominos games, each waiting
    on one player since :data:`T0`, its turn timer synced (next due at 24 h), 5% of the
    waiting players on the daily digest (next due tomorrow), 1,000 servers. Copies of one real
    game, written by bulk inserts."""
    engine = create_engine(url)
    try:
        await upgrade(engine)
        sessions = create_session_factory(engine)
        clock = _Clock()
        store = GameStore(sessions, clock=clock)
        template = await store.create_lobby(
            "triominos", guild_id=1, channel_id=2, creator_id=10, creator_name="a"
        )
        await store.join(template.id, 11, "b")
        template = (await store.start(template.id, 10)).game
        [seat] = [s.seat for s in template.seats if s.to_act]
        async with sessions() as session:
            row = (await session.execute(select(GameRow.__table__))).one()._asdict()
            await session.execute(delete(GameRow.__table__))
            await session.commit()
        row.pop("id")
        row.update(sync_due_at=None, turn_started_at=T0, started_at=T0, created_at=T0)
        digest_every = round(1 / DIGEST_SHARE)
        for first in range(0, games, INSERT_BATCH):
            numbers = range(first + 1, min(first + INSERT_BATCH, games) + 1)
            async with sessions() as session:
                await session.connection(execution_options=WRITE)
                await session.execute(
                    insert(GameRow.__table__),
                    [{**row, "id": n, "guild_id": ((n % 1_000) + 1) << 22} for n in numbers],
                )
                await session.execute(
                    insert(SeatRow.__table__),
                    [
                        {
                            "game_id": n,
                            "seat": k,
                            "user_id": _user(n, k),
                            "is_computer": False,
                            "name": f"p{k}",
                            "colour": None,
                            "joined_at": T0,
                        }
                        for n in numbers
                        for k in (0, 1)
                    ],
                )
                await session.execute(
                    insert(TurnTimer.__table__),
                    [
                        {
                            "game_id": n,
                            "seat": seat,
                            "user_id": _user(n, seat),
                            "since": T0,
                            "reminders_sent": 0,
                            "due_at": T0 + timedelta(hours=24),
                        }
                        for n in numbers
                    ],
                )
                digest = [n for n in numbers if n % digest_every == 0]
                if digest:
                    await session.execute(
                        insert(UserPreferences.__table__),
                        [
                            {"user_id": _user(n, seat), "notify": "digest", "updated_at": T0}
                            for n in digest
                        ],
                    )
                    await session.execute(
                        insert(DigestRow.__table__),
                        [{"user_id": _user(n, seat), "next_at": T0 + DIGEST_EVERY} for n in digest],
                    )
                await session.commit()
        if engine.dialect.name == "postgresql":
            async with engine.connect() as connection:
                await connection.execute(text(f"SELECT setval('games_id_seq', {games + 1})"))
                await connection.commit()
            async with engine.connect() as connection:
                autocommit = await connection.execution_options(isolation_level="AUTOCOMMIT")
                await autocommit.execute(text("VACUUM ANALYZE"))
        else:
            async with engine.connect() as connection:
                await connection.execute(text("ANALYZE"))
                await connection.commit()
    finally:
        await engine.dispose()


def _user(game: int, seat: int) -> int:
    return 10 + 2 * game + seat


async def _make_due(url: str, count: int) -> None:
    """Make ``count`` turns (the digest players' left out) 25 hours old and due now: their
    first reminder is due (fresh keys on each call: their ``since`` moves back)."""
    engine = create_engine(url)
    try:
        sessions = create_session_factory(engine)
        timers = TurnTimer.__table__
        async with sessions() as session:
            await session.connection(execution_options=WRITE)
            digest = select(UserPreferences.user_id).where(UserPreferences.notify == "digest")
            ids = (
                select(timers.c.game_id)
                .where(timers.c.user_id.not_in(digest))
                .order_by(timers.c.game_id)
                .limit(count)
                .scalar_subquery()
            )
            since = await session.scalar(select(func.min(timers.c.since)))
            # Only the reminders of this round in the outbox: what the senders send is theirs.
            await session.execute(delete(OutboxRow.__table__))
            await session.execute(
                update(timers)
                .where(timers.c.game_id.in_(ids))
                .values(
                    since=min(since, TICK_AT - timedelta(hours=25)) - timedelta(minutes=1),
                    reminders_sent=0,
                    last_reminded_at=None,
                    due_at=TICK_AT - timedelta(minutes=1),
                )
            )
            await session.commit()
    finally:
        await engine.dispose()


class _Stalls:
    """Records how long the event loop kept a 1 ms sleeper waiting, while ``on``."""

    def __init__(self) -> None:
        self.on = False
        self.found: list[float] = [0.0]
        self._task = asyncio.create_task(self._watch())

    async def _watch(self) -> None:
        while True:
            started, was_on = time.perf_counter(), self.on
            await asyncio.sleep(0.001)
            if was_on and self.on:
                self.found.append(time.perf_counter() - started - 0.001)

    async def tick(self, scheduler: Scheduler) -> TickReport:
        self.on = True
        await asyncio.sleep(0)
        try:
            return await scheduler.tick()
        finally:
            await asyncio.sleep(0.002)  # the sleeper's last round ends inside the window
            self.on = False

    async def close(self) -> None:
        self._task.cancel()
        await asyncio.gather(self._task, return_exceptions=True)


async def _child(url: str, due: int) -> dict[str, Any]:
    """What one bot process measures (run in a fresh process for a true peak RSS): the bot's
    modules loaded, idle ticks, then (with ``due``) one tick with ``due`` reminders due."""
    # The modules a bot process holds, loaded here only: the parent process stays light.
    importlib.import_module("bot")

    engine = create_engine(url)
    try:
        sessions = create_session_factory(engine)
        clock = _Clock()
        clock.now = TICK_AT
        store = GameStore(sessions, clock=clock)
        scheduler = Scheduler(sessions, store, worker=f"bench-{os.getpid()}", clock=clock)
        stalls = _Stalls()
        await stalls.tick(scheduler)  # the first tick: connections, statement caches
        idle = []
        for _ in range(SCALE_IDLE_ROUNDS):
            clock.now += timedelta(seconds=1)
            started = time.perf_counter()
            report = await stalls.tick(scheduler)
            idle.append(time.perf_counter() - started - 0.002)
            assert report.due == 0, report
        result: dict[str, Any] = {"idle_ms": statistics.median(idle) * 1e3}
        if due:
            await _make_due(url, due)
            clock.now = TICK_AT
            started = time.perf_counter()
            report = await stalls.tick(scheduler)
            result["due_ms"] = (time.perf_counter() - started - 0.002) * 1e3
            result["reminders"] = report.reminders
        await stalls.close()
        result["stall_ms"] = max(stalls.found) * 1e3
        result["rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        return result
    finally:
        await engine.dispose()


async def _sender(url: str, name: str) -> dict[str, Any]:
    """One of two bot processes on one database: a tick, then send what is queued."""
    engine = create_engine(url)
    try:
        sessions = create_session_factory(engine)
        clock = _Clock()
        clock.now = TICK_AT
        store = GameStore(sessions, clock=clock)
        scheduler = Scheduler(sessions, store, worker=name, clock=clock)
        outbox = Outbox(sessions, worker=name, clock=clock)
        report = await scheduler.tick()
        sent = []
        while notices := await outbox.claim(20):
            for notice in notices:
                if await outbox.delivered(notice):
                    sent.append(notice.key)
        return {"reminders": report.reminders, "sent": sent}
    finally:
        await engine.dispose()


def _run_child(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "bench.scheduler", *args],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parent.parent,
    )


def _child_result(process: subprocess.Popen[str]) -> dict[str, Any]:
    out, _ = process.communicate()
    if process.returncode != 0:
        raise RuntimeError(f"benchmark process failed ({process.returncode})")
    return json.loads(out.strip().splitlines()[-1])


async def _postgres_database() -> tuple[str, Callable[[], Any]] | str:
    """A fresh PostgreSQL database's URL and its dropper, or why there is none."""
    url = make_url(os.environ.get("TEST_DATABASE_URL") or DEFAULT_POSTGRES_URL)
    try:
        admin = await asyncpg.connect(
            host=url.host or "127.0.0.1",
            port=url.port or 5432,
            user=url.username or "postgres",
            password=url.password,
            database=url.database or "postgres",
            timeout=5,
        )
    except (OSError, TimeoutError, asyncpg.PostgresError) as error:
        return f"PostgreSQL unreachable at {url.render_as_string()}: {type(error).__name__}"
    name = f"bench_scheduler_{secrets.token_hex(4)}"
    await admin.execute(f'CREATE DATABASE "{name}" TEMPLATE template0')
    await admin.close()

    async def drop() -> None:
        again = await asyncpg.connect(
            host=url.host or "127.0.0.1",
            port=url.port or 5432,
            user=url.username or "postgres",
            password=url.password,
            database=url.database or "postgres",
            timeout=5,
        )
        try:
            await again.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        finally:
            await again.close()

    return url.set(database=name).render_as_string(hide_password=False), drop


def scale_figures() -> Iterator[dict[str, Any]]:
    games = int(os.environ.get("BENCH_SCHEDULER_GAMES", SCALE_GAMES))
    label = f"{games:,} stored games"
    with tempfile.TemporaryDirectory() as folder:
        small_url = f"sqlite+aiosqlite:///{Path(folder) / 'small.db'}"
        asyncio.run(_populate(small_url, SMALL_GAMES))
        small = _child_result(_run_child("child", small_url, "0"))
        big_url = f"sqlite+aiosqlite:///{Path(folder) / 'big.db'}"
        asyncio.run(_populate(big_url, games))
        sqlite_run = _child_result(_run_child("child", big_url, str(DUE)))
    assert sqlite_run["reminders"] == DUE, sqlite_run
    yield {
        "name": "scheduler.idle_tick_ms_100k_sqlite",
        "value": round(sqlite_run["idle_ms"], 2),
        "unit": f"ms (median tick, nothing due, {label}, SQLite)",
    }
    postgres = asyncio.run(_postgres_database())
    postgres_run: dict[str, Any] | None = None
    duplicates: dict[str, Any] | None = None
    if isinstance(postgres, str):
        skipped = f"skipped: {postgres}"
    else:
        url, drop = postgres
        try:
            asyncio.run(_populate(url, games))
            postgres_run = _child_result(_run_child("child", url, str(DUE)))
            assert postgres_run["reminders"] == DUE, postgres_run
            # Two processes, one tick each at the same moment over the same due reminders.
            asyncio.run(_make_due(url, DUE))
            both = [_run_child("sender", url, name) for name in ("a", "b")]
            duplicates = {"runs": [_child_result(p) for p in both]}
        finally:
            asyncio.run(drop())
    if postgres_run is None:
        yield {"name": "scheduler.idle_tick_ms_100k_postgres", "value": None, "unit": skipped}
    else:
        yield {
            "name": "scheduler.idle_tick_ms_100k_postgres",
            "value": round(postgres_run["idle_ms"], 2),
            "unit": f"ms (median tick, nothing due, {label}, PostgreSQL)",
        }
    yield {
        "name": "scheduler.idle_tick_ratio_100k_1k",
        "value": round(sqlite_run["idle_ms"] / small["idle_ms"], 2),
        "unit": f"ratio (SQLite idle tick at {label} / at {SMALL_GAMES:,})",
    }
    per_reminder = {"SQLite": sqlite_run["due_ms"] / DUE}
    if postgres_run is not None:
        per_reminder["PostgreSQL"] = postgres_run["due_ms"] / DUE
    worse = max(per_reminder, key=per_reminder.__getitem__)
    yield {
        "name": "scheduler.due_ms_per_reminder",
        "value": round(per_reminder[worse], 3),
        "unit": f"ms ({DUE:,} reminders due in one tick, {label}; worse: {worse}; "
        + ", ".join(f"{k} {v:.3f}" for k, v in per_reminder.items())
        + ")",
    }
    stalls = [sqlite_run["stall_ms"]] + ([postgres_run["stall_ms"]] if postgres_run else [])
    yield {
        "name": "scheduler.max_loop_stall_ms",
        "value": round(max(stalls), 2),
        "unit": f"ms (longest event-loop stall over idle and due ticks, {label})",
    }
    yield {
        "name": "scheduler.rss_mb_100k",
        "value": round(max(sqlite_run["rss_mb"], (postgres_run or {}).get("rss_mb", 0)), 1),
        "unit": f"MB (peak RSS of a process with the bot's modules running ticks, {label})",
    }
    if duplicates is None:
        yield {"name": "scheduler.duplicate_sends_two_processes", "value": None, "unit": skipped}
    else:
        sent = [key for run in duplicates["runs"] for key in run["sent"]]
        reminders = [key for key in sent if key.startswith("reminder:")]
        missed = DUE - len(set(reminders))
        yield {
            "name": "scheduler.duplicate_sends_two_processes",
            "value": len(reminders) - len(set(reminders)),
            "unit": f"duplicates ({DUE:,} due reminders, two processes on one PostgreSQL, "
            f"{label}; missed: {missed}; sent by each: "
            + "/".join(str(len(run["sent"])) for run in duplicates["runs"])
            + ")",
        }


SCALE_NAMES = [
    "scheduler.idle_tick_ms_100k_sqlite",
    "scheduler.idle_tick_ms_100k_postgres",
    "scheduler.idle_tick_ratio_100k_1k",
    "scheduler.due_ms_per_reminder",
    "scheduler.max_loop_stall_ms",
    "scheduler.rss_mb_100k",
    "scheduler.duplicate_sends_two_processes",
]
FIGURES = [
    (
        ["scheduler.idle_tick_ms", "scheduler.due_tick_ms", "scheduler.outbox_claim_ms_per_100"],
        figures,
    ),
    (SCALE_NAMES, scale_figures),
]


if __name__ == "__main__":
    # The measuring processes ``scale_figures`` starts: ``child URL DUE`` or ``sender URL NAME``.
    what, target, argument = sys.argv[1:4]
    if what == "child":
        print(json.dumps(asyncio.run(_child(target, int(argument)))))
    else:
        print(json.dumps(asyncio.run(_sender(target, argument))))
