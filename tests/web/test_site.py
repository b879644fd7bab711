"""The web companion's pages (issue 30) through aiohttp's test client, on a real database of
each backend: signed links, the game page and its replay with real pictures, plain 404s, the
security headers, rotation, languages and the cache."""

from __future__ import annotations

import asyncio
import io
import json
import re

from aiohttp.test_utils import TestClient, TestServer
from PIL import Image
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from db.records import GameInfo
from db.store import GameStore
from db.web import WebStore
from engine.rng import Rng
from render.names import seat_labels
from render.public import board_png, colours_for
from tests.db.helpers import GUILD, play_random, started, user
from tests.web.conftest import OpenClient
from tests.web.test_secrets import redeal
from web.links import Links
from web.site import CSP, Site

IMAGE = re.compile(r'<img src="([^"]+)"')
STEP = re.compile(r'<li data-src="([^"]+)" data-alt="[^"]*" data-position="(\d+)">')


async def finished_tsuro(store: GameStore) -> GameInfo:
    game = await started(store, "tsuro", 2)
    rng = Rng(30)
    while not game.is_over:
        game = await play_random(store, game, rng, 20)
    return game


async def page(client: TestClient, path: str, **headers: str) -> tuple[int, str, dict[str, str]]:
    answer = await client.get(path, headers=headers)
    return answer.status, await answer.text(), dict(answer.headers)


async def test_a_game_page_shows_players_board_moves_and_a_replay(
    store: GameStore, client: TestClient, links: Links
) -> None:
    game = await finished_tsuro(store)
    path = links.game_path(game.id, GUILD, 0)
    status, html, headers = await page(client, path)
    assert status == 200
    assert headers["Content-Security-Policy"] == CSP
    assert headers["Referrer-Policy"] == "no-referrer"
    assert "<title>Tsuro · game #" in html
    assert "player 0" in html and "player 1" in html
    moves = await store.moves(game.id)
    assert html.count("<li>") >= len(moves)  # the move list, one line per move
    assert 'id="replay"' in html and 'id="replay-slider"' in html
    # The board picture is the public picture of the final position, drawn by render/.
    board = IMAGE.search(html)
    assert board is not None and board.group(1).startswith(path)
    answer = await client.get(board.group(1))
    assert answer.status == 200 and answer.content_type == "image/png"
    expected = board_png(
        "tsuro",
        game.view(None),
        seat_labels(game.seats),
        colours_for("tsuro", [s.colour for s in game.seats]),
    )
    assert await answer.read() == expected
    # A game over replays every position, the set-up first; each frame is a real picture.
    steps = STEP.findall(html)
    assert [int(position) for _, position in steps] == list(range(len(moves) + 1))
    first = await client.get(steps[0][0])
    assert first.status == 200
    image = Image.open(io.BytesIO(await first.read()))
    assert image.width > 300 and image.height > 300
    assert await first.read() != expected  # the set-up is not the final position


async def test_a_bad_or_tampered_link_is_a_plain_404(
    store: GameStore, client: TestClient, links: Links
) -> None:
    game = await started(store, "tsuro", 2)
    good = links.game_path(game.id, GUILD, 0)
    assert (await client.get(good)).status == 200
    token = good.rsplit("/", 1)[1]
    tampered = good[: -len(token)] + ("A" if token[0] != "A" else "B") + token[1:]
    other_game = links.game_path(game.id + 1, GUILD, 0)
    wrong_server = links.game_path(game.id, GUILD + 1, 0)
    forged = Links("another secret, just as long as the right one!", "x").game_path(
        game.id, GUILD, 0
    )
    for path in (
        tampered,
        other_game,
        wrong_server,
        forged,
        good + "?seat=0",
        f"/g/{game.id}",
        "/",
        "/g/0/" + token,
        good + "/999/0.png",
        links.server_path(GUILD + 1, 0).replace("/s/", "/p/"),
    ):
        status, body, headers = await page(client, path)
        assert (status, body) == (404, "404 Not Found\n"), path
        assert headers["Content-Security-Policy"] == CSP
    assert (await client.post(good)).status == 404


async def test_rotating_a_servers_links_makes_the_old_ones_404(
    store: GameStore, web_store: WebStore, open_client: OpenClient, links: Links
) -> None:
    game = await started(store, "triominos", 2)
    old = links.game_path(game.id, GUILD, 0)
    client = await open_client()
    assert (await client.get(old)).status == 200
    assert await web_store.rotate(GUILD) == 1
    assert await web_store.epoch(GUILD) == 1
    assert (await client.get(old)).status == 404
    assert (await client.get(links.game_path(game.id, GUILD, 1))).status == 200
    assert (await client.get(links.server_path(GUILD, 0))).status == 404
    assert (await client.get(links.server_path(GUILD, 1))).status == 200


async def test_a_running_tarnaris_replay_shows_no_card_that_went_back_face_down(
    store: GameStore, client: TestClient, links: Links
) -> None:
    """T4 Async: once a turn ends, its revealed cards lie face down again; the running game's
    replay skips the positions that showed them (their pictures are 404s too)."""
    # Random moves may end a game early: the first of a few games still running.
    for attempt in range(5):
        game = await play_random(store, await started(store, "tarnaris", 2), Rng(attempt), 30)
        if not game.is_over:
            break
    assert not game.is_over
    path = links.game_path(game.id, GUILD, 0)
    status, html, _ = await page(client, path)
    assert status == 200
    shown = {int(position) for _, position in STEP.findall(html)}
    moves = await store.moves(game.id)
    hidden = set(range(len(moves) + 1)) - shown
    assert hidden, "a Tarnaris turn reveals cards before they go back"
    for position in hidden:
        answer = await client.get(f"{path}/{game.version}/{position}.png")
        assert answer.status == 404
    assert len(moves) in shown  # the position the thread shows now


