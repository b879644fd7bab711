"""``/game``: the commands every game shares, and the lobby and hand buttons."""

from __future__ import annotations

from cogs.game.commands import setup

__all__ = ["setup"]
