"""The catalogues (issue 17): complete in every language, the same placeholders everywhere,
plural forms for each language's CLDR categories, every message rendered in every language,
and no key in code that no catalogue has, nor a catalogue key that no code uses."""

from __future__ import annotations

import ast
import contextvars
from collections.abc import Iterator
from pathlib import Path

import discord
import pytest
from babel import Locale
from fluent.syntax import FluentParser
from fluent.syntax import ast as fast
from fluent.syntax.visitor import Visitor

import i18n

ROOT = Path(i18n.__file__).resolve().parent
SOURCES = [
    path
    for folder in ("cogs", "render", "db", "engine", "web")
    for path in (ROOT / folder).rglob("*.py")
    if "locales" not in path.parts
] + [ROOT / "bot.py", ROOT / "i18n.py"]
#: Functions whose first argument is a catalogue key.
KEYED = {"t", "t_in", "described"}
PLURAL_TAGS = {"zero", "one", "two", "few", "many", "other"}
#: French and Italian "many" is CLDR's category for round millions ("1 million de…"): the
#: default variant, written for "other", reads right there, so those catalogues may omit it.
OPTIONAL_TAGS = {"fr": {"many"}, "it": {"many"}}


class _Variables(Visitor):
    """The ``$variables`` a message refers to, and its plural selections' variant keys."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.selections: list[set[str]] = []

    def visit_VariableReference(self, node: fast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_SelectExpression(self, node: fast.SelectExpression) -> None:
        keys = {v.key.name for v in node.variants if isinstance(v.key, fast.Identifier)}
        if keys & PLURAL_TAGS:
            self.selections.append(keys)
        self.generic_visit(node)


def _messages(path: Path) -> dict[str, fast.Message]:
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    junk = [entry for entry in resource.body if isinstance(entry, fast.Junk)]
    assert not junk, f"{path}: syntax errors: {[j.annotations[0].message for j in junk]}"
    return {e.id.name: e for e in resource.body if isinstance(e, fast.Message)}


def _scan(message: fast.Message) -> _Variables:
    found = _Variables()
    found.visit(message)
    return found


def _catalogues() -> Iterator[tuple[Path, str, dict[str, fast.Message]]]:
    for folder in i18n.catalogue_folders():
        for language in i18n.LANGUAGES:
            path = folder / f"{language}.ftl"
            assert path.is_file(), f"{path} is missing"
            yield folder, language, _messages(path)


def _all_keys() -> dict[str, set[str]]:
    """Every key of the English catalogues, with its variables."""
    keys: dict[str, set[str]] = {}
    for folder in i18n.catalogue_folders():
        for key, message in _messages(folder / f"{i18n.DEFAULT}.ftl").items():
            keys[key] = _scan(message).variables
    return keys


def test_every_part_has_a_catalogue() -> None:
    parts = {folder.parent.name for folder in i18n.catalogue_folders()}
    packages = {p.name for p in (ROOT / "cogs").iterdir() if (p / "__init__.py").is_file()}
    assert parts == packages | {"render", "web"}


@pytest.mark.parametrize("folder", i18n.catalogue_folders(), ids=lambda f: f.parent.name)
def test_every_language_has_the_same_keys_and_placeholders(folder: Path) -> None:
    english = _messages(folder / "en.ftl")
    prefix = i18n.prefix_of(folder)
    assert all(key.startswith(prefix) for key in english), f"keys of {folder} start {prefix}"
    for language in i18n.LANGUAGES[1:]:
        other = _messages(folder / f"{language}.ftl")
        assert sorted(set(english) - set(other)) == [], f"missing in {language}"
        assert sorted(set(other) - set(english)) == [], f"unknown keys in {language}"
        for key, message in english.items():
            assert _scan(other[key]).variables == _scan(message).variables, (language, key)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_plural_forms_cover_the_language(language: str) -> None:
    required = set(Locale.parse(language).plural_form.tags) - OPTIONAL_TAGS.get(language, set())
    for folder in i18n.catalogue_folders():
        for key, message in _messages(folder / f"{language}.ftl").items():
            for variants in _scan(message).selections:
                assert required <= variants | {"other"}, (language, key, variants)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("count", [0, 1, 2, 3, 5, 11, 21, 1000])
def test_every_message_renders(language: str, count: int) -> None:
    """Each message formats without a Fluent error, whatever the counts (Russian 1/3/5/21)."""
    bundle = i18n.bundle(language)
    for key, variables in _all_keys().items():
        message = bundle.get_message(key)
        assert message.value is not None, key
        text, errors = bundle.format_pattern(message.value, dict.fromkeys(variables, count))
        assert not errors, (language, key, errors)
        assert text.strip() and "{" not in text.replace("{{", ""), (language, key, text)


def _literals() -> tuple[set[str], set[str]]:
    """String constants of the source: (keys passed to :data:`KEYED` functions, all strings)."""
    keyed: set[str] = set()
    strings: set[str] = set()
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                strings.add(node.value)
            if isinstance(node, ast.Call) and node.args:
                name = getattr(node.func, "id", getattr(node.func, "attr", None))
                first = node.args[1] if name == "t_in" and len(node.args) > 1 else node.args[0]
                if name in KEYED and isinstance(first, ast.Constant):
                    keyed.add(str(first.value))
    return keyed, strings


def test_every_key_in_code_is_in_the_catalogues() -> None:
    keyed, _ = _literals()
    assert sorted(keyed - set(_all_keys())) == []


def test_every_catalogue_key_is_used() -> None:
    """A key is used when the code names it, or names a prefix of it ending in ``-`` (a family
    of keys chosen by data, like an error's code)."""
    _, strings = _literals()
    # Two hyphens at least ("tarnaris-error-"): a bare "tarnaris-" (a file name's start) would
    # pass every key of the part as used.
    prefixes = tuple(
        s for s in strings if s.endswith("-") and s.count("-") >= 2 and i18n.is_key(s + "x")
    )
    unused = [k for k in _all_keys() if k not in strings and not k.startswith(prefixes)]
    assert unused == []


def test_language_of_discord_locales() -> None:
    assert i18n.language_of(discord.Locale.french) == "fr"
    assert i18n.language_of(discord.Locale.british_english) == "en"
    assert i18n.language_of(discord.Locale.russian) == "ru"
    assert i18n.language_of(discord.Locale.japanese) == "en"
    assert i18n.language_of(None) == "en"


def test_speaking_switches_and_restores() -> None:
    def check() -> None:
        i18n.use("de")
        with i18n.speaking("ru"):
            assert i18n.current() == "ru"
        assert i18n.current() == "de"
        with i18n.speaking("xx"):
            assert i18n.current() == "en"

    # In a context of its own: ``use`` would otherwise leave German to the tests after this.
    contextvars.copy_context().run(check)
