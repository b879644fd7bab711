"""The leaderboard picture (issue 18): rank, player, rating, games, wins and trend, one line each.

Plain values in (:class:`Line`), PNG out: nothing here knows the database or Discord. The trend
is a small triangle (green up, red down; a dash when flat) with its number, so it reads without
colour too. The geometry is fixed (:func:`line_box`), which lets tests probe each line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from babel.numbers import format_decimal
from PIL import ImageDraw

from i18n import current, decimal, t
from render.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    RGB,
    banner,
    draw_text,
    fit_name,
    fit_tagged,
    fitting,
    new_card,
    png_bytes,
    printable,
)

WIDTH = 720
TITLE_HEIGHT = 56
HEADER_HEIGHT = 34
LINE_HEIGHT = 36
MARGIN = 16
TEXT_SIZE = 20
#: Every other line is shaded, so a long line reads across.
SHADE: RGB = (232, 227, 216)
UP: RGB = (30, 140, 60)
DOWN: RGB = (190, 40, 40)
#: Left edges of the columns (rank, player, rating, games, wins, trend). The numbers are short;
#: the columns are as wide as their headings in the longest language ("Победы", "Victoires").
COLUMNS = (MARGIN + 8, 80, 390, 470, 550, 640)


@dataclass(frozen=True, slots=True)
class Line:
    """One player of the leaderboard, as shown."""

    rank: int
    name: str
    rating: float
    games: int
    wins: int
    trend: float
    is_computer: bool = False


def line_box(index: int) -> tuple[int, int, int, int]:
    """The pixel box of line ``index`` (0 is the best player)."""
    top = TITLE_HEIGHT + HEADER_HEIGHT + index * LINE_HEIGHT
    return (MARGIN, top, WIDTH - MARGIN, top + LINE_HEIGHT)


def trend_box(index: int) -> tuple[int, int, int, int]:
    """Where line ``index``'s trend triangle is drawn."""
    _, top, _, bottom = line_box(index)
    return (COLUMNS[5], top + 8, COLUMNS[5] + 16, bottom - 8)


def headings() -> list[str]:
    """The column headings in the current language."""
    return [
        "#",
        t("render-leaderboard-player"),
        t("render-leaderboard-rating"),
        t("render-leaderboard-games"),
        t("render-leaderboard-wins"),
        t("render-leaderboard-trend"),
    ]


def leaderboard_png(title: str, lines: Sequence[Line], empty: str | None = None) -> bytes:
    """The leaderboard picture: a title band, the column headings, one line per player.
    ``empty`` is said when there is no line (default: "No rated games yet", translated)."""
    height = TITLE_HEIGHT + HEADER_HEIGHT + max(1, len(lines)) * LINE_HEIGHT + MARGIN
    image, draw = new_card(WIDTH, height)
    banner(draw, (3, 3, WIDTH - 4, TITLE_HEIGHT - 6), printable(title), 26)
    middle = TITLE_HEIGHT + HEADER_HEIGHT / 2
    # Each heading fits its column (the next column's edge), shrinking in a longer language.
    rights = (*COLUMNS[1:], WIDTH - MARGIN)
    for left, right, heading in zip(COLUMNS, rights, headings(), strict=True):
        text, size = fitting(heading, TEXT_SIZE - 2, right - left - 8, 12)
        draw_text(draw, (left, middle), text, size, MUTED, "lm")
    if not lines:
        _, top, _, bottom = line_box(0)
        said = t("render-leaderboard-empty") if empty is None else empty
        draw_text(draw, (WIDTH / 2, (top + bottom) / 2), said, TEXT_SIZE, MUTED, "mm")
    names = [printable(line.name) for line in lines]
    for index, line in enumerate(lines):
        _draw_line(draw, index, line, names[:index] + names[index + 1 :])
    return png_bytes(image)


def _draw_line(draw: ImageDraw.ImageDraw, index: int, line: Line, others: list[str]) -> None:
    box = line_box(index)
    if index % 2:
        draw.rectangle(box, fill=SHADE)
    middle = (box[1] + box[3]) / 2
    if line.rank == 1:
        draw.ellipse((COLUMNS[0] - 6, middle - 14, COLUMNS[0] + 22, middle + 14), fill=HIGHLIGHT)
    draw_text(draw, (COLUMNS[0], middle), str(line.rank), TEXT_SIZE, INK, "lm")
    room = COLUMNS[2] - COLUMNS[1] - 12
    if line.is_computer:
        # The tag is never cut: only the name gives way (issue 26).
        shown = fit_tagged(
            printable(line.name),
            TEXT_SIZE,
            room,
            lambda name: t("render-leaderboard-computer", name=name),
        )
    else:
        shown = fit_name(printable(line.name), TEXT_SIZE, room, others)
    alone = not line.is_computer
    draw_text(draw, (COLUMNS[1], middle), shown, TEXT_SIZE, INK, "lm", alone=alone)
    draw_text(draw, (COLUMNS[2], middle), decimal(line.rating), TEXT_SIZE, INK, "lm")
    draw_text(draw, (COLUMNS[3], middle), str(line.games), TEXT_SIZE, INK, "lm")
    draw_text(draw, (COLUMNS[4], middle), str(line.wins), TEXT_SIZE, INK, "lm")
    _draw_trend(draw, index, line.trend)


def _draw_trend(draw: ImageDraw.ImageDraw, index: int, trend: float) -> None:
    x0, y0, x1, y1 = trend_box(index)
    shown = round(trend, 1)
    if shown > 0:
        draw.polygon([(x0, y1), (x1, y1), ((x0 + x1) / 2, y0)], fill=UP)
    elif shown < 0:
        draw.polygon([(x0, y0), (x1, y0), ((x0 + x1) / 2, y1)], fill=DOWN)
    else:
        draw.line([(x0, (y0 + y1) / 2), (x1, (y0 + y1) / 2)], fill=MUTED, width=3)
    # With the language's decimal mark, as /game stats writes ratings (issue 26).
    label = format_decimal(shown, "+0.0;-0.0", locale=current()) if shown else "0"
    draw_text(draw, (x1 + 6, (y0 + y1) / 2), label, TEXT_SIZE - 4, MUTED, "lm")
