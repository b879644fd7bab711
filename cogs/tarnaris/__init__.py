"""Woods of Tarnaris in Discord, as a plug-in: :data:`ADAPTER` (how the game reads and looks, found
by :func:`cogs.kit.adapter.adapter_for`) and ``setup`` (its ``/tarnaris`` group, buttons and
pickers).

Layout: :mod:`~cogs.tarnaris.adapter` (words and pictures), :mod:`~cogs.tarnaris.pickers` (buttons,
selects and the private steps), :mod:`~cogs.tarnaris.commands` (the ``/tarnaris`` group).
"""

from __future__ import annotations

from discord.ext import commands

from cogs.tarnaris import pickers
from cogs.tarnaris.adapter import TarnarisAdapter
from cogs.tarnaris.commands import Tarnaris

ADAPTER = TarnarisAdapter()


async def setup(bot: commands.Bot) -> None:
    pickers.register(bot)
    await bot.add_cog(Tarnaris(bot, ADAPTER))
