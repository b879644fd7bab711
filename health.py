"""``GET /healthz`` for supervisors and load balancers (issue 25), off unless ``HEALTH_PORT``.

200 only while the bot is connected to Discord's gateway (every shard of this process) and the
database answers a query; 503 otherwise, with the first reason. The body is small JSON::

    {"ready": true, "servers": 12, "latency_ms": 41.5, "database": "ok"}
    {"ready": false, "servers": 0, "latency_ms": null, "database": "ok",
     "reason": "not connected to Discord's gateway"}

``latency_ms`` is the gateway's heartbeat round trip (``null`` until the first one). A SQLite
file that was deleted or moved away counts as gone even though the open connections still
read it: the next start would begin with an empty database.

``python -m healthcheck`` asks a running bot on this machine (the container's HEALTHCHECK).
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import discord
from aiohttp import web
from sqlalchemy import text
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncEngine

log = logging.getLogger("tessera.health")

#: Seconds the database may take to answer before the check counts it as down.
DATABASE_TIMEOUT = 3.0


def gateway_problem(client: discord.AutoShardedClient) -> str | None:
    """Why ``client`` is not connected to the gateway, or ``None`` when it is."""
    if client.is_closed():
        return "the bot is shutting down"
    if not client.is_ready():
        return "not connected to Discord's gateway yet"
    closed = sorted(shard_id for shard_id, shard in client.shards.items() if shard.is_closed())
    if closed:
        return f"disconnected from Discord's gateway (shard {', '.join(map(str, closed))})"
    return None


async def database_problem(engine: AsyncEngine | None, url: str) -> str | None:
    """Why the database does not answer, or ``None`` when it does. Never quotes the URL."""
    if engine is None:
        return "database not open"
    path = sqlite_file(url)
    if path is not None and not await asyncio.to_thread(path.is_file):
        return f"the SQLite file {path} no longer exists"
    try:
        async with asyncio.timeout(DATABASE_TIMEOUT):
            async with engine.connect() as connection:
                await connection.execute(text("SELECT 1"))
    except TimeoutError:
        return f"the database did not answer within {DATABASE_TIMEOUT:.0f}s"
    except Exception as error:
        # The driver's own words (SQLAlchemy's wrapper adds the statement and a link).
        cause = getattr(error, "orig", None) or error
        first = (str(cause).splitlines() or [""])[0]
        return f"the database does not answer ({type(cause).__name__}: {first})"
    return None


def sqlite_file(url: str) -> Path | None:
    """The file of a SQLite ``url``; ``None`` for PostgreSQL or an in-memory database."""
    parsed = make_url(url)
    path = parsed.database
    if parsed.get_backend_name() != "sqlite" or not path or path == ":memory:":
        return None
    return None if path.startswith("file:") else Path(path)


async def report(
    client: discord.AutoShardedClient, engine: AsyncEngine | None, url: str
) -> tuple[int, dict[str, Any]]:
    """The status code and body of ``GET /healthz``."""
    latency = client.latency
    database = await database_problem(engine, url)
    reason = gateway_problem(client) or database
    body: dict[str, Any] = {
        "ready": reason is None,
        "servers": len(client.guilds),
        "latency_ms": round(latency * 1000, 1) if math.isfinite(latency) else None,
        "database": database or "ok",
    }
    if reason is not None:
        body["reason"] = reason
    return (200 if reason is None else 503), body


async def start(
    port: int,
    client: discord.AutoShardedClient,
    engine: Callable[[], AsyncEngine | None],
    url: str,
    host: str = "0.0.0.0",
) -> Callable[[], Awaitable[None]]:
    """Serve ``GET /healthz`` on ``host:port``; returns the coroutine function that stops it.
    ``engine`` gives the bot's current database engine (``None`` before it is open)."""

    async def healthz(_request: web.Request) -> web.Response:
        status, body = await report(client, engine(), url)
        return web.json_response(body, status=status)

    app = web.Application()
    app.router.add_get("/healthz", healthz)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    log.info("health check on port %d (GET /healthz)", port)
    return runner.cleanup
