"""Load figures (issue 15): how fast the bot answers while many games are stored.

The real ``bot.py`` runs against the local Discord stand-in (``tests/standin``) on a SQLite
file holding 100,000 stored active games (``bench.scheduler``'s bulk copies) and 500 running
games in the stand-in's server, two of its 100 players at each. For 60 s, 20 interactions a
second arrive, spread evenly and without waiting for answers: ``/game mine`` (half),
``/game status`` of one of the player's games and ``/game notify`` (a quarter each), from
players drawn by a seeded generator. The stand-in measures each interaction's first answer
(its callback) from the moment it sent the interaction, as Discord's 3 s deadline counts.
``load.first_answer_ms_p99``: the 99th percentile; ``load.answers_over_3s``: how many had
none within 3 s (what players see as "interaction failed"). The scheduler ticks every 60 s
meanwhile, as by default.

``load.mine_ms_ratio_100k_1k`` (issue 31): what ``/game mine`` asks the database (the
player's games and turn timers), timed in this process for the same 500 running games and
100 players beside 100,000 stored games and beside 1,000: the ratio of the two medians. A
look-up by the seats' user index stays near 1; one that walks the stored games grows with
them (it was 73: 1.6 ms at 1,000, 117 ms at 100,000).
"""

from __future__ import annotations

import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import insert, select, update

from bench.scheduler import T0, _populate
from db.models import DigestRow, GameRow, SeatRow, TurnTimer
from db.scheduler import DIGEST_EVERY, Scheduler
from db.session import WRITE, create_engine, create_session_factory
from db.store import GameStore
from tests.standin import BotProcess, DiscordStandIn
from tests.standin.world import Channel, User

STORED = 100_000
#: The smaller database ``load.mine_ms_ratio_100k_1k`` compares with.
FEW_STORED = 1_000
#: ``/game mine`` look-ups timed on each database, after as many untimed.
MINE_CALLS = 300
MINE_WARM_UP = 50
RUNNING = 500
PLAYERS = 100
RATE = 20
SECONDS = 60
BOT = Path(__file__).resolve().parent.parent / "bot.py"


