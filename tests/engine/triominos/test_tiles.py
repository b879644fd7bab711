"""C1–C2: the two tile sets, tile names and rotations."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.triominos.tiles import (
    canonical,
    fit_index,
    parse_tile,
    rotated,
    rotations,
    tile_name,
    tile_set,
    value,
)


def kinds(tiles: tuple[tuple[int, int, int], ...]) -> Counter[int]:
    """How many tiles have 1, 2 or 3 different numbers."""
    return Counter(len(set(t)) for t in tiles)


def test_c1_default_set_has_76_tiles_with_mirror_images_distinct() -> None:
    tiles = tile_set("76")
    assert len(tiles) == len(set(tiles)) == 76
    assert kinds(tiles) == {1: 6, 2: 30, 3: 40}
    assert (0, 1, 2) in tiles and (0, 2, 1) in tiles
    # no two tiles are rotations of each other
    assert len({canonical(t) for t in tiles}) == 76
    assert all(canonical(t) == t for t in tiles)


def test_c1_set_56_has_one_mirror_image_only() -> None:
    tiles = tile_set("56")
    assert len(tiles) == 56
    assert kinds(tiles) == {1: 6, 2: 30, 3: 20}
    assert (0, 1, 2) in tiles and (0, 2, 1) not in tiles
    assert all(a <= b <= c for a, b, c in tiles)
    assert set(tiles) <= set(tile_set("76"))


def test_c2_values_sum_as_expected() -> None:
    """Every number appears equally often on the corners: 76 * 3 / 6 times each, etc."""
    assert value((3, 4, 5)) == 12
    assert sum(value(t) for t in tile_set("76")) == 38 * (0 + 1 + 2 + 3 + 4 + 5)
    assert sum(value(t) for t in tile_set("56")) == 28 * 15
    for name in ("76", "56"):
        corners = Counter(n for t in tile_set(name) for n in t)
        assert len(set(corners.values())) == 1


def test_tile_names_are_canonical_rotations() -> None:
    """C1: a tile is named by its smallest clockwise rotation; other spellings are refused."""
    assert tile_name((0, 2, 1)) == "0-2-1"
    assert parse_tile("0-2-1") == (0, 2, 1)
    assert parse_tile("2-1-0") is None  # the same tile turned: only the canonical name is one
    assert parse_tile("0-1-6") is None
    assert parse_tile("0-1") is None
    assert parse_tile(12) is None
    assert canonical((2, 1, 0)) == (0, 2, 1)


def test_m3_rotation_k_puts_corner_k_first() -> None:
    assert rotated((0, 2, 1), 0) == (0, 2, 1)
    assert rotated((0, 2, 1), 1) == (2, 1, 0)
    assert rotated((0, 2, 1), 2) == (1, 0, 2)
    assert rotations((5, 5, 5)) == (0,)
    assert rotations((0, 0, 1)) == (0, 1, 2)


@pytest.mark.parametrize("name", ["76", "56"])
def test_fit_index_lists_exactly_the_fitting_tiles(name: str) -> None:
    """M2, M3, E2: the index behind legal placements lists, for each corner pattern an open
    cell asks for, exactly the tiles and rotations of the set that fit it."""
    index = fit_index(name)
    for pattern, fits in index.items():
        for tile, rotation in fits:
            corners = rotated(tile, rotation)
            assert all(p is None or p == c for p, c in zip(pattern, corners, strict=True))
    # two corners fixed: one tile-rotation per third number whose tile is in the set
    expected = [x for x in range(6) if canonical((1, 3, x)) in tile_set(name)]
    assert len(index[(1, 3, None)]) == len(expected) == (6 if name == "76" else 5)
