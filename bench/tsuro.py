"""Tsuro figures: how fast random legal 8-player games run through the public contract."""

from __future__ import annotations

from collections.abc import Iterator

from engine.tsuro.simulate import play

GAMES = 1000


def random_games() -> Iterator[dict[str, object]]:
    """8 players, uniform random legal moves (strict suicide rule), one process."""
    play(8, 50, 10_000)  # warm-up: imports and first-use tables are not what is measured
    summary = play(8, GAMES, 1)
    yield {
        "name": "tsuro.random_games_per_s",
        "value": round(summary.games_per_second, 1),
        "unit": "games/s",
    }


FIGURES = [(["tsuro.random_games_per_s"], random_games)]
