"""The first start as an operator sees it (issue 25), through the real ``bot.py``.

Ready: one line with the bot's name and id, its servers and its invite URL; no warning about
voice libraries. Failing: one line saying what happened and what to do, a non-zero status,
no traceback (unless ``LOG_LEVEL=DEBUG``) — a refused token, Discord unreachable (a name that
does not resolve, a refused connection, a TLS handshake that fails), a privileged intent the
Developer Portal has not enabled, a database path that cannot be written.
"""

from __future__ import annotations

import contextlib
import socket
import ssl
import subprocess
import sys
import threading
import time
import urllib.parse
from collections.abc import Callable, Iterator
from pathlib import Path

import discord
import pytest

import startup
from tests.bot.scene import BOT
from tests.bot.test_start_failures import printed
from tests.standin import BotProcess, DiscordStandIn
from tests.standin import gateway as gw
from tests.standin.process import ANSI_ESCAPE, ROOT

Factory = Callable[..., BotProcess]
INVITE = (
    "https://discord.com/oauth2/authorize?client_id={id}"
    "&scope=bot+applications.commands&permissions=309237746688"
)


def test_the_invite_asks_for_the_documented_permissions() -> None:
    assert startup.PERMISSIONS.value == 309237746688
    assert startup.invite_url(42) == INVITE.format(id=42)
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(startup.invite_url(7)).query)
    assert query == {
        "client_id": ["7"],
        "scope": ["bot applications.commands"],
        "permissions": ["309237746688"],
    }


async def test_the_ready_line_names_the_bot_its_servers_and_its_invite(
    tmp_path: Path, standin: DiscordStandIn, bot_process: Factory
) -> None:
    standin.add_guild("Games")
    standin.add_guild("Jeux")
    # Nothing privileged enabled in the portal: the bot asks for none, so it starts anyway.
    standin.privileged_intents = 0
    bot = bot_process(BOT, env={"DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 't.db'}"})
    await bot.start()
    found = await bot.wait_for_log(r"INFO +tessera ready: .*\n", within=30)
    invite = INVITE.format(id=standin.application_id)
    assert found.group(0).split("tessera ", 1)[1] == (
        f"ready: Tessera (id {standin.bot.id}) in 2 servers; invite it with {invite}\n"
    )
    assert not standin.sessions[0].intents & gw.PRIVILEGED_INTENTS
    # A start says nothing to worry about: no voice libraries, no warnings at all.
    assert "WARNING" not in bot.log and "voice" not in bot.log.lower()
    assert bot.log.count(" ready: ") == 1


def launched(
    tmp_path: Path, base_url: str, env: dict[str, str] | None = None
) -> tuple[subprocess.CompletedProcess[str], float]:
    """``bot.py`` with discord.py's REST and gateway pointed at ``base_url``: its result and
    how long it ran."""
    gateway = base_url.replace("http", "ws", 1).split("/api/", 1)[0] + "/"
    started = time.monotonic()
    result = subprocess.run(
        [sys.executable, "-m", "tests.standin.launch", base_url, gateway, "--", str(BOT)],
        cwd=ROOT,
        env={
            "DISCORD_TOKEN": "a-token",
            "DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 't.db'}",
            **(env or {}),
        },
        capture_output=True,
        text=True,
        timeout=120,
    )
    took = time.monotonic() - started
    # discord.py colours its log inside containers even when it goes to a pipe.
    result.stdout, result.stderr = (
        ANSI_ESCAPE.sub("", out) for out in (result.stdout, result.stderr)
    )
    return result, took


