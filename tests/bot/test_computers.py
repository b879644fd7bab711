"""Computer players in Discord (issue 16): one person opens each game with ``bots:3`` and plays
it to the end alone, the computers' moves arriving one at a time as ordinary turn messages;
``/game addbot`` and ``/game kickbot`` and their private refusals; a computer turn left
pending by a restart is played after start-up.

The person's moves are typed commands, chosen with the engine's ``easy`` computer from the
bot's database; a Tarnaris pass, mix, swap or penalty names its target by ``seat`` (a Discord
user option cannot name a computer).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from db.records import GameInfo
from db.session import create_engine, create_session_factory
from db.store import GameStore
from engine.ai import choose_move
from engine.triominos import greedy_move, spots
from engine.triominos.tiles import parse_tile
from tests.bot.scene import Scene, private_to, running_bot
from tests.bot.tarnaris_play import command_for
from tests.standin.world import Channel, Message, User

pytestmark = pytest.mark.asyncio(loop_scope="module")
PAUSE = "0.05"
#: Seconds a game alone may take (the computers' pauses and pictures included).
GAME_SECONDS = 240


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    path: Path = tmp_path_factory.mktemp("computers") / "tessera.db"
    url = f"sqlite+aiosqlite:///{path}"
    async with running_bot(url, {"COMPUTER_PAUSE_SECONDS": PAUSE}, tables=8) as scene:
        engine = create_engine(url)
        scene.store = GameStore(create_session_factory(engine))  # type: ignore[attr-defined]
        try:
            yield scene
        finally:
            await engine.dispose()


def store_of(scene: Scene) -> GameStore:
    return scene.store  # type: ignore[attr-defined,no-any-return]


def game_id_in(message: Message) -> int:
    return int(message.content.split("game #", 1)[1].split()[0].rstrip(".,"))


async def settled(store: GameStore, game_id: int) -> GameInfo:
    """The game once it waits on its person only (the computers have moved), or is over."""
    for _ in range(GAME_SECONDS * 20):
        game = await store.get(game_id)
        if game.is_over or (
            game.to_act and not any(game.seats[s].is_computer for s in game.to_act)
        ):
            return game
        await asyncio.sleep(0.05)
    raise AssertionError(f"game {game_id} never came back to its person: {game.to_act} {game.ply}")


async def moved_past(store: GameStore, game_id: int, ply: int, why: object) -> None:
    """Wait until the game is past ``ply`` (the person's move was taken); ``why`` in the
    failure says which move was not."""
    for _ in range(200):
        if (await store.get(game_id)).ply > ply:
            return
        await asyncio.sleep(0.02)
    raise AssertionError(why)


def typed(game: GameInfo, seat: int, user: User) -> tuple[str, dict[str, Any]]:
    """A move for ``seat`` as a typed command."""
    state = game.state
    if game.game == "triominos":
        move = greedy_move(state, seat)
        if move["kind"] != "place":
            return f"triominos {move['kind']}", {}
        found = spots(state, seat, parse_tile(move["tile"]))  # type: ignore[arg-type]
        number = next(
            n
            for n, s in enumerate(found, start=1)
            if s["cell"] == move["cell"] and s["rotation"] == move["rotation"]
        )
        return "triominos place", {"tile": move["tile"], "spot": str(number)}
    move = choose_move(game.rules, state, seat, "easy", seed=game.ply)
    if game.game == "tsuro":
        if move["kind"] == "place":
            return "tsuro place", {"tile": move["tile"], "rotation": move["rotation"]}
        return "tsuro start", {"notch": move["notch"]} if move["kind"] == "notch" else {}
    if "player" not in move:
        return command_for(move, [])
    # Aimed at a player, a computer most likely: named by seat (issue 16).
    command, options = command_for(move, [user] * len(game.seats))
    del options["player"]
    return command, options | {"seat": move["player"] + 1}


def turn_messages(scene: Scene, thread: Channel) -> list[Message]:
    return [
        m
        for m in scene.standin.messages_in(thread)
        if m.interaction is None and m.attachments and "· move " in m.content
    ]


def plies_shown(scene: Scene, thread: Channel) -> set[int]:
    """The positions turn messages showed, in a message or an edit of one (a Tarnaris turn,
    a computer's too, is one message edited as it goes on)."""
    texts = [
        text
        for m in turn_messages(scene, thread)
        for text in (m.content, *(r["content"] for r in m.revisions))
        if "· move " in text
    ]
    return {int(text.split("· move ")[1].split()[0]) for text in texts}


async def ply_shown(scene: Scene, thread: Channel, ply: int) -> None:
    await scene.until(lambda: ply in plies_shown(scene, thread), f"the turn message of move {ply}")


async def play_alone(
    scene: Scene, user: User, thread: Channel, game_id: int
) -> tuple[GameInfo, set[int]]:
    """Play the person's moves until the game ends; the game, and the plies whose turn
    message the person saw before moving (a Tarnaris turn message is then edited by the
    person's own turn, so it is looked at here)."""
    store = store_of(scene)
    seen: set[int] = set()
    for _ in range(2000):
        game = await settled(store, game_id)
        played = await store.moves(game_id)
        if played and game.seats[played[-1].seat].is_computer:
            # The person moves once they see the computers' last move, like a person would.
            await ply_shown(scene, thread, game.ply)
        seen |= plies_shown(scene, thread)
        if game.is_over:
            return game, seen
        [seat] = game.to_act
        assert game.seats[seat].user_id == user.id
        command, options = typed(game, seat, user)
        answer = await scene.reply(user, thread, command, options)
        assert private_to(answer, user), (command, options, answer.content)
        await moved_past(store, game_id, game.ply, (command, options, answer.content))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("tsuro", {"bots": 3}),
        ("triominos", {"bots": 3, "rounds": 1}),
        # Every seat but the person's: the most computers a game takes.
        ("triominos", {"bots": 5, "rounds": 1}),
        ("tarnaris", {"bots": 3}),
    ],
)
async def test_one_person_and_computers_play_a_whole_game(
    scene: Scene, game: str, options: dict[str, Any]
) -> None:
    table = scene.table("solo")
    [user] = table.users
    levels = {"tsuro": "hard", "triominos": "medium", "tarnaris": "hard"}
    lobby, thread = await scene.lobby(
        user, table.channel, game, {"bot_level": levels[game], **options}
    )
    game_id = game_id_in(lobby)
    await scene.until(lambda: "The game has started" in lobby.content, "the game to start")
    assert lobby.custom_ids() == []
    assert "\N{ROBOT FACE} Computer (" in lobby.content
    assert f"Computer {options['bots']} (" in lobby.content
    assert f"seats {options['bots'] + 1}/{options['bots'] + 1}" in lobby.content
    finished, seen = await play_alone(scene, user, thread, game_id)
    assert finished.outcome is not None
    moves = await store_of(scene).moves(game_id)
    computer_plies = {m.ply + 1 for m in moves if finished.seats[m.seat].is_computer}
    assert computer_plies
    # Every computer move was shown: the position after it, ply by ply (in a turn message of
    # its own, or, for Tarnaris, an edit of the turn's message).
    assert computer_plies <= seen | plies_shown(scene, thread)
    await scene.until(
        lambda: any("Game over" in m.content for m in turn_messages(scene, thread)), "game over"
    )
    # Nobody but the person is ever mentioned; computers have no user to ping.
    for message in turn_messages(scene, thread):
        assert set(re.findall(r"<@(\d+)>", message.content)) <= {str(user.id)}, message.content
    status = await scene.reply(user, thread, "game status")
    assert private_to(status, user)
    assert f"Computer ({levels[game]}) (\N{ROBOT FACE} computer, {levels[game]}" in status.content


