"""One contract, every registered game: seeded random play checks what engine/core.py promises."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.core import RESIGN, EngineError, Game, Outcome
from engine.registry import all_games, get_game
from engine.rng import Rng, derive

# A random game longer than this is reported as one that does not end.
MAX_PLIES = 5000
# Expensive checks (every observer's concealment, the whole move space) run every few plies.
DEEP_EVERY = 7

GAMES = sorted(all_games().items())


def canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def seat_counts(game: Game) -> list[int]:
    return sorted({game.min_players, (game.min_players + game.max_players) // 2, game.max_players})


def check_rejection(game: Game, state: Any, seat: int, rng: Rng) -> None:
    legal = {canonical(m) for m in game.legal_moves(state, seat)}
    space = game.move_space(state, seat)
    sample = space if len(space) <= 40 else [space[rng.randbelow(len(space))] for _ in range(40)]
    before = canonical(game.encode_state(state))
    for move in sample:
        try:
            game.apply(state, seat, move)
        except EngineError:
            accepted = False
        else:
            accepted = True
        assert accepted == (canonical(move) in legal), (seat, move)
    assert canonical(game.encode_state(state)) == before, "apply mutated its input"


def check_views(game: Game, state: Any, players: int, rng: Rng) -> None:
    for observer in [None, *range(players)]:
        seen = canonical(game.view(state, observer))
        for _ in range(2):
            other = game.conceal(state, observer, rng)
            assert canonical(game.view(other, observer)) == seen, observer


def play_random_game(game: Game, players: int, seed: int) -> None:
    state = game.setup(players, {}, seed)
    rng = derive(seed, "conformance", game.name)
    log: list[tuple[int, dict]] = []
    for ply in range(MAX_PLIES):
        outcome = game.outcome(state)
        acting = game.to_act(state)
        for seat in range(players):
            assert bool(game.legal_moves(state, seat)) == (seat in acting), (ply, seat)
        if outcome is not None:
            assert acting == frozenset() == game.waiting_for(state)
            break
        assert acting, f"nobody can act at ply {ply} but the game is not over"
        waiting = game.waiting_for(state)
        assert waiting and waiting <= acting, (ply, waiting, acting)
        encoded = game.encode_state(state)
        assert encoded["format"] == game.state_format
        assert canonical(game.encode_state(game.decode_state(json.loads(json.dumps(encoded))))) == (
            canonical(encoded)
        )
        if ply % DEEP_EVERY == 0:
            for seat in range(players):
                check_rejection(game, state, seat, rng)
            check_views(game, state, players, rng)
        seat, move = game.random_action(state, rng)
        assert canonical(move) in {canonical(m) for m in game.legal_moves(state, seat)}
        move = game.decode_move(json.loads(json.dumps(move)))
        logged = json.loads(json.dumps(game.encode_move(move)))
        assert logged["format"] == game.move_format and game.decode_move(logged) == move
        applied = game.apply(state, seat, move)
        for event in applied.events:
            assert isinstance(event, dict) and isinstance(event.get("kind"), str)
            json.dumps(event)
        log.append((seat, move))
        state = applied.state
    else:
        pytest.fail(f"{game.name} with {players} players did not end in {MAX_PLIES} plies")

    outcome = game.outcome(state)
    assert isinstance(outcome, Outcome)
    assert outcome.winners <= frozenset(range(players))
    assert Outcome.from_json(json.loads(json.dumps(outcome.to_json()))) == outcome
    replayed = game.replay(players, {}, seed, log)
    assert canonical(game.encode_state(replayed)) == canonical(game.encode_state(state))
    check_views(game, state, players, rng)


@pytest.mark.parametrize(("name", "game"), GAMES, ids=[name for name, _ in GAMES])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_play_keeps_the_contract(name: str, game: Game, seed: int) -> None:
    assert game.name == name
    for players in seat_counts(game):
        play_random_game(game, players, seed * 1000 + players)


@pytest.mark.parametrize(("name", "game"), GAMES, ids=[name for name, _ in GAMES])
def test_bad_setup_is_refused_with_a_code(name: str, game: Game) -> None:
    with pytest.raises(EngineError) as too_few:
        game.setup(game.min_players - 1, {}, 1)
    assert too_few.value.code == "player_count"
    with pytest.raises(EngineError) as unknown:
        game.setup(game.min_players, {"no_such_option": True}, 1)
    assert unknown.value.code == "unknown_option"
    with pytest.raises(EngineError) as fmt:
        game.decode_state({"format": -1})
    assert fmt.value.code == "state_format"
    with pytest.raises(EngineError) as move_fmt:
        game.decode_move({"kind": "resign", "format": -1})
    assert move_fmt.value.code == "move_shape"
    assert move_fmt.value.data == {"format": -1, "expected": game.move_format}


@pytest.mark.parametrize(("name", "game"), GAMES, ids=[name for name, _ in GAMES])
def test_resignations_end_the_game(name: str, game: Game) -> None:
    players = game.max_players
    state = game.setup(players, {}, 7)
    rng = derive(7, "resign", name)
    for _ in range(10):
        if game.outcome(state) is not None:
            break
        state = game.apply(state, *game.random_action(state, rng)).state
    resigned: list[int] = []
    for seat in range(players):
        if game.outcome(state) is not None:
            break
        applied = game.apply(state, seat, RESIGN)
        assert any(event["kind"] == "resigned" for event in applied.events)
        state = applied.state
        resigned.append(seat)
        assert seat not in game.to_act(state)
        with pytest.raises(EngineError):
            game.apply(state, seat, RESIGN)
    outcome = game.outcome(state)
    assert outcome is not None
    assert not outcome.winners & set(resigned)


def test_the_three_games_are_registered_under_their_names() -> None:
    """So the conformance test runs each of them (issues 2-4); an unknown name is a coded error."""
    assert [name for name, _ in GAMES] == ["tarnaris", "triominos", "tsuro"]
    assert all(get_game(name) is game for name, game in GAMES)
    with pytest.raises(EngineError) as unknown:
        get_game("chess")
    assert unknown.value.code == "unknown_game"
    assert unknown.value.data == {"name": "chess", "known": ["tarnaris", "triominos", "tsuro"]}


@pytest.mark.parametrize(("name", "game"), GAMES, ids=[name for name, _ in GAMES])
def test_random_position_stops_when_asked_or_just_before_the_end(name: str, game: Game) -> None:
    seen: list[int] = []

    def after_three(state: Any, plies: int) -> bool:
        seen.append(plies)
        return plies >= 3

    early = game.random_position(game.min_players, 5, "test", after_three)
    assert seen == [0, 1, 2, 3] and game.outcome(early) is None
    last = game.random_position(game.min_players, 5, "test", lambda _, __: False)
    assert game.outcome(last) is None
    assert canonical(game.encode_state(last)) != canonical(game.encode_state(early))
