"""``GET /healthz`` (issue 25), through the real ``bot.py`` against the stand-in.

503 while the gateway is not connected (the stand-in's gateway is down at the start: the bot
logs in and registers its commands over REST, then waits), 200 once it is, 503 again when the
database is gone (a PostgreSQL database dropped under the bot, a SQLite file deleted) and
during a gateway outage.
"""

from __future__ import annotations

import json
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any

import aiohttp
import asyncpg
import pytest
from sqlalchemy.engine import make_url

from bot import Settings, SettingsError
from tests.bot.scene import BOT
from tests.db.backends import fresh_postgres_database
from tests.standin import BotProcess, DiscordStandIn

Factory = Callable[..., BotProcess]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def healthz(port: int) -> tuple[int, dict[str, Any]]:
    async with (
        aiohttp.ClientSession() as session,
        session.get(f"http://127.0.0.1:{port}/healthz") as response,
    ):
        assert response.content_type == "application/json"
        return response.status, json.loads(await response.text())


async def drop(url: str) -> None:
    """Drop the database of ``url`` under the running bot (its connections cut)."""
    parsed = make_url(url)
    admin = await asyncpg.connect(
        host=parsed.host, port=parsed.port or 5432, user=parsed.username,
        password=parsed.password, database="postgres",
    )  # fmt: skip
    try:
        await admin.execute(f'DROP DATABASE "{parsed.database}" WITH (FORCE)')
    finally:
        await admin.close()


def delete_files(folder: Path, pattern: str) -> None:
    """Delete what matches ``pattern`` in ``folder``: a SQLite file with its -wal and -shm."""
    for path in folder.glob(pattern):
        path.unlink()


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
async def test_healthz_is_503_before_the_gateway_200_after_503_without_the_database(
    tmp_path: Path, standin: DiscordStandIn, bot_process: Factory, backend: str
) -> None:
    if backend == "postgresql":
        async with fresh_postgres_database() as url:
            await healthz_cycle(tmp_path, standin, bot_process, url)
    else:
        await healthz_cycle(
            tmp_path, standin, bot_process, f"sqlite+aiosqlite:///{tmp_path / 'tessera.db'}"
        )


async def healthz_cycle(
    tmp_path: Path, standin: DiscordStandIn, bot_process: Factory, url: str
) -> None:
    standin.add_guild("Games")
    await standin.stop_gateway()
    port = free_port()
    bot = bot_process(BOT, env={"DATABASE_URL": url, "HEALTH_PORT": str(port)})
    await bot.start(wait_ready=False)
    # Logged in, database open, commands registered: only the gateway is missing.
    await bot.wait_for_log(r"synced \d+ commands", within=30)
    await bot.wait_for_log("Failed to connect for shard_id: 0", within=30)
    status, body = await healthz(port)
    assert (status, body) == (
        503,
        {
            "ready": False,
            "servers": 0,
            "latency_ms": None,
            "database": "ok",
            "reason": "not connected to Discord's gateway yet",
        },
    )
    # discord.py's retries are one line each, without a traceback.
    assert "Traceback" not in bot.log

    standin.start_gateway()
    await standin.wait_ready(within=30)
    await bot.wait_for_log(" ready: ", within=30)
    status, body = await healthz(port)
    assert status == 200 and body["ready"] is True and body["database"] == "ok"
    assert body["servers"] == 1 and "reason" not in body
    assert body["latency_ms"] is None or body["latency_ms"] >= 0

    if url.startswith("sqlite"):
        delete_files(tmp_path, "tessera.db*")
        expected = f"the SQLite file {tmp_path / 'tessera.db'} no longer exists"
    else:
        await drop(url)
        expected = "the database does not answer (InvalidCatalogNameError: database "
    status, body = await healthz(port)
    assert status == 503 and body["ready"] is False and body["servers"] == 1
    assert body["reason"] == body["database"] and body["database"].startswith(expected)
    assert (make_url(url).password or "no password") not in json.dumps(body)

    # A gateway outage: the reason is the gateway's first (the database's stays in its field).
    await standin.stop_gateway()
    await standin.wait_for(lambda: not standin.sessions, 10, "the gateway closed")
    status, body = await healthz(port)
    assert status == 503 and body["reason"] == "disconnected from Discord's gateway (shard 0)"
    assert body["database"].startswith(expected)


async def test_a_health_port_in_use_is_one_line(
    tmp_path: Path, standin: DiscordStandIn, bot_process: Factory
) -> None:
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = taken.getsockname()[1]
        env = {
            "DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 't.db'}",
            "HEALTH_PORT": str(port),
        }
        bot = bot_process(BOT, env=env)
        await bot.start(wait_ready=False)
        assert await bot.wait(within=30) == 1
    assert bot.log.splitlines()[-1] == (
        f"Cannot serve the health check on port {port} (Address already in use): choose "
        "another HEALTH_PORT, or leave it empty."
    )


def test_health_port_setting() -> None:
    assert Settings.from_env({"DISCORD_TOKEN": "t"}).health_port is None
    assert Settings.from_env({"DISCORD_TOKEN": "t", "HEALTH_PORT": "8080"}).health_port == 8080
    with pytest.raises(SettingsError, match="HEALTH_PORT must be a port number"):
        Settings.from_env({"DISCORD_TOKEN": "t", "HEALTH_PORT": "http"})
