"""Asynchronous play: the notification outbox, turn timers, game clocks, away periods, digests.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-29
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

UTC_TIME = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "outbox",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=200), nullable=False),
        sa.Column("target", sa.String(length=8), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("game_id", sa.Integer(), nullable=True),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("created_at", UTC_TIME, nullable=False),
        sa.Column("due_at", UTC_TIME, nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("claimed_by", sa.String(length=64), nullable=True),
        sa.Column("claimed_until", UTC_TIME, nullable=True),
        sa.Column("done_at", UTC_TIME, nullable=True),
        sa.Column("outcome", sa.String(length=16), nullable=True),
        sa.Column("last_error", sa.String(length=64), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_outbox")),
        sa.UniqueConstraint("key", name=op.f("uq_outbox_key")),
    )
    op.create_index("ix_outbox_done_at_due_at", "outbox", ["done_at", "due_at"])
    op.create_table(
        "turn_timers",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("since", UTC_TIME, nullable=False),
        sa.Column("reminders_sent", sa.Integer(), nullable=False),
        sa.Column("last_reminded_at", UTC_TIME, nullable=True),
        sa.Column("clock_claimed_by", sa.String(length=64), nullable=True),
        sa.Column("clock_claimed_until", UTC_TIME, nullable=True),
        sa.ForeignKeyConstraint(
            ["game_id"],
            ["games.id"],
            name=op.f("fk_turn_timers_game_id_games"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("game_id", "seat", name=op.f("pk_turn_timers")),
    )
    op.create_table(
        "game_clocks",
        sa.Column("game_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("turn_clock_hours", sa.Integer(), nullable=True),
        sa.Column("clock_action", sa.String(length=16), nullable=True),
        sa.ForeignKeyConstraint(
            ["game_id"],
            ["games.id"],
            name=op.f("fk_game_clocks_game_id_games"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("game_id", name=op.f("pk_game_clocks")),
    )
    op.create_table(
        "away_periods",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("starts_at", UTC_TIME, nullable=False),
        sa.Column("ends_at", UTC_TIME, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_away_periods")),
    )
    op.create_index("ix_away_periods_user_id", "away_periods", ["user_id"])
    op.create_table(
        "digests",
        sa.Column("user_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("next_at", UTC_TIME, nullable=False),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_digests")),
    )


def downgrade() -> None:
    op.drop_table("digests")
    op.drop_index("ix_away_periods_user_id", table_name="away_periods")
    op.drop_table("away_periods")
    op.drop_table("game_clocks")
    op.drop_table("turn_timers")
    op.drop_index("ix_outbox_done_at_due_at", table_name="outbox")
    op.drop_table("outbox")
