"""Picture figures: time to draw and encode each game's public picture, its ratio to encoding
the same finished image alone, the PNG sizes, and a full replay's size and build time.

Times are medians over repeated renders of one position with warm caches (square sprites,
tile sprites, cards and labels are drawn once per look and reused, as in a running bot); the
``*_cold_ms`` figures clear every picture cache first, as after a restart.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterator
from typing import Any

from PIL import Image, ImageDraw

from engine.registry import get_game
from engine.rng import derive
from engine.triominos.game import greedy_move
from render import common, replay, tarnaris, text, triominos, tsuro, tsuro_tiles
from render.common import png_bytes

Figure = dict[str, object]
NAMES = ["Alice", "Bob", "Chidi", "Dana", "Eve", "Fatima", "Gus", "Hiro"]
#: Names in eight scripts and emoji (issue 26): each loads its own font on a cold start.
SCRIPT_NAMES = ["محمد", "נועה", "山田太郎", "김민준", "अनन्या", "สมศรี", "Δανάη", "Gwen 🌸"]
REPEATS = 30


def _played(name: str, players: int, seed: int, stop: Callable[[Any, int], bool]) -> Any:
    """A random game of ``name`` played until ``stop(state, plies)`` or one move before its end."""
    return get_game(name).random_position(players, seed, "bench-render", stop)


def _clear_caches() -> None:
    for module in (common, text, tsuro, tsuro_tiles, triominos, tarnaris):
        for value in vars(module).values():
            clear = getattr(value, "cache_clear", None)
            if clear is not None:
                clear()


def _timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def _picture_figures(prefix: str, draw: Callable[[], Image.Image]) -> Iterator[Figure]:
    _clear_caches()
    start = time.perf_counter()
    data = png_bytes(draw())
    cold = (time.perf_counter() - start) * 1000
    image = draw()
    # Whole render and encoding alone alternate, so a busy machine slows both alike.
    totals, encodes = [], []
    for _ in range(REPEATS):
        totals.append(_timed(lambda: png_bytes(draw())))
        encodes.append(_timed(lambda: png_bytes(image)))
    ratio = statistics.median(t / e for t, e in zip(totals, encodes, strict=True))
    yield {"name": f"{prefix}_ms", "value": round(statistics.median(totals), 2), "unit": "ms"}
    yield {"name": f"{prefix}_ratio", "value": round(ratio, 2), "unit": "x png-only"}
    encode = statistics.median(encodes)
    yield {"name": f"{prefix}_png_only_ms", "value": round(encode, 2), "unit": "ms"}
    yield {"name": f"{prefix}_cold_ms", "value": round(cold, 1), "unit": "ms"}
    yield {"name": f"{prefix}_kb", "value": round(len(data) / 1024, 1), "unit": "KB"}


def tsuro_board() -> Iterator[Figure]:
    """8 players, late game: the last position before the end with at least 25 tiles."""
    state = _played("tsuro", 8, 1, lambda s, _: len(s.order) >= 25)
    view = get_game("tsuro").view(state, None)
    yield from _picture_figures("render.tsuro_board", lambda: tsuro.board_image(view, NAMES))
    yield from _picture_figures(
        "render.tsuro_board_scripts", lambda: tsuro.board_image(view, SCRIPT_NAMES)
    )


def triominos_table() -> Iterator[Figure]:
    """2 players, greedy play until 60 tiles lie on the table (one round, 76-tile set)."""
    game = get_game("triominos")
    for seed in range(1, 100):
        state = game.setup(2, {"rounds": 1}, seed)
        while game.outcome(state) is None and len(state.table) < 60:
            state = game.apply(state, state.turn, greedy_move(state, state.turn)).state
        if len(state.table) >= 60:
            break
    view = game.view(state, None)
    yield from _picture_figures(
        "render.triominos_table", lambda: triominos.table_image(view, NAMES[:2])
    )


def tarnaris_table() -> Iterator[Figure]:
    """4 players, 100 random actions in (piles on the table, fields thinned out)."""
    state = _played("tarnaris", 4, 1, lambda _, plies: plies >= 100)
    view = get_game("tarnaris").view(state, None)
    yield from _picture_figures(
        "render.tarnaris_table", lambda: tarnaris.table_image(view, NAMES[:4])
    )


def names() -> Iterator[Figure]:
    """Eight legend names drawn and fitted, in Latin and in eight scripts (issue 26), in CPU
    time of this process (``time.process_time``), which other jobs on the machine disturb far
    less than the wall clock: warm (layouts cached, as in a running bot) and cold (every cache
    cleared, fonts opened again, as after a restart)."""
    canvas = ImageDraw.Draw(Image.new("RGB", (400, 40)))

    def draw(names: list[str]) -> None:
        for name in names:
            shown = common.fit_name(common.printable(name), 16, 150, names)
            common.draw_text(canvas, (10, 20), shown, 16, common.INK, "lm", alone=True)

    for label, names in (("latin", NAMES), ("scripts", SCRIPT_NAMES)):
        _clear_caches()
        start = time.process_time()
        draw(names)
        cold = (time.process_time() - start) * 1000
        start = time.process_time()
        for _ in range(REPEATS * 10):
            draw(names)
        warm = (time.process_time() - start) * 1000 / (REPEATS * 10)
        yield {"name": f"render.names_{label}_cpu_ms", "value": round(warm, 3), "unit": "ms"}
        yield {"name": f"render.names_{label}_cold_cpu_ms", "value": round(cold, 1), "unit": "ms"}


REPLAYS = [("tsuro", 8, {}), ("triominos", 2, {}), ("tarnaris", 4, {})]
#: Each game's replay frame, as its front end (cogs/<game>/adapter.py) hands it to replay_gif.
REPLAY_FRAMES = {
    "tsuro": tsuro.board_image,
    "triominos": triominos.table_image,
    "tarnaris": tarnaris.replay_frame,
}


def replays() -> Iterator[Figure]:
    """A whole random game of each, replayed from its seed and log into a GIF."""
    for name, players, options in REPLAYS:
        game = get_game(name)
        state = game.setup(players, options, 5)
        rng = derive(5, "bench-replay")
        log = []
        while game.outcome(state) is None:
            seat, move = game.random_action(state, rng)
            state = game.apply(state, seat, move).state
            log.append((seat, move))
        _clear_caches()
        start = time.perf_counter()
        data = replay.replay_gif(name, REPLAY_FRAMES[name], NAMES[:players], options, 5, log)
        seconds = time.perf_counter() - start
        yield {"name": f"render.replay_{name}_s", "value": round(seconds, 2), "unit": "s"}
        yield {"name": f"render.replay_{name}_kb", "value": round(len(data) / 1024), "unit": "KB"}
        yield {"name": f"render.replay_{name}_frames", "value": len(log) + 1, "unit": "frames"}


def _names(prefix: str, suffixes: tuple[str, ...]) -> list[str]:
    return [prefix + suffix for suffix in suffixes]


PICTURE = ("_ms", "_ratio", "_png_only_ms", "_cold_ms", "_kb")
FIGURES = [
    (
        _names("render.tsuro_board", PICTURE) + _names("render.tsuro_board_scripts", PICTURE),
        tsuro_board,
    ),
    (_names("render.triominos_table", PICTURE), triominos_table),
    (
        [
            f"render.names_{label}_{kind}"
            for label in ("latin", "scripts")
            for kind in ("cpu_ms", "cold_cpu_ms")
        ],
        names,
    ),
    (_names("render.tarnaris_table", PICTURE), tarnaris_table),
    (
        [
            f"render.replay_{name}_{unit}"
            for name, _, _ in REPLAYS
            for unit in ("s", "kb", "frames")
        ],
        replays,
    ),
]
