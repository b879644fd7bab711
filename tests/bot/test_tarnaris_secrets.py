"""Issue 13, Woods of Tarnaris through the stand-in with several users: T4 Async (once a turn
is over, no public message, edited ones included, still names a card that went back face
down), turn messages built from the game's log even where the bot may not read the channel's
history, and the wording ("an 8", the **Your field** button's "Your field" message)."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from db.session import create_engine, create_session_factory
from db.store import GameStore
from engine.tarnaris.state import number
from i18n import t_in
from tests.bot.scene import private_to, running_bot
from tests.bot.tarnaris_play import by_id, find_position, plan, wrong_claim
from tests.bot.test_tarnaris import COMMAND_SEED, World, check_public, typed
from tests.standin.world import READ_MESSAGE_HISTORY, Channel, Message, Overwrite

#: The last lines of a closed turn message (the games here speak English).
TURN_OVER = t_in("en", "tarnaris-turn-over")

pytestmark = pytest.mark.asyncio(loop_scope="module")
#: What the live wording of a turn says about cards seen face up: "revealed slot 1: 1, 9",
#: "held a 8" / "held an 8". None of it may stay readable once the turn is over.
LIVE_VALUE = re.compile(r"revealed slot \d+: \d|held an? \d")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def world(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[World]:
    path: Path = tmp_path_factory.mktemp("tarnaris-secrets") / "tessera.db"
    url = f"sqlite+aiosqlite:///{path}"
    async with running_bot(url, tables=4) as scene:
        engine = create_engine(url)
        try:
            yield World(scene, GameStore(create_session_factory(engine)))
        finally:
            await engine.dispose()


def leaks(world: World, channel: Channel, current: int | None) -> list[str]:
    """Public messages of ``channel``, as they read now (content, embeds, components; an
    edit replaced what came before), that name a face-down value of a turn that is over:
    every one but the current turn message."""
    return [
        m.content
        for m in world.scene.standin.messages_in(channel)
        if m.is_public and m.id != current and LIVE_VALUE.search(repr(m.snapshot()))
    ]


async def test_t4_async_no_public_text_names_a_card_after_its_turn(world: World) -> None:
    """T4 Async: three players, every move typed, wrong claims now and then: after each
    move, no public message but the current turn's names a value seen face up in an earlier
    turn (the closed turn messages read "revealed slot 1 (2 cards)"); a wrong claim's public
    result never names the card, the claimer is told privately ("held an 8" where it was
    one)."""
    table = world.scene.table("ann", "ben", "cat")
    game_id = await world.imported(table, COMMAND_SEED, [])
    wrong = 0
    for step in range(400):
        game = await world.store.get(game_id)
        if game.is_over:
            break
        st = game.state
        found = wrong_claim(st) if step % 7 == 3 and wrong < 3 else None
        if found is not None:
            seat, slot, pile = found
            value = number(st.fields[seat][slot - 1][-1])
            move = {"kind": "claim", "slot": slot, "pile": pile, "number": value}
            reply = await typed(world, table.channel, table.users, seat, move)
            article = "an" if value == 8 else "a"
            assert f"held {article} {value};" in reply.content, reply.content
            wrong += 1
        else:
            seat, move = plan(st)
            await typed(world, table.channel, table.users, seat, move)
        after = await world.store.get(game_id)
        assert after.ply > game.ply
        if not after.is_over:
            found = leaks(world, table.channel, after.turn_message_id)
            assert not found, "\n---\n".join(found)
    game = await world.store.get(game_id)
    assert game.is_over and wrong >= 1
    closed = [
        m for m in world.scene.standin.messages_in(table.channel) if m.content.endswith(TURN_OVER)
    ]
    assert len(closed) >= 3
    assert any(re.search(r"revealed slot \d+ \(\d cards?\)\.", m.content) for m in closed)
    results = [m.content for m in world.scene.standin.public_messages() if "Wrong:" in m.content]
    # The face-down wording: the wrong card is not named once its turn is over.
    assert results and all("the card from" in text and "held" not in text for text in results)
    await check_public(world, game_id, table.channel)


async def test_a_move_is_shown_where_the_bot_cannot_read_the_history(world: World) -> None:
    """Without Read Message History (the stand-in refuses to read messages, as Discord does),
    the turn message is still edited and the next turn is still posted with its mention: its
    words come from the game's log, never from what was posted."""
    table = world.scene.table("dee", "eli")
    seed, moves, _ = find_position(2, {}, lambda st: st.phase == "reveal" and st.turn > 2)
    game_id = await world.imported(table, seed, moves[:-1])
    last = moves[-1]
    await typed(world, table.channel, table.users, last["seat"], last["move"])
    bot_role = next(r for r in table.guild.roles.values() if r.managed)
    world.scene.standin.set_overwrites(
        table.channel, Overwrite(bot_role.id, 0, deny=READ_MESSAGE_HISTORY)
    )
    game = await world.store.get(game_id)
    turn = by_id(world.scene.standin.messages_in(table.channel), game.turn_message_id)
    seat = game.state.active
    slot = next(i for i, s in enumerate(game.state.fields[seat], start=1) if s)
    reply = await typed(world, table.channel, table.users, seat, {"kind": "reveal", "slot": slot})
    assert "wrong on my side" not in reply.content, reply.content
    await world.scene.until(lambda: f"revealed slot {slot}:" in turn.content, "the edit")
    done = await typed(world, table.channel, table.users, seat, {"kind": "done"})
    assert "wrong on my side" not in done.content, done.content
    after = await world.store.get(game_id)
    nxt = table.users[after.state.active]
    posted: Message = await world.scene.standin.wait_for_message(
        table.channel, lambda m: f"<@{nxt.id}>" in m.content and m.attachments, after=turn
    )
    assert posted.id == after.turn_message_id and posted.is_public
    await world.scene.until(lambda: turn.content.endswith(TURN_OVER), "the closed turn")
    assert not LIVE_VALUE.search(turn.content)


async def test_the_your_field_button_opens_your_field(world: World) -> None:
    """The **Your field** button's private message is titled "Your field", not "Your hand"."""
    table = world.scene.table("fay", "gus")
    _lobby, _thread, turn = await world.scene.started(table, "tarnaris")
    user = table.users[1]
    [field] = [c for c in turn.custom_ids() if c.startswith("tnb:field:")]
    shown = await (await world.scene.standin.click(user, turn, field)).message()
    assert private_to(shown, user)
    assert shown.content.startswith("**Your field in Woods of Tarnaris #")
