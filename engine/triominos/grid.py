"""The unbounded triangular grid of the table (C3) and how its cells and points are named.

**Cells.** Row ``y`` is the strip between horizontal grid lines ``y`` and ``y + 1``; rows grow
downwards, as on a picture. Within a row, cell ``x`` is the ``x``-th triangle from the left and
neighbouring cells overlap by half a side, so cell ``x`` spans half-sides ``x`` to ``x + 2``. A
cell points up when ``x + y`` is even and down when it is odd. Its written name is ``"x,y"``
(for example ``"3,-2"``); the first tile is always placed on ``"0,0"``, which points up.

**Points.** Grid point ``(u, j)`` lies on line ``j`` at ``u`` half-sides from the origin, with
``u + j`` odd; it is written ``"u:j"``. In picture units (side ``s``, row height
``h = s * sqrt(3) / 2``) it sits at ``(u * s / 2, j * h)``.

**Corners.** A cell's corners are numbered clockwise (as seen on the picture) from the corner
opposite its horizontal side: for an up cell its top, bottom-right, bottom-left; for a down
cell its bottom, top-left, top-right. Side ``i`` of a cell is the side opposite corner ``i``,
so ``neighbours(cell)[i]`` is the cell beyond that side.
"""

from __future__ import annotations

import re
from functools import cache

Cell = tuple[int, int]
Point = tuple[int, int]

ORIGIN: Cell = (0, 0)
_CELL = re.compile(r"^\s*(-?\d+)\s*,\s*(-?\d+)\s*$")


def cell_name(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


def parse_cell(text: object) -> Cell | None:
    """The cell written ``"x,y"`` (spaces allowed), else ``None``."""
    if not isinstance(text, str):
        return None
    found = _CELL.match(text)
    return (int(found[1]), int(found[2])) if found else None


def point_name(point: Point) -> str:
    return f"{point[0]}:{point[1]}"


def points_up(cell: Cell) -> bool:
    return (cell[0] + cell[1]) % 2 == 0


@cache
def corners(cell: Cell) -> tuple[Point, Point, Point]:
    """The grid points at corners 0, 1, 2 of ``cell`` (clockwise from the apex)."""
    x, y = cell
    if (x + y) % 2 == 0:
        return ((x + 1, y), (x + 2, y + 1), (x, y + 1))
    return ((x + 1, y + 1), (x, y), (x + 2, y))


@cache
def neighbours(cell: Cell) -> tuple[Cell, Cell, Cell]:
    """The cells across sides 0, 1, 2 (side ``i`` is opposite corner ``i``)."""
    x, y = cell
    if (x + y) % 2 == 0:
        return ((x, y + 1), (x - 1, y), (x + 1, y))
    return ((x, y - 1), (x + 1, y), (x - 1, y))


@cache
def cells_at(point: Point) -> tuple[Cell, ...]:
    """The six cells that meet at a grid point: three in the row above, three below."""
    u, j = point
    return ((u - 2, j - 1), (u - 1, j - 1), (u, j - 1), (u - 2, j), (u - 1, j), (u, j))


@cache
def far_cells(cell: Cell, corner: int) -> tuple[Cell, ...]:
    """The three cells at ``cell``'s corner ``corner`` that share no side with ``cell``.

    The other three cells at that point are ``cell`` and its neighbours across the two sides
    that end at the corner; these three touch ``cell`` only at that point.
    """
    near = {cell, *(n for i, n in enumerate(neighbours(cell)) if i != corner)}
    return tuple(c for c in cells_at(corners(cell)[corner]) if c not in near)
