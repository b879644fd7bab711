"""db.meta: the bot's key-value table, on SQLite and PostgreSQL, with concurrent writers."""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from db.meta import MetaStore
from db.migrate import upgrade
from db.session import create_engine, create_session_factory


async def test_get_set_and_overwrite(database_url: str) -> None:
    engine = create_engine(database_url)
    try:
        await upgrade(engine)
        meta = MetaStore(create_session_factory(engine))
        assert await meta.get("command_tree:1:global") is None
        await meta.set("command_tree:1:global", "a" * 64)
        await meta.set("command_tree:1:guild:5", "b")
        assert await meta.get("command_tree:1:global") == "a" * 64
        await meta.set("command_tree:1:global", "c")
        assert await meta.get("command_tree:1:global") == "c"
        assert await meta.get("command_tree:1:guild:5") == "b"
        with pytest.raises(ValueError, match=r"1\.\.100"):
            await meta.set("k" * 101, "x")
    finally:
        await engine.dispose()


async def test_processes_writing_the_same_key_at_once_do_not_fail(database_url: str) -> None:
    """Two bot processes starting together both store the tree hash: one upsert each."""
    engines: list[AsyncEngine] = [create_engine(database_url) for _ in range(2)]
    try:
        await upgrade(engines[0])
        stores = [MetaStore(create_session_factory(engine)) for engine in engines]
        writes = [
            store.set("command_tree:1:global", f"v{n % 2}") for n, store in enumerate(stores * 5)
        ]
        await asyncio.gather(*writes)
        assert await stores[1].get("command_tree:1:global") in {"v0", "v1"}
    finally:
        for engine in engines:
            await engine.dispose()


async def test_a_key_is_claimed_once_among_concurrent_processes(database_url: str) -> None:
    """The welcome of a server (issue 25): of several processes claiming one key at once,
    exactly one is told it did; the value stays the first claimer's, and a later claim fails."""
    engines: list[AsyncEngine] = [create_engine(database_url) for _ in range(2)]
    try:
        await upgrade(engines[0])
        stores = [MetaStore(create_session_factory(engine)) for engine in engines]
        claims = [store.claim("welcomed:7", f"v{n}") for n, store in enumerate(stores * 4)]
        won = await asyncio.gather(*claims)
        assert sorted(won) == [False] * 7 + [True]
        first = won.index(True)
        assert await stores[0].get("welcomed:7") == f"v{first}"
        assert await stores[1].claim("welcomed:7", "again") is False
        assert await stores[1].get("welcomed:7") == f"v{first}"
        assert await stores[0].claim("welcomed:8", "x") is True
    finally:
        for engine in engines:
            await engine.dispose()
