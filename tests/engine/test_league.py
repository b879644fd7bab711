"""Issue 29: league pairings and standings (engine/league.py)."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from itertools import combinations

import pytest

from engine.league import (
    DESIGNS,
    Result,
    design,
    places_from,
    round_robin,
    round_robin_tables,
    standings,
    swiss_round,
    table_sizes,
)


def pairs_of(rounds: list[list[tuple[int, ...]]]) -> Counter[frozenset[int]]:
    return Counter(frozenset(p) for tables in rounds for t in tables for p in combinations(t, 2))


@pytest.mark.parametrize("count", range(3, 11))
def test_round_robin_meets_every_pair_exactly_once(count: int) -> None:
    players = list(range(100, 100 + count))
    rounds = round_robin(players)
    assert len(rounds) == (count if count % 2 else count - 1)
    assert pairs_of(rounds) == Counter({frozenset(p): 1 for p in combinations(players, 2)})
    for tables in rounds:  # everyone plays (or sits out) once a round
        assert sorted(p for t in tables for p in t) == players
    byes = [t[0] for tables in rounds for t in tables if len(t) == 1]
    assert sorted(byes) == (players if count % 2 else [])


#: Rounds of each round-robin of 3 to 10 players at tables of up to 3 and 4 seats: a
#: design's where one is shorter than the circle method (docs/leagues.md), else the circle's.
ROUNDS = {
    3: {3: 1, 4: 3, 5: 5, 6: 4, 7: 7, 8: 4, 9: 4, 10: 6},
    4: {3: 1, 4: 1, 5: 5, 6: 4, 7: 7, 8: 4, 9: 4, 10: 5},
}


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("count", range(3, 11))
def test_round_robin_of_tables_meets_every_pair_exactly_once(count: int, seats: int) -> None:
    players = list(range(500, 500 + count))
    rounds = round_robin_tables(players, seats)
    assert pairs_of(rounds) == Counter({frozenset(p) for p in combinations(players, 2)})
    for tables in rounds:  # everyone plays (or sits out) once a round, at tables that fit
        assert sorted(p for t in tables for p in t) == players
        assert all(len(t) <= seats for t in tables)
    # Everyone sits out equally often (a bye scores a win): once each for an odd count
    # played in twos, never otherwise.
    byes = Counter(t[0] for tables in rounds for t in tables if len(t) == 1)
    assert set(byes.values()) <= {1} and len(byes) in (0, count)
    circle = count if count % 2 else count - 1
    assert len(rounds) == (circle if seats == 2 else ROUNDS[seats][count])
    if len(rounds) < circle:  # a design: its tables are bigger than two
        assert max(len(t) for tables in rounds for t in tables) > 2


def test_the_designs_fill_their_tables_where_counts_allow() -> None:
    # Nine players at tables of three: Kirkman's four rounds of three full tables.
    kirkman = round_robin_tables(list(range(9)), 3)
    assert [sorted(len(t) for t in tables) for tables in kirkman] == [[3, 3, 3]] * 4
    assert round_robin_tables(list(range(9)), 4) == kirkman
    assert round_robin_tables([1, 2, 3, 4], 4) == [[(1, 2, 3, 4)]]
    assert round_robin_tables([7, 8, 9], 3) == [[(7, 8, 9)]]
    ten = round_robin_tables(list(range(10)), 4)
    assert sorted(len(t) for t in ten[0]) == [2, 4, 4]
    # Every listed design is exact (the parametrized test covers them through the counts).
    for (count, seats), text in DESIGNS.items():
        assert len(design(count, seats) or []) == text.count("|") + 1


@pytest.mark.parametrize("seats", [3, 4])
@pytest.mark.parametrize("count", [11, 16, 32])
def test_larger_round_robins_of_tables_meet_every_pair(count: int, seats: int) -> None:
    players = list(range(count))
    rounds = round_robin_tables(players, seats)
    met = pairs_of(rounds)
    assert set(met) == {frozenset(p) for p in combinations(players, 2)}
    for tables in rounds:
        assert sorted(p for t in tables for p in t) == players
        assert all(len(t) <= seats for t in tables)
        assert sum(len(t) == 1 for t in tables) <= 1
    # Meetings are spread: at most half as many rounds again as the least possible (each
    # player meets seats - 1 others a round; a round holds the pairs its tables hold).
    per_round = sum(size * (size - 1) // 2 for size in table_sizes(count, seats))
    least = max(-(-(count - 1) // (seats - 1)), -(-count * (count - 1) // 2 // per_round))
    assert len(rounds) <= least * 3 // 2, (count, seats, len(rounds), least)


def test_table_sizes() -> None:
    assert table_sizes(8, 2) == [2, 2, 2, 2]
    assert table_sizes(9, 2) == [2, 2, 2, 2, 1]
    assert table_sizes(10, 4) == [4, 3, 3]
    assert table_sizes(7, 3) == [3, 2, 2]


def distance(tables: list[tuple[int, ...]], points: dict[int, Fraction]) -> Fraction:
    """How far the tables' players sit from their score groups (0: all within)."""
    return sum((abs(points[t[0]] - points[t[1]]) for t in tables if len(t) == 2), Fraction(0))


