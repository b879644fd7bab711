"""The first ten minutes (issue 25), through the stand-in as a newcomer meets the bot: ``/help``
in the player's language; a welcome when the bot joins a server, in the server's language, once
(not again after a restart, nor when it is invited again), nowhere if it may post nowhere; from
a "Play … alone" button to an accepted first move in three interactions; the buttons of a
message posted before a restart.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio

from db.store import GameStore
from tests.bot.scene import Scene, open_png, private_to, running_bot_on_file
from tests.bot.tsuro_play import component
from tests.standin.world import (
    DEFAULT_EVERYONE,
    SEND_MESSAGES,
    Channel,
    Message,
    Overwrite,
    User,
)

pytestmark = pytest.mark.asyncio(loop_scope="module")
TITLES = ["Tsuro", "Triominos", "Woods of Tarnaris"]
#: The five commands every /help and welcome names, typed as the player types them.
COMMANDS = ["/tsuro new", "/game join", "/game hand", "/game status", "/game mine"]
#: What each language's /help says first, and its three buttons' labels.
SPOKEN = {
    "en-US": (
        "**Tessera** plays board games here, at your own pace: Tsuro, Triominos, and Woods of "
        "Tarnaris.",
        [f"Play {title} alone" for title in TITLES],
        "**Five commands worth knowing**",
    ),
    "ru": (
        "**Tessera** — настольные игры прямо здесь, в вашем темпе: Tsuro, Triominos и Woods of "
        "Tarnaris.",
        [f"Сыграть в {title} в одиночку" for title in TITLES],
        "**Пять команд, которые стоит знать**",
    ),
    "de": (
        "**Tessera** bringt Brettspiele auf diesen Server, gespielt in deinem Tempo: Tsuro, "
        "Triominos und Woods of Tarnaris.",
        [f"{title} allein spielen" for title in TITLES],
        "**Fünf Befehle, die du kennen solltest**",
    ),
    "fr": (
        "Avec **Tessera**, jouez ici à des jeux de société, à votre rythme\u00a0: "
        "Tsuro, Triominos et Woods of Tarnaris.",
        [f"Jouer à {title} en solo" for title in TITLES],
        "**Cinq commandes à connaître**",
    ),
}


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    env = {"COMPUTER_PAUSE_SECONDS": "0.05"}
    async with running_bot_on_file(tmp_path_factory, "welcome", env, tables=2) as scene:
        yield scene


def store_of(scene: Scene) -> GameStore:
    return scene.store  # type: ignore[attr-defined,no-any-return]


def labels(message: Message) -> list[str]:
    """The labels of the message's buttons, in order."""
    found: list[str] = []

    def walk(items: list[dict[str, Any]]) -> None:
        for item in items:
            if item.get("type") == 2:
                found.append(item["label"])
            walk(item.get("components", []))

    walk(message.components)
    return found


def play_button(message: Message, index: int) -> str:
    """The custom id of the message's ``index``-th "Play … alone" button."""
    return [c for c in message.custom_ids() if c.startswith("help:play:")][index]


def assert_welcome(message: Message, locale: str) -> None:
    """``message`` is the welcome (or /help) in ``locale``'s language: three lines, the five
    commands, a button per game and the Rules picker, and nothing a newcomer cannot read."""
    first, buttons, commands = SPOKEN[locale]
    lines = message.content.splitlines()
    assert lines[0] == first, message.content
    assert len(lines[:3]) == 3 and lines[3] == "" and lines[4] == commands
    assert all(command in message.content for command in COMMANDS), message.content
    assert len(lines) == 10
    assert labels(message) == buttons
    rules = component(message, "help:rules:")
    assert [o["label"] for o in rules["options"]] == TITLES
    # No catalogue key, placeholder or rule code slipped through.
    assert not re.search(r"welcome-|\{ ?\$|\([A-Z]\d", message.content), message.content


@pytest.mark.parametrize("locale", ["en-US", "ru", "de"])
async def test_help_speaks_the_players_language(scene: Scene, locale: str) -> None:
    user = scene.user(f"newcomer-{locale}")
    user.locale = locale
    answer = await scene.reply(user, scene.channel(f"help-{locale}"), "help")
    assert private_to(answer, user)
    assert_welcome(answer, locale)


async def thread_of(scene: Scene, channel: Channel) -> Channel:
    """The game's thread, opened on the lobby message in ``channel``."""
    return await scene.standin.wait_for(
        lambda: next(iter(scene.standin.threads(channel)), None), 10, "the game's thread"
    )


async def first_prompt(scene: Scene, thread: Channel, user: User) -> Message:
    """The turn message that waits on ``user`` (the computers may move first)."""
    return await scene.standin.wait_for_message(
        thread,
        lambda m: f"<@{user.id}>" in m.content and any("tsuro_notch" in c for c in m.custom_ids()),
        within=30,
    )


