"""Triominos pictures: the table, a player's hand and the numbered spots for a chosen tile.

Geometry follows :mod:`engine.triominos.grid`: grid point ``(u, j)`` sits at
``(u * side / 2, j * side * sqrt(3) / 2)``; a cell's corners come from ``grid.corners``. The
side of a triangle is chosen from the table's extent so the numbers stay readable: a small
table gets big tiles, a big table makes the picture grow instead of shrinking the tiles below
:data:`MIN_SIDE`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from engine.triominos import grid
from engine.triominos.grid import Cell
from i18n import t
from render.common import (
    CARD,
    HIGHLIGHT,
    INK,
    MUTED,
    RGB,
    Player,
    banner,
    draw_header,
    draw_text,
    fitting,
    font_of,
    legend_chip,
    new_card,
    png_bytes,
    printable,
    seat_players,
    stamp,
)

Json = Any
Corners = tuple[int, int, int]

FELT: RGB = (46, 58, 70)
TILE: RGB = (251, 246, 232)
TILE_LAST: RGB = (255, 231, 150)
TILE_LINE: RGB = (40, 36, 30)
SPOT: RGB = (150, 235, 255)
ROW_HEIGHT = math.sqrt(3) / 2
#: Triangle side in pixels: at least this, so a number is ~17 px high even on a big table.
MIN_SIDE = 60
MAX_SIDE = 112
#: The table area aims at this width before the side hits :data:`MIN_SIDE`.
TARGET_WIDTH = 820
TARGET_HEIGHT = 620
SUPERSAMPLE = 3
WIDTH_MIN = 560


@dataclass(frozen=True, slots=True)
class _Frame:
    """Where the table's grid sits in the picture."""

    side: int
    left: float
    top: float

    def point(self, point: grid.Point) -> tuple[float, float]:
        u, j = point
        return self.left + u * self.side / 2, self.top + j * self.side * ROW_HEIGHT

    def cell_origin(self, cell: Cell) -> tuple[float, float]:
        """Top-left corner of the cell's bounding box."""
        x, y = cell
        return self.left + x * self.side / 2, self.top + y * self.side * ROW_HEIGHT


def _triangle(up: bool, side: float, pad: float) -> list[tuple[float, float]]:
    """Corners 0, 1, 2 of a cell inside its box (offset by ``pad``), clockwise from the apex."""
    h = side * ROW_HEIGHT
    if up:
        return [(pad + side / 2, pad), (pad + side, pad + h), (pad, pad + h)]
    return [(pad + side / 2, pad + h), (pad, pad), (pad + side, pad)]


