"""The first ten minutes (issue 25): ``/help``, and a welcome when the bot joins a server.

Both show, in the reader's language, what the bot does in three lines, one "Play … alone"
button per game (a game against computers at ``medium`` in a new thread, started at once, its
first prompt waiting), a Rules picker (the game's ``/game rules``, privately) and the five
commands worth knowing. The buttons are the kit's component family
(:class:`cogs.kit.components.Keyed` with key 0, namespace ``help``): they carry no game, are rebuilt
from their custom ids and work after a restart. The play button goes through the kit's lobby
(:func:`cogs.kit.lobby.open_lobby`); the computers' turns are :mod:`cogs.game`'s, woken by
the turn message like any game's.

The welcome is posted once per server, when Discord says the bot joined it (a guild that
becomes available at a connection's start is not a join): in the system messages channel, else
the first text channel the bot may post in, else nowhere. The server is remembered in the
database (``MetaStore.claim``), so a restart, a second process or the bot being removed and
invited again never posts it twice.

Layout: :mod:`~cogs.welcome.cog` (the command, the listener, the buttons),
:mod:`~cogs.welcome.wording` (the message and its components).
"""

from __future__ import annotations

from discord.ext import commands

from cogs.welcome.cog import Welcome, register_buttons
from db.meta import MetaStore


async def setup(bot: commands.Bot) -> None:
    """The welcome remembers servers in the bot's :class:`MetaStore` (made in ``setup_hook``)."""
    meta = getattr(bot, "meta", None)
    if not isinstance(meta, MetaStore):
        raise RuntimeError("the bot has no meta store (setup_hook not run?)")
    register_buttons(bot)
    await bot.add_cog(Welcome(bot, meta))
