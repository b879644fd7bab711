"""Leagues through the Discord stand-in (issue 29): a manager opens an 8-seat, 3-round Swiss
of Triominos (seven people, a computer seat at the odd table), people join by button, round 1
opens a game per table in its own thread, rounds advance as the games end (people resign with
``/game resign``) and at the round's deadline (a league hour lasts a second here,
``TESSERA_LEAGUE_HOUR_SECONDS``: the deadline genuinely passes); the standings answer
privately, each reader in their own language, and the final podium is announced."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest
import pytest_asyncio

from db.league import LeagueStore
from db.models import GameStatus, utcnow
from db.ratings import RatingStore
from db.records import GameInfo
from db.store import GameStore
from render.common import HIGHLIGHT
from render.leaderboard import line_box
from tests.bot.scene import Scene, Table, open_png, private_to, running_bot_on_file
from tests.render.helpers import colour_in_box
from tests.standin.world import DEFAULT_EVERYONE, MANAGE_GUILD, Channel, User

pytestmark = pytest.mark.asyncio(loop_scope="module")
#: The rounds' deadline, in league hours (seconds here).
ROUND_HOURS = 40


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    env = {
        "SCHEDULER_TICK_SECONDS": "0.3",
        "COMPUTER_PAUSE_SECONDS": "0.05",
        # A round of ROUND_HOURS lasts that many seconds: long enough for the rounds people
        # end by resigning, short enough to wait for the one nobody plays.
        "TESSERA_LEAGUE_HOUR_SECONDS": "1",
    }
    async with running_bot_on_file(tmp_path_factory, "league", env, tables=2) as scene:
        yield scene


def manager(scene: Scene, table: Table, user: User) -> None:
    mods = scene.standin.add_role(table.guild, "mods", DEFAULT_EVERYONE | MANAGE_GUILD)
    scene.standin.add_member(table.guild, user, roles=(mods,))


def leagues(scene: Scene) -> LeagueStore:
    return LeagueStore(scene.sessions)  # type: ignore[attr-defined]


def round_threads(scene: Scene, channel: Channel, number: int) -> list[Channel]:
    return [t for t in scene.standin.threads(channel) if f"round {number}," in t.name]


async def active_game(scene: Scene, thread: Channel) -> GameInfo:
    """The thread's game once it started (the thread comes first)."""
    store: GameStore = scene.store  # type: ignore[attr-defined]
    for _ in range(200):
        game = await store.by_thread(thread.id)
        if game is not None and game.status == GameStatus.ACTIVE:
            return game
        await asyncio.sleep(0.05)
    raise AssertionError(f"no game started in {thread.name}")


async def end_round_by_resigning(
    scene: Scene, table: Table, number: int, by_id: dict[int, User]
) -> None:
    """At each table of round ``number`` one person resigns: the last person seated (so the
    first wins), or the only one at a computer's table (the computer wins)."""
    await scene.until(lambda: len(round_threads(scene, table.channel, number)) == 4, "4 tables")
    for thread in round_threads(scene, table.channel, number):
        game = await active_game(scene, thread)
        people = [s.user_id for s in game.seats if s.user_id is not None]
        loser = by_id[people[-1]]
        answer = await scene.reply(loser, thread, "game resign")
        assert private_to(answer, loser), answer.content


