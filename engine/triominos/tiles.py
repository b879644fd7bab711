"""Triomino tiles (C1, C2): three corner numbers read clockwise, named ``"a-b-c"``.

A tile is a tuple of its three corners in *canonical* rotation: the smallest of its three
rotations, so ``(0, 2, 1)`` and ``(0, 1, 2)`` are two tiles (mirror images) while ``(2, 1, 0)``
is ``(0, 2, 1)`` turned. Rotation ``k`` of a tile puts its corner ``k`` on a cell's first
corner and the others clockwise after it (see :mod:`engine.triominos.grid`).
"""

from __future__ import annotations

import re
from functools import cache

Tile = tuple[int, int, int]
#: What an open cell asks of its three corners: a number, or ``None`` where nothing touches.
Pattern = tuple[int | None, int | None, int | None]

#: The tile sets of option `set` (C1): 76 tiles, mirror images distinct, or the classic 56.
SETS = ("76", "56")
_NAME = re.compile(r"^([0-5])-([0-5])-([0-5])$")


def canonical(corners: tuple[int, int, int]) -> Tile:
    """The canonical form of a clockwise corner triple: its smallest rotation."""
    a, b, c = corners
    return min((a, b, c), (b, c, a), (c, a, b))


def rotated(tile: Tile, rotation: int) -> Tile:
    """The corners of ``tile`` on a cell's corners 0, 1, 2 when turned by ``rotation``."""
    return (tile[rotation % 3], tile[(rotation + 1) % 3], tile[(rotation + 2) % 3])


def rotations(tile: Tile) -> tuple[int, ...]:
    """The rotations that give distinct placements: only 0 for a triple like 5-5-5."""
    return (0,) if tile[0] == tile[1] == tile[2] else (0, 1, 2)


def value(tile: Tile) -> int:
    """C2: the sum of the three numbers."""
    return tile[0] + tile[1] + tile[2]


def tile_name(tile: Tile) -> str:
    return f"{tile[0]}-{tile[1]}-{tile[2]}"


def parse_tile(text: object) -> Tile | None:
    """The tile a canonical name such as ``"0-2-1"`` stands for, else ``None``."""
    if not isinstance(text, str):
        return None
    found = _NAME.match(text)
    if found is None:
        return None
    corners = (int(found[1]), int(found[2]), int(found[3]))
    return corners if canonical(corners) == corners else None


@cache
def tile_set(name: str) -> tuple[Tile, ...]:
    """C1: the 76 tiles (mirror images distinct) or the classic 56 (non-decreasing)."""
    if name == "76":
        found = {canonical((a, b, c)) for a in range(6) for b in range(6) for c in range(6)}
        return tuple(sorted(found))
    if name == "56":
        return tuple((a, b, c) for a in range(6) for b in range(a, 6) for c in range(b, 6))
    raise ValueError(name)


@cache
def fit_index(name: str) -> dict[Pattern, tuple[tuple[Tile, int], ...]]:
    """Every requirement pattern mapped to the ``(tile, rotation)`` pairs of the set that
    satisfy it. Legal placements look an open cell's pattern up here instead of trying every
    tile of a hand in every rotation."""
    index: dict[Pattern, list[tuple[Tile, int]]] = {}
    for tile in tile_set(name):
        for rotation in rotations(tile):
            corners = rotated(tile, rotation)
            for mask in range(8):
                pattern: Pattern = (
                    corners[0] if mask & 1 else None,
                    corners[1] if mask & 2 else None,
                    corners[2] if mask & 4 else None,
                )
                index.setdefault(pattern, []).append((tile, rotation))
    return {pattern: tuple(fits) for pattern, fits in index.items()}
