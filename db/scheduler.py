"""Asynchronous play: turn timers, reminders, the turn clock, away mode and daily digests.

Everything the scheduler decides is computed from timestamps in the database, so a restarted
bot picks up where it stopped, and several bot processes may run it against one PostgreSQL:
every action is claimed by a conditional ``UPDATE`` (compare-and-set on the timer row) and
only the process whose ``UPDATE`` changed the row acts. Notifications go through
:mod:`db.outbox` in the same transaction as the claim or the move they are about.

Turn timers (table ``turn_timers``, one row per game and seat the game waits on)
    :meth:`Scheduler.sync_game` makes the rows match a game's position: a seat the game now
    waits on gets a row whose ``since`` is the time of the game's latest move (queuing a
    direct message for players who chose ``dm`` or ``both``); a seat no longer waited on
    loses its row; a waited-on seat that moved itself since ``since`` (a draw in Triominos,
    a reveal in Tarnaris) starts afresh from that move. Which seats a game waits on is the
    ``turn_seats`` function given to the scheduler (the cogs pass each game's
    ``GameAdapter.turn_seats``: in Tarnaris, the active player and whoever must choose, not
    everyone who could claim); by default, the human seats in ``to_act``. The bot syncs a
    game after each turn message, and :meth:`Scheduler.tick` syncs every active game.
Waiting time
    The time since ``since``, less the time the seat's player was away (away periods).
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

import logging
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import (
    BigInteger,
    ForeignKey,
    Index,
    Integer,
    String,
    delete,
    func,
    select,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession, async_sessionmaker
from sqlalchemy.orm import Mapped, mapped_column

from db.errors import GameChangedError, InvalidSettingError, StoreError
from db.models import Base, GameRow, GameStatus, MoveRow, UserPreferences, UtcDateTime, utcnow
from db.notify_modes import DEFAULT_MODE, MODES
from db.outbox import enqueue, notice_values
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
TurnSeats = Callable[[GameInfo], Iterable[int]]


def human_turn_seats(game: GameInfo) -> list[int]:
    """The default ``turn_seats``: human seats the engine lets act now."""
    return [s.seat for s in game.seats if s.to_act and not s.is_computer]


class TurnTimer(Base):
    """A seat a running game waits on, since when, and what the scheduler did about it."""

    __tablename__ = "turn_timers"

    game_id: Mapped[int] = mapped_column(
        ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    user_id: Mapped[int] = mapped_column(BigInteger)
    since: Mapped[datetime] = mapped_column(UtcDateTime)
    reminders_sent: Mapped[int] = mapped_column(Integer)
    last_reminded_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    #: A process acting on the clock holds this lease; another may take over once it ran out.
    clock_claimed_by: Mapped[str | None] = mapped_column(String(64))
    clock_claimed_until: Mapped[datetime | None] = mapped_column(UtcDateTime)


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


class DigestRow(Base):
    """When a player's next daily digest is due."""

    __tablename__ = "digests"

    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    next_at: Mapped[datetime] = mapped_column(UtcDateTime)


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
    synced: int
    reminders: int
    clock: tuple[ClockActed, ...]
    digests: int


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


