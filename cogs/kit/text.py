"""Every sentence a player reads about a refusal or a failure: the one place that turns error
codes (``engine.core.EngineError``, ``db.errors.StoreError``, :class:`cogs.kit.errors.Rejection`)
and their data into English.

``explain(error, names=..., game=...)`` looks up the code in the game's own wording first
(``MESSAGES`` of ``cogs/<game>/text.py``: its own codes, and shared codes it words its own
way), then in :data:`MESSAGES` here; a code with no wording gets a generic sentence
that still names the code, so a missing entry is visible but never a crash. Each entry says
what is wrong and, where there is one, what would be right.

Adding wording (issues 8–10): add entries to :data:`MESSAGES` — one line per code, keyed by the
code (a game's own codes go into its plug-in's ``text.py``, keyed the same way). An entry is
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

#: Gives the display name of a seat.
Names = Callable[[Any], str]
Wording = Callable[[Mapping[str, Any], Names], str]

# -- fixed sentences ----------------------------------------------------------------------------
MOVED_ON = (
    "This game has moved on since that button was posted; use the buttons on the newest "
    "message of the game."
)
MOVED_ON_AT = "This game has moved on since that button was posted; the newest position: {url}"
APOLOGY = (
    "Sorry, something went wrong on my side. It has been logged as error `{error_id}`; "
    "mention that id if you report it."
)
LOBBY_CLOSED = "This lobby is closed."


def new_commands() -> str:
    """How to start a game of each registered kind: "`/tsuro new`, `/triominos new` or …"."""
    commands = [f"`/{name} new`" for name in all_games()]
    return ", ".join(commands[:-1]) + f" or {commands[-1]}" if len(commands) > 1 else commands[0]


def seat_name(data: Mapping[str, Any], names: Names, key: str = "seat") -> str:
    return names(data.get(key))


def _game_ref(data: Mapping[str, Any]) -> str:
    return f"game #{data['game_id']}" if data.get("game_id") is not None else "this game"


MESSAGES: dict[str, Wording] = {
    # -- finding the game (cogs.kit.errors.Rejection) ---------------------------------------------
    "no_games": lambda d, n: (
        f"You are not in any running game here. Start one with {new_commands()}, "
        "or join one with `/game join`."
    ),
    "choose_game": lambda d, n: (
        f"You are in {d['count']} games here; pick one with the `game` option "
        "(start typing to see them), or run the command in the game's own thread if it has one."
    ),
    "no_lobbies": lambda d, n: (
        f"There is no lobby to join here. Start a game with {new_commands()}, "
        "or use `/game list` to see the games in this server."
    ),
    "choose_lobby": lambda d, n: (
        f"There are {d['count']} lobbies you could join here; pick one with the `game` option "
        "(start typing to see them), or press **Join** on its lobby message."
    ),
    "new_in_game_thread": lambda d, n: (
        f"This thread belongs to {d['title']} game #{d['game_id']}, and commands used here act "
        "on it; start your new game in the channel above, where it gets a thread of its own."
    ),
    "other_kind": lambda d, n: (
        f"Game #{d['game_id']} is a {d['title']} game, so `/{d['command']}` commands cannot act "
        f"on it; use them in your {d['wanted']} game's thread, or pick it with "
        "the `game` option."
    ),
    "unknown_game_id": lambda d, n: (
        "I don't know that game. Pick one from the `game` option's suggestions, "
        "or use `/game list` to see the games in this server."
    ),
    "other_server": lambda d, n: "That game belongs to another server; pick one of this server's.",
    "no_such_game_type": lambda d, n: (
        f"There is no game called `{str(d['name'])[:40]}`; the games are {', '.join(all_games())}."
    ),
    "no_channel": lambda d, n: "Use this command in a server channel.",
    "check_failed": lambda d, n: "You don't have the permissions this command needs here.",
    "outdated_command": lambda d, n: (
        f"Your Discord app shows an older version of `/{d['command']}`. Reload Discord "
        "(Ctrl+R, or restart the app) to get the current commands, then try again."
    ),
    "unknown_component": lambda d, n: (
        "That button or menu is from an older version of the bot; use the buttons on the "
        "newest message of the game."
    ),
    "bad_choice": lambda d, n: (
        "That choice is not on this menu; pick one of the options it shows, or use the "
        "newest message of the game."
    ),
    "cannot_cancel": lambda d, n: (
        "Only the player who created this game, or a member with Manage Server, can cancel it."
    ),
    "not_in_game": lambda d, n: (
        f"You are not playing in {_game_ref(d)}, so its buttons and moves are not for you; "
        "you are welcome to watch. To play, join a game while it is a lobby (`/game join`), "
        f"or start one with {new_commands()}."
    ),
    "no_hand_yet": lambda d, n: "Hands are dealt when the game starts; wait for the creator.",
    # -- the store (db.errors) ----------------------------------------------------------------
    "not_found": lambda d, n: (
        f"{_game_ref(d).capitalize()} no longer exists. Use `/game list` to see the games here."
    ),
    "not_seated": lambda d, n: (
        f"You are not playing in {_game_ref(d)}. Join a game while it is a lobby "
        "(`/game join` or its Join button)."
    ),
    "not_creator": lambda d, n: (
        "Only the player who created this game can do that; ask them, or start your own "
        f"with {new_commands()}."
    ),
    "creator_must_cancel": lambda d, n: (
        "You created this game, so you can't leave it; cancel it with `/game cancel` instead."
    ),
    "lobby_full": lambda d, n: (
        f"This game is full ({d['max_seats']} seats). Start a new one, or wait for someone "
        "to leave."
    ),
    "already_joined": lambda d, n: (
        "You have already joined this game; wait for the creator to start it."
    ),
    "not_joined": lambda d, n: "You have not joined this game, so there is nothing to leave.",
    # -- computer seats (issue 16) ------------------------------------------------------------
    "too_many_bots": lambda d, n: (
        f"A game of {d['seats']} seats has room for {d['seats'] - 1} computers at most (one "
        f"seat is yours), not {d['bots']}; ask for fewer `bots` or more `seats`."
    ),
    "no_computer_seat": lambda d, n: (
        f"{_game_ref(d).capitalize()} has no computer player to remove; `/game addbot` adds one."
    ),
    "not_a_computer": lambda d, n: (
        f"Seat {d['seat']} is not a computer player; `/game status` lists the seats "
        "(a computer's has the robot mark)."
    ),
    "unknown_level": lambda d, n: (
        f"There is no computer level {d['level']!r}; pick easy, medium or hard."
    ),
    "too_few_players": lambda d, n: (
        f"The game needs at least {d['minimum']} players and has {d['players']}; "
        "wait for more to join."
    ),
    "colour_taken": lambda d, n: f"Someone else already plays {d['colour']}; pick another colour.",
    "not_lobby": lambda d, n: (
        "This game has already started (or ended), so its lobby is closed; "
        f"start a new game with {new_commands()}."
    ),
    "leave_started": lambda d, n: (
        f"Game #{d['game_id']} has started, so its lobby is closed. To leave it for good, use "
        "`/game resign` (the others play on)."
    ),
    "not_started": lambda d, n: (
        "This game has not started yet: the creator starts it once enough players joined."
    ),
    "game_over": lambda d, n: (
        f"This game is over, so it takes no more moves. Start a new one with {new_commands()}."
    ),
    "game_changed": lambda d, n: (
        "The game changed while you were acting (someone else moved first). "
        "Look at the newest position and try again."
    ),
    "game_damaged": lambda d, n: (
        "This game's saved position failed its consistency check, so it is paused. "
        "Please tell the server's moderators."
    ),
    "busy": lambda d, n: "The database is busy right now; please try again in a moment.",
    "too_long": lambda d, n: f"That {d['field']} is too long: at most {d['limit']} characters.",
    "guild_only": lambda d, n: "Games are started in a server's channel, not in a DM.",
    # -- asynchronous play (issue 10) ---------------------------------------------------------
    "manage_server_only": lambda d, n: (
        "Only members with Manage Server can change these settings; `/game settings` without "
        "options shows them."
    ),
    "unknown_setting": lambda d, n: f"There is no setting called {', '.join(d['names'])}.",
    "bad_setting_value": lambda d, n: (
        f"That value doesn't work for `{d['name']}`; the option's suggestions show what does."
    ),
    "bad_quiet_hours": lambda d, n: (
        f"`{d['given']}` is not a span of quiet hours: write two different hours from 0 to 23 "
        "joined by a dash, like `22-08` (from 22:00 to 08:00), or `off` to end them."
    ),
    "bad_timezone": lambda d, n: (
        f"I don't know the time zone `{d['given']}`; pick one from the `timezone` option's "
        "suggestions, like `Europe/Paris` or `America/New_York`."
    ),
    "away_quota": lambda d, n: (
        f"That is more away time than is left this month ({d['days_left']} days); "
        "choose a shorter absence."
    ),
    # -- the engine, shared codes -------------------------------------------------------------
    "not_your_turn": lambda d, n: (
        f"It is not your turn: it is {seat_name(d, n, 'turn' if 'turn' in d else 'active')}'s. "
        "You will be mentioned when it is yours."
    ),
    "not_playing": lambda d, n: "You are out of this game, so you can't move any more.",
    "resigned": lambda d, n: "You have resigned from this game, so you can't move any more.",
    "wrong_phase": lambda d, n: f"That move does not fit the game's current phase ({d['phase']}).",
    "state_format": lambda d, n: (
        "This game was saved by a different version of the bot and can't be read now; "
        "please tell the server's moderators."
    ),
    "move_shape": lambda d, n: "That move is not something this game understands.",
    "move_kind": lambda d, n: f"This game has no move called `{d.get('kind')}`.",
    "unknown_kind": lambda d, n: f"This game has no move called `{d.get('kind')}`.",
    "player_count": lambda d, n: (
        f"This game is for {d['minimum']} to {d['maximum']} players, not {d['players']}."
    ),
    "unknown_option": lambda d, n: (
        f"Unknown option(s): {', '.join(d['names'])}. Known: {', '.join(d['known'])}."
    ),
    "option_value": lambda d, n: f"`{d['name']}` can't be {d['value']!r}.",
    "option_range": lambda d, n: (
        f"`{d['name']}` must be between {d['minimum']} and {d['maximum']} (you gave {d['value']})."
    ),
    "option_choice": lambda d, n: (
        f"`{d['name']}` must be one of {', '.join(map(str, d['choices']))}."
    ),
    "no_game_end": lambda d, n: (
        "With no target score and no round limit the game would never end; set one of them."
    ),
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
        return f"That can't be done right now (`{code}`)."
    try:
        return wording(data, _namer(names))
    except (KeyError, TypeError, IndexError):
        # Data of an unexpected shape must still give an answer, not an "interaction failed".
        return f"That can't be done right now (`{code}`)."


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
        return "another player" if seat is None else f"seat {seat}"

    return name
