"""Issue 13 (P3): the final picture of a collision shows both collided markers' trails, even
where one followed the other's path (before, one colour covered the other)."""

from __future__ import annotations

import os
from pathlib import Path

from engine.tsuro import TSURO, build_state
from render import tsuro as pictures
from render.common import PALETTE
from render.tsuro_tiles import path_points
from tests.engine.tsuro.test_rules import CROSS_67, place
from tests.render.helpers import colour_in_box, open_png


def test_both_collided_trails_are_visible_where_they_overlap() -> None:
    """Seats 0 and 1 face A1 from notches 48 and 1; CROSS_67 joins them head-on: both leave
    the board along the same path (each to the other's notch). Both colours show on it."""
    state = build_state(
        2,
        markers={0: ("A1", 7), 1: ("A1", 6)},
        hands={0: [CROSS_67[0]], 1: [2]},
        options={"strict_suicide": False},
    )
    state = TSURO.apply(state, 0, place(*CROSS_67)).state
    view = TSURO.view(state, None)
    assert view["outcome"] == {"winners": [0, 1], "reason": "shared_elimination"}
    data = pictures.board_png(view, ["Bob", "Eve"])
    if folder := os.environ.get("TESSERA_KEEP_PICTURES"):
        Path(folder).mkdir(parents=True, exist_ok=True)
        (Path(folder) / "tsuro-collision.png").write_bytes(data)
    image = open_png(data)
    layout = pictures.board_layout(view["size"])
    x0, y0, _, _ = layout.square_box("A1")
    # The middle of the shared path, clear of the two markers at its ends.
    middle = path_points((6, 7), layout.square)[6:19]
    for seat in (0, 1):
        colour = PALETTE[seat].colour
        found = sum(
            colour_in_box(
                image,
                (x0 + round(x) - 2, y0 + round(y) - 2, x0 + round(x) + 3, y0 + round(y) + 3),
                colour,
                30,
            )
            for x, y in middle
        )
        assert found > 10, (seat, found)
