"""How every interaction ends when something goes wrong: privately, never "interaction failed".

Expected refusals are exceptions with a ``code`` and data: ``engine.core.EngineError`` (an
illegal move), ``db.errors.StoreError`` (a lobby rule, a stale version, …) and
:class:`Rejection` (raised by cogs, e.g. "you are in several games: pick one"). Raise them
anywhere in a command or button; :func:`handle_error` answers the user who acted with
:func:`cogs.kit.text.explain`'s sentence, ephemerally.

Anything else is a bug or an outage: it is logged with its traceback under a short error id,
and the user gets an apology quoting that id (``kit-apology``). Slash commands reach
:func:`handle_error` through the command tree's ``on_error`` (``bot.TesseraTree``); buttons
through :class:`cogs.kit.components.GameComponent`, whose callback catches and hands over
(discord.py only logs exceptions of dynamic items).

An unexpected failure after the user's action committed (the store call made inside
:func:`cogs.kit.context.committing`: a move, a resignation, a start) is no apology: the action
stands, and the user is told so (``kit-move-stands``), so they do not play it again. A failure
of Discord's (the private confirmation refused) is logged as a warning, anything else still
as an error with its traceback.

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

import i18n
import metrics
from cogs.kit import text
from db.errors import StoreError
from engine.core import EngineError

log = logging.getLogger("tessera.errors")
#: ``interaction.extras`` key: the id of the game in which the user's action committed.
COMMITTED = "tessera.committed"


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


_OPTION_VALUES: dict[discord.AppCommandOptionType, type | tuple[type, ...]] = {
    discord.AppCommandOptionType.string: str,
    discord.AppCommandOptionType.integer: int,
    discord.AppCommandOptionType.boolean: bool,
    discord.AppCommandOptionType.number: (int, float),
}


def check_options(interaction: discord.Interaction) -> None:
    """Refuse a slash command whose options are not the command's as it is now (issue 19, 3):
    an option it no longer has, or a value of another type (a number where a text is wanted),
    or a number outside the option's range. Discord's client sends none of them, unless it
    still shows an older command tree; the command's own code then never sees them. Raises
    ``CommandSignatureMismatch``, or the range's refusal (worded by :func:`handle_error`)."""
    command = interaction.command
    if not isinstance(command, app_commands.Command):
        return  # discord.py itself raises CommandNotFound for it
    level: dict[str, Any] = interaction.data or {}  # type: ignore[assignment]
    while True:
        options = level.get("options") or []
        nested = [o for o in options if isinstance(o, dict) and o.get("type") in (1, 2)]
        if not nested:
            break
        level = nested[0]
    parameters = {p.display_name: p for p in command.parameters}
    for option in options:
        parameter = parameters.get(option.get("name")) if isinstance(option, dict) else None
        if parameter is None or not _fits(parameter.type, option.get("value")):
            raise app_commands.CommandSignatureMismatch(command)
        _check_range(command, parameter, option.get("value"))


def _check_range(
    command: app_commands.Command[Any, ..., Any], parameter: app_commands.Parameter, value: Any
) -> None:
    """A number outside the option's declared range (which discord.py leaves to Discord) is
    refused with the range, as the engine words its own option ranges."""
    low, high = parameter.min_value, parameter.max_value
    numeric = isinstance(value, int | float) and not isinstance(value, bool)
    if not numeric or low is None or high is None or low <= value <= high:
        return
    name = parameter.display_name
    rejection = Rejection("option_range", name=name, minimum=low, maximum=high, value=value)
    raise app_commands.CommandInvokeError(command, rejection) from rejection


def _fits(kind: discord.AppCommandOptionType, value: Any) -> bool:
    expected = _OPTION_VALUES.get(kind)
    if expected is None:  # users, channels, roles, attachments: ids, resolved by discord.py
        return isinstance(value, str) and value.isdigit()
    is_bool = isinstance(value, bool)
    return isinstance(value, expected) and is_bool == (kind == discord.AppCommandOptionType.boolean)


def typed_command(
    error: app_commands.CommandNotFound | app_commands.CommandSignatureMismatch,
) -> str:
    """The command as the user's client sent it (``game frobnicate``), without options."""
    if isinstance(error, app_commands.CommandNotFound):
        return " ".join([*error.parents, error.name])
    return error.command.qualified_name


async def handle_error(interaction: discord.Interaction, error: BaseException) -> None:
    """Answer the user privately, in their language: the refusal's wording, or an apology with
    an error id."""
    i18n.use(i18n.language_of(interaction.locale))
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
    elif isinstance(error, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch):
        # A client still showing an older command tree (issue 19, 3), or a forged request.
        command = typed_command(error)
        log.info("user %s used an outdated /%r", interaction.user.id, command[:100])
        message = text.explain(Rejection("outdated_command", command=command))
    elif (game_id := interaction.extras.get(COMMITTED)) is not None:
        outcome = "error"
        _log_after_commit(interaction, error, game_id)
        message = i18n.t("kit-move-stands", game_id=str(game_id))
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
        message = i18n.t("kit-apology", error_id=error_id)
    metrics.mark_outcome(interaction, outcome)
    try:
        await send_private(interaction, message)
    except discord.HTTPException:
        # The interaction expired or Discord is down: nothing more can reach this user.
        log.warning("could not answer interaction %s after an error", interaction.id)


def _log_after_commit(interaction: discord.Interaction, error: BaseException, game_id: int) -> None:
    """A failure after the action committed: Discord's is a warning (the action stands and
    the user is told so), a bug an error with its traceback."""
    if isinstance(error, discord.HTTPException):
        log.warning(
            "game %s: the action of user %s stands, its answer failed (%s %s)",
            game_id,
            interaction.user.id,
            error.status,
            error.code,
        )
        return
    log.error(
        "game %s: the action of user %s stands, then it failed",
        game_id,
        interaction.user.id,
        exc_info=error,
    )
