"""Spectators following a game (issue 18, ``/game follow``): who gets its public turn messages.

    follows = FollowStore(create_session_factory(engine))
    await follows.follow(game_id, user_id)      # False if already following
    await follows.followers(game_id)            # user ids, in the order they followed
    await follows.unfollow(game_id, user_id)    # False if not following

Only who follows what is stored; what a follower is sent is the turn message's public part,
worded by :mod:`cogs.records`.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, ForeignKey, Integer, delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from sqlalchemy.orm import Mapped, mapped_column

from db.models import Base, UtcDateTime, utcnow
from db.session import WRITE


class FollowRow(Base):
    """One spectator following one game."""

    __tablename__ = "follows"

    game_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime)


class FollowStore:
    def __init__(self, sessions: async_sessionmaker[AsyncSession]) -> None:
        self._sessions = sessions

    async def follow(self, game_id: int, user_id: int) -> bool:
        async with self._sessions() as session:
            await session.connection(execution_options=WRITE)
            session.add(FollowRow(game_id=game_id, user_id=user_id, created_at=utcnow()))
            try:
                await session.commit()
            except IntegrityError:
                return False
        return True

    async def unfollow(self, game_id: int, user_id: int) -> bool:
        async with self._sessions() as session:
            await session.connection(execution_options=WRITE)
            gone = await session.execute(
                delete(FollowRow).where(FollowRow.game_id == game_id, FollowRow.user_id == user_id)
            )
            await session.commit()
        return bool(gone.rowcount)

    async def followers(self, game_id: int) -> list[int]:
        async with self._sessions() as session:
            query = select(FollowRow.user_id).where(FollowRow.game_id == game_id)
            return list(await session.scalars(query.order_by(FollowRow.created_at)))

    async def end(self, game_id: int) -> None:
        """Forget a finished game's followers (they were sent its last message)."""
        async with self._sessions() as session:
            await session.connection(execution_options=WRITE)
            await session.execute(delete(FollowRow).where(FollowRow.game_id == game_id))
            await session.commit()
