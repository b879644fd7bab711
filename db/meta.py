"""A tiny key-value table for the bot's own bookkeeping (e.g. the hash of the last synced
command tree), so that restarts and several bot processes share what they know.

    meta = MetaStore(db.session.create_session_factory(engine))
    await meta.get("command_tree:global")       # None when never set
    await meta.set("command_tree:global", "…")  # insert or overwrite
    await meta.claim("welcomed:123", "…")       # insert once: True for the first caller only

``set`` is one upsert (``INSERT … ON CONFLICT DO UPDATE`` on SQLite and PostgreSQL alike), so
processes starting together never fail on each other's row; the last writer wins. ``claim`` is
``INSERT … ON CONFLICT DO NOTHING``: of several processes claiming one key, exactly one gets
``True`` (the welcome posted once per server, :mod:`cogs.welcome`).
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import String, Text, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from sqlalchemy.orm import Mapped, mapped_column

from db.models import Base, UtcDateTime, utcnow
from db.session import WRITE

#: Longest key accepted (the column's width).
MAX_KEY = 100


class MetaRow(Base):
    """One setting the bot keeps for itself, by key."""

    __tablename__ = "meta"

    key: Mapped[str] = mapped_column(String(MAX_KEY), primary_key=True)
    value: Mapped[str] = mapped_column(Text)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime)


class MetaStore:
    """Read and write :class:`MetaRow` values; nothing is cached in memory."""

    def __init__(self, sessions: async_sessionmaker[AsyncSession]) -> None:
        self._sessions = sessions

    async def get(self, key: str) -> str | None:
        async with self._sessions() as session:
            return await session.scalar(select(MetaRow.value).where(MetaRow.key == key))

    async def set(self, key: str, value: str) -> None:
        _check_key(key)
        async with self._sessions() as session:
            connection = await session.connection(execution_options=WRITE)
            dialect = postgresql if connection.dialect.name == "postgresql" else sqlite
            now = utcnow()
            statement = dialect.insert(MetaRow).values(key=key, value=value, updated_at=now)
            await session.execute(
                statement.on_conflict_do_update(
                    index_elements=[MetaRow.key], set_={"value": value, "updated_at": now}
                )
            )
            await session.commit()

    async def claim(self, key: str, value: str) -> bool:
        """Set ``key`` to ``value`` unless it has a value: whether this call set it."""
        _check_key(key)
        async with self._sessions() as session:
            connection = await session.connection(execution_options=WRITE)
            dialect = postgresql if connection.dialect.name == "postgresql" else sqlite
            statement = dialect.insert(MetaRow).values(key=key, value=value, updated_at=utcnow())
            result = await session.execute(
                statement.on_conflict_do_nothing(index_elements=[MetaRow.key])
            )
            await session.commit()
            return bool(result.rowcount)


def _check_key(key: str) -> None:
    if not 0 < len(key) <= MAX_KEY:
        raise ValueError(f"meta keys are 1..{MAX_KEY} characters")
