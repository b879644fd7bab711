"""Issue 26: names are drawn as they are written, in every script, never transliterated.

Each script's letters must be in the font the renderer sets them in (read from the font's own
character map with fontTools, not from the renderer's probe), must draw something else than
that font's .notdef box ("tofu"), right to left where the script is, shaped where letters join,
emoji in colour; a cut name loses whole characters, two players are never cut alike, and the
"(computer)" tag is never cut.
"""

from __future__ import annotations

import unicodedata
from functools import cache

import pytest
from fontTools.ttLib import TTFont
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image, ImageChops, ImageDraw, features

from i18n import speaking, t
from render import leaderboard, text
from render.common import CARD, fit_name, fit_tagged, fit_text, printable, text_width
from tests.render.helpers import open_png

#: A name in each script the issue names, as players write them.
SCRIPTS = {
    "arabic": "محمد الأحمد",
    "hebrew": "נועה כהן",
    "chinese": "张伟",
    "japanese": "山田さくら",
    "korean": "김민준",
    "hindi": "अनन्या शर्मा",
    "thai": "สมศรี ใจดี",
    "greek": "Δανάη",
    "cyrillic": "Борис",
    "emoji": "🐉🌸👩\u200d💻❤\ufe0f👍🏽🇫🇷",
}
#: The face each script's letters are set in.
EXPECTED = {
    "arabic": "Noto Sans Arabic",
    "hebrew": "Noto Sans Hebrew",
    "chinese": "Noto Sans CJK SC",
    "japanese": "Noto Sans CJK JP",
    "korean": "Noto Sans CJK KR",
    # Noto Sans itself has Devanagari.
    "hindi": "Noto Sans",
    "thai": "Noto Sans Thai",
    "greek": "Noto Sans",
    "cyrillic": "Noto Sans",
    "emoji": "OpenMoji",
}
INK = (0, 0, 0)


@cache
def _cmap(face: text.Face) -> frozenset[int]:
    font = TTFont(face.path, fontNumber=face.index, lazy=True)
    # Glyph names are not needed to know which characters are mapped: numbered ones are
    # much faster to make than the real ones of a 65,000-glyph CJK font.
    count = font["maxp"].numGlyphs
    font.setGlyphOrder([".notdef", *(f"g{index}" for index in range(1, count))])
    return frozenset(font.getBestCmap())


def _picture(line: str, size: int = 32, direction: str | None = "ltr") -> Image.Image:
    image = Image.new("RGB", (40 + text_width(line, size), 2 * size), (255, 255, 255))
    text.draw(ImageDraw.Draw(image), (20, size), line, size, INK, "lm", direction=direction)
    return image


def test_pillow_has_the_raqm_layout_that_shapes_and_orders_right_to_left() -> None:
    assert features.check("raqm")
    assert text.LAYOUT == text.ImageFont.Layout.RAQM


@pytest.mark.parametrize("script", sorted(SCRIPTS))
def test_each_script_is_set_in_a_font_whose_character_map_has_its_letters(script: str) -> None:
    runs = text.layout(SCRIPTS[script], 20).runs
    letters = [run for run in runs if not run.text.isspace()]
    assert {run.face.name for run in letters} == {EXPECTED[script]}
    for run in letters:
        cmap = _cmap(run.face)
        for char in run.text:
            # Joiners and variation selectors need no glyph (HarfBuzz hides them).
            if char not in "\u200d\ufe0f":
                assert ord(char) in cmap, (script, char, run.face.name)


@pytest.mark.parametrize("face", text.FACES, ids=lambda face: face.name)
def test_every_face_the_renderer_loads_is_installed_and_readable(face: text.Face) -> None:
    assert len(_cmap(face)) > 50
    assert text.font(face, 20).getname()[0]


@pytest.mark.parametrize("script", sorted(SCRIPTS))
def test_each_script_draws_glyphs_not_tofu_boxes(script: str) -> None:
    name = SCRIPTS[script]
    drawn = _picture(name)
    # What a font lacking every letter draws: one .notdef box per character.
    tofu = _picture("\uffff" * len(text.clusters(name)))
    assert ImageChops.difference(drawn.convert("L"), Image.new("L", drawn.size, 255)).getbbox()
    assert drawn.tobytes() != tofu.resize(drawn.size).tobytes()
    for cluster in text.clusters(name.replace(" ", "")):
        run = text.layout(cluster, 32).runs[0]
        box = text.font(run.face, 32).getmask("\uffff")
        assert bytes(text.font(run.face, 32).getmask(cluster)) != bytes(box), (script, cluster)


