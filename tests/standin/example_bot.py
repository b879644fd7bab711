"""A small discord.py bot that exercises the stand-in (the tests run it as a subprocess).

It uses the same machinery as Tessera's bot: an ``app_commands.Group`` with a subgroup,
a ``DynamicItem`` button, a persistent select, autocomplete, deferral and follow-ups with a
PNG, threads, DMs; and it reports the errors discord.py raises so tests can see them.
"""

from __future__ import annotations

import asyncio
import io
import logging
import os
import re
import signal

import discord
from discord import app_commands
from discord.ext import commands
from PIL import Image

log = logging.getLogger("example_bot")


class CounterButton(discord.ui.DynamicItem[discord.ui.Button], template=r"counter:(?P<n>\d+)"):
    """A button whose state lives in its custom id, so it works after a restart."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"+1 (at {n})", custom_id=f"counter:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> CounterButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(self.n + 1))
        await interaction.response.edit_message(content=f"count {self.n + 1}", view=view)


class PickView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.select(
        custom_id="demo:pick",
        options=[discord.SelectOption(label=x.upper(), value=x) for x in ("a", "b", "c")],
        max_values=2,
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.send_message(
            f"picked {','.join(sorted(select.values))}", ephemeral=True
        )


class ConfirmView(discord.ui.View):
    """An ordinary view: discord.py finds it again by the id of the message it is on."""

    def __init__(self) -> None:
        super().__init__(timeout=60)

    @discord.ui.button(label="Confirm", style=discord.ButtonStyle.success)
    async def confirm(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.send_message("confirmed", ephemeral=True)


class NameModal(discord.ui.Modal, title="Name your game"):
    name: discord.ui.TextInput = discord.ui.TextInput(label="Name", custom_id="name", max_length=40)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"named {self.name.value}")


def red_png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (64, 32), (200, 0, 0)).save(out, format="PNG")
    return out.getvalue()


TILES = ["alpha", "beta", "gamma", "delta"]

demo = app_commands.Group(name="demo", description="Stand-in demonstration commands")
board = app_commands.Group(name="board", description="A subcommand group", parent=demo)


@demo.command(description="Say something, publicly or only to you")
async def echo(interaction: discord.Interaction, text: str, secret: bool = False) -> None:
    await interaction.response.send_message(text, ephemeral=secret)


@demo.command(description="Think, then send a picture")
async def picture(interaction: discord.Interaction) -> None:
    await interaction.response.defer(thinking=True)
    await interaction.followup.send(
        "a picture", file=discord.File(io.BytesIO(red_png()), "red.png")
    )


@demo.command(description="A counter button that survives restarts")
async def counter(interaction: discord.Interaction) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(CounterButton(0))
    await interaction.response.send_message("count 0", view=view)


@demo.command(description="A private picture straight in the answer")
async def card(interaction: discord.Interaction) -> None:
    await interaction.response.send_message(
        "your card", file=discord.File(io.BytesIO(red_png()), "card.png"), ephemeral=True
    )


@demo.command(description="An ordinary (non-persistent) view")
async def confirm(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("sure?", view=ConfirmView())


@demo.command(description="Ask for a name in a modal")
async def ask(interaction: discord.Interaction) -> None:
    await interaction.response.send_modal(NameModal())


@demo.command(description="A select menu")
async def pick(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("pick some", view=PickView())


@board.command(description="Place a tile")
async def place(interaction: discord.Interaction, tile: str, turns: int = 0) -> None:
    await interaction.response.send_message(f"placed {tile} turned {turns}")


@place.autocomplete("tile")
async def tile_choices(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=t.title(), value=t) for t in TILES if t.startswith(current)]


@demo.command(description="Open a thread and post in it")
async def thread(interaction: discord.Interaction, name: str) -> None:
    assert isinstance(interaction.channel, discord.TextChannel)
    await interaction.response.defer(ephemeral=True)
    opened = await interaction.channel.create_thread(
        name=name, type=discord.ChannelType.public_thread
    )
    await opened.send(f"welcome to {name}")
    await interaction.followup.send(f"thread {opened.id}", ephemeral=True)


@demo.command(description="May the bot open a thread here? (from its own cache)")
async def can_thread(interaction: discord.Interaction) -> None:
    assert interaction.guild is not None and interaction.channel is not None
    allowed = interaction.channel.permissions_for(interaction.guild.me).create_public_threads
    await interaction.response.send_message("yes" if allowed else "no", ephemeral=True)


@demo.command(description="Send you a direct message")
async def dm(interaction: discord.Interaction, text: str) -> None:
    try:
        await interaction.user.send(text)
    except discord.HTTPException as exc:
        await interaction.response.send_message(f"dm failed {exc.code}", ephemeral=True)
        return
    await interaction.response.send_message("sent", ephemeral=True)


@demo.command(description="Try to post a message that is too long")
async def long(interaction: discord.Interaction, size: int) -> None:
    assert isinstance(interaction.channel, discord.abc.Messageable)
    try:
        await interaction.channel.send("x" * size)
    except discord.HTTPException as exc:
        await interaction.response.send_message(
            f"rejected {exc.status} {exc.code} {exc.text}", ephemeral=True
        )
        return
    await interaction.response.send_message("posted", ephemeral=True)


@demo.command(description="Answer too late")
async def slow(interaction: discord.Interaction, seconds: float) -> None:
    await asyncio.sleep(seconds)
    try:
        await interaction.response.send_message("finally")
    except discord.NotFound as exc:
        log.warning("late answer refused: %s %s", exc.status, exc.code)


@demo.command(description="Defer, then post in the channel")
async def notify(interaction: discord.Interaction, text: str) -> None:
    assert isinstance(interaction.channel, discord.abc.Messageable)
    await interaction.response.defer(ephemeral=True)
    try:
        await interaction.channel.send(text)
    except discord.HTTPException as exc:
        await interaction.followup.send(f"notify failed {exc.status}", ephemeral=True)
        return
    await interaction.followup.send("notified", ephemeral=True)


@demo.command(description="Who is this?")
async def whois(interaction: discord.Interaction, member: discord.Member) -> None:
    await interaction.response.send_message(f"{member.display_name} {member.id}")


class ExampleBot(commands.AutoShardedBot):
    """Auto-sharded like Tessera's bot: ``SHARD_COUNT`` and ``SHARD_IDS`` pick the shards,
    else ``GET /gateway/bot`` says how many."""

    def __init__(self) -> None:
        count = os.environ.get("SHARD_COUNT")
        ids = os.environ.get("SHARD_IDS")
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            shard_count=int(count) if count else None,
            shard_ids=[int(i) for i in ids.split(",")] if ids else None,
        )
        self.tree.add_command(demo)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(CounterButton)
        self.add_view(PickView())
        guild_id = os.environ.get("DEV_GUILD_ID")
        if guild_id:
            guild = discord.Object(int(guild_id))
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("synced %d commands", len(synced))

    async def on_ready(self) -> None:
        log.info("ready as %s in %d guilds", self.user, len(self.guilds))

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        log.info("interaction %s on shard %s", interaction.id, self.shard_id_of(interaction))

    def shard_id_of(self, interaction: discord.Interaction) -> int | None:
        return interaction.guild.shard_id if interaction.guild else None


async def main() -> None:
    discord.utils.setup_logging(level=logging.INFO)
    bot = ExampleBot()
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, lambda: asyncio.ensure_future(bot.close()))
    async with bot:
        await bot.start(os.environ["DISCORD_TOKEN"])
    log.info("closed cleanly")


if __name__ == "__main__":
    asyncio.run(main())
