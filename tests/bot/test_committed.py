"""Issue 31: when the private answer to a committed move fails on Discord's side, the player is
told that the move stands — never "something went wrong", which invites playing it again.

The real ``bot.py`` plays Tsuro through the stand-in; the stand-in refuses the bot's private
follow-up (the interaction webhook) once, right after the move committed: for a typed move
(``/tsuro start``), and the edit that turns the notch picker into its note for a press of it.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from i18n import t
from tests.bot.scene import Scene, private_to, running_bot
from tests.bot.tsuro_play import Table, component, game_id_of
from tests.standin import InteractionHandle

pytestmark = pytest.mark.asyncio(loop_scope="module")
FOLLOW_UP = "/webhooks/{webhook_id}/{webhook_token}"
#: The edit of the answer itself: a pressed notch's picker becomes its note (issue 25).
ORIGINAL = "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"
STANDS = t("kit-move-stands", game_id="0").split("0")[-1]
APOLOGY = t("kit-apology", error_id="0").split("0")[0]


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    path: Path = tmp_path_factory.mktemp("committed") / "tessera.db"
    async with running_bot(f"sqlite+aiosqlite:///{path}") as scene:
        scene.database = path  # type: ignore[attr-defined]
        yield scene


def ply_of(scene: Scene, game_id: int) -> int:
    with sqlite3.connect(scene.database) as db:  # type: ignore[attr-defined]
        return db.execute("SELECT ply FROM games WHERE id = ?", (game_id,)).fetchone()[0]


async def started(scene: Scene, name: str) -> tuple[Table, int]:
    users = scene.table(f"{name}a", f"{name}b")
    _, thread, turn = await scene.started(users, "tsuro")
    return Table(scene, thread, users.users, turn), game_id_of(turn)


async def told_it_stands(
    scene: Scene, table: Table, handle: InteractionHandle, *, thinking: bool
) -> None:
    """The player's private answer says the move stands; the log has no ERROR for it.
    ``thinking``: the answer replaces the deferral's "thinking…" message."""
    log_before = len(scene.bot.log)
    answer = await (handle.message() if thinking else handle.followup())
    assert private_to(answer, table.mover()), answer.content
    assert STANDS in answer.content and APOLOGY not in answer.content, answer.content
    await table.next_turn()  # the move's turn message is posted all the same
    log = scene.bot.log[log_before:]
    assert not re.search(r"^\S+ \S+ ERROR ", log, re.M) and "Traceback" not in log, log


async def test_a_typed_move_whose_confirmation_fails_is_told_it_stands(scene: Scene) -> None:
    table, game_id = await started(scene, "typed")
    mover = table.mover()
    scene.standin.fail("POST", FOLLOW_UP, status=400)
    handle = await scene.slash(mover, table.thread, "tsuro start", {"notch": 5})
    await told_it_stands(scene, table, handle, thinking=True)
    assert ply_of(scene, game_id) == 1
    assert "stands, its answer failed (400" in scene.bot.log


async def test_a_pressed_move_whose_confirmation_fails_is_told_it_stands(scene: Scene) -> None:
    table, game_id = await started(scene, "pressed")
    mover = table.mover()
    picker = await table.open_picker(mover)
    select = component(picker, "tsuro:notch")
    value = select["options"][0]["value"]
    scene.standin.fail("PATCH", ORIGINAL, status=400)
    handle = await scene.standin.select(mover, picker, select["custom_id"], [value])
    await told_it_stands(scene, table, handle, thinking=False)
    assert ply_of(scene, game_id) == 1


async def test_a_refused_move_still_gets_its_refusal(scene: Scene) -> None:
    """Only a committed move is told it stands: one the engine refuses is refused as before."""
    table, game_id = await started(scene, "refused")
    other = next(u for u in table.users if u is not table.mover())
    answer = await scene.reply(other, table.thread, "tsuro start", {"notch": 5})
    assert STANDS not in answer.content and "turn" in answer.content, answer.content
    assert ply_of(scene, game_id) == 0
