"""A :class:`~db.records.GameInfo` of an engine state, as the store would hand it to the cogs,
for tests that word or draw positions without a database."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from db.models import GameStatus
from db.records import GameInfo, SeatInfo
from engine.core import Game


def game_info(
    game: Game,
    state: Any,
    names: Sequence[str],
    *,
    ply: int = 0,
    options: Mapping[str, Any] | None = None,
) -> GameInfo:
    """``state`` of ``game`` with one human seat per name (user ids 100, 101, …); no seed: it
    is secret, and only a finished game's replay uses it."""
    now = datetime.now(UTC)
    waiting = game.waiting_for(state)
    outcome = game.outcome(state)
    seats = tuple(
        SeatInfo(s, 100 + s, name, None, False, s in waiting, now) for s, name in enumerate(names)
    )
    return GameInfo(
        id=1,
        game=game.name,
        status=GameStatus.ACTIVE if outcome is None else GameStatus.FINISHED,
        version=ply + 1,
        options=game.normalize_options(dict(options or {})),
        guild_id=1,
        channel_id=1,
        thread_id=None,
        lobby_message_id=None,
        turn_message_id=None,
        creator_id=100,
        max_seats=len(names),
        ply=ply,
        seats=seats,
        outcome=outcome,
        created_at=now,
        updated_at=now,
        started_at=now,
        turn_started_at=now,
        finished_at=None if outcome is None else now,
        snapshot=game.encode_state(state),
    )
