"""Per-game presentation adapters: how each game looks and reads in Discord.

The common commands (``/game status|board|hand|rules``), the lobby (``/<game> new``) and the turn
message posted after every start and move know nothing about a particular game: they ask the
game's :class:`GameAdapter`, found by :func:`adapter_for`: the ``ADAPTER`` of the game's
plug-in, ``cogs.<game>`` (:mod:`cogs.kit.registry`), for every game of ``engine.registry``.

The interface (override what your game needs; everything has a working default)
-------------------------------------------------------------------------------
Lobby / ``/<game> new``
    ``group_description`` (the ``/<game>`` group's text), ``new_options()`` (the
    ``OptionSpec`` s offered as typed parameters; default: all of ``options_spec``),
    ``option_descriptions`` (a text for every option offered: the engine's English
    description cannot be translated), ``options_summary(options)`` (one line for the lobby
    message).
Turn message (``cogs.kit.turns.post_turn``)
    ``turn_seats(game)`` (seats to mention: whose turn it is; default: every human seat in
    ``to_act``), ``turn_line(game)``, ``describe_event(game, event)`` (one line in words per
    public event, ``None`` to leave one out), ``describe_events(game, events)`` (all lines of
    one move: override to sum several events up in one line), ``ending_pictures(game, log)``
    (extra public attachments of the game-over message, e.g. a replay; ``log`` is
    ``[(seat, move)]``), ``turn_actions(game)`` (plain buttons,
    :class:`cogs.kit.components.Action` s, shown under the picture; default ``[HAND]``; the
    plug-in adds their verbs to the bot in its ``setup``), ``turn_view(game)`` (the whole view
    instead, for buttons that carry more than an action; default: built from ``turn_actions``),
    ``retire_turn_message(client, game, cause)`` (a game that edits its own turn message closes
    it when the turn clock or a resignation moves the game on, saying which).
Public picture
    ``board_png(game)`` — drawn from the SPECTATOR view only (``game.view(None)``).
Private hand
    ``hand(game, seat)`` → :class:`Hand` (``text`` and ``picture``): the same content twice, so
    it can be read without the image. Only ever sent ephemerally to the seat's own user, under
    ``hand_title`` ("Your hand"; Tarnaris: "Your field").
Status and rules
    ``status_lines(game)`` (phase, scores, …: public information only), ``phase(game)``,
    ``rules_text`` (a short summary, ≤ 2,000 characters: a property, in the current language)
    and ``rules_png()`` (a picture of a sample position, drawn once per language).

Languages (issue 17)
    ``group_description``, the values of ``option_descriptions`` and ``hand_title`` are keys
    of the game's catalogue (``tsuro-cmd-group``): the kit makes them command texts
    (:func:`command_text`, translated for each user's client) and titles (:func:`shown`). For
    a plug-in not converted yet, a value that is no key is taken as plain English text.
    Everything else an adapter returns is text in the current language (:func:`i18n.t`): the
    kit calls it inside ``i18n.speaking(game.language)`` for public messages, and in the
    user's language for private answers.

Everything here is synchronous and pure (GameInfo in, text/bytes out). Callers run the picture
methods off the event loop (``asyncio.to_thread``); nothing is kept between calls except the
cached sample pictures of the rules.
"""

from __future__ import annotations

import abc
import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar, Literal

import discord
from discord import app_commands

import i18n
from cogs.kit.components import HAND, Action, view_for
from cogs.kit.names import seat_labels
from cogs.kit.registry import plugin_module
from cogs.kit.speech import described, is_catalogued
from db.records import GameInfo
from engine.core import TAKE_BACK, Event, Game, Move, OptionSpec
from engine.registry import all_games, get_game
from engine.rng import Rng
from render.public import chosen_colours

#: Discord's limit for command and option descriptions.
DESCRIPTION_LIMIT = 100
#: What moved a game on past its turn message, besides its own flow: the turn clock's action
#: or a player's resignation (a computer's move is the game's own flow, as a person's is).
RetireCause = Literal["clock", "resignation", "take_back"]
SAMPLE_NAMES = ("Alice", "Bob", "Carol")


@dataclass(frozen=True, slots=True)
class Picture:
    """A PNG attachment."""

    filename: str
    data: bytes


@dataclass(frozen=True, slots=True)
class Hand:
    """A player's private information: ``text`` says in words what ``picture`` shows."""

    text: str
    picture: Picture | None


#: Ways any game may end, in the kit's words (the engine's ``outcome.reason``).
KIT_REASONS: Mapping[str, str] = {
    "resignations": "kit-reason-resigned",
    "resigned": "kit-reason-resigned",
}


