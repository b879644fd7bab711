"""The real ``bot.py`` against the Discord stand-in, on a real database, for a test module.

``running_bot(database_url)`` starts a stand-in with one guild, then ``bot.py`` through the
launcher (a real subprocess), and yields a :class:`Scene`; tests make their own channels and
users so they never see each other's messages. One bot process serves a whole module.
"""

from __future__ import annotations

import asyncio
import io
import os
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PIL import Image

from db.session import create_engine, create_session_factory
from db.store import GameStore
from tests.standin import BotProcess, DiscordStandIn, InteractionHandle
from tests.standin.world import Channel, Guild, Message, User

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "bot.py"
#: With TESSERA_KEEP_PICTURES=<folder>, the pictures the tests looked at are written there too,
#: for people to look at; otherwise tests leave no files behind.
PICTURES = (
    Path(os.environ["TESSERA_KEEP_PICTURES"]) if "TESSERA_KEEP_PICTURES" in os.environ else None
)


@dataclass
class Table:
    guild: Guild
    channel: Channel
    users: list[User]


class Scene:
    def __init__(
        self, standin: DiscordStandIn, guild: Guild, spare: list[Guild], bot: BotProcess
    ) -> None:
        self.standin = standin
        self.guild = guild
        self.spare = spare
        self.bot = bot

    def channel(self, name: str) -> Channel:
        return self.standin.add_channel(self.guild, name)

    def user(self, name: str) -> User:
        return self.standin.add_user(name, guilds=[self.guild])

    async def slash(
        self, user: User, channel: Channel, command: str, options: dict | None = None
    ) -> InteractionHandle:
        return await self.standin.slash(user, channel, command, options or {})

    async def reply(
        self, user: User, channel: Channel, command: str, options: dict | None = None
    ) -> Message:
        """Run a command and wait for its (first) answer message."""
        handle = await self.slash(user, channel, command, options)
        return await handle.message()

    async def lobby(
        self, creator: User, channel: Channel, game: str = "tsuro", options: dict | None = None
    ) -> tuple[Message, Channel]:
        """``/<game> new`` by ``creator``: the lobby message and the game's thread."""
        message = await self.reply(creator, channel, f"{game} new", options)
        thread = await self.standin.wait_for(
            lambda: next(iter(self.standin.threads(channel)), None), 10, "the game's thread"
        )
        await self.standin.wait_for_message(thread)
        return message, thread

    async def until(self, predicate: Callable[[], object], what: str = "a condition") -> None:
        """Wait until ``predicate()`` holds (e.g. the bot edited a message after answering)."""
        await self.standin.wait_for(predicate, 10, what)

    async def click(self, user: User, message: Message, action: str) -> InteractionHandle:
        [custom_id] = [c for c in message.custom_ids() if c.split(":")[1] == action]
        return await self.standin.click(user, message, custom_id)

    async def turn_message(self, thread: Channel, after: Message | None = None) -> Message:
        """The next turn message (posted by the bot itself, not as an answer, with a picture)."""
        return await self.standin.wait_for_message(
            thread, lambda m: m.interaction is None and bool(m.attachments), after=after
        )

    def table(self, *names: str) -> Table:
        """A guild of its own (so other tests' games are not candidates), its channel, users."""
        guild = self.spare.pop()
        users = [self.standin.add_user(name, guilds=[guild]) for name in names]
        return Table(guild, guild.channel("general"), users)

    async def started(
        self, table: Table, game: str = "tsuro", options: dict | None = None
    ) -> tuple[Message, Channel, Message]:
        """A lobby by the table's first user, joined by the others, started: (lobby, thread,
        first turn message)."""
        creator, *others = table.users
        lobby, thread = await self.lobby(creator, table.channel, game, options)
        for user in others:
            await (await self.click(user, lobby, "join")).followup()
        await (await self.click(creator, lobby, "start")).message()
        return lobby, thread, await self.turn_message(thread)


