"""What extensions hand each other through the bot, instead of importing each other.

The bot (``bot.TesseraBot``) carries one :class:`Hooks` as ``client.hooks``, made with the bot;
an extension adds itself in ``cog_load`` and removes itself in ``cog_unload``. The kit calls
them; :mod:`cogs.notify` and :mod:`cogs.records` listen, and each runs without the other.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import discord

from cogs.kit.components import Verbs
from db.records import GameInfo
from engine.core import Event


class TurnHook(Protocol):
    """An extension taking part in every turn message (issue 10: :mod:`cogs.notify`)."""

    async def quiet(self, game: GameInfo, users: list[int]) -> set[int]:
        """Which of ``users`` (whose turn it is) must not be mentioned."""
        ...

    async def posted(self, game: GameInfo) -> None:
        """Called once the turn message is posted (or edited to a new position)."""
        ...


#: ``/game status`` asks each for extra lines about a game (its turn clock, who is away).
StatusHook = Callable[[GameInfo], Awaitable[list[str]]]
#: Called when a lobby opens, with the values of the non-engine ``new`` options (the clock).
LobbyHook = Callable[[GameInfo, dict[str, Any]], Awaitable[None]]
#: A game's own way of showing a new position (edits instead of a new message, say), given
#: the game, the events since the last shown position, the acting user (``None``: the computer
#: seat of the game's last move) and the nonce of the outbox row owing it: every message it
#: posts carries that nonce (or one made from it), so a retry after a failure returns what
#: Discord already made instead of a copy.
Publisher = Callable[[discord.Client, GameInfo, Sequence[Event], int | None, str], Awaitable[None]]


@dataclass(slots=True)
class Hooks:
    """The listeners of one bot; a failing listener is logged and never fails the caller."""

    turn: list[TurnHook] = field(default_factory=list)
    status: list[StatusHook] = field(default_factory=list)
    lobby: list[LobbyHook] = field(default_factory=list)
    #: Games that show their positions themselves, by name (:func:`cogs.kit.turns.show_turn`).
    publishers: dict[str, Publisher] = field(default_factory=dict)
    #: What each component verb does (:mod:`cogs.kit.components`).
    verbs: Verbs = field(default_factory=Verbs)
    #: One lock per game whose messages are being edited (:func:`cogs.kit.turns.game_lock`).
    locks: weakref.WeakValueDictionary[int, asyncio.Lock] = field(
        default_factory=weakref.WeakValueDictionary
    )


def hooks_of(client: discord.Client) -> Hooks:
    hooks = getattr(client, "hooks", None)
    if not isinstance(hooks, Hooks):
        raise RuntimeError("the bot has no hooks (not a TesseraBot?)")
    return hooks
