"""Every sentence a player reads about a refusal or a failure: the one place that turns error
codes (``engine.core.EngineError``, ``db.errors.StoreError``, :class:`cogs.kit.errors.Rejection`)
and their data into words, in the current language (:mod:`i18n`; the private answer speaks
the acting user's).

``explain(error, names=..., game=...)`` looks up the code in the game's own wording first
(``MESSAGES`` of ``cogs/<game>/text.py``: its own codes, and shared codes it words its own
way), then in :data:`MESSAGES` here; a code with no wording gets a generic sentence
that still names the code, so a missing entry is visible but never a crash. Each entry says
what is wrong and, where there is one, what would be right.

Adding wording (issues 8–10, 17): add entries to :data:`MESSAGES` — one line per code, keyed by
the code (a game's own codes go into its plug-in's ``text.py``, keyed the same way), each
calling :func:`i18n.t` with a key of ``cogs/kit/locales`` (``kit-error-…``). An entry is
a function of ``(data, names)`` where ``names`` gives the display name of a seat
(``names(2)`` → ``"Carol"``) so seats never reach players as numbers. Never put hidden
information into a sentence that is not sent privately to its owner: these texts answer only
the user who acted, ephemerally.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cogs.kit.registry import plugin_module
from db.errors import StoreError
from engine.core import EngineError
from engine.registry import all_games
from i18n import all_of, one_of, t

#: Gives the display name of a seat.
Names = Callable[[Any], str]
Wording = Callable[[Mapping[str, Any], Names], str]


def new_commands() -> str:
    """How to start a game of each registered kind: "`/tsuro new`, `/triominos new` or …"."""
    return one_of([f"`/{name} new`" for name in all_games()])


def seat_name(data: Mapping[str, Any], names: Names, key: str = "seat") -> str:
    return names(data.get(key))


def _in_game(data: Mapping[str, Any], key: str, here: str, **args: Any) -> str:
    """``key`` about game #n when the data names it, else ``here`` about "this game"."""
    if data.get("game_id") is not None:
        return t(key, game_id=str(data["game_id"]), **args)
    return t(here, **args)


