"""Which game a command acts on, who may manage it, and the store every cog uses.

Resolution (:func:`resolve_game`): an explicit ``game`` option wins; inside a game's thread the
command acts on that game; elsewhere the user's running games in this server are the
candidates, and the only one is taken (several: the user is asked to pick, with the ``game``
option's autocomplete, :func:`game_autocomplete`).

The bot (``bot.TesseraBot``) carries the store as ``client.store``; :func:`store_of` reads it,
so cogs never import ``bot`` (which runs as ``__main__``).
"""

from __future__ import annotations

import hashlib
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from contextlib import asynccontextmanager
from dataclasses import dataclass

import discord
from discord import app_commands

from cogs.kit.errors import COMMITTED, Refused, Rejection
from cogs.kit.names import seat_labels
from db.errors import NotFoundError, StoreError
from db.models import GameStatus
from db.outbox import Outbox
from db.records import GameInfo
from db.store import GameStore
from engine.core import EngineError
from engine.registry import get_game
from i18n import t

#: Autocomplete choices shown at most (Discord's limit).
MAX_CHOICES = 25
#: Discord's longest message nonce.
NONCE_LENGTH = 25
Candidates = Callable[[GameStore, discord.Interaction], Awaitable[list[GameInfo]]]


def store_of(client: discord.Client) -> GameStore:
    store = getattr(client, "store", None)
    if not isinstance(store, GameStore):
        raise RuntimeError("the bot has no game store (setup_hook not run?)")
    return store


def outbox_of(client: discord.Client) -> Outbox:
    outbox = getattr(client, "outbox", None)
    if not isinstance(outbox, Outbox):
        raise RuntimeError("the bot has no outbox (setup_hook not run?)")
    return outbox


async def users_games(store: GameStore, interaction: discord.Interaction) -> list[GameInfo]:
    """The user's running games in this server (all of them in a DM)."""
    return await store.user_games(interaction.user.id, guild_id=interaction.guild_id)


@dataclass(frozen=True)
class GamesOf:
    """Candidates for one game's own commands (``/tsuro …``): the user's running games of the
    engine game ``name``. :func:`resolve_game` refuses a game of another kind for them, whether
    named by id or by the thread the command is used in."""

    name: str

    async def __call__(self, store: GameStore, interaction: discord.Interaction) -> list[GameInfo]:
        return [g for g in await users_games(store, interaction) if g.game == self.name]


def users_games_of(name: str) -> Candidates:
    """Like :func:`users_games`, only games of the engine game ``name``."""
    return GamesOf(name)


async def open_lobbies(store: GameStore, interaction: discord.Interaction) -> list[GameInfo]:
    """Lobbies of this server the user has not joined: what ``/game join`` may pick from."""
    if interaction.guild_id is None:
        return []
    lobbies = await store.guild_games(interaction.guild_id, statuses=[GameStatus.LOBBY])
    return [g for g in lobbies if g.seat_of(interaction.user.id) is None]


async def resolve_game(
    interaction: discord.Interaction,
    game_id: int | None,
    candidates: Candidates = users_games,
    *,
    none: str = "no_games",
    several: str = "choose_game",
) -> GameInfo:
    """The game a command acts on (see the module docstring); refusals are :class:`Rejection`,
    with the codes ``none`` and ``several`` when the candidates decide (``/game join`` words
    them as lobbies to join)."""
    store = store_of(interaction.client)
    if game_id is not None:
        try:
            game = await store.get(game_id)
        except NotFoundError:
            raise Rejection("unknown_game_id", game_id=game_id) from None
        # In a DM the user's own games of every server are the candidates (``/game mine``
        # lists them there, and the autocomplete offers them): naming one is no mistake.
        in_dm = interaction.guild_id is None and game.seat_of(interaction.user.id) is not None
        if game.guild_id != interaction.guild_id and not in_dm:
            raise Rejection("other_server", game_id=game_id)
        return _of_kind(game, candidates)
    channel = interaction.channel
    if isinstance(channel, discord.Thread):
        found = await store.by_thread(channel.id)
        if found is not None:
            return _of_kind(found, candidates)
    games = await candidates(store, interaction)
    if not games:
        raise Rejection(none)
    if len(games) > 1:
        raise Rejection(several, count=len(games))
    return games[0]


