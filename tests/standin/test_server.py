"""The stand-in's HTTP API and gateway answered directly, without a bot: Discord's rules,
error bodies and gateway protocol, checked request by request."""

from __future__ import annotations

import asyncio
import json
import zlib
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest
import pytest_asyncio
from discord import app_commands

from tests.standin import DiscordStandIn, InteractionFailed, example_bot, limits
from tests.standin.world import MANAGE_GUILD, SEND_MESSAGES, Channel, Overwrite

MESSAGES = "/channels/{channel_id}/messages"
EXAMPLE_BOT = Path(__file__).with_name("example_bot.py")


class Api:
    """Raw HTTP calls with the bot's token, answering (status, JSON or None)."""

    def __init__(self, standin: DiscordStandIn, session: aiohttp.ClientSession) -> None:
        self.standin = standin
        self.session = session

    async def call(
        self,
        method: str,
        path: str,
        body: Any = None,
        *,
        files: list[tuple[str, bytes]] = (),  # type: ignore[assignment]
        params: dict[str, str] | None = None,
        token: str | None = None,
    ) -> tuple[int, Any]:
        headers = {"Authorization": f"Bot {token or self.standin.token}"}
        data: Any = None
        if files:
            form = aiohttp.FormData(quote_fields=False)
            form.add_field("payload_json", json.dumps(body), content_type="application/json")
            for i, (name, content) in enumerate(files):
                form.add_field(f"files[{i}]", content, filename=name, content_type="image/png")
            data = form
        elif body is not None:
            data = json.dumps(body)
            headers["Content-Type"] = "application/json"
        url = self.standin.base_url + path
        async with self.session.request(
            method, url, data=data, headers=headers, params=params
        ) as response:
            if response.headers.get("Content-Type") == "application/json":
                return response.status, await response.json()
            return response.status, None

    async def send(self, channel: Channel, body: Any, **kwargs: Any) -> tuple[int, Any]:
        return await self.call("POST", f"/channels/{channel.id}/messages", body, **kwargs)