MESSAGES: dict[str, Wording] = {
    # -- finding the game (cogs.kit.errors.Rejection) ---------------------------------------------
    "no_games": lambda d, n: t("kit-error-no-games", commands=new_commands()),
    "choose_game": lambda d, n: t("kit-error-choose-game", count=int(d["count"])),
    "no_lobbies": lambda d, n: t("kit-error-no-lobbies", commands=new_commands()),
    "choose_lobby": lambda d, n: t("kit-error-choose-lobby", count=int(d["count"])),
    "new_in_game_thread": lambda d, n: t(
        "kit-error-new-in-game-thread", title=d["title"], game_id=str(d["game_id"])
    ),
    "other_kind": lambda d, n: t(
        "kit-error-other-kind",
        game_id=str(d["game_id"]),
        title=d["title"],
        command=d["command"],
        wanted=d["wanted"],
    ),
    "unknown_game_id": lambda d, n: t("kit-error-unknown-game-id"),
    "other_server": lambda d, n: t("kit-error-other-server"),
    "no_such_game_type": lambda d, n: t(
        "kit-error-no-such-game-type",
        name=str(d["name"])[:40],
        games=all_of([f"`{game}`" for game in all_games()]),
    ),
    "no_channel": lambda d, n: t("kit-error-no-channel"),
    "check_failed": lambda d, n: t("kit-error-check-failed"),
    "outdated_command": lambda d, n: t("kit-error-outdated-command", command=d["command"]),
    "unknown_component": lambda d, n: t("kit-error-unknown-component"),
    "bad_choice": lambda d, n: t("kit-error-bad-choice"),
    "cannot_cancel": lambda d, n: t("kit-error-cannot-cancel"),
    "not_in_game": lambda d, n: _in_game(
        d, "kit-error-not-in-game", "kit-error-not-in-this-game", commands=new_commands()
    ),
    "no_hand_yet": lambda d, n: t("kit-error-no-hand-yet"),
    # -- the store (db.errors) ----------------------------------------------------------------
    "not_found": lambda d, n: _in_game(d, "kit-error-not-found", "kit-error-this-not-found"),
    "not_seated": lambda d, n: _in_game(d, "kit-error-not-seated", "kit-error-not-seated-here"),
    "not_creator": lambda d, n: t("kit-error-not-creator", commands=new_commands()),
    "creator_must_cancel": lambda d, n: t("kit-error-creator-must-cancel"),
    "lobby_full": lambda d, n: t("kit-error-lobby-full", max_seats=int(d["max_seats"])),
    # -- table manners (issue 28) ---------------------------------------------------------------
    "take_back_not_yours": lambda d, n: t("kit-error-take-back-not-yours"),
    "take_back_not_last": lambda d, n: t("kit-error-take-back-not-yours"),
    "take_back_not_allowed": lambda d, n: t("kit-error-take-back-not-allowed"),
    "take_back_asked": lambda d, n: t("kit-error-take-back-asked"),
    "take_back_not_asked": lambda d, n: t("kit-error-take-back-not-asked"),
    "take_back_refused": lambda d, n: t("kit-error-take-back-refused"),
    "take_back_late": lambda d, n: t("kit-error-take-back-late"),
    "take_back_unknown": lambda d, n: t("kit-error-take-back-gone"),
    "take_back_ask": lambda d, n: t("kit-error-take-back-ask"),
    "take_back_alone": lambda d, n: t("kit-error-take-back-alone"),
    # A log whose take-back does not return to its own history fails the integrity check.
    "take_back_state": lambda d, n: t("kit-error-game-damaged"),
    "rematch_not_over": lambda d, n: t("kit-error-rematch-not-over", game_id=str(d["game_id"])),
    "not_finished": lambda d, n: t("kit-error-rematch-not-over", game_id=str(d["game_id"])),
    "no_finished_games": lambda d, n: t("kit-error-no-finished-games", commands=new_commands()),
    "invite_mentions": lambda d, n: t("kit-error-invite-mentions"),
    "invite_not_seated": lambda d, n: t("kit-error-invite-not-seated"),
    "already_joined": lambda d, n: t("kit-error-already-joined"),
    "not_joined": lambda d, n: t("kit-error-not-joined"),
    # -- computer seats (issue 16) ------------------------------------------------------------
    "too_many_bots": lambda d, n: t(
        "kit-error-too-many-bots",
        seats=int(d["seats"]),
        most=int(d["seats"]) - 1,
        bots=int(d["bots"]),
    ),
    "no_computer_seat": lambda d, n: _in_game(
        d, "kit-error-no-computer-seat", "kit-error-no-computer-seat-here"
    ),
    "not_a_computer": lambda d, n: t("kit-error-not-a-computer", seat=str(d["seat"])),
    "unknown_level": lambda d, n: t("kit-error-unknown-level", level=f"`{d['level']}`"),
    "too_few_players": lambda d, n: t(
        "kit-error-too-few-players", minimum=int(d["minimum"]), players=int(d["players"])
    ),
    "colour_taken": lambda d, n: t("kit-error-colour-taken", colour=d["colour"]),
    "not_lobby": lambda d, n: t("kit-error-not-lobby", commands=new_commands()),
    "leave_started": lambda d, n: t("kit-error-leave-started", game_id=str(d["game_id"])),
    "not_started": lambda d, n: t("kit-error-not-started"),
    "game_over": lambda d, n: t("kit-error-game-over", commands=new_commands()),
    "game_changed": lambda d, n: t("kit-error-game-changed"),
    "game_damaged": lambda d, n: t("kit-error-game-damaged"),
    "busy": lambda d, n: t("kit-error-busy"),
    "too_long": lambda d, n: t(f"kit-error-too-long-{d['field']}", limit=int(d["limit"])),
    "guild_only": lambda d, n: t("kit-error-guild-only"),
    # -- asynchronous play (issue 10) ---------------------------------------------------------
    "manage_server_only": lambda d, n: t("kit-error-manage-server-only"),
    "web_off": lambda d, n: t("kit-error-web-off"),
    "unknown_setting": lambda d, n: t(
        "kit-error-unknown-setting", names=all_of([f"`{name}`" for name in d["names"]])
    ),
    "bad_setting_value": lambda d, n: t("kit-error-bad-setting-value", name=d["name"]),
    "bad_quiet_hours": lambda d, n: t("kit-error-bad-quiet-hours", given=d["given"]),
    "bad_timezone": lambda d, n: t("kit-error-bad-timezone", given=d["given"]),
    "away_quota": lambda d, n: t("kit-error-away-quota", days=int(d["days_left"])),
    # -- the engine, shared codes -------------------------------------------------------------
    "not_your_turn": lambda d, n: t(
        "kit-error-not-your-turn", player=seat_name(d, n, "turn" if "turn" in d else "active")
    ),
    "not_playing": lambda d, n: t("kit-error-not-playing"),
    "resigned": lambda d, n: t("kit-error-resigned"),
    "wrong_phase": lambda d, n: t("kit-error-wrong-phase"),
    "state_format": lambda d, n: t("kit-error-state-format"),
    "move_shape": lambda d, n: t("kit-error-move-shape"),
    "move_kind": lambda d, n: t("kit-error-move-kind", kind=str(d.get("kind"))),
    "unknown_kind": lambda d, n: t("kit-error-move-kind", kind=str(d.get("kind"))),
    "player_count": lambda d, n: t(
        "kit-error-player-count",
        minimum=int(d["minimum"]),
        maximum=int(d["maximum"]),
        players=int(d["players"]),
    ),
    "unknown_option": lambda d, n: t(
        "kit-error-unknown-option",
        names=all_of([f"`{name}`" for name in d["names"]]),
        known=all_of([f"`{name}`" for name in d["known"]]),
    ),
    "option_value": lambda d, n: t(
        "kit-error-option-value", name=d["name"], value=f"`{d['value']}`"
    ),
    "option_range": lambda d, n: t(
        "kit-error-option-range",
        name=d["name"],
        minimum=str(d["minimum"]),
        maximum=str(d["maximum"]),
        value=str(d["value"]),
    ),
    "option_choice": lambda d, n: t(
        "kit-error-option-choice",
        name=d["name"],
        choices=one_of([f"`{choice}`" for choice in d["choices"]]),
    ),
    "no_game_end": lambda d, n: t("kit-error-no-game-end"),
}


