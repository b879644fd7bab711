"""The asynchronous-play cog: its ``/game`` subcommands, the scheduler loop, the outbox sender.

See the package docstring for what it does; :mod:`db.scheduler` for when things are due and
:mod:`db.outbox` for how notifications are kept until sent.
"""

from __future__ import annotations

import asyncio
import logging
import time
from datetime import datetime, timedelta
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands, tasks

import i18n
import metrics
from cogs.kit.adapter import adapter_for
from cogs.kit.context import store_of
from cogs.kit.errors import Rejection, send_private
from cogs.kit.hooks import hooks_of
from cogs.kit.speech import described
from cogs.kit.turns import events_since, post_turn, send_owed_turn
from cogs.kit.web import web_of
from cogs.notify import wording
from db.errors import NotFoundError
from db.models import GameStatus
from db.notify_modes import MODES
from db.outbox import Notice, Outbox
from db.quiet import timezone_names
from db.records import GameInfo
from db.scheduler import Scheduler
from db.store import CLOCK_ACTIONS, TURN_MESSAGE
from engine.core import Event

log = logging.getLogger("tessera.asyncplay")
#: ``/game notify``'s ``mode`` choices: the modes of the table, in its order.
MODE_CHOICES = [
    app_commands.Choice(name=described("notify-choice-mode-" + m), value=m) for m in MODES
]
#: ``/game settings``'s ``clock_action`` choices.
CLOCK_CHOICES = [
    app_commands.Choice(name=described("notify-choice-clock-" + a), value=a) for a in CLOCK_ACTIONS
]
#: ``/game settings``'s ``language`` choices: each language by its own name (never translated).
LANGUAGE_CHOICES = [app_commands.Choice(name=i18n.NATIVE_NAMES[c], value=c) for c in i18n.LANGUAGES]
#: The loop's interval until ``cog_load`` sets the bot's (``SCHEDULER_TICK_SECONDS``).
DEFAULT_TICK_SECONDS = 60.0
#: Finished notifications are kept this long (to look into a complaint), then deleted.
KEEP_SENT = timedelta(days=30)
#: Notifications claimed per round trip of the sender.
BATCH = 20