async def guilds_over_shards(standin: DiscordStandIn, shards: int, each: int) -> list[Guild]:
    """Spare guilds, at least ``each`` routed to every one of ``shards`` shards. Discord routes
    a guild by its id's timestamp (``(id >> 22) % shards``), so they are made over time."""
    spare: list[Guild] = []
    while min(sum((g.id >> 22) % shards == n for g in spare) for n in range(shards)) < each:
        spare.append(standin.add_guild(f"table-{len(spare)}"))
        await asyncio.sleep(0.003)
    return spare


def private_to(message: Message, user: User) -> bool:
    """Whether ``message`` is an ephemeral reply that only ``user`` sees."""
    return message.ephemeral and message.visible_to == {user.id}


def open_png(data: bytes, name: str | None = None) -> Image.Image:
    """The PNG, opened (and saved under :data:`PICTURES` when named, to look at)."""
    if name is not None and PICTURES is not None:
        PICTURES.mkdir(parents=True, exist_ok=True)
        (PICTURES / name).write_bytes(data)
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


@asynccontextmanager
async def sharded_bots(
    url: str, env: dict[str, str], shards: int, spare_each: int
) -> AsyncIterator[Scene]:
    """One bot process per shard on the database ``url``, against one stand-in: the scene
    of the first (each shard's servers: :func:`guilds_over_shards`). Every log is printed."""
    standin = await DiscordStandIn.start()
    standin.shard_count = shards
    guild = standin.add_guild("Games")
    spare = await guilds_over_shards(standin, shards, spare_each)
    settings = {"DATABASE_URL": url, "DEV_GUILD_ID": "", "SHARD_COUNT": str(shards)}
    bots = [
        BotProcess(standin, BOT, env=settings | env | {"SHARD_IDS": str(shard)})
        for shard in range(shards)
    ]
    try:
        await asyncio.gather(*(bot.start(shards=(n,)) for n, bot in enumerate(bots)))
        for bot in bots:
            await bot.wait_for_log(r"synced \d+ commands|command tree unchanged")
        yield Scene(standin, guild, spare, bots[0])
    finally:
        try:
            await asyncio.gather(*(bot.stop() for bot in bots))
        finally:
            for bot in bots:
                print(bot.log)
            await standin.close()


@asynccontextmanager
async def running_bot(
    database_url: str,
    env: dict[str, str] | None = None,
    *,
    tables: int = 12,
    script: Path = BOT,
) -> AsyncIterator[Scene]:
    """The stand-in with a guild ``Games`` and ``tables`` spare guilds (the bot learns of guilds
    when it connects, so they are made first), and ``bot.py`` (or ``script`` that runs it, like
    the pseudo-locale's) connected to it."""
    standin = await DiscordStandIn.start()
    guild = standin.add_guild("Games")
    spare = [standin.add_guild(f"table-{n}") for n in range(tables)]
    settings = {"DATABASE_URL": database_url, "DEV_GUILD_ID": "", "LOG_LEVEL": "INFO"}
    bot = BotProcess(standin, script, env=settings | (env or {}))
    try:
        await bot.start()
        await bot.wait_for_log(r"synced \d+ commands|command tree unchanged")
        yield Scene(standin, guild, spare, bot)
    finally:
        try:
            await bot.stop()
        finally:
            print(bot.log)
            await standin.close()


@asynccontextmanager
async def running_bot_on_file(
    tmp_path_factory: Any, name: str, env: dict[str, str] | None = None, *, tables: int = 12
) -> AsyncIterator[Scene]:
    """:func:`running_bot` on a new SQLite file, the scene carrying ``sessions`` and ``store``
    of that same database, for a test's own reads and writes beside the bot process."""
    path: Path = tmp_path_factory.mktemp(name) / "tessera.db"
    url = f"sqlite+aiosqlite:///{path}"
    async with running_bot(url, env, tables=tables) as scene:
        engine = create_engine(url)
        scene.sessions = create_session_factory(engine)  # type: ignore[attr-defined]
        scene.store = GameStore(scene.sessions)  # type: ignore[attr-defined]
        try:
            yield scene
        finally:
            await engine.dispose()
