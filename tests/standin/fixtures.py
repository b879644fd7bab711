"""pytest fixtures for the stand-in: import them into a conftest.py.

from tests.standin.fixtures import bot_process, standin  # noqa: F401
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest_asyncio

from tests.standin.driver import DiscordStandIn
from tests.standin.process import BotProcess

BotFactory = Callable[..., BotProcess]


@pytest_asyncio.fixture
async def standin() -> AsyncIterator[DiscordStandIn]:
    """A running stand-in (empty world), closed after the test."""
    server = await DiscordStandIn.start()
    try:
        yield server
    finally:
        await server.close()


@pytest_asyncio.fixture
async def bot_process(standin: DiscordStandIn) -> AsyncIterator[BotFactory]:
    """``bot_process(script, *args, env={...})``: a :class:`BotProcess` (not started yet).

    Every process made is stopped (SIGTERM) after the test; its log is printed, so pytest
    shows it when the test fails.
    """
    made: list[BotProcess] = []

    def make(script: str | Path, *args: str, env: dict[str, str] | None = None) -> BotProcess:
        process = BotProcess(standin, script, *args, env=env)
        made.append(process)
        return process

    try:
        yield make
    finally:
        for process in made:
            try:
                await process.stop()
            finally:
                print(process.log)
