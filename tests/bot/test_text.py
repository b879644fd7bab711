"""Every refusal a player can meet is worded in cogs.kit.text (one place), in terms of names."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import i18n
from cogs.kit.errors import Rejection
from cogs.kit.text import MESSAGES, explain
from db.errors import GameChangedError, LobbyError
from engine.core import IllegalMoveError

ROOT = Path(__file__).resolve().parents[2]
RAISED = re.compile(r"Error\(\s*\"([a-z_]+)\"")


def codes_raised_in(*folders: str) -> set[str]:
    return {
        code
        for folder in folders
        for path in (ROOT / folder).rglob("*.py")
        for code in RAISED.findall(path.read_text())
    }


#: The league store's refusals are worded by cogs.league itself (``league-refuse-<code>``).
LEAGUE = "league_"
STORE_CODES = codes_raised_in("db") - {"bad_record"}


@pytest.mark.parametrize("code", sorted(c for c in STORE_CODES if not c.startswith(LEAGUE)))
def test_every_store_refusal_has_wording(code: str) -> None:
    """Import errors (``bad_record``) never reach a player through a command."""
    assert code in MESSAGES


@pytest.mark.parametrize("code", sorted(c for c in STORE_CODES if c.startswith(LEAGUE)))
def test_every_league_refusal_has_wording_in_every_language(code: str) -> None:
    key = "league-refuse-" + code.removeprefix(LEAGUE).replace("_", "-")
    assert all(i18n.translate(language, key) is not None for language in i18n.LANGUAGES), key


@pytest.mark.parametrize("code", sorted(RAISED.findall((ROOT / "engine/core.py").read_text())))
def test_every_contract_refusal_has_wording(code: str) -> None:
    assert code in MESSAGES


def test_seats_are_named_not_numbered() -> None:
    error = IllegalMoveError("not_your_turn", seat=1, turn=2)
    text = explain(error, names=["Alice", "Bob", "Carol"], game="tsuro")
    assert "Carol" in text and "2" not in text


def test_the_wrong_and_the_right_are_both_said() -> None:
    full = explain(LobbyError("lobby_full", game_id=3, max_seats=4))
    assert "full (4 seats)" in full and "Start a new one" in full
    changed = explain(GameChangedError("game_changed", game_id=3, expected=4, now=5))
    assert "changed" in changed and "try again" in changed


def test_unknown_codes_and_odd_data_still_get_an_answer() -> None:
    assert "`no_such_code`" in explain(Rejection("no_such_code"))
    # Wording that needs data it did not get falls back instead of raising.
    assert "`lobby_full`" in explain(LobbyError("lobby_full"))
