"""Issue 13, the referee's audit: D2, D4, E2, P3/E3 and V3 of the updated rules/tsuro.md on
positions built directly."""

from __future__ import annotations

import pytest

from engine.core import IllegalMoveError
from engine.tsuro import TSURO, build_state, hand_options
from engine.tsuro.game import TsuroState
from tests.engine.tsuro.test_rules import (
    CROSS_67,
    SPLIT,
    STRAIGHT,
    U_TURNS,
    collision,
    kinds,
    place,
    play,
    split,
)


def test_d2_the_holder_draws_before_the_mover_who_draws_in_turn() -> None:
    """D2: tiles come back (seat 3 out) while seat 2 holds the dragon: seat 2 draws first,
    then clockwise 3 (out), 0 (the mover), 1, 2 …; the mover does not draw separately."""
    state = build_state(
        4,
        **split(hands={0: [SPLIT[0], 30], 1: [2, 5], 2: [4], 3: [9, 10, 11]}, dragon=2),
    )
    _, events = play(state, 0, place(*SPLIT))
    draws = [e["seat"] for e in events if e["kind"] == "drew"]
    assert draws == [2, 0, 1]
    assert kinds(events).index("dragon_returned") == kinds(events).index("drew") + 1


def test_d2_edition_1_games_draw_as_they_did() -> None:
    """A game of edition 1 (stored before the update) replays by its rules: the mover drew
    first, then the holder."""
    state = build_state(
        4,
        **split(hands={0: [SPLIT[0], 30], 1: [2, 5], 2: [4], 3: [9, 10, 11]}, dragon=2),
        options={"edition": 1},
    )
    _, events = play(state, 0, place(*SPLIT))
    assert [e["seat"] for e in events if e["kind"] == "drew"][:2] == [0, 2]
    data = TSURO.encode_state(state)
    assert data["options"]["edition"] == 1
    old = {**data, "options": {"open_hands": False, "strict_suicide": True}}
    assert TSURO.decode_state(old).edition == 1


def test_d2_a_resignation_out_of_turn_deals_from_the_holder() -> None:
    """D2/G4: seat 3 resigns during seat 0's turn; seat 1 holds the dragon and draws first,
    then seat 2; seat 0 (the active player, who holds 3) draws nothing; the turn stays."""
    state = build_state(
        4,
        markers={0: ("C3", 6), 1: ("D5", 6), 2: ("F2", 1), 3: ("E4", 6)},
        hands={0: [1, 2, 3], 1: [4, 5], 2: [6, 7], 3: [8, 9, 10]},
        dragon=1,
    )
    after, events = play(state, 3, {"kind": "resign"})
    assert [e["seat"] for e in events if e["kind"] == "drew"] == [1, 2]
    assert events[3] == {"kind": "dragon_returned", "seat": 1}
    assert after.turn == 0 and after.dragon == -1 and len(after.pile) == 1


def test_d4_a_resigning_holder_passes_the_dragon_and_the_new_holder_draws_first() -> None:
    """D4 with G4: the holder (seat 1) resigns out of turn; the dragon passes to seat 3 (the
    next clockwise with fewer than 3; seat 2 holds 3), who draws first, then seat 0."""
    state = build_state(
        4,
        markers={0: ("C3", 6), 1: ("D5", 6), 2: ("F2", 1), 3: ("E4", 6)},
        hands={0: [1, 2], 1: [4, 5], 2: [6, 7, 11], 3: [8]},
        dragon=1,
        turn=2,
    )
    _, events = play(state, 1, {"kind": "resign"})
    assert {"kind": "dragon_passed", "from": 1, "to": 3} in events
    assert [e["seat"] for e in events if e["kind"] == "drew"] == [3, 0]  # two tiles came back


