"""Computer player figures: how long one decision takes, per game and level (issue 16).

Whole games are played by computers of one level (4 seats; Triominos 2, to 400) through
:func:`engine.arena.play_one`, and every decision is timed — the concealing of the state for
the seat included, as a bot would pay it.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.ai import LEVELS
from engine.arena import play_one
from engine.registry import get_game

#: Games per game and level, and players.
GAMES = {"triominos": 10, "tsuro": 12, "tarnaris": 3}
PLAYERS = {"triominos": 2, "tsuro": 4, "tarnaris": 4}


def move_times() -> Iterator[dict[str, object]]:
    for name in sorted(GAMES):
        game = get_game(name)
        play_one(game, ["easy"] * PLAYERS[name], 999)  # warm-up: imports and caches
        for level in LEVELS:
            timings: list[float] = []
            for seed in range(1, GAMES[name] + 1):
                play_one(game, [level] * PLAYERS[name], seed, timings=timings)
            timings.sort()
            p99 = timings[min(len(timings) - 1, int(len(timings) * 0.99))]
            yield {
                "name": f"ai.{name}.{level}.move_ms_p99",
                "value": round(1000 * p99, 2),
                "unit": "ms",
            }


FIGURES = [
    (
        [f"ai.{name}.{level}.move_ms_p99" for name in sorted(GAMES) for level in LEVELS],
        move_times,
    )
]
