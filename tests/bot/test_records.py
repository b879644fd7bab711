"""Issue 18 through the real bot and the Discord stand-in: the leaderboard picture, stats,
history pages with buttons, replays, exports (a finished game imports back and replays to the
same final state; a running game's export reveals nothing hidden) and the managers' command.

Games are finished through a second store on the bot's database (a resignation ends a
two-player game), as quick as a real game and the same rows.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from babel.dates import format_date

from db.models import GameStatus
from db.ratings import RatingStore
from db.records import GameInfo
from db.session import create_engine, create_session_factory
from db.store import GameStore
from engine.rng import Rng
from render.common import HIGHLIGHT
from render.leaderboard import line_box
from tests.bot.scene import Scene, Table, open_png, private_to, running_bot
from tests.db.helpers import play_random
from tests.render.helpers import colour_in_box
from tests.standin.world import User

pytestmark = pytest.mark.asyncio(loop_scope="module")


class Records(Scene):
    store: GameStore
    ratings: RatingStore


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Records]:
    path: Path = tmp_path_factory.mktemp("records") / "tessera.db"
    url = f"sqlite+aiosqlite:///{path}"
    async with running_bot(url) as scene:
        engine = create_engine(url)
        scene.__class__ = Records
        assert isinstance(scene, Records)
        scene.store = GameStore(create_session_factory(engine))
        scene.ratings = RatingStore(create_session_factory(engine))
        try:
            yield scene
        finally:
            await engine.dispose()


async def started(scene: Records, table: Table, *players: int) -> GameInfo:
    """A two-player Tsuro game of ``table``'s users ``players`` (the first creates it)."""
    first, *others = [table.users[n] for n in players]
    store = scene.store
    info = await store.create_lobby(
        "tsuro",
        guild_id=table.guild.id,
        channel_id=table.channel.id,
        creator_id=first.id,
        creator_name=first.name,
        options={},
    )
    for user in others:
        info = await store.join(info.id, user.id, user.name)
    return (await store.start(info.id, first.id)).game


async def won_by(scene: Records, table: Table, winner: int, loser: int) -> GameInfo:
    info = await started(scene, table, winner, loser)
    result = await scene.store.resign(info.id, table.users[loser].id)
    assert result.game.status == GameStatus.FINISHED
    return result.game


async def test_the_leaderboard_is_a_picture_best_first(scene: Records) -> None:
    table = scene.table("ann", "ben", "cy")
    ann, ben, _cy = table.users
    for _ in range(2):
        await won_by(scene, table, 0, 1)
    await won_by(scene, table, 2, 1)
    board = await scene.ratings.leaderboard(table.guild.id, "tsuro")
    assert [line.name for line in board][-1] == "ben"
    assert board[0].rating > board[-1].rating and board[-1].wins == 0
    message = await scene.reply(ben, table.channel, "game leaderboard", {"game": "tsuro"})
    assert message.is_public
    [attachment] = message.attachments
    image = open_png(attachment.data, "leaderboard.png")
    assert image.height == line_box(2)[3] + 16
    assert colour_in_box(image, line_box(0), HIGHLIGHT) > 50
    stats = await scene.reply(ann, table.channel, "game stats", {"game": "tsuro"})
    assert private_to(stats, ann)
    assert "2 games, 2 wins · rating" in stats.content and "Best winning streak: 2" in stats.content
    assert "Favourite opening" not in stats.content  # ann resigned-to, never moved
    theirs = await scene.reply(ann, table.channel, "game stats", {"user": ben})
    assert "3 games, 0 wins" in theirs.content and "Favourite opening" not in theirs.content


