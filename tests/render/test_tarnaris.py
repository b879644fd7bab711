"""Woods of Tarnaris pictures: fields, piles and reveals from the spectator view (E3)."""

from __future__ import annotations

import pytest

from engine.rng import derive
from engine.tarnaris import TARNARIS, TarnarisState
from render import tarnaris as pictures
from render.common import CARD, HIGHLIGHT, INK, MUTED
from tests.render.helpers import colour_in_box, near, open_png

NAMES = ["Ann", "Bo", "Cy", "Di"]


def played(players: int, seed: int, plies: int) -> TarnarisState:
    state = TARNARIS.setup(players, {}, seed)
    rng = derive(seed, "render-test")
    for _ in range(plies):
        if TARNARIS.outcome(state) is not None:
            break
        state = TARNARIS.apply(state, *TARNARIS.random_action(state, rng)).state
    return state


def card_back_pixel(image, row: int, slot: int):
    """A pixel on the body of the top card of a face-down stack (left of the glyph disc)."""
    x, y = pictures._card_origin(row, slot)
    return image.getpixel((x + 6, y + pictures.CARD_H // 2))


@pytest.mark.parametrize(
    ("players", "seed", "plies"), [(2, 1, 0), (3, 2, 5), (4, 3, 40), (4, 4, 150), (2, 5, 400)]
)
def test_fields_show_each_stack_face_down_in_its_crest(players: int, seed: int, plies: int) -> None:
    """S1/C1: ten numbered slots per field; a stack shows its top card's back (crest colour),
    an empty slot shows nothing; this turn's revealed cards lie face up, framed."""
    state = played(players, seed, plies)
    view = TARNARIS.view(state, None)
    image = open_png(pictures.table_png(view, NAMES[:players]))
    revealed = {card["slot"] for card in view["revealed"]}
    for row in range(players):
        for slot, stack in enumerate(view["fields"][row], start=1):
            x, y = pictures._card_origin(row, slot)
            if row == view["active"] and slot in revealed:
                box = (x, y, x + pictures.CARD_W, y + pictures.CARD_H)
                assert colour_in_box(image, box, HIGHLIGHT, 30) > 30
            elif stack:
                colour = pictures.CRESTS[stack[-1]["crest"]].colour
                assert near(card_back_pixel(image, row, slot), colour, 30), (row, slot)
                # The stack height badge sits on the card's lower right corner.
                bx, by = x + pictures.CARD_W - 4, y + pictures.CARD_H - 2
                badge = (bx - 9, by - 9, bx + 9, by + 9)
                assert colour_in_box(image, badge, INK, 20) > 60, (row, slot)
            else:
                assert near(card_back_pixel(image, row, slot), CARD, 10), (row, slot)


def test_piles_show_their_top_cards_in_crest_colour() -> None:
    """L1: each pile shows its top card, framed in its crest's colour."""
    state = played(4, 6, 120)
    view = TARNARIS.view(state, None)
    assert view["piles"]
    image = open_png(pictures.table_png(view, NAMES))
    step = min(pictures.PILE_W + 12, (image.width - 6 - 16) // len(view["piles"]))
    for index, pile in enumerate(view["piles"]):
        if pile["closed"]:
            continue
        x = pictures.BORDER_WIDTH + 10 + index * step
        y = pictures.HEADER + 22
        colour = pictures.CRESTS[pile["cards"][-1]["crest"]].colour
        box = (x, y + 20, x + 3, y + 60)
        assert colour_in_box(image, box, colour, 40) > 10, index


def test_public_table_refuses_a_players_view() -> None:
    with pytest.raises(ValueError):
        pictures.table_image(TARNARIS.view(played(3, 7, 10), 1), NAMES[:3])


@pytest.mark.parametrize("seed", [8, 9, 10])
def test_public_table_is_the_same_whatever_the_hidden_cards(seed: int) -> None:
    """E3: states that differ only in face-down numbers give identical public pixels."""
    state = played(4, seed, 60)
    other = TARNARIS.conceal(state, None, derive(seed, "conceal"))
    assert TARNARIS.encode_state(other) != TARNARIS.encode_state(state)
    mine = pictures.table_image(TARNARIS.view(state, None), NAMES)
    theirs = pictures.table_image(TARNARIS.view(other, None), NAMES)
    assert mine.tobytes() == theirs.tobytes()


def test_peek_shows_the_known_card_face_up_only_to_its_player() -> None:
    """SF10: the peeked card is face up in its owner's picture and face down in public."""
    for seed in range(11, 40):
        state = played(4, seed, 250)
        for seat in range(4):
            view = TARNARIS.view(state, seat)
            known = [
                slot
                for slot, stack in enumerate(view["fields"][seat], start=1)
                if stack and "number" in stack[-1]
            ]
            if known:
                break
        else:
            continue
        break
    else:
        pytest.fail("no random game with a peeked top card")
    slot = known[0]
    private = open_png(pictures.peek_png(view, NAMES))
    assert near(card_back_pixel(private, 0, slot), pictures.FACE, 12)
    public = open_png(pictures.table_png(TARNARIS.view(state, None), NAMES))
    crest = view["fields"][seat][slot - 1][-1]["crest"]
    assert near(card_back_pixel(public, seat, slot), pictures.CRESTS[crest].colour, 30)
    with pytest.raises(ValueError):
        pictures.peek_png(TARNARIS.view(state, None), NAMES)


def test_a_face_up_card_shows_its_follow_up_number_in_the_corner() -> None:
    """C2: a face shows the number that may be laid on it (n+1, "end" on a 10) small in its
    lower right corner; a back shows none."""
    w, h = pictures.CARD_W, pictures.CARD_H
    corner = (w // 2, h - 16, w - 3, h - 3)

    def corner_pixels(number: int | None) -> bytes:
        return pictures.card_sprite(0, number, w, h).crop(corner).tobytes()

    def muted_in_corner(number: int | None) -> int:
        return colour_in_box(pictures.card_sprite(0, number, w, h), corner, MUTED, 40)

    for number in (1, 4, 9, 10):
        assert muted_in_corner(number) > 8, number
    assert muted_in_corner(None) == 0
    # The corner reads differently for each number: it is the follow-up, not a fixed mark.
    assert len({corner_pixels(n) for n in range(1, 11)}) == 10


def test_the_private_field_title_reads_well_before_any_peek() -> None:
    """``/game hand`` before any SF10 peek: no "the 0 cards you know face up"."""
    assert pictures.peek_title("carl", 0) == (
        "Only for carl: your field (you know none of its cards yet)"
    )
    assert pictures.peek_title("carl", 1).endswith("the 1 card you know face up")
    # Issue 17: the font draws accents, so they are kept.
    assert pictures.peek_title("Zoë", 2).endswith("Zoë: your field, the 2 cards you know face up")
