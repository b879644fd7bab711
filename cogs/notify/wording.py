"""What players read about asynchronous play: direct messages, reminders, clock notes, lists.

Pure functions of store records and plain values (no Discord calls), so they are easy to test.
Nothing here is private beyond what its reader may see: a direct message goes only to its
player, and the public texts (reminders, clock notes) name players and hours, never a hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Literal

from cogs.kit.text import new_commands
from db.quiet import QuietHours
from db.records import GameInfo, UserPreferencesInfo
from db.scheduler import ClockSettings

#: Discord's message length limit.
LIMIT = 2000
MODES: Mapping[str, str] = {
    "mention": "you are mentioned in the game's thread when it is your turn, and reminded there",
    "dm": "you get a direct message with a link when it is your turn, and reminders by direct "
    "message; no mentions",
    "both": "you are mentioned in the thread and get a direct message when it is your turn; "
    "reminders come by direct message",
    "off": "no mentions, no direct messages and no reminders: check `/game mine` yourself",
    "digest": "one direct message a day listing the games waiting on you; no mentions and no "
    "reminders",
}
CLOCK_ACTIONS: Mapping[str, str] = {
    "skip": "skip the turn",
    "computer": "let the computer play the turn",
    "remove": "remove the player from the game",
}


def game_link(game: GameInfo) -> str:
    """A link to the game's newest turn message, or to its thread or channel."""
    guild = game.guild_id if game.guild_id is not None else "@me"
    channel = game.thread_id or game.channel_id
    url = f"https://discord.com/channels/{guild}/{channel}"
    return f"{url}/{game.turn_message_id}" if game.turn_message_id else url


def game_name(game: GameInfo) -> str:
    return f"{game.rules.title} #{game.id}"


def _where(server: str | None) -> str:
    return f" on **{server}**" if server else ""


def turn_dm(game: GameInfo, server: str | None) -> str:
    return f"It's your turn in **{game_name(game)}**{_where(server)}: {game_link(game)}"


def reminder_text(
    game: GameInfo,
    payload: Mapping[str, object],
    clock: ClockSettings,
    *,
    mention: str | None,
    server: str | None,
) -> str:
    hours, number, total = payload["hours"], payload["number"], payload["of"]
    who = f"{mention} " if mention else ""
    text = (
        f"{who}Reminder {number} of {total}: **{game_name(game)}**{_where(server)} has been "
        f"waiting on you for {hours} hours."
    )
    if clock.turn_clock_hours > 0:
        text += (
            f" After {clock.turn_clock_hours} hours the turn clock will "
            f"{CLOCK_ACTIONS[clock.clock_action]}."
        )
    if mention is None:
        text += f" {game_link(game)}"
    return text


def clock_note(payload: Mapping[str, object]) -> str:
    """The line on the turn message the clock's move posts."""
    name, hours, done = payload["name"], payload["hours"], payload["done"]
    waited = f"⏰ {name}'s turn waited {hours} hours, so the turn clock"
    if done == "removed":
        return f"{waited} removed {name} from the game."
    if done == "computer":
        return f"{waited} let the computer play it."
    return f"{waited} skipped it."


def digest_text(games: Sequence[GameInfo], servers: Mapping[int | None, str]) -> str:
    lines = [f"**Your daily digest**: {len(games)} game(s) waiting on you."]
    for game in games:
        lines.append(f"• {game_name(game)}{_where(servers.get(game.guild_id))}: {game_link(game)}")
    return _fit(lines)


def mine_text(
    games: Sequence[GameInfo],
    user_id: int,
    servers: Mapping[int | None, str],
    waited_hours: Mapping[int, int],
) -> str:
    """``/game mine``: the user's games, those waiting on them first (the store's order)."""
    if not games:
        return (
            f"You are not in any running game. Start one with {new_commands()} in a server, "
            "or join one with `/game join`."
        )
    lines = [f"**Your games** ({len(games)}):"]
    for game in games:
        seat = game.seat_of(user_id)
        if game.status == "lobby":
            state = f"lobby {len(game.seats)}/{game.max_seats}"
        elif seat is not None and game.id in waited_hours:
            state = f"**your turn** (waiting {waited_hours[game.id]} h)"
        else:
            state = "waiting on others"
        where = _where(servers.get(game.guild_id))
        lines.append(f"• [{game_name(game)}]({game_link(game)}){where} · {state}")
    return _fit(lines)


