"""Issue 10: the texts of asynchronous play, on games played through a real store (SQLite)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot import seconds_setting
from cogs.notify import wording
from db.migrate import upgrade
from db.records import GameInfo
from db.scheduler import ClockSettings
from db.session import create_engine, create_session_factory
from db.store import GameStore
from tests.db.helpers import CHANNEL, GUILD, lobby, user


@pytest.fixture
async def games(tmp_path: Path) -> list[GameInfo]:
    engine = create_engine(f"sqlite+aiosqlite:///{tmp_path / 'tessera.db'}")
    await upgrade(engine)
    store = GameStore(create_session_factory(engine))
    found = []
    for name in ("tsuro", "triominos", "tarnaris"):
        info = await lobby(store, name, 2)
        found.append((await store.start(info.id, user(0))).game)
    await store.set_thread(found[0].id, 77)
    await store.set_messages(found[0].id, turn_message_id=88)
    found[0] = await store.get(found[0].id)
    await engine.dispose()
    return found


def test_links_go_to_the_newest_turn_message_or_the_channel(games: list[GameInfo]) -> None:
    with_thread, plain, _ = games
    assert wording.game_link(with_thread) == f"https://discord.com/channels/{GUILD}/77/88"
    assert wording.game_link(plain) == f"https://discord.com/channels/{GUILD}/{CHANNEL}"


def test_mine_puts_a_long_list_within_discords_limit(games: list[GameInfo]) -> None:
    many = games * 60
    text = wording.mine_text(many, user(0), {GUILD: "A server"}, {games[0].id: 5})
    assert len(text) <= wording.LIMIT
    assert text.startswith("**Your games** (180):") and text.endswith("more")
    assert "**your turn** (waiting 5 h)" in text.splitlines()[1]
    assert "waiting on others" in text


def test_reminder_names_the_clock_and_links_only_in_a_direct_message(
    games: list[GameInfo],
) -> None:
    clock = ClockSettings(24, 24, 3, 72, "computer")
    payload = {"hours": 24, "number": 1, "of": 3}
    public = wording.reminder_text(games[1], payload, clock, mention="<@1>", server=None)
    assert public.startswith("<@1> Reminder 1 of 3") and "https://" not in public
    assert "After 72 hours the turn clock will let the computer play the turn." in public
    private = wording.reminder_text(
        games[1], payload, ClockSettings(24, 24, 3, 0, "skip"), mention=None, server="Games"
    )
    assert "on **Games**" in private and "turn clock" not in private
    assert private.endswith(wording.game_link(games[1]))


@pytest.mark.parametrize(
    ("done", "said"),
    [
        ("skipped", "skipped it."),
        ("computer", "let the computer play it."),
        ("removed", "removed Bo from the game."),
    ],
)
def test_clock_notes(done: str, said: str) -> None:
    note = wording.clock_note({"name": "Bo", "hours": 48, "done": done})
    assert note == f"⏰ Bo's turn waited 48 hours, so the turn clock {said}"


def test_status_lines_show_the_clock_and_who_is_away() -> None:
    until = datetime(2026, 12, 3, 12, tzinfo=UTC)
    lines = wording.status_lines(ClockSettings(24, 24, 3, 0, "skip"), {"Al": until})
    assert lines == ["Turn clock: off.", f"Away: Al until <t:{int(until.timestamp())}:f>."]


def test_scheduler_settings_from_the_environment() -> None:
    assert seconds_setting({}, "SCHEDULER_TICK_SECONDS", 60) == 60
    assert seconds_setting({"SCHEDULER_TICK_SECONDS": "0.5"}, "SCHEDULER_TICK_SECONDS", 60) == 0.5
    assert seconds_setting({"SCHEDULER_TICK_SECONDS": "-1"}, "SCHEDULER_TICK_SECONDS", 60) == 60
    assert seconds_setting({"SCHEDULER_TICK_SECONDS": "soon"}, "SCHEDULER_TICK_SECONDS", 60) == 60
