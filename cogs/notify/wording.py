"""What players read about asynchronous play: direct messages, reminders, clock notes, lists.

Pure functions of store records and plain values (no Discord calls), so they are easy to test.
Every text is in the language of the current context (:mod:`i18n`): the caller speaks the
recipient's language around a direct message and the game's around a public text.
Nothing here is private beyond what its reader may see: a direct message goes only to its
player, and the public texts (reminders, clock notes) name players and hours, never a hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Literal

import i18n
from cogs.kit.text import new_commands
from db.quiet import QuietHours
from db.records import GameInfo, UserPreferencesInfo
from db.scheduler import ClockSettings
from i18n import t

#: Discord's message length limit.
LIMIT = 2000


def mode_meaning(mode: str) -> str:
    """What a notification mode (:data:`db.notify_modes.MODES`) does, in a few words."""
    return t("notify-mode-" + mode)


def clock_action(action: str) -> str:
    """What the turn clock does (``skip``, ``computer``, ``remove``), as a verb phrase."""
    return t("notify-clock-action-" + action)


def game_link(game: GameInfo) -> str:
    """A link to the game's newest turn message, or to its thread or channel."""
    guild = game.guild_id if game.guild_id is not None else "@me"
    channel = game.thread_id or game.channel_id
    url = f"https://discord.com/channels/{guild}/{channel}"
    return f"{url}/{game.turn_message_id}" if game.turn_message_id else url


def game_name(game: GameInfo) -> str:
    return f"{game.rules.title} #{game.id}"


def _where(server: str | None) -> str:
    return " " + t("notify-where", server=server) if server else ""


def turn_dm(game: GameInfo, server: str | None) -> str:
    return t("notify-turn-dm", game=game_name(game), where=_where(server), link=game_link(game))


def reminder_text(
    game: GameInfo,
    payload: Mapping[str, object],
    clock: ClockSettings,
    *,
    mention: str | None,
    server: str | None,
) -> str:
    text = t(
        "notify-reminder",
        number=int(str(payload["number"])),
        total=int(str(payload["of"])),
        game=game_name(game),
        where=_where(server),
        hours=int(str(payload["hours"])),
    )
    if mention:
        text = f"{mention} {text}"
    if clock.turn_clock_hours > 0:
        text += " " + t(
            "notify-reminder-clock",
            hours=clock.turn_clock_hours,
            action=clock_action(clock.clock_action),
        )
    if mention is None:
        text += f" {game_link(game)}"
    return text


def clock_note(payload: Mapping[str, object]) -> str:
    """The line on the turn message the clock's move posts."""
    return t(
        "notify-clock-note",
        name=str(payload["name"]),
        hours=int(str(payload["hours"])),
        done=str(payload["done"]),
    )


def digest_text(games: Sequence[GameInfo], servers: Mapping[int | None, str]) -> str:
    lines = [t("notify-digest", count=len(games))]
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
        return t("notify-mine-none", commands=new_commands())
    lines = [t("notify-mine-title", count=len(games))]
    for game in games:
        seat = game.seat_of(user_id)
        if game.status == "lobby":
            state = t("notify-mine-lobby", seated=len(game.seats), seats=game.max_seats)
        elif seat is not None and game.id in waited_hours:
            state = t("notify-mine-your-turn", hours=waited_hours[game.id])
        else:
            state = t("notify-mine-others")
        where = _where(servers.get(game.guild_id))
        lines.append(f"• [{game_name(game)}]({game_link(game)}){where} · {state}")
    return _fit(lines)


def settings_text(values: Mapping[str, object]) -> str:
    clock = int(str(values["turn_clock_hours"]))
    clock_text = (
        t("notify-settings-clock-never")
        if clock == 0
        else t(
            "notify-settings-clock-after",
            hours=clock,
            action=clock_action(str(values["clock_action"])),
        )
    )
    language = values.get("language")
    return "\n".join(
        [
            t("notify-settings-title"),
            t(
                "notify-settings-reminders",
                after=int(str(values["remind_after_hours"])),
                every=int(str(values["remind_every_hours"])),
                most=int(str(values["max_reminders"])),
            ),
            t("notify-settings-clock", clock=clock_text),
            t("notify-settings-language", language=i18n.NATIVE_NAMES[str(language)])
            if language in i18n.LANGUAGES
            else t("notify-settings-language-default"),
        ]
    )


def status_lines(clock: ClockSettings, away: Mapping[str, datetime]) -> list[str]:
    lines = []
    if clock.turn_clock_hours > 0:
        lines.append(
            t(
                "notify-status-clock",
                hours=clock.turn_clock_hours,
                action=clock_action(clock.clock_action),
            )
        )
    else:
        lines.append(t("notify-status-clock-off"))
    for name, until in away.items():
        # A Discord timestamp: each reader's client shows it in their language and zone.
        lines.append(t("notify-status-away", name=name, until=f"<t:{int(until.timestamp())}:f>"))
    return lines


def away_text(until: datetime | None, *, was_away: bool = True) -> str:
    if until is None and not was_away:
        return t("notify-away-not-away")
    if until is None:
        return t("notify-away-back")
    return t("notify-away-until", until=f"<t:{int(until.timestamp())}:f>")


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
    return t("notify-turn-mention", mention=mention, game=game_name(game), link=game_link(game))


def notify_text(preferences: UserPreferencesInfo, *, changed: bool) -> str:
    """``/game notify``'s answer: the mode and the quiet hours."""
    mode = preferences.notify
    text = t(
        "notify-notify-changed" if changed else "notify-notify-current",
        mode=t("notify-choice-mode-" + mode),
        meaning=mode_meaning(mode),
    )
    # The zone's IANA name is what the player types in `timezone`: shown as typed text.
    zone = f"`{preferences.timezone or 'UTC'}`"
    if preferences.quiet_start is not None and preferences.quiet_end is not None:
        text += "\n" + t(
            "notify-notify-quiet",
            start=f"{preferences.quiet_start:02d}:00",
            end=f"{preferences.quiet_end:02d}:00",
            zone=zone,
        )
    else:
        text += "\n" + t("notify-notify-no-quiet", zone=zone)
    return text


def _fit(lines: list[str]) -> str:
    """Lines up to Discord's limit, with how many were left out."""
    kept: list[str] = []
    for number, line in enumerate(lines):
        rest = len(lines) - number
        candidate = "\n".join([*kept, line])
        if len(candidate) > LIMIT - 30:
            return "\n".join([*kept, t("notify-more", count=rest)])
        kept.append(line)
    return "\n".join(kept)
