"""Leagues (issue 29): a server's season of games, kept in the database.

Tables: ``leagues`` (the settings, the round being played and ``due_at``), ``league_entrants``
(who signed up, who withdrew) and ``league_tables`` (each round's tables: their players, the
game played there, its result; a table of one player is a bye).

Work follows what is due, as the scheduler's does (issue 15): ``leagues.due_at`` (indexed) is
when a league must be looked at next — its sign-up deadline, its round's deadline, or *now*
when one of its games ended (:func:`game_ended`, called by :mod:`db.store` in the transaction
that finishes the game, the one that rates it) or when a round's tables still need their
games. The scheduler's tick (:class:`db.scheduler.DueRows`) reads only those rows, leases
them (``due_at`` moved :data:`LEASE` ahead, skipping rows another process holds) and hands
each to :meth:`LeagueStore.advance`'s caller; nothing scans leagues or games.

The pairings and the standings are :mod:`engine.league`'s; this module turns rows into its
inputs. Errors are :mod:`db.errors` codes.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    ForeignKey,
    Index,
    Integer,
    String,
    UniqueConstraint,
    select,
    update,
)
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession, async_sessionmaker
from sqlalchemy.orm import Mapped, mapped_column

from db.errors import LobbyError, NotAllowedError, NotFoundError
from db.models import Base, UtcDateTime, utcnow
from db.session import WRITE
from engine.league import (
    Result,
    Standing,
    places_from,
    round_robin_tables,
    standings,
    swiss_round,
)

SIGNUP, RUNNING, FINISHED, CANCELLED = "signup", "running", "finished", "cancelled"
#: Fewest and most entrants (issue 29: a league of 64 works).
MIN_ENTRANTS, MAX_ENTRANTS = 2, 64
#: How long a process holds a league it advances (opening a round's games) before another
#: may take it over.
LEASE = timedelta(minutes=5)
#: Computer seats at a league table stand for no entrant: negative "players" in results.
COMPUTER = -1


class LeagueRow(Base):
    __tablename__ = "leagues"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    guild_id: Mapped[int] = mapped_column(BigInteger)
    channel_id: Mapped[int] = mapped_column(BigInteger)
    creator_id: Mapped[int] = mapped_column(BigInteger)
    game: Mapped[str] = mapped_column(String(32))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    #: ``engine.league.FORMATS``.
    format: Mapped[str] = mapped_column(String(16))
    #: Rounds to play (Swiss: chosen; round-robin: set at the start).
    rounds: Mapped[int] = mapped_column(Integer)
    seats: Mapped[int] = mapped_column(Integer)
    clock_hours: Mapped[int | None] = mapped_column(Integer)
    clock_action: Mapped[str | None] = mapped_column(String(16))
    #: Fill short tables (and an odd player's bye) with computer seats.
    computers: Mapped[bool] = mapped_column(Boolean)
    #: Hours a round may last (0: until its games end).
    round_hours: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(16))
    #: The round being played (0 while signing up).
    round: Mapped[int] = mapped_column(Integer)
    round_ends_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    signup_message_id: Mapped[int | None] = mapped_column(BigInteger)
    language: Mapped[str | None] = mapped_column(String(8))
    #: When the league must be looked at next (``None``: when a game of it ends).
    due_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime)

    __table_args__ = (Index("ix_leagues_due_at", "due_at"),)


class LeagueEntrantRow(Base):
    __tablename__ = "league_entrants"

    league_id: Mapped[int] = mapped_column(
        ForeignKey("leagues.id", ondelete="CASCADE"), primary_key=True
    )
    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    name: Mapped[str] = mapped_column(String(100))
    joined_at: Mapped[datetime] = mapped_column(UtcDateTime)
    withdrawn_at: Mapped[datetime | None] = mapped_column(UtcDateTime)


class LeagueTableRow(Base):
    __tablename__ = "league_tables"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    league_id: Mapped[int] = mapped_column(ForeignKey("leagues.id", ondelete="CASCADE"))
    round: Mapped[int] = mapped_column(Integer)
    number: Mapped[int] = mapped_column(Integer)
    #: The entrants' user ids, in seat order; computer seats follow them.
    players: Mapped[list[int]] = mapped_column(JSON)
    computers: Mapped[int] = mapped_column(Integer)
    game_id: Mapped[int | None] = mapped_column(ForeignKey("games.id", ondelete="SET NULL"))
    #: Places of ``players`` then the computers (0 best); ``None`` until the game ended.
    places: Mapped[list[int] | None] = mapped_column(JSON)
    finished_at: Mapped[datetime | None] = mapped_column(UtcDateTime)

    __table_args__ = (
        UniqueConstraint("league_id", "round", "number"),
        Index("ix_league_tables_game_id", "game_id"),
    )


@dataclass(frozen=True, slots=True)
class Entrant:
    user_id: int
    name: str
    withdrawn: bool


@dataclass(frozen=True, slots=True)
class LeagueTable:
    id: int
    round: int
    number: int
    players: tuple[int, ...]
    computers: int
    game_id: int | None
    places: tuple[int, ...] | None

    @property
    def bye(self) -> bool:
        return len(self.players) == 1 and self.computers == 0

    @property
    def result(self) -> Result | None:
        """The table as :mod:`engine.league` scores it (computers as negative players)."""
        if self.bye:
            return Result(self.players)
        if self.places is None:
            return None
        robots = tuple(COMPUTER - n for n in range(self.computers))
        return Result((*self.players, *robots), self.places)


@dataclass(frozen=True, slots=True)
class League:
    id: int
    guild_id: int
    channel_id: int
    creator_id: int
    game: str
    options: dict[str, Any]
    format: str
    rounds: int
    seats: int
    clock_hours: int | None
    clock_action: str | None
    computers: bool
    round_hours: int
    status: str
    round: int
    round_ends_at: datetime | None
    signup_message_id: int | None
    language: str | None
    due_at: datetime | None
    entrants: tuple[Entrant, ...]
    tables: tuple[LeagueTable, ...]

    @property
    def active(self) -> list[int]:
        return [e.user_id for e in self.entrants if not e.withdrawn]

    def round_tables(self, number: int | None = None) -> list[LeagueTable]:
        wanted = self.round if number is None else number
        return [t for t in self.tables if t.round == wanted]

    def standings(self) -> list[Standing]:
        results = [r for t in self.tables if (r := t.result) is not None]
        return standings(
            [e.user_id for e in self.entrants],
            results,
            fmt=self.format,
            withdrawn=[e.user_id for e in self.entrants if e.withdrawn],
        )

    def name_of(self, user_id: int) -> str:
        return next((e.name for e in self.entrants if e.user_id == user_id), str(user_id))


class LeagueStore:
    """Leagues from sign-up to the podium; every method is one transaction. ``hour`` is how
    long a league's hour lasts (its sign-up and round deadlines are given in hours): an hour,
    but for tests that watch a deadline pass (``LEAGUE_HOUR_SECONDS``)."""

    def __init__(
        self,
        sessions: async_sessionmaker[AsyncSession],
        clock: Any = utcnow,
        *,
        hour: timedelta = timedelta(hours=1),
    ) -> None:
        self._sessions = sessions
        self._clock = clock
        self._hour = hour

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[AsyncSession]:
        """A write transaction (``BEGIN IMMEDIATE`` on SQLite, :data:`db.session.WRITE`), so a
        read followed by a write never meets another writer's lock half-way."""
        async with self._sessions() as session:
            await session.connection(execution_options=WRITE)
            yield session
            await session.commit()

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        creator_id: int,
        game: str,
        options: dict[str, Any],
        fmt: str,
        rounds: int,
        seats: int,
        clock_hours: int | None = None,
        clock_action: str | None = None,
        computers: bool = False,
        round_hours: int = 0,
        signup_hours: int | None = None,
        language: str | None = None,
    ) -> League:
        now = self._clock()
        row = LeagueRow(
            guild_id=guild_id,
            channel_id=channel_id,
            creator_id=creator_id,
            game=game,
            options=options,
            format=fmt,
            rounds=rounds,
            seats=seats,
            clock_hours=clock_hours,
            clock_action=clock_action,
            computers=computers,
            round_hours=round_hours,
            status=SIGNUP,
            round=0,
            language=language,
            due_at=None if signup_hours is None else now + signup_hours * self._hour,
            created_at=now,
        )
        async with self._write() as session:
            session.add(row)
        return await self.get(row.id)

    async def get(self, league_id: int) -> League:
        async with self._sessions() as session:
            row = await session.get(LeagueRow, league_id)
            if row is None:
                raise NotFoundError("league_not_found", league_id=league_id)
            entrants = await session.scalars(
                select(LeagueEntrantRow)
                .where(LeagueEntrantRow.league_id == league_id)
                .order_by(LeagueEntrantRow.joined_at, LeagueEntrantRow.user_id)
            )
            tables = await session.scalars(
                select(LeagueTableRow)
                .where(LeagueTableRow.league_id == league_id)
                .order_by(LeagueTableRow.round, LeagueTableRow.number)
            )
            return _league(row, list(entrants), list(tables))

    async def set_signup_message(self, league_id: int, message_id: int) -> None:
        async with self._write() as session:
            await session.execute(
                update(LeagueRow)
                .where(LeagueRow.id == league_id)
                .values(signup_message_id=message_id)
            )

    async def join(self, league_id: int, user_id: int, name: str) -> League:
        async with self._write() as session:
            row = await _signing_up(session, league_id)
            if await session.get(LeagueEntrantRow, (league_id, user_id)) is not None:
                raise LobbyError("league_already_in", league_id=league_id)
            count = len(await _entrant_ids(session, league_id))
            if count >= MAX_ENTRANTS:
                raise LobbyError("league_full", league_id=league_id, maximum=MAX_ENTRANTS)
            session.add(
                LeagueEntrantRow(
                    league_id=row.id, user_id=user_id, name=name[:100], joined_at=self._clock()
                )
            )
        return await self.get(league_id)

    async def leave(self, league_id: int, user_id: int) -> League:
        async with self._write() as session:
            await _signing_up(session, league_id)
            entrant = await session.get(LeagueEntrantRow, (league_id, user_id))
            if entrant is None:
                raise LobbyError("league_not_in", league_id=league_id)
            await session.delete(entrant)
        return await self.get(league_id)

    async def start(self, league_id: int, by_user: int | None, *, manager: bool) -> League:
        """Close the sign-up and pair round 1 (``by_user`` ``None``: its deadline came)."""
        async with self._write() as session:
            row = await _signing_up(session, league_id)
            if by_user is not None and by_user != row.creator_id and not manager:
                raise NotAllowedError("league_not_manager", league_id=league_id)
            players = await _entrant_ids(session, league_id)
            if len(players) < MIN_ENTRANTS:
                raise LobbyError(
                    "league_too_few", league_id=league_id, players=len(players), minimum=2
                )
            if row.format == "roundrobin":
                row.rounds = len(round_robin_tables(players, row.seats))
            row.status = RUNNING
            await self._pair(session, row, players, [])
        return await self.get(league_id)

    async def _pair(
        self, session: AsyncSession, row: LeagueRow, players: list[int], history: list[Any]
    ) -> None:
        """Write the next round's tables; the league is due at once (its games to open)."""
        now = self._clock()
        row.round += 1
        if row.format == "roundrobin":
            everyone = await _entrant_ids(session, row.id, withdrawn=True)
            tables = round_robin_tables(everyone, row.seats)[row.round - 1]
            # A withdrawn player's tables go on without them (a lone player: a bye).
            tables = [t for t in (tuple(p for p in t if p in players) for t in tables) if t]
        else:
            everyone = await _entrant_ids(session, row.id, withdrawn=True)
            results = [r for t in history if (r := t.result) is not None]
            table = standings(everyone, results, fmt="swiss")
            points = {s.player: s.points for s in table}
            met = [t.players for t in history]
            tables = swiss_round(players, points, met, seats=row.seats)
        for number, table in enumerate(tables, 1):
            short = row.seats - len(table) if row.computers else 0
            session.add(
                LeagueTableRow(
                    league_id=row.id,
                    round=row.round,
                    number=number,
                    players=list(table),
                    computers=short,
                    finished_at=now if len(table) == 1 and not short else None,
                )
            )
        row.round_ends_at = now + row.round_hours * self._hour if row.round_hours else None
        # Held by the caller while it opens the games; due again if it stops before that.
        row.due_at = now + LEASE

    async def set_game(self, table_id: int, game_id: int) -> None:
        async with self._write() as session:
            await session.execute(
                update(LeagueTableRow).where(LeagueTableRow.id == table_id).values(game_id=game_id)
            )

    async def opened(self, league_id: int) -> None:
        """Every table of the round has its game: due again at the round's deadline, or now
        if one of its games already ended. A game may end while the round opens (a quick
        resign, a withdrawal): :func:`game_ended` made the league due then, and setting the
        deadline over it would leave a round without a deadline waiting for ever."""
        async with self._write() as session:
            # FOR UPDATE (PostgreSQL): a game ending now waits to make the league due until
            # this is written, or is seen finished below.
            row = await session.get(LeagueRow, league_id, with_for_update=True)
            if row is None or row.status != RUNNING:
                return
            ended = await session.scalar(
                select(LeagueTableRow.id)
                .where(
                    LeagueTableRow.league_id == league_id,
                    LeagueTableRow.round == row.round,
                    LeagueTableRow.game_id.is_not(None),
                    LeagueTableRow.finished_at.is_not(None),
                )
                .limit(1)
            )
            row.due_at = self._clock() if ended is not None else row.round_ends_at

    async def advance(self, league_id: int) -> tuple[str, League]:
        """Do what is due: ``"start"`` (sign-up deadline: round 1 paired), ``"open"`` (a
        round's tables need games), ``"round"`` (a round ended: the next paired),
        ``"final"`` (the last round ended), or ``"wait"``."""
        now = self._clock()
        async with self._write() as session:
            # FOR UPDATE (PostgreSQL): a game ending meanwhile makes the league due after this
            # is written (its "wait" would otherwise overwrite that), or is seen finished.
            row = await session.get(LeagueRow, league_id, with_for_update=True)
            if row is None or row.status not in (SIGNUP, RUNNING):
                if row is not None:
                    row.due_at = None
                what = "wait"
            elif row.status == SIGNUP:
                row.due_at = None
                what = "start"
            else:
                what = await self._round_due(session, row, now)
        if what == "start":
            league = await self.get(league_id)
            if len(league.entrants) < MIN_ENTRANTS:
                await self.cancel(league_id, None, manager=True)
                return "cancelled", await self.get(league_id)
            return "start", await self.start(league_id, None, manager=True)
        return what, await self.get(league_id)

    async def _round_due(self, session: AsyncSession, row: LeagueRow, now: datetime) -> str:
        tables = list(
            await session.scalars(select(LeagueTableRow).where(LeagueTableRow.league_id == row.id))
        )
        current = [t for t in tables if t.round == row.round]
        if any(t.game_id is None and t.finished_at is None for t in current):
            return "open"
        deadline = row.round_ends_at is not None and row.round_ends_at <= now
        if not deadline and any(t.finished_at is None for t in current):
            row.due_at = row.round_ends_at
            return "wait"
        for table in current:
            if table.finished_at is None:
                # The deadline came first: an unfinished game counts as level for the league
                # (it plays on, rated as any other).
                table.places = [0] * (len(table.players) + table.computers)
                table.finished_at = now
        if row.round >= row.rounds:
            row.status = FINISHED
            row.due_at = None
            return "final"
        players = await _entrant_ids(session, row.id)
        await self._pair(session, row, players, [_table(t) for t in tables])
        return "round"

    async def withdraw(self, league_id: int, user_id: int) -> tuple[League, list[int]]:
        """Withdraw ``user_id``: no later pairings; the ids of their unfinished games (the
        caller resigns them: a forfeit)."""
        async with self._write() as session:
            row = await session.get(LeagueRow, league_id)
            if row is None:
                raise NotFoundError("league_not_found", league_id=league_id)
            if row.status != RUNNING:
                raise LobbyError("league_not_running", league_id=league_id)
            entrant = await session.get(LeagueEntrantRow, (league_id, user_id))
            if entrant is None or entrant.withdrawn_at is not None:
                raise LobbyError("league_not_in", league_id=league_id)
            entrant.withdrawn_at = self._clock()
        league = await self.get(league_id)
        games = [
            t.game_id
            for t in league.tables
            if t.game_id is not None and t.places is None and user_id in t.players
        ]
        return league, games

    async def cancel(self, league_id: int, by_user: int | None, *, manager: bool) -> League:
        async with self._write() as session:
            row = await session.get(LeagueRow, league_id)
            if row is None:
                raise NotFoundError("league_not_found", league_id=league_id)
            if by_user is not None and by_user != row.creator_id and not manager:
                raise NotAllowedError("league_not_manager", league_id=league_id)
            if row.status not in (SIGNUP, RUNNING):
                raise LobbyError("league_over", league_id=league_id)
            row.status = CANCELLED
            row.due_at = None
        return await self.get(league_id)

    async def by_game(self, game_id: int) -> int | None:
        async with self._sessions() as session:
            return await session.scalar(
                select(LeagueTableRow.league_id).where(LeagueTableRow.game_id == game_id)
            )

    async def of_guild(self, guild_id: int, *, current: bool = True) -> list[int]:
        """The server's leagues signing up or running (``current``; else any), newest first."""
        query = select(LeagueRow.id).where(LeagueRow.guild_id == guild_id)
        if current:
            query = query.where(LeagueRow.status.in_((SIGNUP, RUNNING)))
        async with self._sessions() as session:
            return list(await session.scalars(query.order_by(LeagueRow.id.desc()).limit(25)))


