"""What every picture shares: the player palette, the card theme, fonts, text and PNG encoding.

Pictures are drawn on an opaque light "card" with a dark border, so they read the same on
Discord's dark (#313338) and light themes. Player colours are the Okabe–Ito palette, which stays
distinguishable under the common colour-vision deficiencies; every player mark also carries a
letter and a shape, so colour is never the only cue.

Text is set in Noto Sans (SIL Open Font Licence 1.1), which covers Latin with its accents,
Cyrillic and Greek; it comes from the pinned ``fontpkg-noto-sans`` package, installed by the
README's own set-up, so no system font is ever looked up. What it lacks (CJK, emoji, other
scripts) is transliterated to Latin by ``anyascii`` (issue 17).
"""

from __future__ import annotations

import io
import math
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib.resources import files

from anyascii import anyascii
from PIL import Image, ImageDraw, ImageFont

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
    """How one seat is drawn: its colour, a letter and a shape that identify it without colour."""

    name: str
    colour: RGB
    letter: str
    shape: str

    @property
    def ink(self) -> RGB:
        """Black or white, whichever reads better on :attr:`colour`."""
        return contrast_ink(self.colour)


#: Okabe–Ito (Wong, Nature Methods 2011), in an order whose first colours differ most.
PALETTE: tuple[PlayerStyle, ...] = (
    PlayerStyle("orange", (230, 159, 0), "O", "circle"),
    PlayerStyle("sky blue", (86, 180, 233), "S", "square"),
    PlayerStyle("green", (0, 158, 115), "G", "triangle"),
    PlayerStyle("yellow", (240, 228, 66), "Y", "diamond"),
    PlayerStyle("blue", (0, 114, 178), "B", "pentagon"),
    PlayerStyle("vermilion", (213, 94, 0), "V", "hexagon"),
    PlayerStyle("pink", (204, 121, 167), "P", "down"),
    PlayerStyle("black", (0, 0, 0), "K", "octagon"),
)


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
    """An anti-aliased RGBA marker: the style's shape in its colour with its letter.

    A white halo around a dark outline keeps it visible on any background; ``crossed`` marks an
    eliminated player with a diagonal cross under the letter, so both stay readable.
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
    font = font_of(int(radius * 1.25) * scale)
    draw.text(
        (c, c + 0.5 * scale),
        style.letter,
        font=font,
        fill=style.ink,
        anchor="mm",
        stroke_width=2 * scale if crossed else 0,
        stroke_fill=style.colour,
    )
    return big.resize((size, size), Image.Resampling.LANCZOS)


def paste_centred(target: Image.Image, sprite: Image.Image, cx: float, cy: float) -> None:
    """Alpha-paste an RGBA ``sprite`` centred at (cx, cy)."""
    x = round(cx - sprite.width / 2)
    y = round(cy - sprite.height / 2)
    target.paste(sprite, (x, y), sprite)


# -- text -------------------------------------------------------------------------------------
#: The upright Noto Sans of the ``fontpkg-noto-sans`` package, a variable font whose default
#: instance is Regular. Only its file is used: the package's data, not its code.
FONT_FILE = files("fontpkg_noto_sans") / "files" / "NotoSans[wdth,wght].ttf"


@cache
def font_of(size: int) -> ImageFont.FreeTypeFont:
    """Noto Sans at ``size`` pixels."""
    # A path, not the bytes: FreeType then reads only the tables and glyphs it needs.
    return ImageFont.truetype(str(FONT_FILE), size)


@cache
def has_glyph(char: str) -> bool:
    """Whether the font draws ``char`` itself rather than its .notdef box."""
    # A character the font lacks is drawn as its .notdef box, the same as U+FFFF (a
    # noncharacter no font maps); a present one draws something else, or nothing for a space.
    # Basic layout draws the character alone: shaping would put a lone combining mark on a
    # dotted circle, which the font has even when it lacks the mark.
    font = _probe_font()
    return bytes(font.getmask(char)) != bytes(font.getmask("\uffff"))


@cache
def _probe_font() -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONT_FILE), 20, layout_engine=ImageFont.Layout.BASIC)


#: Variation selectors and emoji skin tones.
_MODIFIERS = frozenset([*range(0xFE00, 0xFE10), *range(0xE0100, 0xE01F0), *range(0x1F3FB, 0x1F400)])


def _fallback(char: str) -> str:
    """Latin letters for a character the font lacks: "伟" → "Wei", "🐉" → ":dragon:"; its
    code point ("U+E000") when nothing better exists, so no letter is ever shown as "?" or as
    a box. A combining mark (a Thai vowel sign) gives its Latin vowel or nothing."""
    latin = anyascii(char)
    if unicodedata.category(char) in ("Mn", "Mc", "Me"):
        return latin if latin.isalpha() else ""
    # anyascii answers "?" for a few scripts (Tangut) as well as for question marks.
    if not latin or ("?" in latin and not unicodedata.category(char).startswith("P")):
        return f"U+{ord(char):04X}"
    return latin


def printable(text: str) -> str:
    """``text`` as the font can draw it: what it has kept as it is ("Борис", "Zoë"), runs of
    what it lacks transliterated ("张伟" → "Zhang Wei", "Gwen 🌸" → "Gwen :cherry_blossom:"),
    so that a name in any script stays legible and never turns into "?" (issue 17)."""
    pieces: list[str] = []
    for char in unicodedata.normalize("NFC", text):
        if unicodedata.category(char) in ("Cf", "Cc") or ord(char) in _MODIFIERS:
            # Joiners, direction marks, zero-width spaces, variation selectors, skin tones:
            # invisible or mere variants of the character before them.
            continue
        if has_glyph(char):
            pieces.append(char)
            continue
        latin = _fallback(char)
        # Syllables of Han and Hangul come capitalised ("ZhangWei"), emoji as ":dragon:"; a
        # space between two of them reads better.
        before = pieces[-1][-1:] if pieces else ""
        if (latin[:1].isupper() and before.islower()) or (latin[:1] == before == ":"):
            pieces.append(" ")
        pieces.append(latin)
    shown = " ".join("".join(pieces).split())
    # Only a name of nothing but invisible characters gets here empty: show what it is made of
    # (an empty text, which no name is, stays "?").
    return shown or " ".join(f"U+{ord(char):04X}" for char in text if not char.isspace()) or "?"


def text_width(text: str, size: int) -> int:
    return math.ceil(font_of(size).getlength(text))


def fit_text(text: str, size: int, width: int) -> str:
    """``text`` shortened with an ellipsis so that it fits ``width`` pixels."""
    if text_width(text, size) <= width:
        return text
    while text and text_width(text + "…", size) > width:
        text = text[:-1]
    return text + "…"


def fitting(text: str, size: int, width: int, smallest: int = 12) -> tuple[str, int]:
    """``text`` and a font size that fits it in ``width`` pixels: ``size`` when it fits, else
    the largest size down to ``smallest`` that does, and only below that an ellipsis. A
    legend in a longer language (German, Russian) shrinks a little rather than lose its end."""
    natural = text_width(text, size)
    if natural <= width:
        return text, size
    # Widths grow about linearly with the size: start near the answer, then step down.
    candidate = max(smallest, min(size - 1, size * width // natural))
    while candidate > smallest and text_width(text, candidate) > width:
        candidate -= 1
    return fit_text(text, candidate, width), candidate


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
    text: str,
    size: int,
    fill: RGB = INK,
    anchor: str = "la",
    halo: RGB | None = None,
) -> None:
    """Text at ``xy`` (Pillow anchor), optionally with a ``halo`` stroke so it reads on anything."""
    if halo is None:
        draw.text(xy, text, font=font_of(size), fill=fill, anchor=anchor)
    else:
        stroke = max(2, size // 7)
        draw.text(
            xy,
            text,
            font=font_of(size),
            fill=fill,
            anchor=anchor,
            stroke_width=stroke,
            stroke_fill=halo,
        )


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
def legend_chip(player: Player, size: int, width: int, note: str, crossed: bool) -> Image.Image:
    """One legend row: the player's marker, name and a short ``note``, cached by content."""
    image = Image.new("RGB", (width, size), CARD)
    draw = ImageDraw.Draw(image)
    radius = size // 2 - 5
    paste_centred(image, marker_image(player.style, radius, crossed), size / 2, size / 2)
    text_size = max(12, int(size * 0.52))
    # The note (longer in some languages) keeps at most three fifths of the row for itself,
    # shrinking if it must, so the name always keeps room to be read.
    note, note_size = fitting(note, text_size, (width - size - 6) * 3 // 5, 10)
    note_width = text_width(note, note_size) + 8 if note else 0
    name = fit_text(printable(player.name), text_size, width - size - 6 - note_width)
    fill = MUTED if crossed else INK
    draw_text(draw, (size + 4, size / 2), name, text_size, fill, "lm")
    if note:
        draw_text(draw, (width - 2, size / 2), note, note_size, MUTED, "rm")
    return image


@lru_cache(maxsize=2048)
def _text_mask(text: str, size: int) -> Image.Image:
    font = font_of(size)
    left, _, right, _ = font.getbbox(text, anchor="ls")
    ascent, descent = font.getmetrics()
    mask = Image.new("L", (max(1, right - left + 2), ascent + descent + 2), 0)
    ImageDraw.Draw(mask).text((1 - left, 1 + ascent), text, font=font, fill=255, anchor="ls")
    return mask


def stamp(image: Image.Image, xy: tuple[float, float], text: str, size: int, fill: RGB) -> None:
    """Text centred at ``xy``, from a cache of rendered glyph masks: pasting a cached label is
    several times faster than drawing the glyphs again, which matters for the many short,
    repeated labels (slot numbers, notch numbers, cell names, counts)."""
    mask = _text_mask(text, size)
    image.paste(fill, (round(xy[0] - mask.width / 2), round(xy[1] - mask.height / 2)), mask)
