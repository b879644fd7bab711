"""The deployment files (issue 25): Dockerfile, compose.yaml, deploy/tessera.service.

No image can be pulled or built here, so what can be checked is checked: the Dockerfile's
instructions (slim base, pinned requirements, a user that is not root, the health check),
its CMD and HEALTHCHECK run as written against the stand-in; compose.yaml parses and wires
the bot to a PostgreSQL that must be healthy first, with the URL the bot accepts; the unit
passes ``systemd-analyze verify`` (skipped, with the reason, where that tool is missing).
"""

from __future__ import annotations

import asyncio
import json
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from sqlalchemy.engine import make_url

import startup
from bot import Settings
from tests.bot.test_health import free_port
from tests.standin import BotProcess, DiscordStandIn
from tests.standin.fixtures import bot_process, standin
from tests.standin.process import ROOT

__all__ = ["bot_process", "standin"]  # the stand-in's fixtures, used below

Factory = Callable[..., BotProcess]


def dockerfile() -> list[tuple[str, str]]:
    """The Dockerfile's instructions as (KEYWORD, arguments), continuation lines joined."""
    text = re.sub(r"\\\n", " ", (ROOT / "Dockerfile").read_text())
    lines = [line.strip() for line in text.splitlines()]
    return [
        (keyword.upper(), " ".join(rest.split()))
        for keyword, _, rest in (line.partition(" ") for line in lines)
        if keyword and not keyword.startswith("#")
    ]


def exec_form(arguments: str) -> list[str]:
    """A JSON ("exec form") command, as Docker reads it."""
    command = json.loads(arguments)
    assert isinstance(command, list) and all(isinstance(part, str) for part in command)
    return command


def only(keyword: str) -> str:
    [arguments] = [args for key, args in dockerfile() if key == keyword]
    return arguments


def healthcheck_command() -> list[str]:
    return exec_form(only("HEALTHCHECK").split(" CMD ", 1)[1])


def test_the_image_is_slim_pinned_and_not_root() -> None:
    instructions = dockerfile()
    keywords = [key for key, _ in instructions]
    assert re.fullmatch(r"python:3\.11-slim-\w+", only("FROM"))
    # The pinned requirements, installed before the code is copied (a cached layer).
    install = instructions.index(("RUN", "pip install -r requirements.txt"))
    assert instructions.index(("COPY", "requirements.txt ./")) < install
    assert install < instructions.index(("COPY", ". ."))
    user = only("USER")
    assert user not in ("root", "0") and keywords.index("USER") > max(
        i for i, key in enumerate(keywords) if key in ("RUN", "COPY")
    )
    runs = " ".join(args for key, args in instructions if key == "RUN")
    assert "useradd --system --uid 10001 --user-group --no-create-home" in runs
    assert f"--shell /usr/sbin/nologin {user}" in runs
    ignored = (ROOT / ".dockerignore").read_text().split()
    assert {".env", ".venv", "data", ".git"} <= set(ignored)  # no token, no local state


def test_the_image_health_check_is_the_one_compose_runs() -> None:
    options = only("HEALTHCHECK").split(" CMD ", 1)[0].split()
    assert "--start-period=60s" in options
    assert healthcheck_command() == ["python", "-m", "healthcheck"]
    compose = yaml.safe_load((ROOT / "compose.yaml").read_text())
    assert compose["services"]["bot"]["healthcheck"]["test"] == ["CMD", *healthcheck_command()]


async def test_the_image_command_and_health_check_run_as_written(
    tmp_path: Path, standin: DiscordStandIn, bot_process: Factory
) -> None:
    command = exec_form(only("CMD"))
    assert command[0] == "python"  # the image's Python; here the project's
    standin.add_guild("Games")
    # WORKDIR /app holds the project as ROOT does (both commands run there); the image's
    # settings, with a port and a database file of the test's own.
    image_env = dict(
        part.split("=", 1)
        for key, args in dockerfile()
        if key == "ENV"
        for part in args.split()
        if "=" in part
    )
    assert image_env["DATABASE_URL"] == "sqlite+aiosqlite:///data/tessera.db"
    port = free_port()
    env = {"DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'tessera.db'}"}
    env["HEALTH_PORT"] = str(port)
    bot = bot_process(*command[1:], env=env)
    check = [sys.executable, *healthcheck_command()[1:]]
    await bot.start()
    await bot.wait_for_log(" ready: ", within=30)
    code, said = await run(check, ROOT, {"HEALTH_PORT": str(port)})
    assert code == 0, said
    assert json.loads(said)["ready"] is True
    await bot.stop()
    code, said = await run(check, ROOT, {"HEALTH_PORT": str(port)})
    assert code == 1 and said.startswith("no answer at http://127.0.0.1:")


