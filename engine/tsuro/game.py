"""The Tsuro game: state, moves, turn flow, dragon, views and codecs (S1–S4, P1–P7, D1–D5,
G1–G4, V1–V3, E1–E4). The formats are described in the package docstring."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from engine.core import (
    TAKE_BACK,
    Applied,
    EngineError,
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
    OPEN,
    SAFE,
    OptionJudge,
    resolve,
    walk,
)
from engine.tsuro.tiles import LOOKS, TILE_COUNT

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


class TsuroState(NamedTuple):
    """One moment of a game: an immutable record (a named tuple, cheap to build once per
    move) of immutable values; ``apply`` builds a new one.

    Per-seat tuples are indexed by seat. ``points`` holds the point (see
    :mod:`engine.tsuro.geometry`) where each marker still in the game stands, -1 for the
    others; ``fates`` says how each departed marker left: ``(cause, ply, with seats,
    point)``, the point where it left the board, was hit or stood when resigning (-1 if it
    never stood anywhere). ``pile`` is drawn from its end.
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
    fates: tuple[tuple[str, int, tuple[int, ...], int] | None, ...]
    trails: tuple[tuple[int, ...], ...]
    hands: tuple[tuple[int, ...], ...]
    pile: tuple[int, ...]
    dragon: int
    winners: tuple[int, ...]
    reason: str
    protect_opponents: bool = False
    #: The rules edition (see ``Game.edition``): 1 dealt returned tiles after the mover's draw.
    edition: int = 1
    legal: tuple[int, ...] = ()


def spot_json(point: int) -> dict[str, Any]:
    """A point as the ``{"square", "port", "notch"}`` of events and views."""
    return {"square": _NAMES[point >> 3], "port": (point & 7) + 1, "notch": _NOTCH_AT.get(point)}


def trail_json(steps: tuple[int, ...]) -> list[list[Any]]:
    """Packed steps (see :mod:`engine.tsuro.paths`) as ``[square, entry, exit]`` lists."""
    return [[_NAMES[s >> 6], ((s >> 3) & 7) + 1, (s & 7) + 1] for s in steps]


def legal_codes(
    cells: tuple[int, ...],
    points: tuple[int, ...],
    hand: tuple[int, ...],
    seat: int,
    strict: bool,
    protect: bool = False,
) -> tuple[int, ...]:
    """The orientation codes ``seat`` may place (P1, P4, V3): every option minus the
    forbidden, unless every option is forbidden.

    With ``protect`` (V3) an option that would eliminate another marker is forbidden too,
    unless every option eliminates someone (the mover or another): then P4 alone decides.
    """
    harm = OptionJudge(cells, _NEXT, points, seat).harm
    allowed: list[int] = []
    for tile in hand:
        for same in LOOKS[tile]:  # rotations that look alike are judged once
            found = harm(same[0])
            if found == SAFE or (found == HARM_COLLISION and not strict):
                allowed += same
    if protect and allowed:
        # V3: the options that eliminate nobody, if there are any (a collision always takes
        # another marker out, so only options safe for the mover can qualify).
        harmless = [
            code
            for code in allowed
            if harm(code) == SAFE and not others_eliminated(cells, points, seat, code)
        ]
        if harmless:
            allowed = harmless
    if allowed:
        allowed.sort()
        return tuple(allowed)
    return tuple(code for tile in hand for code in range((tile - 1) * 4, tile * 4))


def others_eliminated(
    cells: tuple[int, ...], points: tuple[int, ...], seat: int, code: int
) -> tuple[int, ...]:
    """V3: the seats other than ``seat`` that placing ``code`` in front of ``seat``'s marker
    would eliminate (off the edge or by collision), sorted."""
    square = points[seat] >> 3
    placed = (*cells[:square], code, *cells[square + 1 :])
    return tuple(
        sorted(
            movement.marker
            for movement in resolve(placed, _NEXT, square, points)
            if movement.marker != seat and (movement.collided or movement.end == EDGE)
        )
    )


def _with_legal(state: TsuroState) -> TsuroState:
    if state.phase != PLAY:
        return state._replace(legal=()) if state.legal else state
    seat = state.turn
    legal = legal_codes(
        state.cells,
        state.points,
        state.hands[seat],
        seat,
        state.strict_suicide,
        state.protect_opponents,
    )
    return state._replace(legal=legal)


