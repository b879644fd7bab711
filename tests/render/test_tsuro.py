"""Tsuro pictures: the public board (T1, T6, P2, P3, G1–G3) drawn from spectator views."""

from __future__ import annotations

import pytest

from engine.rng import derive
from engine.tsuro import TSURO, TsuroState
from engine.tsuro.preview import hand_options, preview
from render import tsuro as pictures
from render.common import BANNER, HIGHLIGHT, INK, PALETTE
from render.tsuro_tiles import PATH, TILE_FACE, port_point
from tests.render.helpers import colour_in_box, near, open_png

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
INWARD = {
    1: (0, -1),
    2: (0, -1),
    3: (-1, 0),
    4: (-1, 0),
    5: (0, 1),
    6: (0, 1),
    7: (1, 0),
    8: (1, 0),
}


def played(players: int, seed: int, plies: int) -> TsuroState:
    state = TSURO.setup(players, {}, seed)
    rng = derive(seed, "render-test")
    for _ in range(plies):
        if TSURO.outcome(state) is not None:
            break
        state = TSURO.apply(state, *TSURO.random_action(state, rng)).state
    return state


def inside(layout: pictures.BoardLayout, square: str, port: int, depth: int) -> tuple[int, int]:
    """A pixel ``depth`` pixels into ``square`` from its ``port``."""
    x0, y0, _, _ = layout.square_box(square)
    px, py = port_point(port, layout.square)
    dx, dy = INWARD[port]
    return round(x0 + px + dx * depth), round(y0 + py + dy * depth)


CASES = [(2, 1, 2), (3, 2, 6), (4, 3, 20), (8, 4, 30), (8, 5, 60), (5, 6, 200), (6, 7, 15)]


@pytest.mark.parametrize(("players", "seed", "plies"), CASES)
def test_board_shows_paths_trails_and_markers(players: int, seed: int, plies: int) -> None:
    """P2: every placed tile shows a path at each of its ports, each trail runs in its
    marker's colour, and every marker sits where the view puts it."""
    state = played(players, seed, plies)
    view = TSURO.view(state, None)
    image = open_png(pictures.board_png(view, NAMES[:players]))
    layout = pictures.board_layout(view["size"])
    assert image.width == layout.size * layout.square + 2 * pictures.MARGIN
    travelled: dict[tuple[str, int], set] = {}
    for marker in view["markers"]:
        for square, entry, exit_ in marker["trail"]:
            for port in (entry, exit_):
                travelled.setdefault((square, port), set()).add(PALETTE[marker["seat"]].colour)
    marked = [
        layout.port_xy(m["position"]["square"], m["position"]["port"])
        for m in view["markers"]
        if m["position"]
    ]
    for placed in view["tiles"]:
        for port in range(1, 9):
            probe = inside(layout, placed["square"], port, 6)
            if any(abs(probe[0] - x) + abs(probe[1] - y) < 24 for x, y in marked):
                continue  # a marker covers this port
            pixel = image.getpixel(probe)
            colours = travelled.get((placed["square"], port))
            if colours:
                assert any(near(pixel, c, 45) for c in colours), (placed, port, pixel)
            else:
                assert near(pixel, PATH, 45), (placed, port, pixel)
                assert not near(pixel, TILE_FACE, 20)
    spots = [m["position"] for m in view["markers"] if m["position"]]
    for marker in view["markers"]:
        where = marker["position"]
        if where is None or spots.count(where) > 1:
            continue
        x, y = layout.port_xy(where["square"], where["port"])
        colour = PALETTE[marker["seat"]].colour
        assert (
            colour_in_box(
                image, (round(x) - 8, round(y) - 8, round(x) + 8, round(y) + 8), colour, 30
            )
            > 20
        )