async def test_the_page_speaks_the_viewers_language(
    store: GameStore, client: TestClient, links: Links
) -> None:
    game = await started(store, "tsuro", 2)
    path = links.game_path(game.id, GUILD, 0)
    _, french, headers = await page(client, path, **{"Accept-Language": "de;q=0.5, fr-CH, en"})
    assert '<html lang="fr">' in french and "partie n°" in french
    assert headers["Vary"] == "Accept-Language"
    _, english, _ = await page(client, path, **{"Accept-Language": "ja, pt-BR"})
    assert '<html lang="en">' in english and "game #" in english


async def test_a_page_read_again_comes_from_the_cache_until_the_game_moves(
    store: GameStore, sessions: async_sessionmaker[AsyncSession], links: Links
) -> None:
    game = await started(store, "tsuro", 2)
    site = Site(sessions, links, key_seconds=0)
    loads: list[int] = []
    real_get = site.games.get

    async def counted(game_id: int) -> GameInfo:
        loads.append(game_id)
        return await real_get(game_id)

    site.games.get = counted  # type: ignore[method-assign]
    async with TestClient(TestServer(site.app())) as client:
        path = links.game_path(game.id, GUILD, 0)
        first = await (await client.get(path)).read()
        again = await asyncio.gather(*(client.get(path) for _ in range(5)))
        assert {await answer.read() for answer in again} == {first}
        assert loads == [game.id]  # made once, then from the cache
        game = await play_random(store, game, Rng(1), 1)
        moved = await (await client.get(path)).read()
        assert moved != first and f'data-version="{game.version}"' in moved.decode()
        assert loads == [game.id, game.id]


async def test_the_version_check_says_when_to_refresh(
    store: GameStore, client: TestClient, links: Links
) -> None:
    game = await started(store, "tsuro", 2)
    path = links.game_path(game.id, GUILD, 0)
    answer = await client.get(path + "/version.json")
    assert answer.headers["Cache-Control"] == "no-store"
    assert await answer.json() == {"version": game.version}


async def test_the_server_page_lists_games_under_way_and_leaderboards(
    store: GameStore, client: TestClient, links: Links
) -> None:
    done = [await finished_tsuro(store) for _ in range(2)]
    running = await started(store, "triominos", 2)
    status, html, _ = await page(client, links.server_path(GUILD, 0))
    assert status == 200
    assert f"Triominos · game #{running.id}" in html
    assert links.game_path(running.id, GUILD, 0) in html
    assert all(f"game #{game.id}<" not in html for game in done)  # over: not under way
    for period in ("all time", "last 30 days", "last 7 days"):
        assert f"Tsuro, {period}" in html
    assert "Triominos, all time" in html and "Nobody has finished a game in this period." in html
    # Each rated person links to their player page.
    player = links.player_path(GUILD, done[0].seats[0].user_id or 0, 0)
    assert player in html
    status, mine, _ = await page(client, player)
    assert status == 200
    assert "<h1>player 0</h1>" in mine and 'role="img"' in mine
    assert "Rating over time: Tsuro" in mine
    # The two finished games, each with its result, and the one under way.
    assert mine.count("<li>") == 3
    assert links.game_path(done[1].id, GUILD, 0) in mine


async def test_the_player_page_shows_games_in_progress_above_recent_games(
    store: GameStore,
    sessions: async_sessionmaker[AsyncSession],
    client: TestClient,
    links: Links,
) -> None:
    done = await finished_tsuro(store)
    running = await play_random(store, await started(store, "triominos", 2), Rng(3), 4)
    assert not running.is_over
    path = links.player_path(GUILD, user(0), 0)
    status, html, headers = await page(client, path)
    assert status == 200 and headers["Content-Security-Policy"] == CSP
    playing, _, recent = html.partition("<h2>Recent games</h2>")
    assert "<h2>Games in progress</h2>" in playing
    # Like the server page's list: the game's signed link, its title and how it stands.
    in_progress = playing.split("<h2>Games in progress</h2>")[1]
    href = links.game_path(running.id, GUILD, 0)
    line = f'<li><a href="{href}">Triominos · game #{running.id}</a> — The game is on. Waiting'
    assert line in in_progress
    assert links.game_path(done.id, GUILD, 0) not in in_progress
    assert links.game_path(done.id, GUILD, 0) in recent and href not in recent
    # A spectator's words only: re-dealing the running game's hidden tiles changes nothing.
    await redeal(sessions, running, 7)
    assert (await page(client, path))[1] == html
    assert json.dumps(running.snapshot, sort_keys=True) not in html
    # In French, and nobody else's page lists the game as theirs.
    _, french, _ = await page(client, path, **{"Accept-Language": "fr"})
    assert "<h2>Parties en cours</h2>" in french
    stranger = links.player_path(GUILD, user(5), 0)
    _, other, _ = await page(client, stranger)
    assert "Games in progress" not in other and href not in other


async def test_a_player_with_no_game_in_progress_gets_no_such_heading(
    store: GameStore, client: TestClient, links: Links
) -> None:
    await finished_tsuro(store)
    _, html, _ = await page(client, links.player_path(GUILD, user(0), 0))
    assert "Games in progress" not in html and "<h2>Recent games</h2>" in html
