"""What a placement would do, for the Discord flow: one option, or a seat's whole hand.

Previews use only public facts (the board and the markers) plus the tile asked about, so
showing a seat the previews of its own hand leaks nothing to anyone else.
"""

from __future__ import annotations

from typing import Any

from engine.core import IllegalMoveError, InvalidMoveError
from engine.tsuro.game import (
    BY_COLLISION,
    BY_EDGE,
    PLAY,
    TsuroState,
    legal_codes,
    spot_json,
    trail_json,
)
from engine.tsuro.geometry import geometry
from engine.tsuro.paths import EDGE, resolve
from engine.tsuro.tiles import ROTATIONS, TILE_COUNT, code_of

_NEXT = geometry(6).next
_NAMES = geometry(6).names


def _facing_square(state: TsuroState, seat: int) -> int:
    if state.phase != PLAY or not 0 <= seat < state.players or not state.alive[seat]:
        raise IllegalMoveError("no_preview", seat=seat, phase=state.phase)
    return state.points[seat] >> 3


def preview(state: TsuroState, seat: int, tile: int, rotation: int) -> dict[str, Any]:
    """What placing ``tile`` at ``rotation`` in front of ``seat``'s marker would do.

    Returns ``{"tile", "rotation", "square", "trail", "to", "suicide", "eliminated"}``:
    ``trail`` is the mover's path (``[square, entry port, exit port]`` per tile), ``to`` its
    end (``{"square", "port", "notch"}``), ``suicide`` is None, ``"edge"`` or
    ``"collision"`` (the mover would be eliminated, P4), and ``eliminated`` lists every seat
    the placement would eliminate as ``{"seat", "cause", "with"}``.
    """
    square = _facing_square(state, seat)
    if isinstance(tile, bool) or not isinstance(tile, int) or not 1 <= tile <= TILE_COUNT:
        raise InvalidMoveError("tile", value=tile, minimum=1, maximum=TILE_COUNT)
    if isinstance(rotation, bool) or rotation not in ROTATIONS:
        raise InvalidMoveError("rotation", value=rotation, allowed=list(ROTATIONS))
    code = code_of(tile, rotation)
    cells = (*state.cells[:square], code, *state.cells[square + 1 :])
    result: dict[str, Any] = {
        "tile": tile,
        "rotation": rotation,
        "square": _NAMES[square],
        "trail": [],
        "to": spot_json(state.points[seat]),
        "suicide": None,
        "eliminated": [],
    }
    for movement in resolve(cells, _NEXT, square, state.points):
        cause = None
        if movement.collided:
            cause = BY_COLLISION
        elif movement.end == EDGE:
            cause = BY_EDGE
        if movement.marker == seat:
            result["trail"] = trail_json(movement.steps)
            result["to"] = spot_json(movement.point)
            result["suicide"] = cause
        if cause is not None:
            result["eliminated"].append(
                {"seat": movement.marker, "cause": cause, "with": list(movement.collided)}
            )
    return result


def hand_options(state: TsuroState, seat: int) -> list[dict[str, Any]]:
    """Every tile of ``seat``'s hand in every rotation, each a :func:`preview` plus
    ``"legal"``: whether P4 (and V3 when chosen) allows it (judged for that seat even when
    it is not its turn)."""
    _facing_square(state, seat)
    hand = state.hands[seat]
    legal = set(
        legal_codes(
            state.cells, state.points, hand, seat, state.strict_suicide, state.protect_opponents
        )
    )
    options = []
    for tile in hand:
        for rotation in ROTATIONS:
            option = preview(state, seat, tile, rotation)
            option["legal"] = code_of(tile, rotation) in legal
            options.append(option)
    return options
