"""Hidden information never reaches the logs, even at LOG_LEVEL=DEBUG (E4, E3; issue 19, 2).

The whole log of a DEBUG run through the stand-in is searched for the real secrets: each
game's seed and its hands as the database stores them, the bot token and every interaction
token the stand-in issued.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from bot import PAYLOAD_LOGGERS, configure_logging
from tests.bot.scene import Scene, running_bot


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    path: Path = tmp_path_factory.mktemp("logs") / "tessera.db"
    async with running_bot(f"sqlite+aiosqlite:///{path}", {"LOG_LEVEL": "DEBUG"}) as scene:
        scene.database = path  # type: ignore[attr-defined]
        yield scene


def stored_secrets(path: Path) -> list[tuple[int, list[list]]]:
    """(seed, hands) of every started game, read from the database file itself."""
    with sqlite3.connect(path) as connection:
        rows = connection.execute("SELECT seed, state FROM games WHERE seed IS NOT NULL")
        return [(seed, json.loads(state)["hands"]) for seed, state in rows]


@pytest.mark.asyncio(loop_scope="module")
async def test_a_hand_shown_privately_is_not_in_the_debug_log(scene: Scene) -> None:
    table = scene.table("alice", "bob")
    alice, _ = table.users
    _lobby, thread, _turn = await scene.started(table, "triominos", {"seats": 2})
    hand = await scene.reply(alice, thread, "game hand")
    tiles = hand.content.split("Your tiles (9): ")[1].split(".")[0]
    assert len(tiles.split(", ")) == 9
    log = scene.bot.log
    assert "DEBUG" in log  # the bot did log at DEBUG level
    assert tiles not in log
    assert "Your tiles" not in log


@pytest.mark.asyncio(loop_scope="module")
async def test_seeds_hands_and_tokens_are_nowhere_in_the_debug_log(scene: Scene) -> None:
    """Issue 19, 2: aiosqlite printed every statement with its parameters (the seed, the
    state JSON with ``"hands"``) and discord's webhook logger every interaction token."""
    table = scene.table("alice", "bob")
    alice, bob = table.users
    _lobby, thread, turn = await scene.started(table, "tsuro")
    await scene.reply(alice, thread, "tsuro start", {"notch": 1})
    turn = await scene.turn_message(thread, after=turn)
    await scene.reply(bob, thread, "game hand")
    secrets = stored_secrets(scene.database)  # type: ignore[attr-defined]
    assert len(secrets) >= 2  # this test's Tsuro game and the Triominos one before it
    log = scene.bot.log
    assert "DEBUG" in log
    for seed, hands in secrets:
        assert str(seed) not in log
        for hand in hands:
            assert json.dumps(hand) not in log
            assert ", ".join(map(str, hand)) not in log
    assert '"hands"' not in log
    assert scene.standin.token not in log
    tokens = [i.token for i in scene.standin.interactions.values()]
    assert len(tokens) >= 6
    assert not [token for token in tokens if token in log]


def test_payload_loggers_are_held_down_whatever_the_level() -> None:
    configure_logging("DEBUG")
    assert logging.getLogger("tessera").getEffectiveLevel() == logging.DEBUG
    for name, floor in PAYLOAD_LOGGERS.items():
        assert logging.getLogger(name).getEffectiveLevel() == floor
    for name in ("aiosqlite", "asyncpg", "discord.webhook.async_", "sqlalchemy.engine.Engine"):
        assert logging.getLogger(name).getEffectiveLevel() >= logging.INFO
    configure_logging("WARNING")
    for name in PAYLOAD_LOGGERS:
        assert logging.getLogger(name).getEffectiveLevel() == logging.WARNING
