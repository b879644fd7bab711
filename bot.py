"""Tessera's entry point: read the settings, build the database, load the cogs, run.

``python bot.py`` (or ``make run``). Settings come from the environment and from ``.env`` in the
current folder (see ``.env.example``); the environment wins. Without a token the bot prints one
line saying how to get one and exits with status 2.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import os
import signal
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import discord
from discord import app_commands
from discord.ext import commands
from dotenv import load_dotenv
from sqlalchemy.ext.asyncio import AsyncEngine

import metrics
from cogs import EXTENSIONS
from cogs.buttons import DYNAMIC_ITEMS
from cogs.errors import handle_error
from db.meta import MetaStore
from db.migrate import upgrade
from db.session import DEFAULT_DATABASE_URL, create_engine, create_session_factory
from db.store import GameStore

log = logging.getLogger("tessera")

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")

NO_TOKEN = (
    "No DISCORD_TOKEN set. Create a bot at https://discord.com/developers/applications "
    "(Bot → Reset Token), then put DISCORD_TOKEN=<token> in .env in the folder you run the bot "
    "from (copy .env.example) and run `make run` again."
)


class SettingsError(ValueError):
    """A setting that is missing or malformed; its message is shown as it is."""


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the bot reads from its environment."""

    token: str
    database_url: str
    dev_guild_id: int | None
    log_level: str
    shard_count: int | None
    shard_ids: tuple[int, ...] | None
    #: Where the Prometheus metrics are served (``metrics``); ``None``: not served.
    metrics_port: int | None = None

    @classmethod
    def from_env(cls, env: dict[str, str]) -> Settings:
        token = env.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise SettingsError(NO_TOKEN)
        shard_count = _int_setting(env, "SHARD_COUNT")
        shard_ids_text = env.get("SHARD_IDS", "").strip()
        shard_ids: tuple[int, ...] | None = None
        if shard_ids_text:
            try:
                shard_ids = tuple(int(part) for part in shard_ids_text.split(","))
            except ValueError:
                raise SettingsError(
                    f"SHARD_IDS must be comma-separated shard numbers like 0,1 "
                    f"(got {shard_ids_text!r})."
                ) from None
            if shard_count is None:
                raise SettingsError("SHARD_IDS needs SHARD_COUNT (the total number of shards).")
            if any(not 0 <= shard < shard_count for shard in shard_ids):
                raise SettingsError(f"Every SHARD_IDS entry must be in 0..{shard_count - 1}.")
        log_level = env.get("LOG_LEVEL", "").strip().upper() or "INFO"
        if log_level not in LOG_LEVELS:
            raise SettingsError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}.")
        if shard_count is not None and shard_count < 1:
            raise SettingsError("SHARD_COUNT must be at least 1.")
        try:
            metrics_port = metrics.port_setting(env.get("METRICS_PORT"))
        except ValueError as error:
            raise SettingsError(str(error)) from None
        return cls(
            token=token,
            database_url=env.get("DATABASE_URL", "").strip() or DEFAULT_DATABASE_URL,
            dev_guild_id=_int_setting(env, "DEV_GUILD_ID"),
            log_level=log_level,
            shard_count=shard_count,
            shard_ids=shard_ids,
            metrics_port=metrics_port,
        )


def _int_setting(env: dict[str, str], name: str) -> int | None:
    text = env.get(name, "").strip()
    if not text:
        return None
    try:
        return int(text)
    except ValueError:
        raise SettingsError(f"{name} must be a whole number (got {text!r}).") from None


def command_tree_hash(tree: discord.app_commands.CommandTree, guild: discord.Object | None) -> str:
    """A fingerprint of the commands a sync would send, to skip syncs that change nothing."""
    payload = [command.to_dict(tree) for command in tree.get_commands(guild=guild)]
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


class TesseraTree(app_commands.CommandTree):
    """Answers every failed slash command privately (see :mod:`cogs.errors`)."""

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await handle_error(interaction, error)


