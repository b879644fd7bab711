"""The secrets proof's short form (issue 19, "Secrets"): a few random games of each game, every
position's public texts and pictures compared with re-dealt copies, in well under a minute.

The long form is ``python -m tests.reliability.secrets --games 1000`` (see the README). The
checker is also fed deliberately leaking wordings, so a run that finds nothing is known to be
able to find something. Logs at every level: ``tests/bot/test_logs.py`` (a DEBUG run).
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from cogs.kit.adapter import GameAdapter, adapter_for
from cogs.tarnaris.adapter import TarnarisAdapter
from db.records import GameInfo
from engine.core import Event
from tests.reliability.secrets import AFTER_THE_TURN, public_texts, secrets_run


def test_random_games_show_nothing_hidden_in_texts_or_pictures() -> None:
    report = secrets_run(3, seed=19, pictures=1)
    print(report.summary())
    assert report.games == {"tarnaris": 3, "triominos": 3, "tsuro": 3}
    assert report.positions > 1000 and report.pictures > 200
    assert report.take_backs > 0  # issue 28: the take-backs the other people could allow
    assert report.leaks == 0, report.details[:3]


def test_a_wording_that_names_a_hand_is_caught() -> None:
    """A turn message that also words seat 0's own view (their hand or field) leaks: the
    checker finds it in every game."""

    def leaking(game: GameInfo, events: Sequence[Event]) -> list[tuple[str, str]]:
        return [*public_texts(game, events), ("hand", json.dumps(game.view(0), sort_keys=True))]

    for name in ("tarnaris", "triominos", "tsuro"):
        report = secrets_run(1, only=name, pictures=0, wording=leaking)
        assert report.leaks > 0, name
        assert all("hand differs" in detail for detail in report.details), name


def test_naming_a_card_after_its_turn_is_caught() -> None:
    """T4 Async: a face-down wording that still names the revealed values is caught, though
    the live turn message may name them."""
    live = TarnarisAdapter()

    def forgetful(game: GameInfo, events: Sequence[Event]) -> list[tuple[str, str]]:
        texts = [t for t in public_texts(game, events) if t[0] != AFTER_THE_TURN]
        lines = [live.describe_event(game, e, face_down=False) or "" for e in events]
        return [*texts, (AFTER_THE_TURN, "\n".join(lines))]

    report = secrets_run(1, only="tarnaris", pictures=0, wording=forgetful)
    assert report.leaks > 0
    assert all(AFTER_THE_TURN in detail for detail in report.details)


def test_a_picture_drawn_from_a_seat_view_is_caught() -> None:
    """A "public" picture drawn from seat 0's view (its hand or field) instead of the
    spectator's is caught in every game."""
    for name in ("tarnaris", "triominos", "tsuro"):
        adapter = adapter_for(name)

        def drawing(game: GameInfo, adapter: GameAdapter = adapter) -> bytes:
            return adapter.board_png(game) + json.dumps(game.view(0), sort_keys=True).encode()

        report = secrets_run(1, only=name, pictures=1, wording=public_texts, drawing=drawing)
        assert report.leaks > 0, name
        assert all("picture differs" in detail for detail in report.details), name
