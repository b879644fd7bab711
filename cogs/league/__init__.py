"""Leagues and tournaments (issue 29): a server's season of games.

``/league new`` (managers) opens a sign-up message with Join and Leave buttons; ``/league
join|leave`` work as well. At its sign-up deadline (or ``/league start``) round 1 is paired
(:mod:`engine.league`: round-robin or Swiss) and each table becomes a game in its own thread,
its players mentioned once. A round ends when all its games end (the store records each
result in the transaction that ends the game, :func:`db.league.game_ended`) or at its
deadline; the next is then paired and announced, and after the last the podium.
``/league standings|schedule`` answer privately in the reader's language; ``/league
withdraw`` forfeits a player's remaining games; ``/league cancel`` (its creator or a manager).

Layout: :mod:`~cogs.league.cog` (commands, buttons, what a due league needs: the
scheduler's tick hands it due leagues), :mod:`~cogs.league.tables`
(opening a round's games, announcements), :mod:`~cogs.league.wording` (texts).
"""

from __future__ import annotations

from discord.ext import commands

from cogs.league.cog import LeagueCog
from cogs.league.tables import leagues_of


async def setup(bot: commands.Bot) -> None:
    scheduler = bot.scheduler  # type: ignore[attr-defined]
    await bot.add_cog(LeagueCog(bot, leagues_of(bot), scheduler))