@pytest.mark.parametrize("script", ["arabic", "hebrew"])
def test_right_to_left_names_start_on_the_right(script: str) -> None:
    name = SCRIPTS[script]
    first, rest = text.clusters(name)[0], name[len(text.clusters(name)[0]) :]
    # Drawn right-aligned, the name's first letter is where the first letter alone would be.
    size = 32
    whole = Image.new("L", (400, 2 * size), 0)
    alone = Image.new("L", (400, 2 * size), 0)
    text.draw(ImageDraw.Draw(whole), (380, size), name, size, 255, "rm")
    text.draw(ImageDraw.Draw(alone), (380, size), first, size, 255, "rm")
    right = (380 - size // 3, 0, 380, 2 * size)
    left = (0, 0, 380 - text_width(name, size) + size // 3, 2 * size)
    if script == "hebrew":  # Hebrew letters do not join: the first one is drawn as it is.
        assert whole.crop(right).tobytes() == alone.crop(right).tobytes()
    assert alone.crop(left).getbbox() is None
    # Written the other way round, the picture differs: the order is not left to right.
    backwards = Image.new("L", (400, 2 * size), 0)
    text.draw(ImageDraw.Draw(backwards), (380, size), rest + first, size, 255, "rm")
    assert whole.tobytes() != backwards.tobytes()


def test_arabic_letters_are_joined_not_drawn_in_their_isolated_forms() -> None:
    # A zero-width non-joiner between the letters asks for their isolated forms.
    assert _picture("محمد").tobytes() != _picture("\u200c".join("محمد")).tobytes()


def test_han_characters_take_the_face_of_the_language_their_neighbours_tell() -> None:
    """The same character is drawn differently in Japan, Korea and China."""
    assert text.layout("山田さくら", 20).runs[0].face == text.CJK_JP
    assert text.layout("金민준", 20).runs[0].face == text.CJK_KR
    # With nothing else to tell, a Han name is Chinese.
    assert text.layout("山田太郎", 20).runs[0].face == text.CJK_SC


def test_devanagari_and_thai_marks_sit_on_their_letters() -> None:
    """Shaped, a vowel sign adds no width of its own beside its consonant (no dotted circle)."""
    for consonant, sign in (("क", "ि"), ("ส", "ี")):
        assert text.layout(consonant + sign, 32).width < 1.5 * text.layout(consonant, 32).width


def test_emoji_are_drawn_in_their_own_colours() -> None:
    image = _picture("🐉🌸")
    colours = {pixel for pixel in image.get_flattened_data() if max(pixel) - min(pixel) > 60}
    assert len(colours) > 20


def test_a_name_alone_reads_from_its_first_letter_a_sentence_left_to_right() -> None:
    name = "שרה 🐉"
    alone = [run.text for run in text.layout(name, 20, None).runs]
    assert alone[0] == "🐉" and alone[-1] == "שרה"
    sentence = [run.text for run in text.layout("محمد الأحمد to play", 20).runs]
    # The sentence goes on to the right of the name; the name reads right to left.
    assert sentence[-1].endswith("to play")
    assert sentence[:3] == ["الأحمد", " ", "محمد"]


@pytest.mark.parametrize(
    "name",
    [
        "👩\u200d💻👩\u200d💻👩\u200d💻👩\u200d💻👩\u200d💻",
        "अनन्या शर्मा अनन्या",
        "🇫🇷🇩🇪🇮🇹🇳🇱🇷🇺🇬🇧",
        "สมศรี ใจดี สมศรี",
    ],
)
def test_a_cut_name_loses_whole_characters_and_ends_with_an_ellipsis(name: str) -> None:
    for width in (40, 70, 100):
        shown = fit_text(name, 20, width)
        assert shown.endswith("…") and text_width(shown, 20) <= width
        kept = text.clusters(shown[:-1])
        assert kept == text.clusters(name)[: len(kept)]


def test_long_names_that_begin_alike_are_cut_apart() -> None:
    first, second = "Alexandra Konstantinovna Ivanova", "Alexandra Konstantinovna Ivanenko"
    ends = fit_text(first, 20, 200), fit_text(second, 20, 200)
    assert ends[0] == ends[1]  # what cutting the end alone did (issue 26)
    shown = fit_name(first, 20, 200, [second]), fit_name(second, 20, 200, [first])
    assert shown[0] != shown[1]
    assert all(text_width(one, 20) <= 200 for one in shown)
    assert shown[0].endswith("…ova") and shown[1].endswith("…enko")
    assert all(one.startswith("Alex") for one in shown)


def test_an_indic_conjunct_is_never_cut_in_two() -> None:
    assert text.clusters("अनन्या") == ["अ", "न", "न्या"]
    for width in range(60, 200, 5):
        kept = fit_text("अनन्या शर्मा अनन्या शर्मा", 20, width).removesuffix("…")
        # No letter is left hanging on a virama ("अनन्…").
        assert unicodedata.combining(kept[-1]) != 9, kept


@settings(max_examples=60, deadline=None)
@given(
    st.text(st.sampled_from("abAB 张ש🐉"), min_size=4, max_size=12),
    st.text(st.sampled_from("abcd"), min_size=1, max_size=3),
    st.text(st.sampled_from("wxyz"), min_size=1, max_size=3),
)
def test_two_players_are_never_drawn_alike(common: str, one: str, other: str) -> None:
    first, second = "Player " + common + one, "Player " + common + other
    shown = fit_name(first, 16, 90, [second]), fit_name(second, 16, 90, [first])
    assert shown[0] != shown[1]
    assert all(text_width(name, 16) <= 90 for name in shown)


def test_the_computer_tag_is_never_cut() -> None:
    tagged = "{} (computer)".format
    shown = fit_tagged("Level 3 – the deep-thinking one", 20, 220, tagged)
    assert shown.endswith("… (computer)") and text_width(shown, 20) <= 220
    # What cutting the whole line did: the tag was lost.
    assert not fit_text(tagged("Level 3 – the deep-thinking one"), 20, 220).endswith("(computer)")


def test_a_computer_level_in_brackets_is_never_cut_from_a_seat_name() -> None:
    shown = fit_name("Bot 12 with a rather long name (medium)", 16, 160, ["Bot (medium)"])
    assert shown.endswith("… (medium)") and text_width(shown, 16) <= 160


@pytest.mark.parametrize("language", ["en", "ru", "de"])
def test_the_leaderboard_keeps_the_computer_tag_whole(language: str) -> None:
    name = "Level 3 – a computer with a very long name indeed"
    line = leaderboard.Line(1, name, 20.0, 3, 1, 0.0, True)
    with speaking(language):
        picture = open_png(leaderboard.leaderboard_png("Board", [line]))
        tag = t("render-leaderboard-computer", name="").strip()
        room = leaderboard.COLUMNS[2] - leaderboard.COLUMNS[1] - 12
        shown = fit_tagged(
            name, leaderboard.TEXT_SIZE, room, lambda n: t("render-leaderboard-computer", name=n)
        )
        assert shown.endswith(tag) and "…" in shown
        # The picture draws exactly that line: the same text redrawn on its row matches.
        box = leaderboard.line_box(0)
        row = picture.crop((leaderboard.COLUMNS[1], box[1], leaderboard.COLUMNS[2], box[3]))
        expected = Image.new("RGB", row.size, picture.getpixel((box[0] + 200, box[1] + 2)))
        text.draw(
            ImageDraw.Draw(expected),
            (0, (box[3] - box[1]) / 2),
            shown,
            leaderboard.TEXT_SIZE,
            leaderboard.INK,
            "lm",
        )
        assert ImageChops.difference(row, expected).getbbox() is None


def test_printable_draws_invisible_only_names_by_their_code_points() -> None:
    assert printable("\u200e\u200f") == "U+200E U+200F"


def test_the_leaderboard_writes_numbers_with_the_language_s_decimal_mark() -> None:
    """Issue 26: the picture said 1523.4 where /game stats says 1523,4."""
    line = leaderboard.Line(1, "Борис", 1523.4, 3, 1, -1.25)
    box = leaderboard.line_box(0)
    middle = (box[3] - box[1]) / 2
    rating_cell = (leaderboard.COLUMNS[2], box[1], leaderboard.COLUMNS[3], box[3])
    trend_cell = (leaderboard.trend_box(0)[2] + 1, box[1], box[2], box[3])
    for language, rating, trend in (("en", "1523.4", "-1.2"), ("ru", "1523,4", "-1,2")):
        with speaking(language):
            picture = open_png(leaderboard.leaderboard_png("Board", [line]))
        for cell, number, size, x, fill in (
            (rating_cell, rating, 20, 0, leaderboard.INK),
            (trend_cell, trend, 16, 5, leaderboard.MUTED),
        ):
            shown = picture.crop(cell)
            expected = Image.new("RGB", shown.size, CARD)
            text.draw(ImageDraw.Draw(expected), (x, middle), number, size, fill, "lm")
            assert ImageChops.difference(shown, expected).getbbox() is None, (language, number)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=20))
def test_any_name_is_drawn_and_fits_its_place(name: str) -> None:
    """Whatever a player calls themselves, the legend draws it within its width."""
    image = Image.new("RGB", (200, 40), (255, 255, 255))
    shown = fit_name(printable(name), 16, 120, ["x" + name])
    assert text_width(shown, 16) <= 120 or len(text.clusters(shown)) <= 2
    text.draw(ImageDraw.Draw(image), (10, 20), shown, 16, INK, "lm", direction=None)
