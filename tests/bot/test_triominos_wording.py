"""Triominos wording a player reads on every move (QA pass), through the stand-in with the real
bot process: with simple scoring (G2: one point a tile) a placement scores "1 point", not
"1 points", in the private note, the preview and the turn message; a player who resigned is
shown as such in the scores, not as holding "0 tiles"; the opening of ``start=triple`` (S2) says
whether a triple was dealt, and what it scored; ``/game status`` gives the scores once; start
draws that tied (S2) read "drawn again after a tie", not "1 tie(s) drawn again".
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path
from types import SimpleNamespace

import pytest
import pytest_asyncio

from cogs.triominos.adapter import TriominosAdapter
from tests.bot.scene import Scene, running_bot

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    path: Path = tmp_path_factory.mktemp("triominos-wording") / "tessera.db"
    async with running_bot(f"sqlite+aiosqlite:///{path}", tables=5) as scene:
        yield scene


async def test_simple_scoring_says_one_point(scene: Scene) -> None:
    table = scene.table("alice", "bob")
    _lobby, thread, turn = await scene.started(table, "triominos", {"simple_scoring": True})
    [mover] = [u for u in table.users if f"<@{u.id}>" in turn.content]
    typed = await scene.standin.autocomplete(
        mover, thread, "triominos place", {"tile": ""}, focused="tile"
    )
    tile = (await typed.choices())[0]["value"]
    spotting = await scene.standin.autocomplete(
        mover, thread, "triominos place", {"tile": tile, "spot": ""}, focused="spot"
    )
    spot = (await spotting.choices())[0]
    assert "+1" in spot["name"]
    options = {"tile": tile, "spot": spot["value"], "rotation": "0"}
    note = await scene.reply(mover, thread, "triominos place", options)
    assert note.content.endswith("for 1 point."), note.content
    laid = await scene.turn_message(thread, after=turn)
    assert f"{mover.name} laid {tile} on 0,0" in laid.content
    assert ": 1 point." in laid.content and "1 points" not in laid.content, laid.content


async def test_a_resigned_player_is_shown_as_resigned_in_the_scores(scene: Scene) -> None:
    table = scene.table("alice", "bob", "carol")
    _lobby, thread, turn = await scene.started(table, "triominos")
    [mover] = [u for u in table.users if f"<@{u.id}>" in turn.content]
    await scene.reply(mover, thread, "game resign")
    after = await scene.turn_message(thread, after=turn)
    assert f"{mover.name} resigned." in after.content
    assert f"{mover.name} 0 (resigned)" in after.content and "(0 tiles)" not in after.content


async def test_a_triple_opening_says_what_it_was_and_scored(scene: Scene) -> None:
    """S2 (Pressman): the highest triple is played at once, +10; with no triple dealt, the
    highest tile, no bonus. The first turn message used to call either "the highest tile
    dealt"."""
    table = scene.table("alice", "bob")
    _lobby, _thread, turn = await scene.started(table, "triominos", {"start": "triple"})
    found = re.search(
        r"opened with (\d)-(\d)-(\d) on 0,0 \(([^)]*)\): (.*) points?\.", turn.content
    )
    assert found is not None, turn.content
    corners = [int(found[n]) for n in (1, 2, 3)]
    if len(set(corners)) == 1:
        assert found[4] == "the highest triple dealt"
        bonus = 40 if corners == [0, 0, 0] else 10
        assert (
            found[5]
            == f"{sum(corners)} (tile) + {bonus} (starting triple) = {sum(corners) + bonus}"
        )
    else:
        assert found[4] == "no triple was dealt, so the highest tile"
        assert found[5] == str(sum(corners))


async def test_status_gives_the_scores_and_the_pool_once(scene: Scene) -> None:
    table = scene.table("alice", "bob")
    _lobby, thread, _turn = await scene.started(table, "triominos")
    status = await scene.reply(table.users[0], thread, "game status")
    assert status.content.count("Scores:") == 1, status.content
    assert status.content.count("tiles left to draw") == 1, status.content
    assert "Tiles left to draw" not in status.content


async def test_tied_start_draws_are_worded_in_english() -> None:
    """S2: ties draw again among the tied; the last draw decides."""
    people = [SimpleNamespace(name=name, is_computer=False, level=None) for name in ("cat", "dog")]
    game = SimpleNamespace(seats=people)
    adapter = TriominosAdapter()
    once = [[[0, "1-2-3"], [1, "1-2-3"]], [[0, "2-3-3"], [1, "0-5-5"]]]
    started = {"round": 1, "starter": 1, "start_draws": once}
    line = adapter._round_started(game, started)  # type: ignore[arg-type]
    assert line == (
        "**Round 1 begins**; dog starts with the highest tile drawn: cat 2-3-3, dog 0-5-5 "
        "(drawn again after a tie)."
    )
    twice = {"round": 1, "starter": 1, "start_draws": [once[0], *once]}
    assert "(drawn again after 2 ties)." in adapter._round_started(game, twice)  # type: ignore[arg-type]
