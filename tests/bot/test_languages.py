"""Issue 17 through the Discord stand-in: in one game, each user's private answers speak their
own client's language, while everything public (the lobby message and its buttons, the turn
message, ``/game board``) speaks the game's language: the ``language`` option of
``/<game> new``, else the server's preferred locale."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from tests.bot.scene import Scene, Table, private_to, running_bot
from tests.standin.world import Message

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    path: Path = tmp_path_factory.mktemp("languages") / "tessera.db"
    async with running_bot(f"sqlite+aiosqlite:///{path}", tables=4) as scene:
        yield scene


def labels(message: Message) -> list[str]:
    return [c.get("label", "") for row in message.components for c in row.get("components", [])]


def speakers(scene: Scene) -> Table:
    """A table of an English creator, a French client and a Russian client."""
    table = scene.table("ada", "benoit", "katya")
    _ada, benoit, katya = table.users
    benoit.locale = "fr"
    katya.locale = "ru"
    return table


async def test_a_german_game_speaks_german_in_public_and_each_user_their_own_in_private(
    scene: Scene,
) -> None:
    table = speakers(scene)
    ada, benoit, katya = table.users
    lobby, thread = await scene.lobby(ada, table.channel, "tsuro", {"language": "de"})
    assert "Erstellt von ada" in lobby.content and "Plätze 1/8" in lobby.content
    assert labels(lobby) == ["Beitreten", "Verlassen", "Starten", "Einladen"]
    # The thread's greeting is public too.
    [greeting] = [m for m in scene.standin.public_messages() if m.channel is thread]
    assert "Dieser Thread gehört zur Tsuro-Partie" in greeting.content

    joined = await scene.click(benoit, lobby, "join")
    note = await joined.followup()
    assert private_to(note, benoit) and note.content.startswith("Vous avez rejoint la partie n°")
    joined = await scene.click(katya, lobby, "join")
    note = await joined.followup()
    assert private_to(note, katya) and note.content.startswith("Вы присоединились к партии №")
    # The lobby message, edited by a French user's press, still speaks German.
    assert "Spieler: ada, benoit, katya" in lobby.content

    # Refusals: only the creator starts, each told so in their language.
    refused = await (await scene.click(benoit, lobby, "start")).message()
    assert private_to(refused, benoit)
    assert refused.content.startswith("Seul le joueur qui a créé cette partie peut faire cela")
    refused = await (await scene.click(katya, lobby, "start")).message()
    assert private_to(refused, katya)
    assert refused.content.startswith("Это может только создатель партии")

    started = await (await scene.click(ada, lobby, "start")).message()
    assert private_to(started, ada) and started.content.endswith("has started.")
    turn = await scene.turn_message(thread)
    assert turn.is_public and "· Partie #" in turn.content and "· Zug 0" in turn.content
    assert "Die Partie hat begonnen." in lobby.content

    # The French player's hand, asked in the German game's thread: French.
    hand = await scene.reply(benoit, thread, "game hand")
    assert private_to(hand, benoit)
    assert (
        hand.content.startswith("**Votre main — Tsuro n°")
        and "(visible uniquement par vous)" in hand.content
    )
    # The Russian player's, by command: Russian.
    hand = await scene.reply(katya, thread, "game hand")
    assert private_to(hand, katya)
    assert (
        hand.content.startswith("**На руке · Tsuro, партия №")
        and "(видно только вам)" in hand.content
    )

    # /game board is public: German, whoever asks.
    board = await scene.reply(katya, thread, "game board")
    assert board.is_public and "· Partie #" in board.content and board.attachments
    # /game status is private: the asker's language.
    status = await scene.reply(benoit, thread, "game status")
    assert private_to(status, benoit) and "Joueurs (3)\u00a0:" in status.content
    assert "créateur" in status.content


async def test_without_the_option_the_servers_preferred_locale_speaks(scene: Scene) -> None:
    table = speakers(scene)
    table.guild.locale = "ru"
    ada, benoit, _katya = table.users
    lobby, thread = await scene.lobby(ada, table.channel, "tsuro", {"seats": 2})
    assert "Создатель: ada" in lobby.content and labels(lobby)[0] == "Присоединиться"
    joined = await scene.click(benoit, lobby, "join")
    note = await joined.followup()
    assert private_to(note, benoit) and note.content.startswith("Vous avez rejoint")
    started = await (await scene.click(ada, lobby, "start")).message()
    assert private_to(started, ada) and started.content.startswith("Game #")
    turn = await scene.turn_message(thread)
    assert "· партия №" in turn.content and "· ход 0" in turn.content
    # A French player trying to act out of turn is told in French.
    game_over = await scene.reply(benoit, thread, "game leave")
    assert private_to(game_over, benoit) and "`/game resign`" in game_over.content
    assert game_over.content.startswith("La partie n°")