class GameAdapter(abc.ABC):
    """The defaults every game gets; see the module docstring for what to override."""

    name: ClassVar[str]
    #: The catalogue key of each way this game ends (the engine's ``outcome.reason``).
    reasons: ClassVar[Mapping[str, str]] = {}
    #: A catalogue key (or plain text, see the module docstring), as each value of
    #: ``option_descriptions`` and ``hand_title``.
    group_description: ClassVar[str]
    #: The ``/game rules`` text in the current language (games make it a property).
    rules_text: str
    option_descriptions: ClassVar[Mapping[str, str]] = {}
    #: The names of a ``choice`` option's values, as catalogue keys (``{"start": {"highest":
    #: "triominos-choice-start-highest"}}``); a value without one is shown as it is (``"76"``).
    choice_names: ClassVar[Mapping[str, Mapping[Any, str]]] = {}
    #: Move kinds that let a turn go by, best first: the turn clock's "skip" plays the first
    #: legal one (none: the computer plays the turn).
    skip_kinds: ClassVar[tuple[str, ...]] = ()
    #: Event kinds of a move that leaves the turn with its player (a Triominos draw): such a
    #: move edits the turn message instead of posting a new one (issue 25).
    same_turn_kinds: ClassVar[frozenset[str]] = frozenset()
    #: Moves played from the set-up for the rules picture's sample position.
    sample_moves: ClassVar[int] = 12
    #: The title of the private message that shows a seat's own information (``hand``).
    hand_title: ClassVar[str] = "kit-hand-title"

    @property
    def rules(self) -> Game:
        return get_game(self.name)

    @property
    def title(self) -> str:
        return self.rules.title

    # -- lobby ----------------------------------------------------------------------------------
    def new_options(self) -> tuple[OptionSpec, ...]:
        return self.rules.options_spec

    def option_description(self, spec: OptionSpec) -> app_commands.locale_str | str:
        return command_text(self.option_descriptions.get(spec.name, spec.description))

    def option_choices(self) -> dict[str, list[app_commands.Choice[Any]]]:
        """The choices of each ``choice`` option of ``new_options()``, named in every language
        where :attr:`choice_names` has a key."""
        return {
            spec.name: [
                app_commands.Choice(
                    name=command_text(self.choice_names.get(spec.name, {}).get(value, str(value))),
                    value=value,
                )
                for value in spec.choices
            ]
            for spec in self.new_options()
            if spec.kind == "choice"
        }

    def options_summary(self, options: Mapping[str, Any]) -> str:
        """The lobby's one line about the chosen options (only those off their default)."""
        changed = [
            f"{spec.name.replace('_', ' ')}: {_option_text(options.get(spec.name))}"
            for spec in self.rules.options_spec
            if options.get(spec.name, spec.default) != spec.default
        ]
        if not changed:
            return i18n.t("kit-options-standard")
        return i18n.t("kit-options", options=", ".join(changed))

    # -- seats ----------------------------------------------------------------------------------
    @staticmethod
    def names(game: GameInfo) -> list[str]:
        return seat_labels(game.seats)

    @staticmethod
    def colours(game: GameInfo) -> list[int] | None:
        """Palette indices for the seats' chosen colours, or ``None`` for the default order."""
        return chosen_colours([seat.colour for seat in game.seats])

    # -- turn -----------------------------------------------------------------------------------
    def phase(self, game: GameInfo) -> str:
        if game.status == "lobby":
            return i18n.t("kit-phase-lobby")
        if game.is_over:
            return i18n.t("kit-phase-over" if game.status == "finished" else "kit-phase-cancelled")
        return i18n.t("kit-phase-playing")

    def turn_seats(self, game: GameInfo) -> list[int]:
        """The human seats the engine waits on (its ``waiting_for``: whose turn it is, or who
        owes a choice; not a Tarnaris player who merely could claim)."""
        return [s.seat for s in game.seats if s.to_act and not s.is_computer]

    def reason_text(self, reason: str) -> str:
        """Why a game ended, in words: the engine's ``reason`` code through :attr:`reasons`,
        else the kit's words for every game, else a neutral phrase; never the code itself."""
        return i18n.t(self.reasons.get(reason) or KIT_REASONS.get(reason, "kit-reason-other"))

    def turn_line(self, game: GameInfo) -> str:
        """Whose turn it is, or how the game ended, in words (mentions come from cogs.kit.turns)."""
        if game.outcome is not None:
            names = self.names(game)
            winners = i18n.all_of([names[seat] for seat in sorted(game.outcome.winners)])
            reason = self.reason_text(game.outcome.reason)
            if not winners:
                return i18n.t("kit-turn-over-nobody", reason=reason)
            return i18n.t("kit-turn-over", winners=winners, reason=reason)
        if game.status == "cancelled":
            return i18n.t("kit-turn-cancelled")
        names = self.names(game)
        waiting = [names[s.seat] for s in game.seats if s.to_act]
        if not waiting:
            return i18n.t("kit-turn-waiting")
        return i18n.t("kit-turn-waiting-for", players=i18n.all_of(waiting))

    def describe_event(self, game: GameInfo, event: Event) -> str | None:
        names = self.names(game)
        seat = event.get("seat")
        who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else None
        kind = str(event.get("kind", "")).replace("_", " ")
        if event.get("kind") == "game_over":
            return None  # the turn line says it
        if event.get("kind") == "resigned" and who:
            return i18n.t("kit-event-resigned", player=who)
        if event.get("kind") == TAKE_BACK and who:
            return i18n.t("kit-event-took-back", player=who, moves=int(event["plies"]))
        return f"{who}: {kind}." if who else f"{kind.capitalize()}."

    def describe_events(self, game: GameInfo, events: Sequence[Event]) -> list[str]:
        return [line for e in events if (line := self.describe_event(game, e)) is not None]

    def ending_pictures(self, game: GameInfo, log: Sequence[tuple[int, Move]]) -> list[Picture]:
        return []

    def turn_actions(self, game: GameInfo) -> list[Action]:
        return [] if game.is_over else [HAND]

    def turn_view(self, game: GameInfo) -> discord.ui.View | None:
        """The components under the turn message: by default one button per ``turn_actions``;
        a game whose buttons carry more than an action (slot numbers, …) builds its own."""
        actions = self.turn_actions(game)
        return view_for(game, actions) if actions else None

    async def retire_turn_message(
        self, client: discord.Client, game: GameInfo, cause: RetireCause
    ) -> None:
        """Called before a new turn message is posted by something else than the game's own
        flow (``cause``: the turn clock, a resignation): a game that edits its turn message as
        a turn goes on brings ``game.turn_message_id``'s up to date here, saying what moved the
        game on. Nothing by default."""
        return None

    # -- pictures -------------------------------------------------------------------------------
    @abc.abstractmethod
    def board_png(self, game: GameInfo) -> bytes:
        """The public picture, from the spectator view only."""

    @abc.abstractmethod
    def hand(self, game: GameInfo, seat: int) -> Hand:
        """``seat``'s private information, from that seat's own view."""

    def status_lines(self, game: GameInfo) -> list[str]:
        return []

    def rules_png(self) -> bytes:
        """The rules picture, in the current language (drawn once per language)."""
        return _sample_picture(self.name, i18n.current())

    @abc.abstractmethod
    def sample_board(self, view: Any, names: Sequence[str]) -> bytes:
        """The public picture of a spectator ``view`` (the rules picture uses it)."""


