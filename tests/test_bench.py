"""``python -m bench [PREFIX]``: one JSON object per line, ``{"name", "value", "unit"}``.

Only the format and the prefix filter are tested (the cheapest figure is run); the figures
themselves are measurements, never test assertions.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
from pathlib import Path

import pytest

from bench.__main__ import main

BENCH = Path(__file__).resolve().parent.parent / "bench"


def test_every_benchmark_module_names_its_figures_under_its_own_prefix() -> None:
    modules = [m.name for m in pkgutil.iter_modules([str(BENCH)]) if not m.name.startswith("_")]
    assert sorted(modules) == [
        "ai",
        "league",
        "load",
        "render",
        "scheduler",
        "start",
        "store",
        "tarnaris",
        "triominos",
        "tsuro",
        "web",
    ]
    for name in modules:
        figures = importlib.import_module(f"bench.{name}").FIGURES
        assert figures, name
        for names, function in figures:
            assert callable(function)
            assert names and all(n.startswith(f"{name}.") for n in names), (name, names)


def test_a_prefix_prints_only_its_figures_as_json_lines(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["bench", "tsuro."]) == 0
    lines = capsys.readouterr().out.splitlines()
    figures = [json.loads(line) for line in lines]
    assert [f["name"] for f in figures] == ["tsuro.random_games_per_s"]
    assert set(figures[0]) == {"name", "value", "unit"}
    assert figures[0]["value"] > 0 and figures[0]["unit"] == "games/s"
    assert main(["bench", "no-such-figure"]) == 0
    assert capsys.readouterr().out == ""
