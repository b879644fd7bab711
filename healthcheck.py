"""``python -m healthcheck``: ask the bot running on this machine whether it is healthy.

Reads ``HEALTH_PORT`` (from the environment, else ``.env`` in the current folder, as the bot
does), asks ``http://127.0.0.1:<port>/healthz`` (see :mod:`health`), prints the answer and
exits 0 when healthy, 1 when not (or no answer), 2 when ``HEALTH_PORT`` is unusable. The
container's ``HEALTHCHECK`` runs it, so it imports nothing heavy: it runs every 30 seconds.
"""

from __future__ import annotations

import os
import sys
import urllib.error
import urllib.request
from pathlib import Path

from dotenv import load_dotenv

#: Seconds to wait for the answer: the bot gives the database 3 to answer its query.
TIMEOUT = 5.0


def main(argv: list[str]) -> int:
    if argv[1:] in (["-h"], ["--help"]):
        print(__doc__.strip())
        return 0
    load_dotenv(Path.cwd() / ".env")
    text = os.environ.get("HEALTH_PORT", "").strip()
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        print(f"HEALTH_PORT must be the bot's health port, 1–65535 (got {text!r}).")
        return 2
    url = f"http://127.0.0.1:{int(text)}/healthz"
    try:
        with urllib.request.urlopen(url, timeout=TIMEOUT) as response:
            print(response.read().decode())
            return 0
    except urllib.error.HTTPError as error:  # 503: its body says why
        print(error.read().decode())
    except OSError as error:
        print(f"no answer at {url}: {error}")
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
