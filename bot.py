"""Tessera's entry point: read the settings, build the database, load the cogs, run.

``python bot.py`` (or ``make run``). Settings come from the environment and from ``.env`` in the
current folder (see ``.env.example``); the environment wins. Without a token the bot prints one
line saying how to get one and exits with status 2.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import importlib
import json
import logging
import os
import secrets
import signal
import socket
import sys
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path

import discord
from discord import app_commands
from discord.ext import commands
from dotenv import load_dotenv
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

import health
import metrics
import startup
import web.site
from cogs import extensions
from cogs.kit.adapter import skip_kinds, turn_seats
from cogs.kit.components import DYNAMIC_ITEMS, answer_stray_component
from cogs.kit.errors import check_options, handle_error
from cogs.kit.hooks import Hooks
from cogs.kit.speech import CommandTranslator, attend
from db.follows import FollowStore
from db.league import LeagueStore
from db.meta import MetaStore
from db.migrate import upgrade
from db.outbox import Outbox, worker_name
from db.ratings import RatingStore
from db.scheduler import Scheduler
from db.session import (
    DEFAULT_DATABASE_URL,
    DatabaseUrlError,
    check_database_url,
    create_engine,
    create_session_factory,
    start_problem,
)
from db.store import GameStore
from db.web import WebStore
from web.links import Links, SecretError, WebLinks, check_secret

log = logging.getLogger("tessera")

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")

NO_TOKEN = (
    "No DISCORD_TOKEN set. Create a bot at https://discord.com/developers/applications "
    "(Bot → Reset Token), then put DISCORD_TOKEN=<token> in .env in the folder you run the bot "
    "from (copy .env.example) and run `make run` again."
)


DEFAULT_TICK_SECONDS = 60.0
DEFAULT_RETRY_SECONDS = 30.0
DEFAULT_COMPUTER_PAUSE_SECONDS = 2.0


class SettingsError(ValueError):
    """A setting that is missing or malformed; its message is shown as it is."""


class StartupError(RuntimeError):
    """Something the bot needs at start-up is not usable (the database); the message is one
    line saying what and what to do, shown as it is."""


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the bot reads from its environment."""

    token: str
    database_url: str
    dev_guild_id: int | None
    log_level: str
    shard_count: int | None
    shard_ids: tuple[int, ...] | None
    #: How often the scheduler looks for due reminders, clock actions and digests.
    scheduler_tick_seconds: float = DEFAULT_TICK_SECONDS
    #: First retry delay of a failed notification (doubling each time).
    notify_retry_seconds: float = DEFAULT_RETRY_SECONDS
    #: The pause before each computer player's move, so people can follow (issue 16).
    computer_pause_seconds: float = DEFAULT_COMPUTER_PAUSE_SECONDS
    #: Modules imported before the extensions are listed, for games that register themselves
    #: (``engine.registry.register_game``) from outside ``engine/`` and ``cogs/``: tests only.
    plugins: tuple[str, ...] = ()
    #: How long a league's hour lasts (its sign-up and round deadlines are in hours): tests
    #: only, to watch a round's deadline genuinely pass (``TESSERA_LEAGUE_HOUR_SECONDS``).
    league_hour_seconds: float = 3600.0
    #: Where the Prometheus metrics are served (``metrics``); ``None``: not served.
    metrics_port: int | None = None
    #: Where ``GET /healthz`` is served (``health``); ``None``: not served.
    health_port: int | None = None
    #: Where the web pages are served (``web.site``, issue 30); ``None``: not served.
    web_port: int | None = None
    #: The pages' public address, as the links in Discord's messages start.
    web_base_url: str = ""
    #: The key that signs every link to a page (``WEB_SECRET``; set whenever ``web_port`` is).
    web_secret: str = field(default="", repr=False)

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
        database_url = env.get("DATABASE_URL", "").strip() or DEFAULT_DATABASE_URL
        try:
            check_database_url(database_url)
        except DatabaseUrlError as error:
            raise SettingsError(str(error)) from None
        try:
            metrics_port = metrics.port_setting(env.get("METRICS_PORT"))
            health_port = metrics.port_setting(env.get("HEALTH_PORT"), "HEALTH_PORT")
            web_port = metrics.port_setting(env.get("WEB_PORT"), "WEB_PORT")
        except ValueError as error:
            raise SettingsError(str(error)) from None
        web_base_url, web_secret = _web_settings(env, web_port)
        return cls(
            token=token,
            database_url=database_url,
            dev_guild_id=_int_setting(env, "DEV_GUILD_ID"),
            log_level=log_level,
            shard_count=shard_count,
            shard_ids=shard_ids,
            scheduler_tick_seconds=seconds_setting(
                env, "SCHEDULER_TICK_SECONDS", DEFAULT_TICK_SECONDS
            ),
            notify_retry_seconds=seconds_setting(
                env, "NOTIFY_RETRY_SECONDS", DEFAULT_RETRY_SECONDS
            ),
            computer_pause_seconds=seconds_setting(
                env, "COMPUTER_PAUSE_SECONDS", DEFAULT_COMPUTER_PAUSE_SECONDS
            ),
            plugins=tuple(
                p.strip() for p in env.get("TESSERA_PLUGINS", "").split(",") if p.strip()
            ),
            league_hour_seconds=seconds_setting(env, "TESSERA_LEAGUE_HOUR_SECONDS", 3600.0),
            metrics_port=metrics_port,
            health_port=health_port,
            web_port=web_port,
            web_base_url=web_base_url,
            web_secret=web_secret,
        )


