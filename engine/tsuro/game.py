"""The Tsuro game: state, moves, turn flow, dragon, views and codecs (S1–S4, P1–P7, D1–D5,
G1–G4, V1–V2, E1–E4). The formats are described in the package docstring."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine.core import (
    Applied,
    Event,
    FormatError,
    Game,
    IllegalMoveError,
    InvalidMoveError,
    Json,
    Move,
    OptionSpec,
    Outcome,
)
from engine.rng import Rng, derive
from engine.tsuro.geometry import geometry
from engine.tsuro.paths import (
    EDGE,
    HARM_COLLISION,
    HARM_EDGE,
    LOOP,
    SAFE,
    OptionJudge,
    resolve,
)
from engine.tsuro.tiles import TILE_COUNT

SIZE = 6
HAND = 3
#: Phases of a game.
NOTCH, PLAY, OVER = "notch", "play", "over"
#: Outcome reasons: G1, G2, G3.
LAST_MARKER, SHARED_ELIMINATION, BOARD_FULL = "last_marker", "shared_elimination", "board_full"
#: Why a marker left the game.
BY_EDGE, BY_COLLISION, BY_RESIGNATION = "edge", "collision", "resigned"

_GEO = geometry(SIZE)
_NEXT = _GEO.next
_NAMES = _GEO.names
_NOTCH_AT = _GEO.notch_at
_NOTCHES = len(_GEO.notch_points)
_ROTATION_INDEX = {0: 0, 90: 1, 180: 2, 270: 3}
_HARM_CAUSE = {HARM_EDGE: BY_EDGE, HARM_COLLISION: BY_COLLISION}


@dataclass(frozen=True, slots=True)
class TsuroState:
    """One moment of a game. Every field is an immutable value; ``apply`` builds new ones.

    Per-seat tuples are indexed by seat. ``points`` holds each marker's point (see
    :mod:`engine.tsuro.geometry`; -1 before its notch is chosen): where it stands while in
    the game, where it left the board or was hit once out. ``pile`` is drawn from its end.
    ``legal`` is derived (the orientation codes the seat to act may place) and not encoded.
    """

    players: int
    seed: int
    open_hands: bool
    strict_suicide: bool
    ply: int
    phase: str
    turn: int
    cells: tuple[int, ...]
    order: tuple[int, ...]
    starts: tuple[int, ...]
    points: tuple[int, ...]
    alive: tuple[bool, ...]
    fates: tuple[tuple[str, int, tuple[int, ...]] | None, ...]
    trails: tuple[tuple[int, ...], ...]
    hands: tuple[tuple[int, ...], ...]
    pile: tuple[int, ...]
    dragon: int
    winners: tuple[int, ...]
    reason: str
    legal: tuple[int, ...] = ()

    def live_points(self) -> tuple[int, ...]:
        """Points of the markers still in the game (-1 for the others)."""
        return tuple(p if a else -1 for p, a in zip(self.points, self.alive, strict=True))


def spot_json(point: int) -> dict[str, Any]:
    return {"square": _NAMES[point >> 3], "port": (point & 7) + 1, "notch": _NOTCH_AT.get(point)}


def trail_json(steps: tuple[int, ...]) -> list[list[Any]]:
    return [[_NAMES[s >> 6], ((s >> 3) & 7) + 1, (s & 7) + 1] for s in steps]


def _next_alive(alive: tuple[bool, ...] | list[bool], seat: int) -> int:
    """The next seat clockwise after ``seat`` that is still in the game (or -1)."""
    players = len(alive)
    for step in range(1, players + 1):
        candidate = (seat + step) % players
        if alive[candidate]:
            return candidate
    return -1


def legal_codes(
    cells: tuple[int, ...], points: tuple[int, ...], hand: tuple[int, ...], seat: int, strict: bool
) -> tuple[int, ...]:
    """The orientation codes ``seat`` may place (P1, P4): every option minus the forbidden,
    unless every option is forbidden."""
    judge = OptionJudge(cells, _NEXT, points, seat)
    allowed: list[int] = []
    every: list[int] = []
    for tile in hand:
        base = (tile - 1) * 4
        for code in range(base, base + 4):
            every.append(code)
            harm = judge.harm(code)
            if harm == SAFE or (harm == HARM_COLLISION and not strict):
                allowed.append(code)
    return tuple(allowed) if allowed else tuple(every)


def _with_legal(state: TsuroState) -> TsuroState:
    if state.phase != PLAY:
        return replace(state, legal=()) if state.legal else state
    seat = state.turn
    legal = legal_codes(
        state.cells, state.live_points(), state.hands[seat], seat, state.strict_suicide
    )
    return replace(state, legal=legal)


class Tsuro(Game[TsuroState]):
    """Tsuro on the 6×6 board, 2 to 8 players. See :mod:`engine.tsuro`."""

    name = "tsuro"
    title = "Tsuro"
    min_players = 2
    max_players = 8
    options_spec = (
        OptionSpec("open_hands", "bool", False, "Every hand is public (V1)."),
        OptionSpec(
            "strict_suicide",
            "bool",
            True,
            "A placement that eliminates your own marker by edge or collision is illegal "
            "while a safe one exists (P4); off: only running off the edge is (V2).",
        ),
    )
    state_format = 1

    # -- set-up ---------------------------------------------------------------------------
    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> TsuroState:
        self.check_players(players)
        opts = self.normalize_options(options)
        deck = list(range(1, TILE_COUNT + 1))
        derive(seed, "deal").shuffle(deck)
        hands = tuple(tuple(sorted(deck[HAND * s : HAND * s + HAND])) for s in range(players))
        return TsuroState(
            players=players,
            seed=seed,
            open_hands=opts["open_hands"],
            strict_suicide=opts["strict_suicide"],
            ply=0,
            phase=NOTCH,
            turn=0,
            cells=(-1,) * (SIZE * SIZE),
            order=(),
            starts=(0,) * players,
            points=(-1,) * players,
            alive=(True,) * players,
            fates=(None,) * players,
            trails=((),) * players,
            hands=hands,
            pile=tuple(deck[HAND * players :]),
            dragon=-1,
            winners=(),
            reason="",
        )

    # -- play -----------------------------------------------------------------------------
    def to_act(self, state: TsuroState) -> frozenset[int]:
        return frozenset() if state.phase == OVER else frozenset((state.turn,))

    def legal_moves(self, state: TsuroState, seat: int) -> list[Move]:
        if state.phase == OVER or seat != state.turn:
            return []
        if state.phase == NOTCH:
            moves: list[Move] = [{"kind": "notch", "notch": n} for n in free_notches(state)]
            moves.append({"kind": "random_notch"})
            return moves
        return [
            {"kind": "place", "tile": code // 4 + 1, "rotation": (code % 4) * 90}
            for code in state.legal
        ]

    def move_space(self, state: TsuroState, seat: int) -> list[Move]:
        moves: list[Move] = [
            {"kind": "place", "tile": tile, "rotation": rotation}
            for tile in range(1, TILE_COUNT + 1)
            for rotation in (0, 90, 180, 270)
        ]
        moves += [{"kind": "notch", "notch": n} for n in range(1, _NOTCHES + 1)]
        moves.append({"kind": "random_notch"})
        return moves

    def random_action(self, state: TsuroState, rng: Rng) -> tuple[int, Move]:
        seat = state.turn
        if state.phase == PLAY:
            code = state.legal[rng.randbelow(len(state.legal))]
            return seat, {"kind": "place", "tile": code // 4 + 1, "rotation": (code % 4) * 90}
        moves = self.legal_moves(state, seat)
        return seat, moves[rng.randbelow(len(moves))]

    def decode_move(self, data: Json) -> Move:
        move = super().decode_move(data)
        kind = move["kind"]
        if kind == "place":
            _check_place_shape(move)
        elif kind == "notch":
            _check_int(move, "notch", 1, _NOTCHES)
        elif kind not in ("random_notch", "resign"):
            raise InvalidMoveError("move_kind", kind=kind)
        return move

    def apply(self, state: TsuroState, seat: int, move: Move) -> Applied[TsuroState]:
        if not isinstance(move, dict):
            raise InvalidMoveError("move_shape")
        kind = move.get("kind")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.players:
            raise InvalidMoveError("seat", seat=seat)
        if kind == "place":
            return self._place(state, seat, move)
        if kind == "notch" or kind == "random_notch":
            return self._notch(state, seat, move)
        if kind == "resign":
            return self._resign(state, seat)
        raise InvalidMoveError("move_kind", kind=kind)

    def _check_turn(self, state: TsuroState, seat: int, phase: str) -> None:
        if state.phase == OVER:
            raise IllegalMoveError("game_over")
        if state.phase != phase:
            raise IllegalMoveError("wrong_phase", phase=state.phase)
        if seat != state.turn:
            raise IllegalMoveError("not_your_turn", seat=seat, turn=state.turn)

    def _notch(self, state: TsuroState, seat: int, move: Move) -> Applied[TsuroState]:
        """S3: choose a free notch, or ask for a random one; S4 when every marker is out."""
        random = move["kind"] == "random_notch"
        if not random:
            _check_int(move, "notch", 1, _NOTCHES)
        self._check_turn(state, seat, NOTCH)
        free = free_notches(state)
        if random:
            notch = free[derive(state.seed, "notch", state.ply).randbelow(len(free))]
        else:
            notch = move["notch"]
            if notch not in free:
                raise IllegalMoveError("notch_taken", notch=notch)
        point = _GEO.notch_points[notch - 1]
        starts = _set(state.starts, seat, notch)
        points = _set(state.points, seat, point)
        square, port = _GEO.describe(point)
        events: list[Event] = [
            {
                "kind": "notch_chosen",
                "seat": seat,
                "notch": notch,
                "square": square,
                "port": port,
                "random": random,
            }
        ]
        following = _next_to_choose(starts, state.alive, seat)
        new = replace(
            state, ply=state.ply + 1, starts=starts, points=points, turn=following, legal=()
        )
        if following < 0:
            new = replace(new, phase=PLAY, turn=_first_with_tiles(new, new.alive.index(True)))
            new = _with_legal(new)
        return Applied(new, events)

    def _place(self, state: TsuroState, seat: int, move: Move) -> Applied[TsuroState]:
        tile, rotation = _check_place_shape(move)
        self._check_turn(state, seat, PLAY)
        code = (tile - 1) * 4 + _ROTATION_INDEX[rotation]
        if code not in state.legal:
            self._refuse(state, seat, tile, rotation, code)
        square = state.points[seat] >> 3
        cells = (*state.cells[:square], code, *state.cells[square + 1 :])
        live = state.live_points()
        ply = state.ply
        events: list[Event] = [
            {
                "kind": "placed",
                "seat": seat,
                "tile": tile,
                "rotation": rotation,
                "square": _NAMES[square],
                "order": len(state.order) + 1,
            }
        ]
        points = list(state.points)
        trails = list(state.trails)
        alive = list(state.alive)
        fates = list(state.fates)
        out: list[int] = []
        gone: list[Event] = []
        for movement in resolve(cells, _NEXT, square, live):
            marker = movement.marker
            if movement.end == LOOP:
                # Unreachable from setup: every trail leads back to the edge.
                raise IllegalMoveError("marker_loop", seat=marker)
            if movement.steps:
                points[marker] = movement.point
                trails[marker] = trails[marker] + movement.steps
                events.append(
                    {
                        "kind": "moved",
                        "seat": marker,
                        "trail": trail_json(movement.steps),
                        "to": spot_json(movement.point),
                    }
                )
            if movement.collided:
                cause = BY_COLLISION
            elif movement.end == EDGE:
                cause = BY_EDGE
            else:
                continue
            fates[marker] = (cause, ply, movement.collided)
            alive[marker] = False
            out.append(marker)
            gone.append(
                {
                    "kind": "eliminated",
                    "seat": marker,
                    "cause": cause,
                    "with": list(movement.collided),
                    "at": spot_json(points[marker]),
                }
            )
        events += gone
        hand = list(state.hands[seat])
        hand.remove(tile)
        hands = list(state.hands)
        hands[seat] = tuple(hand)
        new = replace(
            state,
            ply=ply + 1,
            cells=cells,
            order=(*state.order, square),
            points=tuple(points),
            trails=tuple(trails),
            alive=tuple(alive),
            fates=tuple(fates),
            hands=tuple(hands),
        )
        return Applied(_after_turn(new, seat, out, events), events)

    def _refuse(self, state: TsuroState, seat: int, tile: int, rotation: int, code: int) -> None:
        """E2: say why a well-formed placement is refused, naming a safe move for P4."""
        if tile not in state.hands[seat]:
            raise IllegalMoveError("tile_not_in_hand", tile=tile)
        judge = OptionJudge(state.cells, _NEXT, state.live_points(), seat)
        safe = state.legal[0]
        raise IllegalMoveError(
            "suicide",
            tile=tile,
            rotation=rotation,
            cause=_HARM_CAUSE.get(judge.harm(code), BY_EDGE),
            safe_move={"kind": "place", "tile": safe // 4 + 1, "rotation": (safe % 4) * 90},
        )

    def _resign(self, state: TsuroState, seat: int) -> Applied[TsuroState]:
        """G4: the marker leaves, the hand goes to the pile (P5), G1 applies."""
        if state.phase == OVER or not state.alive[seat]:
            raise IllegalMoveError("not_playing", seat=seat)
        events: list[Event] = [{"kind": "resigned", "seat": seat}]
        new = replace(
            state,
            ply=state.ply + 1,
            alive=_set(state.alive, seat, False),
            fates=_set(state.fates, seat, (BY_RESIGNATION, state.ply, ())),
        )
        new = _return_tiles(new, [seat], events)
        finished = _finish(new, [seat], events)
        if finished is not None:
            return Applied(finished, events)
        if state.phase == NOTCH:
            if seat == state.turn:
                following = _next_to_choose(new.starts, new.alive, seat)
                if following < 0:
                    new = replace(new, phase=PLAY, turn=_first_with_tiles(new, 0))
                else:
                    new = replace(new, turn=following)
            return Applied(_with_legal(new), events)
        new = _refill(new, _next_alive(new.alive, seat), events)
        if seat == state.turn:
            new = replace(new, turn=_first_with_tiles(new, _next_alive(new.alive, seat), events))
        return Applied(_with_legal(new), events)

    def outcome(self, state: TsuroState) -> Outcome | None:
        if state.phase != OVER:
            return None
        return Outcome(frozenset(state.winners), state.reason)

    # -- information ----------------------------------------------------------------------
    def view(self, state: TsuroState, seat: int | None) -> Json:
        return view(state, seat)

    def conceal(self, state: TsuroState, observer: int | None, rng: Rng) -> TsuroState:
        """Re-deal the pile and every hand ``observer`` cannot see (E4, V1)."""
        visible = set(range(state.players)) if state.open_hands else {observer}
        hidden = list(state.pile)
        for s, hand in enumerate(state.hands):
            if s not in visible:
                hidden.extend(hand)
        rng.shuffle(hidden)
        hands = []
        for s, hand in enumerate(state.hands):
            if s in visible:
                hands.append(hand)
            else:
                hands.append(tuple(sorted(hidden[: len(hand)])))
                del hidden[: len(hand)]
        return _with_legal(replace(state, hands=tuple(hands), pile=tuple(hidden)))

    # -- codecs ---------------------------------------------------------------------------
    def encode_state(self, state: TsuroState) -> Json:
        return {
            "format": self.state_format,
            "players": state.players,
            "seed": state.seed,
            "options": {"open_hands": state.open_hands, "strict_suicide": state.strict_suicide},
            "ply": state.ply,
            "phase": state.phase,
            "turn": state.turn,
            "tiles": [
                [square, state.cells[square] // 4 + 1, (state.cells[square] % 4) * 90]
                for square in state.order
            ],
            "starts": list(state.starts),
            "points": list(state.points),
            "alive": list(state.alive),
            "fates": [
                None if fate is None else [fate[0], fate[1], list(fate[2])] for fate in state.fates
            ],
            "trails": [list(trail) for trail in state.trails],
            "hands": [list(hand) for hand in state.hands],
            "pile": list(state.pile),
            "dragon": state.dragon,
            "winners": list(state.winners),
            "reason": state.reason,
        }

    def decode_state(self, data: Json) -> TsuroState:
        self.check_format(data)
        try:
            cells = [-1] * (SIZE * SIZE)
            order = []
            for square, tile, rotation in data["tiles"]:
                cells[square] = (tile - 1) * 4 + _ROTATION_INDEX[rotation]
                order.append(square)
            state = TsuroState(
                players=data["players"],
                seed=data["seed"],
                open_hands=data["options"]["open_hands"],
                strict_suicide=data["options"]["strict_suicide"],
                ply=data["ply"],
                phase=data["phase"],
                turn=data["turn"],
                cells=tuple(cells),
                order=tuple(order),
                starts=tuple(data["starts"]),
                points=tuple(data["points"]),
                alive=tuple(data["alive"]),
                fates=tuple(
                    None if fate is None else (fate[0], fate[1], tuple(fate[2]))
                    for fate in data["fates"]
                ),
                trails=tuple(tuple(trail) for trail in data["trails"]),
                hands=tuple(tuple(hand) for hand in data["hands"]),
                pile=tuple(data["pile"]),
                dragon=data["dragon"],
                winners=tuple(data["winners"]),
                reason=data["reason"],
            )
        except (KeyError, TypeError, ValueError, IndexError) as error:
            raise FormatError("state_shape", error=type(error).__name__) from None
        return _with_legal(state)


# -- turn flow ---------------------------------------------------------------------------------
def _set(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*values[:index], value, *values[index + 1 :])


def _check_int(move: Move, key: str, low: int, high: int) -> int:
    value = move.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InvalidMoveError(key, value=value, minimum=low, maximum=high)
    return value


def _check_place_shape(move: Move) -> tuple[int, int]:
    tile = _check_int(move, "tile", 1, TILE_COUNT)
    rotation = move.get("rotation")
    if isinstance(rotation, bool) or rotation not in _ROTATION_INDEX:
        raise InvalidMoveError("rotation", value=rotation, allowed=[0, 90, 180, 270])
    return tile, rotation


def free_notches(state: TsuroState) -> list[int]:
    """S3: the notches no marker of a player still in the game stands on, in order."""
    taken = {n for n, a in zip(state.starts, state.alive, strict=True) if a and n}
    return [n for n in range(1, _NOTCHES + 1) if n not in taken]


def _next_to_choose(starts: tuple[int, ...], alive: tuple[bool, ...], seat: int) -> int:
    """S3: the next seat in seat order (after ``seat``) still to choose a notch, or -1."""
    for candidate in range(seat + 1, len(starts)):
        if alive[candidate] and not starts[candidate]:
            return candidate
    return -1


def _first_with_tiles(state: TsuroState, seat: int, events: list[Event] | None = None) -> int:
    """P7: from ``seat`` on (clockwise, players still in), the first who holds a tile;
    the skipped seats are reported. -1 if nobody holds one."""
    players = state.players
    for step in range(players):
        candidate = (seat + step) % players
        if not state.alive[candidate]:
            continue
        if state.hands[candidate]:
            return candidate
        if events is not None:
            events.append({"kind": "turn_skipped", "seat": candidate})
    return -1


def _return_tiles(state: TsuroState, leaving: list[int], events: list[Event]) -> TsuroState:
    """P5 and D4: hands of departing players go into the pile, which is shuffled; the dragon
    of a departing holder passes on."""
    pile = list(state.pile)
    hands = list(state.hands)
    for seat in leaving:
        if hands[seat]:
            events.append({"kind": "tiles_returned", "seat": seat, "count": len(hands[seat])})
            pile.extend(hands[seat])
            hands[seat] = ()
    if len(pile) != len(state.pile):
        derive(state.seed, "return", state.ply).shuffle(pile)
    dragon = state.dragon
    if dragon >= 0 and not state.alive[dragon]:
        receiver = -1
        for step in range(1, state.players):
            candidate = (dragon + step) % state.players
            if state.alive[candidate] and len(hands[candidate]) < HAND:
                receiver = candidate
                break
        events.append(
            {"kind": "dragon_passed", "from": dragon, "to": receiver if receiver >= 0 else None}
        )
        dragon = receiver
    return replace(state, pile=tuple(pile), hands=tuple(hands), dragon=dragon)


def _finish(state: TsuroState, leaving: list[int], events: list[Event]) -> TsuroState | None:
    """G1–G3: the finished state if the game is over now, else None."""
    remaining = [s for s in range(state.players) if state.alive[s]]
    if len(remaining) == 1:
        winners, reason = tuple(remaining), LAST_MARKER
    elif not remaining:
        winners, reason = tuple(sorted(leaving)), SHARED_ELIMINATION
    elif len(state.order) == TILE_COUNT:
        winners, reason = tuple(remaining), BOARD_FULL
    else:
        return None
    events.append({"kind": "game_over", "winners": list(winners), "reason": reason})
    return replace(state, phase=OVER, turn=-1, winners=winners, reason=reason, legal=())


def _refill(state: TsuroState, start: int, events: list[Event]) -> TsuroState:
    """D2/D3: deal from the pile one tile at a time, from the dragon holder (or ``start``)
    clockwise, to every player still in with fewer than 3; the dragon goes back on drawing,
    or to the first player still short when the pile runs out."""
    hands = list(state.hands)
    pile = list(state.pile)
    dragon = state.dragon
    seat = dragon if dragon >= 0 else start
    short = [s for s in range(state.players) if state.alive[s] and len(hands[s]) < HAND]
    while short and pile:
        if state.alive[seat] and len(hands[seat]) < HAND:
            hands[seat] = tuple(sorted((*hands[seat], pile.pop())))
            events.append({"kind": "drew", "seat": seat, "count": 1})
            if seat == dragon:
                events.append({"kind": "dragon_returned", "seat": seat})
                dragon = -1
            if len(hands[seat]) == HAND:
                short.remove(seat)
        seat = (seat + 1) % state.players
    if short and dragon < 0 and state.players >= 3:
        for step in range(state.players):
            candidate = (seat + step) % state.players
            if candidate in short:
                dragon = candidate
                events.append({"kind": "dragon_taken", "seat": candidate})
                break
    return replace(state, hands=tuple(hands), pile=tuple(pile), dragon=dragon)


def _after_turn(state: TsuroState, seat: int, out: list[int], events: list[Event]) -> TsuroState:
    """P5, D4, G1–G3, P6, D1–D3, P7 after ``seat`` placed and ``out`` were eliminated."""
    returned = bool(out) and any(state.hands[s] for s in out)
    if out:
        state = _return_tiles(state, out, events)
    finished = _finish(state, out, events)
    if finished is not None:
        return finished
    if state.alive[seat]:
        state = _draw(state, seat, events)
    if returned:
        state = _refill(state, _next_alive(state.alive, seat), events)
    turn = _first_with_tiles(state, _next_alive(state.alive, seat), events)
    return _with_legal(replace(state, turn=turn))


def _draw(state: TsuroState, seat: int, events: list[Event]) -> TsuroState:
    """P6 and D1: draw one tile, or take the dragon if the pile is empty and it is free."""
    if state.pile:
        tile = state.pile[-1]
        events.append({"kind": "drew", "seat": seat, "count": 1})
        hands = _set(state.hands, seat, tuple(sorted((*state.hands[seat], tile))))
        dragon = state.dragon
        if dragon == seat:
            events.append({"kind": "dragon_returned", "seat": seat})
            dragon = -1
        return replace(state, hands=hands, pile=state.pile[:-1], dragon=dragon)
    if state.dragon < 0 and state.players >= 3:
        events.append({"kind": "dragon_taken", "seat": seat})
        return replace(state, dragon=seat)
    return state


# -- views -------------------------------------------------------------------------------------
def view(state: TsuroState, seat: int | None) -> Json:
    """E4/V1: what ``seat`` (None: a spectator) may see, as JSON (format in the package doc)."""
    markers = []
    for s in range(state.players):
        point = state.points[s]
        fate = state.fates[s]
        markers.append(
            {
                "seat": s,
                "notch": state.starts[s] or None,
                "position": spot_json(point) if point >= 0 else None,
                "facing": _NAMES[point >> 3] if point >= 0 and state.alive[s] else None,
                "alive": state.alive[s],
                "eliminated": None
                if fate is None
                else {"cause": fate[0], "ply": fate[1], "with": list(fate[2])},
                "trail": trail_json(state.trails[s]),
            }
        )
    shown = set(range(state.players)) if state.open_hands else {seat}
    return {
        "game": "tsuro",
        "size": SIZE,
        "players": state.players,
        "options": {"open_hands": state.open_hands, "strict_suicide": state.strict_suicide},
        "phase": state.phase,
        "turn": state.turn if state.turn >= 0 else None,
        "ply": state.ply,
        "tiles": [
            {
                "square": _NAMES[square],
                "tile": state.cells[square] // 4 + 1,
                "rotation": (state.cells[square] % 4) * 90,
                "order": order,
            }
            for order, square in enumerate(state.order, 1)
        ],
        "last_placed": _NAMES[state.order[-1]] if state.order else None,
        "markers": markers,
        "hand_sizes": [len(hand) for hand in state.hands],
        "hands": [list(h) if s in shown else None for s, h in enumerate(state.hands)],
        "hand": list(state.hands[seat]) if seat is not None else None,
        "dragon": state.dragon if state.dragon >= 0 else None,
        "pile": len(state.pile),
        "free_notches": free_notches(state) if state.phase == NOTCH else [],
        "outcome": {"winners": list(state.winners), "reason": state.reason}
        if state.phase == OVER
        else None,
    }


TSURO = Tsuro()