@lru_cache(maxsize=64)
def _triangle_sprite(up: bool, side: int, last: bool) -> Image.Image:
    """An empty tile: an anti-aliased RGBA triangle (supersampled once, then reused)."""
    k = SUPERSAMPLE
    pad = 2 * k
    width = (side + 4) * k
    height = (math.ceil(side * ROW_HEIGHT) + 4) * k
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    points = _triangle(up, side * k, pad)
    draw.polygon(points, fill=TILE_LAST if last else TILE, outline=TILE_LINE, width=k)
    if last:
        inset = _inset(points, 0.9)
        draw.polygon(inset, outline=(200, 120, 0), width=max(2, side // 18) * k)
    return image.resize((width // k, height // k), Image.Resampling.LANCZOS)


@lru_cache(maxsize=4096)
def _tile_sprite(corners: Corners, up: bool, side: int, last: bool) -> Image.Image:
    """A tile with its numbers at its corners (FreeType text is already anti-aliased)."""
    image = _triangle_sprite(up, side, last).copy()
    draw = ImageDraw.Draw(image)
    points = _triangle(up, side, 2)
    cx = sum(p[0] for p in points) / 3
    cy = sum(p[1] for p in points) / 3
    font = font_of(round(side * 0.3))
    for number, (px, py) in zip(corners, points, strict=True):
        draw.text(
            (px + (cx - px) * 0.5, py + (cy - py) * 0.5),
            str(number),
            font=font,
            fill=INK,
            anchor="mm",
        )
    return image


def _inset(points: list[tuple[float, float]], factor: float) -> list[tuple[float, float]]:
    cx = sum(p[0] for p in points) / 3
    cy = sum(p[1] for p in points) / 3
    return [(cx + (x - cx) * factor, cy + (y - cy) * factor) for x, y in points]


def _extent(cells: Sequence[Cell]) -> tuple[int, int, int, int]:
    """Half-side columns and rows covered by ``cells``: (u_min, u_max, j_min, j_max)."""
    us = [x for x, _ in cells] + [x + 2 for x, _ in cells]
    js = [y for _, y in cells] + [y + 1 for _, y in cells]
    return min(us), max(us), min(js), max(js)


def _frame_for(cells: Sequence[Cell]) -> tuple[_Frame, int, int]:
    """A frame that fits ``cells`` (plus a ring around them) and the table area's size."""
    u0, u1, j0, j1 = _extent(cells or [grid.ORIGIN])
    u0, u1, j0, j1 = u0 - 2, u1 + 2, j0 - 1, j1 + 1
    span_w = (u1 - u0) / 2
    span_h = (j1 - j0) * ROW_HEIGHT
    side = int(min(TARGET_WIDTH / span_w, TARGET_HEIGHT / span_h))
    side = max(MIN_SIDE, min(MAX_SIDE, side))
    width = max(WIDTH_MIN, math.ceil(span_w * side))
    height = math.ceil(span_h * side)
    left = (width - span_w * side) / 2 - u0 * side / 2
    return _Frame(side, left, -j0 * side * ROW_HEIGHT), width, height


# -- reading the view -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Placed:
    cell: Cell
    corners: Corners


def _table(view: Json) -> list[_Placed]:
    return [
        _Placed(
            (item["x"], item["y"]), (item["corners"][0], item["corners"][1], item["corners"][2])
        )
        for item in view["table"]
    ]


def _require_spectator(view: Json) -> None:
    if view.get("seat") is not None or view.get("hand") is not None:
        raise ValueError("public pictures are drawn from the spectator view only")


# -- drawing ----------------------------------------------------------------------------------
def _draw_table(
    image: Image.Image,
    top: int,
    frame: _Frame,
    size: tuple[int, int],
    view: Json,
    players: Sequence[Player],
) -> None:
    width, height = size
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, top, width - 1, top + height - 1), fill=FELT)
    placed = _table(view)
    if not placed:
        # Along the top of the felt, clear of cell 0,0 in the middle, where spots are drawn.
        x, y = width / 2, top + 22
        text, size = fitting(t("render-triominos-empty-table"), 18, width - 28, 13)
        draw_text(draw, (x, y), text, size, CARD, "mm")
        ended = view.get("last_round")
        if ended:
            text, size = fitting(_round_summary(ended, players), 16, width - 28, 12)
            draw_text(draw, (x, y + 26), text, size, CARD, "mm")
        return
    last = grid.parse_cell(view["last"]) if view.get("last") else None
    label = max(10, round(frame.side * 0.15))
    for item in placed:
        up = grid.points_up(item.cell)
        sprite = _tile_sprite(item.corners, up, frame.side, item.cell == last)
        x, y = frame.cell_origin(item.cell)
        image.paste(sprite, (round(x) - 2, round(y) - 2), sprite)
        # The cell name, small, at the centre: what a player types to name this tile.
        cy = y + frame.side * ROW_HEIGHT * (2 / 3 if up else 1 / 3)
        stamp(image, (x + frame.side / 2, cy), grid.cell_name(item.cell), label, MUTED)


def _round_summary(ended: Json, players: Sequence[Player]) -> str:
    """R1/R2: how the last round ended and who scored what, e.g. "Round 1 ended (out): Ann +61"."""
    how = "out" if ended["how"] == "out" else "blocked"
    changes = [
        f"{printable(players[seat].name)} {change:+d}"
        for seat, change in enumerate(ended["changes"])
        if change
    ]
    scored = ", ".join(changes) or t("render-triominos-no-points")
    return t("render-triominos-round-ended", round=str(ended["round"]), how=how, changes=scored)


def _title(view: Json) -> str:
    """The scoreboard's title line while the game runs: the round and the pool's size."""
    return t("render-triominos-title", round=str(view["round"]), pool=view["pool"])


def _notes(view: Json, seat: int) -> str:
    """A seat's legend note: score and tiles in hand."""
    return t("render-triominos-note", points=view["scores"][seat], tiles=view["hands"][seat])


def _scoreboard(view: Json, players: Sequence[Player], width: int) -> Image.Image:
    """Title line and one chip per seat: marker, name, score and tiles in hand."""
    columns = 2 if width < 720 else 3
    chip_h = 30
    rows = math.ceil(len(players) / columns)
    title_h = 34
    image = Image.new("RGB", (width, title_h + rows * (chip_h + 4) + 8), CARD)
    draw = ImageDraw.Draw(image)
    outcome = view.get("outcome")
    if outcome is not None:
        winners = ", ".join(printable(players[s].name) for s in outcome["winners"])
        over = t("render-triominos-over", count=len(outcome["winners"]), names=winners)
        banner(draw, (0, 0, width - 1, title_h - 4), over, 18)
    else:
        draw_header(draw, (14, title_h / 2), _title(view), 18, width - 28)
    chip_w = (width - 28) // columns
    for seat, player in enumerate(players):
        row, col = divmod(seat, columns)
        x = 14 + col * chip_w
        y = title_h + row * (chip_h + 4)
        playing = view["playing"][seat]
        others = tuple(other.name for other in players if other is not player)
        chip = legend_chip(player, chip_h, chip_w - 14, _notes(view, seat), not playing, others)
        image.paste(chip, (x + 8, y))
        if view.get("turn") == seat and outcome is None:
            draw.rectangle((x, y + 2, x + 4, y + chip_h - 2), fill=HIGHLIGHT)
            draw.rectangle((x, y + 2, x + 4, y + chip_h - 2), outline=INK, width=1)
    return image


def table_image(
    view: Json, names: Sequence[str], colours: Sequence[int] | None = None
) -> Image.Image:
    """The public table picture, from the spectator view (``view(state, None)``)."""
    _require_spectator(view)
    return _table_picture(view, seat_players(names, colours), [])


def _layout(
    view: Json, players: Sequence[Player], spots: Sequence[Json]
) -> tuple[_Frame, Image.Image, int, int]:
    """The grid frame (in picture pixels), the scoreboard strip and the table area's size."""
    cells = [item.cell for item in _table(view)]
    spot_cells = [grid.parse_cell(spot["cell"]) for spot in spots]
    frame, table_w, table_h = _frame_for(cells + [cell for cell in spot_cells if cell])
    width = table_w + 8
    board = _scoreboard(view, players, width)
    return _Frame(frame.side, frame.left + 4, frame.top + board.height), board, width, table_h


def _table_picture(view: Json, players: Sequence[Player], spots: Sequence[Json]) -> Image.Image:
    frame, board, width, table_h = _layout(view, players, spots)
    image, _ = new_card(width, board.height + table_h + 4)
    image.paste(board, (0, 0))
    _draw_table(image, board.height, frame, (width, table_h), view, players)
    if spots:
        _draw_spots(image, frame, spots)
    _border(image)
    return image


def _draw_spots(image: Image.Image, frame: _Frame, spots: Sequence[Json]) -> None:
    """Each candidate cell as a ghost triangle carrying the numbers of its spots."""
    by_cell: dict[str, list[int]] = {}
    for number, spot in enumerate(spots, start=1):
        by_cell.setdefault(spot["cell"], []).append(number)
    draw = ImageDraw.Draw(image)
    for name, numbers in by_cell.items():
        cell = grid.parse_cell(name)
        assert cell is not None
        points = [frame.point(p) for p in grid.corners(cell)]
        draw.polygon(_inset(points, 0.88), fill=(40, 84, 110), outline=SPOT, width=3)
        cx = sum(p[0] for p in points) / 3
        cy = sum(p[1] for p in points) / 3
        label = ",".join(map(str, numbers)) if len(numbers) < 3 else f"{numbers[0]}-{numbers[-1]}"
        size = max(13, round(frame.side * (0.3 if len(label) <= 2 else 0.2)))
        draw_text(draw, (cx, cy), label, size, (255, 255, 255), "mm", halo=(20, 40, 55))


def _border(image: Image.Image) -> None:
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, image.width - 1, image.height - 1), outline=(110, 104, 94), width=3)


