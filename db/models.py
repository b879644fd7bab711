"""The database tables, as typed SQLAlchemy 2.0 models.

The engine never sees these: ``db.store`` turns rows into plain dataclasses. Discord ids are
64-bit, so every one is a ``BigInteger``; every timestamp is timezone-aware and in UTC.
"""

from __future__ import annotations

import enum
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    CheckConstraint,
    DateTime,
    Dialect,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    UniqueConstraint,
    false,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship
from sqlalchemy.types import TypeDecorator


def utcnow() -> datetime:
    return datetime.now(UTC)


class UtcDateTime(TypeDecorator[datetime]):
    """``DateTime(timezone=True)`` that only accepts aware values and always returns UTC.

    SQLite has no time zones and hands back naive values; PostgreSQL hands back the session's
    zone. Either way the store sees aware UTC datetimes.
    """

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime")
        return value.astimezone(UTC)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


class GameStatus(enum.StrEnum):
    LOBBY = "lobby"
    ACTIVE = "active"
    FINISHED = "finished"
    CANCELLED = "cancelled"


# Named constraints, so that later migrations can drop or alter them on every backend.
NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


class GameRow(Base):
    """One game from lobby to end. ``state`` is a cache of replaying ``moves``; ``version``
    grows on every change of state or seats, so a stale writer fails instead of overwriting."""

    __tablename__ = "games"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game: Mapped[str] = mapped_column(String(32))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    seed: Mapped[int | None] = mapped_column(BigInteger)
    status: Mapped[str] = mapped_column(String(16))
    guild_id: Mapped[int | None] = mapped_column(BigInteger)
    channel_id: Mapped[int] = mapped_column(BigInteger)
    thread_id: Mapped[int | None] = mapped_column(BigInteger)
    lobby_message_id: Mapped[int | None] = mapped_column(BigInteger)
    turn_message_id: Mapped[int | None] = mapped_column(BigInteger)
    creator_id: Mapped[int] = mapped_column(BigInteger)
    max_seats: Mapped[int] = mapped_column(Integer)
    #: Seats at the start (``None`` in the lobby).
    players: Mapped[int | None] = mapped_column(Integer)
    state: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    #: Number of moves in the log, i.e. the ply the next move gets.
    ply: Mapped[int] = mapped_column(Integer)
    #: The engine's ``waiting_for`` as a bit mask (bit ``n``: seat ``n``), kept for "waiting on
    #: me" look-ups. On the game row, not on the seats, so a move writes one row, not three.
    to_act_mask: Mapped[int] = mapped_column(Integer)
    #: Whether a computer seat is among those to act (``to_act_mask``): the start-up resume of
    #: computer turns reads these games only, by ``ix_games_computer_to_act`` (issue 31).
    computer_to_act: Mapped[bool] = mapped_column(Boolean, server_default=false())
    version: Mapped[int] = mapped_column(Integer)
    outcome: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    #: Set when the snapshot disagrees with a replay of the log; the game is then refused.
    integrity_problem: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime)
    started_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    #: When the seats now to act started waiting (reset whenever that set changes).
    turn_started_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    finished_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    #: Set by every change of position (in the move's own transaction), cleared once the
    #: scheduler made the game's turn timers match it: the scheduler loads a game's state only
    #: when this says its timers may be out of date (issue 15).
    sync_due_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    #: The language of the game's public messages (issue 17); ``None``: English.
    language: Mapped[str | None] = mapped_column(String(8))
    #: The finished game this lobby is the rematch of (issue 28): one rematch per game.
    rematch_of: Mapped[int | None] = mapped_column(Integer)

    seats: Mapped[list[SeatRow]] = relationship(
        back_populates="game_row",
        order_by="SeatRow.seat",
        cascade="all, delete-orphan",
        passive_deletes=True,
    )

    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012
    __table_args__ = (
        CheckConstraint(
            "status IN ('lobby', 'active', 'finished', 'cancelled')", name="status_known"
        ),
        Index("ix_games_status_turn_started_at", "status", "turn_started_at"),
        Index("ix_games_guild_id_status", "guild_id", "status"),
        Index("ix_games_thread_id", "thread_id"),
        Index("ix_games_sync_due_at", "sync_due_at"),
        Index("ix_games_computer_to_act_status", "computer_to_act", "status"),
        Index("ix_games_rematch_of", "rematch_of", unique=True),
    )


class SeatRow(Base):
    """A place at a game: a Discord user (``user_id``) or a computer player (``user_id`` null)."""

    __tablename__ = "seats"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    seat: Mapped[int] = mapped_column(Integer)
    user_id: Mapped[int | None] = mapped_column(BigInteger)
    is_computer: Mapped[bool] = mapped_column(Boolean)
    name: Mapped[str] = mapped_column(String(100))
    colour: Mapped[str | None] = mapped_column(String(32))
    #: A computer seat's level (``engine.ai.LEVELS``); ``None`` for a person, and for a
    #: computer seat stored before levels, which plays at ``engine.ai.DEFAULT_LEVEL``.
    level: Mapped[str | None] = mapped_column(String(16))
    joined_at: Mapped[datetime] = mapped_column(UtcDateTime)
    #: When the player resigned.
    left_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    #: When the engine put the seat out (an event ``{"kind": "eliminated", "seat": n}``).
    eliminated_at: Mapped[datetime | None] = mapped_column(UtcDateTime)

    game_row: Mapped[GameRow] = relationship(back_populates="seats")

    __table_args__ = (
        UniqueConstraint("game_id", "seat"),
        # NULLs are distinct, so any number of computer seats fit.
        UniqueConstraint("game_id", "user_id"),
        CheckConstraint("is_computer = (user_id IS NULL)", name="computer_has_no_user"),
        Index("ix_seats_user_id", "user_id"),
    )


