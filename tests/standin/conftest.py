"""The stand-in's own tests use its fixtures like any other test package would."""

from tests.standin.fixtures import bot_process, standin

__all__ = ["bot_process", "standin"]
