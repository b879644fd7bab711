"""A reference Tsuro player (issue 27): a careful one-move-ahead player, not a level.

On its turn it tries every tile in its hand in every rotation (P1) and plays each out with the
rules (P2, P3), then prefers, in this order:

* a placement that does not take its own marker off the board or into another (P3, P4); if
  none is safe, one that ends the game in a shared win, else any;
* a placement that wins the game, then one that eliminates other markers;
* the placement that leaves it best placed: the share of the tiles it has not seen, in every
  rotation, that could next be placed in front of it safely (its path's future), with a kept
  tile that is safe there worth more (it can count on it), a square away from the edge, a
  square nobody else faces, and the opponents left with as few safe tiles as possible.

It sets its marker (S) on the notch farthest from the markers already set, nearest the middle
of a side. It keeps no memory: everything it saw is on the board.

It reads only the concealed state :func:`engine.ai.choose_move` gives it (the board, markers,
its own hand) and uses the engine only for the rules (legal moves, playing a placement out,
judging a placement's harm), never ``engine/tsuro/ai.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import Event, Json, Move
from engine.tsuro.game import PLAY, TSURO, TsuroState, free_notches
from engine.tsuro.geometry import geometry
from engine.tsuro.paths import SAFE, OptionJudge
from engine.tsuro.tiles import TILE_COUNT

SIZE = 6
GEOMETRY = geometry(SIZE)
#: Weights of what a placement leaves: the safe share of the unseen tiles' rotations, a kept
#: tile with a safe rotation, distance from the edge, a square shared, an opponent's unsafety.
FUTURE, KEPT, INNER, CROWD, SQUEEZE = 50.0, 8.0, 5.0, -12.0, 15.0
KILL = 120.0


def _place(code: int) -> Move:
    return {"kind": "place", "tile": code // 4 + 1, "rotation": (code % 4) * 90}


class ReferencePlayer:
    """``engine.ai.ComputerPlayer`` with no memory."""

    def choose(self, seen: TsuroState, seat: int, level: str, seed: int, memory: Any) -> Move:
        legal = TSURO.legal_moves(seen, seat)
        if seen.phase != PLAY:
            notches = free_notches(seen)
            if not notches:
                return legal[0]
            return {"kind": "notch", "notch": max(notches, key=lambda n: _notch_worth(seen, n))}
        on_board = {code // 4 + 1 for code in seen.cells if code >= 0}
        hand = seen.hands[seat]
        unseen = [t for t in range(1, TILE_COUNT + 1) if t not in on_board and t not in hand]
        best: tuple[float, int] | None = None
        tried: set[tuple[tuple[int, ...], tuple[bool, ...]]] = set()
        for code in sorted(seen.legal):
            after = TSURO.apply(seen, seat, _place(code)).state
            outcome = (after.points, after.alive)
            if outcome in tried:
                continue  # a rotation that looks alike does the same
            tried.add(outcome)
            kept = [t for t in hand if t != code // 4 + 1]
            worth = _worth(seen, after, seat, kept, unseen)
            if best is None or worth > best[0]:
                best = (worth, code)
        assert best is not None
        return _place(best[1])

    def new_memory(self, players: int, seat: int) -> None:
        return None

    def observe(
        self, memory: Any, actor: int, move: Move, events: Sequence[Event], view: Json
    ) -> None:
        """Never called: it keeps no memory."""


def _worth(
    before: TsuroState, after: TsuroState, seat: int, kept: list[int], unseen: list[int]
) -> float:
    """How good ``after`` is for ``seat`` (P4–P6: alive, winning, others gone, room to move)."""
    kills = sum(1 for s in range(before.players) if before.alive[s] and not after.alive[s])
    if after.phase != PLAY:
        if seat in after.winners:
            return 1e6 if len(after.winners) == 1 else 1e5
        return -1e6
    if not after.alive[seat]:
        return -1e6
    worth = KILL * kills + _room(after, seat, kept, unseen)
    for other in range(after.players):
        if other != seat and after.alive[other]:
            worth -= SQUEEZE * _safe_share(after, other, unseen)
    return worth


def _safe_share(st: TsuroState, seat: int, tiles: list[int]) -> float:
    """The share of ``tiles``' rotations that ``seat`` could place in front of itself safely."""
    if not tiles:
        return 1.0
    harm = OptionJudge(st.cells, GEOMETRY.next, st.points, seat).harm
    codes = [(t - 1) * 4 + r for t in tiles for r in range(4)]
    return sum(1 for code in codes if harm(code) == SAFE) / len(codes)


def _room(st: TsuroState, seat: int, kept: list[int], unseen: list[int]) -> float:
    harm = OptionJudge(st.cells, GEOMETRY.next, st.points, seat).harm
    point = st.points[seat]
    square = point >> 3
    row, col = divmod(square, SIZE)
    inner = min(row, col, SIZE - 1 - row, SIZE - 1 - col)
    crowded = any(
        s != seat and st.alive[s] and st.points[s] >> 3 == square for s in range(st.players)
    )
    safe_kept = sum(1 for t in kept if any(harm((t - 1) * 4 + r) == SAFE for r in range(4)))
    return (
        FUTURE * _safe_share(st, seat, unseen)
        + KEPT * safe_kept
        + INNER * inner
        + (CROWD if crowded else 0.0)
    )


def _notch_worth(st: TsuroState, notch: int) -> tuple[int, int, int]:
    """Far from the markers set, then near the middle of its side, then the lowest notch."""
    square = GEOMETRY.notch_points[notch - 1] >> 3
    row, col = divmod(square, SIZE)
    taken = [p >> 3 for p in st.points if p >= 0]
    far = min((abs(row - t // SIZE) + abs(col - t % SIZE) for t in taken), default=2 * SIZE)
    middle = min(col, SIZE - 1 - col) if row in (0, SIZE - 1) else min(row, SIZE - 1 - row)
    return (min(far, 4), middle, -notch)


PLAYER = ReferencePlayer()
