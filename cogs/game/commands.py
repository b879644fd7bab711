"""``/game``: the commands every game shares — join, leave, start, cancel, addbot, kickbot,
status, board, hand, resign, list and rules — and the turn message's "Your hand" button; the
computer players' turns (:mod:`cogs.game.computers`).

Inside a game's thread a command acts on that game; elsewhere the ``game`` option (autocomplete:
the user's games here; for ``join``, the open lobbies) picks one, defaulting to the only one
(:func:`cogs.kit.context.resolve_game`). Answers that only concern the user are ephemeral; the board
is public and drawn from the spectator view, in the game's language; the private answers
speak the user's (issue 17).
"""

from __future__ import annotations

import asyncio
from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from cogs.game.computers import DEFAULT_PAUSE, ComputerTurns, add_bot, kick_bot
from cogs.kit import lobby
from cogs.kit.adapter import adapter_for, all_adapters
from cogs.kit.components import HAND, KIT, Verb, plain, verbs_of
from cogs.kit.context import (
    choice_label,
    committing,
    game_autocomplete,
    open_lobbies,
    resolve_game,
    store_of,
)
from cogs.kit.errors import Rejection, send_private
from cogs.kit.hand import file_of, send_hand
from cogs.kit.hooks import hooks_of
from cogs.kit.names import level_name, seat_label
from cogs.kit.rules import send_rules
from cogs.kit.speech import described
from cogs.kit.turns import board_header, show_turn
from cogs.kit.web import game_line, with_line
from db.models import GameStatus
from db.records import GameInfo
from engine.ai import LEVELS
from i18n import speaking, t

GAME_OPTION = described("game-opt-game")
#: The games by their titles (names: the same in every language).
GAME_CHOICES = [
    app_commands.Choice(name=adapter.title, value=name) for name, adapter in all_adapters().items()
]


def status_text(game: GameInfo) -> str:
    """``/game status``'s answer, in the current language (the user's: it is private)."""
    adapter = adapter_for(game.game)
    seats = []
    for seat in game.seats:
        marks = []
        if seat.user_id == game.creator_id:
            marks.append(t("game-mark-creator"))
        if seat.is_computer:
            level = level_name(seat.level or "")
            marks.append(t("game-mark-computer", robot=lobby.ROBOT, level=level))
        if seat.left_at is not None:
            marks.append(t("game-mark-resigned"))
        if seat.to_act:
            marks.append(t("game-mark-to-act"))
        label = seat_label(seat, game.seats)
        seats.append(f"{seat.seat + 1}. {label}" + (f" ({', '.join(marks)})" if marks else ""))
    lines = [
        t(
            "game-status-header",
            title=adapter.title,
            game_id=str(game.id),
            phase=adapter.phase(game),
        ),
        t("game-status-seats", seated=str(len(game.seats)), seats=str(game.max_seats))
        if game.status == GameStatus.LOBBY
        else t("game-status-players", count=len(game.seats)),
        *seats,
    ]
    if game.status != GameStatus.LOBBY:
        lines.append(adapter.turn_line(game))
        lines += adapter.status_lines(game)
        lines.append(t("game-status-moves", ply=str(game.ply)))
    return "\n".join(lines)


