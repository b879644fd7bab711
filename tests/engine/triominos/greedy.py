"""A plain highest-points Triominos player (issue 27): the yardstick ``medium`` must clearly beat.

It places the tile scoring most now (B1–B4), the heavier tile on a tie, and draws or passes only
when nothing fits (D1–D3). Seat it with ``python -m engine.simulate triominos --seats
medium,greedy --player greedy=tests.engine.triominos.greedy``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import Event, Json, Move
from engine.triominos import grid
from engine.triominos.board import points_for
from engine.triominos.game import TRIOMINOS, State, board_of
from engine.triominos.tiles import parse_tile, value


class GreedyPlayer:
    """``engine.ai.ComputerPlayer``: the most points now, no memory."""

    def choose(self, seen: State, seat: int, level: str, seed: int, memory: Any) -> Move:
        legal = TRIOMINOS.legal_moves(seen, seat)
        places = [m for m in legal if m["kind"] == "place"]
        if not places:
            return next((m for m in legal if m["kind"] in ("draw", "pass")), legal[0])
        board = seen.board if seen.table else board_of(seen.table)
        extension = seen.options["bridge_extension"]
        simple = seen.options["simple_scoring"]

        def worth(move: Move) -> tuple[int, int]:
            tile = parse_tile(move["tile"])
            cell = grid.parse_cell(move["cell"])
            assert tile is not None and cell is not None
            points = points_for(board, tile, cell, extension=extension, simple=simple)
            return points["total"], value(tile)

        return max(places, key=worth)

    def new_memory(self, players: int, seat: int) -> None:
        return None

    def observe(
        self, memory: Any, actor: int, move: Move, events: Sequence[Event], view: Json
    ) -> None:
        """Never called: it keeps no memory."""


PLAYER = GreedyPlayer()
