"""Winning (W1), resigning, determinism (E1), who may act (E2) and hidden information (E3)."""

from __future__ import annotations

import json

import pytest

from engine.core import RESIGN, Event, IllegalMoveError, Outcome
from engine.rng import derive
from engine.tarnaris import TARNARIS, TarnarisState
from engine.tarnaris.simulate import main
from engine.tarnaris.state import crest, number
from tests.engine.tarnaris.position import build, card_faces, kinds, play

# Events that turn a card face up for everybody: the only ones that may show a number.
TURNED_UP = {"revealed", "pile_started", "laid", "claim_right", "claim_wrong"}


def test_w1_laying_ones_last_card_in_a_regular_turn_wins_at_once() -> None:
    state = build([{1: [9]}, {1: [2]}, {1: [4]}], piles=[[1, 2, 3, 4, 5, 6, 7, 8]])
    state, _ = play(state, 0, {"kind": "reveal", "slot": 1})
    state, events = play(state, 0, {"kind": "lay", "card": 1, "pile": 1})
    assert events[-1] == {"kind": "won", "seats": [0], "reason": "emptied_field"}
    assert TARNARIS.outcome(state) == Outcome(frozenset({0}), "emptied_field")
    assert TARNARIS.to_act(state) == frozenset()
    assert all(TARNARIS.legal_moves(state, seat) == [] for seat in range(3))
    with pytest.raises(IllegalMoveError) as over:
        play(state, 1, {"kind": "claim", "slot": 1, "pile": 1, "number": 10})
    assert over.value.code == "game_over"


def test_w1_a_claim_outside_ones_turn_wins_at_once() -> None:
    state = build([{1: [9]}, {1: [2]}, {4: [6]}], piles=[[1, 2, 3, 4, 5]])
    state, events = play(state, 2, {"kind": "claim", "slot": 4, "pile": 1, "number": 6})
    assert kinds(events) == ["claimed", "claim_right", "won"]
    assert TARNARIS.outcome(state) == Outcome(frozenset({2}), "emptied_field")


def test_w1_a_card_waiting_in_the_tray_still_counts() -> None:
    state = build([{1: [3], 2: [8]}, {1: [2]}, {1: [4]}], piles=[[1, 2]])
    state, _ = play(state, 0, {"kind": "reveal", "slot": 1})
    state, _ = play(state, 0, {"kind": "lay", "card": 1, "pile": 1})
    state, _ = play(state, 0, {"kind": "sf3", "slot": 2, "player": 1})
    # Passing its last field card empties seat 0's field: it wins at once (D9).
    assert TARNARIS.outcome(state) == Outcome(frozenset({0}), "emptied_field")
    waiting = build([{1: [3], 2: [8]}, {1: [2]}, {1: [4]}], piles=[[1, 2]])
    waiting.fields[1] = [[] for _ in range(10)]
    waiting.trays[1] = [20 + 5]
    waiting, _ = play(waiting, 0, {"kind": "reveal", "slot": 2})
    assert TARNARIS.outcome(waiting) is None  # seat 1's field is empty, but its tray is not
    waiting, _ = play(waiting, 1, {"kind": "place_passed", "slot": 4})
    assert TARNARIS.outcome(waiting) is None


def test_w1_not_while_revealed_cards_are_still_to_return() -> None:
    state = build([{1: [4, 6]}, {1: [2]}], piles=[[1]])
    state, _ = play(state, 0, {"kind": "reveal", "slot": 1})
    assert TARNARIS.outcome(state) is None
    state, _ = play(state, 0, {"kind": "done"})
    assert TARNARIS.outcome(state) is None


def test_resigning_players_cards_leave_and_the_turn_skips_them() -> None:
    """D10 (resign), T4, W1: the leaver's cards leave the game, their turn is skipped, an empty
    field after resigning is no win, and the last seat playing wins."""
    state = build([{1: [4]}, {1: [2], 2: [8]}, {1: [6]}], piles=[[1, 2, 3]])
    state, events = play(state, 1, RESIGN)
    assert events == [{"kind": "resigned", "seat": 1}]
    assert state.fields[1] == [[] for _ in range(10)] and 1 not in TARNARIS.to_act(state)
    assert TARNARIS.outcome(state) is None  # an empty field after resigning is no win
    state, _ = play(state, 0, {"kind": "reveal", "slot": 1})
    state, _ = play(state, 0, {"kind": "done"})
    assert state.active == 2
    state, events = play(state, 2, RESIGN)  # the active player leaves: the turn passes
    assert kinds(events) == ["resigned", "won"]
    assert TARNARIS.outcome(state) == Outcome(frozenset({0}), "resignations")


def test_resigning_active_player_passes_the_turn_and_their_open_choice_ends() -> None:
    """D10 (resign), SF5: the active player's open choice ends (mixed cards go back) and the
    turn passes."""
    state = build([{1: [5], 2: [8]}, {1: [4], 2: [6]}, {1: [2]}], piles=[[1, 2, 3, 4]])
    state, _ = play(state, 0, {"kind": "reveal", "slot": 1})
    state, _ = play(state, 0, {"kind": "lay", "card": 1, "pile": 1})
    state, _ = play(state, 0, {"kind": "sf5", "player": 1, "slots": [1, 2]})
    state, events = play(state, 0, RESIGN)
    assert kinds(events) == ["resigned", "turn"] and state.active == 1
    assert state.pending is None
    assert [len(slot) for slot in state.fields[1][:2]] == [1, 1]  # the mixed cards went back


