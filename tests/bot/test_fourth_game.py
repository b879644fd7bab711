"""Issue 14: a fourth game needs no edit to a shared module. Take Away (``tests/takeaway/``)
registers itself through the plug-in points the real games use, and is played here through the
stand-in by the real bot, buttons and typed command alike.

The test process never imports ``tests.takeaway`` (it would add a game to this process's
registry, which the other tests walk); only the bot does, told by ``TESSERA_PLUGINS``.
"""

from __future__ import annotations

import subprocess
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from aiohttp.test_utils import TestClient, TestServer

from db.migrate import upgrade
from db.session import create_engine, create_session_factory
from db.store import GameStore
from engine import registry
from engine.rng import Rng
from tests.bot.scene import ROOT, Scene, private_to, running_bot
from tests.db.helpers import GUILD, play_random, started
from web.links import Links
from web.site import Site

HERE = Path(__file__).relative_to(ROOT)


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    path: Path = tmp_path_factory.mktemp("fourth") / "tessera.db"
    async with running_bot(
        f"sqlite+aiosqlite:///{path}", {"TESSERA_PLUGINS": "tests.takeaway"}
    ) as scene:
        yield scene


@pytest.mark.asyncio(loop_scope="module")
async def test_a_fourth_game_is_played_through_the_plug_in_points(scene: Scene) -> None:
    table = scene.table("ann", "ben")
    ann, ben = table.users
    _lobby, thread, turn = await scene.started(table, "takeaway", {"counters": 5})
    assert "**Take Away**" in turn.content and "ann, take 1-3 of 5 counters." in turn.content
    take = [c for c in turn.custom_ids() if c.startswith("take:take:")]
    assert [c.rsplit(":", 1)[1] for c in take] == ["1", "2", "3"]
    # ann takes 3 with the button; ben's turn message follows.
    handle = await scene.standin.click(ann, turn, take[2])
    assert private_to(await handle.message(), ann)
    second = await scene.turn_message(thread, after=turn)
    assert "ann took 3; 2 left." in second.content and "ben, take 1-3 of 2" in second.content
    # An old button answers "moved on" through the kit's one path.
    stale = await scene.standin.click(ben, turn, take[0])
    assert "moved on" in (await stale.message()).content
    # ben takes the last 2 by the typed command, and wins.
    answer = await scene.slash(ben, thread, "takeaway take", {"count": 2})
    assert private_to(await answer.message(), ben)
    last = await scene.turn_message(thread, after=second)
    assert "Game over: ben won (last counter)." in last.content


def test_no_shared_module_names_the_fourth_game() -> None:
    """Everything Take Away needs is under tests/takeaway/ and this test: no other module names
    it (the docs do, as the example of a plug-in)."""
    found = subprocess.run(
        [
            "git",
            "grep",
            "-l",
            "-i",
            "takeaway",
            "--",
            "*.py",
            ":!tests/takeaway",
            f":!{HERE}",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert found.stdout.split() == []


async def test_a_game_without_a_picture_of_its_own_gets_a_web_page_in_words(
    database_url: str,
) -> None:
    """Issue 30: a game plug-in that registers no picture with ``render.public`` still has its
    web page — players and moves in words, no picture, no replay."""
    # Registered for this test only: the registry is the process's, and later tests count games.
    saved = dict(registry._GAMES), dict(registry._PLUGINS)
    registry.register_game("takeaway", "tests.takeaway.rules", "TAKEAWAY", plugin="tests.takeaway")
    try:
        await _page_in_words(database_url)
    finally:
        registry._GAMES.clear()
        registry._GAMES.update(saved[0])
        registry._PLUGINS.clear()
        registry._PLUGINS.update(saved[1])
        registry.all_games.cache_clear()


async def _page_in_words(database_url: str) -> None:
    engine = create_engine(database_url)
    await upgrade(engine)
    try:
        sessions = create_session_factory(engine)
        store = GameStore(sessions)
        links = Links("test-secret-" + "0123456789abcdef" * 3, "https://tessera.example")
        game = await play_random(store, await started(store, "takeaway", 2), Rng(2), 3)
        client = TestClient(TestServer(Site(sessions, links, key_seconds=0).app()))
        await client.start_server()
        try:
            answer = await client.get(links.game_path(game.id, GUILD, 0))
            html = await answer.text()
        finally:
            await client.close()
        assert answer.status == 200
        assert "player 0" in html and "<img" not in html and 'id="replay"' not in html
        assert html.count("<li>") == len(await store.moves(game.id))
    finally:
        await engine.dispose()
