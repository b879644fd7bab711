"""``python -m engine.simulate triominos --players 2 --rounds 200 --seed 1``.

Greedy players (the placement scoring most now) play whole games to the target until the
asked number of rounds has been played; prints what happened and the rounds per second.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from engine.triominos.game import TRIOMINOS, greedy_move
from engine.triominos.tiles import SETS


@dataclass
class Summary:
    rounds: int = 0
    games: int = 0
    moves: int = 0
    seconds: float = 0.0
    #: event kinds and bonuses seen: "placed", "drew", "out", "blocked", "bridge", "hexagon_60"…
    counts: Counter[str] = field(default_factory=Counter)

    @property
    def rounds_per_second(self) -> float:
        return self.rounds / self.seconds if self.seconds else 0.0


def play(players: int, rounds: int, seed: int, options: dict[str, Any] | None = None) -> Summary:
    """Greedy self-play of ``rounds`` rounds (games seeded ``seed``, ``seed + 1``, …)."""
    summary = Summary()
    started = time.perf_counter()
    game_seed = seed
    while summary.rounds < rounds:
        state = TRIOMINOS.setup(players, options or {}, game_seed)
        game_seed += 1
        summary.games += 1
        while state.result is None and summary.rounds < rounds:
            seat = state.turn
            assert seat is not None
            applied = TRIOMINOS.apply(state, seat, greedy_move(state, seat))
            summary.moves += 1
            for event in applied.events:
                _count(summary, event)
            state = applied.state
    summary.seconds = time.perf_counter() - started
    return summary


def _count(summary: Summary, event: dict[str, Any]) -> None:
    kind = event["kind"]
    summary.counts[kind] += 1
    if kind == "round_ended":
        summary.rounds += 1
        summary.counts[event["how"]] += 1
    elif kind == "placed":
        points = event["points"]
        if points["bridge"]:
            summary.counts["bridge"] += 1
        if points["hexagon"]:
            summary.counts[f"hexagon_{points['hexagon']}"] += 1


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.simulate triominos")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--set", choices=SETS, default="76")
    args = parser.parse_args(argv)
    summary = play(args.players, args.rounds, args.seed, {"set": args.set})
    c = summary.counts
    print(
        f"triominos: {summary.rounds} rounds in {summary.games} games, {args.players} greedy "
        f"players, {args.set} tiles, seed {args.seed}"
    )
    print(
        f"  rounds ended: {c['out']} going out, {c['blocked']} blocked; {c['game_over']} games over"
    )
    print(
        f"  per round: {c['placed'] / summary.rounds:.1f} placements, "
        f"{c['drew'] / summary.rounds:.1f} draws, {c['passed'] / summary.rounds:.2f} passes"
    )
    print(
        f"  bonuses: {c['bridge']} bridges, {c['hexagon_50']} hexagons, "
        f"{c['hexagon_60']} double, {c['hexagon_70']} triple"
    )
    print(
        f"  {summary.moves} moves in {summary.seconds:.2f} s: "
        f"{summary.rounds_per_second:.1f} rounds per second"
    )
    return 0
