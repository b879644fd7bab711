"""Issue 19, 1: the turn message is a durable effect of the move.

The move's transaction queues its turn message in the outbox; the bot posts it at once and,
when Discord fails for good or the process dies before the post, later (the outbox's sender,
after a restart too). Whatever happens, the mover hears the truth (the move is in), exactly
one turn message appears for the new position, and the next player is mentioned in it.
The scheduler ticks and retries every 0.3 s here (ordinary settings).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest
import pytest_asyncio
from sqlalchemy import select

from cogs.kit.turns import TURN_LEASE
from db.outbox import OutboxRow
from db.records import GameInfo
from db.session import create_engine, create_session_factory
from db.store import GameStore, turn_message_key
from tests.bot.scene import Scene, running_bot
from tests.standin.world import Channel, Message, User

pytestmark = pytest.mark.asyncio(loop_scope="module")
SETTINGS = {"SCHEDULER_TICK_SECONDS": "0.3", "NOTIFY_RETRY_SECONDS": "0.3"}
MESSAGES = "/channels/{channel_id}/messages"
#: discord.py retries a 5xx four times, sleeping 1, 3, 5, 7 and 9 s (25 s in all).
FIVE_500S = 40.0


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    path: Path = tmp_path_factory.mktemp("durable") / "tessera.db"
    url = f"sqlite+aiosqlite:///{path}"
    async with running_bot(url, SETTINGS, tables=6) as scene:
        engine = create_engine(url)
        scene.sessions = create_session_factory(engine)  # type: ignore[attr-defined]
        scene.store = GameStore(scene.sessions)  # type: ignore[attr-defined]
        try:
            yield scene
        finally:
            await engine.dispose()


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
    turn message out; the restarted bot posts it once the dead process's lease ran out, in
    the game's language (issue 17: German here), not the mover's nor the process's."""

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
    assert turn_messages(scene, thread, game, game.version + 1) == []
    wait = TURN_LEASE.total_seconds() + 10
    await exactly_one_turn_message(scene, thread, game, other, within=wait)
    [message] = turn_messages(scene, thread, game, game.version + 1)
    assert f"· Partie #{game.id} · Zug 1" in message.content
