"""Triominos's computer (issue 16): what ``hard`` infers from public moves and how it looks
one turn ahead (rules: ``shared/rules/triominos.md``)."""

from __future__ import annotations

import math
from importlib import import_module
from typing import Any

import pytest

from engine import ai
from engine.triominos import TRIOMINOS, State
from engine.triominos.ai import (
    HAND_TILE,
    TriominosMemory,
    best_reply,
    draw_chain,
    fitting,
    holding,
)
from engine.triominos.board import points_for
from engine.triominos.tiles import Tile, tile_name, tile_set
from tests.engine.triominos.position import build, cell, place, tile

START = [("0,0", "5-2-1")]
DRAW = {"kind": "draw"}
PASS = {"kind": "pass"}


def play(state: State, seat: int, move: dict[str, Any], memory: TriominosMemory) -> State:
    applied = TRIOMINOS.apply(state, seat, move)
    ai.observe(TRIOMINOS, memory, applied.state, seat, move, applied.events)
    return applied.state


def test_d1_a_player_who_draws_held_no_tile_fitting_an_open_cell() -> None:
    """D1: seat 1 draws instead of placing, so (playing when it can) none of its two tiles
    fits an open cell; the tile it then draws and places says nothing about them."""
    state = build(START, [["4-4-4", "2-5-4"], ["3-3-3", "0-0-3"]], pool=["0-1-2"], turn=1)
    memory = ai.new_memory(TRIOMINOS, 2, 0)
    state = play(state, 1, DRAW, memory)
    everything = frozenset(tile_set("76"))
    fits = {t for t, _, _ in state.board.placements(everything, "76")}
    assert memory.lacks[1] == fits == fitting(state.board, "76")
    assert tile("0-1-2") in fits and tile("3-3-3") not in fits
    assert memory.held[1] == 2
    # M1/M2: "0,1" (down) has corners 1:2 free, 0:1 = 1, 2:1 = 2.
    state = play(state, 1, place("0-1-2", "0,1", 0), memory)
    assert memory.held[1] == 2
    assert memory.lacks[0] == frozenset() and memory.held[0] == 0


def test_d2_three_draws_and_a_pass_cover_the_tiles_drawn() -> None:
    """D2: after three draws and a pass, none of the five tiles it holds fitted."""
    no_fit = ["0-0-3", "1-1-3", "3-3-4"]
    state = build(START, [["2-5-4"], ["3-3-3", "0-0-4"]], pool=no_fit, turn=1)
    memory = ai.new_memory(TRIOMINOS, 2, 0)
    for _ in range(3):
        state = play(state, 1, DRAW, memory)
    assert memory.held[1] == 4
    state = play(state, 1, PASS, memory)
    assert memory.held[1] == 5 and memory.lacks[1] == fitting(state.board, "76")


def test_what_a_player_lacks_lowers_the_chance_it_holds_a_tile() -> None:
    """Seat 0's estimate of seat 1's hand: a tile seat 1 showed it lacks is less likely
    than another; the chances add up to its hand size (S1: only sizes are public)."""
    state = build(START, [["4-4-4"], ["3-3-3", "0-0-3"]], pool=["0-1-2", "2-2-2"], turn=1)
    memory = ai.new_memory(TRIOMINOS, 2, 0)
    state = play(state, 1, DRAW, memory)
    chances = holding(state, 0, 1, memory)
    blind = holding(state, 0, 1, None)
    assert sum(chances.values()) == pytest.approx(len(state.hands[1]))
    assert sum(blind.values()) == pytest.approx(len(state.hands[1]))
    fits, other = tile("0-1-2"), tile("3-3-3")
    assert fits in memory.lacks[1] and other not in memory.lacks[1]
    assert chances[fits] < blind[fits] == blind[other] < chances[other]


