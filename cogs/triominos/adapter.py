"""Triominos in Discord: the table picture, hands as tile lists, scores, the rules, and what a
turn offers (tiles that fit, their numbered spots, the points a placement would score).

Everything here is pure (GameInfo in, text or bytes out); the Discord side of a turn (the
private panel, selects, buttons and ``/triominos place|draw|pass|scores``) is
:mod:`cogs.triominos`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
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
from i18n import all_of, t
from render import replay
from render import triominos as draw

Spot = dict[str, Any]
#: The verb of the turn message's button: the private turn panel of the player on turn.
TAKE_TURN = "tri_turn"
#: The keys of a cell's corners 0, 1, 2 with their number, for a cell pointing up and one
#: pointing down ("top 1").
CORNER_KEYS = {
    True: ("triominos-corner-top", "triominos-corner-bottom-right", "triominos-corner-bottom-left"),
    False: ("triominos-corner-bottom", "triominos-corner-top-left", "triominos-corner-top-right"),
}
#: The keys of a placement's score parts and of their short marks on option labels.
PART_KEYS = (
    ("bridge", "triominos-part-bridge"),
    ("hexagon", "triominos-part-hexagon"),
    ("start", "triominos-part-start"),
)
MARK_KEYS = (("bridge", "triominos-mark-bridge"), ("hexagon", "triominos-mark-hexagon"))
#: The lobby's words for the options (``options_summary``), and for the choices' values.
OPTION_KEYS = {
    "set": "triominos-option-set",
    "start": "triominos-option-start",
    "redraw": "triominos-option-redraw",
    "bridge_extension": "triominos-option-bridge-extension",
    "target": "triominos-option-target",
    "rounds": "triominos-option-rounds",
    "simple_scoring": "triominos-option-simple-scoring",
}
VALUE_KEYS = {"highest": "triominos-value-highest", "triple": "triominos-value-triple"}
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
    return " · ".join(
        t(key, number=str(n)) for key, n in zip(CORNER_KEYS[up], corners, strict=True)
    )


def count_points(total: int) -> str:
    """``"46 points"``, ``"1 point"`` (with simple scoring every tile scores one)."""
    return t("triominos-points", count=total)


def points_text(points: dict[str, int]) -> str:
    """``"6 (tile) + 40 (bridge) = 46 points"``: every part of a placement's score, in words."""
    parts = [t("triominos-part-tile", points=points["value"])]
    for part, key in PART_KEYS:
        if points.get(part):
            parts.append(t(key, points=points[part]))
    if len(parts) == 1:
        return count_points(points["total"])
    return f"{' + '.join(parts)} = {count_points(points['total'])}"


def bonus_note(points: dict[str, int]) -> str:
    """``" (bridge)"``, ``" (hexagon)"`` or nothing: a short mark for option labels."""
    marks = [t(key) for part, key in MARK_KEYS if points.get(part)]
    return f" ({' + '.join(marks)})" if marks else ""


def round_text(names: Sequence[str], simple: bool, ended: Event) -> str:
    """How a round ended (a ``round_ended`` event) and every score change, explained (R1, R2,
    G2)."""
    totals = ended["hand_totals"]
    changes = ended["changes"]
    held = ", ".join(f"{names[s]} {total}" for s, total in enumerate(totals) if total is not None)
    number = str(ended["round"])
    lines = [t("triominos-round-over", round=number, held=held)]
    for seat in ended["winners"]:
        others = sum(total for s, total in enumerate(totals) if s != seat and total is not None)
        change = f"{changes[seat]:+d}"
        if ended["how"] == "out":
            if simple:
                if changes[seat]:
                    lines.append(t("triominos-out-simple", name=names[seat], change=change))
                continue
            lines.append(t("triominos-out", name=names[seat], others=others, change=change))
        elif simple:
            lines.append(t("triominos-blocked-simple", name=names[seat]))
        else:
            own = totals[seat]
            lines.append(
                t("triominos-blocked", name=names[seat], others=others, own=own, change=change)
            )
    scores = ", ".join(f"{names[s]} {score}" for s, score in enumerate(ended["scores"]))
    lines.append(t("triominos-round-scores", round=number, scores=scores))
    return "\n".join(lines)


