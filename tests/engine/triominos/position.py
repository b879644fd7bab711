"""Positions built directly, like a FEN: tables, hands and pool written out by name."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.triominos import TRIOMINOS, State
from engine.triominos.game import Placed, board_of
from engine.triominos.grid import Cell, Point, corners, parse_cell
from engine.triominos.tiles import Tile, canonical, parse_tile, rotated, tile_name, tile_set


def cell(name: str) -> Cell:
    found = parse_cell(name)
    assert found is not None, name
    return found


def tile(name: str) -> Tile:
    found = parse_tile(name)
    assert found is not None, name
    return found


def on(cell_name: str, numbers: Mapping[Point, int]) -> tuple[str, str]:
    """A table entry whose corners carry the numbers of its grid points."""
    values = [numbers[p] for p in corners(cell(cell_name))]
    return cell_name, "-".join(map(str, values))


def build(
    table: Sequence[tuple[str, str]],
    hands: Sequence[Sequence[str]],
    *,
    pool: Sequence[str] | None = None,
    options: Mapping[str, Any] | None = None,
    turn: int = 0,
    starter: int = 0,
    scores: Sequence[int] | None = None,
    turns: Sequence[int] | None = None,
    draws: int = 0,
    bridges: Sequence[str] = (),
) -> State:
    """A state with ``table`` (cell name, corner numbers in the cell's corner order), each seat's
    hand and the pool (default: every other tile of the set). Every tile is used once."""
    players = len(hands)
    state = TRIOMINOS.setup(players, options or {}, 1)
    placed = []
    for name, numbers in table:
        given = tuple(int(n) for n in numbers.split("-"))
        assert len(given) == 3
        canon = canonical((given[0], given[1], given[2]))
        rotation = next(k for k in range(3) if rotated(canon, k) == given)
        placed.append(Placed(cell(name), canon, rotation, 0, name in bridges))
    held = [tuple(sorted(tile(t) for t in hand)) for hand in hands]
    used = [p.tile for p in placed] + [t for hand in held for t in hand]
    if pool is None:
        rest = tuple(t for t in tile_set(state.options["set"]) if t not in used)
    else:
        rest = tuple(sorted(tile(t) for t in pool))
    everything = used + list(rest)
    assert len(everything) == len(set(everything)), "a tile is used twice"
    assert set(everything) <= set(tile_set(state.options["set"]))
    table_tuple = tuple(placed)
    return replace(
        state,
        table=table_tuple,
        board=board_of(table_tuple),
        hands=tuple(held),
        pool=rest,
        turn=turn,
        starter=starter,
        scores=tuple(scores or (0,) * players),
        turns=tuple(turns or (0,) * players),
        draws=draws,
        start_draws=(),
    )


def place(tile_text: str, cell_name: str, rotation: int) -> dict[str, Any]:
    return {"kind": "place", "tile": tile_text, "cell": cell_name, "rotation": rotation}


def placing(cell_name: str, numbers: str) -> dict[str, Any]:
    """The move putting the tile whose corners read ``numbers`` (cell order) on a cell."""
    given = tuple(int(n) for n in numbers.split("-"))
    canon = canonical((given[0], given[1], given[2]))
    rotation = next(k for k in range(3) if rotated(canon, k) == given)
    return place(tile_name(canon), cell_name, rotation)
