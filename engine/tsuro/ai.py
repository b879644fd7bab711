"""Tsuro's computer player (issue 16), on a state concealed for its seat (:mod:`engine.ai`).

* ``easy``: a random safe placement (a random legal one where none is safe), a random notch.
* ``medium``: judges each placement by what it does now (its own marker alive, opponents sent
  off) and by where it leaves the marker: how many of the tiles it has not seen (and those left
  in its hand) could be placed safely in front of it next time, how central that square is
  (seed 000: the edges are where surprises kill), whether another marker shares the square, and
  how few safe tiles the opponents are left with (traps). Notches: central ones, away from
  other markers.
* ``hard``: its three best placements by ``medium``'s judgement, each played out over six
  determinizations (opponents' hands and the pile re-dealt from the tiles it has not seen)
  for three rounds, the opponents placing as ``medium`` would once at most four markers are
  left (at random before), itself its safe placement ``medium`` judges best, then its own best
  next placement with the hand that deal gave it; the mean outcome plus a quarter of
  ``medium``'s judgement decides.

Reads of the state: the board (``cells``), markers (``points``, ``alive``), its own hand, hand
sizes, and options — what its view shows. Hidden tiles are only ever re-dealt from their sorted
multiset with the player's own generator.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import Event, Json, Move
from engine.rng import Rng, derive
from engine.tsuro.game import PLAY, TSURO, TsuroState, free_notches
from engine.tsuro.geometry import geometry
from engine.tsuro.paths import SAFE, OptionJudge
from engine.tsuro.tiles import LOOKS, TILE_COUNT

SIZE = 6
_GEO = geometry(SIZE)
_NEXT = _GEO.next
#: One orientation code per distinct look of each tile (index 0 unused).
_LOOK_CODES = ((), *(tuple(group[0] for group in LOOKS[t]) for t in range(1, TILE_COUNT + 1)))
WIN, LOSS, SHARED = 1000.0, -1000.0, 300.0
HARD_CANDIDATES = 3
HARD_DEALS = 6
#: Markers left at most for the opponents of a ``hard`` play-out to place as ``medium``.
SMART = 4
#: Rounds a ``hard`` play-out lasts (issue 27: with three reference players, 45.0 % over
#: 1,000 games when it stopped at its next turn, 49.1 % at two rounds, 51.2 % at three, 50.1 %
#: at four; p99 of a decision 35, 97 and 123 ms for one, three and four).
HARD_ROUNDS = 3


def _move(code: int) -> Move:
    return {"kind": "place", "tile": code // 4 + 1, "rotation": (code % 4) * 90}


def _centre(square: int) -> int:
    row, col = divmod(square, SIZE)
    return min(row, col, SIZE - 1 - row, SIZE - 1 - col)


def _unseen(st: TsuroState, seat: int) -> list[int]:
    """Tiles neither on the board nor in a hand ``seat`` sees, sorted."""
    seen = {code // 4 + 1 for code in st.cells if code >= 0}
    seen.update(st.hands[seat])
    if st.open_hands:
        for hand in st.hands:
            seen.update(hand)
    return [t for t in range(1, TILE_COUNT + 1) if t not in seen]


def _safe_tiles(st: TsuroState, seat: int, tiles: Sequence[int]) -> int:
    """How many of ``tiles`` have a look ``seat`` could place in front of itself safely."""
    harm = OptionJudge(st.cells, _NEXT, st.points, seat).harm
    return sum(1 for t in tiles if any(harm(code) == SAFE for code in _LOOK_CODES[t]))


def _safe_codes(st: TsuroState, seat: int, codes: Sequence[int]) -> list[int]:
    harm = OptionJudge(st.cells, _NEXT, st.points, seat).harm
    return [code for code in codes if harm(code) == SAFE]


def _standing(
    st: TsuroState, seat: int, hand: Sequence[int], unseen: Sequence[int], traps: bool = True
) -> float:
    """How good ``seat``'s place is in ``st`` (marker alive, game on), for its next turn;
    ``traps``: count how few safe tiles the opponents are left with (the costly part)."""
    point = st.points[seat]
    square = point >> 3
    pool = [t for t in unseen if t not in hand]
    safe_pool = _safe_tiles(st, seat, pool) / len(pool) if pool else 1.0
    safe_hand = _safe_tiles(st, seat, hand)
    shared = any(
        st.alive[s] and s != seat and st.points[s] >> 3 == square for s in range(st.players)
    )
    trapped = 0.0
    for s in range(st.players) if traps else ():
        if s != seat and st.alive[s] and st.points[s] >= 0 and pool:
            trapped += 1.0 - _safe_tiles(st, s, pool) / len(pool)
    return (
        40.0 * safe_pool
        + (12.0 if safe_hand else 0.0)
        + 4.0 * safe_hand
        + 6.0 * _centre(square)
        - (10.0 if shared else 0.0)
        + 12.0 * trapped
    )


def _result(before: TsuroState, after: TsuroState, seat: int) -> float | None:
    """The value of a finished game or of ``seat``'s elimination, else None."""
    if after.phase != PLAY:
        if seat in after.winners:
            return WIN if len(after.winners) == 1 else SHARED
        return LOSS
    if not after.alive[seat]:
        return LOSS
    return None


def _kills(before: TsuroState, after: TsuroState, seat: int) -> int:
    return sum(
        1 for s in range(before.players) if s != seat and before.alive[s] and not after.alive[s]
    )


