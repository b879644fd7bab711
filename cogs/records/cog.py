"""The records cog: ``/game leaderboard|stats|history|replay|export`` and
``/gameadmin recompute``; the history's page buttons are verbs of the kit's component family.

Nothing is kept in memory: a page button carries the user, the page and the game filter in its
custom id (``rec:page:<a game of the page>:0:<user>.<page>.<game name>``), so it keeps working
after a restart.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from cogs.kit.adapter import adapter_for, all_adapters
from cogs.kit.components import Press, Verb, custom_id, verbs_of
from cogs.kit.context import is_manager, store_of
from cogs.kit.errors import Rejection, send_private
from cogs.kit.hand import file_of
from cogs.kit.names import computer_rating_name
from cogs.kit.speech import described, new_game_language
from cogs.kit.web import server_line
from cogs.records import wording
from db.errors import NotFoundError
from db.models import GameStatus
from db.ratings import PERIODS, RatingStore, Standing
from db.records import GameInfo
from db.stats import LOGGED_GAMES, player_stats
from i18n import t
from render.leaderboard import Line, leaderboard_png

#: The namespace of the history's page buttons.
NAMESPACE = "rec"
PAGE = "page"
#: ``/game leaderboard``'s ``period`` choices.
PERIOD_CHOICES = [
    app_commands.Choice(name=described("records-choice-period-" + p), value=p) for p in PERIODS
]


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
        description=described("records-cmd-gameadmin"),
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

    @admin.command(name="recompute", description=described("records-cmd-recompute"))
    @app_commands.describe(game=described("records-opt-game-any"))
    @app_commands.choices(game=game_choices())
    async def recompute(self, interaction: discord.Interaction, game: str | None = None) -> None:
        if interaction.guild_id is None or not await is_manager(interaction):
            await send_private(interaction, t("records-not-manager"))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        count = await ratings_of(self.bot).recompute(interaction.guild_id, game)
        text = (
            t("records-recomputed", count=count)
            if game is None
            else t("records-recomputed-game", count=count, game=titles()[game])
        )
        await send_private(interaction, text)

    # -- /game … ----------------------------------------------------------------------------
    async def leaderboard(
        self, interaction: discord.Interaction, game: str, period: str, computers: bool
    ) -> None:
        standings = await ratings_of(self.bot).leaderboard(
            interaction.guild_id, game, period=period, computers=computers
        )
        await interaction.response.defer(thinking=True)
        # A public answer: in the server's language (a DM's: the user's own).
        with i18n.speaking(await public_language(interaction)):
            lines = [
                Line(s.rank, _shown(s), s.rating, s.games, s.wins, s.trend, s.is_computer)
                for s in standings
            ]
            title = wording.leaderboard_title(adapter_for(game).title, period)
            picture = await asyncio.to_thread(leaderboard_png, title, lines)
            link = await server_line(self.bot, interaction.guild_id)
        # The server page's link, when the bot serves web pages (issue 30).
        content = {"content": link} if link is not None else {}
        await interaction.followup.send(
            file=file_of(picture, f"{game}-leaderboard.png"),
            allowed_mentions=discord.AllowedMentions.none(),
            **content,
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
            await send_private(interaction, t("records-none-finished", who=who))
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
            await send_private(interaction, t("records-not-finished", id=str(game.id)))
            return
        await interaction.response.defer(thinking=True)
        moves = await store_of(self.bot).moves(game.id)
        log = [(move.seat, move.move) for move in moves]
        # A public answer about a game: in the game's language, pictures too.
        with i18n.speaking(game.language):
            pictures = await asyncio.to_thread(adapter_for(game.game).ending_pictures, game, log)
            if not pictures:
                await interaction.followup.send(t("records-no-replay", id=str(game.id)))
                return
            caption = t("records-replay", game=adapter_for(game.game).title, id=str(game.id))
        await interaction.followup.send(
            caption,
            files=[file_of(p.data, p.filename) for p in pictures],
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def export(self, interaction: discord.Interaction, game_id: int) -> None:
        game = await game_here(interaction, game_id)
        if game.seed is None:
            await send_private(interaction, t("records-not-started", id=str(game.id)))
            return
        if game.is_over:
            record = await store_of(self.bot).export_record(game.id)
            words = t("records-exported-finished", id=str(game.id))
        else:
            record = public_record(game)
            words = t("records-exported-running", id=str(game.id))
        data = json.dumps(record, indent=1, sort_keys=True).encode()
        await send_private(
            interaction,
            words,
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


async def public_language(interaction: discord.Interaction) -> str:
    """The language of a public answer that belongs to no game: the server's (its
    ``/game settings language:``, else its Discord language); in a DM, the user's."""
    if interaction.guild_id is None:
        return i18n.current()
    return await new_game_language(interaction, None)


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


def _shown(standing: Standing) -> str:
    """A leaderboard line's name: a person's as stored, a computer's in the reader's words."""
    return computer_rating_name(standing.name) if standing.is_computer else standing.name


async def history_content(
    client: discord.Client, guild_id: int | None, user_id: int, game: str | None, page: int
) -> tuple[str, discord.ui.View | None]:
    """One page of the user's finished games and its Newer / Older buttons."""
    size = wording.PAGE_SIZE
    games, total = await store_of(client).finished_games(
        user_id, guild_id=guild_id, game=game, offset=page * size, limit=size
    )
    if not games:
        return t("records-none-finished", who=f"<@{user_id}>"), None
    text = wording.history_text(f"<@{user_id}>", user_id, games, titles(), page, total)
    view = discord.ui.View(timeout=None)
    for label, target in ((t("records-newer"), page - 1), (t("records-older"), page + 1)):
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

    @app_commands.command(name="leaderboard", description=described("records-cmd-leaderboard"))
    @app_commands.describe(
        game=described("records-opt-game"),
        period=described("records-opt-period"),
        computers=described("records-opt-computers"),
    )
    @app_commands.choices(game=game_choices(), period=PERIOD_CHOICES)
    async def leaderboard(
        interaction: discord.Interaction,
        game: str,
        period: str = "all",
        computers: bool = True,
    ) -> None:
        await cog.leaderboard(interaction, game, period, computers)

    @app_commands.command(name="stats", description=described("records-cmd-stats"))
    @app_commands.describe(
        user=described("records-opt-user"), game=described("records-opt-game-any")
    )
    @app_commands.choices(game=game_choices())
    async def stats(
        interaction: discord.Interaction, user: discord.User | None = None, game: str | None = None
    ) -> None:
        await cog.stats(interaction, user, game)

    @app_commands.command(name="history", description=described("records-cmd-history"))
    @app_commands.describe(
        user=described("records-opt-user"), game=described("records-opt-game-any")
    )
    @app_commands.choices(game=game_choices())
    async def history(
        interaction: discord.Interaction, user: discord.User | None = None, game: str | None = None
    ) -> None:
        await cog.history(interaction, user, game)

    @app_commands.command(name="replay", description=described("records-cmd-replay"))
    @app_commands.describe(game_id=described("records-opt-id"))
    @app_commands.rename(game_id="id")
    async def replay(interaction: discord.Interaction, game_id: int) -> None:
        await cog.replay(interaction, game_id)

    @app_commands.command(name="export", description=described("records-cmd-export"))
    @app_commands.describe(game_id=described("records-opt-id"))
    @app_commands.rename(game_id="id")
    async def export(interaction: discord.Interaction, game_id: int) -> None:
        await cog.export(interaction, game_id)

    return [leaderboard, stats, history, replay, export]
