"""Print every benchmark figure (or those whose name starts with PREFIX) as JSON lines.

Each benchmark module under ``bench/`` exposes ``FIGURES``: a list of ``(names, function)``
where ``names`` are the figure names the function yields ``{"name", "value", "unit"}`` for.
A function is run only if one of its names matches the prefix, so each figure stays cheap to
ask for on its own.
"""

from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import sys
from pathlib import Path


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.split("\n")[0])
    parser.add_argument("prefix", nargs="?", default="", help="e.g. store. or tsuro.random")
    prefix = parser.parse_args(argv[1:]).prefix
    package = Path(__file__).parent
    for info in sorted(pkgutil.iter_modules([str(package)]), key=lambda m: m.name):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"bench.{info.name}")
        for names, function in module.FIGURES:
            if not any(name.startswith(prefix) for name in names):
                continue
            for figure in function():
                if figure["name"].startswith(prefix):
                    print(json.dumps(figure), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
