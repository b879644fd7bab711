"""Issue 13, the referee's audit: D1 and G2 of the updated rules/triominos.md, the state
format that carries D1, and telling a cell that is no spot from a tile that does not fit."""

from __future__ import annotations

import pytest

from engine.core import IllegalMoveError
from engine.rng import derive
from engine.triominos import TRIOMINOS, is_spot, spots
from tests.engine.triominos.position import build, cell, place, tile
from tests.engine.triominos.test_turns import DRAW, PASS, START, kinds, play


def test_d1_after_drawing_only_a_tile_drawn_this_turn_may_be_placed() -> None:
    """D1: 2-5-4 fits next to 5-2-1, but once seat 0 has drawn (3-3-3, which fits nowhere)
    it may no longer be laid this turn: drawing is not a paid peek at the pool."""
    state = build(START, [["2-5-4"], ["4-4-4"]], pool=["3-3-3"])
    assert place("2-5-4", "1,0", 0) in TRIOMINOS.legal_moves(state, 0)
    state, _ = play(state, 0, DRAW)
    assert kinds(TRIOMINOS.legal_moves(state, 0)) == ["pass"]  # D3: pool empty, nothing drawn fits
    assert spots(state, 0, tile("2-5-4")) == []
    with pytest.raises(IllegalMoveError) as error:
        TRIOMINOS.apply(state, 0, place("2-5-4", "1,0", 0))
    assert error.value.code == "not_drawn_this_turn"
    assert error.value.data == {"tile": "2-5-4", "drawn": 1}
    state, _ = play(state, 0, PASS)
    assert state.turn == 1 and state.scores == (-5, 0)
    assert TRIOMINOS.view(state, 0)["drawn"] is None


def test_d1_the_drawn_tile_may_be_placed_and_only_its_owner_sees_which_it_was() -> None:
    state = build(START, [["3-3-3"], ["4-4-4"]], pool=["0-1-2"])
    state, _ = play(state, 0, DRAW)
    assert TRIOMINOS.view(state, 0)["drawn"] == ["0-1-2"]
    assert TRIOMINOS.view(state, 1)["drawn"] is None
    assert TRIOMINOS.view(state, None)["drawn"] is None
    state, _ = play(state, 0, place("0-1-2", "0,1", 0))
    assert state.turn == 1 and state.drawn == ()


def test_d1_a_state_stored_before_d1_still_decodes_as_edition_1() -> None:
    """Format 1 (no ``drawn``, options without ``edition``) was written by edition 1, which
    let any tile be placed after a draw: it decodes as such and keeps those rules; format 2
    round-trips."""
    state = build(START, [["2-5-4"], ["4-4-4"]], pool=["3-3-3", "0-0-3"])
    state, _ = play(state, 0, DRAW)
    data = TRIOMINOS.encode_state(state)
    assert data["format"] == 2 and data["options"]["edition"] == 2
    assert TRIOMINOS.encode_state(TRIOMINOS.decode_state(data)) == data
    old = {key: value for key, value in data.items() if key != "drawn"}
    old["format"] = 1
    old["options"] = {k: v for k, v in data["options"].items() if k != "edition"}
    decoded = TRIOMINOS.decode_state(old)
    assert decoded.options["edition"] == 1 and decoded.drawn == ()
    assert place("2-5-4", "1,0", 0) in TRIOMINOS.legal_moves(decoded, 0)


def test_d1_edition_1_logs_replay_by_their_rules() -> None:
    """A log of edition 1 (stored before D1) that placed an older tile after a draw still
    replays."""
    state = build(START, [["2-5-4"], ["4-4-4"]], pool=["3-3-3"], options={"edition": 1})
    state, _ = play(state, 0, DRAW)
    state, events = play(state, 0, place("2-5-4", "1,0", 0))
    assert events[0]["kind"] == "placed" and state.turn == 1


def test_d1_concealing_the_hand_conceals_which_tiles_were_drawn() -> None:
    state = build(START, [["2-5-4"], ["4-4-4"]], pool=["3-3-3", "0-0-3"])
    state, _ = play(state, 0, DRAW)
    seen = TRIOMINOS.conceal(state, 1, derive(1, "conceal"))
    assert len(seen.drawn) == 1 and seen.drawn[0] in seen.hands[0]


@pytest.mark.parametrize(
    ("given", "target", "rounds"),
    [
        ({"simple_scoring": True}, 0, 1),
        ({"simple_scoring": True, "rounds": 3}, 0, 3),
        ({"simple_scoring": True, "target": 30}, 30, 0),
        ({}, 400, 0),
    ],
)
def test_g2_simple_scoring_defaults_to_a_single_round(
    given: dict[str, object], target: int, rounds: int
) -> None:
    """G2: with ``simple_scoring`` the default end is one round; a target or a number of
    rounds may still be chosen; normal scoring keeps G1's 400."""
    options = TRIOMINOS.normalize_options(given)
    assert (options["target"], options["rounds"]) == (target, rounds)
    assert TRIOMINOS.normalize_options(options) == options


def test_g2_a_simple_scoring_game_ends_after_its_round() -> None:
    state = build(
        START,
        [["3-3-3"], ["2-5-4"]],
        starter=0,
        turn=1,
        turns=[1, 0],
        options={"simple_scoring": True},
    )
    state, events = play(state, 1, place("2-5-4", "1,0", 0))
    assert events[-1]["kind"] == "game_over" and events[-1]["reason"] == "rounds"


def test_e2_a_cell_that_is_no_spot_is_told_apart_from_a_tile_that_does_not_fit() -> None:
    """E2: 99,99 touches nothing (no spot at all); 1,0 is a spot where 3-3-3 does not fit."""
    state = build(START, [["3-3-3"], ["4-4-4"]])
    assert not is_spot(state, cell("99,99")) and not is_spot(state, cell("0,0"))
    assert is_spot(state, cell("1,0"))
    with pytest.raises(IllegalMoveError) as error:
        TRIOMINOS.apply(state, 0, place("3-3-3", "99,99", 0))
    assert error.value.code == "not_adjacent"
    empty = build([], [["3-3-3"], ["4-4-4"]])
    assert is_spot(empty, cell("0,0")) and not is_spot(empty, cell("1,0"))
