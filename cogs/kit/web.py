"""Links to the web pages (issue 30) in the bot's messages, when it serves them (``WEB_PORT``):
the thread's greeting and ``/game status`` link the game page, a finished game's last message
its replay, ``/game leaderboard`` the server page. Without the pages, no line at all."""

from __future__ import annotations

import discord

from db.records import GameInfo
from i18n import t
from web.links import WebLinks


def web_of(client: discord.Client) -> WebLinks | None:
    """The bot's web links, or ``None`` when it serves no pages."""
    links = getattr(client, "web_links", None)
    return links if isinstance(links, WebLinks) else None


async def game_line(client: discord.Client, game: GameInfo) -> str | None:
    """ "Follow this game on the web: <link>", in the current language."""
    links = web_of(client)
    if links is None:
        return None
    return t("kit-web-game", url=f"<{await links.game_url(game.id, game.guild_id)}>")


async def replay_line(client: discord.Client, game: GameInfo) -> str | None:
    links = web_of(client)
    if links is None:
        return None
    return t("kit-web-replay", url=f"<{await links.replay_url(game.id, game.guild_id)}>")


async def server_line(client: discord.Client, guild_id: int | None) -> str | None:
    links = web_of(client)
    if links is None or guild_id is None:
        return None
    return t("kit-web-server", url=f"<{await links.server_url(guild_id)}>")


def with_line(text: str, line: str | None) -> str:
    return text if line is None else f"{text}\n{line}"
