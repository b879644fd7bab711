"""``python -m engine.simulate tsuro --players 8 --games 1000 --seed 1``.

Random players (uniform over the legal moves, so the suicide rule is enforced) play whole
games through the public ``random_action`` and ``apply``; prints a summary and games/s.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from engine.rng import derive
from engine.tsuro.game import TSURO


@dataclass
class Summary:
    games: int = 0
    placements: int = 0
    seconds: float = 0.0
    wins: Counter[int] = field(default_factory=Counter)  # seat → games won (alone or shared)
    shared: int = 0  # games won by more than one seat
    reasons: Counter[str] = field(default_factory=Counter)
    events: Counter[str] = field(default_factory=Counter)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def mean_placements(self) -> float:
        return self.placements / self.games if self.games else 0.0


def play(players: int, games: int, seed: int, options: dict[str, Any] | None = None) -> Summary:
    """``games`` random games seeded ``seed``, ``seed + 1``, …; moves drawn from
    ``derive(game seed, "simulate")``."""
    summary = Summary()
    random_action, apply = TSURO.random_action, TSURO.apply
    events = summary.events
    started = time.perf_counter()
    for game_seed in range(seed, seed + games):
        state = TSURO.setup(players, options or {}, game_seed)
        rng = derive(game_seed, "simulate")
        while state.phase != "over":
            applied = apply(state, *random_action(state, rng))
            for event in applied.events:
                events[event["kind"]] += 1
            state = applied.state
        summary.placements += len(state.order)
        summary.wins.update(state.winners)
        summary.shared += len(state.winners) > 1
        summary.reasons[state.reason] += 1
    summary.seconds = time.perf_counter() - started
    summary.games = games
    return summary


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.simulate tsuro")
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--open-hands", action="store_true")
    parser.add_argument("--lenient-suicide", action="store_true", help="strict_suicide off (V2)")
    args = parser.parse_args(argv)
    options = {"open_hands": args.open_hands, "strict_suicide": not args.lenient_suicide}
    summary = play(args.players, args.games, args.seed, options)
    e = summary.events
    print(f"tsuro: {summary.games} random games, {args.players} players, seed {args.seed}")
    print(f"  mean placements: {summary.mean_placements:.2f}")
    wins = ", ".join(f"{seat}: {summary.wins[seat]}" for seat in range(args.players))
    print(f"  wins by seat (shared wins count for each winner): {wins}")
    print(f"  shared wins: {summary.shared}; endings: {dict(sorted(summary.reasons.items()))}")
    print(
        f"  eliminations: {e['eliminated']}; dragon taken {e['dragon_taken']}, "
        f"returned {e['dragon_returned']}, passed {e['dragon_passed']}; "
        f"turns skipped {e['turn_skipped']}"
    )
    print(f"  {summary.games_per_second:.0f} games/s ({summary.seconds:.2f} s)")
    return 0
