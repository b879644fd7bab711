"""Triominos pictures: the public table, the private hand and the numbered spots."""

from __future__ import annotations

import pytest

from engine.rng import derive
from engine.triominos import grid
from engine.triominos.game import TRIOMINOS, State, greedy_move, spots
from engine.triominos.tiles import parse_tile
from render import triominos as pictures
from render.common import seat_players
from tests.render.helpers import colour_in_box, near, open_png

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]


def played(players: int, seed: int, plies: int, greedy: bool = False) -> State:
    state = TRIOMINOS.setup(players, {}, seed)
    rng = derive(seed, "render-test")
    for _ in range(plies):
        if TRIOMINOS.outcome(state) is not None:
            break
        if greedy:
            seat = state.turn
            assert seat is not None
            state = TRIOMINOS.apply(state, seat, greedy_move(state, seat)).state
        else:
            state = TRIOMINOS.apply(state, *TRIOMINOS.random_action(state, rng)).state
    return state


def inner_point(frame: pictures._Frame, cell: grid.Cell) -> tuple[int, int]:
    """A point inside ``cell`` clear of its numbers and its cell name: near a side's middle."""
    points = [frame.point(p) for p in grid.corners(cell)]
    cx = sum(x for x, _ in points) / 3
    cy = sum(y for _, y in points) / 3
    # The side opposite corner 0 (the horizontal side) holds no number at its middle.
    mx = (points[1][0] + points[2][0]) / 2
    my = (points[1][1] + points[2][1]) / 2
    return round(mx + (cx - mx) * 0.3), round(my + (cy - my) * 0.3)


@pytest.mark.parametrize(
    ("players", "seed", "plies"), [(2, 1, 0), (2, 2, 1), (3, 3, 30), (6, 4, 80)]
)
def test_table_shows_every_tile_and_highlights_the_last(
    players: int, seed: int, plies: int
) -> None:
    """C3/E4: every placed tile is drawn on its cell; the last one stands out."""
    state = played(players, seed, plies)
    view = TRIOMINOS.view(state, None)
    names = NAMES[:players]
    image = open_png(pictures.table_png(view, names))
    frame, board, width, table_h = pictures._layout(view, seat_players(names), [])
    assert image.size == (width, board.height + table_h + 4)
    for item in view["table"]:
        cell = (item["x"], item["y"])
        pixel = image.getpixel(inner_point(frame, cell))
        expected = pictures.TILE_LAST if item["cell"] == view["last"] else pictures.TILE
        assert near(pixel, expected, 12), (item["cell"], pixel)
    # A free cell next to the table shows the felt.
    if view["table"]:
        free = next(
            n
            for item in view["table"]
            for n in grid.neighbours((item["x"], item["y"]))
            if grid.cell_name(n) not in {i["cell"] for i in view["table"]}
        )
        assert near(image.getpixel(inner_point(frame, free)), pictures.FELT, 12)


def test_a_tile_shows_its_three_numbers_in_ink_near_its_corners() -> None:
    state = played(2, 5, 1)
    view = TRIOMINOS.view(state, None)
    frame, *_ = pictures._layout(view, seat_players(NAMES[:2]), [])
    image = open_png(pictures.table_png(view, NAMES[:2]))
    (item,) = view["table"]
    points = [frame.point(p) for p in grid.corners((item["x"], item["y"]))]
    cx = sum(x for x, _ in points) / 3
    cy = sum(y for _, y in points) / 3
    r = frame.side // 8
    for px, py in points:
        x, y = px + (cx - px) * 0.5, py + (cy - py) * 0.5
        box = (round(x - r), round(y - r), round(x + r), round(y + r))
        assert colour_in_box(image, box, (31, 35, 40), 60) > 5


def test_sixty_tiles_stay_readable_and_small() -> None:
    """Big tables grow the picture rather than shrinking the numbers below MIN_SIDE."""
    state = played(2, 25, 400, greedy=True)
    view = TRIOMINOS.view(state, None)
    assert len(view["table"]) >= 40
    frame, *_ = pictures._layout(view, seat_players(NAMES[:2]), [])
    assert frame.side >= pictures.MIN_SIDE
    open_png(pictures.table_png(view, NAMES[:2]))


def test_public_table_refuses_a_players_view() -> None:
    state = played(2, 6, 3)
    with pytest.raises(ValueError):
        pictures.table_image(TRIOMINOS.view(state, 0), NAMES[:2])


