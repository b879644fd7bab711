"""No rule codes and no option identifiers in what players read (issues 25 and 26).

Rule numbers ("S2–S3", "(V1)", "rule P4", "SF10") stay in ../shared/rules, the code and the
tests; a player reads words. Option identifiers (``protect_opponents``, ``sf5_return``) appear
only where the player must type them: in a code span that shows a command's usage
(`/tsuro new protect_opponents:True`). Every message of every language is checked as a player
reads it (every variant, placeholders removed)."""

from __future__ import annotations

import re

import pytest

import i18n
from tests.test_glossary import catalogue_texts

#: A rule number of ../shared/rules: a section letter (or SF) and a number, like P4, D1, SF10.
RULE_CODE = re.compile(r"\b(?:SF|[A-Z])\d{1,2}\b")
#: An option or move identifier: a lower-case word with an underscore (protect_opponents).
IDENTIFIER = re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b")
_CODE = re.compile(r"`([^`]*)`")


def _usage(span: str) -> bool:
    """Whether a code span shows what the player types: a command, or an option with its value."""
    return span.startswith("/") or ":" in span


def leaks(text: str) -> list[str]:
    """The rule codes and identifiers a player would read in ``text`` (a catalogue message's
    text with its code spans still in it)."""
    found = []
    outside = _CODE.sub(" ", text)
    found += RULE_CODE.findall(outside)
    found += IDENTIFIER.findall(outside)
    for span in _CODE.findall(text):
        if not _usage(span):
            found += IDENTIFIER.findall(span)
    return found


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_no_rule_codes_or_identifiers(language: str) -> None:
    found = {
        key: hits
        for key, text in catalogue_texts(language, code=True).items()
        if (hits := leaks(text))
    }
    assert found == {}


def test_the_check_finds_what_it_should() -> None:
    assert leaks("three path tiles (S2–S3)") == ["S2", "S3"]
    assert leaks("rule P4, and SF10") == ["P4", "SF10"]
    assert leaks("with the `protect_opponents` option") == ["protect_opponents"]
    assert leaks("chooses (sf5_return)") == ["sf5_return"]
    assert leaks("`/tsuro new protect_opponents:True` or `/tsuro place tile:<n>`") == []
    assert leaks("square A1, cell 2,-1, tile 1-2-3, 10 cards") == ["A1"]
