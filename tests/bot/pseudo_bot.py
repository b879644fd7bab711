"""``bot.py`` in the test-only pseudo-locale (tests/pseudo.py), for test_pseudo_locale.py:
every catalogue string marked, and every text drawn into a picture written to the file named
by ``TESSERA_DRAWN``. Run by the stand-in's launcher in place of ``bot.py``."""

import os
import runpy
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests import pseudo  # noqa: E402 (the repository is on the path only now)

pseudo.install(os.environ.get("TESSERA_DRAWN"))
sys.argv[0] = str(ROOT / "bot.py")
runpy.run_path(str(ROOT / "bot.py"), run_name="__main__")
