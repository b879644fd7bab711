"""What every picture shares: the player palette, the card theme, fonts, text and PNG encoding.

Pictures are drawn on an opaque light "card" with a dark border, so they read the same on
Discord's dark (#313338) and light themes. Player colours are the Okabe–Ito palette, which stays
distinguishable under the common colour-vision deficiencies; every player mark also has its own
shape and a sign inside it (a dot, a ring, a plus...), so colour is never the only cue and no
letter of any language is needed (issue 26: the English colour initials were dropped).

Text is set in Noto Sans (SIL Open Font Licence 1.1), which covers Latin with its accents,
Cyrillic and Greek; it comes from the pinned ``fontpkg-noto-sans`` package, installed by the
README's own set-up, so no system font is ever looked up. Every other script, and emoji, is
drawn as it is written in the fonts of :mod:`render.text` (issue 26).
"""

from __future__ import annotations

import io
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from PIL import Image, ImageDraw, ImageFont

from render import text as typeset
from render.text import PRIMARY

RGB = tuple[int, int, int]

# -- theme ------------------------------------------------------------------------------------
CARD: RGB = (244, 241, 234)
CARD_BORDER: RGB = (110, 104, 94)
INK: RGB = (31, 35, 40)
MUTED: RGB = (96, 102, 112)
HIGHLIGHT: RGB = (255, 196, 0)
BANNER: RGB = (31, 35, 40)
BANNER_INK: RGB = (255, 255, 255)
WHITE: RGB = (255, 255, 255)
BLACK: RGB = (0, 0, 0)
#: Border drawn around every picture so the light card stands out on a light theme too.
BORDER_WIDTH = 3

# -- PNG --------------------------------------------------------------------------------------
#: zlib level used for every picture. Pillow's PNG writer spends most of its time choosing a
#: row filter, not compressing: on our board pictures level 1 encodes about as fast as 0 while
#: cutting the size ~20×, and higher levels cost 30–50 % more time for ~10 % fewer bytes
#: (measured by ``python -m bench render``).
PNG_COMPRESS_LEVEL = 1
#: Discord shows pictures well below this; every picture must stay under it.
MAX_PNG_BYTES = 300 * 1024


def png_bytes(image: Image.Image) -> bytes:
    """Encode ``image`` as PNG with the project's settings."""
    buffer = io.BytesIO()
    image.save(buffer, "PNG", compress_level=PNG_COMPRESS_LEVEL)
    return buffer.getvalue()


# -- players ----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PlayerStyle:
    """How one seat is drawn: its colour, and a shape with a sign inside it (:data:`SIGNS`)
    that identify it without colour and without words."""

    name: str
    colour: RGB
    sign: str
    shape: str

    @property
    def ink(self) -> RGB:
        """Black or white, whichever reads better on :attr:`colour`."""
        return contrast_ink(self.colour)


#: Okabe–Ito (Wong, Nature Methods 2011), in an order whose first colours differ most.
PALETTE: tuple[PlayerStyle, ...] = (
    PlayerStyle("orange", (230, 159, 0), "ring", "circle"),
    PlayerStyle("sky blue", (86, 180, 233), "plus", "square"),
    PlayerStyle("green", (0, 158, 115), "dot", "triangle"),
    PlayerStyle("yellow", (240, 228, 66), "pipe", "diamond"),
    PlayerStyle("blue", (0, 114, 178), "pair", "pentagon"),
    PlayerStyle("vermilion", (213, 94, 0), "bar", "hexagon"),
    PlayerStyle("pink", (204, 121, 167), "block", "down"),
    PlayerStyle("black", (0, 0, 0), "triad", "octagon"),
)

#: The signs drawn inside a marker, one per seat. Pentagons, hexagons and octagons look alike
#: when small; their signs tell them apart, in any language.
SIGNS = ("ring", "plus", "dot", "pipe", "pair", "bar", "block", "triad")


def default_styles(players: int) -> list[PlayerStyle]:
    """The palette entries for seats ``0..players-1``."""
    if not 1 <= players <= len(PALETTE):
        raise ValueError(f"between 1 and {len(PALETTE)} players can be drawn")
    return list(PALETTE[:players])


def styles_for(players: int, colours: Sequence[int] | None) -> list[PlayerStyle]:
    """Styles per seat; ``colours`` optionally picks a palette index per seat (all distinct)."""
    if colours is None:
        return default_styles(players)
    if len(colours) != players or len(set(colours)) != players:
        raise ValueError("one distinct palette index per seat is needed")
    return [PALETTE[index] for index in colours]


