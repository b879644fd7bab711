"""Player ratings (issue 18): openskill's Plackett–Luce model, per server and per game.

A finished game is rated in the transaction that finishes it (:func:`rate_game`, called by
:class:`db.store.GameStore`): every seat is a one-player team; the winners share first place (a
shared win is a tie) and every other seat shares the place after them. A person is rated as
``u<user id>``; a computer seat as ``c:<its stored name>`` — the store records no level apart
from the name given to ``add_computer``, so each distinct computer name (one per level) gets a
rating of its own and people see how strong each is. A key met twice in one game (two computer
seats of one level) is rated once, for its better-placed seat.

Ratings are shown as openskill's ordinal, μ − 3σ. :meth:`RatingStore.recompute` rebuilds a
server's ratings from the stored outcomes alone, in order of finishing (then game id), so it
gives the same numbers on every run and every backend.

    ratings = RatingStore(create_session_factory(engine))
    await ratings.leaderboard(guild_id, "tsuro", period="month", computers=False)
    await ratings.recompute(guild_id)
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from openskill.models import PlackettLuce
from sqlalchemy import (
    BigInteger,
    Boolean,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    UniqueConstraint,
    delete,
    func,
    insert,
    select,
    text,
    update,
)
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession, async_sessionmaker
from sqlalchemy.orm import Mapped, mapped_column

from db.models import Base, GameRow, GameStatus, SeatRow, UtcDateTime, utcnow
from db.session import WRITE

#: The rating of a server-less game (a DM) is kept under this server id.
NO_GUILD = 0
#: ``/game leaderboard``'s periods: how far back games and wins (and the trend) count.
PERIODS: dict[str, timedelta | None] = {
    "all": None,
    "month": timedelta(days=30),
    "week": timedelta(days=7),
}
#: The advisory lock keys of rating writers (PostgreSQL): this, xor a hash of the server id.
RATINGS_LOCK = 0x5261_7469_6E67_0000
#: openskill's defaults, named so a reader sees the scale: μ 25, σ 25/3, ordinal μ − 3σ.
MODEL = PlackettLuce()


class RatingRow(Base):
    """A player's current rating for one game in one server."""

    __tablename__ = "ratings"

    guild_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    game: Mapped[str] = mapped_column(String(32), primary_key=True)
    player: Mapped[str] = mapped_column(String(120), primary_key=True)
    user_id: Mapped[int | None] = mapped_column(BigInteger)
    is_computer: Mapped[bool] = mapped_column(Boolean)
    name: Mapped[str] = mapped_column(String(100))
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    games: Mapped[int] = mapped_column(Integer)
    wins: Mapped[int] = mapped_column(Integer)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime)


class RatingResultRow(Base):
    """One rated seat of one finished game: the place, and the rating before and after."""

    __tablename__ = "rating_results"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    guild_id: Mapped[int] = mapped_column(BigInteger)
    game: Mapped[str] = mapped_column(String(32))
    player: Mapped[str] = mapped_column(String(120))
    rank: Mapped[int] = mapped_column(Integer)
    won: Mapped[bool] = mapped_column(Boolean)
    ordinal_before: Mapped[float] = mapped_column(Float)
    ordinal_after: Mapped[float] = mapped_column(Float)
    finished_at: Mapped[datetime] = mapped_column(UtcDateTime)

    __table_args__ = (
        UniqueConstraint("game_id", "player"),
        Index("ix_rating_results_guild_id_game_finished_at", "guild_id", "game", "finished_at"),
    )


