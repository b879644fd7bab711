"""The turn message: after a start and after every move, the game's thread (or channel) gets
the public picture (spectator view), what happened in words, whose turn it is (mentioning only
that player) and the buttons of the new position.

Call :func:`post_turn` after every successful ``GameStore.start/play/resign`` (issues 8–9: after
each move command or button)::

    result = await store.play(game.id, user.id, move, expected_version=version)
    await post_turn(interaction.client, result.game, result.events)

It renders off the event loop and records the message as the game's ``turn_message_id`` (so
"this game has moved on" can link to it). Events are public by the engine's contract; nothing
private is ever put here.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Sequence

import discord

from cogs.buttons import view_for
from cogs.context import mentions, store_of
from cogs.games import adapter_for
from db.records import GameInfo
from engine.core import Event

log = logging.getLogger("tessera.turns")
#: Discord's message length limit, with room for the turn line.
CONTENT_LIMIT = 2000
#: Event lines shown at most; a long chain of computer moves is summarised.
MAX_EVENT_LINES = 12


def turn_content(game: GameInfo, events: Sequence[Event] = ()) -> tuple[str, list[int]]:
    """The text of the turn message and the user ids it mentions."""
    adapter = adapter_for(game.game)
    lines = [line for e in events if (line := adapter.describe_event(game, e)) is not None]
    if len(lines) > MAX_EVENT_LINES:
        hidden = len(lines) - MAX_EVENT_LINES + 1
        lines = [f"… {hidden} earlier events", *lines[-(MAX_EVENT_LINES - 1) :]]
    header = f"**{adapter.title}** · game #{game.id} · move {game.ply}"
    users = [] if game.is_over else [game.seats[s].user_id for s in adapter.turn_seats(game)]
    users_to_ping = [u for u in users if u is not None]
    turn = adapter.turn_line(game)
    if users_to_ping:
        turn = f"{turn} {mentions(users_to_ping)}"
    body = "\n".join([header, *lines, turn])
    if len(body) > CONTENT_LIMIT:
        body = "\n".join([header, "…", turn])
    return body, users_to_ping


async def post_turn(
    client: discord.Client, game: GameInfo, events: Sequence[Event] = ()
) -> discord.Message:
    """Post the turn message for ``game`` (as the store returned it) and remember it."""
    adapter = adapter_for(game.game)
    content, users = turn_content(game, events)
    picture = await asyncio.to_thread(adapter.board_png, game)
    channel = client.get_partial_messageable(game.thread_id or game.channel_id)
    actions = adapter.turn_actions(game)
    kwargs = {"view": view_for(game, actions)} if actions else {}
    message = await channel.send(
        content,
        file=discord.File(io.BytesIO(picture), "board.png"),
        allowed_mentions=discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(u) for u in users]
        ),
        **kwargs,
    )
    await store_of(client).set_messages(game.id, turn_message_id=message.id)
    return message
