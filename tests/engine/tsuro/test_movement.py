"""Movement on positions built directly: P2 (paths), P3 (edge, collision), loops, N×N."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import EngineError
from engine.rng import derive
from engine.tsuro.geometry import geometry
from engine.tsuro.paths import (
    EDGE,
    HARM_COLLISION,
    HARM_EDGE,
    HARM_LOOP,
    LOOP,
    OPEN,
    SAFE,
    OptionJudge,
    resolve,
)
from engine.tsuro.position import Position, across
from engine.tsuro.tiles import identify, normalize

# Every example (a random position) is cheap, so many of them.
MANY = 400


def tile(name: str) -> tuple[int, int]:
    """(tile, rotation) of the orientation named like ``"16-25-38-47"`` (T3 ports)."""
    return identify(normalize((int(p[0]) - 1, int(p[1]) - 1) for p in name.split("-")))


STRAIGHT = tile("16-25-38-47")  # every path goes straight across
U_TURNS = tile("12-34-56-78")  # every path turns back to its own side
CROSS_67 = tile("12-34-58-67")  # the top-left port meets the left-top port


def test_p2_a_marker_follows_its_path_across_placed_tiles() -> None:
    """P2: across the new tile and onward until it faces an empty square."""
    pos = Position.build(6, {"B1": STRAIGHT, "C1": STRAIGHT}, {"red": ("A1", 7)})
    done = pos.place("A1", *STRAIGHT)
    trip = done.trips["red"]
    assert trip.trail == (("A1", 7, 4), ("B1", 7, 4), ("C1", 7, 4))
    assert trip.end == "open" and trip.spot == ("D1", 7) and not trip.eliminated
    assert done.position.marker_spots() == {"red": ("D1", 7)}
    assert done.position.facing("red") == "D1"
    assert pos.marker_spots() == {"red": ("A1", 7)}, "positions are immutable"


def test_p2_every_marker_facing_the_new_square_moves() -> None:
    """P2: the mover's and anyone else's marker facing the new tile move together."""
    pos = Position.build(6, markers={"red": ("A1", 7), "blue": ("A1", 6), "far": ("F6", 2)})
    done = pos.place("A1", *STRAIGHT)
    assert done.trips["red"].spot == ("B1", 7)
    assert done.trips["blue"].spot == ("A2", 6)
    assert "far" not in done.trips
    assert done.position.marker_spots()["far"] == ("F6", 2)


def test_p3_a_marker_reaching_the_edge_is_eliminated() -> None:
    """P3: the U-turn takes the marker from notch 48 back out at notch 47."""
    done = Position.build(6, markers={"red": ("A1", 7)}).place("A1", *U_TURNS)
    trip = done.trips["red"]
    assert trip.end == "edge" and trip.spot == ("A1", 8) and trip.notch == 47
    assert trip.eliminated and trip.collided == ()
    assert done.position.marker_spots() == {}


def test_p3_head_on_collision_eliminates_both() -> None:
    """P3: two markers meeting on one path collide, though each ends on the edge at the
    other's notch; both are named as collided, and both leave together."""
    pos = Position.build(6, markers={"red": ("A1", 7), "blue": ("A1", 6)})
    done = pos.place("A1", *CROSS_67)
    red, blue = done.trips["red"], done.trips["blue"]
    assert red.end == blue.end == "edge"
    assert (red.notch, blue.notch) == (1, 48)
    assert red.collided == ("blue",) and blue.collided == ("red",)
    assert done.position.marker_spots() == {}


def test_p3_collision_through_tiles_beyond_the_new_square() -> None:
    """P3: a path that runs back along another marker's trail meets it head-on."""
    # Blue came in at notch 1 through A1 (6→4) and faces B1 from its left-top port (7).
    pos = Position.build(6, {"A1": tile("16-25-38-47")}, {"red": ("B1", 6), "blue": ("B1", 7)})
    done = pos.place("B1", *tile("12-34-58-67"))  # red enters at 6 and leaves by 7
    assert done.trips["red"].trail == (("B1", 6, 7), ("A1", 4, 7))
    assert done.trips["red"].notch == 48
    assert done.trips["red"].collided == ("blue",)


def test_p3_arriving_where_another_marker_stands_is_a_collision() -> None:
    """P3 in a constructed position: a path ending at the point where a marker stands."""
    pos = Position.build(6, markers={"red": ("A1", 8), "still": ("B1", 7)})
    done = pos.place("A1", *tile("12-36-48-57"))  # 8 → 4: onto B1's port 7
    assert done.trips["red"].spot == ("B1", 7)
    assert done.trips["red"].collided == ("still",)
    assert done.trips["still"].trail == () and done.trips["still"].collided == ("red",)
    assert done.position.marker_spots() == {}
    kept = pos.place("A1", *tile("12-36-48-57"), eliminate=False).position
    assert kept.marker_spots() == {"red": ("B1", 7), "still": ("B1", 7)}