class Scheduler:
    """See the module docstring. ``worker`` names this process in claims (unique per
    process); ``clock`` returns the current time (tests pass their own)."""

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
    ) -> None:
        self._sessions = sessions
        self._store = store
        self.worker = worker
        self._clock = clock
        self._turn_seats = turn_seats
        self._skip_kinds = skip_kinds
        self._lease = lease

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
        """Make ``game``'s timers match its position (see the module docstring); returns the
        number of turn notifications queued. Does nothing if the game moved on since
        ``game`` was read: the sync after that move describes it."""
        waiting = self.waiting(game)
        async with self._sessions() as session:
            # Most syncs change nothing: find out without taking the write lock.
            connection = await session.connection()
            rows, last_moves = await _timer_state(connection, game.id)
        if not _changes(waiting, rows, last_moves):
            return 0
        games = GameRow.__table__
        timers = TurnTimer.__table__
        queued = 0
        async with self._write() as connection:
            # FOR SHARE (PostgreSQL): a move of this game waits until these timers are written.
            current = await connection.scalar(
                select(games.c.version).where(games.c.id == game.id).with_for_update(read=True)
            )
            if current != game.version:
                return 0
            rows, last_moves = await _timer_state(connection, game.id)
            stale = [seat for seat, row in rows.items() if waiting.get(seat) != row.user_id]
            if stale:
                await connection.execute(
                    delete(timers).where(timers.c.game_id == game.id, timers.c.seat.in_(stale))
                )
            if not waiting:
                return 0
            latest = max(last_moves.values(), default=None) or game.started_at or self._clock()
            modes = await _notify_modes(connection, waiting.values())
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
                            .values(**_fresh_timer(own))
                        )
                    continue
                inserted = await _insert_ignore(
                    connection,
                    TurnTimer,
                    {"game_id": game.id, "seat": seat, "user_id": user_id, **_fresh_timer(latest)},
                )
                # No message to a player whose own action left them to act (a Tarnaris claim
                # that asks them for a choice): they are at the table, answered already.
                acted_last = own is not None and own >= latest
                if inserted and not acted_last and MODES[modes.get(user_id, DEFAULT_MODE)].turn_dm:
                    payload = {"what": "turn", "seat": seat, "since": latest.isoformat()}
                    queued += await enqueue(
                        connection,
                        notice_values(
                            f"turn:{game.id}:{seat}:{latest.isoformat()}",
                            target="user",
                            user_id=user_id,
                            game_id=game.id,
                            payload=payload,
                            now=self._clock(),
                        ),
                    )
        return queued

    async def sync_all(self) -> int:
        """Sync every active game, and drop the timers of games that ended."""
        # Every active game: all of their turns started before tomorrow.
        games = await self._store.stale_turns(timedelta(0), now=self._clock() + timedelta(days=1))
        timers = TurnTimer.__table__
        moves = MoveRow.__table__
        ids = [game.id for game in games]
        rows: dict[int, dict[int, Any]] = {}
        last_moves: dict[int, dict[int, datetime]] = {}
        async with self._sessions() as session:
            # Two reads for all games; only those whose timers must change are synced one by
            # one (each under the write lock).
            for row in await session.execute(select(timers)):
                rows.setdefault(row.game_id, {})[row.seat] = row
            last = await session.execute(
                select(moves.c.game_id, moves.c.seat, func.max(moves.c.created_at))
                .where(moves.c.game_id.in_(ids))
                .group_by(moves.c.game_id, moves.c.seat)
            )
            for game_id, seat, at in last:
                last_moves.setdefault(game_id, {})[seat] = at
        queued = 0
        for game in games:
            if not _changes(self.waiting(game), rows.get(game.id, {}), last_moves.get(game.id, {})):
                continue
            try:
                queued += await self.sync_game(game)
            except Exception:
                # One game's trouble (a busy database, a bug) must not stop the others'
                # reminders; the next tick tries it again.
                log.exception("could not sync game %s", game.id)
        active = select(GameRow.id).where(GameRow.status == GameStatus.ACTIVE)
        async with self._write() as connection:
            await connection.execute(
                delete(TurnTimer.__table__).where(TurnTimer.game_id.not_in(active))
            )
        return queued

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

    # -- reminders ------------------------------------------------------------------------
    async def remind(self) -> int:
        """Queue every reminder that is due; returns how many this process queued."""
        now = self._clock()
        queued = 0
        for due in await self._due():
            if not self._reminder_due(due, now):
                continue
            if MODES[due.notify].reminders is None:
                continue
            queued += await self._claim_reminder(due, now)
        return queued

    def _reminder_due(self, due: _Due, now: datetime) -> bool:
        settings = due.settings
        if due.away or due.reminders_sent >= settings.max_reminders or _clock_due(due):
            return False
        every = timedelta(hours=settings.remind_every_hours)
        wanted = timedelta(hours=settings.remind_after_hours) + due.reminders_sent * every
        if due.waited < wanted:
            return False
        return due.last_reminded_at is None or now - due.last_reminded_at >= every

    async def _claim_reminder(self, due: _Due, now: datetime) -> int:
        timers = TurnTimer.__table__
        number = due.reminders_sent
        async with self._write() as connection:
            claimed = await connection.execute(
                update(timers)
                .where(
                    timers.c.game_id == due.game_id,
                    timers.c.seat == due.seat,
                    timers.c.since == due.since,
                    timers.c.reminders_sent == number,
                )
                .values(reminders_sent=number + 1, last_reminded_at=now)
            )
            if claimed.rowcount != 1:
                return 0  # another process sent it, or the turn moved on
            payload = {
                "what": "reminder",
                "seat": due.seat,
                "since": due.since.isoformat(),
                "number": number + 1,
                "of": due.settings.max_reminders,
                "hours": int(due.waited.total_seconds() // 3600),
            }
            target = "game" if MODES[due.notify].reminders == "game" else "user"
            return int(
                await enqueue(
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
            )

    # -- the turn clock -------------------------------------------------------------------
    async def run_clocks(self) -> list[ClockActed]:
        """Act on every turn whose clock ran out; returns what this process did."""
        now = self._clock()
        acted = []
        for due in await self._due():
            if not _clock_due(due):
                continue
            if due.clock_claimed_until is not None and due.clock_claimed_until > now:
                continue
            if not await self._claim_clock(due, now):
                continue
            try:
                done = await self._act(due, now)
            except (StoreError, EngineError) as error:
                # The game moved on or refused the move: the lease runs out, the next tick
                # looks again at the position then.
                log.info("clock on game %s seat %s gave way: %s", due.game_id, due.seat, error.code)
                done = None
            except Exception:
                log.exception("clock on game %s seat %s failed", due.game_id, due.seat)
                done = None
            if done is not None:
                acted.append(done)
        return acted

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
            move, how = self._clock_move(game, due.seat, action)
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
        """Queue the daily digest of every player who chose it and whose digest is due."""
        now = self._clock()
        digests = DigestRow.__table__
        async with self._write() as connection:
            users = (
                await connection.scalars(
                    select(UserPreferences.user_id).where(
                        UserPreferences.notify.in_([m.name for m in MODES.values() if m.digest])
                    )
                )
            ).all()
            for user_id in users:
                await _insert_ignore(connection, DigestRow, {"user_id": user_id, "next_at": now})
            due = (
                await connection.execute(
                    select(digests.c.user_id, digests.c.next_at).where(
                        digests.c.next_at <= now, digests.c.user_id.in_(users)
                    )
                )
            ).all()
        queued = 0
        for user_id, next_at in due:
            if await self.away_until([user_id]):
                continue
            waiting = [
                g.id
                for g in await self._store.waiting_on(user_id)
                if user_id in self.waiting(g).values()
            ]
            async with self._write() as connection:
                claimed = await connection.execute(
                    update(digests)
                    .where(digests.c.user_id == user_id, digests.c.next_at == next_at)
                    .values(next_at=now + DIGEST_EVERY)
                )
                if claimed.rowcount != 1 or not waiting:
                    continue
                queued += await enqueue(
                    connection,
                    notice_values(
                        f"digest:{user_id}:{next_at.isoformat()}",
                        target="user",
                        user_id=user_id,
                        payload={"what": "digest", "games": waiting},
                        now=now,
                    ),
                )
        return queued

    # -- everything due -------------------------------------------------------------------
    async def tick(self) -> TickReport:
        """One round: sync every game, then reminders, clock actions and digests."""
        synced = await self.sync_all()
        reminders = await self.remind()
        clock = await self.run_clocks()
        digests = await self.digests()
        return TickReport(synced, reminders, tuple(clock), digests)

    async def _due(self) -> list[_Due]:
        """Every timer of an active game, with its settings and waiting time."""
        now = self._clock()
        timers = TurnTimer.__table__
        games = GameRow.__table__
        clocks = GameClock.__table__
        query = (
            select(
                timers,
                games.c.guild_id,
                clocks.c.turn_clock_hours.label("game_clock_hours"),
                clocks.c.clock_action.label("game_clock_action"),
            )
            .join(games, games.c.id == timers.c.game_id)
            .outerjoin(clocks, clocks.c.game_id == timers.c.game_id)
            .where(games.c.status == GameStatus.ACTIVE)
            .order_by(timers.c.since, timers.c.game_id, timers.c.seat)
        )
        async with self._sessions() as session:
            rows = (await session.execute(query)).all()
            users = {row.user_id for row in rows}
            away = await _away_periods(session, users, min((r.since for r in rows), default=now))
            modes = await _notify_modes(await session.connection(), users)
        guilds = {row.guild_id for row in rows}
        settings = {g: await self._guild_settings(g) for g in guilds}
        found = []
        for row in rows:
            base = settings[row.guild_id]
            clock = ClockSettings(
                base.remind_after_hours,
                base.remind_every_hours,
                base.max_reminders,
                base.turn_clock_hours if row.game_clock_hours is None else row.game_clock_hours,
                base.clock_action if row.game_clock_action is None else row.game_clock_action,
            )
            periods = away.get(row.user_id, [])
            found.append(
                _Due(
                    game_id=row.game_id,
                    seat=row.seat,
                    user_id=row.user_id,
                    since=row.since,
                    reminders_sent=row.reminders_sent,
                    last_reminded_at=row.last_reminded_at,
                    clock_claimed_until=row.clock_claimed_until,
                    settings=clock,
                    waited=_waited(row.since, now, periods),
                    away=any(start <= now < end for start, end in periods),
                    notify=modes.get(row.user_id, DEFAULT_MODE),
                )
            )
        return found

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
        async with self._write() as connection:
            dialect = _dialect(connection)
            await connection.execute(
                dialect.insert(GameClock)
                .values(game_id=game_id, **values)
                .on_conflict_do_update(index_elements=[GameClock.game_id], set_=values)
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
    return hours > 0 and not due.away and due.waited >= timedelta(hours=hours)


async def _timer_state(
    connection: AsyncConnection, game_id: int
) -> tuple[dict[int, Any], dict[int, datetime]]:
    """A game's timer rows by seat, and the time of each seat's latest move."""
    timers = TurnTimer.__table__
    moves = MoveRow.__table__
    rows = {
        row.seat: row
        for row in await connection.execute(select(timers).where(timers.c.game_id == game_id))
    }
    last_moves = await connection.execute(
        select(moves.c.seat, func.max(moves.c.created_at))
        .where(moves.c.game_id == game_id)
        .group_by(moves.c.seat)
    )
    return rows, dict(last_moves.all())


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


def _fresh_timer(since: datetime) -> dict[str, Any]:
    return {
        "since": since,
        "reminders_sent": 0,
        "last_reminded_at": None,
        "clock_claimed_by": None,
        "clock_claimed_until": None,
    }


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


async def _notify_modes(connection: AsyncConnection, users: Iterable[int]) -> dict[int, str]:
    wanted = set(users)
    if not wanted:
        return {}
    rows = await connection.execute(
        select(UserPreferences.user_id, UserPreferences.notify).where(
            UserPreferences.user_id.in_(wanted)
        )
    )
    return dict(rows.all())


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
