"""Issue 31: per-user look-ups and the computer-turn resume read by index on both databases.

``/game mine`` walked every active game on SQLite (a correlated ``EXISTS`` per game: 117 ms
at 100,000 games). Each query below is recorded as the store or the scheduler runs it, then
explained on the same database: SQLite's ``EXPLAIN QUERY PLAN`` and PostgreSQL's ``EXPLAIN``
(with sequential scans priced out, so that a plan walking a table shows only when no index
can serve the query: a table of a few rows would be scanned anyway). A game is reached by
its primary key (or, for the resume, by ``ix_games_computer_to_act_status``), never by
walking the games of a status.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncEngine

from db.ratings import RatingStore
from db.scheduler import Scheduler
from db.session import create_session_factory
from db.store import GameStore
from engine.rng import Rng
from tests.db.helpers import GUILD, play_random, started, user

#: Tables whose size grows with the games stored.
COMPUTERS_INDEX = "ix_games_computer_to_act_status"
BIG = ("games", "seats", "moves", "turn_timers", "outbox", "away_periods", "ratings")


async def recorded(engine: AsyncEngine, call: Callable[[], Awaitable[Any]]) -> list[tuple]:
    """The SELECT statements (with their parameters) ``call`` sends to the database."""
    statements: list[tuple[str, Any]] = []

    def record(conn: Any, cursor: Any, statement: str, parameters: Any, *_: Any) -> None:
        if statement.lstrip().upper().startswith("SELECT"):
            statements.append((statement, parameters))

    event.listen(engine.sync_engine, "before_cursor_execute", record)
    try:
        await call()
    finally:
        event.remove(engine.sync_engine, "before_cursor_execute", record)
    assert statements, "the call sent no query"
    return statements


async def plan(engine: AsyncEngine, statement: str, parameters: Any) -> str:
    async with engine.connect() as connection:
        if engine.dialect.name == "postgresql":
            await connection.exec_driver_sql("SET enable_seqscan = off")
            rows = await connection.exec_driver_sql("EXPLAIN " + statement, parameters)
            return "\n".join(row[0] for row in rows)
        rows = await connection.exec_driver_sql("EXPLAIN QUERY PLAN " + statement, parameters)
        return "\n".join(str(row[-1]) for row in rows)


def walks(engine: AsyncEngine, text: str) -> list[str]:
    """The lines of plan ``text`` that read a big table other than by an index condition, or
    reach ``games`` other than by its primary key or the computer flag's index."""
    if engine.dialect.name == "postgresql":
        return _postgresql_walks(text.splitlines())
    bad = []
    for line in text.splitlines():
        found = re.search(r"\b(SCAN|SEARCH) (\w+)", line)
        if found is None or found[2] not in BIG:
            continue
        by_key = re.search(rf"INTEGER PRIMARY KEY|rowid=\?\)|{COMPUTERS_INDEX}", line)
        if found[1] == "SCAN" or (found[2] == "games" and not by_key):
            bad.append(line)
    return bad


def _postgresql_walks(lines: list[str]) -> list[str]:
    bad = []
    for n, line in enumerate(lines):
        table = re.search(r"(Seq Scan|Scan using (\w+)|Bitmap Heap Scan) on (\w+)", line)
        if table is None or table[3] not in BIG:
            continue
        index, below = table[2], "\n".join(lines[n + 1 : n + 4])
        if table[1] == "Bitmap Heap Scan":
            # Its rows come from the bitmap index scan under it.
            under = re.search(
                r"Bitmap Index Scan on (\w+)(.*\n.*)", "\n".join(lines[n + 1 : n + 8])
            )
            index, below = (under[1], under[2]) if under else (None, "")
        by_key = index in ("pk_games", COMPUTERS_INDEX)
        if index is None or "Index Cond" not in below or (table[3] == "games" and not by_key):
            bad.append(line)
    return bad


@pytest.fixture
async def stocked(engine: AsyncEngine) -> tuple[GameStore, Scheduler, RatingStore]:
    """A few games of several users, one waiting on a computer, one finished."""
    sessions = create_session_factory(engine)
    store = GameStore(sessions)
    paced = GameStore(sessions, pace_computers=True)
    scheduler = Scheduler(sessions, store, worker="plans")
    for n in range(3):
        info = await started(store, "tsuro", humans=2)
        await play_random(store, info, Rng(n), plies=2)
        await scheduler.sync_game(await store.get(info.id))
    # The person places a notch; the paced computer seat is then to act.
    await play_random(paced, await started(paced, "tsuro", humans=1, computers=1), Rng(9), 1)
    finished = await started(store, "tsuro", humans=2)
    await store.resign(finished.id, user(1))
    return store, scheduler, RatingStore(sessions)


async def test_per_user_queries_and_the_resume_read_by_index(
    engine: AsyncEngine, stocked: tuple[GameStore, Scheduler, RatingStore]
) -> None:
    store, scheduler, ratings = stocked
    me = user(0)
    calls: dict[str, Callable[[], Awaitable[Any]]] = {
        "user_games (/game mine)": lambda: store.user_games(me),
        "user_games here (game option)": lambda: store.user_games(me, guild_id=GUILD),
        "finished_games (/game history)": lambda: store.finished_games(me, guild_id=GUILD),
        "user_timers (/game mine)": lambda: scheduler.user_timers(me),
        "away_until": lambda: scheduler.away_until([me]),
        "rating_of": lambda: ratings.rating_of(GUILD, "tsuro", me),
        "user_preferences": lambda: store.user_preferences(me),
        "computer_turns (start-up resume)": store.computer_turns,
    }
    # The calls find what they should, so the plans below are of queries that did work.
    assert len(await store.user_games(me)) == 4
    assert len(await store.computer_turns()) == 1
    assert (await store.finished_games(me, guild_id=GUILD))[1] == 1
    problems = {}
    for name, call in calls.items():
        for statement, parameters in await recorded(engine, call):
            text = await plan(engine, statement, parameters)
            if bad := walks(engine, text):
                problems[name] = (bad, text)
    assert problems == {}, "\n\n".join(f"{k}:\n{v[1]}" for k, v in problems.items())


async def test_the_check_sees_a_walk(engine: AsyncEngine) -> None:
    """The check itself fails on a query that walks the games (a test that cannot fail is a
    defect): the correlated EXISTS that ``/game mine`` used before."""
    statement = (
        "SELECT games.id FROM games WHERE EXISTS (SELECT 1 FROM seats WHERE"
        " seats.game_id = games.id AND seats.user_id = 5) AND games.status = 'active'"
    )
    assert walks(engine, await plan(engine, statement, ()))