def best_distance(
    players: list[int],
    tables: list[tuple[int, ...]],
    points: dict[int, Fraction],
    history: list[tuple[int, ...]],
) -> Fraction:
    """The least :func:`distance` of any pairing without repeats of the same players
    (those of ``tables``, the bye kept): every perfect matching for up to 10, else 0."""
    paired = sorted(p for t in tables if len(t) == 2 for p in t)
    if len(paired) > 10:
        return Fraction(0)
    met = {frozenset(t) for t in history}

    def matchings(left: list[int]) -> list[list[tuple[int, int]]]:
        if not left:
            return [[]]
        head, rest = left[0], left[1:]
        return [
            [(head, q), *m]
            for q in rest
            if frozenset((head, q)) not in met
            for m in matchings([r for r in rest if r != q])
        ]

    return min(distance(list(m), points) for m in matchings(paired))


def play_swiss(count: int, rounds: int, seed: int, seats: int = 2) -> list[list[tuple[int, ...]]]:
    rng = random.Random(seed)
    players = list(range(1, count + 1))
    history: list[tuple[int, ...]] = []
    results: list[Result] = []
    played = []
    for _ in range(rounds):
        points = {s.player: s.points for s in standings(players, results, fmt="swiss")}
        tables = swiss_round(players, points, history, seats=seats)
        # Within score groups: no pairing could seat players further from theirs.
        assert distance(tables, points) == best_distance(players, tables, points, history)
        played.append(tables)
        history += tables
        for table in tables:
            places = (0,) if len(table) == 1 else tuple(rng.sample(range(len(table)), len(table)))
            results.append(Result(table, places))
    return played


@pytest.mark.parametrize(("count", "seed"), [(8, 1), (8, 2), (9, 3), (9, 4), (64, 5), (64, 6)])
def test_swiss_never_repeats_and_gives_each_bye_once(count: int, seed: int) -> None:
    played = play_swiss(count, 5, seed)
    for tables in played:
        assert sorted(p for t in tables for p in t) == list(range(1, count + 1))
    assert max(pairs_of(played).values()) == 1
    byes = [t[0] for tables in played for t in tables if len(t) == 1]
    assert len(byes) == (5 if count % 2 else 0)
    assert len(set(byes)) == len(byes)


def test_swiss_round_two_pairs_winners_with_winners() -> None:
    players = list(range(1, 9))
    first = swiss_round(players, {}, [])
    assert first == [(1, 2), (3, 4), (5, 6), (7, 8)]
    points = {1: 1, 2: 0, 3: 1, 4: 0, 5: 1, 6: 0, 7: 1, 8: 0}
    second = swiss_round(players, points, first)
    assert second == [(1, 3), (5, 7), (2, 4), (6, 8)]


def test_swiss_avoids_a_repeat_by_backing_up() -> None:
    # 1-2 and 3-4 met: nearest-first would give 1-2 again; the search pairs 1-3, 2-4.
    assert swiss_round([1, 2, 3, 4], {}, [(1, 2), (3, 4)]) == [(1, 3), (2, 4)]
    # Everyone met everyone: a repeat is unavoidable and allowed.
    everyone = [(1, 2), (3, 4), (1, 3), (2, 4), (1, 4), (2, 3)]
    assert swiss_round([1, 2, 3, 4], {}, everyone) == [(1, 2), (3, 4)]


def test_swiss_bye_goes_to_the_lowest_without_one() -> None:
    points = {1: 2, 2: 1, 3: 1, 4: 0, 5: 0}
    assert swiss_round([1, 2, 3, 4, 5], points, [])[-1] == (5,)
    assert swiss_round([1, 2, 3, 4, 5], points, [(5,)])[-1] == (4,)


def test_swiss_tables_of_four_meet_new_players() -> None:
    played = play_swiss(16, 3, 7, seats=4)
    assert max(pairs_of(played).values()) == 1
    assert all(len(t) == 4 for tables in played for t in tables)


