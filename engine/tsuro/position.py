"""Build any Tsuro position and move markers in it (P2, P3 on an N×N board, N = 2..12).

A :class:`Position` is tiles on squares plus named markers at points. A marker is given as
``(square, port)``: it stands at that T3 port of that square and faces into the square,
which must be empty (a marker on the outer edge at a notch faces the edge square). To name
a spot from the other side — a marker standing on a tile, facing the neighbour — use
:func:`across`. Positions are immutable; :meth:`Position.place` returns a new one.

    >>> pos = Position.build(6, markers={"red": ("A1", 6)})
    >>> done = pos.place("A1", 1, 0)
    >>> done.trips["red"].end in ("open", "edge")
    True
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass

from engine.core import EngineError
from engine.tsuro.geometry import Geometry, geometry
from engine.tsuro.paths import EDGE, LOOP, OPEN, Movement, resolve, walk
from engine.tsuro.tiles import ROTATIONS, TILE_COUNT, code_of, tile_of

_END_NAMES = {OPEN: "open", EDGE: "edge", LOOP: "loop"}
Spot = tuple[str, int]  # (square name, T3 port 1..8)


def across(square: str, port: int, size: int = 6) -> Spot | None:
    """The spot at ``port`` of ``square`` named from the neighbouring square (None: edge)."""
    geo = geometry(size)
    twin = geo.across(geo.point(square, port))
    return None if twin < 0 else geo.describe(twin)


@dataclass(frozen=True, slots=True)
class Trip:
    """Where one marker went. ``trail`` lists ``(square, entry port, exit port)`` per tile
    crossed; ``end`` is ``"open"`` (it now faces the empty square ``spot[0]``), ``"edge"``
    (it left the board through ``spot``, notch ``notch``) or ``"loop"`` (its path is a closed
    loop back to its start: it would run forever; ``trail`` is one round). ``collided`` names
    the markers it met on its path (P3)."""

    marker: Hashable
    trail: tuple[tuple[str, int, int], ...]
    end: str
    spot: Spot
    notch: int | None
    collided: tuple[Hashable, ...]

    @property
    def eliminated(self) -> bool:
        """Out by P3: off the edge or in a collision."""
        return self.end == "edge" or bool(self.collided)


@dataclass(frozen=True, slots=True)
class Placement:
    """The position after a placement and what happened to every marker it touched."""

    position: Position
    trips: dict[Hashable, Trip]


@dataclass(frozen=True, slots=True)
class Position:
    """Tiles and markers on an N×N board. Build it with :meth:`build`."""

    size: int
    cells: tuple[int, ...]
    markers: tuple[tuple[Hashable, int], ...]

    @classmethod
    def build(
        cls,
        size: int = 6,
        tiles: Mapping[str, tuple[int, int]] | None = None,
        markers: Mapping[Hashable, Spot] | None = None,
    ) -> Position:
        """A position with ``tiles`` (square → (tile 1..35, clockwise rotation)) and
        ``markers`` (name → (square, port) it stands at, facing into that empty square)."""
        geo = geometry(size)
        cells = [-1] * geo.squares
        for square, (tile, rotation) in (tiles or {}).items():
            cells[geo.square_index(square)] = _code(tile, rotation)
        placed: list[tuple[Hashable, int]] = []
        for name, (square, port) in (markers or {}).items():
            point = geo.point(square, port)
            if cells[point >> 3] >= 0:
                raise EngineError("marker_faces_tile", marker=str(name), square=square)
            placed.append((name, point))
        return cls(size, tuple(cells), tuple(placed))

    @property
    def _geo(self) -> Geometry:
        return geometry(self.size)

    def tile_at(self, square: str) -> tuple[int, int] | None:
        """``(tile, rotation)`` on ``square``, or None if it is empty."""
        code = self.cells[self._geo.square_index(square)]
        return None if code < 0 else tile_of(code)

    def marker_spots(self) -> dict[Hashable, Spot]:
        """Every marker's ``(square, port)``."""
        return {name: self._geo.describe(point) for name, point in self.markers}

    def facing(self, name: Hashable) -> str:
        """The square marker ``name`` faces (where its owner would place, P1)."""
        for marker, point in self.markers:
            if marker == name:
                return self._geo.names[point >> 3]
        raise EngineError("no_marker", marker=str(name))

    def walk(self, square: str, port: int) -> Trip:
        """Follow the paths from ``(square, port)`` into ``square`` across the placed tiles,
        as a marker standing there would; always terminates (a loop is reported)."""
        geo = self._geo
        start = geo.point(square, port)
        steps, end, point = walk(self.cells, geo.next, start)
        return self._trip(None, Movement(-1, tuple(steps), end, point, ()))

    def place(self, square: str, tile: int, rotation: int, *, eliminate: bool = True) -> Placement:
        """Put a tile on the empty ``square`` and move every marker facing it at once (P2).

        Markers that leave the board are removed; so are markers in a collision (P3) unless
        ``eliminate`` is False, when they stay where their paths ended (for rule sets that
        only count markers ending on one spot). A marker whose path loops stays put.
        """
        geo = self._geo
        index = geo.square_index(square)
        if self.cells[index] >= 0:
            raise EngineError("square_taken", square=square)
        code = _code(tile, rotation)
        cells = (*self.cells[:index], code, *self.cells[index + 1 :])
        points = [point for _, point in self.markers]
        movements = resolve(cells, geo.next, index, points)
        trips: dict[Hashable, Trip] = {}
        moved: dict[int, int] = {}
        for movement in movements:
            name = self.markers[movement.marker][0]
            trips[name] = self._trip(name, movement)
            if movement.end == EDGE or (eliminate and movement.collided):
                moved[movement.marker] = -1
            elif movement.end == OPEN:
                moved[movement.marker] = movement.point
        markers = tuple(
            (name, moved.get(i, point))
            for i, (name, point) in enumerate(self.markers)
            if moved.get(i, point) >= 0
        )
        return Placement(Position(self.size, cells, markers), trips)

    def _trip(self, name: Hashable, movement: Movement) -> Trip:
        geo = self._geo
        trail = tuple(
            (geo.names[step >> 6], ((step >> 3) & 7) + 1, (step & 7) + 1) for step in movement.steps
        )
        return Trip(
            marker=name,
            trail=trail,
            end=_END_NAMES[movement.end],
            spot=geo.describe(movement.point),
            notch=geo.notch_at.get(movement.point) if movement.end == EDGE else None,
            collided=tuple(self.markers[other][0] for other in movement.collided),
        )


def _code(tile: int, rotation: int) -> int:
    if isinstance(tile, bool) or not isinstance(tile, int) or not 1 <= tile <= TILE_COUNT:
        raise EngineError("tile", tile=tile)
    if rotation not in ROTATIONS or isinstance(rotation, bool):
        raise EngineError("rotation", rotation=rotation)
    return code_of(tile, rotation)
