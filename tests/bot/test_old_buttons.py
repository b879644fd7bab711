"""Issue 14: buttons and selects posted before the restructuring keep working. One of each kind
of custom id the bot posted before (recorded from that code) is pressed on a game that has moved
on since: each reaches its verb through the one component family, which loads the game, sees the
old version and answers with a link to the newest position (a verb it did not know would answer
without one)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from tests.bot.scene import Scene, private_to, running_bot

pytestmark = pytest.mark.asyncio(loop_scope="module")
#: Recorded custom ids (``{game}`` is the game's id; version 0 is long gone): (id, is a select).
OLD = [
    ("game:hand:{game}:0", False),
    ("game:tsuro_notch:{game}:0", False),
    ("game:tsuro_turn:{game}:0", False),
    ("game:tri_turn:{game}:0", False),
    ("tsuro:rnotch:{game}:0", False),
    ("tsuro:all:{game}:0", False),
    ("tsuro:show:{game}:0:17:90", False),
    ("tsuro:play:{game}:0:17:270", False),
    ("tsuro:notch:{game}:0:a", True),
    ("tsuro:pick:{game}:0", True),
    ("trib:draw:{game}:0", False),
    ("trib:place:{game}:0:1-2-3:-2,1:2", False),
    ("trib:spots:{game}:0:1-2-3:1", False),
    ("tris:tile:{game}:0:0", True),
    ("tris:spot:{game}:0:1-2-3:0", True),
    ("tnb:reveal:{game}:0:4", False),
    ("tnb:lay:{game}:0:1.2", False),
    ("tnb:done:{game}:0:", False),
    ("tns:sf5:{game}:0:2", True),
]
MOVED_ON_AT = "This game has moved on since that button was posted; the newest position: https://"


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    path: Path = tmp_path_factory.mktemp("old") / "tessera.db"
    async with running_bot(f"sqlite+aiosqlite:///{path}") as scene:
        yield scene


def component(custom_id: str, select: bool) -> dict:
    if select:
        option = {"label": "one", "value": "1"}
        return {"type": 3, "custom_id": custom_id, "options": [option]}
    return {"type": 2, "style": 2, "label": "old", "custom_id": custom_id}


async def test_every_old_kind_of_button_still_answers(scene: Scene) -> None:
    table = scene.table("oda", "oli")
    creator, _other = table.users
    lobby, _thread, _turn = await scene.started(table, "tsuro")
    game_id = int(lobby.content.split("game #")[1].split("\n")[0])
    old = [(custom_id.format(game=game_id), select) for custom_id, select in OLD]
    for custom_id, select in old:
        # The old component, as it would still sit on a message posted before the change.
        lobby.components = [{"type": 1, "components": [component(custom_id, select)]}]
        if select:
            handle = await scene.standin.select(creator, lobby, custom_id, ["1"])
        else:
            handle = await scene.standin.click(creator, lobby, custom_id)
        answer = await handle.message()
        assert private_to(answer, creator), custom_id
        assert answer.content.startswith(MOVED_ON_AT), (custom_id, answer.content)
    # A lobby button is not tied to a version: it acts, and the closed lobby refuses.
    join = f"game:join:{game_id}:0"
    lobby.components = [{"type": 1, "components": [component(join, False)]}]
    answer = await (await scene.standin.click(table.users[1], lobby, join)).message()
    assert "already" in answer.content, answer.content
