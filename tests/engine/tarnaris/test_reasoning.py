"""Issue 27: Tarnaris ``hard`` reasons from public information like a strong player, and
``medium`` remembers like a person (by its own turns)."""

from __future__ import annotations

from engine import ai
from engine.rng import derive
from engine.tarnaris import TARNARIS, TarnarisState
from engine.tarnaris.ai import Maybe, TarnarisMemory, _drawn, _Knowledge
from engine.tarnaris.state import number
from tests.engine.tarnaris.position import build, kinds, pile_numbers, play, slot_numbers


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
    while ``medium`` and ``easy`` wait. Behind it (K2 Async) it chains a second top as the 8:
    that card is turned over only if the first was a 7, and then the two left are a 7 and an 8,
    even odds."""
    state = counted()
    claim = {"kind": "claim", "slots": [1, 2], "pile": 1, "number": 7}
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
        first = move["slots"][0] if "slots" in move else move["slot"]
        assert move["kind"] == "claim" and move["number"] == 7 and first in (1, 2)


def test_hard_claims_a_7_on_lesser_odds_for_its_swap() -> None:
    """C1, K3, SF7: with a 9 and a 10 of its crest also face down, a card it never saw is a 7
    two times in five: below even odds, but a right 7 also swaps a stack (SF7), worth about
    two cards more, so ``hard`` claims it from one chance in four; ``medium`` waits."""
    state = counted()
    # The second 9 and 10 of crest 0 leave the pile for seat 0's field, face down.
    state.piles[2] = state.piles[2][:-2]
    state.fields[0][3] = [card(0, 9, 1)]
    state.fields[0][4] = [card(0, 10, 1)]
    # Unknown crest-0 cards now: 7, 7, 8, 9, 10: a 7 two times in five.
    move = ai.choose_move(TARNARIS, state, 0, "hard", 3, TarnarisMemory(0, 2))
    assert move["kind"] == "claim" and move["number"] == 7
    assert ai.choose_move(TARNARIS, state, 0, "medium", 3, TarnarisMemory(0, 2)) == {"kind": "wait"}


def one_in_three(rival: dict[int, list[int]]) -> TarnarisState:
    """C1: seat 0's unknown cards are an 8, a 9 and a 10 (every other card of its crest lies
    on a pile, the second waiting for an 8): an 8 one time in three. Seat 1 holds ``rival``."""
    state = build([{}, rival])
    for slot, value in enumerate((8, 9, 10)):
        state.fields[0][slot] = [card(0, value, 1)]
    state.piles = [
        [card(0, v, 0) for v in range(1, 11)],
        [card(0, v, 1) for v in range(1, 8)],
    ]
    state.active = 1
    return state


def test_hard_does_not_claim_a_plain_number_against_the_odds() -> None:
    """C1, K3: an 8 one time in three, below even odds, and an 8 carries no special function,
    so ``hard`` waits while its rival is as far from going out as it is (W1)."""
    state = one_in_three({1: [4], 2: [5], 3: [6]})
    assert ai.choose_move(TARNARIS, state, 0, "hard", 3, TarnarisMemory(0, 2)) == {"kind": "wait"}
    # Once its peek shows the 8, it claims it, and chains its two other tops behind it (K2
    # Async): a 9 and a 10, so the first is the 9 at even odds and, if it is, the last the 10.
    state.known[0] = frozenset({card(0, 8, 1)})
    assert ai.choose_move(TARNARIS, state, 0, "hard", 3, TarnarisMemory(0, 2)) == {
        "kind": "claim",
        "slots": [1, 2, 3],
        "pile": 2,
        "number": 8,
    }


def test_hard_claims_on_lesser_odds_a_number_a_rival_holds() -> None:
    """K4, K3: the same 8 one time in three, but its rival is known to hold an 8 on top (it
    was seen face up): a right claim also keeps that 8 off the pile, worth a card more
    (``DENY_GAIN``), so ``hard`` claims from odds of one in three, the chain behind it as
    before; ``medium`` still waits."""
    state = one_in_three({1: [4], 2: [5], 3: [8]})
    memory = TarnarisMemory(0, 2)
    memory.fields[1][2] = [(8, 0)]
    move = ai.choose_move(TARNARIS, state, 0, "hard", 3, memory)
    assert move == {"kind": "claim", "slots": [1, 2, 3], "pile": 2, "number": 8}
    assert ai.choose_move(TARNARIS, state, 0, "medium", 3, memory) == {"kind": "wait"}
    # Not knowing what the rival holds there, it waits (the test above).
    assert ai.choose_move(TARNARIS, state, 0, "hard", 3, TarnarisMemory(0, 2)) == {"kind": "wait"}


def test_hard_claims_on_lesser_odds_when_it_knows_the_cards_that_follow() -> None:
    """K2 Async, K3: an 8 one time in three is too little for a plain number alone (the test
    above), but ``hard`` also knows it holds a 9 (a card passed to it, which it peeked at): a
    right 8 sheds the 9 with it in one chain, before anyone else may claim a 9, so it claims
    from odds of one in five (each known follower adds ``FOLLOWER_GAIN`` cards to the gain).
    Behind the 9 it chains a top as the 10: if the 8 and the 9 were right, its two other cards
    are a 9 and a 10, even odds. ``medium`` still waits."""
    state = one_in_three({1: [4], 2: [5], 3: [6]})
    nine = card(3, 9, 0)
    state.fields[0][3] = [nine]
    state.known[0] = frozenset({nine})
    move = ai.choose_move(TARNARIS, state, 0, "hard", 3, TarnarisMemory(0, 2))
    assert move == {"kind": "claim", "slots": [1, 4, 2], "pile": 2, "number": 8}
    medium = ai.choose_move(TARNARIS, state, 0, "medium", 3, TarnarisMemory(0, 2))
    assert medium == {"kind": "wait"}


def test_hard_claims_on_lesser_odds_when_a_rival_may_go_out() -> None:
    """W1, K3: the same one chance in three, but its rival holds a single card and may go out
    at its next claim: a wrong claim costs a card in a game about to be lost, a right one may
    save it, so ``hard`` claims the 8 from odds of 0.3; ``medium`` still claims only what it
    is sure of. A rival with two cards may go out as well; one with three, as many as its
    own, may not (the test above). Behind the 8 it chains its other tops (K2 Async): if the 8
    was right, they are a 9 and a 10."""
    for rival in ({1: [4]}, {1: [4], 2: [5]}):
        state = one_in_three(rival)
        move = ai.choose_move(TARNARIS, state, 0, "hard", 3, TarnarisMemory(0, 2))
        assert move == {"kind": "claim", "slots": [1, 2, 3], "pile": 2, "number": 8}
        medium = ai.choose_move(TARNARIS, state, 0, "medium", 3, TarnarisMemory(0, 2))
        assert medium == {"kind": "wait"}


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


def test_hard_reveals_to_learn_three_cards_rather_than_lay_one() -> None:
    """T1, K1: what a reveal teaches counts too. Three cards it never saw (each fits one
    time in six) are worth more to ``hard``, which remembers them and later claims them for
    sure (K1), than the 6 it knows lies under a 9; ``medium``, which soon forgets what it saw,
    lays the 6."""
    state = build([{1: [6, 9], 2: [2, 3, 4]}, {1: [5]}], piles=[[1, 2, 3, 4, 5]])
    memory = TarnarisMemory(0, 2)
    memory.fields[0][0] = [(6, 0), (9, 0)]
    assert ai.choose_move(TARNARIS, state, 0, "hard", 3, memory) == {"kind": "reveal", "slot": 2}
    assert ai.choose_move(TARNARIS, state, 0, "medium", 3, memory) == {
        "kind": "reveal",
        "slot": 1,
    }


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
    for ply in range(400):
        if state.turns_done[0] >= 6:
            break
        seat = sorted(TARNARIS.waiting_for(state))[0]
        move = ai.choose_move(TARNARIS, state, seat, "hard", ply, memories[seat])
        applied = TARNARIS.apply(state, seat, move)
        state = applied.state
        for memory in memories:
            ai.observe(TARNARIS, memory, state, seat, move, applied.events)
    memory = memories[0]
    assert memory.turns == state.turns_done[0] >= 5
    seen = sum(isinstance(e, tuple) for f in memory.fields for stack in f for e in stack)
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


def crest_one_counted(crest_one_left: tuple[int, ...]) -> TarnarisState:
    """Seat 0 holds, face down and never seen, a 7 of its own crest in slot 1 and a 6 of crest
    1 in slot 2 (a card passed to it counts as its own, SF3); pile 1 waits for a 6 (L1). Every
    other card of crest 0 that could fit (its 1s and 6s) lies on closed piles, and of crest 1's
    20 cards (C1) only ``crest_one_left`` are not on a pile, so only public information tells
    what the two cards may be."""
    state = build([{}, {}])
    state.piles = [
        [card(3, v, 0) for v in range(1, 6)],
        [card(0, v, 0) for v in range(1, 7)] + [card(3, v, 0) for v in range(7, 11)],
        [card(0, v, 1) for v in range(1, 7)] + [card(3, v, 1) for v in range(7, 11)],
    ]
    laid = [card(1, v, c) for v in range(1, 11) for c in (0, 1)]
    for value in crest_one_left:
        laid.remove(next(c for c in laid if (c % 20) // 2 + 1 == value))
    # Crest 1's laid cards in runs from 1 (a 6 of crest 3 stands in for a missing number).
    for copy in (0, 1):
        run = [c for c in laid if c % 2 == copy]
        pile, need = [], 1
        for c in sorted(run):
            while (c % 20) // 2 + 1 > need:
                pile.append(card(3, need, copy) if need == 6 else card(2, need, copy))
                need += 1
            pile.append(c)
            need += 1
        if pile:
            state.piles.append(pile)
    state.fields[0][0] = [card(0, 7, 0)]
    state.fields[0][1] = [card(1, 6, 0)]
    state.fields[1][0] = [card(1, 6, 1)]
    return state


def test_a_card_certain_from_public_information_alone_is_claimed() -> None:
    """C1, K1: every card of crest 1 but its two 6s lies face up on a pile, so the crest-1
    card seat 0 never saw can only be a 6: ``hard`` and ``medium`` claim it with no memory
    and no peek (what the piles show is enough); ``easy`` counts nothing and waits. ``hard``
    chains its other card behind it as the 7 (K2 Async): one time in four, enough for a 7,
    whose swap is worth the risk (SF7)."""
    state = crest_one_counted((6, 6))
    state.active = 1
    claim = {"kind": "claim", "slot": 2, "pile": 1, "number": 6}
    assert ai.choose_move(TARNARIS, state, 0, "medium", 3, TarnarisMemory(0, 2)) == claim
    chain = {"kind": "claim", "slots": [2, 1], "pile": 1, "number": 6}
    assert ai.choose_move(TARNARIS, state, 0, "hard", 3, TarnarisMemory(0, 2)) == chain
    assert ai.choose_move(TARNARIS, state, 0, "easy", 3, TarnarisMemory(0, 2)) == {"kind": "wait"}


def test_hard_reveals_the_card_likeliest_to_fit_by_its_crests_count() -> None:
    """T1, C1: of two lone cards it never saw, the crest-0 card cannot fit (that crest's 1s
    and 6s are all on piles) while the crest-1 card is a 6 one time in five: ``hard`` reveals
    that one (and does not claim it on such odds, K3)."""
    state = crest_one_counted((6, 6, 7, 7, 8, 8, 9, 9, 10, 10))
    for seed in range(4):
        move = ai.choose_move(TARNARIS, state, 0, "hard", seed, TarnarisMemory(0, 2))
        assert move == {"kind": "reveal", "slot": 2}


def test_hard_never_claims_a_card_below_the_top() -> None:
    """K1: only the top card of a slot may be claimed. ``hard`` saw a 6 lie beneath a 9 (pile
    1 waits for a 6): it does not claim that slot, whose top is the 9."""
    state = build([{1: [6, 9], 2: [2]}, {1: [4]}], piles=[[1, 2, 3, 4, 5]], active=1)
    memory = TarnarisMemory(0, 2)
    memory.fields[0][0] = [(6, 0), (9, 0)]
    assert ai.choose_move(TARNARIS, state, 0, "hard", 3, memory) == {"kind": "wait"}


def test_hard_chains_behind_a_claim_every_card_it_knows_comes_next() -> None:
    """K2 Async: ``hard`` saw slot 1 hold a 9 under an 8 and its slot 2 a 10 (pile 1 waits for
    an 8): it claims all three in one command, so no other player can claim the 9 or the 10
    in between; the cards are turned over in order and all three stay. ``medium`` claims the
    8 alone."""
    state = build(
        [{1: [9, 8], 2: [10], 3: [4]}, {1: [9], 2: [3]}],
        piles=[[1, 2, 3, 4, 5, 6, 7]],
        active=1,
    )
    memory = TarnarisMemory(0, 2)
    memory.fields[0][0] = [(9, 0), (8, 0)]
    memory.fields[0][1] = [(10, 0)]
    chain = ai.choose_move(TARNARIS, state, 0, "hard", 3, memory)
    assert chain == {"kind": "claim", "slots": [1, 1, 2], "pile": 1, "number": 8}
    single = ai.choose_move(TARNARIS, state, 0, "medium", 3, memory)
    assert single == {"kind": "claim", "slot": 1, "pile": 1, "number": 8}
    after, events = play(state, 0, chain)
    assert kinds(events).count("claim_right") == 3
    assert pile_numbers(after, 1) == list(range(1, 11))
    assert [slot_numbers(after, 0, s) for s in (1, 2, 3)] == [[], [], [4]]


def test_hard_chains_cards_on_good_odds_behind_a_sure_one() -> None:
    """K2 Async, C1, K3: pile 1 waits for a 6, which ``hard`` peeked at; its crest's other
    face-down cards are two 7s and an 8, so a top it never saw is a 7 two times in three,
    odds it would claim alone: it chains the likeliest top behind the 6 as the 7. That card is
    turned over only once the 6 stayed, and the next only once it was a 7: then the two left
    are a 7 and an 8, even odds, so it chains one of them as the 8 too. The right 7 stops the
    chain for its swap (SF0, SF7); the third card waits face down."""
    state = counted()
    six = state.piles[0].pop()
    state.fields[0][3] = [six]
    state.known[0] = frozenset({six})
    chain = ai.choose_move(TARNARIS, state, 0, "hard", 3, TarnarisMemory(0, 2))
    assert chain == {"kind": "claim", "slots": [4, 1, 2], "pile": 1, "number": 6}
    after, events = play(state, 0, chain)
    assert kinds(events).count("claim_right") == 2
    assert [number(c) for c in after.piles[0]][-2:] == [6, 7]
    assert after.pending is not None and after.pending["type"] == "sf7"
    assert after.chain is not None and len(after.chain["cards"]) == 1


def test_a_penalty_card_drawn_at_random_leaves_odds_rather_than_nothing() -> None:
    """D5 (K3): the penalty card is drawn at random from the giver's slot, so of a stack it
    knew, the card given and the cards left are each one of those it knew, with the odds of
    the draw. Of three cards, each is given one time in three; the card left at the bottom is
    the old bottom unless that was drawn (so two times in three), and the card left on top is
    the old top unless that was drawn (two times in three; else the old middle card)."""
    given, rest = _drawn([(5, 0), (9, 0), None], 1)
    third = 1.0 / 3.0
    assert given == Maybe(((5, third), (9, third), (None, third)))
    assert rest == [Maybe(((5, 2 * third), (9, third))), Maybe(((9, third), (None, 2 * third)))]
    # A stack of one number stays known, and so does the card given.
    assert _drawn([(7, 0), (7, 2)], 3) == ((7, 2), [(7, 0)])


def test_hard_claims_a_card_it_knows_is_one_of_two_after_a_penalty() -> None:
    """K3, D5, K1: seat 0 showed a 5 and a 9 (T1) and put them back; seat 1 claims wrong, and
    the only player who can give it a card is seat 0, whose one stack is those two cards. Each
    side now knows its card is a 5 or a 9, even odds: once a 5 fits, ``hard`` claims it on
    either side (a wrong claim costs a card, a right one wins one); ``medium``, sure of
    nothing, does not claim."""
    state = build([{1: [5, 9]}, {1: [8]}], piles=[[1, 2, 3]])
    memories = [ai.new_memory(TARNARIS, 2, s) for s in range(2)]
    moves = [
        (0, {"kind": "reveal", "slot": 1}),
        (0, {"kind": "done"}),
        (1, {"kind": "claim", "slot": 1, "pile": 1, "number": 4}),
    ]
    for seat, move in moves:
        applied = TARNARIS.apply(state, seat, move)
        state = applied.state
        for memory in memories:
            ai.observe(TARNARIS, memory, state, seat, move, applied.events)
    assert "penalty" in kinds(applied.events)
    assert slot_numbers(state, 0, 1) in ([5], [9]) and len(state.fields[1][0]) == 2
    even = Maybe(((5, 0.5), (9, 0.5)))
    assert memories[0].fields[0][0] == [even] and memories[1].fields[1][0][-1] == even
    state.piles[0].append(card(3, 4))
    for seat in (0, 1):
        claim = {"kind": "claim", "slot": 1, "pile": 1, "number": 5}
        memory = memories[seat]
        assert ai.choose_move(TARNARIS, state, seat, "hard", 1, memory) == claim
        assert ai.choose_move(TARNARIS, state, seat, "medium", 1, memory)["kind"] != "claim"
