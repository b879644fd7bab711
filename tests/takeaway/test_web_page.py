"""The fourth game on the web pages (issue 30): a game plug-in that registers no picture with
``render.public`` still has its page — players and moves in words, no picture, no replay.
Here rather than in ``tests/web`` because no module outside this package names the game."""

from __future__ import annotations

import importlib

from aiohttp.test_utils import TestClient, TestServer

from db.migrate import upgrade
from db.session import create_engine, create_session_factory
from db.store import GameStore
from engine.rng import Rng
from tests.db.helpers import GUILD, play_random, started
from web.links import Links
from web.site import Site


async def test_a_game_without_a_picture_of_its_own_gets_a_page_in_words(database_url: str) -> None:
    importlib.import_module("tests.takeaway")  # registers the fourth game
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
