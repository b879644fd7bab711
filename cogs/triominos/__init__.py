"""Triominos in Discord, as a plug-in: :data:`ADAPTER` (how the game reads and looks, found
by :func:`cogs.kit.adapter.adapter_for`) and ``setup`` (its ``/triominos`` group, buttons and
pickers).

Layout: :mod:`~cogs.triominos.adapter` (words and pictures), :mod:`~cogs.triominos.pickers`
(buttons, selects and the private steps), :mod:`~cogs.triominos.commands`
(the ``/triominos`` group).
"""

from __future__ import annotations

from discord.ext import commands

from cogs.triominos import pickers
from cogs.triominos.adapter import TriominosAdapter
from cogs.triominos.commands import Triominos

ADAPTER = TriominosAdapter()


async def setup(bot: commands.Bot) -> None:
    pickers.register(bot)
    await bot.add_cog(Triominos(bot, ADAPTER))
