"""``python -m render.examples [DIR]``: write the README's example pictures (default ``docs/``).

Each is the public picture of a seeded random game, so the files can be rebuilt at will; one
of them again as for a game played in Russian (issue 17), and each kind of picture again with
names in ten scripts, right to left where they are written so (``scripts-*.png``, issue 26).
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

from PIL import Image

from engine.registry import get_game
from engine.rng import Rng
from engine.tsuro.preview import hand_options
from i18n import speaking
from render import leaderboard, replay, tarnaris, triominos, tsuro

NAMES = ["Alice", "Борис", "Chidi", "Δανάη", "Eve", "Fatima", "Gus", "Hiro"]
#: Names as players write them (issue 26): Arabic, Hebrew, Chinese, Japanese, Korean, Hindi,
#: Thai, Greek, Cyrillic and emoji, some long enough to be cut.
SCRIPT_NAMES = {
    "arabic": "محمد الأحمد",
    "hebrew": "נועה כהן",
    "chinese": "张伟",
    "japanese": "山田太郎",
    "korean": "김민준",
    "hindi": "अनन्या शर्मा",
    "thai": "สมศรี ใจดี",
    "greek": "Δανάη Παπαδοπούλου",
    "cyrillic": "Владимир Александрович",
    "emoji": "Gwen 🌸🐉",
}
#: Which names each picture seats (Tarnaris seats four, Triominos six).
SEATED = {
    "tsuro": ["arabic", "hebrew", "chinese", "japanese", "korean", "hindi", "thai", "emoji"],
    "triominos": ["greek", "cyrillic", "arabic", "hindi", "emoji", "korean"],
    "tarnaris": ["hebrew", "japanese", "thai", "cyrillic"],
}


def _played(name: str, players: int, seed: int, plies: int) -> object:
    return get_game(name).random_position(players, seed, "examples", lambda _, n: n >= plies)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m render.examples", description="Write the example pictures."
    )
    parser.add_argument("folder", nargs="?", default="docs", type=Path)
    folder = parser.parse_args(argv[1:]).folder
    folder.mkdir(parents=True, exist_ok=True)
    state = _played("tsuro", 6, 3, 26)
    view = get_game("tsuro").view(state, None)
    (folder / "tsuro.png").write_bytes(tsuro.board_png(view, NAMES[:6]))
    state = _played("triominos", 3, 4, 40)
    view = get_game("triominos").view(state, None)
    (folder / "triominos.png").write_bytes(triominos.table_png(view, NAMES[:3]))
    state = _played("tarnaris", 4, 5, 90)
    view = get_game("tarnaris").view(state, None)
    (folder / "tarnaris.png").write_bytes(tarnaris.table_png(view, NAMES[:4]))
    with speaking("ru"):
        (folder / "tarnaris-ru.png").write_bytes(tarnaris.table_png(view, NAMES[:4]))
    (folder / "leaderboard.png").write_bytes(_leaderboard())
    (folder / "tsuro-hand.png").write_bytes(_small(_tsuro_hand()))
    (folder / "tarnaris-turn.png").write_bytes(_small(_tarnaris_turn()))
    _scripts(folder)
    return 0


def _tsuro_hand() -> bytes:
    """Bob's private turn in a three-player game: his three tiles in every rotation, the
    suicidal ones hatched (how-to-play.md)."""
    state = _played("tsuro", 3, 1, 13)
    view = get_game("tsuro").view(state, None)
    options = hand_options(state, 1)  # type: ignore[arg-type]
    return tsuro.hand_png(view, 1, options, ["Alice", "Bob", "Chidi"])


def _tarnaris_turn() -> bytes:
    """A turn in progress (how-to-play.md): in round 1, alice has revealed slots 2 and 3, a 6
    and a 9."""
    game = get_game("tarnaris")

    def revealed(state: object, _: int) -> bool:
        view = game.view(state, None)
        shown = sorted((card["slot"], card["number"]) for card in view["revealed"])
        return view["round"] == 1 and view["active"] == 0 and shown == [(2, 6), (3, 9)]

    state = game.random_position(3, 60, "examples", revealed)
    return tarnaris.table_png(game.view(state, None), ["alice", "bob", "carol"])


def _small(png: bytes) -> bytes:
    """The picture re-encoded as tightly as PNG allows: these files live in the repository."""
    buffer = io.BytesIO()
    Image.open(io.BytesIO(png)).save(buffer, "PNG", optimize=True)
    return buffer.getvalue()


def seated(game: str) -> list[str]:
    """The names in other scripts that ``game``'s example seats."""
    return [SCRIPT_NAMES[script] for script in SEATED[game]]


