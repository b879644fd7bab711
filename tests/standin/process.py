"""A bot script run as a subprocess through the launcher, with its log captured."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sys
from pathlib import Path

from tests.standin.driver import DiscordStandIn

ROOT = Path(__file__).resolve().parents[2]
# discord.py colours its log when it believes it writes to a terminal; tests match plain text.
ANSI_ESCAPE = re.compile(r"\x1b\[[0-9;]*m")


class BotProcess:
    """``script`` (a path, or ``-m module``) running against ``standin``.

    ``start()`` waits until the bot identified on the gateway; ``stop()`` sends SIGTERM and
    waits for a clean exit; ``log`` is everything it printed (stdout and stderr).
    """

    def __init__(
        self,
        standin: DiscordStandIn,
        script: str | Path,
        *args: str,
        env: dict[str, str] | None = None,
        cwd: Path = ROOT,
    ) -> None:
        self.standin = standin
        self.target = ["-m", script[3:]] if str(script).startswith("-m ") else [str(script)]
        self.args = list(args)
        self.env = dict(env or {})
        self.cwd = cwd
        self.lines: list[str] = []
        self.starts = 0
        self._process: asyncio.subprocess.Process | None = None
        self._reader: asyncio.Task[None] | None = None

    @property
    def log(self) -> str:
        return "".join(self.lines)

    @property
    def returncode(self) -> int | None:
        return None if self._process is None else self._process.returncode

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.returncode is None

    async def start(
        self,
        *,
        wait_ready: bool = True,
        shards: tuple[int, ...] | None = None,
        within: float = 30.0,
    ) -> None:
        """Start the process and (``wait_ready``) wait until it identified on the gateway for
        ``shards`` (default: every shard of ``standin.shard_count``)."""
        if self.running:
            raise RuntimeError("bot process already running")
        mark = self.standin.session_mark
        env = os.environ | self.standin.env() | {"PYTHONUNBUFFERED": "1"} | self.env
        self._process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.standin.launch",
            self.standin.base_url,
            self.standin.gateway_url,
            "--",
            *self.target,
            *self.args,
            cwd=self.cwd,
            env=env,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        self.starts += 1
        self.lines.append(f"----- start #{self.starts} -----\n")
        self._reader = asyncio.create_task(self._read(self._process))
        if not wait_ready:
            return
        ready = asyncio.create_task(
            self.standin.wait_ready(since=mark, shards=shards, within=within)
        )
        exited = asyncio.create_task(self._process.wait())
        done, _ = await asyncio.wait({ready, exited}, return_when=asyncio.FIRST_COMPLETED)
        if ready not in done:
            ready.cancel()
            raise RuntimeError(f"bot exited before connecting:\n{self.log}")
        exited.cancel()
        ready.result()

    async def _read(self, process: asyncio.subprocess.Process) -> None:
        assert process.stdout is not None
        async for line in process.stdout:
            self.lines.append(ANSI_ESCAPE.sub("", line.decode(errors="replace")))
            self.standin.changed()

    async def wait_for_log(self, pattern: str, within: float = 10.0) -> re.Match[str]:
        """Wait until the log matches the regular expression ``pattern``."""
        return await self.standin.wait_for(
            lambda: re.search(pattern, self.log), within, f"log line {pattern!r}"
        )

    async def wait(self, within: float = 15.0) -> int:
        """Wait for the process to exit by itself; return its exit code."""
        assert self._process is not None
        code = await asyncio.wait_for(self._process.wait(), within)
        if self._reader is not None:
            await self._reader
        return code

    async def stop(self, within: float = 15.0) -> int:
        """SIGTERM, then wait; SIGKILL (and fail) if still running after ``within`` seconds."""
        process = self._process
        if process is None or process.returncode is not None:
            return self.returncode or 0
        process.send_signal(signal.SIGTERM)
        try:
            return await self.wait(within)
        except TimeoutError:
            process.kill()
            await process.wait()
            raise RuntimeError(f"bot ignored SIGTERM for {within}s:\n{self.log}") from None

    async def kill(self) -> int:
        """SIGKILL, as a crash or the OOM killer would: no shutdown code runs. Waits for the
        exit and returns its status (``-9``)."""
        process = self._process
        if process is None or process.returncode is not None:
            return self.returncode or 0
        process.kill()
        code = await process.wait()
        if self._reader is not None:
            await self._reader
        self.lines.append("----- killed (SIGKILL) -----\n")
        return code

    async def restart(self, *, within: float = 30.0) -> None:
        await self.stop()
        await self.start(within=within)
