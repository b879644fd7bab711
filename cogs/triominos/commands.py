"""``/triominos``: ``new`` (from the kit), ``place``, ``draw``, ``pass`` and ``scores``."""

from __future__ import annotations

import asyncio

import discord
from discord import app_commands

from cogs.kit.context import game_autocomplete, resolve_game, store_of
from cogs.kit.errors import Rejection, send_private
from cogs.kit.lobby import GameCog
from cogs.kit.speech import described
from cogs.triominos.pickers import (
    adapter,
    mine,
    play,
    rotation_choices,
    seat_on_turn,
    spot_choices,
    tile_choices,
    typed_placement,
)


class Triominos(GameCog):
    """The ``/triominos`` group while the extension is loaded."""

    def add_commands(self, group: app_commands.Group) -> None:
        """``/triominos place|draw|pass|scores``."""
        game_option = described("triominos-cmd-game")

        @group.command(name="place", description=described("triominos-cmd-place"))
        @app_commands.describe(
            tile=described("triominos-cmd-place-tile"),
            spot=described("triominos-cmd-place-spot"),
            rotation=described("triominos-cmd-place-rotation"),
            game=game_option,
        )
        @app_commands.autocomplete(
            tile=tile_choices,
            spot=spot_choices,
            rotation=rotation_choices,
            game=game_autocomplete(mine),
        )
        async def place(
            interaction: discord.Interaction,
            tile: str,
            spot: str,
            rotation: str | None = None,
            game: int | None = None,
        ) -> None:
            found = await resolve_game(interaction, game, mine)
            seat = seat_on_turn(interaction, found)
            await play(interaction, found, typed_placement(found, seat, tile, spot, rotation))

        @group.command(name="draw", description=described("triominos-cmd-draw"))
        @app_commands.describe(game=game_option)
        @app_commands.autocomplete(game=game_autocomplete(mine))
        async def draw(interaction: discord.Interaction, game: int | None = None) -> None:
            found = await resolve_game(interaction, game, mine)
            await play(interaction, found, {"kind": "draw"})

        @group.command(name="pass", description=described("triominos-cmd-pass"))
        @app_commands.describe(game=game_option)
        @app_commands.autocomplete(game=game_autocomplete(mine))
        async def pass_turn(interaction: discord.Interaction, game: int | None = None) -> None:
            found = await resolve_game(interaction, game, mine)
            await play(interaction, found, {"kind": "pass"})

        @group.command(name="scores", description=described("triominos-cmd-scores"))
        @app_commands.describe(game=game_option)
        @app_commands.autocomplete(game=game_autocomplete(mine))
        async def scores(interaction: discord.Interaction, game: int | None = None) -> None:
            found = await resolve_game(interaction, game, mine)
            if found.state is None:
                raise Rejection("not_started", game_id=found.id)
            moves = await store_of(interaction.client).moves(found.id)
            table = await asyncio.to_thread(adapter().score_table, found, moves)
            await send_private(interaction, table)
