"""Issue 17 for asynchronous play, through the real bot and the Discord stand-in: a direct
message speaks its recipient's last seen language (with that language's plurals), a private
answer the asking user's, a post in a game's thread the game's; ``/game settings language:``
sets the language of a server's new games."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio
from sqlalchemy import update

from db.models import GameRow
from db.session import WRITE
from tests.bot.scene import Scene, Table, private_to, running_bot_on_file
from tests.bot.test_notify import age_turns, game_in, waiting_user
from tests.standin.world import DEFAULT_EVERYONE, MANAGE_GUILD, Channel, Message, User

pytestmark = pytest.mark.asyncio(loop_scope="module")
SETTINGS = {"SCHEDULER_TICK_SECONDS": "0.3", "NOTIFY_RETRY_SECONDS": "0.3"}


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    async with running_bot_on_file(
        tmp_path_factory, "notify-languages", SETTINGS, tables=6
    ) as scene:
        yield scene


def manager(scene: Scene, table: Table, user: User) -> None:
    """``user`` may change the server's settings (Manage Server)."""
    mods = scene.standin.add_role(table.guild, "mods", DEFAULT_EVERYONE | MANAGE_GUILD)
    scene.standin.add_member(table.guild, user, roles=(mods,))


def posted_after(scene: Scene, thread: Channel, first: Message, word: str) -> list[Message]:
    return [m for m in scene.standin.messages_in(thread) if word in m.content and m.id > first.id]


async def test_a_russian_player_gets_the_turn_and_the_reminder_in_russian(scene: Scene) -> None:
    table = scene.table("olga", "petr")
    olga, _petr = table.users
    manager(scene, table, olga)
    for user in table.users:
        user.locale = "ru"
        answer = await scene.reply(user, table.channel, "game notify", {"mode": "dm"})
        assert private_to(answer, user)
        assert "Уведомления изменены: **личное сообщение**" in answer.content
    settings = await scene.reply(olga, table.channel, "game settings", {"remind_after_hours": 3})
    assert "Напоминания: после 3 ч ожидания" in settings.content
    _lobby, thread, _turn = await scene.started(table, "triominos")
    game = await game_in(scene, thread)
    player = waiting_user(game, table)
    dms = scene.standin.dm_channel(player)
    turn_dm = await scene.standin.wait_for_message(dms)
    assert turn_dm.content.startswith(f"Ваш ход в **Triominos #{game.id}**")
    await age_turns(scene, game.id, 3.2)
    reminder = await scene.standin.wait_for_message(dms, after=turn_dm)
    # Russian counts hours in three forms: 1 час, 3 часа, 5 часов.
    assert reminder.content.startswith(f"Напоминание 1 из 3: **Triominos #{game.id}**")
    assert "ждёт вашего хода уже 3 часа." in reminder.content
    assert "Через 72 часа таймер хода пропустит ход." in reminder.content


async def test_a_french_player_is_answered_in_french(scene: Scene) -> None:
    table = scene.table("amelie")
    [amelie] = table.users
    amelie.locale = "fr"
    answer = await scene.reply(
        amelie, table.channel, "game notify", {"mode": "digest", "quiet": "22-08"}
    )
    assert private_to(answer, amelie)
    assert answer.content.startswith("Notifications réglées sur **résumé quotidien**\u00a0:")
    assert "un message privé par jour" in answer.content
    assert "Heures calmes\u00a0: **22:00–08:00** (`UTC`)" in answer.content
    away = await scene.reply(amelie, table.channel, "game away", {"days": 0})
    assert away.content.startswith("Aucune absence n'était en cours\u00a0: rien n'a changé.")
    mine = await scene.reply(amelie, table.channel, "game mine")
    assert mine.content.startswith("Vous n'êtes dans aucune partie en cours.")


async def test_a_games_thread_hears_the_reminder_in_the_games_language(scene: Scene) -> None:
    """The reminder posted in the thread speaks the game's language (Italian here), not the
    waiting player's client's (Russian)."""
    table = scene.table("ugo", "vera")
    for user in table.users:
        user.locale = "ru"
    _lobby, thread, turn = await scene.started(table, "triominos")
    game = await game_in(scene, thread)
    async with scene.sessions() as session:  # type: ignore[attr-defined]
        await session.connection(execution_options=WRITE)
        await session.execute(update(GameRow).where(GameRow.id == game.id).values(language="it"))
        await session.commit()
    player = waiting_user(game, table)
    await age_turns(scene, game.id, 25)
    await scene.until(lambda: posted_after(scene, thread, turn, "Promemoria"), "a reminder")
    [reminder] = posted_after(scene, thread, turn, "Promemoria")
    assert reminder.content.startswith(f"<@{player.id}> Promemoria 1 di 3: **Triominos")
    assert "ti aspetta da 25 ore." in reminder.content


async def test_the_servers_language_is_that_of_its_next_game(scene: Scene) -> None:
    table = scene.table("wim", "xia")
    wim, xia = table.users
    manager(scene, table, wim)
    shown = await scene.reply(xia, table.channel, "game settings")
    assert "Language of new games: the server's Discord language" in shown.content
    refused = await scene.reply(xia, table.channel, "game settings", {"language": "de"})
    assert refused.ephemeral and "Manage Server" in refused.content
    changed = await scene.reply(wim, table.channel, "game settings", {"language": "de"})
    assert "Language of new games: **Deutsch**" in changed.content
    _lobby, thread, turn = await scene.started(table, "triominos")
    game = await game_in(scene, thread)
    assert game.language == "de"
    player = waiting_user(game, table)
    await age_turns(scene, game.id, 25)
    await scene.until(lambda: posted_after(scene, thread, turn, "Erinnerung"), "a reminder")
    [reminder] = posted_after(scene, thread, turn, "Erinnerung")
    assert reminder.content.startswith(f"<@{player.id}> Erinnerung 1 von 3: **Triominos")
    assert "wartet seit 25 Stunden auf dich." in reminder.content
    assert (
        "Nach 72 Stunden läuft die Zugfrist ab, dann wird der Zug übersprungen." in reminder.content
    )