def test_last_placed_tile_is_highlighted() -> None:
    state = played(4, 11, 12)
    view = TSURO.view(state, None)
    image = open_png(pictures.board_png(view, NAMES[:4]))
    layout = pictures.board_layout()
    x0, y0, x1, _ = layout.square_box(view["last_placed"])
    assert near(image.getpixel((x0 + 1, (y0 + x1 - x0 + y0) // 2)), HIGHLIGHT, 30)
    other = next(t["square"] for t in view["tiles"] if t["square"] != view["last_placed"])
    ox, oy, _, _ = layout.square_box(other)
    assert not near(image.getpixel((ox + 1, oy + layout.square // 2)), HIGHLIGHT, 60)


def test_setup_numbers_every_free_notch_and_only_those() -> None:
    """T6/S3: the free notches are numbered around the board; a taken one shows its marker."""
    state = played(3, 12, 2)
    view = TSURO.view(state, None)
    assert view["phase"] == "notch" and len(view["free_notches"]) == 46
    image = open_png(pictures.board_png(view, NAMES[:3]))
    layout = pictures.board_layout()
    taken = {m["notch"]: m for m in view["markers"] if m["notch"]}
    assert len(taken) == 2
    for notch in range(1, 49):
        x, y = pictures._notch_label_xy(layout, notch)
        box = (round(x) - 4, round(y) - 4, round(x) + 4, round(y) + 4)
        ink = colour_in_box(image, box, INK, 60)
        if notch in taken:
            assert ink == 0, notch  # no number: the marker stands at that notch instead
            spot = taken[notch]["position"]
            mx, my = layout.port_xy(spot["square"], spot["port"])
            marker = (round(mx) - 8, round(my) - 8, round(mx) + 8, round(my) + 8)
            colour = PALETTE[taken[notch]["seat"]].colour
            assert colour_in_box(image, marker, colour, 30) > 20, notch
        else:
            assert ink > 3, notch
    playing = TSURO.view(played(3, 12, 3), None)
    assert playing["phase"] == "play"
    image = open_png(pictures.board_png(playing, NAMES[:3]))
    x, y = pictures._notch_label_xy(layout, 1)
    # After set-up the numbers are gone (unless a marker sits right there).
    if 1 not in {m["notch"] for m in playing["markers"]}:
        assert (
            colour_in_box(image, (round(x) - 4, round(y) - 4, round(x) + 4, round(y) + 4), INK, 60)
            == 0
        )


def test_game_over_banner_and_crossed_out_losers() -> None:
    """G1/G2: the finished board carries a dark banner naming the winners."""
    state = played(4, 13, 500)
    view = TSURO.view(state, None)
    assert view["outcome"] is not None
    image = open_png(pictures.board_png(view, NAMES[:4]))
    assert near(image.getpixel((image.width // 6, pictures.HEADER // 2)), BANNER, 8)
    running = open_png(pictures.board_png(TSURO.view(played(4, 13, 8), None), NAMES[:4]))
    assert not near(running.getpixel((running.width // 6, pictures.HEADER // 2)), BANNER, 8)


def test_public_board_refuses_a_players_view() -> None:
    state = played(3, 14, 5)
    with pytest.raises(ValueError):
        pictures.board_image(TSURO.view(state, 0), NAMES[:3])


@pytest.mark.parametrize("seed", [15, 16, 17])
def test_public_board_is_the_same_whatever_the_hidden_hands(seed: int) -> None:
    """E4: states that differ only in hidden tiles (hands, pile) give identical pixels."""
    state = played(5, seed, 12)
    other = TSURO.conceal(state, None, derive(seed, "conceal"))
    assert (other.hands, other.pile) != (state.hands, state.pile)
    mine = pictures.board_image(TSURO.view(state, None), NAMES[:5])
    theirs = pictures.board_image(TSURO.view(other, None), NAMES[:5])
    assert mine.tobytes() == theirs.tobytes()


def turn_with_a_suicidal_option() -> tuple[TsuroState, int, list]:
    for seed in range(20, 80):
        state = played(4, seed, 14 + seed % 10)
        if state.phase != "play":
            continue
        seat = state.turn
        options = hand_options(state, seat)
        if any(o["suicide"] for o in options) and any(not o["suicide"] for o in options):
            return state, seat, options
    pytest.fail("no position with both safe and suicidal options")


def test_hand_picture_draws_every_option_and_marks_suicides() -> None:
    """P4: each tile of the hand in each rotation shows the mover's path; a suicidal option
    is framed and hatched, a safe one is not."""
    state, seat, options = turn_with_a_suicidal_option()
    view = TSURO.view(state, None)
    image = open_png(pictures.hand_png(view, seat, options, NAMES[:4]))
    assert len(options) == 4 * len(state.hands[seat])
    mini = pictures._mini_frame(6, pictures.MINI_SQUARE)
    cell_w = mini.width + pictures.MINI_GAP
    cell_h = mini.height + pictures.MINI_CAPTION + pictures.MINI_GAP
    colour = PALETTE[seat].colour
    for index, option in enumerate(options):
        row, col = divmod(index, 4)
        x = pictures.MINI_GAP + 3 + col * cell_w
        y = pictures.HEADER + row * cell_h + pictures.MINI_CAPTION - 18
        frame = (x, y, x + 3, y + mini.height)
        marked = colour_in_box(image, frame, (150, 30, 30), 30)
        assert (marked > mini.height) == bool(option["suicide"]), option
        # The mover's trail runs across the new tile in the mover's colour.
        layout = pictures.BoardLayout(6, pictures.MINI_SQUARE, x + 2, y + 2)
        x0, y0, x1, y1 = layout.square_box(option["square"])
        assert colour_in_box(image, (x0, y0, x1, y1), colour, 40) > 10


def test_preview_places_the_tile_and_follows_the_path() -> None:
    """The single-choice preview shows the new tile highlighted and the marker at its end."""
    state, seat, options = turn_with_a_suicidal_option()
    view = TSURO.view(state, None)
    for option in (
        next(o for o in options if o["suicide"]),
        next(o for o in options if not o["suicide"]),
    ):
        image = open_png(
            pictures.preview_png(
                view, seat, preview(state, seat, option["tile"], option["rotation"]), NAMES[:4]
            )
        )
        layout = pictures.board_layout()
        x0, y0, _, y1 = layout.square_box(option["square"])
        assert near(image.getpixel((x0 + 1, (y0 + y1) // 2)), HIGHLIGHT, 30)
        x, y = layout.port_xy(option["to"]["square"], option["to"]["port"])
        box = (round(x) - 8, round(y) - 8, round(x) + 8, round(y) + 8)
        assert colour_in_box(image, box, PALETTE[seat].colour, 30) > 20
        for square, entry, _ in option["trail"]:
            probe = inside(layout, square, entry, 6)
            if abs(probe[0] - x) + abs(probe[1] - y) < 24:
                continue  # the marker covers this port
            assert near(image.getpixel(probe), PALETTE[seat].colour, 45), (square, entry)
