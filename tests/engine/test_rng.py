"""engine.rng: the seeded randomness every stored game replays from (E1 of each game).

The figures are pinned: a change to the generator, the seed derivation or the shuffle would
make every stored game replay differently, so it must fail here first.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.rng import Rng, derive
from engine.tsuro import TSURO


def test_the_generator_is_splitmix64() -> None:
    """The published SplitMix64 outputs for seed 0."""
    rng = Rng(0)
    assert [rng.next_u64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_derived_streams_are_pinned_and_differ_by_label() -> None:
    """E1: the stream of a step depends on the seed and every label, and never changes."""
    assert derive(1, "deal", 0).next_u64() == 0x1811F8E8497055EA
    firsts = {
        derive(*labels).next_u64() for labels in [(1, "deal", 0), (1, "deal", 1), (2, "deal", 0)]
    }
    assert len(firsts) == 3
    assert derive(1, "deal", 0).next_u64() == derive(1, "deal", 0).next_u64()


def test_shuffle_and_randbelow_are_pinned() -> None:
    items = list(range(10))
    derive(7, "shuffle").shuffle(items)
    assert items == [3, 8, 6, 7, 4, 2, 5, 9, 0, 1]
    rng = derive(7, "below")
    assert [rng.randbelow(6) for _ in range(12)] == [2, 2, 3, 1, 5, 2, 5, 4, 4, 2, 0, 4]


def test_randbelow_and_random_stay_in_range_and_cover_it() -> None:
    rng = derive(3, "range")
    counts = Counter(rng.randbelow(5) for _ in range(5000))
    assert set(counts) == set(range(5))
    assert min(counts.values()) > 850  # 1,000 expected each
    assert all(0.0 <= rng.random() < 1.0 for _ in range(1000))
    with pytest.raises(ValueError):
        rng.randbelow(0)


def test_a_tsuro_deal_is_pinned() -> None:
    """Tsuro S2/E1: the deal of a seed is fixed forever, so stored games replay."""
    state = TSURO.setup(3, {}, 1)
    assert state.hands == ((17, 31, 33), (10, 15, 16), (4, 24, 29))
    assert state.pile[:5] == (5, 8, 12, 26, 23)
