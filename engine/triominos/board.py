"""The table as an index: occupied cells, the number at every touched grid point, and the open
cells (free cells sharing a side with a tile), so legal placements and bonuses are found by
looking up what an open cell requires rather than by trying tiles everywhere."""

from __future__ import annotations

from engine.core import IllegalMoveError
from engine.triominos import grid
from engine.triominos.grid import Cell, Point
from engine.triominos.tiles import Pattern, Tile, fit_index, rotations, value

#: B2: bonus by the number of hexagons completed at once.
HEXAGON_POINTS = (0, 50, 60, 70)
BRIDGE_POINTS = 40


class Board:
    """An immutable table: :meth:`with_tile` returns a new board."""

    __slots__ = ("bridges", "cells", "counts", "numbers", "open")

    def __init__(
        self,
        cells: dict[Cell, Tile],
        numbers: dict[Point, int],
        counts: dict[Point, int],
        open_cells: frozenset[Cell],
        bridges: frozenset[Cell],
    ) -> None:
        #: cell -> the numbers on its corners 0, 1, 2
        self.cells = cells
        #: grid point -> the number every tile there shows (M2 keeps them equal)
        self.numbers = numbers
        #: grid point -> how many of its six cells are occupied
        self.counts = counts
        self.open = open_cells
        #: cells whose tile earned a B3 bridge (what ``bridge_extension`` extends)
        self.bridges = bridges

    @classmethod
    def empty(cls) -> Board:
        return cls({}, {}, {}, frozenset(), frozenset())

    def with_tile(self, cell: Cell, corners: Tile, bridge: bool) -> Board:
        cells = dict(self.cells)
        cells[cell] = corners
        numbers = dict(self.numbers)
        counts = dict(self.counts)
        for point, number in zip(grid.corners(cell), corners, strict=True):
            numbers[point] = number
            counts[point] = counts.get(point, 0) + 1
        open_cells = set(self.open)
        open_cells.discard(cell)
        open_cells.update(n for n in grid.neighbours(cell) if n not in cells)
        bridges = self.bridges | {cell} if bridge else self.bridges
        return Board(cells, numbers, counts, frozenset(open_cells), bridges)

    def pattern(self, cell: Cell) -> Pattern:
        """The numbers ``cell``'s corners must carry (``None``: untouched corner)."""
        get = self.numbers.get
        p0, p1, p2 = grid.corners(cell)
        return (get(p0), get(p1), get(p2))

    # -- legality --------------------------------------------------------------------------
    def placements(self, hand: frozenset[Tile], set_name: str) -> list[tuple[Tile, Cell, int]]:
        """Every legal ``(tile, cell, rotation)`` for ``hand`` (M1–M3)."""
        if not self.cells:
            return [(t, grid.ORIGIN, r) for t in sorted(hand) for r in rotations(t)]
        index = fit_index(set_name)
        found = []
        for cell in self.open:
            for tile, rotation in index.get(self.pattern(cell), ()):
                if tile in hand:
                    found.append((tile, cell, rotation))
        return found

    def can_place(self, hand: frozenset[Tile], set_name: str) -> bool:
        if not self.cells:
            return bool(hand)
        index = fit_index(set_name)
        for cell in self.open:
            for tile, _ in index.get(self.pattern(cell), ()):
                if tile in hand:
                    return True
        return False

    def check(self, cell: Cell, corners: Tile) -> None:
        """Raise :class:`IllegalMoveError` unless ``corners`` may go on ``cell`` (S3, M1, M2)."""
        name = grid.cell_name(cell)
        if not self.cells:
            if cell != grid.ORIGIN:
                raise IllegalMoveError(
                    "first_cell", cell=name, expected=grid.cell_name(grid.ORIGIN)
                )
            return
        if cell in self.cells:
            raise IllegalMoveError("cell_taken", cell=name)
        sides = [n in self.cells for n in grid.neighbours(cell)]
        points = grid.corners(cell)
        if not any(sides):
            touched = [i for i, p in enumerate(points) if p in self.numbers]
            if touched:
                raise IllegalMoveError("point_only", cell=name, corners=touched)
            raise IllegalMoveError("not_adjacent", cell=name)
        mismatches = []
        for i, point in enumerate(points):
            need = self.numbers.get(point)
            if need is not None and need != corners[i]:
                # corner i ends the two sides other than side i
                on_side = any(sides[j] for j in range(3) if j != i)
                mismatches.append(
                    {
                        "corner": i,
                        "point": grid.point_name(point),
                        "need": need,
                        "have": corners[i],
                        "touch": "side" if on_side else "point",
                    }
                )
        if mismatches:
            first = mismatches[0]
            raise IllegalMoveError("mismatch", cell=name, **first, mismatches=mismatches)

    # -- scoring ---------------------------------------------------------------------------
    def hexagons(self, cell: Cell) -> int:
        """B2: how many grid points of ``cell`` would get their sixth tile."""
        counts = self.counts
        return sum(1 for p in grid.corners(cell) if counts.get(p, 0) == 5)

    def bridge(self, cell: Cell, extension: bool) -> bool:
        """B3: one side shared, the opposite corner touching a tile, the other sides free.

        With ``extension`` (Pressman) also a tile sharing two sides, one of them with a tile
        that earned a bridge.
        """
        if not self.cells:
            return False
        sides = [n in self.cells for n in grid.neighbours(cell)]
        shared = sum(sides)
        if shared == 1:
            side = sides.index(True)
            return any(c in self.cells for c in grid.far_cells(cell, side))
        if extension and shared == 2:
            return any(n in self.bridges for n in grid.neighbours(cell))
        return False


def bonus_points(board: Board, cell: Cell, *, extension: bool, simple: bool) -> tuple[int, int]:
    """The ``(bridge, hexagon)`` points any tile placed on ``cell`` earns (B2–B4, G2)."""
    hexagons = board.hexagons(cell)
    bridge = board.bridge(cell, extension)
    if simple:
        return int(bridge), hexagons
    return (BRIDGE_POINTS if bridge else 0), HEXAGON_POINTS[hexagons]


def points_for(
    board: Board, tile: Tile, cell: Cell, *, extension: bool, simple: bool
) -> dict[str, int]:
    """What placing ``tile`` on ``cell`` scores, broken down (B1–B4, G2)."""
    bridge, hexagon = bonus_points(board, cell, extension=extension, simple=simple)
    tile_points = 1 if simple else value(tile)
    return {
        "value": tile_points,
        "bridge": bridge,
        "hexagon": hexagon,
        "start": 0,
        "total": tile_points + bridge + hexagon,
    }