def test_a_best_reply_is_the_expected_best_placement() -> None:
    """B1: a sure tile scores its value; a tile held one time in two half of it, and the
    hand is stuck the other half; a tile that fits nowhere scores nothing."""
    state = build(START, [["4-4-4"], ["3-3-3"]])
    board, options = state.board, state.options
    assert best_reply(board, {tile("0-1-2"): 1.0}, options) == (3.0, 0.0)
    assert best_reply(board, {tile("0-1-2"): 0.5}, options) == (1.5, 0.5)
    assert best_reply(board, {tile("3-3-3"): 1.0}, options) == (0.0, 1.0)
    # The better of two sure tiles: 2-5-4 fits on "1,0" (5 and 2 on its side) for 11.
    both = {tile("0-1-2"): 1.0, tile("2-5-4"): 1.0}
    assert best_reply(board, both, options) == (11.0, 0.0)


@pytest.mark.parametrize("seed", range(2))
def test_the_memory_is_rebuilt_from_the_log(seed: int) -> None:
    """Issue 16: a restarted bot rebuilds each computer's memory from the stored log and
    seed, and it equals the memory kept move by move, across round ends (R3)."""
    state = TRIOMINOS.setup(2, {}, seed)
    memories = [ai.new_memory(TRIOMINOS, 2, s) for s in range(2)]
    log = []
    learnt = 0
    for ply in range(400):
        if TRIOMINOS.outcome(state) is not None:
            break
        seat = next(iter(TRIOMINOS.to_act(state)))
        move = ai.choose_move(TRIOMINOS, state, seat, "hard", ply, memories[seat])
        applied = TRIOMINOS.apply(state, seat, move)
        state = applied.state
        log.append((seat, move))
        for memory in memories:
            ai.observe(TRIOMINOS, memory, state, seat, move, applied.events)
        learnt += any(memory.held[1 - memory.seat] for memory in memories)
    assert learnt > 0
    for seat in range(2):
        assert ai.memory_from_log(TRIOMINOS, 2, {}, seed, log, seat) == memories[seat]


#: Four tiles around grid point 1:0, all with 5 there; cells "1,-1" and "1,0" close the
#: hexagon. 3-3-5 fits only "1,-1", and then "1,0" must read 0-5-3 (B2: +50 to whoever holds
#: it). The rest of the hand fits nowhere (no table edge reads 0-0, 2-2 or 4-4).
AROUND = [("0,0", "5-0-1"), ("-1,0", "1-2-5"), ("-1,-1", "4-5-2"), ("0,-1", "5-4-3")]
HAND = ["3-3-5", "0-0-0", "2-2-2", "4-4-4"]


@pytest.mark.parametrize("theirs", [9, 66])
def test_hard_draws_rather_than_open_a_hexagon_for_little(theirs: int) -> None:
    """D1 ("cannot or will not place"): ``hard``'s only placement scores 11 and leaves the
    sixth cell of a hexagon that 0-5-3 fills for 50 points more (B2), whether the next player
    holds 9 or 66 of the 68 tiles it has not seen: it pays 5 to draw instead."""
    rest = [tile_name(t) for t in build(AROUND, [HAND, []]).pool]
    state = build(AROUND, [HAND, rest[:theirs]], pool=rest[theirs:])
    assert [m for m in TRIOMINOS.legal_moves(state, 0) if m["kind"] == "place"] == [
        place("3-3-5", "1,-1", 0)
    ]
    after = TRIOMINOS.apply(state, 0, place("3-3-5", "1,-1", 0)).state
    fill = points_for(after.board, tile("0-5-3"), cell("1,0"), extension=False, simple=False)
    assert fill["hexagon"] == 50
    assert after.board.placements(frozenset({tile("0-5-3")}), "76") == [
        (tile("0-5-3"), cell("1,0"), 0)
    ]
    memory = ai.new_memory(TRIOMINOS, 2, 0)
    assert ai.choose_move(TRIOMINOS, state, 0, "hard", 1, memory) == DRAW


