"""The stand-in proven with a real discord.py bot (example_bot.py) run through the launcher.

One bot process serves the module (start-up costs about a second); each test makes its own
channel and users so tests do not see each other's messages.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from tests.standin import BotProcess, DiscordStandIn
from tests.standin.world import Channel, Guild, User

pytestmark = pytest.mark.asyncio(loop_scope="module")

EXAMPLE_BOT = Path(__file__).with_name("example_bot.py")


class Scene:
    def __init__(self, standin: DiscordStandIn, guild: Guild, bot: BotProcess) -> None:
        self.standin = standin
        self.guild = guild
        self.bot = bot

    def channel(self, name: str) -> Channel:
        return self.standin.add_channel(self.guild, name)

    def user(self, name: str) -> User:
        return self.standin.add_user(name, guilds=[self.guild])


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene() -> AsyncIterator[Scene]:
    standin = await DiscordStandIn.start()
    guild = standin.add_guild("Example")
    bot = BotProcess(standin, EXAMPLE_BOT)
    try:
        await bot.start()
        yield Scene(standin, guild, bot)
    finally:
        try:
            await bot.stop()
        finally:
            print(bot.log)
            await standin.close()


async def test_commands_are_synced_globally_once(scene: Scene) -> None:
    [sync] = scene.standin.recorded("PUT", "/applications/{application_id}/commands")
    assert sync.status == 200
    [demo] = scene.standin.commands_for(scene.guild)
    assert demo["name"] == "demo"
    subcommands = {o["name"]: o["type"] for o in demo["options"]}
    assert subcommands["echo"] == 1 and subcommands["board"] == 2


async def test_slash_command_answered_publicly(scene: Scene) -> None:
    channel, alice = scene.channel("echo-public"), scene.user("alice")
    handle = await scene.standin.slash(alice, channel, "demo echo", {"text": "hello"})
    message = await handle.message()
    assert message.content == "hello"
    assert message.is_public and not message.ephemeral
    assert message.interaction is handle.interaction
    assert handle.interaction.callback_type == 4
    assert scene.standin.messages_in(channel) == [message]


async def test_slash_command_answered_ephemerally(scene: Scene) -> None:
    channel, alice, bob = scene.channel("echo-secret"), scene.user("alice"), scene.user("bob")
    handle = await scene.standin.slash(
        alice, channel, "demo echo", {"text": "psst", "secret": True}
    )
    message = await handle.message()
    assert message.ephemeral and message.visible_to == {alice.id}
    assert message not in scene.standin.public_messages()
    assert message in scene.standin.visible_to(alice)
    assert message not in scene.standin.visible_to(bob)