def cycle_position(size: int) -> Position:
    """A closed loop round the centre of the top-left 2×2 block, A1 left empty, with a
    marker on the loop facing A1 (impossible in play, possible when built)."""
    tiles = {"B1": tile("18-23-45-67"), "B2": tile("12-34-58-67"), "A2": tile("12-36-45-78")}
    return Position.build(size, tiles, {"red": ("A1", 2)})


@pytest.mark.parametrize("size", range(2, 13))
def test_a_loop_is_detected_and_reported_on_every_board_size(size: int) -> None:
    """P2 says a marker can never loop in play; a built position can, and movement still
    terminates, reporting the loop (one round of it) instead of running forever."""
    done = cycle_position(size).place("A1", *tile("14-23-58-67"))
    trip = done.trips["red"]
    assert trip.end == "loop"
    assert trip.trail == (("A1", 2, 3), ("B1", 8, 1), ("B2", 6, 7), ("A2", 4, 5))
    assert done.position.marker_spots() == {"red": ("A1", 2)}
    assert cycle_position(size).walk("B1", 8).end == "open"


def test_walk_from_any_spot() -> None:
    """P2, P3, T6: a marker follows the paths across tiles until the edge, at notch 47."""
    pos = Position.build(6, {"A1": STRAIGHT, "B1": U_TURNS})
    trip = pos.walk("A1", 7)
    assert trip.trail == (("A1", 7, 4), ("B1", 7, 8), ("A1", 3, 8))
    assert trip.end == "edge" and trip.notch == 47


def test_position_errors_carry_codes() -> None:
    """E2, P1: a built position refuses bad squares, tiles, rotations and ports with codes."""
    pos = Position.build(6, {"A1": STRAIGHT}, {"red": ("B1", 7)})
    for call, code in [
        (lambda: pos.place("A1", *STRAIGHT), "square_taken"),
        (lambda: pos.place("B1", 36, 0), "tile"),
        (lambda: pos.place("B1", 1, 45), "rotation"),
        (lambda: Position.build(6, {"A1": STRAIGHT}, {"x": ("A1", 1)}), "marker_faces_tile"),
        (lambda: Position.build(6, markers={"x": ("A1", 9)}), "port"),
        (lambda: pos.facing("nobody"), "no_marker"),
    ]:
        with pytest.raises(EngineError) as error:
            call()
        assert error.value.code == code
    assert across("A1", 7) is None and across("A1", 3) == ("B1", 8)


def random_board(seed: int) -> tuple[int, list[int], list[int], int]:
    """A random built position: size, cells, marker points (facing empty squares) and an
    empty square some marker faces."""
    rng = derive(seed, "board")
    size = 2 + rng.randbelow(11)
    squares = size * size
    fill = rng.randbelow(100)
    cells = [rng.randbelow(140) if rng.randbelow(100) < fill else -1 for _ in range(squares)]
    empty = [s for s in range(squares) if cells[s] < 0]
    if not empty:
        cells[rng.randbelow(squares)] = -1
        empty = [s for s in range(squares) if cells[s] < 0]
    target = empty[rng.randbelow(len(empty))]
    points = [target * 8 + rng.randbelow(8)]
    for _ in range(rng.randbelow(8)):
        square = empty[rng.randbelow(len(empty))] if rng.randbelow(3) else target
        points.append(square * 8 + rng.randbelow(8))
    return size, cells, points, target


@settings(max_examples=MANY)
@given(st.integers(0, 2**32))
def test_movement_terminates_on_any_built_position(seed: int) -> None:
    """P2 on any built board (N = 2..12): every walk ends open (facing an empty square), at
    the edge, or in a reported loop whose last step leads back to its start."""
    size, cells, points, target = random_board(seed)
    geo = geometry(size)
    code = derive(seed, "code").randbelow(140)
    after = list(cells)
    after[target] = code
    for movement in resolve(after, geo.next, target, points):
        if movement.marker >= 0 and not movement.steps:
            assert movement.collided, "only markers run into are listed without moving"
            continue
        last = movement.steps[-1]
        exit_point = (last >> 6) * 8 + (last & 7)
        if movement.end == OPEN:
            assert after[movement.point >> 3] < 0
            assert geo.next[exit_point] == movement.point
        elif movement.end == EDGE:
            assert geo.next[exit_point] < 0 and movement.point == exit_point
        else:
            assert movement.end == LOOP
            assert geo.next[exit_point] == points[movement.marker]


@settings(max_examples=MANY)
@given(st.integers(0, 2**32))
def test_option_judge_agrees_with_resolution(seed: int) -> None:
    """P4's fast judge (a few lookups per option) says exactly what full resolution does."""
    size, cells, points, target = random_board(seed)
    geo = geometry(size)
    mover = 0
    judge = OptionJudge(cells, geo.next, points, mover)
    for code in range(140):
        after = list(cells)
        after[target] = code
        mine = next(m for m in resolve(after, geo.next, target, points) if m.marker == mover)
        if mine.end == LOOP:
            expected = HARM_LOOP
        elif mine.collided:
            expected = HARM_COLLISION
        elif mine.end == EDGE:
            expected = HARM_EDGE
        else:
            expected = SAFE
        assert judge.harm(code) == expected, (code, mine)
