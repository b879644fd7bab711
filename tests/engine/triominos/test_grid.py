"""C3: cells and grid points of the unbounded triangular grid, their names and corners."""

from __future__ import annotations

import itertools

import pytest

from engine.triominos.grid import (
    ORIGIN,
    cell_name,
    cells_at,
    corners,
    far_cells,
    neighbours,
    parse_cell,
    point_name,
    points_up,
)

WINDOW = [(x, y) for x in range(-7, 8) for y in range(-5, 6)]


def screen(point: tuple[int, int]) -> tuple[float, float]:
    """Picture coordinates (y grows downwards) of a grid point, side 2."""
    u, j = point
    return (u, j * 3**0.5)


def test_c3_cell_names_are_typeable_and_round_trip() -> None:
    assert cell_name((3, -2)) == "3,-2"
    assert parse_cell("3,-2") == (3, -2)
    assert parse_cell(" -10 , 4 ") == (-10, 4)
    for bad in ["3;-2", "3", "a,b", "", "1,2,3", None, 5]:
        assert parse_cell(bad) is None
    assert all(parse_cell(cell_name(c)) == c for c in WINDOW)
    assert point_name((1, 0)) == "1:0"


def test_c3_cells_alternate_up_and_down() -> None:
    assert points_up(ORIGIN)
    assert not points_up((1, 0)) and not points_up((0, 1)) and points_up((1, 1))
    for c in WINDOW:
        top = min(p[1] for p in corners(c))
        apex = corners(c)[0]
        # an up cell's apex is on its top line, a down cell's on its bottom line
        assert (apex[1] == top) == points_up(c)


def test_c3_corners_are_clockwise_on_the_picture() -> None:
    for c in WINDOW:
        (ax, ay), (bx, by), (cx, cy) = map(screen, corners(c))
        cross = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
        # with y downwards a positive cross product turns clockwise on screen
        assert cross > 0, c


def test_c3_every_grid_point_has_exactly_its_six_cells() -> None:
    """Brute force: the cells having a point as a corner are the ones ``cells_at`` names."""
    having: dict[tuple[int, int], set[tuple[int, int]]] = {}
    for c in WINDOW:
        for p in corners(c):
            assert (p[0] + p[1]) % 2 == 1
            having.setdefault(p, set()).add(c)
    inner = [p for p in having if -4 <= p[0] <= 4 and -3 <= p[1] <= 3]
    assert inner
    for p in inner:
        assert set(cells_at(p)) == having[p]
        assert len(set(cells_at(p))) == 6
    assert sorted(cells_at((1, 0))) == [(-1, -1), (-1, 0), (0, -1), (0, 0), (1, -1), (1, 0)]


def test_c3_side_i_is_opposite_corner_i() -> None:
    for c in WINDOW:
        for i, n in enumerate(neighbours(c)):
            shared = set(corners(c)) & set(corners(n))
            assert shared == set(corners(c)) - {corners(c)[i]}
            assert points_up(n) != points_up(c)
    # no other cell shares two corners with a cell
    for c, d in itertools.combinations(WINDOW[:60], 2):
        if len(set(corners(c)) & set(corners(d))) == 2:
            assert d in neighbours(c)


@pytest.mark.parametrize("c", [(0, 0), (1, 0), (-3, 2)])
def test_far_cells_touch_only_at_the_corner(c: tuple[int, int]) -> None:
    """C3, M2: the cells beyond corner ``i`` share that grid point with the cell and nothing
    else (the cells touched only at a point, whose numbers must still match)."""
    for i in range(3):
        far = far_cells(c, i)
        assert len(far) == 3
        for d in far:
            assert set(corners(c)) & set(corners(d)) == {corners(c)[i]}
