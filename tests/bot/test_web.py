"""The web companion from Discord (issue 30), through the real ``bot.py`` against the stand-in
with ``WEB_PORT`` set: the thread's greeting and ``/game status`` link the game page, which
opens that game; ``/game leaderboard`` links the server page; a manager's
``/game settings rotate_web_links:`` makes new links and the old ones 404; a tampered link
404s; the game-over message links the replay."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Iterator

import aiohttp
import pytest
import pytest_asyncio
from selenium import webdriver
from selenium.webdriver.common.by import By

from bot import Settings, SettingsError
from tests.bot.scene import Scene, running_bot_on_file
from tests.bot.test_health import free_port
from tests.standin.world import DEFAULT_EVERYONE, MANAGE_GUILD, Message
from tests.web.browser import chromium, console_errors
from web.site import KEY_SECONDS

pytestmark = pytest.mark.asyncio(loop_scope="module")

SECRET = "a-web-secret-for-the-tests-" + "9" * 20
LINK = re.compile(r"<(http://127\.0\.0\.1:\d+/[^>]+)>")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    port = free_port()
    env = {"WEB_PORT": str(port), "WEB_SECRET": SECRET, "WEB_BASE_URL": f"http://127.0.0.1:{port}"}
    async with running_bot_on_file(tmp_path_factory, "web", env) as scene:
        yield scene


def link_in(message: Message) -> str:
    found = LINK.search(message.content)
    assert found is not None, message.content
    return found.group(1)


async def fetch(url: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session, session.get(url) as answer:
        return answer.status, await answer.text()


async def test_the_threads_greeting_links_the_game_page_and_a_tampered_link_404s(
    scene: Scene,
) -> None:
    table = scene.table("ann", "bob")
    lobby, thread, _turn = await scene.started(table, "tsuro")
    greeting = scene.standin.messages_in(thread)[0]
    game_id = int(re.search(r"game #(\d+)", greeting.content).group(1))  # type: ignore[union-attr]
    url = link_in(greeting)
    assert url.startswith("http://127.0.0.1:") and f"/g/{game_id}/" in url
    status, html = await fetch(url)
    assert status == 200
    assert f"<title>Tsuro · game #{game_id}" in html and "ann" in html and "bob" in html
    status_answer = await scene.reply(table.users[0], thread, "game status")
    assert link_in(status_answer) == url
    tampered = url[:-1] + ("A" if url[-1] != "A" else "B")
    assert await fetch(tampered) == (404, "404 Not Found\n")
    assert lobby.content  # the lobby message itself is unchanged by the pages


async def test_a_league_tables_message_links_its_game_page(scene: Scene) -> None:
    """A league's table is a game too: the message its thread opens on links the game page."""
    table = scene.table("eve", "fay")
    eve, fay = table.users
    mods = scene.standin.add_role(table.guild, "mods", DEFAULT_EVERYONE | MANAGE_GUILD)
    scene.standin.add_member(table.guild, eve, roles=(mods,))
    options = {"game": "tsuro", "format": "roundrobin"}
    await scene.reply(eve, table.channel, "league new", options)
    for user in (eve, fay):
        await scene.reply(user, table.channel, "league join")
    await scene.reply(eve, table.channel, "league start")
    message = await scene.standin.wait_for_message(
        table.channel, lambda m: "round 1" in m.content and "<http" in m.content, within=30
    )
    await scene.until(lambda: scene.standin.threads(table.channel), "the table's thread")
    [thread] = scene.standin.threads(table.channel)
    game_id = int(re.search(r"#(\d+)", thread.name).group(1))  # type: ignore[union-attr]
    url = link_in(message)
    assert f"/g/{game_id}/" in url
    status, html = await fetch(url)
    assert status == 200 and f"<title>Tsuro · game #{game_id}" in html


