"""Set-up (C1, S1–S2), the regular turn (T1–T4) and the piles (L1–L2)."""

from __future__ import annotations

import pytest

from engine.core import IllegalMoveError
from engine.tarnaris import TARNARIS
from engine.tarnaris.state import LAY, REVEAL, crest, number
from tests.engine.tarnaris.position import (
    build,
    card_faces,
    field_view,
    kinds,
    pile_numbers,
    play,
    revealed_index,
    slot_numbers,
)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_c1_s1_each_seat_has_its_crest_numbers_one_to_ten_twice_in_ten_face_down_pairs(
    players: int,
) -> None:
    state = TARNARIS.setup(players, {}, 11)
    for seat in range(players):
        field = state.fields[seat]
        assert [len(slot) for slot in field] == [2] * 10
        cards = [card for slot in field for card in slot]
        assert {crest(card) for card in cards} == {seat}
        assert sorted(number(card) for card in cards) == sorted(list(range(1, 11)) * 2)
    assert state.piles == []  # S2: no pile at the start
    for observer in [None, *range(players)]:
        assert card_faces(TARNARIS.view(state, observer)) == []  # S1: nobody knows any card


def test_s1_each_player_shuffles_and_the_deal_follows_the_seed() -> None:
    first = TARNARIS.setup(4, {}, 11)
    assert TARNARIS.setup(4, {}, 11).fields == first.fields
    assert TARNARIS.setup(4, {}, 12).fields != first.fields
    orders = [[number(card) for slot in field for card in slot] for field in first.fields]
    assert len({tuple(order) for order in orders}) == 4


def test_t1_round_one_reveals_two_slots_later_rounds_one() -> None:
    state = build([{1: [4, 6], 2: [8, 9], 3: [2]}, {1: [6], 2: [9, 4]}], round_one=True)
    state, events = play(state, 0, {"kind": "reveal", "slot": 1})
    assert events == [
        {
            "kind": "revealed",
            "seat": 0,
            "slot": 1,
            "cards": [{"crest": 0, "number": 4}, {"crest": 0, "number": 6}],
        }
    ]
    assert (state.phase, state.reveals_left) == (REVEAL, 1)
    with pytest.raises(IllegalMoveError) as again:
        play(state, 0, {"kind": "reveal", "slot": 1})
    assert again.value.code == "nothing_to_reveal"
    with pytest.raises(IllegalMoveError) as other:
        play(state, 1, {"kind": "reveal", "slot": 1})
    assert other.value.code == "not_your_turn"
    state, _ = play(state, 0, {"kind": "reveal", "slot": 2})
    assert state.phase == LAY
    assert [number(card) for _, card in state.revealed] == [4, 6, 8, 9]
    state, events = play(state, 0, {"kind": "done"})
    assert kinds(events) == ["returned", "turn_ended", "turn"]
    assert events[-1] == {"kind": "turn", "seat": 1, "reveals": 2}  # seat 1's round 1
    state, _ = play(state, 1, {"kind": "reveal", "slot": 1})
    state, _ = play(state, 1, {"kind": "reveal", "slot": 2})
    state, events = play(state, 1, {"kind": "done"})
    assert events[-1] == {"kind": "turn", "seat": 0, "reveals": 1}  # round 2
    state, _ = play(state, 0, {"kind": "reveal", "slot": 3})
    assert state.phase == LAY


def test_t1_a_slot_is_revealed_whole_however_many_cards_it_holds() -> None:
    state = build([{4: [9, 6, 8]}, {1: [2]}])
    state, events = play(state, 0, {"kind": "reveal", "slot": 4})
    assert [face["number"] for face in events[0]["cards"]] == [9, 6, 8]
    assert state.phase == LAY and slot_numbers(state, 0, 4) == []


def test_t1_round_one_with_a_single_full_slot_reveals_only_that_one() -> None:
    state = build([{6: [9, 8]}, {1: [2]}], round_one=True)
    state, _ = play(state, 0, {"kind": "reveal", "slot": 6})
    assert state.phase == LAY


def test_t2_l1_a_revealed_one_must_start_a_new_pile() -> None:
    state = build([{1: [1, 8], 2: [1]}, {1: [2]}], piles=[[1, 2]])
    state, events = play(state, 0, {"kind": "reveal", "slot": 1})
    assert kinds(events) == ["revealed", "pile_started"]
    assert events[1]["pile"] == 2 and events[1]["card"]["number"] == 1
    assert [pile_numbers(state, p) for p in (1, 2)] == [[1, 2], [1]]
    assert [number(card) for _, card in state.revealed] == [8]
    moves = TARNARIS.legal_moves(state, 0)
    assert not [m for m in moves if m["kind"] == "lay"]  # 8 fits nowhere
    with pytest.raises(IllegalMoveError) as bad:
        play(state, 0, {"kind": "lay", "card": 1, "pile": 2})
    assert bad.value.code == "does_not_fit"


