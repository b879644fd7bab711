""" "I know it!" claims (K1–K4 and their Async adaptation), penalties and SF0's freeze."""

from __future__ import annotations

import pytest

from engine.core import IllegalMoveError, InvalidMoveError
from engine.tarnaris import TARNARIS
from engine.tarnaris.state import crest, number
from tests.engine.tarnaris.position import (
    build,
    card_faces,
    field_view,
    kinds,
    pile_numbers,
    play,
    slot_numbers,
)

UP_TO_5 = [1, 2, 3, 4, 5]


def claim(slot: int, pile: int | str, value: int) -> dict[str, object]:
    return {"kind": "claim", "slot": slot, "pile": pile, "number": value}


def test_k1_a_correct_claim_outside_ones_turn_stays_on_the_pile() -> None:
    state = build([{1: [2, 8]}, {4: [9, 6], 9: [2]}], piles=[UP_TO_5])
    assert claim(4, 1, 6) in TARNARIS.legal_moves(state, 1)  # seat 0 is the active player
    assert 1 in TARNARIS.to_act(state)
    state, events = play(state, 1, claim(4, 1, 6))
    assert events == [
        {"kind": "claimed", "seat": 1, "slots": [4], "pile": 1, "number": 6},
        {"kind": "claim_right", "seat": 1, "slot": 4, "pile": 1, "card": {"crest": 1, "number": 6}},
    ]
    assert pile_numbers(state, 1) == [*UP_TO_5, 6]
    assert slot_numbers(state, 1, 4) == [9]
    assert state.pending is None and state.active == 0  # the regular turn is untouched


def test_k1_a_claimed_one_starts_a_new_pile() -> None:
    state = build([{1: [2, 8]}, {3: [1], 4: [2]}])
    state, events = play(state, 1, claim(3, "new", 1))
    assert kinds(events) == ["claimed", "claim_right"]
    assert pile_numbers(state, 1) == [1]


def test_k1_claims_name_a_fitting_number_and_an_own_card() -> None:
    state = build([{1: [2, 8]}, {3: [4]}], piles=[UP_TO_5])
    with pytest.raises(IllegalMoveError) as skipping:
        play(state, 1, claim(3, 1, 7))
    assert skipping.value.code == "claim_number"
    with pytest.raises(IllegalMoveError) as not_one:
        play(state, 1, claim(3, "new", 2))
    assert not_one.value.code == "claim_number"
    with pytest.raises(IllegalMoveError) as empty:
        play(state, 1, claim(4, 1, 6))
    assert empty.value.code == "empty_slot"
    with pytest.raises(InvalidMoveError):
        play(state, 1, claim(3, 2, 6))  # no pile 2


def test_k3_a_wrong_claim_goes_back_and_a_random_card_of_the_chosen_player_is_the_penalty() -> None:
    state = build([{1: [2, 8]}, {4: [2, 9]}, {1: [4], 2: [6, 8], 3: [9]}], piles=[UP_TO_5], seed=5)
    state, events = play(state, 1, claim(4, 1, 6))
    assert kinds(events) == ["claimed", "claim_wrong"]
    # K3: the card is turned over in public, then goes back face down to its slot.
    assert events[1]["card"] == {"crest": 1, "number": 9}
    assert slot_numbers(state, 1, 4) == [2, 9]
    assert state.pending == {"type": "penalty", "seat": 1, "slot": 3}
    assert TARNARIS.legal_moves(state, 1) == [
        {"kind": "penalty", "player": 0},
        {"kind": "penalty", "player": 2},
    ]
    giver_before = [card for slot in state.fields[2] for card in slot]
    state, events = play(state, 1, {"kind": "penalty", "player": 2})
    assert len(events) == 1 and events[0]["kind"] == "penalty"
    assert {k: v for k, v in events[0].items() if k != "from_slot"} == {
        "kind": "penalty",
        "from": 2,
        "to": 1,
        "slot": 4,
    }
    given = state.fields[1][3][-1]
    assert given in giver_before
    assert sorted([card for slot in state.fields[2] for card in slot] + [given]) == sorted(
        giver_before
    )
    for observer in [None, 0, 1, 2]:  # secret to everyone, the giver too (K3 Async)
        assert field_view(state, observer, 1, 4) == [{"crest": 1}, {"crest": 1}, {"crest": 2}]
    assert state.pending is None