def luminance(colour: RGB) -> float:
    """Relative luminance (WCAG 2) of an sRGB colour."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = colour
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast_ink(colour: RGB) -> RGB:
    """Black on light colours, white on dark ones."""
    return BLACK if luminance(colour) > 0.18 else WHITE


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]] | None:
    """The polygon of a marker ``shape`` centred at (cx, cy) with radius ``r``; None: a circle."""
    sides = {
        "square": (4, 45),
        "triangle": (3, -90),
        "down": (3, 90),
        "diamond": (4, 0),
        "pentagon": (5, -90),
        "hexagon": (6, 0),
        "octagon": (8, 22.5),
    }
    if shape == "circle":
        return None
    count, start = sides[shape]
    # Triangles look smaller than circles of the same radius; enlarge them a little.
    scale = 1.25 if count == 3 else 1.1 if count == 4 else 1.0
    return [
        (
            cx + r * scale * math.cos(math.radians(start + i * 360 / count)),
            cy + r * scale * math.sin(math.radians(start + i * 360 / count)),
        )
        for i in range(count)
    ]


def draw_shape(
    draw: ImageDraw.ImageDraw,
    shape: str,
    cx: float,
    cy: float,
    r: float,
    fill: RGB,
    outline: RGB,
    width: int,
) -> None:
    points = shape_points(shape, cx, cy, r)
    if points is None:
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=width)
    else:
        draw.polygon(points, fill=fill, outline=outline, width=width)


@cache
def marker_image(style: PlayerStyle, radius: int, crossed: bool = False) -> Image.Image:
    """An anti-aliased RGBA marker: the style's shape in its colour with its sign inside.

    A white halo around a dark outline keeps it visible on any background; ``crossed`` marks an
    eliminated player with a diagonal cross under the sign, so both stay readable.
    """
    scale = 4
    size = (radius + 4) * 2
    big = Image.new("RGBA", (size * scale, size * scale), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    c = size * scale / 2
    r = radius * scale
    draw_shape(draw, style.shape, c, c, r + 3 * scale, WHITE, WHITE, 1)
    draw_shape(draw, style.shape, c, c, r, style.colour, INK, 2 * scale)
    if crossed:
        d = r * 0.85
        for sign in (1, -1):
            draw.line((c - d, c - sign * d, c + d, c + sign * d), fill=style.ink, width=2 * scale)
        # The sign keeps a rim of the marker's colour around it, over the cross.
        draw_sign(draw, style.sign, c, c, r, style.colour, 2 * scale)
    draw_sign(draw, style.sign, c, c, r, style.ink)
    return big.resize((size, size), Image.Resampling.LANCZOS)


def draw_sign(
    draw: ImageDraw.ImageDraw, sign: str, cx: float, cy: float, r: float, fill: RGB, grow: float = 0
) -> None:
    """A marker's inner ``sign`` (:data:`SIGNS`) for a marker of radius ``r``, ``grow`` pixels
    bolder all round (its rim when crossed)."""

    def dot(x: float, y: float, radius: float) -> None:
        radius += grow
        draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=fill)

    def box(half_w: float, half_h: float, dx: float = 0) -> None:
        draw.rectangle(
            (
                cx + dx - half_w - grow,
                cy - half_h - grow,
                cx + dx + half_w + grow,
                cy + half_h + grow,
            ),
            fill=fill,
        )

    if sign == "ring":
        outer = r * 0.42 + grow
        width = r * 0.16 + 2 * grow
        draw.ellipse(
            (cx - outer, cy - outer, cx + outer, cy + outer), outline=fill, width=round(width)
        )
    elif sign == "plus":
        box(r * 0.4, r * 0.1)
        box(r * 0.1, r * 0.4)
    elif sign == "dot":
        dot(cx, cy + r * 0.08, r * 0.28)
    elif sign == "pipe":
        box(r * 0.11, r * 0.5)
    elif sign == "pair":
        dot(cx, cy - r * 0.3, r * 0.18)
        dot(cx, cy + r * 0.3, r * 0.18)
    elif sign == "bar":
        box(r * 0.4, r * 0.11)
    elif sign == "block":
        box(r * 0.22, r * 0.22, 0)
    else:  # triad: three dots in a triangle
        for angle in (-90, 30, 150):
            dot(
                cx + r * 0.36 * math.cos(math.radians(angle)),
                cy + r * 0.36 * math.sin(math.radians(angle)),
                r * 0.15,
            )


def paste_centred(target: Image.Image, sprite: Image.Image, cx: float, cy: float) -> None:
    """Alpha-paste an RGBA ``sprite`` centred at (cx, cy)."""
    x = round(cx - sprite.width / 2)
    y = round(cy - sprite.height / 2)
    target.paste(sprite, (x, y), sprite)


# -- text -------------------------------------------------------------------------------------
def font_of(size: int) -> ImageFont.FreeTypeFont:
    """Noto Sans at ``size`` pixels, for the pictures' own words and numbers; names and
    words in other scripts go through :mod:`render.text`, which falls back from it letter by
    letter."""
    return typeset.font(PRIMARY, size)


def printable(name: str) -> str:
    """``name`` as pictures draw it, every script as it is written (issue 26): composed, and
    without the invisible control and format characters (direction marks, zero-width spaces).
    A name made of nothing else shows what it is made of, so it is never drawn empty."""
    shown = " ".join(typeset.clean(name).split())
    return shown or " ".join(f"U+{ord(char):04X}" for char in name if not char.isspace()) or "?"


def text_width(line: str, size: int) -> int:
    """The width of ``line`` at ``size`` pixels, in whatever fonts its scripts are set in."""
    return typeset.width(line, size)


def fit_text(line: str, size: int, width: int) -> str:
    """``line`` shortened with an ellipsis so that it fits ``width`` pixels. It loses whole
    characters as a reader counts them: never half an emoji or a vowel without its letter."""
    if text_width(line, size) <= width:
        return line
    pieces = typeset.clusters(line)
    while pieces and text_width("".join(pieces).rstrip() + "…", size) > width:
        pieces.pop()
    return "".join(pieces).rstrip() + "…"


def fit_name(name: str, size: int, width: int, others: Sequence[str] = ()) -> str:
    """A player's ``name`` in ``width`` pixels, never drawn like one of ``others`` (the other
    players' names): when cutting its end would leave only what it shares with another name
    ("Alexandra Ivan…" for both Alexandra Ivanova and Alexandra Ivanenko), the cut goes in
    the middle instead and keeps the letters from where they differ ("Alexan…ova",
    "Alexa…enko").
    A closing tag in brackets, such as a computer's level ("Bot 2 (hard)"), is never cut."""
    shown = fit_text(name, size, width)
    if shown == name:
        return shown
    tagged = _TAG.fullmatch(name)
    if tagged:
        head, tag = tagged.groups()
        return fit_tagged(head, size, width, lambda cut: f"{cut} {tag}")
    pieces = typeset.clusters(name)
    kept = len(typeset.clusters(shown)) - 1
    shared = max(
        (_common_prefix(pieces, typeset.clusters(other)) for other in others if other != name),
        default=0,
    )
    if shared < kept:
        return shown
    # From the first letter that differs, with as much of the start as fits before "…".
    tail = pieces[shared:]
    for head in range(shared - 1, 0, -1):
        candidate = "".join(pieces[:head]).rstrip() + "…" + "".join(tail).lstrip()
        if text_width(candidate, size) <= width:
            return candidate
    return fit_text("".join(pieces[:1]) + "…" + "".join(tail), size, width)