@pytest.mark.parametrize("seed", [7, 8, 9])
def test_public_table_is_the_same_whatever_the_hidden_hands(seed: int) -> None:
    """E4: two states that differ only in hidden tiles give the same public pixels."""
    state = played(4, seed, 12)
    other = TRIOMINOS.conceal(state, None, derive(seed, "conceal"))
    assert other.hands != state.hands or other.pool != state.pool
    mine = pictures.table_image(TRIOMINOS.view(state, None), NAMES[:4])
    theirs = pictures.table_image(TRIOMINOS.view(other, None), NAMES[:4])
    assert mine.tobytes() == theirs.tobytes()


def test_hand_picture_shows_each_tile() -> None:
    state = played(3, 10, 4)
    seat = state.turn
    assert seat is not None
    view = TRIOMINOS.view(state, seat)
    image = open_png(pictures.hand_png(view, NAMES[:3]))
    tiles = colour_in_box(image, (0, 44, image.width, image.height), pictures.TILE, 8)
    assert tiles > 800 * len(view["hand"])
    with pytest.raises(ValueError):
        pictures.hand_png(TRIOMINOS.view(state, None), NAMES[:3])


def test_spots_are_numbered_on_the_table_and_listed() -> None:
    """E2: every legal spot of the chosen tile is marked; with none, no mark is drawn."""
    for seed in range(20, 40):
        state = played(2, seed, 6)
        seat = state.turn
        if seat is None:
            continue
        hand = TRIOMINOS.view(state, seat)["hand"]
        found = {name: spots(state, seat, parse_tile(name)) for name in hand}
        tile = max(found, key=lambda name: len(found[name]))
        if found[tile]:
            break
    else:
        pytest.fail("no position with a legal spot")
    view = TRIOMINOS.view(state, None)
    image = open_png(pictures.spots_png(view, tile, found[tile], NAMES[:2]))
    frame, *_ = pictures._layout(view, seat_players(NAMES[:2]), found[tile])
    for spot in found[tile]:
        cell = grid.parse_cell(spot["cell"])
        assert cell is not None
        points = [frame.point(p) for p in grid.corners(cell)]
        xs = [round(x) for x, _ in points]
        ys = [round(y) for _, y in points]
        box = (min(xs), min(ys), max(xs), max(ys))
        assert colour_in_box(image, box, pictures.SPOT, 30) > 20, spot["cell"]
    empty = open_png(pictures.spots_png(view, tile, [], NAMES[:2]))
    _, board, *_ = pictures._layout(view, seat_players(NAMES[:2]), [])
    table_area = (0, board.height, empty.width, empty.height)
    assert colour_in_box(empty, table_area, pictures.SPOT, 20) == 0


def test_a_new_round_shows_how_the_last_one_ended() -> None:
    """R1/R2/R3: between rounds the empty table tells who scored what in the last round."""
    state = TRIOMINOS.setup(3, {}, 2)
    rng = derive(2, "round-test")
    while state.round == 1:
        state = TRIOMINOS.apply(state, *TRIOMINOS.random_action(state, rng)).state
    view = TRIOMINOS.view(state, None)
    assert not view["table"]
    players = seat_players(NAMES[:3])
    summary = pictures._round_summary(view["last_round"], players)
    assert summary.startswith("Round 1 ended")
    for seat, change in enumerate(view["last_round"]["changes"]):
        assert (f"{NAMES[seat]} {change:+d}" in summary) == (change != 0)
    image = open_png(pictures.table_png(view, NAMES[:3]))
    _, board, width, _ = pictures._layout(view, players, [])
    band = (0, board.height + 36, width, board.height + 60)  # the summary, under the heading
    assert colour_in_box(image, band, pictures.CARD, 30) > 50


def test_empty_table_text_stays_clear_of_the_first_spot() -> None:
    """S3: on an empty table the only spot is cell 0,0, drawn clear of the table's text."""
    state = TRIOMINOS.setup(3, {}, 4)
    seat = state.turn
    assert seat is not None
    tile = TRIOMINOS.view(state, seat)["hand"][0]
    found = spots(state, seat, parse_tile(tile))
    assert {spot["cell"] for spot in found} == {"0,0"}
    view = TRIOMINOS.view(state, None)
    image = open_png(pictures.spots_png(view, tile, found, NAMES[:3]))
    frame, *_ = pictures._layout(view, seat_players(NAMES[:3]), found)
    points = [frame.point(p) for p in grid.corners(grid.ORIGIN)]
    left, right = round(min(x for x, _ in points)), round(max(x for x, _ in points))
    top, bottom = round(min(y for _, y in points)), round(max(y for _, y in points))
    # Beside the spot, on the rows it spans, the felt carries no text (the spot's own white
    # label is inside the triangle).
    for band in ((10, top, left - 2, bottom), (right + 2, top, image.width - 10, bottom)):
        assert colour_in_box(image, band, pictures.CARD, 12) == 0
    heading = (0, top - 100, image.width, top - 10)
    assert colour_in_box(image, heading, pictures.CARD, 12) > 50