def test_k3_the_random_penalty_card_follows_the_seed() -> None:
    picks = set()
    for seed in range(12):
        state = build([{1: [2]}, {4: [9]}, {n: [n + 1] for n in range(1, 9)}], [UP_TO_5], seed=seed)
        state, _ = play(state, 1, claim(4, 1, 6))
        state, events = play(state, 1, {"kind": "penalty", "player": 2})
        again, _ = play(
            play(
                build(
                    [{1: [2]}, {4: [9]}, {n: [n + 1] for n in range(1, 9)}], [UP_TO_5], seed=seed
                ),
                1,
                claim(4, 1, 6),
            )[0],
            1,
            {"kind": "penalty", "player": 2},
        )
        assert again.fields == state.fields  # E1
        picks.add(events[0]["from_slot"])
    assert len(picks) > 2  # the draw is not always the same slot


def test_k3_option_giver_chooses_lets_the_giver_pick_the_slot() -> None:
    state = build(
        [{1: [2, 8]}, {4: [9]}, {1: [4], 2: [6, 8], 3: [9]}],
        piles=[UP_TO_5],
        options={"giver_chooses": True},
    )
    state, _ = play(state, 1, claim(4, 1, 6))
    state, events = play(state, 1, {"kind": "penalty", "player": 2})
    assert events == [{"kind": "penalty_chosen", "seat": 1, "player": 2}]
    assert TARNARIS.to_act(state) == frozenset({2})
    assert TARNARIS.legal_moves(state, 2) == [{"kind": "give", "slot": s} for s in (1, 2, 3)]
    with pytest.raises(IllegalMoveError):
        play(state, 1, {"kind": "give", "slot": 1})
    state, events = play(state, 2, {"kind": "give", "slot": 2})
    assert events == [{"kind": "penalty", "from": 2, "from_slot": 2, "to": 1, "slot": 4}]
    assert slot_numbers(state, 1, 4) == [9, 8] and slot_numbers(state, 2, 2) == [6]
    assert state.pending is None


def test_k3_with_one_possible_giver_the_engine_names_them() -> None:
    state = build([{1: [2, 8]}, {4: [9]}], piles=[UP_TO_5])
    state, events = play(state, 1, claim(4, 1, 6))
    assert kinds(events) == ["claimed", "claim_wrong", "penalty"]
    assert events[-1]["from"] == 0 and slot_numbers(state, 1, 4)[0] == 9
    assert len(state.fields[1][3]) == 2 and state.pending is None


def test_k2_async_a_chain_of_own_claims_resolves_card_by_card() -> None:
    state = build([{1: [2]}, {3: [9, 8], 5: [4]}], piles=[[1, 2, 3, 4, 5, 6, 7]])
    state, events = play(state, 1, {"kind": "claim", "slots": [3, 3], "pile": 1, "number": 8})
    assert kinds(events) == ["claimed", "claim_right", "claim_right"]
    assert pile_numbers(state, 1)[-2:] == [8, 9]
    assert slot_numbers(state, 1, 3) == []


def test_k2_async_a_chain_stops_at_the_first_wrong_card_and_the_rest_go_back_unseen() -> None:
    state = build([{1: [2, 3]}, {2: [8], 5: [6, 4], 7: [10]}], piles=[[1, 2, 3, 4, 5, 6, 7]])
    state, events = play(state, 1, {"kind": "claim", "slots": [2, 5, 7], "pile": 1, "number": 8})
    assert kinds(events) == ["claimed", "claim_right", "claim_wrong", "claims_withdrawn", "penalty"]
    assert events[2]["card"]["number"] == 4
    assert events[3] == {"kind": "claims_withdrawn", "seat": 1, "slots": [7]}
    assert [face["number"] for face in card_faces(events)] == [8, 4]  # the 10 stays secret
    assert pile_numbers(state, 1)[-1] == 8
    assert slot_numbers(state, 1, 5)[:2] == [6, 4] and len(state.fields[1][4]) == 3
    assert slot_numbers(state, 1, 7) == [10]