class Gateway:
    """A minimal gateway client, speaking zlib-stream like discord.py does by default."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse, compressed: bool) -> None:
        self.ws = ws
        self.inflator = zlib.decompressobj() if compressed else None
        self.binary_frames = 0

    async def receive(self) -> dict[str, Any]:
        msg = await self.ws.receive(timeout=5)
        if msg.type == aiohttp.WSMsgType.BINARY:
            assert self.inflator is not None and msg.data.endswith(b"\x00\x00\xff\xff")
            self.binary_frames += 1
            return json.loads(self.inflator.decompress(msg.data))
        assert msg.type == aiohttp.WSMsgType.TEXT, msg
        return json.loads(msg.data)

    async def event(self, name: str) -> dict[str, Any]:
        while True:
            payload = await self.receive()
            if payload.get("t") == name:
                return payload["d"]

    async def identify(
        self, token: str, *, shard: list[int] | None = None, intents: int = 0
    ) -> None:
        data: dict[str, Any] = {"token": token, "intents": intents, "properties": {}}
        if shard is not None:
            data["shard"] = shard
        await self.ws.send_json({"op": 2, "d": data})


@pytest_asyncio.fixture
async def api(standin: DiscordStandIn) -> AsyncIterator[Api]:
    async with aiohttp.ClientSession() as session:
        yield Api(standin, session)


@pytest_asyncio.fixture
async def connect(standin: DiscordStandIn) -> AsyncIterator[Any]:
    async with aiohttp.ClientSession() as session:

        async def open_gateway(query: str = "?v=10&encoding=json&compress=zlib-stream") -> Gateway:
            ws = await session.ws_connect(standin.gateway_url + query)
            return Gateway(ws, "compress" in query)

        yield open_gateway


def form_error(body: dict[str, Any], *path: str | int) -> str:
    assert body["code"] == 50035 and body["message"] == "Invalid Form Body", body
    node = body["errors"]
    for key in path:
        node = node[str(key)]
    return node["_errors"][0]["code"]


# ------------------------------------------------------------------------------ REST basics


async def test_json_answers_are_exactly_application_json(standin: DiscordStandIn) -> None:
    async with (
        aiohttp.ClientSession() as session,
        session.get(
            standin.base_url + "/users/@me", headers={"Authorization": f"Bot {standin.token}"}
        ) as response,
    ):
        assert response.status == 200
        assert response.headers["Content-Type"] == "application/json"
        assert response.headers["Via"] == "1.1 google"
        assert (await response.json())["id"] == str(standin.bot.id)


async def test_wrong_token_is_unauthorised(api: Api) -> None:
    assert await api.call("GET", "/users/@me", token="nope") == (
        401,
        {"message": "401: Unauthorized", "code": 0},
    )


async def test_unmodelled_routes_answer_like_discord_and_are_listed(
    api: Api, standin: DiscordStandIn
) -> None:
    path = "/channels/1/messages/2/reactions/%F0%9F%91%8D/@me"
    assert await api.call("PUT", path) == (404, {"message": "404: Not Found", "code": 0})
    assert standin.unhandled == ["PUT /channels/1/messages/2/reactions/👍/@me"]


async def test_gateway_bot_recommends_the_stand_in(api: Api, standin: DiscordStandIn) -> None:
    standin.shard_count = 3
    status, body = await api.call("GET", "/gateway/bot")
    assert status == 200 and body["url"] == standin.gateway_url and body["shards"] == 3


# ------------------------------------------------------------------------------ messages


async def test_message_with_files_is_stored_with_bytes_and_served(
    api: Api, standin: DiscordStandIn
) -> None:
    channel = standin.add_guild().channel("general")
    body = {"content": "two", "attachments": [{"id": 0, "filename": "a.png"}, {"id": 1}]}
    status, sent = await api.send(channel, body, files=[("a.png", b"AAA"), ("b.png", b"BB")])
    assert status == 200 and [a["size"] for a in sent["attachments"]] == [3, 2]
    [message] = standin.messages_in(channel)
    assert [(a.filename, a.data) for a in message.attachments] == [
        ("a.png", b"AAA"),
        ("b.png", b"BB"),
    ]
    [request] = standin.recorded("POST", MESSAGES)
    assert request.json == body and [f.data for f in request.files] == [b"AAA", b"BB"]
    async with api.session.get(sent["attachments"][0]["url"]) as response:
        assert await response.read() == b"AAA"


@pytest.mark.parametrize(
    ("body", "path", "code"),
    [
        ({"content": "x" * 2001}, ("content",), "BASE_TYPE_MAX_LENGTH"),
        ({"embeds": [{"title": "t"}] * 11}, ("embeds",), "BASE_TYPE_MAX_LENGTH"),
        ({"embeds": [{"title": "t" * 257}]}, ("embeds", 0, "title"), "BASE_TYPE_MAX_LENGTH"),
        (
            {"embeds": [{"description": "d" * 4097}]},
            ("embeds", 0, "description"),
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            {"embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]},
            ("embeds",),
            "MAX_EMBED_SIZE_EXCEEDED",
        ),
    ],
)
async def test_content_and_embed_limits(
    api: Api, standin: DiscordStandIn, body: dict[str, Any], path: tuple[Any, ...], code: str
) -> None:
    channel = standin.add_guild().channel("general")
    status, answer = await api.send(channel, body)
    assert status == 400 and form_error(answer, *path) == code
    assert standin.messages_in(channel) == []


def button(custom_id: str, label: str = "ok") -> dict[str, Any]:
    return {"type": 2, "style": 1, "custom_id": custom_id, "label": label}


def row(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


def select(custom_id: str, options: int) -> dict[str, Any]:
    return {
        "type": 3,
        "custom_id": custom_id,
        "options": [{"label": str(i), "value": str(i)} for i in range(options)],
    }


@pytest.mark.parametrize(
    ("components", "path", "code"),
    [
        ([row(button(f"b{i}")) for i in range(6)], ("components",), "BASE_TYPE_MAX_LENGTH"),
        (
            [row(*(button(f"b{i}") for i in range(6)))],
            ("components", 0, "components"),
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            [row(select("s", 3), button("b"))],
            ("components", 0, "components"),
            "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
        ),
        (
            [row(button("b", "l" * 81))],
            ("components", 0, "components", 0, "label"),
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            [row(button("c" * 101))],
            ("components", 0, "components", 0, "custom_id"),
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            [row(button("same")), row(button("same"))],
            ("components", 1, "components", 0, "custom_id"),
            "COMPONENT_CUSTOM_ID_DUPLICATED",
        ),
        (
            [row(select("s", 26))],
            ("components", 0, "components", 0, "options"),
            "BASE_TYPE_BAD_LENGTH",
        ),
    ],
)
async def test_component_limits(
    api: Api,
    standin: DiscordStandIn,
    components: list[dict[str, Any]],
    path: tuple[Any, ...],
    code: str,
) -> None:
    channel = standin.add_guild().channel("general")
    status, answer = await api.send(channel, {"content": "c", "components": components})
    assert status == 400 and form_error(answer, *path) == code


async def test_five_rows_of_five_buttons_and_a_full_select_pass(
    api: Api, standin: DiscordStandIn
) -> None:
    channel = standin.add_guild().channel("general")
    rows = [row(*(button(f"b{r}{i}", "l" * 80) for i in range(5))) for r in range(4)]
    rows.append(row(select("s" * 100, 25)))
    status, answer = await api.send(channel, {"components": rows})
    assert status == 200
    assert answer["components"][0]["components"][0]["id"] == 2  # Discord numbers components


async def test_file_limits(api: Api, standin: DiscordStandIn) -> None:
    channel = standin.add_guild().channel("general")
    limit = standin.attachment_size_limit
    assert limit == 10 * 1024 * 1024
    ok = await api.send(channel, {"content": "max"}, files=[("big.png", b"x" * limit)])
    assert ok[0] == 200
    too_big = await api.send(channel, {"content": "big"}, files=[("big.png", b"x" * (limit + 1))])
    assert too_big == (413, {"code": 40005, "message": "Request entity too large"})
    status, answer = await api.send(channel, {}, files=[(f"{i}.png", b"x") for i in range(11)])
    assert status == 400 and form_error(answer, "attachments") == "BASE_TYPE_MAX_LENGTH"


async def test_empty_unknown_and_forbidden(api: Api, standin: DiscordStandIn) -> None:
    guild = standin.add_guild()
    bot_role = next(r for r in guild.roles.values() if r.managed)
    quiet = standin.add_channel(
        guild, "quiet", overwrites=(Overwrite(bot_role.id, 0, deny=SEND_MESSAGES),)
    )
    general = guild.channel("general")
    assert await api.send(general, {"content": ""}) == (
        400,
        {"code": 50006, "message": "Cannot send an empty message"},
    )
    assert (await api.call("POST", "/channels/1/messages", {"content": "x"}))[1]["code"] == 10003
    assert (await api.call("GET", f"/channels/{general.id}/messages/1"))[1]["code"] == 10008
    assert await api.send(quiet, {"content": "x"}) == (
        403,
        {"code": 50013, "message": "Missing Permissions"},
    )


async def test_edit_keeps_revisions_and_delete_hides(api: Api, standin: DiscordStandIn) -> None:
    channel = standin.add_guild().channel("general")
    _, sent = await api.send(channel, {"content": "secret tile 7"})
    path = f"/channels/{channel.id}/messages/{sent['id']}"
    status, edited = await api.call("PATCH", path, {"content": "tile hidden"})
    assert status == 200 and edited["edited_timestamp"] is not None
    assert (await api.call("DELETE", path))[0] == 204
    assert standin.public_messages() == []
    assert "secret tile 7" in standin.public_text()  # it was public once: a leak all the same
    assert (await api.call("DELETE", path))[1]["code"] == 10008


async def test_an_enforced_nonce_returns_the_message_already_made(
    api: Api, standin: DiscordStandIn
) -> None:
    """Like Discord: a resend with the same nonce and ``enforce_nonce`` is not a second
    message (issue 19, 1: how a turn message retried after a crash stays single)."""
    channel = standin.add_guild().channel("general")
    _, first = await api.send(channel, {"content": "turn", "nonce": "n-1", "enforce_nonce": True})
    _, again = await api.send(channel, {"content": "turn", "nonce": "n-1", "enforce_nonce": True})
    _, other = await api.send(channel, {"content": "turn", "nonce": "n-1"})
    assert again["id"] == first["id"] != other["id"]
    assert len(standin.messages_in(channel)) == 2


async def test_ephemeral_flag_on_a_channel_message_is_ignored(
    api: Api, standin: DiscordStandIn
) -> None:
    channel = standin.add_guild().channel("general")
    assert (await api.send(channel, {"content": "visible", "flags": 64}))[0] == 200
    [message] = standin.public_messages()
    assert message.content == "visible" and not message.ephemeral


# ------------------------------------------------------------------------------ threads, DMs


async def test_threads_from_a_channel_and_from_a_message(api: Api, standin: DiscordStandIn) -> None:
    guild = standin.add_guild()
    general = guild.channel("general")
    status, private = await api.call("POST", f"/channels/{general.id}/threads", {"name": "p"})
    assert status == 200 and private["type"] == 12  # discord.py's default: private
    _, sent = await api.send(general, {"content": "lobby"})
    path = f"/channels/{general.id}/messages/{sent['id']}/threads"
    status, public = await api.call("POST", path, {"name": "game"})
    assert status == 200 and public["id"] == sent["id"] and public["type"] == 11
    assert (await api.call("POST", path, {"name": "again"}))[1]["code"] == 160004
    status, answer = await api.call("POST", f"/channels/{general.id}/threads", {"name": ""})
    assert status == 400 and form_error(answer, "name") == "BASE_TYPE_BAD_LENGTH"
    status, archived = await api.call("PATCH", f"/channels/{public['id']}", {"archived": True})
    assert archived["thread_metadata"]["archived"] is True


async def test_private_thread_messages_are_seen_by_members_only(
    api: Api, standin: DiscordStandIn
) -> None:
    guild = standin.add_guild()
    alice, bob = standin.add_user("alice", guilds=[guild]), standin.add_user("bob", guilds=[guild])
    general = guild.channel("general")
    _, thread = await api.call("POST", f"/channels/{general.id}/threads", {"name": "p", "type": 12})
    await api.call("PUT", f"/channels/{thread['id']}/thread-members/{alice.id}")
    _, sent = await api.call("POST", f"/channels/{thread['id']}/messages", {"content": "hand"})
    message = standin.messages[int(sent["id"])]
    assert not message.is_public
    assert message in standin.visible_to(alice) and message not in standin.visible_to(bob)
    await api.call("POST", f"/channels/{thread['id']}/messages", {"content": f"hi {bob.mention}"})
    assert message in standin.visible_to(bob)  # a mention adds bob to the thread


async def test_dm_channel_is_reused(api: Api, standin: DiscordStandIn) -> None:
    alice = standin.add_user("alice")
    first = await api.call("POST", "/users/@me/channels", {"recipient_id": str(alice.id)})
    again = await api.call("POST", "/users/@me/channels", {"recipient_id": str(alice.id)})
    assert first == again and first[1]["type"] == 1
    assert (await api.call("POST", "/users/@me/channels", {"recipient_id": "1"}))[1][
        "code"
    ] == 10013


# ------------------------------------------------------------------------------ commands


def command(**overrides: Any) -> dict[str, Any]:
    return {"name": "game", "description": "Games", "type": 1, "options": []} | overrides


def option(name: str, **overrides: Any) -> dict[str, Any]:
    return {"name": name, "description": "d", "type": 3} | overrides


@pytest.mark.parametrize(
    ("commands", "path", "code"),
    [
        ([command(name="Game")], (0, "name"), "APPLICATION_COMMAND_INVALID_NAME"),
        ([command(name="a" * 33)], (0, "name"), "APPLICATION_COMMAND_INVALID_NAME"),
        ([command(name="two words")], (0, "name"), "APPLICATION_COMMAND_INVALID_NAME"),
        ([command(description="d" * 101)], (0, "description"), "BASE_TYPE_BAD_LENGTH"),
        ([command(description="")], (0, "description"), "BASE_TYPE_BAD_LENGTH"),
        ([command(), command()], (1, "name"), "APPLICATION_COMMANDS_DUPLICATE_NAME"),
        (
            [command(options=[option(f"o{i}") for i in range(26)])],
            (0, "options"),
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            [
                command(
                    options=[
                        option("o", choices=[{"name": str(i), "value": str(i)} for i in range(26)])
                    ]
                )
            ],
            (0, "options", 0, "choices"),
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            [command(options=[option("a"), option("b", required=True)])],
            (0, "options", 1, "required"),
            "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
        ),
        (
            [
                command(
                    options=[option("sub", type=1, options=[option("x", description="d" * 101)])]
                )
            ],
            (0, "options", 0, "options", 0, "description"),
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            [command(options=[option("g", type=2, options=[option("h", type=2)])])],
            (0, "options", 0, "options", 0, "type"),
            "APPLICATION_COMMAND_OPTION_TYPE_INVALID",
        ),
        ([command(name=f"c{i}") for i in range(101)], (), "BASE_TYPE_MAX_LENGTH"),
    ],
)
async def test_command_limits(
    api: Api,
    standin: DiscordStandIn,
    commands: list[dict[str, Any]],
    path: tuple[Any, ...],
    code: str,
) -> None:
    route = f"/applications/{standin.application_id}/commands"
    status, answer = await api.call("PUT", route, commands)
    assert status == 400 and form_error(answer, *path) == code
    assert standin.commands == {}


async def test_bulk_overwrite_keeps_ids_of_unchanged_names(
    api: Api, standin: DiscordStandIn
) -> None:
    guild = standin.add_guild()
    route = f"/applications/{standin.application_id}/guilds/{guild.id}/commands"
    _, first = await api.call("PUT", route, [command(), command(name="tsuro")])
    _, second = await api.call("PUT", route, [command(description="Changed")])
    assert second[0]["id"] == first[0]["id"] and second[0]["guild_id"] == str(guild.id)
    assert await api.call("GET", route) == (200, second)
    assert standin.commands_for(guild) == second


# ------------------------------------------------------------------------------ gateway


async def test_gateway_zlib_stream_hello_identify_ready_guild_create(
    connect: Any, standin: DiscordStandIn
) -> None:
    guild = standin.add_guild("Mine")
    standin.add_user("alice", guilds=[guild])
    gateway = await connect()
    hello = await gateway.receive()
    assert hello["op"] == 10 and hello["d"]["heartbeat_interval"] > 0
    await gateway.ws.send_json({"op": 1, "d": None})
    assert (await gateway.receive())["op"] == 11
    await gateway.identify(standin.token)
    ready = await gateway.event("READY")
    assert ready["user"]["id"] == str(standin.bot.id)
    assert ready["guilds"] == [{"id": str(guild.id), "unavailable": True}]
    assert ready["resume_gateway_url"] == standin.gateway_url
    created = await gateway.event("GUILD_CREATE")
    assert created["member_count"] == 3  # owner, bot, alice
    assert [m["user"]["id"] for m in created["members"]] == [str(standin.bot.id)]
    assert gateway.binary_frames >= 4
    await gateway.ws.send_json({"op": 8, "d": {"guild_id": str(guild.id), "query": "", "limit": 0}})
    chunk = await gateway.event("GUILD_MEMBERS_CHUNK")
    assert len(chunk["members"]) == 1  # without the members intent only the bot


async def test_gateway_without_compress_sends_text(connect: Any, standin: DiscordStandIn) -> None:
    gateway = await connect("?v=10&encoding=json")
    assert (await gateway.receive())["op"] == 10
    await gateway.identify(standin.token, intents=1 << 1)
    assert (await gateway.event("READY"))["shard"] == [0, 1]
    assert gateway.binary_frames == 0


async def test_gateway_refuses_a_wrong_token(connect: Any) -> None:
    gateway = await connect()
    await gateway.receive()
    await gateway.identify("wrong")
    closing = await gateway.ws.receive(timeout=5)
    assert closing.type == aiohttp.WSMsgType.CLOSE and closing.data == 4004


async def test_gateway_refuses_a_privileged_intent_the_portal_has_not_enabled(
    connect: Any, standin: DiscordStandIn
) -> None:
    standin.privileged_intents = 1 << 1  # Server Members only
    gateway = await connect()
    await gateway.receive()
    await gateway.identify(standin.token, intents=(1 << 0) | (1 << 15))  # + Message Content
    closing = await gateway.ws.receive(timeout=5)
    assert closing.type == aiohttp.WSMsgType.CLOSE and closing.data == 4014
    allowed = await connect()
    await allowed.receive()
    await allowed.identify(standin.token, intents=(1 << 0) | (1 << 1))
    assert (await allowed.event("READY"))["shard"] == [0, 1]


async def test_close_identify_closes_the_next_identify_only(
    connect: Any, standin: DiscordStandIn
) -> None:
    standin.close_identify(4014, "Disallowed intent(s).")
    gateway = await connect()
    await gateway.receive()
    await gateway.identify(standin.token)
    closing = await gateway.ws.receive(timeout=5)
    assert closing.type == aiohttp.WSMsgType.CLOSE and closing.data == 4014
    again = await connect()
    await again.receive()
    await again.identify(standin.token)
    assert (await again.event("READY"))["shard"] == [0, 1]


async def test_gateway_routes_guilds_to_shards(connect: Any, standin: DiscordStandIn) -> None:
    standin.shard_count = 2
    even = standin.add_guild("even", guild_id=2 << 22)
    odd = standin.add_guild("odd", guild_id=3 << 22)
    gateway = await connect()
    await gateway.receive()
    await gateway.identify(standin.token, shard=[1, 2])
    assert (await gateway.event("READY"))["guilds"] == [{"id": str(odd.id), "unavailable": True}]
    await standin.wait_ready(shards=(1,))
    assert standin.session_for(odd.id) is not None and standin.session_for(even.id) is None


async def test_gateway_resume_replays_missed_events(connect: Any, standin: DiscordStandIn) -> None:
    standin.add_guild()
    gateway = await connect()
    await gateway.receive()
    await gateway.identify(standin.token)
    ready = await gateway.event("READY")
    await gateway.event("GUILD_CREATE")
    await gateway.ws.close()
    await standin.wait_for(lambda: not standin.sessions, what="the session to close")
    again = await connect()
    await again.receive()
    resume = {"token": standin.token, "session_id": ready["session_id"], "seq": 1}
    await again.ws.send_json({"op": 6, "d": resume})
    assert (await again.receive())["t"] == "GUILD_CREATE"
    assert (await again.receive())["t"] == "RESUMED"


async def test_world_changes_become_gateway_events(connect: Any, standin: DiscordStandIn) -> None:
    guild = standin.add_guild()
    gateway = await connect()
    await gateway.receive()
    await gateway.identify(standin.token, intents=1)  # guilds only
    await gateway.event("GUILD_CREATE")
    await standin.wait_ready()
    standin.add_user("alice", guilds=[guild])  # GUILD_MEMBER_ADD needs the members intent
    added = standin.add_channel(guild, "new")
    standin.set_role_permissions(guild, guild.everyone, 0)
    await standin.flush_events()
    assert (await gateway.receive())["t"] == "CHANNEL_CREATE"
    update = await gateway.receive()
    assert update["t"] == "GUILD_ROLE_UPDATE" and update["d"]["role"]["permissions"] == "0"
    assert added.id in standin.channels


async def test_a_guild_made_while_connected_is_a_join(
    connect: Any, standin: DiscordStandIn
) -> None:
    """At a connection's start a guild's GUILD_CREATE says ``"unavailable": false``; a guild
    the bot is added to meanwhile has no such field (discord.py's ``on_guild_join``), with
    its locale and system channel; ``rejoin`` is a removal and a new invitation."""
    first = standin.add_guild("first")
    gateway = await connect()
    await gateway.receive()
    await gateway.identify(standin.token, intents=1)
    assert (await gateway.event("GUILD_CREATE"))["unavailable"] is False
    await standin.wait_ready()
    joined = standin.add_guild("new", channels=("a", "b"), locale="ru", system_channel="b")
    await standin.flush_events()
    event = await gateway.receive()
    assert event["t"] == "GUILD_CREATE" and "unavailable" not in event["d"]
    assert event["d"]["preferred_locale"] == "ru"
    assert event["d"]["system_channel_id"] == str(joined.channel("b").id)
    assert first.system_channel_id is None
    standin.rejoin(joined)
    await standin.flush_events()
    assert (await gateway.receive())["t"] == "GUILD_DELETE"
    again = await gateway.receive()
    assert again["t"] == "GUILD_CREATE" and "unavailable" not in again["d"]


# ------------------------------------------------------------------------------ interactions


async def test_interaction_answers_and_follow_ups(
    connect: Any, api: Api, standin: DiscordStandIn
) -> None:
    guild = standin.add_guild()
    general = guild.channel("general")
    alice = standin.add_user("alice", guilds=[guild])
    await api.call("PUT", f"/applications/{standin.application_id}/commands", [command()])
    gateway = await connect()
    await gateway.receive()
    await gateway.identify(standin.token)
    await standin.wait_ready()
    handle = await standin.slash(alice, general, "game")
    sent = await gateway.event("INTERACTION_CREATE")
    assert sent["attachment_size_limit"] == 10 * 1024 * 1024
    assert sent["member"]["user"]["id"] == str(alice.id) and sent["data"]["name"] == "game"
    interaction = handle.interaction
    hook = f"/webhooks/{standin.application_id}/{interaction.token}"
    assert (await api.call("POST", hook, {"content": "early"}))[1]["code"] == 10015
    callback = f"/interactions/{interaction.id}/{interaction.token}/callback"
    defer = {"type": 5, "data": {"flags": 64}}
    status, answer = await api.call("POST", callback, defer, params={"with_response": "1"})
    assert status == 200 and answer["interaction"]["response_message_loading"] is True
    assert answer["resource"]["message"]["flags"] == 64 | 128
    # The first follow-up after a private deferral stays private, whatever its flags say.
    await api.call("POST", hook, {"content": "hand: 3 7 12"}, params={"wait": "1"})
    original = await handle.message()
    assert original.ephemeral and original.content == "hand: 3 7 12"
    fetched = await api.call("GET", f"/channels/{general.id}/messages/{original.id}")
    assert fetched[1]["code"] == 10008  # ephemeral: only reachable through the webhook
    assert (await api.call("GET", f"{hook}/messages/@original"))[1]["content"] == "hand: 3 7 12"
    # Later follow-ups choose for themselves.
    await api.call("POST", hook, {"content": "public"}, params={"wait": "1"})
    [followup] = interaction.followups
    assert followup.is_public and "hand" not in standin.public_text()
    status, _ = await api.call("PATCH", f"{hook}/messages/@original", {"content": "x" * 2001})
    assert status == 400


async def test_callback_types_must_fit_the_interaction(
    connect: Any, api: Api, standin: DiscordStandIn
) -> None:
    guild = standin.add_guild()
    alice = standin.add_user("alice", guilds=[guild])
    cmd = command(options=[option("tile", autocomplete=True)])
    await api.call("PUT", f"/applications/{standin.application_id}/commands", [cmd])
    gateway = await connect()
    await gateway.receive()
    await gateway.identify(standin.token)
    await standin.wait_ready()
    handle = await standin.autocomplete(
        alice, guild.channel("general"), "game", {"tile": "1"}, focused="tile"
    )
    interaction = handle.interaction
    callback = f"/interactions/{interaction.id}/{interaction.token}/callback"
    status, answer = await api.call("POST", callback, {"type": 4, "data": {"content": "no"}})
    assert status == 400 and form_error(answer, "type") == "INTERACTION_RESPONSE_TYPE_INVALID"
    many = [{"name": str(i), "value": str(i)} for i in range(26)]
    status, answer = await api.call("POST", callback, {"type": 8, "data": {"choices": many}})
    assert status == 400 and form_error(answer, "data", "choices") == "BASE_TYPE_MAX_LENGTH"
    assert (await api.call("POST", callback, {"type": 8, "data": {"choices": many[:25]}}))[0] == 204
    assert len(await handle.choices()) == 25


async def test_unanswered_interaction_fails_after_the_deadline(
    connect: Any, api: Api, standin: DiscordStandIn
) -> None:
    standin.interaction_deadline = 0.2
    guild = standin.add_guild()
    alice = standin.add_user("alice", guilds=[guild])
    await api.call("PUT", f"/applications/{standin.application_id}/commands", [command()])
    gateway = await connect()
    await gateway.receive()
    await gateway.identify(standin.token)
    await standin.wait_ready()
    handle = await standin.slash(alice, guild.channel("general"), "game")
    with pytest.raises(InteractionFailed):
        await handle.response()
    interaction = handle.interaction
    callback = f"/interactions/{interaction.id}/{interaction.token}/callback"
    assert await api.call("POST", callback, {"type": 4, "data": {"content": "late"}}) == (
        404,
        {"code": 10062, "message": "Unknown interaction"},
    )


async def test_driver_refuses_what_discord_clients_cannot_do(
    api: Api, standin: DiscordStandIn
) -> None:
    guild = standin.add_guild()
    alice = standin.add_user("alice", guilds=[guild])
    outsider = standin.add_user("outsider")
    choices = [{"name": "two", "value": 2}]
    cmd = command(options=[option("n", type=4, choices=choices, required=True)])
    await api.call("PUT", f"/applications/{standin.application_id}/commands", [cmd])
    general = guild.channel("general")
    with pytest.raises(ValueError, match="choices"):
        await standin.slash(alice, general, "game", {"n": 3})
    with pytest.raises(ValueError, match="option type"):
        await standin.slash(alice, general, "game", {"n": "2"})
    with pytest.raises(ValueError, match="no option"):
        await standin.slash(alice, general, "game", {"n": 2, "x": 1})
    with pytest.raises(ValueError, match="cannot see"):
        await standin.slash(outsider, general, "game", {"n": 2})
    with pytest.raises(LookupError):
        await standin.slash(alice, general, "tsuro")


async def test_commands_hidden_by_permissions_or_context(api: Api, standin: DiscordStandIn) -> None:
    guild = standin.add_guild()
    alice = standin.add_user("alice", guilds=[guild])
    admin_only = command(name="purge", default_member_permissions=str(MANAGE_GUILD))
    guild_only = command(name="lobby", contexts=[0])
    await api.call(
        "PUT", f"/applications/{standin.application_id}/commands", [admin_only, guild_only]
    )
    general = guild.channel("general")
    with pytest.raises(LookupError, match="hidden"):
        await standin.slash(alice, general, "purge")
    assert standin.find_command(standin.owner, general, "purge")["name"] == "purge"
    with pytest.raises(LookupError, match="not available"):
        await standin.slash(alice, standin.dm_channel(alice), "lobby")


async def test_user_messages_and_waiting_for_the_bot(
    connect: Any, api: Api, standin: DiscordStandIn
) -> None:
    guild = standin.add_guild()
    alice = standin.add_user("alice", guilds=[guild])
    general = guild.channel("general")
    gateway = await connect()
    await gateway.receive()
    await gateway.identify(standin.token, intents=1 << 9)  # guild messages, no content
    await standin.wait_ready()
    said = await standin.say(alice, general, "my secret move")
    event = await gateway.event("MESSAGE_CREATE")
    assert event["id"] == str(said.id) and event["content"] == ""  # no MESSAGE_CONTENT intent
    waiting = asyncio.create_task(
        standin.wait_for_message(general, lambda m: m.author is standin.bot, after=said)
    )
    await api.send(general, {"content": "your turn"})
    assert (await waiting).content == "your turn"
    assert (await gateway.event("MESSAGE_CREATE"))["content"] == "your turn"  # its own


# ------------------------------------------------------------------------------ launcher


async def test_launcher_runs_a_module_with_guild_sync(
    standin: DiscordStandIn, bot_process: Any
) -> None:
    guild = standin.add_guild()
    bot = bot_process("-m tests.standin.example_bot", env={"DEV_GUILD_ID": str(guild.id)})
    await bot.start()
    await bot.wait_for_log(r"synced 1 commands")
    assert standin.commands.get(None) is None
    assert [c["name"] for c in standin.commands_for(guild)] == ["demo"]
    [session] = standin.sessions
    assert session.intents == 53575421  # discord.Intents.default() in discord.py 2.7.1
    assert await bot.stop() == 0
    assert "closed cleanly" in bot.log


async def test_two_processes_serve_one_shard_each(
    standin: DiscordStandIn, bot_process: Any
) -> None:
    """Scale-out: SHARD_COUNT=2 with SHARD_IDS=0 and =1 in two processes; each guild's
    interactions reach the process that serves its shard (Discord's formula)."""
    standin.shard_count = 2
    even = standin.add_guild("even", guild_id=(2 << 22) + 5)
    odd = standin.add_guild("odd", guild_id=(3 << 22) + 5)
    alice = standin.add_user("alice", guilds=[even, odd])
    first = bot_process(EXAMPLE_BOT, env={"SHARD_COUNT": "2", "SHARD_IDS": "0"})
    second = bot_process(EXAMPLE_BOT, env={"SHARD_COUNT": "2", "SHARD_IDS": "1"})
    await first.start(shards=(0,))
    await second.start(shards=(1,))
    for guild, serving, idle, shard in ((even, first, second, 0), (odd, second, first, 1)):
        handle = await standin.slash(alice, guild.channel("general"), "demo echo", {"text": "hi"})
        assert (await handle.message()).content == "hi"
        await serving.wait_for_log(f"interaction {handle.interaction.id} on shard {shard}")
        assert str(handle.interaction.id) not in idle.log


# ------------------------------------------------------------------------------ trees


def tree_payload(*commands: app_commands.Command[Any, Any, Any] | app_commands.Group) -> list[Any]:
    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))
    for item in commands:
        tree.add_command(item)
    return [c.to_dict(tree) for c in tree.get_commands()]


