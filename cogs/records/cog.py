"""The records cog: ``/game leaderboard|stats|history|replay|export`` and
``/gameadmin recompute``; the history's page buttons are verbs of the kit's component family.

Nothing is kept in memory: a page button carries the user, the page and the game filter in its
custom id (``rec:page:<a game of the page>:0:<user>.<page>.<game name>``), so it keeps working
after a restart.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from cogs.kit.adapter import adapter_for, all_adapters
from cogs.kit.components import Press, Verb, custom_id, verbs_of
from cogs.kit.context import is_manager, store_of
from cogs.kit.errors import Rejection, send_private
from cogs.kit.hand import file_of
from cogs.records import wording
from db.errors import NotFoundError
from db.models import GameStatus
from db.ratings import PERIODS, RatingStore
from db.records import GameInfo
from db.stats import LOGGED_GAMES, player_stats
from render.leaderboard import Line, leaderboard_png

#: The namespace of the history's page buttons.
NAMESPACE = "rec"
PAGE = "page"
Period = Literal[tuple(PERIODS)]  # type: ignore[valid-type]
GAME_OPTION = "Which game (default: every game)"


def game_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=a.title, value=n) for n, a in all_adapters().items()]


def titles() -> dict[str, str]:
    return {name: adapter.title for name, adapter in all_adapters().items()}


def ratings_of(client: discord.Client) -> RatingStore:
    ratings = getattr(client, "ratings", None)
    if not isinstance(ratings, RatingStore):
        raise RuntimeError("the bot has no rating store (setup_hook not run?)")
    return ratings


class Records(commands.Cog):
    """Ratings, leaderboards, statistics, history, replays and exports (issue 18)."""

    admin = app_commands.Group(
        name="gameadmin",
        description="Server management of the games' records (Manage Server)",
        default_permissions=discord.Permissions(manage_guild=True),
        guild_only=True,
    )

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self._commands = _commands(self)

    async def cog_load(self) -> None:
        group = self.bot.tree.get_command("game")
        if not isinstance(group, app_commands.Group):
            raise RuntimeError("the /game group is missing (cogs.game not loaded?)")
        for command in self._commands:
            group.add_command(command)
        verbs_of(self.bot).add(Verb(NAMESPACE, PAGE, history_page, strict=False))

    async def cog_unload(self) -> None:
        group = self.bot.tree.get_command("game")
        if isinstance(group, app_commands.Group):
            for command in self._commands:
                group.remove_command(command.name)

    @admin.command(name="recompute", description="Recompute this server's ratings from its games")
    @app_commands.describe(game="Which game (default: every game)")
    @app_commands.choices(game=game_choices())
    async def recompute(self, interaction: discord.Interaction, game: str | None = None) -> None:
        if interaction.guild_id is None or not await is_manager(interaction):
            await send_private(interaction, wording.NOT_MANAGER)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        count = await ratings_of(self.bot).recompute(interaction.guild_id, game)
        of = "" if game is None else f" of {titles()[game]}"
        await send_private(interaction, wording.RECOMPUTED.format(games=count, of=of))

    # -- /game … ----------------------------------------------------------------------------
    async def leaderboard(
        self, interaction: discord.Interaction, game: str, period: str, computers: bool
    ) -> None:
        standings = await ratings_of(self.bot).leaderboard(
            interaction.guild_id, game, period=period, computers=computers
        )
        await interaction.response.defer(thinking=True)
        title = wording.leaderboard_title(adapter_for(game).title, period)
        lines = [
            Line(s.rank, s.name, s.rating, s.games, s.wins, s.trend, s.is_computer)
            for s in standings
        ]
        picture = await asyncio.to_thread(leaderboard_png, title, lines)
        await interaction.followup.send(
            file=file_of(picture, f"{game}-leaderboard.png"),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def stats(
        self, interaction: discord.Interaction, user: discord.abc.User | None, game: str | None
    ) -> None:
        user_id = (user or interaction.user).id
        who = f"<@{user_id}>"
        store = store_of(self.bot)
        await interaction.response.defer(ephemeral=True, thinking=True)
        games, _ = await store.finished_games(user_id, guild_id=interaction.guild_id, game=game)
        if not games:
            await send_private(interaction, wording.NO_STATS.format(who=who))
            return
        logs = {g.id: await store.moves(g.id) for g in games[:LOGGED_GAMES]}
        found = player_stats(user_id, games, logs)
        ratings = ratings_of(self.bot)
        rated = {
            r.game: standing
            for r in found.records
            if (standing := await ratings.rating_of(interaction.guild_id, r.game, user_id))
        }
        own = user_id == interaction.user.id
        text = wording.stats_text(who, user_id, found, rated, titles(), own=own)
        await send_private(interaction, text, allowed_mentions=discord.AllowedMentions.none())

    async def history(
        self, interaction: discord.Interaction, user: discord.abc.User | None, game: str | None
    ) -> None:
        user_id = (user or interaction.user).id
        text, view = await history_content(self.bot, interaction.guild_id, user_id, game, 0)
        buttons = {"view": view} if view is not None else {}
        await send_private(
            interaction, text, allowed_mentions=discord.AllowedMentions.none(), **buttons
        )

    async def replay(self, interaction: discord.Interaction, game_id: int) -> None:
        game = await game_here(interaction, game_id)
        if game.status != GameStatus.FINISHED:
            await send_private(interaction, wording.NOT_FINISHED.format(game_id=game.id))
            return
        await interaction.response.defer(thinking=True)
        moves = await store_of(self.bot).moves(game.id)
        log = [(move.seat, move.move) for move in moves]
        pictures = await asyncio.to_thread(adapter_for(game.game).ending_pictures, game, log)
        if not pictures:
            await interaction.followup.send(wording.NO_REPLAY.format(game_id=game.id))
            return
        await interaction.followup.send(
            f"**{adapter_for(game.game).title}** · game #{game.id} · replay",
            files=[file_of(p.data, p.filename) for p in pictures],
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def export(self, interaction: discord.Interaction, game_id: int) -> None:
        game = await game_here(interaction, game_id)
        if game.seed is None:
            await send_private(interaction, wording.NOT_STARTED.format(game_id=game.id))
            return
        if game.is_over:
            record = await store_of(self.bot).export_record(game.id)
            words = wording.EXPORTED_FINISHED
        else:
            record = public_record(game)
            words = wording.EXPORTED_RUNNING
        data = json.dumps(record, indent=1, sort_keys=True).encode()
        await send_private(
            interaction,
            words.format(game_id=game.id),
            file=file_of(data, f"{game.game}-{game.id}.json"),
        )


def public_record(game: GameInfo) -> dict[str, Any]:
    """What everybody may see of a running game: no seed, no moves (a move may name a card
    that was hidden when played), no hand — the spectator view of the position."""
    return {
        "game": game.game,
        "id": game.id,
        "status": str(game.status),
        "options": game.options,
        "ply": game.ply,
        "seats": [
            {"seat": s.seat, "user_id": s.user_id, "name": s.name, "is_computer": s.is_computer}
            for s in game.seats
        ],
        "view": game.view(None),
    }


async def game_here(interaction: discord.Interaction, game_id: int) -> GameInfo:
    """Game ``game_id`` if it belongs to this server (in a DM: if the user sat at it)."""
    try:
        game = await store_of(interaction.client).get(game_id)
    except NotFoundError:
        raise Rejection("not_found", game_id=game_id) from None
    if interaction.guild_id is not None and game.guild_id != interaction.guild_id:
        raise Rejection("not_found", game_id=game_id)
    if interaction.guild_id is None and game.seat_of(interaction.user.id) is None:
        raise Rejection("not_found", game_id=game_id)
    return game


async def history_content(
    client: discord.Client, guild_id: int | None, user_id: int, game: str | None, page: int
) -> tuple[str, discord.ui.View | None]:
    """One page of the user's finished games and its Newer / Older buttons."""
    size = wording.PAGE_SIZE
    games, total = await store_of(client).finished_games(
        user_id, guild_id=guild_id, game=game, offset=page * size, limit=size
    )
    if not games:
        return wording.NO_HISTORY.format(who=f"<@{user_id}>"), None
    text = wording.history_text(f"<@{user_id}>", user_id, games, titles(), page, total)
    view = discord.ui.View(timeout=None)
    for label, target in (("Newer", page - 1), ("Older", page + 1)):
        args = f"{user_id}.{target}.{game or ''}"
        view.add_item(
            discord.ui.Button(
                label=label,
                custom_id=custom_id(NAMESPACE, PAGE, games[0].id, 0, args),
                disabled=not 0 <= target * size < total,
            )
        )
    return text, view


