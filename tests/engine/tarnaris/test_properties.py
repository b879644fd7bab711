"""Hypothesis playouts driven by integer seeds: claims (K2–K4) from arbitrary positions."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engine.rng import Rng, derive
from engine.tarnaris import TARNARIS, TarnarisState
from engine.tarnaris.state import TOP, number
from tests.engine.tarnaris.position import kinds, play

SEEDS = st.integers(0, 2**32)


def position(seed: int, move_seed: int) -> tuple[TarnarisState, Rng]:
    """A random game, stopped at a random open moment where claims may be made."""
    players = 2 + seed % 3
    state = TARNARIS.setup(players, {}, seed)
    rng = derive(move_seed, "position")
    for _ in range(rng.randbelow(200)):
        if TARNARIS.outcome(state) is not None:
            break
        state = TARNARIS.apply(state, *TARNARIS.random_action(state, rng)).state
    return state, rng


def claimers(state: TarnarisState) -> list[int]:
    return [
        seat
        for seat in range(state.players)
        if any(m["kind"] == "claim" for m in TARNARIS.legal_moves(state, seat))
    ]


@settings(max_examples=150)
@given(SEEDS, SEEDS)
def test_k2_a_chain_lays_the_longest_fitting_run_and_returns_the_rest(
    seed: int, move_seed: int
) -> None:
    state, rng = position(seed, move_seed)
    seats = claimers(state)
    assume(seats)  # a position where nobody may claim checks nothing: hypothesis draws another
    seat = rng.choice(seats)
    field = state.fields[seat]
    full = [i + 1 for i in range(10) if field[i]]
    slots = [rng.choice(full) for _ in range(1 + rng.randbelow(3))]
    slots = [s for i, s in enumerate(slots) if slots[: i + 1].count(s) <= len(field[s - 1])]
    open_piles = [p for p, pile in enumerate(state.piles) if number(pile[-1]) < TOP]
    choice = rng.randbelow(len(open_piles) + 1)
    if choice == len(open_piles):
        target: int | str = "new"
        first = 1
    else:
        target = open_piles[choice] + 1
        first = number(state.piles[open_piles[choice]][-1]) + 1
    slots = slots[: TOP - first + 1]
    # What the claimer cannot see, the test can: the top cards in claiming order.
    stacks = [list(slot) for slot in field]
    cards = [stacks[s - 1].pop() for s in slots]
    fitting = 0
    while fitting < len(cards) and number(cards[fitting]) == first + fitting:
        fitting += 1
    move = {"kind": "claim", "slots": slots, "pile": target, "number": first}
    after, events = play(state, seat, move)
    names = kinds(events)
    rights = names.count("claim_right")
    before, now = sum(map(len, field)), sum(map(len, after.fields[seat]))
    if after.chain is not None:
        # SF0: a special function paused the chain; the rest waits face down on the pile.
        assert after.pending is not None and rights <= fitting
        assert len(after.chain["cards"]) == len(cards) - rights
        assert now == before - len(cards)
    else:
        assert rights == fitting
        assert ("claim_wrong" in names) == (fitting < len(cards))
        # K3: the wrong card and those after it go back; a penalty card may join them.
        assert now == before - rights + names.count("penalty")


@settings(max_examples=150)
@given(SEEDS, SEEDS)
def test_k4_of_two_claims_for_one_pile_and_number_exactly_the_first_committed_is_turned(
    seed: int, move_seed: int
) -> None:
    state, rng = position(seed, move_seed)
    seats = claimers(state)
    assume(len(seats) >= 2 and state.piles)
    first, second = seats[0], seats[-1]
    pile = rng.randbelow(len(state.piles))
    value = number(state.piles[pile][-1]) + 1
    assume(value <= TOP)
    claims = {}
    for seat in (first, second):
        full = [i for i in range(10) if state.fields[seat][i]]
        # Prefer a card that really fits (the test sees it), so the race is usually real.
        fits = [i for i in full if number(state.fields[seat][i][-1]) == value]
        slot = (fits or full)[0] + 1
        claims[seat] = {"kind": "claim", "slot": slot, "pile": pile + 1, "number": value}
    raced = False
    for winner, loser in ((first, second), (second, first)):
        middle, events = play(state, winner, claims[winner])
        assert kinds(events)[:2] in (["claimed", "claim_right"], ["claimed", "claim_wrong"])
        if middle.reason is not None or number(middle.piles[pile][-1]) < value:
            continue  # the first claim won the game, or was wrong: the pile did not move on
        raced = True
        final, events = play(middle, loser, claims[loser])
        assert events == [
            {
                "kind": "claim_lost_race",
                "seat": loser,
                "slots": [claims[loser]["slot"]],
                "pile": pile + 1,
                "number": value,
            }
        ]
        assert final.fields == middle.fields and final.piles == middle.piles
        assert final.pending == middle.pending  # D7: even during the winner's function
    # No race was run (each first claim was wrong or ended the game): this example does not count.
    assume(raced)
