"""``/game follow id:`` and ``/game unfollow id:``: a spectator gets a game's turn messages as
direct messages (issue 18, 5).

A turn hook (:class:`cogs.kit.hooks.TurnHook`): once a turn message is posted, each follower
who does not play in the game gets its public part — the header, whose turn it is (without
mentions), a link to the message and the board picture drawn from the spectator view. Nothing
else is sent, so nothing private can be. Sending runs in the background, so the player who
moved is not kept waiting; a follower whose DMs are closed is skipped. When the game ends the
followers get its last message and are forgotten.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from cogs.kit.adapter import adapter_for
from cogs.kit.context import nonce, store_of
from cogs.kit.errors import send_private
from cogs.kit.hand import file_of
from cogs.kit.hooks import hooks_of
from cogs.kit.speech import described
from cogs.kit.turns import board_header
from cogs.records import wording
from cogs.records.cog import game_here
from db.follows import FollowStore
from db.records import GameInfo
from i18n import t

log = logging.getLogger("tessera.records")


def follows_of(client: discord.Client) -> FollowStore:
    follows = getattr(client, "follows", None)
    if not isinstance(follows, FollowStore):
        raise RuntimeError("the bot has no follow store (setup_hook not run?)")
    return follows


def follower_text(game: GameInfo) -> str:
    """The public part of ``game``'s turn message, for a follower."""
    adapter = adapter_for(game.game)
    lines = [board_header(game), adapter.turn_line(game)]
    if game.turn_message_id is not None:
        lines.append(f"{wording.thread_link(game)}/{game.turn_message_id}")
    return "\n".join(lines)


class Following(commands.Cog):
    """The follow commands and the turn hook; holds only its running send tasks."""

    def __init__(self, bot: commands.Bot, follows: FollowStore) -> None:
        self.bot = bot
        self.follows = follows
        self._tasks: set[asyncio.Task[None]] = set()
        self._commands = _commands(self)

    async def cog_load(self) -> None:
        group = self.bot.tree.get_command("game")
        if not isinstance(group, app_commands.Group):
            raise RuntimeError("the /game group is missing (cogs.game not loaded?)")
        for command in self._commands:
            group.add_command(command)
        hooks_of(self.bot).turn.append(self)

    async def cog_unload(self) -> None:
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        turn = hooks_of(self.bot).turn
        if self in turn:
            turn.remove(self)
        group = self.bot.tree.get_command("game")
        if isinstance(group, app_commands.Group):
            for command in self._commands:
                group.remove_command(command.name)

    # -- turn hook ----------------------------------------------------------------------------
    async def quiet(self, game: GameInfo, users: list[int]) -> set[int]:
        return set()

    async def posted(self, game: GameInfo) -> None:
        players = {s.user_id for s in game.seats}
        followers = [u for u in await self.follows.followers(game.id) if u not in players]
        if game.is_over:
            await self.follows.end(game.id)
        if followers:
            # As stored now: with the id of the turn message just posted.
            game = await store_of(self.bot).get(game.id)
            task = asyncio.create_task(self._send(game, followers))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _send(self, game: GameInfo, followers: Sequence[int]) -> None:
        """Each follower gets the text and the picture in their last seen language (one
        picture per language)."""
        preferences = await store_of(self.bot).user_preferences_of(followers)
        by_language: dict[str, list[int]] = {}
        for user_id in followers:
            by_language.setdefault(i18n.known(preferences[user_id].locale), []).append(user_id)
        for language, users in by_language.items():
            with i18n.speaking(language):
                picture = await asyncio.to_thread(adapter_for(game.game).board_png, game)
                text = follower_text(game)
            await self._send_to(game, users, text, picture)

    async def _send_to(
        self, game: GameInfo, followers: Sequence[int], text: str, picture: bytes
    ) -> None:
        for user_id in followers:
            try:
                channel = await self.bot.create_dm(discord.Object(user_id))
                await channel.send(
                    text,
                    file=file_of(picture, "board.png"),
                    nonce=nonce("follow", game.id, game.version, user_id),
                    allowed_mentions=discord.AllowedMentions.none(),
                )
            except discord.HTTPException as error:
                log.info("follower %s of game %s not reached: %s", user_id, game.id, error)

    # -- commands -----------------------------------------------------------------------------
    async def follow(self, interaction: discord.Interaction, game_id: int) -> None:
        game = await game_here(interaction, game_id)
        if game.is_over:
            await send_private(interaction, t("records-follow-over", id=str(game.id)))
        elif game.seat_of(interaction.user.id) is not None:
            await send_private(interaction, t("records-follow-own", id=str(game.id)))
        elif await self.follows.follow(game.id, interaction.user.id):
            await send_private(interaction, t("records-following", id=str(game.id)))
        else:
            await send_private(interaction, t("records-following-already", id=str(game.id)))

    async def unfollow(self, interaction: discord.Interaction, game_id: int) -> None:
        if await self.follows.unfollow(game_id, interaction.user.id):
            await send_private(interaction, t("records-unfollowed", id=str(game_id)))
        else:
            await send_private(interaction, t("records-not-following", id=str(game_id)))


def _commands(cog: Following) -> list[app_commands.Command[Any, ..., None]]:
    @app_commands.command(name="follow", description=described("records-cmd-follow"))
    @app_commands.describe(game_id=described("records-opt-id"))
    @app_commands.rename(game_id="id")
    async def follow(interaction: discord.Interaction, game_id: int) -> None:
        await cog.follow(interaction, game_id)

    @app_commands.command(name="unfollow", description=described("records-cmd-unfollow"))
    @app_commands.describe(game_id=described("records-opt-id"))
    @app_commands.rename(game_id="id")
    async def unfollow(interaction: discord.Interaction, game_id: int) -> None:
        await cog.unfollow(interaction, game_id)

    return [follow, unfollow]
