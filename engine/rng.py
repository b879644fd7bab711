"""Seeded randomness that replays identically on every Python version.

``random.Random.shuffle`` and ``randrange`` have changed between Python releases, so a stored
game could replay differently after an upgrade. This generator is a SplitMix64 stream derived
from the game seed and a label (``derive(seed, "deal", round)``), with our own Fisher–Yates
shuffle. No generator state is stored: each random step derives its stream from the seed and
where it happens in the game, so the state JSON never has to carry generator internals.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng:
    """A small deterministic generator (SplitMix64)."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK

    def next_u64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = _MASK - (_MASK + 1) % n
        while True:
            value = self.next_u64()
            if value <= limit:
                return value % n

    def random(self) -> float:
        """A uniform float in ``[0, 1)`` with 53 bits of precision."""
        return (self.next_u64() >> 11) / (1 << 53)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[T]) -> T:
        return items[self.randbelow(len(items))]


def derive(seed: int, *labels: object) -> Rng:
    """A generator for one random step of a game, e.g. ``derive(seed, "refill", ply)``."""
    text = ":".join([str(seed), *map(str, labels)]).encode()
    return Rng(int.from_bytes(hashlib.sha256(text).digest()[:8], "big"))
