"""Computer seats (D12): they play from their own view, never guess, and their games end."""

from __future__ import annotations

import pytest

from engine.ai import computer_move
from engine.rng import derive
from engine.tarnaris import TARNARIS
from tests.engine.tarnaris.position import build, kinds, play


@pytest.mark.parametrize("seed", range(12))
def test_computers_use_only_what_they_may_see_never_claim_wrong_and_finish(seed: int) -> None:
    """D12 and E3: a computer seat plays only legal moves, decides from its own view (the same
    move in any state it cannot tell apart), never claims wrong, and random games finish."""
    players = 2 + seed % 3
    state = TARNARIS.setup(players, {"giver_chooses": seed % 2 == 1}, seed)
    for ply in range(5000):
        if TARNARIS.outcome(state) is not None:
            break
        acting = sorted(TARNARIS.to_act(state))
        seat = acting[ply % len(acting)]  # like the store: every seat that may act gets a go
        move = computer_move(TARNARIS, state, seat, derive(seed, "computer", ply))
        assert move in TARNARIS.legal_moves(state, seat)
        if ply % 5 == 0:
            # E3: the same move from any state the seat cannot tell apart from this one.
            hidden = TARNARIS.conceal(state, seat, derive(seed, "conceal", ply))
            assert computer_move(TARNARIS, hidden, seat, derive(seed, "computer", ply)) == move
        applied = TARNARIS.apply(state, seat, move)
        assert "claim_wrong" not in kinds(applied.events)
        state = applied.state
    else:
        pytest.fail("computer players did not finish")


def test_a_computer_claims_the_card_it_peeked_at_and_otherwise_waits() -> None:
    """D12, SF10: a computer seat waits unless it knows a card (a peek) that fits a pile."""
    state = build([{1: [4]}, {1: [2, 6], 2: [9]}], piles=[[1, 2, 3, 4, 5]])
    assert computer_move(TARNARIS, state, 1, derive(1, "c")) == {"kind": "wait"}
    state, events = play(state, 1, {"kind": "wait"})
    assert events == [] and state.fields == build([{1: [4]}, {1: [2, 6], 2: [9]}]).fields
    state.peeks[1].append(state.turn)
    peek = computer_move(TARNARIS, state, 1, derive(1, "c"))
    assert peek["kind"] == "peek"
    state, _ = play(state, 1, {"kind": "peek", "slot": 1})
    assert computer_move(TARNARIS, state, 1, derive(1, "c")) == {
        "kind": "claim",
        "slot": 1,
        "pile": 1,
        "number": 6,
    }
