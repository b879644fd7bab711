"""The simulation command (``python -m engine.simulate tsuro``)."""

from __future__ import annotations

import pytest

from engine.simulate import main as simulate_main
from engine.tsuro.simulate import play


def test_play_summarises_random_games() -> None:
    summary = play(4, 20, 3)
    assert summary.games == 20
    assert 0 < summary.mean_placements <= 35
    # Every game has at least one winner; shared wins count once per game.
    assert sum(summary.wins.values()) >= 20
    assert sum(summary.reasons.values()) == 20
    assert summary.events["game_over"] == 20
    assert summary.events["placed"] == summary.placements
    assert summary.games_per_second > 0
    assert play(4, 20, 3).wins == summary.wins, "seeded, so the same games again"


def test_simulate_command_prints_the_summary(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["x", "tsuro", "--players", "8", "--games", "5", "--seed", "1"]
    assert simulate_main(argv) == 0
    out = capsys.readouterr().out
    for words in ("5 random games, 8 players", "mean placements", "wins by seat", "shared wins",
                  "dragon taken", "games/s"):  # fmt: skip
        assert words in out
