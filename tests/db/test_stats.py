"""``/game stats`` figures (issue 18, 2) from finished games and their logs: record per game,
recent results, best streak, median time to move, favourite opening."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from db.models import GameStatus
from db.records import GameInfo, MoveInfo, SeatInfo
from db.stats import player_stats
from engine.core import RESIGN, Outcome

T0 = datetime(2026, 11, 1, tzinfo=UTC)
ME, YOU = 11, 22


def game(game_id: int, name: str, winners: set[int]) -> GameInfo:
    seats = tuple(
        SeatInfo(n, user, f"u{user}", None, False, False, T0) for n, user in enumerate((ME, YOU))
    )
    finished = T0 + timedelta(days=game_id)
    return GameInfo(
        game_id, name, GameStatus.FINISHED, 1, {}, 1, 2, None, None, None, ME, 2, 4, seats,
        Outcome(frozenset(winners), "x"), T0, finished, T0, None, finished,
    )  # fmt: skip


def test_records_streak_times_and_opening() -> None:
    # Oldest to newest: won, won, lost, won, won, won (tsuro), then a shared win (triominos).
    results = [{0}, {0}, {1}, {0}, {0}, {0}]
    games = [game(n, "tsuro", w) for n, w in enumerate(results)] + [game(6, "triominos", {0, 1})]
    games.reverse()  # newest first, as the store gives them
    minute = timedelta(minutes=1)
    logs = {
        1: [
            MoveInfo(0, 0, T0 + 10 * minute, {"kind": "place", "tile": 3}),
            MoveInfo(1, 1, T0 + 70 * minute, {"kind": "place", "tile": 4}),
            MoveInfo(2, 0, T0 + 100 * minute, {"kind": "place", "tile": 5}),
        ],
        2: [
            MoveInfo(0, 1, T0 + 5 * minute, {"kind": "place", "tile": 9}),
            MoveInfo(1, 0, T0 + 25 * minute, {"kind": "place", "tile": 3}),
            MoveInfo(2, 0, T0 + 26 * minute, RESIGN),
        ],
        3: [MoveInfo(0, 0, T0 + 60 * minute, {"kind": "place", "tile": 8})],
    }
    stats = player_stats(ME, games, logs)
    assert [(r.game, r.games, r.wins) for r in stats.records] == [
        ("triominos", 1, 1),
        ("tsuro", 6, 5),
    ]
    assert [r.game.id for r in stats.recent] == [6, 5, 4, 3, 2]
    assert [r.won for r in stats.recent] == [True, True, True, True, False]
    assert stats.best_streak == 4  # three tsuro wins and the shared triominos win
    # My waits: 10, 30 (game 1); 20 (game 2; the resignation does not count); 60 (game 3).
    assert stats.median_seconds_to_move == 25 * 60
    assert stats.favourite_opening == {"kind": "place", "tile": 3}
    assert (stats.opening_game, stats.opening_games) == ("tsuro", 2)


def test_no_games_no_figures() -> None:
    stats = player_stats(ME, [], {})
    assert stats.records == () and stats.best_streak == 0
    assert stats.median_seconds_to_move is None and stats.favourite_opening is None