async def test_history_pages_with_buttons_that_survive_a_restart(scene: Records) -> None:
    table = scene.table("dee", "eli")
    dee, eli = table.users
    games = [await won_by(scene, table, n % 2, 1 - n % 2) for n in range(7)]
    first = await scene.reply(dee, table.channel, "game history")
    assert private_to(first, dee)
    lines = first.content.splitlines()
    assert "page 1 of 2" in lines[0] and len(lines) == 6
    assert lines[1].startswith(f"#{games[-1].id} Tsuro · won")  # newest first; dee won n=6
    assert lines[2].startswith(f"#{games[-2].id} Tsuro · lost")
    assert f"/channels/{table.guild.id}/{table.channel.id}" in lines[1]
    newer, older = first.custom_ids()
    assert newer.startswith("rec:page:") and first.find_component(newer)["disabled"] is True
    # The page is in the button: it works after a restart.
    await scene.bot.restart()
    await scene.bot.wait_for_log(r"command tree unchanged")
    await (await scene.standin.click(dee, first, older)).response()
    lines = first.content.splitlines()
    assert "page 2 of 2" in lines[0] and len(lines) == 3
    assert lines[-1].startswith(f"#{games[0].id} Tsuro · won")
    newer, older = first.custom_ids()
    assert first.find_component(older)["disabled"] is True
    await (await scene.standin.click(dee, first, newer)).response()
    assert "page 1 of 2" in first.content
    other = await scene.reply(dee, table.channel, "game history", {"user": eli})
    assert other.content.splitlines()[1].startswith(f"#{games[-1].id} Tsuro · lost")


async def test_export_of_a_finished_game_imports_back_and_replays(scene: Records) -> None:
    table = scene.table("fay", "gus")
    fay, _gus = table.users
    info = await play_random(scene.store, await started(scene, table, 0, 1), Rng(5), 10_000)
    assert info.status == GameStatus.FINISHED
    message = await scene.reply(fay, table.channel, "game export", {"id": info.id})
    assert private_to(message, fay)
    record = json.loads(message.attachments[0].data)
    assert record["seed"] is not None and len(record["moves"]) == info.ply
    imported = await scene.store.import_record(
        record, guild_id=None, channel_id=table.channel.id, creator_id=fay.id
    )
    assert imported.snapshot == info.snapshot and imported.outcome == info.outcome
    replay = await scene.reply(fay, table.channel, "game replay", {"id": info.id})
    assert replay.is_public and replay.attachments[0].filename.endswith("-replay.gif")
    assert replay.attachments[0].data[:6] == b"GIF89a"


async def test_export_of_a_running_game_reveals_nothing_hidden(scene: Records) -> None:
    table = scene.table("hal", "ivy")
    hal, _ivy = table.users
    info = await play_random(scene.store, await started(scene, table, 0, 1), Rng(3), 2)
    assert info.status == GameStatus.ACTIVE and info.seed is not None
    message = await scene.reply(hal, table.channel, "game export", {"id": info.id})
    text = message.attachments[0].data.decode()
    record = json.loads(text)
    assert "seed" not in record and "moves" not in record and str(info.seed) not in text
    assert record["view"] == json.loads(json.dumps(info.view(None)))
    for seat in info.seats:
        # Every seat's own view shows its hand; the export shows none of them.
        assert json.loads(json.dumps(info.view(seat.seat))) != record["view"]
    refused = await scene.reply(hal, table.channel, "game replay", {"id": info.id})
    assert private_to(refused, hal) and "has not finished yet" in refused.content


async def test_recompute_is_for_managers_and_hidden_from_members(scene: Records) -> None:
    table = scene.table("jo", "kim")
    jo, _kim = table.users
    await won_by(scene, table, 0, 1)
    before = await scene.ratings.leaderboard(table.guild.id, "tsuro")
    with pytest.raises(LookupError, match="permissions"):
        await scene.slash(jo, table.channel, "gameadmin recompute")
    owner = scene.standin.owner
    done = await scene.reply(owner, table.channel, "gameadmin recompute")
    assert private_to(done, owner) and "from 1 finished game." in done.content
    assert await scene.ratings.leaderboard(table.guild.id, "tsuro") == before


