"""Issue 27: Tarnaris ``hard`` reasons from public information like a strong player, and
``medium`` remembers like a person (by its own turns)."""

from __future__ import annotations

from engine import ai
from engine.rng import derive
from engine.tarnaris import TARNARIS, TarnarisState
from engine.tarnaris.ai import TarnarisMemory, _Knowledge
from tests.engine.tarnaris.position import build


def card(crest: int, value: int, copy: int = 0) -> int:
    """The card of ``crest`` showing ``value`` (C1: two copies of each number)."""
    return crest * 20 + (value - 1) * 2 + copy


def counted() -> TarnarisState:
    """Seat 0 holds three face-down cards of its crest (C1) whose numbers it never saw: every
    other card of the crest lies face up on a pile, so they are two 7s and an 8 (pile 1 waits
    for a 7)."""
    state = build([{}, {1: [4]}])
    state.fields[0][0] = [card(0, 7, 0)]
    state.fields[0][1] = [card(0, 7, 1)]
    state.fields[0][2] = [card(0, 8, 1)]
    state.piles = [
        [card(0, v, 0) for v in range(1, 7)],
        [card(0, v, 1) for v in range(1, 7)]
        + [card(3, 7, 0)]
        + [card(0, v, 0) for v in (8, 9, 10)],
        [card(3, v, 1) for v in range(1, 9)] + [card(0, v, 1) for v in (9, 10)],
    ]
    state.active = 1
    return state


def test_hard_claims_on_good_odds_medium_only_on_certainty() -> None:
    """K1/K3 and C1: a card it never saw is a 7 two times in three (the crest's other cards
    are all face up), so ``hard`` claims it — a wrong claim costs a card, a right one wins one —
    while ``medium`` and ``easy`` wait."""
    state = counted()
    claim = {"kind": "claim", "slot": 1, "pile": 1, "number": 7}
    assert ai.choose_move(TARNARIS, state, 0, "hard", 3, TarnarisMemory(0, 2)) == claim
    for level in ("medium", "easy"):
        assert ai.choose_move(TARNARIS, state, 0, level, 3, TarnarisMemory(0, 2)) == {
            "kind": "wait"
        }


def test_a_card_known_by_elimination_is_claimed_as_surely_as_one_seen() -> None:
    """C1: once its peek shows the 8, the other two can only be 7s: ``medium`` claims too."""
    state = counted()
    state.known[0] = frozenset({card(0, 8, 1)})
    for level in ("medium", "hard"):
        move = ai.choose_move(TARNARIS, state, 0, level, 3, TarnarisMemory(0, 2))
        assert move["kind"] == "claim" and move["number"] == 7 and move["slot"] in (1, 2)


def test_hard_does_not_claim_against_the_odds() -> None:
    """C1: with a 9 and a 10 of its crest also face down somewhere, a card it never saw is a
    7 two times in five: below even odds, ``hard`` waits."""
    state = counted()
    # The second 9 and 10 of crest 0 leave the pile for seat 0's field, face down.
    state.piles[2] = state.piles[2][:-2]
    state.fields[0][3] = [card(0, 9, 1)]
    state.fields[0][4] = [card(0, 10, 1)]
    # Unknown crest-0 cards now: 7, 7, 8, 9, 10: a 7 two times in five.
    assert ai.choose_move(TARNARIS, state, 0, "hard", 3, TarnarisMemory(0, 2)) == {"kind": "wait"}


def test_hard_peeks_at_the_top_card_likeliest_to_fit() -> None:
    """SF10: a peek at a top card it does not know (a claim can follow at once), the one whose
    crest most likely fits; never beneath a top it does not know."""
    state = counted()
    state.peeks[0].append(state.turn)
    state.fields[0][3] = [card(0, 9, 1), card(0, 10, 1)]
    state.piles[2] = state.piles[2][:-2]
    move = ai.choose_move(TARNARIS, state, 0, "hard", 3, TarnarisMemory(0, 2))
    assert move["kind"] == "peek" and "card" not in move
    assert move["slot"] in (1, 2, 3, 4)


def test_hard_reveals_the_slot_whose_cards_most_likely_fit() -> None:
    """T1/T2: a reveal is worth the cards it lays: a stack it saw hold a 6 under a 9 (a pile
    waits for a 6) beats a stack of two cards it knows nothing about."""
    state = build([{1: [6, 9], 2: [3, 4]}, {1: [5]}], piles=[[1, 2, 3, 4, 5]])
    memory = TarnarisMemory(0, 2)
    memory.fields[0][0] = [(6, 0), (9, 0)]
    assert ai.choose_move(TARNARIS, state, 0, "hard", 3, memory) == {"kind": "reveal", "slot": 1}
    # Knowing nothing, it reveals the unknown pair over a lone card it knows does not fit.
    state = build([{1: [9], 2: [3, 4]}, {1: [5]}], piles=[[1, 2, 3, 4, 5]])
    memory = TarnarisMemory(0, 2)
    memory.fields[0][0] = [(9, 0)]
    assert ai.choose_move(TARNARIS, state, 0, "hard", 3, memory) == {"kind": "reveal", "slot": 2}


def test_hard_mixes_the_leaders_known_good_cards() -> None:
    """SF5: of the leader's tops, the four everyone saw fit or nearly fit are mixed."""
    state = build(
        [
            {1: [2], 2: [2], 3: [2], 4: [2], 5: [2], 6: [2]},
            {1: [9], 2: [6], 3: [9], 4: [7], 5: [9], 6: [8], 7: [5]},
            {s: [10] for s in range(1, 9)},
        ],
        piles=[[1, 2, 3, 4]],
    )
    memory = TarnarisMemory(0, 3)
    # Seat 1's tops of slots 2, 4, 6 and 7 were seen face up (a reveal returned them).
    for slot in (2, 4, 6, 7):
        memory.fields[1][slot - 1] = [(state.fields[1][slot - 1][0] % 20 // 2 + 1, 0)]
    state.pending = {"type": "sf5", "seat": 0}
    move = ai.choose_move(TARNARIS, state, 0, "hard", 3, memory)
    assert move == {"kind": "sf5", "player": 1, "slots": [2, 4, 6, 7]}


def test_medium_forgets_by_its_own_turns_hard_never() -> None:
    """A person forgets with their own turns: ``medium`` recalls a card seen ``n`` of its own
    turns ago with probability e^(-n/4), so after some turns it recalls fewer cards than
    ``hard``, which recalls every one it saw."""
    state = TARNARIS.setup(2, {}, 5)
    memories = [ai.new_memory(TARNARIS, 2, s) for s in range(2)]
    for ply in range(80):
        seat = sorted(TARNARIS.waiting_for(state))[0]
        move = ai.choose_move(TARNARIS, state, seat, "hard", ply, memories[seat])
        applied = TARNARIS.apply(state, seat, move)
        state = applied.state
        for memory in memories:
            ai.observe(TARNARIS, memory, state, seat, move, applied.events)
    memory = memories[0]
    assert memory.turns == state.turns_done[0] >= 5
    seen = sum(e is not None for f in memory.fields for stack in f for e in stack)
    seen_state = TARNARIS.conceal(state, 0, derive(1, "conceal"))
    recalled = {
        level: sum(
            v is not None
            for f in _Knowledge(seen_state, 0, level, memory).fields
            for stack in f
            for v in stack
        )
        for level in ("medium", "hard")
    }
    assert recalled["hard"] >= seen > recalled["medium"]
