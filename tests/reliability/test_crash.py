"""The crash proof's short form (issue 19, "Crash"): 10 SIGKILLs on SQLite, under 2 minutes.

The long form is ``python -m tests.reliability.crash --kills 100 --db sqlite|postgres`` (see
the README). The tally is checked on its own too, so a run that finds nothing is known to be
able to find something.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from db.records import MoveInfo
from tests.reliability.crash import Report, Sent, crash_run, tally

PLACE = {"kind": "place", "tile": 3, "rotation": 90}
OTHER = {"kind": "place", "tile": 7, "rotation": 0}


def logged(ply: int, seat: int, move: dict) -> MoveInfo:
    return MoveInfo(ply=ply, seat=seat, created_at=datetime.now(UTC), move=move)


def test_the_tally_finds_lost_doubled_different_and_unexplained_moves() -> None:
    sent = [
        Sent(1, 0, 0, PLACE, acknowledged=True, answer="ok"),  # logged: fine
        Sent(1, 1, 1, OTHER, acknowledged=False, answer=None),  # unanswered, applied: fine
        Sent(1, 2, 0, PLACE, acknowledged=True, answer="ok"),  # acknowledged, not logged
        Sent(2, 0, 0, PLACE, acknowledged=True, answer="ok"),  # logged as another move
        Sent(3, 0, 1, OTHER, acknowledged=True, answer="ok"),
    ]
    logs = {
        1: [logged(0, 0, PLACE), logged(1, 1, OTHER)],
        2: [logged(0, 0, OTHER)],
        # Ply 1 repeats ply 0 without being sent again; ply 2 was never sent at all.
        3: [logged(0, 1, OTHER), logged(1, 1, OTHER), logged(2, 0, PLACE)],
    }
    report = Report()
    tally(report, sent, logs)
    assert (report.sent, report.acknowledged, report.logged) == (5, 4, 6)
    assert (report.lost, report.different, report.doubled) == (1, 1, 1)
    # Game 2's logged move was not the one sent either.
    assert report.unexplained == 2
    assert not report.ok()


async def test_ten_kills_on_sqlite_lose_and_double_nothing() -> None:
    report = await asyncio.wait_for(crash_run("sqlite", kills=10), 110)
    print(report.summary(), report)
    assert report.kills == 10 and report.acknowledged > 0
    assert report.lost == report.doubled == report.different == report.unexplained == 0, report
    assert report.integrity_problems == 0 and report.stuck == 0, report
    assert report.continued > 0
    # Issue 19, 1: the restarted bot posts the turn message each position was owed.
    assert report.turn_positions > 0 and report.turn_messages_missing == 0, report