@dataclass(frozen=True, slots=True)
class Placing:
    """One seat of a finished game as the rating sees it."""

    player: str
    user_id: int | None
    is_computer: bool
    name: str
    #: 1 for the winners, 2 for everyone else (ties within each).
    rank: int


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of a leaderboard."""

    rank: int
    player: str
    user_id: int | None
    is_computer: bool
    name: str
    #: The ordinal μ − 3σ, the number shown.
    rating: float
    mu: float
    sigma: float
    #: Games and wins within the period (all time for ``"all"``).
    games: int
    wins: int
    #: Change of the ordinal over the period's games.
    trend: float


def player_key(user_id: int | None, name: str) -> str:
    """``u<user id>`` for a person, ``c:<name>`` for a computer seat (one rating per level)."""
    return f"u{user_id}" if user_id is not None else f"c:{name}"[:120]


def ordinal(mu: float, sigma: float) -> float:
    return mu - 3 * sigma


def placings(seats: Iterable[Any], winners: Iterable[int]) -> list[Placing]:
    """The rated seats of a finished game (``seats``: objects with ``seat``, ``user_id``,
    ``name``), each key once (its best place, then its lowest seat)."""
    won = set(winners)
    found: dict[str, Placing] = {}
    for seat in sorted(seats, key=lambda s: (s.seat not in won, s.seat)):
        key = player_key(seat.user_id, seat.name)
        if key not in found:
            rank = 1 if seat.seat in won else 2
            found[key] = Placing(key, seat.user_id, seat.user_id is None, seat.name, rank)
    return list(found.values())


def rate(
    priors: Sequence[tuple[float, float] | None], ranks: Sequence[int]
) -> list[tuple[float, float]]:
    """New ``(μ, σ)`` of each one-player team after one game; ``None`` is a new player."""
    teams = [
        [MODEL.rating() if prior is None else MODEL.rating(mu=prior[0], sigma=prior[1])]
        for prior in priors
    ]
    rated = MODEL.rate(teams, ranks=list(ranks))
    return [(team[0].mu, team[0].sigma) for team in rated]


def guild_key(guild_id: int | None) -> int:
    return NO_GUILD if guild_id is None else guild_id


async def rate_game(
    connection: AsyncConnection,
    *,
    game_id: int,
    guild_id: int | None,
    game: str,
    seats: Iterable[Any],
    outcome: dict[str, Any],
    finished_at: datetime,
) -> None:
    """Rate one finished game inside the caller's transaction (the one that finished it)."""
    places = placings(seats, outcome["winners"])
    if len(places) < 2:
        return
    guild = guild_key(guild_id)
    await _serialise(connection, guild)
    current = await _current(connection, guild, game, [p.player for p in places])
    rows, results = _rated(game_id, guild, game, places, current, finished_at)
    for row in rows:
        if row["player"] in current:
            key = {k: row.pop(k) for k in ("guild_id", "game", "player")}
            await connection.execute(
                update(RatingRow)
                .where(*(getattr(RatingRow, k) == v for k, v in key.items()))
                .values(**row)
            )
        else:
            await connection.execute(insert(RatingRow), [row])
    await connection.execute(insert(RatingResultRow), results)


async def _serialise(connection: AsyncConnection, guild: int) -> None:
    """One rating writer per server at a time. SQLite writers are serial already (``BEGIN
    IMMEDIATE``); on PostgreSQL two games ending at once would both read a player's old
    rating (or both insert a new one), so each waits for a transaction-scoped advisory lock,
    and its next statement then sees what the other committed (READ COMMITTED)."""
    if connection.dialect.name == "postgresql":
        key = RATINGS_LOCK ^ zlib.crc32(str(guild).encode())
        await connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": key})


async def _current(
    connection: AsyncConnection, guild: int, game: str, players: list[str]
) -> dict[str, tuple[float, float, int, int]]:
    query = (
        select(RatingRow.player, RatingRow.mu, RatingRow.sigma, RatingRow.games, RatingRow.wins)
        .where(RatingRow.guild_id == guild, RatingRow.game == game)
        .where(RatingRow.player.in_(players))
        .with_for_update()
    )
    return {r.player: (r.mu, r.sigma, r.games, r.wins) for r in await connection.execute(query)}


