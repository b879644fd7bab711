"""Games by name: the one place that lists which games exist."""

from __future__ import annotations

import importlib
from functools import cache

from engine.core import EngineError, Game

# module path -> attribute holding the game's instance; one line per game (in the order the
# bot lists and loads them).
_GAMES: dict[str, tuple[str, str]] = {
    "tsuro": ("engine.tsuro", "TSURO"),
    "triominos": ("engine.triominos", "TRIOMINOS"),
    "tarnaris": ("engine.tarnaris", "TARNARIS"),
}


#: Games registered at run time (:func:`register_game`): name -> the module of their front end.
_PLUGINS: dict[str, str] = {}


def register_game(name: str, module: str, attribute: str, *, plugin: str | None = None) -> None:
    """Add a game living outside ``engine/`` (a test's own game), as the built-in ones are
    listed; ``plugin`` is the module of its front end when that is not ``cogs.<name>``."""
    _GAMES[name] = (module, attribute)
    if plugin is not None:
        _PLUGINS[name] = plugin
    all_games.cache_clear()


def get_plugin(name: str) -> str | None:
    """The front-end module registered with ``name``, if it was not the default."""
    return _PLUGINS.get(name)


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