def test_d4_a_holder_eliminated_by_a_placement_the_new_holder_draws_first() -> None:
    """D4: seat 3 holds the dragon and is knocked out by seat 0's placement; the dragon
    passes clockwise to seat 0 (the mover, now short), who draws first as the holder, then
    seat 1; the two returned tiles are gone before seat 0 would draw again."""
    state = build_state(
        4,
        **split(hands={0: [SPLIT[0], 30], 1: [2, 5], 2: [4, 6, 7], 3: [9, 10]}, dragon=3),
    )
    _, events = play(state, 0, place(*SPLIT))
    assert {"kind": "dragon_passed", "from": 3, "to": 0} in events
    assert [e["seat"] for e in events if e["kind"] == "drew"] == [0, 1]


def test_e2_with_lenient_suicide_the_refusal_names_a_placement_the_mover_survives() -> None:
    """E2 (updated): with ``strict_suicide`` off, CROSS_67 at 0° (a collision) is legal and
    sorts first, but the example named when refusing the edge is one the mover survives."""
    state = collision(3, strict=False)
    with pytest.raises(IllegalMoveError) as error:
        TSURO.apply(state, 0, place(CROSS_67[0], 90))
    assert error.value.code == "suicide"
    example = error.value.data["safe_move"]
    assert example != place(*CROSS_67) and example in TSURO.legal_moves(state, 0)
    option = next(
        o
        for o in hand_options(state, 0)
        if (o["tile"], o["rotation"]) == (example["tile"], example["rotation"])
    )
    assert option["suicide"] is None


def protected(protect: bool) -> TsuroState:
    """Seat 0 faces A3 from above and seat 3 from the left edge: SPLIT sends seat 3 off the
    board while seat 0 survives; STRAIGHT harms nobody."""
    return build_state(
        4,
        **split(hands={0: [SPLIT[0], STRAIGHT[0]], 1: [2], 2: [4], 3: [9]}),
        pile=[20, 21],
        options={"protect_opponents": protect},
    )


def test_v3_protect_opponents_forbids_eliminating_another_marker() -> None:
    """V3: with ``protect_opponents`` SPLIT (eliminating seat 3) is refused while STRAIGHT,
    which eliminates nobody, exists; without the option it is legal."""
    assert place(*SPLIT) in TSURO.legal_moves(protected(False), 0)
    state = protected(True)
    legal = TSURO.legal_moves(state, 0)
    assert place(*SPLIT) not in legal and place(*STRAIGHT) in legal
    with pytest.raises(IllegalMoveError) as error:
        TSURO.apply(state, 0, place(*SPLIT))
    assert error.value.code == "eliminates_opponent"
    assert error.value.data["seats"] == [3]
    assert error.value.data["safe_move"] in legal
    assert TSURO.view(state, None)["options"]["protect_opponents"] is True


def test_v3_when_every_option_eliminates_someone_p4_alone_decides() -> None:
    """V3's exception: with U_TURNS the only tile, every rotation sends seat 3 off the board
    (seat 0 survives), so every one stays legal."""
    state = build_state(
        4,
        **split(hands={0: [U_TURNS[0]], 1: [2], 2: [4], 3: [9]}),
        pile=[20, 21],
        options={"protect_opponents": True},
    )
    assert len(TSURO.legal_moves(state, 0)) == 4
    after, _ = play(state, 0, place(*U_TURNS))
    assert not after.alive[3] and after.alive[0]


def test_v3_option_round_trips_and_old_states_decode_without_it() -> None:
    """A stored state from before V3 (no ``protect_opponents``) still decodes, as off."""
    state = protected(True)
    data = TSURO.encode_state(state)
    assert TSURO.decode_state(data) == state
    del data["options"]["protect_opponents"]
    assert TSURO.decode_state(data).protect_opponents is False


def test_p3_e3_a_collision_is_one_event_naming_both_and_where_they_met() -> None:
    """P3/E3: two markers meeting head-on on A1 give one ``collided`` event naming both and
    the square, before the per-seat ``eliminated`` events."""
    _, events = play(collision(2, strict=False), 0, place(*CROSS_67))
    assert [e for e in events if e["kind"] == "collided"] == [
        {"kind": "collided", "seats": [0, 1], "square": "A1"}
    ]
    at = kinds(events).index("collided")
    assert kinds(events)[at : at + 3] == ["collided", "eliminated", "eliminated"]
