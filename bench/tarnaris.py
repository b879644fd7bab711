"""Tarnaris figures: random legal play of 4 players, claims included, through ``apply``."""

from __future__ import annotations

from collections.abc import Iterator

from engine.tarnaris.simulate import play

GAMES = 200


def random_play() -> Iterator[dict[str, object]]:
    """Applied actions per second (validation included) and the mean length of a game."""
    summary = play(4, GAMES, 1)
    yield {
        "name": "tarnaris.actions_per_s",
        "value": round(summary.actions_per_s),
        "unit": "actions/s",
    }
    yield {
        "name": "tarnaris.mean_actions_per_game",
        "value": round(summary.mean_actions, 1),
        "unit": "actions",
    }


FIGURES = [(["tarnaris.actions_per_s", "tarnaris.mean_actions_per_game"], random_play)]
