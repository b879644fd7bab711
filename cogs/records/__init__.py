"""Player records (issue 18): ratings, leaderboards, statistics, history, replays, exports.

Commands (added to ``/game`` when this extension loads, after :mod:`cogs.game`):
``/game leaderboard game: [period:] [computers:]`` (a picture), ``/game stats [user:] [game:]``,
``/game history [user:] [game:]`` (pages with buttons), ``/game replay id:``,
``/game export id:``, ``/game follow id:`` / ``unfollow id:`` (a spectator gets the public
turn messages as direct messages); and ``/gameadmin recompute [game:]``, which carries
``default_member_permissions`` Manage Server so other members do not see it.

Ratings are kept by :mod:`db.ratings` (rated in the transaction that ends a game); the bot
makes the :class:`db.ratings.RatingStore` in its ``setup_hook``. Layout: :mod:`~cogs.records.cog`
(commands, page buttons), :mod:`~cogs.records.follow` (following: commands and the turn hook),
:mod:`~cogs.records.wording` (texts).
"""

from __future__ import annotations

from discord.ext import commands

from cogs.records.cog import Records, ratings_of
from cogs.records.follow import Following, follows_of


async def setup(bot: commands.Bot) -> None:
    ratings_of(bot)  # fails loudly when the bot made no rating store
    await bot.add_cog(Records(bot))
    await bot.add_cog(Following(bot, follows_of(bot)))
