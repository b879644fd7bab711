"""The 35 Tsuro tiles, derived rather than listed (T2–T4).

Ports are numbered 1..8 counter-clockwise from the left port of the bottom side (T3); inside
the engine they are 0..7 (``port - 1``). A tile is a perfect matching of the 8 ports; turning
it 90° counter-clockwise adds 2 to every port. The 105 matchings fall into 35 classes under
rotation; each class is named by its smallest ``"12-34-56-78"`` name over its rotations and
numbered 1..35 in the sorted order of those names (T4).

An *orientation code* packs a tile and its clockwise rotation into one small int,
``(tile - 1) * 4 + rotation // 90``; :data:`EXIT` maps ``code * 8 + entry_port`` to the exit
port, so the hot path of the engine is a single tuple lookup per tile crossed.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from engine.core import EngineError

TILE_COUNT = 35
ROTATIONS = (0, 90, 180, 270)

Matching = tuple[tuple[int, int], ...]  # four (low, high) pairs of 0-based ports, sorted


def _matchings(ports: tuple[int, ...]) -> Iterator[list[tuple[int, int]]]:
    if not ports:
        yield []
        return
    first, rest = ports[0], ports[1:]
    for index, partner in enumerate(rest):
        for tail in _matchings(rest[:index] + rest[index + 1 :]):
            yield [(first, partner), *tail]


def normalize(pairs: Iterable[tuple[int, int]]) -> Matching:
    """A matching as sorted ``(low, high)`` pairs of 0-based ports."""
    return tuple(sorted((min(a, b), max(a, b)) for a, b in pairs))


def turn_ccw(matching: Matching, quarters: int) -> Matching:
    """The matching turned ``quarters`` × 90° counter-clockwise (each port + 2, T3)."""
    step = 2 * quarters
    return normalize(((a + step) % 8, (b + step) % 8) for a, b in matching)


def turn_cw(matching: Matching, degrees: int) -> Matching:
    """The matching turned ``degrees`` (a multiple of 90) clockwise (each port − 2 per 90°)."""
    return turn_ccw(matching, (-degrees // 90) % 4)


def matching_name(matching: Matching) -> str:
    """The T4 name of one orientation, e.g. ``"12-34-56-78"`` (1-based ports)."""
    return "-".join(f"{a + 1}{b + 1}" for a, b in matching)


def _derive() -> tuple[tuple[str, ...], tuple[Matching, ...]]:
    classes: dict[str, Matching] = {}
    for pairs in _matchings(tuple(range(8))):
        matching = normalize(pairs)
        canonical = min((turn_ccw(matching, quarter) for quarter in range(4)), key=matching_name)
        classes[matching_name(canonical)] = canonical
    names = tuple(sorted(classes))
    return names, tuple(classes[name] for name in names)


#: Canonical name and canonical matching of tile ``n`` at index ``n - 1``.
TILE_NAMES, TILE_MATCHINGS = _derive()
assert len(TILE_NAMES) == TILE_COUNT


def orientation(tile: int, rotation: int) -> Matching:
    """Tile ``tile`` (1..35) turned ``rotation`` degrees clockwise from canonical."""
    return turn_cw(TILE_MATCHINGS[tile - 1], rotation)


def code_of(tile: int, rotation: int) -> int:
    """The orientation code of ``tile`` at ``rotation`` (0/90/180/270 clockwise)."""
    return (tile - 1) * 4 + rotation // 90


def tile_of(code: int) -> tuple[int, int]:
    """``(tile, rotation)`` of an orientation code."""
    return code // 4 + 1, (code % 4) * 90


def _exit_table() -> tuple[int, ...]:
    table = [0] * (TILE_COUNT * 4 * 8)
    for code in range(TILE_COUNT * 4):
        for a, b in orientation(*tile_of(code)):
            table[code * 8 + a] = b
            table[code * 8 + b] = a
    return tuple(table)


#: ``EXIT[code * 8 + port]``: the port joined to ``port`` (0-based) on that orientation.
EXIT = _exit_table()


def _same_looks(tile: int) -> tuple[tuple[int, ...], ...]:
    groups: dict[Matching, list[int]] = {}
    for quarter in range(4):
        code = code_of(tile, quarter * 90)
        groups.setdefault(orientation(tile, quarter * 90), []).append(code)
    return tuple(tuple(group) for group in groups.values())


#: ``LOOKS[tile]``: the orientation codes of ``tile`` grouped by how they look, e.g. two
#: groups of two for a tile with two orientations; index 0 is unused.
LOOKS = ((), *(_same_looks(tile) for tile in range(1, TILE_COUNT + 1)))


def identify(matching: Iterable[tuple[int, int]]) -> tuple[int, int]:
    """``(tile, rotation)`` of any matching of 0-based ports (smallest such rotation)."""
    wanted = normalize(matching)
    for code in range(TILE_COUNT * 4):
        if orientation(*tile_of(code)) == wanted:
            return tile_of(code)
    raise EngineError("not_a_tile", pairs=[list(pair) for pair in wanted])
