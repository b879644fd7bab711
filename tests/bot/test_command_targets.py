"""Which game a command acts on, when a player uses it in the "wrong" place (QA pass): a game's
own command in another game's thread or with another game's id, and ``/game join`` where there
is no lobby, or several. The answers are private, say what is wrong and what to do instead,
and never an apology with an error id.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from tests.bot.scene import Scene, private_to, running_bot
from tests.standin.world import Message

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    path: Path = tmp_path_factory.mktemp("targets") / "tessera.db"
    async with running_bot(f"sqlite+aiosqlite:///{path}", tables=8) as scene:
        yield scene


def game_id_of(message: Message) -> int:
    found = re.search(r"game #(\d+)", message.content)
    assert found is not None, message.content
    return int(found[1])


async def test_a_games_own_command_refuses_a_game_of_another_kind(scene: Scene) -> None:
    """``/triominos scores`` in a Tsuro thread used to fail with an error id (the Tsuro state
    has no scores); ``/triominos draw`` there said "no move called draw"."""
    table = scene.table("alice", "bob")
    alice, _bob = table.users
    lobby, thread, _turn = await scene.started(table, "tsuro")
    tsuro_id = game_id_of(lobby)

    for command in ("triominos scores", "triominos draw", "triominos pass"):
        refused = await scene.reply(alice, thread, command)
        assert private_to(refused, alice), command
        assert f"Game #{tsuro_id} is a Tsuro game" in refused.content, refused.content
        assert "Triominos game's thread" in refused.content and "error" not in refused.content

    # Named by id from the channel: the same refusal, for the other game too.
    by_id = await scene.reply(
        alice, table.channel, "tsuro place", {"tile": 1, "rotation": 0, "game": tsuro_id}
    )
    assert "is a Tsuro game" not in by_id.content  # the right kind: the game's own answer
    other = await scene.reply(alice, table.channel, "triominos scores", {"game": tsuro_id})
    assert private_to(other, alice) and f"Game #{tsuro_id} is a Tsuro game" in other.content
    assert "Sorry" not in scene.standin.public_text()


async def test_game_join_speaks_of_lobbies_to_join(scene: Scene) -> None:
    """``/game join`` by a player in no game used to answer "You are not in any running game
    here … join one with `/game join`" (no lobby), or "You are in 2 games here" (two lobbies)."""
    table = scene.table("alice", "bob", "carol")
    alice, bob, carol = table.users
    none = await scene.reply(carol, table.channel, "game join")
    assert private_to(none, carol)
    assert "no lobby to join here" in none.content and "/tsuro new" in none.content

    await scene.reply(alice, table.channel, "tsuro new")
    await scene.reply(bob, table.channel, "triominos new")
    several = await scene.reply(carol, table.channel, "game join")
    assert private_to(several, carol)
    assert "There are 2 lobbies you could join here" in several.content, several.content
    assert "You are in" not in several.content


async def test_a_tsuro_command_of_the_other_phase_says_what_to_do(scene: Scene) -> None:
    """S3 before P1: ``/tsuro place`` while notches are chosen, ``/tsuro start`` afterwards,
    used to answer "That move does not fit the game's current phase (notch)"."""
    table = scene.table("alice", "bob")
    alice, bob = table.users
    _lobby, thread, turn = await scene.started(table, "tsuro")
    early = await scene.reply(alice, thread, "tsuro place", {"tile": 1, "rotation": 0})
    assert private_to(early, alice) and "Start notches come first" in early.content
    assert "phase" not in early.content
    await scene.reply(alice, thread, "tsuro start", {"notch": 5})
    turn = await scene.turn_message(thread, after=turn)
    await scene.reply(bob, thread, "tsuro start", {"notch": 20})
    await scene.turn_message(thread, after=turn)
    late = await scene.reply(alice, thread, "tsuro start", {"notch": 7})
    assert private_to(late, alice) and "already has its start notch" in late.content
    assert "/tsuro place" in late.content


async def test_a_spectator_pressing_a_running_games_buttons(scene: Scene) -> None:
    """A spectator's press of **Take your turn** / **Your hand** used to be told "Use
    `/game join` while it is still a lobby", of a game that no longer is one."""
    table = scene.table("alice", "bob", "sam")
    *players, sam = table.users
    table.users = players
    _lobby, _thread, turn = await scene.started(table, "triominos")
    for action in ("tri_turn", "hand"):
        answer = await (await scene.click(sam, turn, action)).message()
        assert private_to(answer, sam) and "not playing in game #" in answer.content
        assert "still a lobby" not in answer.content and "welcome to watch" in answer.content


async def test_a_new_game_is_not_opened_inside_another_games_thread(scene: Scene) -> None:
    """``/triominos new`` in a Tsuro game's thread used to open a second lobby there, without
    a thread of its own, whose typed commands then acted on the Tsuro game."""
    table = scene.table("alice", "bob")
    alice, bob = table.users
    lobby, thread = await scene.lobby(alice, table.channel, "tsuro")
    refused = await scene.reply(bob, thread, "triominos new")
    assert private_to(refused, bob), refused.content
    assert f"belongs to Tsuro game #{game_id_of(lobby)}" in refused.content
    assert not [m for m in scene.standin.messages_in(thread) if "**Triominos**" in m.content]
