"""Ratings (issue 18, 1): openskill Plackett–Luce per server and game, rated in the transaction
that ends a game, recomputed deterministically, computer seats rated per level."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from openskill.models import PlackettLuce
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from db.models import GameRow, GameStatus, SeatRow
from db.ratings import RatingResultRow, RatingStore, player_key
from db.session import create_session_factory
from db.store import GameStore
from engine.rng import Rng
from tests.db.helpers import CHANNEL, GUILD, play_random, started, user

START = datetime(2026, 11, 1, tzinfo=UTC)
#: Eight players, ten results with shared wins (ties): (seated players, winners).
SEQUENCE: list[tuple[list[int], list[int]]] = [
    ([0, 1, 2, 3, 4, 5, 6, 7], [3]),
    ([0, 1, 2, 3], [0, 1]),
    ([4, 5, 6, 7, 0], [6]),
    ([1, 2], [1, 2]),
    ([7, 6, 5, 4, 3, 2, 1, 0], [2, 5, 7]),
    ([0, 7], [7]),
    ([3, 4, 5], [4]),
    ([0, 1, 2, 3, 4, 5, 6, 7], [0]),
    ([2, 3, 6], [3, 6]),
    ([5, 1, 0, 4], [5]),
]


def expected_ratings(sequence: list[tuple[list[int], list[int]]]) -> dict[int, Any]:
    """What openskill itself gives for the sequence: winners tie first, the others tie second."""
    model = PlackettLuce()
    ratings: dict[int, Any] = {}
    for players, winners in sequence:
        teams = [[ratings.get(p) or model.rating()] for p in players]
        ranks = [1 if p in winners else 2 for p in players]
        for player, team in zip(players, model.rate(teams, ranks=ranks), strict=True):
            ratings[player] = team[0]
    return ratings


async def insert_finished(
    engine: AsyncEngine, game: str, players: list[int], winners: list[int], when: datetime
) -> int:
    """A finished game row as the store leaves one (only what the ratings read)."""
    sessions = create_session_factory(engine)
    async with sessions() as session:
        row = GameRow(
            game=game,
            options={},
            seed=1,
            status=GameStatus.FINISHED,
            guild_id=GUILD,
            channel_id=CHANNEL,
            creator_id=user(players[0]),
            max_seats=len(players),
            players=len(players),
            ply=0,
            to_act_mask=0,
            version=1,
            created_at=when,
            updated_at=when,
            started_at=when,
            finished_at=when,
            outcome={"winners": [players.index(w) for w in winners], "reason": "x", "scores": None},
        )
        row.seats = [
            SeatRow(seat=n, user_id=user(p), is_computer=False, name=f"p{p}", joined_at=when)
            for n, p in enumerate(players)
        ]
        session.add(row)
        await session.commit()
        return row.id


async def test_recomputed_ratings_equal_openskill_for_a_known_sequence(
    engine: AsyncEngine,
) -> None:
    """Ties (shared wins) and eight players: the stored μ and σ are openskill's."""
    for n, (players, winners) in enumerate(SEQUENCE):
        await insert_finished(engine, "tsuro", players, winners, START + timedelta(hours=n))
    ratings = RatingStore(create_session_factory(engine))
    assert await ratings.recompute(GUILD) == len(SEQUENCE)
    board = await ratings.leaderboard(GUILD, "tsuro", now=START + timedelta(days=1))
    expected = expected_ratings(SEQUENCE)
    assert len(board) == 8
    for line in board:
        want = expected[line.user_id - user(0)]
        assert line.mu == pytest.approx(want.mu, abs=1e-9)
        assert line.sigma == pytest.approx(want.sigma, abs=1e-9)
        assert line.rating == pytest.approx(want.ordinal(), abs=1e-9)
    # Best first; games and wins counted.
    assert [line.rating for line in board] == sorted((line.rating for line in board), reverse=True)
    assert [line.rank for line in board] == list(range(1, 9))
    games = {p: sum(p in players for players, _ in SEQUENCE) for p in range(8)}
    wins = {p: sum(p in w for _, w in SEQUENCE) for p in range(8)}
    for line in board:
        assert (line.games, line.wins) == (
            games[line.user_id - user(0)],
            wins[line.user_id - user(0)],
        )
    # Deterministic: a second recomputation gives the same board.
    await ratings.recompute(GUILD)
    assert await ratings.leaderboard(GUILD, "tsuro", now=START + timedelta(days=1)) == board