class MoveRow(Base):
    """The move log: replaying it from the game's options and seed gives the state."""

    __tablename__ = "moves"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    ply: Mapped[int] = mapped_column(Integer)
    seat: Mapped[int] = mapped_column(Integer)
    #: As ``Game.encode_move`` wrote it (with ``"format"``); rows from before have none.
    move: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime)

    __table_args__ = (UniqueConstraint("game_id", "ply"),)


class TakeBackRow(Base):
    """A player's request to take back a move while other people play (issue 28): one per
    move, answered by each other person still playing; the move stands unless all accept
    before the next move is made."""

    __tablename__ = "take_backs"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    #: The ply of the move to take back.
    ply: Mapped[int] = mapped_column(Integer)
    #: The seat that asks (the move's).
    seat: Mapped[int] = mapped_column(Integer)
    #: The seats that accepted, as a bit mask (bit ``n``: seat ``n``).
    accepted: Mapped[int] = mapped_column(Integer)
    #: The seat that refused (a refusal is final); ``None`` while none did.
    refused_by: Mapped[int | None] = mapped_column(Integer)
    #: The public request message with its Accept / Refuse buttons.
    message_id: Mapped[int | None] = mapped_column(BigInteger)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime)

    __table_args__ = (UniqueConstraint("game_id", "ply"),)


class InvitationRow(Base):
    """A person invited by name to a lobby (issue 28: ``invite``, the lobby's Invite button, a
    rematch): the lobby lists them until they join."""

    __tablename__ = "invitations"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    user_id: Mapped[int] = mapped_column(BigInteger)
    invited_by: Mapped[int] = mapped_column(BigInteger)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime)

    __table_args__ = (
        UniqueConstraint("game_id", "user_id"),
        Index("ix_invitations_user_id", "user_id"),
    )


class GuildSettings(Base):
    """Per-server settings; a server without a row uses the defaults of ``db.store``."""

    __tablename__ = "guild_settings"

    guild_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    manager_role_id: Mapped[int | None] = mapped_column(BigInteger)
    remind_after_hours: Mapped[int] = mapped_column(Integer)
    remind_every_hours: Mapped[int] = mapped_column(Integer)
    max_reminders: Mapped[int] = mapped_column(Integer)
    #: Hours a turn may wait before the clock acts; 0 means never.
    turn_clock_hours: Mapped[int] = mapped_column(Integer)
    clock_action: Mapped[str] = mapped_column(String(16))
    #: The default language of new games (issue 17); ``None``: the server's preferred locale.
    language: Mapped[str | None] = mapped_column(String(8))
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime)


class UserPreferences(Base):
    """Per-user preferences; a user without a row uses the defaults of ``db.store``."""

    __tablename__ = "user_preferences"

    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    notify: Mapped[str] = mapped_column(String(16))
    colour: Mapped[str | None] = mapped_column(String(32))
    away_until: Mapped[datetime | None] = mapped_column(UtcDateTime)
    #: Quiet hours (``db.quiet``): from ``quiet_start`` to ``quiet_end`` o'clock local time in
    #: ``timezone`` (an IANA name); ``None``: none.
    quiet_start: Mapped[int | None] = mapped_column(Integer)
    quiet_end: Mapped[int | None] = mapped_column(Integer)
    timezone: Mapped[str | None] = mapped_column(String(64))
    #: The language of the user's Discord client when last seen: their DMs speak it (issue 17).
    locale: Mapped[str | None] = mapped_column(String(8))
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime)


class TurnTimer(Base):
    """A seat a running game waits on, since when, and what the scheduler did about it.

    ``due_at`` is when the scheduler must look at it next (its next reminder or turn clock,
    away time and settings taken into account; never later than that, possibly earlier):
    a tick reads only rows with ``due_at <= now``, through its index. ``None``: nothing can
    fall due until a setting changes (which sets it again)."""

    __tablename__ = "turn_timers"

    game_id: Mapped[int] = mapped_column(
        ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    user_id: Mapped[int] = mapped_column(BigInteger)
    since: Mapped[datetime] = mapped_column(UtcDateTime)
    reminders_sent: Mapped[int] = mapped_column(Integer)
    last_reminded_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    #: A process acting on the clock holds this lease; another may take over once it ran out.
    clock_claimed_by: Mapped[str | None] = mapped_column(String(64))
    clock_claimed_until: Mapped[datetime | None] = mapped_column(UtcDateTime)
    due_at: Mapped[datetime | None] = mapped_column(UtcDateTime)

    __table_args__ = (
        Index("ix_turn_timers_due_at", "due_at"),
        Index("ix_turn_timers_user_id", "user_id"),
    )


class DigestRow(Base):
    """When a player's next daily digest is due: a row exists while the player chose
    ``digest`` (written with that choice), so a tick reads only the due ones. ``next_at`` is
    ``None`` after a due digest found nothing waiting: the next turn that waits on the player
    makes it due (so never two within a day)."""

    __tablename__ = "digests"

    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    next_at: Mapped[datetime | None] = mapped_column(UtcDateTime)

    __table_args__ = (Index("ix_digests_next_at", "next_at"),)


class WebLinkRow(Base):
    """A server's web link epoch (issue 30): every link to its pages is signed with it, so a
    manager who rotates it (the epoch grows by one) makes every earlier link answer 404. A
    server without a row is at epoch 0."""

    __tablename__ = "web_links"

    guild_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    epoch: Mapped[int] = mapped_column(Integer)
    rotated_at: Mapped[datetime] = mapped_column(UtcDateTime)
