"""The test-facing side of the stand-in: build a world, act as users, wait for the bot."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import Any, Self

from tests.standin import gateway as gw
from tests.standin.server import (
    Failure,
    RecordedRequest,
    StandInServer,
    new_token,
)
from tests.standin.world import (
    ALL_PERMISSIONS,
    DEFAULT_BOT,
    DEFAULT_EVERYONE,
    GUILD_TEXT,
    Attachment,
    Channel,
    Guild,
    Interaction,
    Member,
    Message,
    Overwrite,
    Role,
    User,
)

DEFAULT_TOKEN = "standin.bot.token"


class InteractionFailed(AssertionError):
    """The bot did not answer an interaction in time: the user would see "interaction failed"."""


class InteractionHandle:
    """What a test holds after acting as a user: wait for the bot's answers to it."""

    def __init__(self, standin: DiscordStandIn, interaction: Interaction) -> None:
        self.standin = standin
        self.interaction = interaction

    def __repr__(self) -> str:
        return f"<InteractionHandle type={self.interaction.type} id={self.interaction.id}>"

    @property
    def messages(self) -> list[Message]:
        """The original response message (if any) and the follow-ups, in order."""
        first = [self.interaction.original] if self.interaction.original else []
        return [*first, *self.interaction.followups]

    async def response(self) -> Interaction:
        """Wait for the first callback; raise :class:`InteractionFailed` after Discord's 3 s."""
        interaction = self.interaction
        left = interaction.created + self.standin.interaction_deadline - time.monotonic()
        try:
            await self.standin.wait_for(
                lambda: interaction.callback_type is not None or interaction.rejected,
                within=max(left, 0) + 0.5,
                what="the interaction's first response",
            )
        except TimeoutError:
            raise InteractionFailed(f"no response to {interaction.data}") from None
        if interaction.callback_type is None:
            raise InteractionFailed(f"response rejected {interaction.rejected}")
        return interaction

    async def message(self, within: float = 10.0) -> Message:
        """The original response message once it has content (after a deferral: once edited)."""
        await self.response()
        return await self.standin.wait_for(
            lambda: (m := self.interaction.original) is not None and not m.loading and m,
            within,
            "the original response message",
        )

    async def followup(self, index: int = 0, within: float = 10.0) -> Message:
        """The ``index``-th follow-up message (0 = the first)."""
        await self.response()
        followups = self.interaction.followups
        return await self.standin.wait_for(
            lambda: len(followups) > index and followups[index],
            within,
            f"follow-up #{index}",
        )

    async def choices(self) -> list[dict[str, Any]]:
        """The autocomplete choices the bot answered with."""
        interaction = await self.response()
        assert interaction.callback_type == 8, interaction.callback_type
        assert interaction.callback_data is not None
        return list(interaction.callback_data["choices"])

    async def modal(self) -> dict[str, Any]:
        """The modal the bot opened."""
        interaction = await self.response()
        assert interaction.callback_type == 9, interaction.callback_type
        assert interaction.callback_data is not None
        return interaction.callback_data


