"""Triominos in Discord: the table picture, hands as tile lists, scores, the rules, and what a
turn offers (tiles that fit, their numbered spots, the points a placement would score).

Everything here is pure (GameInfo in, text or bytes out); the Discord side of a turn (the
private panel, selects, buttons and ``/triominos place|draw|pass|scores``) is
:mod:`cogs.triominos`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import discord

from cogs.kit.adapter import GameAdapter, Hand, Picture
from cogs.kit.components import HAND, Action
from db.models import GameStatus
from db.records import GameInfo, MoveInfo
from engine.core import Event, Json, Move
from engine.triominos import grid, spots
from engine.triominos.game import MAX_DRAWS, opening_points
from engine.triominos.tiles import canonical, parse_tile, rotated
from render import replay
from render import triominos as draw

Spot = dict[str, Any]
#: The turn message's button: the private turn panel of the player on turn.
TAKE_TURN = Action("tri_turn", "Take your turn", discord.ButtonStyle.primary)
#: What a cell's corners 0, 1, 2 are called, for a cell pointing up and one pointing down.
CORNER_NAMES = {
    True: ("top", "bottom-right", "bottom-left"),
    False: ("bottom", "top-left", "top-right"),
}
_DIGITS = re.compile(r"[0-9]")


@dataclass(frozen=True, slots=True)
class TurnChoices:
    """What the seat on turn may do now: the tiles that fit (with their spots), draw, pass."""

    hand: list[str]
    fitting: list[tuple[str, list[Spot]]]
    may_draw: bool
    may_pass: bool
    draw_points: int
    pass_points: int
    draws: int


def tile_text(typed: str) -> str:
    """A typed tile (``1-2-3``, ``1 2 3``, ``312``…) as its canonical name, any rotation
    accepted; text that is not three numbers comes back unchanged for the engine to refuse."""
    digits = _DIGITS.findall(typed)
    if len(digits) != 3 or re.sub(r"[\s,\-/]", "", typed) != "".join(digits):
        return typed.strip()
    corners = canonical((int(digits[0]), int(digits[1]), int(digits[2])))
    return "-".join(map(str, corners))


def orientation(cell: str, corners: Sequence[int]) -> str:
    """Where each number of a laid tile sits: ``"top 1 · bottom-right 2 · bottom-left 3"``."""
    parsed = grid.parse_cell(cell)
    up = grid.points_up(parsed) if parsed is not None else True
    return " · ".join(f"{name} {n}" for name, n in zip(CORNER_NAMES[up], corners, strict=True))


def count_points(total: int) -> str:
    """``"46 points"``, ``"1 point"`` (with simple scoring every tile scores one)."""
    return f"{total} point" if total == 1 else f"{total} points"


def points_text(points: dict[str, int]) -> str:
    """``"6 (tile) + 40 (bridge) = 46 points"``: every part of a placement's score, in words."""
    parts = [f"{points['value']} (tile)"]
    for key, label in (("bridge", "bridge"), ("hexagon", "hexagon"), ("start", "starting triple")):
        if points.get(key):
            parts.append(f"{points[key]} ({label})")
    if len(parts) == 1:
        return count_points(points["total"])
    return f"{' + '.join(parts)} = {count_points(points['total'])}"


def bonus_note(points: dict[str, int]) -> str:
    """``" (bridge)"``, ``" (hexagon)"`` or nothing: a short mark for option labels."""
    marks = [label for label in ("bridge", "hexagon") if points.get(label)]
    return f" ({' + '.join(marks)})" if marks else ""


def round_text(names: Sequence[str], simple: bool, ended: Event) -> str:
    """How a round ended (a ``round_ended`` event) and every score change, explained (R1, R2,
    G2)."""
    totals = ended["hand_totals"]
    changes = ended["changes"]
    held = ", ".join(f"{names[s]} {total}" for s, total in enumerate(totals) if total is not None)
    lines = [f"**Round {ended['round']} is over.** Points left in hands: {held}."]
    for seat in ended["winners"]:
        others = sum(t for s, t in enumerate(totals) if s != seat and t is not None)
        if ended["how"] == "out":
            if simple:
                if changes[seat]:
                    lines.append(f"{names[seat]} went out first: +{changes[seat]}.")
                continue
            lines.append(
                f"{names[seat]} went out: +25 bonus + {others} (the tiles left in the "
                f"others' hands) = {changes[seat]:+d}."
            )
        elif simple:
            lines.append(f"Blocked: {names[seat]} holds the fewest points (no score).")
        else:
            own = totals[seat]
            lines.append(
                f"Blocked (nobody can lay a tile and the pool is empty): {names[seat]} "
                f"holds the fewest points: +{others} (the tiles left in the others' hands) "
                f"− {own} (their own) = {changes[seat]:+d}."
            )
    scores = ", ".join(f"{names[s]} {score}" for s, score in enumerate(ended["scores"]))
    lines.append(f"Scores after round {ended['round']}: {scores}.")
    return "\n".join(lines)