def test_a_command_tree_is_checked_without_a_bot() -> None:
    """What a bot's tree test does: discord.py accepts this command, Discord would not."""
    limits.check_commands(tree_payload(example_bot.demo))
    many = [app_commands.Choice(name=f"{i:02d}" + "n" * 98, value="v" * 100) for i in range(25)]

    @app_commands.command(name="huge", description="d")
    @app_commands.choices(tile=many)
    async def huge(interaction: discord.Interaction, tile: str) -> None:
        raise AssertionError("never called")

    with pytest.raises(limits.DiscordAPIError) as caught:
        limits.check_commands(tree_payload(huge))
    assert form_error(caught.value.body(), 0) == "APPLICATION_COMMAND_TOO_LARGE"


def test_written_for_the_pinned_discord_py() -> None:
    """The payloads here follow discord.py 2.7.1; a new version must be checked, not assumed."""
    assert discord.__version__ == "2.7.1"


async def test_a_bot_with_a_wrong_token_fails_to_start(
    standin: DiscordStandIn, bot_process: Any
) -> None:
    bot = bot_process(EXAMPLE_BOT, env={"DISCORD_TOKEN": "not-the-token"})
    with pytest.raises(RuntimeError, match="exited before connecting"):
        await bot.start()
    assert await bot.wait() != 0
    assert "LoginFailure: Improper token has been passed." in bot.log
    assert standin.sessions == []