class DiscordStandIn(StandInServer):
    """A local Discord for tests; see the package docstring for the whole API."""

    @classmethod
    async def start(cls, *, token: str = DEFAULT_TOKEN, interaction_deadline: float = 3.0) -> Self:
        standin = cls(token=token, interaction_deadline=interaction_deadline)
        await standin.start_server()
        return standin

    def env(self) -> dict[str, str]:
        """Environment for a bot process using this stand-in (the launcher does the rest)."""
        return {"DISCORD_TOKEN": self.token}

    # ------------------------------------------------------------------ building the world

    def add_user(self, name: str, *, guilds: list[Guild] | tuple[Guild, ...] = ()) -> User:
        user = User(self.ids.next(), name)
        self.users[user.id] = user
        for guild in guilds:
            self.add_member(guild, user)
        return user

    def add_guild(
        self,
        name: str = "Test guild",
        *,
        channels: tuple[str, ...] = ("general",),
        everyone_permissions: int = DEFAULT_EVERYONE,
        bot_permissions: int = DEFAULT_BOT,
        guild_id: int | None = None,
        locale: str = "en-US",
        system_channel: str | None = None,
        overwrites: Mapping[str, tuple[Overwrite, ...]] | None = None,
    ) -> Guild:
        """A guild owned by ``owner``, with the bot in it (role ``Tessera``) and text channels;
        ``locale``: its preferred locale; ``system_channel``: which of ``channels`` is its
        system messages channel; ``overwrites``: a channel's, by its name, from the start. Made
        while the bot is connected, the bot has just joined it (its GUILD_CREATE dispatches
        ``on_guild_join``)."""
        guild = Guild(guild_id or self.ids.next(), name, owner_id=self.owner.id, locale=locale)
        guild.roles[guild.id] = Role(guild.id, "@everyone", everyone_permissions)
        bot_role = Role(self.ids.next(), self.bot.name, bot_permissions, position=1, managed=True)
        guild.roles[bot_role.id] = bot_role
        self.guilds[guild.id] = guild
        guild.members[self.owner.id] = Member(self.owner, [])
        guild.members[self.bot.id] = Member(self.bot, [bot_role.id])
        for channel_name in channels:
            made = self._make_channel(guild, channel_name, (overwrites or {}).get(channel_name, ()))
            if channel_name == system_channel:
                guild.system_channel_id = made.id
        self.queue_event(guild.id, "GUILD_CREATE", self.guild_create(guild, 0, joined=True))
        self.changed()
        return guild

    def rejoin(self, guild: Guild) -> None:
        """The bot is removed from ``guild`` and invited again (GUILD_DELETE, then the
        GUILD_CREATE of a join), while it is connected."""
        self.queue_event(guild.id, "GUILD_DELETE", {"id": str(guild.id)})
        self.queue_event(guild.id, "GUILD_CREATE", self.guild_create(guild, 0, joined=True))

    def add_role(self, guild: Guild, name: str, permissions: int) -> Role:
        role = Role(self.ids.next(), name, permissions, position=len(guild.roles))
        guild.roles[role.id] = role
        data = {"guild_id": str(guild.id), "role": role.payload()}
        self.queue_event(guild.id, "GUILD_ROLE_CREATE", data)
        return role

    def set_role_permissions(self, guild: Guild, role: Role, permissions: int) -> None:
        """Change what ``role`` (``guild.everyone`` for @everyone) allows."""
        role.permissions = permissions
        data = {"guild_id": str(guild.id), "role": role.payload()}
        self.queue_event(guild.id, "GUILD_ROLE_UPDATE", data)

    def set_overwrites(self, channel: Channel, *overwrites: Overwrite) -> None:
        """Replace ``channel``'s permission overwrites (e.g. deny the bot thread creation)."""
        channel.overwrites = list(overwrites)
        self.queue_event(channel.guild_id, "CHANNEL_UPDATE", channel.payload())

    def add_member(self, guild: Guild, user: User, *, roles: tuple[Role, ...] = ()) -> Member:
        member = Member(user, [r.id for r in roles])
        guild.members[user.id] = member
        data = member.payload() | {"guild_id": str(guild.id)}
        self.queue_event(guild.id, "GUILD_MEMBER_ADD", data, gw.GUILD_MEMBERS)
        self.changed()
        return member

    def add_channel(
        self, guild: Guild, name: str, *, overwrites: tuple[Overwrite, ...] = ()
    ) -> Channel:
        channel = self._make_channel(guild, name, overwrites)
        self.queue_event(guild.id, "CHANNEL_CREATE", channel.payload())
        self.changed()
        return channel

    def _make_channel(self, guild: Guild, name: str, overwrites: tuple[Overwrite, ...]) -> Channel:
        channel = Channel(
            self.ids.next(),
            GUILD_TEXT,
            name=name,
            guild_id=guild.id,
            position=len(guild.channels),
            overwrites=list(overwrites),
        )
        guild.channels.append(channel)
        self.channels[channel.id] = channel
        return channel

    # ------------------------------------------------------------------ failures

    def fail(
        self,
        method: str,
        route: str,
        *,
        status: int = 500,
        times: int = 1,
        where: dict[str, str] | None = None,
    ) -> Failure:
        """Answer the next ``times`` requests to ``method route`` with ``status``.

        ``route`` is discord.py's template, e.g. ``/channels/{channel_id}/messages``;
        ``where`` narrows it by path parameters, e.g. ``{"channel_id": str(channel.id)}``.
        """
        failure = Failure(method, route, status, times, where=dict(where or {}))
        self.failures.append(failure)
        return failure

    def slow(
        self,
        method: str,
        route: str,
        *,
        seconds: float,
        times: int = 1,
        where: dict[str, str] | None = None,
    ) -> Failure:
        """Answer the next ``times`` matching requests normally, but ``seconds`` late."""
        failure = Failure(method, route, 200, times, where=dict(where or {}), delay=seconds)
        self.failures.append(failure)
        return failure

    def hold(
        self,
        method: str,
        route: str,
        *,
        seconds: float,
        times: int = 1,
        where: dict[str, str] | None = None,
    ) -> Failure:
        """Handle the next ``times`` matching requests at once (a message is made) but answer
        them ``seconds`` late: a bot killed meanwhile never heard that its post went through."""
        failure = Failure(method, route, 200, times, where=dict(where or {}), held=seconds)
        self.failures.append(failure)
        return failure

    def ban(
        self, method: str, route: str, *, times: int = 1, where: dict[str, str] | None = None
    ) -> Failure:
        """Answer the next ``times`` matching requests with Cloudflare's 429 (a temporary ban:
        plain text, no ``Via`` header), which discord.py raises at once instead of waiting."""
        failure = Failure(method, route, 429, times, where=dict(where or {}), banned=True)
        self.failures.append(failure)
        return failure

    def rate_limit(
        self,
        method: str,
        route: str,
        *,
        retry_after: float = 0.2,
        times: int = 1,
        is_global: bool = False,
        where: dict[str, str] | None = None,
    ) -> Failure:
        """Answer the next ``times`` matching requests with 429 and Discord's rate-limit headers."""
        failure = Failure(
            method, route, 429, times, retry_after, is_global, where=dict(where or {})
        )
        self.failures.append(failure)
        return failure

    # ------------------------------------------------------------------ inspecting

    def recorded(
        self, method: str | None = None, route: str | None = None
    ) -> list[RecordedRequest]:
        """Recorded requests, optionally only ``method`` and/or ``route`` (a template)."""
        return [
            r
            for r in self.requests
            if (method is None or r.method == method) and (route is None or r.route == route)
        ]

    def messages_in(self, channel: Channel, *, include_deleted: bool = False) -> list[Message]:
        """Every message in ``channel`` (ephemeral ones too), oldest first."""
        return [
            m
            for m in self.messages.values()
            if m.channel is channel and (include_deleted or not m.deleted)
        ]

    def public_messages(self) -> list[Message]:
        """Messages everyone in a guild channel sees: not ephemeral, not in a DM, not deleted."""
        return [m for m in self.messages.values() if m.is_public]

    def visible_to(self, user: User) -> list[Message]:
        """Messages ``user`` sees: public ones in channels they can view, their DMs, their
        ephemeral messages, private threads they belong to."""
        seen = []
        for message in self.messages.values():
            audience = message.visible_to
            if message.deleted or not self.can_view(user, message.channel):
                continue
            if audience is None or user.id in audience:
                seen.append(message)
        return seen

    def public_text(self) -> str:
        """Every text any public message ever showed, deleted or edited ones included."""
        return "\n".join(m.all_text() for m in self.messages.values() if m.visible_to is None)

    def dms_with(self, user: User) -> list[Message]:
        """Messages in the DM channel between the bot and ``user``."""
        return self.messages_in(self.dm_channel(user))

    def threads(self, parent: Channel) -> list[Channel]:
        return [c for c in self.channels.values() if c.parent_id == parent.id]

    def commands_for(self, guild: Guild | None = None) -> list[dict[str, Any]]:
        """Commands the bot registered: global ones, plus ``guild``'s own when given."""
        scoped = self.commands.get(guild.id, []) if guild else []
        return [*scoped, *self.commands.get(None, [])]

    async def wait_ready(
        self, *, since: int = 0, shards: tuple[int, ...] | None = None, within: float = 20.0
    ) -> None:
        """Wait until the bot identified on the gateway (every shard in ``shards``).

        ``since`` is a session number (see :attr:`session_mark`): only connections made after
        it count, which tells a restarted bot from the one before it.
        """
        wanted = set(range(self.shard_count) if shards is None else shards)

        def ready() -> bool:
            live = {
                s.shard_id for s in self.sessions if s.open and s.identified and s.number > since
            }
            return wanted <= live

        await self.wait_for(ready, within, "the bot to identify on the gateway")

    async def wait_for_message(
        self,
        channel: Channel,
        predicate: Callable[[Message], bool] = lambda message: True,
        *,
        after: Message | None = None,
        within: float = 10.0,
    ) -> Message:
        """The first message in ``channel`` (newer than ``after``) that satisfies ``predicate``."""
        newer = after.id if after is not None else 0

        def found() -> Message | None:
            return next(
                (m for m in self.messages_in(channel) if m.id > newer and predicate(m)), None
            )

        return await self.wait_for(found, within, f"a message in {channel.name or 'a DM'}")

    async def reconnect_gateway(self) -> None:
        """Ask every connected client to reconnect (op 7, as Discord does before maintenance)."""
        for session in list(self.sessions):
            await session.op(gw.RECONNECT)

    async def stop_gateway(self) -> None:
        """A gateway outage: every connection is closed (1001, going away) and new ones are
        refused with 503 until :meth:`start_gateway`. The REST API stays up."""
        self.gateway_down = True
        for session in list(self.sessions):
            await session.ws.close(code=1001)
        self.changed()

    def close_identify(self, code: int, reason: str, *, times: int = 1) -> None:
        """Close the next ``times`` gateway connections at their IDENTIFY with ``code``: e.g.
        4014 "Disallowed intent(s).", Discord's answer to a privileged intent the Developer
        Portal has not enabled (``privileged_intents`` does that for what a bot asks)."""
        self.identify_closes += [(code, reason)] * times

    def start_gateway(self) -> None:
        """End the outage begun by :meth:`stop_gateway`: connections are accepted again."""
        self.gateway_down = False
        self.changed()

    @property
    def session_mark(self) -> int:
        """The number of gateway connections so far (for ``wait_ready(since=...)``)."""
        return self._session_numbers

    # ------------------------------------------------------------------ acting as users

    async def say(self, user: User, channel: Channel, content: str) -> Message:
        """``user`` posts ``content`` in ``channel`` (the bot gets MESSAGE_CREATE)."""
        await self.flush_events()
        message = Message(self.ids.next(), channel, user, content=content)
        self.messages[message.id] = message
        await self.dispatch_message("MESSAGE_CREATE", message)
        self.changed()
        return message

    def find_command(self, user: User, channel: Channel, name: str) -> dict[str, Any]:
        """The slash command ``user`` sees as ``/name`` in ``channel``, as Discord's client
        shows it: registered there, allowed in this context, permitted to the member."""
        guild = self.guild_of(channel)
        for command in self.commands_for(guild):
            if command["name"] != name or command.get("type", 1) != 1:
                continue
            contexts = command.get("contexts") or [0, 1, 2]
            if (0 if guild else 1) not in contexts or (
                guild is None and command.get("dm_permission") is False
            ):
                break
            needed = command.get("default_member_permissions")
            if guild is not None and needed is not None:
                held = guild.base_permissions(user.id)
                if int(needed) & held != int(needed):
                    raise LookupError(f"/{name} is hidden from {user.name} (permissions)")
            return command
        raise LookupError(f"/{name} is not available in {channel.name or 'a DM'}")

    async def slash(
        self,
        user: User,
        channel: Channel,
        command: str,
        options: dict[str, Any] | None = None,
    ) -> InteractionHandle:
        """``user`` runs ``/command`` (e.g. ``"game join"``) in ``channel`` with ``options``.

        Option values are Python values: ``str``, ``int``, ``float``, ``bool``, a
        :class:`User`, :class:`Channel` or :class:`Role`, or ``(filename, bytes)`` for an
        attachment. What Discord's client would refuse (unknown or missing options, a value
        outside the choices) raises ``ValueError`` here.
        """
        data = self._command_data(user, channel, command, options or {}, focused=None)
        return await self._interact(2, user, channel, data)

    async def autocomplete(
        self,
        user: User,
        channel: Channel,
        command: str,
        options: dict[str, Any],
        *,
        focused: str,
    ) -> InteractionHandle:
        """``user`` is typing option ``focused`` of ``/command``; ``options`` holds the text."""
        data = self._command_data(user, channel, command, options, focused=focused)
        return await self._interact(4, user, channel, data)

    async def click(self, user: User, message: Message, custom_id: str) -> InteractionHandle:
        """``user`` presses the button ``custom_id`` on ``message``."""
        component = self._component(user, message, custom_id, 2)
        data = {"custom_id": custom_id, "component_type": 2, "id": component.get("id")}
        return await self._interact(3, user, message.channel, data, message=message)

    async def select(
        self, user: User, message: Message, custom_id: str, values: list[Any]
    ) -> InteractionHandle:
        """``user`` picks ``values`` in the select menu ``custom_id`` on ``message``."""
        component = self._component(user, message, custom_id, None)
        kind = component["type"]
        if kind not in (3, 5, 6, 7, 8):
            raise ValueError(f"{custom_id} is not a select menu")
        if not component.get("min_values", 1) <= len(values) <= component.get("max_values", 1):
            raise ValueError(f"{len(values)} values for {custom_id}")
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": kind}
        if kind == 3:
            allowed = {o["value"] for o in component.get("options", [])}
            if not set(values) <= allowed:
                raise ValueError(f"{values} not among {sorted(allowed)}")
            data["values"] = list(values)
        else:
            data["values"] = [str(v.id) for v in values]
            data["resolved"] = self._resolved(message.channel, values)
        return await self._interact(3, user, message.channel, data, message=message)

    async def submit_modal(
        self, user: User, opened_by: InteractionHandle, values: dict[str, str]
    ) -> InteractionHandle:
        """``user`` submits the modal the bot opened in answer to ``opened_by``."""
        modal = await opened_by.modal()
        rows = []
        for item in modal["components"]:
            if item["type"] == 1:
                rows.append(
                    {
                        "type": 1,
                        "components": [
                            {
                                "type": 4,
                                "custom_id": c["custom_id"],
                                "value": values[c["custom_id"]],
                            }
                            for c in item["components"]
                        ],
                    }
                )
            elif item["type"] == 18:
                inner = item["component"]
                rows.append(
                    {
                        "type": 18,
                        "id": item.get("id", 0),
                        "component": {
                            "type": inner["type"],
                            "custom_id": inner["custom_id"],
                            "value": values[inner["custom_id"]],
                        },
                    }
                )
        data = {"custom_id": modal["custom_id"], "components": rows}
        source = opened_by.interaction
        return await self._interact(5, user, source.channel, data, message=source.message)

    # ------------------------------------------------------------------ interaction building

    def _component(
        self, user: User, message: Message, custom_id: str, kind: int | None
    ) -> dict[str, Any]:
        if message.deleted:
            raise ValueError("the message was deleted")
        audience = message.visible_to
        if audience is not None and user.id not in audience:
            raise ValueError(f"{user.name} cannot see message {message.id}")
        component = message.find_component(custom_id)
        if component is None:
            raise ValueError(f"no component {custom_id!r} on message: {message.custom_ids()}")
        if kind is not None and component["type"] != kind:
            raise ValueError(f"{custom_id} is a component of type {component['type']}")
        if component.get("disabled"):
            raise ValueError(f"{custom_id} is disabled")
        return component

    def _command_data(
        self,
        user: User,
        channel: Channel,
        command: str,
        given: dict[str, Any],
        *,
        focused: str | None,
    ) -> dict[str, Any]:
        name, *path = command.split()
        registered = self.find_command(user, channel, name)
        data: dict[str, Any] = {
            "id": registered["id"],
            "name": name,
            "type": 1,
            "options": [],
        }
        if registered.get("guild_id"):
            data["guild_id"] = registered["guild_id"]
        level, definitions = data, registered.get("options") or []
        for part in path:
            sub = next((o for o in definitions if o["name"] == part and o["type"] in (1, 2)), None)
            if sub is None:
                raise ValueError(f"/{command}: no subcommand {part!r}")
            node = {"name": part, "type": sub["type"], "options": []}
            level["options"].append(node)
            level, definitions = node, sub.get("options") or []
        if any(o["type"] in (1, 2) for o in definitions):
            raise ValueError(f"/{command} needs a subcommand: {[o['name'] for o in definitions]}")
        resolved_values: list[Any] = []
        by_name = {o["name"]: o for o in definitions}
        for key, value in given.items():
            option = by_name.get(key)
            if option is None:
                raise ValueError(f"/{command} has no option {key!r}: {sorted(by_name)}")
            entry: dict[str, Any] = {"name": key, "type": option["type"]}
            if key == focused:
                entry.update(value=str(value), focused=True)
            else:
                entry["value"] = self._option_value(command, option, value, resolved_values)
            level["options"].append(entry)
        if focused is None:
            missing = [
                o["name"] for o in definitions if o.get("required") and o["name"] not in given
            ]
            if missing:
                raise ValueError(f"/{command} is missing required options {missing}")
        elif focused not in by_name or not by_name[focused].get("autocomplete"):
            raise ValueError(f"/{command} option {focused!r} has no autocomplete")
        if resolved_values:
            data["resolved"] = self._resolved(channel, resolved_values)
        return data

    def _option_value(
        self, command: str, option: dict[str, Any], value: Any, resolved: list[Any]
    ) -> Any:
        kind = option["type"]
        expected: dict[int, tuple[type, ...]] = {
            3: (str,),
            4: (int,),
            5: (bool,),
            6: (User,),
            7: (Channel,),
            8: (Role,),
            9: (User, Role),
            10: (int, float),
            11: (tuple,),
        }
        if not isinstance(value, expected[kind]) or (kind in (4, 10) and isinstance(value, bool)):
            raise ValueError(f"/{command} {option['name']}: {value!r} is not option type {kind}")
        choices = option.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise ValueError(f"/{command} {option['name']}: {value!r} is not one of the choices")
        if kind in (4, 10):
            low, high = option.get("min_value"), option.get("max_value")
            if (low is not None and value < low) or (high is not None and value > high):
                raise ValueError(f"/{command} {option['name']}: {value} out of range")
        if kind == 3:
            low, high = option.get("min_length", 0), option.get("max_length", 6000)
            if not low <= len(value) <= high:
                raise ValueError(f"/{command} {option['name']}: length {len(value)} out of range")
        if kind == 11:
            filename, content = value
            attachment_id = self.ids.next()
            attachment = Attachment(
                attachment_id,
                filename,
                content,
                "application/octet-stream",
                f"http://127.0.0.1:{self.port}/attachments/{attachment_id}/{filename}",
            )
            resolved.append(attachment)
            return str(attachment.id)
        if kind in (6, 7, 8, 9):
            resolved.append(value)
            return str(value.id)
        return value

    def _resolved(self, channel: Channel, values: list[Any]) -> dict[str, Any]:
        guild = self.guild_of(channel)
        resolved: dict[str, dict[str, Any]] = {}
        for value in values:
            key = str(value.id)
            if isinstance(value, User):
                resolved.setdefault("users", {})[key] = value.payload()
                if guild is not None and value.id in guild.members:
                    member = guild.members[value.id].payload(with_user=False)
                    member["permissions"] = str(guild.permissions_in(channel, value.id))
                    resolved.setdefault("members", {})[key] = member
            elif isinstance(value, Channel):
                perms = guild.permissions_in(value, self.bot.id) if guild else ALL_PERMISSIONS
                resolved.setdefault("channels", {})[key] = {
                    "id": key,
                    "name": value.name,
                    "type": value.type,
                    "permissions": str(perms),
                    "parent_id": str(value.parent_id) if value.parent_id else None,
                }
                if value.is_thread:
                    resolved["channels"][key]["thread_metadata"] = value.payload()[
                        "thread_metadata"
                    ]
            elif isinstance(value, Role):
                resolved.setdefault("roles", {})[key] = value.payload()
            elif isinstance(value, Attachment):
                resolved.setdefault("attachments", {})[key] = value.payload()
        return resolved

    async def _interact(
        self,
        kind: int,
        user: User,
        channel: Channel,
        data: dict[str, Any],
        *,
        message: Message | None = None,
    ) -> InteractionHandle:
        guild = self.guild_of(channel)
        if not self.can_view(user, channel):
            raise ValueError(f"{user.name} cannot see {channel.name or 'that DM'}")
        session = await self.wait_for(
            lambda: self.session_for(channel.guild_id),
            10.0,
            "a gateway session for this guild",
        )
        interaction = Interaction(
            id=self.ids.next(),
            token=new_token(),
            type=kind,
            user=user,
            channel=channel,
            guild=guild,
            data=data,
            message=message,
        )
        await self.flush_events()
        await self.sync_with(session)
        interaction.created = time.monotonic()
        self.interactions[interaction.id] = interaction
        await session.dispatch("INTERACTION_CREATE", self.interaction_payload(interaction))
        return InteractionHandle(self, interaction)

    def interaction_payload(self, interaction: Interaction) -> dict[str, Any]:
        channel, guild, user = interaction.channel, interaction.guild, interaction.user
        channel_data = channel.payload()
        payload: dict[str, Any] = {
            "id": str(interaction.id),
            "application_id": str(self.application_id),
            "type": interaction.type,
            "token": interaction.token,
            "version": 1,
            "data": interaction.data,
            "channel_id": str(channel.id),
            "channel": channel_data,
            "locale": user.locale,
            "entitlements": [],
            "attachment_size_limit": self.attachment_size_limit,
            "app_permissions": str(self.bot_permissions(channel)),
        }
        if guild is not None:
            perms = guild.permissions_in(channel, user.id)
            channel_data["permissions"] = str(perms)
            payload.update(
                guild_id=str(guild.id),
                guild={"id": str(guild.id), "locale": guild.locale, "features": []},
                guild_locale=guild.locale,
                member=guild.members[user.id].payload() | {"permissions": str(perms)},
                authorizing_integration_owners={"0": str(guild.id)},
                context=0,
            )
        else:
            payload.update(
                user=user.payload(),
                authorizing_integration_owners={"0": str(user.id)},
                context=1,
            )
        if interaction.message is not None:
            payload["message"] = interaction.message.payload()
        return payload
