"""One gateway connection: JSON over a websocket, zlib-stream compressed when asked for."""

from __future__ import annotations

import asyncio
import json
import secrets
import zlib
from typing import Any

from aiohttp import web

# Gateway opcodes.
DISPATCH = 0
HEARTBEAT = 1
IDENTIFY = 2
PRESENCE = 3
RESUME = 6
RECONNECT = 7
REQUEST_MEMBERS = 8
INVALID_SESSION = 9
HELLO = 10
HEARTBEAT_ACK = 11

# Intents that decide which events a session receives.
GUILDS = 1 << 0
GUILD_MEMBERS = 1 << 1
GUILD_PRESENCES = 1 << 8
GUILD_MESSAGES = 1 << 9
DIRECT_MESSAGES = 1 << 12
MESSAGE_CONTENT = 1 << 15
#: Those an application must enable in the Developer Portal before it may ask for them.
PRIVILEGED_INTENTS = GUILD_MEMBERS | GUILD_PRESENCES | MESSAGE_CONTENT

HEARTBEAT_INTERVAL_MS = 41_250


class GatewaySession:
    """A connected client: its shard, intents, sequence and the dispatches it was sent."""

    def __init__(self, ws: web.WebSocketResponse, number: int, *, zlib_stream: bool) -> None:
        self.ws = ws
        #: Connection order: the n-th gateway connection the stand-in accepted.
        self.number = number
        self.session_id = secrets.token_hex(16)
        self.shard_id = 0
        self.shard_count = 1
        self.intents = 0
        self.seq = 0
        self.identified = False
        self.resumed = False
        self.heartbeats = 0
        self.pongs = 0
        #: Every dispatch sent, kept so a RESUME can replay what a client missed.
        self.sent: list[dict[str, Any]] = []
        self._compressor = zlib.compressobj() if zlib_stream else None
        self._lock = asyncio.Lock()

    @property
    def open(self) -> bool:
        return not self.ws.closed

    def handles_guild(self, guild_id: int | None) -> bool:
        """Discord's shard formula; DMs go to shard 0."""
        if guild_id is None:
            return self.shard_id == 0
        return (guild_id >> 22) % self.shard_count == self.shard_id

    async def send(self, payload: dict[str, Any]) -> None:
        raw = json.dumps(payload, separators=(",", ":"))
        async with self._lock:
            if self.ws.closed:
                return
            if self._compressor is None:
                await self.ws.send_str(raw)
            else:
                data = self._compressor.compress(raw.encode()) + self._compressor.flush(
                    zlib.Z_SYNC_FLUSH
                )
                await self.ws.send_bytes(data)

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        self.seq += 1
        payload = {"op": DISPATCH, "t": event, "s": self.seq, "d": data}
        self.sent.append(payload)
        await self.send(payload)

    async def replay_after(self, seq: int) -> None:
        """Send again what the client missed (RESUME), then RESUMED."""
        for payload in self.sent:
            if payload["s"] > seq:
                await self.send(payload)
        await self.dispatch("RESUMED", {})

    async def op(self, op: int, data: Any = None) -> None:
        await self.send({"op": op, "d": data, "s": None, "t": None})
