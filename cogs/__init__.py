"""Discord glue: slash commands, buttons and messages. Thin: rules live in ``engine``, storage
in ``db`` (through ``GameStore``), pictures in ``render``.

Layout (docs/adding-a-game.md says how a game plugs in):

* :mod:`cogs.kit` — shared glue, a library and not an extension: the game adapter and its
  registry, the one component family, turn messages, lobby flows, context, errors, wording. It
  imports no other ``cogs`` module and names no game.
* :mod:`cogs.tsuro`, :mod:`cogs.triominos`, :mod:`cogs.tarnaris` — one extension per game, the
  whole plug-in: ``ADAPTER`` and ``setup`` in ``__init__.py``; ``adapter.py``, ``commands.py``
  (the ``/<game>`` group), ``pickers.py`` (buttons, selects, private steps), ``text.py``.
* :mod:`cogs.game` — ``/game join|leave|start|cancel|status|board|hand|resign|list|rules`` and
  the lobby and hand buttons.
* :mod:`cogs.notify` — ``/game notify|settings|away|mine``, reminders, the turn clock, the
  daily digest and the notification outbox (after ``cogs.game``: it adds to ``/game``).
* :mod:`cogs.records` — ``/game leaderboard|stats|history|replay|export`` and
  ``/gameadmin recompute``: ratings and records (issue 18; after ``cogs.game`` too).
* :mod:`cogs.welcome` — ``/help`` and the welcome posted when the bot joins a server, with
  their "Play … alone" buttons and Rules picker (issue 25).
* :mod:`cogs.table` — ``/takeback`` and ``/rematch``, the take-back, rematch and invitation
  buttons (issue 28).

* :mod:`cogs.league` — ``/league``: leagues and tournaments (issue 29).

Dependencies point one way: a game's package and the two features import ``cogs.kit`` (and
``engine``, ``render``, ``db``), never each other; they meet through ``bot.hooks``
(:class:`cogs.kit.hooks.Hooks`). ``tests/test_cogs_layout.py`` checks it.
"""

from cogs.kit.registry import plugin_module
from engine.registry import all_games

#: The features every game shares, loaded after the games (``/game`` must exist before
#: :mod:`cogs.notify` and :mod:`cogs.records` add to it).
FEATURES: tuple[str, ...] = (
    "cogs.game",
    "cogs.notify",
    "cogs.records",
    "cogs.welcome",
    "cogs.table",
    "cogs.league",
)


def extensions() -> tuple[str, ...]:
    """Extensions ``bot.py`` loads at start-up, in order: one plug-in per registered game
    (``cogs.<game>``), then :data:`FEATURES`. A failing one is logged and the others load."""
    return (*(plugin_module(name) for name in all_games()), *FEATURES)