def explain(
    error: EngineError | StoreError | Exception,
    *,
    names: Sequence[str] | None = None,
    game: str | None = None,
) -> str:
    """The sentence for ``error`` (which has ``code`` and ``data``), for the user who acted."""
    code = getattr(error, "code", "unknown")
    data: Mapping[str, Any] = getattr(error, "data", {})
    wording = game_messages(game).get(code) if game else None
    wording = wording or MESSAGES.get(code)
    if wording is None:
        return t("kit-error-unknown", code=code)
    try:
        return wording(data, _namer(names))
    except (KeyError, TypeError, IndexError, ValueError):
        # Data of an unexpected shape must still give an answer, not an "interaction failed".
        return t("kit-error-unknown", code=code)


def game_messages(game: str) -> Mapping[str, Wording]:
    """Game ``game``'s own wording: ``MESSAGES`` of its plug-in's ``text`` module, if any."""
    try:
        module = importlib.import_module(f"{plugin_module(game)}.text")
    except ModuleNotFoundError:
        return {}
    return getattr(module, "MESSAGES", {})


def _namer(names: Sequence[str] | None) -> Names:
    def name(seat: Any) -> str:
        if names is not None and isinstance(seat, int) and 0 <= seat < len(names):
            return names[seat]
        return t("kit-another-player") if seat is None else t("kit-seat-number", seat=str(seat))

    return name
