"""Tsuro: path tiles on a 6×6 board; keep your marker on it (``rules/tsuro.md``).

Modules: :mod:`~engine.tsuro.tiles` (the 35 tiles, derived), :mod:`~engine.tsuro.geometry`
(squares, ports, notches of any N×N board), :mod:`~engine.tsuro.paths` (movement, loop
detection, the suicide judge), :mod:`~engine.tsuro.position` (``Position``: build any position
on an N×N board, N = 2..12, and move markers in it), :mod:`~engine.tsuro.game` (the game
contract; ``build_state`` builds a game position directly), :mod:`~engine.tsuro.preview`
(``preview`` and ``hand_options``: what a placement would do), :mod:`~engine.tsuro.simulate`.

Conventions: squares are named ``"A1"``..``"F6"`` (columns left→right, rows top→bottom);
ports are 1..8 as in rule T3 (counter-clockwise from the bottom side's left port); notches
1..48 as in T6 (clockwise from the top-left). A *spot* is ``{"square", "port", "notch"}``:
the marker stands at that port of that square (``notch`` is set when the port is on the
outer edge, else null). A living marker's spot faces into its square, the empty square it
will place on next; an eliminated marker's spot is where it left the board or was hit.
A trail is a list of ``[square, entry port, exit port]``, one per tile crossed, in order.

Moves (JSON):

* ``{"kind": "notch", "notch": n}`` and ``{"kind": "random_notch"}`` — set-up (S3);
* ``{"kind": "place", "tile": t, "rotation": r}`` — tile 1..35 (T4) from the hand, turned
  ``r`` ∈ {0, 90, 180, 270} degrees clockwise; listed for every rotation, symmetric or not,
  minus those the suicide rule forbids (P4) and, with ``protect_opponents``, those that
  would eliminate another marker while a harmless option exists (V3);
* ``{"kind": "resign"}`` — any seat still playing, at any time (G4).

Events (all public; never which tile was drawn):

* ``notch_chosen`` {seat, notch, square, port, random}
* ``placed`` {seat, tile, rotation, square, order} (``order``: 1 for the first tile)
* ``moved`` {seat, trail, to: spot} — one per marker that crossed tiles
* ``collided`` {seats: [seats that met], square} — once per collision, before the
  ``eliminated`` event of each of them (P3)
* ``eliminated`` {seat, cause: "edge" | "collision", with: [seats met], at: spot}
* ``tiles_returned`` {seat, count} — an eliminated or resigning player's hand (P5)
* ``drew`` {seat, count}
* ``dragon_taken`` {seat}, ``dragon_returned`` {seat}, ``dragon_passed`` {from, to | null}
* ``turn_skipped`` {seat} — an empty hand on one's turn (P7)
* ``resigned`` {seat}
* ``game_over`` {winners: [seats], reason: "last_marker" | "shared_elimination" |
  "board_full"}

View (``Tsuro.view(state, seat)``, seat None for a spectator)::

    {"game": "tsuro", "size": 6, "players": n, "options": {"open_hands", "strict_suicide",
     "protect_opponents"},
     "phase": "notch" | "play" | "over", "turn": seat | null, "ply": moves so far,
     "tiles": [{"square", "tile", "rotation", "order"}, ...] in placement order,
     "last_placed": square | null,
     "markers": [{"seat", "notch" (start) | null, "position": spot | null,
                  "facing": square | null, "alive": bool,
                  "eliminated": null | {"cause": "edge" | "collision" | "resigned",
                                        "ply", "with": [seats]},
                  "trail": [[square, in, out], ...] (the whole journey)}, ...],
     "hand_sizes": [int per seat], "hands": [[tiles] or null per seat] (own, or all
     with open_hands), "hand": own tiles | null, "dragon": seat | null,
     "pile": size of the draw pile, "free_notches": [n, ...] (set-up only),
     "outcome": null | {"winners", "reason"}}
"""

from engine.tsuro.game import TSURO, Tsuro, TsuroState, build_state, free_notches
from engine.tsuro.geometry import notch_position, square_name
from engine.tsuro.position import Placement, Position, Trip, across
from engine.tsuro.preview import hand_options, preview

__all__ = [
    "TSURO",
    "Placement",
    "Position",
    "Trip",
    "Tsuro",
    "TsuroState",
    "across",
    "build_state",
    "free_notches",
    "hand_options",
    "notch_position",
    "preview",
    "square_name",
]
