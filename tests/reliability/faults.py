"""The faults proof (issue 19): REST failures and gateway disconnects during moves lose and
double nothing.

    python -m tests.reliability.faults --faults 200 --db sqlite     # or --db postgres

Random games of all three games are played as in the crash proof (:mod:`tests.reliability.crash`:
the real ``bot.py``, the stand-in, one player per table, several tables at once, typed moves),
with half the players on the ``dm`` notification mode so every turn of theirs is a direct
message from the outbox as well. Instead of killing the bot, faults are injected at random
moments into what the bot sends while the moves go on: five 500s on a game's thread (all of
discord.py's retries), one 500, a Cloudflare 429 (a ban discord.py does not wait out), a
rate-limit 429, a 4 s slow answer, the same on direct messages, and gateway disconnects
(a reconnect request, and an outage of a few seconds). Afterwards the bot gets time to retry
what it owes, and:

* every turn message and notification the moves owed (an outbox row) was delivered: ``lost``
  counts rows not sent (still pending, or given up) and sent rows no message shows;
* none twice: ``doubled`` counts rows more than one message was made for (the message's nonce
  names its row), positions of Tsuro and Triominos with more than one turn message, and any
  nonce on more than one message (Tarnaris's claim results and calls carry nonces made from
  their row's); ``unguarded_posts`` counts messages the bot posted in a game's thread or
  channel without a nonce (a retry of such a post could double it);
* no move untold: a turn message row of Tsuro or Triominos never sent (``superseded``: a newer
  position came before its retry; or given up) has its move's lines in the next turn message
  sent for that game (``moves_untold`` counts those that do not, unless that message says
  "… and N earlier moves");
* the crash proof's own checks hold (acknowledged moves logged once, snapshots equal their
  replays, every game continues, every position has its turn message).

Before the bot is given time to retry, it must be back on the gateway: discord.py's reconnect
back-off grows with every failed attempt and resets only after 2,048 quiet seconds, so after
many outages it may wait many minutes; past :data:`RECONNECT_WITHIN` the run restarts the bot,
as a supervisor would, and counts it (``restarts``).

It prints one JSON line and ``faults injected / messages lost or doubled``.
``tests/reliability/test_faults.py`` runs a short form in CI.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import random
import re
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass
from pathlib import Path

from sqlalchemy import select

from cogs.kit.adapter import adapter_for
from db.models import MoveRow
from db.outbox import OutboxRow
from db.records import GameInfo, MoveInfo
from db.session import create_engine, create_session_factory
from db.store import TURN_MESSAGE
from engine.core import Event
from tests.reliability.crash import ANSWER_WITHIN, CrashRun, Report, database
from tests.standin.world import Channel

#: How a turn message begins (``cogs.kit.turns.turn_content``).
TURN_HEADER = re.compile(r"\*\*[^*]+\*\* · game #\d+ · move \d+")
#: Seconds between two faults: at random in this range.
BETWEEN = (0.3, 2.0)
MESSAGES = "/channels/{channel_id}/messages"
#: How long the bot gets after the last fault to deliver what it owes (its retries back off).
SETTLE_SECONDS = 60.0
#: How long the bot gets to come back on the gateway after the last fault. discord.py's
#: reconnect back-off only resets after 2,048 s without a failed attempt, so after a dozen
#: outages it may wait up to 1,024 s; past this the run restarts the bot, as a supervisor
#: would, and counts it (``restarts``).
RECONNECT_WITHIN = 120.0
FAULTS = (
    "five_500s",
    "one_500",
    "ban_429",
    "rate_limit_429",
    "slow",
    "dm_500s",
    "dm_ban",
    "gateway_reconnect",
    "gateway_outage",
)


#: The moves whose turn message is an edit of the one before (issue 25's one message a turn).
EDITED_MOVES = {"triominos": ("draw",)}


@dataclass
class FaultReport(Report):
    faults: int = 0
    outbox_rows: int = 0
    turn_messages_owed: int = 0
    notifications_owed: int = 0
    #: Rows dropped unsent because no longer true (the player moved, a newer position shown).
    turn_messages_superseded: int = 0
    notifications_superseded: int = 0
    messages_lost: int = 0
    messages_doubled: int = 0
    unguarded_posts: int = 0
    #: Moves of superseded (or given up) turn messages of Tsuro and Triominos, and of those
    #: the ones no later turn message told.
    moves_superseded: int = 0
    moves_untold: int = 0
    restarts: int = 0

    def ok(self) -> bool:
        return (
            super().ok()
            and self.messages_lost == self.messages_doubled == 0
            and self.unguarded_posts == self.moves_untold == 0
        )

    def summary(self) -> str:
        return (
            f"faults injected {self.faults} / messages lost {self.messages_lost} or doubled "
            f"{self.messages_doubled} / moves of superseded turn messages "
            f"{self.moves_superseded}, untold {self.moves_untold}"
        )


class FaultRun(CrashRun):
    """The crash run, with faults instead of kills (the bot is never killed here)."""

    def __init__(self, url: str, *, faults: int, tables: int, seed: int) -> None:
        super().__init__(url, kills=0, tables=tables, seed=seed)
        self.faults = faults
        self.report = FaultReport(seed=seed)
        #: Each logged move's kind by (game id, ply), read when the run is checked.
        self.kinds: dict[tuple[int, object], object] = {}

    async def _kill_and_restart(self, players: list[asyncio.Task[None]]) -> None:
        await self._notify_by_dm()
        counts: Counter[str] = Counter()
        for _ in range(self.faults):
            await asyncio.sleep(self.random.uniform(*BETWEEN))
            kind = self.random.choice(FAULTS)
            await self._inject(kind)
            counts[kind] += 1
        self.report.faults = sum(counts.values())
        self.report.details.append(f"faults: {dict(sorted(counts.items()))}")
        self._stop.set()
        await asyncio.gather(*players)
        self.standin.failures.clear()
        self.standin.start_gateway()
        await self._back_on_gateway()
        await self._settle()

    async def _back_on_gateway(self) -> None:
        """Wait for the bot to be connected again; restart it after :data:`RECONNECT_WITHIN`."""

        def connected() -> bool:
            return any(s.open and s.identified for s in self.standin.sessions)

        started = time.monotonic()
        try:
            await self.standin.wait_for(connected, RECONNECT_WITHIN, "the bot back online")
        except TimeoutError:
            self.report.restarts += 1
            self.report.details.append(
                f"restarted: not back on the gateway {RECONNECT_WITHIN:.0f} s after the faults"
            )
            await self.bot.stop()
            await self.bot.start(within=60)
        else:
            waited = time.monotonic() - started
            self.report.details.append(f"back on the gateway {waited:.1f} s after the faults")

    async def _notify_by_dm(self) -> None:
        """Every other player hears of their turns by direct message (outbox rows too)."""
        for table in self.tables:
            for user in table.users[::2]:
                handle = await self.standin.slash(
                    user, table.channel, "game notify", {"mode": "dm"}
                )
                await handle.message(within=ANSWER_WITHIN)

    def _thread(self) -> Channel | None:
        tables = [t for t in self.tables if t.game_id is not None]
        if not tables:
            return None
        table = self.random.choice(tables)
        threads = self.standin.threads(table.channel)
        return threads[-1] if threads else table.channel

    async def _inject(self, kind: str) -> None:
        standin = self.standin
        if kind == "gateway_reconnect":
            await standin.reconnect_gateway()
            return
        if kind == "gateway_outage":
            await standin.stop_gateway()
            await asyncio.sleep(self.random.uniform(1.0, 4.0))
            standin.start_gateway()
            return
        if kind.startswith("dm_"):
            user = self.random.choice([u for t in self.tables for u in t.users[::2]])
            where = {"channel_id": str(standin.dm_channel(user).id)}
        else:
            channel = self._thread()
            if channel is None:
                return
            where = {"channel_id": str(channel.id)}
        if kind in ("five_500s", "dm_500s"):
            standin.fail("POST", MESSAGES, times=5, where=where)
        elif kind == "one_500":
            standin.fail("POST", MESSAGES, where=where)
        elif kind in ("ban_429", "dm_ban"):
            standin.ban("POST", MESSAGES, where=where)
        elif kind == "rate_limit_429":
            standin.rate_limit("POST", MESSAGES, retry_after=1.0, where=where)
        else:
            standin.slow("POST", MESSAGES, seconds=4.0, where=where)

    async def _settle(self) -> None:
        """Wait until the outbox holds nothing due (or ``SETTLE_SECONDS`` passed)."""
        engine = create_engine(self.url)
        sessions = create_session_factory(engine)
        table = OutboxRow.__table__
        try:
            for _ in range(int(SETTLE_SECONDS)):
                async with sessions() as session:
                    pending = await session.scalar(
                        select(table.c.id).where(table.c.done_at.is_(None)).limit(1)
                    )
                if pending is None:
                    return
                await asyncio.sleep(1.0)
        finally:
            await engine.dispose()

    async def _check(self) -> None:
        await super()._check()
        engine = create_engine(self.url)
        sessions = create_session_factory(engine)
        moves = MoveRow.__table__.c
        try:
            async with sessions() as session:
                rows = (await session.execute(select(OutboxRow.__table__))).all()
                played = (await session.execute(select(moves.game_id, moves.ply, moves.move))).all()
        finally:
            await engine.dispose()
        self.kinds = {(game_id, ply): move.get("kind") for game_id, ply, move in played}
        tally_messages(self, rows)
        await tally_told(self, rows)


def tally_messages(run: FaultRun, rows: list) -> None:
    """Lost and doubled turn messages and notifications, from the outbox and the stand-in."""
    report = run.report
    by_nonce: Counter[str] = Counter(
        m.nonce for m in run.standin.messages.values() if m.nonce and not m.deleted
    )
    games = {g: t.game for t in run.tables for g in t.games}
    for row in rows:
        report.outbox_rows += 1
        is_turn = row.key.startswith(f"{TURN_MESSAGE}:")
        report.turn_messages_owed += is_turn
        report.notifications_owed += not is_turn
        if row.outcome == "dropped":
            report.turn_messages_superseded += is_turn
            report.notifications_superseded += not is_turn
            continue
        made = by_nonce[f"tessera-{row.id}"]
        # Tarnaris shows most positions by editing its turn message, and so does a Triominos
        # draw, which leaves the turn with its player (issue 25): no nonce to count.
        game = games.get(row.game_id)
        kind = run.kinds.get((row.game_id, row.payload.get("ply")))
        edited = is_turn and (game == "tarnaris" or kind in EDITED_MOVES.get(game or "", ()))
        if row.outcome != "sent" or (made == 0 and not edited):
            report.messages_lost += 1
            report.details.append(f"lost: {row.key} ({row.outcome}, {row.last_error})")
        elif made > 1:
            report.messages_doubled += 1
            report.details.append(f"doubled: {row.key} ({made} messages)")
    positions: Counter[tuple[str, str]] = Counter()
    for message in run.standin.messages.values():
        if message.deleted or message.author is not run.standin.bot:
            continue
        if message.interaction is not None or not TURN_HEADER.match(message.content):
            continue
        for custom_id in message.custom_ids()[:1]:
            parts = custom_id.split(":")
            if len(parts) >= 4 and games.get(int(parts[2])) in ("tsuro", "triominos"):
                positions[parts[2], parts[3]] += 1
    for position, count in positions.items():
        if count > 1:
            report.messages_doubled += 1
            report.details.append(f"doubled: game {position[0]} version {position[1]}: {count}")
    for nonce, count in by_nonce.items():
        if count > 1:
            report.messages_doubled += 1
            report.details.append(f"doubled: nonce {nonce}: {count} messages")
    tally_unguarded(run)


def tally_unguarded(run: FaultRun) -> None:
    """Messages the bot posted in the games' threads and channels without a nonce, other than
    answers to interactions (which Discord ties to their interaction)."""
    places = {t.channel.id for t in run.tables}
    places |= {c.id for t in run.tables for c in run.standin.threads(t.channel)}
    for message in run.standin.messages.values():
        if message.author is not run.standin.bot or message.interaction is not None:
            continue
        if message.channel.id in places and not message.nonce:
            run.report.unguarded_posts += 1
            run.report.details.append(f"unguarded: {message.content[:60]!r}")


async def tally_told(run: FaultRun, rows: list) -> None:
    """Moves no turn message told (issue 19): see the module docstring."""
    games = {g: t.game for t in run.tables for g in t.games}
    owed: defaultdict[int, list] = defaultdict(list)
    for row in rows:
        if row.key.startswith(f"{TURN_MESSAGE}:") and games.get(row.game_id) != "tarnaris":
            owed[row.game_id].append(row)
    contents = {m.nonce: m.content for m in run.standin.messages.values() if m.nonce}
    for game_id, game_rows in owed.items():
        game = await run.store.get(game_id)
        moves = await run.store.moves(game_id)
        events = await asyncio.to_thread(events_by_ply, game, moves)
        game_rows.sort(key=lambda r: r.payload["version"])
        for index, row in enumerate(game_rows):
            if row.outcome == "sent" or row.payload.get("kind") == "start":
                continue
            run.report.moves_superseded += 1
            lines = adapter_for(game.game).describe_events(game, events[row.payload["ply"]])
            teller = next((r for r in game_rows[index + 1 :] if r.outcome == "sent"), None)
            content = contents.get(f"tessera-{teller.id}", "") if teller is not None else ""
            if teller is not None and not content:
                # A teller shown by an edit (a Triominos draw, issue 25) told it in the turn
                # message it edited: any message of the game's channel.
                where = game.thread_id or game.channel_id
                content = "\n".join(
                    m.content for m in run.standin.messages.values() if m.channel.id == where
                )
            if "\n".join(lines) not in content and " earlier move" not in content:
                run.report.moves_untold += 1
                run.report.details.append(f"untold: {row.key} ({lines}) in {content[:300]!r}")


def events_by_ply(game: GameInfo, moves: list[MoveInfo]) -> list[list[Event]]:
    """The events of each of ``game``'s moves, replayed from its seed."""
    assert game.seed is not None
    rules = game.rules
    state = rules.setup(len(game.seats), game.options, game.seed)
    events = []
    for move in moves:
        applied = rules.apply(state, move.seat, move.move)
        state = applied.state
        events.append(list(applied.events))
    return events


