"""Computer players against each other: ``python -m engine.simulate GAME --seats hard,easy``.

Each game seats the levels of ``--seats`` in a rotated order (game ``g`` moves every level
``g`` seats on), so no level keeps the seat that moves first. Every seat's computer decides
through :func:`engine.ai.choose_move` (a state concealed for it) and keeps its memory with
:func:`engine.ai.observe`, exactly as a bot would. Where anyone may act at any time (Tarnaris
claims), after every action the seats the game is not waiting on are asked first, in an order
that turns with the ply, and the first that does something other than ``wait`` acts; otherwise
a seat the game waits on does.

A seat may also hold a player that is not one of the levels: ``--player ref=MODULE`` seats
``MODULE.PLAYER`` (an :class:`engine.ai.ComputerPlayer`, e.g. the test suite's reference
players, ``tests.reference.<game>``) wherever ``--seats`` names ``ref``. It decides through the
same concealment as the levels, so it too sees only its seat's view.

Win rates count a shared win for each winner and come with a 95 % Wilson interval.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine import ai
from engine.core import Game
from engine.registry import get_game
from engine.rng import derive

WAIT = {"kind": "wait"}
#: A game longer than this many actions is a bug, not a long game.
MAX_ACTIONS = 20_000


def wilson(wins: int, games: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95 % Wilson score interval of ``wins`` out of ``games``."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Match:
    """What ``games`` games between the levels of ``seats`` gave (``wins`` per entry)."""

    game: str
    seats: list[str]
    games: int = 0
    wins: list[int] = field(default_factory=list)
    actions: int = 0
    seconds: float = 0.0

    @property
    def win_rate(self) -> list[float]:
        return [w / self.games if self.games else 0.0 for w in self.wins]

    @property
    def ci95(self) -> list[tuple[float, float]]:
        return [wilson(w, self.games) for w in self.wins]


def seating(seats: Sequence[str], index: int) -> list[str]:
    """The level in each seat in game ``index``: entry ``e`` of ``seats`` sits in seat
    ``(e + index) % len(seats)``."""
    players = len(seats)
    return [seats[(s - index) % players] for s in range(players)]


def play_one(
    game: Game[Any],
    levels: Sequence[str],
    seed: int,
    options: Mapping[str, Any] | None = None,
    timings: list[float] | None = None,
    others: Mapping[str, ai.ComputerPlayer] | None = None,
) -> tuple[frozenset[int], int]:
    """One game with ``levels[s]`` in seat ``s`` (a level, or a name of ``others``):
    ``(winning seats, actions played)``; ``timings`` (if given) receives the seconds of every
    computer decision."""
    players = len(levels)
    others = others or {}
    computers = [others.get(level) for level in levels]
    state = game.setup(players, options or {}, seed)
    memories = [ai.new_memory(game, players, s, computers[s]) for s in range(players)]
    for ply in range(MAX_ACTIONS):
        outcome = game.outcome(state)
        if outcome is not None:
            return outcome.winners, ply
        seat, move = _next_action(game, state, levels, memories, seed, ply, timings, others)
        applied = game.apply(state, seat, move)
        state = applied.state
        for memory, computer in zip(memories, computers, strict=True):
            ai.observe(game, memory, state, seat, move, applied.events, computer)
    raise RuntimeError(f"{game.name} seed {seed}: no end after {MAX_ACTIONS} actions")


def _next_action(
    game: Game[Any],
    state: Any,
    levels: Sequence[str],
    memories: Sequence[Any],
    seed: int,
    ply: int,
    timings: list[float] | None,
    others: Mapping[str, ai.ComputerPlayer] | None = None,
) -> tuple[int, Any]:
    waiting = game.waiting_for(state)
    free = sorted(game.to_act(state) - waiting)
    players = len(levels)
    free.sort(key=lambda s: (s - ply) % players)
    for seat in free:
        move = _decide(game, state, seat, levels, memories, seed, ply, timings, others)
        if move != WAIT:
            return seat, move
    ordered = sorted(waiting, key=lambda s: (s - ply) % players)
    seat = ordered[0]
    return seat, _decide(game, state, seat, levels, memories, seed, ply, timings, others)


def _decide(
    game: Game[Any],
    state: Any,
    seat: int,
    levels: Sequence[str],
    memories: Sequence[Any],
    seed: int,
    ply: int,
    timings: list[float] | None,
    others: Mapping[str, ai.ComputerPlayer] | None = None,
) -> Any:
    move_seed = derive(seed, "computer", ply, seat).next_u64()
    computer = (others or {}).get(levels[seat])
    level = ai.DEFAULT_LEVEL if computer is not None else levels[seat]
    started = time.perf_counter()
    move = ai.choose_move(game, state, seat, level, move_seed, memories[seat], computer)
    if timings is not None:
        timings.append(time.perf_counter() - started)
    return move


def run(
    name: str,
    seats: Sequence[str],
    games: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    others: Mapping[str, ai.ComputerPlayer] | None = None,
) -> Match:
    """``games`` games (seeds ``seed``, ``seed + 1``, …), seat order rotated each game; a seat
    named in ``others`` is played by that player, any other by the level of its name."""
    game = get_game(name)
    others = others or {}
    for level in seats:
        if level not in others:
            ai.check_level(level)
    game.check_players(len(seats))
    match = Match(name, list(seats), wins=[0] * len(seats))
    started = time.perf_counter()
    players = len(seats)
    for index in range(games):
        shift = index % players
        winners, actions = play_one(
            game, seating(seats, index), seed + index, options, others=others
        )
        for entry in range(players):
            if (entry + shift) % players in winners:
                match.wins[entry] += 1
        match.actions += actions
        match.games += 1
    match.seconds = time.perf_counter() - started
    return match


def main(name: str, argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog=f"python -m engine.simulate {name}")
    parser.add_argument("--seats", required=True, help="levels, one per seat: hard,easy,easy")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", help="a game option"
    )
    parser.add_argument(
        "--player",
        action="append",
        default=[],
        metavar="NAME=MODULE",
        help="seat MODULE.PLAYER wherever --seats names NAME",
    )
    parser.add_argument("--json", action="store_true", help="end with one JSON line")
    args = parser.parse_args(argv)
    options = dict(_option(text) for text in args.option)
    others = dict(_player(text) for text in args.player)
    seats = args.seats.split(",")
    match = run(name, seats, args.games, args.seed, options, others)
    print(
        f"{name}: {match.games} games, seats {','.join(seats)} (order rotated each game), "
        f"seed {args.seed}; shared wins count for each winner"
    )
    for entry, level in enumerate(seats):
        low, high = match.ci95[entry]
        print(
            f"  seat {entry} ({level}): {match.wins[entry]} wins, "
            f"{100 * match.win_rate[entry]:.1f}% (95% CI {100 * low:.1f}–{100 * high:.1f}%)"
        )
    print(f"  {match.actions} actions in {match.seconds:.1f} s")
    if args.json:
        print(
            json.dumps(
                {
                    "seats": seats,
                    "games": match.games,
                    "win_rate": [round(r, 4) for r in match.win_rate],
                    "ci95": [[round(lo, 4), round(hi, 4)] for lo, hi in match.ci95],
                }
            )
        )
    return 0


def _player(text: str) -> tuple[str, ai.ComputerPlayer]:
    name, _, module = text.partition("=")
    found: ai.ComputerPlayer = importlib.import_module(module).PLAYER
    return name, found


def _option(text: str) -> tuple[str, Any]:
    name, _, raw = text.partition("=")
    value: Any = raw
    if raw in ("true", "false"):
        value = raw == "true"
    elif raw.lstrip("-").isdigit():
        value = int(raw)
    return name, value