async def test_periods_count_recent_games_and_the_trend(engine: AsyncEngine) -> None:
    for n, (players, winners) in enumerate(SEQUENCE):
        await insert_finished(engine, "tsuro", players, winners, START + timedelta(days=n))
    ratings = RatingStore(create_session_factory(engine))
    await ratings.recompute(GUILD)
    now = START + timedelta(days=len(SEQUENCE) - 1, hours=1)
    week = await ratings.leaderboard(GUILD, "tsuro", period="week", now=now)
    recent = SEQUENCE[-7:]
    played = {p for players, _ in recent for p in players}
    assert {line.user_id - user(0) for line in week} == played
    before = expected_ratings(SEQUENCE[:-7])
    after = expected_ratings(SEQUENCE)
    model = PlackettLuce()
    for line in week:
        p = line.user_id - user(0)
        assert line.games == sum(p in players for players, _ in recent)
        start = before.get(p) or model.rating()
        assert line.trend == pytest.approx(after[p].ordinal() - start.ordinal(), abs=1e-9)


async def test_a_game_is_rated_in_the_transaction_that_ends_it(
    store: GameStore, engine: AsyncEngine
) -> None:
    """Played through the store to the end: the ratings are there at once, and equal openskill
    (and a recomputation) for the stored outcomes, in order."""
    rng = Rng(18)
    sequence: list[tuple[list[int], list[int]]] = []
    for _ in range(3):
        info = await started(store, "tsuro", humans=8)
        info = await play_random(store, info, rng, plies=10_000)
        assert info.status == GameStatus.FINISHED and info.outcome is not None
        sequence.append((list(range(8)), sorted(info.outcome.winners)))
        async with engine.connect() as connection:
            rated = await connection.scalar(
                select(func.count()).where(RatingResultRow.game_id == info.id)
            )
        assert rated == 8
    ratings = RatingStore(create_session_factory(engine))
    incremental = await ratings.leaderboard(GUILD, "tsuro")
    expected = expected_ratings(sequence)
    for line in incremental:
        assert line.mu == pytest.approx(expected[line.user_id - user(0)].mu, abs=1e-9)
    await ratings.recompute(GUILD)
    assert await ratings.leaderboard(GUILD, "tsuro") == incremental


async def test_computer_seats_are_rated_per_level_and_can_be_hidden(
    store: GameStore, engine: AsyncEngine
) -> None:
    info = await started(store, "tsuro", humans=1, computers=2)
    # Both computers were added with distinct names ("computer 0", "computer 1"): two levels.
    # The human resigns: the computers play it out.
    result = await store.resign(info.id, user(0))
    assert result.game.status == GameStatus.FINISHED
    ratings = RatingStore(create_session_factory(engine))
    board = await ratings.leaderboard(GUILD, "tsuro")
    assert {line.player for line in board} == {
        player_key(user(0), ""),
        "c:computer 0",
        "c:computer 1",
    }
    hidden = await ratings.leaderboard(GUILD, "tsuro", computers=False)
    assert [line.player for line in hidden] == [player_key(user(0), "")]
    # The resigned human lost.
    assert next(line for line in board if not line.is_computer).wins == 0


async def test_two_games_ending_at_once_are_both_rated(
    store: GameStore, engine: AsyncEngine
) -> None:
    """Two games of the same two new players end concurrently: on PostgreSQL both would insert
    the same new rating rows, or both read the same old ones, without the per-server lock."""
    games = [await started(store, "tsuro", humans=2) for _ in range(4)]
    results = await asyncio.gather(*(store.resign(g.id, user(1)) for g in games))
    assert all(r.game.status == GameStatus.FINISHED for r in results)
    ratings = RatingStore(create_session_factory(engine))
    board = await ratings.leaderboard(GUILD, "tsuro")
    assert [(line.user_id, line.games, line.wins) for line in board] == [
        (user(0), 4, 4),
        (user(1), 4, 0),
    ]
    expected = expected_ratings([([0, 1], [0])] * 4)
    assert board[0].mu == pytest.approx(expected[0].mu, abs=1e-9)