async def test_a_follower_gets_the_public_turn_messages_only(scene: Records) -> None:
    """Issue 18, 5: the direct message is the turn message's header and turn line (no
    mention), a link to it and the same spectator picture; a player cannot follow."""
    table = scene.table("lu", "mo", "ned")
    lu, mo, ned = table.users
    zed = scene.standin.add_user("zed", guilds=[table.guild])
    _lobby, thread, turn = await scene.started(table, "tsuro")
    game_id = int(turn.content.split("#", 1)[1].split(" ", 1)[0])
    own = await scene.reply(lu, table.channel, "game follow", {"id": game_id})
    assert private_to(own, lu) and "You play in game" in own.content
    answer = await scene.reply(zed, table.channel, "game follow", {"id": game_id})
    assert private_to(answer, zed) and "You follow game" in answer.content
    seen: list[tuple[str, bytes]] = []
    for resigner in (mo, ned):
        await (await scene.slash(resigner, thread, "game resign")).message()
        turn = await scene.turn_message(thread, after=turn)
        count = len(seen)
        await scene.until(lambda: len(scene.standin.dms_with(zed)) > count, "a DM")  # noqa: B023
        dm = scene.standin.dms_with(zed)[-1]
        header, line, link = dm.content.splitlines()
        public = turn.content.splitlines()
        assert header == public[0] and public[-1].startswith(line) and "<@" not in dm.content
        assert link.endswith(f"/{thread.id}/{turn.id}")
        assert dm.attachments[0].data == turn.attachments[0].data  # the public board picture
        seen.append((dm.content, dm.attachments[0].data))
    assert "Game over" in seen[-1][0]
    assert all(not scene.standin.dms_with(user) for user in table.users)
    # The game is over: the follow is gone.
    gone = await scene.reply(zed, table.channel, "game unfollow", {"id": game_id})
    assert "You do not follow game" in gone.content


async def test_private_answers_speak_the_users_language_and_a_follower_reads_theirs(
    scene: Records,
) -> None:
    """Issue 17: stats and history answer in the asking user's client language (French: its
    plurals, its dates); a follower's direct message speaks the follower's last seen language,
    whatever the game's."""
    table = scene.table("odile", "paul", "quim")
    odile, paul, quim = table.users
    odile.locale = "fr"
    game = await won_by(scene, table, 0, 1)
    stats = await scene.reply(odile, table.channel, "game stats", {"game": "tsuro"})
    assert private_to(stats, odile) and stats.content.startswith(f"**Palmarès de <@{odile.id}>**")
    assert "Tsuro: 1 partie, 1 victoire · cote " in stats.content
    assert "Meilleure série de victoires\u00a0: 1" in stats.content
    history = await scene.reply(odile, table.channel, "game history")
    assert "(page 1 sur 1, les plus récentes d'abord)" in history.content.splitlines()[0]
    day = format_date(game.finished_at, format="medium", locale="fr")  # "1 déc. 2026"
    assert history.content.splitlines()[1].startswith(
        f"n° {game.id} Tsuro · gagnée · 2 joueurs · {day} · "
    )
    assert [c["label"] for c in history.components[0]["components"]] == [
        "Plus récentes",
        "Plus anciennes",
    ]
    watcher = scene.standin.add_user("rosa", guilds=[table.guild])
    watcher.locale = "fr"
    _lobby, thread, turn = await scene.started(Table(table.guild, table.channel, [paul, quim]))
    game_id = int(turn.content.split("#", 1)[1].split(" ", 1)[0])
    answer = await scene.reply(watcher, table.channel, "game follow", {"id": game_id})
    assert answer.content.startswith(f"Vous suivez la partie n° {game_id}\u00a0:")
    await (await scene.slash(quim, thread, "game resign")).message()
    await scene.until(lambda: scene.standin.dms_with(watcher), "a DM")
    header = scene.standin.dms_with(watcher)[-1].content.splitlines()[0]
    assert header.startswith(f"**Tsuro** · partie n° {game_id} · coup ")


async def test_the_public_leaderboard_speaks_the_servers_language(scene: Records) -> None:
    """The leaderboard is answered publicly: its picture is drawn in the server's language,
    whoever asks (a German client in an English server gets the English picture), and in the
    server's ``/game settings language:`` once set."""
    table = scene.table("sam", "tea")
    sam, tea = table.users
    await won_by(scene, table, 0, 1)
    tea.locale = "de"

    async def picture(user: User) -> bytes:
        message = await scene.reply(user, table.channel, "game leaderboard", {"game": "tsuro"})
        assert message.is_public
        return message.attachments[0].data

    english = await picture(sam)
    assert await picture(tea) == english
    await scene.reply(scene.standin.owner, table.channel, "game settings", {"language": "de"})
    german = await picture(sam)
    assert german != english and await picture(tea) == german
