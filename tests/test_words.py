"""What issue 26 made the code say in words: lists, decimals, computer seats and why a game
ended, each in the reader's language (Babel for what Babel knows)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PIL import ImageDraw

import i18n
from cogs.kit.names import computer_rating_name, seat_labels
from cogs.tarnaris.adapter import TarnarisAdapter
from cogs.tsuro.adapter import TsuroAdapter
from db.records import SeatInfo
from render.leaderboard import Line, leaderboard_png

NOW = datetime(2026, 12, 3, tzinfo=UTC)


def test_lists_are_joined_as_each_language_does() -> None:
    names = ["Ann", "Борис", "Cy"]
    with i18n.speaking("ru"):
        assert i18n.all_of(names) == "Ann, Борис и Cy"
    with i18n.speaking("de"):
        assert i18n.all_of(names[:2]) == "Ann und Борис"
    with i18n.speaking("fr"):
        assert i18n.one_of(names) == "Ann, Борис ou Cy"
    assert i18n.all_of(["Ann"]) == "Ann" and i18n.all_of([]) == ""


@pytest.mark.parametrize(
    ("language", "shown"), [("en", "1523.4"), ("de", "1523,4"), ("ru", "1523,4")]
)
def test_a_rating_has_the_languages_decimal_mark_in_the_picture(
    language: str, shown: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[str] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: object, value: str, *args: object, **kw: object):  # type: ignore[no-untyped-def]
        drawn.append(value)
        return original(self, xy, value, *args, **kw)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    with i18n.speaking(language):
        assert i18n.decimal(1523.44) == shown
        leaderboard_png("Tsuro", [Line(1, "Ann", 1523.44, 12, 7, 3.0, False)])
    assert shown in drawn


def _seat(seat: int, name: str, level: str | None = None) -> SeatInfo:
    return SeatInfo(
        seat, None if level else seat + 1, name, None, level is not None, False, NOW, level=level
    )


def test_computer_seats_are_named_in_the_readers_language_from_their_level() -> None:
    """The stored English name of an old game ("Bot (medium)") is never shown."""
    seats = [
        _seat(0, "Ann"),
        _seat(1, "Bot (medium)", "medium"),
        _seat(2, "Bot 2 (medium)", "medium"),
        _seat(3, "Bot (hard)", "hard"),
    ]
    assert seat_labels(seats) == [
        "Ann",
        "Computer (medium)",
        "Computer 2 (medium)",
        "Computer (hard)",
    ]
    with i18n.speaking("fr"):
        medium = i18n.t("kit-level-medium")
        assert seat_labels(seats)[1:3] == [
            i18n.t("kit-computer", level=medium),
            i18n.t("kit-computer-numbered", number="2", level=medium),
        ]
        assert "Bot" not in " ".join(seat_labels(seats))
    with i18n.speaking("de"):
        # The words are the German catalogue's (its translator may change them).
        assert computer_rating_name("Bot 2 (hard)") == i18n.t("kit-level-hard") + " 2"
        assert computer_rating_name("Bot (easy)") == i18n.t("kit-level-easy")


def test_why_a_game_ended_is_said_in_words_never_as_the_engines_code() -> None:
    with i18n.speaking("ru"):
        emptied = TarnarisAdapter().reason_text("emptied_field")
        assert emptied == i18n.t("tarnaris-reason-emptied-field") and "_" not in emptied
        assert TarnarisAdapter().reason_text("resignations") == i18n.t("kit-reason-resigned")
    assert TsuroAdapter().reason_text("board_full") == "every tile is on the board"
    assert TsuroAdapter().reason_text("a_code_from_a_newer_engine") == "the game reached its end"
