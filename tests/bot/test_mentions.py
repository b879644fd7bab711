"""Turn notifications (issue 10): a player is mentioned when it *becomes* their turn, once;
nothing else pings them."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from tests.bot.scene import Scene, running_bot
from tests.standin.world import Message, User

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    path: Path = tmp_path_factory.mktemp("mentions") / "tessera.db"
    async with running_bot(f"sqlite+aiosqlite:///{path}") as scene:
        yield scene


def mentioned(turn: Message, users: list[User]) -> list[User]:
    return [u for u in users if f"<@{u.id}>" in turn.content]


async def test_another_players_resignation_does_not_ping_the_player_on_turn(scene: Scene) -> None:
    table = scene.table("alice", "bob", "carol", "dave")
    _lobby, thread, turn = await scene.started(table, "triominos", {"seats": 4})
    [on_turn] = mentioned(turn, table.users)
    quitter = next(u for u in table.users if u is not on_turn)
    await scene.reply(quitter, thread, "game resign")
    after = await scene.turn_message(thread, after=turn)
    assert f"{quitter.name} resigned" in after.content
    assert mentioned(after, table.users) == []
    assert f"{on_turn.name}'s turn" in after.content.splitlines()[-1]
    # When the player on turn leaves too, it becomes someone else's turn: they are pinged.
    await scene.reply(on_turn, thread, "game resign")
    last = await scene.turn_message(thread, after=after)
    [following] = mentioned(last, table.users)
    assert following not in (on_turn, quitter)
    assert f"{following.name}'s turn" in last.content.splitlines()[-1]
