"""A reference Triominos player (issue 27): a sound club player, not a level.

On its turn it looks at every legal placement (M1–M3) and values it as a careful player would:

* the points it scores now (B1–B4, G2, from the rules' own scoring);
* going out (R1): the bonus plus what the others hold, counted at the mean value of the tiles
  it has not seen;
* the hand it keeps: each kept tile that still fits the table after the placement is a turn
  without a draw (D1), a hand with nothing fitting is a draw or worse next turn;
* shedding: a heavy tile placed now does not count for whoever goes out;
* the cells it opens: a bridge or hexagon any player could complete next, with a tile it has
  not seen, is a gift (scored by how many unseen tiles could take it).

It draws only when it must (D1: nothing fits), places the drawn tile if it can, and passes
only when the rules say so (D2, D3). It keeps no memory.

It reads only the concealed state :func:`engine.ai.choose_move` gives it (the table, its own
hand, hand sizes, options) and uses the engine only for the rules (legal moves, scoring), never
``engine/triominos/ai.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import Event, Json, Move
from engine.triominos import grid
from engine.triominos.board import Board, bonus_points, points_for
from engine.triominos.game import OUT_BONUS, SIMPLE_OUT_BONUS, TRIOMINOS, State, board_of
from engine.triominos.tiles import Tile, fit_index, parse_tile, rotated, tile_set, value

#: Points a kept tile that still fits is worth, and what a hand with nothing fitting costs
#: (a draw, −5, D1, and a lost turn).
KEEP, STUCK = 2.5, -12.0
#: Weight of a tile's value shed now (it would count against it when someone goes out, R1).
SHED = 0.4
#: How much of a bonus cell left open counts against a placement, per unseen tile that fits it.
GIFT = 0.08


class ReferencePlayer:
    """``engine.ai.ComputerPlayer`` with no memory: the table and its own hand tell it all."""

    def choose(self, seen: State, seat: int, level: str, seed: int, memory: Any) -> Move:
        legal = TRIOMINOS.legal_moves(seen, seat)
        places = [m for m in legal if m["kind"] == "place"]
        if not places:
            # D1–D3: draw while allowed, else pass (the rules offer only what is legal).
            for kind in ("draw", "pass"):
                move = {"kind": kind}
                if move in legal:
                    return move
            return legal[0]
        board = seen.board if seen.table else board_of(seen.table)
        hand = list(seen.hands[seat])
        placed = {p.tile for p in seen.table}
        unseen = [t for t in tile_set(seen.options["set"]) if t not in placed and t not in hand]
        others = sum(len(h) for s, h in enumerate(seen.hands) if s != seat and seen.playing[s])
        mean = sum(map(value, unseen)) / len(unseen) if unseen else 0.0
        simple = seen.options["simple_scoring"]
        out = (SIMPLE_OUT_BONUS if simple else OUT_BONUS) + (0 if simple else mean * others)
        return max(places, key=lambda m: (self._worth(seen, board, hand, unseen, m, out), _key(m)))

    def _worth(
        self,
        seen: State,
        board: Board,
        hand: list[Tile],
        unseen: list[Tile],
        move: Move,
        out: float,
    ) -> float:
        options = seen.options
        extension, simple = options["bridge_extension"], options["simple_scoring"]
        tile = parse_tile(move["tile"])
        cell = grid.parse_cell(move["cell"])
        assert tile is not None and cell is not None
        points = points_for(board, tile, cell, extension=extension, simple=simple)["total"]
        kept = [t for t in hand if t != tile]
        if not kept:
            return 10_000.0 + points + out
        after = board.with_tile(cell, rotated(tile, move["rotation"]), False)
        fitting = {t for t, _, _ in after.placements(frozenset(kept), options["set"])}
        worth = points + KEEP * len(fitting) + (0.0 if fitting else STUCK)
        worth += SHED * (1 if simple else value(tile))
        worth -= GIFT * _gifts(after, cell, set(unseen), options)
        return worth

    def new_memory(self, players: int, seat: int) -> None:
        return None

    def observe(
        self, memory: Any, actor: int, move: Move, events: Sequence[Event], view: Json
    ) -> None:
        """Never called: it keeps no memory."""


def _gifts(after: Board, cell: Any, unseen: set[Tile], options: Json) -> float:
    """The bonus points (B2, B3) the cells beside ``cell`` now offer, each weighted by how many
    unseen tiles fit there (what the next players may hold)."""
    index = fit_index(options["set"])
    extension, simple = options["bridge_extension"], options["simple_scoring"]
    total = 0.0
    for near in grid.neighbours(cell):
        if near not in after.open:
            continue
        bonus = sum(bonus_points(after, near, extension=extension, simple=simple))
        if bonus:
            takers = sum(1 for t, _ in index.get(after.pattern(near), ()) if t in unseen)
            total += bonus * takers
    return total


def _key(move: Move) -> tuple[str, str, int]:
    """Ties go to one fixed order, so the same view always gives the same move."""
    return (move["tile"], move["cell"], move["rotation"])


PLAYER = ReferencePlayer()
