"""Languages (issue 17): each game's public language, a server's default, a user's last seen.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-01
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Nullable everywhere: a game from before speaks English, a server without a choice uses
    # its Discord preferred locale, a user never seen gets DMs in English.
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("language", sa.String(length=8), nullable=True))
    with op.batch_alter_table("guild_settings") as batch:
        batch.add_column(sa.Column("language", sa.String(length=8), nullable=True))
    with op.batch_alter_table("user_preferences") as batch:
        batch.add_column(sa.Column("locale", sa.String(length=8), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("user_preferences") as batch:
        batch.drop_column("locale")
    with op.batch_alter_table("guild_settings") as batch:
        batch.drop_column("language")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("language")
