"""``/tarnaris``: ``new`` (from the kit) and Woods of Tarnaris's own subcommands."""

from __future__ import annotations

from discord import app_commands

from cogs.kit.lobby import GameCog
from cogs.tarnaris import pickers


class Tarnaris(GameCog):
    """The ``/tarnaris`` group while the extension is loaded."""

    def add_commands(self, group: app_commands.Group) -> None:
        pickers.add_commands(group)