async def run(command: list[str], cwd: Path, env: dict[str, str]) -> tuple[int, str]:
    """``command``'s exit status and output."""
    process = await asyncio.create_subprocess_exec(
        *command, cwd=cwd, env=env, stdout=asyncio.subprocess.PIPE
    )
    out, _ = await process.communicate()
    return process.returncode or 0, out.decode()


def compose() -> dict[str, Any]:
    return yaml.safe_load((ROOT / "compose.yaml").read_text())


def test_compose_wires_the_bot_to_a_healthy_postgresql() -> None:
    services = compose()["services"]
    db, bot = services["db"], services["bot"]
    assert db["image"].startswith("postgres:") and bot["build"] == "."
    assert (ROOT / "Dockerfile").is_file()
    for service in (db, bot):
        assert service["restart"] in ("always", "unless-stopped", "on-failure")
    # The bot starts once the database answers (not merely once its container runs).
    assert bot["depends_on"]["db"]["condition"] == "service_healthy"
    test = db["healthcheck"]["test"]
    assert test[:2] == ["CMD", "pg_isready"]
    assert f"--username={db['environment']['POSTGRES_USER']}" in test
    assert f"--dbname={db['environment']['POSTGRES_DB']}" in test
    # The data outlives the containers.
    assert "pgdata:/var/lib/postgresql/data" in db["volumes"]
    assert "pgdata" in compose()["volumes"]
    assert bot["env_file"] == ".env"


def test_compose_gives_the_bot_a_database_url_it_accepts() -> None:
    services = compose()["services"]
    db, bot = services["db"], services["bot"]
    # Compose fills ${POSTGRES_PASSWORD} in from .env; the bot must accept the result.
    url = bot["environment"]["DATABASE_URL"].replace("${POSTGRES_PASSWORD}", "s3cret")
    settings = Settings.from_env(
        {
            "DISCORD_TOKEN": "t",
            "DATABASE_URL": url,
            "HEALTH_PORT": bot["environment"]["HEALTH_PORT"],
        }
    )
    parsed = make_url(settings.database_url)
    assert parsed.drivername == "postgresql+asyncpg" and parsed.host == "db"
    assert parsed.username == db["environment"]["POSTGRES_USER"]
    assert parsed.database == db["environment"]["POSTGRES_DB"]
    assert settings.health_port == 8080
    # Without a password compose refuses to start, saying which setting is missing.
    assert db["environment"]["POSTGRES_PASSWORD"].startswith("${POSTGRES_PASSWORD:?")


def test_the_systemd_unit_verifies(tmp_path: Path) -> None:
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        pytest.skip("systemd-analyze is not installed here: the unit is not verified")
    unit = (ROOT / "deploy" / "tessera.service").read_text()
    assert "ExecStart=/opt/tessera/.venv/bin/python bot.py" in unit
    assert f"RestartPreventExitStatus={startup.SETTINGS_STATUS}" in unit
    # The unit names /opt/tessera; it is verified for where this project is (systemd checks
    # that ExecStart's program exists: the .venv `make` builds).
    here = unit.replace("/opt/tessera", str(ROOT))
    result = verify(analyze, tmp_path, here)
    assert (result.returncode, result.stderr) == (0, "")
    # The check can fail: a typo in a setting is reported.
    broken = verify(analyze, tmp_path, here.replace("Restart=on-failure", "Restart=sometimes"))
    assert "Failed to parse service restart specifier" in broken.stderr


def verify(analyze: str, folder: Path, unit: str) -> subprocess.CompletedProcess[str]:
    (folder / "tessera.service").write_text(unit)
    return subprocess.run(
        [analyze, "verify", str(folder / "tessera.service")],
        capture_output=True,
        text=True,
        timeout=60,
    )
