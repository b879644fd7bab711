"""Asynchronous play in Discord (issue 10): notification modes, reminders, the turn clock,
away mode, ``/game mine``, the daily digest, and the background scheduler that sends it all.

Commands (added to the framework's ``/game`` group when this extension loads):
``/game notify mode:<mention|dm|both|off|digest> quiet:<22-08|off> timezone:<zone>``,
``/game settings`` (Manage Server to change; ``language:`` is that of the server's new
games), ``/game away days:<0..14>``, ``/game mine``
(every server; works in a DM).
``/<game> new`` takes ``turn_clock`` and ``clock_action`` (:data:`cogs.kit.lobby.NEW_PARAMETERS`).

Every turn message (``cogs.kit.turns.post_turn``) asks this extension whom not to mention
(players whose mode in :data:`db.notify_modes.MODES` does not mention them, or who are in
their quiet hours) and, once posted, syncs the game's turn timers
(:class:`db.scheduler.Scheduler`) and sends what that queued. A ``discord.ext.tasks`` loop
runs ``Scheduler.tick`` (reminders, clock actions, digests) and sends the outbox
(:mod:`db.outbox`) every ``SCHEDULER_TICK_SECONDS`` (default 60); a failed send is retried
after ``NOTIFY_RETRY_SECONDS`` (default 30), doubling each time. Both are settings of the bot
(``bot.Settings``), which makes the scheduler and the outbox in its ``setup_hook``; a process
started for some shards (``SHARD_IDS``) schedules only its shards' games. ``metrics`` counts
ticks, moves and sends.

Languages (issue 17): a direct message or digest speaks its recipient's last seen language,
a reminder, mention or clock note posted in a game's thread the game's, an answer the asking
user's.

Layout: :mod:`~cogs.notify.cog` (commands, loop, sender, and the hooks it adds to the bot's
:class:`cogs.kit.hooks.Hooks`), :mod:`~cogs.notify.wording` (texts).
"""

from __future__ import annotations

from discord.ext import commands

from cogs.notify.cog import AsyncPlay
from db.outbox import Outbox
from db.scheduler import Scheduler


async def setup(bot: commands.Bot) -> None:
    """The scheduler, the outbox and the tick come from the bot (made in its ``setup_hook``)."""
    scheduler, outbox = getattr(bot, "scheduler", None), getattr(bot, "outbox", None)
    settings = getattr(bot, "settings", None)
    if not isinstance(scheduler, Scheduler) or not isinstance(outbox, Outbox) or settings is None:
        raise RuntimeError("the bot has no scheduler and outbox (setup_hook not run?)")
    tick = settings.scheduler_tick_seconds
    await bot.add_cog(AsyncPlay(bot, scheduler, outbox, tick_seconds=tick))
