"""What the web pages read (issue 30), and the one write they depend on: a server's link epoch.

The pages themselves only read (:class:`WebStore`'s ``epoch``, ``rating_history``); a
manager's ``/game settings web_links:rotate`` calls :meth:`WebStore.rotate` from Discord.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from db.models import GameRow, WebLinkRow, utcnow
from db.ratings import RatingResultRow, guild_key, player_key


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """A player's rating after one finished game."""

    game_id: int
    finished_at: datetime
    rating: float
    won: bool


@dataclass(frozen=True, slots=True)
class GameKey:
    """What a game page's link and cache depend on, read by one indexed query."""

    version: int
    guild_id: int | None
    status: str
    epoch: int


class WebStore:
    def __init__(
        self, sessions: async_sessionmaker[AsyncSession], *, clock: Callable[[], datetime] = utcnow
    ) -> None:
        self._sessions = sessions
        self._clock = clock

    async def epoch(self, guild_id: int | None) -> int:
        """The server's link epoch (0 until a manager rotates its links)."""
        if guild_id is None:
            return 0
        async with self._sessions() as session:
            found = await session.scalar(
                select(WebLinkRow.epoch).where(WebLinkRow.guild_id == guild_id)
            )
        return found or 0

    async def game_key(self, game_id: int) -> GameKey | None:
        """The game's version, server, status and its server's link epoch; ``None`` for no
        such game, or one whose snapshot failed its integrity check (the bot refuses it)."""
        query = (
            select(GameRow.version, GameRow.guild_id, GameRow.status, WebLinkRow.epoch)
            .outerjoin(WebLinkRow, WebLinkRow.guild_id == GameRow.guild_id)
            .where(GameRow.id == game_id, GameRow.integrity_problem.is_(None))
        )
        async with self._sessions() as session:
            row = (await session.execute(query)).one_or_none()
        if row is None:
            return None
        version, guild_id, status, epoch = row
        return GameKey(version, guild_id, status, epoch or 0)

    async def rotate(self, guild_id: int) -> int:
        """Give the server a new link epoch (every earlier link stops working); returns it."""
        async with self._sessions() as session, session.begin():
            row = await session.get(WebLinkRow, guild_id, with_for_update=True)
            if row is None:
                row = WebLinkRow(guild_id=guild_id, epoch=0, rotated_at=self._clock())
                session.add(row)
            row.epoch += 1
            row.rotated_at = self._clock()
            epoch = row.epoch
        return epoch

    async def rating_history(
        self, guild_id: int | None, game: str, user_id: int, limit: int = 200
    ) -> list[RatingPoint]:
        """The player's rating after each of their last ``limit`` rated games of ``game``
        here, oldest first."""
        query = (
            select(RatingResultRow)
            .where(
                RatingResultRow.guild_id == guild_key(guild_id),
                RatingResultRow.game == game,
                RatingResultRow.player == player_key(user_id, ""),
            )
            .order_by(RatingResultRow.finished_at.desc(), RatingResultRow.id.desc())
            .limit(limit)
        )
        async with self._sessions() as session:
            rows = list(await session.scalars(query))
        return [
            RatingPoint(row.game_id, row.finished_at, row.ordinal_after, row.won)
            for row in reversed(rows)
        ]
