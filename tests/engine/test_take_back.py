"""Taking moves back (issue 28): which moves may be, and that a take-back restores the position
exactly — state, hidden information, turn, scores and the random draws still to come.

A take-back is itself a move in the log (``engine.core.TAKE_BACK``) carrying the state it
returns to; :meth:`Game.replay` checks that state against its own history."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.core import TAKE_BACK, Game, IllegalMoveError, InvalidMoveError, Move
from engine.registry import all_games, get_game
from engine.rng import derive

GAMES = sorted(all_games().items())


def canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def stored(move: Move) -> Move:
    """A move as the log keeps it: through JSON."""
    return json.loads(json.dumps(move))


def random_log(game: Game, players: int, seed: int, plies: int) -> list[tuple[int, Move]]:
    state = game.setup(players, {}, seed)
    rng = derive(seed, "take-back-test")
    log: list[tuple[int, Move]] = []
    for _ in range(plies):
        if game.outcome(state) is not None:
            break
        seat, move = game.random_action(state, rng)
        state = game.apply(state, seat, move).state
        log.append((seat, move))
    return log


@pytest.mark.parametrize(("name", "game"), GAMES)
def test_a_take_back_restores_the_position_and_replays(name: str, game: Game) -> None:
    """At every position of seeded random games: the take-back of the move just made gives
    back the state before it, byte for byte once encoded, and a replay of the log with the
    take-back in it reaches that state too; every later move plays as it would have."""
    for seed in (1, 2, 3):
        players = game.min_players
        log = random_log(game, players, seed, 40)
        state = game.setup(players, {}, seed)
        for ply, (seat, move) in enumerate(log):
            after = game.apply(state, seat, move).state
            if game.outcome(after) is None:
                undo = stored(game.take_back_move(state, 1))
                applied = game.apply(after, seat, undo)
                assert canonical(game.encode_state(applied.state)) == canonical(
                    game.encode_state(state)
                ), (name, seed, ply)
                assert applied.events == [{"kind": TAKE_BACK, "seat": seat, "plies": 1}]
                # The same move again, after the take-back: the same result (draws, RNG).
                again = game.apply(applied.state, seat, move).state
                assert canonical(game.encode_state(again)) == canonical(game.encode_state(after))
                replayed = game.replay(players, {}, seed, [*log[: ply + 1], (seat, undo)])
                assert canonical(game.encode_state(replayed)) == canonical(game.encode_state(state))
            state = after


@pytest.mark.parametrize(("name", "game"), GAMES)
def test_a_replay_refuses_a_take_back_to_another_state(name: str, game: Game) -> None:
    log = random_log(game, game.min_players, 5, 6)
    start = game.setup(game.min_players, {}, 5)
    forged = stored(game.take_back_move(start, 1))  # the start, but the log is 6 plies long
    with pytest.raises(IllegalMoveError) as raised:
        game.replay(game.min_players, {}, 5, [*log, (log[-1][0], forged)])
    assert raised.value.code == "take_back_state"
    too_far = stored(game.take_back_move(start, len(log) + 1))
    with pytest.raises(IllegalMoveError):
        game.replay(game.min_players, {}, 5, [*log, (log[-1][0], too_far)])
    with pytest.raises(InvalidMoveError):
        game.apply(start, 0, {"kind": TAKE_BACK, "plies": 0, "state": {}})


@pytest.mark.parametrize(("name", "game"), GAMES)
def test_what_a_move_showed_its_mover_is_told_apart_from_what_it_did_not(
    name: str, game: Game
) -> None:
    """The generic rule against the conformance test's own proof of views: a move that
    ``shows_mover_hidden`` says showed nothing leaves the mover's view the same in every
    re-dealt copy of the position; one that showed something does not (checked with other
    re-deals than the rule's own)."""
    seen_both = {True: 0, False: 0}
    for seed in (11, 12):
        players = game.min_players
        state = game.setup(players, {}, seed)
        rng = derive(seed, "take-back-views")
        for _ in range(30):
            if game.outcome(state) is not None:
                break
            seat, move = game.random_action(state, rng)
            showed = game.shows_mover_hidden(state, seat, move)
            seen_both[showed] += 1
            views = set()
            for _ in range(12):
                copy = game.conceal(state, seat, rng)
                try:
                    views.add(canonical(game.view(game.apply(copy, seat, move).state, seat)))
                except IllegalMoveError:
                    views.add("illegal")
            if not showed:
                assert len(views) == 1, (name, move)
            state = game.apply(state, seat, move).state
    start = game.setup(game.min_players, {}, 11)
    if canonical(game.view(start, 0)) != canonical(game.view(start, None)):
        # A game with something hidden (a hand): some moves show it, some do not.
        assert seen_both[True] and seen_both[False], seen_both


def first(game: Game, state: Any, seat: int, kind: str) -> Move:
    return next(m for m in game.legal_moves(state, seat) if m["kind"] == kind)


def test_tsuro_a_placement_that_draws_a_tile_is_not_taken_back_among_people() -> None:
    """E4 draws a tile after every placement: taken back, the mover would keep the knowledge
    of the pile's next tile. Choosing a starting notch (S3) shows nothing."""
    tsuro = get_game("tsuro")
    state = tsuro.setup(3, {}, 7)
    notch = first(tsuro, state, state.turn, "notch")
    assert tsuro.may_take_back(state, state.turn, notch, others_computers=False)
    while tsuro.legal_moves(state, state.turn)[0]["kind"] in ("notch", "random_notch"):
        state = tsuro.apply(state, state.turn, first(tsuro, state, state.turn, "notch")).state
    place = first(tsuro, state, state.turn, "place")
    assert state.pile, "tiles left to draw"
    assert not tsuro.may_take_back(state, state.turn, place, others_computers=False)
    assert tsuro.may_take_back(state, state.turn, place, others_computers=True)


def test_tsuro_a_placement_from_an_empty_pile_may_be_taken_back() -> None:
    """With the pile empty nothing is drawn (E4–D1): the placement shows nothing hidden."""
    tsuro = get_game("tsuro")
    found = None
    for seed in range(1, 40):  # eight players empty the 11-tile pile quickly
        state = tsuro.setup(8, {}, seed)
        rng = derive(seed, "empty-pile")
        while tsuro.outcome(state) is None and (
            state.pile or tsuro.legal_moves(state, state.turn)[0]["kind"] != "place"
        ):
            state = tsuro.apply(state, *tsuro.random_action(state, rng)).state
        if tsuro.outcome(state) is not None:
            continue
        seat = state.turn
        found = next(
            (
                m
                for m in tsuro.legal_moves(state, seat)
                if tsuro.outcome(tsuro.apply(state, seat, m).state) is None
            ),
            None,
        )
        if found is not None:
            break
    assert found is not None
    assert not state.pile
    assert tsuro.may_take_back(state, seat, found, others_computers=False)


def test_triominos_a_draw_is_never_taken_back_among_people_a_placement_is() -> None:
    """D1: a drawn tile goes to the drawer's hand, hidden from the others."""
    triominos = get_game("triominos")
    state = triominos.setup(2, {}, 21)
    rng = derive(21, "triominos-take-back")
    checked = {"place": False, "draw": False}
    for _ in range(60):
        seat = state.turn
        moves = triominos.legal_moves(state, seat)
        for move in moves:
            if move["kind"] in checked and not checked[move["kind"]]:
                after = triominos.apply(state, seat, move).state
                if triominos.outcome(after) is not None or after.round != state.round:
                    continue  # a move that ends the round deals anew (R4): shown, not kept
                people = triominos.may_take_back(state, seat, move, others_computers=False)
                assert people == (move["kind"] == "place"), move
                assert triominos.may_take_back(state, seat, move, others_computers=True)
                checked[move["kind"]] = True
        if all(checked.values()):
            break
        state = triominos.apply(state, *triominos.random_action(state, rng)).state
    assert all(checked.values()), checked


def test_tarnaris_a_reveal_or_a_peek_is_not_taken_back_among_people() -> None:
    """T1 turns a card face up, and a peek shows its value to the peeker: either would be kept
    by a take-back. Ending one's turn shows nothing."""
    tarnaris = get_game("tarnaris")
    state = tarnaris.setup(3, {}, 4)
    seat = next(iter(tarnaris.waiting_for(state)))
    reveal = first(tarnaris, state, seat, "reveal")
    assert not tarnaris.may_take_back(state, seat, reveal, others_computers=False)
    assert tarnaris.may_take_back(state, seat, reveal, others_computers=True)
    rng = derive(4, "tarnaris-take-back")
    kinds: dict[str, bool] = {}
    for _ in range(400):
        if tarnaris.outcome(state) is not None:
            break
        for seat in sorted(tarnaris.to_act(state)):
            for move in tarnaris.legal_moves(state, seat):
                if move["kind"] in ("peek", "done") and move["kind"] not in kinds:
                    kinds[move["kind"]] = tarnaris.may_take_back(
                        state, seat, move, others_computers=False
                    )
        state = tarnaris.apply(state, *tarnaris.random_action(state, rng)).state
    assert kinds.get("peek") is False, kinds
    assert kinds.get("done") is True, kinds


@pytest.mark.parametrize(("name", "game"), GAMES)
def test_a_resignation_a_take_back_or_a_last_move_is_never_taken_back(
    name: str, game: Game
) -> None:
    state = game.setup(game.min_players, {}, 9)
    seat = sorted(game.to_act(state))[0]
    resign = {"kind": "resign"}
    assert not game.may_take_back(state, seat, resign, others_computers=True)
    log = random_log(game, game.min_players, 9, 10_000)
    before = game.replay(game.min_players, {}, 9, log[:-1])
    last_seat, last = log[-1]
    assert game.outcome(game.apply(before, last_seat, last).state) is not None
    assert not game.may_take_back(before, last_seat, last, others_computers=True)
    undo = game.take_back_move(before, 1)
    assert not game.may_take_back(state, seat, undo, others_computers=True)
