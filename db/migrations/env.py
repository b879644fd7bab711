"""Alembic environment: always called through ``db.migrate`` with an open connection."""

from __future__ import annotations

from typing import Any

from alembic import context
from alembic.autogenerate.api import AutogenContext

from db.models import Base, UtcDateTime

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("run migrations through db.migrate")


def render_item(kind: str, item: Any, _context: AutogenContext) -> str | bool:
    # Migrations spell out plain SQLAlchemy types, so they never depend on db.models.
    if kind == "type" and isinstance(item, UtcDateTime):
        return "sa.DateTime(timezone=True)"
    return False


context.configure(
    connection=connection,
    render_item=render_item,
    target_metadata=Base.metadata,
    # SQLite cannot ALTER most things; batch mode copies the table instead.
    render_as_batch=connection.dialect.name == "sqlite",
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()
