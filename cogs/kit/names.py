"""How players read a seat's name (issue 26): :mod:`render.names` (seats, levels), shared with the
web pages (issue 30), and a computer's name on the leaderboard, kept under its stored name."""

from __future__ import annotations

# Naming lives below the cogs (issue 30: the web pages name seats and computers alike).
from render.names import computer_rating_name, level_name, seat_label, seat_labels

__all__ = ["computer_rating_name", "level_name", "seat_label", "seat_labels"]
