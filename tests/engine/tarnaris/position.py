"""Positions built directly, like a FEN: each seat's slots by number, the piles by number."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from engine.core import Event, Move
from engine.tarnaris import TARNARIS, TarnarisState
from engine.tarnaris.state import LAY, REVEAL, SLOTS, number

PILE_CREST = 3


def build(
    fields: Sequence[Mapping[int, Sequence[int]]],
    piles: Sequence[Sequence[int]] = (),
    *,
    active: int = 0,
    round_one: bool = False,
    options: Mapping[str, Any] | None = None,
    seed: int = 1,
) -> TarnarisState:
    """A state where seat ``i`` holds ``fields[i]`` (slot 1–10 -> numbers, bottom to top, cards
    of the seat's crest while its two copies last) and ``piles`` lists numbers bottom to top.
    By default everyone has had a turn, so the active seat reveals one slot (T1)."""
    players = len(fields)
    state = TARNARIS.setup(players, options or {}, seed)
    used: set[int] = set()

    def take(value: int, preferred: int) -> int:
        for crest in (preferred, 0, 1, 2, 3):
            for copy in (0, 1):
                card = crest * 20 + (value - 1) * 2 + copy
                if card not in used:
                    used.add(card)
                    return card
        raise AssertionError(f"no card {value} left")

    state.fields = [
        [[take(v, seat) for v in field.get(slot + 1, ())] for slot in range(SLOTS)]
        for seat, field in enumerate(fields)
    ]
    state.piles = [[take(v, PILE_CREST) for v in pile] for pile in piles]
    state.active = active
    state.turns_done = [0 if round_one else 1] * players
    state.reveals_left = 2 if round_one else 1
    state.phase = REVEAL
    return state


def play(state: TarnarisState, seat: int, move: Move) -> tuple[TarnarisState, list[Event]]:
    applied = TARNARIS.apply(state, seat, move)
    return applied.state, applied.events


def kinds(events: Sequence[Event]) -> list[str]:
    return [event["kind"] for event in events]


def slot_numbers(state: TarnarisState, seat: int, slot: int) -> list[int]:
    """The numbers in ``seat``'s slot (1-based), bottom to top, as the engine knows them."""
    return [number(card) for card in state.fields[seat][slot - 1]]


def pile_numbers(state: TarnarisState, pile: int) -> list[int]:
    return [number(card) for card in state.piles[pile - 1]]


def revealed_index(state: TarnarisState, value: int) -> int:
    """The 1-based position of a revealed card with ``value`` (the ``card`` of lay/return)."""
    assert state.phase == LAY
    for index, (_, card) in enumerate(state.revealed):
        if number(card) == value:
            return index + 1
    raise AssertionError(f"no revealed {value}")


def card_faces(value: Any) -> list[dict[str, int]]:
    """Every ``{"crest", "number"}`` found anywhere inside a view or event."""
    found: list[dict[str, int]] = []
    if isinstance(value, dict):
        if "crest" in value and "number" in value:
            found.append(value)
        for item in value.values():
            found.extend(card_faces(item))
    elif isinstance(value, list):
        for item in value:
            found.extend(card_faces(item))
    return found


def field_view(state: TarnarisState, observer: int | None, seat: int, slot: int) -> list[Any]:
    return json.loads(json.dumps(TARNARIS.view(state, observer)))["fields"][seat][slot - 1]
