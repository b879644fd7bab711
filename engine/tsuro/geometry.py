"""Squares, ports, points and notches of an N×N board (T1, T3, T6), for N from 2 to 12.

Squares are indexed ``row * N + column`` (``A1`` = 0 is top-left; columns are letters left
to right, rows numbers top to bottom). A *point* is one port of one square, as the int
``square * 8 + port`` with 0-based ports (port 1 of T3 is 0). A marker at a point stands on
that square's side and faces into the square. Each point inside the board has a twin: the
same spot named from the neighbouring square (:meth:`Geometry.across`).

Notches (T6) are the points on the outer edge, numbered 1..8N clockwise from the top-left:
top edge left→right, right edge top→bottom, bottom edge right→left, left edge bottom→top.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.core import EngineError

MIN_SIZE = 2
MAX_SIZE = 12
COLUMNS = "ABCDEFGHIJKL"

# 0-based port → (row step, column step) of the neighbour across that side, and the port it
# meets there: bottom 1,2 ↔ top 6,5; right 3,4 ↔ left 8,7 (T3).
_SIDE_STEP = ((1, 0), (1, 0), (0, 1), (0, 1), (-1, 0), (-1, 0), (0, -1), (0, -1))
OPPOSITE = (5, 4, 7, 6, 1, 0, 3, 2)


@dataclass(frozen=True, slots=True)
class Geometry:
    """Precomputed tables for one board size; get one with :func:`geometry`."""

    size: int
    names: tuple[str, ...]
    #: ``NEXT[square * 8 + port]``: the point across that port, or -1 off the board.
    next: tuple[int, ...]
    #: ``notch_points[n - 1]``: the point (facing into the board) of notch ``n``.
    notch_points: tuple[int, ...]
    #: Notch number of every edge point.
    notch_at: dict[int, int]
    index: dict[str, int]

    @property
    def squares(self) -> int:
        return self.size * self.size

    def square_index(self, name: str) -> int:
        """The index of square ``name`` such as ``"C4"``; ``EngineError`` if off the board."""
        found = self.index.get(name.upper()) if isinstance(name, str) else None
        if found is None:
            raise EngineError("square", square=name, size=self.size)
        return found

    def point(self, square: str | int, port: int) -> int:
        """The point at T3 port ``port`` (1..8) of ``square`` (a name or an index)."""
        index = self.square_index(square) if isinstance(square, str) else square
        if not 0 <= index < self.squares:
            raise EngineError("square", square=square, size=self.size)
        if isinstance(port, bool) or not isinstance(port, int) or not 1 <= port <= 8:
            raise EngineError("port", port=port)
        return index * 8 + port - 1

    def describe(self, point: int) -> tuple[str, int]:
        """``(square name, T3 port)`` of a point."""
        return self.names[point >> 3], (point & 7) + 1

    def across(self, point: int) -> int:
        """The same spot named from the neighbouring square, or -1 on the outer edge."""
        return self.next[point]

    def notch(self, number: int) -> int:
        if isinstance(number, bool) or not isinstance(number, int):
            raise EngineError("notch", notch=number)
        if not 1 <= number <= len(self.notch_points):
            raise EngineError("notch", notch=number, notches=len(self.notch_points))
        return self.notch_points[number - 1]


@cache
def geometry(size: int) -> Geometry:
    """The tables of an ``size``×``size`` board."""
    if isinstance(size, bool) or not isinstance(size, int) or not MIN_SIZE <= size <= MAX_SIZE:
        raise EngineError("board_size", size=size, minimum=MIN_SIZE, maximum=MAX_SIZE)
    names = tuple(f"{COLUMNS[col]}{row + 1}" for row in range(size) for col in range(size))
    nxt = []
    for square in range(size * size):
        row, col = divmod(square, size)
        for port in range(8):
            d_row, d_col = _SIDE_STEP[port]
            n_row, n_col = row + d_row, col + d_col
            if 0 <= n_row < size and 0 <= n_col < size:
                nxt.append((n_row * size + n_col) * 8 + OPPOSITE[port])
            else:
                nxt.append(-1)
    last = size - 1
    notches: list[int] = []
    for col in range(size):  # top edge, left → right: port 6 then 5
        notches += [col * 8 + 5, col * 8 + 4]
    for row in range(size):  # right edge, top → bottom: port 4 then 3
        notches += [(row * size + last) * 8 + 3, (row * size + last) * 8 + 2]
    for col in range(last, -1, -1):  # bottom edge, right → left: port 2 then 1
        notches += [(last * size + col) * 8 + 1, (last * size + col) * 8 + 0]
    for row in range(last, -1, -1):  # left edge, bottom → top: port 8 then 7
        notches += [(row * size) * 8 + 7, (row * size) * 8 + 6]
    return Geometry(
        size=size,
        names=names,
        next=tuple(nxt),
        notch_points=tuple(notches),
        notch_at={point: number for number, point in enumerate(notches, 1)},
        index={name: index for index, name in enumerate(names)},
    )


def square_name(square: int, size: int = 6) -> str:
    """``"A1"``.. name of square index ``square`` on a ``size``×``size`` board (T1)."""
    return geometry(size).names[square]


def notch_position(number: int, size: int = 6) -> tuple[str, int]:
    """``(square, T3 port)`` of notch ``number`` (T6), e.g. notch 1 is ``("A1", 6)``."""
    return geometry(size).describe(geometry(size).notch(number))
