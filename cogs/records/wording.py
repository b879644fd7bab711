"""What the records commands say: every sentence of :mod:`cogs.records` in one place."""

from __future__ import annotations

import json
from collections.abc import Sequence

from db.ratings import Standing
from db.records import GameInfo
from db.stats import PlayerStats, won

#: ``/game leaderboard``'s ``period`` choices, as shown in the picture's title.
PERIOD_TITLES = {"all": "all time", "month": "last 30 days", "week": "last 7 days"}
#: History lines a page shows.
PAGE_SIZE = 5

NOT_HERE = "Game #{game_id} is not a game of this server."
NOT_FINISHED = "Game #{game_id} has not finished yet: a replay is made once a game is over."
NO_REPLAY = "There is no replay of game #{game_id} (its game has none, or it would be too large)."
NOT_STARTED = "Game #{game_id} has not started yet: there is nothing to export."
NO_HISTORY = "{who} finished no game here yet."
NO_STATS = "{who} finished no game here yet."
NOT_MANAGER = "Only members with Manage Server (or the server's manager role) may do this."
FOLLOWING = (
    "You follow game #{game_id}: its turn messages reach you as direct messages until it ends "
    "(`/game unfollow` to stop)."
)
FOLLOWING_ALREADY = "You already follow game #{game_id}."
FOLLOW_OWN = "You play in game #{game_id}: its turn messages reach you already."
FOLLOW_OVER = "Game #{game_id} is over: `/game replay` shows how it went."
UNFOLLOWED = "You no longer follow game #{game_id}."
NOT_FOLLOWING = "You do not follow game #{game_id}."
RECOMPUTED = "Ratings recomputed from {games} finished games{of}."
NEEDS_SERVER = "This works in a server only."
EXPORTED_FINISHED = (
    "Game #{game_id}, the whole record (options, seed, seats, moves): it imports back and "
    "replays to the same final position."
)
EXPORTED_RUNNING = (
    "Game #{game_id} is still running: this is what everybody sees of it (options, seats, the "
    "public position), without the seed or anybody's hand."
)


def leaderboard_title(title: str, period: str) -> str:
    return f"{title} leaderboard - {PERIOD_TITLES[period]}"


def thread_link(game: GameInfo) -> str:
    guild = game.guild_id if game.guild_id is not None else "@me"
    return f"https://discord.com/channels/{guild}/{game.thread_id or game.channel_id}"


def result_word(game: GameInfo, user_id: int) -> str:
    if not won(game, user_id):
        return "lost"
    assert game.outcome is not None
    return "shared win" if len(game.outcome.winners) > 1 else "won"


def history_text(
    who: str, user_id: int, games: Sequence[GameInfo], titles: dict[str, str], page: int, total: int
) -> str:
    pages = max(1, -(-total // PAGE_SIZE))
    lines = [f"**Finished games of {who}** (page {page + 1} of {pages}, newest first)"]
    for game in games:
        day = game.finished_at.strftime("%Y-%m-%d") if game.finished_at else "?"
        lines.append(
            f"#{game.id} {titles[game.game]} · {result_word(game, user_id)} · "
            f"{len(game.seats)} players · {day} · {thread_link(game)}"
        )
    return "\n".join(lines)


def duration(seconds: float) -> str:
    minutes = round(seconds / 60)
    if minutes < 60:
        return f"{minutes} min"
    hours, minutes = divmod(minutes, 60)
    if hours < 48:
        return f"{hours} h {minutes:02d} min"
    return f"{hours // 24} days {hours % 24} h"


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
    lines = [f"**Records of {who}**"]
    for record in stats.records:
        rating = ratings.get(record.game)
        shown = f" · rating {rating.rating:.1f}" if rating is not None else ""
        lines.append(f"{titles[record.game]}: {record.games} games, {record.wins} wins{shown}")
    recent = ", ".join(
        f"#{r.game.id} {titles[r.game.game]} {result_word(r.game, user_id)}" for r in stats.recent
    )
    lines.append(f"Recent: {recent}")
    lines.append(f"Best winning streak: {stats.best_streak}")
    if stats.median_seconds_to_move is not None:
        lines.append(f"Median time to move: {duration(stats.median_seconds_to_move)}")
    if own and stats.favourite_opening is not None:
        opening = json.dumps({k: v for k, v in stats.favourite_opening.items() if k != "format"})
        title = titles[stats.opening_game or ""]
        lines.append(f"Favourite opening ({title}): `{opening}` ({stats.opening_games} games)")
    return "\n".join(lines)[:2000]
