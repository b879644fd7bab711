"""The reference Tsuro player (issue 27, ``tests/reference/tsuro.py``) plays as its docstring
says, checked at every one of its turns of seeded games against the other levels."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ai
from engine.tsuro import TSURO
from engine.tsuro.game import PLAY
from tests.reference.tsuro import PLAYER


def _fate(state: Any, seat: int, code: int) -> tuple[bool, int]:
    """(its own marker still in play or a winner, markers of others taken off) after ``code``."""
    move = {"kind": "place", "tile": code // 4 + 1, "rotation": (code % 4) * 90}
    after = TSURO.apply(state, seat, move).state
    alive = after.alive[seat] or seat in after.winners
    kills = sum(
        1 for s in range(state.players) if s != seat and state.alive[s] and not after.alive[s]
    )
    return alive, kills


@pytest.mark.parametrize(("seed", "others"), [(1, "easy"), (2, "medium"), (3, "easy")])
def test_p4_it_never_leaves_the_board_when_it_can_stay_and_takes_others_off_when_it_can(
    seed: int, others: str
) -> None:
    """P3/P4: with a placement that keeps its marker on the board it never plays one that
    does not; with a placement that keeps it and takes another marker off (P3), it takes one
    off."""
    players = 3
    state = TSURO.setup(players, {}, seed)
    checked = 0
    for ply in range(500):
        if TSURO.outcome(state) is not None:
            break
        seat = state.turn
        mine = seat == 0
        computer = PLAYER if mine else None
        move = ai.choose_move(TSURO, state, seat, "easy" if mine else others, ply, None, computer)
        if mine and state.phase == PLAY:
            fates = {code: _fate(state, seat, code) for code in state.legal}
            chosen = _fate(state, seat, (move["tile"] - 1) * 4 + move["rotation"] // 90)
            if any(alive for alive, _ in fates.values()):
                assert chosen[0]
                checked += 1
            if any(alive and kills for alive, kills in fates.values()):
                assert chosen[1] > 0
        state = TSURO.apply(state, seat, move).state
    assert TSURO.outcome(state) is not None and checked >= 3
