"""The secrets proof extended to the web pages (issue 30): while a game runs, re-dealing every
hidden tile and card (``game.conceal(state, None, rng)``, as ``tests/reliability/secrets.py``
does for the Discord outputs) never changes its page nor any picture the page links to.

Each comparison reads through a new site (empty caches) on the same database, whose stored
snapshot is replaced by a re-dealt copy. A page made to word the stored state is caught, so the
check can fail."""

from __future__ import annotations

import json
import re

import pytest
from aiohttp.test_utils import TestClient, TestServer
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

import web.site
from db.models import GameRow
from db.records import GameInfo
from db.store import GameStore
from engine.rng import Rng
from tests.db.helpers import GUILD, play_random, started
from web.links import Links
from web.site import Site

PICTURES = re.compile(r'(?:src|data-src)="([^"]+\.png)"')
#: (game, players, plies between two looks); a few looks at each.
GAMES = (("tsuro", 3, 4), ("triominos", 2, 5), ("tarnaris", 3, 9))
LOOKS = 2
COPIES = 2


async def everything_shown(site: Site, path: str) -> dict[str, bytes]:
    """The page and every picture it links to, by address."""
    async with TestClient(TestServer(site.app())) as client:
        answer = await client.get(path)
        assert answer.status == 200
        html = await answer.text()
        shown = {path: html.encode()}
        for src in sorted(set(PICTURES.findall(html))):
            picture = await client.get(src)
            assert picture.status == 200, src
            shown[src] = await picture.read()
    return shown


async def redeal(sessions: async_sessionmaker[AsyncSession], game: GameInfo, seed: int) -> None:
    rules = game.rules
    concealed = rules.conceal(game.state, None, Rng(seed))
    async with sessions() as session, session.begin():
        await session.execute(
            update(GameRow).where(GameRow.id == game.id).values(state=rules.encode_state(concealed))
        )


async def leaks(
    store: GameStore, sessions: async_sessionmaker[AsyncSession], links: Links, name: str
) -> list[str]:
    """The addresses whose content changed with a re-deal, over a few looks at a game."""
    players, plies = next((p, n) for g, p, n in GAMES if g == name)
    game = await started(store, name, players)
    rng = Rng(300)
    changed: list[str] = []
    for _ in range(LOOKS):
        game = await play_random(store, game, rng, plies)
        if game.is_over:
            break
        path = links.game_path(game.id, GUILD, 0)
        real = await everything_shown(Site(sessions, links, key_seconds=0), path)
        for copy in range(COPIES):
            await redeal(sessions, game, 1000 * game.version + copy)
            dealt = await everything_shown(Site(sessions, links, key_seconds=0), path)
            changed += [src for src in real if dealt.get(src) != real[src]]
        # Back to the real position, for the next moves.
        async with sessions() as session, session.begin():
            await session.execute(
                update(GameRow).where(GameRow.id == game.id).values(state=game.snapshot)
            )
    return changed


@pytest.mark.parametrize("name", [g for g, _, _ in GAMES])
async def test_re_dealing_hidden_tiles_and_cards_never_changes_a_running_games_page(
    store: GameStore, sessions: async_sessionmaker[AsyncSession], links: Links, name: str
) -> None:
    assert await leaks(store, sessions, links, name) == []


async def test_a_page_that_words_the_hidden_state_is_caught(
    store: GameStore,
    sessions: async_sessionmaker[AsyncSession],
    links: Links,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = web.site.status_text

    def leaking(game: GameInfo, names: list[str]) -> str:
        return real(game, names) + json.dumps(game.snapshot, sort_keys=True)

    monkeypatch.setattr(web.site, "status_text", leaking)
    for name in ("tsuro", "triominos", "tarnaris"):
        assert await leaks(store, sessions, links, name), name
