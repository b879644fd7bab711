"""Woods of Tarnaris played in Discord through the stand-in: the real bot process on a real
SQLite file, games imported into it at chosen seeds (``GameStore.import_record``) and driven by
an all-knowing planner that reads the true state from the same database.

Covered: a whole game by typed commands and one by buttons and pickers (special functions 3, 5,
7 and 10 in each, T1–T4 turns, K1 claims), a claim out of turn, a wrong claim with its penalty
given by a chosen player (K3, ``giver_chooses``), two claims racing for one pile (K4), and that
nothing public — messages, pictures, edits — ever shows a face-down card or a hand (E3).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from db.session import create_engine, create_session_factory
from db.store import GameStore
from engine.tarnaris.state import number
from i18n import t_in
from tests.bot.scene import Scene, Table, open_png, private_to, running_bot
from tests.bot.tarnaris_play import (
    by_id,
    command_for,
    custom_id_of,
    find_position,
    pixels,
    plan,
    public_pictures,
    record,
    spectator_pictures,
    wrong_claim,
)
from tests.standin.world import Channel, Message, User

#: The last lines of a closed turn message (the games here speak English).
TURN_OVER = t_in("en", "tarnaris-turn-over")
MOVED_ON = t_in("en", "tarnaris-moved-on-resignation")

pytestmark = pytest.mark.asyncio(loop_scope="module")
#: Every kind of move the planner makes in the chosen games.
ALL_KINDS = frozenset(
    {"reveal", "lay", "return", "done", "claim", "sf3", "place_passed", "sf5", "sf5_return", "sf7"}
)

#: Seeds whose planned games are short and use every special function (found offline).
COMMAND_SEED = 76
BUTTON_SEED = 134


class World:
    def __init__(self, scene: Scene, store: GameStore) -> None:
        self.scene = scene
        self.store = store

    async def imported(self, table: Table, seed: int, moves: list, options: dict | None = None):
        game = await self.store.import_record(
            record(table.users, seed, moves, options),
            guild_id=table.guild.id,
            channel_id=table.channel.id,
            creator_id=table.users[0].id,
        )
        return game.id


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def world(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[World]:
    path: Path = tmp_path_factory.mktemp("tarnaris") / "tessera.db"
    url = f"sqlite+aiosqlite:///{path}"
    async with running_bot(url, tables=14) as scene:
        engine = create_engine(url)
        try:
            yield World(scene, GameStore(create_session_factory(engine)))
        finally:
            await engine.dispose()


async def typed(
    world: World, channel: Channel, users: list[User], seat: int, move: dict
) -> Message:
    name, options = command_for(move, users)
    reply = await world.scene.reply(users[seat], channel, name, options)
    assert private_to(reply, users[seat]), reply.content
    return reply


async def check_public(world: World, game_id: int, channel: Channel) -> dict[bytes, Any]:
    """E3: every public picture ever sent is the picture of a spectator view of this game, and
    no public text ever showed a hand or a peek. Returns pixels → view for further checks."""
    game = await world.store.get(game_id)
    moves = [(m.seat, m.move) for m in await world.store.moves(game_id)]
    known = spectator_pictures(game, moves)
    pictures = public_pictures(world.scene.standin, channel)
    assert pictures
    for data in pictures:
        assert pixels(data) in known, "a public picture that is no spectator view"
    public = "\n".join(
        m.all_text() for m in world.scene.standin.messages_in(channel) if m.is_public
    )
    for secret in ("(slot: cards)", "You know slot", "top card is a", "you peeked", "Only you"):
        assert secret not in public
    return known


async def check_turns_closed(world: World, channel: Channel, known: dict[bytes, Any]) -> int:
    """T4 in Discord: each finished turn's message showed its revealed cards and now shows the
    face-down table instead (the message was edited, its picture replaced)."""
    closed = 0
    for message in world.scene.standin.messages_in(channel):
        if not message.content.endswith(TURN_OVER):
            continue
        assert message.revisions, "a closed turn message is an edited one"
        final = known[pixels(message.attachments[0].data)]
        assert final["revealed"] == []
        edits = [
            f.data
            for r in world.scene.standin.recorded(
                "PATCH", "/channels/{channel_id}/messages/{message_id}"
            )
            if str(r.params.get("message_id")) == str(message.id)
            for f in r.files
        ]
        if any(known[pixels(data)]["revealed"] for data in edits):
            closed += 1
    return closed


# -- a whole game ---------------------------------------------------------------------------------
async def test_a_whole_game_through_typed_commands(world: World) -> None:
    """T1–T4, K1, SF3/SF5/SF7/SF10 and W1, every move typed (``/tarnaris …``)."""
    table = world.scene.table("alice", "bob")
    game_id = await world.imported(table, COMMAND_SEED, [])
    kinds: set[str] = set()
    for _ in range(300):
        game = await world.store.get(game_id)
        if game.is_over:
            break
        seat, move = plan(game.state)
        kinds.add(move["kind"])
        reply = await typed(world, table.channel, table.users, seat, move)
        assert (await world.store.get(game_id)).ply > game.ply, reply.content
    game = await world.store.get(game_id)
    assert game.is_over and game.outcome is not None
    assert kinds >= ALL_KINDS
    last = world.scene.standin.messages_in(table.channel)[-1]
    assert "Game over" in last.content and last.is_public
    winner = table.users[next(iter(game.outcome.winners))].name
    assert winner in last.content
    open_png(last.attachments[0].data, "tarnaris-commands-end.png")
    [gif] = [a for a in last.attachments if a.filename.endswith("-replay.gif")]
    assert open_png(gif.data).format == "GIF"
    public = "\n".join(m.content for m in world.scene.standin.public_messages())
    assert "played a 10" in public and "played a 3" in public
    known = await check_public(world, game_id, table.channel)
    assert await check_turns_closed(world, table.channel, known) >= 3


async def click(world: World, user: User, message: Message, prefix: str) -> Any:
    return await world.scene.standin.click(user, message, custom_id_of(message, prefix))


async def choose(world: World, user: User, message: Message, prefix: str, values: list) -> Any:
    return await world.scene.standin.select(
        user, message, custom_id_of(message, prefix), [str(v) for v in values]
    )


async def by_buttons(
    world: World, table: Table, game_id: int, seat: int, move: dict[str, Any]
) -> Message:
    """Play ``move`` as a player would with the buttons: on the turn message, then pickers."""
    user = table.users[seat]
    game = await world.store.get(game_id)
    turn = by_id(world.scene.standin.messages_in(table.channel), game.turn_message_id)
    kind = move["kind"]
    if kind == "reveal":
        handle = await click(
            world, user, turn, f"tnb:reveal:{game_id}:{game.version}:{move['slot']}"
        )
    elif kind == "lay":
        prefix = f"tnb:lay:{game_id}:{game.version}:{move['card']}.{move['pile']}"
        handle = await click(world, user, turn, prefix)
    elif kind == "done":
        handle = await click(world, user, turn, "tnb:done:")
    elif kind == "claim":
        picker = await (await click(world, user, turn, "tnb:claimpick:")).message()
        assert private_to(picker, user)
        await (await choose(world, user, picker, "tns:cslot:", [move["slot"]])).response()
        pile = 0 if move["pile"] == "new" else move["pile"]
        suffix = f":{move['slot']}.{pile}.{move['number']}"
        [claim] = [
            c for c in picker.custom_ids() if c.startswith("tnb:claim:") and c.endswith(suffix)
        ]
        handle = await world.scene.standin.click(user, picker, claim)
    elif kind == "return":
        picker = await (await click(world, user, turn, "tnb:retpick:")).message()
        assert private_to(picker, user) and "lies lowest" in picker.content
        handle = await choose(world, user, picker, "tns:ret:", [f"{move['card']}.{move['slot']}"])
    elif kind == "place_passed":
        picker = await (await click(world, user, turn, "tnb:placepick:")).message()
        handle = await choose(world, user, picker, "tns:place:", [move["slot"]])
    else:
        picker = await (await click(world, user, turn, "tnb:choose:")).message()
        assert private_to(picker, user)
        handle = await pick(world, user, picker, move)
    reply = await handle.message()
    assert private_to(reply, user), reply.content
    return reply


async def pick(world: World, user: User, picker: Message, move: dict[str, Any]) -> Any:
    """Answer a choice picker (SF3, SF5, SF7, penalty, give) with ``move``."""
    kind = move["kind"]
    if kind == "sf3":
        await (await choose(world, user, picker, "tns:sf3slot:", [move["slot"]])).response()
        [target] = [
            c for c in picker.custom_ids() if c.endswith(f":{move['slot']}.{move['player']}")
        ]
        return await world.scene.standin.click(user, picker, target)
    if kind == "sf5":
        [player] = [
            c
            for c in picker.custom_ids()
            if c.startswith("tnb:sf5p:") and c.endswith(f":{move['player']}")
        ]
        await (await world.scene.standin.click(user, picker, player)).response()
        return await choose(world, user, picker, "tns:sf5:", move["slots"])
    if kind == "sf5_return":
        return await choose(world, user, picker, "tns:sf5r:", move["slots"])
    if kind == "sf7":
        await (await choose(world, user, picker, "tns:sf7a:", [move["slot"]])).response()
        ids = [c for c in picker.custom_ids() if c.endswith(f":{move['slot']}.{move['player']}")]
        await (await world.scene.standin.click(user, picker, ids[0])).response()
        return await choose(world, user, picker, "tns:sf7:", [move["their_slot"]])
    if kind == "penalty":
        ids = [c for c in picker.custom_ids() if c.endswith(f":{move['player']}")]
        return await world.scene.standin.click(user, picker, ids[0])
    if kind == "give":
        return await choose(world, user, picker, "tns:give:", [move["slot"]])
    raise AssertionError(kind)


async def test_a_whole_game_through_buttons(world: World) -> None:
    """The same with three players and only buttons and pickers after the first typed reveal
    (an imported game has no turn message yet): reveal, lay, return one, done, "I know it!",
    the pickers of SF3/SF5/SF7 and of a passed card, and a private peek after a 10 (SF10)."""
    table = world.scene.table("alice", "bob", "carol")
    game_id = await world.imported(table, BUTTON_SEED, [])
    game = await world.store.get(game_id)
    seat, move = plan(game.state)
    await typed(world, table.channel, table.users, seat, move)
    kinds = {move["kind"]}
    peeked = False
    for _ in range(300):
        game = await world.store.get(game_id)
        if game.is_over:
            break
        if not peeked and any(game.view(None)["peeks"]):
            await peek_privately(world, table, game_id)
            peeked = True
            continue
        seat, move = plan(game.state)
        kinds.add(move["kind"])
        reply = await by_buttons(world, table, game_id, seat, move)
        assert (await world.store.get(game_id)).ply > game.ply, reply.content
    game = await world.store.get(game_id)
    assert game.is_over and peeked
    assert kinds >= ALL_KINDS
    for n, message in enumerate(world.scene.standin.messages_in(table.channel)):
        for attachment in message.attachments:
            open_png(attachment.data, f"tarnaris-buttons-{n:03}-{attachment.filename}")
    known = await check_public(world, game_id, table.channel)
    assert await check_turns_closed(world, table.channel, known) >= 3


async def peek_privately(world: World, table: Table, game_id: int) -> None:
    """SF10: the public call after a 10 has a Peek button for everyone it calls (not the
    player of the 10: their move's answer and the turn message tell them); the peek is
    private."""
    game = await world.store.get(game_id)
    call = next(
        m
        for m in reversed(world.scene.standin.messages_in(table.channel))
        if "peek" in m.content and m.is_public and any("peekpick" in c for c in m.custom_ids())
    )
    called = [
        s
        for s, count in enumerate(game.view(None)["peeks"])
        if count and f"<@{table.users[s].id}>" in call.content
    ]
    assert called, call.content
    seat = called[0]
    user = table.users[seat]
    picker = await (await click(world, user, call, "tnb:peekpick:")).message()
    assert private_to(picker, user)
    slot = next(i for i, stack in enumerate(game.state.fields[seat], start=1) if stack)
    reply = await (await choose(world, user, picker, "tns:peek:", [slot])).message()
    assert private_to(reply, user)
    card = number(game.state.fields[seat][slot - 1][-1])
    # "a 7", "an 8": English's article, as the bot writes it.
    assert re.search(rf"Slot {slot}: the top card is an? {card}\.", reply.content), reply.content
    picture = open_png(reply.attachments[0].data, "tarnaris-peek.png")
    assert picture.format == "PNG"
    after = await world.store.get(game_id)
    assert after.view(None)["peeks"][seat] == game.view(None)["peeks"][seat] - 1


# -- claims ---------------------------------------------------------------------------------------
def racing(st: Any) -> tuple[int, int, int, int, int] | None:
    """Two seats whose top cards both fit the same numbered pile (and nothing pending)."""
    if st.pending is not None or any(st.trays) or st.chain is not None:
        return None
    for p, pile in enumerate(st.piles):
        want = number(pile[-1]) + 1
        holders = [
            (seat, i + 1)
            for seat in range(st.players)
            for i, slot in enumerate(st.fields[seat])
            if slot and number(slot[-1]) == want and want <= 10
        ]
        seats = {seat for seat, _ in holders}
        if len(seats) >= 2 and want not in (3, 5, 7, 10):
            (a, slot_a), (b, slot_b) = holders[0], next(h for h in holders if h[0] != holders[0][0])
            return p + 1, a, slot_a, b, slot_b
    return None


async def open_claim(
    world: World, user: User, message: Message, game_id: int, slot: int, pile: int
) -> tuple[Message, str]:
    """Open the "I know it!" picker and pick the slot: the picker and its claim button's id."""
    picker = await (await click(world, user, message, "tnb:claimpick:")).message()
    assert private_to(picker, user)
    await (await choose(world, user, picker, "tns:cslot:", [slot])).response()
    [claim] = [c for c in picker.custom_ids() if re.search(rf":{slot}\.{pile}\.\d+$", c)]
    return picker, claim


async def test_two_claims_race_for_one_pile(world: World) -> None:
    """K4: two players claim the same pile at once; one card is laid, the other claim is told
    privately it came too late (no penalty), and both outcomes are public."""
    table = world.scene.table("alice", "bob", "carol")
    seed, moves, (pile, a, slot_a, b, slot_b) = find_position(3, {}, racing)
    game_id = await world.imported(table, seed, moves[:-1])
    last = moves[-1]
    await typed(world, table.channel, table.users, last["seat"], last["move"])
    game = await world.store.get(game_id)
    assert racing(game.state) == (pile, a, slot_a, b, slot_b)
    turn = by_id(world.scene.standin.messages_in(table.channel), game.turn_message_id)
    ua, ub = table.users[a], table.users[b]
    picker_a, claim_a = await open_claim(world, ua, turn, game_id, slot_a, pile)
    picker_b, claim_b = await open_claim(world, ub, turn, game_id, slot_b, pile)
    handles = await asyncio.gather(
        world.scene.standin.click(ua, picker_a, claim_a),
        world.scene.standin.click(ub, picker_b, claim_b),
    )
    replies = [await h.message() for h in handles]
    assert private_to(replies[0], ua) and private_to(replies[1], ub)
    texts = sorted(r.content for r in replies)
    assert sum(t.startswith("Right:") for t in texts) == 1, texts
    assert sum(t.startswith("Too late:") for t in texts) == 1, texts
    after = await world.store.get(game_id)
    assert after.state.pending is None  # no penalty for the late claim
    assert len(after.state.piles[pile - 1]) == len(game.state.piles[pile - 1]) + 1
    public = "\n".join(m.content for m in world.scene.standin.public_messages())
    assert "came too late" in public and "Right!" in public
    await check_public(world, game_id, table.channel)


async def test_a_wrong_claim_out_of_turn_and_its_penalty(world: World) -> None:
    """K1/K3 with ``giver_chooses``: a claim out of turn is wrong; the claimer picks the giver
    privately, the giver is called publicly and picks the card privately; the card lands on
    the claimer's slot; the result is public."""
    table = world.scene.table("alice", "bob", "carol")
    options = {"giver_chooses": True}
    seed, moves, (seat, slot, pile) = find_position(3, options, wrong_claim)
    game_id = await world.imported(table, seed, moves[:-1], options)
    last = moves[-1]
    await typed(world, table.channel, table.users, last["seat"], last["move"])
    game = await world.store.get(game_id)
    assert game.state.active != seat
    user = table.users[seat]
    turn = by_id(world.scene.standin.messages_in(table.channel), game.turn_message_id)
    picker, claim = await open_claim(world, user, turn, game_id, slot, pile)
    reply = await (await world.scene.standin.click(user, picker, claim)).message()
    assert private_to(reply, user)
    assert reply.content.startswith("Wrong:") and "who gives you the penalty card" in reply.content
    result = [m for m in world.scene.standin.public_messages() if "Wrong:" in m.content]
    assert result and "tnb:claimpick" in " ".join(result[-1].custom_ids())
    size = len(game.state.fields[seat][slot - 1])
    giver = next(p for p in range(3) if p != seat)
    chosen = await (
        await world.scene.standin.click(
            user, reply, next(c for c in reply.custom_ids() if c.endswith(f":{giver}"))
        )
    ).message()
    assert private_to(chosen, user)
    giver_user = table.users[giver]
    call = await world.scene.standin.wait_for_message(
        table.channel, lambda m: f"<@{giver_user.id}>" in m.content and "choice" in m.content
    )
    assert call.is_public
    give_picker = await (await click(world, giver_user, call, "tnb:choose:")).message()
    assert private_to(give_picker, giver_user) and "penalty card" in give_picker.content
    from_slot = next(i for i, s in enumerate(game.state.fields[giver], start=1) if s)
    given = await (await choose(world, giver_user, give_picker, "tns:give:", [from_slot])).message()
    assert private_to(given, giver_user)
    after = await world.store.get(game_id)
    assert after.state.pending is None
    assert len(after.state.fields[seat][slot - 1]) == size + 1
    public = "\n".join(m.content for m in world.scene.standin.public_messages())
    assert f"gives {user.name} a penalty card" in public
    await check_public(world, game_id, table.channel)


def chain(st: Any) -> tuple[int, int, list[int]] | None:
    """A seat whose top cards of two slots continue a pile as k, k + 1 (no special function)."""
    if st.pending is not None or any(st.trays) or st.chain is not None:
        return None
    for p, pile in enumerate(st.piles):
        k = number(pile[-1]) + 1
        if {k, k + 1} & {3, 5, 7, 10} or k + 1 > 10:
            continue
        for seat in range(st.players):
            tops = {number(s[-1]): i + 1 for i, s in enumerate(st.fields[seat]) if s}
            if k in tops and k + 1 in tops and tops[k] != tops[k + 1]:
                return seat, p + 1, [tops[k], tops[k + 1]]
    return None


async def test_a_chained_claim_typed(world: World) -> None:
    """K2: ``/tarnaris claim slots:a,b pile:p`` lays both cards in order."""
    table = world.scene.table("alice", "bob")
    seed, moves, (seat, pile, slots) = find_position(2, {}, chain)
    game_id = await world.imported(table, seed, moves)
    before = await world.store.get(game_id)
    reply = await world.scene.reply(
        table.users[seat],
        table.channel,
        "tarnaris claim",
        {"slots": ",".join(map(str, slots)), "pile": str(pile)},
    )
    assert private_to(reply, table.users[seat])
    assert reply.content.count("Right:") == 2, reply.content
    after = await world.store.get(game_id)
    assert len(after.state.piles[pile - 1]) == len(before.state.piles[pile - 1]) + 2


def laying(st: Any) -> bool:
    return st.pending is None and not any(st.trays) and st.phase == "lay" and len(st.revealed) >= 2


async def test_bad_input_is_refused_privately_with_what_would_be_right(world: World) -> None:
    """Refusals (not your turn, malformed claims, a stale picker) reach only the user."""
    table = world.scene.table("alice", "bob", "carol")
    seed, moves, _ = find_position(3, {}, laying)
    game_id = await world.imported(table, seed, moves[:-1])
    last = moves[-1]
    await typed(world, table.channel, table.users, last["seat"], last["move"])
    game = await world.store.get(game_id)
    active = table.users[game.state.active]
    other = next(u for u in table.users if u is not active)
    turn = by_id(world.scene.standin.messages_in(table.channel), game.turn_message_id)

    early = await (await click(world, other, turn, "tnb:retpick:")).message()
    assert private_to(early, other) and f"it is {active.name}'s" in early.content
    typed_early = await world.scene.reply(other, table.channel, "tarnaris done")
    assert private_to(typed_early, other) and "not your turn" in typed_early.content
    both = await world.scene.reply(
        other, table.channel, "tarnaris claim", {"pile": "1", "slot": 1, "slots": "1,2"}
    )
    assert private_to(both, other) and "not both" in both.content
    bad_pile = await world.scene.reply(
        other, table.channel, "tarnaris claim", {"pile": "x", "slot": 1}
    )
    assert private_to(bad_pile, other) and "`new` for a 1" in bad_pile.content
    no_pile = await world.scene.reply(
        other, table.channel, "tarnaris claim", {"pile": "9", "slot": 1}
    )
    assert private_to(no_pile, other) and "There is no pile 9" in no_pile.content

    picker = await (await click(world, active, turn, "tnb:retpick:")).message()
    await (await click(world, active, turn, "tnb:done:")).message()
    option = picker.components[0]["components"][0]["options"][0]["value"]
    stale = await (await choose(world, active, picker, "tns:ret:", [option])).message()
    assert private_to(stale, active) and "moved on" in stale.content
    assert (await world.store.get(game_id)).ply == game.ply + 1
    public = "\n".join(m.all_text() for m in world.scene.standin.public_messages())
    assert "not your turn" not in public and "moved on" not in public


async def test_new_with_options_then_the_first_turn(world: World) -> None:
    """``/tarnaris new seats:3 giver_chooses:true``; the first turn asks for two reveals (T1)
    with a button per slot, "I know it!" and "Your field", mentioning only the first player."""
    table = world.scene.table("alice", "bob", "carol")
    alice, bob, carol = table.users
    lobby, _thread, turn = await world.scene.started(
        table, "tarnaris", {"seats": 3, "giver_chooses": True}
    )
    assert "giver chooses: on" in lobby.content and "seats 3/3" in lobby.content
    assert "alice's turn: reveal two slots" in turn.content
    assert f"<@{alice.id}>" in turn.content and f"<@{bob.id}>" not in turn.content
    verbs = [c.split(":")[1] for c in turn.custom_ids()]
    assert verbs == ["reveal"] * 10 + ["claimpick", "field"]
    game_id = int(re.search(r"game #(\d+)", turn.content)[1])
    game = await world.store.get(game_id)
    assert game.options == {"giver_chooses": True, "edition": 2} and len(game.seats) == 3
    field = await (await click(world, carol, turn, "tnb:field:")).message()
    assert private_to(field, carol) and "Your field, 20 cards" in field.content
    assert open_png(field.attachments[0].data, "tarnaris-field.png").format == "PNG"


async def test_a_board_shown_during_a_turn_is_turned_down_when_it_ends(world: World) -> None:
    """``/game board`` during a turn shows the revealed cards; when the turn ends that picture,
    too, becomes the face-down table (E3: only memory keeps them)."""
    table = world.scene.table("alice", "bob")
    alice, bob = table.users
    _lobby, thread, turn = await world.scene.started(table, "tarnaris", {"seats": 2})
    game_id = int(re.search(r"game #(\d+)", turn.content)[1])
    for slot in (1, 2):
        game = await world.store.get(game_id)
        prefix = f"tnb:reveal:{game_id}:{game.version}:{slot}"
        await (await click(world, alice, turn, prefix)).message()
    board = await world.scene.reply(bob, thread, "game board")
    assert board.is_public
    game = await world.store.get(game_id)
    revealed = game.view(None)["revealed"]
    assert revealed  # at most two of the four cards can be 1s (started piles)
    moves = [(m.seat, m.move) for m in await world.store.moves(game_id)]
    known = spectator_pictures(game, moves)
    assert known[pixels(board.attachments[0].data)]["revealed"] == revealed
    await (await click(world, alice, turn, "tnb:done:")).message()
    await world.scene.until(lambda: board.revisions, "the board to be edited")
    game = await world.store.get(game_id)
    known = spectator_pictures(game, [(m.seat, m.move) for m in await world.store.moves(game_id)])
    assert known[pixels(board.attachments[0].data)]["revealed"] == []
    assert turn.content.endswith(TURN_OVER)


async def test_a_peek_button_after_the_game_ended_says_it_is_over(world: World) -> None:
    """SF10's Peek stays on the thread's call after the end (W1, here by resignation): pressed
    then, it says the game is over, not that the player has no peek (they still had one)."""
    table = world.scene.table("alice", "bob")
    seed, moves, _ = find_position(2, {}, lambda st: all(st.peeks) and st.pending is None)
    game_id = await world.imported(table, seed, moves[:-1])
    last = moves[-1]
    await typed(world, table.channel, table.users, last["seat"], last["move"])
    call = await world.scene.standin.wait_for_message(
        table.channel, lambda m: "closed a pile" in m.content
    )
    peeker = table.users[0]
    await world.scene.reply(table.users[1], table.channel, "game resign")
    assert (await world.store.get(game_id)).is_over
    late = await (await click(world, peeker, call, "tnb:peekpick:")).message()
    assert private_to(late, peeker) and "game is over" in late.content


async def test_a_player_resigning_mid_turn_leaves_no_revealed_cards_on_show(
    world: World,
) -> None:
    """The active player resigns after a reveal: their turn ends, so its message shows the
    table as it is now, without reveal buttons, like a turn closed by Done (T3's async rule)."""
    table = world.scene.table("alice", "bob", "carol")
    alice = table.users[0]
    _lobby, thread, turn = await world.scene.started(table, "tarnaris", {"seats": 3})
    game_id = int(re.search(r"game #(\d+)", turn.content)[1])
    game = await world.store.get(game_id)
    await (await click(world, alice, turn, f"tnb:reveal:{game_id}:{game.version}:1")).message()
    await world.scene.reply(alice, thread, "game resign")
    after = await world.scene.turn_message(thread, after=turn)
    await world.scene.until(lambda: turn.content.endswith(MOVED_ON), "the old message closed")
    assert turn.attachments[0].data == after.attachments[0].data
    assert not any(":reveal:" in c for c in turn.custom_ids())


async def test_buttons_still_work_after_a_restart(world: World) -> None:
    """Buttons and pickers are rebuilt from their custom ids: a message posted before the bot
    restarted still plays (last in this module: it restarts the shared bot)."""
    table = world.scene.table("alice", "bob")
    alice, _bob = table.users
    _lobby, _thread, turn = await world.scene.started(table, "tarnaris", {"seats": 2})
    picker = await (await click(world, alice, turn, "tnb:claimpick:")).message()
    await world.scene.bot.restart()
    revealed = await (await click(world, alice, turn, "tnb:reveal:")).message()
    assert private_to(revealed, alice) and "alice revealed slot 1" in revealed.content
    await (await choose(world, alice, picker, "tns:cslot:", [2])).response()
    assert "fits which pile?" in picker.content
