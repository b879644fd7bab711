"""``/help``, the welcome posted when the bot joins a server, and their buttons."""

from __future__ import annotations

import logging
from datetime import UTC, datetime

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from cogs.kit.adapter import all_adapters
from cogs.kit.components import Keyed, Press, keyless, verbs_of
from cogs.kit.context import store_of
from cogs.kit.errors import Rejection
from cogs.kit.lobby import open_lobby
from cogs.kit.rules import send_rules
from cogs.kit.speech import described
from cogs.welcome.wording import NAMESPACE, PLAY, RULES, welcome_text, welcome_view
from db.meta import MetaStore

log = logging.getLogger("tessera.welcome")
#: How strong the computers of a game alone are.
LEVEL = "medium"
#: Computers in a game alone (fewer if the game seats fewer, more if it needs more).
OPPONENTS = 2


def welcome_key(guild_id: int) -> str:
    """The :class:`MetaStore` key saying the welcome of a server was posted."""
    return f"welcomed:{guild_id}"


def welcome_channel(guild: discord.Guild) -> discord.TextChannel | None:
    """Where the welcome goes: the system messages channel if the bot may post there, else
    the first text channel (in the server's order) it may post in; ``None``: nowhere."""
    me = guild.me
    if me is None:  # not in the server's member list (yet): nowhere known to be allowed
        return None
    candidates = [guild.system_channel, *sorted(guild.text_channels, key=lambda c: c.position)]
    for channel in candidates:
        if channel is None:
            continue
        allowed = channel.permissions_for(me)
        if allowed.view_channel and allowed.send_messages:
            return channel
    return None


class Welcome(commands.Cog):
    """``/help`` and the welcome of a newly joined server."""

    def __init__(self, bot: commands.Bot, meta: MetaStore) -> None:
        self.bot = bot
        self.meta = meta

    @app_commands.command(name="help", description=described("welcome-cmd-help"))
    async def help_command(self, interaction: discord.Interaction) -> None:
        # Private: it speaks the asker's language and concerns only them.
        await interaction.response.send_message(welcome_text(), view=welcome_view(), ephemeral=True)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        # Servers joined from here on are welcomed (discord.py reports those joined while the
        # bot was away, or during the connection's start, as available, not as joins).
        log.info("welcoming servers joined from now on (in %d now)", len(self.bot.guilds))

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        channel = welcome_channel(guild)
        if channel is None:
            log.info("joined server %s: no channel to post the welcome in", guild.id)
            return
        # Claimed before posting: a failed post is not tried twice (at most once a server).
        if not await self.meta.claim(welcome_key(guild.id), datetime.now(UTC).isoformat()):
            log.info("joined server %s again: welcomed before", guild.id)
            return
        settings = await store_of(self.bot).guild_settings(guild.id)
        language = settings.language or i18n.language_of(guild.preferred_locale)
        with i18n.speaking(language):
            content, view = welcome_text(), welcome_view()
        try:
            await channel.send(content, view=view, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as error:
            log.warning("welcome of server %s not posted: %s", guild.id, error)
            return
        log.info("welcomed server %s in channel %s (%s)", guild.id, channel.id, language)


async def play_alone(interaction: discord.Interaction, press: Press) -> None:
    """ "Play … alone": a game of ``press.args`` against computers at :data:`LEVEL`, opened
    where the button was pressed and started at once (its thread gets the first prompt)."""
    adapter = all_adapters().get(press.args)
    if adapter is None:  # a forged id, or a game since removed
        raise Rejection("no_such_game_type", name=press.args)
    rules = adapter.rules
    players = max(rules.min_players, min(OPPONENTS + 1, rules.max_players))
    # The only person at the table: the game speaks the language of whoever pressed.
    await open_lobby(
        interaction,
        adapter,
        players,
        {},
        bots=(players - 1, LEVEL),
        language=i18n.current(),
    )


async def show_rules(interaction: discord.Interaction, press: Press) -> None:
    """The Rules picker: the picked game's ``/game rules``, privately."""
    await send_rules(interaction, press.values[0])


def register_buttons(bot: commands.Bot) -> None:
    verbs_of(bot).add(
        Keyed(NAMESPACE, PLAY, keyless(play_alone)),
        Keyed(NAMESPACE, RULES, keyless(show_rules)),
    )
