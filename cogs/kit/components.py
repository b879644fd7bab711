"""Buttons and selects that survive restarts: ONE ``DynamicItem`` (:class:`GameComponent`) and
ONE custom-id format, ``<namespace>:<verb>:<game id>:<version>[:<args>]``.

Nothing lives in a view: a press is rebuilt from its custom id alone, the game is loaded from
the store and the verb's handler runs (:func:`press`, the one load → version check → "moved
on" → error path). A *strict* verb (a move, a hand, anything about a position) first compares
the version: a component from an older position answers privately ``kit-moved-on``
(with a link to the newest turn message) instead of acting. Lobby verbs are not strict: a
lobby's version grows with every join, but "join" still means the same thing.

The namespace says whose verb it is: ``game`` for the kit's plain buttons (:class:`Action`:
join, leave, start, hand and each game's "take your turn"), a game's own namespaces for its
pickers (``tsuro``; ``trib``/``tris`` and ``tnb``/``tns``, the buttons and selects of
Triominos and Tarnaris). Every id these games ever posted is an instance of this format, so
old buttons keep working.

Adding a verb::

    async def reveal(interaction: discord.Interaction, game: GameInfo, press: Press) -> None: ...
    verbs_of(bot).add(Verb("tnb", "reveal", reveal, strict=True))   # in the extension's setup

and put ``discord.ui.Button(custom_id=custom_id("tnb", "reveal", game.id, game.version, "3"))``
on a message. A select's values reach a handler unchecked by Discord when a request is
forged: :func:`check_choice` compares them with the menu the press came from, and handlers
read them only through :meth:`Press.chosen`, :meth:`Press.choice` and :meth:`Press.choices`,
which refuse any other shape as "that choice is not available".

A component about something else than a game is :class:`Keyed`: a league's sign-up carries
the league's id, ``/help``'s "Play … alone" and its rules picker carry 0
(:func:`free_custom_id`); nothing is loaded, and the handler gets the key and the press.
Handlers may raise refusals (engine/store errors, :class:`cogs.kit.errors.Rejection`); every
error is answered privately by
:func:`cogs.kit.errors.handle_error`. A handler must answer within three seconds: defer first
when it renders or waits on more than one request.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field

import discord

from cogs.kit.context import store_of
from cogs.kit.errors import Rejection, handle_error, send_private
from cogs.kit.speech import attend, shown
from db.errors import NotFoundError
from db.records import GameInfo
from i18n import t

#: The kit's own namespace: plain buttons made from an :class:`Action`.
KIT = "game"
TEMPLATE = (
    r"(?P<namespace>[a-z]{1,8}):(?P<verb>[a-z0-9_]{1,20}):(?P<game>[0-9]{1,18})"
    r":(?P<version>[0-9]{1,9})(?::(?P<args>[0-9a-z,:.\-]{0,60}))?"
)


@dataclass(frozen=True, slots=True)
class Press:
    """What a press carries besides the game: the id's ``args`` and a select's ``values``."""

    args: str
    values: list[str]

    def ints(self, separator: str = ".") -> list[int]:
        """``args`` as numbers (``"3.7"`` → ``[3, 7]``); a refusal if they are not."""
        return [number(part) for part in self.args.split(separator) if part]

    def parts(self, count: int, separator: str = ":") -> list[str]:
        """``args`` split into exactly ``count`` parts; a refusal if they are not."""
        parts = self.args.split(separator)
        if len(parts) != count:
            raise Rejection("unknown_component")
        return parts

    # A select's values are read only through these: a value the component did not offer
    # (a forged request, or a button's press of a select's verb, which carries none) is
    # refused as "that choice is not available", never a ValueError and an apology.
    def chosen(self) -> str:
        """The one value chosen, as it is; a refusal unless exactly one was sent."""
        if len(self.values) != 1:
            raise Rejection("bad_choice")
        return self.values[0]

    def choice(self, parts: int = 1, separator: str = ":") -> list[int]:
        """The one value chosen, as exactly ``parts`` numbers (``"3:90"`` → ``[3, 90]``)."""
        found = self.chosen().split(separator)
        if len(found) != parts or not all(re.fullmatch(r"[0-9]{1,9}", part) for part in found):
            raise Rejection("bad_choice")
        return [int(part) for part in found]

    def choices(self) -> list[int]:
        """Every value chosen (at least one, none twice), each a number, smallest first."""
        if not self.values or len(set(self.values)) != len(self.values):
            raise Rejection("bad_choice")
        if not all(re.fullmatch(r"[0-9]{1,9}", value) for value in self.values):
            raise Rejection("bad_choice")
        return sorted(int(value) for value in self.values)


def number(part: str) -> int:
    """A number from a custom id's args; a refusal (an id no version of the bot made) if not."""
    if not re.fullmatch(r"-?[0-9]{1,9}", part):
        raise Rejection("unknown_component")
    return int(part)


