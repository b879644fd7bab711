"""Special functions SF0–SF10, each laid by a regular turn and by a claim."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core import IllegalMoveError
from engine.tarnaris import TARNARIS, TarnarisState
from tests.engine.tarnaris.position import (
    build,
    card_faces,
    field_view,
    kinds,
    pile_numbers,
    play,
    slot_numbers,
)

HOW = ["lay", "claim"]
RECEIVER = 1


def triggered(how: str, value: int) -> tuple[TarnarisState, int]:
    """Seat 0 (active) lays ``value`` in its regular turn, or seat 2 claims it outside its turn;
    returns the state with the function pending and the seat that carries it out."""
    state = build(
        [
            {1: [value], 2: [8, 4], 3: [2, 9, 4], 6: [6]},
            {1: [4], 2: [6, 2], 3: [8], 4: [9, 9], 5: [2], 6: [6, 8]},
            {1: [value], 2: [8], 3: [2, 9, 4]},
        ],
        piles=[list(range(1, value))],
    )
    if how == "lay":
        state, _ = play(state, 0, {"kind": "reveal", "slot": 1})
        state, events = play(state, 0, {"kind": "lay", "card": 1, "pile": 1})
        chooser = 0
    else:
        state, events = play(state, 2, {"kind": "claim", "slot": 1, "pile": 1, "number": value})
        chooser = 2
    assert {"kind": "special", "seat": chooser, "function": value} in events
    return state, chooser


@pytest.mark.parametrize("how", HOW)
def test_sf3_the_passed_card_waits_in_the_tray_and_blocks_only_the_receiver(how: str) -> None:
    state, chooser = triggered(how, 3)
    assert state.pending == {"type": "sf3", "seat": chooser}
    assert state.active == 0  # D11: the turn waits for the function
    assert TARNARIS.to_act(state) == frozenset({chooser})  # SF0
    moves = TARNARIS.legal_moves(state, chooser)
    assert {"kind": "sf3", "slot": 2, "player": RECEIVER} in moves and moves[-1] == {"kind": "skip"}
    passed = state.fields[chooser][1][-1]
    state, events = play(state, chooser, {"kind": "sf3", "slot": 2, "player": RECEIVER})
    assert events[0] == {"kind": "passed", "seat": chooser, "slot": 2, "player": RECEIVER}
    assert state.trays[RECEIVER] == [passed] and state.pending is None
    for observer in [None, 0, 1, 2]:
        assert TARNARIS.view(state, observer)["trays"][RECEIVER] == [{"crest": chooser}]
    assert TARNARIS.legal_moves(state, RECEIVER) == [
        {"kind": "place_passed", "slot": s} for s in range(1, 11)
    ]
    with pytest.raises(IllegalMoveError) as first:
        play(state, RECEIVER, {"kind": "claim", "slot": 3, "pile": 1, "number": 4})
    assert first.value.code == "place_passed_first"
    bystander = 2 if how == "lay" else 0
    assert any(m["kind"] == "claim" for m in TARNARIS.legal_moves(state, bystander))
    if how == "lay":
        assert state.active == RECEIVER  # the turn ended: the receiver's turn waits for the card
        with pytest.raises(IllegalMoveError):
            play(state, RECEIVER, {"kind": "reveal", "slot": 1})
    else:
        state, _ = play(state, 0, {"kind": "reveal", "slot": 2})  # the active player goes on
    state, events = play(state, RECEIVER, {"kind": "place_passed", "slot": 7})
    assert events == [{"kind": "placed_passed", "seat": RECEIVER, "slot": 7}]
    assert state.fields[RECEIVER][6] == [passed] and state.trays[RECEIVER] == []
    assert any(m["kind"] == "claim" for m in TARNARIS.legal_moves(state, RECEIVER))


@pytest.mark.parametrize("how", HOW)
def test_sf5_four_cards_are_mixed_unseen_into_four_different_slots(how: str) -> None:
    state, chooser = triggered(how, 5)
    moves = TARNARIS.legal_moves(state, chooser)
    assert {"kind": "sf5", "player": 1, "slots": [1, 2, 3, 4]} in moves
    assert all(len(m["slots"]) == 4 for m in moves if m.get("player") == 1)
    before = [slot[:] for slot in state.fields[1]]
    taken = [before[s][-1] for s in range(4)]
    state, events = play(state, chooser, {"kind": "sf5", "player": 1, "slots": [1, 2, 3, 4]})
    assert events == [{"kind": "mixing", "seat": chooser, "player": 1, "slots": [1, 2, 3, 4]}]
    assert TARNARIS.to_act(state) == frozenset({chooser})
    assert TARNARIS.view(state, 1)["pending"]["cards"] == [{"crest": 1}] * 4
    state, events = play(state, chooser, {"kind": "sf5_return", "slots": [2, 5, 7, 10]})
    assert events[0] == {"kind": "mixed", "seat": chooser, "player": 1, "slots": [2, 5, 7, 10]}
    after = state.fields[1]
    landed = [after[s - 1][-1] for s in (2, 5, 7, 10)]
    assert sorted(landed) == sorted(taken)  # one card in each of four different slots
    assert [len(slot) for slot in after] == [0, 2, 0, 1, 2, 2, 1, 0, 0, 1]
    assert Counter(c for slot in after for c in slot) == Counter(c for slot in before for c in slot)
    for observer in [None, 0, 1, 2]:
        assert card_faces(TARNARIS.view(state, observer)["fields"]) == []


def test_sf5_the_shuffle_is_unseen_but_follows_the_seed() -> None:
    orders = set()
    for seed in range(8):
        state = build(
            [{1: [5], 2: [8]}, {1: [4], 2: [6], 3: [8], 4: [9]}, {1: [2]}],
            piles=[[1, 2, 3, 4]],
            seed=seed,
        )
        state, _ = play(state, 0, {"kind": "reveal", "slot": 1})
        state, _ = play(state, 0, {"kind": "lay", "card": 1, "pile": 1})
        state, _ = play(state, 0, {"kind": "sf5", "player": 1, "slots": [1, 2, 3, 4]})
        state, _ = play(state, 0, {"kind": "sf5_return", "slots": [1, 2, 3, 4]})
        orders.add(tuple(slot_numbers(state, 1, s)[0] for s in (1, 2, 3, 4)))
    assert len(orders) > 1


def test_sf5_decision_a_player_with_fewer_than_four_cards_on_top_has_them_all_mixed() -> None:
    state = build([{1: [5], 2: [8]}, {3: [4], 8: [6, 2]}], piles=[[1, 2, 3, 4]])
    state, _ = play(state, 0, {"kind": "reveal", "slot": 1})
    state, _ = play(state, 0, {"kind": "lay", "card": 1, "pile": 1})
    assert TARNARIS.legal_moves(state, 0) == [
        {"kind": "sf5", "player": 1, "slots": [3, 8]},
        {"kind": "skip"},
    ]
    state, _ = play(state, 0, {"kind": "sf5", "player": 1, "slots": [3, 8]})
    assert len(TARNARIS.legal_moves(state, 0)) == 45  # two of ten slots, empty or not


@pytest.mark.parametrize("how", HOW)
def test_sf7_a_whole_slot_is_swapped_with_another_players_slot(how: str) -> None:
    state, chooser = triggered(how, 7)
    own = state.fields[chooser][2][:]
    theirs = state.fields[1][5][:]
    assert len(own) == 3 and len(theirs) == 2
    move = {"kind": "sf7", "slot": 3, "player": 1, "their_slot": 6}
    assert move in TARNARIS.legal_moves(state, chooser)
    state, events = play(state, chooser, move)
    assert events[0] == {"kind": "swapped", "seat": chooser, **{k: move[k] for k in list(move)[1:]}}
    assert state.fields[chooser][2] == theirs and state.fields[1][5] == own
    empty = {"kind": "sf7", "slot": 9, "player": 1, "their_slot": 10}
    assert empty not in TARNARIS.legal_moves(state, chooser)  # two empty slots: no swap


@pytest.mark.parametrize("how", HOW)
def test_sf10_every_player_peeks_privately_and_only_the_peeker_sees_it(how: str) -> None:
    state, _ = triggered(how, 10)
    assert state.pending is None
    assert TARNARIS.view(state, None)["peeks"] == [1, 1, 1]
    assert TARNARIS.to_act(state) == frozenset({0, 1, 2})
    assert {"kind": "peek", "slot": 3} in TARNARIS.legal_moves(state, 1)
    state, events = play(state, 1, {"kind": "peek", "slot": 3})
    assert events == [{"kind": "peeked", "seat": 1, "slot": 3}]
    assert field_view(state, 1, 1, 3) == [{"crest": 1, "number": 8}]
    for observer in [None, 0, 2]:
        assert field_view(state, observer, 1, 3) == [{"crest": 1}]
    assert not [m for m in TARNARIS.legal_moves(state, 1) if m["kind"] == "peek"]
    # SF10: "may at once call I know it" (a pile topped by 7 is scripted in for it).
    state.piles.append([number_card(7)])
    state, events = play(state, 1, {"kind": "claim", "slot": 3, "pile": 2, "number": 8})
    assert kinds(events) == ["claimed", "claim_right"]
    assert state.known[1] == frozenset()


def number_card(value: int) -> int:
    """A crest-3 card (unused by three players) showing ``value``."""
    return 3 * 20 + (value - 1) * 2


def test_sf10_async_a_peek_lasts_until_the_end_of_the_holders_next_turn() -> None:
    state, _ = triggered("lay", 10)  # laid in seat 0's turn, which ended with it
    assert state.active == 1 and state.peeks == [[1], [1], [1]]
    for seat in (1, 2):
        state, _ = play(state, seat, {"kind": "reveal", "slot": 2})
        state, _ = play(state, seat, {"kind": "done"})
    assert [len(grants) for grants in state.peeks] == [1, 0, 0]
    state, _ = play(state, 0, {"kind": "reveal", "slot": 2})
    state, _ = play(state, 0, {"kind": "done"})
    assert state.peeks == [[], [], []]


def test_sf10_a_peeked_card_is_forgotten_by_the_view_once_turned_over() -> None:
    state, _ = triggered("lay", 10)
    state, _ = play(state, 1, {"kind": "peek", "slot": 6})
    assert field_view(state, 1, 1, 6)[-1] == {"crest": 1, "number": 8}
    state, _ = play(state, 1, {"kind": "reveal", "slot": 6})
    state, _ = play(state, 1, {"kind": "done"})
    assert field_view(state, 1, 1, 6) == [{"crest": 1}, {"crest": 1}]


def test_d2_a_special_function_may_be_skipped_and_one_without_target_is_skipped() -> None:
    state, chooser = triggered("claim", 7)
    state, events = play(state, chooser, {"kind": "skip"})
    assert events == [{"kind": "skipped", "seat": chooser, "function": 7}]
    assert state.pending is None
    lonely = build([{1: [3, 9]}, {1: [2]}], piles=[[1, 2]])
    lonely, _ = play(lonely, 0, {"kind": "reveal", "slot": 1})
    lonely, events = play(lonely, 0, {"kind": "lay", "card": 1, "pile": 1})
    assert kinds(events) == ["laid", "special", "skipped"]  # no own field card to pass


def test_sf0_a_chain_waits_face_down_while_its_special_function_is_carried_out() -> None:
    state = build([{1: [4, 2]}, {1: [7], 2: [9, 8]}], piles=[[1, 2, 3, 4, 5, 6]])
    state, events = play(state, 1, {"kind": "claim", "slots": [1, 2], "pile": 1, "number": 7})
    assert kinds(events) == ["claimed", "claim_right", "special"]
    view = TARNARIS.view(state, 0)
    assert view["chain"] == {"seat": 1, "pile": 1, "cards": [{"slot": 2, "crest": 1}]}
    assert card_faces(view["chain"]) == []
    # SF0: cards already laid by a claim are not affected: swapping slot 2 leaves the 8 be.
    state, _ = play(state, 1, {"kind": "sf7", "slot": 2, "player": 0, "their_slot": 1})
    assert slot_numbers(state, 0, 1) == [9] and slot_numbers(state, 1, 2) == [4, 2]
    assert pile_numbers(state, 1)[-2:] == [7, 8] and state.chain is None


@pytest.mark.parametrize("how", HOW)
def test_waiting_for_names_who_owes_an_action_not_everyone_who_could_claim(how: str) -> None:
    """E2: claims are open to all (to_act), but the game waits only on the active player,
    the seat of an open special function (SF0) and a receiver with a passed card (SF3)."""
    state = build([{1: [5]}, {1: [4], 2: [6]}, {1: [2]}])
    assert TARNARIS.to_act(state) == frozenset({0, 1, 2})
    assert TARNARIS.waiting_for(state) == frozenset({0})
    state, chooser = triggered(how, 3)
    assert TARNARIS.waiting_for(state) == frozenset({chooser})
    state, _ = play(state, chooser, {"kind": "sf3", "slot": 2, "player": RECEIVER})
    assert RECEIVER in TARNARIS.waiting_for(state)
    assert TARNARIS.waiting_for(state) <= TARNARIS.to_act(state)
