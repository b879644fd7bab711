"""Writes that must be refused before anything is stored (issue 19, 4), through the real bot.

Discord's client would not send these (a colour outside the choices, a guild-only command in
a DM), but a client caching an older command tree or a forged request does: the stand-in's
own checks are bypassed by building the interaction for a place where it is valid and then
changing it.
"""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from tests.bot.scene import Scene, private_to, running_bot
from tests.standin import InteractionHandle
from tests.standin.world import Channel, User

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    path: Path = tmp_path_factory.mktemp("refusals") / "tessera.db"
    async with running_bot(f"sqlite+aiosqlite:///{path}") as scene:
        scene.database = path  # type: ignore[attr-defined]
        yield scene


async def forged(
    scene: Scene,
    user: User,
    channel: Channel,
    command: str,
    options: dict[str, Any],
    *,
    built_in: Channel | None = None,
    replace: dict[str, Any] | None = None,
) -> InteractionHandle:
    """``/command`` as built for ``built_in`` (default ``channel``), with the option values of
    ``replace`` swapped in afterwards, sent from ``channel``."""
    standin = scene.standin
    data = standin._command_data(user, built_in or channel, command, options, focused=None)
    level = data
    while level["options"] and level["options"][0]["type"] in (1, 2):
        level = level["options"][0]
    for option in level["options"]:
        if option["name"] in (replace or {}):
            option["value"] = replace[option["name"]]  # type: ignore[index]
    return await standin._interact(2, user, channel, data)


def count(path: Path, sql: str) -> int:
    with sqlite3.connect(path) as connection:
        return connection.execute(sql).fetchone()[0]


async def test_a_colour_longer_than_its_column_is_refused_privately(scene: Scene) -> None:
    table = scene.table("alice")
    [alice] = table.users
    _lobby, thread = await scene.lobby(alice, table.channel, "tsuro")
    huge = "x" * 6000
    handle = await forged(
        scene, alice, thread, "tsuro colour", {"colour": "orange"}, replace={"colour": huge}
    )
    answer = await handle.message()
    assert private_to(answer, alice)
    assert answer.content == "That colour name is too long: at most 32 characters."
    assert count(scene.database, "SELECT max(length(colour)) FROM seats") is None  # type: ignore[attr-defined]


async def test_a_guild_only_new_from_a_dm_is_refused_privately(scene: Scene) -> None:
    table = scene.table("alice")
    [alice] = table.users
    games = count(scene.database, "SELECT count(*) FROM games")  # type: ignore[attr-defined]
    dm = scene.standin.dm_channel(alice)
    handle = await forged(scene, alice, dm, "tsuro new", {}, built_in=table.channel)
    answer = await handle.message()
    assert answer.ephemeral and answer.content == "Use this command in a server channel."
    assert count(scene.database, "SELECT count(*) FROM games") == games  # type: ignore[attr-defined]
