"""Tsuro: path tiles on a 6×6 board; keep your marker on the board (rules/tsuro.md)."""

from engine.tsuro.game import TSURO, Tsuro, TsuroState

__all__ = ["TSURO", "Tsuro", "TsuroState"]
