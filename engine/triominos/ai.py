"""Triominos's computer player (issue 16), on a state concealed for its seat (:mod:`engine.ai`).

* ``easy``: the greedy player the turn clock used before (the placement scoring most now),
  made a little human: one time in four it is content with any placement scoring at least
  half as much as the best.
* ``medium``: the score now, plus what the placement leaves: tiles kept that still fit the
  table (no draws next turn), a bonus for going out, and a premium on shedding heavy tiles
  (the hand left counts for whoever goes out).
* ``hard``: as ``medium``, plus the most its kept tiles could score next turn on the table it
  leaves (bridges and hexagons it sets up for itself), a hexagon left five-sixths complete
  weighed by the chance that an opponent holds a tile for it (from the tiles it has not seen
  and the opponents' hand sizes) against its own chance to complete it, and a larger shedding
  premium once an opponent is low on tiles.

Reads of the state: the table, its own hand, hand sizes, pool size, scores, options — what
its view shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import Event, Json, Move
from engine.rng import derive
from engine.triominos import grid
from engine.triominos.board import Board, bonus_points, points_for
from engine.triominos.game import TRIOMINOS, State, board_of
from engine.triominos.grid import Cell
from engine.triominos.tiles import Tile, fit_index, parse_tile, rotated, tile_set, value

OUT_BONUS = 25
HEXAGON = 50
#: Weights of what a placement leaves (points): each kept tile that still fits, any kept
#: tile fitting, none fitting, and the value of the tile played (shed: a tile kept counts for
#: whoever goes out), early and late in the round (late: ``hard`` only).
FIT_EACH, FIT_ANY, FIT_NONE = 3.0, 6.0, -10.0
SHED, SHED_LATE = 1.5, 2.5
#: ``hard``: weight of the most its kept tiles could score next turn on the table it leaves.
NEXT = 0.5


def _unseen(st: State, seat: int) -> list[Tile]:
    placed = {p.tile for p in st.table}
    own = set(st.hands[seat])
    return [t for t in tile_set(st.options["set"]) if t not in placed and t not in own]


def _open_hexagons(board: Board) -> list[Cell]:
    """Free cells that would complete a hexagon (a grid point with five of its six cells)."""
    found = []
    for cell in board.open:
        if board.hexagons(cell):
            found.append(cell)
    return found


def _fitting(board: Board, cell: Cell, tiles: Sequence[Tile], set_name: str) -> int:
    """How many of ``tiles`` fit ``cell`` (by corners; side contact is given: it is open)."""
    fits = {tile for tile, _ in fit_index(set_name).get(board.pattern(cell), ())}
    return sum(1 for t in tiles if t in fits)


class TriominosPlayer:
    """``engine.ai.ComputerPlayer`` for Triominos (no memory kept)."""

    def choose(self, seen: State, seat: int, level: str, seed: int, memory: Any) -> Move:
        legal = TRIOMINOS.legal_moves(seen, seat)
        places = [m for m in legal if m["kind"] == "place"]
        if not places:
            for kind in ("draw", "pass"):
                found = next((m for m in legal if m["kind"] == kind), None)
                if found is not None:
                    return found
            return legal[0]
        board = seen.board if seen.table else board_of(seen.table)
        options = seen.options
        extension, simple = options["bridge_extension"], options["simple_scoring"]
        scored = []
        for move in places:
            tile = parse_tile(move["tile"])
            assert tile is not None
            cell = grid.parse_cell(move["cell"])
            assert cell is not None
            points = points_for(board, tile, cell, extension=extension, simple=simple)["total"]
            scored.append((points, value(tile), move, tile, cell))
        if level == "easy":
            best = max(scored, key=lambda s: (s[0], s[1]))
            rng = derive(seed, "triominos", "easy")
            if rng.randbelow(4) == 0:
                fair = [s for s in scored if 2 * s[0] >= best[0]]
                return fair[rng.randbelow(len(fair))][2]
            return best[2]
        judged = [
            (self._judge(seen, seat, level, board, tile, cell, move["rotation"], points), worth)
            for points, worth, move, tile, cell in scored
        ]
        return scored[max(range(len(scored)), key=lambda i: judged[i])][2]

    def _judge(
        self,
        st: State,
        seat: int,
        level: str,
        board: Board,
        tile: Tile,
        cell: Cell,
        rotation: int,
        points: float,
    ) -> float:
        options = st.options
        set_name = options["set"]
        hand = list(st.hands[seat])
        hand.remove(tile)
        after = board.with_tile(cell, rotated(tile, rotation), False)
        others = [len(h) for s, h in enumerate(st.hands) if s != seat and st.playing[s]]
        value_now = float(points)
        if not hand:
            unseen = _unseen(st, seat)
            mean = sum(map(value, unseen)) / len(unseen) if unseen else 0.0
            return value_now + 1000.0 + OUT_BONUS + mean * sum(others)
        # Tiles kept that still fit somewhere: each spares a draw (-5) later.
        found = after.placements(frozenset(hand), set_name)
        fits = {t for t, _, _ in found}
        value_now += FIT_EACH * len(fits) + (FIT_ANY if fits else FIT_NONE)
        if level == "medium":
            return value_now + SHED * value(tile)
        new_open = [c for c in _open_hexagons(after) if c not in set(_open_hexagons(board))]
        if NEXT and found:
            extension, simple = options["bridge_extension"], options["simple_scoring"]
            bonus: dict[Cell, int] = {}
            best = 0
            for kept, spot, _ in found:
                if spot not in bonus:
                    bonus[spot] = sum(bonus_points(after, spot, extension=extension, simple=simple))
                best = max(best, bonus[spot] + value(kept))
            value_now += NEXT * best
        unseen = _unseen(st, seat)
        opponents = sum(others)
        for open_cell in new_open:
            share = _fitting(after, open_cell, unseen, set_name) / max(1, len(unseen))
            theirs = 1.0 - (1.0 - share) ** opponents
            mine = 1.0 if _fitting(after, open_cell, hand, set_name) else 0.0
            value_now -= HEXAGON * theirs - 0.5 * HEXAGON * mine * (1.0 - theirs)
        # A tile kept counts for whoever goes out; more so as the round nears its end.
        value_now += (SHED_LATE if others and min(others) <= 3 else SHED) * value(tile)
        return value_now

    def new_memory(self, players: int, seat: int) -> None:
        return None

    def observe(
        self, memory: Any, actor: int, move: Move, events: Sequence[Event], view: Json
    ) -> None:
        return None


PLAYER = TriominosPlayer()
