"""Discord glue: slash commands, buttons and messages. Thin: rules live in ``engine``, storage
in ``db`` (through ``GameStore``), pictures in ``render``.

Extensions (loaded in this order by ``bot.py``; add yours to :data:`EXTENSIONS`):

* :mod:`cogs.kit.lobby` — ``/tsuro new``, ``/triominos new``, ``/tarnaris new``; Join / Leave /
  Start buttons; the lobby flows.
* :mod:`cogs.game.commands` — ``/game join|leave|start|cancel|status|board|hand|resign|list|rules``.
* :mod:`cogs.tarnaris` — Woods of Tarnaris' buttons, pickers and public turn messages.
* :mod:`cogs.tsuro` — Tsuro's notch picker, private turn, buttons, selects and commands.
* :mod:`cogs.triominos` — Triominos' turn panel (tile, spot, confirm), typed moves, scores.
* :mod:`cogs.notify` — ``/game notify|settings|away|mine``, reminders, the turn clock, the
  daily digest and the notification outbox (after ``cogs.game.commands``: it adds to ``/game``).

Shared modules, the extension points for game flows and notifications:

* :mod:`cogs.kit.adapter` — one presentation adapter per game (pictures, hands, events in words,
  rules, extra subcommands of ``/<game>``).
* :mod:`cogs.kit.components` — the one restart-proof button (``game:<action>:<id>:<version>``) and
  ``register_action`` for new buttons.
* :mod:`cogs.kit.turns` — ``post_turn``: the public turn message after every start and move.
* :mod:`cogs.kit.context` — which game a command acts on; ``game`` option autocomplete; managers.
* :mod:`cogs.kit.errors` — refusals (:class:`~cogs.kit.errors.Rejection`) and the error handler.
* :mod:`cogs.kit.text` — every refusal's wording, in one place.
"""

from cogs.kit.registry import plugin_module
from engine.registry import all_games

#: The features every game shares, loaded after the games (``/game`` must exist before
#: :mod:`cogs.notify` adds to it).
FEATURES: tuple[str, ...] = ("cogs.game", "cogs.notify")


def extensions() -> tuple[str, ...]:
    """Extensions ``bot.py`` loads at start-up, in order: one plug-in per registered game
    (``cogs.<game>``), then :data:`FEATURES`. A failing one is logged and the others load."""
    return (*(plugin_module(name) for name in all_games()), *FEATURES)
