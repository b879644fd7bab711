"""Helpers for the Woods of Tarnaris bot tests: an all-knowing planner (it reads the true state
from the bot's database, so games end fast), positions found by playing it from a seed, and
the moves turned into typed commands or button clicks through the stand-in."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from typing import Any

from PIL import Image

from db.records import GameInfo
from engine.tarnaris import TARNARIS, TarnarisState
from engine.tarnaris.state import number
from render.tarnaris import table_png
from tests.standin.world import Channel, Message, User

Move = dict[str, Any]


def fitting_claim(st: TarnarisState, seat: int) -> Move | None:
    """A claim of a top card of ``seat`` that fits (the planner knows every card)."""
    tops = {number(pile[-1]): p for p, pile in enumerate(st.piles)}
    for i, slot in enumerate(st.fields[seat]):
        if not slot:
            continue
        value = number(slot[-1])
        if value == 1:
            return {"kind": "claim", "slot": i + 1, "pile": "new", "number": 1}
        if value - 1 in tops:
            return {"kind": "claim", "slot": i + 1, "pile": tops[value - 1] + 1, "number": value}
    return None


def wrong_claim(st: TarnarisState) -> tuple[int, int, int] | None:
    """A seat that is not active, with a top card that does not fit an open pile, and two
    others who could give it a penalty card."""
    if st.pending is not None or any(st.trays) or st.chain is not None or not st.piles:
        return None
    for seat in range(st.players):
        if seat == st.active:
            continue
        givers = [p for p in range(st.players) if p != seat and any(st.fields[p])]
        if len(givers) < 2:
            continue
        for p, pile in enumerate(st.piles):
            top = number(pile[-1])
            if top == 10:
                continue
            for i, slot in enumerate(st.fields[seat]):
                if slot and number(slot[-1]) != top + 1:
                    return seat, i + 1, p + 1
    return None


def plan(st: TarnarisState) -> tuple[int, Move]:
    """The next (seat, move): a pending choice, a passed card, a fitting claim, else the turn
    (reveal the slot holding a card that fits, lay what fits, done)."""
    if st.pending is not None:
        seat = st.pending["seat"]
        moves = [m for m in TARNARIS.legal_moves(st, seat) if m["kind"] != "skip"]
        return seat, moves[0]
    for seat in range(st.players):
        if st.trays[seat]:
            return seat, {"kind": "place_passed", "slot": 1}
    seat = st.active
    moves = TARNARIS.legal_moves(st, seat)
    tops = {number(p[-1]) for p in st.piles}
    reveals = [m for m in moves if m["kind"] == "reveal"]

    def fits(move: Move) -> bool:
        cards = st.fields[seat][move["slot"] - 1]
        return any(number(c) == 1 or number(c) - 1 in tops for c in cards)

    # Claims only now and then (and when the turn would lay nothing), so turns get played too.
    if st.ply % 3 == 0 or (reveals and not any(map(fits, reveals))):
        for claimer in range(st.players):
            claim = fitting_claim(st, claimer)
            if claim is not None:
                return claimer, claim
    if reveals:
        return seat, max(reveals, key=lambda m: (fits(m), len(st.fields[seat][m["slot"] - 1])))
    lays = [m for m in moves if m["kind"] == "lay"]
    if lays:
        return seat, lays[0]
    # T3's reorder: with two or more cards left, the last revealed goes back first (lowest).
    last = len(st.revealed)
    returns = [m for m in moves if m["kind"] == "return" and m["card"] == last]
    return seat, returns[0] if last >= 2 else {"kind": "done"}


def playout(players: int, seed: int, options: dict[str, Any]) -> Iterator[tuple[list, Any]]:
    """(moves so far as record entries, state) after every planned action of a seeded game."""
    st = TARNARIS.setup(players, TARNARIS.normalize_options(options), seed)
    moves: list[dict[str, Any]] = []
    while TARNARIS.outcome(st) is None and len(moves) < 500:
        yield moves, st
        seat, move = plan(st)
        st = TARNARIS.apply(st, seat, move).state
        moves = [*moves, {"seat": seat, "move": move}]


def find_position(
    players: int, options: dict[str, Any], wanted: Callable[[TarnarisState], Any]
) -> tuple[int, list, Any]:
    """(seed, moves, what ``wanted`` found) for the first planned position where it is truthy
    and that is not the start (so the test can play the move before it and get a turn message)."""
    for seed in range(1, 400):
        for moves, st in playout(players, seed, options):
            if moves and (found := wanted(st)):
                return seed, moves, found
    raise AssertionError("no such position in 400 seeded games")


def record(
    users: list[User], seed: int, moves: list, options: dict[str, Any] | None = None
) -> dict:
    return {
        "format": 1,
        "game": "tarnaris",
        "options": options or {},
        "seed": seed,
        "seats": [
            {"seat": i, "user_id": u.id, "name": u.name, "colour": None, "is_computer": False}
            for i, u in enumerate(users)
        ],
        "moves": moves,
    }


def command_for(move: Move, users: list[User]) -> tuple[str, dict[str, Any]]:
    """The typed form of ``move``."""
    kind = move["kind"]
    if kind == "claim":
        options: dict[str, Any] = {"pile": str(move["pile"])}
        if "slots" in move:
            options["slots"] = ",".join(map(str, move["slots"]))
        else:
            options["slot"] = move["slot"]
        return "tarnaris claim", options
    simple = {
        "reveal": ("reveal", ["slot"]),
        "lay": ("lay", ["card", "pile"]),
        "return": ("return", ["card", "slot"]),
        "place_passed": ("place", ["slot"]),
        "give": ("give", ["slot"]),
        "peek": ("peek", ["slot"]),
        "done": ("done", []),
        "skip": ("skip", []),
    }
    if kind in simple:
        name, keys = simple[kind]
        return f"tarnaris {name}", {key: move[key] for key in keys}
    if kind == "sf3":
        return "tarnaris pass", {"slot": move["slot"], "player": users[move["player"]]}
    if kind == "sf5":
        slots = ",".join(map(str, move["slots"]))
        return "tarnaris mix", {"player": users[move["player"]], "slots": slots}
    if kind == "sf5_return":
        return "tarnaris mixback", {"slots": ",".join(map(str, move["slots"]))}
    if kind == "sf7":
        return "tarnaris swap", {
            "slot": move["slot"],
            "player": users[move["player"]],
            "their_slot": move["their_slot"],
        }
    if kind == "penalty":
        return "tarnaris penalty", {"player": users[move["player"]]}
    raise AssertionError(f"no command for {kind}")


def custom_id_of(message: Message, prefix: str) -> str:
    """The one component id on ``message`` starting with ``prefix`` (e.g. ``tnb:reveal:``)."""
    found = [c for c in message.custom_ids() if c.startswith(prefix)]
    assert found, f"no {prefix} on {message.content!r}: {message.custom_ids()}"
    return found[0]


def by_id(messages: list[Message], message_id: int | None) -> Message:
    return next(m for m in messages if m.id == message_id)


def pixels(data: bytes) -> bytes:
    image = Image.open(io.BytesIO(data))
    return image.convert("RGB").tobytes()


def spectator_pictures(game: GameInfo, moves: list[tuple[int, Move]]) -> dict[bytes, Any]:
    """Pixels of the spectator-view picture after every ply of the game → that view."""
    st = TARNARIS.setup(len(game.seats), game.options, game.seed)
    names = [s.name for s in game.seats]
    views = [TARNARIS.view(st, None)]
    for seat, move in moves:
        st = TARNARIS.apply(st, seat, move).state
        views.append(TARNARIS.view(st, None))
    return {pixels(table_png(view, names)): view for view in views}


def public_pictures(standin: Any, channel: Channel) -> list[bytes]:
    """Every PNG ever posted or edited into a public message of ``channel`` (requests the bot
    made, so pictures an edit replaced are included). The game-over replay GIF is checked by
    render's own tests: its frames are captioned spectator pictures."""
    pictures: list[bytes] = []
    for method, route in (
        ("POST", "/channels/{channel_id}/messages"),
        ("PATCH", "/channels/{channel_id}/messages/{message_id}"),
    ):
        for request in standin.recorded(method, route):
            if str(request.params.get("channel_id")) == str(channel.id):
                pictures += [f.data for f in request.files if f.filename.endswith(".png")]
    for message in standin.messages_in(channel):
        if message.is_public:
            pictures += [a.data for a in message.attachments if a.filename.endswith(".png")]
    return pictures