def build_state(
    players: int,
    *,
    tiles: Mapping[str, tuple[int, int]] | None = None,
    markers: Mapping[int, tuple[str, int]] | None = None,
    hands: Mapping[int, Sequence[int]] | None = None,
    pile: Sequence[int] = (),
    dragon: int | None = None,
    turn: int = 0,
    out: Sequence[int] = (),
    options: Mapping[str, Any] | None = None,
    seed: int = 0,
) -> TsuroState:
    """A game position in the play phase, built directly (like a FEN) for tests and tools.

    ``tiles``: square → (tile, clockwise rotation), placed in the order given; ``markers``:
    seat → (square, T3 port) where it stands, facing into that empty square; seats in
    ``out`` have left (by the edge); ``hands``: seat → tiles; ``pile`` is drawn from its end.
    Tiles need not add up to 35: a built position may leave some out of the game. Refused
    with a code: markers sharing a point or facing a tile, a marker whose path could run
    round in a loop (the way behind it leads back into its own square, which play never
    produces), and a seat to move without a marker or a tile.
    """
    opts = TSURO.normalize_options(options)
    TSURO.check_players(players)
    cells = [-1] * (SIZE * SIZE)
    order = []
    for square, (tile, rotation) in (tiles or {}).items():
        index = _GEO.square_index(square)
        tile, rotation = _check_place_shape({"tile": tile, "rotation": rotation})
        cells[index] = (tile - 1) * 4 + _ROTATION_INDEX[rotation]
        order.append(index)
    points = [-1] * players
    starts = [0] * players
    for seat, (square, port) in (markers or {}).items():
        point = _GEO.point(square, port)
        if cells[point >> 3] >= 0:
            raise EngineError("marker_faces_tile", seat=seat, square=square)
        if point in points:
            raise EngineError("markers_share_port", seat=seat, square=square, port=port)
        behind = _NEXT[point]
        if behind >= 0:
            _, end, last = walk(cells, _NEXT, behind)
            if end == OPEN and last >> 3 == point >> 3:
                raise EngineError("marker_may_loop", seat=seat, square=square, port=port)
        points[seat] = point
        starts[seat] = _NOTCH_AT.get(point, 0)
    fates: list[tuple[str, int, tuple[int, ...], int] | None] = [None] * players
    for seat in out:
        fates[seat] = (BY_EDGE, 0, (), points[seat])
        points[seat] = -1
    hand = (hands or {}).get(turn, ())
    if not 0 <= turn < players or points[turn] < 0 or not hand:
        raise EngineError("turn", seat=turn)
    state = TsuroState(
        players=players,
        seed=seed,
        open_hands=opts["open_hands"],
        strict_suicide=opts["strict_suicide"],
        ply=0,
        phase=PLAY,
        turn=turn,
        cells=tuple(cells),
        order=tuple(order),
        starts=tuple(starts),
        points=tuple(points),
        alive=tuple(fate is None for fate in fates),
        fates=tuple(fates),
        trails=((),) * players,
        hands=tuple(tuple(sorted((hands or {}).get(seat, ()))) for seat in range(players)),
        pile=tuple(pile),
        dragon=-1 if dragon is None else dragon,
        winners=(),
        reason="",
        protect_opponents=opts["protect_opponents"],
        edition=opts["edition"],
    )
    return _with_legal(state)


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
        OptionSpec(
            "protect_opponents",
            "bool",
            False,
            "A placement that eliminates another marker is illegal unless every option "
            "eliminates someone (V3); blocking and redirecting stay allowed.",
        ),
    )
    state_format = 1
    #: 2: D2/D4 as updated by issue 13 (the dragon holder draws first when tiles come back).
    edition = 2

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
            protect_opponents=opts["protect_opponents"],
            edition=opts["edition"],
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
        if state.phase == OVER:
            raise IllegalMoveError("game_over")
        free = free_notches(state)
        index = rng.randbelow(len(free) + 1)  # as if drawn from legal_moves
        if index == len(free):
            return seat, {"kind": "random_notch"}
        return seat, {"kind": "notch", "notch": free[index]}

    def decode_move(self, data: Json) -> Move:
        move = super().decode_move(data)
        kind = move["kind"]
        if kind == "place":
            _check_place_shape(move)
        elif kind == "notch":
            _check_int(move, "notch", 1, _NOTCHES)
        elif kind not in ("random_notch", "resign", TAKE_BACK):
            raise InvalidMoveError("move_kind", kind=kind)
        return move

    def apply(self, state: TsuroState, seat: int, move: Move) -> Applied[TsuroState]:
        if not isinstance(move, dict):
            raise InvalidMoveError("move_shape")
        kind = move.get("kind")
        if type(seat) is not int or not 0 <= seat < state.players:
            raise InvalidMoveError("seat", seat=seat)
        if kind == "place":
            return self._place(state, seat, move)
        if kind == "notch" or kind == "random_notch":
            return self._notch(state, seat, move)
        if kind == "resign":
            return self._resign(state, seat)
        if kind == TAKE_BACK:
            return self.restore(seat, move)
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
        if random:
            free = free_notches(state)
            notch = free[derive(state.seed, "notch", state.ply).randbelow(len(free))]
        else:
            notch = move["notch"]
            if notch in _taken_notches(state):
                raise IllegalMoveError("notch_taken", notch=notch)
        work = _Work(state)
        point = _GEO.notch_points[notch - 1]
        work.starts[seat] = notch
        work.points[seat] = point
        square, port = _GEO.describe(point)
        work.events.append(
            {
                "kind": "notch_chosen",
                "seat": seat,
                "notch": notch,
                "square": square,
                "port": port,
                "random": random,
            }
        )
        return work.applied(*work.after_notch(seat))

    def _place(self, state: TsuroState, seat: int, move: Move) -> Applied[TsuroState]:
        """P1–P7 and D1–D4 for one placement."""
        tile = move.get("tile")
        rotation = move.get("rotation")
        # The common case checked inline (``type(…) is int`` also refuses booleans).
        if type(tile) is not int or type(rotation) is not int or not 1 <= tile <= TILE_COUNT:
            tile, rotation = _check_place_shape(move)
        quarter = _ROTATION_INDEX.get(rotation)
        if quarter is None:
            _check_place_shape(move)
        if state.phase != PLAY or seat != state.turn:
            self._check_turn(state, seat, PLAY)
        code = (tile - 1) * 4 + quarter
        if code not in state.legal:
            self._refuse(state, seat, tile, rotation, code)
        square = state.points[seat] >> 3
        work = _Work(state)
        work.cells = (*state.cells[:square], code, *state.cells[square + 1 :])
        work.order = (*state.order, square)
        events = work.events
        events.append(
            {
                "kind": "placed",
                "seat": seat,
                "tile": tile,
                "rotation": rotation,
                "square": _NAMES[square],
                "order": len(work.order),
            }
        )
        ply = state.ply
        points, trails, alive, fates = work.points, work.trails, work.alive, work.fates
        out: list[int] = []
        gone: list[Event] = []
        meetings: dict[int, int] = {}
        for movement in resolve(work.cells, _NEXT, square, state.points):
            marker = movement.marker
            if movement.end == LOOP:
                # Unreachable from a real game: every marker's trail leads back to the edge.
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
            if movement.collided:
                meetings[marker] = movement.met
            fates[marker] = (cause, ply, movement.collided, movement.point)
            points[marker] = -1
            alive[marker] = False
            out.append(marker)
            gone.append(
                {
                    "kind": "eliminated",
                    "seat": marker,
                    "cause": cause,
                    "with": list(movement.collided),
                    "at": spot_json(movement.point),
                }
            )
        events += _collisions(gone, meetings)
        events += gone
        work.hands[seat] = tuple(t for t in state.hands[seat] if t != tile)
        return work.applied(*work.after_placement(seat, out))

    def _refuse(self, state: TsuroState, seat: int, tile: int, rotation: int, code: int) -> None:
        """E2: say why a well-formed placement is refused (P4 suicide, V3 an opponent
        eliminated), naming an example legal move that the mover survives whenever one
        exists, also with ``strict_suicide`` off."""
        if tile not in state.hands[seat]:
            raise IllegalMoveError("tile_not_in_hand", tile=tile)
        judge = OptionJudge(state.cells, _NEXT, state.points, seat)
        example = next((c for c in state.legal if judge.harm(c) == SAFE), state.legal[0])
        safe_move = {"kind": "place", "tile": example // 4 + 1, "rotation": (example % 4) * 90}
        harm = judge.harm(code)
        if harm == SAFE or (harm == HARM_COLLISION and not state.strict_suicide):
            raise IllegalMoveError(
                "eliminates_opponent",
                tile=tile,
                rotation=rotation,
                seats=list(others_eliminated(state.cells, state.points, seat, code)),
                safe_move=safe_move,
            )
        raise IllegalMoveError(
            "suicide",
            tile=tile,
            rotation=rotation,
            cause=_HARM_CAUSE.get(harm, BY_EDGE),
            safe_move=safe_move,
        )

    def _resign(self, state: TsuroState, seat: int) -> Applied[TsuroState]:
        """G4: the marker leaves, the hand goes to the pile as in P5, G1 applies."""
        if state.phase == OVER or not state.alive[seat]:
            raise IllegalMoveError("not_playing", seat=seat)
        work = _Work(state)
        work.events.append({"kind": "resigned", "seat": seat})
        work.alive[seat] = False
        work.fates[seat] = (BY_RESIGNATION, state.ply, (), state.points[seat])
        work.points[seat] = -1
        return work.applied(*work.after_resignation(seat))

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
        return _with_legal(state._replace(hands=tuple(hands), pile=tuple(hidden)))

    # -- codecs ---------------------------------------------------------------------------
    def encode_state(self, state: TsuroState) -> Json:
        return {
            "format": self.state_format,
            "players": state.players,
            "seed": state.seed,
            "options": {
                "open_hands": state.open_hands,
                "strict_suicide": state.strict_suicide,
                "protect_opponents": state.protect_opponents,
                "edition": state.edition,
            },
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
                None if fate is None else [fate[0], fate[1], list(fate[2]), fate[3]]
                for fate in state.fates
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
                    None if fate is None else (fate[0], fate[1], tuple(fate[2]), fate[3])
                    for fate in data["fates"]
                ),
                trails=tuple(tuple(trail) for trail in data["trails"]),
                hands=tuple(tuple(hand) for hand in data["hands"]),
                pile=tuple(data["pile"]),
                dragon=data["dragon"],
                winners=tuple(data["winners"]),
                reason=data["reason"],
                # Added in place of a format bump: states stored before V3 lack it (off).
                protect_opponents=data["options"].get("protect_opponents", False),
                edition=data["options"].get("edition", 1),
            )
        except (KeyError, TypeError, ValueError, IndexError) as error:
            raise FormatError("state_shape", error=type(error).__name__) from None
        return _with_legal(state)


