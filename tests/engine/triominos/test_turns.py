"""D1–D3 drawing and passing, R1–R3 round ends, G1 game end, S1–S3 set-up, resigning.

Most positions have the single tile 5-2-1 on "0,0": a tile fits next to it only if it reads
2 then 5, 5 then 1, or 1 then 2 clockwise. 3-3-3, 4-4-4, 0-0-3, 0-0-4, 0-0-5, 1-1-3 and
3-3-4 never fit there.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.core import RESIGN, EngineError, IllegalMoveError, InvalidOptionsError
from engine.rng import derive
from engine.triominos import TRIOMINOS, State, spots
from engine.triominos.game import greedy_move, hand_size, opening_points
from engine.triominos.tiles import tile_set, value
from tests.engine.triominos.position import build, place, placing, tile

START = [("0,0", "5-2-1")]
DRAW = {"kind": "draw"}
PASS = {"kind": "pass"}
NO_FIT = ["0-0-3", "1-1-3", "3-3-4"]


def play(state: State, seat: int, move: dict[str, Any]) -> tuple[State, list[dict[str, Any]]]:
    applied = TRIOMINOS.apply(state, seat, move)
    return applied.state, applied.events


def kinds(moves: list[dict[str, Any]]) -> list[str]:
    return [m["kind"] for m in moves]


# -- D1–D3 --------------------------------------------------------------------------------------
def test_d1_a_draw_costs_5_is_secret_and_may_be_played_the_same_turn() -> None:
    state = build(START, [["3-3-3"], ["2-5-4"]], pool=["0-1-2"])
    assert kinds(TRIOMINOS.legal_moves(state, 0)) == ["draw"]
    state, events = play(state, 0, DRAW)
    assert events == [{"kind": "drew", "seat": 0, "points": -5, "draws": 1, "pool": 0}]
    assert "0-1-2" not in json.dumps(events)
    assert state.turn == 0 and state.scores == (-5, 0)
    assert tile("0-1-2") in state.hands[0]
    # "0,1" (down): corners 1:2 (free), 0:1 (1), 2:1 (2) -> 0-1-2 in rotation 0
    assert place("0-1-2", "0,1", 0) in TRIOMINOS.legal_moves(state, 0)
    state, events = play(state, 0, place("0-1-2", "0,1", 0))
    assert state.scores == (-5 + 3, 0) and state.turn == 1


def test_d1_a_player_who_will_not_place_may_draw() -> None:
    state = build(START, [["2-5-4"], ["4-4-4"]])
    assert kinds(TRIOMINOS.legal_moves(state, 0)) == ["place", "draw"]
    with pytest.raises(IllegalMoveError) as error:
        TRIOMINOS.apply(state, 0, PASS)
    assert error.value.code == "pass_not_allowed"


def test_d2_three_draws_at_most_then_a_further_10() -> None:
    state = build(START, [["3-3-3"], ["4-4-4"]], pool=[*NO_FIT, "0-0-4"])
    for _ in range(3):
        assert "draw" in kinds(TRIOMINOS.legal_moves(state, 0))
        state, _ = play(state, 0, DRAW)
    assert state.scores[0] == -15
    assert TRIOMINOS.legal_moves(state, 0) == [PASS]
    with pytest.raises(IllegalMoveError) as error:
        TRIOMINOS.apply(state, 0, DRAW)
    assert error.value.code == "draw_limit"
    state, events = play(state, 0, PASS)
    assert events == [{"kind": "passed", "seat": 0, "points": -10}]
    assert state.scores[0] == -25
    assert state.turn == 1 and state.draws == 0


def test_d3_an_empty_pool_means_passing_without_penalty() -> None:
    state = build(START, [["3-3-3"], ["2-5-4"]], pool=[])
    assert TRIOMINOS.legal_moves(state, 0) == [PASS]
    state, events = play(state, 0, PASS)
    assert events == [{"kind": "passed", "seat": 0, "points": 0}]
    assert state.turn == 1 and state.scores == (0, 0)
    # seat 1 can place: with nothing to draw it must
    assert kinds(TRIOMINOS.legal_moves(state, 1)) == ["place"]
    with pytest.raises(IllegalMoveError) as error:
        TRIOMINOS.apply(state, 1, PASS)
    assert error.value.code == "pass_not_allowed"


def test_d3_a_pool_that_runs_out_after_one_draw() -> None:
    state = build(START, [["3-3-3"], ["2-5-4"]], pool=["0-0-3"])
    state, _ = play(state, 0, DRAW)
    with pytest.raises(IllegalMoveError) as error:
        TRIOMINOS.apply(state, 0, DRAW)
    assert error.value.code == "pool_empty"
    assert TRIOMINOS.legal_moves(state, 0) == [PASS]
    state, events = play(state, 0, PASS)
    assert events[0]["points"] == 0
    assert state.scores == (-5, 0) and state.turn == 1


def test_g2_simple_scoring_has_no_draw_penalties() -> None:
    state = build(START, [["3-3-3"], ["4-4-4"]], pool=NO_FIT, options={"simple_scoring": True})
    for _ in range(3):
        state, _ = play(state, 0, DRAW)
    state, _ = play(state, 0, PASS)
    assert state.scores == (0, 0)


# -- R1 -----------------------------------------------------------------------------------------
def test_r1_going_out_completes_the_round_of_turns() -> None:
    """Seat 1 goes out in a round begun by seat 0: seat 2 still plays, then the round ends;
    seat 1 scores 25 + the other hands (counted at the end), the others lose nothing."""
    state = build(
        START,
        [["3-3-3", "0-0-4"], ["2-5-4"], ["4-4-4", "0-0-5"]],
        pool=NO_FIT,
        starter=0,
        turn=1,
        turns=[1, 0, 0],
    )
    state, events = play(state, 1, placing("1,0", "2-5-4"))
    assert events[-1] == {"kind": "went_out", "seat": 1, "final_turns": [2]}
    assert state.turn == 2 and state.round == 1
    for _ in range(3):
        state, _ = play(state, 2, DRAW)
    state, events = play(state, 2, PASS)
    (ended,) = [e for e in events if e["kind"] == "round_ended"]
    seat2_hand = 12 + 5 + sum(value(tile(t)) for t in NO_FIT)
    assert ended["how"] == "out" and ended["winners"] == [1]
    assert ended["changes"] == [0, 25 + 13 + seat2_hand, 0]
    assert ended["hand_totals"] == [13, 0, seat2_hand]
    assert ended["scores"] == [0, 11 + 25 + 13 + seat2_hand, -25]
    # R3: scores carry over, the player after the last round's first player begins
    assert state.round == 2 and state.scores == tuple(ended["scores"])
    assert state.starter == 1 and state.turn == 1 and not state.table
    assert [len(h) for h in state.hands] == [7, 7, 7]
    assert any(e["kind"] == "round_started" for e in events)


def test_r1_a_player_going_out_in_the_last_turns_scores_the_same_way() -> None:
    state = build(
        START,
        [["3-3-3", "0-0-4"], ["2-5-4"], ["2-4-4"]],
        starter=0,
        turn=1,
        turns=[1, 0, 0],
    )
    state, _ = play(state, 1, placing("1,0", "2-5-4"))
    # "2,0" (up): corners 3:0 (4), 4:1 (free), 2:1 (2)
    state, events = play(state, 2, placing("2,0", "4-4-2"))
    (ended,) = [e for e in events if e["kind"] == "round_ended"]
    assert ended["winners"] == [1, 2]
    assert ended["changes"] == [0, 25 + 13, 25 + 13]


def test_r1_going_out_at_the_end_of_the_round_of_turns_ends_it_at_once() -> None:
    state = build(START, [["3-3-3"], ["2-5-4"]], starter=0, turn=1, turns=[1, 0])
    state, events = play(state, 1, placing("1,0", "2-5-4"))
    assert [e["kind"] for e in events] == ["placed", "went_out", "round_ended", "round_started"]
    assert events[1]["final_turns"] == []
    assert events[2]["changes"] == [0, 25 + 9]


def test_r1_the_first_player_going_out_lets_the_others_play_once_more() -> None:
    state = build(START, [["2-5-4"], ["3-3-3"]], pool=NO_FIT, starter=0, turn=0)
    state, events = play(state, 0, placing("1,0", "2-5-4"))
    assert events[-1]["final_turns"] == [1]
    assert state.turn == 1


# -- R2 -----------------------------------------------------------------------------------------
def test_r2_a_blocked_round_is_won_by_the_lowest_hand() -> None:
    state = build(START, [["3-3-3"], ["0-0-3", "4-4-4"]], pool=[])
    assert TRIOMINOS.legal_moves(state, 0) == [PASS]
    state, events = play(state, 0, PASS)
    (ended,) = [e for e in events if e["kind"] == "round_ended"]
    assert ended["how"] == "blocked" and ended["winners"] == [0]
    assert ended["changes"] == [15 - 9, 0]
    assert state.round == 2


def test_r2_players_tied_for_the_lowest_hand_each_score() -> None:
    state = build(START, [["3-3-3"], ["0-0-4", "1-1-3"], ["4-4-4"]], pool=[])
    state, events = play(state, 0, PASS)
    (ended,) = [e for e in events if e["kind"] == "round_ended"]
    assert ended["winners"] == [0, 1]
    assert ended["changes"] == [9 + 12 - 9, 9 + 12 - 9, 0]


def test_r2_not_blocked_while_someone_can_still_place() -> None:
    state = build(START, [["3-3-3"], ["2-5-4", "4-4-4"]], pool=[])
    state, events = play(state, 0, PASS)
    assert [e["kind"] for e in events] == ["passed"]
    assert state.turn == 1


# -- G1 -----------------------------------------------------------------------------------------
def test_g1_the_game_ends_at_the_round_end_that_passes_the_target() -> None:
    state = build(START, [["3-3-3"], ["2-5-4"]], starter=0, turn=1, turns=[1, 0], scores=[0, 360])
    state, events = play(state, 1, placing("1,0", "2-5-4"))
    assert events[-1] == {
        "kind": "game_over",
        "winners": [1],
        "reason": "target_score",
        "scores": [0, 360 + 11 + 25 + 9],
    }
    assert TRIOMINOS.outcome(state) is not None
    assert TRIOMINOS.to_act(state) == frozenset()
    assert TRIOMINOS.legal_moves(state, 0) == TRIOMINOS.legal_moves(state, 1) == []
    with pytest.raises(IllegalMoveError):
        TRIOMINOS.apply(state, 0, DRAW)


@pytest.mark.parametrize("rounds", [1, 2])
def test_g1_a_fixed_number_of_rounds(rounds: int) -> None:
    state = TRIOMINOS.setup(3, {"rounds": rounds, "target": 0}, 5)
    ended = 0
    while TRIOMINOS.outcome(state) is None:
        applied = TRIOMINOS.apply(state, state.turn, greedy_move(state, state.turn))
        ended += sum(e["kind"] == "round_ended" for e in applied.events)
        state = applied.state
    assert ended == rounds
    assert TRIOMINOS.outcome(state).reason == "rounds"


def test_g1_scores_carry_across_rounds_to_400() -> None:
    """A whole greedy game: every point comes from an event, and the game ends at 400."""
    state = TRIOMINOS.setup(2, {}, 11)
    totals = [0, 0]
    rounds = 0
    while TRIOMINOS.outcome(state) is None:
        applied = TRIOMINOS.apply(state, state.turn, greedy_move(state, state.turn))
        for event in applied.events:
            if event["kind"] in ("placed", "drew", "passed"):
                points = event["points"]
                totals[event["seat"]] += points["total"] if isinstance(points, dict) else points
            elif event["kind"] == "round_ended":
                rounds += 1
                totals = [a + b for a, b in zip(totals, event["changes"], strict=True)]
                assert event["scores"] == totals
                # the game ends exactly at the first round end reaching the target
                assert (max(totals) >= 400) == any(e["kind"] == "game_over" for e in applied.events)
        state = applied.state
    outcome = TRIOMINOS.outcome(state)
    assert rounds >= 2
    assert list(outcome.scores) == totals
    assert outcome.winners == {totals.index(max(totals))}


def test_g1_options_need_a_way_to_end() -> None:
    with pytest.raises(InvalidOptionsError) as error:
        TRIOMINOS.setup(2, {"target": 0, "rounds": 0}, 1)
    assert error.value.code == "no_game_end"
    with pytest.raises(InvalidOptionsError):
        TRIOMINOS.setup(2, {"set": "57"}, 1)


# -- S1–S3, R3 ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "size"), [(2, 9), (3, 7), (4, 7), (5, 6), (6, 6)])
@pytest.mark.parametrize("tiles", ["76", "56"])
def test_s1_hands_and_pool(players: int, size: int, tiles: str) -> None:
    assert hand_size(players) == size
    state = TRIOMINOS.setup(players, {"set": tiles}, 3)
    assert [len(h) for h in state.hands] == [size] * players
    everything = [t for h in state.hands for t in h] + list(state.pool)
    assert sorted(everything) == sorted(tile_set(tiles))


def test_s2_the_highest_start_draw_begins_and_ties_draw_again() -> None:
    tied_seen = False
    for seed in range(60):
        state = TRIOMINOS.setup(4, {}, seed)
        attempts = state.start_draws
        seats = [0, 1, 2, 3]
        for attempt in attempts:
            assert [s for s, _ in attempt] == seats
            assert len({t for _, t in attempt}) == len(attempt)
            best = max(value(t) for _, t in attempt)
            seats = [s for s, t in attempt if value(t) == best]
        assert seats == [state.starter] and state.turn == state.starter
        tied_seen = tied_seen or len(attempts) > 1
        # S2: the drawn tiles went back before dealing
        assert len(state.pool) + 4 * 7 == 76
    assert tied_seen


def test_s2_option_triple_plays_the_highest_triple_at_once() -> None:
    zero_seen = False
    for seed in range(400):
        state = TRIOMINOS.setup(2, {"start": "triple"}, seed)
        (opening,) = state.table
        triples = [t for h in state.hands for t in h if t[0] == t[1] == t[2]]
        opening_triple = opening.tile[0] == opening.tile[1] == opening.tile[2]
        assert state.turn == 1 - opening.seat and state.starter == opening.seat
        assert len(state.hands[opening.seat]) == 8
        if opening_triple:
            assert all(t < opening.tile for t in triples)
            bonus = 10 + (30 if opening.tile == (0, 0, 0) else 0)
            assert state.scores[opening.seat] == value(opening.tile) + bonus
            zero_seen = zero_seen or opening.tile == (0, 0, 0)
        else:
            assert not triples
            held = [t for h in state.hands for t in h]
            assert value(opening.tile) == max(value(t) for t in [*held, opening.tile])
            assert state.scores[opening.seat] == value(opening.tile)
    assert zero_seen


def test_r3_option_redraw_decides_who_begins_every_round() -> None:
    state = build(START, [["3-3-3"], ["2-5-4"]], starter=0, turn=1, turns=[1, 0])
    state, _ = play(state, 1, placing("1,0", "2-5-4"))
    assert state.starter == 1 and state.start_draws == ()
    again = build(
        START, [["3-3-3"], ["2-5-4"]], starter=0, turn=1, turns=[1, 0], options={"redraw": True}
    )
    again, _ = play(again, 1, placing("1,0", "2-5-4"))
    assert again.start_draws and again.start_draws[-1]
    assert again.turn == again.starter


# -- resigning, views, spots ---------------------------------------------------------------------
def test_resigning_on_turn_passes_it_and_returns_the_tiles() -> None:
    """Resigning (a decision in the game's docstring): the tiles go back to the pool, the turn
    passes (M4), the last seat playing wins."""
    state = build(START, [["3-3-3"], ["4-4-4", "0-0-4"], ["2-5-4"]], pool=NO_FIT, turn=1)
    state, events = play(state, 1, RESIGN)
    assert events == [{"kind": "resigned", "seat": 1}]
    assert state.turn == 2 and state.hands[1] == ()
    assert len(state.pool) == 5
    assert TRIOMINOS.to_act(state) == {2}
    state, events = play(state, 0, RESIGN)
    assert events[-1]["kind"] == "game_over" and events[-1]["winners"] == [2]
    with pytest.raises(EngineError) as error:
        TRIOMINOS.apply(state, 2, RESIGN)
    assert error.value.code == "game_over"


def test_e4_views_show_own_hand_and_others_sizes_only() -> None:
    state = build(START, [["3-3-3", "0-0-4"], ["2-5-4"]], pool=NO_FIT)
    mine = TRIOMINOS.view(state, 0)
    assert mine["hand"] == ["0-0-4", "3-3-3"]
    assert mine["hands"] == [2, 1] and mine["pool"] == 3
    assert mine["table"] == [
        {
            "order": 0,
            "cell": "0,0",
            "x": 0,
            "y": 0,
            "up": True,
            "tile": "1-5-2",
            "rotation": 1,
            "corners": [5, 2, 1],
            "seat": 0,
        }
    ]
    assert mine["last"] == "0,0" and mine["turn"] == 0 and mine["round"] == 1
    spectator = json.dumps(TRIOMINOS.view(state, None))
    assert TRIOMINOS.view(state, None)["hand"] is None
    for secret in ["2-5-4", "3-3-3", "0-0-3"]:
        assert secret not in spectator
    assert "2-5-4" not in json.dumps(mine)


def test_spots_number_a_tiles_legal_places_with_their_points() -> None:
    """E2, E3: the numbered spots of a tile are its legal placements (M1–M3), each with the
    points (B1) that playing it then scores."""
    # 1-2-5 reads 1 then 2, 2 then 5 and 5 then 1: it fits all three sides of 5-2-1
    state = build(START, [["1-2-5"], ["4-4-4"]])
    found = spots(state, 0, tile("1-2-5"))
    # by row, then column, then rotation
    assert [(s["cell"], s["rotation"]) for s in found] == [("-1,0", 0), ("1,0", 1), ("0,1", 2)]
    assert found[1]["corners"] == [2, 5, 1]
    for spot in found:
        applied = TRIOMINOS.apply(state, 0, place("1-2-5", spot["cell"], spot["rotation"]))
        assert applied.events[0]["points"] == spot["points"]
    assert spots(state, 1, tile("4-4-4")) == []


def test_conceal_redeals_what_the_observer_cannot_see() -> None:
    """E4: other hands and the pool are re-dealt without changing what seat 0 sees."""
    state = TRIOMINOS.setup(3, {}, 4)
    hidden = sorted([*state.hands[1], *state.hands[2], *state.pool])
    changed = False
    for k in range(5):
        other = TRIOMINOS.conceal(state, 0, derive(k, "conceal"))
        assert other.hands[0] == state.hands[0]
        assert [len(h) for h in other.hands] == [len(h) for h in state.hands]
        assert sorted([*other.hands[1], *other.hands[2], *other.pool]) == hidden
        assert TRIOMINOS.view(other, 0) == TRIOMINOS.view(state, 0)
        changed = changed or other.hands[1] != state.hands[1]
    assert changed


def test_resigning_while_owed_a_last_turn_ends_the_round() -> None:
    """R1: the last seat owed a turn leaves; the round ends as if it had played."""
    state = build(
        START,
        [["3-3-3", "0-0-4"], ["2-5-4"], ["4-4-4"]],
        pool=NO_FIT,
        starter=0,
        turn=1,
        turns=[1, 0, 0],
    )
    state, _ = play(state, 1, placing("1,0", "2-5-4"))
    assert state.final == (2,)
    state, events = play(state, 2, RESIGN)
    (ended,) = [e for e in events if e["kind"] == "round_ended"]
    assert ended["changes"] == [0, 25 + 13, 0]
    assert ended["hand_totals"] == [13, 0, None]
    assert state.round == 2 and state.hands[2] == () and state.turn == state.starter == 1
    assert [len(h) for h in state.hands] == [9, 9, 0]


def test_c1_set_56_refuses_the_missing_mirror_images() -> None:
    state = build([], [["0-1-2"], ["3-3-3"]], options={"set": "56"})
    with pytest.raises(EngineError) as error:
        TRIOMINOS.apply(state, 0, place("0-2-1", "0,0", 0))
    assert error.value.code == "tile_not_in_set"


def test_e1_a_game_of_several_rounds_replays_from_options_seed_and_log() -> None:
    """E1: options, seed and the move log (through JSON) rebuild the exact state, across
    draws, passes and new rounds; another seed deals differently."""
    options = {"target": 0, "rounds": 3, "redraw": True}
    state = TRIOMINOS.setup(3, options, 21)
    rng = derive(21, "replay")
    log = []
    while TRIOMINOS.outcome(state) is None:
        seat, move = TRIOMINOS.random_action(state, rng)
        log.append((seat, move))
        state = TRIOMINOS.apply(state, seat, move).state
    assert state.round == 3
    assert {"draw", "place"} <= {move["kind"] for _, move in log}
    stored = json.loads(json.dumps(log))
    replayed = TRIOMINOS.replay(3, options, 21, [(seat, move) for seat, move in stored])
    assert TRIOMINOS.encode_state(replayed) == TRIOMINOS.encode_state(state)
    assert TRIOMINOS.setup(3, options, 22).hands != TRIOMINOS.setup(3, options, 21).hands


def test_opening_points_are_the_engines_for_the_turn_message() -> None:
    """S2 (start=triple) and G2: what the opening tile scores, as the cogs show it."""
    assert opening_points((5, 5, 5), simple=False) == {
        "value": 15,
        "bridge": 0,
        "hexagon": 0,
        "start": 10,
        "total": 25,
    }
    assert opening_points((0, 0, 0), simple=False)["total"] == 40
    assert opening_points((5, 4, 5), simple=False)["total"] == 14
    assert opening_points((5, 5, 5), simple=True)["total"] == 1
