"""Hidden information never reaches the logs, even at LOG_LEVEL=DEBUG (E4, E3)."""

from __future__ import annotations

import logging
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
        yield scene


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


def test_payload_loggers_stay_at_info_whatever_the_level() -> None:
    configure_logging("DEBUG")
    assert logging.getLogger("tessera").getEffectiveLevel() == logging.DEBUG
    for name in PAYLOAD_LOGGERS:
        assert logging.getLogger(name).getEffectiveLevel() == logging.INFO
    configure_logging("WARNING")
    for name in PAYLOAD_LOGGERS:
        assert logging.getLogger(name).getEffectiveLevel() == logging.WARNING
