"""Storage fixtures: a migrated database of each backend and a store on it."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from db.migrate import upgrade
from db.session import create_engine, create_session_factory
from db.store import GameStore


@pytest.fixture
async def engine(database_url: str) -> AsyncIterator[AsyncEngine]:
    """An engine on a database migrated the way the bot migrates at start-up."""
    engine = create_engine(database_url)
    await upgrade(engine)
    yield engine
    await engine.dispose()


@pytest.fixture
def store(engine: AsyncEngine) -> GameStore:
    return GameStore(create_session_factory(engine))