def closed_port() -> int:
    """A local port nothing listens on (bound, then let go)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def tls_server(tmp_path: Path) -> Iterator[tuple[str, int]]:
    """A TLS server on 127.0.0.1 with a self-signed certificate (what a proxy intercepting
    TLS shows): its host and port."""
    key, cert = tmp_path / "key.pem", tmp_path / "cert.pem"
    subprocess.run(
        [
            *("openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"),
            *("-subj", "/CN=127.0.0.1", "-keyout", str(key), "-out", str(cert)),
        ],
        check=True,
        capture_output=True,
    )
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    listener = socket.create_server(("127.0.0.1", 0))

    def serve() -> None:
        while True:
            try:
                connection, _ = listener.accept()
            except OSError:  # the listener was closed: the test is over
                return
            # The client gives up on the certificate: the handshake fails on this side too.
            with contextlib.suppress(OSError):
                context.wrap_socket(connection, server_side=True).close()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield listener.getsockname()
    finally:
        listener.close()
        thread.join(5)


@pytest.mark.parametrize("case", ["dns", "refused", "tls"])
def test_discord_unreachable_is_one_line_with_what_to_do(
    tmp_path: Path, case: str, request: pytest.FixtureRequest
) -> None:
    if case == "dns":
        # .invalid never resolves (RFC 2606), on any network.
        base, expected = (
            "https://discord.invalid/api/v10",
            # The resolver's words vary with the network ("Name or service not known", ...).
            "Cannot reach Discord: the name discord.invalid does not resolve (",
        )
    elif case == "refused":
        port = closed_port()
        base, expected = (
            f"http://127.0.0.1:{port}/api/v10",
            (
                f"Cannot reach Discord at 127.0.0.1:{port} (Connection refused): check this "
                "machine's network, firewall or proxy"
            ),
        )
    else:
        host, port = request.getfixturevalue("tls_server")
        base, expected = (
            f"https://{host}:{port}/api/v10",
            (
                f"Cannot reach Discord: the TLS certificate presented for {host}:{port} is not "
                "trusted (self-signed certificate)"
            ),
        )
    result, took = launched(tmp_path, base)
    assert result.returncode == 1, result.stderr
    [line] = printed(result.stdout + result.stderr)
    assert line.startswith(expected), line
    assert "Unknown error" not in line and "start the bot again" in line
    assert "Traceback" not in result.stderr and took < 20


def test_with_debug_logging_the_traceback_is_shown_too(tmp_path: Path) -> None:
    result, _ = launched(
        tmp_path, f"http://127.0.0.1:{closed_port()}/api/v10", {"LOG_LEVEL": "DEBUG"}
    )
    assert result.returncode == 1
    assert "start-up failed" in result.stderr and "Traceback" in result.stderr
    assert printed(result.stderr)[-1].startswith("Cannot reach Discord at 127.0.0.1:")


async def test_a_refused_token_exits_2_within_10_seconds_in_one_line(
    tmp_path: Path, standin: DiscordStandIn, bot_process: Factory
) -> None:
    env = {"DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 't.db'}", "DISCORD_TOKEN": "wrong"}
    bot = bot_process(BOT, env=env)
    started = time.monotonic()
    await bot.start(wait_ready=False)
    assert await bot.wait(within=10) == 2
    took = time.monotonic() - started
    assert printed(bot.log) == [
        "Discord refused the token in DISCORD_TOKEN. Reset it in the Developer Portal "
        "(Bot → Reset Token) and update .env."
    ]
    assert "Traceback" not in bot.log and took < 10
    print(f"refused token: exit 2 after {took:.2f}s")


async def test_a_privileged_intent_not_enabled_is_one_line(
    tmp_path: Path, standin: DiscordStandIn, bot_process: Factory
) -> None:
    # What Discord answers when the bot asks for an intent the portal has not enabled.
    standin.close_identify(4014, "Disallowed intent(s).")
    bot = bot_process(BOT, env={"DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 't.db'}"})
    await bot.start(wait_ready=False)
    assert await bot.wait(within=30) == 2
    # Before it: only the first start's migration messages (alembic's, wrapped over lines).
    line = printed(bot.log)[-1]
    assert line.startswith("Discord refused the gateway connection: the bot asks for a privil")
    assert "Bot → Privileged Gateway Intents" in line and "Traceback" not in bot.log


@pytest.mark.parametrize("where", ["under a file", "in /proc"])
async def test_a_database_path_that_cannot_be_written_is_one_line(
    tmp_path: Path, standin: DiscordStandIn, bot_process: Factory, where: str
) -> None:
    if where == "under a file":
        (tmp_path / "data").write_text("a file where the folder should be")
        path = tmp_path / "data" / "tessera.db"
    else:
        path = Path("/proc/tessera/tessera.db")  # no process may create anything there
    bot = bot_process(BOT, env={"DATABASE_URL": f"sqlite+aiosqlite:///{path}"})
    await bot.start(wait_ready=False)
    assert await bot.wait(within=30) == 1
    assert printed(bot.log) == [
        f"Cannot open the SQLite file {path}: its folder must exist (or be creatable) and be "
        "writable; fix that, or set DATABASE_URL to another file."
    ]
    assert "Traceback" not in bot.log


async def test_emptying_dev_guild_id_leaves_each_command_once_in_that_server(
    tmp_path: Path, standin: DiscordStandIn, bot_process: Factory
) -> None:
    guild = standin.add_guild("Try-out")
    url = f"sqlite+aiosqlite:///{tmp_path / 't.db'}"
    trying = bot_process(BOT, env={"DATABASE_URL": url, "DEV_GUILD_ID": str(guild.id)})
    await trying.start()
    await trying.wait_for_log(rf"synced \d+ commands \(guild:{guild.id}\)")
    assert standin.commands[guild.id]
    await trying.stop()

    # In production DEV_GUILD_ID is empty: the commands become global, and the server's own
    # copies go (else that server would list each command twice).
    production = bot_process(BOT, env={"DATABASE_URL": url})
    await production.start()
    await production.wait_for_log(r"synced \d+ commands \(global\)")
    await production.wait_for_log(rf"removed the commands of server {guild.id}")
    assert standin.commands[guild.id] == []
    names = [command["name"] for command in standin.commands_for(guild)]
    assert names and len(names) == len(set(names))

    # Trying again registers them there again: the server's earlier fingerprint is forgotten.
    again = bot_process(BOT, env={"DATABASE_URL": url, "DEV_GUILD_ID": str(guild.id)})
    await production.stop()
    await again.start()
    await again.wait_for_log(rf"synced \d+ commands \(guild:{guild.id}\)")
    assert standin.commands[guild.id]


def test_what_is_not_an_operators_problem_keeps_its_traceback() -> None:
    assert startup.explain(ValueError("a bug"), discord.Intents.default()) is None
    timeout = startup.explain(TimeoutError(), discord.Intents.default())
    assert timeout is not None and timeout.status == startup.SURROUNDINGS_STATUS
    assert timeout.message.startswith("Discord did not answer in time")
    members = discord.Intents.default()
    members.members = True
    asked = startup.explain(discord.PrivilegedIntentsRequired(0), members)
    assert asked is not None and "(Server Members Intent)" in asked.message
