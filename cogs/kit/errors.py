"""How every interaction ends when something goes wrong: privately, never "interaction failed".

Expected refusals are exceptions with a ``code`` and data: ``engine.core.EngineError`` (an
illegal move), ``db.errors.StoreError`` (a lobby rule, a stale version, …) and
:class:`Rejection` (raised by cogs, e.g. "you are in several games: pick one"). Raise them
anywhere in a command or button; :func:`handle_error` answers the user who acted with
:func:`cogs.kit.text.explain`'s sentence, ephemerally.

Anything else is a bug or an outage: it is logged with its traceback under a short error id,
and the user gets an apology quoting that id (:data:`cogs.kit.text.APOLOGY`). Slash commands reach
:func:`handle_error` through the command tree's ``on_error`` (``bot.TesseraTree``); buttons
through :class:`cogs.kit.components.GameComponent`, whose callback catches and hands over
(discord.py only logs exceptions of dynamic items).

Privacy of the answer: a refusal or apology sent as the first response, or after a private
deferral, is ephemeral. After a PUBLIC deferral Discord turns the first follow-up into that
public message, so commands with a public answer (``/game board``) do every check that may
refuse before deferring; only an unexpected failure after that point is answered in public
(the apology and its id, nothing else).
"""

from __future__ import annotations

import logging
import secrets
from typing import Any

import discord
from discord import app_commands

import metrics
from cogs.kit import text
from db.errors import StoreError
from engine.core import EngineError

log = logging.getLogger("tessera.errors")


class Rejection(Exception):
    """A refusal decided by the cogs: a ``code`` (worded in :mod:`cogs.kit.text`) plus data."""

    def __init__(self, code: str, **data: Any) -> None:
        super().__init__(code, data)
        self.code = code
        self.data = data


Refusal = EngineError | StoreError | Rejection


class Refused(Exception):
    """A refusal together with what is needed to word it (seat names, the game's name)."""

    def __init__(self, error: Refusal, *, names: list[str] | None, game: str | None) -> None:
        super().__init__(error.code)
        self.error = error
        self.names = names
        self.game = game


def new_error_id() -> str:
    """A short id that the log and the apology share, so a report can be found in the log."""
    return secrets.token_hex(4)


async def send_private(
    interaction: discord.Interaction, content: str, **kwargs: Any
) -> discord.Message | None:
    """Answer ``interaction`` ephemerally, as the first response or as a follow-up."""
    if interaction.response.is_done():
        return await interaction.followup.send(content, ephemeral=True, wait=True, **kwargs)
    await interaction.response.send_message(content, ephemeral=True, **kwargs)
    return None


def unwrap(error: BaseException) -> BaseException:
    """The exception a command or check raised, without discord.py's wrappers."""
    while isinstance(error, app_commands.CommandInvokeError | app_commands.TransformerError):
        if error.__cause__ is None:
            break
        error = error.__cause__
    return error


async def handle_error(interaction: discord.Interaction, error: BaseException) -> None:
    """Answer the user privately: the refusal's wording, or an apology with an error id."""
    error = unwrap(error)
    names: list[str] | None = None
    game: str | None = None
    if isinstance(error, Refused):
        names, game, error = error.names, error.game, error.error
    outcome = "refused"
    if isinstance(error, EngineError | StoreError | Rejection):
        message = text.explain(error, names=names, game=game)
    elif isinstance(error, app_commands.CheckFailure):
        message = text.explain(Rejection("check_failed"))
    else:
        outcome = "error"
        error_id = new_error_id()
        command = interaction.command.qualified_name if interaction.command else None
        log.error(
            "error %s in %s (command=%s, user=%s)",
            error_id,
            interaction.type.name,
            command,
            interaction.user.id,
            exc_info=error,
        )
        message = text.APOLOGY.format(error_id=error_id)
    metrics.mark_outcome(interaction, outcome)
    try:
        await send_private(interaction, message)
    except discord.HTTPException:
        # The interaction expired or Discord is down: nothing more can reach this user.
        log.warning("could not answer interaction %s after an error", interaction.id)
