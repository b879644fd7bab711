"""Migrations and models agree; SQLite is configured for many writers; URLs and folders."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import inspect, text
from sqlalchemy.ext.asyncio import AsyncEngine

from db.migrate import alembic_config, upgrade
from db.models import Base
from db.session import DEFAULT_DATABASE_URL, create_engine, database_url


async def test_migrations_and_models_agree(engine: AsyncEngine) -> None:
    """Autogenerate against a migrated database finds nothing to do."""
    async with engine.connect() as connection:
        diff = await connection.run_sync(
            lambda sync: compare_metadata(
                MigrationContext.configure(sync, opts={"compare_type": True}), Base.metadata
            )
        )
    assert diff == []


async def test_migrated_database_is_at_head_and_upgrade_is_idempotent(
    engine: AsyncEngine,
) -> None:
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    await upgrade(engine)
    async with engine.connect() as connection:
        current = await connection.run_sync(
            lambda sync: MigrationContext.configure(sync).get_current_revision()
        )
        tables = await connection.run_sync(lambda sync: set(inspect(sync).get_table_names()))
    assert current == head
    assert {t.name for t in Base.metadata.sorted_tables} <= tables


async def test_downgrade_to_nothing_and_back(engine: AsyncEngine) -> None:
    async with engine.begin() as connection:
        await connection.run_sync(lambda sync: command.downgrade(alembic_config(sync), "base"))
        tables = await connection.run_sync(lambda sync: set(inspect(sync).get_table_names()))
    assert tables <= {"alembic_version"}
    await upgrade(engine)
    async with engine.connect() as connection:
        tables = await connection.run_sync(lambda sync: set(inspect(sync).get_table_names()))
    assert {t.name for t in Base.metadata.sorted_tables} <= tables


async def test_processes_starting_together_migrate_once(database_url: str) -> None:
    """Several bot processes upgrading one empty database at once all succeed."""
    engines = [create_engine(database_url) for _ in range(3)]
    try:
        await asyncio.gather(*(upgrade(engine) for engine in engines))
        async with engines[0].connect() as connection:
            current = await connection.run_sync(
                lambda sync: MigrationContext.configure(sync).get_current_revision()
            )
    finally:
        await asyncio.gather(*(engine.dispose() for engine in engines))
    assert current == ScriptDirectory.from_config(alembic_config()).get_current_head()


async def test_sqlite_file_and_its_folder_are_created_and_configured(tmp_path: Path) -> None:
    path = tmp_path / "new" / "folder" / "tessera.db"
    engine = create_engine(f"sqlite+aiosqlite:///{path}")
    await upgrade(engine)
    async with engine.connect() as connection:
        pragmas = {
            name: (await connection.execute(text(f"PRAGMA {name}"))).scalar()
            for name in ("journal_mode", "foreign_keys", "busy_timeout", "synchronous")
        }
    await engine.dispose()
    assert path.is_file()
    assert pragmas["journal_mode"] == "wal"
    assert pragmas["foreign_keys"] == 1
    assert pragmas["busy_timeout"] >= 1000
    assert pragmas["synchronous"] == 1  # NORMAL


async def test_upgrade_accepts_a_url(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'by-url.db'}"
    await upgrade(url)
    engine = create_engine(url)
    async with engine.connect() as connection:
        tables = await connection.run_sync(lambda sync: set(inspect(sync).get_table_names()))
    await engine.dispose()
    assert "games" in tables


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, DEFAULT_DATABASE_URL),
        ({"DATABASE_URL": ""}, DEFAULT_DATABASE_URL),
        ({"DATABASE_URL": "postgresql+asyncpg://u@h/db"}, "postgresql+asyncpg://u@h/db"),
    ],
)
def test_database_url_from_environment(environ: dict[str, str], expected: str) -> None:
    assert database_url(environ) == expected