Handler = Callable[[discord.Interaction, GameInfo, Press], Awaitable[None]]
#: A keyed verb's handler: the id's number is not a game's (a league's; :data:`NO_GAME` for a
#: component about nothing) and is passed on.
KeyedHandler = Callable[[discord.Interaction, int, Press], Awaitable[None]]
#: The key (and version) of a component about nothing yet (:func:`free_custom_id`): no game
#: has id 0.
NO_GAME = 0


@dataclass(frozen=True, slots=True)
class Verb:
    """What pressing ``<namespace>:<name>:…`` does."""

    namespace: str
    name: str
    handler: Handler
    strict: bool = True


@dataclass(frozen=True, slots=True)
class Keyed:
    """What pressing ``<namespace>:<name>:<key>:<version>`` does when ``key`` is not a game
    (a league's sign-up, issue 29; ``/help``'s "Play … alone" and its rules picker, key
    :data:`NO_GAME`, issue 25): no game is loaded, no version compared; the handler gets the
    key."""

    namespace: str
    name: str
    handler: KeyedHandler


@dataclass(frozen=True, slots=True)
class Action:
    """A plain button of the kit's namespace: its verb's name and what it shows (``label``: a
    catalogue key, or plain text, see :func:`cogs.kit.speech.shown`), in the language of the
    message it is put on."""

    name: str
    label: str
    style: discord.ButtonStyle = discord.ButtonStyle.secondary


#: The turn message's "Your hand" button (handled by :mod:`cogs.game`).
HAND = Action("hand", "kit-button-hand")
#: Issue 28's buttons (handled by :mod:`cogs.table`): take back the move just confirmed (its
#: ply in the args), accept or refuse someone's request to (the same), and a finished game's
#: rematch.
TAKE_BACK = Action("takeback", "kit-button-take-back")
ACCEPT_TAKE_BACK = Action("tbyes", "kit-button-accept", discord.ButtonStyle.success)
REFUSE_TAKE_BACK = Action("tbno", "kit-button-refuse", discord.ButtonStyle.danger)
REMATCH = Action("rematch", "kit-button-rematch", discord.ButtonStyle.success)


@dataclass(slots=True)
class Verbs:
    """The bot's verb table (``client.hooks.verbs``), filled by the extensions' ``setup``."""

    table: dict[tuple[str, str], Verb | Keyed] = field(default_factory=dict)

    def add(self, *verbs: Verb | Keyed) -> None:
        """Make ``verbs`` pressable; re-adding one replaces it (a reloaded extension)."""
        for verb in verbs:
            if not re.fullmatch(r"[a-z]{1,8}", verb.namespace) or not re.fullmatch(
                r"[a-z0-9_]{1,20}", verb.name
            ):
                raise ValueError(f"bad verb {verb.namespace!r}:{verb.name!r}")
            self.table[verb.namespace, verb.name] = verb

    def get(self, namespace: str, name: str) -> Verb | Keyed | None:
        return self.table.get((namespace, name))


def custom_id(
    namespace: str, verb: str, game_id: int, version: int, args: str | None = None
) -> str:
    """The custom id of a component for ``verb`` on game ``game_id`` at ``version``."""
    base = f"{namespace}:{verb}:{game_id}:{version}"
    return base if args is None else f"{base}:{args}"


def free_custom_id(namespace: str, verb: str, args: str | None = None) -> str:
    """The custom id of a component about nothing yet, for the :class:`Keyed` ``verb``."""
    return custom_id(namespace, verb, NO_GAME, NO_GAME, args)