def test_hard_places_its_last_tile_rather_than_draw() -> None:
    """R1: the same placement as its last tile goes out (+25 and the other hand): no draw is
    worth that."""
    rest = [tile_name(t) for t in build(AROUND, [HAND, []]).pool]
    state = build(AROUND, [["3-3-5"], rest[:9]], pool=rest[9:])
    memory = ai.new_memory(TRIOMINOS, 2, 0)
    move = ai.choose_move(TRIOMINOS, state, 0, "hard", 1, memory)
    assert move == place("3-3-5", "1,-1", 0)


def test_a_draw_chain_costs_what_d2_and_g2_say() -> None:
    """D1–D2: three draws that never fit cost 5 each and 10 more, and leave four tiles more in
    hand than a placement would; after two draws only one is left. A tile sure to fit is placed
    after one draw. G2: the children's scoring charges nothing."""
    assert draw_chain(0.0, 0.0, 0.0, 0, simple=False) == -25 + 4 * HAND_TILE
    assert draw_chain(0.0, 0.0, 0.0, 2, simple=False) == -15 + 2 * HAND_TILE
    assert draw_chain(3.0, 0.0, 0.0, 0, simple=True) == 3.0 + 4 * HAND_TILE
    assert draw_chain(-99.0, 20.0, 1.0, 0, simple=False) == -5 + 20 + HAND_TILE


def test_a_draw_from_a_big_hand_is_read_as_a_choice_more_than_from_a_small_one() -> None:
    """Issue 27, D1 ("cannot or will not place"): a draw says "nothing fitted" only as far as
    that is likely. Seat 1 draws holding eight tiles, 2-5-4 among them, which fits: had it
    drawn only when nothing fitted, eight tiles dealt from those unseen would all have missed
    the open cells, less likely than for one tile, so this draw is trusted less than a draw
    from one tile and ``hard``'s model keeps a fair chance that it holds 2-5-4; a pass after
    three draws (D2) keeps the first draw's reading."""
    big = ["2-5-4", "3-3-3", "0-0-3", "1-1-3", "3-3-4", "0-0-4", "1-1-4", "5-5-5"]
    trust = []
    for hand in (["3-3-3"], big):
        state = build(START, [["4-4-4"], hand], pool=["0-0-0", "1-1-1", "2-2-2"], turn=1)
        memory = ai.new_memory(TRIOMINOS, 2, 0)
        state = play(state, 1, DRAW, memory)
        trust.append(memory.trust[1])
    assert trust[0] > 0.75 > 0.5 > trust[1]
    kept = tile("2-5-4")
    assert kept in memory.lacks[1] and kept in state.hands[1]
    blind = holding(state, 0, 1, None)[kept]
    chance = holding(state, 0, 1, memory)[kept]
    assert 0.5 * blind < chance < blind
    state = play(state, 1, DRAW, memory)
    state = play(state, 1, DRAW, memory)
    state = play(state, 1, PASS, memory)
    assert memory.trust[1] == trust[1] and holding(state, 0, 1, memory)[kept] > 0.5 * blind


@pytest.mark.parametrize("seed", range(2))
def test_hard_never_rules_out_a_tile_a_player_drawing_by_choice_holds(seed: int) -> None:
    """Issue 27: against another ``hard`` (which draws by choice, D1) ``hard``'s model of
    the opponent's hand, at every one of its turns of a seeded round, gives every tile the
    opponent really holds at least a fifth of the chance of a blind guess, and explains the
    real hands about as well as the blind guess (log-likelihood); against the reference
    player, which draws only when nothing fits, the model explains them better than blind."""
    reference = import_module("tests.reference.triominos").PLAYER
    for opponent in ("hard", "reference"):
        computers = [None, reference if opponent == "reference" else None]
        levels = ["hard", "easy" if opponent == "reference" else "hard"]
        state = TRIOMINOS.setup(2, {"rounds": 1}, seed)
        memories = [ai.new_memory(TRIOMINOS, 2, s, computers[s]) for s in range(2)]
        model = blind = 0.0
        for ply in range(3000):
            if TRIOMINOS.outcome(state) is not None:
                break
            seat = next(iter(TRIOMINOS.to_act(state)))
            if seat == 0:
                chances, guess = holding(state, 0, 1, memories[0]), holding(state, 0, 1, None)
                real = set(state.hands[1])
                assert all(chances[t] >= 0.2 * guess[t] for t in real)
                model += likelihood(chances, real)
                blind += likelihood(guess, real)
            move = ai.choose_move(
                TRIOMINOS, state, seat, levels[seat], ply, memories[seat], computers[seat]
            )
            applied = TRIOMINOS.apply(state, seat, move)
            state = applied.state
            for s in range(2):
                ai.observe(TRIOMINOS, memories[s], state, seat, move, applied.events, computers[s])
        if opponent == "hard":
            assert model > 1.05 * blind  # log-likelihoods are negative: at most 5 % worse
        else:
            assert model > blind


