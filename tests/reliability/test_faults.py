"""The faults proof's short form (issue 19, "Faults"): 15 faults on SQLite, about 30 s.

The long form is ``python -m tests.reliability.faults --faults 200 --db sqlite|postgres`` (see
the README).
"""

from __future__ import annotations

import asyncio

from tests.reliability.faults import faults_run


async def test_fifteen_faults_lose_and_double_no_message() -> None:
    report = await asyncio.wait_for(faults_run("sqlite", faults=15), 110)
    print(report.summary(), report)
    assert report.faults == 15 and report.acknowledged > 0
    assert report.turn_messages_owed > 0 and report.notifications_owed > 0
    assert report.messages_lost == report.messages_doubled == 0, report.details
    assert report.moves_untold == report.unguarded_posts == 0, report.details
    assert report.lost == report.doubled == report.different == report.unexplained == 0, report
    assert report.turn_messages_missing == report.stuck == report.integrity_problems == 0, report
