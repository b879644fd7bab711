"""Marker movement on integer boards: walking paths, resolving a placement, judging options.

A board is a sequence of orientation codes, one per square (-1 for an empty square), plus the
``next`` table of :mod:`engine.tsuro.geometry`. Markers are given as points (``-1`` for a
marker that is not on the board). These functions are the one implementation of P2/P3 that
the game, the previews and :class:`engine.tsuro.position.Position` all use.

A *step* of a trail is packed as ``square * 64 + entry_port * 8 + exit_port`` (0-based ports).

Termination: the tile segments form a graph in which every point touches at most two
segments, so a walk either reaches an end or runs round a cycle back to its start point.
Normal play never puts a marker on a cycle (every marker's trail leads back to the edge), but
a constructed position can; the walk then stops at its start and reports ``LOOP``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from engine.tsuro.tiles import EXIT

# How a walk ends.
OPEN = 0  # facing an empty square: the end point is where the marker stands
EDGE = 1  # left the board: the end point is the edge point it went through
LOOP = 2  # came back to its start point: it would run round forever

# How one option would harm the mover (P3/P4), in increasing order of precedence.
SAFE = 0
HARM_EDGE = 1
HARM_COLLISION = 2
HARM_LOOP = 3


def walk(cells: Sequence[int], nxt: Sequence[int], start: int) -> tuple[list[int], int, int]:
    """Follow the paths from ``start`` across placed tiles: ``(steps, end kind, end point)``."""
    steps: list[int] = []
    point = start
    while True:
        square = point >> 3
        code = cells[square]
        if code < 0:
            return steps, OPEN, point
        entry = point & 7
        out = EXIT[code * 8 + entry]
        steps.append(square * 64 + entry * 8 + out)
        point = nxt[square * 8 + out]
        if point < 0:
            return steps, EDGE, square * 8 + out
        if point == start:
            return steps, LOOP, point


class Movement(NamedTuple):
    """What one placement did to one marker that faced the new tile (P2/P3)."""

    marker: int
    steps: tuple[int, ...]
    end: int  # OPEN, EDGE or LOOP
    point: int  # where it stands now (OPEN), the edge point it left by (EDGE), its start (LOOP)
    collided: tuple[int, ...]  # indices of the markers it met on its path, sorted
    met: int = -1  # the square where it first met one of them (-1: it met nobody)


def resolve(
    cells: Sequence[int], nxt: Sequence[int], square: int, points: Sequence[int]
) -> list[Movement]:
    """Move every marker facing ``square`` (whose tile ``cells`` already holds) at once.

    Returns one :class:`Movement` per marker that moved, in marker order, then one (with no
    steps) per marker that stood still but was run into.

    A collision is a meeting on one path: a marker's path goes through a point where another
    marker stands, in either direction (head-on, or arriving behind it), or ends where
    another marker ends. Both markers are named as collided, whatever their final points,
    and each :class:`Movement` says on which square it first met another (``met``).
    """
    occupied: dict[int, int] = {}
    for marker, point in enumerate(points):
        if point >= 0:
            occupied[point] = marker
    walks: list[tuple[int, list[int], int, int]] = []
    meetings: list[tuple[int, int, int]] = []  # (marker, other, square where they met)
    ends: dict[int, int] = {}
    get = occupied.get
    for marker, start in enumerate(points):
        if start < 0 or start >> 3 != square:
            continue
        steps, end, point = walk(cells, nxt, start)
        walks.append((marker, steps, end, point))
        for step in steps:
            base = (step >> 6) * 8
            other = get(base + ((step >> 3) & 7), marker)
            if other != marker:
                meetings.append((marker, other, step >> 6))
            other = get(base + (step & 7), marker)
            if other != marker:
                meetings.append((marker, other, step >> 6))
        if end == OPEN:
            last = steps[-1] >> 6 if steps else point >> 3
            other = get(point, marker)
            if other != marker:
                meetings.append((marker, other, last))
            other = ends.setdefault(point, marker)
            if other != marker:
                meetings.append((marker, other, last))
    if not meetings:
        return [Movement(m, tuple(steps), end, point, ()) for m, steps, end, point in walks]
    hits: dict[int, set[int]] = {}
    met: dict[int, int] = {}
    for one, other, where in meetings:
        hits.setdefault(one, set()).add(other)
        hits.setdefault(other, set()).add(one)
        met.setdefault(one, where)
        met.setdefault(other, where)
    moved = [
        Movement(m, tuple(steps), end, point, tuple(sorted(hits.get(m, ()))), met.get(m, -1))
        for m, steps, end, point in walks
    ]
    # A marker standing still can be run into (only in constructed positions).
    for marker in sorted(set(hits) - {m for m, _, _, _ in walks}):
        moved.append(
            Movement(marker, (), OPEN, points[marker], tuple(sorted(hits[marker])), met[marker])
        )
    return moved


class OptionJudge:
    """Judges every tile and rotation the marker ``mover`` could place in front of itself.

    The part of each path beyond the new square does not depend on the tile placed, so it
    is walked once per exit port of the square and memoised; an option then costs a few
    lookups. :func:`resolve` is the reference this must agree with (a property test checks).

    Only the mover's own chain through the square needs following, except when some path
    beyond the square comes back into it at the mover's own port: then another marker may
    arrive behind the mover, and every marker's chain is followed (constructed positions
    only, since in play the way back through a marker's point is its trail to the edge).
    """

    __slots__ = (
        "_beyond",
        "_cells",
        "_facing",
        "_followed",
        "_mover",
        "_nxt",
        "_occupied",
        "_shared",
        "_square",
    )

    def __init__(
        self, cells: Sequence[int], nxt: Sequence[int], points: Sequence[int], mover: int
    ) -> None:
        start = points[mover]
        square = start >> 3
        self._cells = cells
        self._nxt = nxt
        self._square = square
        self._mover = start & 7
        # Port of the new square → a marker standing there; the others may only be met beyond.
        self._facing: dict[int, int] = {}
        self._occupied: set[int] = set()
        self._shared = False
        for marker, point in enumerate(points):
            if point < 0:
                continue
            if point >> 3 != square:
                self._occupied.add(point)
            elif marker != mover:
                self._shared = self._shared or point == start
                self._facing[point & 7] = marker
        self._beyond: dict[int, tuple[int, int, bool]] = {}
        # Another marker can arrive behind the mover only if the way back from the mover's
        # point, away from the square, leads round into the square again.
        self._followed = False
        if self._facing:
            behind = nxt[start]
            if behind >= 0:
                _, end, last = walk(cells, nxt, behind)
                self._followed = end == OPEN and last >> 3 == square
        self._facing[self._mover] = mover

    def _leave(self, out: int) -> tuple[int, int, bool]:
        """Leaving the square by ``out``: ``(OPEN or EDGE, re-entry port or -1, met)``.

        ``OPEN`` with a port ≥ 0 means the path comes back into the square by that port;
        ``met`` tells whether it goes through or ends at a point where a marker stands.
        """
        known = self._beyond.get(out)
        if known is not None:
            return known
        square = self._square
        nxt = self._nxt
        cells = self._cells
        occupied = self._occupied
        met = False
        point = nxt[square * 8 + out]
        # The walk of :func:`walk`, without keeping the steps. It cannot loop: its first
        # point looks back into the empty square, so it lies on a path, not on a cycle.
        while point >= 0:
            if point in occupied:
                met = True
            code = cells[point >> 3]
            if code < 0:
                result = (OPEN, point & 7, met) if point >> 3 == square else (OPEN, -1, met)
                break
            leaving = (point & ~7) + EXIT[code * 8 + (point & 7)]
            if leaving in occupied:
                met = True
            point = nxt[leaving]
        else:
            result = (EDGE, -1, met)
        self._beyond[out] = result
        return result

    def harm(self, code: int) -> int:
        """SAFE, HARM_EDGE, HARM_COLLISION or HARM_LOOP for the mover if ``code`` is placed."""
        if self._followed:
            return self._harm_all(code)
        base = code * 8
        mover = self._mover
        facing = self._facing
        beyond = self._beyond
        entry = mover
        met = self._shared
        while True:
            out = EXIT[base + entry]
            if out in facing:
                met = True  # head-on through the point where another marker stands
            known = beyond.get(out)
            kind, back, beyond_met = known if known is not None else self._leave(out)
            if back < 0:
                if met or beyond_met:
                    return HARM_COLLISION
                return HARM_EDGE if kind == EDGE else SAFE
            if back == mover:
                return HARM_LOOP
            if beyond_met or back in facing:
                met = True  # arrives behind another marker and shares its path
            entry = back

    def _harm_all(self, code: int) -> int:
        """:meth:`harm` following every marker in front of the square."""
        facing = self._facing
        base = code * 8
        mover = facing[self._mover]
        collided = self._shared
        mover_end = SAFE
        for port, marker in facing.items():
            entry = port
            met = False
            while True:
                out = EXIT[base + entry]
                other = facing.get(out)
                if other is not None and other != marker:
                    met = True
                    collided = collided or other == mover
                kind, back, beyond_met = self._leave(out)
                met = met or beyond_met
                if back < 0:
                    end = HARM_EDGE if kind == EDGE else SAFE
                    break
                if back == port:
                    end = HARM_LOOP
                    break
                other = facing.get(back)
                if other is not None:
                    met = True
                    collided = collided or other == mover
                entry = back
            if marker == mover:
                mover_end = end
                collided = collided or met
        if mover_end == HARM_LOOP:
            return HARM_LOOP
        if collided:
            return HARM_COLLISION
        return mover_end