async def game_ended(
    connection: AsyncConnection,
    game_id: int,
    seats: Sequence[Any],
    outcome: dict[str, Any] | None,
) -> None:
    """Record a league game's result and make its league due; called by the store in the
    transaction that finishes the game (nothing for a game of no league). ``outcome``
    ``None``: the game was cancelled, and counts as level."""
    tables = LeagueTableRow.__table__.c
    found = (
        await connection.execute(
            select(tables.id, tables.league_id, tables.players, tables.computers).where(
                tables.game_id == game_id, tables.finished_at.is_(None)
            )
        )
    ).first()
    if found is None:
        return
    if outcome is None:
        places: tuple[int, ...] = (0,) * len(seats)
    else:
        places = places_from(outcome["winners"], outcome.get("scores"), len(seats))
    by_user = {s.user_id: places[s.seat] for s in seats if s.user_id is not None}
    robots = [places[s.seat] for s in seats if s.user_id is None]
    ordered = [by_user.get(p, max(places) + 1) for p in found.players] + robots
    now = utcnow()
    await connection.execute(
        update(LeagueTableRow.__table__)
        .where(tables.id == found.id)
        .values(places=ordered, finished_at=now)
    )
    await connection.execute(
        update(LeagueRow.__table__)
        .where(LeagueRow.__table__.c.id == found.league_id)
        .values(due_at=now)
    )


