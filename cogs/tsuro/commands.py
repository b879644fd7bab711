"""``/tsuro``: ``new`` (from the kit), ``start``, ``place``, ``turn`` and ``colour``."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands

from cogs.kit.context import (
    MAX_CHOICES,
    game_autocomplete,
    refusals,
    resolve_game,
    store_of,
    users_games_of,
)
from cogs.kit.errors import Rejection, send_private
from cogs.kit.lobby import GameCog
from cogs.kit.speech import described
from cogs.kit.turns import play_move
from cogs.tsuro.pickers import (
    GAME_OPTION,
    NAME,
    _my_turn,
    _placed_note,
    notch_label,
    open_turn,
    tile_autocomplete,
)
from cogs.tsuro.text import colour_key
from i18n import t
from render.common import PALETTE

MINE = users_games_of(NAME)


async def tile_choices(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[int]]:
    try:
        game = await resolve_game(interaction, interaction.namespace.game, MINE)
    except Rejection:
        return []
    return tile_autocomplete(game, interaction.user.id, current)


async def notch_choices(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[int]]:
    try:
        game = await resolve_game(interaction, interaction.namespace.game, MINE)
    except Rejection:
        return []
    if game.state is None or game.view(None)["phase"] != "notch":
        return []
    typed = current.strip()
    return [
        app_commands.Choice(name=notch_label(n), value=n)
        for n in game.view(None)["free_notches"]
        if typed in notch_label(n)
    ][:MAX_CHOICES]


class Tsuro(GameCog):
    """The ``/tsuro`` group while the extension is loaded."""

    def add_commands(self, group: app_commands.Group) -> None:
        """``/tsuro start``, ``/tsuro place``, ``/tsuro turn``, ``/tsuro colour``."""

        @group.command(name="start", description=described("tsuro-cmd-start"))
        @app_commands.describe(notch=described("tsuro-cmd-start-notch"), game=GAME_OPTION)
        @app_commands.autocomplete(notch=notch_choices, game=game_autocomplete(MINE))
        async def start(
            interaction: discord.Interaction,
            notch: app_commands.Range[int, 1, 48] | None = None,
            game: int | None = None,
        ) -> None:
            found = await resolve_game(interaction, game, MINE)
            _my_turn(interaction, found)
            move = {"kind": "random_notch"} if notch is None else {"kind": "notch", "notch": notch}
            await play_move(interaction, found, move, note=t("tsuro-note-marker-placed"))

        @group.command(name="place", description=described("tsuro-cmd-place"))
        @app_commands.describe(
            tile=described("tsuro-cmd-place-tile"),
            rotation=described("tsuro-cmd-place-rotation"),
            game=GAME_OPTION,
        )
        @app_commands.autocomplete(tile=tile_choices, game=game_autocomplete(MINE))
        async def place(
            interaction: discord.Interaction,
            tile: app_commands.Range[int, 1, 35],
            rotation: Literal[0, 90, 180, 270],
            game: int | None = None,
        ) -> None:
            found = await resolve_game(interaction, game, MINE)
            _my_turn(interaction, found)
            move = {"kind": "place", "tile": tile, "rotation": rotation}
            await play_move(interaction, found, move, note=_placed_note(tile, rotation))

        @group.command(name="turn", description=described("tsuro-cmd-turn"))
        @app_commands.describe(game=GAME_OPTION)
        @app_commands.autocomplete(game=game_autocomplete(MINE))
        async def turn(interaction: discord.Interaction, game: int | None = None) -> None:
            await open_turn(interaction, await resolve_game(interaction, game, MINE))

        @group.command(name="colour", description=described("tsuro-cmd-colour"))
        @app_commands.describe(colour=described("tsuro-cmd-colour-colour"), game=GAME_OPTION)
        @app_commands.choices(
            colour=[
                app_commands.Choice(name=described(colour_key(style.name)), value=style.name)
                for style in PALETTE
            ]
        )
        @app_commands.autocomplete(game=game_autocomplete(MINE))
        async def colour(
            interaction: discord.Interaction, colour: str, game: int | None = None
        ) -> None:
            found = await resolve_game(interaction, game, MINE)
            async with refusals(found):
                await store_of(interaction.client).set_colour(found.id, interaction.user.id, colour)
            chosen = t("tsuro-colour-chosen", colour=t(colour_key(colour)), game=str(found.id))
            await send_private(interaction, chosen)
