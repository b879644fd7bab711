"""``/triominos``: ``new`` (from the kit) and Triominos's own subcommands."""

from __future__ import annotations

from discord import app_commands

from cogs.kit.lobby import GameCog
from cogs.triominos import pickers


class Triominos(GameCog):
    """The ``/triominos`` group while the extension is loaded."""

    def add_commands(self, group: app_commands.Group) -> None:
        pickers.add_commands(group)