def _tiles(count: int) -> str:
    return f"{count} tile" if count == 1 else f"{count} tiles"


class TriominosAdapter(GameAdapter):
    name = "triominos"
    skip_kinds = ("pass", "draw")
    group_description = "Triominos: match triangular tiles corner to corner and score"
    option_descriptions: ClassVar[dict[str, str]] = {
        "set": "Tile set: 76 (mirror images are two tiles, the default) or the classic 56",
        "start": "Who begins: highest drawn tile, or the highest triple played at once (+10)",
        "target": "Score that ends the game at a round's end (0: no target; default 400)",
        "rounds": "Number of rounds (0: play to the target; 1: a single round)",
        "simple_scoring": "Children's scoring: 1 point a tile, +1 bridge/hexagon, no penalties",
    }
    rules_text = (
        "**Triominos** (2–6 players). Each tile is a triangle with a number in each corner. "
        "On your turn, lay a tile from your hand so that it shares a whole side with the "
        "table and every corner it touches matches the numbers already there; you score the "
        "sum of its corners, +40 for a bridge, +50 for completing a hexagon. If you can't (or "
        "won't), draw (−5 each, up to three times; after drawing only a tile drawn this turn "
        "may be laid), then pass (−10). The first to empty their hand ends the round: +25 "
        "and the tiles left in the others' hands. The game ends at a round's end once someone "
        "has 400 points (with `simple_scoring`, 1 point a tile: after one round). "
        "Press **Take your turn** on the game's newest message, or type `/triominos place`."
    )

    # -- pictures -------------------------------------------------------------------------------
    def board_png(self, game: GameInfo) -> bytes:
        return draw.table_png(game.view(None), self.names(game), self.colours(game))

    def sample_board(self, view: Any, names: Sequence[str]) -> bytes:
        return draw.table_png(view, names)

    def ending_pictures(self, game: GameInfo, log: Sequence[tuple[int, Move]]) -> list[Picture]:
        """The animated replay of the whole game (public: every frame is a spectator view)."""
        if game.seed is None or game.status != GameStatus.FINISHED:
            return []
        gif = replay.replay_gif(
            self.name,
            draw.table_image,
            self.names(game),
            game.options,
            game.seed,
            log,
            self.colours(game),
        )
        if len(gif) > replay.MAX_REPLAY_BYTES:
            return []
        return [Picture(f"triominos-{game.id}-replay.gif", gif)]

    def spots_png(self, game: GameInfo, tile: str, found: Sequence[Spot]) -> bytes:
        """The table (spectator view) with ``found`` numbered in order: no hand is drawn."""
        return draw.spots_png(game.view(None), tile, found, self.names(game), self.colours(game))

    def hand(self, game: GameInfo, seat: int) -> Hand:
        own = game.view(seat)
        tiles = own["hand"] or []
        text = (
            f"Your tiles ({len(tiles)}): {', '.join(tiles) if tiles else 'none'}.\n"
            f"Your score: {own['scores'][seat]}. Tiles left to draw: {own['pool']}."
        )
        picture = draw.hand_png(own, self.names(game), self.colours(game))
        return Hand(text, Picture("hand.png", picture))

    # -- a turn ---------------------------------------------------------------------------------
    def choices(self, game: GameInfo, seat: int) -> TurnChoices:
        """What ``seat`` may do now (nothing unless it is their turn)."""
        state = game.state
        own = game.view(seat)
        hand: list[str] = own["hand"] or []
        kinds = {move["kind"] for move in game.rules.legal_moves(state, seat)}
        fitting = []
        for name in hand:
            tile = parse_tile(name)
            found = spots(state, seat, tile) if tile is not None else []
            if found:
                fitting.append((name, found))
        return TurnChoices(
            hand=hand,
            fitting=fitting,
            may_draw="draw" in kinds,
            may_pass="pass" in kinds,
            draw_points=_points_of(game, seat, "draw") if "draw" in kinds else 0,
            pass_points=_points_of(game, seat, "pass") if "pass" in kinds else 0,
            draws=own["draws"],
        )

    def spots(self, game: GameInfo, seat: int, tile: str) -> list[Spot]:
        """The legal spots of ``tile`` (a name) for ``seat`` now, numbered as in the picture."""
        parsed = parse_tile(tile)
        return [] if parsed is None else spots(game.state, seat, parsed)

    @staticmethod
    def spot_label(number: int, spot: Spot) -> str:
        """``"Spot 3 · 2,1 · +46 (bridge)"``."""
        points = spot["points"]
        return f"Spot {number} · {spot['cell']} · +{points['total']}{bonus_note(points)}"

    @staticmethod
    def placement_text(tile: str, spot: Spot) -> str:
        """What laying ``tile`` on ``spot`` means and scores, in words."""
        return (
            f"Lay **{tile}** on **{spot['cell']}** "
            f"({orientation(spot['cell'], spot['corners'])}).\n"
            f"It scores {points_text(spot['points'])}."
        )

    @staticmethod
    def rotation_of(tile: str, typed: str) -> int | None:
        """A typed rotation: ``0``–``2``, or the corners as laid (``"2-3-1"``, clockwise from the
        cell's first corner); ``None`` if it is neither."""
        text = typed.strip()
        if text in ("0", "1", "2"):
            return int(text)
        parsed = parse_tile(tile)
        digits = _DIGITS.findall(text)
        if parsed is None or len(digits) != 3:
            return None
        wanted = tuple(int(d) for d in digits)
        return next((r for r in range(3) if rotated(parsed, r) == wanted), None)

    # -- the turn message -----------------------------------------------------------------------
    def turn_actions(self, game: GameInfo) -> list[Action]:
        return [] if game.is_over else [TAKE_TURN, HAND]

    def scores_line(self, game: GameInfo) -> str:
        view = game.view(None)
        names = self.names(game)
        # A resigned seat keeps its score; its tiles went back to the pool.
        scores = ", ".join(
            f"{names[seat]} {score} "
            f"({_tiles(view['hands'][seat]) if view['playing'][seat] else 'resigned'})"
            for seat, score in enumerate(view["scores"])
        )
        return f"Scores: {scores}."

    def turn_line(self, game: GameInfo) -> str:
        if game.state is None or game.status == GameStatus.CANCELLED:
            return super().turn_line(game)
        view = game.view(None)
        names = self.names(game)
        if game.outcome is not None:
            return self._game_over(game)
        turn = view["turn"]
        draws = f" (drawn {view['draws']} this turn)" if view["draws"] else ""
        opening = ""
        if game.ply == 0:
            # The set-up is no move, so its events never reach the turn message: say it here.
            started = {"round": 1, "starter": view["starter"], "start_draws": view["start_draws"]}
            opening = self._round_started(game, started) + "\n"
            if view["table"]:
                opening += self._opening(game, view["table"][0]) + "\n"
        return opening + (
            f"Round {view['round']} · {view['pool']} tiles left to draw · "
            f"{self.scores_line(game)}\nIt is {names[turn]}'s turn{draws}."
        )

    def _opening(self, game: GameInfo, first: Json) -> str:
        """S2 with ``start=triple``: the tile played at once, why, and what it scored."""
        corners = first["corners"]
        why = (
            "the highest triple dealt"
            if len(set(corners)) == 1
            else "no triple was dealt, so the highest tile"
        )
        points = opening_points(corners, simple=bool(game.options.get("simple_scoring")))
        return (
            f"{self.names(game)[first['seat']]} opened with {first['tile']} on {first['cell']} "
            f"({why}): {points_text(points)}."
        )

    def _game_over(self, game: GameInfo) -> str:
        """G1: who won and why, and the final scores."""
        assert game.outcome is not None
        names = self.names(game)
        view = game.view(None)
        winners = " and ".join(names[s] for s in sorted(game.outcome.winners)) or "nobody"
        verb = "win" if len(game.outcome.winners) > 1 else "wins"
        reason = game.outcome.reason
        if reason == "target_score":
            why = f"a score of {game.options['target']} or more was reached at a round's end"
        elif reason == "rounds":
            played = view["round"]
            why = f"after {played} round{'s' if played != 1 else ''}, the highest score"
        elif reason == "resigned":
            why = "everyone else resigned"
        else:
            why = reason.replace("_", " ")
        final = self.scores_line(game).replace("Scores", "Final scores", 1)
        return f"**Game over: {winners} {verb}** ({why}).\n{final}"

    def phase(self, game: GameInfo) -> str:
        if game.state is None or game.is_over:
            return super().phase(game)
        return f"round {game.view(None)['round']}"

    def describe_event(self, game: GameInfo, event: Event) -> str | None:
        names = self.names(game)
        kind = event["kind"]
        who = names[event["seat"]] if isinstance(event.get("seat"), int) else ""
        if kind == "placed":
            points = event["points"]
            return (
                f"{who} laid {event['tile']} on {event['cell']} "
                f"({orientation(event['cell'], event['corners'])}): "
                f"{points_text(points)}."
            )
        if kind == "drew":
            penalty = f"−{-event['points']} points" if event["points"] else "no penalty"
            return f"{who} drew a tile ({penalty}; draw {event['draws']} of {MAX_DRAWS} this turn)."
        if kind == "passed":
            if event["points"]:
                return f"{who} passed after three draws (−{-event['points']} points)."
            return f"{who} passed (no penalty)."
        if kind == "went_out":
            last = [names[s] for s in event["final_turns"]]
            rest = f" {' and '.join(last)} play one last turn." if last else ""
            return f"**{who} played their last tile!**{rest}"
        if kind == "round_ended":
            return round_text(self.names(game), bool(game.options.get("simple_scoring")), event)
        if kind == "round_started":
            return self._round_started(game, event)
        return super().describe_event(game, event)

    def _round_started(self, game: GameInfo, event: Event) -> str:
        names = self.names(game)
        text = f"**Round {event['round']} begins**; {names[event['starter']]} starts"
        draws = event.get("start_draws") or []
        if draws:
            last = draws[-1]
            drawn = ", ".join(f"{names[seat]} {tile}" for seat, tile in last)
            ties = len(draws) - 1
            again = (
                f" (drawn again after {'a tie' if ties == 1 else f'{ties} ties'})" if ties else ""
            )
            text += f" with the highest tile drawn: {drawn}{again}"
        return text + "."

    # -- scores across rounds -------------------------------------------------------------------
    def round_history(self, game: GameInfo, moves: Sequence[MoveInfo]) -> list[Event]:
        """Every ``round_ended`` event so far, replayed from the seed and the move log."""
        rules = game.rules
        if game.seed is None:
            return []
        state = rules.setup(len(game.seats), game.options, game.seed)
        ended = []
        for move in moves:
            applied = rules.apply(state, move.seat, move.move)
            state = applied.state
            ended += [e for e in applied.events if e["kind"] == "round_ended"]
        return ended

    def score_table(self, game: GameInfo, moves: Sequence[MoveInfo]) -> str:
        """A monospace table: each player's total after every round, with that round's gain."""
        names = [name[:12] for name in self.names(game)]
        history = self.round_history(game, moves)
        width = max(11, *(len(n) for n in names))
        header = "Round".ljust(7) + "".join(n.rjust(width + 1) for n in names)
        rows = [header, "-" * len(header)]
        before = [0] * len(names)
        for ended in history:
            cells = [
                f"{score} ({score - was:+d})"
                for score, was in zip(ended["scores"], before, strict=True)
            ]
            rows.append(str(ended["round"]).ljust(7) + "".join(c.rjust(width + 1) for c in cells))
            before = list(ended["scores"])
        if game.state is not None and not game.is_over:
            now = game.view(None)
            cells = [f"{s} ({s - was:+d})" for s, was in zip(now["scores"], before, strict=True)]
            label = f"{now['round']}*"
            rows.append(label.ljust(7) + "".join(c.rjust(width + 1) for c in cells))
        title = f"**Scores by round** · Triominos game #{game.id} (each round's gain in brackets)"
        note = "\n\\* the round being played" if game.state is not None and not game.is_over else ""
        return f"{title}\n```\n" + "\n".join(rows) + "\n```" + note


def _points_of(game: GameInfo, seat: int, kind: str) -> int:
    """What a legal draw or pass would score (a penalty, or nothing with simple scoring), as
    the engine scores it (D1–D3): the move is tried on the position and its event read."""
    applied = game.rules.apply(game.state, seat, {"kind": kind})
    done = {"draw": "drew", "pass": "passed"}[kind]
    return next(int(e["points"]) for e in applied.events if e["kind"] == done)
