"""The league standings picture (issue 29): place, player, points, games and the format's two
tie-breaks (Swiss: Buchholz and Sonneborn–Berger; round-robin: head-to-head and wins).

Plain values in (:class:`StandingLine`, numbers already written in the reader's way), PNG out;
the geometry is :mod:`render.leaderboard`'s (:func:`~render.leaderboard.line_box`), so a test
probes each line the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import ImageDraw

from i18n import t
from render.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    banner,
    draw_text,
    fit_text,
    fitting,
    new_card,
    png_bytes,
    printable,
)
from render.leaderboard import (
    HEADER_HEIGHT,
    LINE_HEIGHT,
    MARGIN,
    SHADE,
    TEXT_SIZE,
    TITLE_HEIGHT,
    WIDTH,
    line_box,
)

#: Left edges of the columns: place, player, points, games, first and second tie-break.
COLUMNS = (MARGIN + 8, 70, 330, 420, 500, 610)


@dataclass(frozen=True, slots=True)
class StandingLine:
    place: int
    name: str
    points: str
    games: int
    first: str
    second: str
    withdrawn: bool = False


def headings(swiss: bool) -> list[str]:
    """The column headings in the current language."""
    tiebreaks = (
        [t("render-league-buchholz"), t("render-league-berger")]
        if swiss
        else [t("render-league-head-to-head"), t("render-leaderboard-wins")]
    )
    return [
        "#",
        t("render-leaderboard-player"),
        t("render-league-points"),
        t("render-leaderboard-games"),
        *tiebreaks,
    ]


def standings_png(title: str, lines: Sequence[StandingLine], *, swiss: bool) -> bytes:
    """The standings: a title band, the headings, one line per player, best first."""
    height = TITLE_HEIGHT + HEADER_HEIGHT + max(1, len(lines)) * LINE_HEIGHT + MARGIN
    image, draw = new_card(WIDTH, height)
    banner(draw, (3, 3, WIDTH - 4, TITLE_HEIGHT - 6), printable(title), 26)
    middle = TITLE_HEIGHT + HEADER_HEIGHT / 2
    rights = (*COLUMNS[1:], WIDTH - MARGIN)
    for left, right, heading in zip(COLUMNS, rights, headings(swiss), strict=True):
        text, size = fitting(heading, TEXT_SIZE - 2, right - left - 8, 12)
        draw_text(draw, (left, middle), text, size, MUTED, "lm")
    for index, line in enumerate(lines):
        _draw_line(draw, index, line)
    return png_bytes(image)


def _draw_line(draw: ImageDraw.ImageDraw, index: int, line: StandingLine) -> None:
    box = line_box(index)
    if index % 2:
        draw.rectangle(box, fill=SHADE)
    middle = (box[1] + box[3]) / 2
    if line.place == 1:
        draw.ellipse((COLUMNS[0] - 6, middle - 14, COLUMNS[0] + 22, middle + 14), fill=HIGHLIGHT)
    draw_text(draw, (COLUMNS[0], middle), str(line.place), TEXT_SIZE, INK, "lm")
    name = printable(line.name)
    if line.withdrawn:
        name = t("render-league-withdrawn", name=name)
    shown = fit_text(name, TEXT_SIZE, COLUMNS[2] - COLUMNS[1] - 12)
    colour = MUTED if line.withdrawn else INK
    draw_text(draw, (COLUMNS[1], middle), shown, TEXT_SIZE, colour, "lm")
    for column, value in zip(
        COLUMNS[2:], (line.points, str(line.games), line.first, line.second), strict=True
    ):
        draw_text(draw, (column, middle), value, TEXT_SIZE, INK, "lm")
