"""Properties of thousands of random 2–8 player games, each driven by integer seeds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.rng import derive
from engine.tsuro import TSURO, hand_options, preview
from engine.tsuro.game import TsuroState

GAMES = 3000  # whole random games for the cheap invariants
CHECKED_GAMES = 250  # games whose every turn is also compared option by option

seeds = st.integers(0, 2**40)
players = st.integers(2, 8)


def check_invariants(state: TsuroState, placements: int) -> None:
    # At most 35 placements, one tile per placement.
    assert len(state.order) == placements <= 35
    # Tiles on the board, in hands and in the pile: always the 35, each once.
    board = [state.cells[square] // 4 + 1 for square in state.order]
    everywhere = board + [t for hand in state.hands for t in hand] + list(state.pile)
    assert sorted(everywhere) == list(range(1, 36))
    # No two markers share a port; each faces an empty square.
    live = [point for point in state.points if point >= 0]
    assert len(set(live)) == len(live)
    assert all(state.cells[point >> 3] < 0 for point in live)
    assert [point >= 0 for point in state.points] == [
        alive and start > 0 for alive, start in zip(state.alive, state.starts, strict=True)
    ]
    # The dragon: at most one holder (one field), still in, and in play only while the
    # pile is empty (the last placement may refill the pile and end the game at once).
    if state.dragon >= 0:
        assert state.players >= 3 and state.alive[state.dragon]
        assert state.phase == "over" or not state.pile
    # Departed players hold no tiles.
    assert all(not hand for hand, alive in zip(state.hands, state.alive, strict=True) if not alive)


def suicidal(state: TsuroState, seat: int, tile: int, rotation: int) -> bool:
    """P4's notion of harm under the game's option (V2: only the edge counts)."""
    cause = preview(state, seat, tile, rotation)["suicide"]
    return cause is not None if state.strict_suicide else cause == "edge"


@settings(max_examples=GAMES)
@given(seeds, players, st.booleans(), st.integers(0, 2**20))
def test_random_games_keep_the_invariants(
    seed: int, count: int, strict: bool, move_seed: int
) -> None:
    """T2/P1: ≤35 placements and the 35 tiles conserved; P3: no shared port; D1–D4: one dragon
    holder; P4/V2: a suicidal placement only when every option in hand is suicidal; G1–G3: the
    game ends with a winner."""
    state = TSURO.setup(count, {"strict_suicide": strict}, seed)
    rng = derive(move_seed, "moves")
    placements = 0
    while state.phase != "over":
        seat, move = TSURO.random_action(state, rng)
        if move["kind"] == "place" and suicidal(state, seat, move["tile"], move["rotation"]):
            hand = state.hands[seat]
            assert all(suicidal(state, seat, t, r) for t in hand for r in (0, 90, 180, 270))
        applied = TSURO.apply(state, seat, move)
        placements += move["kind"] == "place"
        state = applied.state
        check_invariants(state, placements)
    outcome = TSURO.outcome(state)
    assert outcome is not None and outcome.winners
    assert all(len(hand) == 0 for hand in state.hands) or outcome.reason != "board_full"


@settings(max_examples=CHECKED_GAMES)
@given(seeds, players, st.booleans(), st.integers(0, 2**20))
def test_legal_moves_are_exactly_the_allowed_options(
    seed: int, count: int, strict: bool, move_seed: int
) -> None:
    """P4 on every turn: the listed placements are the options whose full resolution does
    not harm the mover (by edge, or by collision too when strict), or all of them if none
    is harmless; every listed one is accepted and every other refused."""
    state = TSURO.setup(count, {"strict_suicide": strict}, seed)
    rng = derive(move_seed, "moves")
    while state.phase != "over":
        seat, move = TSURO.random_action(state, rng)
        if state.phase == "play":
            options = hand_options(state, seat)
            harmless = [
                {"kind": "place", "tile": o["tile"], "rotation": o["rotation"]}
                for o in options
                if o["suicide"] is None or (not strict and o["suicide"] == "collision")
            ]
            everything = [
                {"kind": "place", "tile": o["tile"], "rotation": o["rotation"]} for o in options
            ]
            assert TSURO.legal_moves(state, seat) == (harmless or everything)
        state = TSURO.apply(state, seat, move).state
