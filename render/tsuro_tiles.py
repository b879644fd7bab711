"""Tsuro square sprites: a tile's paths, the trails drawn on it, cached per look.

A square's look depends only on its paths in board orientation (port pairs, rule T3 numbering)
and on which of them carry a trail in which colour, so each look is drawn once, supersampled
for smooth curves, and reused by every later picture.

Ports (T3): 1..8 counter-clockwise from the left port of the bottom side: bottom 1 (left)
2 (right); right 3 (bottom) 4 (top); top 5 (right) 6 (left); left 7 (top) 8 (bottom).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import RGB, WHITE

Pair = tuple[int, int]

TILE_FACE: RGB = (38, 50, 64)
TILE_EDGE: RGB = (20, 27, 36)
PATH: RGB = (206, 213, 222)
EMPTY: RGB = (222, 215, 200)
EMPTY_LINE: RGB = (190, 181, 163)
#: Drawn at this many times the final size, then reduced: smooth curves for free at paste time.
SUPERSAMPLE = 3

# Port position as a fraction of the square (x right, y down) and the inward direction.
_PORTS: dict[int, tuple[float, float, float, float]] = {
    1: (1 / 3, 1.0, 0.0, -1.0),
    2: (2 / 3, 1.0, 0.0, -1.0),
    3: (1.0, 2 / 3, -1.0, 0.0),
    4: (1.0, 1 / 3, -1.0, 0.0),
    5: (2 / 3, 0.0, 0.0, 1.0),
    6: (1 / 3, 0.0, 0.0, 1.0),
    7: (0.0, 1 / 3, 1.0, 0.0),
    8: (0.0, 2 / 3, 1.0, 0.0),
}


def port_point(port: int, size: float) -> tuple[float, float]:
    """Where ``port`` sits on a square of side ``size`` whose top-left corner is (0, 0)."""
    x, y, _, _ = _PORTS[port]
    return x * size, y * size


def path_points(pair: Pair, size: float, steps: int = 24) -> list[tuple[float, float]]:
    """A smooth curve from one port of ``pair`` to the other (a cubic Bézier)."""
    (ax, ay, anx, any_), (bx, by, bnx, bny) = _PORTS[pair[0]], _PORTS[pair[1]]
    distance = ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5
    # Short hops (same side, neighbouring corner) bulge a fixed amount into the tile; long
    # ones bend in proportion, which keeps straight-across paths straight.
    reach = max(0.3, 0.45 * distance)
    p0, p3 = (ax, ay), (bx, by)
    p1 = (ax + anx * reach, ay + any_ * reach)
    p2 = (bx + bnx * reach, by + bny * reach)
    points = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        points.append(
            (
                size
                * (u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0]),
                size
                * (u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1]),
            )
        )
    return points


def normalise(pairs: Iterable[Pair]) -> tuple[Pair, ...]:
    return tuple(sorted((min(a, b), max(a, b)) for a, b in pairs))


#: Curve steps (of :func:`path_points`' 24) per dash of one colour on a shared trail.
DASH = 4


@lru_cache(maxsize=4096)
def square_sprite(
    pairs: tuple[Pair, ...], trails: tuple[tuple[Pair, RGB], ...], size: int
) -> Image.Image:
    """The RGB image of a placed tile with ``pairs`` (board orientation) and coloured trails.

    Untravelled paths are drawn first and travelled ones last, each over a band of the tile
    face, so crossings read as one path passing over another. A path travelled by several
    markers (two that collided follow each other's trail) shows every colour, in turns
    along it: dashes of :data:`DASH` curve steps, so neither hides the other.
    """
    big = size * SUPERSAMPLE
    image = Image.new("RGB", (big, big), TILE_FACE)
    draw = ImageDraw.Draw(image)
    path_width = max(2, round(big * 0.045))
    trail_width = max(4, round(big * 0.085))
    # The edge goes under the paths so that trails run on unbroken from square to square.
    draw.rectangle((0, 0, big - 1, big - 1), outline=TILE_EDGE, width=SUPERSAMPLE)
    travelled: dict[Pair, list[RGB]] = {}
    for pair, colour in trails:
        if colour not in travelled.setdefault(pair, []):
            travelled[pair].append(colour)
    for pair in sorted(pairs, key=lambda p: p in travelled):
        points = path_points(pair, big)
        colours = travelled.get(pair)
        if colours is None:
            draw.line(points, fill=TILE_FACE, width=path_width * 3, joint="curve")
            draw.line(points, fill=PATH, width=path_width, joint="curve")
        else:
            draw.line(points, fill=TILE_FACE, width=trail_width + path_width * 3, joint="curve")
            draw.line(points, fill=WHITE, width=trail_width + path_width, joint="curve")
            draw.line(points, fill=colours[0], width=trail_width, joint="curve")
            for start in range(DASH, len(points) - 1, DASH):
                colour = colours[(start // DASH) % len(colours)]
                dash = points[start : start + DASH + 1]
                draw.line(dash, fill=colour, width=trail_width, joint="curve")
    return image.resize((size, size), Image.Resampling.BOX)


@lru_cache(maxsize=64)
def empty_sprite(size: int) -> Image.Image:
    image = Image.new("RGB", (size, size), EMPTY)
    ImageDraw.Draw(image).rectangle((0, 0, size - 1, size - 1), outline=EMPTY_LINE, width=1)
    return image
