"""How players read a seat's name (issue 26): a person's display name as it is; a computer's
made in the reader's language from its level, "Computer (medium)", "Ordinateur 2 (difficile)".

A computer seat's stored name ("Bot (medium)", kept so that its rating stays one player) is an
identifier, never shown: the level stored beside it says what it is, and a second computer of the
same level in one game is numbered by seat order, so an old game reads like a new one.

Here, below the Discord cogs and the web pages, so both name seats alike (issue 30); the
words are the kit's catalogue keys (``kit-computer``), read from the shared bundle."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from engine.ai import DEFAULT_LEVEL, LEVELS
from i18n import t


class Seat(Protocol):
    """What naming needs of a seat (``db.records.SeatInfo`` has it)."""

    @property
    def seat(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def is_computer(self) -> bool: ...
    @property
    def level(self) -> str | None: ...


def level_name(level: str) -> str:
    """A computer level (``hard``) in the current language; an unknown one as it is."""
    return t("kit-level-" + level) if level in LEVELS else level


def seat_label(seat: Seat, seats: Sequence[Seat]) -> str:
    """``seat``'s name in the current language (``seats``: all seats of its game)."""
    if not seat.is_computer:
        return seat.name
    level = seat.level or DEFAULT_LEVEL
    alike = [s.seat for s in seats if s.is_computer and (s.level or DEFAULT_LEVEL) == level]
    number = alike.index(seat.seat) + 1 if seat.seat in alike else 1
    if number == 1:
        return t("kit-computer", level=level_name(level))
    return t("kit-computer-numbered", number=str(number), level=level_name(level))


def seat_labels(seats: Sequence[Seat]) -> list[str]:
    """Every seat's name, in seat order, in the current language."""
    return [seat_label(seat, seats) for seat in seats]


#: The stored name of a computer seat (``cogs.kit.lobby.bot_name``): "Bot (hard)", "Bot 2 (hard)".
_STORED = re.compile(r"^Bot(?: (\d+))? \((\w+)\)$")


def computer_rating_name(stored: str) -> str:
    """A computer's name on the leaderboard, from the stored name its rating is kept under: its
    level in the current language, numbered from the second of a level ("hard", "hard 2"); the
    picture adds the computer tag. A name of another shape is shown as it is."""
    found = _STORED.match(stored)
    if found is None:
        return stored
    number, level = found.groups()
    return f"{level_name(level)} {number}" if number else level_name(level)