# -- turn flow ---------------------------------------------------------------------------------
class _Work:
    """The parts of a state that one move changes, as lists, and the move's events.

    Rules steps edit it in place; :meth:`applied` builds the one new state at the end, which
    is much cheaper than copying a frozen state after every step.
    """

    __slots__ = (
        "alive",
        "cells",
        "dragon",
        "events",
        "fates",
        "hands",
        "order",
        "pile",
        "points",
        "starts",
        "state",
        "trails",
    )

    def __init__(self, state: TsuroState) -> None:
        self.state = state
        self.cells = state.cells
        self.order = state.order
        self.starts = list(state.starts)
        self.points = list(state.points)
        self.alive = list(state.alive)
        self.fates = list(state.fates)
        self.trails = list(state.trails)
        self.hands = list(state.hands)
        self.pile = list(state.pile)
        self.dragon = state.dragon
        self.events: list[Event] = []

    def applied(
        self, phase: str, turn: int, winners: tuple[int, ...] = (), reason: str = ""
    ) -> Applied[TsuroState]:
        state = self.state
        legal: tuple[int, ...] = ()
        points = tuple(self.points)
        if phase == PLAY:
            legal = legal_codes(
                self.cells,
                points,
                self.hands[turn],
                turn,
                state.strict_suicide,
                state.protect_opponents,
            )
        new = TsuroState(
            state.players,
            state.seed,
            state.open_hands,
            state.strict_suicide,
            state.ply + 1,
            phase,
            turn,
            self.cells,
            self.order,
            tuple(self.starts),
            points,
            tuple(self.alive),
            tuple(self.fates),
            tuple(self.trails),
            tuple(self.hands),
            tuple(self.pile),
            self.dragon,
            winners,
            reason,
            state.protect_opponents,
            state.edition,
            legal,
        )
        return Applied(new, self.events)

    # -- the steps of the rules, each returning (phase, turn[, winners]) when it decides them
    def after_notch(self, seat: int) -> tuple[str, int]:
        """S3/S4: the next seat to choose a notch, or the first turn once all have."""
        following = self.next_to_choose(seat)
        if following >= 0:
            return NOTCH, following
        return PLAY, self.first_with_tiles(self.alive.index(True))

    def after_placement(self, seat: int, out: list[int]) -> tuple[Any, ...]:
        """P5, G1–G3, D4, P6/D1, D2/D3, P7 after ``seat`` placed and ``out`` left."""
        returned = self.return_tiles(out)
        over = self.finish(out)
        if over is not None:
            return over
        self.pass_dragon()
        if returned and self.dragon >= 0 and self.state.edition >= 2:
            # D2: the holder draws first, then clockwise; the mover's draw is one of these.
            self.refill(self.dragon)
        else:
            if self.alive[seat]:
                self.draw(seat)
            if returned:
                self.refill(self.next_alive(seat))
        return PLAY, self.first_with_tiles(self.next_alive(seat))

    def after_resignation(self, seat: int) -> tuple[Any, ...]:
        """G4: P5 and G1, then as after a placement (D4, D2) without a placement."""
        state = self.state
        returned = self.return_tiles([seat])
        over = self.finish([seat])
        if over is not None:
            return over
        self.pass_dragon()
        if state.phase == NOTCH:
            if seat != state.turn:
                return NOTCH, state.turn
            return self.after_notch(seat)
        if returned:
            self.refill(self.next_alive(seat))
        if seat != state.turn:
            return PLAY, state.turn
        return PLAY, self.first_with_tiles(self.next_alive(seat))

    def next_alive(self, seat: int) -> int:
        """The next seat clockwise after ``seat`` still in the game (-1 if none)."""
        players = len(self.alive)
        for step in range(1, players + 1):
            candidate = (seat + step) % players
            if self.alive[candidate]:
                return candidate
        return -1

    def next_to_choose(self, seat: int) -> int:
        """S3: the next seat in seat order after ``seat`` still to choose a notch, or -1."""
        for candidate in range(seat + 1, len(self.starts)):
            if self.alive[candidate] and not self.starts[candidate]:
                return candidate
        return -1

    def first_with_tiles(self, seat: int) -> int:
        """P7: from ``seat`` on, clockwise among players still in, the first holding a tile;
        each one skipped is reported."""
        players = len(self.alive)
        for step in range(players):
            candidate = (seat + step) % players
            if not self.alive[candidate]:
                continue
            if self.hands[candidate]:
                return candidate
            self.events.append({"kind": "turn_skipped", "seat": candidate})
        return -1

    def return_tiles(self, leaving: list[int]) -> bool:
        """P5: the hands of departing players go into the pile, which is then shuffled."""
        pile, hands = self.pile, self.hands
        returned = False
        for seat in leaving:
            if hands[seat]:
                self.events.append(
                    {"kind": "tiles_returned", "seat": seat, "count": len(hands[seat])}
                )
                pile.extend(hands[seat])
                hands[seat] = ()
                returned = True
        if returned:
            derive(self.state.seed, "return", self.state.ply).shuffle(pile)
        return returned

    def finish(self, leaving: list[int]) -> tuple[str, int, tuple[int, ...], str] | None:
        """G1–G3: ``(OVER, -1, winners, reason)`` if the game is over now, else None."""
        alive = self.alive
        if alive.count(True) > 1 and len(self.order) < TILE_COUNT:
            return None
        remaining = tuple(s for s, a in enumerate(alive) if a)
        if len(remaining) == 1:
            winners, reason = remaining, LAST_MARKER
        elif not remaining:
            winners, reason = tuple(sorted(leaving)), SHARED_ELIMINATION
        else:
            winners, reason = remaining, BOARD_FULL
        if self.dragon >= 0 and not alive[self.dragon]:
            self.dragon = -1  # a departed holder's dragon goes back to the box with the game
        self.events.append({"kind": "game_over", "winners": list(winners), "reason": reason})
        return OVER, -1, winners, reason

    def pass_dragon(self) -> None:
        """D4: a departed holder's dragon goes to the next player clockwise still in with
        fewer than 3 tiles, or back to the side."""
        dragon = self.dragon
        if dragon < 0 or self.alive[dragon]:
            return
        receiver = -1
        players = len(self.alive)
        for step in range(1, players):
            candidate = (dragon + step) % players
            if self.alive[candidate] and len(self.hands[candidate]) < HAND:
                receiver = candidate
                break
        self.events.append(
            {"kind": "dragon_passed", "from": dragon, "to": receiver if receiver >= 0 else None}
        )
        self.dragon = receiver

    def draw(self, seat: int) -> None:
        """P6 and D1: draw one tile (a holder gives the dragon back), or take the free
        dragon when the pile is empty (3 or more players)."""
        if self.pile:
            self.hands[seat] = tuple(sorted((*self.hands[seat], self.pile.pop())))
            self.events.append({"kind": "drew", "seat": seat, "count": 1})
            if self.dragon == seat:
                self.events.append({"kind": "dragon_returned", "seat": seat})
                self.dragon = -1
        elif self.dragon < 0 and self.state.players >= 3:
            self.events.append({"kind": "dragon_taken", "seat": seat})
            self.dragon = seat

    def refill(self, start: int) -> None:
        """D2/D3: deal one tile at a time, from the dragon holder clockwise, to every player
        still in with fewer than 3, until all have 3 or the pile is empty; then the free
        dragon goes to the first player still short from where dealing stopped (the next
        one due to draw). Decision: with nobody holding the dragon, dealing starts at
        ``start``, the player after the one who placed or resigned."""
        hands, alive, players = self.hands, self.alive, len(self.alive)
        seat = self.dragon if self.dragon >= 0 else start
        short = {s for s in range(players) if alive[s] and len(hands[s]) < HAND}
        while short and self.pile:
            if seat in short:
                self.draw(seat)
                if len(hands[seat]) == HAND:
                    short.discard(seat)
            seat = (seat + 1) % players
        if short and self.dragon < 0 and players >= 3:
            for step in range(players):
                candidate = (seat + step) % players
                if candidate in short:
                    self.events.append({"kind": "dragon_taken", "seat": candidate})
                    self.dragon = candidate
                    break


