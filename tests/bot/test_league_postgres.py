"""Issue 29 with two bot processes on one PostgreSQL (one shard each), both ticking the
scheduler every 0.2 s: a league's sign-up deadline and each round's deadline pass (a league
hour lasts a few seconds here, ``TESSERA_LEAGUE_HOUR_SECONDS``), and each round is paired,
announced and opened once, by one process, with nobody playing. Skipped, with the reason,
when PostgreSQL is not reachable.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from db.league import FINISHED, LeagueStore
from db.session import create_engine, create_session_factory
from tests.bot.scene import Scene, private_to, sharded_bots
from tests.db.backends import fresh_postgres_database
from tests.standin.world import DEFAULT_EVERYONE, MANAGE_GUILD, Channel, Message

pytestmark = pytest.mark.asyncio(loop_scope="module")
SHARDS = 2
#: Seconds a league hour lasts: time enough to sign up four people by command.
HOUR = 10
SETTINGS = {
    "SCHEDULER_TICK_SECONDS": "0.2",
    "COMPUTER_PAUSE_SECONDS": "0.05",
    "TESSERA_LEAGUE_HOUR_SECONDS": str(HOUR),
}


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def postgres_url() -> AsyncIterator[str]:
    async with fresh_postgres_database("tessera_league") as url:
        yield url


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(postgres_url: str) -> AsyncIterator[Scene]:
    async with sharded_bots(postgres_url, SETTINGS, SHARDS, 1) as scene:
        yield scene


async def test_each_round_once_with_two_processes(scene: Scene, postgres_url: str) -> None:
    table = scene.table("ada", "bo", "cy", "di")
    ada = table.users[0]
    mods = scene.standin.add_role(table.guild, "mods", DEFAULT_EVERYONE | MANAGE_GUILD)
    scene.standin.add_member(table.guild, ada, roles=(mods,))
    options = {
        "game": "tsuro",
        "format": "swiss",
        "rounds": 2,
        "round_hours": 1,
        "signup_hours": 1,
    }
    signup = await scene.reply(ada, table.channel, "league new", options)
    league_id = int(re.search(r"#(\d+)", signup.content).group(1))  # type: ignore[union-attr]
    for user in table.users:
        assert private_to(await scene.reply(user, table.channel, "league join"), user)

    def said(text: str) -> list[Message]:
        return [m for m in scene.standin.messages_in(table.channel) if text in m.content]

    # Nobody starts it and nobody plays: the deadlines do everything.
    over = await scene.standin.wait_for_message(
        table.channel, lambda m: "is over" in m.content, within=10 * HOUR
    )
    await asyncio.sleep(1.0)  # five more ticks of each process
    assert [len(said(t)) for t in ("round 1 of 2", "round 2 of 2", "is over")] == [1, 1, 1]
    assert "\N{FIRST PLACE MEDAL}" in over.content
    threads: list[Channel] = scene.standin.threads(table.channel)
    assert len(threads) == 4  # two tables a round, each opened once
    engine = create_engine(postgres_url)
    try:
        league = await LeagueStore(create_session_factory(engine)).get(league_id)
    finally:
        await engine.dispose()
    assert league.status == FINISHED
    games = [t.game_id for t in league.tables]
    assert len(games) == 4 and None not in games and len(set(games)) == 4
    # The unplayed games count as level for the league.
    assert all(t.places == (0, 0) for t in league.tables)
