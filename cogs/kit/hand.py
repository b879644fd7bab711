"""A player's private information (their hand, tiles or field), sent only to them, in their
language (the interaction's)."""

from __future__ import annotations

import asyncio
import io

import discord

from cogs.kit.adapter import adapter_for
from cogs.kit.errors import Rejection
from cogs.kit.speech import shown
from db.records import GameInfo
from i18n import t


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
    adapter = adapter_for(game.game)
    hand = await asyncio.to_thread(adapter.hand, game, seat.seat)
    files = [file_of(hand.picture.data, hand.picture.filename)] if hand.picture else []
    title = t(
        "kit-hand-header",
        title=shown(adapter.hand_title),
        game=game.rules.title,
        game_id=str(game.id),
    )
    await interaction.followup.send(f"{title}\n{hand.text}"[:2000], files=files, ephemeral=True)
