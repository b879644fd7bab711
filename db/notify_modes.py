"""Notification modes (``/game notify``, issue 10): what each one does, in one table.

The scheduler reads it to decide whom to message when a turn begins, where reminders go and who
gets the daily digest; the bot reads it to decide whom its turn messages mention. A new mode is
one row here (plus its wording in ``cogs/notify/wording.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True, slots=True)
class NotifyMode:
    name: str
    #: Mentioned on the game's turn message when it becomes their turn.
    mention: bool
    #: A direct message with a link when it becomes their turn.
    turn_dm: bool
    #: Where reminders go: in the game's thread as a mention, by direct message, or none.
    reminders: Literal["game", "dm"] | None
    #: One direct message a day listing the games waiting on them.
    digest: bool


MODES: Mapping[str, NotifyMode] = {
    mode.name: mode
    for mode in (
        NotifyMode("mention", mention=True, turn_dm=False, reminders="game", digest=False),
        NotifyMode("dm", mention=False, turn_dm=True, reminders="dm", digest=False),
        NotifyMode("both", mention=True, turn_dm=True, reminders="dm", digest=False),
        NotifyMode("off", mention=False, turn_dm=False, reminders=None, digest=False),
        NotifyMode("digest", mention=False, turn_dm=False, reminders=None, digest=True),
    )
}
#: The mode of a player who never chose one.
DEFAULT_MODE = "mention"
