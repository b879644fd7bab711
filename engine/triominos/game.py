"""Triominos as a game of the shared contract (rules: ``shared/rules/triominos.md``).

Moves::

    {"kind": "place", "tile": "0-2-1", "cell": "3,-2", "rotation": 1}
    {"kind": "draw"}       # D1: -5, at most 3 a turn, only while the pool has tiles; once a
                           # seat has drawn, only a tile drawn this turn may be placed
    {"kind": "pass"}       # D2 after three draws (-10); D3 no placement and an empty pool (0)
    {"kind": "resign"}     # any playing seat, any time

``tile`` is the tile's canonical name (:mod:`engine.triominos.tiles`), ``cell`` a cell name
(:mod:`engine.triominos.grid`) and ``rotation`` which corner of the tile's name (0, 1 or 2)
lies on the cell's corner 0; the others follow clockwise. A triple has only rotation 0.

Everything between turns happens inside ``apply``: the start draws of S2, dealing, the opening
tile of ``start=triple``, the end of a round and the start of the next one.

Decisions beyond the rules file:

* R1: going-out bonuses are counted when the round ends, after the completing turns, from the
  hands held then (a finisher's partners may still lower their hands in those turns).
* S3: the first tile goes on cell ``"0,0"`` and must be placed (no draw on an empty table).
* ``start=triple``: the opening tile is played automatically; equal values are broken by the
  higher tile name. 0-0-0 scores 30 + 10 (S2); under ``simple_scoring`` the opening scores 1.
* ``redraw``: the start rule decides afresh every round instead of R3's rotation.
* ``bridge_extension``: +40 for a tile sharing two sides with the table, one of them with a
  tile that earned a B3 bridge.
* ``simple_scoring``: a blocked round scores nothing (hand values do not count in it).
* D2: after the third draw the player may still pass (-10) even if a tile now fits, as before
  it they may draw instead of placing ("cannot or will not").
* ``target`` and ``rounds`` may both be set: the game ends at whichever comes first. G2:
  with ``simple_scoring`` and neither chosen, the game is one round (target 0, rounds 1).
* A resigning seat's tiles go back to the pool; the last seat playing wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.core import (
    EDITION,
    TAKE_BACK,
    Applied,
    Event,
    FormatError,
    Game,
    IllegalMoveError,
    InvalidMoveError,
    InvalidOptionsError,
    Json,
    Move,
    OptionSpec,
    Outcome,
    stored_options,
)
from engine.rng import Rng, derive
from engine.triominos import grid
from engine.triominos.board import Board, bonus_points, points_for
from engine.triominos.grid import Cell
from engine.triominos.tiles import (
    SETS,
    Tile,
    parse_tile,
    rotated,
    rotations,
    tile_name,
    tile_set,
    value,
)

DRAW_PENALTY = 5
PASS_PENALTY = 10
MAX_DRAWS = 3
OUT_BONUS = 25
SIMPLE_OUT_BONUS = 5
START_BONUS = 10
ZERO_TRIPLE_BONUS = 30


def hand_size(players: int) -> int:
    """S1: 9 tiles for 2 players, 7 for 3–4, 6 for 5–6."""
    return 9 if players == 2 else 7 if players <= 4 else 6


@dataclass(frozen=True, slots=True)
class Placed:
    """One tile on the table, in placement order."""

    cell: Cell
    tile: Tile
    rotation: int
    seat: int
    bridge: bool


@dataclass(frozen=True, slots=True)
class State:
    players: int
    options: Mapping[str, Any]
    seed: int
    round: int
    #: the seat that began this round (R3 rotates it)
    starter: int
    #: whose turn it is; ``None`` once the game is over
    turn: int | None
    #: draws taken in the current turn (D2)
    draws: int
    hands: tuple[tuple[Tile, ...], ...]
    pool: tuple[Tile, ...]
    table: tuple[Placed, ...]
    scores: tuple[int, ...]
    playing: tuple[bool, ...]
    #: turns each seat has played this round (R1's completed round of turns)
    turns: tuple[int, ...]
    #: seats still owed a last turn after someone went out (R1); ``None`` before that
    final: tuple[int, ...] | None
    #: seats that went out this round, in order
    out: tuple[int, ...]
    #: moves applied so far; labels the random draws
    ply: int
    #: S2's public start draws of this round: one tuple of ``(seat, tile)`` per attempt
    start_draws: tuple[tuple[tuple[int, Tile], ...], ...]
    #: the last ``round_ended`` event (public), for views
    last_round: Json
    result: Outcome | None
    #: index of the table, derived from ``table``
    board: Board
    #: D1: the tiles the seat on turn drew this turn (only these may be placed after a draw)
    drawn: tuple[Tile, ...] = ()


class Triominos(Game[State]):
    name = "triominos"
    title = "Triominos"
    min_players = 2
    max_players = 6
    options_spec = (
        OptionSpec("set", "choice", "76", "Tile set: 76 (mirror images) or 56", SETS),
        OptionSpec(
            "start",
            "choice",
            "highest",
            "Who begins: highest drawn tile, or highest triple played (+10)",
            ("highest", "triple"),
        ),
        OptionSpec("redraw", "bool", False, "Decide who begins afresh every round"),
        OptionSpec("bridge_extension", "bool", False, "+40 for extending a bridge"),
        OptionSpec("target", "int", 400, "Score that ends the game (0: none)", (), 0, 10000),
        OptionSpec("rounds", "int", 0, "Number of rounds (0: play to the target)", (), 0, 100),
        OptionSpec("simple_scoring", "bool", False, "Children's scoring: 1 point a tile"),
    )
    #: 2: ``drawn`` (D1) added; format 1 states still decode (see :meth:`decode_state`).
    state_format = 2
    #: 2: D1 as updated by issue 13 (after a draw only a tile drawn this turn is placed).
    edition = 2

    # -- set-up -------------------------------------------------------------------------
    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """The options with defaults; G2: ``simple_scoring`` without a chosen ``target``
        plays to no target, and with neither ``target`` nor ``rounds`` chosen, one round."""
        result = super().normalize_options(options)
        given = options or {}
        if result["simple_scoring"] and "target" not in given:
            result["target"] = 0
            if "rounds" not in given:
                result["rounds"] = 1
        if result["target"] == 0 and result["rounds"] == 0:
            raise InvalidOptionsError("no_game_end", names=["target", "rounds"])
        return result

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> State:
        self.check_players(players)
        opts = self.normalize_options(options)
        blank = State(
            players=players,
            options=opts,
            seed=seed,
            round=0,
            starter=players - 1,
            turn=None,
            draws=0,
            hands=((),) * players,
            pool=(),
            table=(),
            scores=(0,) * players,
            playing=(True,) * players,
            turns=(0,) * players,
            final=None,
            out=(),
            ply=0,
            start_draws=(),
            last_round=None,
            result=None,
            board=Board.empty(),
        )
        return _start_round(blank, [])

    # -- play ---------------------------------------------------------------------------
    def to_act(self, state: State) -> frozenset[int]:
        if state.result is not None or state.turn is None:
            return frozenset()
        return frozenset((state.turn,))

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        if state.result is not None or seat != state.turn:
            return []
        placements = sorted(_placements(state, seat), key=_placement_order)
        moves: list[Move] = [
            {"kind": "place", "tile": tile_name(t), "cell": grid.cell_name(c), "rotation": r}
            for t, c, r in placements
        ]
        if _may_draw(state):
            moves.append({"kind": "draw"})
        if _may_pass(state, bool(placements)):
            moves.append({"kind": "pass"})
        return moves

    def decode_move(self, data: Json) -> Move:
        move = super().decode_move(data)
        if move["kind"] == "place":
            cell = grid.parse_cell(move.get("cell"))
            if cell is None:
                raise InvalidMoveError("cell_name", cell=move.get("cell"))
            move["cell"] = grid.cell_name(cell)
        return move

    def apply(self, state: State, seat: int, move: Move) -> Applied[State]:
        if not isinstance(move, dict) or not isinstance(move.get("kind"), str):
            raise InvalidMoveError("move_shape")
        kind = move["kind"]
        if kind not in ("place", "draw", "pass", "resign", TAKE_BACK):
            raise InvalidMoveError("unknown_kind", kind=kind)
        if not (isinstance(seat, int) and 0 <= seat < state.players):
            raise InvalidMoveError("seat", seat=seat)
        if kind == TAKE_BACK:
            return self.restore(seat, move)
        if state.result is not None:
            raise IllegalMoveError("game_over")
        if kind == "resign":
            return _resign(state, seat)
        if seat != state.turn:
            raise IllegalMoveError("not_your_turn", seat=seat, turn=state.turn)
        if kind == "place":
            tile, cell, rotation = _parse_place(state, move)
            return _place(state, seat, tile, cell, rotation)
        if kind == "draw":
            return _draw(state, seat)
        return _pass(state, seat)

    def outcome(self, state: State) -> Outcome | None:
        return state.result

    def move_space(self, state: State, seat: int) -> list[Move]:
        cells = set(state.board.open) | {grid.ORIGIN, (40, 40)}
        cells.update(list(state.board.cells)[:2])
        # cells touching the table only at a point
        for cell in list(state.board.cells)[:3]:
            for corner in range(3):
                cells.update(grid.far_cells(cell, corner))
        hand = set(state.hands[seat])
        others = [t for t in tile_set(state.options["set"]) if t not in hand][:3]
        moves: list[Move] = [{"kind": "draw"}, {"kind": "pass"}]
        for tile in sorted(hand) + others:
            for cell in sorted(cells):
                for rotation in range(3):
                    moves.append(
                        {
                            "kind": "place",
                            "tile": tile_name(tile),
                            "cell": grid.cell_name(cell),
                            "rotation": rotation,
                        }
                    )
        return moves

    def random_action(self, state: State, rng: Rng) -> tuple[int, Move]:
        """Random play that places when it can most of the time, so games end."""
        seat = next(iter(self.to_act(state)))
        moves = self.legal_moves(state, seat)
        places = [m for m in moves if m["kind"] == "place"]
        if places and rng.randbelow(8):
            return seat, rng.choice(places)
        return seat, rng.choice(moves)

    # -- information --------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> Json:
        """E4. ``hand``: the seat's own tile names (``None`` for a spectator); ``hands``: every
        seat's hand size; ``pool``: tiles left to draw; ``table``: the tiles in placement order,
        each with its cell name, ``x``/``y``, ``up``, tile, rotation and ``corners`` (the
        numbers on the cell's corners 0, 1, 2, see :mod:`engine.triominos.grid`); ``last``: the
        cell placed last; ``turn``, ``draws`` (this turn), ``drawn`` (D1: the tiles drawn this
        turn, in the own view of the seat on turn only, else ``None``), ``scores``, ``round``,
        ``starter``,
        ``final`` (seats owed a last turn), ``start_draws`` (S2), ``last_round`` (the last
        ``round_ended`` event) and ``outcome``."""
        last = state.table[-1] if state.table else None
        return {
            "game": self.name,
            "seat": seat,
            "options": dict(state.options),
            "round": state.round,
            "starter": state.starter,
            "turn": state.turn,
            "draws": state.draws,
            "drawn": (
                [tile_name(t) for t in state.drawn]
                if seat is not None and seat == state.turn
                else None
            ),
            "pool": len(state.pool),
            "hand": (
                [tile_name(t) for t in state.hands[seat]]
                if seat is not None and 0 <= seat < state.players
                else None
            ),
            "hands": [len(h) for h in state.hands],
            "scores": list(state.scores),
            "playing": list(state.playing),
            "final": list(state.final) if state.final is not None else None,
            "out": list(state.out),
            "table": [_placed_view(p, i) for i, p in enumerate(state.table)],
            "last": grid.cell_name(last.cell) if last else None,
            "start_draws": _start_draws_json(state.start_draws),
            "last_round": state.last_round,
            "outcome": state.result.to_json() if state.result else None,
        }

    def conceal(self, state: State, observer: int | None, rng: Rng) -> State:
        """Every tile the observer cannot see (other hands and the pool) shuffled and dealt
        back in the same sizes. It ignores what play lets one infer (a pass on an empty pool
        shows that nothing fitted; a triple opening that no higher triple was dealt)."""
        hidden = [s for s in range(state.players) if s != observer]
        unknown = list(state.pool)
        for s in hidden:
            unknown.extend(state.hands[s])
        rng.shuffle(unknown)
        hands = list(state.hands)
        for s in hidden:
            size = len(state.hands[s])
            hands[s] = tuple(sorted(unknown[:size]))
            del unknown[:size]
        drawn = state.drawn
        if drawn and state.turn in hidden:
            drawn = hands[state.turn][: len(drawn)]  # which tiles were drawn is hidden too
        return replace(state, hands=tuple(hands), pool=tuple(sorted(unknown)), drawn=drawn)

    # -- codecs -------------------------------------------------------------------------
    def encode_state(self, state: State) -> Json:
        return {
            "format": self.state_format,
            "players": state.players,
            "options": dict(state.options),
            "seed": state.seed,
            "round": state.round,
            "starter": state.starter,
            "turn": state.turn,
            "draws": state.draws,
            "drawn": [tile_name(t) for t in state.drawn],
            "hands": [[tile_name(t) for t in h] for h in state.hands],
            "pool": [tile_name(t) for t in state.pool],
            "table": [
                {
                    "cell": grid.cell_name(p.cell),
                    "tile": tile_name(p.tile),
                    "rotation": p.rotation,
                    "seat": p.seat,
                    "bridge": p.bridge,
                }
                for p in state.table
            ],
            "scores": list(state.scores),
            "playing": list(state.playing),
            "turns": list(state.turns),
            "final": list(state.final) if state.final is not None else None,
            "out": list(state.out),
            "ply": state.ply,
            "start_draws": _start_draws_json(state.start_draws),
            "last_round": state.last_round,
            "outcome": state.result.to_json() if state.result else None,
        }

    def decode_state(self, data: Json) -> State:
        """Format 2, or format 1: written before rules editions, so edition 1, whose games
        place any tile after a draw and keep no ``drawn``."""
        if isinstance(data, dict) and data.get("format") == 1:
            data = {**data, "format": self.state_format, "drawn": []}
        self.check_format(data)
        try:
            table = tuple(
                Placed(
                    _cell(p["cell"]), _tile(p["tile"]), int(p["rotation"]), p["seat"], p["bridge"]
                )
                for p in data["table"]
            )
            return State(
                players=data["players"],
                options=stored_options(data["options"]),
                seed=data["seed"],
                round=data["round"],
                starter=data["starter"],
                turn=data["turn"],
                draws=data["draws"],
                hands=tuple(tuple(_tile(t) for t in h) for h in data["hands"]),
                pool=tuple(_tile(t) for t in data["pool"]),
                table=table,
                scores=tuple(data["scores"]),
                playing=tuple(data["playing"]),
                turns=tuple(data["turns"]),
                final=tuple(data["final"]) if data["final"] is not None else None,
                out=tuple(data["out"]),
                ply=data["ply"],
                start_draws=tuple(
                    tuple((seat, _tile(t)) for seat, t in attempt)
                    for attempt in data["start_draws"]
                ),
                last_round=data["last_round"],
                result=Outcome.from_json(data["outcome"]) if data["outcome"] else None,
                board=board_of(table),
                drawn=tuple(_tile(t) for t in data["drawn"]),
            )
        except (KeyError, TypeError, ValueError, IndexError) as error:
            raise FormatError("state_data", error=type(error).__name__) from error


TRIOMINOS = Triominos()


# -- helpers the cogs and pictures use ------------------------------------------------------
def spots(state: State, seat: int, tile: Tile) -> list[dict[str, Any]]:
    """Every legal spot for ``tile`` of ``seat``'s hand now: cell, rotation and the points it
    would score, ordered by row, column and rotation so a player can pick "spot 7"."""
    if state.result is not None or seat != state.turn or tile not in state.hands[seat]:
        return []
    found = [(c, r) for t, c, r in _placements(state, seat) if t == tile]
    found.sort(key=lambda cr: (cr[0][1], cr[0][0], cr[1]))
    return [
        {
            "cell": grid.cell_name(cell),
            "rotation": rotation,
            "corners": list(rotated(tile, rotation)),
            "points": _points(state, tile, cell),
        }
        for cell, rotation in found
    ]


def may_place(state: State, seat: int, tile: Tile) -> bool:
    """Whether ``tile`` of ``seat``'s hand may be placed now at all (D1: after a draw, only
    a tile drawn this turn), wherever it would fit."""
    return tile in _placeable(state, seat)


def is_spot(state: State, cell: Cell) -> bool:
    """Whether ``cell`` is a spot at all now (M1, S3): a free cell sharing a side with the
    table, or ``0,0`` on an empty table. A cell that is not cannot take any tile, so a
    refusal can say "no such spot" rather than "this tile does not fit there"."""
    if not state.table:
        return cell == grid.ORIGIN
    return cell in state.board.open


def greedy_move(state: State, seat: int) -> Move:
    """The greedy player: the placement scoring most now (then the heaviest tile, then the
    first in order); otherwise draw, otherwise pass."""
    best: tuple[int, int] | None = None
    choice: tuple[Tile, Cell, int] | None = None
    board = state.board
    extension = state.options["bridge_extension"]
    simple = state.options["simple_scoring"]
    per_cell: dict[Cell, int] = {}
    for tile, cell, rotation in sorted(_placements(state, seat), key=_placement_order):
        if cell not in per_cell:
            per_cell[cell] = sum(bonus_points(board, cell, extension=extension, simple=simple))
        total = per_cell[cell] + (1 if simple else value(tile))
        key = (total, value(tile))
        if best is None or key > best:
            best, choice = key, (tile, cell, rotation)
    if choice is not None:
        tile, cell, rotation = choice
        return {
            "kind": "place",
            "tile": tile_name(tile),
            "cell": grid.cell_name(cell),
            "rotation": rotation,
        }
    if _may_draw(state):
        return {"kind": "draw"}
    return {"kind": "pass"}


def board_of(table: tuple[Placed, ...]) -> Board:
    """The index of a table, rebuilt from its placements."""
    board = Board.empty()
    for placed in table:
        board = board.with_tile(placed.cell, rotated(placed.tile, placed.rotation), placed.bridge)
    return board


# -- rules ----------------------------------------------------------------------------------
def _placement_order(item: tuple[Tile, Cell, int]) -> tuple[Tile, int, int, int]:
    tile, cell, rotation = item
    return (tile, cell[1], cell[0], rotation)


def _drawn_only(state: State) -> bool:
    """D1 (edition 2): a draw this turn limits the placement to the tiles drawn."""
    return bool(state.draws) and state.options.get(EDITION, 1) >= 2


def _placeable(state: State, seat: int) -> frozenset[Tile]:
    """D1: the tiles ``seat`` may place now: after a draw this turn, only the drawn ones."""
    if seat == state.turn and _drawn_only(state):
        return frozenset(state.drawn)
    return frozenset(state.hands[seat])


def _placements(state: State, seat: int) -> list[tuple[Tile, Cell, int]]:
    return state.board.placements(_placeable(state, seat), state.options["set"])


def _may_draw(state: State) -> bool:
    return bool(state.table) and bool(state.pool) and state.draws < MAX_DRAWS


def _may_pass(state: State, can_place: bool) -> bool:
    """D2: after three draws; D3: nothing to place and nothing to draw."""
    return state.draws >= MAX_DRAWS or (not state.pool and not can_place)


def _points(state: State, tile: Tile, cell: Cell) -> dict[str, int]:
    return points_for(
        state.board,
        tile,
        cell,
        extension=state.options["bridge_extension"],
        simple=state.options["simple_scoring"],
    )


def _parse_place(state: State, move: Move) -> tuple[Tile, Cell, int]:
    tile = parse_tile(move.get("tile"))
    if tile is None:
        raise InvalidMoveError("tile_name", tile=move.get("tile"))
    if tile not in tile_set(state.options["set"]):
        raise InvalidMoveError("tile_not_in_set", tile=tile_name(tile), set=state.options["set"])
    cell = grid.parse_cell(move.get("cell"))
    if cell is None:
        raise InvalidMoveError("cell_name", cell=move.get("cell"))
    rotation = move.get("rotation")
    if isinstance(rotation, bool) or not isinstance(rotation, int):
        raise InvalidMoveError("rotation", rotation=rotation, allowed=list(rotations(tile)))
    if rotation not in rotations(tile):
        raise InvalidMoveError("rotation", rotation=rotation, allowed=list(rotations(tile)))
    return tile, cell, rotation


def _place(state: State, seat: int, tile: Tile, cell: Cell, rotation: int) -> Applied[State]:
    if tile not in state.hands[seat]:
        raise IllegalMoveError("not_in_hand", tile=tile_name(tile))
    if _drawn_only(state) and tile not in state.drawn:
        # D1: a tile bought this turn only (the data names no tile the player did not type).
        raise IllegalMoveError("not_drawn_this_turn", tile=tile_name(tile), drawn=len(state.drawn))
    corners = rotated(tile, rotation)
    state.board.check(cell, corners)
    points = _points(state, tile, cell)
    bridge = points["bridge"] > 0
    hands = list(state.hands)
    hand = list(hands[seat])
    hand.remove(tile)
    hands[seat] = tuple(hand)
    scores = list(state.scores)
    scores[seat] += points["total"]
    events: list[Event] = [
        {
            "kind": "placed",
            "seat": seat,
            "tile": tile_name(tile),
            "cell": grid.cell_name(cell),
            "rotation": rotation,
            "corners": list(corners),
            "points": points,
        }
    ]
    state = replace(
        state,
        hands=tuple(hands),
        scores=tuple(scores),
        table=(*state.table, Placed(cell, tile, rotation, seat, bridge)),
        board=state.board.with_tile(cell, corners, bridge),
        ply=state.ply + 1,
    )
    return _end_turn(state, seat, events, went_out=not hand)


def _draw(state: State, seat: int) -> Applied[State]:
    if not state.table:
        raise IllegalMoveError("must_place_first")
    if state.draws >= MAX_DRAWS:
        raise IllegalMoveError("draw_limit", draws=state.draws)
    if not state.pool:
        raise IllegalMoveError("pool_empty")
    pool = list(state.pool)
    tile = pool.pop(derive(state.seed, "draw", state.round, state.ply).randbelow(len(pool)))
    hands = list(state.hands)
    hands[seat] = tuple(sorted((*hands[seat], tile)))
    penalty = 0 if state.options["simple_scoring"] else -DRAW_PENALTY
    scores = list(state.scores)
    scores[seat] += penalty
    state = replace(
        state,
        hands=tuple(hands),
        pool=tuple(pool),
        scores=tuple(scores),
        draws=state.draws + 1,
        drawn=(*state.drawn, tile) if state.options.get(EDITION, 1) >= 2 else (),
        ply=state.ply + 1,
    )
    event = {"kind": "drew", "seat": seat, "points": penalty, "draws": state.draws}
    event["pool"] = len(state.pool)
    return Applied(state, [event])


def _pass(state: State, seat: int) -> Applied[State]:
    can_place = state.board.can_place(_placeable(state, seat), state.options["set"])
    if not _may_pass(state, can_place):
        raise IllegalMoveError(
            "pass_not_allowed", draws=state.draws, pool=len(state.pool), can_place=can_place
        )
    penalty = 0
    if state.draws >= MAX_DRAWS and not state.options["simple_scoring"]:
        penalty = -PASS_PENALTY
    scores = list(state.scores)
    scores[seat] += penalty
    state = replace(state, scores=tuple(scores), ply=state.ply + 1)
    events: list[Event] = [{"kind": "passed", "seat": seat, "points": penalty}]
    return _end_turn(state, seat, events, went_out=False)


def _resign(state: State, seat: int) -> Applied[State]:
    if not state.playing[seat]:
        raise IllegalMoveError("not_playing", seat=seat)
    playing = list(state.playing)
    playing[seat] = False
    hands = list(state.hands)
    pool = tuple(sorted((*state.pool, *hands[seat])))
    hands[seat] = ()
    final = tuple(s for s in state.final if s != seat) if state.final is not None else None
    events: list[Event] = [{"kind": "resigned", "seat": seat}]
    state = replace(
        state,
        playing=tuple(playing),
        hands=tuple(hands),
        pool=pool,
        final=final,
        out=tuple(s for s in state.out if s != seat),
        ply=state.ply + 1,
    )
    left = [s for s in range(state.players) if playing[s]]
    if len(left) == 1:
        return _game_over(state, events, "resigned", frozenset(left))
    if state.turn == seat:
        # the turn ends; a finisher's partners are owed turns only while they play, and the
        # one on turn is always the first of them, so only here can the last one leave
        return _after_turn(replace(state, draws=0, drawn=()), seat, events)
    return Applied(state, events)


def _end_turn(state: State, seat: int, events: list[Event], *, went_out: bool) -> Applied[State]:
    turns = list(state.turns)
    turns[seat] += 1
    final = state.final
    if final is not None:
        final = tuple(s for s in final if s != seat)
    out = state.out
    if went_out:
        out = (*out, seat)
        if final is None:
            # R1: the seats after the finisher complete the round of turns
            final = tuple(
                s for s in _seats_after(state, seat) if state.playing[s] and turns[s] < turns[seat]
            )
        events.append({"kind": "went_out", "seat": seat, "final_turns": list(final)})
    state = replace(state, turns=tuple(turns), final=final, out=out, draws=0, drawn=())
    return _after_turn(state, seat, events)


def _after_turn(state: State, seat: int, events: list[Event]) -> Applied[State]:
    """Pass the turn on, or end the round when R1 or R2 says so."""
    if state.final is not None:
        if not state.final:
            return _end_round(state, events, "out")
        return Applied(replace(state, turn=state.final[0]), events)
    if not state.pool and not any(
        state.board.can_place(frozenset(state.hands[s]), state.options["set"])
        for s in range(state.players)
        if state.playing[s]
    ):
        return _end_round(state, events, "blocked")
    return Applied(replace(state, turn=_next_playing(state, seat)), events)


def _end_round(state: State, events: list[Event], how: str) -> Applied[State]:
    simple = state.options["simple_scoring"]
    seats = [s for s in range(state.players) if state.playing[s]]
    totals = {s: sum(value(t) for t in state.hands[s]) for s in seats}
    changes = [0] * state.players
    winners: list[int]
    if how == "out":
        winners = list(state.out)
        if simple:
            # G2: only the first to go out (a finisher who resigned since has left)
            if state.out:
                changes[state.out[0]] = SIMPLE_OUT_BONUS
        else:
            for s in state.out:
                changes[s] = OUT_BONUS + sum(totals[o] for o in seats if o != s)
    else:
        low = min(totals.values())
        winners = [s for s in seats if totals[s] == low]
        if not simple:
            for s in winners:
                changes[s] = sum(totals[o] for o in seats if o != s) - totals[s]
    scores = tuple(a + b for a, b in zip(state.scores, changes, strict=True))
    ended = {
        "kind": "round_ended",
        "round": state.round,
        "how": how,
        "winners": winners,
        "hand_totals": [totals.get(s) for s in range(state.players)],
        "changes": changes,
        "scores": list(scores),
    }
    events.append(ended)
    state = replace(state, scores=scores, last_round=ended, turn=None)
    target = state.options["target"]
    rounds = state.options["rounds"]
    if target and any(scores[s] >= target for s in seats):
        return _game_over(state, events, "target_score", None)
    if rounds and state.round >= rounds:
        return _game_over(state, events, "rounds", None)
    return Applied(_start_round(state, events), events)


def _game_over(
    state: State, events: list[Event], reason: str, winners: frozenset[int] | None
) -> Applied[State]:
    if winners is None:
        seats = [s for s in range(state.players) if state.playing[s]]
        best = max(state.scores[s] for s in seats)
        winners = frozenset(s for s in seats if state.scores[s] == best)
    result = Outcome(winners, reason, state.scores)
    events.append({"kind": "game_over", **result.to_json()})
    return Applied(replace(state, result=result, turn=None), events)


def _start_round(state: State, events: list[Event]) -> State:
    """S1–S3 and R3: shuffle every tile, pick who begins, deal, maybe play the opening."""
    number = state.round + 1
    opts = state.options
    seats = [s for s in range(state.players) if state.playing[s]]
    tiles = list(tile_set(opts["set"]))
    afresh = number == 1 or opts["redraw"]
    start_draws: tuple[tuple[tuple[int, Tile], ...], ...] = ()
    starter = _next_playing(state, state.starter)
    if afresh and opts["start"] == "highest":
        starter, start_draws = _start_draws(state.seed, number, seats, tiles)
    derive(state.seed, "deal", number).shuffle(tiles)
    size = hand_size(len(seats))
    hands: list[tuple[Tile, ...]] = [()] * state.players
    for i, s in enumerate(seats):
        hands[s] = tuple(sorted(tiles[i * size : (i + 1) * size]))
    pool = tuple(sorted(tiles[len(seats) * size :]))
    state = replace(
        state,
        round=number,
        starter=starter,
        turn=starter,
        draws=0,
        drawn=(),
        hands=tuple(hands),
        pool=pool,
        table=(),
        board=Board.empty(),
        turns=(0,) * state.players,
        final=None,
        out=(),
        start_draws=start_draws,
    )
    events.append(
        {
            "kind": "round_started",
            "round": number,
            "starter": starter,
            "start_draws": _start_draws_json(start_draws),
        }
    )
    if afresh and opts["start"] == "triple":
        state = _triple_opening(state, seats, events)
    return state


def _start_draws(
    seed: int, number: int, seats: list[int], tiles: list[Tile]
) -> tuple[int, tuple[tuple[tuple[int, Tile], ...], ...]]:
    """S2: the tied draw again until one drew the highest value; tiles go back each time."""
    attempts = []
    tied = list(seats)
    while True:
        drawn = list(tiles)
        derive(seed, "start", number, len(attempts)).shuffle(drawn)
        attempt = tuple(zip(tied, drawn, strict=False))
        attempts.append(attempt)
        best = max(value(t) for _, t in attempt)
        tied = [s for s, t in attempt if value(t) == best]
        if len(tied) == 1:
            return tied[0], tuple(attempts)


def opening_points(tile: Sequence[int], *, simple: bool) -> dict[str, int]:
    """S2 with ``start=triple``: what the opening ``tile`` (its corners) scores, broken down
    as a placement's points are: its value (1 under ``simple_scoring``) and, for a triple, the
    start bonus (+10; 0-0-0 +30 more)."""
    points = {"value": 1 if simple else sum(tile), "bridge": 0, "hexagon": 0, "start": 0}
    if len(set(tile)) == 1 and not simple:
        points["start"] = START_BONUS + (ZERO_TRIPLE_BONUS if tuple(tile) == (0, 0, 0) else 0)
    points["total"] = points["value"] + points["start"]
    return points


def _triple_opening(state: State, seats: list[int], events: list[Event]) -> State:
    """``start=triple``: the highest triple (else the highest tile) is played at once."""

    def rank(tile: Tile) -> tuple[bool, int, Tile]:
        return (tile[0] == tile[1] == tile[2], value(tile), tile)

    holder, tile = max(((s, t) for s in seats for t in state.hands[s]), key=lambda st: rank(st[1]))
    points = opening_points(tile, simple=state.options["simple_scoring"])
    hands = list(state.hands)
    hands[holder] = tuple(t for t in hands[holder] if t != tile)
    scores = list(state.scores)
    scores[holder] += points["total"]
    turns = [0] * state.players
    turns[holder] = 1
    events.append(
        {
            "kind": "placed",
            "seat": holder,
            "tile": tile_name(tile),
            "cell": grid.cell_name(grid.ORIGIN),
            "rotation": 0,
            "corners": list(tile),
            "points": points,
        }
    )
    state = replace(
        state,
        starter=holder,
        hands=tuple(hands),
        scores=tuple(scores),
        turns=tuple(turns),
        table=(Placed(grid.ORIGIN, tile, 0, holder, False),),
        board=Board.empty().with_tile(grid.ORIGIN, tile, False),
    )
    return replace(state, turn=_next_playing(state, holder))


def _seats_after(state: State, seat: int) -> list[int]:
    return [(seat + k) % state.players for k in range(1, state.players)]


def _next_playing(state: State, seat: int) -> int:
    for s in _seats_after(state, seat):
        if state.playing[s]:
            return s
    return seat


def _placed_view(placed: Placed, order: int) -> Json:
    corners = rotated(placed.tile, placed.rotation)
    return {
        "order": order,
        "cell": grid.cell_name(placed.cell),
        "x": placed.cell[0],
        "y": placed.cell[1],
        "up": grid.points_up(placed.cell),
        "tile": tile_name(placed.tile),
        "rotation": placed.rotation,
        "corners": list(corners),
        "seat": placed.seat,
    }


def _start_draws_json(draws: tuple[tuple[tuple[int, Tile], ...], ...]) -> Json:
    return [[[seat, tile_name(t)] for seat, t in attempt] for attempt in draws]


def _cell(text: str) -> Cell:
    cell = grid.parse_cell(text)
    if cell is None:
        raise ValueError(text)
    return cell


def _tile(text: str) -> Tile:
    tile = parse_tile(text)
    if tile is None:
        raise ValueError(text)
    return tile
