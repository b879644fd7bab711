"""The stand-in's model of Discord: users, guilds, channels, messages and interactions.

Plain data with the JSON shapes Discord sends (``*.payload()``); no networking here.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

DISCORD_EPOCH_MS = 1_420_070_400_000

# Permission bits (https://discord.com/developers/docs/topics/permissions).
ADMINISTRATOR = 1 << 3
MANAGE_GUILD = 1 << 5
ADD_REACTIONS = 1 << 6
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
USE_APPLICATION_COMMANDS = 1 << 31
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
CREATE_PRIVATE_THREADS = 1 << 36
SEND_MESSAGES_IN_THREADS = 1 << 38
ALL_PERMISSIONS = (1 << 53) - 1

#: What @everyone may do in a fresh guild in these tests (close to Discord's default).
DEFAULT_EVERYONE = (
    VIEW_CHANNEL
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | ADD_REACTIONS
    | USE_APPLICATION_COMMANDS
    | CREATE_PUBLIC_THREADS
    | CREATE_PRIVATE_THREADS
    | SEND_MESSAGES_IN_THREADS
)
#: The bot's own role: what an invite with the README's permissions grants.
DEFAULT_BOT = DEFAULT_EVERYONE | MANAGE_THREADS

# Channel types.
GUILD_TEXT = 0
DM = 1
PUBLIC_THREAD = 11
PRIVATE_THREAD = 12
THREAD_TYPES = (PUBLIC_THREAD, PRIVATE_THREAD)

# Message flags.
EPHEMERAL = 1 << 6
LOADING = 1 << 7


class Snowflakes:
    """Increasing Discord ids whose timestamp part is now (so shard routing is realistic)."""

    def __init__(self) -> None:
        self._counter = itertools.count()
        self._last = 0

    def next(self) -> int:
        ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        candidate = (ms << 22) | (next(self._counter) & 0xFFF)
        self._last = max(candidate, self._last + 1)
        return self._last


def iso(ts: float) -> str:
    return datetime.fromtimestamp(ts, UTC).isoformat()


@dataclass(eq=False)
class User:
    id: int
    name: str
    bot: bool = False
    #: When False, the bot cannot open or use a DM with this user (Discord error 50007).
    dms_open: bool = True
    #: The language of the user's Discord client, sent as each interaction's ``locale``.
    locale: str = "en-US"

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": self.name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
        }


@dataclass(eq=False)
class Role:
    id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "managed": self.managed,
            "mentionable": False,
            "flags": 0,
        }


@dataclass(eq=False)
class Member:
    user: User
    roles: list[int]
    joined_at: float = field(default_factory=time.time)
    nick: str | None = None

    def payload(self, *, with_user: bool = True) -> dict[str, Any]:
        data: dict[str, Any] = {
            "roles": [str(r) for r in self.roles],
            "joined_at": iso(self.joined_at),
            "nick": self.nick,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
        }
        if with_user:
            data["user"] = self.user.payload()
        return data


@dataclass
class Overwrite:
    """A channel permission overwrite: ``kind`` 0 for a role, 1 for a member."""

    id: int
    kind: int
    allow: int = 0
    deny: int = 0

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "type": self.kind,
            "allow": str(self.allow),
            "deny": str(self.deny),
        }


@dataclass(eq=False)
class Channel:
    id: int
    type: int
    name: str = ""
    guild_id: int | None = None
    parent_id: int | None = None
    position: int = 0
    overwrites: list[Overwrite] = field(default_factory=list)
    recipients: list[User] = field(default_factory=list)
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    invitable: bool = True
    auto_archive_duration: int = 1440
    thread_members: set[int] = field(default_factory=set)
    created_at: float = field(default_factory=time.time)

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": str(self.id), "type": self.type, "flags": 0}
        if self.type == DM:
            data["recipients"] = [u.payload() for u in self.recipients]
            data["last_message_id"] = None
            return data
        data.update(
            guild_id=str(self.guild_id),
            name=self.name,
            position=self.position,
            nsfw=False,
            rate_limit_per_user=0,
            parent_id=str(self.parent_id) if self.parent_id else None,
            last_message_id=None,
        )
        if self.is_thread:
            data.update(
                owner_id=str(self.owner_id),
                member_count=len(self.thread_members),
                message_count=0,
                total_message_sent=0,
                thread_metadata={
                    "archived": self.archived,
                    "locked": self.locked,
                    "auto_archive_duration": self.auto_archive_duration,
                    "archive_timestamp": iso(self.created_at),
                    "create_timestamp": iso(self.created_at),
                    "invitable": self.invitable,
                },
            )
        else:
            data.update(
                topic=None,
                permission_overwrites=[o.payload() for o in self.overwrites],
                default_auto_archive_duration=1440,
            )
        return data


@dataclass(eq=False)
class Guild:
    id: int
    name: str
    owner_id: int
    roles: dict[int, Role] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    channels: list[Channel] = field(default_factory=list)
    #: The server's preferred locale (Server Settings → Community), sent as ``guild_locale``.
    locale: str = "en-US"
    #: Where Discord posts its own notices (Server Settings → System Messages Channel).
    system_channel_id: int | None = None

    @property
    def everyone(self) -> Role:
        return self.roles[self.id]

    def channel(self, name: str) -> Channel:
        """The channel (or thread) of this guild called ``name``."""
        for channel in self.channels:
            if channel.name == name:
                return channel
        raise KeyError(name)

    def base_permissions(self, user_id: int) -> int:
        if user_id == self.owner_id:
            return ALL_PERMISSIONS
        member = self.members.get(user_id)
        if member is None:
            return 0
        perms = self.everyone.permissions
        for role_id in member.roles:
            perms |= self.roles[role_id].permissions
        return ALL_PERMISSIONS if perms & ADMINISTRATOR else perms

    def permissions_in(self, channel: Channel, user_id: int) -> int:
        """Discord's permission computation: base, then @everyone, role and member overwrites."""
        perms = self.base_permissions(user_id)
        if perms in (0, ALL_PERMISSIONS):
            return perms
        source = channel
        if channel.is_thread and channel.parent_id is not None:
            source = next(c for c in self.channels if c.id == channel.parent_id)
        member = self.members[user_id]
        by_id = {o.id: o for o in source.overwrites}
        if (everyone := by_id.get(self.id)) is not None:
            perms = (perms & ~everyone.deny) | everyone.allow
        allow = deny = 0
        for role_id in member.roles:
            if (o := by_id.get(role_id)) is not None and o.kind == 0:
                allow |= o.allow
                deny |= o.deny
        perms = (perms & ~deny) | allow
        if (own := by_id.get(user_id)) is not None and own.kind == 1:
            perms = (perms & ~own.deny) | own.allow
        if not perms & VIEW_CHANNEL:
            return 0
        return perms

    def payload(
        self, *, members: list[Member], threads: list[Channel], joined: bool = False
    ) -> dict[str, Any]:
        """The guild as GUILD_CREATE carries it. ``joined``: the bot was just added to it;
        then Discord sends no ``unavailable`` field (discord.py dispatches ``on_guild_join``),
        while the guilds of a connection's start say ``"unavailable": false``."""
        data = {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(self.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": [r.payload() for r in self.roles.values()],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "system_channel_id": str(self.system_channel_id) if self.system_channel_id else None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": self.locale,
            "public_updates_channel_id": None,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "joined_at": iso(time.time()),
            "large": False,
            "unavailable": False,
            "member_count": len(self.members),
            "members": [m.payload() for m in members],
            "channels": [c.payload() for c in self.channels if not c.is_thread],
            "threads": [t.payload() for t in threads],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }
        if joined:
            del data["unavailable"]
        return data


@dataclass(eq=False)
class Attachment:
    id: int
    filename: str
    data: bytes
    content_type: str
    url: str
    description: str | None = None

    @property
    def size(self) -> int:
        return len(self.data)

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
        }
        if self.description is not None:
            data["description"] = self.description
        return data


