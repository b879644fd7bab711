"""Triominos's computer player (issue 16), on a state concealed for its seat (:mod:`engine.ai`).

* ``easy``: the greedy player the turn clock used before (the placement scoring most now),
  made a little human: one time in four it is content with any placement scoring at least
  half as much as the best.
* ``medium``: ``hard``'s look one turn ahead at each placement (below), without its memory
  (the next player's hand is any tiles unseen) and without drawing by choice: it places
  whenever it can. Issue 27: judging only what the placement leaves in its own hand (kept
  tiles that fit, shedding) won 54 % against a plain highest-points player; the look ahead,
  which sees the bridge or hexagon a placement opens for the next player, wins about 65 %.
* ``hard``: a look one turn ahead on each side. For every placement it weighs the next
  player's best reply on the table it leaves — over the tiles that player may hold, each
  with the chance that it does — its own best placement next turn with the tiles it keeps,
  the chance that either side goes out next, and the weight of the hand it keeps. It also
  weighs drawing instead (D1: a player may draw rather than place): each tile it may draw,
  with the chance that it is in the pool, placed as well as it fits, or drawn again up to
  three times (D2), and each tile more in hand worth :data:`HAND_TILE` points for the bonuses
  it may complete later. A low placement, or one that opens a bridge or hexagon for the next
  player, loses to a draw, so ``hard`` builds a large hand and scores with it.

Memory (``hard``): :class:`TriominosMemory` keeps, from public moves only, which tiles each
player showed it does not hold (D1: a player who draws or passes had no tile fitting any open
cell then) and how many of its tiles that still holds for. That holds of a player who places
when it can, as ``easy`` and ``medium`` do. A player who draws by choice (another ``hard``, or
a person who learnt it) gives itself away when it later places a second tile that fitted when
it drew (it may only place the tile it drew in the turn it draws, D1, so one such tile can be
the drawn one, never two): from then on (issue 27) the memory draws nothing from its draws and
counts its hand as any tiles unseen. Before that, a draw is believed only as far as it was
likely forced (:func:`_forced`): a hand of many tiles, some fitting almost surely, that draws
has most likely drawn by choice, and its hand is then counted mostly as any tiles unseen, so
the model never rules out a tile such a player still holds (a test plays ``hard`` against
``hard``).
It is rebuilt from the log by :func:`engine.ai.memory_from_log`.

Reads of the state: the table, its own hand, hand sizes, pool size, scores, options — what
its view shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from math import comb
from typing import Any

from engine.core import Event, Json, Move
from engine.rng import derive
from engine.triominos import grid
from engine.triominos.board import Board, bonus_points, points_for
from engine.triominos.game import (
    DRAW_PENALTY,
    MAX_DRAWS,
    OUT_BONUS,
    PASS_PENALTY,
    TRIOMINOS,
    State,
    board_of,
)
from engine.triominos.grid import Cell
from engine.triominos.tiles import (
    Tile,
    canonical,
    fit_index,
    parse_tile,
    rotated,
    tile_set,
    value,
)

#: ``hard``: weights of the next player's expected best reply, of its own best placement
#: next turn and of each kept tile that still fits; what a turn with nothing to place is
#: worth (draws, and no tile shed); the premium on shedding, early and once a hand is low;
#: the chance that a tile kept alone and fitting is still placed next turn.
#: The reply weighs 2.5 times its points: a bridge or hexagon left open stays open for the
#: turns after too, and a player stuck now draws and falls behind in the race to go out
#: (tuned on seeds 20000 and 40000, 2,000 games each: 62.0 and 62.6 % against ``easy`` at
#: weight 1, 64.3 and 64.8 % at 2.5 with ``NO_FIT`` −15; weights 2, 3 and 3.5 did no better).
REPLY, NEXT, KEEP_FIT = 2.5, 1.0, 2.0
NO_FIT = -15.0
SHED_EARLY, SHED_LATE, LOW_HAND = 0.3, 1.0, 3
GO_OUT = 0.8
#: ``hard``: what one tile more in hand is worth to a voluntary draw (D1), beyond the next
#: turn the judge looks at: more tiles, more bridges and hexagons to complete later. Tuned on
#: seed 20000, 1,000 games against ``easy`` for each value tried (before :meth:`leaves`
#: served a turn that places nothing too):
#: −20 (a cost: the race to go out) 65.4 %, −12 70.8 %, −6 78.3 %, −3 82.3 %, 0 85.8 %,
#: 4 90.5 %, 8 94.3 %, 14 93.8 %.
HAND_TILE = 8.0
#: ``hard``: how likely a player is taken to draw by choice on a turn it could place (D1),
#: against which a draw's "nothing fitted" is weighed (:func:`_forced`).
CHOICE = 0.2


@dataclass
class TriominosMemory:
    """What seat ``seat`` learnt from the others' draws and passes this round: ``lacks[s]``,
    tiles seat ``s`` showed it does not hold (those fitting an open cell when it drew or
    passed), true of ``held[s]`` of the tiles in its hand (those it has held since)."""

    seat: int
    players: int
    lacks: list[frozenset[Tile]] = field(default_factory=list)
    held: list[int] = field(default_factory=list)
    #: Per player: tiles it drew when it last showed what it lacks and has not placed since
    #: (the only tiles of ``lacks`` it may hold if it draws only when it must).
    fresh: list[int] = field(default_factory=list)
    #: Per player, for the whole game: it was seen to draw by choice.
    choosers: list[bool] = field(default_factory=list)
    #: Per player: how far its last draw or pass is to be read as "nothing fitted" (D1: a
    #: player may draw by choice): the chance that a hand like its own, dealt from the tiles
    #: unseen, had nothing fitting, against the chance that it drew by choice (issue 27).
    trust: list[float] = field(default_factory=list)
    #: the last action's seat and kind (a draw continues its turn's first draw)
    last: tuple[int, str] = (-1, "")
    #: the round's table as far as it was last read (a replay reads it once, not per draw)
    table: Board = field(default_factory=Board.empty, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.lacks:
            self.forget()
            self.choosers = [False] * self.players

    def forget(self) -> None:
        self.lacks = [frozenset()] * self.players
        self.held = [0] * self.players
        self.fresh = [0] * self.players
        self.trust = [0.0] * self.players
        self.table = Board.empty()

    def board(self, table: Sequence[Json]) -> Board:
        """The view's ``table`` as a board, adding only what was placed since the last read."""
        for placed in table[len(self.table.cells) :]:
            cell = grid.parse_cell(placed["cell"])
            assert cell is not None
            first, second, third = placed["corners"]
            self.table = self.table.with_tile(cell, (first, second, third), False)
        return self.table

    def observe(self, actor: int, move: Move, events: Sequence[Event], view: Json) -> None:
        if actor != self.seat and any(e["kind"] in ("drew", "passed") for e in events):
            # D1–D3: it drew or passed, so nothing it held fitted (the view's table is the
            # table it faced: drawing and passing place nothing). After a draw the tile it
            # drew is in the hand it held before the next draw; one drawn and placed fits.
            drew = move["kind"] == "draw"
            self.lacks[actor] = fitting(self.board(view["table"]), view["options"]["set"])
            self.held[actor] = view["hands"][actor] - (1 if drew else 0)
            self.fresh[actor] = 1 if drew else 0
            if self.last != (actor, "draw"):
                # A turn's first draw tells whether it was forced; the draws and the pass that
                # follow it in the same turn are (D1, D2), whatever the first was.
                self.trust[actor] = _forced(self.lacks[actor], self.held[actor], view, drew)
        elif actor != self.seat and move["kind"] == "place":
            tile = parse_tile(move["tile"])
            if tile not in self.lacks[actor]:
                # Perhaps one of the tiles the inference is about: count it gone.
                self.held[actor] = max(0, self.held[actor] - 1)
            elif self.fresh[actor]:
                self.fresh[actor] -= 1
            else:
                # A tile that fitted when it drew, not the one it drew: it drew by choice.
                self.choosers[actor] = True
            self.held[actor] = min(self.held[actor], view["hands"][actor])
        elif move["kind"] == "resign":
            self.lacks[actor], self.held[actor], self.fresh[actor] = frozenset(), 0, 0
        self.last = (actor, move["kind"])
        if any(e["kind"] == "round_started" for e in events):
            self.forget()


