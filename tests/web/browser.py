"""Headless Chromium for the web pages' tests (issue 30): Debian's ``chromium`` and
``chromium-driver``, driven by Selenium. One browser serves a whole test module; without
Chromium the tests skip, saying how to get it.

With ``TESSERA_WEB_SCREENSHOTS=<folder>`` the screenshots the tests take are written there
(``docs`` for the README's pictures); otherwise tests leave no files behind."""

from __future__ import annotations

import base64
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
NO_BROWSER = (
    "no headless Chromium: install Debian's chromium and chromium-driver "
    "(`apt-get install chromium chromium-driver`, which `make install` does as root)"
)
SCREENSHOTS = (
    Path(os.environ["TESSERA_WEB_SCREENSHOTS"]) if "TESSERA_WEB_SCREENSHOTS" in os.environ else None
)


def chromium() -> Iterator[webdriver.Chrome]:
    """A headless Chromium (the body of a module-scoped fixture); skips without one."""
    if not (CHROMIUM.is_file() and CHROMEDRIVER.is_file()):
        pytest.skip(NO_BROWSER)
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for argument in (
        "--headless=new",
        # As root in a container Chromium needs these; nothing here is a stranger's page.
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=1280,900",
        "--lang=en-US",
    ):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(str(CHROMEDRIVER)))
    driver.set_page_load_timeout(30)
    try:
        yield driver
    finally:
        driver.quit()


def console_errors(driver: webdriver.Chrome) -> list[str]:
    """The console's errors since the last call (a CSP refusal is one too)."""
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def full_page_png(driver: webdriver.Chrome, width: int) -> bytes:
    """The whole page at ``width`` CSS pixels, as a phone or a desktop shows it."""
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": 800, "deviceScaleFactor": 1, "mobile": width < 600},
    )
    height = driver.execute_script("return document.documentElement.scrollHeight")
    shot = driver.execute_cdp_cmd(
        "Page.captureScreenshot",
        {
            "format": "png",
            "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1},
        },
    )
    return base64.b64decode(shot["data"])


def keep(name: str, png: bytes) -> None:
    if SCREENSHOTS is not None:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        (SCREENSHOTS / name).write_bytes(png)
