"""E2 golden counts: the number of legal placements in fixed positions, like chess perft,
checked against a slow enumerator that knows nothing of the engine's open-cell index."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import EngineError
from engine.rng import derive
from engine.triominos import TRIOMINOS, State
from engine.triominos.game import greedy_move
from engine.triominos.grid import Cell, corners
from engine.triominos.tiles import rotated, rotations, tile_name
from tests.engine.triominos.position import build, on
from tests.engine.triominos.test_placement import AROUND_0_1, AROUND_1_0, AROUND_2_1, RING


def slow_placements(state: State, seat: int) -> set[tuple[str, Cell, int]]:
    """M1–M3 read literally: every free cell near the table, every tile and rotation; a
    placement is legal if it shares two grid points (a side) with some tile and every grid
    point it shares with any tile carries the same number there. D1: after a draw this turn,
    only the tiles drawn may be placed."""
    table = {p.cell: rotated(p.tile, p.rotation) for p in state.table}
    hand = set(state.drawn) if state.draws else set(state.hands[seat])
    if not table:
        return {(tile_name(t), (0, 0), r) for t in hand for r in rotations(t)}
    xs = [x for x, _ in table]
    ys = [y for _, y in table]
    found = set()
    for y in range(min(ys) - 2, max(ys) + 3):
        for x in range(min(xs) - 3, max(xs) + 4):
            if (x, y) in table:
                continue
            mine = corners((x, y))
            for tile in hand:
                for rotation in rotations(tile):
                    numbers = dict(zip(mine, rotated(tile, rotation), strict=True))
                    side = False
                    matches = True
                    for other, other_numbers in table.items():
                        theirs = dict(zip(corners(other), other_numbers, strict=True))
                        shared = set(numbers) & set(theirs)
                        side = side or len(shared) == 2
                        matches = matches and all(numbers[p] == theirs[p] for p in shared)
                    if side and matches:
                        found.add((tile_name(tile), (x, y), rotation))
    return found


def engine_placements(state: State, seat: int) -> set[tuple[str, Cell, int]]:
    found = set()
    for move in TRIOMINOS.legal_moves(state, seat):
        if move["kind"] == "place":
            x, y = map(int, move["cell"].split(","))
            found.add((move["tile"], (x, y), move["rotation"]))
    return found


def after_greedy(seed: int, moves: int, options: dict[str, Any] | None = None) -> State:
    state = TRIOMINOS.setup(2, options or {"rounds": 1}, seed)
    for _ in range(moves):
        state = TRIOMINOS.apply(state, state.turn, greedy_move(state, state.turn)).state
    return state


HAND = ["1-5-2", "0-1-5", "1-1-5", "2-2-5", "0-0-2", "1-4-2"]


def ring_position() -> State:
    cells = sorted({*AROUND_1_0, *AROUND_2_1, *AROUND_0_1})
    return build([on(c, RING) for c in cells], [HAND, ["3-3-3"]])


def unseen_in_hand(state: State) -> State:
    """The seat to move holds its hand and the whole pool: many placements to count (at the
    start of its turn, so that D1 does not limit them to the tiles it drew)."""
    hands = list(state.hands)
    hands[state.turn] = tuple(sorted(hands[state.turn] + state.pool))
    return replace(state, hands=tuple(hands), pool=(), draws=0, drawn=())


@pytest.mark.parametrize(
    ("name", "make", "expected"),
    [
        ("empty table", lambda: build([], [HAND, ["3-3-3"]]), 18),
        ("one tile", lambda: build([("0,0", "5-2-3")], [HAND, ["3-3-3"]]), 1),
        ("ring of twelve", ring_position, 4),
        ("ring of twelve, every tile", lambda: unseen_in_hand(ring_position()), 43),
        ("greedy seed 1, 12 moves", lambda: after_greedy(1, 12), 4),
        ("greedy seed 1, 12 moves, every tile", lambda: unseen_in_hand(after_greedy(1, 12)), 39),
        ("greedy seed 2, 30 moves, every tile", lambda: unseen_in_hand(after_greedy(2, 30)), 45),
        (
            "greedy seed 3, 20 moves, 56 tiles, every tile",
            lambda: unseen_in_hand(after_greedy(3, 20, {"set": "56", "rounds": 1})),
            26,
        ),
    ],
)
def test_e2_golden_placement_counts(name: str, make: Callable[[], State], expected: int) -> None:
    state = make()
    seat = state.turn
    assert len(engine_placements(state, seat)) == expected, name
    assert engine_placements(state, seat) == slow_placements(state, seat), name


@settings(max_examples=5)
@given(seed=st.integers(0, 10**6), move_seed=st.integers(0, 10**6))
def test_e2_every_placement_in_random_play_matches_the_slow_enumerator(
    seed: int, move_seed: int
) -> None:
    """Random single rounds: at every turn the engine lists exactly the slow enumerator's
    placements, accepts each and rejects a neighbour of each (wrong rotation or cell); no
    placement ever earns a bridge and a hexagon together (B4)."""
    state = TRIOMINOS.setup(2, {"rounds": 1}, seed)
    rng = derive(move_seed, "golden")
    while TRIOMINOS.outcome(state) is None:
        seat = state.turn
        listed = engine_placements(state, seat)
        assert listed == slow_placements(state, seat)
        seat, move = TRIOMINOS.random_action(state, rng)
        if move["kind"] == "place":
            turned = {**move, "rotation": (move["rotation"] + 1) % 3}
            x, y = map(int, move["cell"].split(","))
            key = (turned["tile"], (x, y), turned["rotation"])
            try:
                TRIOMINOS.apply(state, seat, turned)
            except EngineError:
                assert key not in listed
            else:
                assert key in listed
        applied = TRIOMINOS.apply(state, seat, move)
        for event in applied.events:
            if event["kind"] == "placed":
                assert not (event["points"]["bridge"] and event["points"]["hexagon"])
            json.dumps(event)
        state = applied.state
