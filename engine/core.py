"""The game contract every Tessera game implements.

A game is a stateless object (one per game name) whose methods take and return immutable
state values. The store keeps ``(name, players, options, seed, [moves])`` and may rebuild any
state by replaying; snapshots are only a cache.

Seats are integers ``0..players-1``; the engine never sees Discord users.

Moves and events are plain JSON-able values:

* a move is a ``dict`` with a ``"kind"`` key (``{"kind": "place", "tile": 12, "rotation": 90}``);
  games may validate their shape in ``decode_move``. A logged move is written by
  ``encode_move``, which adds ``"format": move_format``, as a stored state carries ``format``;
* an event is a ``dict`` with a ``"kind"`` key. Events are public: they are what the chat
  messages and pictures tell everybody, so they never carry a secret.

Errors carry a ``code`` and data, never English; ``cogs`` words them for players.
"""

from __future__ import annotations

import abc
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from engine.rng import Rng, derive

Json = Any
Move = dict[str, Any]
Event = dict[str, Any]
#: Accepted by every game's ``apply`` from a seat still playing, whosever turn it is.
RESIGN: Move = {"kind": "resign"}
#: The kind of the move that takes moves back (issue 28): ``{"kind": "take_back", "plies": k,
#: "state": <the encoded state k plies back>}``. The store writes it, never a player: the log
#: keeps the moves taken back and adds this one, so history is never rewritten, and a replay
#: checks that the state it carries is the one ``k`` plies back (:meth:`Game.replay`).
TAKE_BACK = "take_back"
#: How many re-deals :meth:`Game.shows_mover_hidden` tries: the chance that a move which shows
#: its mover one of two equally likely hidden things looks as if it showed nothing is 2^-15.
REVEAL_SAMPLES = 16
#: The key of the rules edition in a game's normalised options (:attr:`Game.edition`).
EDITION = "edition"


def stored_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """Options as stored with a game: those written before rules editions existed are
    edition 1, the rules they were played by."""
    return {EDITION: 1, **options}


S = TypeVar("S")


class CodedError(Exception):
    """An error that is a machine-readable ``code`` plus data, no prose: one place (the
    cogs' wording) turns it into what a player reads."""

    def __init__(self, code: str, **data: Any) -> None:
        super().__init__(code, data)
        self.code = code
        self.data = data

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.code!r}, {self.data!r})"


class EngineError(CodedError):
    """Base of every engine error."""


class InvalidOptionsError(EngineError):
    """Game options that are unknown, of the wrong type or out of range."""


class InvalidMoveError(EngineError):
    """A move that is malformed: wrong shape, unknown kind, values out of range."""


class IllegalMoveError(EngineError):
    """A well-formed move that the position forbids (not your turn, suicide, no match, …)."""


class FormatError(EngineError):
    """A stored state in a format version this code cannot read."""


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One game option, described so that commands and validation share one source.

    ``kind`` is ``"bool"``, ``"int"`` or ``"choice"``; ``choices`` lists the allowed values of a
    ``"choice"`` (strings) and ``minimum``/``maximum`` bound an ``"int"``.
    """

    name: str
    kind: str
    default: Any
    description: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: the winning seats (several share a win), final scores if
    the game keeps score, and a reason code such as ``"last_marker"`` or ``"target_score"``."""

    winners: frozenset[int]
    reason: str
    scores: tuple[int, ...] | None = None

    def to_json(self) -> Json:
        return {
            "winners": sorted(self.winners),
            "reason": self.reason,
            "scores": list(self.scores) if self.scores is not None else None,
        }

    @classmethod
    def from_json(cls, data: Json) -> Outcome:
        scores = data.get("scores")
        return cls(
            frozenset(data["winners"]),
            data["reason"],
            tuple(scores) if scores is not None else None,
        )


@dataclass(frozen=True, slots=True)
class Applied(Generic[S]):
    """The result of :meth:`Game.apply`: the new state and the public events of the move."""

    state: S
    events: list[Event] = field(default_factory=list)


