"""Issues 17 and 26: every game's public picture draws player names in any script legibly.

Names in Latin with accents, Cyrillic, Greek, CJK and emoji are put on each picture; the probe
redraws the picture with one name changed at a time and compares pixels:

- with the name replaced by its expected text (what :func:`printable` says is drawn), the
  picture is identical, so that text is what the picture shows;
- with the name replaced by as many "?" as that text has characters (what the old bundled font
  showed for Cyrillic, Greek and CJK), the picture differs, and the pixels that differ hold ink
  in the real picture: the name is drawn, not left empty;
- the expected text holds no "?" and every one of its characters is a real glyph of the font
  it is set in, not that font's .notdef box ("tofu").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from PIL import Image, ImageChops

from engine.registry import get_game
from render import tarnaris, text, triominos, tsuro
from render.common import printable

NAMES = ["Zoë Ångström", "Борис", "Δημήτρης", "张伟", "Gwen 🌸🐉"]

Draw = Callable[[Sequence[str]], Image.Image]


def _view(game: str, players: int, seed: int, plies: int) -> object:
    engine = get_game(game)
    state = engine.random_position(players, seed, "names", lambda _, n: n >= plies)
    return engine.view(state, None)


def _tsuro() -> Draw:
    view = _view("tsuro", 5, 3, 12)
    return lambda names: tsuro.board_image(view, names)


def _triominos() -> Draw:
    view = _view("triominos", 5, 4, 20)
    return lambda names: triominos.table_image(view, names)


def _triominos_over() -> Draw:
    # The game-over banner names the winners.
    view = {**_view("triominos", 5, 4, 20), "outcome": {"winners": [3, 1]}}
    return lambda names: triominos.table_image(view, names)


def _tarnaris(first: int) -> Draw:
    view = _view("tarnaris", 4, 5, 30)
    return lambda names: tarnaris.table_image(view, names[first : first + 4])


#: Each picture and the indexes of NAMES it shows; Tarnaris seats four, so two pictures.
PICTURES: dict[str, tuple[Callable[[], Draw], range]] = {
    "tsuro": (_tsuro, range(5)),
    "triominos": (_triominos, range(5)),
    "triominos-over": (_triominos_over, range(5)),
    "tarnaris-first-four": (lambda: _tarnaris(0), range(4)),
    "tarnaris-last-four": (lambda: _tarnaris(1), range(1, 5)),
}


def _with(names: Sequence[str], index: int, name: str) -> list[str]:
    changed = list(names)
    changed[index] = name
    return changed


def _ink_pixels(image: Image.Image, box: tuple[int, int, int, int]) -> int:
    """Pixels of ``box`` dark enough to be text on the light card."""
    return sum(image.crop(box).convert("L").histogram()[:110])


@pytest.mark.parametrize("name", NAMES)
def test_the_text_drawn_for_a_name_has_no_question_mark_and_no_missing_glyph(name: str) -> None:
    shown = printable(name)
    assert "?" not in shown
    for run in text.layout(shown, 20).runs:
        for char in run.text:
            assert text.covers(run.face, char), (char, run.face.name)


@pytest.mark.parametrize("picture", sorted(PICTURES))
def test_public_picture_draws_each_name_in_any_script(picture: str) -> None:
    make, indexes = PICTURES[picture]
    draw = make()
    real = draw(NAMES)
    for index in indexes:
        shown = printable(NAMES[index])
        same = draw(_with(NAMES, index, shown))
        assert ImageChops.difference(real, same).getbbox() is None, NAMES[index]
        marks = draw(_with(NAMES, index, "?" * len(shown)))
        box = ImageChops.difference(real, marks).getbbox()
        assert box is not None, f"{NAMES[index]!r} is drawn like question marks"
        # A long name is cut short with "…" to fit, so count ink for a few letters only.
        assert _ink_pixels(real, box) > 60, NAMES[index]
