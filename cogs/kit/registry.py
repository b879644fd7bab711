"""Where each registered game's Discord plug-in lives (the kit names no game itself)."""

from __future__ import annotations

from engine.registry import get_plugin


def plugin_module(name: str) -> str:
    """Game ``name``'s plug-in: ``cogs.<name>``, unless the engine registry names another place
    for it (a game registered by a test)."""
    return get_plugin(name) or f"cogs.{name}"
