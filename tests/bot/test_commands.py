"""Every ``/game`` command and every refusal, through the stand-in with the real bot process.

One bot (SQLite file) serves the module; each test plays at a table (a guild) of its own, so
"your only game" and autocomplete see only that test's games. Refusals must be private and say
what is wrong and what would be right.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from tests.bot.scene import Scene, open_png, private_to, running_bot
from tests.standin.world import (
    CREATE_PUBLIC_THREADS,
    DEFAULT_EVERYONE,
    MANAGE_GUILD,
    Message,
    Overwrite,
)

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    path: Path = tmp_path_factory.mktemp("commands") / "tessera.db"
    async with running_bot(f"sqlite+aiosqlite:///{path}", tables=16) as scene:
        yield scene


def game_id_of(message: Message) -> int:
    found = re.search(r"game #(\d+)", message.content)
    assert found is not None, message.content
    return int(found[1])


# -- lobby commands -------------------------------------------------------------------------------
async def test_join_leave_start_by_command_outside_the_thread(scene: Scene) -> None:
    table = scene.table("alice", "bob", "carol")
    alice, bob, carol = table.users
    lobby, thread = await scene.lobby(alice, table.channel, "triominos", {"seats": 3})
    # In the channel, with no game option: the only open lobby is the one.
    joined = await scene.reply(bob, table.channel, "game join")
    assert private_to(joined, bob) and "joined" in joined.content
    await scene.reply(carol, table.channel, "game join")
    await scene.until(lambda: "seats 3/3" in lobby.content, "the lobby to show carol")
    left = await scene.reply(carol, table.channel, "game leave")
    assert private_to(left, carol) and "left" in left.content
    await scene.until(lambda: "seats 2/3" in lobby.content, "the lobby without carol")
    assert "carol" not in lobby.content.split("Players:")[1]
    # Inside the thread, commands act on the thread's game.
    await scene.reply(carol, thread, "game join")
    started = await scene.reply(alice, thread, "game start")
    assert private_to(started, alice) and "started" in started.content
    turn = await scene.turn_message(thread)
    assert turn.is_public and "Triominos" in turn.content
    await scene.until(lambda: "has started" in lobby.content, "the lobby to close")
    assert lobby.custom_ids() == []


async def test_status_board_hand_list_and_rules(scene: Scene) -> None:
    table = scene.table("alice", "bob", "carol")
    alice, bob, carol = table.users
    _lobby, thread, turn = await scene.started(table, "triominos")
    game_id = game_id_of(turn)

    status = await scene.reply(carol, thread, "game status")
    assert private_to(status, carol)
    assert "round 1" in status.content and "Players (3):" in status.content
    assert all(u.name in status.content for u in table.users) and "to act" in status.content

    board = await scene.reply(bob, thread, "game board")
    assert board.is_public and f"game #{game_id}" in board.content
    image = open_png(board.attachments[0].data, "commands-board.png")
    assert image.format == "PNG" and image.width >= 400

    hands = {}
    for user in table.users:
        hand = await scene.reply(user, thread, "game hand")
        assert private_to(hand, user)
        assert "Your tiles (7):" in hand.content
        image = open_png(hand.attachments[0].data, f"commands-hand-{user.name}.png")
        assert image.format == "PNG"
        hands[user.name] = hand.content.split("Your tiles (7): ")[1].split(".")[0].split(", ")
    # Three different hands of seven distinct tiles, none of them ever shown publicly.
    tiles = [t for hand in hands.values() for t in hand]
    assert len(tiles) == len(set(tiles)) == 21
    public = scene.standin.public_text()
    assert "Your tiles" not in public
    assert not any(", ".join(hand) in public for hand in hands.values())

    listed = await scene.reply(alice, table.channel, "game list")
    assert private_to(listed, alice) and f"#{game_id} Triominos" in listed.content

    rules = await scene.reply(bob, table.channel, "game rules", {"name": "tarnaris"})
    assert private_to(rules, bob) and "Woods of Tarnaris" in rules.content
    assert open_png(rules.attachments[0].data, "commands-rules-tarnaris.png").height > 200


async def test_game_option_autocomplete_and_choice(scene: Scene) -> None:
    table = scene.table("alice", "bob")
    alice, bob = table.users
    first, _ = await scene.lobby(alice, table.channel, "tsuro")
    second, _ = await scene.lobby(alice, table.channel, "tarnaris")
    one, two = game_id_of(first), game_id_of(second)

    typing = await scene.standin.autocomplete(
        alice, table.channel, "game status", {"game": ""}, focused="game"
    )
    choices = await typing.choices()
    assert {c["value"] for c in choices} == {one, two}
    assert all(len(c["name"]) <= 100 for c in choices)
    narrowed = await scene.standin.autocomplete(
        alice, table.channel, "game status", {"game": "tarn"}, focused="game"
    )
    assert [c["value"] for c in await narrowed.choices()] == [two]
    # Bob is in neither: for /game join he is offered both open lobbies.
    lobbies = await scene.standin.autocomplete(
        bob, table.channel, "game join", {"game": ""}, focused="game"
    )
    assert {c["value"] for c in await lobbies.choices()} == {one, two}

    ambiguous = await scene.reply(alice, table.channel, "game status")
    assert private_to(ambiguous, alice)
    assert "2 games" in ambiguous.content and "`game` option" in ambiguous.content
    chosen = await scene.reply(alice, table.channel, "game status", {"game": two})
    assert f"game #{two}" in chosen.content and "Woods of Tarnaris" in chosen.content


async def test_resign_and_cancel(scene: Scene) -> None:
    table = scene.table("alice", "bob", "carol")
    alice, bob, carol = table.users
    _lobby, thread, turn = await scene.started(table, "tsuro")
    # A player who wants out of a running game and tries /game leave is sent to resign.
    leave = await scene.reply(carol, thread, "game leave")
    assert private_to(leave, carol) and "`/game resign`" in leave.content
    resigned = await scene.reply(carol, thread, "game resign")
    assert private_to(resigned, carol) and "resigned" in resigned.content
    after = await scene.turn_message(thread, after=turn)
    assert "carol resigned" in after.content
    refused = await scene.reply(bob, thread, "game cancel")
    assert private_to(refused, bob)
    assert "Only the player who created this game" in refused.content
    cancelled = await scene.reply(alice, thread, "game cancel")
    assert private_to(cancelled, alice) and "cancelled" in cancelled.content
    notice = await scene.standin.wait_for_message(thread, lambda m: "was cancelled" in m.content)
    assert notice.is_public
    # Game over: a cancelled game takes no moves, and says what to do instead.
    over = await scene.reply(bob, thread, "game resign")
    assert private_to(over, bob) and "over" in over.content and "/tsuro new" in over.content


async def test_a_manager_may_cancel_someone_elses_game(scene: Scene) -> None:
    table = scene.table("alice", "bob")
    alice, bob = table.users
    mods = scene.standin.add_role(table.guild, "mods", DEFAULT_EVERYONE | MANAGE_GUILD)
    mod = scene.standin.add_user("mod")
    scene.standin.add_member(table.guild, mod, roles=(mods,))
    _lobby, thread = await scene.lobby(alice, table.channel, "tarnaris")
    refused = await scene.reply(bob, thread, "game cancel")
    assert private_to(refused, bob) and "Manage Server" in refused.content
    cancelled = await scene.reply(mod, thread, "game cancel")
    assert private_to(cancelled, mod) and "cancelled" in cancelled.content


# -- refusals -------------------------------------------------------------------------------------
async def test_lobby_refusals(scene: Scene) -> None:
    table = scene.table("alice", "bob", "carol", "dave")
    alice, bob, carol, dave = table.users
    lobby, thread = await scene.lobby(alice, table.channel, "tarnaris", {"seats": 2})

    too_few = await (await scene.click(alice, lobby, "start")).message()
    assert private_to(too_few, alice) and "at least 2 players" in too_few.content

    await (await scene.click(bob, lobby, "join")).followup()
    again = await (await scene.click(bob, lobby, "join")).message()
    assert private_to(again, bob) and "already joined" in again.content

    full = await (await scene.click(carol, lobby, "join")).message()
    assert private_to(full, carol)
    assert "full (2 seats)" in full.content and "Start a new one" in full.content

    not_creator = await (await scene.click(bob, lobby, "start")).message()
    assert private_to(not_creator, bob)
    assert "Only the player who created this game" in not_creator.content

    creator_leaves = await (await scene.click(alice, lobby, "leave")).message()
    assert "cancel it with `/game cancel`" in creator_leaves.content

    not_joined = await (await scene.click(dave, lobby, "leave")).message()
    assert private_to(not_joined, dave) and "not joined" in not_joined.content

    not_started = await scene.reply(alice, thread, "game board")
    assert private_to(not_started, alice) and "not started yet" in not_started.content
    no_hand = await scene.reply(bob, thread, "game hand")
    assert private_to(no_hand, bob) and "when the game starts" in no_hand.content

    # The refusals above were all private: the public channel saw only the lobby.
    assert [m for m in scene.standin.messages_in(table.channel) if m.is_public] == [lobby]


async def test_no_games_and_not_in_this_game(scene: Scene) -> None:
    table = scene.table("alice", "bob", "carol", "erin")
    *_players, erin = table.users
    table.users = table.users[:3]
    _lobby, thread, _turn = await scene.started(table, "triominos")
    nothing = await scene.reply(erin, table.channel, "game hand")
    assert private_to(nothing, erin)
    assert "not in any running game" in nothing.content and "/tsuro new" in nothing.content
    outsider = await scene.reply(erin, thread, "game hand")
    assert private_to(outsider, erin) and "not playing in game #" in outsider.content
    stranger = await scene.reply(erin, thread, "game resign")
    assert private_to(stranger, erin) and "not playing in game #" in stranger.content
    unknown = await scene.reply(erin, table.channel, "game status", {"game": 999999})
    assert private_to(unknown, erin) and "/game list" in unknown.content


async def test_not_your_turn_and_illegal_move(scene: Scene) -> None:
    table = scene.table("alice", "bob", "carol")
    alice, bob, _carol = table.users
    _lobby, thread, turn = await scene.started(table, "tsuro")
    assert f"<@{alice.id}>" in turn.content  # the creator's seat picks first (S3)

    early = await scene.reply(bob, thread, "tsuro start", {"notch": 5})
    assert private_to(early, bob)
    assert "not your turn" in early.content.lower() and "alice" in early.content

    placed = await scene.reply(alice, thread, "tsuro start", {"notch": 5})
    assert private_to(placed, alice)
    second = await scene.turn_message(thread, after=turn)
    assert "alice starts at notch 5" in second.content and f"<@{bob.id}>" in second.content

    taken = await scene.reply(bob, thread, "tsuro start", {"notch": 5})
    assert private_to(taken, bob) and "5" in taken.content and "taken" in taken.content


async def test_hands_are_private_and_the_board_is_the_spectators(scene: Scene) -> None:
    """Hidden information (H1): a hand only reaches its owner; public pictures are drawn from
    the spectator view, so they are identical whoever asks."""
    table = scene.table("alice", "bob", "carol")
    alice, bob, carol = table.users
    _lobby, thread, turn = await scene.started(table, "tsuro")
    for user in table.users:
        hand = await scene.reply(user, thread, "game hand")
        assert private_to(hand, user) and "Your tiles:" in hand.content
        assert hand not in scene.standin.visible_to(bob if user is not bob else alice)
    boards = [await scene.reply(user, thread, "game board") for user in (alice, carol)]
    assert boards[0].attachments[0].data == boards[1].attachments[0].data
    assert boards[0].attachments[0].data == turn.attachments[0].data
    assert "Your tiles" not in scene.standin.public_text()


async def test_without_thread_permission_the_game_is_played_in_the_channel(scene: Scene) -> None:
    table = scene.table("alice", "bob")
    alice, bob = table.users
    no_threads = Overwrite(scene.standin.bot.id, 1, deny=CREATE_PUBLIC_THREADS)
    channel = scene.standin.add_channel(table.guild, "no-threads", overwrites=(no_threads,))
    lobby = await scene.reply(alice, channel, "tsuro new")
    assert "Tsuro" in lobby.content and scene.standin.threads(channel) == []
    await (await scene.click(bob, lobby, "join")).followup()
    await (await scene.click(alice, lobby, "start")).message()
    turn = await scene.turn_message(channel)
    assert turn.is_public and f"<@{alice.id}>" in turn.content
    # Outside a thread, "your only game" picks it.
    hand = await scene.reply(bob, channel, "game hand")
    assert private_to(hand, bob) and "Your tiles:" in hand.content


async def test_bad_options_are_refused_privately(scene: Scene) -> None:
    table = scene.table("alice")
    [alice] = table.users
    refused = await scene.reply(alice, table.channel, "triominos new", {"target": 0, "rounds": 0})
    assert private_to(refused, alice)
    assert "never end" in refused.content and "set one of them" in refused.content
    assert scene.standin.messages_in(table.channel) == [refused]
    assert scene.standin.threads(table.channel) == []