class TesseraBot(commands.AutoShardedBot):
    """The bot: owns the database engine and the game store, built in ``setup_hook``.

    Auto-sharded always: with ``SHARD_COUNT``/``SHARD_IDS`` unset it runs every shard Discord
    recommends (one, for a small bot) in this process; set, it runs those shards only, so
    several processes can share one bot and one PostgreSQL database.
    """

    def __init__(self, settings: Settings) -> None:
        # Slash commands and buttons only: no privileged intents (members, message content).
        intents = discord.Intents.default()
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            tree_cls=TesseraTree,
            shard_count=settings.shard_count,
            shard_ids=list(settings.shard_ids) if settings.shard_ids else None,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
        )
        self.settings = settings
        self.db_engine: AsyncEngine | None = None
        self.store: GameStore
        self.meta: MetaStore
        self._stop_metrics: Callable[[], None] | None = None

    async def setup_hook(self) -> None:
        await self.prepare()
        await self.sync_commands()

    async def prepare(self) -> None:
        """Everything ``setup_hook`` does before talking to Discord: the database (migrated),
        the stores, the extensions and the dynamic buttons. Tests build the tree with it."""
        if self.settings.metrics_port is not None and self._stop_metrics is None:
            self._stop_metrics = metrics.start(self.settings.metrics_port)
        engine = self.db_engine = create_engine(self.settings.database_url)
        await upgrade(engine)
        sessions = create_session_factory(engine)
        self.store = GameStore(sessions)
        self.meta = MetaStore(sessions)
        for extension in EXTENSIONS:
            try:
                await self.load_extension(extension)
            except Exception:
                log.exception("could not load %s", extension)
        # Buttons are rebuilt from their custom ids, so those posted before a restart work.
        self.add_dynamic_items(*DYNAMIC_ITEMS)

    async def sync_commands(self) -> None:
        """Sync the command tree only when it differs from what was synced last time."""
        guild = discord.Object(self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        scope = f"guild:{guild.id}" if guild else "global"
        # Per application: another token (another bot) on the same database syncs its own.
        key = f"command_tree:{self.application_id}:{scope}"
        fingerprint = command_tree_hash(self.tree, guild)
        if await self.meta.get(key) == fingerprint:
            log.info("command tree unchanged (%s); not syncing", scope)
            return
        # Several processes starting together may each sync once: the overwrite is idempotent.
        synced = await self.tree.sync(guild=guild)
        await self.meta.set(key, fingerprint)
        log.info("synced %d commands (%s)", len(synced), scope)

    async def close(self) -> None:
        await super().close()
        # close() runs twice (the signal, then leaving ``async with``): dispose once.
        engine, self.db_engine = self.db_engine, None
        if engine is not None:
            await engine.dispose()
        stop, self._stop_metrics = self._stop_metrics, None
        if stop is not None:
            await asyncio.to_thread(stop)


#: discord.py loggers that print whole payloads at DEBUG: private replies (hands, peeks) and
#: the options players typed. They stay at INFO whatever LOG_LEVEL says.
PAYLOAD_LOGGERS = ("discord.http", "discord.gateway")


def configure_logging(level: str) -> None:
    """discord.py's logging set-up at ``level``, never letting hidden information reach it."""
    discord.utils.setup_logging(level=logging.getLevelName(level), root=True)
    floor = max(logging.getLevelName(level), logging.INFO)
    for name in PAYLOAD_LOGGERS:
        logging.getLogger(name).setLevel(floor)


async def run(settings: Settings) -> None:
    bot = TesseraBot(settings)
    loop = asyncio.get_running_loop()
    closing: list[asyncio.Task[None]] = []

    def shut_down() -> None:
        if not closing:
            closing.append(loop.create_task(bot.close()))

    for signum in (signal.SIGINT, signal.SIGTERM):
        # Close the gateway and database cleanly instead of dying mid-write.
        loop.add_signal_handler(signum, shut_down)
    async with bot:
        await bot.start(settings.token)
    if closing:
        # Let the close begun by the signal finish before the loop ends.
        await closing[0]
    log.info("closed cleanly")


def main() -> int:
    # The .env of the directory the bot is run from (``make run``: the project's root).
    load_dotenv(Path.cwd() / ".env")
    try:
        settings = Settings.from_env(dict(os.environ))
    except SettingsError as error:
        print(error, file=sys.stderr)
        return 2
    configure_logging(settings.log_level)
    try:
        asyncio.run(run(settings))
    except discord.LoginFailure:
        print(
            "Discord refused the token in DISCORD_TOKEN. Reset it in the Developer Portal "
            "(Bot → Reset Token) and update .env.",
            file=sys.stderr,
        )
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
