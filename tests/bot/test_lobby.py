"""A lobby end to end: created, joined by three users, started; the first turn message."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from tests.bot.scene import Scene, open_png, running_bot

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    path: Path = tmp_path_factory.mktemp("lobby") / "tessera.db"
    async with running_bot(f"sqlite+aiosqlite:///{path}") as scene:
        yield scene


async def test_start_up_on_an_empty_database_syncs_the_commands(scene: Scene) -> None:
    assert "Running upgrade  -> 0001" in scene.bot.log
    await scene.bot.wait_for_log(r"synced \d+ commands \(global\)")
    names = {c["name"] for c in scene.standin.commands_for(scene.guild)}
    assert names >= {"tsuro", "triominos", "tarnaris", "game"}


async def test_lobby_joined_by_three_and_started(scene: Scene) -> None:
    channel = scene.channel("tsuro-lobby")
    alice, bob, carol = scene.user("alice"), scene.user("bob"), scene.user("carol")
    lobby, thread = await scene.lobby(alice, channel, "tsuro", {"seats": 4})
    assert "Tsuro" in lobby.content and "seats 1/4" in lobby.content
    assert [c.split(":")[1] for c in lobby.custom_ids()] == ["join", "leave", "start", "invite"]
    for user in (bob, carol):
        joined = await scene.click(user, lobby, "join")
        await joined.response()
        assert (await joined.followup()).ephemeral
    assert "seats 3/4" in lobby.content and "bob, carol" in lobby.content
    started = await scene.click(alice, lobby, "start")
    note = await started.message()
    assert note.ephemeral and "started" in note.content
    turn = await scene.turn_message(thread)
    assert turn.is_public
    picture = open_png(turn.attachments[0].data, "lobby-first-turn.png")
    assert picture.format == "PNG" and picture.width > 300
    assert lobby.custom_ids() == []  # the lobby closed
    mentioned = [u for u in (alice, bob, carol) if f"<@{u.id}>" in turn.content]
    assert len(mentioned) == 1
