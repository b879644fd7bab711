"""What the README and docs/ tell an operator to type runs as written (issue 25).

Every ``python -m MODULE`` is written ``.venv/bin/python -m MODULE`` (the environment ``make``
builds; a bare ``python`` finds none of the dependencies) and answers ``--help`` with status 0;
every ``make TARGET`` is a target of the Makefile; the README's first screen is a quick start
with every step in it; every link to a page of the project leads to a file.
"""

from __future__ import annotations

import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import startup
from tests.standin.process import ROOT

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
README = (ROOT / "README.md").read_text()


def all_text() -> str:
    return "\n".join(page.read_text() for page in PAGES)


def modules() -> list[str]:
    return sorted(set(re.findall(r"python -m ([\w.]+)", all_text())))


def test_every_python_command_names_the_projects_environment() -> None:
    for page in PAGES:
        for match in re.finditer(r"(\S*)python -m ([\w.]+)", page.read_text()):
            assert match.group(1).endswith(".venv/bin/"), (page.name, match.group(0))


def test_every_module_named_answers_help() -> None:
    named = modules()
    assert {"bench", "db.migrate", "healthcheck", "engine.simulate"} <= set(named)

    def helps(module: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", module, "--help"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
        )

    with ThreadPoolExecutor(max_workers=4) as pool:
        results = dict(zip(named, pool.map(helps, named), strict=True))
    for module, result in results.items():
        assert result.returncode == 0, (module, result.stderr)
        assert f"python -m {module}" in result.stdout, (module, result.stdout)


def test_every_make_target_named_exists() -> None:
    targets = set(re.findall(r"(?:`|sudo |^)make ([a-z]+)", all_text(), re.MULTILINE))
    assert {"run", "test", "install", "bench"} <= targets
    for target in sorted(targets):
        # -n: what it would run, without running it.
        result = subprocess.run(["make", "-n", target], cwd=ROOT, capture_output=True, text=True)
        assert result.returncode == 0, (target, result.stderr)
    assert (ROOT / ".ci" / "run").is_file() and "bash .ci/run" in README


def test_the_readme_opens_with_a_quick_start_that_has_every_step() -> None:
    assert len(README.encode()) <= 25_000
    first_screen = "\n".join(README.splitlines()[:80])
    for step in (
        "## Quick start",
        "https://discord.com/developers/applications",
        "Reset Token",
        "cp .env.example .env",
        "DISCORD_TOKEN=",
        "scope=bot+applications.commands&permissions=309237746688",
        "DEV_GUILD_ID=",
        "`make run`",
        " ready: ",
        "`make test`",
        "minutes",
    ):
        assert step in first_screen, step


def test_the_readme_shows_the_ready_line_the_bot_logs() -> None:
    [line] = [line for line in README.splitlines() if " tessera ready: " in line]
    found = re.search(r"ready: (\S+) \(id (\d+)\) in 1 server; invite it with (\S+)$", line)
    assert found is not None
    assert found.group(3) == startup.invite_url(int(found.group(2)))


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_every_link_to_a_project_file_leads_to_one(page: Path) -> None:
    for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", page.read_text()):
        if "://" not in target:
            assert (page.parent / target).exists(), (page.name, target)


def test_the_readme_indexes_every_docs_page() -> None:
    for page in PAGES[1:]:
        assert f"](docs/{page.name})" in README, page.name
