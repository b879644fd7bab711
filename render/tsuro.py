"""Tsuro pictures: the board, the set-up notches, a player's hand options and a single preview.

Public pictures (:func:`board_png`) are drawn from the spectator view only. The board keeps
everything a player may want to type in sight: column letters and row numbers on all four
sides, and during set-up the number of every free notch (T6) around the edge.

Speed: every square's look (tile paths plus the trails on it) is a cached sprite from
:mod:`render.tsuro_tiles`, and the frame with its labels is cached per board size, so drawing a
board is mostly pasting; see ``python -m bench render.tsuro``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageDraw

from engine.tsuro.geometry import COLUMNS, geometry
from engine.tsuro.tiles import orientation
from i18n import t
from render.common import (
    BORDER_WIDTH,
    HIGHLIGHT,
    INK,
    RGB,
    Player,
    banner,
    draw_header,
    draw_text,
    fitting,
    legend_chip,
    marker_image,
    new_card,
    paste_centred,
    png_bytes,
    printable,
    seat_players,
    stamp,
)
from render.tsuro_tiles import Pair, empty_sprite, normalise, port_point, square_sprite

Json = Any

SQUARE = 84
#: Band around the board: the outer part holds the coordinates, the inner part the notches.
MARGIN = 46
HEADER = 40
CHIP = 30
MARKER_RADIUS = 13
NOTCH_FONT = 13
LABEL_FONT = 17


@dataclass(frozen=True, slots=True)
class BoardLayout:
    """Where the board sits in a picture (pixels)."""

    size: int
    square: int
    left: int
    top: int

    def square_box(self, name: str) -> tuple[int, int, int, int]:
        index = geometry(self.size).square_index(name)
        row, col = divmod(index, self.size)
        x = self.left + col * self.square
        y = self.top + row * self.square
        return x, y, x + self.square, y + self.square

    def port_xy(self, square: str, port: int) -> tuple[float, float]:
        """Pixel position of T3 ``port`` (1..8) of ``square``."""
        x, y, _, _ = self.square_box(square)
        px, py = port_point(port, self.square)
        return x + px, y + py


def board_layout(size: int = 6, square: int = SQUARE) -> BoardLayout:
    return BoardLayout(size, square, MARGIN, HEADER + MARGIN)


@cache
def tile_pairs(tile: int, rotation: int) -> tuple[Pair, ...]:
    """The paths of ``tile`` turned ``rotation`` degrees clockwise, as 1-based port pairs."""
    return normalise((a + 1, b + 1) for a, b in orientation(tile, rotation))


# -- the frame --------------------------------------------------------------------------------
@lru_cache(maxsize=16)
def _frame(size: int, square: int, legend_rows: int) -> Image.Image:
    """The card with the empty board and the coordinates on all four sides."""
    layout = board_layout(size, square)
    board = size * square
    width = board + 2 * MARGIN
    height = HEADER + board + 2 * MARGIN + legend_rows * (CHIP + 4) + 10
    image, draw = new_card(width, height)
    empty = empty_sprite(square)
    for index in range(size * size):
        row, col = divmod(index, size)
        image.paste(empty, (layout.left + col * square, layout.top + row * square))
    x0, y0 = layout.left, layout.top
    x1, y1 = x0 + board, y0 + board
    draw.rectangle((x0 - 3, y0 - 3, x1 + 2, y1 + 2), outline=INK, width=3)
    outer = 11  # coordinates sit in the outer part of the margin
    for i in range(size):
        centre = i * square + square / 2
        letter, number = COLUMNS[i], str(i + 1)
        draw_text(draw, (x0 + centre, y0 - MARGIN + outer), letter, LABEL_FONT, INK, "mm")
        draw_text(draw, (x0 + centre, y1 + MARGIN - outer), letter, LABEL_FONT, INK, "mm")
        draw_text(draw, (x0 - MARGIN + outer, y0 + centre), number, LABEL_FONT, INK, "mm")
        draw_text(draw, (x1 + MARGIN - outer, y0 + centre), number, LABEL_FONT, INK, "mm")
    return image


def _notch_label_xy(layout: BoardLayout, notch: int) -> tuple[float, float]:
    """Where notch ``notch``'s number goes: just outside the board, in front of its port."""
    square, port = geometry(layout.size).describe(geometry(layout.size).notch(notch))
    x, y = layout.port_xy(square, port)
    offset = 20
    if port in (5, 6):
        return x, y - offset
    if port in (1, 2):
        return x, y + offset
    if port in (3, 4):
        return x + offset, y
    return x - offset, y


