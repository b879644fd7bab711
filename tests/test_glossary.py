"""The glossaries (issue 26): one file per language, ``glossary/<lang>.toml``, the source of truth
for game and bot terms in chat and pictures. Every catalogue message of a language whose glossary
exists must use its form of address (no ``address.forbid`` match) and none of its terms' rejected
synonyms; a rejected synonym must never match the word the glossary says to use.

The messages are checked as a player reads them: Fluent's text with every variant of a
selection, placeholders removed, and without what the player types (code spans like
`/game join` or `slots`), which is no word of the language."""

from __future__ import annotations

import re
import tomllib
from typing import Any

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fast

import i18n

GLOSSARIES = i18n.ROOT / "glossary"
#: The term ids every glossary has (GLOSSARY.md); a language may add more.
TERMS = {
    "tile",
    "dragon-tile",
    "marker",
    "notch",
    "draw-pile",
    "hand",
    "slot",
    "pile",
    "crest",
    "claim",
    "peek",
    "round",
    "turn",
    "turn-clock",
    "rating",
    "seat",
    "computer",
    "lobby",
    "game-number",
    "start-mark",
    "channel",
    "thread",
    "board",
    "score",
    "pass",
    "draw",
    "bridge",
    "hexagon",
    "penalty-card",
    "game",
}
_CODE = re.compile(r"`[^`]*`")


def _languages() -> list[str]:
    return [p.stem for p in sorted(GLOSSARIES.glob("*.toml"))]


def glossary(language: str) -> dict[str, Any]:
    """The glossary of ``language``, read with the standard library."""
    with (GLOSSARIES / f"{language}.toml").open("rb") as file:
        return tomllib.load(file)


def _text(pattern: fast.Pattern | None) -> str:
    """What a player reads of ``pattern``: text and literals; every variant of a selection on a
    line of its own; a placeholder becomes a space (its value is a name or a number)."""
    if pattern is None:
        return ""
    parts: list[str] = []
    for element in pattern.elements:
        if isinstance(element, fast.TextElement):
            parts.append(element.value)
            continue
        expression = element.expression
        if isinstance(expression, fast.SelectExpression):
            parts.extend("\n" + _text(variant.value) + "\n" for variant in expression.variants)
        elif isinstance(expression, fast.StringLiteral):
            parts.append(expression.parse()["value"])
        else:
            parts.append(" ")
    return "".join(parts)


def player_text(pattern: fast.Pattern | None) -> str:
    """:func:`_text` without code spans (commands and options the player types)."""
    return _CODE.sub(" ", _text(pattern))


def catalogue_texts(language: str, *, code: bool = False) -> dict[str, str]:
    """Every message (and attribute) of ``language`` in every catalogue, as a player reads it
    (``code``: with the code spans, the commands the player types, kept)."""
    read = _text if code else player_text
    texts: dict[str, str] = {}
    parser = FluentParser()
    for folder in i18n.catalogue_folders():
        resource = parser.parse((folder / f"{language}.ftl").read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, fast.Message):
                texts[entry.id.name] = read(entry.value)
                for attribute in entry.attributes:
                    texts[f"{entry.id.name}.{attribute.id.name}"] = read(attribute.value)
    return texts


def _hits(patterns: list[str], texts: dict[str, str]) -> list[tuple[str, str]]:
    found = []
    for regex in patterns:
        compiled = re.compile(regex, re.IGNORECASE)
        for key, text in texts.items():
            if match := compiled.search(text):
                found.append((key, match.group(0)))
    return found


def test_every_language_has_a_glossary_file_format() -> None:
    assert "en" in _languages()
    for language in _languages():
        assert language in i18n.LANGUAGES, language
        data = glossary(language)
        assert data["language"] == language
        assert data["address"]["form"].strip()
        missing = TERMS - set(data["terms"])
        assert not missing, (language, sorted(missing))
        for term, entry in data["terms"].items():
            assert entry["use"].strip(), (language, term)
            assert entry["source"].strip(), (language, term)
            for regex in entry["reject"]:
                re.compile(regex)


@pytest.mark.parametrize("language", _languages())
def test_a_rejected_synonym_never_matches_its_own_word(language: str) -> None:
    for term, entry in glossary(language)["terms"].items():
        for regex in entry["reject"]:
            assert not re.search(regex, entry["use"], re.IGNORECASE), (language, term, regex)


@pytest.mark.parametrize("language", _languages())
def test_catalogues_keep_the_form_of_address(language: str) -> None:
    forbid = glossary(language)["address"].get("forbid", [])
    assert _hits(forbid, catalogue_texts(language)) == []


@pytest.mark.parametrize("language", _languages())
def test_catalogues_use_no_rejected_synonym(language: str) -> None:
    texts = catalogue_texts(language)
    found = [
        (term, key, match)
        for term, entry in glossary(language)["terms"].items()
        for key, match in _hits(entry["reject"], texts)
    ]
    assert found == []


def test_the_check_sees_every_variant_and_skips_placeholders_and_code() -> None:
    """A rejected word in a plural variant is found; a placeholder's name or a typed command is
    not (a check that could never fail would be worth nothing)."""
    resource = FluentParser().parse(
        "a = Use `/game deck` for { $deck } { $n ->\n    [one] a deck\n   *[other] decks\n}\n"
    )
    message = resource.body[0]
    assert isinstance(message, fast.Message)
    texts = {"a": player_text(message.value)}
    assert _hits([r"\bdecks?\b"], texts) == [("a", "deck")]
    assert "game" not in texts["a"]
    assert (
        _hits(
            [r"\bdecks?\b"], {"a": player_text(FluentParser().parse("a = { $deck }").body[0].value)}
        )
        == []
    )
