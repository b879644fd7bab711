"""Buttons across a restart, buttons from older positions, and the unexpected-error path."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from tests.bot.scene import Scene, running_bot

pytestmark = pytest.mark.asyncio(loop_scope="module")
COMMANDS_PUT = ("PUT", "/applications/{application_id}/commands")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    path: Path = tmp_path_factory.mktemp("lifecycle") / "tessera.db"
    async with running_bot(f"sqlite+aiosqlite:///{path}") as scene:
        yield scene


async def test_buttons_posted_before_a_restart_still_work(scene: Scene) -> None:
    table = scene.table("alice", "bob", "carol")
    alice, bob, carol = table.users
    lobby, thread = await scene.lobby(alice, table.channel, "tsuro", {"seats": 3})
    await (await scene.click(bob, lobby, "join")).followup()

    await scene.bot.restart()
    assert "closed cleanly" in scene.bot.log
    await scene.bot.wait_for_log(r"command tree unchanged \(global\); not syncing")
    # The unchanged tree was not synced again: one bulk overwrite in two starts.
    assert len(scene.standin.recorded(*COMMANDS_PUT)) == 1

    joined = await scene.click(carol, lobby, "join")
    assert "joined" in (await joined.followup()).content
    assert "seats 3/3" in lobby.content
    started = await scene.click(alice, lobby, "start")
    assert "started" in (await started.message()).content
    turn = await scene.turn_message(thread)

    await scene.bot.restart()
    # Whatever the game's turn button does, it acts: no "moved on", no apology.
    [button, *_] = turn.custom_ids()
    clicked = await scene.standin.click(alice, turn, button)
    reply = await clicked.message()
    assert reply.ephemeral and reply.visible_to == {alice.id}
    assert "moved on" not in reply.content and "Sorry" not in reply.content


async def test_a_button_from_an_older_position_says_the_game_moved_on(scene: Scene) -> None:
    table = scene.table("alice", "bob")
    alice, bob = table.users
    _lobby, thread, first = await scene.started(table, "tsuro")
    [old_button, *_] = first.custom_ids()
    await scene.reply(alice, thread, "tsuro start", {"notch": 1})
    second = await scene.turn_message(thread, after=first)
    assert second.custom_ids() != first.custom_ids()

    stale = await (await scene.standin.click(bob, first, old_button)).message()
    assert stale.ephemeral and stale.visible_to == {bob.id}
    assert "moved on" in stale.content
    # It links the newest turn message, where the current buttons are.
    assert stale.content.endswith(f"/{thread.id}/{second.id}")
    [new_button, *_] = second.custom_ids()
    fresh = await (await scene.standin.click(bob, second, new_button)).message()
    assert "moved on" not in fresh.content


async def test_an_unexpected_error_is_logged_and_answered_privately_with_its_id(
    scene: Scene,
) -> None:
    table = scene.table("alice", "bob")
    alice, bob = table.users
    lobby, _thread = await scene.lobby(alice, table.channel, "triominos")
    # Discord refuses to edit the lobby: nothing in the bot expects that. (A refused turn
    # message no longer is one: it stays owed and is retried, issue 19, 1.)
    where = {"channel_id": str(table.channel.id), "message_id": str(lobby.id)}
    scene.standin.fail(
        "PATCH", "/channels/{channel_id}/messages/{message_id}", status=403, where=where
    )
    joined = await scene.slash(bob, table.channel, "game join")
    await joined.message()  # "You joined": the refresh of the lobby fails after it
    answer = await joined.followup()
    assert answer.ephemeral and answer.visible_to == {bob.id}
    found = re.search(r"error `([0-9a-f]{8})`", answer.content)
    assert found is not None and answer.content.startswith("Sorry")
    error_id = found[1]
    logged = await scene.bot.wait_for_log(rf"ERROR +tessera\.errors error {error_id} in ")
    assert "Traceback" in scene.bot.log[logged.end() :]
    assert "403" in scene.bot.log[logged.end() :]


async def test_a_start_whose_lobby_edit_fails_is_told_it_stands(scene: Scene) -> None:
    """Issue 31: the game started (it is committed), so the failure after it is no apology."""
    table = scene.table("alice", "bob")
    alice, bob = table.users
    lobby, _thread = await scene.lobby(alice, table.channel, "triominos")
    await (await scene.click(bob, lobby, "join")).followup()
    where = {"channel_id": str(table.channel.id), "message_id": str(lobby.id)}
    scene.standin.fail(
        "PATCH", "/channels/{channel_id}/messages/{message_id}", status=403, where=where
    )
    started = await scene.click(alice, lobby, "start")
    answer = await started.message()
    assert answer.ephemeral and answer.visible_to == {alice.id}
    assert "stands" in answer.content and "Sorry" not in answer.content, answer.content
    await scene.bot.wait_for_log(
        r"WARNING +tessera\.errors game \d+: the action of user \d+ stands"
    )