# -- reading the view -------------------------------------------------------------------------
def _require_spectator(view: Json) -> None:
    if view.get("hand") is not None:
        raise ValueError("public pictures are drawn from the spectator view only")


def _trails_by_square(view: Json, players: Sequence[Player]) -> dict[str, list[tuple[Pair, RGB]]]:
    found: dict[str, list[tuple[Pair, RGB]]] = {}
    for marker in view["markers"]:
        colour = players[marker["seat"]].style.colour
        for square, entry, exit_ in marker["trail"]:
            pair = (min(entry, exit_), max(entry, exit_))
            found.setdefault(square, []).append((pair, colour))
    return found


def _status(view: Json, players: Sequence[Player]) -> str:
    if view["phase"] == "notch":
        return t("render-tsuro-setup", name=players[view["turn"]].name)
    turn = view.get("turn")
    who = players[turn].name if turn is not None else "?"
    return t("render-tsuro-status", name=who, placed=len(view["tiles"]), pile=view["pile"])


def _outcome_text(view: Json, players: Sequence[Player]) -> str | None:
    outcome = view.get("outcome")
    if outcome is None:
        return None
    names = [printable(players[seat].name) for seat in outcome["winners"]]
    if not names:
        return t("render-tsuro-over-nobody")
    return t("render-tsuro-over", count=len(names), names=", ".join(names))


# -- drawing ----------------------------------------------------------------------------------
def board_image(
    view: Json, names: Sequence[str], colours: Sequence[int] | None = None
) -> Image.Image:
    """The public board, from the spectator view (``view(state, None)``): tiles, trails,
    markers (eliminated ones crossed out where they left), the last tile highlighted, the
    legend, free notches during set-up and a banner with the winners at the end."""
    _require_spectator(view)
    return _board_picture(view, seat_players(names, colours), None)


def _board_picture(view: Json, players: Sequence[Player], caption: str | None) -> Image.Image:
    size = view["size"]
    layout = board_layout(size)
    rows = (len(players) + 1) // 2
    image = _frame(size, SQUARE, rows).copy()
    draw = ImageDraw.Draw(image)
    _paint_board(image, layout, view, players, MARKER_RADIUS)
    for notch in view.get("free_notches") or ():
        x, y = _notch_label_xy(layout, notch)
        stamp(image, (x, y), str(notch), NOTCH_FONT, INK)
    _draw_header(draw, image.width, view, players, caption)
    _draw_legend(image, draw, layout, view, players)
    return image


