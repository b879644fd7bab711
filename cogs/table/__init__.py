"""Table manners (issue 28): take back a move, a rematch, invitations to a lobby."""

from __future__ import annotations

from discord.ext import commands

from cogs.table.cog import Table


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Table(bot))


__all__ = ["setup"]
