"""Adapter: the external NEU CS4500 (Fall 2019) Tsuro fixtures, run through our public API.

Their conventions (see the fixtures' README) are translated here and nowhere else: ports
A–H clockwise from the north side's left port, tiles from their own index with clockwise
degrees, squares (x, y) from the top-left on a 10×10 board, avatars standing on a tile and
facing the neighbour across their port. Movement itself (P2) is ours: tiles through
:func:`engine.tsuro.tiles.identify` and our clockwise rotation (T3/T4), boards through
:class:`engine.tsuro.position.Position`, loops reported by it instead of running forever.
"""

from __future__ import annotations

import json
import os
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from engine.tsuro.geometry import COLUMNS
from engine.tsuro.position import Position, across
from engine.tsuro.tiles import identify, orientation
from tests.shared import SHARED, shared_or_skip

FIXTURES = shared_or_skip(
    Path(os.environ.get("TSURO_FIXTURES", SHARED / "fixtures" / "tsuro-neu-f19")),
    "the NEU CS4500 Tsuro fixtures",
)
SIZE = 10
# Their letter → our T3 port: A, B north (left, right) = 6, 5; C, D east (top, bottom) = 4, 3;
# E, F south (right, left) = 2, 1; G, H west (bottom, top) = 8, 7.
PORT = dict(zip("ABCDEFGH", (6, 5, 4, 3, 2, 1, 8, 7), strict=True))
LETTER = {port: letter for letter, port in PORT.items()}


def stream(path: Path) -> list[Any]:
    """Every JSON value in a file holding a stream of them."""
    text = path.read_text()
    decoder = json.JSONDecoder()
    values, index = [], 0
    while True:
        while index < len(text) and text[index].isspace():
            index += 1
        if index == len(text):
            return values
        value, index = decoder.raw_decode(text, index)
        values.append(value)


@cache
def their_tiles() -> list[tuple[int, int]]:
    """Their tile index as (our tile, our rotation) of their tile at 0 degrees."""
    lines = (FIXTURES / "tsuro-tiles-index.json").read_text().split("\n")
    tiles = {}
    for line in filter(str.strip, lines):
        entry = json.loads(line)
        pairs = [(PORT[a] - 1, PORT[b] - 1) for a, b in entry["edges"]]
        tiles[entry["tile#"]] = identify(pairs)
    return [tiles[i] for i in range(len(tiles))]


def cases(folder: str) -> list[Path]:
    return sorted((FIXTURES / folder).rglob("*-in.json")) if FIXTURES.is_dir() else []


TILE_CASES = cases("3")
BOARD_CASES = cases("4")


def ours(tile: list[int]) -> tuple[int, int]:
    """Their ``[index, degrees clockwise]`` as our (tile, rotation clockwise)."""
    number, rotation = their_tiles()[tile[0]]
    return number, (rotation + tile[1]) % 360


def square(x: int, y: int) -> str:
    return f"{COLUMNS[x]}{y + 1}"


def test_every_case_is_found() -> None:
    """The README promises tile tests and board tests; all of them run below.

    Under CI (``CI=true`` or ``TESSERA_REQUIRE_SHARED=1``) missing fixtures are a failure;
    elsewhere (a fresh clone without ``../shared``) this module is skipped with the reason.
    """
    assert FIXTURES.is_dir(), f"no fixtures at {FIXTURES}"
    assert len(TILE_CASES) == 32
    assert len(BOARD_CASES) == 57
    assert all(p.with_name(p.name.replace("-in", "-out")).exists() for p in TILE_CASES)


def test_their_35_tiles_are_our_35_tiles() -> None:
    """T2: their hand-written index is exactly our derived set, one tile each."""
    assert sorted(number for number, _ in their_tiles()) == list(range(1, 36))


@pytest.mark.parametrize("path", TILE_CASES, ids=lambda p: str(p.relative_to(FIXTURES)))
def test_tile_case(path: Path) -> None:
    """T3/T4: each [tile, degrees, entrance] gives their exit through our rotation."""
    inputs = stream(path)
    expected = stream(path.with_name(path.name.replace("-in", "-out")))
    assert len(inputs) == len(expected) > 0
    for (tile, degrees, entrance), answer in zip(inputs, expected, strict=True):
        number, rotation = ours([tile, degrees])
        port = PORT[entrance] - 1
        exits = {a: b for pair in orientation(number, rotation) for a, b in (pair, pair[::-1])}
        exit_letter = LETTER[exits[port] + 1]
        assert ["if ", entrance, " is the entrance, ", exit_letter, " is the exit."] == answer


def run_board(values: list[Any]) -> Any:
    """Their ``xboard`` harness on our Position: the answer it would print."""
    placements, moves = values[0], values[1:]
    tiles: dict[str, tuple[int, int]] = {}
    avatars: dict[str, tuple[str, int]] = {}
    for placement in placements:
        if len(placement) == 5:
            tile, color, port, x, y = placement
            spot = across(square(x, y), PORT[port], SIZE)
            assert spot is not None, "an avatar facing off the board"
            avatars[color] = spot
        else:
            tile, x, y = placement
        tiles[square(x, y)] = ours(tile)
    if "red" not in avatars:
        return "red never played"
    position = Position.build(SIZE, tiles, avatars)
    for color, tile in moves:
        placement = position.place(position.facing(color), *ours(tile), eliminate=False)
        trips = placement.trips.values()
        if any(trip.end == "loop" for trip in trips):
            return "infinite"
        position = placement.position
        spots = list(position.marker_spots().values())
        if len(set(spots)) < len(spots):
            return "collision"
        if "red" in placement.trips and placement.trips["red"].end == "edge":
            return "red died"
    red = position.marker_spots()["red"]
    behind = across(*red, SIZE)
    assert behind is not None
    tile_square, port = behind
    x, y = COLUMNS.index(tile_square[0]), int(tile_square[1:]) - 1
    return [position.tile_at(tile_square), "red", LETTER[port], x, y]


@pytest.mark.parametrize("path", BOARD_CASES, ids=lambda p: str(p.relative_to(FIXTURES)))
def test_board_case(path: Path) -> None:
    """P2 (and loop detection): each board case ends as the course staff's program said."""
    answer = run_board(stream(path))
    (expected,) = stream(path.with_name(path.name.replace("-in", "-out")))
    if isinstance(expected, list):
        tile, color, port, x, y = expected
        number, rotation = ours(tile)
        assert isinstance(answer, list), answer
        # A symmetric tile may be reported at any equivalent angle: compare the paths.
        assert orientation(*answer[0]) == orientation(number, rotation)
        assert answer[1:] == [color, port, x, y]
    else:
        assert answer == expected
