"""Database engine and session factory, built by the bot at start-up (never at import time).

``DATABASE_URL`` selects the backend: SQLite through aiosqlite by default (one file, created
on first run) or PostgreSQL through asyncpg when several bot processes share one database.

SQLite is set up for a bot that writes from many tasks at once:

* WAL journal, so readers never wait for the writer;
* ``synchronous=NORMAL``, the setting SQLite recommends with WAL (a commit is durable once the
  WAL is checkpointed; a crash never corrupts the file);
* a busy timeout, so a writer waits for another instead of failing at once;
* foreign keys on (SQLite leaves them off per connection);
* write transactions start with ``BEGIN IMMEDIATE`` (see :data:`WRITE`): a deferred transaction
  that reads and then writes fails with "database is locked" when another writer committed in
  between, however long the busy timeout; taking the write lock first makes writers queue.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import Connection, make_url
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker
from sqlalchemy.ext.asyncio import create_async_engine as _create_async_engine

DEFAULT_DATABASE_URL = "sqlite+aiosqlite:///data/tessera.db"
#: Milliseconds a SQLite writer waits for another before giving up.
SQLITE_BUSY_TIMEOUT_MS = 30_000
#: Execution options of a session that will write: ``await session.connection(
#: execution_options=WRITE)`` before the first statement. Only SQLite looks at it.
WRITE: dict[str, Any] = {"tessera_write": True}


def database_url(environ: dict[str, str] | None = None) -> str:
    """``DATABASE_URL`` from the environment, or the default SQLite file."""
    environ = dict(os.environ) if environ is None else environ
    return environ.get("DATABASE_URL") or DEFAULT_DATABASE_URL


def create_engine(url: str, **kwargs: Any) -> AsyncEngine:
    """An async engine for ``url``; for a SQLite file, its folder is created if missing."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return _create_async_engine(url, pool_pre_ping=True, hide_parameters=True, **kwargs)
    database = parsed.database
    if database and database != ":memory:" and not database.startswith("file:"):
        Path(database).parent.mkdir(parents=True, exist_ok=True)
    engine = _create_async_engine(url, hide_parameters=True, **kwargs)
    _configure_sqlite(engine)
    return engine


def create_session_factory(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    # Objects stay readable after commit: the store turns them into dataclasses afterwards.
    return async_sessionmaker(engine, expire_on_commit=False)


def _configure_sqlite(engine: AsyncEngine) -> None:
    @event.listens_for(engine.sync_engine, "connect")
    def on_connect(dbapi_connection: Any, _record: Any) -> None:
        # The driver's own implicit BEGIN would hide ours; SQLAlchemy's "begin" event below
        # emits BEGIN itself (the recipe of SQLAlchemy's SQLite documentation).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {SQLITE_BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute("PRAGMA synchronous = NORMAL")
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.close()

    @event.listens_for(engine.sync_engine, "begin")
    def on_begin(connection: Connection) -> None:
        write = connection.get_execution_options().get("tessera_write", False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")
