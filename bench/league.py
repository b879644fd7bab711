"""League figures (issue 29): one Swiss round of 1,000 players, mid-season."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from fractions import Fraction

from engine.league import Result, standings, swiss_round

PLAYERS = 1000
#: Rounds played before the measured one, so score groups and past meetings constrain it.
PLAYED = 6


def pairing() -> Iterator[dict[str, object]]:
    """Milliseconds to pair round ``PLAYED + 1`` of a 1,000-player Swiss (best of three)."""
    rng = random.Random(29)
    players = list(range(1, PLAYERS + 1))
    history: list[tuple[int, ...]] = []
    results: list[Result] = []
    points: dict[int, Fraction] = {}
    for _ in range(PLAYED):
        for table in swiss_round(players, points, history):
            history.append(table)
            places = (0,) if len(table) == 1 else tuple(rng.sample(range(len(table)), len(table)))
            results.append(Result(table, places))
        points = {s.player: s.points for s in standings(players, results, fmt="swiss")}
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        swiss_round(players, points, history)
        best = min(best, time.perf_counter() - start)
    yield {"name": "league.pairing_ms_1000_players", "value": round(best * 1000, 1), "unit": "ms"}


FIGURES = [(["league.pairing_ms_1000_players"], pairing)]
