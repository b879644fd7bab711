"""``python -m engine.simulate GAME [options]``: random or simple-strategy play of one game.

Each game package has a ``simulate`` module with ``main(argv)``; this only dispatches.
With ``--seats LEVEL,LEVEL,…`` computer players of those levels play each other instead
(:mod:`engine.arena`: win rates with 95 % intervals, ``--json`` for a JSON last line).
"""

from __future__ import annotations

import importlib
import sys

from engine.arena import main as arena
from engine.registry import all_games


def main(argv: list[str]) -> int:
    names = sorted(all_games())
    usage = f"usage: python -m engine.simulate {{{','.join(names)}}} [options]"
    if argv[1:] in (["-h"], ["--help"]):
        print(
            f"{usage}\n\n{__doc__.strip()}\n`python -m engine.simulate GAME --help`: its options."
        )
        return 0
    if len(argv) < 2 or argv[1] not in names:
        print(usage, file=sys.stderr)
        return 2
    if any(arg == "--seats" or arg.startswith("--seats=") for arg in argv[2:]):
        return arena(argv[1], argv[2:])
    module = importlib.import_module(f"engine.{argv[1]}.simulate")
    return int(module.main(argv[2:]))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