def seconds_setting(environ: Mapping[str, str], name: str, default: float) -> float:
    """A positive number of seconds from the environment (``default`` if unset or bad)."""
    text = environ.get(name, "").strip()
    if not text:
        return default
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if value <= 0:
        log.warning(
            "%s must be a positive number of seconds (got %r); using %s", name, text, default
        )
        return default
    return value


def _web_settings(env: Mapping[str, str], port: int | None) -> tuple[str, str]:
    """``WEB_BASE_URL`` (default: this machine's ``WEB_PORT``) and ``WEB_SECRET``, checked
    when the pages are on; empty when they are off."""
    if port is None:
        return "", ""
    try:
        secret = check_secret(env.get("WEB_SECRET", "").strip())
    except SecretError as error:
        raise SettingsError(str(error)) from None
    base_url = env.get("WEB_BASE_URL", "").strip().rstrip("/") or f"http://localhost:{port}"
    if not base_url.startswith(("http://", "https://")):
        raise SettingsError(
            f"WEB_BASE_URL must start with https:// or http:// (got {base_url!r}): "
            "the address people open the pages at, like https://tessera.example.org."
        )
    return base_url, secret


def _int_setting(env: dict[str, str], name: str) -> int | None:
    text = env.get(name, "").strip()
    if not text:
        return None
    try:
        return int(text)
    except ValueError:
        raise SettingsError(f"{name} must be a whole number (got {text!r}).") from None


async def command_tree_hash(
    tree: discord.app_commands.CommandTree, guild: discord.Object | None
) -> str:
    """A fingerprint of the commands a sync would send, to skip syncs that change nothing:
    with the tree's translator, every language's texts included (issue 17)."""
    commands = tree.get_commands(guild=guild)
    translator = tree.translator
    if translator is None:
        payload = [command.to_dict(tree) for command in commands]
    else:
        payload = [await command.get_translated_payload(tree, translator) for command in commands]
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


class TesseraTree(app_commands.CommandTree):
    """Answers every failed slash command privately (see :mod:`cogs.kit.errors`)."""

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await handle_error(interaction, error)

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        # First: whatever follows, a refusal included, speaks the user's language.
        await attend(interaction)
        if interaction.type is discord.InteractionType.application_command:
            check_options(interaction)  # raises, and on_error answers
        return True


#: Slash commands and buttons only: no privileged intents (members, presences, message content).
INTENTS = discord.Intents.default()


