"""Shared checks for picture tests: open the PNG for real and look at its pixels."""

from __future__ import annotations

import io

from PIL import Image

from render.common import MAX_PNG_BYTES, RGB


def open_png(data: bytes) -> Image.Image:
    """The decoded picture, after checking it is a PNG within the size budget."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) <= MAX_PNG_BYTES, len(data)
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.mode == "RGB"
    return image


def near(pixel: RGB | tuple[int, ...], colour: RGB, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel[:3], colour, strict=True))


def colour_in_box(
    image: Image.Image, box: tuple[int, int, int, int], colour: RGB, tolerance: int = 40
) -> int:
    """How many pixels of ``box`` are within ``tolerance`` of ``colour``."""
    region = image.crop(box).convert("RGB")
    counts = region.getcolors(region.width * region.height) or []
    return sum(count for count, pixel in counts if near(pixel, colour, tolerance))
