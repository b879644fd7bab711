"""One message per turn, for computers as for people (issue 25): a Woods of Tarnaris game of
one person and two computers, played to the end through the stand-in, posts at most one public
message per turn plus three (the lobby, the thread's greeting, and one more), every computer
turn being one turn message edited as it goes on; no message says the game "moved on", since
neither the turn clock nor a resignation moved it.

``pytest tests/bot/test_one_message_per_turn.py -s`` prints the figure (docs/computer-players.md).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio

from db.records import GameInfo
from db.store import GameStore
from engine.ai import choose_move
from tests.bot.scene import Scene, private_to, running_bot_on_file
from tests.bot.tarnaris_play import command_for
from tests.bot.test_computers import game_id_in, moved_past, ply_shown, settled
from tests.standin.world import Channel, Message, User

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    env = {"COMPUTER_PAUSE_SECONDS": "0.05"}
    async with running_bot_on_file(tmp_path_factory, "per-turn", env, tables=2) as scene:
        yield scene


def person_move(game: GameInfo, seat: int, user: User) -> tuple[str, dict[str, Any]]:
    """The person's move as a typed command: the engine's ``easy`` choice, but never a claim
    (a person's claim is answered publicly in a message of its own, by design)."""
    move = choose_move(game.rules, game.state, seat, "easy", seed=game.ply)
    if move["kind"] == "claim":
        legal = game.rules.legal_moves(game.state, seat)
        move = next(m for m in legal if m["kind"] != "claim")
    if "player" not in move:
        return command_for(move, [])
    command, options = command_for(move, [user] * len(game.seats))
    del options["player"]
    return command, options | {"seat": move["player"] + 1}


async def play_to_the_end(scene: Scene, user: User, thread: Channel, game_id: int) -> GameInfo:
    store: GameStore = scene.store  # type: ignore[attr-defined]
    for _ in range(2000):
        game = await settled(store, game_id)
        if game.is_over:
            return game
        # Like a person, who moves once the position is on show (the first turn message too).
        await ply_shown(scene, thread, game.ply)
        [seat] = game.to_act
        command, options = person_move(game, seat, user)
        answer = await scene.reply(user, thread, command, options)
        assert private_to(answer, user), (command, options, answer.content)
        await moved_past(store, game_id, game.ply, (command, options, answer.content))
    raise AssertionError("the game did not end")


def turns_of(game: GameInfo, moves: list) -> int:
    """How many turns the game had: one, and one more for every turn that ended."""
    assert game.seed is not None
    rules = game.rules
    state = rules.setup(len(game.seats), game.options, game.seed)
    ended = 0
    for move in moves:
        applied = rules.apply(state, move.seat, rules.decode_move(move.move))
        state = applied.state
        ended += sum(e["kind"] == "turn" for e in applied.events)
    return ended + 1


def public_posts(scene: Scene, channel: Channel, thread: Channel) -> list[Message]:
    return [
        m
        for where in (channel, thread)
        for m in scene.standin.messages_in(where, include_deleted=True)
        if m.is_public
    ]


async def test_a_tarnaris_game_alone_posts_one_message_a_turn(scene: Scene) -> None:
    table = scene.table("solo")
    [user] = table.users
    options = {"bots": 2, "bot_level": "medium"}
    lobby, thread = await scene.lobby(user, table.channel, "tarnaris", options)
    game_id = game_id_in(lobby)
    store: GameStore = scene.store  # type: ignore[attr-defined]
    finished = await play_to_the_end(scene, user, thread, game_id)
    assert finished.outcome is not None
    # The game-over message carries the whole game's replay, drawn first: give it time.
    await scene.standin.wait_for(
        lambda: any("Game over" in m.content for m in scene.standin.messages_in(thread)),
        120,
        "the game-over message",
    )
    moves = await store.moves(game_id)
    turns = turns_of(finished, moves)
    posts = public_posts(scene, table.channel, thread)
    edits = sum(len(m.revisions) for m in posts)
    computer = sum(finished.seats[m.seat].is_computer for m in moves)
    print(
        f"\ntarnaris_one_person_two_computers: {len(moves)} moves ({computer} by computers), "
        f"{turns} turns, {len(posts)} public posts, {edits} edits"
    )
    others = [m.content for m in posts if " · move " not in m.content.split("\n")[0]]
    assert len(posts) <= turns + 3, others
    assert computer > turns  # computers' turns have several moves each, yet one message
    text = "\n".join(m.all_text() for m in posts)
    assert "moved on" not in text
