"""A player's statistics (issue 18, ``/game stats``), computed from finished games and their
move logs: pure functions, no database.

``player_stats(user_id, games, logs)``: ``games`` newest first (as
:meth:`db.store.GameStore.finished_games` gives them), ``logs`` the move logs of those whose
moves should count for the time to move and the opening (the bot passes the most recent
:data:`LOGGED_GAMES`, so a long history costs a bounded number of queries).
"""

from __future__ import annotations

import json
import statistics
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from db.records import GameInfo, MoveInfo
from engine.core import RESIGN, Move

#: How many of the newest finished games' logs count for times and openings.
LOGGED_GAMES = 50
#: Recent results shown.
RECENT = 5


@dataclass(frozen=True, slots=True)
class GameRecord:
    """Games and wins of one game."""

    game: str
    games: int
    wins: int


@dataclass(frozen=True, slots=True)
class Result:
    game: GameInfo
    won: bool


@dataclass(frozen=True)
class PlayerStats:
    records: tuple[GameRecord, ...]
    recent: tuple[Result, ...]
    #: Longest run of consecutive wins, oldest to newest.
    best_streak: int
    #: Median seconds between the move before and the player's move (``None``: no move).
    median_seconds_to_move: float | None
    #: The player's most frequent first move and in how many games; a move may name what was
    #: hidden at the time, so it is shown to the player only.
    favourite_opening: Move | None = field(default=None, repr=False)
    #: The game of that opening, and in how many games it was played.
    opening_game: str | None = None
    opening_games: int = 0


def won(game: GameInfo, user_id: int) -> bool:
    seat = game.seat_of(user_id)
    return seat is not None and game.outcome is not None and seat.seat in game.outcome.winners


def player_stats(
    user_id: int, games: Sequence[GameInfo], logs: Mapping[int, Sequence[MoveInfo]]
) -> PlayerStats:
    counts: dict[str, list[int]] = {}
    for game in games:
        entry = counts.setdefault(game.game, [0, 0])
        entry[0] += 1
        entry[1] += won(game, user_id)
    streak = best = 0
    for game in reversed(games):
        streak = streak + 1 if won(game, user_id) else 0
        best = max(best, streak)
    waits: list[float] = []
    openings: Counter[str] = Counter()
    for game in games:
        if game.id in logs:
            seat = game.seat_of(user_id)
            assert seat is not None
            waits += _waits(game, seat.seat, logs[game.id])
            first = next(
                (m.move for m in logs[game.id] if m.seat == seat.seat and m.move != RESIGN), None
            )
            if first is not None:
                openings[json.dumps([game.game, first], sort_keys=True)] += 1
    favourite = min(openings.items(), key=lambda item: (-item[1], item[0]), default=None)
    return PlayerStats(
        records=tuple(GameRecord(name, n, w) for name, (n, w) in sorted(counts.items())),
        recent=tuple(Result(game, won(game, user_id)) for game in games[:RECENT]),
        best_streak=best,
        median_seconds_to_move=statistics.median(waits) if waits else None,
        favourite_opening=None if favourite is None else json.loads(favourite[0])[1],
        opening_game=None if favourite is None else json.loads(favourite[0])[0],
        opening_games=0 if favourite is None else favourite[1],
    )


def _waits(game: GameInfo, seat: int, moves: Sequence[MoveInfo]) -> list[float]:
    """Seconds from the move before (or the start) to each of ``seat``'s moves."""
    waits = []
    previous = game.started_at
    for move in moves:
        if move.seat == seat and previous is not None and move.move != RESIGN:
            waits.append((move.created_at - previous).total_seconds())
        previous = move.created_at
    return waits