def likelihood(chances: dict[Tile, float], real: set[Tile]) -> float:
    """The log-likelihood of the real hand under independent chances per tile."""
    total = 0.0
    for t, chance in chances.items():
        p = min(max(chance, 1e-9), 1 - 1e-9)
        total += math.log(p if t in real else 1 - p)
    return total


def test_a_player_seen_to_draw_by_choice_is_not_taken_to_lack_what_fitted() -> None:
    """Issue 27, D1 ("cannot or will not place"): seat 1 draws although 2-5-4 and 0-1-2 fit,
    places the tile it drew (the only one D1 allows that turn), then next turn places 2-5-4,
    which fitted when it drew and was not the tile drawn: it drew by choice. ``hard``'s model
    of its hand no longer rules out what fitted then: 0-1-2, which it still holds, is as
    likely as any tile unseen. A player who draws only when it must is never taken for one."""
    state = build(START, [["4-4-4"], ["2-5-4", "3-3-3", "0-1-2"]], pool=["1-2-2"], turn=1)
    memory = ai.new_memory(TRIOMINOS, 2, 0)
    state = play(state, 1, DRAW, memory)
    kept = tile("0-1-2")
    assert kept in state.hands[1] and kept in memory.lacks[1]
    assert holding(state, 0, 1, memory)[kept] < holding(state, 0, 1, None)[kept]
    drawn = [m for m in TRIOMINOS.legal_moves(state, 1) if m["kind"] == "place"]
    assert drawn and all(m["tile"] == "1-2-2" for m in drawn)
    state = play(state, 1, drawn[0], memory)
    assert not memory.choosers[1]
    state = play(state, 0, TRIOMINOS.legal_moves(state, 0)[0], memory)
    again = [m for m in TRIOMINOS.legal_moves(state, 1) if m.get("tile") == "2-5-4"]
    state = play(state, 1, again[0], memory)
    assert memory.choosers[1]
    assert kept in state.hands[1]
    assert holding(state, 0, 1, memory) == holding(state, 0, 1, None)


@pytest.mark.parametrize("levels", [("easy", "medium"), ("medium", "hard"), ("hard", "hard")])
def test_only_a_player_that_draws_by_choice_is_seen_to(levels: tuple[str, str]) -> None:
    """``easy`` and ``medium`` draw only when nothing fits: never taken to draw by choice;
    ``hard`` draws by choice (D1) and is found out within a seeded game."""
    state = TRIOMINOS.setup(2, {}, 3)
    memories = [ai.new_memory(TRIOMINOS, 2, s) for s in range(2)]
    for ply in range(3000):
        if TRIOMINOS.outcome(state) is not None:
            break
        seat = next(iter(TRIOMINOS.to_act(state)))
        move = ai.choose_move(TRIOMINOS, state, seat, levels[seat], ply, memories[seat])
        applied = TRIOMINOS.apply(state, seat, move)
        state = applied.state
        for memory in memories:
            ai.observe(TRIOMINOS, memory, state, seat, move, applied.events)
    seen = [memories[1 - s].choosers[s] for s in range(2)]
    assert seen == [level == "hard" for level in levels]
