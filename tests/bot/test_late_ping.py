"""Issue 31: a turn message whose position a newer move has superseded mentions nobody.

A turn message is made (picture and all) after its move committed; a player quick to move
again may move before it is sent. Its "it is your turn" would then ping a player whose turn
it no longer is, after the newer position's own message. Here :func:`cogs.kit.turns.post_turn`
runs in this process with discord.py's own HTTP client against the stand-in and a real store:
the message of the current position pings the player to move; the same message made for that
position once the player has moved mentions nobody, in its text or its allowed mentions.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import pytest
import pytest_asyncio

from cogs.kit.hooks import Hooks
from cogs.kit.turns import post_turn
from db.migrate import upgrade
from db.records import GameInfo
from db.session import create_engine, create_session_factory
from db.store import GameStore
from tests.standin import DiscordStandIn
from tests.standin.world import Channel, User

MESSAGES = "/channels/{channel_id}/messages"


@pytest_asyncio.fixture
async def world(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[tuple[DiscordStandIn, discord.Client, Channel, list[User]]]:
    standin = await DiscordStandIn.start()
    engine = create_engine(f"sqlite+aiosqlite:///{tmp_path / 'tessera.db'}")
    client = discord.Client(intents=discord.Intents.none())
    try:
        await upgrade(engine)
        guild = standin.add_guild("Games")
        users = [standin.add_user(name, guilds=[guild]) for name in ("ann", "ben")]
        monkeypatch.setattr(discord.http.Route, "BASE", standin.base_url)
        await client.login(standin.token)  # REST only: post_turn needs no gateway
        client.store = GameStore(create_session_factory(engine))  # type: ignore[attr-defined]
        client.hooks = Hooks()  # type: ignore[attr-defined]
        yield standin, client, guild.channel("general"), users
    finally:
        await client.close()
        await engine.dispose()
        await standin.close()


async def started(client: discord.Client, channel: Channel, users: list[User]) -> GameInfo:
    store: GameStore = client.store  # type: ignore[attr-defined]
    lobby = await store.create_lobby(
        "tsuro",
        guild_id=channel.guild_id,
        channel_id=channel.id,
        creator_id=users[0].id,
        creator_name=users[0].name,
    )
    await store.join(lobby.id, users[1].id, users[1].name)
    return (await store.start(lobby.id, users[0].id)).game


def last_post(standin: DiscordStandIn) -> dict[str, Any]:
    return standin.recorded("POST", MESSAGES)[-1].json


async def test_a_superseded_position_s_turn_message_pings_nobody(
    world: tuple[DiscordStandIn, discord.Client, Channel, list[User]],
) -> None:
    standin, client, channel, users = world
    store: GameStore = client.store  # type: ignore[attr-defined]
    game = await started(client, channel, users)
    [seat] = [s for s in game.seats if s.to_act]
    mover = f"<@{seat.user_id}>"

    await post_turn(client, game, [])
    current = last_post(standin)
    assert mover in current["content"]
    assert [int(u) for u in current["allowed_mentions"]["users"]] == [seat.user_id]

    # The player moves again before the message of the older position goes out.
    notch = game.view(None)["free_notches"][0]
    await store.play(game.id, seat.user_id, {"kind": "notch", "notch": notch}, game.version)
    await post_turn(client, game, [])
    late = last_post(standin)
    assert late["content"].splitlines()[0] == current["content"].splitlines()[0]
    assert "<@" not in late["content"], late["content"]
    assert late["allowed_mentions"]["users"] == []
