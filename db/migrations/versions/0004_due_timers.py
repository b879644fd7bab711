"""Due-indexed scheduler work (issue 15): when each turn timer next falls due, which games'
timers need syncing, digest rows by due time; quiet hours in user preferences.

Existing timers become due at once (the first tick computes their real deadline), active
games are marked for one sync, digest rows are made for players who chose ``digest`` (and
dropped for the others), and timers of games that ended are dropped.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

UTC_TIME = sa.DateTime(timezone=True)


def upgrade() -> None:
    # Plain ALTER TABLE (SQLite 3.35+ drops columns too): a batch copy of ``games`` would
    # cascade its delete to the seats.
    op.add_column("games", sa.Column("sync_due_at", UTC_TIME, nullable=True))
    op.create_index("ix_games_sync_due_at", "games", ["sync_due_at"])
    op.add_column("turn_timers", sa.Column("due_at", UTC_TIME, nullable=True))
    op.create_index("ix_turn_timers_due_at", "turn_timers", ["due_at"])
    op.create_index("ix_turn_timers_user_id", "turn_timers", ["user_id"])
    # A small table nothing refers to: SQLite's batch copy is safe here.
    with op.batch_alter_table("digests") as batch:
        batch.alter_column("next_at", existing_type=UTC_TIME, nullable=True)
    op.create_index("ix_digests_next_at", "digests", ["next_at"])
    op.add_column("user_preferences", sa.Column("quiet_start", sa.Integer(), nullable=True))
    op.add_column("user_preferences", sa.Column("quiet_end", sa.Integer(), nullable=True))
    op.add_column("user_preferences", sa.Column("timezone", sa.String(length=64), nullable=True))
    # Stored values only (no SQL clock), so the format is the one each backend already uses.
    op.execute(
        "DELETE FROM turn_timers WHERE game_id NOT IN "
        "(SELECT id FROM games WHERE status = 'active')"
    )
    op.execute("UPDATE turn_timers SET due_at = since")
    op.execute("UPDATE games SET sync_due_at = updated_at WHERE status = 'active'")
    op.execute(
        "DELETE FROM digests WHERE user_id NOT IN "
        "(SELECT user_id FROM user_preferences WHERE notify = 'digest')"
    )
    op.execute(
        "INSERT INTO digests (user_id, next_at) SELECT user_id, updated_at "
        "FROM user_preferences WHERE notify = 'digest' "
        "AND user_id NOT IN (SELECT user_id FROM digests)"
    )


def downgrade() -> None:
    for column in ("timezone", "quiet_end", "quiet_start"):
        op.drop_column("user_preferences", column)
    op.drop_index("ix_digests_next_at", table_name="digests")
    op.execute("DELETE FROM digests WHERE next_at IS NULL")
    with op.batch_alter_table("digests") as batch:
        batch.alter_column("next_at", existing_type=UTC_TIME, nullable=False)
    op.drop_index("ix_turn_timers_user_id", table_name="turn_timers")
    op.drop_index("ix_turn_timers_due_at", table_name="turn_timers")
    op.drop_column("turn_timers", "due_at")
    op.drop_index("ix_games_sync_due_at", table_name="games")
    op.drop_column("games", "sync_due_at")