def _forced(lacks: frozenset[Tile], held: int, view: Json, drew: bool) -> float:
    """The chance that a draw (or pass) of a player holding ``held`` tiles was forced, not
    chosen (D1): ``P(nothing fits) / (P(nothing fits) + CHOICE)``, where nothing fitting is
    the chance that ``held`` tiles dealt from those unseen by the memory's seat include none
    of ``lacks``. A pass that ends no draws (D3) is never by choice; a draw that many tiles
    would have avoided is most likely a choice."""
    if not drew:
        return 1.0
    placed = {canonical(tuple(p["corners"])) for p in view["table"]}
    own = {parse_tile(name) for name in view["hand"] or ()}
    everything = tile_set(view["options"]["set"])
    unseen = [t for t in everything if t not in placed and t not in own]
    fit = sum(1 for t in unseen if t in lacks)
    rest = len(unseen) - fit
    nothing = comb(rest, held) / comb(len(unseen), held) if held <= len(unseen) else 0.0
    return nothing / (nothing + CHOICE)


def fitting(board: Board, set_name: str) -> frozenset[Tile]:
    """M1–M3: every tile of the set that fits some open cell of ``board``."""
    index = fit_index(set_name)
    found: set[Tile] = set()
    for cell in board.open:
        found.update(tile for tile, _ in index.get(board.pattern(cell), ()))
    return frozenset(found)


