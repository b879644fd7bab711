"""Table manners through the Discord stand-in, played as three people (issue 28): a rematch of
a finished Tsuro game with a computer; a take-back accepted by both others, and one refused;
a take-back against computers in Triominos; an invitation of two people, one of whom joins.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio

from db.records import GameInfo
from db.store import GameStore
from engine.triominos import greedy_move, spots
from engine.triominos.tiles import parse_tile
from tests.bot.scene import Scene, Table, private_to, running_bot_on_file
from tests.standin.world import Message, User

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    env = {"COMPUTER_PAUSE_SECONDS": "0.05"}
    async with running_bot_on_file(tmp_path_factory, "table", env, tables=6) as scene:
        yield scene


def store_of(scene: Scene) -> GameStore:
    return scene.store  # type: ignore[attr-defined,no-any-return]


def canonical(value: object) -> str:
    return json.dumps(value, sort_keys=True)


def verb_ids(message: Message, verb: str) -> list[str]:
    return [c for c in message.custom_ids() if c.split(":")[1] == verb]


def mentioned(message: Message, *users: User) -> list[str]:
    return [u.name for u in users if f"<@{u.id}>" in message.content]


async def waits_on_people(store: GameStore, game_id: int) -> GameInfo:
    """The game once the computers have moved (it waits on a person only)."""
    for _ in range(400):
        game = await store.get(game_id)
        people = game.to_act and not any(game.seats[s].is_computer for s in game.to_act)
        if game.is_over or people:
            return game
        await asyncio.sleep(0.05)
    raise AssertionError(f"the computers of game {game_id} never finished")


def greedy_place(game: GameInfo) -> tuple[int, dict[str, Any]]:
    """The seat on turn and a ``/triominos place`` of its greedy placement."""
    [seat] = game.to_act
    move = greedy_move(game.state, seat)
    assert move["kind"] == "place", move
    found = spots(game.state, seat, parse_tile(move["tile"]))  # type: ignore[arg-type]
    number = next(
        n
        for n, s in enumerate(found, start=1)
        if s["cell"] == move["cell"] and s["rotation"] == move["rotation"]
    )
    return seat, {"tile": move["tile"], "spot": str(number)}


async def game_in(scene: Scene, table: Table) -> GameInfo:
    [game] = await store_of(scene).user_games(table.users[0].id)
    return game


async def test_a_take_back_against_computers_in_triominos(scene: Scene) -> None:
    """Ann alone against one computer: her move and the computer's reply are taken back at
    once — a placement with the button under its confirmation, a draw (which showed her a
    tile: allowed against computers only) with ``/takeback``; the table is as it was and it
    is her move again."""
    table = scene.table("ann")
    [ann] = table.users
    await scene.reply(ann, table.channel, "triominos new", {"bots": 1, "rounds": 1})
    game = await waits_on_people(store_of(scene), (await game_in(scene, table)).id)
    before = game
    if greedy_move(game.state, 0)["kind"] == "place":
        _, place = greedy_place(game)
        answer = await scene.reply(ann, table.channel, "triominos place", place)
        assert private_to(answer, ann)
        [button] = verb_ids(answer, "takeback")
        after = await waits_on_people(store_of(scene), game.id)
        assert after.ply >= before.ply + 2, "the computer replied"
        note = await (await scene.standin.click(ann, answer, button)).message()
    else:
        await scene.reply(ann, table.channel, "triominos draw")
        after = await waits_on_people(store_of(scene), game.id)
        note = await scene.reply(ann, table.channel, "takeback")
    assert private_to(note, ann) and "Taken back" in note.content
    restored = await store_of(scene).get(game.id)
    assert canonical(restored.snapshot) == canonical(before.snapshot)
    assert restored.seats[0].to_act
    [thread] = scene.standin.threads(table.channel)
    told = await scene.standin.wait_for_message(
        thread, lambda m: m.interaction is None and "took back" in m.content
    )
    # Ann's move and every move of the computer's reply (its draws, its placement).
    plies = after.ply - before.ply
    said = "a move" if plies == 1 else f"{plies} moves"
    assert told.is_public and f"ann took back {said}" in told.content


async def test_a_take_back_among_three_accepted_then_one_refused(scene: Scene) -> None:
    """Three people: the mover asks, both others accept one after the other and the move is
    taken back; the next request is refused by one, and the move stands."""
    table = scene.table("ann", "bob", "cy")
    _, thread, _ = await scene.started(table, "triominos", {"rounds": 1})
    game = await game_in(scene, table)
    seat, place = greedy_place(game)
    mover = table.users[seat]
    others = [u for u in table.users if u is not mover]
    answer = await scene.reply(mover, table.channel, "triominos place", place)
    [button] = verb_ids(answer, "takeback")
    asked = await (await scene.standin.click(mover, answer, button)).message()
    assert private_to(asked, mover) and "You asked" in asked.content
    request = await scene.standin.wait_for_message(
        thread, lambda m: m.interaction is None and "asks to take back" in m.content
    )
    assert request.is_public and mentioned(request, *table.users) == [u.name for u in others]
    first = await scene.click(others[0], request, "tbyes")
    await first.followup()
    assert f"Accepted: {others[0].name}" in request.content
    assert f"Waiting for: {others[1].name}" in request.content
    assert (await store_of(scene).get(game.id)).ply == game.ply + 1
    second = await scene.click(others[1], request, "tbyes")
    await second.followup()
    assert "Everyone accepted" in request.content and request.custom_ids() == []
    restored = await store_of(scene).get(game.id)
    assert canonical(restored.snapshot) == canonical(game.snapshot)

    # Again: this time the first one asked refuses, and the other's acceptance comes too late.
    answer = await scene.reply(mover, table.channel, "triominos place", place)
    await (await scene.standin.click(mover, answer, verb_ids(answer, "takeback")[0])).message()
    again = await scene.standin.wait_for_message(
        thread,
        lambda m: m.interaction is None and "asks to take back" in m.content and m is not request,
    )
    refusal = await scene.click(others[0], again, "tbno")
    await refusal.followup()
    assert f"{others[0].name} refused: the move stands" in again.content
    assert again.custom_ids() == []
    stands = await store_of(scene).get(game.id)
    assert stands.ply == restored.ply + 1 and stands.to_act != restored.to_act


async def test_the_rematch_of_a_finished_tsuro_game_with_a_computer(scene: Scene) -> None:
    """Ann, Bob, Cy and a computer play until the people resign; Bob's Rematch opens a lobby
    with the computer seated, mentions Ann and Cy once, and starts once both have joined."""
    table = scene.table("ann", "bob", "cy")
    ann, bob, cy = table.users
    lobby, thread, _ = await scene.started(table, "tsuro", {"seats": 4, "bots": 1})
    game_id = (await game_in(scene, table)).id
    for user in (ann, bob, cy):
        if not (await store_of(scene).get(game_id)).is_over:
            await scene.reply(user, thread, "game resign")
    final = await scene.standin.wait_for_message(
        thread, lambda m: m.interaction is None and bool(verb_ids(m, "rematch"))
    )
    assert final.is_public
    opened = await (await scene.click(bob, final, "rematch")).message()
    assert private_to(opened, bob) and "Your rematch is open" in opened.content
    new_lobby = await scene.standin.wait_for_message(
        table.channel, lambda m: m is not lobby and bool(verb_ids(m, "join"))
    )
    assert "Invited:" in new_lobby.content
    [new_thread] = [t for t in scene.standin.threads(table.channel) if t is not thread]
    greeting = await scene.standin.wait_for_message(new_thread, lambda m: "rematch" in m.content)
    assert mentioned(greeting, ann, bob, cy) == ["ann", "cy"]
    again = await (await scene.click(ann, final, "rematch")).message()
    assert "already open" in again.content
    for user in (ann, cy):
        await (await scene.click(user, new_lobby, "join")).followup()
    first_turn = await scene.turn_message(new_thread)
    assert first_turn.is_public
    games = await store_of(scene).user_games(bob.id)
    [rematch] = [g for g in games if g.rematch_of is not None]
    assert [s.is_computer for s in rematch.seats] == [False, True, False, False]


async def test_an_invitation_of_two_one_joins(scene: Scene) -> None:
    """Ann invites Bob and Cy as she opens a Tsuro lobby: one mention each with a Join button;
    Bob joins from it, and the lobby lists Cy alone as invited; an invitation to a full lobby
    is refused, privately."""
    table = scene.table("ann", "bob", "cy", "dan")
    ann, bob, cy, dan = table.users
    invite = f"<@{bob.id}> <@{cy.id}>"
    lobby, thread = await scene.lobby(ann, table.channel, "tsuro", {"seats": 3, "invite": invite})
    invitation = await scene.standin.wait_for_message(thread, lambda m: "invites you" in m.content)
    assert mentioned(invitation, ann, bob, cy, dan) == ["bob", "cy"]
    await scene.until(lambda: "Invited:" in lobby.content, "the invited people on the lobby")
    joined = await (await scene.click(bob, invitation, "join")).message()
    assert private_to(joined, bob) and "You joined" in joined.content
    await scene.until(lambda: "bob" in lobby.content.split("Invited:")[0], "bob seated")
    assert f"<@{cy.id}>" in lobby.content and f"<@{bob.id}>" not in lobby.content
    await (await scene.click(dan, lobby, "join")).followup()
    menu = await (await scene.click(ann, lobby, "invite")).message()
    assert private_to(menu, ann)
    [pick] = verb_ids(menu, "invitepick")
    full = await (await scene.standin.select(ann, menu, pick, [cy])).message()
    assert private_to(full, ann) and "full" in full.content
