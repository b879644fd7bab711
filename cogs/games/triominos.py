"""Triominos in Discord: the table picture, hands as tile lists, scores, the rules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from cogs.games import GameAdapter, Hand, Picture
from db.records import GameInfo
from engine.core import Event
from render import triominos as draw


class TriominosAdapter(GameAdapter):
    name = "triominos"
    group_description = "Triominos: match triangular tiles corner to corner and score"
    option_descriptions: ClassVar[dict[str, str]] = {
        "target": "Score that ends the game (0: no target)",
        "rounds": "Number of rounds (0: play to the target)",
    }
    rules_text = (
        "**Triominos** (2–6 players). Each tile is a triangle with a number in each corner. "
        "On your turn, lay a tile from your hand so that every corner it touches matches the "
        "numbers already there, and score the sum of its corners (more for bridges and "
        "hexagons). If you can't, draw (−5 each, up to three times), then pass (−10). "
        "The first to empty their hand ends the round with a bonus; the game ends at the "
        "target score."
    )

    def board_png(self, game: GameInfo) -> bytes:
        return draw.table_png(game.view(None), self.names(game), self.colours(game))

    def sample_board(self, view: Any, names: Sequence[str]) -> bytes:
        return draw.table_png(view, names)

    def phase(self, game: GameInfo) -> str:
        if game.state is None or game.is_over:
            return super().phase(game)
        return f"round {game.view(None)['round']}"

    def hand(self, game: GameInfo, seat: int) -> Hand:
        own = game.view(seat)
        tiles = own["hand"] or []
        text = (
            f"Your tiles ({len(tiles)}): {', '.join(tiles) if tiles else 'none'}.\n"
            f"Your score: {own['scores'][seat]}. Tiles left to draw: {own['pool']}."
        )
        picture = draw.hand_png(own, self.names(game), self.colours(game))
        return Hand(text, Picture("hand.png", picture))

    def status_lines(self, game: GameInfo) -> list[str]:
        if game.state is None:
            return []
        view = game.view(None)
        names = self.names(game)
        scores = ", ".join(
            f"{names[seat]} {score} ({view['hands'][seat]} tiles)"
            for seat, score in enumerate(view["scores"])
        )
        return [f"Scores: {scores}.", f"Tiles left to draw: {view['pool']}."]

    def describe_event(self, game: GameInfo, event: Event) -> str | None:
        names = self.names(game)
        kind = event["kind"]
        who = names[event["seat"]] if isinstance(event.get("seat"), int) else ""
        if kind == "placed":
            points = event["points"]["total"]
            return f"{who} laid {event['tile']} on {event['cell']} for {points} points."
        if kind == "drew":
            return f"{who} drew a tile ({event['points']} points)."
        if kind == "passed":
            return f"{who} passed ({event['points']} points)."
        if kind == "went_out":
            return f"{who} played their last tile."
        if kind == "round_ended":
            return f"Round {event['round']} is over."
        if kind == "round_started":
            return f"Round {event['round']} begins; {names[event['starter']]} starts."
        return super().describe_event(game, event)