class AsyncPlay(commands.Cog):
    """Holds the scheduler and the outbox of this process; nothing else is kept in memory."""

    def __init__(
        self, bot: commands.Bot, scheduler: Scheduler, outbox: Outbox, *, tick_seconds: float
    ) -> None:
        self.bot = bot
        self.scheduler = scheduler
        self.outbox = outbox
        self.tick_seconds = tick_seconds
        self._flushing = False
        self._again = False
        self._tasks: set[asyncio.Task[None]] = set()
        self._commands = _commands(self)

    # -- loading ----------------------------------------------------------------------------
    async def cog_load(self) -> None:
        group = self.bot.tree.get_command("game")
        if not isinstance(group, app_commands.Group):
            raise RuntimeError("the /game group is missing (cogs.game.commands not loaded?)")
        for command in self._commands:
            group.add_command(command)
        hooks = hooks_of(self.bot)
        hooks.turn.append(self)
        hooks.status.append(self.status_lines)
        hooks.lobby.append(self.lobby_opened)
        self.ticker.change_interval(seconds=self.tick_seconds)
        self.ticker.start()

    async def cog_unload(self) -> None:
        running = [task for task in (self.ticker.get_task(), *self._tasks) if task is not None]
        self.ticker.cancel()
        for task in running:
            task.cancel()
        # Wait until they have stopped: one cancelled in the middle of a query must give its
        # connection back before the bot disposes of the engine, or that connection's thread
        # (aiosqlite) keeps the process alive after SIGTERM.
        await asyncio.gather(*running, return_exceptions=True)
        hooks = hooks_of(self.bot)
        for listeners, listener in (
            (hooks.turn, self),
            (hooks.status, self.status_lines),
            (hooks.lobby, self.lobby_opened),
        ):
            if listener in listeners:
                listeners.remove(listener)
        group = self.bot.tree.get_command("game")
        if isinstance(group, app_commands.Group):
            for command in self._commands:
                group.remove_command(command.name)

    # -- turn message hooks (cogs.kit.turns) ----------------------------------------------------
    async def quiet(self, game: GameInfo, users: list[int]) -> set[int]:
        """Users of ``users`` who asked not to be mentioned on turn messages."""
        preferences = await store_of(self.bot).user_preferences_of(users)
        now = discord.utils.utcnow()
        # In quiet hours the mention waits: the scheduler queues it for when they end.
        return {
            u
            for u, found in preferences.items()
            if not MODES[found.notify].mention or wording.quiet_now(found, now)
        }

    async def posted(self, game: GameInfo) -> None:
        """After a turn message: the game's timers follow its position, and what that queued
        (a direct message for a ``dm`` player) goes out now, in the background: the player
        who moved is not kept waiting for someone else's direct message."""
        metrics.MOVES.labels(game.game).inc()
        if await self.scheduler.sync_game(game):
            task = asyncio.create_task(self.flush())
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    # -- lobby and status hooks (cogs.kit.lobby, /game status) ------------------------------
    async def lobby_opened(self, game: GameInfo, values: dict[str, Any]) -> None:
        """Store the ``turn_clock``/``clock_action`` given at ``new`` as the game's own clock."""
        hours, action = values.get("turn_clock"), values.get("clock_action")
        if hours is None and action is None:
            return
        await self.scheduler.set_game_clock(game.id, hours=hours, action=action)

    async def status_lines(self, game: GameInfo) -> list[str]:
        """``/game status`` lines: the game's turn clock and who of its players is away."""
        if game.status != GameStatus.ACTIVE:
            return []
        clock = await self.scheduler.clock_settings(game)
        players = {s.user_id: s.name for s in game.seats if s.user_id is not None}
        away = await self.scheduler.away_until(players)
        return wording.status_lines(clock, {players[user]: until for user, until in away.items()})

    # -- the loop ---------------------------------------------------------------------------
    @tasks.loop(seconds=DEFAULT_TICK_SECONDS)
    async def ticker(self) -> None:
        try:
            started = time.perf_counter()
            report = await self.scheduler.tick()
            metrics.TICK_SECONDS.observe(time.perf_counter() - started)
            for kind, count in (
                ("looked_at", report.due),
                ("reminders", report.reminders),
                ("clock", len(report.clock)),
                ("digests", report.digests),
            ):
                metrics.DUE_ITEMS.labels(kind).inc(count)
            if report.reminders or report.clock or report.digests:
                log.info(
                    "tick: %d reminders, %d clock actions, %d digests",
                    report.reminders,
                    len(report.clock),
                    report.digests,
                )
            await self.flush()
            metrics.OUTBOX_BACKLOG.set(await self.outbox.pending())
            await self.outbox.purge(KEEP_SENT)
        except Exception:
            # The loop must outlive a database hiccup; the next tick tries again.
            log.exception("scheduler tick failed")

    @ticker.before_loop
    async def _before_ticker(self) -> None:
        await self.bot.wait_until_ready()

    # -- the sender -------------------------------------------------------------------------
    async def flush(self) -> None:
        """Send every due notification; a call while sending only asks for one more round."""
        self._again = True
        if self._flushing:
            return
        self._flushing = True
        try:
            while self._again:
                self._again = False
                while notices := await self.outbox.claim(BATCH):
                    for notice in notices:
                        await self._deliver(notice)
        finally:
            self._flushing = False

    async def _deliver(self, notice: Notice) -> None:
        try:
            sent = await self._send(notice)
        except discord.NotFound as error:
            # The channel, thread or user is gone: it will not come back.
            await self._failed(notice, _code(error), permanent=True)
        except discord.HTTPException as error:
            # 5xx and 429 that discord.py gave up on, 50013 missing permissions, 50007 closed
            # DMs: all may heal (permissions fixed, DMs opened), so try again later.
            retry = error.status >= 500 or error.status in (403, 429)
            log.info("notification %s failed (%s); retry: %s", notice.key, _code(error), retry)
            await self._failed(notice, _code(error), permanent=not retry)
        except (discord.RateLimited, aiohttp.ClientError, TimeoutError, OSError) as error:
            await self._failed(notice, type(error).__name__)
        except Exception as error:
            # A damaged game, a bug: counted like any failure, so the row is given up in the
            # end instead of blocking the others or coming back for ever.
            log.exception("notification %s could not be sent", notice.key)
            await self._failed(notice, type(error).__name__)
        else:
            if sent:
                await self.outbox.delivered(notice)
            else:
                await self.outbox.dropped(notice, "obsolete")

    async def _failed(self, notice: Notice, code: str, *, permanent: bool = False) -> None:
        metrics.SEND_FAILURES.labels(code).inc()
        await self.outbox.failed(notice, code, permanent=permanent)

    async def _send(self, notice: Notice) -> bool:
        """Send ``notice``; ``False`` if it is no longer true (then nothing is sent)."""
        payload = notice.payload
        what = payload.get("what")
        if what == "digest":
            return await self._send_digest(notice)
        if what == TURN_MESSAGE:
            return await send_owed_turn(self.bot, notice)
        store = store_of(self.bot)
        try:
            game = await store.get(notice.game_id) if notice.game_id is not None else None
        except NotFoundError:
            return False
        if game is None:
            return False
        if what == "clock":
            events = await self._events_since(game, payload.get("ply"))
            await adapter_for(game.game).retire_turn_message(self.bot, game, "clock")
            with i18n.speaking(game.language):
                note = wording.clock_note(payload)
            # With the row's nonce, as every post of a row: a retry after a crash between the
            # post and its record returns the message Discord already made.
            await post_turn(self.bot, game, events, note=note, nonce=_nonce(notice))
            return True
        since = datetime.fromisoformat(str(payload["since"]))
        if game.is_over or not await self.scheduler.still_waiting(
            game.id, int(payload["seat"]), since
        ):
            return False
        server = self._server(game.guild_id)
        if what == "turn":
            return await self._send_turn(notice, game, server)
        if what == "reminder":
            clock = await self.scheduler.clock_settings(game)
            if notice.target == "game" and notice.user_id is not None:
                with i18n.speaking(game.language):
                    text = wording.reminder_text(
                        game, payload, clock, mention=f"<@{notice.user_id}>", server=None
                    )
                channel = self.bot.get_partial_messageable(game.thread_id or game.channel_id)
                await channel.send(
                    text,
                    nonce=_nonce(notice),
                    allowed_mentions=discord.AllowedMentions(
                        everyone=False, roles=False, users=[discord.Object(notice.user_id)]
                    ),
                )
            else:
                with i18n.speaking(await self._language_of(notice)):
                    text = wording.reminder_text(game, payload, clock, mention=None, server=server)
                await self._dm(notice, text)
            return True
        log.warning("unknown notification %s", notice.key)
        return False

    async def _send_turn(self, notice: Notice, game: GameInfo, server: str | None) -> bool:
        """A turn's direct message, or the mention its turn message left out in the player's
        quiet hours (``target`` ``game``). Held back until the hours ended, it goes out only
        if the player's mode still asks for it (:data:`db.notify_modes.MODES`)."""
        assert notice.user_id is not None
        preferences = await store_of(self.bot).user_preferences(notice.user_id)
        mode = MODES[preferences.notify]
        if notice.target == "game":
            if not mode.mention:
                return False
            channel = self.bot.get_partial_messageable(game.thread_id or game.channel_id)
            with i18n.speaking(game.language):
                text = wording.turn_mention(game, f"<@{notice.user_id}>")
            await channel.send(
                text,
                nonce=_nonce(notice),
                allowed_mentions=discord.AllowedMentions(
                    everyone=False, roles=False, users=[discord.Object(notice.user_id)]
                ),
            )
            return True
        if not mode.turn_dm:
            return False
        with i18n.speaking(preferences.locale):
            text = wording.turn_dm(game, server)
        await self._dm(notice, text)
        return True

    async def _events_since(self, game: GameInfo, first: object) -> list[Event]:
        """The public events of ``game``'s moves from ply ``first`` on, by replaying its log
        (events are not stored). Usually exactly the clock's moves; a move made since then is
        described under its player's name, so it is never misattributed."""
        return await events_since(self.bot, game, first)

    async def _send_digest(self, notice: Notice) -> bool:
        assert notice.user_id is not None
        store = store_of(self.bot)
        games = []
        for game_id in notice.payload.get("games", []):
            try:
                game = await store.get(int(game_id))
            except NotFoundError:
                continue
            if notice.user_id in self.scheduler.waiting(game).values():
                games.append(game)
        if not games:
            return False
        servers = {g.guild_id: self._server(g.guild_id) or "" for g in games}
        with i18n.speaking(await self._language_of(notice)):
            text = wording.digest_text(games, servers)
        await self._dm(notice, text)
        return True

    async def _dm(self, notice: Notice, text: str) -> None:
        assert notice.user_id is not None
        channel = await self.bot.create_dm(discord.Object(notice.user_id))
        await channel.send(
            text, nonce=_nonce(notice), allowed_mentions=discord.AllowedMentions.none()
        )

    async def _language_of(self, notice: Notice) -> str | None:
        """The language a direct message of ``notice`` speaks: its recipient's, as last seen."""
        assert notice.user_id is not None
        return (await store_of(self.bot).user_preferences(notice.user_id)).locale

    def _server(self, guild_id: int | None) -> str | None:
        guild = self.bot.get_guild(guild_id) if guild_id is not None else None
        return guild.name if guild is not None else None

    # -- commands ---------------------------------------------------------------------------
    async def notify(
        self,
        interaction: discord.Interaction,
        mode: str | None,
        quiet: str | None = None,
        timezone: str | None = None,
    ) -> None:
        store = store_of(self.bot)
        changes: dict[str, Any] = {}
        if mode is not None:
            changes["notify"] = mode
        if quiet is not None:
            hours = wording.parse_quiet(quiet)
            if hours is False:
                raise Rejection("bad_quiet_hours", given=quiet.replace("`", "")[:20])
            start, end = hours or (None, None)
            changes.update(quiet_start=start, quiet_end=end)
        if timezone is not None:
            if timezone.strip() not in timezone_names():
                raise Rejection("bad_timezone", given=timezone.replace("`", "")[:40])
            changes["timezone"] = timezone.strip()
        if not changes:
            current = await store.user_preferences(interaction.user.id)
            await send_private(interaction, wording.notify_text(current, changed=False))
            return
        updated = await store.update_user_preferences(interaction.user.id, **changes)
        await send_private(interaction, wording.notify_text(updated, changed=True))

    async def settings(
        self,
        interaction: discord.Interaction,
        changes: dict[str, Any],
        *,
        rotate_web_links: bool = False,
    ) -> None:
        if interaction.guild_id is None:
            raise Rejection("no_channel")
        store = store_of(self.bot)
        if (changes or rotate_web_links) and not interaction.permissions.manage_guild:
            raise Rejection("manage_server_only")
        links = web_of(self.bot)
        if rotate_web_links and links is None:
            raise Rejection("web_off")
        if changes:
            settings = await store.update_guild_settings(interaction.guild_id, **changes)
        else:
            settings = await store.guild_settings(interaction.guild_id)
        values = {
            name: getattr(settings, name)
            for name in (
                "remind_after_hours",
                "remind_every_hours",
                "max_reminders",
                "turn_clock_hours",
                "clock_action",
                "language",
            )
        }
        text = wording.settings_text(values)
        if rotate_web_links and links is not None:
            # Last, once every other change is stored: the old links stop here.
            url = await links.rotate(interaction.guild_id)
            text = f"{text}\n{i18n.t('kit-web-rotated', url=f'<{url}>')}"
        await send_private(interaction, text)

    async def away(self, interaction: discord.Interaction, days: int) -> None:
        was_away = bool(await self.scheduler.away_until([interaction.user.id]))
        until = await self.scheduler.go_away(interaction.user.id, days)
        await send_private(interaction, wording.away_text(until, was_away=was_away))

    async def mine(self, interaction: discord.Interaction) -> None:
        store = store_of(self.bot)
        games = await store.user_games(interaction.user.id)
        now = discord.utils.utcnow()
        waiting: dict[int, int] = {}
        timers = await self.scheduler.user_timers(interaction.user.id)
        for game in games:
            seats = self.scheduler.waiting(game)
            seat = game.seat_of(interaction.user.id)
            if seat is not None and seat.seat in seats:
                since = timers.get(game.id, {}).get(seat.seat) or game.turn_started_at or now
                waiting[game.id] = int((now - since).total_seconds() // 3600)
        # Waiting on the user first (longest first), then the others as the store ordered them.
        games = sorted(games, key=lambda g: (g.id not in waiting, -waiting.get(g.id, 0)))
        servers = {g.guild_id: self._server(g.guild_id) or "" for g in games}
        await send_private(
            interaction, wording.mine_text(games, interaction.user.id, servers, waiting)
        )


def _nonce(notice: Notice) -> str:
    """The message's nonce: discord.py sends it with ``enforce_nonce``, so if a worker dies
    after Discord took the message but before the outbox heard of it, the next worker's
    resend (within Discord's few minutes) returns that message instead of a second one."""
    return f"tessera-{notice.id}"


def _code(error: discord.HTTPException) -> str:
    return f"{error.status}/{error.code}"


def _notify_command(cog: AsyncPlay) -> app_commands.Command[Any, ..., None]:
    """``/game notify``, with the suggestions of its ``quiet`` and ``timezone`` options."""

    @app_commands.command(name="notify", description=described("notify-cmd-notify"))
    @app_commands.describe(
        mode=described("notify-opt-mode"),
        quiet=described("notify-opt-quiet"),
        timezone=described("notify-opt-timezone"),
    )
    @app_commands.choices(mode=MODE_CHOICES)
    async def notify(
        interaction: discord.Interaction,
        mode: str | None = None,
        quiet: app_commands.Range[str, 1, 20] | None = None,
        timezone: app_commands.Range[str, 1, 64] | None = None,
    ) -> None:
        await cog.notify(interaction, mode, quiet, timezone)

    @notify.autocomplete("quiet")
    async def quiet_choices(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=c, value=c) for c in wording.quiet_choices(current)]

    @notify.autocomplete("timezone")
    async def timezone_choices(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        wanted = current.strip().lower()
        found = [n for n in timezone_names() if wanted in n.lower()]
        # Names that start with what was typed first (``paris`` finds Europe/Paris too).
        found.sort(key=lambda n: (not n.lower().startswith(wanted), n))
        return [app_commands.Choice(name=n, value=n) for n in found[:25]]

    return notify


def _commands(cog: AsyncPlay) -> list[app_commands.Command[Any, ..., None]]:
    """The ``/game`` subcommands, bound to ``cog`` (added to the group in ``cog_load``)."""

    @app_commands.command(name="settings", description=described("notify-cmd-settings"))
    @app_commands.describe(
        remind_after_hours=described("notify-opt-remind-after"),
        remind_every_hours=described("notify-opt-remind-every"),
        max_reminders=described("notify-opt-max-reminders"),
        turn_clock_hours=described("notify-opt-turn-clock"),
        clock_action=described("notify-opt-clock-action"),
        language=described("notify-opt-language"),
        rotate_web_links=described("notify-opt-rotate-web-links"),
    )
    @app_commands.choices(clock_action=CLOCK_CHOICES, language=LANGUAGE_CHOICES)
    async def settings(
        interaction: discord.Interaction,
        remind_after_hours: app_commands.Range[int, 1, 720] | None = None,
        remind_every_hours: app_commands.Range[int, 1, 720] | None = None,
        max_reminders: app_commands.Range[int, 1, 10] | None = None,
        turn_clock_hours: app_commands.Range[int, 0, 720] | None = None,
        clock_action: str | None = None,
        language: str | None = None,
        rotate_web_links: bool = False,
    ) -> None:
        given = {
            "remind_after_hours": remind_after_hours,
            "remind_every_hours": remind_every_hours,
            "max_reminders": max_reminders,
            "turn_clock_hours": turn_clock_hours,
            "clock_action": clock_action,
            "language": language,
        }
        changes = {k: v for k, v in given.items() if v is not None}
        await cog.settings(interaction, changes, rotate_web_links=rotate_web_links)

    @app_commands.command(name="away", description=described("notify-cmd-away"))
    @app_commands.describe(days=described("notify-opt-days"))
    async def away(interaction: discord.Interaction, days: app_commands.Range[int, 0, 14]) -> None:
        await cog.away(interaction, days)

    @app_commands.command(name="mine", description=described("notify-cmd-mine"))
    async def mine(interaction: discord.Interaction) -> None:
        await cog.mine(interaction)

    return [_notify_command(cog), settings, away, mine]
