"""Triominos: triangular tiles matched corner to corner on an unbounded grid."""

from engine.triominos.game import TRIOMINOS, State, Triominos

__all__ = ["TRIOMINOS", "State", "Triominos"]