def test_e2_each_seat_gets_its_own_moves_and_a_code_for_others() -> None:
    state = build([{1: [4]}, {1: [2]}, {1: [6]}], piles=[[1, 2, 3]])
    state.peeks[2].append(state.turn)
    assert [TARNARIS.legal_moves(state, seat)[0]["kind"] for seat in range(3)] == [
        "reveal",
        "claim",
        "claim",
    ]
    assert {"kind": "peek", "slot": 1} in TARNARIS.legal_moves(state, 2)
    with pytest.raises(IllegalMoveError) as turn:
        play(state, 1, {"kind": "reveal", "slot": 1})
    assert (turn.value.code, turn.value.data) == ("not_your_turn", {"active": 0})
    with pytest.raises(IllegalMoveError) as peek:
        play(state, 1, {"kind": "peek", "slot": 1})
    assert peek.value.code == "no_peek"


def check_view(state: TarnarisState, observer: int | None) -> None:
    """E3: a face-down number shows only to its owner, and only a card they peeked at."""
    view = TARNARIS.view(state, observer)
    known = state.known[observer] if observer is not None else frozenset()
    for seat, field in enumerate(state.fields):
        for slot, cards in enumerate(field):
            shown = view["fields"][seat][slot]
            assert [face["crest"] for face in shown] == [crest(card) for card in cards]
            for card, face in zip(cards, shown, strict=True):
                if card in known:
                    assert seat == observer and face["number"] == number(card)
                else:
                    assert "number" not in face
    for hidden in ("trays", "chain", "pending"):
        assert '"number"' not in json.dumps(view[hidden])
    public = sum(len(pile) for pile in state.piles) + len(state.revealed)
    assert json.dumps(view).count('"number"') == public + len(known)


def check_events(before: TarnarisState, after: TarnarisState, events: list[Event]) -> None:
    """E3: events show numbers only of cards turned face up by that very action."""
    for event in events:
        faces = card_faces(event)
        if event["kind"] not in TURNED_UP:
            assert faces == [], event
        elif event["kind"] == "revealed":
            slot = before.fields[event["seat"]][event["slot"] - 1]
            assert faces == [{"crest": crest(c), "number": number(c)} for c in slot]
        elif event["kind"] == "claim_wrong":
            slot = after.fields[event["seat"]][event["slot"] - 1]
            assert faces[0] in [{"crest": crest(c), "number": number(c)} for c in slot]
        else:
            pile = after.piles[event["pile"] - 1]
            assert faces[0] in [{"crest": crest(c), "number": number(c)} for c in pile]


def count_cards(state: TarnarisState) -> int:
    cards = sum(len(s) for f in state.fields for s in f) + sum(map(len, state.trays))
    cards += sum(map(len, state.piles)) + len(state.revealed)
    cards += len(state.chain["cards"]) if state.chain else 0
    pending = state.pending
    return cards + (len(pending["cards"]) if pending and "cards" in pending else 0)


@pytest.mark.parametrize("batch", range(3))
def test_e3_random_games_never_show_a_face_down_number(batch: int) -> None:
    """Thousands of random games (claims, chains of specials, peeks, penalties both ways)."""
    for index in range(500):
        seed = batch * 500 + index
        players = 2 + seed % 3
        state = TARNARIS.setup(players, {"giver_chooses": seed % 2 == 1}, seed)
        rng = derive(seed, "secrets")
        for ply in range(5000):
            if TARNARIS.outcome(state) is not None:
                break
            seat, move = TARNARIS.random_action(state, rng)
            applied = TARNARIS.apply(state, seat, move)
            check_events(state, applied.state, applied.events)
            state = applied.state
            if (ply + seed) % 20 == 0:
                assert count_cards(state) == 20 * players  # no card appears or vanishes
                for observer in [None, *range(players)]:
                    check_view(state, observer)
        else:
            pytest.fail(f"game {seed} did not end")


def test_e1_a_game_with_the_givers_choice_replays_from_its_log() -> None:
    options = {"giver_chooses": True}
    state = TARNARIS.setup(4, options, 77)
    rng = derive(77, "replay")
    log = []
    while TARNARIS.outcome(state) is None:
        seat, move = TARNARIS.random_action(state, rng)
        log.append((seat, move))
        state = TARNARIS.apply(state, seat, move).state
    assert any(move["kind"] == "give" for _, move in log)
    replayed = TARNARIS.replay(4, options, 77, log)
    assert TARNARIS.encode_state(replayed) == TARNARIS.encode_state(state)


def test_simulate_prints_the_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--players", "3", "--games", "5", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "games: 5 (3 players" in out
    assert "claims: right" in out and "wins by seat: 0:" in out and "actions per second" in out
    assert "unfinished: 0" in out
