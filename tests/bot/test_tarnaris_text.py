"""Woods of Tarnaris' words without a bot: every refusal the engine can give a player is worded
(naming seats, never numbering them), and every public event is described in a sentence."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cogs.kit.adapter import adapter_for
from cogs.kit.text import MESSAGES, explain
from cogs.tarnaris.text import MESSAGES as TARNARIS_MESSAGES
from engine.core import IllegalMoveError
from engine.rng import Rng
from engine.tarnaris import TARNARIS
from tests.positions import game_info

ROOT = Path(__file__).resolve().parents[2]
RAISED = re.compile(r"Error\(\s*\"([a-z_]+)\"")
#: Codes no player can meet: the store gives the engine valid seats only.
INTERNAL = {"bad_seat"}
#: Events the turn line or another event's sentence already says.
SILENT = {"turn_ended", "won"}


def engine_codes() -> set[str]:
    codes = set()
    for path in (ROOT / "engine" / "tarnaris").rglob("*.py"):
        codes |= set(RAISED.findall(path.read_text()))
    return codes - INTERNAL


@pytest.mark.parametrize("code", sorted(engine_codes()))
def test_every_tarnaris_refusal_has_wording(code: str) -> None:
    assert code in TARNARIS_MESSAGES or code in MESSAGES


NAMES = ["alice", "bob", "carol", "dave"]


def test_a_pending_choice_names_who_chooses() -> None:
    """SF0/D1: a claim while a choice is open says whose choice everyone waits for."""
    error = IllegalMoveError("choice_pending", type="sf3", seat=2)
    text = explain(error, names=["alice", "bob", "carol"], game="tarnaris")
    assert "carol" in text and "2" not in text


def test_every_public_event_is_a_sentence() -> None:
    """Random games with claims and special functions: each event gets its own sentence (not
    the generic fallback), and the silent ones none."""
    adapter = adapter_for("tarnaris")
    kinds: set[str] = set()
    for seed in range(6):
        players = 2 + seed % 3
        state = TARNARIS.setup(players, {"giver_chooses": seed % 2 == 0}, seed)
        rng = Rng(seed)
        game = game_info(TARNARIS, state, NAMES[:players])
        while TARNARIS.outcome(state) is None:
            seat, move = TARNARIS.random_action(state, rng)
            for event in TARNARIS.apply(state, seat, move).events:
                kinds.add(event["kind"])
                line = adapter.describe_event(game, event)
                if event["kind"] in SILENT:
                    assert line is None
                    continue
                generic = f": {event['kind'].replace('_', ' ')}."
                assert line and line.endswith(".") and not line.endswith(generic), line
            state = TARNARIS.apply(state, seat, move).state
    assert {"revealed", "laid", "claim_right", "claim_wrong", "passed", "mixed", "swapped"} <= kinds


def test_the_rules_say_how_to_play_in_discord() -> None:
    """``/game rules name:tarnaris``: after the summary, the buttons and typed commands of a
    turn (T1–T3) and of "I know it!" (K1), as the other games' rules say theirs."""
    text = adapter_for("tarnaris").rules_text
    for command in ("/tarnaris reveal", "/tarnaris lay", "/tarnaris done", "/tarnaris claim"):
        assert command in text
    assert "I know it!" in text.split("Play:")[1] and len(text) <= 2000


def test_status_does_not_count_a_resigned_players_field_as_emptied() -> None:
    """``/game status`` after bob resigned: "bob resigned", not "bob 0" (which reads as W1)."""
    state = TARNARIS.setup(3, {"giver_chooses": False}, 1)
    state = TARNARIS.apply(state, 1, {"kind": "resign"}).state
    lines = adapter_for("tarnaris").status_lines(game_info(TARNARIS, state, NAMES[:3]))
    assert "Cards left in each field: alice 20, bob resigned, carol 20." in lines
