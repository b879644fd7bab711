"""The web pages in a real browser (issue 30): headless Chromium against the site served from
a SQLite file with a finished and a running game: every page loads with no console error (a
CSP refusal would be one), the replay steps forward and back by buttons, keys and slider, a
tampered link is a 404, nothing scrolls sideways at 360 px; screenshots at 360 and 1280 px.

The site runs in a thread of its own (its own event loop), so the browser's blocking calls
never stall it; one browser and one site serve the module."""

from __future__ import annotations

import asyncio
import io
import threading
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from aiohttp import web as aioweb
from PIL import Image
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.wait import WebDriverWait

from db.migrate import upgrade
from db.session import create_engine, create_session_factory
from db.store import GameStore
from engine.rng import Rng
from tests.db.helpers import GUILD, play_random, started, user
from tests.web.browser import chromium, console_errors, full_page_png, keep
from tests.web.conftest import BASE_URL, SECRET
from web.links import Links
from web.site import Site


@dataclass
class Served:
    base: str
    finished: str
    running: str
    server: str
    player: str


async def _games(store: GameStore, links: Links) -> tuple[str, str, str, str]:
    rng = Rng(12)
    # A few games over, so the first player's rating has a line to draw.
    for _ in range(4):
        finished = await started(store, "tsuro", 3)
        while not finished.is_over:
            finished = await play_random(store, finished, rng, 20)
    running = await started(store, "triominos", 2)
    running = await play_random(store, running, Rng(3), 6)
    return (
        links.game_path(finished.id, GUILD, 0),
        links.game_path(running.id, GUILD, 0),
        links.server_path(GUILD, 0),
        links.player_path(GUILD, user(0), 0),
    )


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    url = f"sqlite+aiosqlite:///{tmp_path_factory.mktemp('web') / 'tessera.db'}"
    links = Links(SECRET, BASE_URL)
    ready: list[Served] = []
    started_event = threading.Event()
    loop = asyncio.new_event_loop()
    stop = asyncio.Event()

    async def serve() -> None:
        engine = create_engine(url)
        await upgrade(engine)
        sessions = create_session_factory(engine)
        paths = await _games(GameStore(sessions), links)
        runner = aioweb.AppRunner(Site(sessions, links).app(), access_log=None)
        await runner.setup()
        site = aioweb.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        port = runner.addresses[0][1]
        ready.append(Served(f"http://127.0.0.1:{port}", *paths))
        started_event.set()
        await stop.wait()
        await runner.cleanup()
        await engine.dispose()

    thread = threading.Thread(target=loop.run_until_complete, args=(serve(),), daemon=True)
    thread.start()
    assert started_event.wait(60), "the site did not start"
    try:
        yield ready[0]
    finally:
        loop.call_soon_threadsafe(stop.set)
        thread.join(30)
        loop.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[webdriver.Chrome]:
    yield from chromium()


def open_page(browser: webdriver.Chrome, url: str) -> None:
    console_errors(browser)  # forget what earlier pages logged
    browser.get(url)


def position(browser: webdriver.Chrome) -> int:
    return int(browser.find_element(By.ID, "replay").get_attribute("data-position") or -1)


def test_every_page_loads_with_no_console_error(browser: webdriver.Chrome, served: Served) -> None:
    for path, title in (
        (served.finished, "Tsuro · game #"),
        (served.running, "Triominos · game #"),
        (served.server, "Games and leaderboards"),
        (served.player, "player 0"),
    ):
        open_page(browser, served.base + path)
        assert browser.title.startswith(title), browser.title
        assert browser.execute_script("return document.readyState") == "complete"
        # Every picture arrived and decoded (a broken one has no natural width).
        broken = browser.execute_script(
            "return [...document.images].filter(i => !i.complete || !i.naturalWidth).length"
        )
        assert broken == 0, path
        assert console_errors(browser) == [], path
    # The player sits at the running game: listed above their finished ones (the screenshot).
    headings = [h.text for h in browser.find_elements(By.TAG_NAME, "h2")]
    assert headings == ["Games in progress", "Recent games"], headings


def test_the_replay_steps_forward_and_back(browser: webdriver.Chrome, served: Served) -> None:
    open_page(browser, served.base + served.finished)
    last = position(browser)
    assert last > 5  # starts at the end: the position the game ended in
    buttons = {
        b.get_attribute("data-step"): b
        for b in browser.find_elements(By.CSS_SELECTOR, "#replay button")
    }
    buttons["back"].click()
    assert position(browser) == last - 1
    buttons["back"].click()
    buttons["forward"].click()
    assert position(browser) == last - 1
    buttons["first"].click()
    assert position(browser) == 0
    caption = browser.find_element(By.ID, "replay-caption").text
    assert caption == "Set-up"
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
    assert position(browser) == 1
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.END)
    assert position(browser) == last
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
    assert position(browser) == last - 1
    slider = browser.find_element(By.ID, "replay-slider")
    slider.send_keys(Keys.HOME)
    assert position(browser) == 0
    picture = browser.find_element(By.ID, "replay-picture")
    assert picture.get_attribute("src").endswith("/0.png")
    # The set-up's picture is drawn when first asked for: wait for it to arrive.
    WebDriverWait(browser, 20).until(
        lambda b: b.execute_script(
            "return arguments[0].complete && arguments[0].naturalWidth", picture
        )
    )
    assert browser.execute_script("return arguments[0].naturalWidth", picture) > 300
    assert console_errors(browser) == []


def test_a_tampered_link_is_a_404(browser: webdriver.Chrome, served: Served) -> None:
    tampered = served.finished[:-1] + ("A" if served.finished[-1] != "A" else "B")
    open_page(browser, served.base + tampered)
    assert browser.find_element(By.TAG_NAME, "body").text == "404 Not Found"


@pytest.mark.parametrize("width", [360, 1280])
def test_pages_fit_the_screen_and_are_photographed(
    browser: webdriver.Chrome, served: Served, width: int
) -> None:
    pages = (
        ("game", served.finished),
        ("running", served.running),
        ("server", served.server),
        ("player", served.player),
    )
    for name, path in pages:
        open_page(browser, served.base + path)
        png = full_page_png(browser, width)
        wide = browser.execute_script("return document.documentElement.scrollWidth")
        assert wide <= width, (name, wide)
        image = Image.open(io.BytesIO(png))
        assert image.width == width and image.height > 400
        if name in ("game", "server") or width == 360:
            keep(f"web-{name}-{width}.png", png)
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