def _unseen(st: State, seat: int) -> list[Tile]:
    placed = {p.tile for p in st.table}
    own = set(st.hands[seat])
    return [t for t in tile_set(st.options["set"]) if t not in placed and t not in own]


def _next_seat(st: State, seat: int) -> int | None:
    """The seat that plays after ``seat`` (R1: only those owed a last turn once one is out)."""
    if st.final is not None:
        rest = [s for s in st.final if s != seat]
        return rest[0] if rest else None
    for k in range(1, st.players):
        other = (seat + k) % st.players
        if st.playing[other]:
            return other
    return None


def holding(st: State, seat: int, other: int, memory: TriominosMemory | None) -> dict[Tile, float]:
    """The chance that seat ``other`` holds each tile ``seat`` has not seen: its hand is what
    it showed it lacks nothing of (``memory.held`` tiles, none in ``memory.lacks``) plus tiles
    from anywhere unseen; any tiles unseen if it was seen to draw by choice."""
    unseen = _unseen(st, seat)
    size = len(st.hands[other])
    blind = size / len(unseen) if unseen else 0.0
    # A player seen to draw by choice shows nothing by drawing: any tiles unseen.
    if memory is None or memory.choosers[other]:
        return dict.fromkeys(unseen, min(1.0, blind))
    lacks = memory.lacks[other]
    held = min(size, memory.held[other])
    allowed = [t for t in unseen if t not in lacks]
    if not allowed or not unseen:
        held = 0
    free = (size - held) / len(unseen) if unseen else 0.0
    bound = held / len(allowed) if allowed else 0.0
    # Issue 27: its last draw says "nothing fitted" only as far as it was likely forced.
    trust = memory.trust[other] if held else 1.0
    return {
        t: min(1.0, trust * (free + (bound if t not in lacks else 0.0)) + (1 - trust) * blind)
        for t in unseen
    }