async def test_leaderboard_links_the_server_page_and_a_manager_rotates_the_links(
    scene: Scene,
) -> None:
    table = scene.table("cat", "dan")
    cat, dan = table.users
    mods = scene.standin.add_role(table.guild, "mods", DEFAULT_EVERYONE | MANAGE_GUILD)
    scene.standin.add_member(table.guild, cat, roles=(mods,))
    _lobby, thread, _turn = await scene.started(table, "triominos")
    game_url = link_in(scene.standin.messages_in(thread)[0])
    board = await scene.reply(dan, table.channel, "game leaderboard", {"game": "triominos"})
    server_url = link_in(board)
    status, html = await fetch(server_url)
    assert status == 200 and "Games under way" in html and "Triominos" in html
    refused = await scene.reply(dan, table.channel, "game settings", {"rotate_web_links": True})
    assert refused.ephemeral and "Manage Server" in refused.content
    assert (await fetch(game_url))[0] == 200
    rotated = await scene.reply(cat, table.channel, "game settings", {"rotate_web_links": True})
    assert rotated.ephemeral and "no longer opens" in rotated.content
    new_server_url = link_in(rotated)
    assert new_server_url != server_url
    assert (await fetch(server_url))[0] == 404
    # A game page's key is read again within two seconds (web.site.KEY_SECONDS).
    await asyncio.sleep(2 * KEY_SECONDS)
    assert (await fetch(game_url))[0] == 404
    assert (await fetch(new_server_url))[0] == 200
    new_game_url = link_in(await scene.reply(dan, thread, "game status"))
    assert new_game_url != game_url and (await fetch(new_game_url))[0] == 200


async def test_the_game_over_message_links_the_replay(scene: Scene) -> None:
    table = scene.table("eve", "fay")
    eve, _fay = table.users
    _lobby, thread, turn = await scene.started(table, "tsuro")
    game_url = link_in(scene.standin.messages_in(thread)[0])
    await scene.reply(eve, thread, "game resign")
    over = await scene.standin.wait_for_message(
        thread, lambda m: m.interaction is None and "Replay this game" in m.content, after=turn
    )
    assert link_in(over) == game_url + "#replay"
    status, html = await fetch(game_url)
    assert status == 200 and 'id="replay"' in html and "The game is over." in html


async def test_the_pages_need_a_long_secret_and_a_web_address() -> None:
    base = {"DISCORD_TOKEN": "x", "WEB_PORT": "8080"}
    with pytest.raises(SettingsError, match="WEB_SECRET must be at least 32 characters"):
        Settings.from_env(base)
    with pytest.raises(SettingsError, match="WEB_BASE_URL must start with https://"):
        Settings.from_env(base | {"WEB_SECRET": SECRET, "WEB_BASE_URL": "tessera.example"})
    on = Settings.from_env(base | {"WEB_SECRET": SECRET})
    assert (on.web_port, on.web_base_url) == (8080, "http://localhost:8080")
    assert SECRET not in repr(on)
    off = Settings.from_env({"DISCORD_TOKEN": "x", "WEB_SECRET": "short"})
    assert off.web_port is None and off.web_secret == ""


@pytest.fixture(scope="module")
def browser() -> Iterator[webdriver.Chrome]:
    yield from chromium()


async def test_the_threads_link_opens_that_game_in_a_browser(
    scene: Scene, browser: webdriver.Chrome
) -> None:
    table = scene.table("gus", "hal")
    _lobby, thread, _turn = await scene.started(table, "triominos")
    greeting = scene.standin.messages_in(thread)[0]
    game_id = re.search(r"game #(\d+)", greeting.content).group(1)  # type: ignore[union-attr]
    # The bot's web server is another process: the browser's blocking calls stall nothing.
    browser.get(link_in(greeting))
    assert browser.title == f"Triominos · game #{game_id} · Tessera"
    players = browser.find_element(By.CSS_SELECTOR, "table.players").text
    assert "gus" in players and "hal" in players
    assert console_errors(browser) == []
