"""Computer levels: each computer seat keeps the level it plays at (issue 16).

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-01
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Nullable: human seats have none, and a computer seat from before plays at the level the
    # store's computers always had (engine.ai.DEFAULT_LEVEL).
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("level", sa.String(length=16), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("level")
