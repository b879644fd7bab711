"""Animated replays: a finished game rebuilt from its seed and move log, one frame per move.

The replay is a GIF because Discord animates GIF attachments everywhere (it shows only the
first frame of an APNG). Every frame is the public table picture of that moment, drawn from the
spectator view, with a caption line naming the move; all frames share one palette taken from
the final position (which has the most colours on it), so quantising a frame is a cheap table
lookup. Frames are scaled so the file stays far below Discord's 10 MiB upload limit.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from engine.core import Move
from engine.registry import get_game
from i18n import DEFAULT, all_of, t, translate
from render.common import BANNER, BANNER_INK, draw_text, fitting, printable

Json = Any
#: Public picture of a spectator view: (view, names, colours) -> image. Each game's front end
#: hands its own to :func:`replay_gif`, so this module names no game.
FrameRenderer = Callable[[Json, Sequence[str], Sequence[int] | None], Image.Image]
#: Discord's upload limit for a normal server.
MAX_REPLAY_BYTES = 10 * 1024 * 1024
#: Frames wider than this are scaled down (a big Triominos table): Discord shows no more.
MAX_FRAME_WIDTH = 640
#: All frames together stay within this many pixels (one byte each once quantised), so a
#: long game (Tarnaris: ~300 moves) gets smaller frames instead of a big memory bill.
PIXEL_BUDGET = 90_000_000
#: Long games get faster frames so the whole replay lasts about a minute at most.
TARGET_SECONDS = 60
FRAME_MS_RANGE = (150, 900)
FINAL_FRAME_MS = 4000
CAPTION_HEIGHT = 26


def replay_gif(
    name: str,
    render: FrameRenderer,
    names: Sequence[str],
    options: Mapping[str, Any],
    seed: int,
    log: Sequence[tuple[int, Move]],
    colours: Sequence[int] | None = None,
) -> bytes:
    """The animated GIF of the game ``name`` replayed from ``options``, ``seed`` and ``log``,
    each frame drawn by ``render`` from a spectator view.

    ``names`` gives the display name of each seat (and so the player count). Frame 0 is the
    set-up; frame ``i`` shows the table after move ``i``; the last frame stays longest.
    """
    game = get_game(name)
    state = game.setup(len(names), options, seed)
    total = len(log)
    # Spectator views only: a replay is public, so it never sees a hand or a face-down card.
    views = [game.view(state, None)]
    captions = [t("render-replay-start", count=total)]
    for index, (seat, move) in enumerate(log, start=1):
        state = game.apply(state, seat, move).state
        views.append(game.view(state, None))
        captions.append(
            t(
                "render-replay-move",
                index=str(index),
                total=str(total),
                name=printable(names[seat]),
                move=describe(name, move, names),
            )
        )
    # The final position has the most colours on it: its palette serves every frame, and
    # its size sets the scale that keeps all frames within the memory budget.
    final = render(views[-1], names, colours)
    scale = min(1.0, (PIXEL_BUDGET / (len(views) * final.width * final.height)) ** 0.5)
    palette = _captioned(final, captions[-1], scale).quantize(255, method=Image.Quantize.FASTOCTREE)
    frames = []
    for index, (view, caption) in enumerate(zip(views, captions, strict=True)):
        image = final if index == len(views) - 1 else render(view, names, colours)
        frames.append(
            _captioned(image, caption, scale).quantize(palette=palette, dither=Image.Dither.NONE)
        )
    return _encode_gif(frames, palette)


#: Move arguments that count something (a take-back's ``plies``, issue 28): passed as numbers,
#: for their plural forms. Every other number is an identifier (a tile, a slot).
COUNTS = frozenset({"plies"})


def describe(game: str, move: Move, names: Sequence[str]) -> str:
    """A move of ``game`` as a short sentence in the current language, its player left out
    (the caption names them first): "lays tile 12 turned 90°", "кладёт плитку 12 …".

    The sentence is ``render-move-<game>-<kind>`` (a kind every game shares, like ``resign``:
    ``render-move-<kind>``), its placeholders the move's arguments; a seat becomes its
    player's name and a list of slots the language's list. A kind no catalogue knows (a game
    newer than its wording) reads "makes a move", never an identifier."""
    kind = str(move["kind"]).replace("_", "-")
    for key in (f"render-move-{game}-{kind}", f"render-move-{kind}"):
        if translate(DEFAULT, key) is not None:
            break
    else:
        key = "render-move-other"
    args: dict[str, str] = {}
    for name, value in move.items():
        if name == "player" and isinstance(value, int) and 0 <= value < len(names):
            args[name] = printable(names[value])
        elif isinstance(value, list):
            args[name] = all_of([str(item) for item in value])
        elif name in COUNTS and isinstance(value, int):
            args[name] = value  # a number of things: its language's plural form
        elif name != "kind":
            # Numbers stay identifiers ("tile 12", never "12.0"), words ("new") select a form.
            args[name] = str(value)
    return t(key, **args)


def _captioned(image: Image.Image, caption: str, scale: float) -> Image.Image:
    scale = min(scale, MAX_FRAME_WIDTH / image.width)
    if scale < 1.0:
        size = (round(image.width * scale), round(image.height * scale))
        # BOX averages whole source pixels: sharp enough for a shrink, and the fastest filter.
        image = image.resize(size, Image.Resampling.BOX)
    framed = Image.new("RGB", (image.width, image.height + CAPTION_HEIGHT), BANNER)
    framed.paste(image, (0, CAPTION_HEIGHT))
    draw = ImageDraw.Draw(framed)
    text, size = fitting(caption, 15, image.width - 12, 11)
    draw_text(draw, (6, CAPTION_HEIGHT / 2), text, size, BANNER_INK, "lm")
    return framed


def _encode_gif(frames: list[Image.Image], palette: Image.Image) -> bytes:
    # Frames may differ in size (a Triominos table grows): pad them all to the largest.
    width = max(frame.width for frame in frames)
    height = max(frame.height for frame in frames)
    background = Image.new("RGB", (1, 1), BANNER).quantize(palette=palette).getpixel((0, 0))
    padded = []
    for frame in frames:
        if frame.size != (width, height):
            canvas = Image.new("P", (width, height), background)
            canvas.putpalette(palette.getpalette() or [])
            canvas.paste(frame, (0, 0))
            frame = canvas
        padded.append(frame)
    step = max(FRAME_MS_RANGE[0], min(FRAME_MS_RANGE[1], TARGET_SECONDS * 1000 // len(frames)))
    durations = [step] * (len(padded) - 1) + [FINAL_FRAME_MS]
    buffer = io.BytesIO()
    padded[0].save(
        buffer, "GIF", save_all=True, append_images=padded[1:], duration=durations, loop=0
    )
    return buffer.getvalue()
