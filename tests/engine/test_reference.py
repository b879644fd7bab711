"""The reference opponents of issue 27 (``tests/reference/<game>.py``): legal moves from the
seat's view only, written apart from the levels, and seated in the arena with ``--player``."""

from __future__ import annotations

import ast
import importlib
import json
from pathlib import Path

import pytest

from engine import ai, arena
from engine.registry import get_game
from engine.rng import derive
from engine.simulate import main as simulate

FOLDER = Path(__file__).parents[1] / "reference"
REFERENCES = sorted(p.stem for p in FOLDER.glob("*.py") if p.stem != "__init__")


def test_every_reference_module_names_a_game() -> None:
    assert "tarnaris" in REFERENCES
    for name in REFERENCES:
        get_game(name)


@pytest.mark.parametrize("name", REFERENCES)
def test_a_reference_player_never_reads_the_levels_code(name: str) -> None:
    """Issue 27: it must not call ``engine/<game>/ai.py`` (nor ``engine.ai``'s levels)."""
    tree = ast.parse((FOLDER / f"{name}.py").read_text())
    imported = {
        node.module if isinstance(node, ast.ImportFrom) else alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    }
    assert not {m for m in imported if m and (m.endswith(".ai") or m == "engine.ai")}
    assert "engine" not in {
        node.module
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and any(a.name == "ai" for a in node.names)
    }


@pytest.mark.parametrize("name", REFERENCES)
def test_a_reference_player_moves_legally_from_its_view_alone(name: str) -> None:
    """Same view, seed and memory → same move, whatever is re-dealt that the seat cannot see;
    every move legal; a seeded game ends."""
    game = get_game(name)
    computer = importlib.import_module(f"tests.reference.{name}").PLAYER
    players = 3
    state = game.setup(players, {}, 4)
    memories = [ai.new_memory(game, players, s, computer) for s in range(players)]
    for ply in range(arena.MAX_ACTIONS):
        if game.outcome(state) is not None:
            break
        seat = sorted(game.waiting_for(state))[0]
        move = ai.choose_move(game, state, seat, "easy", ply, memories[seat], computer)
        assert move in game.legal_moves(state, seat)
        if ply % 7 == 0:
            redealt = game.conceal(state, seat, derive(ply, "other deal"))
            again = ai.choose_move(game, redealt, seat, "easy", ply, memories[seat], computer)
            assert again == move
        applied = game.apply(state, seat, move)
        state = applied.state
        for memory in memories:
            ai.observe(game, memory, state, seat, move, applied.events, computer)
    assert game.outcome(state) is not None


def test_the_arena_seats_a_reference_player_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    """``--player ref=tests.reference.tarnaris`` seats it wherever ``--seats`` says ``ref``;
    it beats three ``easy`` seats (which claim only what they peeked) in most seeded games."""
    argv = ["engine.simulate", "tarnaris", "--seats", "ref,easy,easy,easy", "--games", "8"]
    argv += ["--player", "ref=tests.reference.tarnaris", "--seed", "3", "--json"]
    assert simulate(argv) == 0
    result = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert result["seats"] == ["ref", "easy", "easy", "easy"]
    assert result["win_rate"][0] >= 0.75
