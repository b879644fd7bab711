"""M1–M4 and B1–B4 on positions built directly.

Most tables take their corner numbers from ``RING``: numbers for the twelve grid points around
cell "0,0", chosen so that the thirteen cells there all carry different tiles. Cell "0,0" has
corners 1:0 (top, 5), 2:1 (bottom right, 2) and 0:1 (bottom left, 1), so the tile 1-5-2 fits it
in rotation 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from engine.core import EngineError, IllegalMoveError
from engine.triominos import TRIOMINOS, State
from engine.triominos.grid import cells_at, corners, far_cells, neighbours
from tests.engine.triominos.position import build, on, place, placing

RING = {
    (-2, 1): 4, (-1, 0): 0, (-1, 2): 5, (0, -1): 5, (0, 1): 1, (1, 0): 5,
    (1, 2): 4, (2, -1): 2, (2, 1): 2, (3, 0): 0, (3, 2): 0, (4, 1): 3,
}  # fmt: skip
AROUND_1_0 = ["-1,-1", "0,-1", "1,-1", "-1,0"]  # with "1,0" and "0,0": the six cells at 1:0
AROUND_2_1 = ["1,0", "2,0", "0,1", "1,1", "2,1"]
AROUND_0_1 = ["-2,0", "-1,0", "-2,1", "-1,1", "0,1"]
CENTRE = place("1-5-2", "0,0", 1)


def ring_state(
    cells: list[str], options: dict[str, Any] | None = None, bridges: Sequence[str] = ()
) -> State:
    """Ring cells on the table; seat 0 holds the centre tile 1-5-2."""
    table = [on(c, RING) for c in cells]
    return build(table, [["1-5-2"], ["0-0-0"]], options=options, bridges=bridges)


def points_of(state: State, move: dict[str, Any]) -> dict[str, int]:
    (placed,) = [e for e in TRIOMINOS.apply(state, 0, move).events if e["kind"] == "placed"]
    return placed["points"]


def test_ring_tiles_are_all_different() -> None:
    cells = {c for p in corners((0, 0)) for c in cells_at(p)}
    assert len(cells) == 13
    state = ring_state(sorted(f"{x},{y}" for x, y in cells - {(0, 0)}))
    assert len(state.table) == 12


# -- M1, M2: matching --------------------------------------------------------------------------
def test_s3_first_tile_goes_on_the_origin_cell_and_scores_its_value() -> None:
    state = build([], [["3-4-5", "0-0-1"], ["1-1-1"]])
    moves = TRIOMINOS.legal_moves(state, 0)
    assert {m["cell"] for m in moves} == {"0,0"}
    assert {"kind": "draw"} not in moves
    assert len(moves) == 6  # two tiles, three rotations each
    assert points_of(state, place("3-4-5", "0,0", 2))["total"] == 12
    with pytest.raises(IllegalMoveError) as error:
        TRIOMINOS.apply(state, 0, place("3-4-5", "1,0", 0))
    assert error.value.code == "first_cell"


def test_m1_a_tile_touching_only_at_a_point_is_rejected() -> None:
    state = build([("0,0", "5-2-1")], [["1-5-5"], ["0-0-0"]])
    # "0,-1" points down; its corner 0 (bottom, 1:0) is the top of "0,0": a point, no side
    move = placing("0,-1", "5-1-5")
    with pytest.raises(IllegalMoveError) as error:
        TRIOMINOS.apply(state, 0, move)
    assert error.value.code == "point_only"
    assert error.value.data["corners"] == [0]
    with pytest.raises(IllegalMoveError) as far:
        TRIOMINOS.apply(state, 0, placing("5,5", "5-1-5"))
    assert far.value.code == "not_adjacent"


def test_m1_m2_a_matching_side_is_accepted() -> None:
    # "1,0" (down): corner 1 is 1:0 (5), corner 0 is 2:1 (2), corner 2 is 3:0 (free)
    state = build([("0,0", "5-2-1")], [["2-5-4"], ["0-0-0"]])
    assert points_of(state, placing("1,0", "2-5-4"))["total"] == 11
    with pytest.raises(IllegalMoveError) as error:
        TRIOMINOS.apply(state, 0, placing("1,0", "4-2-5"))
    assert error.value.code == "mismatch"
    assert error.value.data["corner"] == 0
    assert error.value.data["touch"] == "side"
    assert (error.value.data["need"], error.value.data["have"]) == (2, 4)


def test_m2_a_mismatch_at_a_corner_touched_only_at_a_point_is_rejected() -> None:
    """The side matches; corner 2 of "1,0" (point 3:0) meets "3,0" only at that point."""
    numbers = {**RING, (4, 1): 1, (5, 0): 3}
    table = [on("0,0", RING), on("3,0", numbers)]  # "3,0": corners 4:1, 3:0 (0), 5:0
    state = build(table, [["0-2-5", "2-5-4"], ["0-0-0"]])
    good = placing("1,0", "2-5-0")
    bad = placing("1,0", "2-5-4")
    with pytest.raises(IllegalMoveError) as error:
        TRIOMINOS.apply(state, 0, bad)
    data = error.value.data
    assert error.value.code == "mismatch"
    assert (data["corner"], data["point"], data["touch"]) == (2, "3:0", "point")
    assert (data["need"], data["have"]) == (0, 4)
    assert len(data["mismatches"]) == 1
    assert points_of(state, good)["bridge"] == 40  # and the matching tile is a bridge (B3)


def test_m4_one_tile_per_turn() -> None:
    state = build([("0,0", "5-2-1")], [["2-5-4", "0-0-1"], ["0-0-0"]])
    after = TRIOMINOS.apply(state, 0, placing("1,0", "2-5-4")).state
    assert after.turn == 1
    assert TRIOMINOS.legal_moves(after, 0) == []
    with pytest.raises(IllegalMoveError) as error:
        TRIOMINOS.apply(after, 0, {"kind": "draw"})
    assert error.value.code == "not_your_turn"


def test_tiles_not_held_cells_taken_and_bad_rotations_are_rejected() -> None:
    """E2, M3: a tile not in hand, a taken cell, a rotation the tile does not have and
    malformed names are refused, each with its code."""
    state = build([("0,0", "5-2-1")], [["2-5-4"], ["0-0-0"]])
    for move, code in [
        (place("0-0-0", "1,0", 0), "not_in_hand"),
        (place("2-5-4", "0,0", 0), "cell_taken"),
        (place("2-5-4", "1,0", 3), "rotation"),
        (place("0-0-0", "1,0", 1), "rotation"),  # a triple has one rotation
        (place("4-2-5", "1,0", 0), "tile_name"),  # not the canonical name
        (place("2-5-4", "1;0", 0), "cell_name"),
        ({"kind": "jump"}, "unknown_kind"),
    ]:
        with pytest.raises(EngineError) as error:
            TRIOMINOS.apply(state, 0, move)
        assert error.value.code == code, move


# -- B1–B4: scoring -----------------------------------------------------------------------------
def test_b1_b2_a_hexagon_scores_50() -> None:
    state = ring_state([*AROUND_1_0, "1,0"])
    assert points_of(state, CENTRE) == {
        "value": 8, "bridge": 0, "hexagon": 50, "start": 0, "total": 58
    }  # fmt: skip


def test_b2_two_hexagons_at_once_score_60() -> None:
    state = ring_state(sorted({*AROUND_1_0, *AROUND_2_1}))
    assert points_of(state, CENTRE)["hexagon"] == 60
    assert points_of(state, CENTRE)["total"] == 68


def test_b2_three_hexagons_at_once_score_70() -> None:
    """Geometry allows it: a hole whose twelve surrounding cells are all filled."""
    state = ring_state(sorted({*AROUND_1_0, *AROUND_2_1, *AROUND_0_1}))
    assert len(state.table) == 12
    assert points_of(state, CENTRE) == {
        "value": 8, "bridge": 0, "hexagon": 70, "start": 0, "total": 78
    }  # fmt: skip


def test_b2_the_hole_of_three_hexagons_can_be_reached_in_play() -> None:
    """The twelve ring tiles can be laid one by one, each legally (M1, M2), in this order."""
    order = ["-1,0", "-1,-1", "0,-1", "1,-1", "1,0", "2,0", "2,1", "1,1", "0,1", "-1,1"]
    order += ["-2,1", "-2,0"]
    state = ring_state([])
    board = state.board
    for name in order:
        c, numbers = on(name, RING)
        corners_ = tuple(int(n) for n in numbers.split("-"))
        if board.cells:
            board.check(tuple(map(int, c.split(","))), corners_)  # raises if illegal
        board = board.with_tile(tuple(map(int, c.split(","))), corners_, False)
    assert board.hexagons((0, 0)) == 3


def test_b3_a_bridge_scores_40() -> None:
    numbers = {**RING, (4, 1): 1, (5, 0): 3}
    state = build([on("0,0", RING), on("3,0", numbers)], [["0-2-5"], ["0-0-0"]])
    assert points_of(state, placing("1,0", "2-5-0")) == {
        "value": 7, "bridge": 40, "hexagon": 0, "start": 0, "total": 47
    }  # fmt: skip


def test_b3_one_side_without_a_touching_opposite_corner_is_no_bridge() -> None:
    state = build([on("0,0", RING)], [["0-2-5"], ["0-0-0"]])
    assert points_of(state, placing("1,0", "2-5-0"))["bridge"] == 0


def test_b3_a_placement_next_to_a_bridge_is_not_one() -> None:
    """After the bridge on "1,0", the cell "2,0" beside it shares two sides: no bonus by
    default; with ``bridge_extension`` (Pressman) it extends the bridge: +40."""
    numbers = {**RING, (4, 1): 1, (5, 0): 3}
    table = [on("0,0", RING), on("3,0", numbers)]
    for extension, bonus in [(False, 0), (True, 40)]:
        state = build(
            table,
            [["0-2-5", "0-1-2"], ["0-0-0", "1-1-1"]],
            options={"bridge_extension": extension},
        )
        state = TRIOMINOS.apply(state, 0, placing("1,0", "2-5-0")).state
        state = TRIOMINOS.apply(state, 1, {"kind": "draw"}).state
        state = TRIOMINOS.apply(state, 1, {"kind": "draw"}).state
        state = TRIOMINOS.apply(state, 1, {"kind": "draw"}).state
        state = TRIOMINOS.apply(state, 1, {"kind": "pass"}).state
        # "2,0" (up): corners 3:0 (0), 4:1 (1), 2:1 (2)
        points = points_of(state, placing("2,0", "0-1-2"))
        assert points["bridge"] == bonus
        assert points["total"] == 3 + bonus


def test_b4_geometry_rules_out_a_bridge_with_a_hexagon() -> None:
    """A hexagon needs all six cells at one corner, two of which are the cell's neighbours
    across the sides ending there; a bridge needs exactly one side shared."""
    for c in [(0, 0), (1, 0)]:
        for i, point in enumerate(corners(c)):
            sides = {neighbours(c)[j] for j in range(3) if j != i}
            assert sides <= set(cells_at(point))
            assert set(cells_at(point)) == {c, *sides, *far_cells(c, i)}


def test_b4_an_extended_bridge_and_a_hexagon_score_both() -> None:
    """With ``bridge_extension`` the geometry allows both: "0,0" shares two sides, one with a
    bridge tile, and completes the hexagon at 1:0."""
    cells = [*AROUND_1_0, "1,0"]
    default = ring_state(cells, bridges=["1,0"])
    assert points_of(default, CENTRE)["total"] == 8 + 50
    extended = ring_state(cells, bridges=["1,0"], options={"bridge_extension": True})
    assert points_of(extended, CENTRE) == {
        "value": 8, "bridge": 40, "hexagon": 50, "start": 0, "total": 98
    }  # fmt: skip


def test_g2_simple_scoring_counts_one_a_tile_and_one_a_bonus() -> None:
    cells = sorted({*AROUND_1_0, *AROUND_2_1, *AROUND_0_1})
    state = ring_state(cells, options={"simple_scoring": True})
    assert points_of(state, CENTRE) == {
        "value": 1, "bridge": 0, "hexagon": 3, "start": 0, "total": 4
    }  # fmt: skip
    numbers = {**RING, (4, 1): 1, (5, 0): 3}
    bridge = build(
        [on("0,0", RING), on("3,0", numbers)],
        [["0-2-5"], ["0-0-0"]],
        options={"simple_scoring": True},
    )
    assert points_of(bridge, placing("1,0", "2-5-0"))["total"] == 2
