"""Issue 13 changed rules that decide how a logged game plays out (Tsuro D2, Triominos D1,
Tarnaris SF10 and W2). A game stored before (options without ``edition``, a snapshot in the
old state format) must still pass the integrity check (its log replays by the rules it was
played by) and go on being played by them."""

from __future__ import annotations

import pytest
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncEngine

from db.models import GameRow
from db.session import create_session_factory
from db.store import GameStore
from engine.rng import Rng
from tests.db.helpers import play_random, started


def as_stored_before(game: str, state: dict, options: dict) -> tuple[dict, dict]:
    """The snapshot and options as the code before rules editions wrote them."""
    options = {k: v for k, v in options.items() if k != "edition"}
    if game == "tsuro":
        old = {k: v for k, v in state["options"].items() if k in ("open_hands", "strict_suicide")}
        return {**state, "options": old}, options
    if game == "triominos":
        kept = {k: v for k, v in state.items() if k != "drawn"}
        return {**kept, "format": 1, "options": options}, options
    kept = {k: v for k, v in state.items() if k not in ("seen", "edition")}
    return {**kept, "format": 1}, options


@pytest.mark.parametrize("game", ["tsuro", "triominos", "tarnaris"])
async def test_a_game_stored_before_editions_replays_and_goes_on(
    store: GameStore, engine: AsyncEngine, game: str
) -> None:
    info = await started(store, game, humans=3, edition=1)
    info = await play_random(store, info, Rng(5), plies=40)
    assert info.options["edition"] == 1
    row = GameRow.__table__
    snapshot, options = as_stored_before(game, info.snapshot, info.options)
    async with engine.begin() as connection:
        await connection.execute(
            update(row).where(row.c.id == info.id).values(state=snapshot, options=options)
        )
    fresh = GameStore(create_session_factory(engine))  # a restarted bot: nothing checked yet
    assert await fresh.check_integrity() == []
    again = await fresh.get(info.id)
    assert again.options["edition"] == 1
    if not again.is_over:
        await play_random(fresh, again, Rng(6), plies=5)
    assert await fresh.check_integrity() == []