def command_text(value: str) -> app_commands.locale_str | str:
    """A command, option or choice description an adapter gives: a catalogue key, made
    translatable (:func:`i18n.described`: English to Discord, every other language through
    the tree's translator), or plain text, taken as it is (English only), shortened to
    Discord's limit. Accepting both lets game plug-ins move to keys one by one."""
    if is_catalogued(value):
        return described(value)
    return shorten(value, DESCRIPTION_LIMIT)


def shorten(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _option_text(value: Any) -> str:
    if isinstance(value, bool):
        return i18n.t("kit-option-on" if value else "kit-option-off")
    return str(value)


@cache
def _sample_picture(name: str, language: str) -> bytes:
    """A sample position a few moves in (seeded, so always the same picture), its words in
    ``language``."""
    adapter = adapter_for(name)
    rules = adapter.rules
    players = max(rules.min_players, min(3, rules.max_players))
    state = rules.setup(players, rules.normalize_options({}), 20261129)
    rng = Rng(7)
    for _ in range(adapter.sample_moves):
        if rules.outcome(state) is not None:
            break
        seat, move = rules.random_action(state, rng)
        state = rules.apply(state, seat, move).state
    with i18n.speaking(language):
        return adapter.sample_board(rules.view(state, None), SAMPLE_NAMES[:players])


def all_adapters() -> dict[str, GameAdapter]:
    """One adapter per registered engine game, by name, in the engine registry's order."""
    return {name: adapter_for(name) for name in all_games()}


def adapter_for(name: str) -> GameAdapter:
    """The ``ADAPTER`` of game ``name``'s plug-in (:func:`plugin_module`)."""
    adapter = importlib.import_module(plugin_module(name)).ADAPTER
    if not isinstance(adapter, GameAdapter):
        raise TypeError(f"{plugin_module(name)}.ADAPTER is not a GameAdapter")
    return adapter


def turn_seats(game: GameInfo) -> list[int]:
    """The seats a game waits on, as its turn message says (Tarnaris: not every claimer)."""
    return adapter_for(game.game).turn_seats(game)


def skip_kinds(game: GameInfo) -> tuple[str, ...]:
    """The moves that let a turn of ``game`` go by (the turn clock's "skip")."""
    return adapter_for(game.game).skip_kinds
