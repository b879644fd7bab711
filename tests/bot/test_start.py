"""Start-up and shutdown: settings, the missing-token message, shards, SIGINT."""

from __future__ import annotations

import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from discord.ext import commands

from bot import Settings, SettingsError, TesseraBot
from tests.bot.scene import BOT
from tests.standin import BotProcess, DiscordStandIn

Factory = Callable[..., BotProcess]


def run_bot(cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """``python bot.py`` in ``cwd`` with exactly ``env`` (no inherited settings)."""
    return subprocess.run(
        [sys.executable, str(BOT)], cwd=cwd, env=env, capture_output=True, text=True, timeout=60
    )


def test_without_a_token_it_says_how_to_get_one_in_one_line(tmp_path: Path) -> None:
    result = run_bot(tmp_path, {})
    assert result.returncode == 2
    assert result.stdout == ""
    [line] = result.stderr.splitlines()
    assert "DISCORD_TOKEN" in line and "https://discord.com/developers/applications" in line
    assert ".env" in line and "Traceback" not in result.stderr
    assert not (tmp_path / "data").exists()  # nothing was created


def test_settings_come_from_the_env_file_of_the_current_folder(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("DISCORD_TOKEN=abc\nSHARD_IDS=0,x\n")
    result = run_bot(tmp_path, {})
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        "SHARD_IDS must be comma-separated shard numbers like 0,1 (got '0,x')."
    ]


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"SHARD_IDS": "1"}, "SHARD_IDS needs SHARD_COUNT"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "in 0..1"),
        ({"SHARD_COUNT": "0"}, "at least 1"),
        ({"SHARD_COUNT": "two"}, "whole number"),
        ({"DEV_GUILD_ID": "my server"}, "whole number"),
        ({"LOG_LEVEL": "LOUD"}, "LOG_LEVEL must be one of"),
    ],
)
def test_malformed_settings_are_refused_with_a_reason(env: dict[str, str], message: str) -> None:
    with pytest.raises(SettingsError, match=message):
        Settings.from_env({"DISCORD_TOKEN": "abc", **env})


def test_defaults_and_shards() -> None:
    plain = Settings.from_env({"DISCORD_TOKEN": " abc "})
    assert plain.token == "abc" and plain.database_url.startswith("sqlite+aiosqlite:///")
    assert (plain.shard_count, plain.shard_ids, plain.dev_guild_id) == (None, None, None)
    sharded = Settings.from_env({"DISCORD_TOKEN": "abc", "SHARD_COUNT": "4", "SHARD_IDS": "1,3"})
    bot = TesseraBot(sharded)
    assert isinstance(bot, commands.AutoShardedBot)
    assert (bot.shard_count, bot.shard_ids) == (4, [1, 3])


async def test_sigint_closes_the_bot_cleanly(
    tmp_path: Path, standin: DiscordStandIn, bot_process: Factory
) -> None:
    standin.add_guild("Games")
    bot = bot_process(BOT, env={"DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 't.db'}"})
    await bot.start()
    await bot.wait_for_log("synced")
    before = len(bot.log)
    # What Ctrl+C in a terminal sends (BotProcess.stop() sends SIGTERM); the process handle is
    # the helper's own, used here only to send the signal.
    bot._process.send_signal(signal.SIGINT)
    assert await bot.wait() == 0
    shutdown = bot.log[before:]
    assert "closed cleanly" in shutdown and "Traceback" not in shutdown


async def test_dev_guild_commands_are_registered_there_and_only_when_changed(
    tmp_path: Path, standin: DiscordStandIn, bot_process: Factory
) -> None:
    guild = standin.add_guild("Dev")
    env = {
        "DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 't.db'}",
        "DEV_GUILD_ID": str(guild.id),
    }
    bot = bot_process(BOT, env=env)
    await bot.start()
    await bot.wait_for_log(rf"synced \d+ commands \(guild:{guild.id}\)")
    route = ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands")
    assert len(standin.recorded(*route)) == 1
    assert standin.recorded("PUT", "/applications/{application_id}/commands") == []
    assert {c["name"] for c in standin.commands_for(guild)} >= {"game", "tsuro"}
    await bot.restart()
    await bot.wait_for_log(rf"command tree unchanged \(guild:{guild.id}\)")
    assert len(standin.recorded(*route)) == 1


async def test_a_refused_token_is_one_line_and_a_failure_status(
    tmp_path: Path, standin: DiscordStandIn, bot_process: Factory
) -> None:
    env = {"DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 't.db'}", "DISCORD_TOKEN": "wrong"}
    bot = bot_process(BOT, env=env)
    await bot.start(wait_ready=False)
    assert await bot.wait() == 2
    assert "Discord refused the token in DISCORD_TOKEN" in bot.log
    assert "Traceback" not in bot.log
