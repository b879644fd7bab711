"""Start-up figures (issue 25): how long the real ``bot.py`` takes to say what happened.

Each figure is the median of ``RUNS`` runs, timed from spawning the process (the interpreter
and every import included) against the local Discord stand-in (``tests/standin``):

- ``start.ready_s``: to the ``ready:`` log line, on a new SQLite file (migrations included);
- ``start.refused_token_exit_s``: to the exit (status 2) when the stand-in refuses the token;
- ``start.unreachable_exit_s``: to the exit (status 1) when Discord's address refuses the
  connection (a local port nothing listens on).
"""

from __future__ import annotations

import asyncio
import functools
import socket
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

from tests.standin import BotProcess, DiscordStandIn

RUNS = 5
ROOT = Path(__file__).resolve().parent.parent
BOT = ROOT / "bot.py"


async def _ready(folder: Path, run: int) -> float:
    standin = await DiscordStandIn.start()
    try:
        standin.add_guild("Games")
        url = f"sqlite+aiosqlite:///{folder / f'ready{run}.db'}"
        bot = BotProcess(standin, BOT, env={"DATABASE_URL": url})
        started = time.monotonic()
        await bot.start(wait_ready=False)
        await bot.wait_for_log(" ready: ", within=120)
        took = time.monotonic() - started
        await bot.stop()
        return took
    finally:
        await standin.close()


async def _refused(folder: Path, run: int) -> float:
    standin = await DiscordStandIn.start()
    try:
        url = f"sqlite+aiosqlite:///{folder / f'refused{run}.db'}"
        bot = BotProcess(standin, BOT, env={"DATABASE_URL": url, "DISCORD_TOKEN": "wrong"})
        started = time.monotonic()
        await bot.start(wait_ready=False)
        code = await bot.wait(within=120)
        took = time.monotonic() - started
        assert code == 2, bot.log
        return took
    finally:
        await standin.close()


async def _unreachable(folder: Path, run: int) -> float:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    base = f"http://127.0.0.1:{port}/api/v10"
    env = {
        "DISCORD_TOKEN": "a-token",
        "DATABASE_URL": f"sqlite+aiosqlite:///{folder / f'unreachable{run}.db'}",
    }
    started = time.monotonic()
    process = await asyncio.create_subprocess_exec(
        *(sys.executable, "-m", "tests.standin.launch", base, f"ws://127.0.0.1:{port}/"),
        *("--", str(BOT)),
        cwd=ROOT,
        env=env,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )
    code = await process.wait()
    took = time.monotonic() - started
    assert code == 1
    return took


def _figure(
    name: str, measure: Callable[[Path, int], Awaitable[float]]
) -> Iterator[dict[str, Any]]:
    with tempfile.TemporaryDirectory() as folder:
        times = [asyncio.run(measure(Path(folder), run)) for run in range(RUNS)]
    yield {"name": name, "value": round(statistics.median(times), 2), "unit": "s"}


# One function a figure, so asking for one (``python -m bench start.ready``) runs only it.
FIGURES = [
    ([name], functools.partial(_figure, name, measure))
    for name, measure in (
        ("start.ready_s", _ready),
        ("start.refused_token_exit_s", _refused),
        ("start.unreachable_exit_s", _unreachable),
    )
]
