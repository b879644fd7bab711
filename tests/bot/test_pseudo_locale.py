"""The pseudo-locale (issue 26): the bot speaks only tests/pseudo.py's marked catalogue text, and
a whole game of each game — one person against computers, through the Discord stand-in — must
show that person nothing else but names, numbers and typed commands: no public message, no
private answer, no direct message, no button or menu, and no word drawn into a picture
(board, table, hand, replay, leaderboard), over every revision of every message.

An untranslated string (an English sentence in code, an engine identifier, a Python repr)
shows up here as plain ASCII words, whatever language it would have leaked into."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from babel import Locale
from babel.lists import format_list

from cogs.kit.adapter import SAMPLE_NAMES
from db.session import create_engine, create_session_factory
from db.store import GameStore
from engine.registry import all_games, get_game
from tests import pseudo
from tests.bot import test_computers as alone
from tests.bot.scene import Scene, running_bot
from tests.standin.world import Channel, Message, User

pytestmark = pytest.mark.asyncio(loop_scope="module")
SCRIPT = Path(__file__).resolve().parent / "pseudo_bot.py"
#: What a player may read unmarked besides their names: the games' titles (proper names), the
#: names of the rules' sample pictures, and Babel's month names in dates and "and"/"or" in lists
#: (CLDR data of the language, not catalogue text: the pseudo-locale formats them as English).
ALLOWED = {
    *format_list(["1", "2", "3"], locale="en").split(),
    *format_list(["1", "2", "3"], style="or", locale="en").split(),
    *(get_game(name).title for name in all_games()),
    *SAMPLE_NAMES,
    *Locale.parse("en").months["format"]["abbreviated"].values(),
    *Locale.parse("en").months["format"]["wide"].values(),
}
#: The keys of a message's parts whose strings a player reads.
READ = {"content", "title", "description", "name", "value", "text", "label", "placeholder"}


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    folder: Path = tmp_path_factory.mktemp("pseudo")
    url = f"sqlite+aiosqlite:///{folder / 'tessera.db'}"
    env = {"COMPUTER_PAUSE_SECONDS": "0.05", "TESSERA_DRAWN": str(folder / "drawn.jsonl")}
    async with running_bot(url, env, tables=4, script=SCRIPT) as scene:
        engine = create_engine(url)
        scene.store = GameStore(create_session_factory(engine))  # type: ignore[attr-defined]
        scene.drawn = folder / "drawn.jsonl"  # type: ignore[attr-defined]
        try:
            yield scene
        finally:
            await engine.dispose()


def _strings(part: Any) -> Iterator[str]:
    """The strings a player reads in a message's content, embeds and components."""
    if isinstance(part, dict):
        for key, value in part.items():
            if key in READ and isinstance(value, str):
                yield value
            elif isinstance(value, (dict, list)):
                yield from _strings(value)
    elif isinstance(part, list):
        for item in part:
            yield from _strings(item)


def _seen_by(message: Message, user: User, channels: set[int]) -> bool:
    visible = message.visible_to
    return message.channel.id in channels if visible is None else user.id in visible


async def _play(scene: Scene, user: User, thread: Channel, game_id: int) -> None:
    """The person's moves, typed, until the game ends (the computers play theirs)."""
    store = alone.store_of(scene)
    for _ in range(2000):
        game = await alone.settled(store, game_id)
        if game.is_over:
            return
        [seat] = game.to_act
        command, options = alone.typed(game, seat, user)
        await scene.reply(user, thread, command, options)
        for _ in range(400):
            if (await store.get(game_id)).ply > game.ply:
                break
            await asyncio.sleep(0.02)
        else:
            raise AssertionError((command, options))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("tsuro", {"bots": 2}),
        ("triominos", {"bots": 1, "rounds": 1}),
        ("tarnaris", {"bots": 1}),
    ],
)
async def test_a_whole_game_shows_only_marked_text(
    scene: Scene, game: str, options: dict[str, Any]
) -> None:
    channel = scene.channel(f"pseudo-{game}")
    user = scene.user("Quinn")
    scene.drawn.unlink(missing_ok=True)  # type: ignore[attr-defined]
    # Turn notices by direct message too, so that DMs are among what is read.
    await scene.reply(user, channel, "game notify", {"mode": "dm"})
    lobby, thread = await scene.lobby(user, channel, game, {"bot_level": "easy", **options})
    found = re.search(r"#(\d+)", lobby.content)
    assert found and pseudo.OPEN in lobby.content, lobby.content
    game_id = int(found.group(1))
    await _play(scene, user, thread, game_id)
    # What a player looks at around a game: its status, the rules, records and the replay.
    for command, given in [
        ("game status", {"game": game_id}),
        ("game rules", {"name": game}),
        ("game stats", {}),
        ("game history", {}),
        ("game leaderboard", {"game": game}),
        ("game replay", {"id": game_id}),
    ]:
        # Generous: a replay of a whole game is drawn on a machine the other tests load too.
        answer = await (await scene.slash(user, thread, command, given)).message(within=60)
        await scene.standin.wait_for(lambda a=answer: not a.loading, 60, f"/{command}")
    await asyncio.sleep(1)  # the outbox's last edits

    names = {user.name, scene.guild.name, *ALLOWED}
    channels = {channel.id, thread.id}
    leaked: dict[str, list[str]] = {}
    for message in list(scene.standin.messages.values()):
        if not _seen_by(message, user, channels):
            continue
        for version in [*message.revisions, message.snapshot()]:
            for text in _strings(version):
                if words := pseudo.leaks(text, names):
                    leaked[text] = words
    for text in pseudo.drawn_texts(scene.drawn):  # type: ignore[attr-defined]
        if words := pseudo.leaks(text, names):
            leaked[text] = words
    assert not leaked, "\n".join(f"{words}: {text[:300]!r}" for text, words in leaked.items())