async def faults_run(
    kind: str, *, faults: int, tables: int = 2, seed: int | None = None
) -> FaultReport:
    seed = random.SystemRandom().getrandbits(32) if seed is None else seed
    with tempfile.TemporaryDirectory(prefix="tessera-faults-") as folder:
        async with database(kind, Path(folder)) as url:
            run = FaultRun(url, faults=faults, tables=tables, seed=seed)
            try:
                await run.run()
            except BaseException:
                print(run.bot.log if hasattr(run, "bot") else "", file=sys.stderr)
                raise
            assert isinstance(run.report, FaultReport)
            return run.report


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.reliability.faults", description=__doc__)
    parser.add_argument("--faults", type=int, default=200, help="faults injected (200)")
    parser.add_argument("--db", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument("--tables", type=int, default=2, help="tables of each game (2)")
    parser.add_argument("--seed", type=int, default=None, help="for the random choices")
    args = parser.parse_args(argv)
    logging.getLogger("aiohttp.server").setLevel(logging.CRITICAL)
    report = asyncio.run(
        faults_run(args.db, faults=args.faults, tables=args.tables, seed=args.seed)
    )
    figures = asdict(report)
    for line in figures.pop("details")[:50]:
        print(line)
    print(json.dumps({"db": args.db, **figures}))
    print(report.summary())
    return 0 if report.ok() else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
