"""The league standings picture (issue 29): a real PNG, one line per player in the given
order, the leader marked, a withdrawn player greyed, headings in the reader's language."""

from __future__ import annotations

import i18n
from render.common import HIGHLIGHT, INK, MUTED
from render.leaderboard import line_box
from render.league import StandingLine, headings, standings_png
from tests.render.helpers import colour_in_box, open_png

LINES = [
    StandingLine(1, "Olga", "2.5", 3, "4", "3.25"),
    StandingLine(2, "Zoë 🐉", "2", 3, "4.5", "2"),
    StandingLine(3, "Ben", "0", 1, "1", "0", withdrawn=True),
]


def test_one_line_per_player_with_the_leader_marked() -> None:
    image = open_png(standings_png("League #1, after round 3", LINES, swiss=True))
    assert image.height == line_box(len(LINES) - 1)[3] + 16
    assert colour_in_box(image, line_box(0), HIGHLIGHT) > 50
    assert colour_in_box(image, line_box(1), HIGHLIGHT) == 0
    # The withdrawn player's name is drawn muted, the others' in ink.
    assert colour_in_box(image, line_box(2), INK) < colour_in_box(image, line_box(0), INK)
    assert colour_in_box(image, line_box(2), MUTED) > 0


def test_headings_follow_the_format_and_the_language() -> None:
    with i18n.speaking("de"):
        assert headings(swiss=True)[2:] == ["Punkte", "Partien", "Buchholz", "S.-Berger"]
        assert headings(swiss=False)[4:] == ["Direkter Vergleich", "Siege"]
    with i18n.speaking("en"):
        assert headings(swiss=False)[4:] == ["Head-to-head", "Wins"]
