"""What a spectator sees of any game, for every front end: the Discord adapters and the web
pages (issue 30) draw the same public picture with the same colours.

* :func:`frame` — a game's public picture of a spectator view as an image (``(view, names,
  colours)``; the replay's frames and the board picture alike); :func:`board_png` its PNG.
* :func:`colours_for` — the palette index of each seat from the colours the seats chose.
* :func:`settled` — whether a position's spectator view shows nothing that later goes back
  face down (Tarnaris' revealed cards, T4 Async): the replay of a running game shows only
  settled positions, since a past reveal is no longer what a spectator of the thread sees.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from engine.core import Json
from render import tarnaris, triominos, tsuro
from render.common import PALETTE, png_bytes
from render.replay import FrameRenderer

#: Each game's public picture of a spectator view: the three games here; a game plug-in of its
#: own adds its picture with :func:`register_frame` (a game without one gets pages without
#: pictures, never an error).
FRAMES: dict[str, FrameRenderer] = {
    "tsuro": tsuro.board_image,
    "triominos": triominos.table_image,
    "tarnaris": tarnaris.replay_frame,
}


def register_frame(game: str, renderer: FrameRenderer) -> None:
    FRAMES[game] = renderer


def has_frame(game: str) -> bool:
    return game in FRAMES


def frame(game: str) -> FrameRenderer:
    """The public picture of ``game``'s spectator views."""
    return FRAMES[game]


def board_png(game: str, view: Json, names: Sequence[str], colours: Sequence[int] | None) -> bytes:
    """The public picture of a spectator ``view`` of ``game``, as PNG."""
    return png_bytes(FRAMES[game](view, names, colours))


def chosen_colours(chosen: Sequence[str | None]) -> list[int] | None:
    """Palette indices for the seats' chosen colours (by name, in seat order), or ``None`` for
    the default order when a seat chose none or two chose the same."""
    index = {style.name: number for number, style in enumerate(PALETTE)}
    picked = [index.get(colour or "") for colour in chosen]
    if any(c is None for c in picked) or len(set(picked)) != len(picked):
        return None
    return [c for c in picked if c is not None]


def filled_colours(chosen: Sequence[str | None]) -> list[int]:
    """Chosen colours where given (the first seat to choose one keeps it), the first free
    palette colours for everyone else, in seat order (Tsuro's markers always differ)."""
    index = {style.name: number for number, style in enumerate(PALETTE)}
    picked: list[int | None] = []
    for colour in chosen:
        number = index.get(colour or "")
        picked.append(number if number not in picked else None)
    free = [number for number in range(len(PALETTE)) if number not in picked]
    return [number if number is not None else free.pop(0) for number in picked]


#: How each game turns chosen colours into palette indices (default: :func:`chosen_colours`).
COLOURS: Mapping[str, Callable[[Sequence[str | None]], list[int] | None]] = {
    "tsuro": filled_colours,
}


def colours_for(game: str, chosen: Sequence[str | None]) -> list[int] | None:
    """The palette index of each seat of ``game`` (``None``: the default order)."""
    return COLOURS.get(game, chosen_colours)(chosen)


def settled(view: Json) -> bool:
    """Whether a spectator view shows no card that goes back face down once its turn ends."""
    return not view.get("revealed")


#: Games whose pictures draw each seat in its palette colour (Tarnaris draws crests instead).
PALETTE_GAMES = frozenset({"tsuro", "triominos"})


def draws_colours(game: str) -> bool:
    """Whether ``game``'s pictures show each seat's palette colour (a page then names it)."""
    return game in PALETTE_GAMES
