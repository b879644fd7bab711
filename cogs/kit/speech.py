"""Which language each message speaks (issue 17; the catalogues are :mod:`i18n`'s).

- A private answer speaks the acting user's client language: :func:`attend` makes it the
  language of the interaction's task as soon as the interaction arrives (the command tree's
  ``interaction_check``, :class:`cogs.kit.components.GameComponent`), and remembers it for DMs.
- A public message speaks its game's language: wrap its making in
  ``with i18n.speaking(game.language)``. A new game takes the ``language`` option of its
  ``new`` command, else the server's ``/game settings language:``, else the server's Discord
  preferred locale, else English (:func:`new_game_language`).
- A DM speaks the recipient's last seen language (``UserPreferencesInfo.locale``).
- A text an adapter gives (``hand_title``, ``group_description``, an option's description, an
  action's label) is a catalogue key, or plain text kept as it is: :func:`shown`,
  :func:`cogs.kit.adapter.command_text`.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord
from discord import app_commands
from sqlalchemy.exc import SQLAlchemyError

import i18n
from cogs.kit.context import store_of

log = logging.getLogger(__name__)

#: The last language stored per user by this process, so an interaction writes only when a
#: user's client language changed (or after a restart). Bounded: cleared when it grows past.
_REMEMBERED: dict[int, str] = {}
_REMEMBERED_MAX = 100_000
#: The writes of :func:`attend` under way (a task without a reference may be collected).
_STORING: set[asyncio.Task[None]] = set()


async def attend(interaction: discord.Interaction) -> str:
    """Speak ``interaction``'s user's language from here on in this task, and remember it."""
    language = i18n.language_of(interaction.locale)
    i18n.use(language)
    user_id = interaction.user.id
    if _REMEMBERED.get(user_id) != language:
        if len(_REMEMBERED) >= _REMEMBERED_MAX:
            _REMEMBERED.clear()
        _REMEMBERED[user_id] = language
        # Stored beside the answer, not before it: only DMs' language depends on it, and a
        # write may wait on SQLite's one write lock (held by the scheduler's batches, say),
        # which a read-only command would then wait on too, past Discord's 3 s.
        task = asyncio.create_task(_store_locale(interaction.client, user_id, language))
        _STORING.add(task)
        task.add_done_callback(_STORING.discard)
    return language


async def _store_locale(client: discord.Client, user_id: int, language: str) -> None:
    try:
        await store_of(client).remember_locale(user_id, language)
    except (SQLAlchemyError, OSError):
        _REMEMBERED.pop(user_id, None)  # stored at the user's next interaction instead
        log.warning("could not store the language of a user", exc_info=True)


async def new_game_language(interaction: discord.Interaction, chosen: str | None) -> str:
    """The public language of a game created by ``interaction`` (see the module docstring)."""
    if chosen in i18n.LANGUAGES:
        return chosen
    if interaction.guild_id is not None:
        settings = await store_of(interaction.client).guild_settings(interaction.guild_id)
        if settings.language in i18n.LANGUAGES:
            return settings.language
    if interaction.guild_locale is not None:
        return i18n.language_of(interaction.guild_locale)
    return i18n.DEFAULT


def is_catalogued(value: str) -> bool:
    """Whether ``value`` is a key of the catalogues (English has every key)."""
    return i18n.bundle(i18n.DEFAULT).has_message(value)


def shown(value: str) -> str:
    """A text a game adapter or an :class:`~cogs.kit.components.Action` gives: a catalogue key,
    said in the current language, or (a plug-in not converted yet) plain text, kept as is."""
    return i18n.t(value) if is_catalogued(value) else value


def described(key: str, **args: Any) -> app_commands.locale_str:
    """A command, option or choice text: English to Discord, each other language through
    :class:`CommandTranslator`."""
    return app_commands.locale_str(i18n.t_in(i18n.DEFAULT, key, **args), key=key, args=args)


class CommandTranslator(app_commands.Translator):
    """Gives Discord each language's command, option and choice texts (the tree's
    ``set_translator``); texts without a key (names) stay as they are."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        language = i18n.language_of(locale)
        if key is None or language == i18n.DEFAULT:
            return None
        return i18n.translate(language, key, string.extras.get("args"))
