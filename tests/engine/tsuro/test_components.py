"""Components: the board and its names (T1), the tiles (T2–T4), notches (T6)."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core import EngineError
from engine.tsuro.geometry import OPPOSITE, geometry, notch_position, square_name
from engine.tsuro.tiles import (
    EXIT,
    LOOKS,
    TILE_COUNT,
    TILE_MATCHINGS,
    TILE_NAMES,
    Matching,
    _matchings,
    code_of,
    identify,
    matching_name,
    normalize,
    orientation,
    tile_of,
    turn_ccw,
    turn_cw,
)

ROTS = (0, 90, 180, 270)


def distinct_rotations(tile: int) -> set[Matching]:
    """The different-looking orientations of ``tile``, straight from the matchings."""
    return {orientation(tile, rotation) for rotation in ROTS}


def parse(name: str) -> tuple[tuple[int, int], ...]:
    return normalize((int(pair[0]) - 1, int(pair[1]) - 1) for pair in name.split("-"))


def test_t1_squares_are_named_from_the_top_left() -> None:
    """T1: columns A–F left to right, rows 1–6 top to bottom, A1 top-left."""
    geo = geometry(6)
    assert geo.names[0] == "A1"
    assert geo.names[5] == "F1"
    assert geo.names[6] == "A2"
    assert geo.names[35] == "F6"
    assert square_name(7) == "B2"
    assert geo.square_index("c4") == 3 * 6 + 2


@pytest.mark.parametrize("size", range(2, 13))
def test_t1_any_board_from_2_to_12(size: int) -> None:
    """T1 generalised: N×N boards name N² squares and have 8N notches."""
    geo = geometry(size)
    assert len(set(geo.names)) == size * size
    assert geo.names[-1] == f"{'ABCDEFGHIJKL'[size - 1]}{size}"
    assert len(geo.notch_points) == 8 * size
    assert len(set(geo.notch_points)) == 8 * size
    edge = {point for point in range(size * size * 8) if geo.next[point] < 0}
    assert edge == set(geo.notch_points)


@pytest.mark.parametrize("size", [1, 13, 0, True])
def test_t1_other_sizes_are_refused(size: int) -> None:
    with pytest.raises(EngineError) as error:
        geometry(size)
    assert error.value.code == "board_size"


def test_t1_unknown_square_is_an_error_with_a_code() -> None:
    with pytest.raises(EngineError) as error:
        geometry(6).square_index("G1")
    assert error.value.code == "square"


def test_t2_105_matchings_in_35_classes_of_5_10_20() -> None:
    """T2: 105 perfect matchings; 35 classes; 5 with 1, 10 with 2 and 20 with 4 orientations."""
    matchings = {normalize(pairs) for pairs in _matchings(tuple(range(8)))}
    assert len(matchings) == 105
    classes = {min((turn_ccw(m, q) for q in range(4)), key=matching_name) for m in matchings}
    assert len(classes) == TILE_COUNT == len(TILE_MATCHINGS)
    sizes = Counter(len(distinct_rotations(tile)) for tile in range(1, TILE_COUNT + 1))
    assert sizes == {1: 5, 2: 10, 4: 20}
    every_orientation = {orientation(t, r) for t in range(1, 36) for r in (0, 90, 180, 270)}
    assert every_orientation == matchings


def test_t3_ports_and_counter_clockwise_turn() -> None:
    """T3: bottom 1 2, right 3 4, top 5 6, left 7 8; a quarter turn anticlockwise adds 2.

    The bottom side's left port (1) meets the top-left port (6) of the square below; the
    right side's bottom port (3) meets the left side's bottom port (8) of the next square.
    """
    geo = geometry(6)
    a1 = geo.point("A1", 1)
    assert geo.describe(geo.across(a1)) == ("A2", 6)
    assert geo.describe(geo.across(geo.point("A1", 3))) == ("B1", 8)
    assert geo.describe(geo.across(geo.point("A1", 4))) == ("B1", 7)
    assert geo.describe(geo.across(geo.point("B2", 5))) == ("B1", 2)
    assert OPPOSITE == (5, 4, 7, 6, 1, 0, 3, 2)
    # "12-35-47-68" turned a quarter anticlockwise: 1→3, 2→4, 3→5, 5→7, 4→6, 7→1, 6→8, 8→2.
    assert matching_name(turn_ccw(parse("12-35-47-68"), 1)) == "16-28-34-57"


def test_t4_names_numbers_and_clockwise_rotation() -> None:
    """T4: canonical names are the smallest over rotations; numbers follow their order;
    rotations are clockwise (each port − 2)."""
    assert list(TILE_NAMES) == sorted(TILE_NAMES)
    assert TILE_NAMES[0] == "12-34-56-78"
    for number, matching in enumerate(TILE_MATCHINGS, 1):
        names = [matching_name(turn_ccw(matching, q)) for q in range(4)]
        assert TILE_NAMES[number - 1] == min(names) == matching_name(matching)
    # "12-35-47-68" turned 90° clockwise: 1→7, 2→8, 3→1, 5→3, 4→2, 7→5, 6→4, 8→6.
    assert matching_name(turn_cw(parse("12-35-47-68"), 90)) == "13-25-46-78"
    for number in range(1, TILE_COUNT + 1):
        assert orientation(number, 0) == TILE_MATCHINGS[number - 1]
        assert orientation(number, 90) == turn_ccw(orientation(number, 0), 3)
        assert orientation(number, 270) == turn_ccw(orientation(number, 0), 1)


def test_t4_codes_and_exit_table_agree_with_the_matchings() -> None:
    for code in range(TILE_COUNT * 4):
        tile, rotation = tile_of(code)
        assert code_of(tile, rotation) == code
        for a, b in orientation(tile, rotation):
            assert EXIT[code * 8 + a] == b and EXIT[code * 8 + b] == a
    for tile in range(1, TILE_COUNT + 1):
        groups = LOOKS[tile]
        assert sorted(c for group in groups for c in group) == [code_of(tile, r) for r in ROTS]
        assert len(groups) == len(distinct_rotations(tile))
        for group in groups:
            assert len({orientation(*tile_of(code)) for code in group}) == 1


def test_t4_identify_names_any_matching() -> None:
    for tile in range(1, 36):
        for rotation in (0, 90, 180, 270):
            found = identify(orientation(tile, rotation))
            assert found[0] == tile and orientation(*found) == orientation(tile, rotation)
    with pytest.raises(EngineError) as error:
        identify([(0, 1), (0, 2), (3, 4), (5, 6)])
    assert error.value.code == "not_a_tile"


def test_t6_notches_run_clockwise_from_the_top_left() -> None:
    """T6: top 1–12 left→right, right 13–24 top→bottom, bottom 25–36 right→left,
    left 37–48 bottom→top; two per edge square."""
    assert notch_position(1) == ("A1", 6)
    assert notch_position(2) == ("A1", 5)
    assert notch_position(12) == ("F1", 5)
    assert notch_position(13) == ("F1", 4)
    assert notch_position(24) == ("F6", 3)
    assert notch_position(25) == ("F6", 2)
    assert notch_position(36) == ("A6", 1)
    assert notch_position(37) == ("A6", 8)
    assert notch_position(48) == ("A1", 7)
    assert notch_position(1, size=7) == ("A1", 6) and notch_position(56, size=7) == ("A1", 7)
    with pytest.raises(EngineError) as error:
        notch_position(49)
    assert error.value.code == "notch"