def best_reply(board: Board, chances: dict[Tile, float], options: Json) -> tuple[float, float]:
    """The expected score of the best placement (B1–B3) of a hand holding each tile with its
    chance in ``chances`` (independently), and the chance that nothing in it fits."""
    index = fit_index(options["set"])
    extension, simple = options["bridge_extension"], options["simple_scoring"]
    best: dict[Tile, float] = {}
    for cell in board.open:
        bonus = -1
        for tile, _ in index.get(board.pattern(cell), ()):
            if tile not in chances:
                continue
            if bonus < 0:
                bonus = sum(bonus_points(board, cell, extension=extension, simple=simple))
            score = bonus + (1 if simple else value(tile))
            if score > best.get(tile, -1):
                best[tile] = score
    expected, nothing = 0.0, 1.0
    for tile, score in sorted(best.items(), key=lambda item: (-item[1], item[0])):
        chance = chances[tile]
        expected += nothing * chance * score
        nothing *= 1.0 - chance
    return expected, nothing


class TriominosPlayer:
    """``engine.ai.ComputerPlayer`` for Triominos."""

    def choose(self, seen: State, seat: int, level: str, seed: int, memory: Any) -> Move:
        legal = TRIOMINOS.legal_moves(seen, seat)
        places = [m for m in legal if m["kind"] == "place"]
        if not places:
            for kind in ("draw", "pass"):
                found = next((m for m in legal if m["kind"] == kind), None)
                if found is not None:
                    return found
            return legal[0]
        board = seen.board if seen.table else board_of(seen.table)
        options = seen.options
        extension, simple = options["bridge_extension"], options["simple_scoring"]
        scored = []
        for move in places:
            tile = parse_tile(move["tile"])
            assert tile is not None
            cell = grid.parse_cell(move["cell"])
            assert cell is not None
            points = points_for(board, tile, cell, extension=extension, simple=simple)["total"]
            scored.append((points, value(tile), move, tile, cell))
        if level == "easy":
            best = max(scored, key=lambda s: (s[0], s[1]))
            rng = derive(seed, "triominos", "easy")
            if rng.randbelow(4) == 0:
                fair = [s for s in scored if 2 * s[0] >= best[0]]
                return fair[rng.randbelow(len(fair))][2]
            return best[2]
        # ``medium`` remembers nothing of the others' draws and never draws by choice.
        look = _Lookahead(seen, seat, memory if level == "hard" else None)
        judged = [
            look.judge(board, tile, cell, move["rotation"], points)
            for points, _, move, tile, cell in scored
        ]
        draw = next((m for m in legal if m["kind"] == "draw"), None)
        if (
            level == "hard"
            and draw is not None
            and look.draw_worth(board, seen.draws) > max(judged)
        ):
            return draw
        return scored[max(range(len(scored)), key=lambda i: (judged[i], scored[i][1]))][2]

    def new_memory(self, players: int, seat: int) -> TriominosMemory:
        return TriominosMemory(seat, players)

    def observe(
        self, memory: TriominosMemory, actor: int, move: Move, events: Sequence[Event], view: Json
    ) -> None:
        memory.observe(actor, move, events, view)


