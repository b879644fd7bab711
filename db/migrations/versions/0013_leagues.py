"""Leagues (issue 29): leagues, their entrants and each round's tables.

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-03
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

UTC_TIME = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "leagues",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("creator_id", sa.BigInteger(), nullable=False),
        sa.Column("game", sa.String(length=32), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("format", sa.String(length=16), nullable=False),
        sa.Column("rounds", sa.Integer(), nullable=False),
        sa.Column("seats", sa.Integer(), nullable=False),
        sa.Column("clock_hours", sa.Integer(), nullable=True),
        sa.Column("clock_action", sa.String(length=16), nullable=True),
        sa.Column("computers", sa.Boolean(), nullable=False),
        sa.Column("round_hours", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("round_ends_at", UTC_TIME, nullable=True),
        sa.Column("signup_message_id", sa.BigInteger(), nullable=True),
        sa.Column("language", sa.String(length=8), nullable=True),
        sa.Column("due_at", UTC_TIME, nullable=True),
        sa.Column("created_at", UTC_TIME, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_leagues")),
    )
    op.create_index("ix_leagues_due_at", "leagues", ["due_at"])
    op.create_table(
        "league_entrants",
        sa.Column("league_id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("joined_at", UTC_TIME, nullable=False),
        sa.Column("withdrawn_at", UTC_TIME, nullable=True),
        sa.ForeignKeyConstraint(
            ["league_id"],
            ["leagues.id"],
            name=op.f("fk_league_entrants_league_id_leagues"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("league_id", "user_id", name=op.f("pk_league_entrants")),
    )
    op.create_table(
        "league_tables",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("league_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("players", sa.JSON(), nullable=False),
        sa.Column("computers", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=True),
        sa.Column("places", sa.JSON(), nullable=True),
        sa.Column("finished_at", UTC_TIME, nullable=True),
        sa.ForeignKeyConstraint(
            ["league_id"],
            ["leagues.id"],
            name=op.f("fk_league_tables_league_id_leagues"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["game_id"],
            ["games.id"],
            name=op.f("fk_league_tables_game_id_games"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_league_tables")),
        sa.UniqueConstraint(
            "league_id", "round", "number", name=op.f("uq_league_tables_league_id_round_number")
        ),
    )
    op.create_index("ix_league_tables_game_id", "league_tables", ["game_id"])


def downgrade() -> None:
    op.drop_index("ix_league_tables_game_id", table_name="league_tables")
    op.drop_table("league_tables")
    op.drop_table("league_entrants")
    op.drop_index("ix_leagues_due_at", table_name="leagues")
    op.drop_table("leagues")
