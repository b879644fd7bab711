"""The reference Triominos player (issue 27, ``tests/reference/triominos.py``) and the plain
highest-points player (``tests/engine/triominos/greedy.py``) play as their docstrings say,
checked at every one of their turns of seeded games (rules: ``shared/rules/triominos.md``)."""

from __future__ import annotations

import json

import pytest

from engine import ai
from engine.simulate import main as simulate
from engine.triominos import TRIOMINOS
from engine.triominos.board import points_for
from engine.triominos.grid import parse_cell
from engine.triominos.tiles import parse_tile
from tests.engine.triominos.greedy import PLAYER as GREEDY
from tests.reference.triominos import PLAYER as REFERENCE


def _points(state: object, move: dict[str, object]) -> int:
    options = state.options  # type: ignore[attr-defined]
    tile, cell = parse_tile(move["tile"]), parse_cell(move["cell"])
    assert tile is not None and cell is not None
    return points_for(
        state.board,  # type: ignore[attr-defined]
        tile,
        cell,
        extension=options["bridge_extension"],
        simple=options["simple_scoring"],
    )["total"]


@pytest.mark.parametrize("seed", range(2))
def test_d1_the_reference_and_greedy_draw_only_when_nothing_fits(
    seed: int,
) -> None:
    """D1: neither draws while a placement is legal (so with its last tile placeable, each
    goes out, R1); the greedy player always places a tile scoring the most (B1–B4)."""
    state = TRIOMINOS.setup(2, {"rounds": 1}, seed)
    players = [REFERENCE, GREEDY]
    for ply in range(3000):
        if TRIOMINOS.outcome(state) is not None:
            break
        seat = state.turn
        legal = TRIOMINOS.legal_moves(state, seat)
        places = [m for m in legal if m["kind"] == "place"]
        move = ai.choose_move(TRIOMINOS, state, seat, "easy", ply, None, players[seat])
        if places:
            assert move["kind"] == "place"
        if seat == 1 and places and state.table:
            assert _points(state, move) == max(_points(state, m) for m in places)
        state = TRIOMINOS.apply(state, seat, move).state
    assert TRIOMINOS.outcome(state) is not None


def test_medium_beats_the_greedy_player_in_most_seeded_games(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 27: ``medium`` looks at the bridge or hexagon a placement opens for the next
    player (B2, B3), which the highest-points player does not."""
    argv = ["engine.simulate", "triominos", "--seats", "medium,greedy", "--games", "16"]
    argv += ["--player", "greedy=tests.engine.triominos.greedy", "--seed", "5", "--json"]
    argv += ["--option", "rounds=1"]
    assert simulate(argv) == 0
    result = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert result["win_rate"][0] > 0.5