class _Lookahead:
    """``hard``'s judge of a placement: one turn ahead for the next player and for itself."""

    def __init__(self, st: State, seat: int, memory: TriominosMemory | None) -> None:
        self.options = st.options
        self.hand = list(st.hands[seat])
        self.other = _next_seat(st, seat)
        self.chances = holding(st, seat, self.other, memory) if self.other is not None else {}
        unseen = _unseen(st, seat)
        mean = sum(map(value, unseen)) / len(unseen) if unseen else 0.0
        sizes = [len(h) for s, h in enumerate(st.hands) if s != seat and st.playing[s]]
        #: what going out would collect: the bonus and the others' hands
        self.out = OUT_BONUS + mean * sum(sizes)
        self.low = min([len(self.hand), *sizes]) <= LOW_HAND
        self.their_size = len(st.hands[self.other]) if self.other is not None else 0

    def judge(
        self,
        board: Board,
        tile: Tile,
        cell: Cell,
        rotation: int,
        points: int,
        hand: list[Tile] | None = None,
    ) -> float:
        hand = list(self.hand if hand is None else hand)
        hand.remove(tile)
        if not hand:
            return points + 1000.0 + self.out
        after = board.with_tile(cell, rotated(tile, rotation), False)
        worth, none = self.leaves(after, hand, float(points))
        if len(hand) == 1 and not none:
            worth += GO_OUT * self.out
        worth += (SHED_LATE if self.low else SHED_EARLY) * value(tile)
        return worth

    def leaves(self, board: Board, hand: list[Tile], worth: float) -> tuple[float, float]:
        """``worth`` plus what a turn ending with ``board`` on the table and ``hand`` kept
        leaves: the next player's expected best reply (and its chance of going out), the tiles
        kept that fit and its own best placement next turn; and the chance that none fits."""
        if self.other is not None:
            reply, stuck = best_reply(board, self.chances, self.options)
            worth -= REPLY * (reply + stuck * NO_FIT)
            if self.their_size == 1:
                # R1: its last tile fits, it goes out and collects what this hand keeps.
                worth -= (1.0 - stuck) * (OUT_BONUS + sum(map(value, hand)))
        mine = dict.fromkeys(hand, 1.0)
        again, none = best_reply(board, mine, self.options)
        fits = {t for t, _, _ in board.placements(frozenset(hand), self.options["set"])}
        worth += KEEP_FIT * len(fits)
        worth += NEXT * (again + none * NO_FIT)
        return worth, none

    def draw_worth(self, board: Board, drawn: int) -> float:
        """D1–D2: the expected worth of drawing now (``drawn`` draws made this turn), each
        unseen tile drawn with the chance it is in the pool rather than the next hand."""
        extension, simple = self.options["bridge_extension"], self.options["simple_scoring"]
        pool = {t: 1.0 - c for t, c in self.chances.items() if c < 1.0}
        total = sum(pool.values())
        if total <= 0:
            return float("-inf")
        fit_worth, fit_chance = 0.0, 0.0
        for tile, weight in pool.items():
            hand = [*self.hand, tile]
            best = None
            for _, cell, rotation in board.placements(frozenset((tile,)), self.options["set"]):
                points = points_for(board, tile, cell, extension=extension, simple=simple)["total"]
                worth = self.judge(board, tile, cell, rotation, points, hand)
                best = worth if best is None else max(best, worth)
            if best is not None:
                fit_worth += weight / total * best
                fit_chance += weight / total
        stay, _ = self.leaves(board, self.hand, 0.0)
        return draw_chain(stay, fit_worth, fit_chance, drawn, simple)


def draw_chain(stay: float, fit: float, chance: float, drawn: int, simple: bool) -> float:
    """D1–D2, G2: the worth of drawing now, ``drawn`` draws made this turn, when a drawn tile
    fits with probability ``chance`` (``fit``: the chance-weighted worth of placing it, summed
    over the tiles that fit) and a turn that places nothing is worth ``stay``. A tile that does
    not fit is followed by another draw while D2 allows, then the turn ends; every draw costs
    its penalty (none in the children's scoring) and leaves one tile more in hand than a
    placement from the hand would (:data:`HAND_TILE` each)."""
    draw, last = (0, 0) if simple else (DRAW_PENALTY, PASS_PENALTY)
    left = MAX_DRAWS - drawn
    worth = stay - last + HAND_TILE * (left + 1)
    for made in range(left, 0, -1):
        worth = -draw + fit + HAND_TILE * made * chance + (1.0 - chance) * worth
    return worth


PLAYER = TriominosPlayer()
