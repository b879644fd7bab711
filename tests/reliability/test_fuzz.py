"""The fuzzing proof's short form (issue 19, "Fuzzing"): 400 interactions, well under 2 minutes.

The long form is ``python -m tests.reliability.fuzz --interactions 10000`` (see the README).
Both are deterministic unless given ``--seed``: hypothesis derandomises the plans.
"""

from __future__ import annotations

from tests.reliability.fuzz import fuzz_run


def test_four_hundred_interactions_are_all_answered_and_none_unhandled() -> None:
    report = fuzz_run(400)
    print(report.summary(), report)
    assert report.interactions == 400 and report.malformed > 50
    assert report.unanswered == report.unhandled == report.changed == 0, report.details[:5]
    assert report.slowest_answer < 3.0
