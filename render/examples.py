"""``python -m render.examples [DIR]``: write the README's example pictures (default ``docs/``).

Each is the public picture of a seeded random game, so the files can be rebuilt at will.
"""

from __future__ import annotations

import sys
from pathlib import Path

from engine.registry import get_game
from render import tarnaris, triominos, tsuro

NAMES = ["Alice", "Борис", "Chidi", "Δανάη", "Eve", "Fatima", "Gus", "Hiro"]


def _played(name: str, players: int, seed: int, plies: int) -> object:
    return get_game(name).random_position(players, seed, "examples", lambda _, n: n >= plies)


def main(argv: list[str]) -> int:
    folder = Path(argv[1]) if len(argv) > 1 else Path("docs")
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
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
