"""Bot tests: the stand-in's fixtures, and a database per test module (SQLite or PostgreSQL)."""

from tests.standin.fixtures import bot_process, standin

__all__ = ["bot_process", "standin"]
