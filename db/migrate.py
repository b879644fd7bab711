"""Alembic migrations, run from code: the bot upgrades at start-up and the tests do the same.

No ``alembic.ini`` is needed. For developers::

    python -m db.migrate upgrade              # bring DATABASE_URL to the newest schema
    python -m db.migrate revision "message"   # autogenerate a migration from db/models.py
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import text
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncEngine

from db.session import WRITE, create_engine, database_url

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
#: PostgreSQL advisory lock key held while migrating (any fixed 64-bit number).
MIGRATION_LOCK = 0x7E55E7A_0001


def alembic_config(connection: Connection | None = None) -> Config:
    """Alembic settings pointing at ``db/migrations``; ``connection`` is used if given."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


async def upgrade(target: AsyncEngine | str, revision: str = "head") -> None:
    """Apply every migration up to ``revision`` to an engine or a database URL."""
    engine = create_engine(target) if isinstance(target, str) else target
    try:
        async with engine.connect() as connection:
            # Bot processes starting together migrate one after the other; the later ones
            # then find the schema current. SQLite: take the write lock first (BEGIN
            # IMMEDIATE); PostgreSQL: a transaction-scoped advisory lock.
            await connection.execution_options(**WRITE)
            async with connection.begin():
                if connection.dialect.name == "postgresql":
                    await connection.execute(
                        text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK}
                    )
                await connection.run_sync(
                    lambda sync: command.upgrade(alembic_config(sync), revision)
                )
                # A write, so that a database the bot may not write (a read-only file, a
                # replica) is found at start-up rather than at the first move.
                await connection.execute(
                    text("UPDATE alembic_version SET version_num = version_num")
                )
    finally:
        if isinstance(target, str):
            await engine.dispose()


async def _revision(url: str, message: str) -> None:
    engine = create_engine(url)
    try:
        async with engine.begin() as connection:
            await connection.run_sync(
                lambda sync: command.revision(
                    alembic_config(sync), message=message, autogenerate=True
                )
            )
    finally:
        await engine.dispose()


def main(argv: list[str]) -> int:
    url = database_url()
    if argv[1:2] == ["upgrade"]:
        asyncio.run(upgrade(url))
        return 0
    if argv[1:2] == ["revision"] and len(argv) == 3:
        asyncio.run(_revision(url, argv[2]))
        return 0
    print('usage: python -m db.migrate {upgrade | revision "message"}', file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