async def test_an_eight_seat_swiss_of_triominos(scene: Scene) -> None:
    table = scene.table("olga", "ben", "cleo", "dan", "eve", "finn", "gia")
    olga, ben, *_ = table.users
    by_id = {u.id: u for u in table.users}
    manager(scene, table, olga)
    options: dict[str, object] = {
        "game": "triominos",
        "format": "swiss",
        "rounds": 3,
        "computers": True,
        "round_hours": ROUND_HOURS,
    }
    refused = await scene.reply(ben, table.channel, "league new", options)
    assert private_to(refused, ben) and "manager" in refused.content
    odd = await scene.reply(olga, table.channel, "league new", {**options, "options": "fast"})
    assert private_to(odd, olga) and "name=value" in odd.content
    unknown = await scene.reply(olga, table.channel, "league new", {**options, "options": "x=1"})
    assert private_to(unknown, olga) and "has no option" in unknown.content
    options["options"] = "set=76 redraw=false"
    signup = await scene.reply(olga, table.channel, "league new", options)
    assert not signup.ephemeral and "Triominos league #" in signup.content
    league_id = int(re.search(r"#(\d+)", signup.content).group(1))  # type: ignore[union-attr]
    for user in table.users:
        joined = await (await scene.click(user, signup, "join")).message()
        assert private_to(joined, user) and f"league #{league_id}" in joined.content
    again = await (await scene.click(ben, signup, "join")).message()
    assert private_to(again, ben) and "already" in again.content
    await scene.until(lambda: "Signed up (7)" in signup.content, "the sign-up list")

    early = await scene.reply(ben, table.channel, "league start")
    assert private_to(early, ben) and "creator or a server manager" in early.content
    started = await scene.reply(olga, table.channel, "league start")
    assert private_to(started, olga)
    announced = await scene.standin.wait_for_message(
        table.channel, lambda m: "round 1 of 3" in m.content
    )
    assert "<@" not in announced.content  # names here; each table's message mentions
    assert "a computer" in announced.content

    await end_round_by_resigning(scene, table, 1, by_id)
    await scene.standin.wait_for_message(
        table.channel, lambda m: "round 2 of 3" in m.content, within=30
    )
    # Round 2 runs into its deadline: nobody plays; the games count as level (and play on),
    # and round 3 is paired and announced once the deadline has passed, not before.
    await scene.until(lambda: len(round_threads(scene, table.channel, 2)) == 4, "round 2")
    deadline = (await leagues(scene).get(league_id)).round_ends_at
    assert deadline is not None and deadline - utcnow() > timedelta(seconds=ROUND_HOURS - 20)
    third = await scene.standin.wait_for_message(
        table.channel, lambda m: "round 3 of 3" in m.content, within=ROUND_HOURS + 30
    )
    assert utcnow() >= deadline and "<@" not in third.content
    store: GameStore = scene.store  # type: ignore[attr-defined]
    for thread in round_threads(scene, table.channel, 2):
        unplayed = await store.by_thread(thread.id)
        assert unplayed is not None and unplayed.status == GameStatus.ACTIVE  # they play on
    await end_round_by_resigning(scene, table, 3, by_id)
    final = await scene.standin.wait_for_message(
        table.channel, lambda m: "is over" in m.content, within=30
    )
    assert "\N{FIRST PLACE MEDAL}" in final.content

    league = await leagues(scene).get(league_id)
    first_game = league.tables[0].game_id
    assert first_game is not None
    played = await scene.store.get(first_game)  # type: ignore[attr-defined]
    assert played.options["set"] == "76" and played.options["redraw"] is False
    met = [frozenset(t.players) for t in league.tables if len(t.players) == 2]
    assert len(met) == len(set(met)) == 9  # never the same opponents twice
    assert sum(t.computers for t in league.tables) == 3  # one computer seat a round
    # 3 decided games in rounds 1 and 3, 3 level ones and the computer table's half point
    # in round 2.
    assert sum(s.points for s in league.standings()) == 3 + 3 + 3 + 0.5
    # League games are rated like any other: the seven people and the computer.
    rated = await RatingStore(scene.sessions).leaderboard(table.guild.id, "triominos")  # type: ignore[attr-defined]
    assert len(rated) == 8
    standings = await scene.reply(ben, table.channel, "league standings")
    assert private_to(standings, ben)
    assert "standings after round 3" in standings.content
    assert "Buchholz" in standings.content and len(standings.content.splitlines()) == 8
    picture = open_png(standings.attachments[0].data, "league-standings.png")
    assert picture.height == line_box(6)[3] + 16  # seven people, the computer not listed
    assert colour_in_box(picture, line_box(0), HIGHLIGHT) > 50
    # Each reader gets the standings in their own language.
    cleo = table.users[2]
    cleo.locale = "fr"
    french = await scene.reply(cleo, table.channel, "league standings")
    assert private_to(french, cleo) and "classement après la ronde 3" in french.content
    open_png(french.attachments[0].data, "league-standings-fr.png")
    schedule = await scene.reply(ben, table.channel, "league schedule")
    assert private_to(schedule, ben)
    assert [f"Round {n}" in schedule.content for n in (1, 2, 3)] == [True] * 3
    # Rounds 1 and 3: a person won at each people's table, the computer at its own.
    assert schedule.content.count("won by a computer") == 2
    assert schedule.content.count("won by") == 8
    assert schedule.content.count("level") == 4  # round 2 ran out of time


async def test_withdrawal_forfeits_and_a_manager_cancels(scene: Scene) -> None:
    table = scene.table("mia", "noah", "oona", "piet")
    mia, noah, oona, piet = table.users
    manager(scene, table, mia)
    options = {"game": "triominos", "format": "roundrobin"}
    signup = await scene.reply(mia, table.channel, "league new", options)
    assert "round-robin" in signup.content
    for user in (mia, noah, oona, piet):
        assert private_to(await scene.reply(user, table.channel, "league join"), user)
    left = await scene.reply(piet, table.channel, "league leave")
    assert private_to(left, piet) and "left" in left.content
    await scene.until(lambda: "Signed up (3)" in signup.content, "the sign-up list")
    assert private_to(await scene.reply(mia, table.channel, "league start"), mia)
    await scene.until(lambda: len(round_threads(scene, table.channel, 1)) == 1, "round 1")
    [thread] = round_threads(scene, table.channel, 1)
    game = await active_game(scene, thread)
    seated = [s.user_id for s in game.seats]
    quitter = next(u for u in table.users if u.id == seated[0])
    gone = await scene.reply(quitter, table.channel, "league withdraw")
    assert private_to(gone, quitter) and "forfeited" in gone.content
    # The forfeit ends round 1; round 2 is paired without the player who withdrew.
    await scene.standin.wait_for_message(
        table.channel, lambda m: "round 2 of 3" in m.content, within=30
    )
    store: GameStore = scene.store  # type: ignore[attr-defined]
    ended = await store.get(game.id)
    assert ended.status == GameStatus.FINISHED and ended.outcome is not None
    assert ended.outcome.winners == frozenset({1})
    stranger = await scene.reply(piet, table.channel, "league cancel")
    assert private_to(stranger, piet) and "creator or a server manager" in stranger.content
    cancelled = await scene.reply(mia, table.channel, "league cancel")
    assert not cancelled.ephemeral and "cancelled" in cancelled.content
    late = await scene.reply(noah, table.channel, "league join")
    assert private_to(late, noah) and "no league" in late.content