def _rated(
    game_id: int,
    guild: int,
    game: str,
    places: list[Placing],
    current: dict[str, tuple[float, float, int, int]],
    finished_at: datetime,
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The rating rows (new values) and result rows of one game."""
    priors = [current.get(p.player) for p in places]
    after = rate([None if c is None else c[:2] for c in priors], [p.rank for p in places])
    rows, results = [], []
    for place, prior, (mu, sigma) in zip(places, priors, after, strict=True):
        games, wins = (0, 0) if prior is None else prior[2:]
        before = ordinal(*(prior[:2] if prior else (MODEL.mu, MODEL.sigma)))
        rows.append(
            {
                "guild_id": guild,
                "game": game,
                "player": place.player,
                "user_id": place.user_id,
                "is_computer": place.is_computer,
                "name": place.name[:100],
                "mu": mu,
                "sigma": sigma,
                "games": games + 1,
                "wins": wins + (place.rank == 1),
                "updated_at": finished_at,
            }
        )
        results.append(
            {
                "game_id": game_id,
                "guild_id": guild,
                "game": game,
                "player": place.player,
                "rank": place.rank,
                "won": place.rank == 1,
                "ordinal_before": before,
                "ordinal_after": ordinal(mu, sigma),
                "finished_at": finished_at,
            }
        )
    return rows, results


class RatingStore:
    """Leaderboards and the managers' recomputation; nothing is kept in memory."""

    def __init__(self, sessions: async_sessionmaker[AsyncSession]) -> None:
        self._sessions = sessions

    async def leaderboard(
        self,
        guild_id: int | None,
        game: str,
        *,
        period: str = "all",
        computers: bool = True,
        now: datetime | None = None,
        limit: int = 20,
    ) -> list[Standing]:
        """The server's players of ``game`` by rating (best first; ties by games, then
        name). With a ``period`` other than ``"all"``, only players who finished a game in
        it, with the games, wins and trend of that period."""
        guild = guild_key(guild_id)
        span = PERIODS[period]
        async with self._sessions() as session:
            query = select(RatingRow).where(RatingRow.guild_id == guild, RatingRow.game == game)
            if not computers:
                query = query.where(RatingRow.is_computer.is_(False))
            rows = list(await session.scalars(query))
            results = select(
                RatingResultRow.player,
                func.count(),
                func.sum(func.cast(RatingResultRow.won, Integer)),
                func.min(RatingResultRow.id),
            ).where(RatingResultRow.guild_id == guild, RatingResultRow.game == game)
            if span is not None:
                results = results.where(RatingResultRow.finished_at >= (now or utcnow()) - span)
            counted = {
                r[0]: (r[1], r[2] or 0, r[3])
                for r in await session.execute(results.group_by(RatingResultRow.player))
            }
            firsts = {
                r.id: r.ordinal_before
                for r in await session.execute(
                    select(RatingResultRow.id, RatingResultRow.ordinal_before).where(
                        RatingResultRow.id.in_([c[2] for c in counted.values()])
                    )
                )
            }
        lines = []
        for row in rows:
            if row.player not in counted:
                continue
            games, wins, first = counted[row.player]
            rating = ordinal(row.mu, row.sigma)
            lines.append((row, rating, games, wins, rating - firsts[first]))
        lines.sort(key=lambda line: (-line[1], -line[2], line[0].name, line[0].player))
        return [
            Standing(
                place,
                row.player,
                row.user_id,
                row.is_computer,
                row.name,
                rating,
                row.mu,
                row.sigma,
                games,
                wins,
                trend,
            )
            for place, (row, rating, games, wins, trend) in enumerate(lines[:limit], start=1)
        ]

    async def rating_of(self, guild_id: int | None, game: str, user_id: int) -> Standing | None:
        """A person's rating line for one game here (rank 0: not placed), or ``None``."""
        async with self._sessions() as session:
            row = await session.get(RatingRow, (guild_key(guild_id), game, player_key(user_id, "")))
        if row is None:
            return None
        rating = ordinal(row.mu, row.sigma)
        return Standing(
            0,
            row.player,
            row.user_id,
            False,
            row.name,
            rating,
            row.mu,
            row.sigma,
            row.games,
            row.wins,
            0.0,
        )

    async def recompute(self, guild_id: int | None, game: str | None = None) -> int:
        """Rebuild the server's ratings (of one game, or all) from the finished games, oldest
        first; returns how many games were rated. Deterministic: the same stored games give
        the same ratings."""
        guild = guild_key(guild_id)
        async with self._sessions() as session, session.begin():
            connection = await session.connection(execution_options=WRITE)
            await _serialise(connection, guild)
            games = await _finished_games(connection, guild_id, game)
            for table in (RatingRow, RatingResultRow):
                gone = delete(table).where(table.guild_id == guild)
                await connection.execute(gone if game is None else gone.where(table.game == game))
            current: dict[tuple[str, str], tuple[float, float, int, int]] = {}
            rows: dict[tuple[str, str], dict[str, Any]] = {}
            results: list[dict[str, Any]] = []
            rated = 0
            for row, seats in games:
                places = placings(seats, row.outcome["winners"])
                if len(places) < 2:
                    continue
                rated += 1
                mine = {
                    p.player: current[row.game, p.player]
                    for p in places
                    if (row.game, p.player) in current
                }
                new_rows, new_results = _rated(
                    row.id, guild, row.game, places, mine, row.finished_at
                )
                for new in new_rows:
                    rows[row.game, new["player"]] = new
                    current[row.game, new["player"]] = (
                        new["mu"],
                        new["sigma"],
                        new["games"],
                        new["wins"],
                    )
                results += new_results
            if rows:
                await connection.execute(insert(RatingRow), list(rows.values()))
            if results:
                await connection.execute(insert(RatingResultRow), results)
        return rated


async def _finished_games(
    connection: AsyncConnection, guild_id: int | None, game: str | None
) -> list[tuple[Any, list[Any]]]:
    """The finished games of a server (of one game), oldest first, each with its seats."""
    games = GameRow.__table__.c
    query = select(games.id, games.game, games.outcome, games.finished_at).where(
        games.status == GameStatus.FINISHED, games.outcome.is_not(None)
    )
    query = query.where(
        games.guild_id.is_(None) if guild_id is None else games.guild_id == guild_id
    )
    if game is not None:
        query = query.where(games.game == game)
    found = list(await connection.execute(query.order_by(games.finished_at, games.id)))
    seats = SeatRow.__table__.c
    by_game: dict[int, list[Any]] = {row.id: [] for row in found}
    if by_game:
        seat_rows = await connection.execute(
            select(seats.game_id, seats.seat, seats.user_id, seats.name)
            .where(seats.game_id.in_(list(by_game)))
            .order_by(seats.game_id, seats.seat)
        )
        for seat in seat_rows:
            by_game[seat.game_id].append(seat)
    return [(row, by_game[row.id]) for row in found]
