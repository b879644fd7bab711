"""``python -m engine.simulate tarnaris --players 4 --games 500 --seed 1``: random legal games.

Play follows :meth:`Tarnaris.random_action` (claims at a fixed rate, mostly from memory) and
prints the number of games, mean actions per game, claims right and wrong, wins by seat,
applied actions per second (validation included) and games per second.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from dataclasses import dataclass, field

from engine.rng import derive
from engine.tarnaris import TARNARIS

# A random game longer than this counts as one that did not end (none should).
MAX_ACTIONS = 20_000


@dataclass
class Summary:
    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    unfinished: int = 0
    events: Counter[str] = field(default_factory=Counter)
    wins: Counter[int] = field(default_factory=Counter)

    @property
    def actions_per_s(self) -> float:
        return self.actions / self.seconds if self.seconds else 0.0

    @property
    def mean_actions(self) -> float:
        return self.actions / self.games if self.games else 0.0


def play(players: int, games: int, seed: int, options: dict[str, bool] | None = None) -> Summary:
    """Play ``games`` random games; game ``i`` uses seed ``seed + i``."""
    summary = Summary()
    started = time.perf_counter()
    for index in range(games):
        game_seed = seed + index
        state = TARNARIS.setup(players, options or {}, game_seed)
        rng = derive(game_seed, "simulate")
        for _ in range(MAX_ACTIONS):
            if state.reason is not None:
                break
            seat, move = TARNARIS.random_action(state, rng)
            applied = TARNARIS.apply(state, seat, move)
            summary.events.update(event["kind"] for event in applied.events)
            summary.actions += 1
            state = applied.state
        else:
            summary.unfinished += 1
        outcome = TARNARIS.outcome(state)
        if outcome is not None:
            summary.wins.update(outcome.winners)
        summary.games += 1
    summary.seconds = time.perf_counter() - started
    return summary


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.simulate tarnaris")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--giver-chooses", action="store_true")
    args = parser.parse_args(argv)
    TARNARIS.check_players(args.players)
    summary = play(args.players, args.games, args.seed, {"giver_chooses": args.giver_chooses})
    print(f"games: {summary.games} ({args.players} players, seeds {args.seed}..)")
    print(f"unfinished: {summary.unfinished}")
    print(f"mean actions per game: {summary.mean_actions:.1f}")
    print(
        f"claims: right {summary.events['claim_right']}, wrong {summary.events['claim_wrong']}, "
        f"lost races {summary.events['claim_lost_race']}"
    )
    print("wins by seat: " + ", ".join(f"{s}: {summary.wins[s]}" for s in range(args.players)))
    print(f"actions per second: {summary.actions_per_s:,.0f}")
    print(f"games per second: {summary.games / summary.seconds if summary.seconds else 0:,.1f}")
    return 0