def test_t2_revealed_cards_go_on_piles_in_ascending_order_several_in_a_row() -> None:
    state = build([{1: [9, 8], 2: [4]}, {1: [2]}], piles=[[1, 2, 3, 4, 5, 6, 7]])
    state, _ = play(state, 0, {"kind": "reveal", "slot": 1})
    lays = [m for m in TARNARIS.legal_moves(state, 0) if m["kind"] == "lay"]
    assert lays == [{"kind": "lay", "card": revealed_index(state, 8), "pile": 1}]
    with pytest.raises(IllegalMoveError):
        play(state, 0, {"kind": "lay", "card": revealed_index(state, 9), "pile": 1})
    state, events = play(state, 0, lays[0])
    assert events[0] == {"kind": "laid", "seat": 0, "pile": 1, "card": {"crest": 0, "number": 8}}
    state, events = play(state, 0, {"kind": "lay", "card": 1, "pile": 1})
    assert pile_numbers(state, 1)[-2:] == [8, 9]
    assert kinds(events) == ["laid", "turn_ended", "turn"]  # T4: nothing left, play passes
    assert state.active == 1


def test_t3_unplaced_cards_go_back_face_down_and_the_player_may_reorder_them() -> None:
    state = build([{1: [4, 6], 2: [9]}, {1: [2]}, {1: [2]}], piles=[[1]])
    state, _ = play(state, 0, {"kind": "reveal", "slot": 1})
    returns = [m for m in TARNARIS.legal_moves(state, 0) if m["kind"] == "return"]
    assert returns == [
        {"kind": "return", "card": 1, "slot": 1},
        {"kind": "return", "card": 2, "slot": 1},
    ]
    with pytest.raises(IllegalMoveError) as elsewhere:
        play(state, 0, {"kind": "return", "card": 1, "slot": 2})
    assert elsewhere.value.code == "wrong_slot"
    state, events = play(state, 0, {"kind": "return", "card": 2, "slot": 1})  # the 6 first
    assert events == [{"kind": "returned", "seat": 0, "slots": [1]}]
    state, events = play(state, 0, {"kind": "return", "card": 1, "slot": 1})
    assert slot_numbers(state, 0, 1) == [6, 4]  # the order changed: the 4 now lies on top
    assert kinds(events)[-1] == "turn" and state.active == 1
    for observer in [None, 0, 1, 2]:
        # Async T4: once the turn ends the picture is face down again, memory matters.
        assert field_view(state, observer, 0, 1) == [{"crest": 0}, {"crest": 0}]


def test_t3_done_returns_the_rest_in_revealed_order() -> None:
    state = build([{1: [4, 6, 2]}, {1: [2]}], piles=[[1, 2, 3, 4, 5]])
    state, _ = play(state, 0, {"kind": "reveal", "slot": 1})
    state, _ = play(state, 0, {"kind": "lay", "card": revealed_index(state, 6), "pile": 1})
    state, events = play(state, 0, {"kind": "done"})
    assert events[0] == {"kind": "returned", "seat": 0, "slots": [1, 1]}
    assert slot_numbers(state, 0, 1) == [4, 2]


def test_t3_decision_round_one_may_move_cards_between_the_two_slots_revealed() -> None:
    state = build([{1: [4, 6], 2: [8, 9], 3: [2]}, {1: [2]}], round_one=True)
    state, _ = play(state, 0, {"kind": "reveal", "slot": 1})
    state, _ = play(state, 0, {"kind": "reveal", "slot": 2})
    targets = {m["slot"] for m in TARNARIS.legal_moves(state, 0) if m["kind"] == "return"}
    assert targets == {1, 2}
    with pytest.raises(IllegalMoveError):
        play(state, 0, {"kind": "return", "card": 1, "slot": 3})
    for _ in range(4):
        state, _ = play(state, 0, {"kind": "return", "card": 1, "slot": 2})
    assert slot_numbers(state, 0, 1) == []
    assert slot_numbers(state, 0, 2) == [4, 6, 8, 9]
    assert state.active == 1


def test_t4_play_passes_clockwise_and_wraps() -> None:
    state = build([{1: [4]}, {1: [4]}, {1: [4]}], active=2)
    state, _ = play(state, 2, {"kind": "reveal", "slot": 1})
    state, events = play(state, 2, {"kind": "done"})
    assert events[-1]["seat"] == 0 and state.active == 0


def test_l2_a_pile_topped_by_ten_is_closed() -> None:
    state = build([{1: [1], 2: [2]}, {1: [2]}], piles=[list(range(1, 11)), [1]])
    view = TARNARIS.view(state, None)
    assert [pile["closed"] for pile in view["piles"]] == [True, False]
    for seat in (0, 1):
        assert not [m for m in TARNARIS.legal_moves(state, seat) if m.get("pile") == 1]
