"""Public pictures of many random positions (hypothesis draws integer seeds and lengths)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.registry import get_game
from engine.rng import derive
from render import tarnaris, triominos, tsuro
from render.common import HIGHLIGHT
from tests.render.helpers import colour_in_box, open_png

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]


def position(name: str, players: int, seed: int, plies: int):
    game = get_game(name)
    state = game.setup(players, {}, seed)
    rng = derive(seed, "random-states")
    for _ in range(plies):
        if game.outcome(state) is not None:
            break
        state = game.apply(state, *game.random_action(state, rng)).state
    return game.view(state, None)


@settings(max_examples=25)
@given(st.integers(2, 8), st.integers(0, 2**32), st.integers(0, 60))
def test_tsuro_boards(players: int, seed: int, plies: int) -> None:
    view = position("tsuro", players, seed, plies)
    image = open_png(tsuro.board_png(view, NAMES[:players]))
    assert image.width == 6 * tsuro.SQUARE + 2 * tsuro.MARGIN
    lit = colour_in_box(image, (0, 0, image.width, image.height), HIGHLIGHT, 10)
    assert (lit > 400) == bool(view["last_placed"]) or view["outcome"] is not None


@settings(max_examples=20)
@given(st.integers(2, 6), st.integers(0, 2**32), st.integers(0, 150))
def test_triominos_tables(players: int, seed: int, plies: int) -> None:
    view = position("triominos", players, seed, plies)
    image = open_png(triominos.table_png(view, NAMES[:players]))
    last = colour_in_box(image, (0, 0, image.width, image.height), triominos.TILE_LAST, 4)
    assert (last > 300) == bool(view["last"])


@settings(max_examples=20)
@given(st.integers(2, 4), st.integers(0, 2**32), st.integers(0, 400))
def test_tarnaris_tables(players: int, seed: int, plies: int) -> None:
    view = position("tarnaris", players, seed, plies)
    image = open_png(tarnaris.table_png(view, NAMES[:players]))
    assert image.width == tarnaris.PANEL_W + 12
    revealed = colour_in_box(image, (0, 0, image.width, image.height), HIGHLIGHT, 10)
    assert (revealed > 300) == bool(view["revealed"]) or bool(view["winners"])
