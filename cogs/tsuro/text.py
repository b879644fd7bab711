"""Tsuro's refusals in words: the wording of ``engine.tsuro``'s codes and of this
plug-in's :class:`~cogs.kit.errors.Rejection` s (and of shared codes it words its own way),
looked up by :func:`cogs.kit.text.explain` before the shared wording.
"""

from __future__ import annotations

from cogs.kit.text import Wording

MESSAGES: dict[str, Wording] = {
    "suicide": lambda d, n: (
        f"Tile {d['tile']} turned {d['rotation']}° would "
        + (
            "knock your own marker out in a collision"
            if d.get("cause") == "collision"
            else "take your own marker off the board"
        )
        + ", and another placement is allowed (rule P4), for example tile "
        f"{d['safe_move']['tile']} at {d['safe_move']['rotation']}°; choose another tile or "
        "rotation (`/tsuro turn` previews them all)."
    ),
    "tile": lambda d, n: f"Tiles are numbered {d['minimum']} to {d['maximum']}.",
    "rotation": lambda d, n: "Turn a tile by 0, 90, 180 or 270 degrees.",
    "not_playing": lambda d, n: "Your marker has left the board, so you can't move any more.",
    "tile_not_in_hand": lambda d, n: (
        f"Tile {d['tile']} is not in your hand; `/game hand` shows your tiles."
    ),
    "wrong_phase": lambda d, n: (
        "Start notches come first: pick yours with `/tsuro start` or the **Pick your start "
        "notch** button when you are mentioned; tiles are laid after that."
        if d["phase"] == "notch"
        else "Every marker already has its start notch; lay a tile with `/tsuro place` or the "
        "**Take your turn** button."
    ),
    "notch_taken": lambda d, n: (
        f"Notch {d['notch']} is taken; the board shows the free notches' numbers."
    ),
}
