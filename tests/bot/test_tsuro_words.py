"""Tsuro's public words without a bot (issue 17): every event of whole random games is a
sentence in each language, made in the language being spoken (the kit speaks the game's
language around public texts), with Russian plural forms and no catalogue key left over."""

from __future__ import annotations

import pytest

import i18n
from cogs.kit.adapter import adapter_for
from db.records import GameInfo
from engine.registry import get_game
from engine.rng import Rng
from tests.positions import game_info

TSURO = get_game("tsuro")
NAMES = ["alice", "bob", "carol", "dave"]


def played(seed: int, players: int) -> list[tuple[GameInfo, list]]:
    """Each move's events of a random game, with the game after the move."""
    state = TSURO.setup(players, TSURO.normalize_options({}), seed)
    rng = Rng(seed)
    moves = []
    while TSURO.outcome(state) is None:
        seat, move = TSURO.random_action(state, rng)
        result = TSURO.apply(state, seat, move)
        state = result.state
        moves.append((game_info(TSURO, state, NAMES[:players]), result.events))
    return moves


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_public_line_is_a_sentence_in_the_language_spoken(language: str) -> None:
    adapter = adapter_for("tsuro")
    for seed in range(4):
        for game, events in played(seed, 2 + seed % 3):
            with i18n.speaking(language):
                lines = [*adapter.describe_events(game, events), adapter.turn_line(game)]
                lines += adapter.status_lines(game)
            with i18n.speaking("en"):
                english = adapter.describe_events(game, events)
            for line in lines:
                assert line.strip() and "tsuro-" not in line and "{" not in line, line
            if language != "en":
                assert not set(english) & set(lines[: len(english)]), (language, lines)


def test_russian_counts_and_the_end_of_a_game() -> None:
    """Russian plural forms of the tiles a marker crossed; the game-over line in French."""
    adapter = adapter_for("tsuro")
    moves = played(3, 3)
    game, _events = moves[-1]
    with i18n.speaking("fr"):
        assert adapter.turn_line(game).startswith("Partie terminée\u00a0: **")
    crossed = {
        len(e["trail"]): (game, e)
        for game, events in moves
        for e in events
        if e["kind"] == "moved" and not e["to"]["notch"]
    }
    assert {1, 2} <= set(crossed), sorted(crossed)
    with i18n.speaking("ru"):
        assert " проходит 1 плитку и " in adapter.describe_event(*crossed[1])
        assert " проходит 2 плитки и " in adapter.describe_event(*crossed[2])
        many = [n for n in crossed if n % 10 >= 5 or 11 <= n % 100 <= 14]
        for n in many:
            assert f" проходит {n} плиток и " in adapter.describe_event(*crossed[n])
