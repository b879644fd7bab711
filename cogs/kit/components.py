"""Buttons that survive restarts: one ``DynamicItem`` whose custom id names an action, a game
and the game version the button was made for — ``game:<action>:<game id>:<version>``.

Nothing lives in a view: a click is rebuilt from its custom id alone, the game is loaded from
the store, and the action's handler runs. A *strict* action (a move, a hand, anything about a
position) first compares the version: a button from an older position answers privately
:data:`cogs.kit.text.MOVED_ON` (with a link to the newest turn message) instead of acting. Lobby
actions are not strict: a lobby's version grows with every join, but "join" still means the
same thing; they are refused by the store once the lobby is closed.

Adding a button (issues 8–10)::

    async def take_turn(interaction: discord.Interaction, game: GameInfo) -> None: ...
    register_action(ButtonAction("turn", "Take your turn", take_turn, strict=True,
                                 style=discord.ButtonStyle.primary))

then list ``"turn"`` in the adapter's ``turn_actions`` (or build the view with :func:`view_for`).
Handlers may raise refusals (engine/store errors, :class:`cogs.kit.errors.Rejection`); every error
is answered privately by :func:`cogs.kit.errors.handle_error`. A handler must answer within three
seconds: defer first when it renders or waits on more than one request.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass

import discord

from cogs.kit import text
from cogs.kit.context import store_of
from cogs.kit.errors import Rejection, handle_error, send_private
from db.errors import NotFoundError
from db.records import GameInfo

Handler = Callable[[discord.Interaction, GameInfo], Awaitable[None]]
CUSTOM_ID = "game:{action}:{game}:{version}"


@dataclass(frozen=True, slots=True)
class ButtonAction:
    name: str
    label: str
    handler: Handler
    strict: bool = True
    style: discord.ButtonStyle = discord.ButtonStyle.secondary


_ACTIONS: dict[str, ButtonAction] = {}


def register_action(action: ButtonAction) -> None:
    """Make ``action`` clickable; names are unique (re-registering one replaces it, so a
    reloaded extension does not fail)."""
    if not re.fullmatch(r"[a-z_]{1,20}", action.name):
        raise ValueError(f"button action names are 1–20 of a-z and _: {action.name!r}")
    _ACTIONS[action.name] = action


def action(name: str) -> ButtonAction:
    return _ACTIONS[name]


class GameButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"game:(?P<action>[a-z_]{1,20}):(?P<game>[0-9]{1,18}):(?P<version>[0-9]{1,9})",
):
    """A button for ``action`` on game ``game_id`` at ``version``."""

    def __init__(self, action_name: str, game_id: int, version: int) -> None:
        spec = _ACTIONS.get(action_name)
        label = spec.label if spec else action_name
        style = spec.style if spec else discord.ButtonStyle.secondary
        custom_id = CUSTOM_ID.format(action=action_name, game=game_id, version=version)
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=custom_id))
        self.action_name = action_name
        self.game_id = game_id
        self.version = version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> GameButton:
        # Never raise here: discord.py would only log it and the user would see a failure.
        return cls(match["action"], int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await self._run(interaction)
        except Exception as error:  # answered, never "interaction failed"
            await handle_error(interaction, error)

    async def _run(self, interaction: discord.Interaction) -> None:
        spec = _ACTIONS.get(self.action_name)
        if spec is None:
            # A button of a feature that no longer exists.
            await send_private(interaction, text.MOVED_ON)
            return
        store = store_of(interaction.client)
        try:
            game = await store.get(self.game_id)
        except NotFoundError:
            raise Rejection("not_found", game_id=self.game_id) from None
        if spec.strict and game.version != self.version:
            await send_private(interaction, moved_on(game))
            return
        await spec.handler(interaction, game)


def moved_on(game: GameInfo) -> str:
    """The private answer to a button from an older position, linking the newest one."""
    if game.turn_message_id is None:
        return text.MOVED_ON
    channel = game.thread_id or game.channel_id
    guild = game.guild_id if game.guild_id is not None else "@me"
    url = f"https://discord.com/channels/{guild}/{channel}/{game.turn_message_id}"
    return text.MOVED_ON_AT.format(url=url)


def view_for(game: GameInfo, actions: Iterable[str]) -> discord.ui.View:
    """A stateless view with one button per action (at most 25; 5 a row)."""
    view = discord.ui.View(timeout=None)
    for name in actions:
        view.add_item(GameButton(name, game.id, game.version))
    return view


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem], ...] = (GameButton,)
