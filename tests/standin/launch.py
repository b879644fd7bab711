"""Run an unmodified bot against the stand-in.

    python -m tests.standin.launch <base_url> <gateway_url> -- bot.py [args...]
    python -m tests.standin.launch <base_url> <gateway_url> -- -m package.module [args...]

Points discord.py at the stand-in (:func:`point_discord_at`), then runs the script in this
process exactly as ``python bot.py`` would (``__name__ == "__main__"``, ``sys.argv`` and
``sys.path[0]`` set the same way), so production code carries no test hooks.
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

import discord.asset
import discord.gateway
import discord.http
import yarl


def point_discord_at(base_url: str, gateway_url: str) -> None:
    """Send every discord.py request and gateway connection to the stand-in.

    REST goes through ``Route.BASE`` (webhooks and interaction callbacks too). The gateway is
    ``DiscordWebSocket.DEFAULT_GATEWAY`` for a plain client; an auto-sharded client uses the
    URL from ``GET /gateway/bot`` and a resuming one READY's ``resume_gateway_url``, which the
    stand-in both sets to itself. Asset (CDN) URLs are built from ``Asset.BASE``.
    """
    discord.http.Route.BASE = base_url
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
    discord.asset.Asset.BASE = base_url.split("/api/", 1)[0]


def main(argv: list[str]) -> None:
    if len(argv) < 4 or argv[2] != "--":
        raise SystemExit(__doc__)
    base_url, gateway_url, target = argv[0], argv[1], argv[3:]
    point_discord_at(base_url, gateway_url)
    if target[0] == "-m":
        sys.argv = [target[1], *target[2:]]
        runpy.run_module(target[1], run_name="__main__", alter_sys=True)
        return
    script = Path(target[0]).resolve()
    sys.argv = [str(script), *target[1:]]
    sys.path[0] = str(script.parent)
    runpy.run_path(str(script), run_name="__main__")


if __name__ == "__main__":
    main(sys.argv[1:])