async def history_page(interaction: discord.Interaction, _game: GameInfo, press: Press) -> None:
    """A page button of ``/game history``: the message shows that page instead."""
    user, page, game = press.args.split(".", 2)
    text, view = await history_content(
        interaction.client, interaction.guild_id, int(user), game or None, int(page)
    )
    await interaction.response.edit_message(content=text, view=view)


def _commands(cog: Records) -> list[app_commands.Command[Any, ..., None]]:
    """The ``/game`` subcommands, bound to ``cog`` (added to the group in ``cog_load``)."""

    @app_commands.command(name="leaderboard", description="This server's best players of a game")
    @app_commands.describe(
        game="Which game",
        period="Which games count for games, wins and the trend (default: all time)",
        computers="Show computer players (default: yes)",
    )
    @app_commands.choices(game=game_choices())
    async def leaderboard(
        interaction: discord.Interaction,
        game: str,
        period: Period = "all",
        computers: bool = True,
    ) -> None:
        await cog.leaderboard(interaction, game, period, computers)

    @app_commands.command(name="stats", description="A player's record here: per game, streaks")
    @app_commands.describe(user="Whose (default: yours)", game=GAME_OPTION)
    @app_commands.choices(game=game_choices())
    async def stats(
        interaction: discord.Interaction, user: discord.User | None = None, game: str | None = None
    ) -> None:
        await cog.stats(interaction, user, game)

    @app_commands.command(name="history", description="A player's finished games, newest first")
    @app_commands.describe(user="Whose (default: yours)", game=GAME_OPTION)
    @app_commands.choices(game=game_choices())
    async def history(
        interaction: discord.Interaction, user: discord.User | None = None, game: str | None = None
    ) -> None:
        await cog.history(interaction, user, game)

    @app_commands.command(name="replay", description="The animated replay of a finished game")
    @app_commands.describe(game_id="The game's number (#12: 12)")
    @app_commands.rename(game_id="id")
    async def replay(interaction: discord.Interaction, game_id: int) -> None:
        await cog.replay(interaction, game_id)

    @app_commands.command(name="export", description="A game's record as a JSON file, privately")
    @app_commands.describe(game_id="The game's number (#12: 12)")
    @app_commands.rename(game_id="id")
    async def export(interaction: discord.Interaction, game_id: int) -> None:
        await cog.export(interaction, game_id)

    return [leaderboard, stats, history, replay, export]
