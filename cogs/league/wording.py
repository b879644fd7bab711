"""The league's texts: sign-up, rounds, standings, schedule (in the current language)."""

from __future__ import annotations

from fractions import Fraction

import i18n
from cogs.kit.adapter import adapter_for
from db.league import SIGNUP, League, LeagueTable
from i18n import t
from render.league import StandingLine

#: Lines of the standings shown (a league holds at most 64).
MAX_LINES = 64
#: Characters a message may hold (Discord: 2,000), less room for a line the caller adds.
MESSAGE_LIMIT = 1900


def fit(lines: list[str], *, keep: int = 1) -> str:
    """``lines`` joined, cut to :data:`MESSAGE_LIMIT` (a league of 64 has long ones): the
    first ``keep`` always, then as many as fit, then how many were left out."""
    text = "\n".join(lines)
    if len(text) <= MESSAGE_LIMIT:
        return text
    shown = lines[:keep]
    used = sum(len(line) + 1 for line in shown)
    for index, line in enumerate(lines[keep:], keep):
        more = t("league-more", count=len(lines) - index)
        if used + len(line) + 1 + len(more) > MESSAGE_LIMIT:
            return "\n".join([*shown, more])
        shown.append(line)
        used += len(line) + 1
    return "\n".join(shown)


def number(value: Fraction | int) -> str:
    """``2``, ``2.5`` (``2,5`` where the language writes a decimal comma), ``1.33``."""
    text = f"{float(value):.2f}".rstrip("0").rstrip(".")
    return text if i18n.current() == i18n.DEFAULT else text.replace(".", ",")


def format_name(fmt: str) -> str:
    return t("league-format-" + fmt)


def signup(league: League) -> str:
    """The sign-up message: what the league is, who is in, when it starts."""
    lines = [
        t(
            "league-signup",
            league=str(league.id),
            title=adapter_for(league.game).title,
            format=format_name(league.format),
            seats=league.seats,
        )
    ]
    if league.format == "swiss":
        lines.append(t("league-signup-rounds", rounds=league.rounds))
    if league.status != SIGNUP:
        lines.append(t("league-signup-closed"))
    elif league.due_at is not None:
        lines.append(t("league-signup-deadline", when=f"<t:{int(league.due_at.timestamp())}:R>"))
    else:
        lines.append(t("league-signup-manual"))
    if not league.entrants:
        lines.append(t("league-signup-nobody"))
        return "\n".join(lines)
    # As many names as fit (64 long ones do not); the count says how many there are.
    room = MESSAGE_LIMIT - sum(len(line) + 1 for line in lines) - 40
    names: list[str] = []
    for entrant in league.entrants:
        if sum(len(n) + 2 for n in names) + len(entrant.name) > room:
            names.append("…")
            break
        names.append(entrant.name)
    lines.append(t("league-signup-entrants", count=len(league.entrants), names=", ".join(names)))
    return "\n".join(lines)


def players(league: League, table: LeagueTable) -> str:
    names = [league.name_of(p) for p in table.players]
    names += [t("league-computer")] * table.computers
    return ", ".join(names)


def round_announcement(league: League) -> str:
    """The round's pairings, by name (each table's own message mentions its players)."""
    lines = [t("league-round", league=str(league.id), round=league.round, rounds=league.rounds)]
    for table in league.round_tables():
        if table.bye:
            lines.append(t("league-bye", player=league.name_of(table.players[0])))
        else:
            lines.append(t("league-table", number=table.number, players=players(league, table)))
    return fit(lines)


def standings(league: League) -> str:
    """The standings as text: points, games and the format's tie-breaks."""
    done = league.round if league.status != "running" else league.round - 1
    lines = [t("league-standings-title", league=str(league.id), round=max(done, 0))]
    for place, line in enumerate(league.standings()[:MAX_LINES], 1):
        first, second = line.tiebreaks
        key = "league-standings-line-" + ("swiss" if league.format == "swiss" else "roundrobin")
        text = t(
            key,
            place=place,
            name=league.name_of(line.player),
            points=number(line.points),
            games=line.games,
            first=number(first),
            second=number(second),
        )
        lines.append(text + (" " + t("league-standings-withdrawn") if line.withdrawn else ""))
    return fit(lines)


def standings_title(league: League) -> str:
    done = league.round if league.status != "running" else league.round - 1
    return t("league-standings-picture", league=str(league.id), round=max(done, 0))


def standings_lines(league: League) -> list[StandingLine]:
    """The standings as the picture shows them (numbers written in the reader's way)."""
    return [
        StandingLine(
            place,
            league.name_of(line.player),
            number(line.points),
            line.games,
            number(line.tiebreaks[0]),
            number(line.tiebreaks[1]),
            line.withdrawn,
        )
        for place, line in enumerate(league.standings()[:MAX_LINES], 1)
    ]


def schedule(league: League) -> str:
    """Every round so far, the newest first: its tables, their games and results."""
    lines = [t("league-schedule-title", league=str(league.id), rounds=league.rounds)]
    for number_ in range(league.round, 0, -1):
        lines.append(t("league-schedule-round", round=number_))
        for table in league.round_tables(number_):
            if table.bye:
                lines.append(t("league-bye", player=league.name_of(table.players[0])))
                continue
            text = t("league-table", number=table.number, players=players(league, table))
            if table.game_id is not None:
                text += " · " + t("league-schedule-game", game_id=str(table.game_id))
            if table.places is not None:
                text += " · " + result(league, table, table.places)
            lines.append(text)
    return fit(lines)


def result(league: League, table: LeagueTable, places: tuple[int, ...]) -> str:
    """Who won the table, or that it counted as level (a draw, or its deadline came)."""
    if len(set(places)) == 1:
        return t("league-schedule-level")
    # Computer seats' places follow the players': zip stops at the players.
    placed = zip(table.players, places, strict=False)
    winners = [league.name_of(p) for p, k in placed if k == 0]
    if not winners:
        return t("league-schedule-computer-won")
    return t("league-schedule-won", names=", ".join(winners))


def podium(league: League) -> str:
    top = league.standings()[:3]
    medals = ("\N{FIRST PLACE MEDAL}", "\N{SECOND PLACE MEDAL}", "\N{THIRD PLACE MEDAL}")
    named = [f"{medal} {league.name_of(s.player)}" for medal, s in zip(medals, top, strict=False)]
    return t("league-final", league=str(league.id), podium=" ".join(named))


def final(league: League) -> str:
    """The last announcement: the podium, then the standings (cut to one message)."""
    return fit([podium(league), "", *standings(league).splitlines()], keep=3)