def _collisions(gone: list[Event], meetings: dict[int, int]) -> list[Event]:
    """E3/P3: one ``collided`` event per group of markers that met, naming all of them and
    the square where they met, so a collision can be told once (the ``eliminated`` events
    that follow still say, per seat, that it is out)."""
    events: list[Event] = []
    met_with = {event["seat"]: event["with"] for event in gone}
    done: set[int] = set()
    for event in gone:
        seat = event["seat"]
        if event["cause"] != BY_COLLISION or seat in done:
            continue
        group = {seat}
        frontier = [seat]
        while frontier:  # everyone met through a chain of meetings is one collision
            for other in met_with.get(frontier.pop(), ()):
                if other not in group:
                    group.add(other)
                    frontier.append(other)
        done |= group
        events.append(
            {"kind": "collided", "seats": sorted(group), "square": _NAMES[meetings[seat]]}
        )
    return events


def _check_int(move: Move, key: str, low: int, high: int) -> int:
    value = move.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InvalidMoveError(key, value=value, minimum=low, maximum=high)
    return value


def _check_place_shape(move: Move) -> tuple[int, int]:
    tile = _check_int(move, "tile", 1, TILE_COUNT)
    rotation = move.get("rotation")
    if type(rotation) is not int or rotation not in _ROTATION_INDEX:
        raise InvalidMoveError("rotation", value=rotation, allowed=[0, 90, 180, 270])
    return tile, rotation


def _taken_notches(state: TsuroState) -> set[int]:
    return {n for n, a in zip(state.starts, state.alive, strict=True) if a and n}


def free_notches(state: TsuroState) -> list[int]:
    """S3: the notches no marker of a player still in the game stands on, in order."""
    taken = _taken_notches(state)
    return [n for n in range(1, _NOTCHES + 1) if n not in taken]


# -- views -------------------------------------------------------------------------------------
def view(state: TsuroState, seat: int | None) -> Json:
    """E4/V1: what ``seat`` (None: a spectator) may see, as JSON (format in the package doc)."""
    markers = []
    for s in range(state.players):
        fate = state.fates[s]
        point = state.points[s] if fate is None else fate[3]
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
        "options": {
            "open_hands": state.open_hands,
            "strict_suicide": state.strict_suicide,
            "protect_opponents": state.protect_opponents,
        },
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