class TesseraBot(commands.AutoShardedBot):
    """The bot: owns the database engine and the game store, built in ``setup_hook``.

    Auto-sharded always: with ``SHARD_COUNT``/``SHARD_IDS`` unset it runs every shard Discord
    recommends (one, for a small bot) in this process; set, it runs those shards only, so
    several processes can share one bot and one PostgreSQL database.
    """

    def __init__(self, settings: Settings) -> None:
        # The bot never joins a voice channel: no warning that voice libraries are missing.
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=INTENTS,
            tree_cls=TesseraTree,
            shard_count=settings.shard_count,
            shard_ids=list(settings.shard_ids) if settings.shard_ids else None,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
        )
        self.settings = settings
        #: How extensions reach each other: turn, status and lobby listeners, component verbs.
        self.hooks = Hooks()
        self.db_engine: AsyncEngine | None = None
        self.store: GameStore
        self.meta: MetaStore
        self.ratings: RatingStore
        self.leagues: LeagueStore
        self.follows: FollowStore
        self.scheduler: Scheduler
        self.outbox: Outbox
        self._stop_metrics: Callable[[], None] | None = None
        self._stop_health: Callable[[], Awaitable[None]] | None = None
        self._stop_web: Callable[[], Awaitable[None]] | None = None
        #: The links to the web pages (issue 30); ``None`` while the bot serves none.
        self.web_links: WebLinks | None = None
        self._announced = False

    async def setup_hook(self) -> None:
        await self.prepare()
        await self.sync_commands()

    async def prepare(self) -> None:
        """Everything ``setup_hook`` does before talking to Discord: the database (migrated),
        the stores, the extensions and the dynamic buttons. Tests build the tree with it."""
        if self.settings.metrics_port is not None and self._stop_metrics is None:
            self._stop_metrics = metrics.start(self.settings.metrics_port)
        url = self.settings.database_url
        port = self.settings.health_port
        if port is not None and self._stop_health is None:
            # First, so a supervisor hears "not ready" (503) while the rest starts.
            try:
                self._stop_health = await health.start(port, self, lambda: self.db_engine, url)
            except OSError as error:
                raise StartupError(
                    f"Cannot serve the health check on port {port} "
                    f"({os.strerror(error.errno) if error.errno else error}): choose another "
                    "HEALTH_PORT, or leave it empty."
                ) from None
        try:
            engine = self.db_engine = create_engine(url)
            await upgrade(engine)
        except Exception as error:
            problem = start_problem(url, error)
            if problem is None:
                raise
            # One line instead of a traceback (which could quote the URL, password included).
            raise StartupError(problem) from None
        sessions = create_session_factory(engine)
        # Computers move one at a time, each as its own turn message (cogs.game.computers).
        self.store = GameStore(sessions, pace_computers=True)
        self.meta = MetaStore(sessions)
        self.ratings = RatingStore(sessions)
        self.leagues = LeagueStore(
            sessions, hour=timedelta(seconds=self.settings.league_hour_seconds)
        )
        self.follows = FollowStore(sessions)
        # Unique per process even where every container is "pid 1" on the same host name; it
        # starts with the shards this process runs, so that the process replacing it after a
        # crash knows its claims (Outbox.take_back).
        ids, count = self.settings.shard_ids, self.settings.shard_count
        slot = f"shards-{','.join(map(str, ids))}-of-{count}" if ids else "shards-all"
        process = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"
        worker = worker_name(slot[:40], process)
        # A process started for some shards (SHARD_IDS) schedules those shards' games only.
        self.scheduler = Scheduler(
            sessions,
            self.store,
            worker=worker,
            turn_seats=turn_seats,
            skip_kinds=skip_kinds,
            shard_count=self.settings.shard_count or 1,
            shards=self.settings.shard_ids,
        )
        retry = timedelta(seconds=self.settings.notify_retry_seconds)
        self.outbox = Outbox(sessions, worker=worker, retry_base=retry)
        taken = await self.outbox.take_back()
        if taken:
            log.info("took back %d notifications the previous process of these shards held", taken)
        await self.start_web(sessions)
        for module in self.settings.plugins:
            importlib.import_module(module)
        for extension in extensions():
            try:
                await self.load_extension(extension)
            except Exception:
                log.exception("could not load %s", extension)
        # Discord shows each user the commands' texts in their client's language.
        await self.tree.set_translator(CommandTranslator())
        # Buttons are rebuilt from their custom ids, so those posted before a restart work.
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        # Any other custom id (an older bot's, a forged one) gets a private answer too.
        self.add_listener(answer_stray_component, "on_interaction")

    async def start_web(self, sessions: async_sessionmaker[AsyncSession]) -> None:
        """Serve the web pages (issue 30) when ``WEB_PORT`` is set; the cogs link them."""
        port = self.settings.web_port
        if port is None or self._stop_web is not None:
            return
        links = Links(self.settings.web_secret, self.settings.web_base_url)
        try:
            self._stop_web = await web.site.start(port, sessions, links)
        except OSError as error:
            raise StartupError(
                f"Cannot serve the web pages on port {port} "
                f"({os.strerror(error.errno) if error.errno else error}): choose another "
                "WEB_PORT, or leave it empty."
            ) from None
        self.web_links = WebLinks(links, WebStore(sessions))

    async def sync_commands(self) -> None:
        """Sync the command tree only when it differs from what was synced last time."""
        guild = discord.Object(self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        await self.forget_earlier_dev_guild(guild)
        scope = f"guild:{guild.id}" if guild else "global"
        # Per application: another token (another bot) on the same database syncs its own.
        key = f"command_tree:{self.application_id}:{scope}"
        fingerprint = await command_tree_hash(self.tree, guild)
        if await self.meta.get(key) == fingerprint:
            log.info("command tree unchanged (%s); not syncing", scope)
            return
        # Several processes starting together may each sync once: the overwrite is idempotent.
        synced = await self.tree.sync(guild=guild)
        await self.meta.set(key, fingerprint)
        log.info("synced %d commands (%s)", len(synced), scope)

    async def forget_earlier_dev_guild(self, guild: discord.Object | None) -> None:
        """Remove the commands registered in the server an earlier ``DEV_GUILD_ID`` named, when
        it names another now (or none): else that server would list every command twice, its
        own copy beside the global one."""
        key = f"dev_guild:{self.application_id}"
        earlier = await self.meta.get(key)
        now = str(guild.id) if guild else ""
        if earlier and earlier != now:
            old = discord.Object(int(earlier))
            self.tree.clear_commands(guild=old)
            try:
                await self.tree.sync(guild=old)
            except discord.HTTPException as error:  # the bot left that server, for one
                log.warning("could not remove the commands of server %s: %s", earlier, error)
            else:
                log.info("removed the commands of server %s (DEV_GUILD_ID changed)", earlier)
            await self.meta.set(f"command_tree:{self.application_id}:guild:{earlier}", "")
        if earlier != now:
            await self.meta.set(key, now)

    async def on_ready(self) -> None:
        # Once: discord.py calls it again after a reconnect that needed a new session.
        if not self._announced:
            self._announced = True
            log.info("%s", startup.ready_line(self))

    async def close(self) -> None:
        await super().close()
        # close() runs twice (the signal, then leaving ``async with``): dispose once.
        engine, self.db_engine = self.db_engine, None
        if engine is not None:
            await engine.dispose()
        stop, self._stop_metrics = self._stop_metrics, None
        if stop is not None:
            await asyncio.to_thread(stop)
        stop_web, self._stop_web = self._stop_web, None
        if stop_web is not None:
            await stop_web()
        stop_health, self._stop_health = self._stop_health, None
        if stop_health is not None:
            await stop_health()


#: Loggers that print payloads at DEBUG, with the lowest level each may log at whatever
#: LOG_LEVEL says. discord.py's ``http`` and ``gateway`` print whole payloads (private replies,
#: the options players typed) and ``webhook`` the interaction tokens in its URLs; aiosqlite
#: prints every statement with its parameters (seeds, states with every hand), and asyncpg, the
#: other driver, is held the same way. SQLAlchemy echoes statements from INFO: it stays at
#: WARNING (its own default).
PAYLOAD_LOGGERS: dict[str, int] = {
    "discord.http": logging.INFO,
    "discord.gateway": logging.INFO,
    "discord.webhook": logging.INFO,
    "aiosqlite": logging.INFO,
    "asyncpg": logging.INFO,
    "sqlalchemy": logging.WARNING,
}


def configure_logging(level: str) -> None:
    """discord.py's logging set-up at ``level``, never letting hidden information reach it."""
    root = logging.getLogger()
    earlier = set(root.handlers)
    discord.utils.setup_logging(level=logging.getLevelName(level), root=True)
    if level != "DEBUG":
        # The handler discord.py's set-up added: the bot's terminal.
        for handler in set(root.handlers) - earlier:
            handler.addFilter(startup.OneLineNetworkErrors())
    for name, floor in PAYLOAD_LOGGERS.items():
        logging.getLogger(name).setLevel(max(logging.getLevelName(level), floor))


#: Seconds a shutdown waits for the connection to Discord to wind down after the bot closed.
#: During an outage discord.py may be sleeping out its reconnect back-off (minutes, at worst)
#: or waiting on a gateway that does not answer; a supervisor expects an exit within seconds.
SHUTDOWN_GRACE = 2.0


async def run(settings: Settings) -> None:
    bot = TesseraBot(settings)
    loop = asyncio.get_running_loop()
    stopping = asyncio.Event()
    for signum in (signal.SIGINT, signal.SIGTERM):
        # Close the gateway and database cleanly instead of dying mid-write.
        loop.add_signal_handler(signum, stopping.set)
    async with bot:
        running = asyncio.create_task(bot.start(settings.token))
        stopped = asyncio.create_task(stopping.wait())
        await asyncio.wait({running, stopped}, return_when=asyncio.FIRST_COMPLETED)
        stopped.cancel()
        if stopping.is_set():
            await bot.close()
            try:
                # Usually done at once; else it is waiting on Discord, and it is given up.
                await asyncio.wait_for(asyncio.shield(running), SHUTDOWN_GRACE)
            except TimeoutError:
                running.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await running
                log.info("stopped waiting for Discord after %.0fs", SHUTDOWN_GRACE)
        else:
            running.result()
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
    except Exception as error:
        if isinstance(error, StartupError):
            problem = startup.Problem(str(error), startup.SURROUNDINGS_STATUS)
        else:
            problem = startup.explain(error, INTENTS)
            if problem is None:
                raise
        # The traceback only for whoever asked for everything.
        log.debug("start-up failed", exc_info=error)
        print(problem.message, file=sys.stderr)
        return problem.status
    return 0


if __name__ == "__main__":
    sys.exit(main())