async def test_addbot_and_kickbot_in_a_lobby_and_their_refusals(scene: Scene) -> None:
    """Only the creator adds and removes computers, only in a lobby with room; every refusal
    is private and says what to do; a lobby of one person and computers starts."""
    table = scene.table("alice", "bob")
    alice, bob = table.users
    lobby, thread = await scene.lobby(alice, table.channel, "tsuro", {"seats": 3})
    await (await scene.click(bob, lobby, "join")).followup()

    refused = await scene.reply(bob, thread, "game addbot", {"level": "hard"})
    assert private_to(refused, bob) and "Only the player who created this game" in refused.content
    added = await scene.reply(alice, thread, "game addbot", {"level": "hard"})
    assert private_to(added, alice) and "Computer (hard) joined game" in added.content
    await scene.until(
        lambda: "\N{ROBOT FACE} Computer (hard)" in lobby.content, "the lobby to show it"
    )
    full = await scene.reply(alice, thread, "game addbot")
    assert private_to(full, alice) and "This game is full (3 seats)" in full.content

    refused = await scene.reply(bob, thread, "game kickbot")
    assert private_to(refused, bob) and "Only the player who created this game" in refused.content
    person = await scene.reply(alice, thread, "game kickbot", {"seat": 2})
    assert private_to(person, alice) and "Seat 2 is not a computer player" in person.content
    kicked = await scene.reply(alice, thread, "game kickbot")
    assert private_to(kicked, alice) and "Computer (hard) left game" in kicked.content
    none = await scene.reply(alice, thread, "game kickbot")
    assert private_to(none, alice) and "has no computer player to remove" in none.content

    await (await scene.click(bob, lobby, "leave")).followup()
    await scene.reply(alice, thread, "game addbot", {"level": "medium"})
    status = await scene.reply(alice, thread, "game status")
    assert "2. Computer (medium) (\N{ROBOT FACE} computer, medium)" in status.content
    started = await scene.click(alice, lobby, "start")
    assert "has started" in (await started.message()).content
    late = await scene.reply(alice, thread, "game addbot")
    assert private_to(late, alice) and "its lobby is closed" in late.content


