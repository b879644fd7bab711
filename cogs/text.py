"""Every sentence a player reads about a refusal or a failure: the one place that turns error
codes (``engine.core.EngineError``, ``db.errors.StoreError``, :class:`cogs.errors.Rejection`)
and their data into English.

``explain(error, names=..., game=...)`` looks up ``"<game>.<code>"`` first (a game's own
wording for a shared code), then ``"<code>"``; a code with no wording gets a generic sentence
that still names the code, so a missing entry is visible but never a crash. Each entry says
what is wrong and, where there is one, what would be right.

Adding wording (issues 8–10): add entries to :data:`MESSAGES` — one line per code, keyed by the
code (or ``"tsuro.<code>"`` when only one game words it differently). An entry is a function of
``(data, names)`` where ``names`` gives the display name of a seat (``names(2)`` → ``"Carol"``)
so seats never reach players as numbers. Never put hidden information into a sentence that is
not sent privately to its owner: these texts answer only the user who acted, ephemerally.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from db.errors import StoreError
from engine.core import EngineError

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


def _seat(data: Mapping[str, Any], names: Names, key: str = "seat") -> str:
    return names(data.get(key))


def _game_ref(data: Mapping[str, Any]) -> str:
    return f"game #{data['game_id']}" if data.get("game_id") is not None else "this game"


MESSAGES: dict[str, Wording] = {
    # -- finding the game (cogs.errors.Rejection) ---------------------------------------------
    "no_games": lambda d, n: (
        "You are not in any running game here. Start one with `/tsuro new`, `/triominos new` "
        "or `/tarnaris new`, or join one with `/game join`."
    ),
    "choose_game": lambda d, n: (
        f"You are in {d['count']} games here; pick one with the `game` option "
        "(start typing to see them), or run the command in the game's own thread if it has one."
    ),
    "no_lobbies": lambda d, n: (
        "There is no lobby to join here. Start a game with `/tsuro new`, `/triominos new` or "
        "`/tarnaris new`, or use `/game list` to see the games in this server."
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
    "no_such_game_type": lambda d, n: f"There is no game called `{d['name']}`.",
    "no_channel": lambda d, n: "Use this command in a server channel.",
    "check_failed": lambda d, n: "You don't have the permissions this command needs here.",
    "cannot_cancel": lambda d, n: (
        "Only the player who created this game, or a member with Manage Server, can cancel it."
    ),
    "not_in_game": lambda d, n: (
        f"You are not playing in {_game_ref(d)}, so its buttons and moves are not for you; "
        "you are welcome to watch. To play, join a game while it is a lobby (`/game join`), "
        "or start one with `/tsuro new`, `/triominos new` or `/tarnaris new`."
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
        "with `/tsuro new`, `/triominos new` or `/tarnaris new`."
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
    "too_few_players": lambda d, n: (
        f"The game needs at least {d['minimum']} players and has {d['players']}; "
        "wait for more to join."
    ),
    "colour_taken": lambda d, n: f"Someone else already plays {d['colour']}; pick another colour.",
    "not_lobby": lambda d, n: (
        "This game has already started (or ended), so its lobby is closed; "
        "start a new game with `/tsuro new`, `/triominos new` or `/tarnaris new`."
    ),
    "leave_started": lambda d, n: (
        f"Game #{d['game_id']} has started, so its lobby is closed. To leave it for good, use "
        "`/game resign` (the others play on)."
    ),
    "not_started": lambda d, n: (
        "This game has not started yet: the creator starts it once enough players joined."
    ),
    "game_over": lambda d, n: (
        "This game is over, so it takes no more moves. Start a new one with `/tsuro new`, "
        "`/triominos new` or `/tarnaris new`."
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
        f"It is not your turn: it is {_seat(d, n, 'turn' if 'turn' in d else 'active')}'s. "
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
    # -- the engine, one game's codes ---------------------------------------------------------
    "tsuro.suicide": lambda d, n: (
        f"Tile {d['tile']} turned {d['rotation']}° would "
        + (
            "knock your own marker out in a collision"
            if d.get("cause") == "collision"
            else "take your own marker off the board"
        )
        + ", and another placement is allowed (rule P4), for example tile "
        f"{d['safe_move']['tile']} at {d['safe_move']['rotation']}°; choose another tile or "
        "rotation (`/tsuro turn` previews them all)."
    ),
    "tsuro.tile": lambda d, n: f"Tiles are numbered {d['minimum']} to {d['maximum']}.",
    "tsuro.rotation": lambda d, n: "Turn a tile by 0, 90, 180 or 270 degrees.",
    "tsuro.not_playing": lambda d, n: "Your marker has left the board, so you can't move any more.",
    "tsuro.tile_not_in_hand": lambda d, n: (
        f"Tile {d['tile']} is not in your hand; `/game hand` shows your tiles."
    ),
    "tsuro.wrong_phase": lambda d, n: (
        "Start notches come first: pick yours with `/tsuro start` or the **Pick your start "
        "notch** button when you are mentioned; tiles are laid after that."
        if d["phase"] == "notch"
        else "Every marker already has its start notch; lay a tile with `/tsuro place` or the "
        "**Take your turn** button."
    ),
    "tsuro.notch_taken": lambda d, n: (
        f"Notch {d['notch']} is taken; the board shows the free notches' numbers."
    ),
    # Triominos (engine.triominos; Rejections of cogs.triominos)
    "triominos.tile_name": lambda d, n: (
        f"`{d['tile']}` is not a tile: write its three numbers (0–5) with dashes, like `1-2-3`; "
        "the `tile` suggestions list the tiles of your hand that fit."
    ),
    "triominos.tile_not_in_set": lambda d, n: (
        f"There is no tile {d['tile']} in the {d['set']}-tile set; `/game hand` shows your tiles."
    ),
    "triominos.not_in_hand": lambda d, n: (
        f"Tile {d['tile']} is not in your hand; `/game hand` shows your tiles, and the `tile` "
        "suggestions list the ones that fit."
    ),
    "triominos.cell_name": lambda d, n: (
        f"`{d['cell']}` is not a cell: name one as column,row like `2,-1`, or pick a spot from "
        "the `spot` suggestions."
    ),
    "triominos.rotation": lambda d, n: (
        f"That tile can lie only as rotation {', '.join(map(str, d['allowed']))}; "
        "pick one from the `rotation` suggestions."
    ),
    "triominos.first_cell": lambda d, n: (
        f"The first tile of a round goes on {d['expected']}, not {d['cell']}."
    ),
    "triominos.cell_taken": lambda d, n: (
        f"Cell {d['cell']} already holds a tile; pick a free spot from the `spot` suggestions."
    ),
    "triominos.point_only": lambda d, n: (
        f"On {d['cell']} the tile would touch the table only at a corner; it must share a whole "
        "side with a tile already laid (M1). The `spot` suggestions list the spots that fit."
    ),
    "triominos.not_adjacent": lambda d, n: (
        f"Cell {d['cell']} does not touch the table; a tile must share a whole side with one "
        "already laid (M1). The `spot` suggestions list the spots that fit."
    ),
    "triominos.mismatch": lambda d, n: (
        f"Laid like that on {d['cell']}, the tile's {d['have']} would meet a {d['need']} at a "
        "corner, and every touching corner must match (M2). Try another rotation or spot: the "
        "suggestions list only those that fit."
    ),
    "triominos.must_place_first": lambda d, n: (
        "The table is empty: lay the first tile on 0,0 (any tile fits); drawing comes later."
    ),
    "triominos.draw_limit": lambda d, n: (
        "You have drawn three tiles this turn, the most allowed: lay a tile, or pass (−10)."
    ),
    "triominos.pool_empty": lambda d, n: (
        "The pool is empty, so there is nothing to draw: lay a tile, or pass if none fits."
    ),
    "triominos.pass_not_allowed": lambda d, n: (
        "You can't pass yet: "
        + (
            "a tile of yours fits, so lay it or draw (−5); "
            if d.get("can_place")
            else "draw first (−5 a tile); "
        )
        + "passing is allowed after three draws, or when nothing fits and the pool is empty."
    ),
    "triominos.no_spot": lambda d, n: (
        f"{d['tile']} does not fit on {d['cell']}. It fits in {d['count']} spot(s): pick one "
        "from the `spot` suggestions, or press Take your turn to see them numbered."
        if d.get("count") and d.get("cell")
        else f"{d['tile']} fits nowhere on the table now; choose another tile, or draw."
    ),
    "triominos.spot_number": lambda d, n: (
        f"There is no spot {d['number']} for {d['tile']}: its spots are numbered 1 to "
        f"{d['count']} (press Take your turn and choose the tile to see them)."
        if d["count"]
        else f"{d['tile']} fits nowhere on the table now; choose another tile, or draw."
    ),
    "triominos.spot_name": lambda d, n: (
        f"`{d['spot']}` is not a spot: give a cell like `2,-1` (the `spot` suggestions list "
        "those that fit) or a spot number from the spots picture."
    ),
    "triominos.rotation_needed": lambda d, n: (
        f"{d['tile']} fits on {d['cell']} in {len(d['ways'])} ways; say which with `rotation`: "
        + "; ".join(d["ways"])
        + "."
    ),
    "triominos.rotation_text": lambda d, n: (
        f"`{d['rotation']}` is not a way {d['tile']} can lie: give 0, 1 or 2, or its numbers "
        "clockwise from the cell's first corner (like 2-3-1); the suggestions list those that fit."
    ),
    # Woods of Tarnaris (engine.tarnaris; Rejections of cogs.tarnaris)
    "tarnaris.bad_value": lambda d, n: (
        f"`{d['key']}` must be a number from {d['minimum']} to {d['maximum']} "
        f"(you gave {d['value']})."
    ),
    "tarnaris.bad_slots": lambda d, n: (
        "Give slot numbers 1–10 separated by commas, e.g. `3,7,2`"
        + (f" ({d['length']} different ones, lowest first)." if d.get("length") else ".")
    ),
    "tarnaris.wrong_phase": lambda d, n: (
        "Reveal your slot first (the slot buttons)."
        if d["phase"] == "reveal"
        else "Your reveals are done: lay the revealed cards, return them, or press Done."
    ),
    "tarnaris.nothing_to_reveal": lambda d, n: (
        f"Slot {d['slot']} has nothing to reveal (it is empty or was revealed this turn); "
        "pick another slot."
    ),
    "tarnaris.does_not_fit": lambda d, n: (
        "That card does not fit that pile: a card goes only on a pile whose top is one less. "
        "Use the Lay buttons, or return the card."
    ),
    "tarnaris.nothing_to_return": lambda d, n: "No revealed card is left to return.",
    "tarnaris.wrong_slot": lambda d, n: (
        f"That card can't go back to slot {d['slot']}: it returns to its own slot "
        "(in round 1, to either slot revealed this turn)."
    ),
    "tarnaris.claim_number": lambda d, n: (
        "A new pile starts only with a 1; to claim a higher card pick the pile it fits."
        if d.get("expected") == 1
        else f"That pile needs a {d['expected']} next; look at the newest table and claim again."
    ),
    "tarnaris.no_such_pile": lambda d, n: (
        f"There is no pile {d['pile']}; pick a pile from the table, or `new` for a 1."
    ),
    "tarnaris.empty_slot": lambda d, n: (
        f"Slot {d['slot']} of that field is empty (or has fewer cards than you named); "
        "pick a slot with cards."
        if d.get("slot")
        else "One of those slots is empty; pick slots with cards."
    ),
    "tarnaris.chain_too_long": lambda d, n: (
        f"A chain from {d['number']} can hold at most {11 - d['number']} cards (piles stop at 10)."
    ),
    "tarnaris.choice_pending": lambda d, n: (
        f"Everyone waits while {_seat(d, n)} makes a choice (special function or penalty); "
        "try again once it is made."
    ),
    "tarnaris.no_such_choice": lambda d, n: (
        "You have no such choice to make right now; the turn message says who chooses what."
    ),
    "tarnaris.cannot_give": lambda d, n: (
        f"{_seat(d, n, 'player')} can't give a penalty card (no cards in their field); "
        "pick another player."
    ),
    "tarnaris.bad_player": lambda d, n: "Pick another player who is still in the game.",
    "tarnaris.nothing_to_mix": lambda d, n: (
        f"{_seat(d, n, 'player')}'s field is empty; pick another player."
    ),
    "tarnaris.both_empty": lambda d, n: "Both slots are empty; swap a slot that holds cards.",
    "tarnaris.no_peek": lambda d, n: (
        "You have no peek to use: a peek comes with every 10 laid on a pile."
    ),
    "tarnaris.nothing_to_claim": lambda d, n: "Your field is empty: there is nothing to claim.",
    "tarnaris.tray_empty": lambda d, n: "No card was passed to you, so there is nothing to place.",
    "tarnaris.place_passed_first": lambda d, n: (
        "A card was passed to you: place it in one of your slots first "
        "(`/tarnaris place` or the Place button)."
    ),
    "tarnaris.not_a_player": lambda d, n: (
        f"{d['name']} is not playing in this game; pick one of its players."
    ),
    "tarnaris.not_your_choice": lambda d, n: (
        f"That choice is {_seat(d, n)}'s to make, not yours."
        if d.get("seat") is not None
        else "There is no choice waiting for you right now."
    ),
    "tarnaris.pile_option": lambda d, n: (
        f"`{d['value']}` is not a pile: give a pile number (1, 2, …) or `new` for a 1."
    ),
    "tarnaris.slot_or_slots": lambda d, n: (
        "Name the card to claim: `slot` for one card, or `slots` (e.g. `3,7,2`) for a chain "
        "— not both, not neither."
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
    wording = MESSAGES.get(f"{game}.{code}") if game else None
    wording = wording or MESSAGES.get(code)
    if wording is None:
        return f"That can't be done right now (`{code}`)."
    try:
        return wording(data, _namer(names))
    except (KeyError, TypeError, IndexError):
        # Data of an unexpected shape must still give an answer, not an "interaction failed".
        return f"That can't be done right now (`{code}`)."


def _namer(names: Sequence[str] | None) -> Names:
    def name(seat: Any) -> str:
        if names is not None and isinstance(seat, int) and 0 <= seat < len(names):
            return names[seat]
        return "another player" if seat is None else f"seat {seat}"

    return name
