"""Errors of the game store: a machine-readable ``code`` plus data, never English.

Engine errors (``engine.core.EngineError``) pass through the store unchanged. Neither kind
carries hidden information: no state, no hand, no seed.
"""

from __future__ import annotations

from engine.core import CodedError


class StoreError(CodedError):
    """Base of every store error."""


class NotFoundError(StoreError):
    """``not_found``: no such game."""


class NotAllowedError(StoreError):
    """The user may not do this: ``not_seated``, ``not_creator``, ``creator_must_cancel``,
    ``guild_only`` (a lobby made outside a server)."""


class LobbyError(StoreError):
    """A lobby rule: ``lobby_full``, ``already_joined``, ``not_joined``, ``too_few_players``,
    ``colour_taken``."""


class WrongStatusError(StoreError):
    """The game is not in a status that allows this: ``not_lobby``, ``game_over``,
    ``not_started`` (``data["status"]`` says which it is)."""


class GameChangedError(StoreError):
    """``game_changed``: the game moved on since the caller looked (another move, a join, a
    concurrent writer in this or another process). Reload and try again."""


class DamagedGameError(StoreError):
    """``game_damaged``: the snapshot disagrees with a replay of the move log."""


class BusyError(StoreError):
    """``busy``: the database stayed locked by other writers longer than the busy timeout."""


class InvalidRecordError(StoreError):
    """``bad_record``: an imported game record is not of the documented shape."""


class TooLongError(StoreError):
    """``too_long``: a text a user gave is longer than its column holds (``data["field"]``:
    ``name`` or ``colour``; ``data["limit"]``: characters). SQLite does not enforce a column's
    length, so the store checks it before writing, on every backend alike."""


class InvalidSettingError(StoreError):
    """``unknown_setting`` or ``bad_setting_value`` for guild settings or user preferences."""
