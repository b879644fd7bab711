"""Initial schema: games, seats, moves, guild settings, user preferences.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

UTC_TIME = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "games",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game", sa.String(length=32), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=True),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=True),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("thread_id", sa.BigInteger(), nullable=True),
        sa.Column("lobby_message_id", sa.BigInteger(), nullable=True),
        sa.Column("turn_message_id", sa.BigInteger(), nullable=True),
        sa.Column("creator_id", sa.BigInteger(), nullable=False),
        sa.Column("max_seats", sa.Integer(), nullable=False),
        sa.Column("players", sa.Integer(), nullable=True),
        sa.Column("state", sa.JSON(), nullable=True),
        sa.Column("ply", sa.Integer(), nullable=False),
        sa.Column("to_act_mask", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("outcome", sa.JSON(), nullable=True),
        sa.Column("integrity_problem", sa.JSON(), nullable=True),
        sa.Column("created_at", UTC_TIME, nullable=False),
        sa.Column("updated_at", UTC_TIME, nullable=False),
        sa.Column("started_at", UTC_TIME, nullable=True),
        sa.Column("turn_started_at", UTC_TIME, nullable=True),
        sa.Column("finished_at", UTC_TIME, nullable=True),
        sa.CheckConstraint(
            "status IN ('lobby', 'active', 'finished', 'cancelled')",
            name=op.f("ck_games_status_known"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_games")),
    )
    op.create_index("ix_games_guild_id_status", "games", ["guild_id", "status"])
    op.create_index("ix_games_status_turn_started_at", "games", ["status", "turn_started_at"])
    op.create_index("ix_games_thread_id", "games", ["thread_id"])

    op.create_table(
        "seats",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("is_computer", sa.Boolean(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("colour", sa.String(length=32), nullable=True),
        sa.Column("joined_at", UTC_TIME, nullable=False),
        sa.Column("left_at", UTC_TIME, nullable=True),
        sa.Column("eliminated_at", UTC_TIME, nullable=True),
        sa.CheckConstraint(
            "is_computer = (user_id IS NULL)", name=op.f("ck_seats_computer_has_no_user")
        ),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_seats_game_id_games"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_seats")),
        sa.UniqueConstraint("game_id", "seat", name=op.f("uq_seats_game_id_seat")),
        sa.UniqueConstraint("game_id", "user_id", name=op.f("uq_seats_game_id_user_id")),
    )
    op.create_index("ix_seats_user_id", "seats", ["user_id"])

    op.create_table(
        "moves",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("ply", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("move", sa.JSON(), nullable=False),
        sa.Column("created_at", UTC_TIME, nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_moves_game_id_games"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_moves")),
        sa.UniqueConstraint("game_id", "ply", name=op.f("uq_moves_game_id_ply")),
    )

    op.create_table(
        "guild_settings",
        sa.Column("guild_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("manager_role_id", sa.BigInteger(), nullable=True),
        sa.Column("remind_after_hours", sa.Integer(), nullable=False),
        sa.Column("remind_every_hours", sa.Integer(), nullable=False),
        sa.Column("max_reminders", sa.Integer(), nullable=False),
        sa.Column("turn_clock_hours", sa.Integer(), nullable=False),
        sa.Column("clock_action", sa.String(length=16), nullable=False),
        sa.Column("updated_at", UTC_TIME, nullable=False),
        sa.PrimaryKeyConstraint("guild_id", name=op.f("pk_guild_settings")),
    )
    op.create_table(
        "user_preferences",
        sa.Column("user_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("notify", sa.String(length=16), nullable=False),
        sa.Column("colour", sa.String(length=32), nullable=True),
        sa.Column("away_until", UTC_TIME, nullable=True),
        sa.Column("updated_at", UTC_TIME, nullable=False),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_user_preferences")),
    )


def downgrade() -> None:
    op.drop_table("user_preferences")
    op.drop_table("guild_settings")
    op.drop_table("moves")
    op.drop_index("ix_seats_user_id", table_name="seats")
    op.drop_table("seats")
    op.drop_index("ix_games_thread_id", table_name="games")
    op.drop_index("ix_games_status_turn_started_at", table_name="games")
    op.drop_index("ix_games_guild_id_status", table_name="games")
    op.drop_table("games")