async def _signing_up(session: AsyncSession, league_id: int) -> LeagueRow:
    row = await session.get(LeagueRow, league_id)
    if row is None:
        raise NotFoundError("league_not_found", league_id=league_id)
    if row.status != SIGNUP:
        raise LobbyError("league_started", league_id=league_id)
    return row


async def _entrant_ids(
    session: AsyncSession, league_id: int, *, withdrawn: bool = False
) -> list[int]:
    query = select(LeagueEntrantRow.user_id).where(LeagueEntrantRow.league_id == league_id)
    if not withdrawn:
        query = query.where(LeagueEntrantRow.withdrawn_at.is_(None))
    found = await session.scalars(
        query.order_by(LeagueEntrantRow.joined_at, LeagueEntrantRow.user_id)
    )
    return list(found)


def _table(row: LeagueTableRow) -> LeagueTable:
    return LeagueTable(
        row.id,
        row.round,
        row.number,
        tuple(row.players),
        row.computers,
        row.game_id,
        None if row.places is None else tuple(row.places),
    )


def _league(row: LeagueRow, entrants: list[LeagueEntrantRow], tables: list[Any]) -> League:
    return League(
        id=row.id,
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        creator_id=row.creator_id,
        game=row.game,
        options=dict(row.options),
        format=row.format,
        rounds=row.rounds,
        seats=row.seats,
        clock_hours=row.clock_hours,
        clock_action=row.clock_action,
        computers=row.computers,
        round_hours=row.round_hours,
        status=row.status,
        round=row.round,
        round_ends_at=row.round_ends_at,
        signup_message_id=row.signup_message_id,
        language=row.language,
        due_at=row.due_at,
        entrants=tuple(Entrant(e.user_id, e.name, e.withdrawn_at is not None) for e in entrants),
        tables=tuple(t if isinstance(t, LeagueTable) else _table(t) for t in tables),
    )