class Common(commands.Cog):
    # Usable in a DM too: ``/game mine`` lists every server's games there (issue 10); the
    # other subcommands then act on the user's games across servers, or say what to do.
    game = app_commands.Group(name="game", description=described("game-cmd-group"))

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        settings = getattr(bot, "settings", None)
        pause = getattr(settings, "computer_pause_seconds", DEFAULT_PAUSE)
        self.computers = ComputerTurns(bot, pause)

    async def cog_load(self) -> None:
        self.computers.start()

    async def cog_unload(self) -> None:
        await self.computers.stop()

    @game.command(description=described("game-cmd-join"))
    @app_commands.describe(game=described("game-opt-lobby"))
    @app_commands.autocomplete(game=game_autocomplete(open_lobbies))
    async def join(self, interaction: discord.Interaction, game: int | None = None) -> None:
        found = await resolve_game(
            interaction, game, open_lobbies, none="no_lobbies", several="choose_lobby"
        )
        await lobby.join(interaction, found, from_button=False)

    @game.command(description=described("game-cmd-leave"))
    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_autocomplete())
    async def leave(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await lobby.leave(interaction, await resolve_game(interaction, game), from_button=False)

    @game.command(description=described("game-cmd-start"))
    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_autocomplete())
    async def start(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await lobby.start(interaction, await resolve_game(interaction, game))

    @game.command(description=described("game-cmd-cancel"))
    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_autocomplete())
    async def cancel(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await lobby.cancel(interaction, await resolve_game(interaction, game))

    @game.command(description=described("game-cmd-addbot"))
    @app_commands.describe(level=described("game-opt-level"), game=GAME_OPTION)
    @app_commands.choices(level=lobby.LEVEL_CHOICES)
    @app_commands.autocomplete(game=game_autocomplete())
    async def addbot(
        self,
        interaction: discord.Interaction,
        level: Literal[LEVELS] = "easy",  # type: ignore[valid-type]
        game: int | None = None,
    ) -> None:
        await add_bot(interaction, await resolve_game(interaction, game), level)

    @game.command(description=described("game-cmd-kickbot"))
    @app_commands.describe(seat=described("game-opt-seat"), game=GAME_OPTION)
    @app_commands.autocomplete(game=game_autocomplete())
    async def kickbot(
        self,
        interaction: discord.Interaction,
        seat: app_commands.Range[int, 1, 99] | None = None,
        game: int | None = None,
    ) -> None:
        await kick_bot(interaction, await resolve_game(interaction, game), seat)

    @game.command(description=described("game-cmd-status"))
    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_autocomplete())
    async def status(self, interaction: discord.Interaction, game: int | None = None) -> None:
        found = await resolve_game(interaction, game)
        extra = [line for hook in hooks_of(interaction.client).status for line in await hook(found)]
        link = await game_line(interaction.client, found)
        text = with_line("\n".join([status_text(found), *extra]), link)
        await send_private(interaction, text)

    @game.command(description=described("game-cmd-board"))
    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_autocomplete())
    async def board(self, interaction: discord.Interaction, game: int | None = None) -> None:
        found = await resolve_game(interaction, game)
        if found.state is None:
            raise Rejection("not_started", game_id=found.id)
        # Everything that may refuse is done: the answer below is public.
        await interaction.response.defer(thinking=True)
        adapter = adapter_for(found.game)
        # A public answer: the game's language, for the words and the picture.
        with speaking(found.language):
            picture = await asyncio.to_thread(adapter.board_png, found)
            content = f"{board_header(found)}\n{adapter.turn_line(found)}"
        await interaction.followup.send(
            content,
            file=file_of(picture, "board.png"),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @game.command(description=described("game-cmd-hand"))
    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_autocomplete())
    async def hand(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await send_hand(interaction, await resolve_game(interaction, game))

    @game.command(description=described("game-cmd-resign"))
    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_autocomplete())
    async def resign(self, interaction: discord.Interaction, game: int | None = None) -> None:
        found = await resolve_game(interaction, game)
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with committing(interaction, found):
            result = await store_of(interaction.client).resign(
                found.id, interaction.user.id, turn_message=True
            )
        await adapter_for(found.game).retire_turn_message(
            interaction.client, result.game, "resignation"
        )
        await show_turn(interaction.client, result)
        await interaction.followup.send(t("game-resigned", game_id=str(found.id)), ephemeral=True)

    @game.command(name="list", description=described("game-cmd-list"))
    async def list_games(self, interaction: discord.Interaction) -> None:
        if interaction.guild_id is None:
            raise Rejection("no_games")
        games = await store_of(interaction.client).guild_games(interaction.guild_id)
        if not games:
            await send_private(interaction, t("game-list-none"))
            return
        text = t("game-list-title")
        for shown, game in enumerate(games):
            line = choice_label(game, interaction.user.id)
            # Stay within Discord's 2,000 characters, with room for the last line.
            if len(text) + len(line) > 1900:
                text += "\n" + t("game-list-more", count=len(games) - shown)
                break
            text += f"\n{line}"
        await send_private(interaction, text)

    @game.command(description=described("game-cmd-rules"))
    @app_commands.describe(name=described("game-opt-name"))
    @app_commands.choices(name=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, name: str) -> None:
        await send_rules(interaction, name)


def register_buttons(bot: commands.Bot) -> None:
    """The lobby's Join / Leave / Start and the turn message's "Your hand"."""
    verbs_of(bot).add(
        Verb(KIT, lobby.JOIN.name, lobby.join_button, strict=False),
        Verb(KIT, lobby.LEAVE.name, lobby.leave_button, strict=False),
        Verb(KIT, lobby.START.name, lobby.start_button, strict=False),
        Verb(KIT, HAND.name, plain(send_hand), strict=True),
    )


async def setup(bot: commands.Bot) -> None:
    register_buttons(bot)
    await bot.add_cog(Common(bot))
