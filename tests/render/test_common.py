"""The shared picture parts: palette, markers, fonts, text and PNG encoding."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PIL import Image

from render.common import (
    CARD,
    PALETTE,
    SIGNS,
    contrast_ink,
    luminance,
    marker_image,
    new_card,
    png_bytes,
    printable,
    seat_players,
)
from tests.render.helpers import near, open_png


def test_palette_has_eight_distinct_colours_signs_and_shapes() -> None:
    assert len(PALETTE) == 8
    assert len({style.colour for style in PALETTE}) == 8
    # Issue 26: a sign inside, not an English colour initial.
    assert [style.sign for style in PALETTE] == list(SIGNS)
    # Shapes repeat nowhere either, so a player can be told apart with no colour at all.
    assert len({style.shape for style in PALETTE}) == 8


def test_colours_are_far_apart() -> None:
    for a, b in itertools.combinations(PALETTE, 2):
        distance = sum((x - y) ** 2 for x, y in zip(a.colour, b.colour, strict=True)) ** 0.5
        assert distance > 60, (a.name, b.name)


@pytest.mark.parametrize("style", PALETTE, ids=lambda s: s.name)
def test_sign_ink_contrasts_with_its_colour(style) -> None:
    ink = contrast_ink(style.colour)
    lighter, darker = sorted((luminance(ink), luminance(style.colour)), reverse=True)
    assert (lighter + 0.05) / (darker + 0.05) >= 4.5


@pytest.mark.parametrize("style", PALETTE, ids=lambda s: s.name)
def test_marker_shows_colour_at_centre_ring_and_is_transparent_at_corners(style) -> None:
    marker = marker_image(style, 14)
    assert marker.mode == "RGBA"
    assert marker.getpixel((0, 0))[3] == 0
    # Left of the sign, inside the shape: the player's colour.
    cx, cy = marker.width // 2, marker.height // 2
    assert near(marker.getpixel((cx - 7, cy)), style.colour, 30)


def test_seat_players_uses_chosen_colours_and_refuses_duplicates() -> None:
    players = seat_players(["a", "b"], [3, 5])
    assert [p.style for p in players] == [PALETTE[3], PALETTE[5]]
    with pytest.raises(ValueError):
        seat_players(["a", "b"], [1, 1])
    with pytest.raises(ValueError):
        seat_players([f"p{i}" for i in range(9)])


def test_printable_keeps_latin_cyrillic_and_greek_as_they_are() -> None:
    """Issue 17: the font covers accented Latin, Cyrillic and Greek, so nothing is folded."""
    assert printable("Zoë") == "Zoë"
    assert printable("Jürgen Ølaf") == "Jürgen Ølaf"
    assert printable("Nguyễn Văn An") == "Nguyễn Văn An"
    assert printable("Борис") == "Борис"
    assert printable("Δημήτρης") == "Δημήτρης"
    assert printable("plain 42") == "plain 42"
    # A decomposed accent is composed, so it is drawn as the font's own "ë".
    assert printable("Zoe\u0308") == "Zoë"


def test_printable_keeps_every_script_as_it_is_written() -> None:
    """Issue 26: nothing is transliterated any more; only what draws nothing is dropped."""
    for name in (
        "张伟",
        "김민준",
        "ひろし",
        "สมศรี",
        "محمد",
        "נועה",
        "अनन्या",
        "Gwen 🌸",
        "👩\u200d💻 dev",
    ):
        assert printable(name) == name
    # Direction marks and zero-width spaces draw nothing; a name of nothing else says what it is.
    assert printable("\u200fנועה\u200b") == "נועה"
    assert printable("\u200b") == "U+200B"


@given(st.text(min_size=1, max_size=12))
def test_printable_is_never_empty_and_never_adds_a_question_mark(name: str) -> None:
    shown = printable(name)
    assert shown and shown == shown.strip()
    if "?" not in name and not name.isspace():
        assert "?" not in shown, shown


@pytest.mark.parametrize(
    ("first", "second"),
    [("🐉", "🐉🐉"), ("李小龙", "李小"), ("Борис", "Boris"), ("Ωmega", "Omega"), ("🐉", "🐲")],
)
def test_printable_keeps_different_names_different(first: str, second: str) -> None:
    """Issue 17: two players whose names differ are shown differently."""
    assert printable(first) != printable(second)


def test_png_bytes_round_trips_an_opaque_card() -> None:
    image, _ = new_card(120, 80)
    decoded = open_png(png_bytes(image))
    assert decoded.size == (120, 80)
    assert near(decoded.getpixel((60, 40)), CARD, 0)
    # The border is dark on any theme.
    assert sum(decoded.getpixel((0, 0))) < 3 * 128
    assert isinstance(decoded, Image.Image)
