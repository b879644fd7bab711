"""A game's rules, privately: ``/game rules`` and the welcome's Rules picker show the same
text and picture, in the user's language."""

from __future__ import annotations

import asyncio

import discord

from cogs.kit.adapter import adapter_for, all_adapters
from cogs.kit.errors import Rejection
from cogs.kit.hand import file_of


async def send_rules(interaction: discord.Interaction, name: str) -> None:
    """The short illustrated rules of the game ``name`` (a registered game's name)."""
    if name not in all_adapters():  # a forged value, or a game since removed
        raise Rejection("no_such_game_type", name=name)
    adapter = adapter_for(name)
    await interaction.response.defer(ephemeral=True, thinking=True)
    picture = await asyncio.to_thread(adapter.rules_png)
    await interaction.followup.send(
        adapter.rules_text, file=file_of(picture, f"{name}-rules.png"), ephemeral=True
    )
