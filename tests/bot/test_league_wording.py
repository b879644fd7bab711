"""League texts for a league of 64 (issue 29): every message fits Discord's 2,000 characters,
saying how many lines were left out, in each language."""

from __future__ import annotations

import pytest

import i18n
from cogs.league import wording
from db.league import RUNNING, Entrant, League, LeagueTable
from engine.league import swiss_round

PLAYERS = list(range(1, 65))


def big_league() -> League:
    entrants = tuple(Entrant(p, f"A rather long player name {p:03d}", False) for p in PLAYERS)
    first = swiss_round(PLAYERS, {}, [])
    second = swiss_round(PLAYERS, {p: int(p % 2) for p in PLAYERS}, first)
    tables = [
        LeagueTable(n, 1, n, table, 0, 100 + n, (0, 1)) for n, table in enumerate(first, 1)
    ] + [LeagueTable(100 + n, 2, n, table, 0, None, None) for n, table in enumerate(second, 1)]
    return League(
        id=7,
        guild_id=1,
        channel_id=2,
        creator_id=1,
        game="triominos",
        options={},
        format="swiss",
        rounds=5,
        seats=2,
        clock_hours=None,
        clock_action=None,
        computers=False,
        round_hours=0,
        status=RUNNING,
        round=2,
        round_ends_at=None,
        signup_message_id=None,
        language=None,
        due_at=None,
        entrants=entrants,
        tables=tuple(tables),
    )


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_text_of_a_league_of_64_fits_a_message(language: str) -> None:
    league = big_league()
    with i18n.speaking(language):
        texts = {
            "signup": wording.signup(league),
            "round": wording.round_announcement(league),
            "standings": wording.standings(league),
            "schedule": wording.schedule(league),
            "final": wording.final(league),
        }
        more = i18n.t("league-more", count=1).split("1")[0]
    for name, text in texts.items():
        assert len(text) <= 2000, (name, len(text))
    # Cut ones say so; the standings start with the leader.
    assert more in texts["standings"] and more in texts["schedule"]
    assert texts["standings"].splitlines()[1].startswith("1. ")
    assert "\N{FIRST PLACE MEDAL}" in texts["final"]
