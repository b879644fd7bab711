"""Take Away in Discord: a fourth game that lives only in the tests (issue 14).

It plugs in exactly as the three real games do, through the same points, and no shared module
names it: it registers its rules with ``engine.registry.register_game`` (pointing the kit at
this package for its :data:`ADAPTER`), and the bot loads it as ``cogs.<game>`` is loaded
because ``TESSERA_PLUGINS=tests.takeaway`` makes the bot import it first. ``setup`` adds its
verb to the bot's component table and its ``/takeaway`` group (``new``, ``take``).
"""

from __future__ import annotations

from discord.ext import commands

from cogs.kit.components import Verb, verbs_of
from engine.registry import register_game
from tests.takeaway.plugin import NAMESPACE, TakeAway, TakeAwayAdapter, take_button

register_game("takeaway", "tests.takeaway.rules", "TAKEAWAY", plugin="tests.takeaway")
ADAPTER = TakeAwayAdapter()


async def setup(bot: commands.Bot) -> None:
    verbs_of(bot).add(Verb(NAMESPACE, "take", take_button))
    await bot.add_cog(TakeAway(bot, ADAPTER))