def _of_kind(game: GameInfo, candidates: Candidates) -> GameInfo:
    """``game``, unless a game's own command (``/triominos scores``) was aimed at another kind."""
    if isinstance(candidates, GamesOf) and game.game != candidates.name:
        raise Rejection(
            "other_kind",
            game_id=game.id,
            title=game.rules.title,
            command=candidates.name,
            wanted=get_game(candidates.name).title,
        )
    return game


def choice_label(game: GameInfo, user_id: int | None = None) -> str:
    """How a game is named in autocomplete and lists: ``#12 Tsuro · lobby 2/8 · by Alice``, in
    the current language (the user's: autocomplete and lists answer only them)."""
    title = game.rules.title
    creator = next((s.name for s in game.seats if s.user_id == game.creator_id), None)
    if game.status == GameStatus.LOBBY:
        where = t("kit-label-lobby", seated=str(len(game.seats)), seats=str(game.max_seats))
    elif user_id is not None and any(s.user_id == user_id and s.to_act for s in game.seats):
        where = t("kit-label-your-turn")
    else:
        where = t("kit-label-" + str(game.status))
    label = f"#{game.id} {title} · {where}"
    return t("kit-label-by", label=label, creator=creator)[:100] if creator else label[:100]


def game_autocomplete(candidates: Candidates = users_games) -> Callable[..., Awaitable[list]]:
    """An autocomplete callback offering ``candidates`` whose label contains what was typed."""

    async def complete(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        store = store_of(interaction.client)
        games = await candidates(store, interaction)
        typed = current.strip().lstrip("#").lower()
        labels = ((g, choice_label(g, interaction.user.id)) for g in games)
        return [
            app_commands.Choice(name=label, value=g.id)
            for g, label in labels
            if typed in label.lower()
        ][:MAX_CHOICES]

    return complete


async def is_manager(interaction: discord.Interaction) -> bool:
    """Manage Server, or the server's manager role (``/settings``, issue 10)."""
    if interaction.guild_id is None or not isinstance(interaction.user, discord.Member):
        return False
    if interaction.permissions.manage_guild:
        return True
    settings = await store_of(interaction.client).guild_settings(interaction.guild_id)
    role = settings.manager_role_id
    return role is not None and any(r.id == role for r in interaction.user.roles)


def seat_names(game: GameInfo) -> list[str]:
    """The seats' names as players read them, in the current language."""
    return seat_labels(game.seats)


@asynccontextmanager
async def refusals(game: GameInfo) -> AsyncIterator[None]:
    """``async with refusals(game): ...`` words engine/store errors with this game's names."""
    try:
        yield
    except (EngineError, StoreError) as error:
        raise Refused(error, names=seat_names(game), game=game.game) from error


@asynccontextmanager
async def committing(interaction: discord.Interaction, game: GameInfo) -> AsyncIterator[None]:
    """``async with committing(interaction, game): result = await store.play(...)``: the store
    call that commits the user's action, its refusals worded as :func:`refusals` words them.
    Once it returned, the action stands whatever follows: a failure after it (the turn
    message, the private confirmation) is answered "your action stands", never "something
    went wrong", which would invite playing it again (:func:`cogs.kit.errors.handle_error`)."""
    async with refusals(game):
        yield
    interaction.extras[COMMITTED] = game.id


def nonce(kind: str, *numbers: int) -> str:
    """A message nonce for a post that has no outbox row: ``kind`` (a few letters) and a
    digest of the ids that make the post unique, within Discord's 25 characters. discord.py
    sends it with ``enforce_nonce``, so its own retry of the post (after a 5xx) never makes a
    second message."""
    digest = hashlib.blake2b(repr(numbers).encode(), digest_size=8).hexdigest()
    text = f"{kind}.{digest}"
    if len(text) > NONCE_LENGTH:
        raise ValueError(f"nonce kind {kind!r} is too long")
    return text


def mentions(user_ids: Iterable[int | None]) -> str:
    return " ".join(f"<@{uid}>" for uid in user_ids if uid is not None)
