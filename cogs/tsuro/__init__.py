"""Tsuro in Discord, as a plug-in: :data:`ADAPTER` (how the game reads and looks, found
by :func:`cogs.kit.adapter.adapter_for`) and ``setup`` (its ``/tsuro`` group, buttons and
pickers).

Layout: :mod:`~cogs.tsuro.adapter` (words and pictures), :mod:`~cogs.tsuro.pickers` (buttons,
selects and the private steps), :mod:`~cogs.tsuro.commands` (the ``/tsuro`` group).
"""

from __future__ import annotations

from discord.ext import commands

from cogs.tsuro import pickers
from cogs.tsuro.adapter import TsuroAdapter
from cogs.tsuro.commands import Tsuro

ADAPTER = TsuroAdapter()


async def setup(bot: commands.Bot) -> None:
    pickers.register(bot)
    await bot.add_cog(Tsuro(bot, ADAPTER))
