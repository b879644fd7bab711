"""``python -m engine.simulate triominos`` and the benchmark built on it."""

from __future__ import annotations

import pytest

from bench.triominos import FIGURES
from engine.simulate import main as simulate
from engine.triominos.simulate import play


def test_simulate_prints_a_summary_and_rounds_per_second(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert simulate(["engine.simulate", "triominos", "--players", "2", "--rounds", "5"]) == 0
    out = capsys.readouterr().out
    assert "triominos: 5 rounds" in out
    assert "rounds per second" in out


def test_greedy_self_play_is_deterministic_and_counts_rounds() -> None:
    first = play(3, 4, 7)
    second = play(3, 4, 7)
    assert first.rounds == 4
    assert first.counts == second.counts
    assert first.counts["out"] + first.counts["blocked"] == 4
    assert first.counts["placed"] > 0


def test_bench_names_its_figure() -> None:
    ((names, _),) = FIGURES
    assert names == ["triominos.greedy_rounds_per_s"]
