"""Issue 19, 1: the turn message is a durable effect of the move.

The move's transaction queues its turn message in the outbox; the bot posts it at once and,
when Discord fails for good or the process dies before the post, later (the outbox's sender,
after a restart too). Whatever happens, the mover hears the truth (the move is in), exactly
one turn message appears for the new position, and the next player is mentioned in it. A
Tarnaris turn message closed (turn over) or retired (the game moved on) stays so, even when
its successor's post failed.
The scheduler ticks and retries every 0.3 s here (ordinary settings).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest
import pytest_asyncio
from sqlalchemy import select

from cogs.kit.turns import TURN_LEASE
from db.outbox import OutboxRow
from db.records import GameInfo
from db.store import GameStore, turn_message_key
from tests.bot.scene import Scene, Table, running_bot_on_file
from tests.bot.tarnaris_play import (
    by_id,
    command_for,
    find_position,
    plan,
    record,
    wrong_claim,
)
from tests.bot.test_triominos import on_turn, take_turn_by_commands
from tests.standin.server import Failure
from tests.standin.world import Channel, Message, User

pytestmark = pytest.mark.asyncio(loop_scope="module")
SETTINGS = {"SCHEDULER_TICK_SECONDS": "0.3", "NOTIFY_RETRY_SECONDS": "0.3"}
MESSAGES = "/channels/{channel_id}/messages"
EDIT = "/channels/{channel_id}/messages/{message_id}"
#: discord.py retries a 5xx four times, sleeping 1, 3, 5, 7 and 9 s (25 s in all).
FIVE_500S = 40.0


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    async with running_bot_on_file(tmp_path_factory, "durable", SETTINGS, tables=9) as scene:
        yield scene


def store_of(scene: Scene) -> GameStore:
    return scene.store  # type: ignore[attr-defined]


def turn_messages(scene: Scene, thread: Channel, game: GameInfo, version: int) -> list[Message]:
    """The public messages in ``thread`` with buttons made for ``game`` at ``version``."""
    return [
        message
        for message in scene.standin.public_messages()
        if message.channel is thread
        and any(c.split(":")[2:4] == [str(game.id), str(version)] for c in message.custom_ids())
    ]


async def outcome(scene: Scene, game: GameInfo, version: int) -> str | None:
    table = OutboxRow.__table__
    key = turn_message_key(game.id, version)
    async with scene.sessions() as session:  # type: ignore[attr-defined]
        return await session.scalar(select(table.c.outcome).where(table.c.key == key))


async def outcome_within(scene: Scene, game: GameInfo, version: int, seconds: float) -> str | None:
    """The outcome of the turn message row of ``version`` once it has one (or ``seconds``
    passed): the sender records it just after Discord answered."""
    for _ in range(int(seconds / 0.2)):
        if (found := await outcome(scene, game, version)) is not None:
            return found
        await asyncio.sleep(0.2)
    return await outcome(scene, game, version)


def players(game: GameInfo, users: list[User]) -> tuple[User, User]:
    """(whose turn it is, the other) of a two-player game."""
    [mover] = [u for u in users if (seat := game.seat_of(u.id)) is not None and seat.to_act]
    [other] = [u for u in users if u is not mover]
    return mover, other


async def first_move(
    scene: Scene, names: tuple[str, str], fault: Callable[[Channel], object], within: float
) -> tuple[Channel, GameInfo, User, Message]:
    """Start a Tsuro game, inject ``fault`` on its thread and let the first player place their
    marker: (thread, the game before the move, the next player, the mover's answer)."""
    table = scene.table(*names)
    _lobby, thread, _turn = await scene.started(table, "tsuro")
    game = await store_of(scene).by_thread(thread.id)
    assert game is not None
    mover, other = players(game, table.users)
    fault(thread)
    handle = await scene.slash(mover, thread, "tsuro start", {})
    answer = await handle.message(within=within)
    return thread, game, other, answer


async def exactly_one_turn_message(
    scene: Scene, thread: Channel, game: GameInfo, following: User, within: float = 15
) -> None:
    version = game.version + 1
    await scene.standin.wait_for(
        lambda: turn_messages(scene, thread, game, version), within, "the turn message"
    )
    await asyncio.sleep(1.0)  # a few more ticks: nothing more comes
    [message] = turn_messages(scene, thread, game, version)
    assert f"<@{following.id}>" in message.content
    # A resend overlapping a slow first try is answered with the same message (its nonce).
    posts = [
        r
        for r in scene.standin.recorded("POST", MESSAGES)
        if r.status == 200 and r.response and r.response.get("id") == str(message.id)
    ]
    assert posts and all(p.json["allowed_mentions"]["users"] == [following.id] for p in posts)
    assert await outcome(scene, game, version) == "sent"


async def test_five_500s_on_the_post_still_give_one_turn_message_and_a_true_answer(
    scene: Scene,
) -> None:
    def fault(thread: Channel) -> None:
        scene.standin.fail("POST", MESSAGES, times=5, where={"channel_id": str(thread.id)})

    thread, game, other, answer = await first_move(scene, ("ann", "bo"), fault, FIVE_500S)
    assert answer.content == "Your marker is on the board."  # not "something went wrong"
    await exactly_one_turn_message(scene, thread, game, other)
    assert "turn message turn_message:" in scene.bot.log  # logged as owed, not as an error


async def test_a_429_ban_on_the_post_still_gives_one_turn_message(scene: Scene) -> None:
    def fault(thread: Channel) -> None:
        scene.standin.ban("POST", MESSAGES, where={"channel_id": str(thread.id)})

    thread, game, other, answer = await first_move(scene, ("cy", "di"), fault, 10)
    assert answer.content == "Your marker is on the board."
    await exactly_one_turn_message(scene, thread, game, other)


async def test_a_bot_killed_between_commit_and_post_posts_it_after_the_restart(
    scene: Scene,
) -> None:
    """The post is held up by 500s, the process is SIGKILLed with the move committed and no
    turn message out; the restarted bot takes back the dead process's claim and posts it (at
    once since issue 31, not when the lease ran out), in the game's language (issue 17:
    German here), not the mover's nor the process's."""

    def fault(thread: Channel) -> None:
        scene.standin.fail("POST", MESSAGES, times=5, where={"channel_id": str(thread.id)})

    table = scene.table("ed", "flo")
    table.users[0].locale = "fr"
    table.users[1].locale = "fr"
    _lobby, thread, _turn = await scene.started(table, "tsuro", {"language": "de"})
    game = await store_of(scene).by_thread(thread.id)
    assert game is not None
    mover, other = players(game, table.users)
    fault(thread)
    await scene.slash(mover, thread, "tsuro start", {})

    def failed_once() -> bool:
        return any(
            r.status == 500 and r.params.get("channel_id") == str(thread.id)
            for r in scene.standin.recorded("POST", MESSAGES)
        )

    await scene.standin.wait_for(failed_once, 10, "the first failed post")
    assert (await store_of(scene).get(game.id)).version == game.version + 1  # committed
    await scene.bot.kill()
    scene.standin.failures.clear()
    await scene.bot.start()
    wait = TURN_LEASE.total_seconds() + 10
    await exactly_one_turn_message(scene, thread, game, other, within=wait)
    [message] = turn_messages(scene, thread, game, game.version + 1)
    assert f"· Partie #{game.id} · Zug 1" in message.content


async def test_a_position_whose_turn_message_never_appeared_is_told_by_the_next(
    scene: Scene,
) -> None:
    """Issue 19: the first player's turn message fails for good (every post is refused), the
    second player moves meanwhile; once Discord takes posts again, the newest position's turn
    message tells both moves, oldest first, and the older position gets none (superseded)."""
    table = scene.table("gus", "hal")
    _lobby, thread, _turn = await scene.started(table, "tsuro")
    game = await store_of(scene).by_thread(thread.id)
    assert game is not None
    first, second = players(game, table.users)
    ban = scene.standin.ban("POST", MESSAGES, times=1000, where={"channel_id": str(thread.id)})
    handle = await scene.slash(first, thread, "tsuro start", {})
    assert (await handle.message()).content == "Your marker is on the board."
    handle = await scene.slash(second, thread, "tsuro start", {})
    assert (await handle.message()).content == "Your marker is on the board."
    assert ban.times < 1000  # both turn messages were refused
    scene.standin.failures.remove(ban)
    newest = game.version + 2
    await scene.standin.wait_for(
        lambda: turn_messages(scene, thread, game, newest), 30, "the newest turn message"
    )
    [message] = turn_messages(scene, thread, game, newest)
    # Both moves' lines (rule S3: each player in turn chooses a starting notch), in order.
    starts = [line for line in message.content.splitlines() if " starts at " in line]
    assert [line.split(" starts at ")[0] for line in starts] == [first.name, second.name]
    # The older row is dropped once it comes due again: the newer message told its move.
    assert await outcome_within(scene, game, newest, 10) == "sent"
    assert await outcome_within(scene, game, game.version + 1, 30) == "dropped"
    assert turn_messages(scene, thread, game, game.version + 1) == []


async def test_a_draw_keeps_telling_the_move_of_a_position_never_shown(scene: Scene) -> None:
    """Issue 19 and 25: the first player's placement never gets its turn message (posts are
    refused), the second places meanwhile; the newest turn message tells both placements,
    and the first player's draw (D1), which edits that message, still tells them."""
    table = scene.table("kit", "lou")
    _lobby, thread, turn = await scene.started(table, "triominos")
    game = await store_of(scene).by_thread(thread.id)
    assert game is not None
    first = on_turn(turn, table.users)
    [second] = [u for u in table.users if u is not first]
    ban = scene.standin.ban("POST", MESSAGES, times=1000, where={"channel_id": str(thread.id)})
    await take_turn_by_commands(scene, first, thread)
    await take_turn_by_commands(scene, second, thread)
    newest = await store_of(scene).get(game.id)
    assert newest.ply >= 2 and ban.times < 1000
    scene.standin.failures.remove(ban)
    told = await scene.standin.wait_for_message(
        thread,
        lambda m: m.interaction is None and bool(m.attachments) and m.id > turn.id,
        after=turn,
        within=40,
    )
    [placed] = [line for line in told.content.splitlines() if line.startswith(f"{first.name} laid")]
    assert f"{second.name} " in told.content
    # Once the newest position counts as shown, a draw edits its message (issue 25).
    assert await outcome_within(scene, game, newest.version, 10) == "sent"
    await scene.slash(first, thread, "triominos draw", {})
    await scene.standin.wait_for(
        lambda: "drew a tile" in content_of(scene, thread, told.id), 10, "the draw's edit"
    )
    assert placed in content_of(scene, thread, told.id)


def turn_ends(st: Any) -> bool:
    """The planned action is the active player's ``done`` (it ends the turn, T4)."""
    return plan(st) == (st.active, {"kind": "done"})


def content_of(scene: Scene, channel: Channel, message_id: int) -> str:
    """What message ``message_id`` of ``channel`` says now."""
    return by_id(scene.standin.messages_in(channel), message_id).content


async def tarnaris_turn_message(
    scene: Scene,
    names: tuple[str, ...],
    wanted: Callable[[Any], Any],
    options: dict[str, Any] | None = None,
) -> tuple[Table, GameInfo, Any]:
    """A Tarnaris game of ``names`` at the first planned position where ``wanted`` finds
    something, its last move played through the bot so that it has a turn message: (the
    table, the game, what ``wanted`` found)."""
    table = scene.table(*names)
    seed, moves, found = find_position(len(names), options or {}, wanted)
    game = await store_of(scene).import_record(
        record(table.users, seed, moves[:-1], options),
        guild_id=table.guild.id,
        channel_id=table.channel.id,
        creator_id=table.users[0].id,
    )
    name, typed = command_for(moves[-1]["move"], table.users)
    await scene.reply(table.users[moves[-1]["seat"]], table.channel, name, typed)
    game = await store_of(scene).get(game.id)
    assert game.turn_message_id is not None
    return table, game, found


async def next_action_while_banned(
    scene: Scene, table: Table, game: GameInfo, ban: Failure
) -> Message:
    """The planned action of ``game`` (as it is now) while ``ban`` refuses every post, then
    the turn message that shows it once the ban is lifted."""
    game = await store_of(scene).get(game.id)
    seat, move = plan(game.state)
    name, typed = command_for(move, table.users)
    answer = await scene.reply(table.users[seat], table.channel, name, typed)
    assert answer.visible_to == {table.users[seat].id}
    scene.standin.failures.remove(ban)
    newest = game.version + 1
    await scene.standin.wait_for(
        lambda: turn_messages(scene, table.channel, game, newest), 30, "the newest turn message"
    )
    [message] = turn_messages(scene, table.channel, game, newest)
    return message


def claim_results(scene: Scene, channel: Channel) -> list[Message]:
    """Tarnaris's public posts of a wrong claim's result in ``channel`` (not turn messages)."""
    return [
        m
        for m in scene.standin.messages_in(channel)
        if m.is_public and "Wrong:" in m.content and not m.content.startswith("**")
    ]


async def test_a_retried_tarnaris_showing_posts_the_claim_result_once(scene: Scene) -> None:
    """Issue 19: every public post of Tarnaris's own showing carries a nonce made from the
    outbox row's. A wrong claim's result is posted, then the showing fails (the turn message's
    edit and the post replacing it are refused); the outbox's retry shows the position again,
    and Discord answers the result's second post with the message its nonce already made."""
    options = {"giver_chooses": True}
    table, game, (seat, slot, pile) = await tarnaris_turn_message(
        scene, ("ivy", "jo", "kit"), wrong_claim, options
    )
    where = {"channel_id": str(table.channel.id)}
    # The edit is refused a second late: time to refuse the post that replaces it as well.
    scene.standin.slow("PATCH", EDIT, seconds=1.0, where=where)
    scene.standin.ban("PATCH", EDIT, where=where)
    claim = {"pile": str(pile), "slot": slot}
    handle = await scene.slash(table.users[seat], table.channel, "tarnaris claim", claim)
    await scene.standin.wait_for(lambda: claim_results(scene, table.channel), 10, "the result")
    scene.standin.ban("POST", MESSAGES, where=where)
    assert (await handle.message(within=15)).content.startswith("Wrong:")
    assert await outcome_within(scene, game, game.version + 1, 30) == "sent"
    [result] = claim_results(scene, table.channel)
    tries = [
        r
        for r in scene.standin.recorded("POST", MESSAGES)
        if r.params.get("channel_id") == str(table.channel.id)
        and r.json.get("content") == result.content
    ]
    assert len(tries) == 2 and tries[0].json["nonce"] == tries[1].json["nonce"]
    assert all(r.json["enforce_nonce"] for r in tries)


async def test_a_closed_tarnaris_turn_message_is_not_taken_over_by_the_next_turn(
    scene: Scene,
) -> None:
    """The turn ends (done) while Discord refuses every post: the closed turn's message is
    edited ("This turn is over"), its successor's post fails. The next player's action
    then posts a message of its own rather than write the new turn over the closed one, and
    once posts go through again the closed turn's message still says it is over."""
    table, game, _ = await tarnaris_turn_message(scene, ("lu", "mo"), turn_ends)
    where = {"channel_id": str(table.channel.id)}
    ban = scene.standin.ban("POST", MESSAGES, times=1000, where=where)
    await scene.reply(table.users[game.state.active], table.channel, "tarnaris done")
    closed = game.turn_message_id
    assert closed is not None
    assert "This turn is over" in content_of(scene, table.channel, closed)
    message = await next_action_while_banned(scene, table, game, ban)
    assert message.id != closed
    assert "This turn is over" in content_of(scene, table.channel, closed)


async def test_a_tarnaris_turn_message_retired_by_a_resignation_stays_retired(
    scene: Scene,
) -> None:
    """The same when a resignation moves the game on (``/game resign`` by a player whose turn
    it is not): the turn message is retired ("The game moved on"), the next one's post fails,
    and the next action posts its own message instead of taking the retired one over."""
    table, game, _ = await tarnaris_turn_message(
        scene, ("nat", "oz", "pia"), lambda st: plan(st)[1]["kind"] == "reveal"
    )
    where = {"channel_id": str(table.channel.id)}
    ban = scene.standin.ban("POST", MESSAGES, times=1000, where=where)
    leaver = next(u for s, u in enumerate(table.users) if s != game.state.active)
    await scene.reply(leaver, table.channel, "game resign", {"game": game.id})
    retired = game.turn_message_id
    assert retired is not None
    assert "The game moved on" in content_of(scene, table.channel, retired)
    message = await next_action_while_banned(scene, table, game, ban)
    assert message.id != retired
    assert "The game moved on" in content_of(scene, table.channel, retired)
