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
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import URL, Connection, make_url
from sqlalchemy.exc import ArgumentError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker
from sqlalchemy.ext.asyncio import create_async_engine as _create_async_engine

DEFAULT_DATABASE_URL = "sqlite+aiosqlite:///data/tessera.db"
#: Milliseconds a SQLite writer waits for another before giving up.
SQLITE_BUSY_TIMEOUT_MS = 30_000
# Tries, and the pause between them, to put a new SQLite file in WAL mode (see _use_wal).
WAL_SWITCH_TRIES = 5
WAL_SWITCH_PAUSE_S = 0.02
#: Execution options of a session that will write: ``await session.connection(
#: execution_options=WRITE)`` before the first statement. Only SQLite looks at it.
WRITE: dict[str, Any] = {"tessera_write": True}


def database_url(environ: dict[str, str] | None = None) -> str:
    """``DATABASE_URL`` from the environment, or the default SQLite file."""
    environ = dict(os.environ) if environ is None else environ
    return environ.get("DATABASE_URL") or DEFAULT_DATABASE_URL


#: The drivers the bot runs on (async ones), by backend.
DRIVERS = ("sqlite+aiosqlite", "postgresql+asyncpg")
URL_EXAMPLES = "sqlite+aiosqlite:///data/tessera.db or postgresql+asyncpg://user:password@host/name"


class DatabaseUrlError(ValueError):
    """``DATABASE_URL`` cannot be used. The message says why and never quotes the password."""


def check_database_url(url: str) -> URL:
    """``url`` parsed, or :class:`DatabaseUrlError` if the bot cannot use it."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        # Not quoted: whatever it is, it may hold a password.
        raise DatabaseUrlError(f"DATABASE_URL is not a database URL; use {URL_EXAMPLES}.") from None
    if parsed.drivername not in DRIVERS:
        raise DatabaseUrlError(
            f"DATABASE_URL must start with sqlite+aiosqlite:// or postgresql+asyncpg:// "
            f"(got {parsed.drivername}://…); for example {URL_EXAMPLES}."
        )
    if parsed.host and "@" in parsed.host:
        # An unencoded "@" in the password: the part after it was taken for the host.
        raise DatabaseUrlError(
            "DATABASE_URL has more than one '@': write special characters of the user name "
            "or password URL-encoded (@ as %40, : as %3A, / as %2F)."
        )
    return parsed


def start_problem(url: str, error: BaseException) -> str | None:
    """One line saying what is wrong with the database at start-up and what to do, or
    ``None`` if ``error`` is not one of the known problems. Never quotes the password."""
    parsed = make_url(url)
    causes = list(_causes(error))
    if parsed.get_backend_name() == "sqlite":
        path = parsed.database or ":memory:"
        said = " ".join(str(cause).lower() for cause in causes)
        if "not a database" in said or "malformed" in said:
            return (
                f"The SQLite file {path} is damaged or not a SQLite database: restore it from "
                "a backup, or move it away to start with an empty one (DATABASE_URL names it)."
            )
        if "readonly" in said or "read-only" in said:
            return (
                f"The SQLite file {path} is read-only: the bot must write it and its folder "
                "(SQLite keeps -wal and -shm files beside it); fix the permissions, or set "
                "DATABASE_URL to a writable file."
            )
        if "unable to open" in said or any(isinstance(cause, OSError) for cause in causes):
            return (
                f"Cannot open the SQLite file {path}: its folder must exist (or be creatable) "
                "and be writable; fix that, or set DATABASE_URL to another file."
            )
        return None
    where = f"PostgreSQL at {parsed.host or 'localhost'}:{parsed.port or 5432}"
    for cause in causes:
        # PostgreSQL's SQLSTATE, as asyncpg's errors carry it.
        state = getattr(cause, "sqlstate", None)
        if state == "3D000":  # invalid_catalog_name
            return (
                f"{where} has no database {parsed.database!r}: create it "
                f"(createdb {parsed.database}) or fix its name in DATABASE_URL."
            )
        if state in ("28000", "28P01"):  # invalid authorization / password
            return (
                f"{where} refused the login of user {parsed.username!r}: fix the user name and "
                "password in DATABASE_URL."
            )
        if state == "25006":  # read_only_sql_transaction
            return (
                f"{where} accepts no writes (a read-only server or replica): point "
                "DATABASE_URL at the primary."
            )
        if isinstance(cause, OSError | TimeoutError):
            reason = getattr(cause, "strerror", None) or type(cause).__name__
            return (
                f"Cannot reach {where} ({reason}): start it, or fix the host and port in "
                "DATABASE_URL."
            )
    return None


def _causes(error: BaseException) -> Iterator[BaseException]:
    """``error``, the driver's error SQLAlchemy wrapped (``orig``) and their causes."""
    seen: set[int] = set()
    pending: list[BaseException | None] = [error]
    while pending:
        current = pending.pop(0)
        if current is None or id(current) in seen:
            continue
        seen.add(id(current))
        yield current
        pending += [getattr(current, "orig", None), current.__cause__, current.__context__]


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
        _use_wal(cursor)
        cursor.execute("PRAGMA synchronous = NORMAL")
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.close()

    @event.listens_for(engine.sync_engine, "begin")
    def on_begin(connection: Connection) -> None:
        write = connection.get_execution_options().get("tessera_write", False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")


def _use_wal(cursor: Any) -> None:
    """Put the database file in WAL mode, which it then keeps for every connection.

    Switching needs the file to itself and SQLite does not wait for that (no busy timeout), so
    connections opening a new file at the same moment (bot processes starting together) can be
    refused. A file already in WAL needs no switch. Otherwise a few quick tries; if another
    connection still holds the file, that one connected first and switched it already.
    """
    cursor.execute("PRAGMA journal_mode")
    if cursor.fetchone()[0] == "wal":
        return
    for _ in range(WAL_SWITCH_TRIES):
        try:
            cursor.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error):
                raise
            time.sleep(WAL_SWITCH_PAUSE_S)