def table_png(view: Json, names: Sequence[str], colours: Sequence[int] | None = None) -> bytes:
    return png_bytes(table_image(view, names, colours))


def _hand_row(
    tiles: Sequence[Corners], side: int, width: int, captions: Sequence[str]
) -> Image.Image:
    """Tiles pointing up in a wrapping row, each with a caption underneath."""
    cell_w = side + 16
    per_row = max(1, (width - 16) // cell_w)
    rows = max(1, math.ceil(len(tiles) / per_row))
    caption_h = 22
    row_h = round(side * ROW_HEIGHT) + caption_h + 10
    image = Image.new("RGB", (width, rows * row_h + 6), FELT)
    draw = ImageDraw.Draw(image)
    for index, (corners, caption) in enumerate(zip(tiles, captions, strict=True)):
        row, col = divmod(index, per_row)
        x = 12 + col * cell_w
        y = 6 + row * row_h
        sprite = _tile_sprite(corners, True, side, False)
        image.paste(sprite, (x, y), sprite)
        draw_text(
            draw,
            (x + sprite.width / 2, y + sprite.height + caption_h / 2),
            caption,
            14,
            CARD,
            "mm",
        )
    return image


def hand_png(view: Json, names: Sequence[str], colours: Sequence[int] | None = None) -> bytes:
    """A player's own hand, privately: the seat's view (``view(state, seat)``)."""
    seat = view["seat"]
    hand = view["hand"]
    if seat is None or hand is None:
        raise ValueError("a hand picture needs the view of the seat that holds it")
    players = seat_players(names, colours)
    width = 620
    tiles = [_corners_of(name) for name in hand]
    row = _hand_row(tiles, 84, width, hand)
    image, draw = new_card(width, 44 + row.height + 8)
    title = t(
        "render-triominos-hand-title",
        name=printable(players[seat].name),
        tiles=len(hand),
        points=view["scores"][seat],
    )
    draw_header(draw, (14, 22), title, 18, width - 28)
    image.paste(row, (4, 44))
    _border(image)
    return png_bytes(image)


def spots_png(
    view: Json,
    tile: str,
    spots: Sequence[Json],
    names: Sequence[str],
    colours: Sequence[int] | None = None,
) -> bytes:
    """For ``tile`` of a player's hand, the table with every legal spot numbered 1..n.

    ``spots`` is ``engine.triominos.game.spots(state, seat, tile)`` (in its order); below the
    table each spot shows the tile as it would lie there and the points it would score.
    """
    players = seat_players(names, colours)
    table = _table_picture(view, players, spots)
    side = 64
    entries = [tuple(spot["corners"]) for spot in spots]
    ups = [grid.points_up(grid.parse_cell(spot["cell"]) or grid.ORIGIN) for spot in spots]
    captions = [
        f"{number}: {spot['cell']} +{spot['points']['total']}"
        for number, spot in enumerate(spots, start=1)
    ]
    cell_w = 150
    per_row = max(1, (table.width - 16) // cell_w)
    rows = math.ceil(len(spots) / per_row) if spots else 1
    row_h = round(side * ROW_HEIGHT) + 30
    header = 40
    image, draw = new_card(table.width, table.height + header + rows * row_h + 10)
    image.paste(table, (0, 0))
    top = table.height
    title = t("render-triominos-spots", tile=tile, count=len(spots))
    draw_header(draw, (14, top + header / 2), title, 18, image.width - 28)
    for index, (corners, up, caption) in enumerate(zip(entries, ups, captions, strict=True)):
        row, col = divmod(index, per_row)
        x = 12 + col * cell_w
        y = top + header + row * row_h
        sprite = _tile_sprite((corners[0], corners[1], corners[2]), up, side, False)
        image.paste(sprite, (x, y), sprite)
        draw_text(draw, (x + side + 8, y + sprite.height / 2), caption, 15, INK, "lm")
    _border(image)
    return png_bytes(image)


def _corners_of(name: str) -> Corners:
    a, b, c = (int(part) for part in name.split("-"))
    return a, b, c
