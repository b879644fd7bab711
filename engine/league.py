"""Leagues (issue 29): pairings and standings, pure and deterministic.

Players are ints (Discord user ids in the bot). A round is a list of tables; a table is a
tuple of players, and a table of one player is a bye.

Round-robin
    Two seats a game: the circle method (:func:`round_robin`), ``n - 1`` rounds for an even
    number of players, ``n`` for an odd one (a bye each round, each player one bye): every
    pair meets exactly once. Three or four seats a game (:func:`round_robin_tables`), up to
    :data:`EXACT_MAX` players: every pair still meets exactly once, and every player sits out
    equally often (a bye is a win). Where a schedule with tables of three or four does that
    in fewer rounds than the circle method, it is one of :data:`DESIGNS` (Kirkman's schedule
    for nine, the rest found by an exact-cover search); otherwise none exists or none was
    found (docs/leagues.md says which and why) and the games are of two, by the circle
    method. Over :data:`EXACT_MAX` players, rounds are built one by one, each
    splitting the players into tables that hold as many pairs not yet met as possible
    (ties broken by fewest repeated meetings), until every pair has met at least once.
Swiss (:func:`swiss_round`)
    Players are ordered by points (then by their place in the entry list) and paired
    top-down with the nearest player in that order whom they have not met: within a score
    group where possible, a floater to the next group otherwise. A depth-first search backs
    up when the rest cannot be paired without a repeat, then goes on for a while (branch and
    bound, :data:`IMPROVE_BUDGET` steps) for a round whose players sit nearer their score
    groups. If no pairing without a repeat exists (or the search runs past
    :data:`SEARCH_BUDGET` steps), repeats are allowed and the nearest partner wins. An odd
    player count gives a bye to the lowest-placed player who
    has had none (at most one each; if everyone has had one, the lowest-placed). Tables of
    three or four are formed the same way, seat by seat.
Points and tie-breaks (:func:`standings`)
    A game gives each player the share of their table's other players they finished ahead
    of, a tie counting half: 1 for a win at a table of two, ½ for a draw, 0 for a loss; a bye
    scores 1 (a win). Swiss ranks by points, then Buchholz (the sum of the opponents'
    points), then Sonneborn–Berger (the sum of the points of the opponents beaten, plus half
    those drawn). Round-robin ranks by points, then head-to-head (points between the tied
    players only), then wins.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

FORMATS = ("roundrobin", "swiss")
#: Steps the Swiss search may take before it allows repeats (never reached in practice: a
#: round of 1,000 players takes about 1,000).
SEARCH_BUDGET = 200_000
#: Steps the search goes on for after its first complete round, looking for a closer one.
IMPROVE_BUDGET = 5_000
#: Bye candidates tried, lowest-placed first, before a repeat is allowed.
BYE_TRIES = 4

Table = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Result:
    """A played table: its players and their places (0 best; equal places tie). A bye is a
    table of one player."""

    players: Table
    places: tuple[int, ...] = ()

    @property
    def bye(self) -> bool:
        return len(self.players) == 1


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of the standings."""

    player: int
    points: Fraction
    games: int
    wins: int
    #: Swiss: (Buchholz, Sonneborn–Berger); round-robin: (head-to-head, wins).
    tiebreaks: tuple[Fraction, ...]
    withdrawn: bool = False


# -- round-robin ---------------------------------------------------------------------------


