"""Issue 13, the referee's audit: W2, SF10 and SF7 of the updated rules/tarnaris.md on
positions built directly, the state format that carries SF10, and random games with
resignations (every one ends)."""

from __future__ import annotations

import pytest

from engine.core import RESIGN, Outcome
from engine.rng import derive
from engine.tarnaris import TARNARIS
from tests.engine.tarnaris.position import build, field_view, kinds, play
from tests.engine.tarnaris.test_special import triggered


def test_w2_a_resignation_that_leaves_no_playable_card_ends_the_game_fewest_cards_win() -> None:
    """W2: piles reach 3; seat 2 held the only 4s. Once it resigns no 5 or 6 can ever be laid:
    the game ends at once and seat 1 (one card left) beats seat 0 (two)."""
    state = build([{1: [5], 2: [6]}, {1: [6]}, {1: [4], 2: [4]}], piles=[[1, 2, 3]])
    state, events = play(state, 2, RESIGN)
    assert kinds(events) == ["resigned", "won"]
    assert events[-1] == {"kind": "won", "seats": [1], "reason": "dead_position"}
    assert TARNARIS.outcome(state) == Outcome(frozenset({1}), "dead_position")
    assert TARNARIS.to_act(state) == frozenset()


def test_w2_ties_share_the_win() -> None:
    state = build([{1: [5]}, {1: [6]}, {1: [4], 2: [4]}], active=2, piles=[[1, 2, 3]])
    state, events = play(state, 2, RESIGN)
    assert events[-1] == {"kind": "won", "seats": [0, 1], "reason": "dead_position"}


def test_w2_no_end_while_a_chain_of_remaining_numbers_leads_to_a_card() -> None:
    """W2: a 6 still fits after the remaining 4 and 5 (from the pile top 3), so play goes on."""
    state = build([{1: [5], 2: [6]}, {1: [4]}, {1: [9]}], piles=[[1, 2, 3]])
    state, events = play(state, 2, RESIGN)
    assert kinds(events) == ["resigned"] and TARNARIS.outcome(state) is None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_w2_every_random_game_with_resignations_ends(players: int) -> None:
    """W2 and Resign: random games in which a seat resigns once some cards lie on the piles
    (its laid cards stay there, so numbers go missing: a dead position is common) all end;
    none runs on for ever. Without W2 most of these games never end."""
    reasons: set[str] = set()
    for game in range(30):
        seed = 1000 * players + game
        state = TARNARIS.setup(players, {}, seed)
        rng = derive(seed, "resign")
        thresholds = [10 + rng.randbelow(30)]
        if players == 4 and game % 3 == 0:
            thresholds.append(thresholds[0] + 5 + rng.randbelow(10))
        for _ in range(20_000):
            if TARNARIS.outcome(state) is not None:
                break
            laid = sum(map(len, state.piles))
            if thresholds and laid >= thresholds[0]:
                thresholds.pop(0)
                playing = [s for s in range(players) if not state.resigned[s]]
                seat, move = playing[rng.randbelow(len(playing))], dict(RESIGN)
            else:
                seat, move = TARNARIS.random_action(state, rng)
            state = TARNARIS.apply(state, seat, move).state
        else:
            pytest.fail(f"game {seed} with resignations did not end")
        reasons.add(state.reason or "")
    if players > 2:
        assert "dead_position" in reasons


def test_sf10_a_peek_may_look_at_a_card_beneath_the_top() -> None:
    """SF10: any card of the field; ``card`` counts from the top (2: the one beneath)."""
    state, _ = triggered("lay", 10)
    moves = TARNARIS.legal_moves(state, 1)
    assert {"kind": "peek", "slot": 4, "card": 2} in moves
    assert {"kind": "peek", "slot": 5, "card": 2} not in moves  # one card only
    state, events = play(state, 1, {"kind": "peek", "slot": 2, "card": 2})
    assert events == [{"kind": "peeked", "seat": 1, "slot": 2, "card": 2}]
    assert field_view(state, 1, 1, 2) == [{"crest": 1, "number": 6}, {"crest": 1}]
    for observer in [None, 0, 2]:
        assert field_view(state, observer, 1, 2) == [{"crest": 1}, {"crest": 1}]


def test_sf10_a_peeked_card_shows_until_the_end_of_the_holders_next_turn() -> None:
    """SF10 (updated): seat 2 peeks during seat 1's turn; it still sees the card through its
    own next turn, and at that turn's end the card is face down in its view too."""
    state, _ = triggered("lay", 10)
    state, _ = play(state, 2, {"kind": "peek", "slot": 3, "card": 2})
    assert field_view(state, 2, 2, 3)[1] == {"crest": 2, "number": 9}
    state, _ = play(state, 1, {"kind": "reveal", "slot": 5})
    state, _ = play(state, 1, {"kind": "done"})
    assert state.active == 2 and field_view(state, 2, 2, 3)[1]["number"] == 9
    state, _ = play(state, 2, {"kind": "reveal", "slot": 2})
    state, events = play(state, 2, {"kind": "done"})
    assert "turn_ended" in kinds(events)
    assert field_view(state, 2, 2, 3) == [{"crest": 2}, {"crest": 2}, {"crest": 2}]
    assert state.known[2] == frozenset()


def test_sf10_a_state_stored_before_the_limit_still_decodes_as_edition_1() -> None:
    """Format 1 (no ``seen``, no ``edition``) was written by edition 1, whose peeked cards
    stay shown: it decodes as such and goes on by those rules; format 2 round-trips."""
    state, _ = triggered("lay", 10)
    state, _ = play(state, 1, {"kind": "peek", "slot": 6})
    data = TARNARIS.encode_state(state)
    assert data["format"] == 2 and data["edition"] == 2
    assert TARNARIS.encode_state(TARNARIS.decode_state(data)) == data
    old = {key: value for key, value in data.items() if key not in ("seen", "edition")}
    old["format"] = 1
    decoded = TARNARIS.decode_state(old)
    assert decoded.edition == 1 and decoded.known == state.known
    for seat in (1, 2, 0, 1):
        decoded, _ = play(decoded, seat, {"kind": "reveal", "slot": 2})
        decoded, _ = play(decoded, seat, {"kind": "done"})
    assert field_view(decoded, 1, 1, 6)[-1] == {"crest": 1, "number": 8}


def test_w2_edition_1_games_run_on_as_they_did() -> None:
    """A game played by edition 1 (stored before W2) replays by its rules: no dead-position
    end, so its logged moves after the resignation still apply."""
    board = [{1: [5], 2: [6]}, {1: [6]}, {1: [4], 2: [4]}]
    state = build(board, piles=[[1, 2, 3]], options={"edition": 1})
    state, events = play(state, 2, RESIGN)
    assert kinds(events) == ["resigned"] and TARNARIS.outcome(state) is None


def test_sf7_a_stack_may_be_swapped_onto_an_empty_position() -> None:
    """SF7 (Decision): an empty slot position counts as a slot."""
    state, chooser = triggered("lay", 7)
    assert state.fields[1][9] == []
    move = {"kind": "sf7", "slot": 2, "player": 1, "their_slot": 10}
    assert move in TARNARIS.legal_moves(state, chooser)
    own = state.fields[chooser][1]
    state, _ = play(state, chooser, move)
    assert state.fields[1][9] == own and state.fields[chooser][1] == []