async def _running_games(url: str, guild_id: int, channel_id: int, users: list[User]) -> None:
    """``RUNNING`` games in the stand-in's server: copies of the stored ones' template."""
    engine = create_engine(url)
    try:
        sessions = create_session_factory(engine)
        async with sessions() as session:
            template = (await session.execute(select(GameRow.__table__).limit(1))).one()._asdict()
            timer = (await session.execute(select(TurnTimer.__table__).limit(1))).one()
            first = int(await session.scalar(select(GameRow.id).order_by(GameRow.id.desc()))) + 1
        ids = range(first, first + RUNNING)
        pairs = {n: (users[n % PLAYERS], users[(n + 1 + n // PLAYERS) % PLAYERS]) for n in ids}
        async with sessions() as session:
            await session.connection(execution_options=WRITE)
            await session.execute(
                insert(GameRow.__table__),
                [
                    {**template, "id": n, "guild_id": guild_id, "channel_id": channel_id}
                    for n in ids
                ],
            )
            await session.execute(
                insert(SeatRow.__table__),
                [
                    {
                        "game_id": n,
                        "seat": k,
                        "user_id": pairs[n][k].id,
                        "is_computer": False,
                        "name": pairs[n][k].name,
                        "colour": None,
                        "joined_at": T0,
                    }
                    for n in ids
                    for k in (0, 1)
                ],
            )
            await session.execute(
                insert(TurnTimer.__table__),
                [
                    {
                        "game_id": n,
                        "seat": timer.seat,
                        "user_id": pairs[n][timer.seat].id,
                        "since": T0,
                        "reminders_sent": 0,
                        "due_at": timer.due_at,
                    }
                    for n in ids
                ],
            )
            await session.commit()
    finally:
        await engine.dispose()


async def _mine_ms(urls: list[str], users: list[User]) -> list[float]:
    """The median time of ``/game mine``'s look-ups (``user_games``, ``user_timers``) on each
    database of ``urls``, ms: after a warm-up, one call on each in turn, so that both meet
    the same load of the machine."""
    engines = [create_engine(url) for url in urls]
    try:
        lookups = []
        for engine in engines:
            sessions = create_session_factory(engine)
            store = GameStore(sessions)
            lookups.append((store, Scheduler(sessions, store, worker="bench/mine")))
        times: list[list[float]] = [[] for _ in urls]
        for number in range(MINE_WARM_UP + MINE_CALLS):
            user_id = users[number % PLAYERS].id
            for (store, scheduler), taken in zip(lookups, times, strict=True):
                started = time.perf_counter()
                games = await store.user_games(user_id)
                await scheduler.user_timers(user_id)
                if number >= MINE_WARM_UP:
                    taken.append(time.perf_counter() - started)
                assert games, "a running player without games"
        return [statistics.median(taken) * 1e3 for taken in times]
    finally:
        for engine in engines:
            await engine.dispose()


async def _stored(
    folder: str, stored: int, guild_id: int, channel_id: int, users: list[User]
) -> str:
    """A database of ``stored`` games and the running ones; its URL."""
    url = f"sqlite+aiosqlite:///{Path(folder) / f'load-{stored}.db'}"
    await _populate(url, stored)
    await _running_games(url, guild_id, channel_id, users)
    await _as_of_now(url)
    return url


async def _as_of_now(url: str) -> None:
    """Date the stored world today. ``bench.scheduler`` writes it as of :data:`T0`: every turn
    timer due a day later, every digest the next day. Seen from a later date all of them are
    due at once, and the run would time 100,000 owed reminders and 5,000 digests being sent
    instead of a bot at rest beside its stored games (``bench.scheduler`` times those)."""
    engine = create_engine(url)
    try:
        now = datetime.now(UTC)
        async with create_session_factory(engine)() as session:
            await session.connection(execution_options=WRITE)
            await session.execute(update(TurnTimer).values(due_at=now + timedelta(hours=24)))
            await session.execute(update(DigestRow).values(next_at=now + DIGEST_EVERY))
            await session.commit()
    finally:
        await engine.dispose()


async def _measure() -> dict[str, Any]:
    rng = random.Random(15)
    standin = await DiscordStandIn.start()
    try:
        guild = standin.add_guild("Games")
        channel: Channel = guild.channel("general")
        users = [standin.add_user(f"player{n}", guilds=[guild]) for n in range(PLAYERS)]
        with tempfile.TemporaryDirectory() as folder:
            few = await _stored(folder, FEW_STORED, guild.id, channel.id, users)
            url = await _stored(folder, STORED, guild.id, channel.id, users)
            mine_few, mine_many = await _mine_ms([few, url], users)
            first_running = STORED + 1
            env = {"DATABASE_URL": url, "DEV_GUILD_ID": "", "LOG_LEVEL": "INFO"}
            bot = BotProcess(standin, BOT, env=env)
            # Slow to start on a loaded machine: the figures count from the first interaction.
            await bot.start(within=120)
            try:
                await bot.wait_for_log(r"synced \d+ commands|command tree unchanged", 60)
                driven = await _drive(standin, channel, users, rng, first_running)
                return driven | {"mine_few_ms": mine_few, "mine_many_ms": mine_many}
            finally:
                await bot.stop()
    finally:
        await standin.close()


async def _drive(
    standin: DiscordStandIn,
    channel: Channel,
    users: list[User],
    rng: random.Random,
    first_running: int,
) -> dict[str, Any]:
    answered: list[float] = []
    missed = 0

    async def one(user: User, command: str, options: dict[str, Any]) -> None:
        nonlocal missed
        handle = await standin.slash(user, channel, command, options)
        try:
            await handle.response()
        except AssertionError:
            missed += 1
            return
        answered.append(float(handle.interaction.responded_after or 0.0))

    tasks = []
    started = time.perf_counter()
    for number in range(RATE * SECONDS):
        await asyncio.sleep(max(0.0, started + number / RATE - time.perf_counter()))
        player = rng.randrange(PLAYERS)
        roll = rng.random()
        if roll < 0.5:
            command, options = "game mine", {}
        elif roll < 0.75:
            game = first_running + rng.randrange(RUNNING)
            command, options = "game status", {"game": game}
        else:
            command, options = "game notify", {}
        tasks.append(asyncio.create_task(one(users[player], command, options)))
    await asyncio.gather(*tasks)
    answered.sort()
    p99 = answered[max(0, round(len(answered) * 0.99) - 1)] if answered else float("nan")
    return {
        "p99_ms": p99 * 1e3,
        "median_ms": statistics.median(answered) * 1e3 if answered else float("nan"),
        "over_3s": missed + sum(1 for a in answered if a > 3.0),
        "count": len(answered) + missed,
    }


def figures() -> Iterator[dict[str, Any]]:
    result = asyncio.run(_measure())
    where = (
        f"{result['count']} interactions at {RATE}/s for {SECONDS} s through the stand-in, "
        f"{RUNNING} running games, {STORED:,} stored; median {result['median_ms']:.0f} ms"
    )
    yield {
        "name": "load.first_answer_ms_p99",
        "value": round(result["p99_ms"], 1),
        "unit": f"ms ({where})",
    }
    yield {"name": "load.answers_over_3s", "value": result["over_3s"], "unit": f"({where})"}
    few, many = result["mine_few_ms"], result["mine_many_ms"]
    yield {
        "name": "load.mine_ms_ratio_100k_1k",
        "value": round(many / few, 2),
        "unit": (
            f"(/game mine's look-ups, median of {MINE_CALLS}: {many:.2f} ms beside "
            f"{STORED:,} stored games, {few:.2f} ms beside {FEW_STORED:,})"
        ),
    }


FIGURES = [
    (
        ["load.first_answer_ms_p99", "load.answers_over_3s", "load.mine_ms_ratio_100k_1k"],
        figures,
    )
]