#: A name and the tag in brackets that ends it: "Bot 2 (hard)".
_TAG = re.compile(r"(.*\S)\s+(\([^()]{1,24}\))")


def _common_prefix(first: Sequence[str], second: Sequence[str]) -> int:
    count = 0
    for mine, theirs in zip(first, second, strict=False):
        if mine != theirs:
            break
        count += 1
    return count


def fit_tagged(name: str, size: int, width: int, tagged: Callable[[str], str]) -> str:
    """``tagged(name)`` in ``width`` pixels, cutting only the name: a tag such as
    "(computer)" is never cut (issue 26)."""
    whole = tagged(name)
    if text_width(whole, size) <= width:
        return whole
    pieces = typeset.clusters(name)
    while len(pieces) > 1:
        pieces.pop()
        candidate = tagged("".join(pieces).rstrip() + "…")
        if text_width(candidate, size) <= width:
            return candidate
    return tagged("".join(pieces) + "…")


def fitting(line: str, size: int, width: int, smallest: int = 12) -> tuple[str, int]:
    """``line`` and a font size that fits it in ``width`` pixels: ``size`` when it fits, else
    the largest size down to ``smallest`` that does, and only below that an ellipsis. A
    legend in a longer language (German, Russian) shrinks a little rather than lose its end."""
    natural = text_width(line, size)
    if natural <= width:
        return line, size
    # Widths grow about linearly with the size: start near the answer, then step down.
    candidate = max(smallest, min(size - 1, size * width // natural))
    while candidate > smallest and text_width(line, candidate) > width:
        candidate -= 1
    return fit_text(line, candidate, width), candidate


def header_lines(text: str, size: int, width: int, smallest: int = 13) -> tuple[list[str], int]:
    """A header in ``width`` pixels: one line, shrunk down to ``smallest`` if need be, or,
    when even that is too wide (a turn's whole status in French or Dutch), two lines split
    at the " · " (else the space) that balances them best. The lines and their font size."""
    one, one_size = fitting(text, size, width, smallest)
    if one == text:
        return [text], one_size
    separator = " · " if " · " in text else " "
    pieces = text.split(separator)
    if len(pieces) < 2:
        return [one], one_size
    splits = [
        (separator.join(pieces[:cut]), separator.join(pieces[cut:]))
        for cut in range(1, len(pieces))
    ]
    lines = min(splits, key=lambda pair: max(text_width(line, smallest) for line in pair))
    fitted = [fitting(line, smallest, width, smallest - 2) for line in lines]
    shown_size = min(line_size for _, line_size in fitted)
    return [fit_text(line, shown_size, width) for line in lines], shown_size


def draw_header(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    width: int,
    fill: RGB = INK,
) -> None:
    """A picture's title or status line, left-aligned at ``xy`` (its vertical middle), as
    :func:`header_lines` lays it out in ``width`` pixels."""
    lines, shown_size = header_lines(text, size, width)
    pitch = round(shown_size * 1.15)
    top = xy[1] - pitch * (len(lines) - 1) / 2
    for index, line in enumerate(lines):
        draw_text(draw, (xy[0], top + index * pitch), line, shown_size, fill, "lm")


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    line: str,
    size: int,
    fill: RGB = INK,
    anchor: str = "la",
    halo: RGB | None = None,
    alone: bool = False,
) -> None:
    """Text at ``xy`` (Pillow anchor), optionally with a ``halo`` stroke so it reads on
    anything; every script in its own font, right to left where it is written so. A sentence
    reads left to right; a name drawn ``alone`` in the direction of its first letter."""
    stroke = max(2, size // 7) if halo is not None else 0
    typeset.draw(draw, xy, line, size, fill, anchor, stroke, halo, None if alone else "ltr")


def new_card(width: int, height: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """An opaque card of the theme with its border."""
    image = Image.new("RGB", (width, height), CARD)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, width - 1, height - 1), outline=CARD_BORDER, width=BORDER_WIDTH)
    return image, draw


def banner(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], text: str, size: int) -> None:
    """A dark band with white text, for titles such as "Game over"."""
    draw.rectangle(box, fill=BANNER)
    x0, y0, x1, y1 = box
    shown, shown_size = fitting(text, size, x1 - x0 - 16, min(size, 13))
    draw_text(draw, ((x0 + x1) / 2, (y0 + y1) / 2), shown, shown_size, BANNER_INK, "mm")


