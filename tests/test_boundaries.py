"""The layers of DEVELOPERS.md: engine imports only the standard library (and itself)."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = {
    "engine": {"discord", "sqlalchemy", "PIL", "db", "render", "cogs", "bot", "alembic"},
    "render": {"discord", "sqlalchemy", "db", "cogs", "bot", "alembic"},
    "db": {"discord", "PIL", "render", "cogs", "bot"},
}


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_layer_imports_nothing_forbidden(package: str) -> None:
    files = sorted((ROOT / package).rglob("*.py"))
    if package == "engine":
        assert files, "engine/ must exist"
    crossings = {
        str(path.relative_to(ROOT)): sorted(imported_roots(path) & FORBIDDEN[package])
        for path in files
    }
    assert {k: v for k, v in crossings.items() if v} == {}


def test_boundary_check_sees_a_crossing(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("import discord\nfrom sqlalchemy.orm import Session\nfrom . import sibling\n")
    assert imported_roots(bad) == {"discord", "sqlalchemy"}
