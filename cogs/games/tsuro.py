"""Tsuro in Discord: the board picture, hands as tile lists with path previews, the rules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from cogs.games import GameAdapter, Hand, Picture
from db.records import GameInfo
from engine.core import Event
from engine.tsuro import hand_options
from render import tsuro as draw


class TsuroAdapter(GameAdapter):
    name = "tsuro"
    group_description = "Tsuro: lay path tiles and keep your marker on the board"
    option_descriptions: ClassVar[dict[str, str]] = {
        "open_hands": "Every hand is public (V1)",
        "strict_suicide": "Forbid a placement that knocks your own marker out if a safe one exists",
    }
    rules_text = (
        "**Tsuro** (2–8 players). Everyone starts with a marker on a notch at the board's edge "
        "and three path tiles. On your turn, lay one tile on the empty square in front of your "
        "marker, in any rotation; every marker next to it then follows the paths as far as "
        "they lead, and you draw a tile. A marker that runs off the edge, or meets another, "
        "is out. Don't lay a tile that knocks yourself out while a safe one exists. "
        "The last marker on the board wins; markers that fall together share the win."
    )

    def phase(self, game: GameInfo) -> str:
        if game.state is None:
            return super().phase(game)
        return {"notch": "choosing start notches", "play": "laying tiles", "over": "over"}[
            game.view(None)["phase"]
        ]

    def board_png(self, game: GameInfo) -> bytes:
        return draw.board_png(game.view(None), self.names(game), self.colours(game))

    def sample_board(self, view: Any, names: Sequence[str]) -> bytes:
        return draw.board_png(view, names)

    def hand(self, game: GameInfo, seat: int) -> Hand:
        own = game.view(seat)
        tiles = own["hand"] or []
        lines = [f"Your tiles: {', '.join(map(str, tiles)) if tiles else 'none'}."]
        if own.get("dragon") == seat:
            lines.append("You hold the dragon tile: you draw first when tiles come back.")
        marker = own["markers"][seat]
        if own["phase"] == "notch":
            lines.append("Choose your start notch first; then this shows where each tile leads.")
            return Hand("\n".join(lines), Picture("board.png", self.board_png(game)))
        if not marker["alive"] or not tiles:
            return Hand("\n".join(lines), Picture("board.png", self.board_png(game)))
        options = hand_options(game.state, seat)
        lines.append(f"Your marker faces square {marker['facing']}.")
        for option in options:
            verdict = "safe" if option["legal"] else "not allowed"
            lines.append(f"- tile {option['tile']} at {option['rotation']}°: {verdict}")
        picture = draw.hand_png(
            game.view(None), seat, options, self.names(game), self.colours(game)
        )
        return Hand("\n".join(lines), Picture("hand.png", picture))

    def status_lines(self, game: GameInfo) -> list[str]:
        if game.state is None:
            return []
        view = game.view(None)
        names = self.names(game)
        alive = [names[m["seat"]] for m in view["markers"] if m["alive"]]
        return [
            f"Tiles on the board: {len(view['tiles'])}; draw pile: {view['pile']}.",
            f"Markers on the board: {', '.join(alive) or 'none'}.",
        ]

    def describe_event(self, game: GameInfo, event: Event) -> str | None:
        names = self.names(game)
        kind = event["kind"]
        who = names[event["seat"]] if isinstance(event.get("seat"), int) else ""
        if kind == "notch_chosen":
            how = "a random notch" if event["random"] else "notch"
            return f"{who} starts at {how} {event['notch']} ({event['square']})."
        if kind == "placed":
            return f"{who} laid tile {event['tile']} at {event['rotation']}° on {event['square']}."
        if kind == "eliminated":
            cause = "ran off the board" if event["cause"] == "edge" else "collided"
            return f"{who} {cause} and is out."
        if kind in ("moved", "drew", "tiles_returned", "dragon_returned"):
            return None
        if kind == "dragon_taken":
            return f"{who} takes the dragon tile."
        if kind == "turn_skipped":
            return f"{who} has no tile and skips the turn."
        return super().describe_event(game, event)
