"""A pseudo-locale for tests (issue 26): every catalogue string of the bot rewritten into an
obviously marked form, so that any text a player sees which did not come through a catalogue
stands out.

Each English message becomes ``⟦…⟧`` with every Latin letter accented (``Your turn`` →
``⟦Ýóúŕ ţúŕñ⟧``); placeholders, and code spans (the commands and options a player types, like
`/game join`), stay as they are. :func:`install` makes it the only language of the process:
every language's bundle is the pseudo one. :func:`leaks` then finds, in a text a player saw,
what is neither marked nor a name, a number or a typed command: an untranslated word.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as fast
from fluent.syntax.visitor import Transformer
from PIL import ImageDraw

import i18n

OPEN, CLOSE = "⟦", "⟧"
_PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_MARKED = "áƀçđéƒğĥíĵķĺɱñóþʠŕšţúṽŵẋýžÁƁÇĐÉƑĞĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ"
_ACCENTS = str.maketrans(_PLAIN, _MARKED)


class _Marker(Transformer):  # type: ignore[misc]
    """Accents the text of every pattern (outside code spans) and brackets each message."""

    def visit_Message(self, node: fast.Message) -> fast.Message:
        if node.value is not None:
            node.value = self._marked(node.value, bracket=True)
        for attribute in node.attributes:
            attribute.value = self._marked(attribute.value, bracket=True)
        return node

    def _marked(self, pattern: fast.Pattern, *, bracket: bool) -> fast.Pattern:
        in_code = False
        for element in pattern.elements:
            if isinstance(element, fast.TextElement):
                pieces = element.value.split("`")
                for index, piece in enumerate(pieces):
                    if index:
                        in_code = not in_code
                    if not in_code:
                        pieces[index] = piece.translate(_ACCENTS)
                element.value = "`".join(pieces)
            elif isinstance(element.expression, fast.SelectExpression):
                for variant in element.expression.variants:
                    variant.value = self._marked(variant.value, bracket=False)
        if bracket:
            pattern.elements = [
                fast.TextElement(OPEN),
                *pattern.elements,
                fast.TextElement(CLOSE),
            ]
        return pattern


def pseudo_bundle() -> FluentBundle:
    """Every English catalogue of the bot, pseudo-localized, in one bundle."""
    bundle = FluentBundle([i18n.DEFAULT], use_isolating=False)
    parser, serializer, marker = FluentParser(), FluentSerializer(), _Marker()
    for folder in i18n.catalogue_folders():
        resource = parser.parse((folder / f"{i18n.DEFAULT}.ftl").read_text(encoding="utf-8"))
        bundle.add_resource(FluentResource(serializer.serialize(marker.visit(resource))))
    return bundle


def install(drawn: str | None = None) -> None:
    """Make the pseudo-locale every language of this process; with ``drawn`` (a file), also
    append every text drawn into a picture to it, one JSON string a line."""
    bundle = pseudo_bundle()
    i18n.bundle = lambda language: bundle  # type: ignore[assignment]
    if drawn is None:
        return
    original = ImageDraw.ImageDraw.text
    lock = threading.Lock()
    target = Path(drawn)

    def text(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
        with lock, target.open("a", encoding="utf-8") as file:
            file.write(json.dumps(str(text)) + "\n")
        return original(self, xy, text, *args, **kwargs)

    ImageDraw.ImageDraw.text = text  # type: ignore[method-assign]


def drawn_texts(path: Path) -> list[str]:
    """The texts :func:`install` recorded as drawn."""
    if not path.is_file():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


_TYPED = re.compile(r"`[^`]*`")
_LINKS = re.compile(r"https?://\S+|<(?:@[!&]?|#|t:)\d+(?::\w)?>")
_WORD = re.compile(r"[A-Za-z]{2,}")


def leaks(text: str, names: Iterable[str]) -> list[str]:
    """Words of ``text`` that no catalogue marked and that are not one of ``names`` (players,
    game titles) or the start of a word of one (a name cut short with "…" to fit a picture),
    a typed command (a code span), a link or a mention. A single letter (a Tsuro square's
    column, "A1") is no word."""
    text = _LINKS.sub(" ", _TYPED.sub(" ", text))
    names = sorted(names, key=len, reverse=True)
    for name in names:
        text = text.replace(name, " ")
    parts = {part for name in names for part in _WORD.findall(name)}
    return [
        word for word in _WORD.findall(text) if not any(part.startswith(word) for part in parts)
    ]
