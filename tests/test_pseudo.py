"""The test-only pseudo-locale itself (tests/pseudo.py): it marks every message, keeps typed
commands and placeholders, and its leak check finds plain words even inside the marks."""

from __future__ import annotations

from tests import pseudo


def test_the_pseudo_locale_marks_every_message_and_keeps_typed_text() -> None:
    bundle = pseudo.pseudo_bundle()
    message = bundle.get_message("kit-error-choose-game")
    text, errors = bundle.format_pattern(message.value, {"count": 3})
    assert not errors
    assert text.startswith(pseudo.OPEN) and text.endswith(pseudo.CLOSE)
    assert "`game`" in text and pseudo.leaks(text, []) == []
    # A leak is found inside the marks too: an identifier passed as a placeholder's value.
    assert pseudo.leaks(f"{pseudo.OPEN}Ĝáɱé óṽéŕ (emptied field){pseudo.CLOSE}", []) == [
        "emptied",
        "field",
    ]
    assert pseudo.leaks("Quinn Zhu… won on A1 at https://x.example/y <@12>", ["Quinn Zhukov"]) == [
        "won",
        "on",
        "at",
    ]
