"""What the game store returns: frozen dataclasses, no rows, no sessions.

Fields that reveal hidden information (the state, the seed, a move that may name a card) are
left out of ``repr`` so that a logged object never leaks them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from functools import cached_property
from typing import Any

from db.models import GameStatus
from engine.ai import DEFAULT_LEVEL, LEVELS
from engine.core import Event, Game, Json, Move, Outcome
from engine.registry import get_game


@dataclass(frozen=True, slots=True)
class SeatInfo:
    seat: int
    user_id: int | None
    name: str
    colour: str | None
    is_computer: bool
    #: Among the seats the game waits on now (the engine's ``waiting_for``: whose turn it
    #: is or who owes a choice; a Tarnaris seat that could only claim is not).
    to_act: bool
    joined_at: datetime
    left_at: datetime | None = None
    eliminated_at: datetime | None = None
    #: A computer seat's level (``engine.ai.LEVELS``); ``None`` for a person.
    level: str | None = None


@dataclass(frozen=True)
class GameInfo:
    """One game as the cogs see it. ``version`` goes into buttons: pass it back to
    :meth:`db.store.GameStore.play` as ``expected_version`` to act only on that position."""

    id: int
    game: str
    status: GameStatus
    version: int
    options: dict[str, Any]
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    lobby_message_id: int | None
    turn_message_id: int | None
    creator_id: int
    max_seats: int
    #: Number of moves played so far.
    ply: int
    seats: tuple[SeatInfo, ...]
    outcome: Outcome | None
    created_at: datetime
    updated_at: datetime
    started_at: datetime | None
    turn_started_at: datetime | None
    finished_at: datetime | None
    integrity_problem: dict[str, Any] | None = None
    #: The language of the game's public messages (``i18n.LANGUAGES``; ``None``: English).
    language: str | None = None
    #: The finished game this one is the rematch of (issue 28).
    rematch_of: int | None = None
    #: The encoded state (``None`` in the lobby); secret, use :meth:`view` to show it.
    snapshot: Json = field(default=None, repr=False, compare=False)
    #: The seed decides every shuffle, so it reveals hidden cards and tiles.
    seed: int | None = field(default=None, repr=False, compare=False)

    @property
    def rules(self) -> Game:
        return get_game(self.game)

    @cached_property
    def state(self) -> Any:
        """The decoded engine state (``None`` in the lobby); never show it as is."""
        return None if self.snapshot is None else self.rules.decode_state(self.snapshot)

    def view(self, seat: int | None) -> Json:
        """What ``seat`` (``None``: a spectator) may see."""
        return self.rules.view(self.state, seat)

    def seat_of(self, user_id: int) -> SeatInfo | None:
        """The seat of ``user_id`` (also after resigning), or ``None``."""
        return next((s for s in self.seats if s.user_id == user_id), None)

    @property
    def to_act(self) -> frozenset[int]:
        return frozenset(s.seat for s in self.seats if s.to_act)

    @property
    def computer_level(self) -> str:
        """The level the turn clock's ``computer`` action plays at: the hardest of the game's
        computer seats, or :data:`engine.ai.DEFAULT_LEVEL` in a game without any (issue 16)."""
        levels = [s.level for s in self.seats if s.is_computer and s.level in LEVELS]
        return max(levels, key=LEVELS.index, default=DEFAULT_LEVEL)

    @property
    def is_over(self) -> bool:
        return self.status in (GameStatus.FINISHED, GameStatus.CANCELLED)


@dataclass(frozen=True)
class Action:
    """One move applied by the store: by a user, or by a computer seat right after."""

    ply: int
    seat: int
    events: tuple[Event, ...]
    by_computer: bool
    move: Move = field(repr=False)


@dataclass(frozen=True)
class PlayResult:
    """The game after a start, move or resignation, and every move it applied, in order."""

    game: GameInfo
    actions: tuple[Action, ...]

    @property
    def events(self) -> list[Event]:
        return [event for action in self.actions for event in action.events]


@dataclass(frozen=True, slots=True)
class TakeBackInfo:
    """A request to take back the move at ``ply`` of ``seat`` (issue 28): the people
    ``asked``, who of them ``accepted``, and who refused (final)."""

    game_id: int
    ply: int
    seat: int
    asked: tuple[int, ...]
    accepted: frozenset[int]
    refused_by: int | None
    message_id: int | None

    @property
    def waiting(self) -> tuple[int, ...]:
        """The people who have not answered yet (none once one refused)."""
        if self.refused_by is not None:
            return ()
        return tuple(seat for seat in self.asked if seat not in self.accepted)


@dataclass(frozen=True, slots=True)
class MoveInfo:
    ply: int
    seat: int
    created_at: datetime
    move: Move = field(repr=False)


@dataclass(frozen=True, slots=True)
class IntegrityProblem:
    """A stored game whose snapshot is not what its log replays to.

    ``code``: ``replay_failed`` (the log does not replay), ``log_gap`` (plies missing),
    ``snapshot_mismatch`` or ``outcome_mismatch``. ``data`` never carries the state.
    """

    game_id: int
    code: str
    data: dict[str, Any]


@dataclass(frozen=True, slots=True)
class GuildSettingsInfo:
    guild_id: int
    manager_role_id: int | None
    remind_after_hours: int
    remind_every_hours: int
    max_reminders: int
    turn_clock_hours: int
    clock_action: str
    #: New games' language; ``None``: the server's Discord preferred locale.
    language: str | None = None


@dataclass(frozen=True, slots=True)
class UserPreferencesInfo:
    user_id: int
    notify: str
    colour: str | None
    away_until: datetime | None
    #: Quiet hours (:mod:`db.quiet`): hours 0–23 local time in ``timezone``; ``None``: none.
    quiet_start: int | None = None
    quiet_end: int | None = None
    timezone: str | None = None
    #: The user's client language when last seen (``i18n.LANGUAGES``); ``None``: never seen.
    locale: str | None = None
