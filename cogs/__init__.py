"""Discord glue: slash commands, buttons and messages. Thin: rules live in ``engine``, storage
in ``db`` (through ``GameStore``), pictures in ``render``.

Extensions (loaded in this order by ``bot.py``; add yours to :data:`EXTENSIONS`):

* :mod:`cogs.lobby` — ``/tsuro new``, ``/triominos new``, ``/tarnaris new``; Join / Leave /
  Start buttons; the lobby flows.
* :mod:`cogs.common` — ``/game join|leave|start|cancel|status|board|hand|resign|list|rules``.
* :mod:`cogs.tarnaris` — Woods of Tarnaris' buttons, pickers and public turn messages.
* :mod:`cogs.tsuro` — Tsuro's notch picker, private turn, buttons, selects and commands.
* :mod:`cogs.triominos` — Triominos' turn panel (tile, spot, confirm), typed moves, scores.
* :mod:`cogs.asyncplay` — ``/game notify|settings|away|mine``, reminders, the turn clock, the
  daily digest and the notification outbox (after ``cogs.common``: it adds to ``/game``).

Shared modules, the extension points for game flows and notifications:

* :mod:`cogs.games` — one presentation adapter per game (pictures, hands, events in words,
  rules, extra subcommands of ``/<game>``).
* :mod:`cogs.buttons` — the one restart-proof button (``game:<action>:<id>:<version>``) and
  ``register_action`` for new buttons.
* :mod:`cogs.turns` — ``post_turn``: the public turn message after every start and move.
* :mod:`cogs.context` — which game a command acts on; ``game`` option autocomplete; managers.
* :mod:`cogs.errors` — refusals (:class:`~cogs.errors.Rejection`) and the error handler.
* :mod:`cogs.text` — every refusal's wording, in one place.
"""

#: Extensions ``bot.py`` loads at start-up; a failing one is logged and the others still load.
EXTENSIONS: tuple[str, ...] = (
    "cogs.lobby",
    "cogs.common",
    "cogs.tarnaris",
    "cogs.tsuro",
    "cogs.triominos",
    "cogs.asyncplay",
)