class TriominosAdapter(GameAdapter):
    name = "triominos"
    skip_kinds = ("pass", "draw")
    # D1: a draw leaves the turn with the drawer; its turn message is edited, not re-posted.
    same_turn_kinds = frozenset({"drew"})
    group_description = "triominos-cmd-group"
    option_descriptions: ClassVar[dict[str, str]] = {
        "set": "triominos-cmd-new-set",
        "start": "triominos-cmd-new-start",
        "redraw": "triominos-cmd-new-redraw",
        "bridge_extension": "triominos-cmd-new-bridge-extension",
        "target": "triominos-cmd-new-target",
        "rounds": "triominos-cmd-new-rounds",
        "simple_scoring": "triominos-cmd-new-simple-scoring",
    }
    choice_names: ClassVar[dict[str, dict[str, str]]] = {
        "start": {
            "highest": "triominos-choice-start-highest",
            "triple": "triominos-choice-start-triple",
        }
    }

    @property
    def rules_text(self) -> str:
        """``/game rules``: a summary of the rules (``shared/rules/triominos.md``), in the
        current language."""
        return t("triominos-rules")

    def options_summary(self, options: Mapping[str, Any]) -> str:
        """The lobby's line about the options off their default (``set: 56, simple scoring:
        on``), in the current language."""
        changed = [
            t(OPTION_KEYS[spec.name], value=_value_text(options.get(spec.name)))
            for spec in self.rules.options_spec
            if spec.name in OPTION_KEYS and options.get(spec.name, spec.default) != spec.default
        ]
        if not changed:
            return t("triominos-options-standard")
        return t("triominos-options", options=", ".join(changed))

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
        text = t(
            "triominos-hand",
            count=len(tiles),
            tiles=", ".join(tiles) if tiles else t("triominos-hand-none"),
            score=own["scores"][seat],
            pool=own["pool"],
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
        label = t("triominos-spot-label", number=str(number), cell=spot["cell"])
        return f"{label} · +{points['total']}{bonus_note(points)}"

    @staticmethod
    def placement_text(tile: str, spot: Spot) -> str:
        """What laying ``tile`` on ``spot`` means and scores, in words."""
        return t(
            "triominos-placement",
            tile=tile,
            cell=spot["cell"],
            corners=orientation(spot["cell"], spot["corners"]),
            points=points_text(spot["points"]),
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
        if game.is_over:
            return []
        return [Action(TAKE_TURN, t("triominos-take-turn"), discord.ButtonStyle.primary), HAND]

    def scores_line(self, game: GameInfo, key: str = "triominos-scores") -> str:
        """``Scores: Alice 12 (6 tiles), Bob 0 (resigned).`` (``key``: the final scores')."""
        view = game.view(None)
        names = self.names(game)
        # A resigned seat keeps its score; its tiles went back to the pool.
        scores = ", ".join(
            t("triominos-score-of", name=names[seat], score=score, tiles=view["hands"][seat])
            if view["playing"][seat]
            else t("triominos-score-resigned", name=names[seat], score=score)
            for seat, score in enumerate(view["scores"])
        )
        return t(key, scores=scores)

    def turn_line(self, game: GameInfo) -> str:
        if game.state is None or game.status == GameStatus.CANCELLED:
            return super().turn_line(game)
        view = game.view(None)
        names = self.names(game)
        if game.outcome is not None:
            return self._game_over(game)
        turn = view["turn"]
        opening = ""
        if game.ply == 0:
            # The set-up is no move, so its events never reach the turn message: say it here.
            started = {"round": 1, "starter": view["starter"], "start_draws": view["start_draws"]}
            opening = self._round_started(game, started) + "\n"
            if view["table"]:
                opening += self._opening(game, view["table"][0]) + "\n"
        state = t("triominos-round-state", round=str(view["round"]), pool=view["pool"])
        if view["draws"]:
            now = t("triominos-turn-drawn", name=names[turn], draws=view["draws"])
        else:
            now = t("triominos-turn", name=names[turn])
        return f"{opening}{state} · {self.scores_line(game)}\n{now}"

    def _opening(self, game: GameInfo, first: Json) -> str:
        """S2 with ``start=triple``: the tile played at once, why, and what it scored."""
        corners = first["corners"]
        why = t("triominos-why-triple" if len(set(corners)) == 1 else "triominos-why-no-triple")
        points = opening_points(corners, simple=bool(game.options.get("simple_scoring")))
        return t(
            "triominos-opened",
            name=self.names(game)[first["seat"]],
            tile=first["tile"],
            cell=first["cell"],
            why=why,
            points=points_text(points),
        )

    def _game_over(self, game: GameInfo) -> str:
        """G1: who won and why, and the final scores."""
        assert game.outcome is not None
        names = self.names(game)
        view = game.view(None)
        winners = all_of([names[s] for s in sorted(game.outcome.winners)])
        reason = game.outcome.reason
        if reason == "target_score":
            why = t("triominos-why-target", target=game.options["target"])
        elif reason == "rounds":
            why = t("triominos-why-rounds", rounds=view["round"])
        elif reason == "resigned":
            why = t("triominos-why-resigned")
        else:
            why = self.reason_text(reason)
        over = t(
            "triominos-game-over",
            winners=winners or t("triominos-nobody"),
            count=len(game.outcome.winners),
            why=why,
        )
        return f"{over}\n{self.scores_line(game, 'triominos-final-scores')}"

    def phase(self, game: GameInfo) -> str:
        if game.state is None or game.is_over:
            return super().phase(game)
        return t("triominos-phase", round=str(game.view(None)["round"]))

    def describe_event(self, game: GameInfo, event: Event) -> str | None:
        names = self.names(game)
        kind = event["kind"]
        who = names[event["seat"]] if isinstance(event.get("seat"), int) else ""
        if kind == "placed":
            return t(
                "triominos-laid",
                name=who,
                tile=event["tile"],
                cell=event["cell"],
                corners=orientation(event["cell"], event["corners"]),
                points=points_text(event["points"]),
            )
        if kind == "drew":
            penalty = penalty_text(event["points"])
            return t(
                "triominos-drew",
                name=who,
                penalty=penalty,
                draws=str(event["draws"]),
                most=str(MAX_DRAWS),
            )
        if kind == "passed":
            if event["points"]:
                return t("triominos-passed-penalty", name=who, points=-event["points"])
            return t("triominos-passed", name=who)
        if kind == "went_out":
            out = t("triominos-went-out", name=who)
            last = [names[s] for s in event["final_turns"]]
            if not last:
                return out
            rest = t("triominos-last-turns", names=all_of(last), count=len(last))
            return f"{out} {rest}"
        if kind == "round_ended":
            return round_text(self.names(game), bool(game.options.get("simple_scoring")), event)
        if kind == "round_started":
            return self._round_started(game, event)
        return super().describe_event(game, event)

    def _round_started(self, game: GameInfo, event: Event) -> str:
        names = self.names(game)
        number = str(event["round"])
        starter = names[event["starter"]]
        draws = event.get("start_draws") or []
        if not draws:
            return t("triominos-round-begins", round=number, name=starter)
        drawn = ", ".join(f"{names[seat]} {tile}" for seat, tile in draws[-1])
        ties = len(draws) - 1
        if not ties:
            return t("triominos-round-begins-drawn", round=number, name=starter, drawn=drawn)
        return t("triominos-round-begins-ties", round=number, name=starter, drawn=drawn, ties=ties)

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
        first = max(7, len(t("triominos-table-round")) + 1)
        header = t("triominos-table-round").ljust(first) + "".join(
            n.rjust(width + 1) for n in names
        )
        rows = [header, "-" * len(header)]
        before = [0] * len(names)
        for ended in history:
            cells = [
                f"{score} ({score - was:+d})"
                for score, was in zip(ended["scores"], before, strict=True)
            ]
            rows.append(
                str(ended["round"]).ljust(first) + "".join(c.rjust(width + 1) for c in cells)
            )
            before = list(ended["scores"])
        if game.state is not None and not game.is_over:
            now = game.view(None)
            cells = [f"{s} ({s - was:+d})" for s, was in zip(now["scores"], before, strict=True)]
            label = f"{now['round']}*"
            rows.append(label.ljust(first) + "".join(c.rjust(width + 1) for c in cells))
        title = t("triominos-table-title", game=str(game.id))
        playing = game.state is not None and not game.is_over
        note = "\n" + t("triominos-table-note") if playing else ""
        return f"{title}\n```\n" + "\n".join(rows) + "\n```" + note


def penalty_text(points: int) -> str:
    """A draw's or a pass's points in words: ``"−5 points"``, or ``"no penalty"``."""
    return t("triominos-minus-points", points=-points) if points else t("triominos-no-penalty")


def _value_text(value: Any) -> str:
    """An option's value in the lobby's line: on/off, a choice's word, or the number."""
    if isinstance(value, bool):
        return t("triominos-on" if value else "triominos-off")
    key = VALUE_KEYS.get(str(value))
    return t(key) if key is not None else str(value)


def _points_of(game: GameInfo, seat: int, kind: str) -> int:
    """What a legal draw or pass would score (a penalty, or nothing with simple scoring), as
    the engine scores it (D1–D3): the move is tried on the position and its event read."""
    applied = game.rules.apply(game.state, seat, {"kind": kind})
    done = {"draw": "drew", "pass": "passed"}[kind]
    return next(int(e["points"]) for e in applied.events if e["kind"] == done)
