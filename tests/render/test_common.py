"""The shared picture parts: palette, markers, fonts, text and PNG encoding."""

from __future__ import annotations

import itertools

import pytest
from PIL import Image

from render.common import (
    CARD,
    PALETTE,
    contrast_ink,
    luminance,
    marker_image,
    new_card,
    png_bytes,
    printable,
    seat_players,
)
from tests.render.helpers import near, open_png


def test_palette_has_eight_distinct_colours_letters_and_shapes() -> None:
    assert len(PALETTE) == 8
    assert len({style.colour for style in PALETTE}) == 8
    assert len({style.letter for style in PALETTE}) == 8
    # Shapes repeat nowhere either, so a player can be told apart with no colour at all.
    assert len({style.shape for style in PALETTE}) == 8


def test_colours_are_far_apart() -> None:
    for a, b in itertools.combinations(PALETTE, 2):
        distance = sum((x - y) ** 2 for x, y in zip(a.colour, b.colour, strict=True)) ** 0.5
        assert distance > 60, (a.name, b.name)


@pytest.mark.parametrize("style", PALETTE, ids=lambda s: s.name)
def test_letter_ink_contrasts_with_its_colour(style) -> None:
    ink = contrast_ink(style.colour)
    lighter, darker = sorted((luminance(ink), luminance(style.colour)), reverse=True)
    assert (lighter + 0.05) / (darker + 0.05) >= 4.5


@pytest.mark.parametrize("style", PALETTE, ids=lambda s: s.name)
def test_marker_shows_colour_at_centre_ring_and_is_transparent_at_corners(style) -> None:
    marker = marker_image(style, 14)
    assert marker.mode == "RGBA"
    assert marker.getpixel((0, 0))[3] == 0
    # Left of the letter, inside the shape: the player's colour.
    cx, cy = marker.width // 2, marker.height // 2
    assert near(marker.getpixel((cx - 7, cy)), style.colour, 30)


def test_seat_players_uses_chosen_colours_and_refuses_duplicates() -> None:
    players = seat_players(["a", "b"], [3, 5])
    assert [p.style for p in players] == [PALETTE[3], PALETTE[5]]
    with pytest.raises(ValueError):
        seat_players(["a", "b"], [1, 1])
    with pytest.raises(ValueError):
        seat_players([f"p{i}" for i in range(9)])


def test_printable_folds_accents_and_replaces_unknown_characters() -> None:
    assert printable("Zoë") == "Zoe"
    assert printable("Jürgen Ølaf") == "Jurgen ?laf"
    assert printable("龍") == "?"
    assert printable("plain 42") == "plain 42"


def test_printable_leaves_out_emoji_rather_than_showing_question_marks() -> None:
    """QA: Discord display names often carry emoji; pictures showed "Zoe ? Angstrom"."""
    assert printable("Zoë 🐉 Ångström") == "Zoe Angstrom"
    assert printable("Gwen 🌸") == "Gwen"
    assert printable("👩\u200d💻 dev") == "dev"
    assert printable("🐉🐉") == "?"
    assert printable("李小龙 ✨") == "???"


def test_png_bytes_round_trips_an_opaque_card() -> None:
    image, _ = new_card(120, 80)
    decoded = open_png(png_bytes(image))
    assert decoded.size == (120, 80)
    assert near(decoded.getpixel((60, 40)), CARD, 0)
    # The border is dark on any theme.
    assert sum(decoded.getpixel((0, 0))) < 3 * 128
    assert isinstance(decoded, Image.Image)
