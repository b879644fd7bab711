"""Tsuro in Discord: the board picture, events in words, hands with path previews, the replay.

The interactive parts (the notch picker, the private turn, ``/tsuro start|place|turn|colour``)
live in :mod:`cogs.tsuro`; this adapter only words and draws (see :mod:`cogs.kit.adapter`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import discord

from cogs.kit.adapter import GameAdapter, Hand, Picture
from cogs.kit.components import Action
from db.records import GameInfo
from engine.core import Event, Move
from engine.tsuro import hand_options
from render import replay
from render import tsuro as draw
from render.common import PALETTE

#: The turn message's button (set-up, then the game); both open the player's private picker.
PICK_NOTCH = Action("tsuro_notch", "Pick your start notch", discord.ButtonStyle.primary)
TAKE_TURN = Action("tsuro_turn", "Take your turn", discord.ButtonStyle.primary)
REASONS = {
    "last_marker": "the last marker on the board",
    "shared_elimination": "their markers left the board together, so they share the win",
    "board_full": "every tile is on the board",
}


def verdict(option: dict[str, Any], names: Sequence[str], seat: int) -> str:
    """What a placement (an ``engine.tsuro.hand_options`` entry) does, in a few words:
    ``"safe, then faces C3"``, ``"suicide: your marker runs off the board (not allowed)"``,
    ``"…; knocks out bob"``."""
    if option["suicide"]:
        cause = "runs off the board" if option["suicide"] == "edge" else "collides"
        text = f"suicide: your marker {cause}"
        if not option["legal"]:
            text += " (not allowed)"
    else:
        # A marker still on the board stands on the edge of the empty square it faces.
        text = f"safe, then faces {option['to']['square']}"
    others = [names[e["seat"]] for e in option["eliminated"] if e["seat"] != seat]
    if others:
        text += "; knocks out " + " and ".join(others)
        if not option["legal"] and not option["suicide"]:
            text += " (not allowed: opponents are protected, V3)"
    return text


def all_suicidal(options: Sequence[dict[str, Any]]) -> bool:
    """Whether every option takes the mover out (P4: then one of them must be played)."""
    return bool(options) and all(option["suicide"] for option in options)


class TsuroAdapter(GameAdapter):
    name = "tsuro"
    group_description = "Tsuro: lay path tiles and keep your marker on the board"
    option_descriptions: ClassVar[dict[str, str]] = {
        "open_hands": "Every hand is public (V1)",
        "strict_suicide": (
            "On: no knocking your own marker out while a safe placement exists; off: only "
            "the edge counts"
        ),
        "protect_opponents": "No knocking another marker out while a harmless placement exists",
    }
    rules_text = (
        "**Tsuro** (2–8 players). Everyone starts with a marker on a notch at the board's edge "
        "and three path tiles. On your turn, lay one tile on the empty square in front of your "
        "marker, in any rotation; every marker next to it then follows the paths as far as "
        "they lead, and you draw a tile. A marker that runs off the edge, or meets another, "
        "is out. Don't lay a tile that knocks yourself out while a safe one exists. When "
        "tiles come back to the pile, the dragon's holder draws first. With the "
        "`protect_opponents` option you may not knock another marker out either, unless every "
        "tile of yours knocks someone out. The last marker on the board wins; markers that "
        "fall together (or collide with each other) share the win.\n"
        "Play: **Pick your start notch** / **Take your turn** under the game's newest "
        "message, or `/tsuro start notch:<1-48>` and `/tsuro place tile:<n> "
        "rotation:<0|90|180|270>`; `/game hand` shows your tiles privately."
    )

    # -- seats ----------------------------------------------------------------------------------
    @staticmethod
    def colours(game: GameInfo) -> list[int] | None:
        """Chosen colours (``/tsuro colour`` or the player's preference) where given, the
        first free palette colours for everyone else, in seat order."""
        index = {style.name: number for number, style in enumerate(PALETTE)}
        chosen: list[int | None] = []
        for seat in game.seats:
            colour = index.get(seat.colour or "")
            chosen.append(colour if colour not in chosen else None)
        free = [number for number in range(len(PALETTE)) if number not in chosen]
        return [colour if colour is not None else free.pop(0) for colour in chosen]

    # -- turn -----------------------------------------------------------------------------------
    def phase(self, game: GameInfo) -> str:
        if game.state is None:
            return super().phase(game)
        return {"notch": "choosing start notches", "play": "laying tiles", "over": "over"}[
            game.view(None)["phase"]
        ]

    def turn_line(self, game: GameInfo) -> str:
        if game.state is None or game.status == "cancelled":
            return super().turn_line(game)
        view = game.view(None)
        names = self.names(game)
        outcome = view["outcome"]
        if outcome is not None:
            winners = " and ".join(f"**{names[s]}**" for s in outcome["winners"]) or "nobody"
            verb = "wins" if len(outcome["winners"]) == 1 else "win"
            reason = REASONS.get(outcome["reason"], "")
            causes = {
                (view["markers"][s]["eliminated"] or {}).get("cause") for s in outcome["winners"]
            }
            if outcome["reason"] == "shared_elimination" and causes == {"collision"}:
                reason = "their markers collided, so they share the win"
            return f"Game over: {winners} {verb} ({reason})."
        who = names[view["turn"]]
        if view["phase"] == "notch":
            turn = f"{who}, pick your start notch (the numbers on the board are free notches)."
        else:
            facing = view["markers"][view["turn"]]["facing"]
            turn = f"{who}, your turn: lay a tile on {facing}."
        if game.options.get("open_hands"):
            # V1: every hand is public, wherever the position is shown (turn message, board).
            hands = [
                f"{names[seat]}: {', '.join(map(str, hand)) or 'none'}"
                for seat, hand in enumerate(view["hands"])
                if hand is not None and view["markers"][seat]["alive"]
            ]
            return "Open hands: " + "; ".join(hands) + ".\n" + turn
        return turn

    def turn_actions(self, game: GameInfo) -> list[Action]:
        if game.state is None or game.is_over:
            return []
        return [PICK_NOTCH if game.view(None)["phase"] == "notch" else TAKE_TURN]

    def describe_events(self, game: GameInfo, events: Sequence[Event]) -> list[str]:
        """Events in words; the draws of one move are one line of counts. A collision is
        told once (P3): the ``collided`` line, not the collided markers' moves to the edge
        nor their eliminations, and "they share the win" when it ends the game (G2)."""
        collided = {s for e in events if e["kind"] == "collided" for s in e["seats"]}
        over = next((e for e in events if e["kind"] == "game_over"), None)
        lines = []
        for event in events:
            if event.get("seat") in collided and event["kind"] in ("moved", "eliminated"):
                continue
            line = self.describe_event(game, event)
            shared = over is not None and sorted(over["winners"]) == event.get("seats")
            if line is not None and event["kind"] == "collided" and shared:
                line = line[:-1] + ", they share the win."
            if line is not None:
                lines.append(line)
        names = self.names(game)
        drawn: dict[int, int] = {}
        for event in events:
            if event["kind"] == "drew":
                drawn[event["seat"]] = drawn.get(event["seat"], 0) + event["count"]
        if drawn:
            counts = ", ".join(
                f"{names[seat]} {count} tile{'s' if count != 1 else ''}"
                for seat, count in drawn.items()
            )
            lines.append(f"Drawn: {counts}.")
        return lines

    def describe_event(self, game: GameInfo, event: Event) -> str | None:
        names = self.names(game)
        kind = event["kind"]
        who = names[event["seat"]] if isinstance(event.get("seat"), int) else ""
        if kind == "notch_chosen":
            how = "a random notch," if event["random"] else "notch"
            return f"{who} starts at {how} {event['notch']} ({event['square']})."
        if kind == "placed":
            return (
                f"{who} placed tile {event['tile']} at {event['rotation']}° on {event['square']}."
            )
        if kind == "moved":
            steps = len(event["trail"])
            across = f"across {steps} tile{'s' if steps != 1 else ''}"
            to = event["to"]
            where = "to the edge" if to["notch"] else f"to face {to['square']}"
            return f"{who} moved {across} {where}."
        if kind == "collided":
            seats = [names[s] for s in event["seats"]]
            both = "both" if len(seats) == 2 else "all"
            together = ", ".join(seats[:-1]) + " and " + seats[-1]
            return f"{together} met on {event['square']} and collided: {both} out."
        if kind == "eliminated":
            if event["cause"] == "collision":
                others = " and ".join(names[s] for s in event["with"]) or "another marker"
                return f"{who} collided with {others} and is out."
            return f"{who} left the board at notch {event['at']['notch']} and is out."
        if kind == "tiles_returned":
            count = event["count"]
            return f"{who}'s {count} tile{'s' if count != 1 else ''} went back into the pile."
        if kind == "dragon_taken":
            return f"{who} takes the dragon (the pile is empty): first to draw when tiles return."
        if kind == "dragon_returned":
            return f"{who} drew and gave the dragon back."
        if kind == "dragon_passed":
            giver = names[event["from"]]
            if event["to"] is None:
                return f"{giver}'s dragon goes back to the side."
            return f"The dragon passes from {giver} to {names[event['to']]}."
        if kind == "turn_skipped":
            return f"{who} has no tile and skips the turn."
        if kind == "drew":
            return None  # counted together in describe_events
        return super().describe_event(game, event)

    # -- pictures -------------------------------------------------------------------------------
    def board_png(self, game: GameInfo) -> bytes:
        return draw.board_png(game.view(None), self.names(game), self.colours(game))

    def sample_board(self, view: Any, names: Sequence[str]) -> bytes:
        return draw.board_png(view, names)

    def ending_pictures(self, game: GameInfo, log: Sequence[tuple[int, Move]]) -> list[Picture]:
        """The animated replay of the whole game (public: drawn from spectator views)."""
        if game.seed is None or game.status != "finished":
            return []
        gif = replay.replay_gif(
            self.name,
            draw.board_image,
            self.names(game),
            game.options,
            game.seed,
            log,
            self.colours(game),
        )
        if len(gif) > replay.MAX_REPLAY_BYTES:
            return []
        return [Picture(f"tsuro-{game.id}-replay.gif", gif)]

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
        if not marker["alive"]:
            lines.append("Your marker has left the board: you are out of this game.")
            return Hand("\n".join(lines), Picture("board.png", self.board_png(game)))
        if not tiles:
            return Hand("\n".join(lines), Picture("board.png", self.board_png(game)))
        names = self.names(game)
        options = hand_options(game.state, seat)
        lines.append(f"Your marker faces square {marker['facing']}.")
        if all_suicidal(options):
            lines.append("Every option takes your marker off the board; one must be played.")
        lines += [
            f"- tile {o['tile']} at {o['rotation']}°: {verdict(o, names, seat)}" for o in options
        ]
        picture = draw.hand_png(game.view(None), seat, options, names, self.colours(game))
        return Hand("\n".join(lines), Picture("hand.png", picture))

    def status_lines(self, game: GameInfo) -> list[str]:
        if game.state is None:
            return []
        view = game.view(None)
        names = self.names(game)
        alive = [names[m["seat"]] for m in view["markers"] if m["alive"]]
        lines = [
            f"Tiles on the board: {len(view['tiles'])}; draw pile: {view['pile']}.",
            f"Markers on the board: {', '.join(alive) or 'none'}.",
        ]
        if view["dragon"] is not None:
            lines.append(f"{names[view['dragon']]} holds the dragon.")
        return lines
