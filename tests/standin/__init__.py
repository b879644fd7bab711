"""A local stand-in for Discord's HTTP API v10 and gateway, for end-to-end bot tests.

The unmodified bot runs as a subprocess through the launcher and talks to an aiohttp server on
127.0.0.1 (a free port) instead of discord.com; the test drives users and inspects everything
the bot sent. No internet, no mocks inside the bot. Written against discord.py 2.7.1 (pinned).

Starting
--------
    standin = await DiscordStandIn.start()           # or the ``standin`` fixture
    guild = standin.add_guild("Games", channels=("general", "quiet"))
    alice = standin.add_user("alice", guilds=[guild])
    bot = BotProcess(standin, "bot.py", env={"DATABASE_URL": url})   # or ``bot_process``
    await bot.start()                                 # returns once the bot identified
                                                      # (shards=(1,) for a SHARD_IDS=1 process)
    ...
    await bot.restart()                               # SIGTERM, wait, start again
    await bot.stop()                                  # SIGTERM; fails if it does not exit
    await bot.kill()                                  # SIGKILL, as a crash would
    bot.log                                           # everything it printed

The launcher, usable by hand too::

    python -m tests.standin.launch <base_url> <gateway_url> -- bot.py [args]

sets ``discord.http.Route.BASE``, ``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY`` (and
the CDN base) and runs the script with runpy as ``__main__``. ``standin.env()`` gives
``DISCORD_TOKEN`` (the stand-in's token; any other is refused with 401 / close 4004).

Fixtures (``from tests.standin.fixtures import standin, bot_process`` in a conftest):
``standin`` (a started stand-in, closed afterwards) and ``bot_process`` (a factory
``bot_process(script, *args, env=...)`` → :class:`BotProcess`, stopped afterwards; the logs
are printed when a test fails).

World
-----
``add_guild(name, channels=, everyone_permissions=, bot_permissions=, guild_id=, locale=,
system_channel=, overwrites=)`` (made while the bot runs: the bot has just joined it,
``on_guild_join``), ``rejoin(guild)`` (removed and invited again),
``add_user(name, guilds=)``, ``add_member(guild, user, roles=)``,
``add_role(guild, name, permissions)``, ``add_channel(guild, name, overwrites=)`` (use
:class:`~tests.standin.world.Overwrite` to deny the bot things); ``guild.channel("general")``;
``standin.dm_channel(user)``; ``user.dms_open = False`` makes DMs fail with 50007.
Permission bits are in :mod:`tests.standin.world` (``SEND_MESSAGES``, ``MANAGE_GUILD``...).
While the bot runs, change the world with ``add_channel``, ``add_member``, ``add_role``,
``set_overwrites(channel, *overwrites)``, ``set_role_permissions(guild, role, bits)``: the
matching gateway events (CHANNEL_CREATE/UPDATE, GUILD_MEMBER_ADD, GUILD_ROLE_*) reach the
bot before the next thing a user does (or at ``await standin.flush_events()``), so its
cache follows. ``await standin.reconnect_gateway()`` sends op 7 (the bot resumes);
``await standin.stop_gateway()`` begins a gateway outage (connections closed, new ones
refused with 503; REST stays up) that ``standin.start_gateway()`` ends.
``standin.privileged_intents`` (bits of :mod:`tests.standin.gateway`) are those the Developer
Portal enabled (all by default): asking for another is closed with 4014, as on Discord;
``standin.close_identify(code, reason)`` closes the next IDENTIFY with any code.
``standin.shard_count`` is what ``GET /gateway/bot`` recommends (events are routed per
shard by Discord's formula); ``standin.interaction_deadline`` is Discord's 3 seconds.

Acting as users (all ``async``; each returns an :class:`InteractionHandle`)
-------------------------------------------------------------------------
``slash(user, channel, "game join", options={"game": 3, "who": bob})`` — values are Python
values, users/channels/roles as stand-in objects, attachments as ``(filename, bytes)``;
what Discord's client would refuse (unknown command or option, missing required option,
value outside the choices) raises ``ValueError``.
``autocomplete(user, channel, "tsuro place", {"tile": "1"}, focused="tile")``,
``click(user, message, custom_id)``, ``select(user, message, custom_id, values)``,
``submit_modal(user, handle_that_opened_it, {custom_id: text})``,
``say(user, channel, text)`` (a plain message: MESSAGE_CREATE).

Waiting for the bot (no sleeps)
-------------------------------
``await handle.response()`` — the first callback (raises :class:`InteractionFailed`, an
AssertionError, if none came within 3 s: what a user sees as "interaction failed");
``await handle.message()`` — the original response message once it has content (after
``defer`` it waits for the edit or the first follow-up); ``await handle.followup(i)``;
``await handle.choices()`` (autocomplete); ``await handle.modal()``; waits take
``within=`` seconds (default 10);
``handle.messages``; ``handle.interaction`` (``callback_type``, ``responded_after``,
``rejected`` = [(status, code)] for refused callbacks, ``original``, ``followups``).
``await standin.wait_for_message(channel, predicate, after=message)`` for messages the bot
posts on its own; ``await standin.wait_for(predicate, within, what)`` re-checks after every
change the stand-in sees (requests, gateway events, bot log lines);
``await bot.wait_for_log(regex)``.

Inspecting
----------
Messages (:class:`~tests.standin.world.Message`): ``content``, ``embeds``, ``components``,
``attachments`` (``.data`` bytes, ``.filename``; open PNGs with Pillow), ``flags``,
``ephemeral``, ``visible_to`` (None = everyone who views the channel, else user ids:
ephemeral, DM, private thread), ``is_public``, ``revisions`` (earlier versions),
``all_text()`` (every version, for leak checks), ``custom_ids()``, ``interaction``,
``thread``. ``standin.messages_in(channel)``, ``standin.public_messages()``,
``standin.public_text()`` (all text ever shown publicly, deleted and edited included:
``assert "tile 7" not in standin.public_text()``), ``standin.visible_to(user)``,
``standin.dms_with(user)``, ``standin.threads(channel)``,
``standin.commands_for(guild)`` (registered commands), ``standin.recorded(method, route)``
(every request: ``route`` template, ``params``, ``query``, ``json``, ``files`` with bytes,
``at``, ``status``, ``response``), ``standin.sessions`` (gateway connections: ``intents``,
``shard_id``, ``heartbeats``), ``standin.unhandled`` (requests to routes not modelled
here, answered 404 like Discord: reactions, for instance).

Before every interaction the stand-in makes the bot's event loop go round (websocket pings)
so that it has finished handling the answers it already got — a test clicks faster than a
person could, e.g. before discord.py stored the view of the message it just sent.

Failures
--------
``standin.fail("POST", "/channels/{channel_id}/messages", status=500, times=2, where=...)``
and ``standin.rate_limit(method, route, retry_after=0.2, times=1, is_global=False)`` answer
the next matching requests with 5xx, or 429 with Discord's body and ``X-RateLimit-*``,
``Retry-After`` and ``Via`` headers (discord.py then waits and retries).
``standin.hold(method, route, seconds=5)`` handles the next matching request at once (a post
is made) but answers it late: a bot killed meanwhile never heard that its post went through.

Discord's rules enforced (Discord's error JSON and codes)
---------------------------------------------------------
50035 Invalid Form Body with per-field ``errors`` for: content > 2000, > 10 embeds, embed title
256 / description 4096 / 25 fields / 6000 total, > 5 action rows, > 5 items a row, a select not
alone in its row, button label > 80, custom_id 1–100 and unique, select options 1–25, > 10
files, command names (1–32, lowercase, ``-_'`` letters digits), descriptions 1–100, ≤ 25 options
/ choices, ≤ 100 commands, required options first, autocomplete choices ≤ 25, thread names
1–100. 50006 empty message; 413/40005 a file over ``attachment_size_limit`` (10 MiB, also sent
in interactions); 10062 Unknown interaction for a first response after 3 s; 40060 already
acknowledged; 10008 / 10003 / 10015 unknown message, channel, webhook (a follow-up before any
response); 50013 Missing Permissions (per channel overwrites; reading a message or the history
needs Read Message History); 50007 closed DMs. A follow-up after ``defer()`` replaces the
"thinking" message and keeps the deferral's visibility, as on Discord. JSON answers carry
Content-Type exactly ``application/json``. Ephemeral messages are reachable only through their
interaction's webhook (10008 from channel routes). A test of the command tree against these
limits without a bot: ``limits.check_commands([c.to_dict(tree) for c in tree.get_commands()])``
raises :class:`~tests.standin.limits.DiscordAPIError` with Discord's ``errors``.
"""

from tests.standin.driver import DiscordStandIn, InteractionFailed, InteractionHandle
from tests.standin.process import BotProcess

__all__ = ["BotProcess", "DiscordStandIn", "InteractionFailed", "InteractionHandle"]
