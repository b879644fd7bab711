"""Asynchronous play: turn timers, reminders, the turn clock, away mode and daily digests.

Everything the scheduler decides is computed from timestamps in the database, so a restarted
bot picks up where it stopped, and several bot processes may run it against one PostgreSQL:
every action is claimed by a conditional ``UPDATE`` (compare-and-set on the timer row) and
only the process whose ``UPDATE`` changed the row acts. Notifications go through
:mod:`db.outbox` in the same transaction as the claim or the move they are about.

Work follows what is due (issue 15), not how many games are stored. A tick reads, by index
and in batches of :data:`BATCH` (the event loop gets a turn between them):

- games whose ``sync_due_at`` has come: a move sets it in its own transaction (so a process
  that stops before syncing loses nothing) and :meth:`Scheduler.sync_game` clears it; only
  these games are loaded (state included);
- turn timers whose ``due_at`` has come: each timer stores when it must next be looked at
  (its next reminder or clock, away time and quiet hours taken into account; never later,
  possibly sooner). A change of server settings, of a game's clock, of a player's mode,
  quiet hours or away time sets ``due_at`` to now for the timers concerned, and the next
  tick works out the new deadline;
- digest rows whose ``next_at`` has come (a row exists while a player chose ``digest``);
- rows other modules hand it (:class:`DueRows`, :meth:`Scheduler.add_due`): leagues (issue
  29) whose ``due_at`` has come, each given to its ``run`` once leased.

Each batch is leased with ``UPDATE … WHERE key IN (SELECT … LIMIT n FOR UPDATE SKIP LOCKED)
RETURNING`` (SQLite: under its ``BEGIN IMMEDIATE`` write lock), after a plain read that
finds nothing on most ticks. Work is split across processes by shard: a scheduler given
``shards`` of ``shard_count`` takes the games of those shards' servers (``(guild_id >> 22)
% shard_count``; games outside a server and every digest belong to shard 0).

Turn timers (table ``turn_timers``, one row per game and seat the game waits on)
    :meth:`Scheduler.sync_game` makes the rows match a game's position: a seat the game now
    waits on gets a row whose ``since`` is the time of the game's latest move (queuing a
    direct message for players who chose ``dm`` or ``both``); a seat no longer waited on
    loses its row; a waited-on seat that moved itself since ``since`` (a draw in Triominos,
    a reveal in Tarnaris) starts afresh from that move. Which seats a game waits on is the
    ``turn_seats`` function given to the scheduler (the cogs pass each game's
    ``GameAdapter.turn_seats``: in Tarnaris, the active player and whoever must choose, not
    everyone who could claim); by default, the human seats in ``to_act``. The bot syncs a
    game after each turn message, and :meth:`Scheduler.tick` syncs every game a move marked
    and no sync followed.
Waiting time
    The time since ``since``, less the time the seat's player was away (away periods) and
    their quiet hours (:mod:`db.quiet`).
Quiet hours
    No reminder, turn direct message, deferred mention or digest in a player's quiet hours:
    each waits until they end (outbox rows get that ``due_at``); the turn clock does not act
    then either, and the hours do not count as waiting.
Reminders (server settings, :data:`db.store.GUILD_DEFAULTS`)
    Reminder ``n`` (0-based) is due once the seat waited ``remind_after_hours +
    n · remind_every_hours``, at most ``max_reminders`` per turn, never two within
    ``remind_every_hours`` (after a downtime one is sent, not a burst), none once the turn
    clock is due (it acts instead). It goes to the thread as a mention (notify ``mention``)
    or as a direct message (``dm``, ``both``); players with ``off`` or ``digest`` get none.
Turn clock
    Once the seat waited ``turn_clock_hours`` (the game's own setting from ``new``, else the
    server's; 0 = never), the clock action: ``skip`` (the seat plays a pass, a decline, a
    "done" or a draw where the game has one — Triominos draws up to three tiles and passes,
    D1/D2 — and the computer's move where it has none, as in Tsuro), ``computer`` (the
    game's computer player plays the seat's turn) or ``remove`` (the seat resigns: out by
    the game's rules). The moves go through ``GameStore.play`` with an outbox row that
    announces it in the game's thread, in the move's own transaction.
Away mode
    ``go_away(user, days)``: reminders, digests and the clock leave that player's turns
    alone until then, and the away time does not count as waiting. At most
    :data:`AWAY_DAYS_PER_MONTH` days within any :data:`AWAY_WINDOW`; ``days=0`` comes back.
Digest
    Players with notify ``digest`` get one direct message a day listing the games waiting on
    them (none on a day when nothing waits, nor while away).

Errors are :mod:`db.errors` codes (``away_quota``, ``bad_setting_value``).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import (
    BigInteger,
    ColumnElement,
    ForeignKey,
    Index,
    Integer,
    Select,
    String,
    Table,
    delete,
    func,
    literal,
    select,
    true,
    tuple_,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Row
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession, async_sessionmaker
from sqlalchemy.orm import Mapped, mapped_column

from db.errors import GameChangedError, InvalidSettingError, StoreError
from db.models import (
    Base,
    DigestRow,
    GameRow,
    GameStatus,
    MoveRow,
    TurnTimer,
    UserPreferences,
    UtcDateTime,
    utcnow,
)
from db.notify_modes import DEFAULT_MODE, MODES
from db.outbox import enqueue, notice_values
from db.quiet import QuietHours
from db.records import GameInfo, GuildSettingsInfo
from db.session import WRITE
from db.store import CLOCK_ACTIONS, GUILD_DEFAULTS, GameStore
from engine.ai import computer_move
from engine.core import RESIGN, EngineError, Move
from engine.rng import derive

log = logging.getLogger("tessera.scheduler")

AWAY_DAYS_PER_MONTH = 14
AWAY_WINDOW = timedelta(days=30)
DIGEST_EVERY = timedelta(days=1)
#: Most moves the clock makes for one seat's turn (a Tarnaris turn is a few).
MAX_CLOCK_MOVES = 30
#: ``skip_kinds``: the move kinds that let a game's turn go by, best first (none: the clock
#: skips by letting the computer play).
SkipKinds = Callable[[GameInfo], Sequence[str]]
#: Longest turn clock a game may set at ``new`` (30 days).
MAX_CLOCK_HOURS = 720
#: Due rows a tick claims per round trip; the event loop gets a turn between batches.
BATCH = 200
#: A timer looked at is not looked at again sooner than this (a lost race, a clock that gave
#: way): a tick never meets the same row twice.
RECHECK = timedelta(seconds=1)
TurnSeats = Callable[[GameInfo], Iterable[int]]


@dataclass(frozen=True, slots=True)
class DueRows:
    """Rows of another table that fall due as the scheduler's own do: ``due`` (indexed) says
    when, ``key`` names a row, ``guild`` is the server column its shard follows. A tick
    leases the due rows (moving ``due`` a lease ahead) and awaits ``run(key)`` for each; the
    run sets ``due`` to when the row is due next (a process that stops leaves it due again
    once the lease ran out)."""

    name: str
    table: Table
    key: Any
    due: Any
    guild: Any
    run: Callable[[int], Awaitable[None]]


def human_turn_seats(game: GameInfo) -> list[int]:
    """The default ``turn_seats``: human seats the engine lets act now."""
    return [s.seat for s in game.seats if s.to_act and not s.is_computer]


class GameClock(Base):
    """A game's own turn clock (chosen at ``new``); ``None`` columns use the server's."""

    __tablename__ = "game_clocks"

    game_id: Mapped[int] = mapped_column(
        ForeignKey("games.id", ondelete="CASCADE"), primary_key=True, autoincrement=False
    )
    turn_clock_hours: Mapped[int | None] = mapped_column(Integer)
    clock_action: Mapped[str | None] = mapped_column(String(16))


class AwayPeriod(Base):
    """A time a player said they would be away (``/game away``)."""

    __tablename__ = "away_periods"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(BigInteger)
    starts_at: Mapped[datetime] = mapped_column(UtcDateTime)
    ends_at: Mapped[datetime] = mapped_column(UtcDateTime)

    __table_args__ = (Index("ix_away_periods_user_id", "user_id"),)


@dataclass(frozen=True, slots=True)
class ClockSettings:
    """The timing that applies to one game: the server's, with the game's own clock."""

    remind_after_hours: int
    remind_every_hours: int
    max_reminders: int
    turn_clock_hours: int
    clock_action: str


@dataclass(frozen=True, slots=True)
class ClockActed:
    """The clock acted on ``seat``'s turn: ``done`` is ``skipped``, ``computer`` or
    ``removed``; ``game`` is the game afterwards."""

    game: GameInfo
    seat: int
    done: str


@dataclass(frozen=True, slots=True)
class TickReport:
    """What one tick did: turn notifications ``synced``, reminders queued, clock actions,
    digests queued, and ``due``: the due rows it looked at (games synced, timers, digests,
    rows handed to it)."""

    synced: int
    reminders: int
    clock: tuple[ClockActed, ...]
    digests: int
    due: int = 0


@dataclass(frozen=True, slots=True)
class _Due:
    """A timer with what is needed to decide whether it is due."""

    game_id: int
    seat: int
    user_id: int
    since: datetime
    reminders_sent: int
    last_reminded_at: datetime | None
    clock_claimed_until: datetime | None
    settings: ClockSettings
    waited: timedelta
    away: bool
    notify: str
    #: When the away period under way ends (``None`` when not away).
    away_until: datetime | None = None
    quiet: QuietHours | None = None
    #: When the quiet hours under way end (``None`` when not quiet now).
    quiet_until: datetime | None = None


class Scheduler:
    """See the module docstring. ``worker`` names this process in claims (unique per
    process); ``clock`` returns the current time (tests pass their own). ``shards`` (of
    ``shard_count``) limits this process to the games of those shards' servers
    (``(guild_id >> 22) % shard_count``; games outside a server and digests belong to shard
    0); ``None``: every game."""

    def __init__(
        self,
        sessions: async_sessionmaker[AsyncSession],
        store: GameStore,
        *,
        worker: str,
        clock: Callable[[], datetime] = utcnow,
        turn_seats: TurnSeats = human_turn_seats,
        skip_kinds: SkipKinds = lambda game: (),
        lease: timedelta = timedelta(minutes=5),
        shard_count: int = 1,
        shards: Iterable[int] | None = None,
        batch: int = BATCH,
    ) -> None:
        self._sessions = sessions
        self._store = store
        self.worker = worker
        self._clock = clock
        self._turn_seats = turn_seats
        self._skip_kinds = skip_kinds
        self._lease = lease
        self._shard_count = shard_count
        self._shards = None if shards is None else frozenset(shards)
        self._batch = batch
        self._others: dict[str, DueRows] = {}

    def add_due(self, rows: DueRows) -> None:
        """Look after ``rows`` at every tick from now on (replacing any of the same name)."""
        self._others[rows.name] = rows

    def remove_due(self, name: str) -> None:
        self._others.pop(name, None)

    # -- timers ---------------------------------------------------------------------------
    def waiting(self, game: GameInfo) -> dict[int, int]:
        """``{seat: user id}`` of the human seats ``game`` waits on now."""
        if game.status != GameStatus.ACTIVE or game.snapshot is None:
            return {}
        seats = set(self._turn_seats(game))
        return {
            s.seat: s.user_id
            for s in game.seats
            if s.seat in seats and s.user_id is not None and not s.is_computer
        }

    async def sync_game(self, game: GameInfo) -> int:
        """Make ``game``'s timers match its position (see the module docstring) and clear
        its "to sync" mark; returns the number of turn notifications queued. Does nothing if
        the game moved on since ``game`` was read: the sync after that move describes it."""
        waiting = self.waiting(game)
        async with self._sessions() as session:
            # Most syncs change nothing: find out without taking the write lock.
            connection = await session.connection()
            marked, rows, last_moves = await _timer_state(connection, game.id)
        if marked is None or marked[0] != game.version:
            return 0
        if marked[1] is None and not _changes(waiting, rows, last_moves):
            return 0
        games = GameRow.__table__
        timers = TurnTimer.__table__
        queued = 0
        now = self._clock()
        async with self._write() as connection:
            # FOR SHARE (PostgreSQL): a move of this game waits until these timers are written.
            current = await connection.scalar(
                select(games.c.version).where(games.c.id == game.id).with_for_update(read=True)
            )
            if current != game.version:
                return 0
            await connection.execute(
                update(games)
                .where(games.c.id == game.id, games.c.version == game.version)
                .values(sync_due_at=None)
            )
            _marked, rows, last_moves = await _timer_state(connection, game.id)
            stale = [seat for seat, row in rows.items() if waiting.get(seat) != row.user_id]
            if stale:
                await connection.execute(
                    delete(timers).where(timers.c.game_id == game.id, timers.c.seat.in_(stale))
                )
            if not waiting:
                return 0
            latest = max(last_moves.values(), default=None) or game.started_at or now
            preferences = await _preferences(connection, waiting.values())
            for seat, user_id in sorted(waiting.items()):
                row = rows.get(seat)
                own = last_moves.get(seat)
                if row is not None and row.user_id == user_id:
                    if own is not None and own > row.since:
                        await connection.execute(
                            update(timers)
                            .where(
                                timers.c.game_id == game.id,
                                timers.c.seat == seat,
                                timers.c.since == row.since,
                            )
                            .values(**_fresh_timer(own, now))
                        )
                    continue
                inserted = await _insert_ignore(
                    connection,
                    TurnTimer,
                    {
                        "game_id": game.id,
                        "seat": seat,
                        "user_id": user_id,
                        **_fresh_timer(latest, now),
                    },
                )
                # No message to a player whose own action left them to act (a Tarnaris claim
                # that asks them for a choice): they are at the table, answered already.
                acted_last = own is not None and own >= latest
                if not inserted or acted_last:
                    continue
                found = preferences.get(user_id, _NO_PREFERENCES)
                mode = MODES[found.notify]
                if mode.digest:
                    # A digest put off because nothing waited is due now that something does.
                    digests = DigestRow.__table__
                    await connection.execute(
                        update(digests)
                        .where(digests.c.user_id == user_id, digests.c.next_at.is_(None))
                        .values(next_at=now)
                    )
                quiet_until = found.quiet.until(now) if found.quiet else None
                payload = {"what": "turn", "seat": seat, "since": latest.isoformat()}
                targets = []
                if mode.turn_dm:
                    targets.append(("user", f"turn:{game.id}:{seat}:{latest.isoformat()}"))
                if mode.mention and quiet_until is not None:
                    # The turn message left out the mention (quiet hours, ``cogs``' quiet
                    # hook): it comes into the thread when the hours end.
                    targets.append(("game", f"mention:{game.id}:{seat}:{latest.isoformat()}"))
                for target, key in targets:
                    values = notice_values(
                        key,
                        target=target,
                        user_id=user_id,
                        game_id=game.id,
                        payload=payload,
                        now=now,
                    )
                    values["due_at"] = quiet_until or now
                    queued += await enqueue(connection, values)
        return queued

    async def sync_all(self) -> int:
        """Sync every game (of this process's shards) marked "to sync" by a change of position
        that no sync followed yet (the bot syncs right after each turn message; this catches
        a process that stopped in between), in batches; returns turn notifications queued."""
        return (await self._sync_due())[0]

    async def _sync_due(self) -> tuple[int, int]:
        """``(turn notifications queued, games synced)``."""
        now = self._clock()
        games = GameRow.__table__
        pick = (
            select(games.c.id)
            .where(games.c.sync_due_at <= now, self._mine(games.c.guild_id))
            .order_by(games.c.sync_due_at, games.c.id)
            .limit(self._batch)
        )
        queued = looked = 0
        while claimed := await self._claim(
            games, games.c.sync_due_at, (games.c.id,), pick, now, (games.c.id,)
        ):
            for row in claimed:
                looked += 1
                try:
                    queued += await self.sync_game(await self._store.get(row.id))
                except Exception:
                    # One game's trouble (a busy database, a damaged game, a bug) must not stop
                    # the others; its claim runs out and a later tick tries it again.
                    log.exception("could not sync game %s", row.id)
            await asyncio.sleep(0)
        return queued, looked

    async def still_waiting(self, game_id: int, seat: int, since: datetime) -> bool:
        """Whether ``seat`` of ``game_id`` still waits on the turn that began at ``since``."""
        timers = TurnTimer.__table__
        async with self._sessions() as session:
            found = await session.scalar(
                select(func.count()).where(
                    timers.c.game_id == game_id, timers.c.seat == seat, timers.c.since == since
                )
            )
        return bool(found)

    async def timers(self, game_id: int) -> dict[int, datetime]:
        """``{seat: since}`` for the seats ``game_id`` waits on (as last synced)."""
        timers = TurnTimer.__table__
        async with self._sessions() as session:
            rows = await session.execute(
                select(timers.c.seat, timers.c.since).where(timers.c.game_id == game_id)
            )
            return dict(rows.all())

    async def user_timers(self, user_id: int) -> dict[int, dict[int, datetime]]:
        """``{game id: {seat: since}}`` of every turn waiting on ``user_id`` (one query)."""
        timers = TurnTimer.__table__
        found: dict[int, dict[int, datetime]] = {}
        async with self._sessions() as session:
            rows = await session.execute(
                select(timers.c.game_id, timers.c.seat, timers.c.since).where(
                    timers.c.user_id == user_id
                )
            )
            for game_id, seat, since in rows:
                found.setdefault(game_id, {})[seat] = since
        return found

    # -- due timers: reminders and the turn clock -----------------------------------------
    async def run_due(self) -> tuple[int, list[ClockActed], int]:
        """Look at every due timer (of this process's shards), in batches: queue the
        reminders due, act on the clocks that ran out, and write when each timer is due next.
        Returns ``(reminders queued, clock actions, timers looked at)``."""
        now = self._clock()
        timers = TurnTimer.__table__
        games = GameRow.__table__
        pick = (
            select(timers.c.game_id, timers.c.seat)
            .join(games, games.c.id == timers.c.game_id)
            .where(
                timers.c.due_at <= now,
                games.c.status == GameStatus.ACTIVE,
                self._mine(games.c.guild_id),
            )
            .order_by(timers.c.due_at, timers.c.game_id, timers.c.seat)
            .limit(self._batch)
        )
        keys = (timers.c.game_id, timers.c.seat)
        reminders = looked = 0
        acted: list[ClockActed] = []
        while claimed := await self._claim(timers, timers.c.due_at, keys, pick, now, timers.c):
            looked += len(claimed)
            dues = await self._dues(claimed, now)
            reminders += await self._remind_or_reschedule(dues, now)
            for due in dues:
                if _clock_due(due) and not _leased(due, now):
                    done = await self._run_clock(due, now)
                    if done is not None:
                        acted.append(done)
            await asyncio.sleep(0)
        return reminders, acted, looked

    def _reminder_due(self, due: _Due, now: datetime) -> bool:
        settings = due.settings
        if MODES[due.notify].reminders is None:
            return False
        if due.away or due.quiet_until is not None:
            return False
        if due.reminders_sent >= settings.max_reminders or _clock_due(due):
            return False
        every = timedelta(hours=settings.remind_every_hours)
        wanted = timedelta(hours=settings.remind_after_hours) + due.reminders_sent * every
        if due.waited < wanted:
            return False
        return due.last_reminded_at is None or now - due.last_reminded_at >= every

    async def _remind_or_reschedule(self, dues: Sequence[_Due], now: datetime) -> int:
        """In one transaction: claim and queue each due reminder of ``dues``, and write when
        every timer not left to the clock falls due next; returns reminders queued."""
        timers = TurnTimer.__table__
        queued = 0
        async with self._write() as connection:
            for due in dues:
                if _clock_due(due):
                    if _leased(due, now):
                        # Another process is on it: look again when its lease runs out.
                        await self._set_due(connection, due, due.clock_claimed_until)
                    continue  # the clock acts (after this transaction), not a reminder
                if not self._reminder_due(due, now):
                    await self._set_due(connection, due, _next_due(due, now))
                    continue
                number = due.reminders_sent
                after = replace(due, reminders_sent=number + 1, last_reminded_at=now)
                claimed = await connection.execute(
                    update(timers)
                    .where(
                        timers.c.game_id == due.game_id,
                        timers.c.seat == due.seat,
                        timers.c.since == due.since,
                        timers.c.reminders_sent == number,
                    )
                    .values(
                        reminders_sent=number + 1,
                        last_reminded_at=now,
                        due_at=_next_due(after, now),
                    )
                )
                if claimed.rowcount != 1:
                    continue  # another process sent it, or the turn moved on
                payload = {
                    "what": "reminder",
                    "seat": due.seat,
                    "since": due.since.isoformat(),
                    "number": number + 1,
                    "of": due.settings.max_reminders,
                    "hours": int(due.waited.total_seconds() // 3600),
                }
                target = "game" if MODES[due.notify].reminders == "game" else "user"
                queued += await enqueue(
                    connection,
                    notice_values(
                        f"reminder:{due.game_id}:{due.seat}:{due.since.isoformat()}:{number + 1}",
                        target=target,
                        user_id=due.user_id,
                        game_id=due.game_id,
                        payload=payload,
                        now=now,
                    ),
                )
        return queued

    @staticmethod
    async def _set_due(connection: AsyncConnection, due: _Due, at: datetime | None) -> None:
        """Write when ``due``'s timer is due next, unless it changed since it was read."""
        timers = TurnTimer.__table__
        await connection.execute(
            update(timers)
            .where(
                timers.c.game_id == due.game_id,
                timers.c.seat == due.seat,
                timers.c.since == due.since,
                timers.c.reminders_sent == due.reminders_sent,
            )
            .values(due_at=at)
        )

    # -- the turn clock -------------------------------------------------------------------
    async def _run_clock(self, due: _Due, now: datetime) -> ClockActed | None:
        """Claim and act on ``due``'s turn clock; what was done, or ``None``."""
        if not await self._claim_clock(due, now):
            return None
        try:
            return await self._act(due, now)
        except (StoreError, EngineError) as error:
            # The game moved on or refused the move: the lease runs out (the timer is due
            # then), and a later tick looks again at the position then.
            log.info("clock on game %s seat %s gave way: %s", due.game_id, due.seat, error.code)
        except Exception:
            log.exception("clock on game %s seat %s failed", due.game_id, due.seat)
        return None

    async def _claim_clock(self, due: _Due, now: datetime) -> bool:
        timers = TurnTimer.__table__
        async with self._write() as connection:
            claimed = await connection.execute(
                update(timers)
                .where(
                    timers.c.game_id == due.game_id,
                    timers.c.seat == due.seat,
                    timers.c.since == due.since,
                    (timers.c.clock_claimed_until.is_(None))
                    | (timers.c.clock_claimed_until <= now),
                )
                .values(clock_claimed_by=self.worker, clock_claimed_until=now + self._lease)
            )
        return claimed.rowcount == 1

    async def _act(self, due: _Due, now: datetime) -> ClockActed | None:
        game = await self._store.get(due.game_id)
        if self.waiting(game).get(due.seat) != due.user_id:
            return None  # moved just now: the sync will drop the timer
        action = due.settings.clock_action
        name = game.seats[due.seat].name
        done = ""
        for step in range(MAX_CLOCK_MOVES):
            # Legal moves and the computer's choice can take a while: off the event loop.
            move, how = await asyncio.to_thread(self._clock_move, game, due.seat, action)
            notices = []
            if step == 0:
                done = how
                payload = {
                    "what": "clock",
                    "seat": due.seat,
                    "name": name,
                    "done": how,
                    "hours": due.settings.turn_clock_hours,
                    # The clock's turn message describes the moves from here on (what it
                    # played, and the computer seats after it): its reveals are public.
                    "ply": game.ply,
                }
                notices.append(
                    notice_values(
                        f"clock:{game.id}:{due.seat}:{due.since.isoformat()}",
                        target="game",
                        game_id=game.id,
                        user_id=due.user_id,
                        payload=payload,
                        now=now,
                    )
                )
            try:
                result = await self._store.play(
                    game.id, due.user_id, move, game.version, notices=notices
                )
            except GameChangedError:
                if step == 0:
                    return None  # the player (or a claim) came first: nothing was done
                break
            game = result.game
            if how == "removed" or game.is_over or due.seat not in self.waiting(game):
                break
            if move.get("kind") == "wait":
                break
        await self.sync_game(game)
        return ClockActed(game, due.seat, done)

    def _clock_move(self, game: GameInfo, seat: int, action: str) -> tuple[Move, str]:
        """The move the clock plays for ``seat`` and what it amounts to."""
        if action == "remove":
            return dict(RESIGN), "removed"
        rules, state = game.rules, game.state
        legal = rules.legal_moves(state, seat)
        if action == "skip":
            for kind in self._skip_kinds(game):
                found = next((m for m in legal if m.get("kind") == kind), None)
                if found is not None:
                    return found, "skipped"
        assert game.seed is not None
        rng = derive(game.seed, "clock", game.ply, seat)
        # The level of the game's computer seats (GameInfo.computer_level; issue 16).
        return computer_move(rules, state, seat, rng, game.computer_level), "computer"

    # -- digests --------------------------------------------------------------------------
    async def digests(self) -> int:
        """Queue the daily digest of every player whose digest is due (rows exist while a
        player chose ``digest``; they belong to shard 0), in batches; returns how many."""
        return (await self._digests_due())[0]

    async def _digests_due(self) -> tuple[int, int]:
        """``(digests queued, digest rows looked at)``."""
        if self._shards is not None and 0 not in self._shards:
            return 0, 0
        now = self._clock()
        digests = DigestRow.__table__
        timers = TurnTimer.__table__
        games = GameRow.__table__
        queued = looked = 0
        while True:
            async with self._sessions() as session:
                due = (
                    await session.execute(
                        select(digests.c.user_id, digests.c.next_at)
                        .where(digests.c.next_at <= now)
                        .order_by(digests.c.next_at, digests.c.user_id)
                        .limit(self._batch)
                    )
                ).all()
                users = [user_id for user_id, _next_at in due]
                away = await _away_periods(session, users, now)
                preferences = await _preferences(await session.connection(), users)
                waiting: dict[int, list[int]] = {}
                if users:
                    rows = await session.execute(
                        select(timers.c.user_id, timers.c.game_id)
                        .join(games, games.c.id == timers.c.game_id)
                        .where(timers.c.user_id.in_(users), games.c.status == GameStatus.ACTIVE)
                        .order_by(games.c.turn_started_at, games.c.id)
                    )
                    for user_id, game_id in rows:
                        games_of = waiting.setdefault(user_id, [])
                        if game_id not in games_of:
                            games_of.append(game_id)
            if not due:
                return queued, looked
            looked += len(due)
            async with self._write() as connection:
                for user_id, next_at in due:
                    quiet = preferences.get(user_id, _NO_PREFERENCES).quiet
                    until = _away_end(away.get(user_id, []), now) or (
                        quiet.until(now) if quiet else None
                    )
                    # Away or quiet: not now; the digest comes when that ends. Nothing waiting:
                    # none today, and the next turn waiting on them makes it due (sync_game).
                    following: datetime | None = now + DIGEST_EVERY
                    if until is not None:
                        following = max(until, now + RECHECK)
                    elif not waiting.get(user_id):
                        following = None
                    claimed = await connection.execute(
                        update(digests)
                        .where(digests.c.user_id == user_id, digests.c.next_at == next_at)
                        .values(next_at=following)
                    )
                    if claimed.rowcount != 1 or until is not None or not waiting.get(user_id):
                        continue
                    queued += await enqueue(
                        connection,
                        notice_values(
                            f"digest:{user_id}:{next_at.isoformat()}",
                            target="user",
                            user_id=user_id,
                            payload={"what": "digest", "games": waiting[user_id]},
                            now=now,
                        ),
                    )
            await asyncio.sleep(0)

    # -- everything due -------------------------------------------------------------------
    async def tick(self) -> TickReport:
        """One round: sync the games marked "to sync", then the due timers (reminders and
        clock actions), then the due digests, then the due rows handed to it (leagues). Reads
        only due rows, by their indexes."""
        synced, games = await self._sync_due()
        reminders, clock, timers = await self.run_due()
        digests, users = await self._digests_due()
        others = await self._others_due()
        return TickReport(synced, reminders, tuple(clock), digests, games + timers + users + others)

    async def _others_due(self) -> int:
        """Lease and run the due rows of every :class:`DueRows` (of this process's shards), in
        batches; returns how many were run."""
        now = self._clock()
        looked = 0
        for rows in list(self._others.values()):
            pick = (
                select(rows.key)
                .where(rows.due <= now, self._mine(rows.guild))
                .order_by(rows.due, rows.key)
                .limit(self._batch)
            )
            while claimed := await self._claim(
                rows.table, rows.due, (rows.key,), pick, now, (rows.key,)
            ):
                for (key,) in claimed:
                    looked += 1
                    try:
                        await rows.run(key)
                    except Exception:
                        # One row's trouble must not stop the others; its lease runs out and a
                        # later tick runs it again.
                        log.exception("could not run %s %s", rows.name, key)
                await asyncio.sleep(0)
        return looked

    async def _claim(
        self,
        table: Table,
        due_column: Any,
        keys: Sequence[Any],
        pick: Select[Any],
        now: datetime,
        returning: Sequence[Any],
    ) -> list[Row[Any]]:
        """Lease the rows ``pick`` selects (due ones, oldest first, at most a batch) to this
        process by moving ``due_column`` a lease ahead; their rows as they are then.

        One ``UPDATE … WHERE key IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING``: on
        PostgreSQL concurrent processes skip each other's rows; on SQLite the write lock
        orders them. A process that dies leaves its rows due again once the lease ran out.
        A read comes first: when nothing is due (most ticks) no write lock is taken."""
        async with self._sessions() as session:
            if (await session.execute(pick.limit(1))).first() is None:
                return []
        async with self._write() as connection:
            if connection.dialect.name == "postgresql":
                pick = pick.with_for_update(of=table, skip_locked=True)
            key = keys[0] if len(keys) == 1 else tuple_(*keys)
            statement = (
                update(table)
                .where(key.in_(pick))
                .values({due_column.name: now + self._lease})
                .returning(*returning)
            )
            return list((await connection.execute(statement)).all())

    async def _dues(self, claimed: Sequence[Row[Any]], now: datetime) -> list[_Due]:
        """The claimed timers with their settings and waiting time: one query each for the
        games' servers and clocks, server settings, notification modes and away periods."""
        games = GameRow.__table__
        clocks = GameClock.__table__
        game_ids = sorted({row.game_id for row in claimed})
        users = {row.user_id for row in claimed}
        async with self._sessions() as session:
            found = await session.execute(
                select(
                    games.c.id,
                    games.c.guild_id,
                    clocks.c.turn_clock_hours,
                    clocks.c.clock_action,
                )
                .outerjoin(clocks, clocks.c.game_id == games.c.id)
                .where(games.c.id.in_(game_ids))
            )
            per_game = {row.id: row for row in found}
            earliest = min((row.since for row in claimed), default=now)
            away = await _away_periods(session, users, earliest)
            preferences = await _preferences(await session.connection(), users)
        guilds = {row.guild_id for row in per_game.values() if row.guild_id is not None}
        settings = await self._store.guild_settings_of(guilds)
        default = GuildSettingsInfo(guild_id=0, **GUILD_DEFAULTS)
        dues = []
        for row in claimed:
            game = per_game.get(row.game_id)
            if game is None:
                continue
            base = settings.get(game.guild_id, default) if game.guild_id is not None else default
            clock = ClockSettings(
                base.remind_after_hours,
                base.remind_every_hours,
                base.max_reminders,
                base.turn_clock_hours if game.turn_clock_hours is None else game.turn_clock_hours,
                base.clock_action if game.clock_action is None else game.clock_action,
            )
            periods = away.get(row.user_id, [])
            until = _away_end(periods, now)
            found = preferences.get(row.user_id, _NO_PREFERENCES)
            quiet = found.quiet
            # Quiet hours do not count as waiting, like time away.
            paused = [*periods, *(quiet.spans(row.since, now) if quiet else ())]
            dues.append(
                _Due(
                    game_id=row.game_id,
                    seat=row.seat,
                    user_id=row.user_id,
                    since=row.since,
                    reminders_sent=row.reminders_sent,
                    last_reminded_at=row.last_reminded_at,
                    clock_claimed_until=row.clock_claimed_until,
                    settings=clock,
                    waited=_waited(row.since, now, paused),
                    away=until is not None,
                    notify=found.notify,
                    away_until=until,
                    quiet=quiet,
                    quiet_until=quiet.until(now) if quiet else None,
                )
            )
        return dues

    def _mine(self, guild_id: Any) -> ColumnElement[bool]:
        """Whether a game of server ``guild_id`` belongs to this process's shards."""
        if self._shards is None:
            return true()
        # Integer literals: PostgreSQL has ``bigint >> integer``, not ``bigint >> bigint``.
        shard = (
            func.coalesce(guild_id, literal(0, BigInteger))
            .op(">>")(literal(22, Integer))
            .op("%")(literal(self._shard_count, Integer))
        )
        return shard.in_(sorted(self._shards))

    async def _guild_settings(self, guild_id: int | None) -> GuildSettingsInfo:
        if guild_id is None:
            return GuildSettingsInfo(guild_id=0, **GUILD_DEFAULTS)
        return await self._store.guild_settings(guild_id)

    # -- per-game clock -------------------------------------------------------------------
    async def set_game_clock(
        self, game_id: int, *, hours: int | None = None, action: str | None = None
    ) -> None:
        """Give ``game_id`` its own turn clock (``None``: the server's setting)."""
        if hours is not None and not 0 <= hours <= MAX_CLOCK_HOURS:
            raise InvalidSettingError("bad_setting_value", name="turn_clock_hours")
        if action is not None and action not in CLOCK_ACTIONS:
            raise InvalidSettingError("bad_setting_value", name="clock_action")
        values = {"turn_clock_hours": hours, "clock_action": action}
        timers = TurnTimer.__table__
        async with self._write() as connection:
            dialect = _dialect(connection)
            await connection.execute(
                dialect.insert(GameClock)
                .values(game_id=game_id, **values)
                .on_conflict_do_update(index_elements=[GameClock.game_id], set_=values)
            )
            # Its deadlines moved: the next tick works out when each of its timers is due.
            await connection.execute(
                update(timers).where(timers.c.game_id == game_id).values(due_at=self._clock())
            )

    async def clock_settings(self, game: GameInfo) -> ClockSettings:
        """The reminders and turn clock that apply to ``game``."""
        base = await self._guild_settings(game.guild_id)
        async with self._sessions() as session:
            own = await session.get(GameClock, game.id)
        hours = own.turn_clock_hours if own and own.turn_clock_hours is not None else None
        action = own.clock_action if own and own.clock_action is not None else None
        return ClockSettings(
            base.remind_after_hours,
            base.remind_every_hours,
            base.max_reminders,
            base.turn_clock_hours if hours is None else hours,
            base.clock_action if action is None else action,
        )

    # -- away mode ------------------------------------------------------------------------
    async def go_away(self, user_id: int, days: int) -> datetime | None:
        """``user_id`` is away for ``days`` from now (0: back now); returns until when.

        A new period replaces the current one. Refused with ``away_quota`` (``days_left``)
        when it would make more than :data:`AWAY_DAYS_PER_MONTH` days within
        :data:`AWAY_WINDOW`."""
        if isinstance(days, bool) or not isinstance(days, int) or not 0 <= days <= 14:
            raise InvalidSettingError("bad_setting_value", name="days")
        now = self._clock()
        table = AwayPeriod.__table__
        start = now - AWAY_WINDOW
        until = now + timedelta(days=days) if days else None
        async with self._write() as connection:
            await connection.execute(
                update(table)
                .where(table.c.user_id == user_id, table.c.ends_at > now)
                .values(ends_at=now)
            )
            periods = (
                await connection.execute(
                    select(table.c.starts_at, table.c.ends_at).where(
                        table.c.user_id == user_id, table.c.ends_at > start
                    )
                )
            ).all()
            used = sum((min(end, now) - max(begin, start) for begin, end in periods), timedelta())
            allowance = timedelta(days=AWAY_DAYS_PER_MONTH)
            if until is not None:
                if used + (until - now) > allowance:
                    left = max(allowance - used, timedelta())
                    raise InvalidSettingError("away_quota", days_left=left.days)
                await connection.execute(
                    table.insert().values(user_id=user_id, starts_at=now, ends_at=until)
                )
        await self._store.update_user_preferences(user_id, away_until=until)
        return until

    async def away_until(self, user_ids: Iterable[int]) -> dict[int, datetime]:
        """Until when each of ``user_ids`` who is away now is away."""
        now = self._clock()
        table = AwayPeriod.__table__
        wanted = set(user_ids)
        if not wanted:
            return {}
        async with self._sessions() as session:
            rows = await session.execute(
                select(table.c.user_id, func.max(table.c.ends_at))
                .where(table.c.user_id.in_(wanted), table.c.starts_at <= now, table.c.ends_at > now)
                .group_by(table.c.user_id)
            )
            return dict(rows.all())

    # -- internals ------------------------------------------------------------------------
    @asynccontextmanager
    async def _write(self) -> AsyncIterator[AsyncConnection]:
        async with self._sessions() as session:
            connection = await session.connection(execution_options=WRITE)
            yield connection
            await session.commit()


def _clock_due(due: _Due) -> bool:
    """Whether the turn clock acts on ``due`` now (then no reminder comes first)."""
    hours = due.settings.turn_clock_hours
    if hours <= 0 or due.away or due.quiet_until is not None:
        return False
    return due.waited >= timedelta(hours=hours)


async def _timer_state(
    connection: AsyncConnection, game_id: int
) -> tuple[tuple[int, datetime | None] | None, dict[int, Any], dict[int, datetime]]:
    """A game's ``(version, sync_due_at)`` (``None`` if there is no such game), its timer
    rows by seat, and the time of each seat's latest move."""
    games = GameRow.__table__
    timers = TurnTimer.__table__
    moves = MoveRow.__table__
    marked = (
        await connection.execute(
            select(games.c.version, games.c.sync_due_at).where(games.c.id == game_id)
        )
    ).first()
    rows = {
        row.seat: row
        for row in await connection.execute(select(timers).where(timers.c.game_id == game_id))
    }
    last_moves = await connection.execute(
        select(moves.c.seat, func.max(moves.c.created_at))
        .where(moves.c.game_id == game_id)
        .group_by(moves.c.seat)
    )
    state = None if marked is None else (marked.version, marked.sync_due_at)
    return state, rows, dict(last_moves.all())


def _changes(
    waiting: Mapping[int, int], rows: Mapping[int, Any], last_moves: Mapping[int, datetime]
) -> bool:
    """Whether timer rows ``rows`` differ from what ``waiting`` and the moves call for."""
    if any(waiting.get(seat) != row.user_id for seat, row in rows.items()):
        return True
    for seat in waiting:
        row, own = rows.get(seat), last_moves.get(seat)
        if row is None or (own is not None and own > row.since):
            return True
    return False


def _fresh_timer(since: datetime, now: datetime) -> dict[str, Any]:
    """A new turn's timer columns; the next tick works out when it falls due."""
    return {
        "since": since,
        "reminders_sent": 0,
        "last_reminded_at": None,
        "clock_claimed_by": None,
        "clock_claimed_until": None,
        "due_at": now,
    }


def _leased(due: _Due, now: datetime) -> bool:
    """Whether a process holds ``due``'s clock lease now."""
    return due.clock_claimed_until is not None and due.clock_claimed_until > now


def _away_end(periods: Sequence[tuple[datetime, datetime]], now: datetime) -> datetime | None:
    """When the away period under way at ``now`` ends, or ``None`` if not away."""
    return max((end for start, end in periods if start <= now < end), default=None)


def _next_due(due: _Due, now: datetime) -> datetime | None:
    """When ``due``'s timer must be looked at next: its next reminder or its turn clock,
    whichever comes first (``None``: neither can come until a setting changes, which sets
    it again). Waiting stands still while the player is away or in quiet hours. Never sooner
    than :data:`RECHECK` from ``now``, so a tick does not meet the same row twice."""
    settings = due.settings
    found: list[datetime] = []
    if settings.turn_clock_hours > 0:
        found.append(_when_waited(due, now, timedelta(hours=settings.turn_clock_hours)))
    if MODES[due.notify].reminders is not None and due.reminders_sent < settings.max_reminders:
        every = timedelta(hours=settings.remind_every_hours)
        wanted = timedelta(hours=settings.remind_after_hours) + due.reminders_sent * every
        at = _when_waited(due, now, wanted)
        if due.last_reminded_at is not None and at < due.last_reminded_at + every:
            # Never two reminders closer than that; and none in a pause.
            at = _when_waited(due, due.last_reminded_at + every, timedelta())
        found.append(at)
    if not found:
        return None
    return max(min(found), now + RECHECK)


#: How far ahead a deadline is worked out; one further off is looked at again then.
HORIZON = timedelta(days=62)


def _when_waited(due: _Due, start: datetime, more: timedelta) -> datetime:
    """The moment, from ``start`` on, at which ``due``'s seat will have waited ``more``
    beyond what it had waited at ``now``, the away period under way and quiet hours to come
    not counting (at most :data:`HORIZON` ahead)."""
    remaining = max(more - due.waited, timedelta()) if more else timedelta()
    pauses: list[tuple[datetime, datetime]] = []
    if due.away and due.away_until is not None:
        pauses.append((start, due.away_until))
    if due.quiet is not None:
        pauses += due.quiet.spans(start, start + HORIZON)
    at = start
    for begin, end in sorted(pauses):
        if end <= at:
            continue
        if begin > at:
            if at + remaining <= begin:
                return at + remaining
            remaining -= begin - at
        at = end
    return min(at + remaining, start + HORIZON)


def _waited(since: datetime, now: datetime, away: Sequence[tuple[datetime, datetime]]) -> timedelta:
    """Time from ``since`` to ``now`` outside the (possibly overlapping) away periods."""
    waited = max(now - since, timedelta())
    covered_until = since
    for start, end in sorted(away):
        start, end = max(start, covered_until), min(end, now)
        if end > start:
            waited -= end - start
            covered_until = end
    return max(waited, timedelta())


def _dialect(connection: AsyncConnection) -> Any:
    return postgresql if connection.dialect.name == "postgresql" else sqlite


async def _insert_ignore(
    connection: AsyncConnection, model: type[Base], values: Mapping[str, Any]
) -> bool:
    statement = _dialect(connection).insert(model).values(**values).on_conflict_do_nothing()
    return bool((await connection.execute(statement)).rowcount)


@dataclass(frozen=True, slots=True)
class _Preferences:
    """What the scheduler needs of a player's preferences."""

    notify: str = DEFAULT_MODE
    quiet: QuietHours | None = None


_NO_PREFERENCES = _Preferences()


async def _preferences(
    connection: AsyncConnection, users: Iterable[int]
) -> dict[int, _Preferences]:
    """The notification mode and quiet hours of each of ``users`` who has preferences."""
    wanted = set(users)
    if not wanted:
        return {}
    table = UserPreferences.__table__
    rows = await connection.execute(
        select(
            table.c.user_id,
            table.c.notify,
            table.c.quiet_start,
            table.c.quiet_end,
            table.c.timezone,
        ).where(table.c.user_id.in_(wanted))
    )
    return {
        row.user_id: _Preferences(
            row.notify, QuietHours.of(row.quiet_start, row.quiet_end, row.timezone)
        )
        for row in rows
    }


async def _away_periods(
    session: AsyncSession, users: Iterable[int], since: datetime
) -> dict[int, list[tuple[datetime, datetime]]]:
    wanted = set(users)
    if not wanted:
        return {}
    table = AwayPeriod.__table__
    rows = await session.execute(
        select(table.c.user_id, table.c.starts_at, table.c.ends_at).where(
            table.c.user_id.in_(wanted), table.c.ends_at > since
        )
    )
    periods: dict[int, list[tuple[datetime, datetime]]] = {}
    for user_id, start, end in rows:
        periods.setdefault(user_id, []).append((start, end))
    return periods
