"""Replays: a finished game rebuilt from seed and move log as an animated GIF."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from engine.core import EngineError
from engine.registry import get_game
from engine.rng import derive
from render import replay, tarnaris, triominos, tsuro
from render.common import BANNER
from tests.render.helpers import near

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
FRAMES = {
    "tsuro": tsuro.board_image,
    "triominos": triominos.table_image,
    "tarnaris": tarnaris.replay_frame,
}
CASES = [("tsuro", 8, {}), ("triominos", 2, {"rounds": 1}), ("tarnaris", 2, {})]


def finished(name: str, players: int, options: dict[str, Any], seed: int) -> list:
    game = get_game(name)
    state = game.setup(players, options, seed)
    rng = derive(seed, "replay-test")
    log = []
    while game.outcome(state) is None:
        seat, move = game.random_action(state, rng)
        state = game.apply(state, seat, move).state
        log.append((seat, move))
    return log


@pytest.mark.parametrize(("name", "players", "options"), CASES, ids=[c[0] for c in CASES])
def test_replay_has_one_frame_per_move_and_fits_discord(
    name: str, players: int, options: dict[str, Any]
) -> None:
    log = finished(name, players, options, 3)
    data = replay.replay_gif(name, FRAMES[name], NAMES[:players], options, 3, log)
    assert len(data) < replay.MAX_REPLAY_BYTES
    image = Image.open(io.BytesIO(data))
    assert image.format == "GIF"
    assert image.n_frames == len(log) + 1
    assert image.width <= replay.MAX_FRAME_WIDTH
    assert image.info["loop"] == 0
    # Every frame starts with the caption band; the first and the last frames differ.
    first = image.convert("RGB")
    assert near(first.getpixel((image.width - 4, 4)), BANNER, 20)
    image.seek(image.n_frames - 1)
    assert image.info["duration"] == replay.FINAL_FRAME_MS
    last = image.convert("RGB")
    assert first.tobytes() != last.tobytes()


def test_replay_refuses_a_log_the_rules_refuse() -> None:
    """A replay applies every logged move with the engine: a tampered log fails loudly."""
    log = finished("tsuro", 2, {}, 4)
    seat, move = log[0]
    with pytest.raises(EngineError):
        replay.replay_gif(
            "tsuro", tsuro.board_image, NAMES[:2], {}, 4, [(1 - seat, move), *log[1:]]
        )
