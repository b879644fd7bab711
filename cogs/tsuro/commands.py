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

        @group.command(name="start", description="Set-up: put your marker on a start notch")
        @app_commands.describe(
            notch="A free notch (1–48, numbered around the board); leave out for a random one",
            game=GAME_OPTION,
        )
        @app_commands.autocomplete(notch=notch_choices, game=game_autocomplete(MINE))
        async def start(
            interaction: discord.Interaction,
            notch: app_commands.Range[int, 1, 48] | None = None,
            game: int | None = None,
        ) -> None:
            found = await resolve_game(interaction, game, MINE)
            _my_turn(interaction, found)
            move = {"kind": "random_notch"} if notch is None else {"kind": "notch", "notch": notch}
            await play_move(interaction, found, move, note="Your marker is on the board.")

        @group.command(
            name="place", description="Lay a tile from your hand in front of your marker"
        )
        @app_commands.describe(
            tile="A tile from your hand (start typing to see yours and what each does)",
            rotation="Clockwise turn of the tile, as in /game hand's pictures",
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

        @group.command(name="turn", description="Open your turn privately: previews and controls")
        @app_commands.describe(game=GAME_OPTION)
        @app_commands.autocomplete(game=game_autocomplete(MINE))
        async def turn(interaction: discord.Interaction, game: int | None = None) -> None:
            await open_turn(interaction, await resolve_game(interaction, game, MINE))

        @group.command(name="colour", description="Before the start: your marker's colour")
        @app_commands.describe(colour="Your colour on the board", game=GAME_OPTION)
        @app_commands.choices(
            colour=[app_commands.Choice(name=style.name, value=style.name) for style in PALETTE]
        )
        @app_commands.autocomplete(game=game_autocomplete(MINE))
        async def colour(
            interaction: discord.Interaction, colour: str, game: int | None = None
        ) -> None:
            found = await resolve_game(interaction, game, MINE)
            async with refusals(found):
                await store_of(interaction.client).set_colour(found.id, interaction.user.id, colour)
            await send_private(interaction, f"You will play {colour} in Tsuro #{found.id}.")
