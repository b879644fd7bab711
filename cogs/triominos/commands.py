"""``/triominos``: ``new`` (from the kit), ``place``, ``draw``, ``pass`` and ``scores``."""

from __future__ import annotations

import asyncio

import discord
from discord import app_commands

from cogs.kit.context import game_autocomplete, resolve_game, store_of
from cogs.kit.errors import Rejection, send_private
from cogs.kit.lobby import GameCog
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
        game_option = "Which Triominos game (default: this thread's, or your only one)"

        @group.command(
            name="place", description="Lay a tile of your hand (suggestions: only legal)"
        )
        @app_commands.describe(
            tile="A tile of your hand, like 1-2-3 (suggested: the tiles that fit)",
            spot="Where: a cell like 2,-1 (suggested), or a spot number from the spots picture",
            rotation="How it lies, when it fits the spot more than one way (suggested)",
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

        @group.command(name="draw", description="Draw a tile from the pool (−5; at most 3 a turn)")
        @app_commands.describe(game=game_option)
        @app_commands.autocomplete(game=game_autocomplete(mine))
        async def draw(interaction: discord.Interaction, game: int | None = None) -> None:
            found = await resolve_game(interaction, game, mine)
            await play(interaction, found, {"kind": "draw"})

        @group.command(name="pass", description="Pass: after three draws (−10), or nothing fits")
        @app_commands.describe(game=game_option)
        @app_commands.autocomplete(game=game_autocomplete(mine))
        async def pass_turn(interaction: discord.Interaction, game: int | None = None) -> None:
            found = await resolve_game(interaction, game, mine)
            await play(interaction, found, {"kind": "pass"})

        @group.command(name="scores", description="The score table across rounds, privately")
        @app_commands.describe(game=game_option)
        @app_commands.autocomplete(game=game_autocomplete(mine))
        async def scores(interaction: discord.Interaction, game: int | None = None) -> None:
            found = await resolve_game(interaction, game, mine)
            if found.state is None:
                raise Rejection("not_started", game_id=found.id)
            moves = await store_of(interaction.client).moves(found.id)
            table = await asyncio.to_thread(adapter().score_table, found, moves)
            await send_private(interaction, table)
