"""The leaderboard picture (issue 18, 2): a real PNG, one line per player in the given order,
the leader marked, the trend's direction drawn."""

from __future__ import annotations

from render.common import HIGHLIGHT
from render.leaderboard import DOWN, UP, Line, leaderboard_png, line_box, trend_box
from tests.render.helpers import colour_in_box, open_png

LINES = [
    Line(1, "Alice", 21.5, 12, 7, 3.2),
    Line(2, "Zoë 🐉", 14.0, 9, 3, -1.5),
    Line(3, "Level 2", 9.25, 30, 8, 0.0, is_computer=True),
]


def test_one_line_per_player_with_the_leader_marked_and_trends_drawn() -> None:
    image = open_png(leaderboard_png("Tsuro leaderboard", LINES))
    assert image.height == line_box(len(LINES) - 1)[3] + 16
    assert colour_in_box(image, line_box(0), HIGHLIGHT) > 50
    assert colour_in_box(image, line_box(1), HIGHLIGHT) == 0
    assert colour_in_box(image, trend_box(0), UP) > 20
    assert colour_in_box(image, trend_box(0), DOWN) == 0
    assert colour_in_box(image, trend_box(1), DOWN) > 20
    assert colour_in_box(image, trend_box(2), UP) == colour_in_box(image, trend_box(2), DOWN) == 0


def test_an_empty_leaderboard_says_so() -> None:
    image = open_png(leaderboard_png("Tsuro leaderboard", []))
    assert image.height == line_box(0)[3] + 16
    assert colour_in_box(image, line_box(0), HIGHLIGHT) == 0