def _judge(st: TsuroState, seat: int, code: int, unseen: list[int], traps: bool = True) -> float:
    """``medium``'s value of placing ``code`` now."""
    after = TSURO.apply(st, seat, _move(code)).state
    done = _result(st, after, seat)
    if done is not None:
        return done
    tile = code // 4 + 1
    hand = [t for t in st.hands[seat] if t != tile]
    return 80.0 * _kills(st, after, seat) + _standing(after, seat, hand, unseen, traps)


def _redeal(st: TsuroState, seat: int, rng: Rng) -> TsuroState:
    """``st`` with every tile ``seat`` cannot see re-dealt from its sorted multiset."""
    visible = set(range(st.players)) if st.open_hands else {seat}
    hidden = sorted(
        [*st.pile, *(t for s, hand in enumerate(st.hands) if s not in visible for t in hand)]
    )
    rng.shuffle(hidden)
    hands = []
    for s, hand in enumerate(st.hands):
        if s in visible:
            hands.append(hand)
        else:
            hands.append(tuple(sorted(hidden[: len(hand)])))
            del hidden[: len(hand)]
    return st._replace(hands=tuple(hands), pile=tuple(hidden))


def _playout(st: TsuroState, seat: int, code: int, unseen: list[int], rng: Rng) -> float:
    """Place ``code`` in a re-dealt ``st`` and play on for :data:`HARD_ROUNDS` rounds (the
    opponents as :data:`SMART` says, ``seat`` its safe placement ``medium`` judges best), then
    judge where that leaves ``seat``."""
    start = st
    st = TSURO.apply(st, seat, _move(code)).state
    rounds = 1
    while True:
        done = _result(start, st, seat)
        if done is not None:
            return done
        mover = st.turn
        if mover == seat:
            if rounds >= HARD_ROUNDS:
                break
            rounds += 1
        if mover == seat or sum(st.alive) <= SMART:
            code = max(
                _placements(st, mover), key=lambda c: _judge(st, mover, c, unseen, traps=False)
            )
        else:
            code = st.legal[rng.randbelow(len(st.legal))]
        st = TSURO.apply(st, mover, _move(code)).state
    # Its own next placement, with the hand this deal gave it.
    best = max(_judge(st, seat, code, unseen, traps=False) for code in _placements(st, seat))
    return 80.0 * _kills(start, st, seat) + best


def _placements(st: TsuroState, seat: int) -> list[int]:
    """One code of each look among ``seat``'s safe placements (all of them if none is safe)."""
    return _distinct(_safe_codes(st, seat, st.legal) or list(st.legal))


def _notch(st: TsuroState, rng: Rng) -> Move:
    """A notch on a central edge square, as far as possible from the markers already set."""
    taken = [p >> 3 for p in st.points if p >= 0]
    best: list[int] = []
    best_score = -1
    for notch in free_notches(st):
        square = _GEO.notch_points[notch - 1] >> 3
        row, col = divmod(square, SIZE)
        along = min(col, SIZE - 1 - col) if row in (0, SIZE - 1) else min(row, SIZE - 1 - row)
        far = min(
            (abs(row - t // SIZE) + abs(col - t % SIZE) for t in taken),
            default=SIZE,
        )
        score = 2 * along + min(far, 3)
        if score > best_score:
            best, best_score = [notch], score
        elif score == best_score:
            best.append(notch)
    return {"kind": "notch", "notch": best[rng.randbelow(len(best))]}


class TsuroPlayer:
    """``engine.ai.ComputerPlayer`` for Tsuro (no memory: everything it saw is on the board)."""

    def choose(self, seen: TsuroState, seat: int, level: str, seed: int, memory: Any) -> Move:
        rng = derive(seed, "tsuro", level)
        legal = TSURO.legal_moves(seen, seat)
        if seen.phase != PLAY:
            if level == "easy" or not free_notches(seen):
                return legal[rng.randbelow(len(legal))]
            return _notch(seen, rng)
        codes = list(seen.legal)
        safe = _safe_codes(seen, seat, codes) or codes
        if level == "easy" or len(safe) == 1:
            return _move(safe[rng.randbelow(len(safe))])
        unseen = _unseen(seen, seat)
        judged = sorted(((_judge(seen, seat, c, unseen), c) for c in _distinct(safe)), reverse=True)
        if level == "medium":
            return _move(judged[0][1])
        candidates = [c for _, c in judged[:HARD_CANDIDATES]]
        totals = dict.fromkeys(candidates, 0.0)
        for deal in range(HARD_DEALS):
            world = _redeal(seen, seat, derive(seed, "deal", deal))
            for code in candidates:
                totals[code] += _playout(world, seat, code, unseen, derive(seed, deal, code))
        # The immediate judgement breaks ties (and counts a little: it sees the traps laid).
        first = {c: v for v, c in judged}
        best = max(candidates, key=lambda c: (totals[c] / HARD_DEALS + 0.25 * first[c], -c))
        return _move(best)

    def new_memory(self, players: int, seat: int) -> None:
        return None

    def observe(
        self, memory: Any, actor: int, move: Move, events: Sequence[Event], view: Json
    ) -> None:
        return None


def _distinct(codes: Sequence[int]) -> list[int]:
    """One code of each look among ``codes``: rotations that look alike do the same thing."""
    return sorted({_FIRST_LOOK[code] for code in codes})


_FIRST_LOOK = {
    code: group[0] for t in range(1, TILE_COUNT + 1) for group in LOOKS[t] for code in group
}


PLAYER = TsuroPlayer()
