"""The stand-in's HTTP API and gateway (aiohttp), on 127.0.0.1 at a free port.

Routes follow discord.py's ``Route`` templates, so recorded requests read like the client code
(``POST /channels/{channel_id}/messages``). What the bot sends is checked by ``limits`` and
stored in the ``world`` model; what the bot receives comes from ``gateway`` sessions.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import re
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from tests.standin import gateway as gw
from tests.standin import limits
from tests.standin.limits import DiscordAPIError
from tests.standin.world import (
    ATTACH_FILES,
    CREATE_PRIVATE_THREADS,
    CREATE_PUBLIC_THREADS,
    DM,
    EPHEMERAL,
    GUILD_TEXT,
    LOADING,
    MANAGE_THREADS,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    READ_MESSAGE_HISTORY,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    VIEW_CHANNEL,
    Attachment,
    Channel,
    Guild,
    Interaction,
    Message,
    Snowflakes,
    User,
)

API_PREFIX = "/api/v10"
MENTION = re.compile(r"<@!?(\d+)>")
SUPPRESS_EMBEDS = 1 << 2
SUPPRESS_NOTIFICATIONS = 1 << 12
#: How long Discord remembers a message nonce for ``enforce_nonce`` ("a few minutes").
NONCE_SECONDS = 300
CHANNEL_MESSAGE_FLAGS = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | limits.IS_COMPONENTS_V2
WEBHOOK_MESSAGE_FLAGS = CHANNEL_MESSAGE_FLAGS | EPHEMERAL


@dataclass
class UploadedFile:
    """A file part of a multipart request: ``files[index]``."""

    index: int
    filename: str
    content_type: str
    data: bytes


@dataclass
class RecordedRequest:
    """One request the bot made, and the answer it got."""

    method: str
    route: str
    path: str
    params: dict[str, str]
    query: dict[str, str]
    json: Any
    files: list[UploadedFile]
    at: float
    status: int = 0
    response: Any = None

    def __repr__(self) -> str:
        return f"<{self.method} {self.path} -> {self.status}>"


@dataclass
class Failure:
    """An injected failure: the next ``times`` matching requests get ``status``."""

    method: str
    route: str
    status: int
    times: int
    retry_after: float = 0.0
    is_global: bool = False
    where: dict[str, str] = field(default_factory=dict)
    #: A 429 from Cloudflare rather than Discord (a ban: plain text, no ``Via`` header),
    #: which discord.py does not wait out but raises at once.
    banned: bool = False
    #: With ``status`` 200: not a failure but a slow answer, this many seconds late.
    delay: float = 0.0
    #: With ``status`` 200: handled at once (the message made), answered this many seconds
    #: later: a bot that dies meanwhile never learns that Discord took its request.
    held: float = 0.0

    def matches(self, method: str, route: str, params: dict[str, str]) -> bool:
        return (
            self.times > 0
            and self.method == method
            and self.route == route
            and all(params.get(k) == v for k, v in self.where.items())
        )


Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
PAYLOAD = web.RequestKey("payload", dict)
#: Set on an answer that must not look like Discord's (no ``Via`` header): a Cloudflare ban.
FROM_CLOUDFLARE = web.ResponseKey("from_cloudflare", bool)
BODY = web.RequestKey("body", object)
FILES = web.RequestKey("files", list)


def json_response(data: Any, status: int = 200) -> web.Response:
    # discord.py only decodes a body whose Content-Type is exactly "application/json".
    return web.Response(
        body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"}
    )


class StandInServer:
    """State and HTTP/gateway handlers; :class:`DiscordStandIn` adds the test driver API."""

    def __init__(self, *, token: str, interaction_deadline: float) -> None:
        self.token = token
        self.interaction_deadline = interaction_deadline
        self.attachment_size_limit = limits.DEFAULT_ATTACHMENT_SIZE_LIMIT
        self.shard_count = 1
        self.ids = Snowflakes()
        self.bot = User(self.ids.next(), "Tessera", bot=True)
        self.owner = User(self.ids.next(), "owner")
        self.users: dict[int, User] = {self.bot.id: self.bot, self.owner.id: self.owner}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, Message] = {}
        self.interactions: dict[int, Interaction] = {}
        #: Registered application commands: scope (None = global, else guild id) → commands.
        self.commands: dict[int | None, list[dict[str, Any]]] = {}
        self.requests: list[RecordedRequest] = []
        #: Requests to routes the stand-in does not model ("METHOD /path").
        self.unhandled: list[str] = []
        self.failures: list[Failure] = []
        self.sessions: list[gw.GatewaySession] = []
        #: A gateway outage (``stop_gateway``): new connections are refused with 503.
        self.gateway_down = False
        #: The privileged intents the Developer Portal enables for the application (all by
        #: default); an IDENTIFY asking for others is closed with 4014, as on Discord.
        self.privileged_intents = gw.PRIVILEGED_INTENTS
        #: Close codes (with their reasons) for the next IDENTIFYs, whatever they ask
        #: (``close_identify``).
        self.identify_closes: list[tuple[int, str]] = []
        self._closed_sessions: dict[str, gw.GatewaySession] = {}
        self._pending: list[tuple[int | None, str, dict[str, Any], int]] = []
        self._session_numbers = 0
        self._changed = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self.port = 0

    # ------------------------------------------------------------------ addresses

    @property
    def base_url(self) -> str:
        """What ``discord.http.Route.BASE`` must be."""
        return f"http://127.0.0.1:{self.port}{API_PREFIX}"

    @property
    def gateway_url(self) -> str:
        """What ``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY`` must be."""
        return f"ws://127.0.0.1:{self.port}/"

    @property
    def application_id(self) -> int:
        # Applications made since 2020 share their id with their bot user.
        return self.bot.id

    # ------------------------------------------------------------------ change notification

    def changed(self) -> None:
        """Wake everything waiting in :meth:`wait_for`."""
        self._changed.set()
        self._changed = asyncio.Event()

    async def wait_for(
        self, predicate: Callable[[], Any], within: float = 10.0, what: str = "condition"
    ) -> Any:
        """Wait until ``predicate()`` is truthy (re-checked after every change); return it."""
        deadline = time.monotonic() + within
        while not (result := predicate()):
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"stand-in: timed out after {within}s waiting for {what}")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), left)
        return result

    # ------------------------------------------------------------------ life cycle

    def build_app(self) -> web.Application:
        app = web.Application(
            middlewares=[self._middleware], client_max_size=(limits.MAX_FILES + 1) * 32 * 2**20
        )
        r = app.router
        p = API_PREFIX
        r.add_get("/", self._gateway)
        r.add_get("/attachments/{attachment_id}/{filename}", self._cdn)
        routes: list[tuple[str, str, Handler]] = [
            ("GET", "/gateway", self._get_gateway),
            ("GET", "/gateway/bot", self._get_gateway_bot),
            ("GET", "/users/@me", self._get_me),
            ("POST", "/users/@me/channels", self._create_dm),
            ("GET", "/users/{user_id}", self._get_user),
            ("GET", "/oauth2/applications/@me", self._get_application),
            ("GET", "/applications/@me", self._get_application),
            ("GET", "/applications/{application_id}/commands", self._get_commands),
            ("PUT", "/applications/{application_id}/commands", self._put_commands),
            (
                "GET",
                "/applications/{application_id}/guilds/{guild_id}/commands",
                self._get_commands,
            ),
            (
                "PUT",
                "/applications/{application_id}/guilds/{guild_id}/commands",
                self._put_commands,
            ),
            ("POST", "/interactions/{interaction_id}/{interaction_token}/callback", self._callback),
            ("POST", "/webhooks/{webhook_id}/{webhook_token}", self._followup),
            (
                "GET",
                "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
                self._get_webhook_message,
            ),
            (
                "PATCH",
                "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
                self._edit_webhook_message,
            ),
            (
                "DELETE",
                "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
                self._delete_webhook_message,
            ),
            ("GET", "/channels/{channel_id}", self._get_channel),
            ("PATCH", "/channels/{channel_id}", self._edit_channel),
            ("GET", "/channels/{channel_id}/messages", self._history),
            ("POST", "/channels/{channel_id}/messages", self._send_message),
            ("GET", "/channels/{channel_id}/messages/{message_id}", self._get_message),
            ("PATCH", "/channels/{channel_id}/messages/{message_id}", self._edit_message),
            ("DELETE", "/channels/{channel_id}/messages/{message_id}", self._delete_message),
            ("POST", "/channels/{channel_id}/messages/{message_id}/threads", self._thread_from),
            ("POST", "/channels/{channel_id}/threads", self._thread),
            ("POST", "/channels/{channel_id}/typing", self._typing),
            ("PUT", "/channels/{channel_id}/thread-members/{user_id}", self._add_thread_member),
            (
                "DELETE",
                "/channels/{channel_id}/thread-members/{user_id}",
                self._remove_thread_member,
            ),
            ("GET", "/guilds/{guild_id}", self._get_guild),
            ("GET", "/guilds/{guild_id}/channels", self._get_guild_channels),
            ("GET", "/guilds/{guild_id}/roles", self._get_roles),
            ("GET", "/guilds/{guild_id}/members/{user_id}", self._get_member),
        ]
        for method, path, handler in routes:
            r.add_route(method, p + path, handler)
        return app

    async def start_server(self) -> None:
        self._runner = web.AppRunner(self.build_app(), access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        assert server is not None and server.sockets  # type: ignore[attr-defined]
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[attr-defined]

    async def close(self) -> None:
        for session in list(self.sessions):
            await session.ws.close(code=1001)
        if self._runner is not None:
            await self._runner.cleanup()

    # ------------------------------------------------------------------ recording, failures

    @web.middleware
    async def _middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if not request.path.startswith(API_PREFIX):
            return await handler(request)
        resource = request.match_info.route.resource
        route = (resource.canonical if resource else request.path).removeprefix(API_PREFIX)
        if resource is None:
            # Not modelled here: answer like Discord does for an unknown route, and keep it
            # in ``unhandled`` so a test can show what the bot needed.
            self.unhandled.append(f"{request.method} {route}")
        payload, files = await self._read_body(request)
        record = RecordedRequest(
            method=request.method,
            route=route,
            path=request.path.removeprefix(API_PREFIX),
            params=dict(request.match_info),
            query=dict(request.query),
            json=payload,
            files=files,
            at=time.monotonic(),
        )
        self.requests.append(record)
        request[PAYLOAD] = payload if isinstance(payload, dict) else {}
        request[BODY] = payload
        request[FILES] = files
        await self._slowed(record)
        response = self._injected(record) or await self._authorised(request, route, handler)
        await self._held(record)
        if not response.get(FROM_CLOUDFLARE):
            response.headers["Via"] = "1.1 google"
        record.status = response.status
        if isinstance(response, web.Response) and response.body is not None:
            with contextlib.suppress(ValueError, TypeError):
                record.response = json.loads(response.body)  # type: ignore[arg-type]
        # Send the answer before waking the test, so that whatever the test does next reaches
        # the bot after this answer did (see ``sync_with``).
        await response.prepare(request)
        await response.write_eof()
        self.changed()
        return response

    async def _authorised(
        self, request: web.Request, route: str, handler: Handler
    ) -> web.StreamResponse:
        needs_token = not route.startswith(("/webhooks/", "/interactions/"))
        if needs_token and request.headers.get("Authorization") != f"Bot {self.token}":
            return json_response({"message": "401: Unauthorized", "code": 0}, 401)
        try:
            return await handler(request)
        except DiscordAPIError as exc:
            return json_response(exc.body(), exc.status)
        except web.HTTPException as exc:
            return json_response({"message": f"{exc.status}: {exc.reason}", "code": 0}, exc.status)

    async def _slowed(self, record: RecordedRequest) -> None:
        for failure in self.failures:
            if failure.delay and failure.matches(record.method, record.route, record.params):
                failure.times -= 1
                await asyncio.sleep(failure.delay)
                return

    async def _held(self, record: RecordedRequest) -> None:
        for failure in self.failures:
            if failure.held and failure.matches(record.method, record.route, record.params):
                failure.times -= 1
                self.changed()  # what the request made is there to see while it is held
                await asyncio.sleep(failure.held)
                return

    def _injected(self, record: RecordedRequest) -> web.Response | None:
        for failure in self.failures:
            if failure.delay or failure.held:
                continue
            if failure.matches(record.method, record.route, record.params):
                failure.times -= 1
                if failure.banned:
                    banned = web.Response(text="error code: 1015", status=429)
                    banned[FROM_CLOUDFLARE] = True
                    return banned
                if failure.status != 429:
                    return json_response(
                        {"message": f"{failure.status}: Injected failure", "code": 0},
                        failure.status,
                    )
                body = {
                    "message": "You are being rate limited.",
                    "retry_after": failure.retry_after,
                    "global": failure.is_global,
                    "code": 0,
                }
                response = json_response(body, 429)
                reset = time.time() + failure.retry_after
                response.headers.update(
                    {
                        "Retry-After": str(math.ceil(failure.retry_after)),
                        "X-RateLimit-Limit": "5",
                        "X-RateLimit-Remaining": "0",
                        "X-RateLimit-Reset": f"{reset:.3f}",
                        "X-RateLimit-Reset-After": f"{failure.retry_after:.3f}",
                        "X-RateLimit-Bucket": f"standin{abs(hash(record.route)):x}",
                        "X-RateLimit-Scope": "global" if failure.is_global else "user",
                    }
                )
                if failure.is_global:
                    response.headers["X-RateLimit-Global"] = "true"
                return response
        return None

    async def _read_body(self, request: web.Request) -> tuple[Any, list[UploadedFile]]:
        if not request.can_read_body:
            return None, []
        if request.content_type != "multipart/form-data":
            text = await request.text()
            return (json.loads(text) if text else None), []
        payload: Any = None
        files: list[UploadedFile] = []
        reader = await request.multipart()
        async for part in reader:
            name = part.name or ""  # type: ignore[union-attr]
            data = await part.read()  # type: ignore[union-attr]
            if name == "payload_json":
                payload = json.loads(data)
            elif name.startswith("files["):
                files.append(
                    UploadedFile(
                        index=int(name[6:-1]),
                        filename=part.filename or "",  # type: ignore[union-attr]
                        content_type=part.headers.get("Content-Type", "application/octet-stream"),
                        data=bytes(data),
                    )
                )
        return payload, files

    # ------------------------------------------------------------------ look-ups

    def channel(self, channel_id: int | str) -> Channel:
        try:
            return self.channels[int(channel_id)]
        except (KeyError, ValueError):
            raise limits.unknown("Channel", limits.UNKNOWN_CHANNEL) from None

    def guild(self, guild_id: int | str) -> Guild:
        try:
            return self.guilds[int(guild_id)]
        except (KeyError, ValueError):
            raise limits.unknown("Guild", limits.UNKNOWN_GUILD) from None

    def message(self, channel: Channel, message_id: int | str) -> Message:
        found = self.messages.get(int(message_id)) if str(message_id).isdigit() else None
        # Ephemeral messages exist only for their webhook (the interaction token).
        if found is None or found.deleted or found.ephemeral or found.channel is not channel:
            raise limits.unknown("Message", limits.UNKNOWN_MESSAGE)
        return found

    def guild_of(self, channel: Channel) -> Guild | None:
        return self.guilds.get(channel.guild_id) if channel.guild_id else None

    def bot_permissions(self, channel: Channel) -> int:
        guild = self.guild_of(channel)
        if guild is None:
            return VIEW_CHANNEL | SEND_MESSAGES | ATTACH_FILES
        return guild.permissions_in(channel, self.bot.id)

    def can_view(self, user: User, channel: Channel) -> bool:
        """Whether ``user`` sees ``channel`` (member, View Channel, private-thread member)."""
        if channel.type == DM:
            return user in channel.recipients
        guild = self.guild_of(channel)
        if guild is None or user.id not in guild.members:
            return False
        perms = guild.permissions_in(channel, user.id)
        if channel.type == PRIVATE_THREAD and user.id not in channel.thread_members:
            return bool(perms & MANAGE_THREADS)
        return bool(perms & VIEW_CHANNEL)

    def require(self, channel: Channel, permission: int) -> None:
        if channel.type != DM and not self.bot_permissions(channel) & permission:
            raise DiscordAPIError(403, limits.MISSING_PERMISSIONS, "Missing Permissions")

    def channel_messages(self, channel: Channel) -> list[Message]:
        return [m for m in self.messages.values() if m.channel is channel and not m.deleted]

    # ------------------------------------------------------------------ gateway

    def session_for(self, guild_id: int | None) -> gw.GatewaySession | None:
        """The newest identified, open session that receives events for ``guild_id``."""
        for session in reversed(self.sessions):
            if session.open and session.identified and session.handles_guild(guild_id):
                return session
        return None

    async def sync_with(self, session: gw.GatewaySession) -> None:
        """Let the client finish handling the answers it already got before a new event.

        A test acts as soon as the bot's request was answered, faster than any person; but
        discord.py may still be handling that answer (storing a view under the new message's
        id, for instance). Websocket pings, answered by aiohttp inside the client's gateway
        reader, make the client's event loop go round several times after those answers
        arrived; unlike gateway heartbeats they do not count against discord.py's gateway
        rate limit. Clients that never heartbeat (the raw clients of the stand-in's own tests,
        which read only when they expect something) are not waited for.
        """
        if not session.heartbeats:
            return
        for _ in range(3):
            seen = session.pongs
            await session.ws.ping()
            await self.wait_for(
                lambda seen=seen: session.pongs > seen or not session.open, 5.0, "a pong"
            )

    async def dispatch(
        self, guild_id: int | None, event: str, data: dict[str, Any], intent: int = gw.GUILDS
    ) -> None:
        session = self.session_for(guild_id)
        if session is not None and session.intents & intent:
            await session.dispatch(event, data)

    def queue_event(
        self, guild_id: int | None, event: str, data: dict[str, Any], intent: int = gw.GUILDS
    ) -> None:
        """An event for a change a test made to the world while the bot is connected; sent
        (in order) before the next thing a user does, or by :meth:`flush_events`."""
        if any(s.identified for s in self.sessions):
            self._pending.append((guild_id, event, data, intent))

    async def flush_events(self) -> None:
        """Send the gateway events of the world changes made since the last flush."""
        pending, self._pending = self._pending, []
        for guild_id, event, data, intent in pending:
            await self.dispatch(guild_id, event, data, intent)

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        if self.gateway_down:
            return web.Response(status=503, text="upstream connect error")
        # autoping off: the pongs answering our pings are counted (``sync_with``).
        ws = web.WebSocketResponse(max_msg_size=0, autoping=False)
        await ws.prepare(request)
        compress = request.query.get("compress")
        if request.query.get("encoding", "json") != "json":
            await ws.close(code=4002, message=b"Only encoding=json is supported by the stand-in")
            return ws
        if compress not in (None, "zlib-stream"):
            await ws.close(code=4002, message=b"Only zlib-stream compression is supported")
            return ws
        self._session_numbers += 1
        session = gw.GatewaySession(ws, self._session_numbers, zlib_stream=compress is not None)
        self.sessions.append(session)
        self.changed()
        try:
            await session.op(gw.HELLO, {"heartbeat_interval": gw.HEARTBEAT_INTERVAL_MS})
            async for msg in ws:
                if msg.type == WSMsgType.PONG:
                    session.pongs += 1
                    self.changed()
                elif msg.type == WSMsgType.PING:
                    await ws.pong(msg.data)
                elif msg.type == WSMsgType.TEXT:
                    await self._gateway_message(session, json.loads(msg.data))
                else:
                    break
        finally:
            self.sessions.remove(session)
            if session.identified:
                self._closed_sessions[session.session_id] = session
                session.identified = False
            self.changed()
        return ws

    async def _gateway_message(self, session: gw.GatewaySession, msg: dict[str, Any]) -> None:
        op, data = msg.get("op"), msg.get("d")
        if op == gw.HEARTBEAT:
            session.heartbeats += 1
            await session.op(gw.HEARTBEAT_ACK)
        elif op == gw.IDENTIFY:
            await self._identify(session, data)
        elif op == gw.RESUME:
            await self._resume(session, data)
        elif op == gw.REQUEST_MEMBERS:
            await self._request_members(session, data)

    async def _identify(self, session: gw.GatewaySession, data: dict[str, Any]) -> None:
        if data.get("token") != self.token:
            await session.ws.close(code=4004, message=b"Authentication failed.")
            return
        shard_id, shard_count = data.get("shard", [0, 1])
        if not 0 <= shard_id < shard_count:
            await session.ws.close(code=4010, message=b"Invalid shard.")
            return
        session.shard_id, session.shard_count = shard_id, shard_count
        session.intents = int(data.get("intents", 0))
        if session.intents & gw.PRIVILEGED_INTENTS & ~self.privileged_intents:
            self.identify_closes.insert(0, (4014, "Disallowed intent(s)."))
        if self.identify_closes:
            code, reason = self.identify_closes.pop(0)
            await session.ws.close(code=code, message=reason.encode())
            return
        guilds = [g for g in self.guilds.values() if session.handles_guild(g.id)]
        user = self.bot.payload() | {"verified": True, "mfa_enabled": False, "email": None}
        await session.dispatch(
            "READY",
            {
                "v": 10,
                "user": user,
                "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
                "session_id": session.session_id,
                "resume_gateway_url": self.gateway_url,
                "shard": [shard_id, shard_count],
                "application": {"id": str(self.application_id), "flags": 0},
                "private_channels": [],
                "relationships": [],
                "session_type": "normal",
            },
        )
        for guild in guilds:
            await session.dispatch("GUILD_CREATE", self.guild_create(guild, session.intents))
        # GUILD_CREATE carried the current state: queued changes are news to nobody here.
        self._pending = [e for e in self._pending if not session.handles_guild(e[0])]
        session.identified = True
        self.changed()

    def guild_create(self, guild: Guild, intents: int, *, joined: bool = False) -> dict[str, Any]:
        # Without the presences intent Discord sends only the bot's own member; the rest
        # comes from REQUEST_GUILD_MEMBERS (which discord.py sends when it chunks).
        members = list(guild.members.values())
        if not intents & gw.GUILD_PRESENCES:
            members = [m for m in members if m.user is self.bot]
        threads = [c for c in guild.channels if c.is_thread and not c.archived]
        return guild.payload(members=members, threads=threads, joined=joined)

    async def _resume(self, session: gw.GatewaySession, data: dict[str, Any]) -> None:
        session_id = str(data.get("session_id"))
        old = self._closed_sessions.pop(session_id, None)
        if old is None:
            # The client may resume before this server noticed its old connection close.
            old = next((s for s in self.sessions if s.session_id == session_id), None)
            if old is not None:
                old.identified = False
                await old.ws.close()
        if old is None or data.get("token") != self.token:
            await session.op(gw.INVALID_SESSION, False)
            return
        session.session_id, session.seq, session.sent = old.session_id, old.seq, old.sent
        session.shard_id, session.shard_count, session.intents = (
            old.shard_id,
            old.shard_count,
            old.intents,
        )
        session.identified = session.resumed = True
        await session.replay_after(int(data.get("seq") or 0))
        self.changed()

    async def _request_members(self, session: gw.GatewaySession, data: dict[str, Any]) -> None:
        guild = self.guilds.get(int(data["guild_id"]))
        if guild is None:
            return
        wanted = {int(u) for u in data.get("user_ids") or []}
        query = (data.get("query") or "").lower()
        members = [
            m
            for m in guild.members.values()
            if (m.user.id in wanted if wanted else m.user.name.lower().startswith(query))
        ]
        if not session.intents & gw.GUILD_MEMBERS and not wanted:
            members = [m for m in members if m.user is self.bot]
        limit = int(data.get("limit") or 0)
        if limit:
            members = members[:limit]
        chunk: dict[str, Any] = {
            "guild_id": str(guild.id),
            "members": [m.payload() for m in members],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [str(u) for u in wanted - {m.user.id for m in members}],
        }
        if data.get("nonce"):
            chunk["nonce"] = data["nonce"]
        await session.dispatch("GUILD_MEMBERS_CHUNK", chunk)

    def message_event(self, message: Message, intents: int) -> dict[str, Any]:
        data = message.payload()
        own = message.author is self.bot
        if not (own or message.channel.type == DM or intents & gw.MESSAGE_CONTENT):
            data.update(content="", embeds=[], attachments=[], components=[])
        guild = self.guild_of(message.channel)
        if guild is not None and message.author.id in guild.members:
            data["member"] = guild.members[message.author.id].payload(with_user=False)
        return data

    async def dispatch_message(self, event: str, message: Message) -> None:
        if message.ephemeral:
            return
        guild_id = message.channel.guild_id
        session = self.session_for(guild_id)
        if session is None:
            return
        needed = gw.DIRECT_MESSAGES if guild_id is None else gw.GUILD_MESSAGES
        if session.intents & needed:
            await session.dispatch(event, self.message_event(message, session.intents))

    # ------------------------------------------------------------------ basic REST

    async def _get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.gateway_url})

    async def _get_gateway_bot(self, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        return json_response(
            {"url": self.gateway_url, "shards": self.shard_count, "session_start_limit": limit}
        )

    async def _get_me(self, request: web.Request) -> web.Response:
        return json_response(self.bot.payload() | {"verified": True, "mfa_enabled": False})

    async def _get_user(self, request: web.Request) -> web.Response:
        user = self.users.get(int(request.match_info["user_id"]))
        if user is None:
            raise limits.unknown("User", limits.UNKNOWN_USER)
        return json_response(user.payload())

    async def _get_application(self, request: web.Request) -> web.Response:
        return json_response(
            {
                "id": str(self.application_id),
                "name": self.bot.name,
                "icon": None,
                "description": "",
                "summary": "",
                "type": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "verify_key": "0" * 64,
                "flags": 0,
                "owner": self.owner.payload(),
                "team": None,
                "bot": self.bot.payload(),
                "redirect_uris": [],
                "interactions_endpoint_url": None,
                "approximate_guild_count": len(self.guilds),
            }
        )

    async def _create_dm(self, request: web.Request) -> web.Response:
        user = self.users.get(int(request[PAYLOAD].get("recipient_id", 0)))
        if user is None:
            raise limits.unknown("User", limits.UNKNOWN_USER)
        return json_response(self.dm_channel(user).payload())

    def dm_channel(self, user: User) -> Channel:
        """The DM channel between the bot and ``user`` (made on first use, like Discord)."""
        for channel in self.channels.values():
            if channel.type == DM and channel.recipients == [user]:
                return channel
        channel = Channel(self.ids.next(), DM, recipients=[user])
        self.channels[channel.id] = channel
        return channel

    # ------------------------------------------------------------------ commands

    def _check_application(self, request: web.Request) -> None:
        if request.match_info["application_id"] != str(self.application_id):
            raise DiscordAPIError(404, 10002, "Unknown Application")

    async def _get_commands(self, request: web.Request) -> web.Response:
        self._check_application(request)
        scope = request.match_info.get("guild_id")
        return json_response(self.commands.get(int(scope) if scope else None, []))

    async def _put_commands(self, request: web.Request) -> web.Response:
        self._check_application(request)
        scope_text = request.match_info.get("guild_id")
        scope = int(scope_text) if scope_text else None
        if scope is not None:
            self.guild(scope)
        body = request[BODY] or []
        limits.check_commands(body)
        old = {(c["type"], c["name"]): c for c in self.commands.get(scope, [])}
        stored = []
        for command in body:
            kind = command.get("type", 1)
            previous = old.get((kind, command["name"]))
            item = {
                "id": previous["id"] if previous else str(self.ids.next()),
                "application_id": str(self.application_id),
                "version": str(self.ids.next()),
                "type": kind,
                "description": "",
                "default_member_permissions": None,
                "nsfw": False,
                "options": [],
            } | command
            if scope is not None:
                item["guild_id"] = str(scope)
            stored.append(item)
        self.commands[scope] = stored
        return json_response(stored)

    # ------------------------------------------------------------------ messages

    def store_message(
        self,
        channel: Channel,
        author: User,
        payload: dict[str, Any],
        files: list[UploadedFile],
        *,
        allowed_flags: int,
        interaction: Interaction | None = None,
        extra_flags: int = 0,
    ) -> Message:
        message = Message(
            id=self.ids.next(),
            channel=channel,
            author=author,
            flags=(int(payload.get("flags") or 0) & allowed_flags) | extra_flags,
            interaction=interaction,
        )
        if interaction is not None:
            message.webhook_id = message.application_id = self.application_id
            message.type = 20 if interaction.type == 2 else 0
        reference = payload.get("message_reference")
        if reference and reference.get("message_id"):
            target = self.messages.get(int(reference["message_id"]))
            if target is None and reference.get("fail_if_not_exists", True):
                errors = limits.FormErrors()
                errors.add(
                    ("message_reference",),
                    "MESSAGE_REFERENCE_UNKNOWN_MESSAGE",
                    "Unknown message",
                )
                errors.raise_if_any()
            message.message_reference = reference | {"channel_id": str(channel.id)}
            message.type = 19
        self.apply_edit(message, payload, files, record_revision=False)
        self.messages[message.id] = message
        if channel.type == PRIVATE_THREAD:
            # Discord adds the members a message in a private thread mentions.
            guild = self.guild_of(channel)
            for user_id in map(int, MENTION.findall(message.content)):
                if guild is not None and user_id in guild.members:
                    channel.thread_members.add(user_id)
        return message

    def apply_edit(
        self,
        message: Message,
        payload: dict[str, Any],
        files: list[UploadedFile],
        *,
        record_revision: bool = True,
    ) -> None:
        if record_revision:
            message.revisions.append(message.snapshot())
            message.edited_at = time.time()
        if "content" in payload:
            message.content = payload["content"] or ""
        if "embeds" in payload:
            message.embeds = [{"type": "rich"} | e for e in payload["embeds"] or []]
        if "components" in payload:
            message.components = number_components(payload["components"] or [])
        if "flags" in payload and payload["flags"] is not None:
            kept = message.flags & (EPHEMERAL | LOADING)
            message.flags = kept | (int(payload["flags"]) & CHANNEL_MESSAGE_FLAGS)
        metadata = {str(a.get("id")): a for a in payload.get("attachments") or []}
        if "attachments" in payload:
            message.attachments = [a for a in message.attachments if str(a.id) in metadata]
        for upload in files:
            meta = metadata.get(str(upload.index), {})
            attachment_id = self.ids.next()
            filename = meta.get("filename") or upload.filename
            message.attachments.append(
                Attachment(
                    id=attachment_id,
                    filename=filename,
                    data=upload.data,
                    content_type=upload.content_type,
                    url=f"http://127.0.0.1:{self.port}/attachments/{attachment_id}/{filename}",
                    description=meta.get("description"),
                )
            )

    def check_body(
        self, payload: dict[str, Any], files: list[UploadedFile], *, creating: bool, kept: int = 0
    ) -> None:
        limits.check_message(
            payload,
            [(f.filename, f.data) for f in files],
            attachment_size_limit=self.attachment_size_limit,
            creating=creating,
            kept_attachments=kept,
        )

    def writable(self, channel: Channel, files: list[UploadedFile]) -> None:
        """Discord's checks before the bot posts in ``channel``."""
        if channel.type == DM:
            if not channel.recipients[0].dms_open:
                raise DiscordAPIError(403, limits.CANNOT_DM, "Cannot send messages to this user")
            return
        self.require(channel, VIEW_CHANNEL)
        self.require(channel, SEND_MESSAGES_IN_THREADS if channel.is_thread else SEND_MESSAGES)
        if files:
            self.require(channel, ATTACH_FILES)
        if channel.is_thread and channel.archived:
            if channel.locked:
                raise DiscordAPIError(400, limits.THREAD_LOCKED, "Thread is locked")
            channel.archived = False

    async def _send_message(self, request: web.Request) -> web.Response:
        channel = self.channel(request.match_info["channel_id"])
        payload, files = request[PAYLOAD], request[FILES]
        self.writable(channel, files)
        self.check_body(payload, files, creating=True)
        nonce = payload.get("nonce")
        if nonce and payload.get("enforce_nonce"):
            # Discord: the same nonce from the same author within a few minutes returns the
            # message it already created instead of a second one.
            recent = time.time() - NONCE_SECONDS
            for earlier in self.channel_messages(channel):
                if earlier.nonce == str(nonce) and earlier.created_at >= recent:
                    return json_response(earlier.payload())
        message = self.store_message(
            channel, self.bot, payload, files, allowed_flags=CHANNEL_MESSAGE_FLAGS
        )
        message.nonce = str(nonce) if nonce else None
        await self.dispatch_message("MESSAGE_CREATE", message)
        return json_response(message.payload())

    async def _get_message(self, request: web.Request) -> web.Response:
        channel = self.channel(request.match_info["channel_id"])
        # Discord: reading a message or the history needs Read Message History (50013).
        self.require(channel, READ_MESSAGE_HISTORY)
        return json_response(self.message(channel, request.match_info["message_id"]).payload())

    async def _history(self, request: web.Request) -> web.Response:
        channel = self.channel(request.match_info["channel_id"])
        self.require(channel, READ_MESSAGE_HISTORY)
        found = [m for m in self.channel_messages(channel) if not m.ephemeral]
        before, after = request.query.get("before"), request.query.get("after")
        if before:
            found = [m for m in found if m.id < int(before)]
        if after:
            found = [m for m in found if m.id > int(after)]
        found.sort(key=lambda m: m.id, reverse=True)
        limit = int(request.query.get("limit", 50))
        return json_response([m.payload() for m in found[:limit]])

    async def _edit_message(self, request: web.Request) -> web.Response:
        channel = self.channel(request.match_info["channel_id"])
        message = self.message(channel, request.match_info["message_id"])
        if message.author is not self.bot:
            raise DiscordAPIError(
                403, limits.CANNOT_EDIT_OTHERS, "Cannot edit a message authored by another user"
            )
        return await self.edit_and_answer(message, request)

    async def edit_and_answer(
        self, message: Message, request: web.Request, *, finish_loading: bool = False
    ) -> web.Response:
        payload, files = request[PAYLOAD], request[FILES]
        kept = len(message.attachments) if "attachments" not in payload else 0
        self.check_body(payload, files, creating=False, kept=kept)
        self.apply_edit(message, payload, files)
        if finish_loading:
            message.flags &= ~LOADING
        await self.dispatch_message("MESSAGE_UPDATE", message)
        self.changed()
        return json_response(message.payload())

    async def _delete_message(self, request: web.Request) -> web.Response:
        channel = self.channel(request.match_info["channel_id"])
        message = self.message(channel, request.match_info["message_id"])
        if message.author is not self.bot:
            self.require(channel, 1 << 13)  # MANAGE_MESSAGES
        await self.delete(message)
        return web.Response(status=204)

    async def delete(self, message: Message) -> None:
        message.deleted = True
        if not message.ephemeral:
            data = {"id": str(message.id), "channel_id": str(message.channel.id)}
            if message.channel.guild_id:
                data["guild_id"] = str(message.channel.guild_id)
            session = self.session_for(message.channel.guild_id)
            if session is not None and session.intents & (gw.GUILD_MESSAGES | gw.DIRECT_MESSAGES):
                await session.dispatch("MESSAGE_DELETE", data)
        self.changed()

    async def _typing(self, request: web.Request) -> web.Response:
        self.channel(request.match_info["channel_id"])
        return web.Response(status=204)

    async def _cdn(self, request: web.Request) -> web.Response:
        wanted = int(request.match_info["attachment_id"])
        for message in self.messages.values():
            for attachment in message.attachments:
                if attachment.id == wanted:
                    return web.Response(body=attachment.data, content_type=attachment.content_type)
        return web.Response(status=404)

    # ------------------------------------------------------------------ channels, threads

    async def _get_channel(self, request: web.Request) -> web.Response:
        return json_response(self.channel(request.match_info["channel_id"]).payload())

    async def _edit_channel(self, request: web.Request) -> web.Response:
        channel = self.channel(request.match_info["channel_id"])
        payload = request[PAYLOAD]
        if "name" in payload:
            limits.check_thread_name(payload["name"])
            channel.name = payload["name"]
        if channel.is_thread:
            for key in ("archived", "locked", "invitable", "auto_archive_duration"):
                if key in payload:
                    setattr(channel, key, payload[key])
        event = "THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE"
        await self.dispatch(channel.guild_id, event, channel.payload())
        self.changed()
        return json_response(channel.payload())

    async def _thread(self, request: web.Request) -> web.Response:
        parent = self.channel(request.match_info["channel_id"])
        payload = request[PAYLOAD]
        kind = int(payload.get("type") or PRIVATE_THREAD)
        thread = await self.open_thread(parent, payload, kind, self.ids.next())
        return json_response(thread.payload())

    async def _thread_from(self, request: web.Request) -> web.Response:
        parent = self.channel(request.match_info["channel_id"])
        message = self.message(parent, request.match_info["message_id"])
        if message.thread is not None:
            raise DiscordAPIError(400, 160004, "A thread has already been created for this message")
        # Discord gives a thread started from a message the message's id.
        thread = await self.open_thread(parent, request[PAYLOAD], PUBLIC_THREAD, message.id)
        message.thread = thread
        return json_response(thread.payload())

    async def open_thread(
        self, parent: Channel, payload: dict[str, Any], kind: int, thread_id: int
    ) -> Channel:
        if parent.type != GUILD_TEXT:
            raise DiscordAPIError(400, 50024, "Cannot execute action on this channel type")
        limits.check_thread_name(payload.get("name"))
        self.require(parent, VIEW_CHANNEL)
        self.require(
            parent, CREATE_PRIVATE_THREADS if kind == PRIVATE_THREAD else CREATE_PUBLIC_THREADS
        )
        thread = Channel(
            thread_id,
            kind,
            name=payload["name"],
            guild_id=parent.guild_id,
            parent_id=parent.id,
            owner_id=self.bot.id,
            auto_archive_duration=int(payload.get("auto_archive_duration") or 1440),
            invitable=bool(payload.get("invitable", True)),
            thread_members={self.bot.id},
        )
        self.channels[thread.id] = thread
        guild = self.guild(parent.guild_id or 0)
        guild.channels.append(thread)
        member = {"id": str(thread.id), "user_id": str(self.bot.id), "flags": 1}
        member["join_timestamp"] = thread.payload()["thread_metadata"]["create_timestamp"]
        await self.dispatch(
            guild.id, "THREAD_CREATE", thread.payload() | {"newly_created": True, "member": member}
        )
        self.changed()
        return thread

    async def _add_thread_member(self, request: web.Request) -> web.Response:
        thread = self.channel(request.match_info["channel_id"])
        user_id = request.match_info["user_id"]
        user = self.bot if user_id == "@me" else self.users.get(int(user_id))
        guild = self.guild_of(thread)
        if not thread.is_thread or guild is None:
            raise DiscordAPIError(400, 50024, "Cannot execute action on this channel type")
        if user is None or user.id not in guild.members:
            raise limits.unknown("Member", limits.UNKNOWN_MEMBER)
        thread.thread_members.add(user.id)
        self.changed()
        return web.Response(status=204)

    async def _remove_thread_member(self, request: web.Request) -> web.Response:
        thread = self.channel(request.match_info["channel_id"])
        user_id = request.match_info["user_id"]
        thread.thread_members.discard(self.bot.id if user_id == "@me" else int(user_id))
        self.changed()
        return web.Response(status=204)

    # ------------------------------------------------------------------ guilds

    async def _get_guild(self, request: web.Request) -> web.Response:
        guild = self.guild(request.match_info["guild_id"])
        data = guild.payload(members=[], threads=[])
        for key in ("members", "channels", "threads", "voice_states", "presences"):
            data.pop(key)
        return json_response(data)

    async def _get_guild_channels(self, request: web.Request) -> web.Response:
        guild = self.guild(request.match_info["guild_id"])
        return json_response([c.payload() for c in guild.channels if not c.is_thread])

    async def _get_roles(self, request: web.Request) -> web.Response:
        guild = self.guild(request.match_info["guild_id"])
        return json_response([r.payload() for r in guild.roles.values()])

    async def _get_member(self, request: web.Request) -> web.Response:
        guild = self.guild(request.match_info["guild_id"])
        member = guild.members.get(int(request.match_info["user_id"]))
        if member is None:
            raise limits.unknown("Member", limits.UNKNOWN_MEMBER)
        return json_response(member.payload())

    # ------------------------------------------------------------------ interactions

    def interaction_by_token(self, token: str) -> Interaction:
        for interaction in self.interactions.values():
            if interaction.token == token:
                return interaction
        raise limits.unknown("Webhook", limits.UNKNOWN_WEBHOOK)

    async def _callback(self, request: web.Request) -> web.Response:
        interaction = self.interactions.get(int(request.match_info["interaction_id"]))
        if interaction is None or interaction.token != request.match_info["interaction_token"]:
            raise limits.unknown("interaction", limits.UNKNOWN_INTERACTION)
        try:
            answer = await self.answer(interaction, request)
        except DiscordAPIError as exc:
            interaction.rejected.append((exc.status, exc.code))
            self.changed()
            raise
        self.changed()
        if request.query.get("with_response") in ("1", "true", "True"):
            return json_response(answer)
        return web.Response(status=204)

    async def answer(self, interaction: Interaction, request: web.Request) -> dict[str, Any]:
        if interaction.callback_type is not None:
            raise DiscordAPIError(
                400, limits.ALREADY_ACKNOWLEDGED, "Interaction has already been acknowledged."
            )
        if time.monotonic() - interaction.created > self.interaction_deadline:
            raise limits.unknown("interaction", limits.UNKNOWN_INTERACTION)
        payload, files = request[PAYLOAD], request[FILES]
        kind = int(payload.get("type", 0))
        data = payload.get("data") or {}
        allowed = {
            2: {4, 5, 9},
            3: {4, 5, 6, 7, 9},
            4: {8},
            5: {4, 5, 6, 7} if interaction.message is not None else {4, 5},
        }[interaction.type]
        if kind not in allowed:
            errors = limits.FormErrors()
            errors.add(("type",), "INTERACTION_RESPONSE_TYPE_INVALID", "Invalid response type")
            errors.raise_if_any()
        message: Message | None = None
        if kind == 4:
            self.check_body(data, files, creating=True)
            message = self.store_message(
                interaction.channel,
                self.bot,
                data,
                files,
                allowed_flags=WEBHOOK_MESSAGE_FLAGS,
                interaction=interaction,
            )
        elif kind == 5:
            message = self.store_message(
                interaction.channel,
                self.bot,
                {"flags": data.get("flags", 0)},
                [],
                allowed_flags=EPHEMERAL,
                interaction=interaction,
                extra_flags=LOADING,
            )
        elif kind in (6, 7):
            message = interaction.message
            assert message is not None
            if kind == 7:
                self.check_body(data, files, creating=False)
                self.apply_edit(message, data, files)
        elif kind == 8:
            limits.check_autocomplete(data)
        elif kind == 9:
            limits.check_modal(data)
        interaction.callback_type, interaction.callback_data = kind, data
        interaction.responded_after = time.monotonic() - interaction.created
        interaction.original = message
        if message is not None and kind in (4, 5):
            await self.dispatch_message("MESSAGE_CREATE", message)
        elif message is not None and kind == 7:
            await self.dispatch_message("MESSAGE_UPDATE", message)
        result: dict[str, Any] = {
            "interaction": {
                "id": str(interaction.id),
                "type": interaction.type,
                "response_message_loading": kind == 5,
                "response_message_ephemeral": bool(message and message.ephemeral),
            }
        }
        if message is not None:
            result["interaction"]["response_message_id"] = str(message.id)
        result["resource"] = {"type": kind}
        if message is not None and kind in (4, 5, 7):
            result["resource"]["message"] = message.payload()
        return result

    def webhook_interaction(self, request: web.Request) -> Interaction:
        if request.match_info["webhook_id"] != str(self.application_id):
            raise limits.unknown("Webhook", limits.UNKNOWN_WEBHOOK)
        interaction = self.interaction_by_token(request.match_info["webhook_token"])
        if interaction.callback_type is None:
            # Discord only accepts follow-ups once the interaction was answered.
            raise limits.unknown("Webhook", limits.UNKNOWN_WEBHOOK)
        return interaction

    def webhook_message(self, interaction: Interaction, message_id: str) -> Message:
        if message_id == "@original":
            if interaction.original is None or interaction.original.deleted:
                raise limits.unknown("Message", limits.UNKNOWN_MESSAGE)
            return interaction.original
        for message in interaction.followups:
            if str(message.id) == message_id and not message.deleted:
                return message
        raise limits.unknown("Message", limits.UNKNOWN_MESSAGE)

    async def _followup(self, request: web.Request) -> web.Response:
        interaction = self.webhook_interaction(request)
        payload, files = request[PAYLOAD], request[FILES]
        self.check_body(payload, files, creating=True)
        original = interaction.original
        if interaction.callback_type == 5 and original is not None and original.loading:
            # Discord: the first follow-up after a deferred reply replaces the "thinking"
            # message, keeping the deferral's visibility (its ephemeral flag wins).
            self.apply_edit(original, {k: v for k, v in payload.items() if k != "flags"}, files)
            original.flags &= ~LOADING
            message = original
            await self.dispatch_message("MESSAGE_UPDATE", message)
        else:
            message = self.store_message(
                interaction.channel,
                self.bot,
                payload,
                files,
                allowed_flags=WEBHOOK_MESSAGE_FLAGS,
                interaction=interaction,
            )
            interaction.followups.append(message)
            await self.dispatch_message("MESSAGE_CREATE", message)
        self.changed()
        if request.query.get("wait") in ("1", "true", "True"):
            return json_response(message.payload())
        return web.Response(status=204)

    async def _get_webhook_message(self, request: web.Request) -> web.Response:
        interaction = self.webhook_interaction(request)
        return json_response(
            self.webhook_message(interaction, request.match_info["message_id"]).payload()
        )

    async def _edit_webhook_message(self, request: web.Request) -> web.Response:
        interaction = self.webhook_interaction(request)
        message = self.webhook_message(interaction, request.match_info["message_id"])
        return await self.edit_and_answer(message, request, finish_loading=True)

    async def _delete_webhook_message(self, request: web.Request) -> web.Response:
        interaction = self.webhook_interaction(request)
        await self.delete(self.webhook_message(interaction, request.match_info["message_id"]))
        return web.Response(status=204)


def number_components(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Give components Discord's numeric ``id`` (1, 2, … depth first) where the bot gave none."""
    counter = 0

    def walk(nodes: list[dict[str, Any]]) -> list[dict[str, Any]]:
        nonlocal counter
        out = []
        for node in nodes:
            counter += 1
            copy = dict(node)
            copy.setdefault("id", counter)
            if "components" in copy:
                copy["components"] = walk(copy["components"])
            for key in ("accessory", "component"):
                if isinstance(copy.get(key), dict):
                    copy[key] = walk([copy[key]])[0]
            out.append(copy)
        return out

    return walk(items)


def new_token() -> str:
    return "aW50ZXJhY3Rpb246" + secrets.token_urlsafe(48)
