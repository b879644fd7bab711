"""Computer players: one interface for every game, three levels (issue 16).

A computer player never sees the real hidden state. :func:`choose_move` is the one entry point:
it hands the game's player a state :meth:`~engine.core.Game.conceal`\\ ed for the seat (every
hidden part re-dealt at random), so nothing but the seat's view can reach the decision. Each
game's player (``engine/<game>/ai.py``) reads only what that seat may see and, where it samples
hidden parts itself (Tsuro's ``hard`` search), re-deals them from a canonical order with its own
seeded generator, so the same view and seed give the same move whatever the real deal is.

Levels: ``easy`` (the computer as it played before levels existed, made a little human),
``medium`` and ``hard``; :data:`DEFAULT_LEVEL` is what the turn clock used before.

Memory: a game whose computer remembers what it saw (Tarnaris, Triominos) keeps a memory
object outside the state. It is built only from what the seat saw happen — each action's seat,
move, public events and the seat's own view afterwards — so :func:`memory_from_log` rebuilds it
from the stored log and seed, and a restarted bot plays on as if it had never stopped. Games whose
computers need no memory return ``None`` from :func:`new_memory` and ignore ``memory``.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, Protocol

from engine.core import EngineError, Event, Game, IllegalMoveError, Json, Move
from engine.rng import Rng, derive

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
#: The level of :func:`computer_move` when none is given: the turn clock's computer so far.
DEFAULT_LEVEL = "easy"


class ComputerPlayer(Protocol):
    """What ``engine/<game>/ai.py`` provides as ``PLAYER``."""

    def choose(self, seen: Any, seat: int, level: str, seed: int, memory: Any) -> Move:
        """A legal move for ``seat`` in ``seen`` (a state concealed for ``seat``)."""

    def new_memory(self, players: int, seat: int) -> Any:
        """A fresh memory for ``seat`` at the start of a game, or ``None`` if none is kept."""

    def observe(
        self, memory: Any, actor: int, move: Move, events: Sequence[Event], view: Json
    ) -> None:
        """Update ``memory`` after ``actor`` played ``move`` (``events``: what it did;
        ``view``: the memory's seat's view afterwards). Never called with a ``None`` memory."""


class RandomPlayer:
    """The computer of a game that brings none (a plug-in game): a seeded random legal move,
    the same at every level, with no memory."""

    def __init__(self, game: Game[Any]) -> None:
        self.game = game

    def choose(self, seen: Any, seat: int, level: str, seed: int, memory: Any) -> Move:
        moves = self.game.legal_moves(seen, seat)
        return moves[derive(seed, "random").randbelow(len(moves))]

    def new_memory(self, players: int, seat: int) -> Any:
        return None

    def observe(
        self, memory: Any, actor: int, move: Move, events: Sequence[Event], view: Json
    ) -> None:
        """Never called: there is no memory."""


@cache
def player(game: Game[Any]) -> ComputerPlayer:
    """The computer player of ``game``: ``PLAYER`` of ``engine/<name>/ai.py``, or a
    :class:`RandomPlayer` for a game that has no such module."""
    try:
        module = importlib.import_module(f"engine.{game.name}.ai")
    except ModuleNotFoundError:
        return RandomPlayer(game)
    found: ComputerPlayer = module.PLAYER
    return found


def check_level(level: str) -> str:
    if level not in LEVELS:
        raise EngineError("unknown_level", level=level, known=list(LEVELS))
    return level


def choose_move(
    game: Game[Any],
    state: Any,
    seat: int,
    level: str = DEFAULT_LEVEL,
    seed: int = 0,
    memory: Any = None,
    computer: ComputerPlayer | None = None,
) -> Move:
    """The move the computer in ``seat`` makes at ``level``: a member of
    ``game.legal_moves(state, seat)`` (or, from a Tarnaris ``hard`` seat, such a claim with
    the claims that follow it chained behind it: K2 Async, a command the rules accept but
    ``legal_moves`` does not list) that depends only on what ``seat`` may see, ``seed`` and
    ``memory`` (same view, seed and memory → same move). A seat with no legal move gets
    ``IllegalMoveError("no_move")``.

    ``memory`` is the seat's memory (:func:`new_memory`, kept up to date with :func:`observe`,
    or rebuilt with :func:`memory_from_log`); ``None`` plays as if the seat remembered nothing
    beyond its current view. ``computer`` plays instead of the game's own player (the arena
    seats the test suite's reference players this way), under the same concealment.
    """
    check_level(level)
    if not game.legal_moves(state, seat):
        raise IllegalMoveError("no_move", seat=seat)
    seen = game.conceal(state, seat, derive(seed, "conceal", seat))
    return (computer or player(game)).choose(seen, seat, level, seed, memory)


def computer_move(
    game: Game[Any],
    state: Any,
    seat: int,
    rng: Rng,
    level: str = DEFAULT_LEVEL,
    memory: Any = None,
) -> Move:
    """:func:`choose_move` seeded from ``rng``: what the store's computer seats and the turn
    clock play."""
    return choose_move(game, state, seat, level, rng.next_u64(), memory)


def new_memory(
    game: Game[Any], players: int, seat: int, computer: ComputerPlayer | None = None
) -> Any:
    """A fresh memory for ``seat``, or ``None`` where the game's computer keeps none."""
    return (computer or player(game)).new_memory(players, seat)


def observe(
    game: Game[Any],
    memory: Any,
    state_after: Any,
    actor: int,
    move: Move,
    events: Sequence[Event],
    computer: ComputerPlayer | None = None,
) -> None:
    """Tell ``memory`` (of its seat) that ``actor`` played ``move`` with ``events``, reaching
    ``state_after``: the memory reads only ``view(state_after, its seat)``."""
    if memory is not None:
        view = game.view(state_after, memory.seat)
        (computer or player(game)).observe(memory, actor, move, events, view)


def memory_from_log(
    game: Game[Any],
    players: int,
    options: Mapping[str, Any],
    seed: int,
    log: Sequence[tuple[int, Move]],
    seat: int,
) -> Any:
    """``seat``'s memory after the ordered ``(seat, move)`` log of a game (``None`` where the
    game's computer keeps none): a replay, deterministic, so nothing needs storing."""
    memory = new_memory(game, players, seat)
    if memory is None:
        return None
    state = game.setup(players, options, seed)
    for actor, move in log:
        applied = game.apply(state, actor, move)
        state = applied.state
        observe(game, memory, state, actor, move, applied.events)
    return memory
