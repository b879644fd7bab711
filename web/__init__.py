"""The web companion (issue 30): read-only pages of games, servers and players, reached only
through signed links (:mod:`web.links`), served by :mod:`web.server` inside the bot process.

This package reads ``db/`` and draws with ``render/``; it never imports ``cogs/`` (the Discord
side imports it, to put the links in its messages)."""