def settings_text(values: Mapping[str, object]) -> str:
    clock = values["turn_clock_hours"]
    clock_text = (
        "never"
        if clock == 0
        else f"after {clock} hours: {CLOCK_ACTIONS[str(values['clock_action'])]}"
    )
    return "\n".join(
        [
            "**Asynchronous play in this server**",
            f"Reminders: after {values['remind_after_hours']} hours waiting, then every "
            f"{values['remind_every_hours']} hours, at most {values['max_reminders']} a turn.",
            f"Turn clock: {clock_text}. A game may set its own at `new`.",
        ]
    )


def status_lines(clock: ClockSettings, away: Mapping[str, datetime]) -> list[str]:
    lines = []
    if clock.turn_clock_hours > 0:
        lines.append(
            f"Turn clock: after {clock.turn_clock_hours} hours, "
            f"{CLOCK_ACTIONS[clock.clock_action]}."
        )
    else:
        lines.append("Turn clock: off.")
    for name, until in away.items():
        lines.append(f"Away: {name} until <t:{int(until.timestamp())}:f>.")
    return lines


def away_text(until: datetime | None, *, was_away: bool = True) -> str:
    if until is None and not was_away:
        return (
            "You were not away, so nothing changed. `/game away days:<1-14>` pauses reminders "
            "and the turn clock for your turns."
        )
    if until is None:
        return "Welcome back: reminders and the turn clock count your turns again."
    return (
        f"You are away until <t:{int(until.timestamp())}:f>: no reminders, and the turn clock "
        "leaves your turns alone until then (the time away does not count as waiting). "
        "Games show you as away. `/game away days:0` when you are back early."
    )


#: Quiet hours offered as suggestions (any ``HH-HH`` is accepted).
QUIET_SUGGESTIONS = ("22-08", "23-07", "21-07", "0-08", "22-06", "off")


def parse_quiet(text: str) -> tuple[int, int] | Literal[False] | None:
    """``"22-08"`` → ``(22, 8)``; ``"off"`` → ``None``; anything else → ``False``."""
    cleaned = text.strip().lower()
    if cleaned in ("off", "none"):
        return None
    start, dash, end = cleaned.partition("-")
    if not dash or not start.strip().isdigit() or not end.strip().isdigit():
        return False
    hours = int(start), int(end)
    if not all(0 <= h <= 23 for h in hours) or hours[0] == hours[1]:
        return False
    return hours


def quiet_choices(current: str) -> list[str]:
    """Suggestions for the ``quiet`` option: what was typed (if it parses), then the usual."""
    typed = current.strip()
    first = [typed] if typed and parse_quiet(typed) is not False else []
    return [*first, *(c for c in QUIET_SUGGESTIONS if c != typed)]


def quiet_now(preferences: UserPreferencesInfo, now: datetime) -> bool:
    """Whether ``now`` falls in the player's quiet hours."""
    quiet = QuietHours.of(preferences.quiet_start, preferences.quiet_end, preferences.timezone)
    return quiet is not None and quiet.until(now) is not None


def turn_mention(game: GameInfo, mention: str) -> str:
    """The mention a turn message left out during the player's quiet hours."""
    return f"{mention}: it's your turn in **{game_name(game)}**: {game_link(game)}"


def notify_text(preferences: UserPreferencesInfo, *, changed: bool) -> str:
    """``/game notify``'s answer: the mode and the quiet hours."""
    mode = preferences.notify
    lead = "Notifications set to" if changed else "Your notifications:"
    text = f"{lead} **{mode}**: {MODES[mode]}."
    zone = preferences.timezone or "UTC"
    if preferences.quiet_start is not None and preferences.quiet_end is not None:
        text += (
            f"\nQuiet hours: **{preferences.quiet_start:02d}:00–{preferences.quiet_end:02d}:00** "
            f"({zone}): no mentions, direct messages or reminders then; what falls due waits "
            "until they end, and they do not count as waiting for the turn clock."
        )
    else:
        text += f"\nNo quiet hours (time zone: {zone})."
    return text


def _fit(lines: list[str]) -> str:
    """Lines up to Discord's limit, with how many were left out."""
    kept: list[str] = []
    for number, line in enumerate(lines):
        rest = len(lines) - number
        candidate = "\n".join([*kept, line])
        if len(candidate) > LIMIT - 30:
            return "\n".join([*kept, f"… and {rest} more"])
        kept.append(line)
    return "\n".join(kept)
