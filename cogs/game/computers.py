"""Computer players in Discord (issue 16): ``/game addbot`` and ``/game kickbot`` in a lobby,
and :class:`ComputerTurns`, which plays every computer turn.

Computer moves go through the store one at a time (``GameStore.play_computer``; the bot's store
is made with ``pace_computers=True``), each after a short pause (the bot's
``COMPUTER_PAUSE_SECONDS`` setting) so people can follow, and each is posted as an ordinary
turn message. :class:`ComputerTurns` is a turn hook: every turn message (of a player, the
turn clock or a computer) that leaves the game waiting on a computer seat wakes it, and at
start-up it looks for games left waiting on one, so a restart loses no computer turn. The
store's version check makes each computer move happen once even when two processes try it.
"""

from __future__ import annotations

import asyncio
import logging

import discord
from discord.ext import commands

from cogs.kit.context import refusals, store_of
from cogs.kit.errors import Rejection, send_private
from cogs.kit.hooks import hooks_of
from cogs.kit.lobby import add_bots, refresh_lobby
from cogs.kit.names import seat_label
from cogs.kit.turns import show_turn
from db.errors import GameChangedError, StoreError
from db.models import GameStatus
from db.records import GameInfo
from engine.core import EngineError
from i18n import t

log = logging.getLogger("tessera.computers")
#: The pause before each computer move when the bot has no setting (seconds).
DEFAULT_PAUSE = 2.0


def waits_on_computer(game: GameInfo) -> bool:
    return game.status == GameStatus.ACTIVE and any(s.to_act and s.is_computer for s in game.seats)


class ComputerTurns:
    """Plays the computer seats of the games this process serves (a :class:`TurnHook`)."""

    def __init__(self, bot: commands.Bot, pause: float) -> None:
        self.bot = bot
        self.pause = pause
        #: One task per game with computer turns to play; a game is in ``_again`` when a turn
        #: message arrived while its task ran (so the task looks once more before it ends).
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()
        self._resume: asyncio.Task[None] | None = None

    def start(self) -> None:
        hooks_of(self.bot).turn.append(self)
        self._resume = asyncio.create_task(self._resume_pending())

    async def stop(self) -> None:
        turn = hooks_of(self.bot).turn
        if self in turn:
            turn.remove(self)
        running = [t for t in (self._resume, *self._tasks.values()) if t is not None]
        for task in running:
            task.cancel()
        # Let a task cancelled mid-query give its connection back before the engine goes.
        await asyncio.gather(*running, return_exceptions=True)

    # -- the turn hook ----------------------------------------------------------------------
    async def quiet(self, game: GameInfo, users: list[int]) -> set[int]:
        return set()

    async def posted(self, game: GameInfo) -> None:
        self.wake(game)

    def wake(self, game: GameInfo) -> None:
        """Play ``game``'s computer turns soon, if it waits on any."""
        if game.id in self._tasks:
            self._again.add(game.id)
        elif waits_on_computer(game):
            self._tasks[game.id] = asyncio.create_task(self._run(game.id))

    # -- playing ----------------------------------------------------------------------------
    async def _run(self, game_id: int) -> None:
        try:
            while True:
                self._again.discard(game_id)
                await asyncio.sleep(self.pause)
                if not await self._play_one(game_id) and game_id not in self._again:
                    return
        except Exception:
            log.exception("computer turns of game %s failed", game_id)
        finally:
            self._tasks.pop(game_id, None)
            self._again.discard(game_id)

    async def _play_one(self, game_id: int) -> bool:
        """Play one computer move of the game and post its turn message; whether it did (or
        lost a race to another move, so that the newest position is looked at again)."""
        store = store_of(self.bot)
        before = await store.get(game_id)
        if not waits_on_computer(before):
            return False
        try:
            result = await store.play_computer(game_id, before.version, turn_message=True)
        except GameChangedError:
            return True  # a person (or another process) moved first
        except (StoreError, EngineError) as error:
            log.warning("game %s: no computer move (%s)", game_id, error.code)
            return False
        if result is None:
            return False
        # Shown as a person's move is (a game with its own publisher edits its turn message),
        # and owed durably by the move's transaction (issue 19).
        await show_turn(self.bot, result)
        return True

    async def _resume_pending(self) -> None:
        """After start-up: the computer turns left pending (by a restart) in this process's
        servers."""
        await self.bot.wait_until_ready()
        for game in await store_of(self.bot).computer_turns():
            if game.guild_id is not None and self.bot.get_guild(game.guild_id) is not None:
                self.wake(game)


# -- /game addbot and kickbot ----------------------------------------------------------------------
async def add_bot(interaction: discord.Interaction, game: GameInfo, level: str) -> None:
    """The creator seats a computer at ``level`` in the lobby ``game``."""
    async with refusals(game):
        updated = await add_bots(interaction.client, game, interaction.user.id, level, 1)
    added = updated.seats[-1]
    note = t(
        "game-bot-added",
        name=seat_label(added, updated.seats),
        game_id=str(game.id),
        seat=str(added.seat + 1),
    )
    await send_private(interaction, note)
    await refresh_lobby(interaction.client, updated)


async def kick_bot(interaction: discord.Interaction, game: GameInfo, seat: int | None) -> None:
    """The creator removes the computer at ``seat`` (1-based; default: the last one)."""
    computers = [s for s in game.seats if s.is_computer]
    if seat is None:
        if not computers:
            raise Rejection("no_computer_seat", game_id=game.id)
        chosen = computers[-1]
    else:
        chosen = next((s for s in computers if s.seat == seat - 1), None)
        if chosen is None:
            raise Rejection("not_a_computer", game_id=game.id, seat=seat)
    async with refusals(game):
        updated = await store_of(interaction.client).remove_computer(
            game.id, interaction.user.id, chosen.seat
        )
    await send_private(
        interaction,
        t("game-bot-removed", name=seat_label(chosen, game.seats), game_id=str(game.id)),
    )
    await refresh_lobby(interaction.client, updated)