def round_robin(players: Sequence[int]) -> list[list[Table]]:
    """Every round of a two-seat round-robin (circle method): each pair exactly once, one
    bye a round for an odd count."""
    if len(players) < 2:
        raise ValueError("a round-robin needs two players")
    circle: list[int | None] = list(players)
    if len(circle) % 2:
        circle.append(None)
    size = len(circle)
    rounds = []
    for _ in range(size - 1):
        tables: list[Table] = []
        for i in range(size // 2):
            a, b = circle[i], circle[size - 1 - i]
            if a is None or b is None:
                tables.append((b if a is None else a,))  # type: ignore[arg-type]
            else:
                tables.append((a, b))
        rounds.append(tables)
        # The first player stays; the others turn one place.
        circle = [circle[0], circle[-1], *circle[1:-1]]
    return rounds


def table_sizes(count: int, seats: int) -> list[int]:
    """How ``count`` players split into tables of at most ``seats``: as few tables as
    possible, sizes as even as possible (a lone player is a bye)."""
    if count <= 0:
        return []
    tables = -(-count // seats)
    base, extra = divmod(count, tables)
    return [base + 1] * extra + [base] * (tables - extra)


#: Most players a round-robin of three or four seats meets every pair exactly once.
EXACT_MAX = 10
#: Round-robins of tables of three or four (``(players, seats)``: rounds separated by ``|``,
#: tables by spaces, each table its players' places in the entry list). Each meets every
#: pair exactly once, nobody sits out, in fewer rounds than the circle method; for a count
#: and seats not listed none is known (docs/leagues.md). Four seats use three seats' where
#: that is as short.
DESIGNS: dict[tuple[int, int], str] = {
    (3, 3): "012",
    (4, 4): "0123",
    (6, 3): "012 345|03 14 25|04 15 23|05 13 24",
    (8, 3): "012 345 67|036 147 25|057 13 246|04 156 237",
    # Kirkman's schoolgirls in miniature: the affine plane of order 3, four parallel classes.
    (9, 3): "012 345 678|036 147 258|048 156 237|057 138 246",
    (10, 3): "012 345 67 89|036 178 24 59|058 13 26 479|04 169 257 38|07 15 239 468|09 14 28 37 56",
    (10, 4): "0123 4567 89|048 159 26 37|069 178 24 35|05 14 279 368|07 16 258 349",
}


def design(count: int, seats: int) -> list[list[tuple[int, ...]]] | None:
    """The listed schedule for ``count`` players at tables of up to ``seats`` (places in
    the entry list), or ``None``."""
    for fits in range(seats, 2, -1):
        found = DESIGNS.get((count, fits))
        if found is not None:
            return [
                [tuple(int(c) for c in table) for table in line.split()]
                for line in found.split("|")
            ]
    return None


def round_robin_tables(players: Sequence[int], seats: int) -> list[list[Table]]:
    """A round-robin of tables of up to ``seats``: every pair exactly once up to
    :data:`EXACT_MAX` players (a listed design, else tables of two), beyond that rounds
    until every pair met."""
    if seats == 2 or len(players) < 3:
        return round_robin(players)
    found = design(len(players), seats)
    if found is not None:
        return [[tuple(players[i] for i in table) for table in line] for line in found]
    if len(players) <= EXACT_MAX:
        return round_robin(players)
    met: dict[frozenset[int], int] = defaultdict(int)
    unmet = {frozenset(pair) for pair in combinations(players, 2)}
    rounds: list[list[Table]] = []
    while unmet:
        tables = _spread_round(list(players), seats, met, unmet)
        for table in tables:
            for pair in combinations(table, 2):
                met[frozenset(pair)] += 1
                unmet.discard(frozenset(pair))
        rounds.append(tables)
    return rounds


def _spread_round(
    players: list[int], seats: int, met: Mapping[frozenset[int], int], unmet: set[frozenset[int]]
) -> list[Table]:
    """One round: each table in turn takes the players adding the most unmet pairs."""
    left = list(players)
    # Players with the most unmet pairs first, so they are not left for the last table.
    left.sort(key=lambda p: -sum(1 for q in players if frozenset((p, q)) in unmet))
    tables = []
    for size in table_sizes(len(players), seats):
        table = [left.pop(0)]
        while len(table) < size:

            def gain(q: int, table: list[int] = table) -> tuple[int, int]:
                pairs = [frozenset((p, q)) for p in table]
                return (sum(pair in unmet for pair in pairs), -sum(met[pair] for pair in pairs))

            best = max(left, key=gain)
            left.remove(best)
            table.append(best)
        tables.append(tuple(table))
    return tables


# -- Swiss ---------------------------------------------------------------------------------


def swiss_round(
    players: Sequence[int],
    points: Mapping[int, Fraction | float],
    history: Iterable[Table],
    *,
    seats: int = 2,
) -> list[Table]:
    """The next Swiss round of ``players`` (in entry order) given their ``points`` and the
    tables played so far (``history``, byes included)."""
    met: set[frozenset[int]] = set()
    byes: set[int] = set()
    for table in history:
        if len(table) == 1:
            byes.add(table[0])
        met.update(frozenset(pair) for pair in combinations(table, 2))
    entry = {player: i for i, player in enumerate(players)}
    order = sorted(players, key=lambda p: (-points.get(p, 0), entry[p]))
    sizes = table_sizes(len(order), seats)
    if sizes and sizes[-1] == 1:
        # The bye: the lowest-placed player who has had none.
        # The bye: the lowest-placed player who has had none (the next one up if the rest
        # could then only be paired with a repeat).
        candidates = [p for p in reversed(order) if p not in byes] or [order[-1]]
        for bye in candidates[:BYE_TRIES]:
            rest = [p for p in order if p != bye]
            found = _search(rest, sizes[:-1], met, points, SEARCH_BUDGET)
            if found is not None:
                return [*found, (bye,)]
        rest = [p for p in order if p != candidates[0]]
        return [*_pair(rest, sizes[:-1], met, points), (candidates[0],)]
    return _pair(order, sizes, met, points)


def _pair(
    order: list[int],
    sizes: list[int],
    met: set[frozenset[int]],
    points: Mapping[int, Fraction | float],
) -> list[Table]:
    """Tables of ``sizes`` from ``order`` (best first), without repeated meetings if the
    search finds a way, else nearest first regardless of meetings."""
    found = _search(order, sizes, met, points, SEARCH_BUDGET) or _search(
        order, sizes, set(), points, SEARCH_BUDGET
    )
    assert found is not None  # without meetings to avoid, the first try succeeds
    return found


def _search(
    order: list[int],
    sizes: list[int],
    met: set[frozenset[int]],
    score: Mapping[int, Fraction | float],
    budget: int,
) -> list[Table] | None:
    """Depth-first, without recursion (a round of 1,000 is 500 tables deep): each table's
    head is the best unseated player, its other seats the nearest players below who met
    nobody at it; a table that cannot be filled undoes the choice before it. After the first
    complete round the search goes on (branch and bound, :data:`IMPROVE_BUDGET` steps) for one
    whose players sit further from their score group less: the sum of the points each
    seat is below its table's head."""
    points = [float(score.get(p, 0)) for p in order]
    slots = [k for size in sizes for k in range(size)]
    seated = [False] * len(order)
    chosen: list[int] = []
    costs: list[float] = []
    total = 0.0
    #: For each filled slot, the next candidate to try there.
    tries: list[int] = []
    best: list[int] | None = None
    best_cost = float("inf")
    i = steps = 0
    while i >= 0 and steps <= budget:
        if i == len(slots):
            best, best_cost = list(chosen), total
            if best_cost == 0:
                break
            budget = min(budget, steps + IMPROVE_BUDGET)
            i -= 1
            continue
        k = slots[i]
        fresh = len(tries) == i
        if not fresh:
            seated[chosen.pop()] = False
            total -= costs.pop()
        if k == 0:
            if not fresh:  # a head has no alternative
                tries.pop()
                i -= 1
                continue
            head = seated.index(False)
            seated[head] = True
            chosen.append(head)
            costs.append(0.0)
            tries.append(len(order))
            i += 1
            continue
        if fresh:
            tries.append(chosen[-1] + 1)
        table = chosen[len(chosen) - k :]
        j = tries[i]
        while j < len(order) and (
            seated[j] or any(frozenset((order[m], order[j])) in met for m in table)
        ):
            j += 1
        steps += j - tries[i] + 1
        # Players further down cost no less: past the best so far, back up.
        if j == len(order) or total + points[table[0]] - points[j] >= best_cost:
            tries.pop()
            i -= 1
            continue
        tries[i] = j + 1
        seated[j] = True
        chosen.append(j)
        costs.append(points[table[0]] - points[j])
        total += costs[-1]
        i += 1
    if best is None:
        return None
    tables, at = [], 0
    for size in sizes:
        tables.append(tuple(order[m] for m in best[at : at + size]))
        at += size
    return tables


# -- standings -----------------------------------------------------------------------------


def pair_results(result: Result) -> list[tuple[int, int, Fraction]]:
    """``(player, opponent, score)`` for each ordered pair at a table: 1 ahead, ½ level."""
    out = []
    for (a, pa), (b, pb) in combinations(zip(result.players, result.places, strict=True), 2):
        score = Fraction(1) if pa < pb else Fraction(0) if pa > pb else Fraction(1, 2)
        out.append((a, b, score))
        out.append((b, a, 1 - score))
    return out


def standings(
    players: Sequence[int],
    results: Iterable[Result],
    *,
    fmt: str,
    withdrawn: Iterable[int] = (),
) -> list[Standing]:
    """The standings of ``players`` after ``results``, best first (``fmt``: one of
    :data:`FORMATS`). Ties left after the tie-breaks keep the entry order. A result may
    seat others (computer seats): they score, but are not listed and add nothing to
    Buchholz or Sonneborn–Berger."""
    # Defaults: a table may seat others than ``players`` (computer seats), who are scored
    # but not listed, and count nothing towards their opponents' tie-breaks.
    points: dict[int, Fraction] = defaultdict(Fraction)
    games: dict[int, int] = defaultdict(int)
    wins: dict[int, int] = defaultdict(int)
    # For each player, (opponent, score against them) per meeting.
    against: dict[int, list[tuple[int, Fraction]]] = defaultdict(list)
    for result in results:
        if result.bye:
            (player,) = result.players
            points[player] += 1
            games[player] += 1
            wins[player] += 1
            continue
        share = Fraction(1, len(result.players) - 1)
        for player, place in zip(result.players, result.places, strict=True):
            games[player] += 1
            wins[player] += place == 0 and result.places.count(0) == 1
        for player, opponent, score in pair_results(result):
            points[player] += score * share
            against[player].append((opponent, score))
    out = []
    gone = set(withdrawn)
    listed = set(players)
    for player in players:
        if fmt == "swiss":
            met = [(points[o], s) for o, s in against[player] if o in listed]
            buchholz = sum((p for p, _ in met), Fraction(0))
            berger = sum((p * s for p, s in met), Fraction(0))
            tiebreaks = (buchholz, berger)
        else:
            tied = {q for q in players if points[q] == points[player]}
            head = sum((s for o, s in against[player] if o in tied), Fraction(0))
            tiebreaks = (head, Fraction(wins[player]))
        out.append(
            Standing(player, points[player], games[player], wins[player], tiebreaks, player in gone)
        )
    entry = {p: i for i, p in enumerate(players)}
    out.sort(key=lambda s: (-s.points, *(-x for x in s.tiebreaks), entry[s.player]))
    return out


def places_from(
    winners: Iterable[int], scores: Sequence[int] | None, seats: int
) -> tuple[int, ...]:
    """Places (0 best) of a game's seats from its outcome: the winners first (tied), the
    others by score where the game keeps one (higher is better), else tied after them."""
    won = set(winners)
    rest = sorted(
        {scores[s] for s in range(seats) if s not in won} if scores else set(), reverse=True
    )
    places = []
    for seat in range(seats):
        if seat in won:
            places.append(0)
        elif scores:
            places.append(1 + rest.index(scores[seat]))
        else:
            places.append(1)
    return tuple(places)
