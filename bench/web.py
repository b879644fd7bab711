"""Web page figures (issue 30), over HTTP against the site served by another process:

- ``web.page_ms_p99``: a running game's page from the cache, read by ``READERS`` concurrent
  readers, each reading it ``READS`` times in a row on its open connection (the 99th
  percentile of every read's time);
- ``web.replay_page_ms_p99``: a finished game's page made from nothing (its whole replay
  recomputed from the seed and log, every move worded, the HTML written): each read comes
  to a new site, as after a restart (the 99th percentile of ``REPLAY_READS`` reads, after
  one untimed read that loads the catalogues once per process).

Both on a SQLite file made for the run; the games are Tsuro for three (30–40 moves).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import socket
import statistics
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
from aiohttp import web as aioweb

from db.migrate import upgrade
from db.session import create_engine, create_session_factory
from db.store import GameStore
from engine.rng import Rng
from tests.db.helpers import GUILD, play_random, started
from web.links import Links
from web.site import Site

READERS = 100
READS = 20
REPLAY_READS = 60
SECRET = "bench-" + "0123456789abcdef" * 3
BASE_URL = "http://127.0.0.1"


async def _prepare(url: str) -> tuple[str, str]:
    """A running and a finished game; their pages' paths."""
    engine = create_engine(url)
    await upgrade(engine)
    store = GameStore(create_session_factory(engine))
    links = Links(SECRET, BASE_URL)
    rng = Rng(30)
    running = await play_random(store, await started(store, "tsuro", 3), rng, 15)
    finished = await started(store, "tsuro", 3)
    while not finished.is_over:
        finished = await play_random(store, finished, rng, 20)
    await engine.dispose()
    return links.game_path(running.id, GUILD, 0), links.game_path(finished.id, GUILD, 0)


def _serve(url: str, port: int) -> None:
    """The site alone in its process, as in the bot's (the bench's readers are elsewhere)."""

    async def serve() -> None:
        engine = create_engine(url)
        site = Site(create_session_factory(engine), Links(SECRET, BASE_URL))
        runner = aioweb.AppRunner(site.app(), access_log=None)
        await runner.setup()
        await aioweb.TCPSite(runner, "127.0.0.1", port).start()
        await asyncio.Event().wait()

    asyncio.run(serve())


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def _read(session: aiohttp.ClientSession, url: str, times: list[float]) -> None:
    started_at = time.perf_counter()
    async with session.get(url) as answer:
        await answer.read()
        assert answer.status == 200, answer.status
    times.append((time.perf_counter() - started_at) * 1000)


async def _wait_up(session: aiohttp.ClientSession, url: str) -> None:
    for _ in range(200):
        try:
            async with session.get(url) as answer:
                if answer.status == 200:
                    return
        except aiohttp.ClientConnectionError:
            pass
        await asyncio.sleep(0.05)
    raise RuntimeError("the site did not start")


async def _pages(base: str, path: str) -> list[float]:
    connector = aiohttp.TCPConnector(limit=READERS)
    async with aiohttp.ClientSession(connector=connector) as session:
        await _wait_up(session, base + path)
        times: list[float] = []

        async def reader(reads: int, into: list[float]) -> None:
            for _ in range(reads):
                await _read(session, base + path, into)

        # Each reader connects first (a browser keeps its connection), then the timed reads.
        await asyncio.gather(*(reader(1, []) for _ in range(READERS)))
        await asyncio.gather(*(reader(READS, times) for _ in range(READERS)))
    return times


async def _replay_pages(url: str, path: str) -> list[float]:
    """Each read on a new site (empty caches), in this process through its test server."""
    engine = create_engine(url)
    sessions = create_session_factory(engine)
    times: list[float] = []
    try:
        # The first read of the process loads the catalogues and warms the imports: untimed.
        for _ in range(REPLAY_READS + 1):
            site = Site(sessions, Links(SECRET, BASE_URL))
            runner = aioweb.AppRunner(site.app(), access_log=None)
            await runner.setup()
            port = _free_port()
            await aioweb.TCPSite(runner, "127.0.0.1", port).start()
            async with aiohttp.ClientSession() as session:
                await _read(session, f"http://127.0.0.1:{port}{path}", times)
            await runner.cleanup()
    finally:
        await engine.dispose()
    return times[1:]


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def _measure(which: str) -> list[float]:
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite+aiosqlite:///{Path(folder) / 'web.db'}"
        running, finished = asyncio.run(_prepare(url))
        if which == "replay":
            return asyncio.run(_replay_pages(url, finished))
        port = _free_port()
        server = multiprocessing.get_context("spawn").Process(
            target=_serve, args=(url, port), daemon=True
        )
        server.start()
        try:
            return asyncio.run(_pages(f"http://127.0.0.1:{port}", running))
        finally:
            server.terminate()
            server.join(10)


def page_figures() -> Iterator[dict[str, Any]]:
    times = _measure("page")
    yield {"name": "web.page_ms_p99", "value": round(_percentile(times, 0.99), 2), "unit": "ms"}
    yield {"name": "web.page_ms_p50", "value": round(statistics.median(times), 2), "unit": "ms"}


def replay_figures() -> Iterator[dict[str, Any]]:
    times = _measure("replay")
    p99 = round(_percentile(times, 0.99), 2)
    yield {"name": "web.replay_page_ms_p99", "value": p99, "unit": "ms"}


FIGURES = [
    (("web.page_ms_p99", "web.page_ms_p50"), page_figures),
    (("web.replay_page_ms_p99",), replay_figures),
]