class GameComponent(discord.ui.DynamicItem[discord.ui.Item], template=TEMPLATE):
    """Any button or select of the bot, rebuilt from its custom id."""

    def __init__(self, item: discord.ui.Item, match: re.Match[str]) -> None:
        super().__init__(item)
        self.match = match

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]
    ) -> GameComponent:
        # Never raise here: discord.py would only log it and the user would see a failure.
        return cls(item, match)

    async def callback(self, interaction: discord.Interaction) -> None:
        m = self.match
        values = list(getattr(self.item, "values", []) or [])
        try:
            await attend(interaction)
            if isinstance(self.item, discord.ui.Select):
                check_choice(self.item, values)
            await press(
                interaction,
                m["namespace"],
                m["verb"],
                int(m["game"]),
                int(m["version"]),
                Press(m["args"] or "", values),
            )
        except Exception as error:  # answered, never "interaction failed"
            await handle_error(interaction, error)


def check_choice(menu: discord.ui.Select, values: list[str]) -> None:
    """Refuse values that are not the menu's options, or too few or too many of them: the
    one check for every select (issue 19, 3), so handlers may read ``values[0]`` as one of
    the options they offered. Discord's client sends no others; a forged request may."""
    offered = {option.value for option in menu.options}
    if not menu.min_values <= len(values) <= menu.max_values or not set(values) <= offered:
        raise Rejection("bad_choice")


async def answer_stray_component(interaction: discord.Interaction) -> None:
    """Answer a press whose custom id is not of :data:`TEMPLATE` (an older bot's button, a
    forged id): no item handles it, and unanswered it would read "interaction failed"."""
    if interaction.type is not discord.InteractionType.component:
        return
    custom = str((interaction.data or {}).get("custom_id", ""))
    if re.fullmatch(TEMPLATE, custom):
        return
    await handle_error(interaction, Rejection("unknown_component"))


async def press(
    interaction: discord.Interaction,
    namespace: str,
    verb: str,
    game_id: int,
    version: int,
    pressed: Press,
) -> None:
    """Load the game, check the version for a strict verb, run the verb's handler (a keyed
    verb's handler gets the id as it is)."""
    spec = verbs_of(interaction.client).get(namespace, verb)
    if spec is None:
        # A component of a feature that no longer exists.
        await send_private(interaction, t("kit-moved-on"))
        return
    if isinstance(spec, Keyed):
        await spec.handler(interaction, game_id, pressed)
        return
    try:
        game = await store_of(interaction.client).get(game_id)
    except NotFoundError:
        raise Rejection("not_found", game_id=game_id) from None
    if spec.strict and game.version != version:
        await send_private(interaction, moved_on(game))
        return
    await spec.handler(interaction, game, pressed)


def verbs_of(client: discord.Client) -> Verbs:
    verbs = getattr(getattr(client, "hooks", None), "verbs", None)
    if not isinstance(verbs, Verbs):
        raise RuntimeError("the bot has no verb table (not a TesseraBot?)")
    return verbs


def moved_on(game: GameInfo) -> str:
    """The private answer to a component from an older position, linking the newest one."""
    if game.turn_message_id is None:
        return t("kit-moved-on")
    channel = game.thread_id or game.channel_id
    guild = game.guild_id if game.guild_id is not None else "@me"
    url = f"https://discord.com/channels/{guild}/{channel}/{game.turn_message_id}"
    return t("kit-moved-on-at", url=url)


def action_button(game: GameInfo, action: Action, args: str | None = None) -> discord.ui.Button:
    return discord.ui.Button(
        label=shown(action.label),
        style=action.style,
        custom_id=custom_id(KIT, action.name, game.id, game.version, args),
    )


def view_for(game: GameInfo, actions: Iterable[Action]) -> discord.ui.View:
    """A stateless view with one button per action (at most 25; 5 a row)."""
    view = discord.ui.View(timeout=None)
    for action in actions:
        view.add_item(action_button(game, action))
    return view


def keyless(handler: Callable[[discord.Interaction, Press], Awaitable[None]]) -> KeyedHandler:
    """A :class:`Keyed` handler for a component about nothing (its key is :data:`NO_GAME`)."""

    async def run(interaction: discord.Interaction, _: int, pressed: Press) -> None:
        await handler(interaction, pressed)

    return run


def plain(
    handler: Callable[[discord.Interaction, GameInfo], Awaitable[None]],
) -> Handler:
    """A handler for a plain button, which carries no args."""

    async def run(interaction: discord.Interaction, game: GameInfo, _: Press) -> None:
        await handler(interaction, game)

    return run


#: The dynamic items ``bot.py`` registers: the one component family.
DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem], ...] = (GameComponent,)
