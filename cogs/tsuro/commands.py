"""``/tsuro``: ``new`` (from the kit) and Tsuro's own subcommands."""

from __future__ import annotations

from discord import app_commands

from cogs.kit.lobby import GameCog
from cogs.tsuro import pickers


class Tsuro(GameCog):
    """The ``/tsuro`` group while the extension is loaded."""

    def add_commands(self, group: app_commands.Group) -> None:
        pickers.add_commands(group)
