"""What other cogs call: the turn clock options of ``/<game> new`` and the status lines.

Both look the extension up by name and do nothing when it is not loaded, so the lobby and
``/game status`` keep working without it.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands

from cogs.asyncplay import wording
from db.models import GameStatus
from db.records import GameInfo
from db.scheduler import MAX_CLOCK_HOURS

if TYPE_CHECKING:
    from cogs.asyncplay.cog import AsyncPlay

log = logging.getLogger("tessera.asyncplay")
COG_NAME = "AsyncPlay"
#: Parameters ``/<game> new`` adds (all optional; ``None``: the server's setting).
NEW_PARAMETERS: dict[str, tuple[Any, str]] = {
    "turn_clock": (
        app_commands.Range[int, 0, MAX_CLOCK_HOURS],
        "Hours a turn may wait before the turn clock acts (0 = never; default: the server's)",
    ),
    "clock_action": (
        Literal["skip", "computer", "remove"],
        "What the turn clock does: skip the turn, let the computer play it, or remove the player",
    ),
}


def _cog(client: discord.Client) -> AsyncPlay | None:
    get_cog = getattr(client, "get_cog", None)
    return get_cog(COG_NAME) if get_cog is not None else None


async def save_new_game_clock(client: discord.Client, game_id: int, values: dict[str, Any]) -> None:
    """Store the ``turn_clock``/``clock_action`` given at ``new`` as the game's own clock."""
    hours, action = values.get("turn_clock"), values.get("clock_action")
    if hours is None and action is None:
        return
    cog = _cog(client)
    if cog is None:
        log.warning("game %s: turn clock options ignored, asynchronous play not loaded", game_id)
        return
    await cog.scheduler.set_game_clock(game_id, hours=hours, action=action)


async def status_lines(client: discord.Client, game: GameInfo) -> list[str]:
    """``/game status`` lines: the game's turn clock and who of its players is away."""
    cog = _cog(client)
    if cog is None or game.status != GameStatus.ACTIVE:
        return []
    clock = await cog.scheduler.clock_settings(game)
    players = {s.user_id: s.name for s in game.seats if s.user_id is not None}
    away = await cog.scheduler.away_until(players)
    return wording.status_lines(clock, {players[user]: until for user, until in away.items()})
