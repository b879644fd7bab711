"""Per-user and computer-turn look-ups by index (issue 31): ``games.computer_to_act``.

The start-up resume of computer turns read every active game and its seats to find those
waiting on a computer; the flag (kept by every move, in the move's own transaction) and its
index let it read those games only.

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-03
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # A plain ALTER TABLE ADD COLUMN, also on SQLite: a batch operation that recreates
    # ``games`` there drops the old table, and with foreign keys on that deletes every seat,
    # move and timer through their ON DELETE CASCADE.
    op.add_column(
        "games",
        sa.Column("computer_to_act", sa.Boolean(), server_default=sa.false(), nullable=False),
    )
    # The games stored so far: a computer seat among the seats the game waits on.
    op.execute(
        "UPDATE games SET computer_to_act = EXISTS (SELECT 1 FROM seats"
        " WHERE seats.game_id = games.id AND seats.is_computer"
        " AND (games.to_act_mask & (1 << seats.seat)) != 0)"
        " WHERE status = 'active'"
    )
    op.create_index("ix_games_computer_to_act_status", "games", ["computer_to_act", "status"])


def downgrade() -> None:
    op.drop_index("ix_games_computer_to_act_status", table_name="games")
    # SQLite 3.35+ drops a column in place (no copy of the table, so no cascade).
    op.drop_column("games", "computer_to_act")