def test_swiss_tie_breaks_on_a_known_example() -> None:
    # Four players, three rounds: A beats B and D, loses to C; B beats C and D; C beats A,
    # draws D; D draws C. Points: A 2, B 2, C 1.5, D 0.5.
    a, b, c, d = 1, 2, 3, 4
    results = [
        Result((a, b), (0, 1)),
        Result((c, d), (0, 0)),
        Result((a, c), (1, 0)),
        Result((b, d), (0, 1)),
        Result((a, d), (0, 1)),
        Result((b, c), (0, 1)),
    ]
    table = standings([a, b, c, d], results, fmt="swiss")
    assert [s.player for s in table] == [a, b, c, d]
    by = {s.player: s for s in table}
    assert [by[p].points for p in (a, b, c, d)] == [2, 2, Fraction(3, 2), Fraction(1, 2)]
    # Buchholz: A met B, C, D: 2 + 1.5 + 0.5 = 4; B met A, D, C: 2 + 0.5 + 1.5 = 4.
    assert by[a].tiebreaks[0] == by[b].tiebreaks[0] == 4
    # Sonneborn–Berger: A beat B (2) and D (0.5) = 2.5; B beat D (0.5), C (1.5) = 2.
    assert by[a].tiebreaks[1] == Fraction(5, 2)
    assert by[b].tiebreaks[1] == 2
    # C: beat A (2), drew D (0.5 × ½) = 2.25.
    assert by[c].tiebreaks[1] == Fraction(9, 4)


def test_a_bye_scores_a_win_and_adds_no_buchholz() -> None:
    table = standings([1, 2, 3], [Result((1, 2), (0, 1)), Result((3,))], fmt="swiss")
    by = {s.player: s for s in table}
    assert by[3].points == 1 and by[3].wins == 1 and by[3].tiebreaks == (0, 0)
    # 1 and 3 are level on points and tie-breaks (1's opponent scored 0): entry order.
    assert by[1].tiebreaks == (0, 0)
    assert [s.player for s in table] == [1, 3, 2]


def test_round_robin_tie_breaks_head_to_head_then_wins() -> None:
    # 2 beat 1, drew 3 and 4; 1 beat 3 and 4; 3 beat 4. 1 and 2 finish on 2 points: 2
    # beat 1, so 2 is ahead although 1 has more wins.
    results = [
        Result((1, 2), (1, 0)),
        Result((1, 3), (0, 1)),
        Result((1, 4), (0, 1)),
        Result((2, 3), (0, 0)),
        Result((2, 4), (0, 0)),
        Result((3, 4), (0, 1)),
    ]
    table = standings([1, 2, 3, 4], results, fmt="roundrobin")
    by = {s.player: s for s in table}
    assert by[1].points == 2 and by[2].points == 2
    assert [s.player for s in table][:2] == [2, 1]
    assert by[2].tiebreaks == (1, 1) and by[1].tiebreaks == (0, 2)
    assert by[3].points == Fraction(3, 2) and by[4].points == Fraction(1, 2)


def test_round_robin_wins_break_a_level_head_to_head() -> None:
    results = [
        Result((1, 2), (0, 0)),  # draw: head-to-head level
        Result((1, 3), (0, 1)),
        Result((2, 3), (0, 0)),
        Result((1, 4), (1, 0)),
        Result((2, 4), (0, 0)),
        Result((3, 4), (0, 1)),
    ]
    table = standings([1, 2, 3, 4], results, fmt="roundrobin")
    by = {s.player: s for s in table}
    assert by[1].points == by[2].points == Fraction(3, 2)
    assert by[1].tiebreaks[0] == by[2].tiebreaks[0]
    assert by[1].wins == 1 and by[2].wins == 0
    assert [s.player for s in table].index(1) < [s.player for s in table].index(2)


def test_a_table_of_three_shares_points_by_place() -> None:
    table = standings([1, 2, 3], [Result((1, 2, 3), (0, 1, 1))], fmt="swiss")
    by = {s.player: s for s in table}
    assert by[1].points == 1 and by[2].points == by[3].points == Fraction(1, 4)
    assert by[1].wins == 1 and by[2].wins == 0


def test_places_from_an_outcome() -> None:
    assert places_from([1], None, 2) == (1, 0)
    assert places_from([0, 1], None, 2) == (0, 0)
    assert places_from([2], [10, 30, 50, 10], 4) == (2, 1, 0, 2)


def test_a_computer_opponent_scores_but_is_not_listed() -> None:
    # 1 beat a computer (-1); 2 lost to one; 1 then beat 2. Computers add no Buchholz.
    results = [Result((1, -1), (0, 1)), Result((2, -2), (1, 0)), Result((1, 2), (0, 1))]
    table = standings([1, 2], results, fmt="swiss")
    assert [s.player for s in table] == [1, 2]
    by = {s.player: s for s in table}
    assert by[1].points == 2 and by[1].games == 2 and by[1].tiebreaks == (0, 0)
    assert by[2].points == 0 and by[2].tiebreaks == (2, 0)
