"""A player's private information (their hand, tiles or field), sent only to them."""

from __future__ import annotations

import asyncio
import io

import discord

from cogs.kit.adapter import adapter_for
from cogs.kit.errors import Rejection
from db.records import GameInfo


def file_of(data: bytes, filename: str) -> discord.File:
    return discord.File(io.BytesIO(data), filename)


async def send_hand(interaction: discord.Interaction, game: GameInfo) -> None:
    """The user's private information in ``game``: a picture and the same content as text."""
    seat = game.seat_of(interaction.user.id)
    if seat is None:
        raise Rejection("not_in_game", game_id=game.id)
    if game.state is None:
        raise Rejection("no_hand_yet", game_id=game.id)
    await interaction.response.defer(ephemeral=True, thinking=True)
    hand = await asyncio.to_thread(adapter_for(game.game).hand, game, seat.seat)
    files = [file_of(hand.picture.data, hand.picture.filename)] if hand.picture else []
    title = f"**Your hand in {game.rules.title} #{game.id}** (only you see this)"
    await interaction.followup.send(f"{title}\n{hand.text}"[:2000], files=files, ephemeral=True)
