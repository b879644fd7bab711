"""Asynchronous play in Discord (issue 10): notification modes, reminders, the turn clock,
away mode, ``/game mine``, the daily digest, and the background scheduler that sends it all.

Commands (added to the framework's ``/game`` group when this extension loads):
``/game notify mode:<mention|dm|both|off|digest> quiet:<22-08|off> timezone:<zone>``,
``/game settings`` (Manage Server to change), ``/game away days:<0..14>``, ``/game mine``
(every server; works in a DM).
``/<game> new`` takes ``turn_clock`` and ``clock_action`` (:mod:`cogs.asyncplay.options`).

Every turn message (``cogs.turns.post_turn``) asks this extension whom not to mention
(players with ``dm``, ``off`` or ``digest``, or in their quiet hours) and, once posted, syncs
the game's turn timers (:class:`db.scheduler.Scheduler`) and sends what that queued. A
``discord.ext.tasks`` loop runs ``Scheduler.tick`` (reminders, clock actions, digests) and
sends the outbox (:mod:`db.outbox`) every ``SCHEDULER_TICK_SECONDS`` (default 60); a failed
send is retried after ``NOTIFY_RETRY_SECONDS`` (default 30), doubling each time. Both are
read from the environment by this extension only. A process started for some shards
(``SHARD_IDS``) schedules only its shards' games; ``metrics`` counts ticks, moves and sends.

Layout: :mod:`~cogs.asyncplay.cog` (commands, loop, sender), :mod:`~cogs.asyncplay.wording`
(texts), :mod:`~cogs.asyncplay.options` (the ``new`` options and the status lines other cogs
call).
"""

from __future__ import annotations

from discord.ext import commands

from cogs.asyncplay.cog import AsyncPlay


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(AsyncPlay(bot))
