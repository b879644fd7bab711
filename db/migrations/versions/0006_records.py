"""Player records (issue 18): current ratings, the rated result of each finished game, and the
spectators following a game.

Revision ID: 0006
Revises: 0004
Create Date: 2026-12-01
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

UTC_TIME = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "ratings",
        sa.Column("guild_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("game", sa.String(length=32), nullable=False),
        sa.Column("player", sa.String(length=120), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("is_computer", sa.Boolean(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("mu", sa.Float(), nullable=False),
        sa.Column("sigma", sa.Float(), nullable=False),
        sa.Column("games", sa.Integer(), nullable=False),
        sa.Column("wins", sa.Integer(), nullable=False),
        sa.Column("updated_at", UTC_TIME, nullable=False),
        sa.PrimaryKeyConstraint("guild_id", "game", "player", name=op.f("pk_ratings")),
    )
    op.create_table(
        "rating_results",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("game", sa.String(length=32), nullable=False),
        sa.Column("player", sa.String(length=120), nullable=False),
        sa.Column("rank", sa.Integer(), nullable=False),
        sa.Column("won", sa.Boolean(), nullable=False),
        sa.Column("ordinal_before", sa.Float(), nullable=False),
        sa.Column("ordinal_after", sa.Float(), nullable=False),
        sa.Column("finished_at", UTC_TIME, nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"],
            ["games.id"],
            name=op.f("fk_rating_results_game_id_games"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rating_results")),
        sa.UniqueConstraint("game_id", "player", name=op.f("uq_rating_results_game_id_player")),
    )
    op.create_index(
        "ix_rating_results_guild_id_game_finished_at",
        "rating_results",
        ["guild_id", "game", "finished_at"],
    )
    op.create_table(
        "follows",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("created_at", UTC_TIME, nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_follows_game_id_games"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("game_id", "user_id", name=op.f("pk_follows")),
    )


def downgrade() -> None:
    op.drop_table("follows")
    op.drop_index("ix_rating_results_guild_id_game_finished_at", table_name="rating_results")
    op.drop_table("rating_results")
    op.drop_table("ratings")