def _paint_board(
    image: Image.Image, layout: BoardLayout, view: Json, players: Sequence[Player], radius: int
) -> None:
    """Tiles with their trails, the last tile's highlight and the markers."""
    _draw_tiles(image, layout, view, players)
    last = view.get("last_placed")
    if last:
        draw = ImageDraw.Draw(image)
        x0, y0, x1, y1 = layout.square_box(last)
        width = max(2, layout.square // 20)
        draw.rectangle((x0, y0, x1 - 1, y1 - 1), outline=HIGHLIGHT, width=width)
        draw.rectangle((x0 + width, y0 + width, x1 - 1 - width, y1 - 1 - width), outline=INK)
    _draw_markers(image, layout, view, players, radius)


def board_png(view: Json, names: Sequence[str], colours: Sequence[int] | None = None) -> bytes:
    return png_bytes(board_image(view, names, colours))


def _draw_tiles(
    image: Image.Image, layout: BoardLayout, view: Json, players: Sequence[Player]
) -> None:
    trails = _trails_by_square(view, players)
    for placed in view["tiles"]:
        square = placed["square"]
        pairs = tile_pairs(placed["tile"], placed["rotation"])
        on_square = tuple(sorted(trails.get(square, ())))
        sprite = square_sprite(pairs, on_square, layout.square)
        x0, y0, _, _ = layout.square_box(square)
        image.paste(sprite, (x0, y0))


def _draw_markers(
    image: Image.Image, layout: BoardLayout, view: Json, players: Sequence[Player], radius: int
) -> None:
    seen: dict[tuple[float, float], int] = {}
    # Eliminated markers first, so a marker still playing is never hidden under one.
    for marker in sorted(view["markers"], key=lambda m: m["alive"]):
        where = marker["position"]
        if where is None:
            continue
        x, y = layout.port_xy(where["square"], where["port"])
        # Two markers can end on one point (a collision); fan them out along the side.
        shift = seen.get((x, y), 0)
        seen[(x, y)] = shift + 1
        if shift:
            horizontal = where["port"] in (1, 2, 5, 6)
            x, y = (x + radius * shift, y) if horizontal else (x, y + radius * shift)
        style = players[marker["seat"]].style
        paste_centred(image, marker_image(style, radius, not marker["alive"]), x, y)


def _draw_header(
    draw: ImageDraw.ImageDraw,
    width: int,
    view: Json,
    players: Sequence[Player],
    caption: str | None,
) -> None:
    over = _outcome_text(view, players) if caption is None else None
    box = (BORDER_WIDTH, BORDER_WIDTH, width - BORDER_WIDTH - 1, HEADER - 4)
    if over is not None:
        banner(draw, box, over, 19)
        return
    draw_header(
        draw, (14, HEADER / 2), printable(caption or _status(view, players)), 18, width - 28
    )


def _draw_legend(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    layout: BoardLayout,
    view: Json,
    players: Sequence[Player],
) -> None:
    top = layout.top + layout.size * layout.square + MARGIN
    width = (image.width - 28) // 2
    turn = view.get("turn") if view.get("outcome") is None else None
    for seat, player in enumerate(players):
        row, col = divmod(seat, 2)
        x = 14 + col * width
        y = top + row * (CHIP + 4)
        marker = view["markers"][seat]
        if marker["alive"]:
            count = view["hand_sizes"][seat]
            note = t("render-tsuro-tiles", count=count)
            if view.get("dragon") == seat:
                note += " · " + t("render-tsuro-dragon")
        else:
            cause = (marker.get("eliminated") or {}).get("cause", "")
            note = t("render-tsuro-out", cause=cause)
        others = tuple(other.name for other in players if other is not player)
        chip = legend_chip(player, CHIP, width - 14, note, not marker["alive"], others)
        image.paste(chip, (x + 8, y))
        if seat == turn:
            draw.rectangle((x, y + 2, x + 4, y + CHIP - 2), fill=HIGHLIGHT, outline=INK)


# -- previews (private: shown only to the player choosing) ------------------------------------
def _after(view: Json, seat: int, option: Json) -> Json:
    """The board ``view`` as it would be once ``option`` is placed.

    ``option`` is an ``engine.tsuro.preview.preview`` (or ``hand_options`` entry): the new tile,
    the mover's path and end, and every seat the placement would eliminate.
    """
    new = dict(view)
    new["tiles"] = [
        *view["tiles"],
        {
            "square": option["square"],
            "tile": option["tile"],
            "rotation": option["rotation"],
            "order": len(view["tiles"]) + 1,
        },
    ]
    new["last_placed"] = option["square"]
    new["free_notches"] = []
    out = {entry["seat"]: entry["cause"] for entry in option["eliminated"]}
    markers = []
    for marker in view["markers"]:
        marker = dict(marker)
        if marker["seat"] == seat:
            marker["trail"] = [*marker["trail"], *option["trail"]]
            marker["position"] = option["to"]
        if marker["seat"] in out:
            marker["alive"] = False
            marker["eliminated"] = {"cause": out[marker["seat"]]}
        markers.append(marker)
    new["markers"] = markers
    return new


def _verdict(option: Json, players: Sequence[Player], seat: int) -> str:
    """What an option does, in a few words ("safe", "suicide: edge", "knocks out Bob")."""
    others = [printable(players[e["seat"]].name) for e in option["eliminated"] if e["seat"] != seat]
    if option["suicide"]:
        text = t("render-tsuro-suicide", cause=option["suicide"])
        if option.get("legal") is False:
            text += t("render-tsuro-not-allowed")
    else:
        text = t("render-tsuro-safe", square=option["to"]["square"])
    if others:
        text += t("render-tsuro-knocks-out", names=", ".join(others))
    return text


def preview_image(
    view: Json,
    seat: int,
    option: Json,
    names: Sequence[str],
    colours: Sequence[int] | None = None,
) -> Image.Image:
    """One choice, privately: the board as it would be after ``option`` (from
    ``engine.tsuro.preview.preview``) with the mover's whole path in its colour."""
    _require_spectator(view)
    players = seat_players(names, colours)
    caption = t(
        "render-tsuro-preview",
        tile=str(option["tile"]),
        rotation=str(option["rotation"]),
        square=option["square"],
        verdict=_verdict(option, players, seat),
    )
    return _board_picture(_after(view, seat, option), players, caption)


def preview_png(
    view: Json,
    seat: int,
    option: Json,
    names: Sequence[str],
    colours: Sequence[int] | None = None,
) -> bytes:
    return png_bytes(preview_image(view, seat, option, names, colours))


MINI_SQUARE = 30
MINI_GAP = 14
MINI_CAPTION = 40


@lru_cache(maxsize=4)
def _mini_frame(size: int, square: int) -> Image.Image:
    board = size * square
    image = Image.new("RGB", (board + 4, board + 4), INK)
    empty = empty_sprite(square)
    for index in range(size * size):
        row, col = divmod(index, size)
        image.paste(empty, (2 + col * square, 2 + row * square))
    return image


def hand_png(
    view: Json,
    seat: int,
    options: Sequence[Json],
    names: Sequence[str],
    colours: Sequence[int] | None = None,
) -> bytes:
    """A player's hand, privately: every tile in every rotation as a small board showing the
    path the player's marker would follow, suicidal options crossed out and hatched.

    ``options`` is ``engine.tsuro.preview.hand_options(state, seat)``; ``view`` the spectator
    view (the board is public; only the options reveal the hand, to its owner).
    """
    _require_spectator(view)
    players = seat_players(names, colours)
    size = view["size"]
    mini = _mini_frame(size, MINI_SQUARE)
    cell_w = mini.width + MINI_GAP
    cell_h = mini.height + MINI_CAPTION + MINI_GAP
    columns = 4
    rows = max(1, -(-len(options) // columns))
    width = columns * cell_w + MINI_GAP + 6
    image, draw = new_card(width, HEADER + rows * cell_h + 10)
    title = t("render-tsuro-hand-title", name=printable(players[seat].name))
    draw_header(draw, (14, HEADER / 2), title, 18, width - 28)
    for index, option in enumerate(options):
        row, col = divmod(index, columns)
        x = MINI_GAP + 3 + col * cell_w
        y = HEADER + row * cell_h
        label = t("render-tsuro-tile", tile=str(option["tile"]), rotation=str(option["rotation"]))
        label, label_size = fitting(label, 16, mini.width, 12)
        draw_text(draw, (x, y + 10), label, label_size, INK, "lm")
        board_top = y + MINI_CAPTION - 18
        image.paste(mini, (x, board_top))
        layout = BoardLayout(size, MINI_SQUARE, x + 2, board_top + 2)
        _paint_board(image, layout, _after(view, seat, option), players, 7)
        verdict = _verdict(option, players, seat)
        colour = INK if option["suicide"] is None else (150, 30, 30)
        text, text_size = fitting(verdict, 13, mini.width, 10)
        draw_text(draw, (x, board_top + mini.height + 10), text, text_size, colour, "lm")
        if option["suicide"]:
            _hatch(draw, (x, board_top, x + mini.width, board_top + mini.height))
    return png_bytes(image)


def _hatch(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int]) -> None:
    """Diagonal stripes and a frame over a suicidal option: visible without any colour."""
    x0, y0, x1, y1 = box
    step = 16
    for offset in range(-(y1 - y0), x1 - x0, step):
        start = (x0 + max(offset, 0), y0 + max(-offset, 0))
        length = min(x1 - start[0], y1 - start[1])
        draw.line((start, (start[0] + length, start[1] + length)), fill=(255, 255, 255), width=2)
    draw.rectangle(box, outline=(150, 30, 30), width=4)
