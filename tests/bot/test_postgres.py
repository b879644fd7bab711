"""Scale-out on PostgreSQL: two bot processes, one shard each (``SHARD_COUNT=2``, ``SHARD_IDS``),
started together on one empty database. They migrate one after the other, each serves its
shard's guilds, a game works whichever process handles a click, and restarts of both find the
synced command tree unchanged. Skipped, with the reason, when PostgreSQL is not reachable.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest
import pytest_asyncio

from tests.bot.scene import BOT, Scene, Table, guilds_over_shards
from tests.db.backends import fresh_postgres_database
from tests.standin import BotProcess, DiscordStandIn

pytestmark = pytest.mark.asyncio(loop_scope="module")
COMMANDS_PUT = ("PUT", "/applications/{application_id}/commands")
SHARDS = 2


@dataclass
class Cluster:
    scene: Scene
    bots: list[BotProcess]

    def table_on(self, shard: int, *names: str) -> Table:
        """A guild that Discord routes to ``shard`` (``(guild_id >> 22) % shards``)."""
        spare = self.scene.spare
        guild = next(g for g in spare if (g.id >> 22) % SHARDS == shard)
        spare.remove(guild)
        spare.append(guild)  # table() takes the last one
        return self.scene.table(*names)

    async def start(self) -> None:
        await asyncio.gather(*(bot.start(shards=(n,)) for n, bot in enumerate(self.bots)))

    async def stop(self) -> None:
        await asyncio.gather(*(bot.stop() for bot in self.bots))


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def postgres_url() -> AsyncIterator[str]:
    async with fresh_postgres_database("tessera_bot") as url:
        yield url


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def cluster(postgres_url: str) -> AsyncIterator[Cluster]:
    standin = await DiscordStandIn.start()
    standin.shard_count = SHARDS
    guild = standin.add_guild("Games")
    spare = await guilds_over_shards(standin, SHARDS, 3)
    settings = {"DATABASE_URL": postgres_url, "DEV_GUILD_ID": "", "SHARD_COUNT": str(SHARDS)}
    bots = [
        BotProcess(standin, BOT, env=settings | {"SHARD_IDS": str(shard)})
        for shard in range(SHARDS)
    ]
    cluster = Cluster(Scene(standin, guild, spare, bots[0]), bots)
    try:
        await cluster.start()
        for bot in bots:
            await bot.wait_for_log(r"synced \d+ commands|command tree unchanged")
        yield cluster
    finally:
        try:
            await cluster.stop()
        finally:
            for bot in bots:
                print(bot.log)
            await standin.close()


async def test_two_processes_migrate_one_empty_database_and_each_serves_its_shard(
    cluster: Cluster,
) -> None:
    standin = cluster.scene.standin
    live = {(s.shard_id, s.shard_count) for s in standin.sessions if s.open and s.identified}
    assert live == {(0, SHARDS), (1, SHARDS)}
    # Each process applied the migrations or found them applied; neither failed.
    assert all("Running upgrade" in bot.log or "Context impl" in bot.log for bot in cluster.bots)
    assert 1 <= len(standin.recorded(*COMMANDS_PUT)) <= SHARDS


@pytest.mark.parametrize("shard", range(SHARDS))
async def test_a_game_plays_on_either_shard(cluster: Cluster, shard: int) -> None:
    scene = cluster.scene
    table = cluster.table_on(shard, "alice", "bob", "carol")
    _lobby, thread, turn = await scene.started(table, "tarnaris")
    assert "Woods of Tarnaris" in turn.content
    alice = table.users[0]
    hand = await scene.reply(alice, thread, "game hand")
    assert hand.ephemeral and "Your field" in hand.content


async def test_restarting_both_keeps_buttons_and_does_not_sync_again(cluster: Cluster) -> None:
    scene = cluster.scene
    table = cluster.table_on(1, "alice", "bob")
    alice, bob = table.users
    lobby, _thread = await scene.lobby(alice, table.channel, "triominos")
    syncs = len(scene.standin.recorded(*COMMANDS_PUT))
    await cluster.stop()
    await cluster.start()
    for bot in cluster.bots:
        await bot.wait_for_log(r"start #2 -----[\s\S]*command tree unchanged")
    assert len(scene.standin.recorded(*COMMANDS_PUT)) == syncs
    joined = await scene.click(bob, lobby, "join")
    assert "joined" in (await joined.followup()).content
    started = await scene.click(alice, lobby, "start")
    assert "started" in (await started.message()).content
