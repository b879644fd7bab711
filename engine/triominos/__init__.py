"""Triominos: triangular tiles matched corner to corner on an unbounded grid."""

from engine.triominos.game import (
    TRIOMINOS,
    State,
    Triominos,
    greedy_move,
    is_spot,
    may_place,
    spots,
)

__all__ = ["TRIOMINOS", "State", "Triominos", "greedy_move", "is_spot", "may_place", "spots"]
