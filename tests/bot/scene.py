"""The real ``bot.py`` against the Discord stand-in, on a real database, for a test module.

``running_bot(database_url)`` starts a stand-in with one guild, then ``bot.py`` through the
launcher (a real subprocess), and yields a :class:`Scene`; tests make their own channels and
users so they never see each other's messages. One bot process serves a whole module.
"""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from PIL import Image

from tests.standin import BotProcess, DiscordStandIn, InteractionHandle
from tests.standin.world import Channel, Guild, Message, User

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "bot.py"
#: Pictures the tests looked at are written here, for people to look at too.
PICTURES = Path("/tmp/tessera-bot-pictures")


class Scene:
    def __init__(self, standin: DiscordStandIn, guild: Guild, bot: BotProcess) -> None:
        self.standin = standin
        self.guild = guild
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

    async def click(self, user: User, message: Message, action: str) -> InteractionHandle:
        [custom_id] = [c for c in message.custom_ids() if c.split(":")[1] == action]
        return await self.standin.click(user, message, custom_id)

    async def turn_message(self, thread: Channel, after: Message | None = None) -> Message:
        return await self.standin.wait_for_message(
            thread, lambda m: bool(m.attachments) and "move" in m.content, after=after
        )


def open_png(data: bytes, name: str | None = None) -> Image.Image:
    """The PNG, opened (and saved under :data:`PICTURES` when named, to look at)."""
    if name is not None:
        PICTURES.mkdir(parents=True, exist_ok=True)
        (PICTURES / name).write_bytes(data)
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


@asynccontextmanager
async def running_bot(database_url: str, env: dict[str, str] | None = None) -> AsyncIterator[Scene]:
    standin = await DiscordStandIn.start()
    guild = standin.add_guild("Games")
    settings = {"DATABASE_URL": database_url, "DEV_GUILD_ID": "", "LOG_LEVEL": "INFO"}
    bot = BotProcess(standin, BOT, env=settings | (env or {}))
    try:
        await bot.start()
        await bot.wait_for_log(r"synced \d+ commands|command tree unchanged")
        yield Scene(standin, guild, bot)
    finally:
        try:
            await bot.stop()
        finally:
            print(bot.log)
            await standin.close()
