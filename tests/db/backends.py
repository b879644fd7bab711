"""The ``database_url`` fixture: every storage test runs on SQLite and on PostgreSQL.

SQLite is a fresh file in ``tmp_path``. PostgreSQL (``TEST_DATABASE_URL``, default
``postgresql+asyncpg://postgres@127.0.0.1:5432/test``) gets a fresh database per test, created
from ``template0`` through that URL and dropped afterwards, so tests may run in parallel. The
PostgreSQL variant is skipped, with the reason, when ``TESSERA_NO_POSTGRES=1`` or the server
does not answer; with ``TESSERA_REQUIRE_POSTGRES=1`` (set by ``.ci/run`` once it has found the
server) an unusable server fails the test instead, so CI never passes on SQLite alone by
accident (a wrong password or a missing database would otherwise look like "not reachable").

Registered for the whole suite by ``tests/conftest.py``, so bot and cog tests can use it too.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import asyncpg
import pytest
from sqlalchemy.engine import make_url

DEFAULT_TEST_DATABASE_URL = "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
BACKENDS = ("sqlite", "postgresql")


def postgres_test_url() -> str:
    return os.environ.get("TEST_DATABASE_URL") or DEFAULT_TEST_DATABASE_URL


async def _admin_connection() -> asyncpg.Connection:
    url = make_url(postgres_test_url())
    return await asyncpg.connect(
        host=url.host or "127.0.0.1",
        port=url.port or 5432,
        user=url.username or "postgres",
        password=url.password,
        database=url.database or "postgres",
        timeout=5,
    )


#: The answer of the first reachability probe, so an unreachable server costs one timeout per
#: test process instead of one per test.
_probed: dict[str, str | None] = {}


async def _postgres_skip_reason() -> str | None:
    if os.environ.get("TESSERA_NO_POSTGRES") == "1":
        return "PostgreSQL tests off: TESSERA_NO_POSTGRES=1"
    url = postgres_test_url()
    if url not in _probed:
        try:
            connection = await _admin_connection()
        except (OSError, TimeoutError, asyncpg.PostgresError) as error:
            _probed[url] = f"PostgreSQL unreachable or refusing at {url}: {type(error).__name__}"
        else:
            await connection.close()
            _probed[url] = None
    return _probed[url]


@asynccontextmanager
async def fresh_postgres_database(prefix: str = "tessera_test") -> AsyncIterator[str]:
    """The URL of a new, empty PostgreSQL database, dropped afterwards; skips the test, with
    the reason, when PostgreSQL is off or unreachable."""
    reason = await _postgres_skip_reason()
    if reason is not None:
        if os.environ.get("TESSERA_REQUIRE_POSTGRES") == "1":
            pytest.fail(f"{reason} (TESSERA_REQUIRE_POSTGRES=1)", pytrace=False)
        pytest.skip(reason)
    name = f"{prefix}_{secrets.token_hex(6)}"
    admin = await _admin_connection()
    try:
        await admin.execute(f'CREATE DATABASE "{name}" TEMPLATE template0')
        yield make_url(postgres_test_url()).set(database=name).render_as_string(hide_password=False)
    finally:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.close()


@pytest.fixture(params=BACKENDS)
async def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """A URL of an empty database of each backend (no tables: migrate it as the bot does)."""
    if request.param == "sqlite":
        yield f"sqlite+aiosqlite:///{tmp_path / 'tessera.db'}"
        return
    async with fresh_postgres_database() as url:
        yield url
