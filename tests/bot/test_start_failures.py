"""Start-up and shutdown when things are broken (issue 19, 5), through the real ``bot.py``.

A bad ``DATABASE_URL``, an unreachable PostgreSQL, a corrupt or a read-only SQLite file: one
line saying what is wrong and what to do (never the password), a failure status, no
traceback. SIGTERM during a Discord outage, while discord.py sleeps out its reconnect
back-off: an exit within seconds, cleanly.
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

from tests.bot.scene import BOT
from tests.bot.test_start import run_bot
from tests.db.backends import fresh_postgres_database
from tests.standin import BotProcess, DiscordStandIn

Factory = Callable[..., BotProcess]
PASSWORD = "s3cret-pw"
#: discord.py's log lines (its logging set-up), told apart from what the bot prints itself.
LOG_LINE = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d (DEBUG|INFO|WARNING|ERROR|CRITICAL) ")


def printed(log: str) -> list[str]:
    """The lines of ``log`` that are neither log records nor the helper's start markers."""
    return [
        line
        for line in log.splitlines()
        if line.strip() and not LOG_LINE.match(line) and not line.startswith("----- start")
    ]


async def failed_start(bot_process: Factory, database_url: str) -> tuple[int, str]:
    bot = bot_process(BOT, env={"DATABASE_URL": database_url})
    await bot.start(wait_ready=False)
    return await bot.wait(within=30), bot.log


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        (f"postgres://tessera:{PASSWORD}@127.0.0.1/tessera", "must start with"),
        (f"postgresql://tessera:{PASSWORD}@127.0.0.1/tessera", "postgresql+asyncpg://"),
        (f"not a url {PASSWORD}", "is not a database URL"),
        (f"postgresql+asyncpg://tessera:{PASSWORD}@x@127.0.0.1/tessera", "URL-encoded"),
    ],
)
def test_a_bad_database_url_is_one_line_without_the_password(
    tmp_path: Path, url: str, expected: str
) -> None:
    result = run_bot(tmp_path, {"DISCORD_TOKEN": "abc", "DATABASE_URL": url})
    assert result.returncode == 2
    [line] = result.stderr.splitlines()
    assert expected in line and "DATABASE_URL" in line
    assert PASSWORD not in result.stderr + result.stdout
    assert "x@127" not in line  # the part of the password after an unencoded "@"


async def test_an_unreachable_postgresql_is_one_line_without_the_password(
    standin: DiscordStandIn, bot_process: Factory
) -> None:
    # Port 1: nothing listens there, the connection is refused at once.
    code, log = await failed_start(
        bot_process, f"postgresql+asyncpg://tessera:{PASSWORD}@127.0.0.1:1/tessera"
    )
    assert code == 1
    assert printed(log) == [
        "Cannot reach PostgreSQL at 127.0.0.1:1 (Connect call failed ('127.0.0.1', 1)): start "
        "it, or fix the host and port in DATABASE_URL."
    ]
    assert "Traceback" not in log and PASSWORD not in log


async def test_a_missing_postgresql_database_is_one_line_without_the_password(
    standin: DiscordStandIn, bot_process: Factory
) -> None:
    # Only to know the server answers (skipped, with the reason, when it does not).
    async with fresh_postgres_database() as reachable:
        server = make_url(reachable)
    url = server.set(password=PASSWORD, database="tessera_missing").render_as_string(False)
    code, log = await failed_start(bot_process, url)
    assert code == 1
    assert printed(log) == [
        f"PostgreSQL at {server.host}:{server.port or 5432} has no database 'tessera_missing': "
        "create it (createdb tessera_missing) or fix its name in DATABASE_URL."
    ]
    assert "Traceback" not in log and PASSWORD not in log


async def test_a_corrupt_sqlite_file_is_one_line(
    tmp_path: Path, standin: DiscordStandIn, bot_process: Factory
) -> None:
    path = tmp_path / "tessera.db"
    path.write_bytes(os.urandom(8192))
    code, log = await failed_start(bot_process, f"sqlite+aiosqlite:///{path}")
    assert code == 1
    [line] = printed(log)
    assert line.startswith(f"The SQLite file {path} is damaged or not a SQLite database")
    assert "restore it from a backup" in line and "Traceback" not in log


@contextlib.contextmanager
def read_only(path: Path) -> Iterator[None]:
    """``path`` read-only, for root too (whom file modes do not stop): immutable then."""
    path.chmod(0o444)
    immutable = os.geteuid() == 0
    if immutable:
        made = subprocess.run(["chattr", "+i", str(path)], capture_output=True, check=False)
        if made.returncode != 0:
            pytest.skip(f"cannot make a file read-only for root here: {made.stderr!r}")
    try:
        yield
    finally:
        if immutable:
            subprocess.run(["chattr", "-i", str(path)], check=True)
        path.chmod(0o644)


async def test_a_read_only_sqlite_file_is_one_line(
    tmp_path: Path, standin: DiscordStandIn, bot_process: Factory
) -> None:
    path = tmp_path / "tessera.db"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE earlier (x)")
    with read_only(path):
        code, log = await failed_start(bot_process, f"sqlite+aiosqlite:///{path}")
    assert code == 1
    [line] = printed(log)
    assert line.startswith(f"The SQLite file {path} is read-only")
    assert "Traceback" not in log


async def test_sigterm_during_a_discord_outage_exits_within_seconds(
    tmp_path: Path, standin: DiscordStandIn, bot_process: Factory
) -> None:
    standin.add_guild("Games")
    bot = bot_process(BOT, env={"DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 't.db'}"})
    await bot.start()
    await bot.wait_for_log("synced")
    await standin.stop_gateway()
    # Wait until discord.py sleeps out a long back-off (its delays double, at random).
    await bot.wait_for_log(r"Attempting a reconnect for shard ID 0 in (?:[5-9]|\d\d+)\.", 90)
    before = len(bot.log)
    sent = time.monotonic()
    bot._process.send_signal(15)  # type: ignore[union-attr]  # SIGTERM, as a supervisor does
    assert await bot.wait(within=10) == 0
    assert time.monotonic() - sent <= 5
    shutdown = bot.log[before:]
    assert "closed cleanly" in shutdown and "Traceback" not in shutdown
