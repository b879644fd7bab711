"""The crash proof (issue 19): nothing acknowledged is lost, nothing is applied twice.

    python -m tests.reliability.crash --kills 100 --db sqlite
    python -m tests.reliability.crash --kills 100 --db postgres   # a fresh database on the
                                                                  # TEST_DATABASE_URL server

Random games of all three games are played through the real ``bot.py`` process and the Discord
stand-in, one player task per table and several tables at once, so several users act
concurrently. The moves are typed commands (``/tsuro place``, ``/triominos place``,
``/tarnaris claim``…) of random legal moves read from the database; a finished game is
replaced by a new one (``new``, ``join``, ``start`` through the bot as well). Meanwhile the bot
is SIGKILLed at random moments and started again. Afterwards:

* every acknowledged move (its user got an answer that is not an apology) is in the move log,
  at the ply it was played on, by that seat (``lost`` counts those that are not);
* no move is applied twice: every logged move was sent at its ply (``doubled`` counts logged
  moves that repeat the one before without being sent again, ``unexplained`` any other);
* every snapshot equals the replay of its log (``GameStore.check_integrity``);
* every unfinished game continues: a further move through the bot is accepted;
* every unfinished game's position, as the last kill left it, gets its turn message (a message
  with buttons for that version) from the restarted bot: durable turn messages (issue 19, 1).
  The restarted bot takes back the dead process's claims at start-up (issue 31); the check
  waits at most ``TURN_LEASE`` (a move's grace) and a few scheduler ticks more (the bot
  ticks every second here).

The figures are printed as one JSON line; the exit status is 0 when every check holds.
``tests/reliability/test_crash.py`` runs a short form in CI.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import random
import re
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from cogs.kit.turns import TURN_LEASE
from db.migrate import upgrade
from db.models import GameStatus
from db.records import MoveInfo
from db.session import create_engine, create_session_factory
from db.store import GameStore
from engine.core import Move
from engine.registry import get_game
from engine.rng import Rng
from tests.bot.scene import BOT
from tests.bot.tarnaris_play import command_for as tarnaris_command
from tests.db.backends import fresh_postgres_database
from tests.standin import BotProcess, DiscordStandIn
from tests.standin.world import Channel, Guild, Message, User

#: Players per game: enough seats for claims and specials, few enough for games to end.
PLAYERS = {"tsuro": 3, "triominos": 2, "tarnaris": 2}
#: Seconds the bot runs between a restart and the next kill: at random in this range.
UPTIME = (0.3, 2.5)
#: The bot's scheduler tick and first retry delay in these runs (seconds).
TICK_SECONDS = 1.0
#: How long the restarted bot has to post the turn messages the last kill left owed.
TURN_MESSAGES_WITHIN = TURN_LEASE.total_seconds() + 5 * TICK_SECONDS
#: How long a player waits for an answer before counting the move as unanswered.
ANSWER_WITHIN = 10.0


@dataclass
class Table:
    """A guild of its own, its channel, the players, and the game being played there."""

    game: str
    guild: Guild
    channel: Channel
    users: list[User]
    game_id: int | None = None
    games: list[int] = field(default_factory=list)


@dataclass
class Sent:
    """One move sent through the bot: where it was read, and what the user was told."""

    game_id: int
    ply: int
    seat: int
    move: Move
    acknowledged: bool
    answer: str | None


@dataclass
class Report:
    seed: int = 0
    kills: int = 0
    games: int = 0
    sent: int = 0
    acknowledged: int = 0
    lost: int = 0
    different: int = 0
    doubled: int = 0
    unexplained: int = 0
    logged: int = 0
    integrity_problems: int = 0
    continued: int = 0
    stuck: int = 0
    turn_positions: int = 0
    turn_messages_missing: int = 0
    seconds: float = 0.0
    details: list[str] = field(default_factory=list)

    def ok(self) -> bool:
        return (
            self.lost == self.different == self.doubled == self.unexplained == 0
            and self.integrity_problems == 0
            and self.stuck == 0
            and self.turn_messages_missing == 0
        )

    def summary(self) -> str:
        return (
            f"kills {self.kills} / acknowledged moves {self.acknowledged} / lost {self.lost} / "
            f"doubled {self.doubled}"
        )


def canonical(move: Any) -> str:
    return json.dumps(move, sort_keys=True)


def typed(game: str, move: Move, users: list[User]) -> tuple[str, dict[str, Any]]:
    """The typed command (and options) a player uses for ``move``."""
    kind = move["kind"]
    if game == "tsuro":
        if kind == "notch":
            return "tsuro start", {"notch": move["notch"]}
        if kind == "random_notch":
            return "tsuro start", {}
        return "tsuro place", {"tile": move["tile"], "rotation": move["rotation"]}
    if game == "triominos":
        if kind == "place":
            return "triominos place", {
                "tile": move["tile"],
                "spot": move["cell"],
                "rotation": str(move["rotation"]),
            }
        return f"triominos {kind}", {}
    return tarnaris_command(move, users)


class CrashRun:
    """One run: the stand-in, the bot process, the tables, the player and killer tasks."""

    def __init__(self, url: str, *, kills: int, tables: int, seed: int) -> None:
        self.url = url
        self.kills = kills
        self.tables_per_game = tables
        self.random = random.Random(seed)
        self.report = Report(seed=seed)
        self.sent: list[Sent] = []
        self.tables: list[Table] = []
        self.standin: DiscordStandIn
        self.bot: BotProcess
        self.store: GameStore
        #: Set while the bot runs; players wait for it between moves.
        self._up = asyncio.Event()
        #: Set when the players are to stop (after the last kill).
        self._stop = asyncio.Event()

    # -- running -------------------------------------------------------------------------
    async def run(self) -> Report:
        started = time.monotonic()
        engine = create_engine(self.url)
        # Migrated here first, so the script's store can read before the bot's first start.
        await upgrade(engine)
        self.store = GameStore(create_session_factory(engine))
        self.standin = await DiscordStandIn.start()
        try:
            for game in PLAYERS:
                for n in range(self.tables_per_game):
                    guild = self.standin.add_guild(f"{game}-{n}")
                    users = [
                        self.standin.add_user(f"{game}{n}-p{k}", guilds=[guild])
                        for k in range(PLAYERS[game])
                    ]
                    self.tables.append(Table(game, guild, guild.channel("general"), users))
            env = {
                "DATABASE_URL": self.url,
                "DEV_GUILD_ID": "",
                "LOG_LEVEL": "INFO",
                # Owed turn messages are retried by the outbox's sender on these ticks.
                "SCHEDULER_TICK_SECONDS": str(TICK_SECONDS),
                "NOTIFY_RETRY_SECONDS": str(TICK_SECONDS),
            }
            self.bot = BotProcess(self.standin, BOT, env=env)
            await self.bot.start(within=60)
            self._up.set()
            for table in self.tables:
                await self._new_game(table)
            players = [asyncio.create_task(self._play(t)) for t in self.tables]
            await self._kill_and_restart(players)
            # Before the further moves, which would post fresh turn messages themselves.
            await self._check_turn_messages()
            await self._continue_every_game()
            await self._check()
        finally:
            with contextlib.suppress(Exception):
                await self.bot.stop()
            await self.standin.close()
            await engine.dispose()
        self.report.seconds = round(time.monotonic() - started, 1)
        return self.report

    async def _kill_and_restart(self, players: list[asyncio.Task[None]]) -> None:
        """Kill and restart the bot ``kills`` times. After the last kill the players stop
        before the bot comes back, so the positions a kill left are checked as they are."""
        for n in range(self.kills):
            await asyncio.sleep(self.random.uniform(*UPTIME))
            self._up.clear()
            await self.bot.kill()
            self.report.kills += 1
            if n == self.kills - 1:
                self._stop.set()
                await asyncio.gather(*players)
            await self.bot.start(within=60)
            self._up.set()
        self._stop.set()
        await asyncio.gather(*players)

    async def _running(self) -> bool:
        """Wait until the bot runs; ``False`` if the players are stopped first."""
        waits = [asyncio.create_task(e.wait()) for e in (self._up, self._stop)]
        await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        for wait in waits:
            wait.cancel()
        return not self._stop.is_set()

    async def _play(self, table: Table) -> None:
        rng = random.Random(self.random.getrandbits(64))
        while await self._running():
            if table.game_id is None:
                await self._new_game(table)
            else:
                await self._move(table, rng)

    async def _move(self, table: Table, rng: random.Random) -> Sent | None:
        """One random legal move of the table's game, typed by the seat's user."""
        assert table.game_id is not None
        info = await self.store.get(table.game_id)
        if info.status != GameStatus.ACTIVE:
            table.game_id = None
            return None
        rules = get_game(info.game)
        seat, move = rules.random_action(info.state, Rng(rng.getrandbits(63)))
        seats = {s.seat: s.user_id for s in info.seats}
        users = {u.id: u for u in table.users}
        players = [users[seats[n]] for n in sorted(seats)]
        command, options = typed(info.game, move, players)
        where = self.standin.channels[info.thread_id] if info.thread_id else table.channel
        if where is table.channel:
            options["game"] = info.id
        sent = Sent(info.id, info.ply, seat, move, acknowledged=False, answer=None)
        self.sent.append(sent)
        try:
            handle = await self.standin.slash(players[seat], where, command, options)
            answer = await handle.message(within=ANSWER_WITHIN)
        except (AssertionError, TimeoutError, OSError, RuntimeError):
            # No answer: the bot was killed, restarting, or the answer came too late.
            await asyncio.sleep(0.05)
            return sent
        sent.answer = answer.content
        sent.acknowledged = not answer.content.startswith("Sorry")
        return sent

    async def _new_game(self, table: Table) -> None:
        """``/<game> new`` by the first player, the others join, the creator starts. A step cut
        off by a kill abandons that lobby and starts over with a new one."""
        while await self._running():
            game_id = await self._try_new_game(table)
            if game_id is None:
                continue
            with contextlib.suppress(Exception):
                if (await self.store.get(game_id)).status == GameStatus.ACTIVE:
                    table.game_id = game_id
                    table.games.append(game_id)
                    self.report.games += 1
                    return

    async def _try_new_game(self, table: Table) -> int | None:
        """The id of the lobby made (started if nothing cut it off), or ``None``."""
        creator, *others = table.users
        game_id = None
        with contextlib.suppress(AssertionError, TimeoutError, OSError, RuntimeError):
            options = {"seats": len(table.users)}
            new = await self.standin.slash(creator, table.channel, f"{table.game} new", options)
            lobby = await new.message(within=ANSWER_WITHIN)
            found = re.search(r"#(\d+)", lobby.content)
            if found is None:
                return None
            game_id = int(found[1])
            for user in others:
                await (await self._click(user, lobby, "join")).followup(within=ANSWER_WITHIN)
            await (await self._click(creator, lobby, "start")).message(within=ANSWER_WITHIN)
        return game_id

    async def _click(self, user: User, message: Message, action: str) -> Any:
        [custom_id] = [c for c in message.custom_ids() if c.split(":")[1] == action]
        return await self.standin.click(user, message, custom_id)

    async def _continue_every_game(self) -> None:
        """Every unfinished game accepts a further move (a few tries: a random move the engine
        lists is always legal, so a refusal or no answer at all counts as stuck)."""
        rng = random.Random(self.random.getrandbits(64))
        for table in self.tables:
            if table.game_id is None:
                continue
            for _attempt in range(3):
                sent = await self._move(table, rng)
                if sent is None or sent.acknowledged:
                    break
            if sent is not None and sent.acknowledged:
                self.report.continued += 1
            elif sent is not None:
                self.report.stuck += 1
                self.report.details.append(f"game {sent.game_id} stuck: {sent.answer!r}")

    # -- checking ------------------------------------------------------------------------
    async def _check(self) -> None:
        games = sorted({g for t in self.tables for g in t.games})
        logs = {game_id: await self.store.moves(game_id) for game_id in games}
        tally(self.report, self.sent, logs)
        problems = await self.store.check_integrity(mark=False)
        self.report.integrity_problems = len(problems)
        self.report.details += [f"integrity: {p}" for p in problems]

    async def _check_turn_messages(self) -> None:
        """Whether each unfinished game's position, as the last kill left it, has a turn
        message: one in the game's thread (or channel) with buttons made for its current
        version. A restarted bot gets :data:`TURN_MESSAGES_WITHIN` to post what it owes."""
        wanted: dict[str, Channel] = {}
        for table in self.tables:
            if table.game_id is None:
                continue
            info = await self.store.get(table.game_id)
            if info.status == GameStatus.ACTIVE:
                key = f"{info.id}:{info.version}"
                wanted[key] = self.standin.channels[info.thread_id or info.channel_id]
        self.report.turn_positions = len(wanted)

        def missing() -> list[str]:
            return [
                key
                for key, channel in wanted.items()
                if not any(
                    ":".join(custom_id.split(":")[2:4]) == key
                    for message in self.standin.messages_in(channel)
                    for custom_id in message.custom_ids()
                )
            ]

        with contextlib.suppress(TimeoutError):
            await self.standin.wait_for(
                lambda: not missing(), TURN_MESSAGES_WITHIN, "the turn messages"
            )
        self.report.turn_messages_missing = len(missing())
        self.report.details += [f"no turn message: game:version {key}" for key in missing()]


def tally(report: Report, sent: list[Sent], logs: dict[int, list[MoveInfo]]) -> None:
    """Compare what was sent (and acknowledged) with the move logs of the games played."""
    report.sent = len(sent)
    report.acknowledged = sum(s.acknowledged for s in sent)
    by_ply: dict[tuple[int, int], list[Sent]] = {}
    for one in sent:
        by_ply.setdefault((one.game_id, one.ply), []).append(one)
    for game_id, moves in logs.items():
        logged = {m.ply: m for m in moves}
        report.logged += len(logged)
        for one in sent:
            if one.game_id != game_id or not one.acknowledged:
                continue
            row = logged.get(one.ply)
            if row is None or row.seat != one.seat:
                report.lost += 1
                report.details.append(f"lost: game {game_id} ply {one.ply}: {one.answer!r}")
            elif canonical(row.move) != canonical(one.move):
                report.different += 1
                report.details.append(
                    f"different: game {game_id} ply {one.ply}: sent {one.move}, logged {row.move}"
                )
        for ply, row in sorted(logged.items()):
            if any(
                s.seat == row.seat and canonical(s.move) == canonical(row.move)
                for s in by_ply.get((game_id, ply), [])
            ):
                continue
            before = logged.get(ply - 1)
            if (
                before is not None
                and before.seat == row.seat
                and canonical(before.move) == canonical(row.move)
            ):
                report.doubled += 1
                report.details.append(f"doubled: game {game_id} ply {ply}")
            else:
                report.unexplained += 1
                report.details.append(f"unexplained: game {game_id} ply {ply}: {row.move}")


@contextlib.asynccontextmanager
async def database(kind: str, folder: Path) -> AsyncIterator[str]:
    """A URL of a new, empty database: a SQLite file in ``folder``, or a PostgreSQL database
    made on the ``TEST_DATABASE_URL`` server and dropped afterwards."""
    if kind == "sqlite":
        yield f"sqlite+aiosqlite:///{folder / 'crash.db'}"
        return
    async with fresh_postgres_database("tessera_crash") as url:
        yield url


async def crash_run(kind: str, *, kills: int, tables: int = 2, seed: int | None = None) -> Report:
    seed = random.SystemRandom().getrandbits(32) if seed is None else seed
    with tempfile.TemporaryDirectory(prefix="tessera-crash-") as folder:
        async with database(kind, Path(folder)) as url:
            run = CrashRun(url, kills=kills, tables=tables, seed=seed)
            try:
                return await run.run()
            except BaseException:
                print(run.bot.log if hasattr(run, "bot") else "", file=sys.stderr)
                raise


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.reliability.crash", description=__doc__)
    parser.add_argument("--kills", type=int, default=100, help="SIGKILLs of the bot (100)")
    parser.add_argument("--db", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument("--tables", type=int, default=2, help="tables of each game (2)")
    parser.add_argument("--seed", type=int, default=None, help="for the random choices")
    args = parser.parse_args(argv)
    # A killed bot cuts its uploads off mid-request; the stand-in's server would log each.
    logging.getLogger("aiohttp.server").setLevel(logging.CRITICAL)
    report = asyncio.run(crash_run(args.db, kills=args.kills, tables=args.tables, seed=args.seed))
    figures = asdict(report)
    details = figures.pop("details")
    for line in details[:50]:
        print(line)
    print(json.dumps({"db": args.db, **figures}))
    print(report.summary())
    return 0 if report.ok() else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
