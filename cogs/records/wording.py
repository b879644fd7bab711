"""What the records commands say: every sentence of :mod:`cogs.records` in one place, in the
language of the current context (:mod:`i18n`)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from babel.dates import format_date

import i18n
from db.ratings import Standing
from db.records import GameInfo
from db.stats import PlayerStats, won
from i18n import t
from render.replay import describe

#: History lines a page shows.
PAGE_SIZE = 5


def leaderboard_title(title: str, period: str) -> str:
    """The picture's title; ``period`` is a ``/game leaderboard`` period (``all``, …)."""
    return t("records-leaderboard-title", game=title, period=t("records-period-" + period))


def thread_link(game: GameInfo) -> str:
    guild = game.guild_id if game.guild_id is not None else "@me"
    return f"https://discord.com/channels/{guild}/{game.thread_id or game.channel_id}"


def result_word(game: GameInfo, user_id: int) -> str:
    if not won(game, user_id):
        return t("records-result-lost")
    assert game.outcome is not None
    return t("records-result-shared" if len(game.outcome.winners) > 1 else "records-result-won")


def day(when: datetime | None) -> str:
    """A date as the language writes it (``Dec 1, 2026``, ``1 déc. 2026``)."""
    return format_date(when, format="medium", locale=i18n.current()) if when else "?"


def history_text(
    who: str, user_id: int, games: Sequence[GameInfo], titles: dict[str, str], page: int, total: int
) -> str:
    pages = max(1, -(-total // PAGE_SIZE))
    lines = [t("records-history-title", who=who, page=page + 1, pages=pages)]
    for game in games:
        lines.append(
            t(
                "records-history-line",
                id=str(game.id),
                game=titles[game.game],
                result=result_word(game, user_id),
                players=len(game.seats),
                day=day(game.finished_at),
                link=thread_link(game),
            )
        )
    return "\n".join(lines)


def duration(seconds: float) -> str:
    minutes = round(seconds / 60)
    if minutes < 60:
        return t("records-duration-minutes", minutes=minutes)
    hours, minutes = divmod(minutes, 60)
    if hours < 48:
        return t("records-duration-hours", hours=hours, minutes=f"{minutes:02d}")
    return t("records-duration-days", days=hours // 24, hours=hours % 24)


def rating(value: float) -> str:
    """A rating with one decimal, the language's decimal sign, never grouped."""
    return i18n.decimal(value)


def stats_text(
    who: str,
    user_id: int,
    stats: PlayerStats,
    ratings: dict[str, Standing],
    titles: dict[str, str],
    *,
    own: bool,
) -> str:
    """``own``: the user asks about themselves (only then the favourite opening, which may
    name what was hidden when it was played)."""
    lines = [t("records-stats-title", who=who)]
    for record in stats.records:
        standing = ratings.get(record.game)
        shown = (
            " · " + t("records-stats-rating", rating=rating(standing.rating))
            if standing is not None
            else ""
        )
        counts = t("records-stats-game", games=record.games, wins=record.wins)
        lines.append(f"{titles[record.game]}: {counts}{shown}")
    recent = ", ".join(
        f"#{r.game.id} {titles[r.game.game]} {result_word(r.game, user_id)}" for r in stats.recent
    )
    lines.append(t("records-stats-recent", games=recent))
    lines.append(t("records-stats-streak", count=stats.best_streak))
    if stats.median_seconds_to_move is not None:
        lines.append(t("records-stats-median", time=duration(stats.median_seconds_to_move)))
    if own and stats.favourite_opening is not None:
        # The move as the replays word it ("starts at notch 12"), never the engine's JSON.
        move = {k: v for k, v in stats.favourite_opening.items() if k != "format"}
        opening = describe(stats.opening_game or "", move, [])
        lines.append(
            t(
                "records-stats-opening",
                game=titles[stats.opening_game or ""],
                opening=opening,
                count=stats.opening_games,
            )
        )
    return "\n".join(lines)[:2000]