class Game(abc.ABC, Generic[S]):
    """One game's rules. Subclasses are stateless; every method is a pure function."""

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options_spec: ClassVar[tuple[OptionSpec, ...]] = ()
    #: Version of the JSON written by :meth:`encode_state`; bumped on incompatible change.
    state_format: ClassVar[int] = 1
    #: Version of the JSON written by :meth:`encode_move`; bumped on incompatible change.
    move_format: ClassVar[int] = 1
    #: The edition of the rules new games are played by. A change of the rules that makes an
    #: old move log play out differently bumps it; the normalised options carry it as
    #: ``"edition"`` (see :meth:`normalize_options`), so a stored game replays under the rules
    #: it was played by. Options stored before editions existed are edition 1
    #: (:func:`stored_options`).
    edition: ClassVar[int] = 1

    # -- set-up -------------------------------------------------------------------------
    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Validate ``options`` against :attr:`options_spec` and fill in defaults; the rules
        ``"edition"`` (1 to :attr:`edition`) defaults to the newest."""
        options = dict(options or {})
        edition = options.pop(EDITION, self.edition)
        if type(edition) is not int or not 1 <= edition <= self.edition:
            raise InvalidOptionsError("option_value", name=EDITION, value=edition, kind="int")
        known = {spec.name: spec for spec in self.options_spec}
        unknown = sorted(set(options) - set(known))
        if unknown:
            raise InvalidOptionsError("unknown_option", names=unknown, known=sorted(known))
        result: dict[str, Any] = {}
        for spec in self.options_spec:
            value = options.get(spec.name, spec.default)
            result[spec.name] = _check_option(spec, value)
        result[EDITION] = edition
        return result

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise InvalidOptionsError(
                "player_count",
                players=players,
                minimum=self.min_players,
                maximum=self.max_players,
            )

    @abc.abstractmethod
    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> S:
        """The initial state for ``players`` seats. ``options`` are normalised here."""

    # -- play ---------------------------------------------------------------------------
    @abc.abstractmethod
    def to_act(self, state: S) -> frozenset[int]:
        """Seats that have at least one legal move now (empty once the game is over)."""

    def waiting_for(self, state: S) -> frozenset[int]:
        """Seats the game is waiting on: whose turn it is, or who owes a choice.

        A subset of :meth:`to_act`. It differs where a seat *may* act without the game
        needing it to (a Tarnaris "I know it!" claim): turn messages, reminders, the turn
        clock and "games waiting on you" use this, moves use ``to_act``.
        """
        return self.to_act(state)

    @abc.abstractmethod
    def legal_moves(self, state: S, seat: int) -> list[Move]:
        """Every legal move of ``seat`` now, in a stable order; empty if it may not act."""

    @abc.abstractmethod
    def apply(self, state: S, seat: int, move: Move) -> Applied[S]:
        """Validate and play ``move`` for ``seat``; never mutates ``state``.

        Besides the moves of :meth:`legal_moves`, every game accepts ``RESIGN`` from a seat
        still playing, at any time (it is not listed in ``legal_moves`` nor makes a seat
        part of ``to_act``): the seat leaves by the game's rules, and the game may end.

        Raises :class:`InvalidMoveError` or :class:`IllegalMoveError`.
        """

    @abc.abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """The outcome once the game is over, else ``None``."""

    @abc.abstractmethod
    def move_space(self, state: S, seat: int) -> list[Move]:
        """A finite superset of plausible moves (legal or not) for testing rejection.

        The conformance test checks that ``apply`` accepts exactly the members of
        :meth:`legal_moves` among these.
        """

    def random_action(self, state: S, rng: Rng) -> tuple[int, Move]:
        """A random legal ``(seat, move)`` for simulations; games may bias it (e.g. claims)."""
        seats = sorted(self.to_act(state))
        seat = seats[rng.randbelow(len(seats))]
        moves = self.legal_moves(state, seat)
        return seat, moves[rng.randbelow(len(moves))]

    # -- information --------------------------------------------------------------------
    @abc.abstractmethod
    def view(self, state: S, seat: int | None) -> Json:
        """What ``seat`` may see (``None``: a spectator), as JSON. Never another's secret."""

    @abc.abstractmethod
    def conceal(self, state: S, observer: int | None, rng: Rng) -> S:
        """A state the ``observer`` cannot tell apart from ``state``: everything hidden from
        them is re-dealt at random. ``view(state, o) == view(conceal(state, o, r), o)`` is how
        the conformance test proves that views leak nothing."""

    # -- codecs -------------------------------------------------------------------------
    @abc.abstractmethod
    def encode_state(self, state: S) -> Json:
        """JSON for ``state``, including ``"format": state_format``."""

    @abc.abstractmethod
    def decode_state(self, data: Json) -> S:
        """Inverse of :meth:`encode_state`; raises :class:`FormatError` on other formats."""

    def encode_move(self, move: Move) -> Json:
        """JSON for a move in a stored log: the move plus ``"format": move_format``."""
        return {**move, "format": self.move_format}

    def decode_move(self, data: Json) -> Move:
        """Check a move's JSON shape (not its legality) and return it as a move.

        Takes what :meth:`encode_move` wrote or a bare move, as players' commands send and as
        logs held before moves carried a format: that is format 1, the only one so far. A move
        in another format is malformed here (``move_shape``, with ``format`` in its data).
        """
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise InvalidMoveError("move_shape")
        move = dict(data)
        found = move.pop("format", 1)
        if found != self.move_format:
            raise InvalidMoveError("move_shape", format=found, expected=self.move_format)
        return move

    # -- taking moves back (issue 28) -----------------------------------------------------
    def take_back_move(self, before: S, plies: int) -> Move:
        """The move that returns the game to ``before``, the state ``plies`` moves back."""
        return {"kind": TAKE_BACK, "plies": plies, "state": self.encode_state(before)}

    def restore(self, seat: int, move: Move) -> Applied[S]:
        """Apply a :data:`TAKE_BACK` move: the state it carries, and its public event. Every
        game's ``apply`` hands such a move here; whether the state is the right one is the
        store's check when it writes the move and :meth:`replay`'s when it reads the log."""
        plies, encoded = move.get("plies"), move.get("state")
        if type(plies) is not int or plies < 1 or not isinstance(encoded, dict):
            raise InvalidMoveError("move_shape")
        event = {"kind": TAKE_BACK, "seat": seat, "plies": plies}
        return Applied(self.decode_state(encoded), [event])

    def shows_mover_hidden(self, before: S, seat: int, move: Move) -> bool:
        """Whether ``move`` showed ``seat`` something hidden from them in ``before`` (a tile
        drawn, a card revealed, a peek, a new deal): a take-back would let them keep it.

        Played again from :data:`REVEAL_SAMPLES` copies of ``before`` in which everything
        ``seat`` cannot see is re-dealt (:meth:`conceal`): if what ``seat`` sees afterwards
        differs between the copies, or the move is not legal in one of them, the move
        depended on or showed hidden information. Deterministic: a pure function of the
        position and the move, like every rule."""
        seen = _canonical(self.view(self.apply(before, seat, move).state, seat))
        rng = derive(0, "shows_mover_hidden", seat)
        for _ in range(REVEAL_SAMPLES):
            try:
                after = self.apply(self.conceal(before, seat, rng), seat, move).state
            except EngineError:
                return True
            if _canonical(self.view(after, seat)) != seen:
                return True
        return False

    def may_take_back(self, before: S, seat: int, move: Move, *, others_computers: bool) -> bool:
        """Whether ``seat``'s ``move`` from ``before`` may be taken back (issue 28): never a
        resignation, a take-back, or a move that ended the game (its result is rated); with
        other people at the table, never a move that showed its mover something hidden
        (:meth:`shows_mover_hidden`). Against computers only, any other move may be."""
        if move.get("kind") in (TAKE_BACK, RESIGN["kind"]):
            return False
        if self.outcome(self.apply(before, seat, move).state) is not None:
            return False
        return others_computers or not self.shows_mover_hidden(before, seat, move)

    # -- helpers shared by every game ----------------------------------------------------
    def replay(
        self, players: int, options: Mapping[str, Any], seed: int, log: Sequence[tuple[int, Move]]
    ) -> S:
        """Rebuild a state from its options, seed and ordered ``(seat, move)`` log.

        A :data:`TAKE_BACK` move must carry exactly the state its ``plies`` moves back: a log
        whose take-back does not is refused (``take_back_state``), as an illegal move is."""
        state = self.setup(players, options, seed)
        history = [state]  # states are values (``apply`` never mutates), so keeping them is safe
        for seat, move in log:
            if move.get("kind") == TAKE_BACK:
                plies = move.get("plies")
                if (
                    type(plies) is not int
                    or not 1 <= plies < len(history)
                    or _canonical(self.encode_state(history[-1 - plies]))
                    != _canonical(move.get("state"))
                ):
                    raise IllegalMoveError("take_back_state", plies=plies)
            state = self.apply(state, seat, move).state
            history.append(state)
        return state

    def random_position(
        self,
        players: int,
        seed: int,
        label: str,
        stop: Callable[[S, int], bool],
        options: Mapping[str, Any] | None = None,
    ) -> S:
        """A position of a seeded random game (:meth:`random_action` with ``derive(seed,
        label)``), played until ``stop(state, plies)`` holds or one move before the game would
        end, so the position is still in play: sample pictures and benchmarks use it."""
        state = self.setup(players, options or {}, seed)
        rng = derive(seed, label)
        plies = 0
        while not stop(state, plies):
            after = self.apply(state, *self.random_action(state, rng)).state
            if self.outcome(after) is not None:
                break
            state, plies = after, plies + 1
        return state

    def check_format(self, data: Json) -> None:
        found = data.get("format") if isinstance(data, dict) else None
        if found != self.state_format:
            raise FormatError("state_format", found=found, expected=self.state_format)


def _canonical(value: Json) -> str:
    return json.dumps(value, sort_keys=True)


def _check_option(spec: OptionSpec, value: Any) -> Any:
    bad = InvalidOptionsError("option_value", name=spec.name, value=value, kind=spec.kind)
    if spec.kind == "bool":
        if not isinstance(value, bool):
            raise bad
        return value
    if spec.kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise bad
        if (spec.minimum is not None and value < spec.minimum) or (
            spec.maximum is not None and value > spec.maximum
        ):
            raise InvalidOptionsError(
                "option_range",
                name=spec.name,
                value=value,
                minimum=spec.minimum,
                maximum=spec.maximum,
            )
        return value
    if spec.kind == "choice":
        if value not in spec.choices:
            raise InvalidOptionsError(
                "option_choice", name=spec.name, value=value, choices=list(spec.choices)
            )
        return value
    raise bad