async def test_too_many_bots_for_the_seats_is_refused_privately(scene: Scene) -> None:
    table = scene.table("alice")
    [alice] = table.users
    refused = await scene.reply(alice, table.channel, "tarnaris new", {"bots": 3, "seats": 3})
    assert private_to(refused, alice)
    assert "room for 2 computers at most" in refused.content


async def test_a_computer_turn_pending_at_a_restart_is_played_after_it(scene: Scene) -> None:
    """The computer's pause outlasts the bot: after the restart the move is still played."""
    scene.bot.env["COMPUTER_PAUSE_SECONDS"] = "600"
    await scene.bot.restart()
    table = scene.table("alice")
    [alice] = table.users
    lobby, thread = await scene.lobby(alice, table.channel, "tsuro", {"bots": 1})
    game_id = game_id_in(lobby)
    await scene.turn_message(thread)
    note = await scene.reply(alice, thread, "tsuro start")
    assert private_to(note, alice)
    store = store_of(scene)
    await scene.until(lambda: len(turn_messages(scene, thread)) == 2, "alice's notch")
    pending = await store.get(game_id)
    assert pending.ply == 1 and pending.seats[1].to_act

    scene.bot.env["COMPUTER_PAUSE_SECONDS"] = PAUSE
    await scene.bot.restart()
    await ply_shown(scene, thread, 2)
    played = await store.get(game_id)
    assert played.ply == 2 and not played.seats[1].to_act


async def test_a_tarnaris_target_is_a_player_or_a_seat(scene: Scene) -> None:
    table = scene.table("alice")
    [alice] = table.users
    _, thread = await scene.lobby(alice, table.channel, "tarnaris", {"bots": 2})
    neither = await scene.reply(alice, thread, "tarnaris penalty")
    assert private_to(neither, alice) and "`player` (a person) or `seat`" in neither.content
    both = await scene.reply(alice, thread, "tarnaris penalty", {"player": alice, "seat": 2})
    assert private_to(both, alice) and "not both" in both.content
    missing = await scene.reply(alice, thread, "tarnaris penalty", {"seat": 4})
    assert private_to(missing, alice) and "There is no seat 4: this game has 3" in missing.content
