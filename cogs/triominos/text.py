"""Triominos's refusals in words: the wording of ``engine.triominos``'s codes and of this
plug-in's :class:`~cogs.kit.errors.Rejection` s (and of shared codes it words its own way),
looked up by :func:`cogs.kit.text.explain` before the shared wording.
"""

from __future__ import annotations

from cogs.kit.text import Wording

MESSAGES: dict[str, Wording] = {
    "tile_name": lambda d, n: (
        f"`{d['tile']}` is not a tile: write its three numbers (0–5) with dashes, like `1-2-3`; "
        "the `tile` suggestions list the tiles of your hand that fit."
    ),
    "tile_not_in_set": lambda d, n: (
        f"There is no tile {d['tile']} in the {d['set']}-tile set; `/game hand` shows your tiles."
    ),
    "not_in_hand": lambda d, n: (
        f"Tile {d['tile']} is not in your hand; `/game hand` shows your tiles, and the `tile` "
        "suggestions list the ones that fit."
    ),
    "cell_name": lambda d, n: (
        f"`{d['cell']}` is not a cell: name one as column,row like `2,-1`, or pick a spot from "
        "the `spot` suggestions."
    ),
    "rotation": lambda d, n: (
        f"That tile can lie only as rotation {', '.join(map(str, d['allowed']))}; "
        "pick one from the `rotation` suggestions."
    ),
    "first_cell": lambda d, n: (
        f"The first tile of a round goes on {d['expected']}, not {d['cell']}."
    ),
    "cell_taken": lambda d, n: (
        f"Cell {d['cell']} already holds a tile; pick a free spot from the `spot` suggestions."
    ),
    "point_only": lambda d, n: (
        f"On {d['cell']} the tile would touch the table only at a corner; it must share a whole "
        "side with a tile already laid (M1). The `spot` suggestions list the spots that fit."
    ),
    "not_adjacent": lambda d, n: (
        f"Cell {d['cell']} does not touch the table; a tile must share a whole side with one "
        "already laid (M1). The `spot` suggestions list the spots that fit."
    ),
    "mismatch": lambda d, n: (
        f"Laid like that on {d['cell']}, the tile's {d['have']} would meet a {d['need']} at a "
        "corner, and every touching corner must match (M2). Try another rotation or spot: the "
        "suggestions list only those that fit."
    ),
    "must_place_first": lambda d, n: (
        "The table is empty: lay the first tile on 0,0 (any tile fits); drawing comes later."
    ),
    "draw_limit": lambda d, n: (
        "You have drawn three tiles this turn, the most allowed: lay a tile, or pass (−10)."
    ),
    "pool_empty": lambda d, n: (
        "The pool is empty, so there is nothing to draw: lay a tile, or pass if none fits."
    ),
    "pass_not_allowed": lambda d, n: (
        "You can't pass yet: "
        + (
            "a tile of yours fits, so lay it or draw (−5); "
            if d.get("can_place")
            else "draw first (−5 a tile); "
        )
        + "passing is allowed after three draws, or when nothing fits and the pool is empty."
    ),
    "no_spot": lambda d, n: (
        f"{d['tile']} does not fit on {d['cell']}. It fits in {d['count']} spot(s): pick one "
        "from the `spot` suggestions, or press Take your turn to see them numbered."
        if d.get("count") and d.get("cell")
        else f"{d['tile']} fits nowhere on the table now; choose another tile, or draw."
    ),
    "spot_number": lambda d, n: (
        f"There is no spot {d['number']} for {d['tile']}: its spots are numbered 1 to "
        f"{d['count']} (press Take your turn and choose the tile to see them)."
        if d["count"]
        else f"{d['tile']} fits nowhere on the table now; choose another tile, or draw."
    ),
    "spot_name": lambda d, n: (
        f"`{d['spot']}` is not a spot: give a cell like `2,-1` (the `spot` suggestions list "
        "those that fit) or a spot number from the spots picture."
    ),
    "rotation_needed": lambda d, n: (
        f"{d['tile']} fits on {d['cell']} in {len(d['ways'])} ways; say which with `rotation`: "
        + "; ".join(d["ways"])
        + "."
    ),
    "rotation_text": lambda d, n: (
        f"`{d['rotation']}` is not a way {d['tile']} can lie: give 0, 1 or 2, or its numbers "
        "clockwise from the cell's first corner (like 2-3-1); the suggestions list those that fit."
    ),
}
