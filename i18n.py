"""The players' languages (issue 17): Fluent catalogues, the language of the moment, and the
translator Discord's command tree uses.

Catalogues
    Each part of the bot keeps its own wording in ``<package>/locales/<language>.ftl``
    (``cogs/kit``, ``cogs/game``, ``cogs/notify``, ``cogs/records``, each game's plug-in
    ``cogs/<game>`` and ``render``), one file per language of :data:`LANGUAGES`. Code names
    *keys*, never English sentences: ``t("kit-lobby-full", seats=4)``. A key starts with its
    package's prefix (:func:`prefix_of`), so two parts never collide. Placeholders are filled
    after translation, plural forms are chosen by Fluent from each language's CLDR rules
    (Russian has ``one``, ``few``, ``many``), numbers are formatted for the language. Pass
    quantities (counts, points) as ``int`` and identifiers (game ids, tile numbers) as ``str``,
    so ``#12345`` is never grouped into ``#12 345``.

Which language
    :func:`t` speaks the language of the current context (a :class:`contextvars.ContextVar`,
    English by default). The bot sets it, at the start of every interaction, to the acting
    user's client language (private answers), and switches with :func:`speaking` around
    anything public (the game's language) or sent to someone else (a DM in the recipient's
    last seen language). Each asyncio task has its own context, and ``asyncio.to_thread``
    carries it into picture drawing.

Commands
    ``cogs.kit.speech.described`` and ``CommandTranslator`` give Discord every language of the
    commands' texts (this module imports no discord: the pictures use it too).

Adding a language: see docs/languages.md ("A seventh language").
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path
from typing import Any

from babel.lists import format_list
from babel.numbers import format_decimal
from fluent.runtime import FluentBundle, FluentResource

#: The languages the bot speaks, English first (the fallback). Codes are Discord's locale codes
#: without the region (``en-US`` and ``en-GB`` are both ``en``).
LANGUAGES: tuple[str, ...] = ("en", "fr", "nl", "ru", "it", "de")
DEFAULT = "en"
#: Each language's own name, for the ``language`` options.
NATIVE_NAMES: Mapping[str, str] = {
    "en": "English",
    "fr": "Français",
    "nl": "Nederlands",
    "ru": "Русский",
    "it": "Italiano",
    "de": "Deutsch",
}

ROOT = Path(__file__).resolve().parent
_current: ContextVar[str] = ContextVar("tessera_language", default=DEFAULT)
_KEY = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)+$")


def catalogue_folders() -> list[Path]:
    """Every ``locales`` folder of the bot: the cogs' packages, the pictures' and the web pages'."""
    folders = [
        *sorted(ROOT.glob("cogs/*/locales")),
        ROOT / "render" / "locales",
        ROOT / "web" / "locales",
    ]
    return [folder for folder in folders if folder.is_dir()]


def prefix_of(folder: Path) -> str:
    """The key prefix of a catalogue folder: ``cogs/tsuro/locales`` → ``tsuro-``."""
    return folder.parent.name + "-"


def language_of(locale: object) -> str:
    """The bot's language for a Discord locale (``discord.Locale.french`` or ``"fr"`` → ``fr``,
    ``en-GB`` → ``en``); a locale the bot does not speak, or none, gets English."""
    if locale is None:
        return DEFAULT
    # A discord.Locale is an Enum of the codes; this module stays free of discord (render uses it).
    code = str(getattr(locale, "value", locale))
    base = code.split("-")[0].lower()
    return base if base in LANGUAGES else DEFAULT


def known(language: str | None) -> str:
    """``language`` if the bot speaks it, else English (a stored value from a newer version)."""
    return language if language in LANGUAGES else DEFAULT


@cache
def bundle(language: str) -> FluentBundle:
    """All catalogues of ``language`` in one Fluent bundle (read once per process)."""
    result = FluentBundle([language], use_isolating=False)
    for folder in catalogue_folders():
        path = folder / f"{language}.ftl"
        if path.is_file():
            result.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return result


def current() -> str:
    """The language of the current context."""
    return _current.get()


def use(language: str) -> None:
    """Make ``language`` the language of the rest of this context (an interaction's task)."""
    _current.set(known(language))


@contextmanager
def speaking(language: str | None) -> Iterator[str]:
    """``with speaking(game.language): ...`` — texts made inside are in that language."""
    token = _current.set(known(language))
    try:
        yield current()
    finally:
        _current.reset(token)


def translate(language: str, key: str, args: Mapping[str, Any] | None = None) -> str | None:
    """``key`` in ``language`` with ``args`` filled in; ``None`` if no catalogue has it."""
    found = bundle(language)
    if not found.has_message(key):
        return None
    message = found.get_message(key)
    if message.value is None:
        return None
    text, _errors = found.format_pattern(message.value, dict(args or {}))
    return text


def t(key: str, **args: Any) -> str:
    """``key`` in the current language, falling back to English, then to the key itself (the
    catalogue tests make both fallbacks unreachable; they keep a gap visible, never a crash)."""
    language = current()
    text = translate(language, key, args)
    if text is None and language != DEFAULT:
        text = translate(DEFAULT, key, args)
    return key if text is None else text


def t_in(language: str | None, key: str, **args: Any) -> str:
    """``key`` in ``language`` (``None``: English) regardless of the current context."""
    with speaking(language):
        return t(key, **args)


def is_key(text: str) -> bool:
    """Whether ``text`` has the shape of a catalogue key (``kit-lobby-full``)."""
    return bool(_KEY.match(text))


def all_of(items: Sequence[str]) -> str:
    """``items`` joined as the current language lists them: "A, B and C", "A, B и C"
    (CLDR's list patterns through Babel; no item: ``""``)."""
    return format_list(list(items), locale=current()) if items else ""


def one_of(items: Sequence[str]) -> str:
    """``items`` as alternatives in the current language: "A, B or C", "A, B или C"."""
    return format_list(list(items), style="or", locale=current()) if items else ""


def decimal(value: float) -> str:
    """``value`` with one decimal and the current language's decimal sign, never grouped
    (a rating: "1523.4", "1523,4"); chat and pictures print the same."""
    return format_decimal(value, format="0.0", locale=current())