# -- seats ------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Player:
    """A seat as pictures show it: the display name and the drawing style."""

    name: str
    style: PlayerStyle


def seat_players(names: Sequence[str], colours: Sequence[int] | None = None) -> tuple[Player, ...]:
    """Players for seats ``0..len(names)-1``; ``colours`` optionally picks palette indexes."""
    return tuple(
        Player(name, style)
        for name, style in zip(names, styles_for(len(names), colours), strict=True)
    )


@lru_cache(maxsize=1024)
def legend_chip(
    player: Player, size: int, width: int, note: str, crossed: bool, others: tuple[str, ...] = ()
) -> Image.Image:
    """One legend row: the player's marker, name and a short ``note``, cached by content.
    A name too long is cut, never into one of ``others``, the other seats' names
    (:func:`fit_name`)."""
    image = Image.new("RGB", (width, size), CARD)
    draw = ImageDraw.Draw(image)
    radius = size // 2 - 5
    paste_centred(image, marker_image(player.style, radius, crossed), size / 2, size / 2)
    text_size = max(12, int(size * 0.52))
    # The note (longer in some languages) keeps at most three fifths of the row for itself,
    # shrinking if it must, so the name always keeps room to be read.
    note, note_size = fitting(note, text_size, (width - size - 6) * 3 // 5, 10)
    note_width = text_width(note, note_size) + 8 if note else 0
    room = width - size - 6 - note_width
    name = fit_name(printable(player.name), text_size, room, [printable(o) for o in others])
    fill = MUTED if crossed else INK
    draw_text(draw, (size + 4, size / 2), name, text_size, fill, "lm", alone=True)
    if note:
        draw_text(draw, (width - 2, size / 2), note, note_size, MUTED, "rm")
    return image


def stamp(image: Image.Image, xy: tuple[float, float], label: str, size: int, fill: RGB) -> None:
    """Text centred at ``xy``, from a cache of rendered glyph masks: pasting a cached label is
    several times faster than drawing the glyphs again, which matters for the many short,
    repeated labels (slot numbers, notch numbers, cell names, counts)."""
    mask = typeset.mask(label, size)
    image.paste(fill, (round(xy[0] - mask.width / 2), round(xy[1] - mask.height / 2)), mask)
