"""The welcome and ``/help`` message: its text and its components, in the current language."""

from __future__ import annotations

import discord
from babel.lists import format_list

import i18n
from cogs.kit.adapter import all_adapters
from cogs.kit.components import free_custom_id

#: The namespace of the welcome's components: ``help:<verb>:0:0[:<game>]``.
NAMESPACE = "help"
PLAY, RULES = "play", "rules"


def welcome_text() -> str:
    """What the bot does in three lines, then the five commands worth knowing."""
    adapters = all_adapters().values()
    titles = format_list([a.title for a in adapters], locale=i18n.current())
    new = " · ".join(f"`/{a.name} new`" for a in adapters)
    return "\n".join(
        [
            i18n.t("welcome-what", games=titles),
            i18n.t("welcome-how"),
            i18n.t("welcome-start"),
            "",
            i18n.t("welcome-commands-title"),
            i18n.t("welcome-command-new", commands=new),
            i18n.t("welcome-command-join"),
            i18n.t("welcome-command-hand"),
            i18n.t("welcome-command-status"),
            i18n.t("welcome-command-mine"),
        ]
    )


def welcome_view() -> discord.ui.View:
    """One "Play … alone" button per game, then the Rules picker: stateless, restart-proof."""
    view = discord.ui.View(timeout=None)
    for name, adapter in all_adapters().items():
        view.add_item(
            discord.ui.Button(
                label=i18n.t("welcome-play-alone", title=adapter.title),
                style=discord.ButtonStyle.primary,
                custom_id=free_custom_id(NAMESPACE, PLAY, name),
            )
        )
    rules = discord.ui.Select(
        custom_id=free_custom_id(NAMESPACE, RULES),
        placeholder=i18n.t("welcome-rules-placeholder"),
        options=[
            discord.SelectOption(label=adapter.title, value=name)
            for name, adapter in all_adapters().items()
        ],
    )
    view.add_item(rules)
    return view
