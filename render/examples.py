"""``python -m render.examples [DIR]``: write the README's example pictures (default ``docs/``).

Each is the public picture of a seeded random game, so the files can be rebuilt at will; one
of them again as for a game played in Russian (issue 17).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from engine.registry import get_game
from engine.rng import Rng
from i18n import speaking
from render import leaderboard, tarnaris, triominos, tsuro

NAMES = ["Alice", "Борис", "Chidi", "Δανάη", "Eve", "Fatima", "Gus", "Hiro"]


def _played(name: str, players: int, seed: int, plies: int) -> object:
    return get_game(name).random_position(players, seed, "examples", lambda _, n: n >= plies)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m render.examples", description="Write the example pictures."
    )
    parser.add_argument("folder", nargs="?", default="docs", type=Path)
    folder = parser.parse_args(argv[1:]).folder
    folder.mkdir(parents=True, exist_ok=True)
    state = _played("tsuro", 6, 3, 26)
    view = get_game("tsuro").view(state, None)
    (folder / "tsuro.png").write_bytes(tsuro.board_png(view, NAMES[:6]))
    state = _played("triominos", 3, 4, 40)
    view = get_game("triominos").view(state, None)
    (folder / "triominos.png").write_bytes(triominos.table_png(view, NAMES[:3]))
    state = _played("tarnaris", 4, 5, 90)
    view = get_game("tarnaris").view(state, None)
    (folder / "tarnaris.png").write_bytes(tarnaris.table_png(view, NAMES[:4]))
    with speaking("ru"):
        (folder / "tarnaris-ru.png").write_bytes(tarnaris.table_png(view, NAMES[:4]))
    (folder / "leaderboard.png").write_bytes(_leaderboard())
    return 0


def _leaderboard() -> bytes:
    """A sample Tsuro leaderboard: seeded numbers on openskill's scale (ordinal μ − 3σ), one
    computer level among the people. The real one is drawn from ``db.ratings``."""
    rng = Rng(18)
    names = [*NAMES, "Level 2"]
    lines = []
    for name in names:
        games = 4 + int(rng.random() * 30)
        wins = int(games * rng.random() * 0.5)
        rating = 25 * (wins + 1) / (games + 2) + 12 * rng.random() - 4
        lines.append((rating, name, games, wins, 6 * rng.random() - 3))
    lines.sort(reverse=True)
    return leaderboard.leaderboard_png(
        "Tsuro leaderboard - this month",
        [
            leaderboard.Line(rank, name, rating, games, wins, trend, name == "Level 2")
            for rank, (rating, name, games, wins, trend) in enumerate(lines, start=1)
        ],
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv))