async def test_play_tsuro_alone_is_a_first_move_in_three_interactions(scene: Scene) -> None:
    """From /help: (1) Play Tsuro alone, (2) the turn message's "Pick your start notch",
    (3) a notch from the private picker — and the move is in."""
    user = scene.user("solo")
    channel = scene.channel("solo")
    help_message = await scene.reply(user, channel, "help")
    interactions = 0

    interactions += 1
    lobby = await (
        await scene.standin.click(user, help_message, play_button(help_message, 0))
    ).message()
    assert lobby.is_public and "Tsuro" in lobby.content
    thread = await thread_of(scene, channel)
    turn = await first_prompt(scene, thread, user)

    interactions += 1
    [notch] = [c for c in turn.custom_ids() if "tsuro_notch" in c]
    picker = await (await scene.standin.click(user, turn, notch)).message()
    assert private_to(picker, user)

    interactions += 1
    select = component(picker, "tsuro:notch")
    value = select["options"][0]["value"]
    handle = await scene.standin.select(user, picker, select["custom_id"], [value])
    # Answered once: the picker becomes the note saying where the marker starts.
    await scene.until(lambda: picker.content.startswith("Your marker starts at notch"))
    assert private_to(picker, user) and handle.interaction.followups == []

    assert interactions <= 3
    game_id = int(re.search(r"#(\d+)", lobby.content)[1])  # type: ignore[index]
    game = await store_of(scene).get(game_id)
    [person] = [s for s in game.seats if not s.is_computer]
    assert person.user_id == user.id and len(game.seats) == 3
    assert {s.level for s in game.seats if s.is_computer} == {"medium"}
    moves = await store_of(scene).moves(game_id)
    assert any(m.seat == person.seat for m in moves), "the person's notch was not played"


async def test_the_welcome_on_joining_a_server_once_in_its_language(scene: Scene) -> None:
    """French: in the system messages channel. Russian: none set, the first channel is closed
    to the bot, so the next one. A server where the bot may post nowhere: nothing. The bot
    removed and invited again, before and after a restart: no second welcome."""
    standin = scene.standin
    bot_id = standin.bot.id
    # A server joined while the connection starts counts as one the bot was in already.
    await scene.bot.wait_for_log(r"welcoming servers joined from now on")
    french = standin.add_guild(
        "Jeux", channels=("général", "annonces"), locale="fr", system_channel="annonces"
    )
    closed = {"règles": (Overwrite(bot_id, 1, deny=SEND_MESSAGES),)}
    russian = standin.add_guild(
        "Игры", channels=("règles", "общий"), locale="ru", overwrites=closed
    )
    mute = DEFAULT_EVERYONE & ~SEND_MESSAGES
    silent = standin.add_guild("Silent", everyone_permissions=mute, bot_permissions=mute)
    await standin.flush_events()

    welcome_fr = await standin.wait_for_message(french.channel("annonces"))
    assert_welcome(welcome_fr, "fr")
    assert welcome_fr.is_public and welcome_fr.interaction is None
    welcome_ru = await standin.wait_for_message(russian.channel("общий"))
    assert welcome_ru.content.startswith("**Tessera** — настольные игры прямо здесь")
    assert labels(welcome_ru) == SPOKEN["ru"][1]
    await scene.bot.wait_for_log(rf"server {silent.id}: no channel to post the welcome in")
    assert standin.messages_in(silent.channel("general")) == []
    assert standin.messages_in(french.channel("général")) == []
    assert standin.messages_in(russian.channel("règles")) == []

    standin.rejoin(french)
    await standin.flush_events()
    await scene.bot.wait_for_log(rf"joined server {french.id} again: welcomed before")
    await scene.bot.restart()
    await scene.bot.wait_for_log(r"start #2 -----[\s\S]*welcoming servers joined from now on")
    standin.rejoin(russian)
    await standin.flush_events()
    await scene.bot.wait_for_log(rf"joined server {russian.id} again: welcomed before")
    assert len(standin.messages_in(french.channel("annonces"))) == 1
    assert len(standin.messages_in(russian.channel("общий"))) == 1

    # The welcome's buttons, after the restart: a Russian member plays alone from it.
    member = standin.add_user("игрок", guilds=[russian])
    member.locale = "ru"
    lobby = await (await standin.click(member, welcome_ru, play_button(welcome_ru, 2))).message()
    assert lobby.is_public and "Woods of Tarnaris" in lobby.content
    thread = await thread_of(scene, russian.channel("общий"))
    greeting = (await standin.wait_for_message(thread)).content
    assert greeting.startswith("Эта ветка — для партии №") and "(Woods of Tarnaris)" in greeting


async def test_the_help_buttons_work_after_a_restart(scene: Scene) -> None:
    user = scene.user("later")
    channel = scene.channel("later")
    help_message = await scene.reply(user, channel, "help")
    await scene.bot.restart()
    await scene.bot.wait_for_log(r"command tree unchanged")

    rules = component(help_message, "help:rules:")
    shown = await scene.standin.select(user, help_message, rules["custom_id"], ["tarnaris"])
    answer = await shown.message()
    assert private_to(answer, user)
    assert answer.content.startswith("**Woods of Tarnaris"), answer.content[:80]
    picture = open_png(answer.attachments[0].data, "welcome-rules.png")
    assert picture.width > 200 and picture.height > 200

    play = play_button(help_message, 1)
    lobby = await (await scene.standin.click(user, help_message, play)).message()
    assert lobby.is_public and "Triominos" in lobby.content
    thread = await thread_of(scene, channel)
    turn = await scene.turn_message(thread)
    assert "Triominos" in turn.content
