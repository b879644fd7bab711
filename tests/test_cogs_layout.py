"""Issue 14: ``cogs/`` is a kit, two features and one package per game, with one-way imports.

The figures come from :mod:`tests.cogs_measure` (``python -m tests.cogs_measure`` prints them).
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.cogs_measure import (
    GAMES,
    ROOT,
    dynamic_item_classes,
    graph,
    imports_in_functions,
    in_cycles,
    load_paths,
    longest_function,
    modules,
)


def test_cogs_has_no_import_cycle() -> None:
    assert in_cycles(graph()) == set()


def test_the_cycle_check_sees_a_cycle() -> None:
    assert in_cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == {"a", "b", "c"}


def test_no_import_inside_a_function() -> None:
    # ruff's PLC0415 (import-outside-top-level) says the same for the whole project.
    assert imports_in_functions() == []


def test_one_component_family_and_one_load_path() -> None:
    assert dynamic_item_classes() == ["cogs.kit.components.GameComponent"]
    assert load_paths() == ["cogs.kit.components.press"]


def imported_names(path: Path) -> set[str]:
    """The modules ``path`` imports and their parents (``engine.tsuro.game`` gives
    ``engine`` and ``engine.tsuro`` too)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        found = []
        if isinstance(node, ast.Import):
            found = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        for name in found:
            parts = name.split(".")
            names.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))
    return names


def allowed(module: str) -> tuple[str, ...]:
    """The ``cogs`` packages ``module`` may import."""
    package = module.split(".")[1] if "." in module else ""
    if package == "kit":
        return ("cogs.kit",)
    return ("cogs.kit", f"cogs.{package}")


def test_dependencies_point_one_way() -> None:
    """kit imports no other cogs module; game and notify import kit only; a game's package
    imports kit, and of engine/ and render/ nothing of another game."""
    crossings = {}
    edges = graph()
    for module, targets in edges.items():
        if module == "cogs":
            continue  # the package lists the extensions
        bad = [t for t in targets if not t.startswith(allowed(module))]
        if bad:
            crossings[module] = bad
    assert crossings == {}
    for module, path in modules().items():
        if module == "cogs":
            continue
        own = module.split(".")[1]
        names = imported_names(path)
        for game in GAMES:
            if game != own:
                assert not {f"engine.{game}", f"render.{game}"} & names, (module, game)


def test_game_and_notify_meet_through_the_bot() -> None:
    notify = [m for m in modules() if m.startswith("cogs.notify")]
    game = [m for m in modules() if m.startswith("cogs.game")]
    edges = graph()
    assert not any(t.startswith("cogs.notify") for m in game for t in edges[m])
    assert not any(t.startswith("cogs.game") for m in notify for t in edges[m])


def test_the_layout_is_the_target_one() -> None:
    packages = {p.name for p in (ROOT / "cogs").iterdir() if (p / "__init__.py").exists()}
    assert packages == {"kit", "game", "notify", "records", "welcome", "table", "league", *GAMES}
    for game in GAMES:
        files = {p.name for p in (ROOT / "cogs" / game).glob("*.py")}
        assert {"__init__.py", "adapter.py", "commands.py", "pickers.py"} <= files


def game_names_in(path: Path) -> list[str]:
    """String literals (not docstrings) and names in ``path`` that name a game."""
    tree = ast.parse(path.read_text())
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value if id(node) not in docstrings else ""
        elif isinstance(node, ast.ImportFrom):
            text = node.module or ""
        elif isinstance(node, ast.Name | ast.alias | ast.Attribute):
            text = ast.unparse(node) if not isinstance(node, ast.alias) else node.name
        else:
            continue
        found += [f"{node.lineno}: {game}" for game in GAMES if game in text.lower()]
    return found


def test_nothing_outside_a_game_names_it() -> None:
    """kit, game and notify take the list of games from the registry and their wording from
    each game's plug-in (issue 14)."""
    shared = [m for m in modules() if not m.startswith(tuple(f"cogs.{g}" for g in GAMES))]
    found = {m: game_names_in(modules()[m]) for m in shared}
    assert {m: names for m, names in found.items() if names} == {}


def test_shared_modules_outside_cogs_name_no_game() -> None:
    """The replay takes each game's frame renderer from its adapter and the scheduler its
    "let the turn pass" moves (issue 14): neither, nor the store or bot.py, names a game."""
    shared = ["render/replay.py", "render/common.py", "db/scheduler.py", "db/store.py", "bot.py"]
    found = {path: game_names_in(ROOT / path) for path in shared}
    assert {path: names for path, names in found.items() if names} == {}


def test_no_function_of_cogs_is_long() -> None:
    length, where = longest_function()
    assert length < 60, where


def test_the_name_check_sees_a_game(tmp_path: Path) -> None:
    source = tmp_path / "x.py"
    source.write_text(
        '"""Tsuro is fine in a docstring."""\nfrom cogs.tsuro import X\nY = "tarnaris"\n'
    )
    assert game_names_in(source) == ["2: tsuro", "3: tarnaris"]
