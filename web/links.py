"""Signed links (issue 30): a page is reached only through a link that carries an HMAC of what
the page shows (which game, server or player, and the server's link epoch), keyed with
``WEB_SECRET``. Nobody can guess or enumerate another game's link; rotating a server's epoch
(:meth:`db.web.WebStore.rotate`) makes every earlier link of that server answer 404.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
from dataclasses import dataclass

from db.web import WebStore

#: A token: 128 bits of the HMAC-SHA256, base64url without padding.
TOKEN = re.compile(r"^[A-Za-z0-9_-]{22}$")
TOKEN_BYTES = 16
#: The shortest secret accepted (``openssl rand -hex 32`` gives 64 characters).
MIN_SECRET = 32


class SecretError(ValueError):
    """``WEB_SECRET`` is missing or too short; the message says how to make one."""


def check_secret(secret: str) -> str:
    if len(secret) < MIN_SECRET:
        raise SecretError(
            f"WEB_SECRET must be at least {MIN_SECRET} characters (it signs the web links); "
            "make one with `openssl rand -hex 32` and put WEB_SECRET=<it> in .env."
        )
    return secret


@dataclass(frozen=True, slots=True)
class Links:
    """Makes and checks the signed links of one site (``base_url``: its public address)."""

    secret: str
    base_url: str

    def token(self, *parts: object) -> str:
        message = "|".join(str(part) for part in parts).encode()
        digest = hmac.new(self.secret.encode(), message, hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest[:TOKEN_BYTES]).rstrip(b"=").decode()

    def valid(self, token: str, *parts: object) -> bool:
        """Whether ``token`` signs ``parts`` (in constant time)."""
        return bool(TOKEN.match(token)) and hmac.compare_digest(token, self.token(*parts))

    # The paths, relative to the site (the pages link to each other with these).
    def game_path(self, game_id: int, guild_id: int | None, epoch: int) -> str:
        return f"/g/{game_id}/{self.token('game', game_id, guild_id or 0, epoch)}"

    def server_path(self, guild_id: int, epoch: int) -> str:
        return f"/s/{guild_id}/{self.token('server', guild_id, epoch)}"

    def player_path(self, guild_id: int, user_id: int, epoch: int) -> str:
        return f"/p/{guild_id}/{user_id}/{self.token('player', guild_id, user_id, epoch)}"

    # The public addresses, for Discord's messages.
    def game_url(self, game_id: int, guild_id: int | None, epoch: int) -> str:
        return self.base_url.rstrip("/") + self.game_path(game_id, guild_id, epoch)

    def replay_url(self, game_id: int, guild_id: int | None, epoch: int) -> str:
        return self.game_url(game_id, guild_id, epoch) + "#replay"

    def server_url(self, guild_id: int, epoch: int) -> str:
        return self.base_url.rstrip("/") + self.server_path(guild_id, epoch)


@dataclass(frozen=True, slots=True)
class WebLinks:
    """The public links of a running site, for Discord's messages: each reads the server's
    current epoch, so a rotation shows at once in every message made after it."""

    links: Links
    store: WebStore

    async def game_url(self, game_id: int, guild_id: int | None) -> str:
        return self.links.game_url(game_id, guild_id, await self.store.epoch(guild_id))

    async def replay_url(self, game_id: int, guild_id: int | None) -> str:
        return self.links.replay_url(game_id, guild_id, await self.store.epoch(guild_id))

    async def server_url(self, guild_id: int) -> str:
        return self.links.server_url(guild_id, await self.store.epoch(guild_id))

    async def rotate(self, guild_id: int) -> str:
        """A new epoch for the server (every earlier link of it answers 404); its new server
        page's address."""
        return self.links.server_url(guild_id, await self.store.rotate(guild_id))
