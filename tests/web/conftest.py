"""Web fixtures: a migrated database of each backend, a store on it, and the site's client."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable

import pytest
from aiohttp.test_utils import TestClient, TestServer
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from db.migrate import upgrade
from db.session import create_engine, create_session_factory
from db.store import GameStore
from db.web import WebStore
from web.links import Links
from web.site import Site

SECRET = "test-secret-" + "0123456789abcdef" * 3
BASE_URL = "https://tessera.example"


@pytest.fixture
async def engine(database_url: str) -> AsyncIterator[AsyncEngine]:
    engine = create_engine(database_url)
    await upgrade(engine)
    yield engine
    await engine.dispose()


@pytest.fixture
def sessions(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return create_session_factory(engine)


@pytest.fixture
def store(sessions: async_sessionmaker[AsyncSession]) -> GameStore:
    return GameStore(sessions)


@pytest.fixture
def web_store(sessions: async_sessionmaker[AsyncSession]) -> WebStore:
    return WebStore(sessions)


@pytest.fixture
def links() -> Links:
    return Links(SECRET, BASE_URL)


#: Opens a client on a new site, with empty caches.
OpenClient = Callable[[], Awaitable[TestClient]]


@pytest.fixture
async def open_client(
    sessions: async_sessionmaker[AsyncSession], links: Links
) -> AsyncIterator[OpenClient]:
    """Opens a client on a new site (empty caches) each time it is called."""
    opened: list[TestClient] = []

    async def open_one() -> TestClient:
        client = TestClient(TestServer(Site(sessions, links, key_seconds=0).app()))
        await client.start_server()
        opened.append(client)
        return client

    yield open_one
    for client in opened:
        await client.close()


@pytest.fixture
async def client(open_client: OpenClient) -> TestClient:
    return await open_client()