def _scripts(folder: Path) -> None:
    state = _played("tsuro", 8, 3, 30)
    view = get_game("tsuro").view(state, None)
    (folder / "scripts-tsuro.png").write_bytes(_small(tsuro.board_png(view, seated("tsuro"))))
    state = _played("triominos", 6, 4, 30)
    view = get_game("triominos").view(state, None)
    png = triominos.table_png(view, seated("triominos"))
    (folder / "scripts-triominos.png").write_bytes(_small(png))
    state = _played("tarnaris", 4, 5, 90)
    view = get_game("tarnaris").view(state, None)
    png = tarnaris.table_png(view, seated("tarnaris"))
    (folder / "scripts-tarnaris.png").write_bytes(_small(png))
    (folder / "scripts-leaderboard.png").write_bytes(_small(_scripts_leaderboard()))
    (folder / "scripts-replay.png").write_bytes(_small(_replay_frame()))


def _replay_frame() -> bytes:
    """The frame of a Tsuro replay after the Arabic-named player's first tile, whose caption
    puts a right-to-left name inside a left-to-right sentence."""
    game = get_game("tsuro")
    names = seated("tsuro")[:4]
    state = game.setup(len(names), {}, 9)
    rng = Rng(9)
    log = []
    while game.outcome(state) is None and len(log) < 12:
        seat, move = game.random_action(state, rng)
        state = game.apply(state, seat, move).state
        log.append((seat, move))
    frame = next(
        i for i, (seat, move) in enumerate(log, 1) if seat == 0 and move["kind"] == "place"
    )
    gif = Image.open(io.BytesIO(replay.replay_gif("tsuro", tsuro.board_image, names, {}, 9, log)))
    gif.seek(frame)
    buffer = io.BytesIO()
    gif.convert("RGB").save(buffer, "PNG")
    return buffer.getvalue()


def _scripts_leaderboard() -> bytes:
    """Every script's name on the leaderboard, two long names that begin alike (cut in the
    middle so that they stay apart) and a computer whose tag is never cut."""
    names = [
        *SCRIPT_NAMES.values(),
        "Alexandra Konstantinovna Ivanova",
        "Alexandra Konstantinovna Ivanenko",
    ]
    lines = [
        leaderboard.Line(rank, name, 30.5 - rank * 1.7, 20 + rank, 12 - rank // 2, 1.5 - rank / 4)
        for rank, name in enumerate(names, start=1)
    ]
    lines.append(
        leaderboard.Line(len(lines) + 1, "Level 3 – the deep-thinking one", 9.2, 40, 9, 0, True)
    )
    return leaderboard.leaderboard_png("Tsuro leaderboard - this month", lines)


def _leaderboard() -> bytes:
    """A sample Tsuro leaderboard: seeded numbers on openskill's scale (ordinal μ − 3σ), one
    computer level among the people. The real one is drawn from ``db.ratings``."""
    rng = Rng(18)
    names = [*NAMES, "Level 2"]
    lines = []
    for name in names:
        games = 4 + int(rng.random() * 30)
        wins = int(games * rng.random() * 0.5)
        rating = 25 * (wins + 1) / (games + 2) + 12 * rng.random() - 4
        lines.append((rating, name, games, wins, 6 * rng.random() - 3))
    lines.sort(reverse=True)
    return leaderboard.leaderboard_png(
        "Tsuro leaderboard - this month",
        [
            leaderboard.Line(rank, name, rating, games, wins, trend, name == "Level 2")
            for rank, (rating, name, games, wins, trend) in enumerate(lines, start=1)
        ],
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv))