def test_k2_a_chain_can_start_a_new_pile_and_others_chain_on_the_new_top() -> None:
    state = build([{1: [2]}, {1: [1], 2: [2], 3: [9]}, {6: [3], 7: [8]}])
    state, _ = play(state, 1, {"kind": "claim", "slots": [1, 2], "pile": "new", "number": 1})
    assert pile_numbers(state, 1) == [1, 2]
    state, events = play(state, 2, claim(6, 1, 3))  # K2: other players chain on it
    assert kinds(events) == ["claimed", "claim_right", "special"]


def test_k4_two_claims_racing_for_one_number_the_first_committed_counts() -> None:
    state = build([{1: [2]}, {1: [6], 2: [2]}, {1: [6], 2: [2]}], piles=[UP_TO_5])
    seat_1 = claim(1, 1, 6)
    seat_2 = claim(1, 1, 6)
    assert seat_1 in TARNARIS.legal_moves(state, 1) and seat_2 in TARNARIS.legal_moves(state, 2)
    first, _ = play(state, 2, seat_2)  # the store committed seat 2's claim first
    second, events = play(first, 1, seat_1)
    assert events == [{"kind": "claim_lost_race", "seat": 1, "slots": [1], "pile": 1, "number": 6}]
    assert slot_numbers(second, 1, 1) == [6]  # back face down: never turned, no penalty
    assert second.pending is None
    assert [crest(card) for card in second.piles[0][-1:]] == [2]
    assert field_view(second, 2, 1, 1) == [{"crest": 1}]


def test_k4_the_race_is_settled_even_while_the_winners_special_function_is_open() -> None:
    state = build([{1: [2]}, {1: [7], 2: [2]}, {1: [7], 2: [2]}], piles=[[1, 2, 3, 4, 5, 6]])
    first, events = play(state, 1, claim(1, 1, 7))
    assert first.pending == {"type": "sf7", "seat": 1}
    second, events = play(first, 2, claim(1, 1, 7))
    assert kinds(events) == ["claim_lost_race"]
    assert second.pending == first.pending and second.fields == first.fields
    with pytest.raises(IllegalMoveError) as fresh:
        play(first, 2, claim(2, 1, 8))  # a new claim, though, waits for the function (SF0)
    assert fresh.value.code == "choice_pending"


def test_k4_a_claim_on_a_pile_closed_meanwhile_also_lost_the_race() -> None:
    state = build([{1: [2]}, {1: [10]}], piles=[list(range(1, 11))])
    state, events = play(state, 1, claim(1, 1, 10))
    assert kinds(events) == ["claim_lost_race"]


def test_sf0_while_a_choice_is_open_nobody_claims_and_the_turn_waits() -> None:
    state = build([{1: [2, 8]}, {4: [9]}, {1: [4], 2: [6]}], piles=[UP_TO_5])
    state, _ = play(state, 1, claim(4, 1, 6))
    assert state.pending is not None
    assert TARNARIS.to_act(state) == frozenset({1})
    for seat in (0, 2):
        assert TARNARIS.legal_moves(state, seat) == []
    with pytest.raises(IllegalMoveError) as blocked:
        play(state, 2, claim(2, 1, 6))
    assert blocked.value.code == "choice_pending"
    assert blocked.value.data == {"type": "penalty", "seat": 1}
    with pytest.raises(IllegalMoveError):
        play(state, 0, {"kind": "reveal", "slot": 1})


def test_k1_the_active_player_claims_during_their_own_turn_too() -> None:
    state = build([{1: [4], 2: [6]}, {1: [2]}], piles=[UP_TO_5])
    state, _ = play(state, 0, {"kind": "reveal", "slot": 1})
    state, events = play(state, 0, claim(2, 1, 6))
    assert kinds(events) == ["claimed", "claim_right"]
    assert state.active == 0 and [number(c) for _, c in state.revealed] == [4]
