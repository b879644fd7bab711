"""Games by name: the one place that lists which games exist."""

from __future__ import annotations

import importlib
from functools import cache

from engine.core import EngineError, Game

# module path -> attribute holding the game's instance; one line per game.
_GAMES: dict[str, tuple[str, str]] = {
    "triominos": ("engine.triominos", "TRIOMINOS"),
    "tsuro": ("engine.tsuro", "TSURO"),
    "tarnaris": ("engine.tarnaris", "TARNARIS"),
}


@cache
def all_games() -> dict[str, Game]:
    """Every registered game, by name, in a stable order."""
    found: dict[str, Game] = {}
    for name, (module, attribute) in _GAMES.items():
        found[name] = getattr(importlib.import_module(module), attribute)
    return found


def get_game(name: str) -> Game:
    """The game called ``name``; raises ``EngineError("unknown_game")`` otherwise."""
    games = all_games()
    if name not in games:
        raise EngineError("unknown_game", name=name, known=sorted(games))
    return games[name]
