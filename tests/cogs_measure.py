"""Figures of issue 14's table, measured on the source of ``cogs/`` (static, by ``ast``).

``python -m tests.cogs_measure`` prints the table; ``tests/test_cogs_layout.py`` checks the
targets. An import edge goes from a module to every ``cogs`` module its imports name
(``from cogs.kit import text`` names ``cogs.kit.text``).
"""

from __future__ import annotations

import argparse
import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("tsuro", "triominos", "tarnaris")


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(package: str = "cogs", root: Path = ROOT) -> dict[str, Path]:
    return {module_name(p, root): p for p in sorted((root / package).rglob("*.py"))}


def imported(path: Path, known: set[str]) -> set[str]:
    """The modules of ``known`` that ``path`` imports: ``from a import b`` imports ``a.b`` when
    that is a module, else ``a``."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                names.add(sub if sub in known else node.module)
    return names & known


def graph(package: str = "cogs", root: Path = ROOT) -> dict[str, set[str]]:
    found = modules(package, root)
    return {name: imported(path, set(found)) - {name} for name, path in found.items()}


def in_cycles(edges: dict[str, set[str]]) -> set[str]:
    """The modules on an import cycle (strongly connected components of two or more)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cyclic: set[str] = set()
    counter = [0]

    def visit(node: str) -> None:
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for target in edges.get(node, ()):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                cyclic.update(component)

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return cyclic


def _functions(tree: ast.AST) -> Iterator[ast.FunctionDef | ast.AsyncFunctionDef]:
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield node


def imports_in_functions(package: str = "cogs", root: Path = ROOT) -> list[str]:
    found = []
    for name, path in modules(package, root).items():
        for function in _functions(ast.parse(path.read_text())):
            for node in ast.walk(function):
                if isinstance(node, ast.Import | ast.ImportFrom):
                    found.append(f"{name}:{node.lineno}")
    return sorted(set(found))


def dynamic_item_classes(package: str = "cogs", root: Path = ROOT) -> list[str]:
    found = []
    for name, path in modules(package, root).items():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef) and any(
                "DynamicItem" in ast.unparse(base) for base in node.bases
            ):
                found.append(f"{name}.{node.name}")
    return found


def longest_function(package: str = "cogs", root: Path = ROOT) -> tuple[int, str]:
    best = (0, "")
    for name, path in modules(package, root).items():
        for function in _functions(ast.parse(path.read_text())):
            length = (function.end_lineno or function.lineno) - function.lineno + 1
            best = max(best, (length, f"{name}.{function.name}"))
    return best


def load_paths(package: str = "cogs", root: Path = ROOT) -> list[str]:
    """Functions that load a game by id from the store and compare its version (the path a
    pressed component takes): one is the target."""
    found = []
    for name, path in modules(package, root).items():
        for function in _functions(ast.parse(path.read_text())):
            source = ast.unparse(function)
            if ".get(" in source and "game.version !=" in source and "NotFoundError" in source:
                found.append(f"{name}.{function.name}")
    return found


def table() -> list[tuple[str, str]]:
    length, where = longest_function()
    return [
        ("cogs modules in an import cycle", str(len(in_cycles(graph())))),
        ("imports inside functions", str(len(imports_in_functions()))),
        ("`DynamicItem` classes", str(len(dynamic_item_classes()))),
        ("copies of the load/version/error path", str(len(load_paths()))),
        ("longest function in `cogs/`", f"{length} lines ({where})"),
    ]


if __name__ == "__main__":
    argparse.ArgumentParser(prog="python -m tests.cogs_measure", description=__doc__).parse_args()
    for what, value in table():
        print(f"| {what} | {value} |")
