"""A league's rounds in Discord: each table's game opened in its own thread, the round
announced, the final podium; driven by the scheduler's tick (the cog's ``due``).

Opening is idempotent: a table gets its game once (:meth:`LeagueStore.set_game` after the
game started), so a restart part-way through a round opens only the tables still without one.
"""

from __future__ import annotations

import logging

import discord

import i18n
from cogs.kit.adapter import adapter_for
from cogs.kit.context import mentions, store_of
from cogs.kit.hooks import hooks_of
from cogs.kit.lobby import THREAD_NAME_LIMIT, add_bots
from cogs.kit.turns import show_turn
from cogs.kit.web import game_line, with_line
from cogs.league import wording
from db.league import League, LeagueStore, LeagueTable
from engine.ai import DEFAULT_LEVEL

log = logging.getLogger("tessera.league")


def leagues_of(client: discord.Client) -> LeagueStore:
    leagues = getattr(client, "leagues", None)
    if not isinstance(leagues, LeagueStore):
        raise RuntimeError("the bot has no league store (setup_hook not run?)")
    return leagues


async def channel_of(client: discord.Client, channel_id: int) -> discord.abc.Messageable:
    channel = client.get_channel(channel_id) or await client.fetch_channel(channel_id)
    if not isinstance(channel, discord.abc.Messageable):
        raise RuntimeError(f"channel {channel_id} takes no messages")
    return channel


async def advance(client: discord.Client, league_id: int) -> None:
    """Do what a due league needs, then say so in its channel (one at a time: the caller
    holds the cog's lock)."""
    what, league = await leagues_of(client).advance(league_id)
    if what == "wait":
        return
    channel = await channel_of(client, league.channel_id)
    with i18n.speaking(league.language):
        if what == "cancelled":
            await channel.send(t_cancelled(league))
            return
        if what == "final":
            await channel.send(
                wording.final(league), allowed_mentions=discord.AllowedMentions.none()
            )
            return
        if what in ("start", "round"):
            await announce_round(channel, league)
        await open_round(client, league, channel)


async def announce_round(channel: discord.abc.Messageable, league: League) -> None:
    """The round's pairings by name, in the league's language."""
    with i18n.speaking(league.language):
        text = wording.round_announcement(league)
    await channel.send(text, allowed_mentions=discord.AllowedMentions.none())


def t_cancelled(league: League) -> str:
    return i18n.t("league-cancelled", league=str(league.id))


async def open_round(
    client: discord.Client, league: League, channel: discord.abc.Messageable
) -> None:
    """A game for every table of the round that has none yet; then the round's deadline."""
    for table in league.round_tables():
        if table.game_id is None and not table.bye:
            await open_table(client, league, table, channel)
    await leagues_of(client).opened(league.id)


async def open_table(
    client: discord.Client,
    league: League,
    table: LeagueTable,
    channel: discord.abc.Messageable,
) -> None:
    """The table's game with the league's options and clock, in a thread on a message that
    mentions its players (the only mention they get for it), started at once."""
    store = store_of(client)
    first, *others = table.players
    game = await store.create_lobby(
        league.game,
        guild_id=league.guild_id,
        channel_id=league.channel_id,
        creator_id=first,
        creator_name=league.name_of(first),
        options=league.options,
        max_seats=len(table.players) + table.computers,
        language=league.language,
    )
    for player in others:
        game = await store.join(game.id, player, league.name_of(player))
    game = await add_bots(client, game, first, DEFAULT_LEVEL, table.computers)
    clock = {"turn_clock": league.clock_hours, "clock_action": league.clock_action}
    for hook in hooks_of(client).lobby:
        await hook(game, clock)
    text = i18n.t(
        "league-table-game",
        league=str(league.id),
        round=league.round,
        number=table.number,
        game_id=str(game.id),
        players=mentions(table.players),
    )
    text = with_line(text, await game_line(client, game))
    message = await channel.send(text, allowed_mentions=discord.AllowedMentions(users=True))
    await store.set_messages(game.id, lobby_message_id=message.id)
    if isinstance(channel, discord.TextChannel):
        name = f"{adapter_for(league.game).title} #{game.id} · " + i18n.t(
            "league-thread", league=str(league.id), round=league.round, number=table.number
        )
        try:
            thread = await channel.create_thread(name=name[:THREAD_NAME_LIMIT], message=message)
            await store.set_thread(game.id, thread.id)
        except discord.HTTPException:
            log.info("league %s: no thread for game %s; played in the channel", league.id, game.id)
    result = await store.start(game.id, first, turn_message=True)
    await leagues_of(client).set_game(table.id, game.id)
    await show_turn(client, result)
