"""Shared Discord glue: a library, not an extension. It imports no other ``cogs`` module and
names no game; the games, ``/game`` and notifications are built on it.

* :mod:`~cogs.kit.adapter` — the :class:`~cogs.kit.adapter.GameAdapter` protocol and the
  registry that finds ``cogs.<game>.ADAPTER`` by name (as ``engine/registry.py`` does).
* :mod:`~cogs.kit.components` — the one restart-proof component family and custom-id format,
  and the one load → version check → "moved on" → error path.
* :mod:`~cogs.kit.turns` — the turn message; :mod:`~cogs.kit.lobby` — ``/<game> new`` and the
  lobby flows; :mod:`~cogs.kit.hand` — private hands.
* :mod:`~cogs.kit.context` — which game a command acts on; :mod:`~cogs.kit.errors` and
  :mod:`~cogs.kit.text` — refusals and their wording; :mod:`~cogs.kit.hooks` — what
  extensions hand each other through the bot.
"""