@dataclass(eq=False)
class Message:
    """A message as Discord stores it, with who may see it.

    ``visible_to`` is ``None`` for a message everyone in the channel sees, else the ids of the
    users who see it (an ephemeral message is seen only by the user of its interaction).
    ``revisions`` keeps the earlier versions (content, embeds, components) after each edit, so
    a test can check that no version ever revealed something.
    """

    id: int
    channel: Channel
    author: User
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    created_at: float = field(default_factory=time.time)
    edited_at: float | None = None
    webhook_id: int | None = None
    application_id: int | None = None
    interaction: Interaction | None = None
    message_reference: dict[str, Any] | None = None
    thread: Channel | None = None
    deleted: bool = False
    #: The sender's nonce, kept for ``enforce_nonce`` (never part of the payload read back).
    nonce: str | None = None
    revisions: list[dict[str, Any]] = field(default_factory=list)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        return bool(self.flags & LOADING)

    @property
    def visible_to(self) -> frozenset[int] | None:
        """``None`` when everyone who can view the channel sees it, else the user ids who do.

        Ephemeral: the interaction's user. DM: the recipient. Private thread: its members
        (Discord also shows it to moderators with Manage Threads, not modelled here).
        """
        if self.ephemeral and self.interaction is not None:
            return frozenset({self.interaction.user.id})
        if self.channel.type == DM:
            return frozenset(u.id for u in self.channel.recipients)
        if self.channel.type == PRIVATE_THREAD:
            return frozenset(self.channel.thread_members)
        return None

    @property
    def is_public(self) -> bool:
        """Seen by everyone who can read its guild channel: not ephemeral, not in a DM or a
        private thread, not deleted."""
        return not self.deleted and self.visible_to is None

    def custom_ids(self) -> list[str]:
        """Every component custom id on the message, in order."""
        found: list[str] = []

        def walk(items: list[dict[str, Any]]) -> None:
            for item in items:
                if "custom_id" in item:
                    found.append(item["custom_id"])
                walk(item.get("components", []))
                if isinstance(item.get("accessory"), dict):
                    walk([item["accessory"]])
                if isinstance(item.get("component"), dict):
                    walk([item["component"]])

        walk(self.components)
        return found

    def find_component(self, custom_id: str) -> dict[str, Any] | None:
        def walk(items: list[dict[str, Any]]) -> dict[str, Any] | None:
            for item in items:
                if item.get("custom_id") == custom_id:
                    return item
                nested = list(item.get("components", []))
                nested += [
                    item[k] for k in ("accessory", "component") if isinstance(item.get(k), dict)
                ]
                if (hit := walk(nested)) is not None:
                    return hit
            return None

        return walk(self.components)

    def all_text(self) -> str:
        """Every text this message ever showed (content, embeds, components, attachment names),
        over all its revisions: what a leak check searches."""
        return "\n".join(repr(s) for s in [*self.revisions, self.snapshot()])

    def snapshot(self) -> dict[str, Any]:
        return {
            "content": self.content,
            "embeds": self.embeds,
            "components": self.components,
            "attachments": [a.filename for a in self.attachments],
        }

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "channel_id": str(self.channel.id),
            "author": self.author.payload(),
            "content": self.content,
            "timestamp": iso(self.created_at),
            "edited_timestamp": iso(self.edited_at) if self.edited_at else None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.payload() for a in self.attachments],
            "embeds": self.embeds,
            "components": self.components,
            "pinned": False,
            "type": self.type,
            "flags": self.flags,
        }
        if self.channel.guild_id is not None:
            data["guild_id"] = str(self.channel.guild_id)
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
        if self.application_id is not None:
            data["application_id"] = str(self.application_id)
        if self.message_reference is not None:
            data["message_reference"] = self.message_reference
        if self.thread is not None:
            data["thread"] = self.thread.payload()
        if self.interaction is not None:
            data["interaction_metadata"] = self.interaction.metadata()
        return data


@dataclass(eq=False)
class Interaction:
    """An interaction the stand-in sent to the bot, and what the bot did with it."""

    id: int
    token: str
    type: int
    user: User
    channel: Channel
    guild: Guild | None
    data: dict[str, Any]
    message: Message | None = None
    created: float = field(default_factory=time.monotonic)
    #: The first callback (type and data), or None while unanswered.
    callback_type: int | None = None
    callback_data: dict[str, Any] | None = None
    responded_after: float | None = None
    #: The message the original response is about (created, deferred or updated).
    original: Message | None = None
    followups: list[Message] = field(default_factory=list)
    #: The callback requests rejected (late, twice, invalid), as (status, Discord code).
    rejected: list[tuple[int, int]] = field(default_factory=list)

    def metadata(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "user": self.user.payload(),
            "authorizing_integration_owners": {},
        }
        if self.type == 2:
            data["name"] = self.data.get("name", "")
        if self.message is not None:
            data["interacted_message_id"] = str(self.message.id)
        return data
