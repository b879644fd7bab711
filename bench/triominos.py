"""Triominos figures: how fast greedy players get through whole rounds."""

from __future__ import annotations

from collections.abc import Iterator

from engine.triominos.simulate import play

ROUNDS = 300


def greedy_rounds() -> Iterator[dict[str, object]]:
    """2 greedy players, the 76-tile set, rule-checked moves through the public ``apply``."""
    play(2, 20, 999)  # warm the geometry caches so the figure measures play, not start-up
    summary = play(2, ROUNDS, 1)
    yield {
        "name": "triominos.greedy_rounds_per_s",
        "value": round(summary.rounds_per_second, 1),
        "unit": "rounds/s",
    }


FIGURES = [(["triominos.greedy_rounds_per_s"], greedy_rounds)]
