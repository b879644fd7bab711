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
from i18n import all_of, t
from render import replay
from render import tsuro as draw
from render.public import filled_colours

#: The verbs of the turn message's button (set-up, then the game); both open the player's
#: private picker. The buttons' labels are made in the message's language (``turn_actions``).
PICK_NOTCH = "tsuro_notch"
TAKE_TURN = "tsuro_turn"


def verdict(option: dict[str, Any], names: Sequence[str], seat: int) -> str:
    """What a placement (an ``engine.tsuro.hand_options`` entry) does, in a few words:
    ``"safe, then faces C3"``, ``"suicide: your marker runs off the board (not allowed)"``,
    ``"…; knocks out bob"``."""
    if option["suicide"]:
        text = t("tsuro-verdict-suicide", cause=str(option["suicide"]))
        if not option["legal"]:
            text += " " + t("tsuro-verdict-not-allowed")
    else:
        # A marker still on the board stands on the edge of the empty square it faces.
        text = t("tsuro-verdict-safe", square=option["to"]["square"])
    others = [names[e["seat"]] for e in option["eliminated"] if e["seat"] != seat]
    if others:
        text += "; " + t("tsuro-verdict-knocks-out", names=all_of(others))
        if not option["legal"] and not option["suicide"]:
            text += " " + t("tsuro-verdict-protected")
    return text


def all_suicidal(options: Sequence[dict[str, Any]]) -> bool:
    """Whether every option takes the mover out (P4: then one of them must be played)."""
    return bool(options) and all(option["suicide"] for option in options)


def collision_line(names: Sequence[str], event: Event, *, shared: bool) -> str:
    """A ``collided`` event in words (P3), saying "they share the win" when it ends the game
    (G2)."""
    seats = [names[s] for s in event["seats"]]
    together = all_of(seats)
    size = "pair" if len(seats) == 2 else "more"
    key = "tsuro-event-collided-shared" if shared else "tsuro-event-collided"
    return t(key, names=together, square=event["square"], size=size)


class TsuroAdapter(GameAdapter):
    name = "tsuro"
    reasons: ClassVar[dict[str, str]] = {
        "last_marker": "tsuro-reason-last-marker",
        "shared_elimination": "tsuro-reason-shared-elimination",
        "board_full": "tsuro-reason-board-full",
    }
    group_description = "tsuro-group"
    option_descriptions: ClassVar[dict[str, str]] = {
        "open_hands": "tsuro-option-open-hands",
        "strict_suicide": "tsuro-option-strict-suicide",
        "protect_opponents": "tsuro-option-protect-opponents",
    }

    @property
    def rules_text(self) -> str:  # type: ignore[override]
        """The ``/game rules`` summary in the current language."""
        return t("tsuro-rules")

    # -- seats ----------------------------------------------------------------------------------
    @staticmethod
    def colours(game: GameInfo) -> list[int] | None:
        """Chosen colours (``/tsuro colour`` or the player's preference) where given, the
        first free palette colours for everyone else, in seat order."""
        return filled_colours([seat.colour for seat in game.seats])

    # -- turn -----------------------------------------------------------------------------------
    def phase(self, game: GameInfo) -> str:
        if game.state is None:
            return super().phase(game)
        return t("tsuro-phase-" + game.view(None)["phase"])

    def turn_line(self, game: GameInfo) -> str:
        if game.state is None or game.status == "cancelled":
            return super().turn_line(game)
        view = game.view(None)
        names = self.names(game)
        outcome = view["outcome"]
        if outcome is not None:
            winners = all_of([f"**{names[s]}**" for s in outcome["winners"]])
            reason = self.reason_text(outcome["reason"])
            causes = {
                (view["markers"][s]["eliminated"] or {}).get("cause") for s in outcome["winners"]
            }
            if outcome["reason"] == "shared_elimination" and causes == {"collision"}:
                reason = t("tsuro-reason-collided")
            return t(
                "tsuro-game-over",
                winners=winners or t("tsuro-nobody"),
                count=len(outcome["winners"]),
                reason=reason,
            )
        who = names[view["turn"]]
        if view["phase"] == "notch":
            turn = t("tsuro-turn-notch", who=who)
        else:
            turn = t("tsuro-turn-play", who=who, square=view["markers"][view["turn"]]["facing"])
        if game.options.get("open_hands"):
            # V1: every hand is public, wherever the position is shown (turn message, board).
            hands = [
                f"{names[seat]}: {', '.join(map(str, hand)) or t('tsuro-none')}"
                for seat, hand in enumerate(view["hands"])
                if hand is not None and view["markers"][seat]["alive"]
            ]
            return t("tsuro-open-hands", hands="; ".join(hands)) + "\n" + turn
        return turn

    def turn_actions(self, game: GameInfo) -> list[Action]:
        if game.state is None or game.is_over:
            return []
        if game.view(None)["phase"] == "notch":
            return [Action(PICK_NOTCH, t("tsuro-button-pick-notch"), discord.ButtonStyle.primary)]
        return [Action(TAKE_TURN, t("tsuro-button-take-turn"), discord.ButtonStyle.primary)]

    def describe_events(self, game: GameInfo, events: Sequence[Event]) -> list[str]:
        """Events in words; the draws of one move are one line of counts. A collision is
        told once (P3): the ``collided`` line, not the collided markers' moves to the edge
        nor their eliminations, and "they share the win" when it ends the game (G2)."""
        collided = {s for e in events if e["kind"] == "collided" for s in e["seats"]}
        over = next((e for e in events if e["kind"] == "game_over"), None)
        names = self.names(game)
        lines = []
        for event in events:
            if event.get("seat") in collided and event["kind"] in ("moved", "eliminated"):
                continue
            shared = over is not None and sorted(over["winners"]) == event.get("seats")
            if event["kind"] == "collided" and shared:
                line: str | None = collision_line(names, event, shared=True)
            else:
                line = self.describe_event(game, event)
            if line is not None:
                lines.append(line)
        drawn: dict[int, int] = {}
        for event in events:
            if event["kind"] == "drew":
                drawn[event["seat"]] = drawn.get(event["seat"], 0) + event["count"]
        if drawn:
            counts = ", ".join(
                t("tsuro-drawn-count", who=names[seat], count=count)
                for seat, count in drawn.items()
            )
            lines.append(t("tsuro-drawn", counts=counts))
        return lines

    def describe_event(self, game: GameInfo, event: Event) -> str | None:
        names = self.names(game)
        kind = event["kind"]
        who = names[event["seat"]] if isinstance(event.get("seat"), int) else ""
        if kind == "notch_chosen":
            where = {"who": who, "notch": str(event["notch"]), "square": event["square"]}
            if event["random"]:
                return t("tsuro-event-notch-random", **where)
            return t("tsuro-event-notch", **where)
        if kind == "placed":
            return t(
                "tsuro-event-placed",
                who=who,
                tile=str(event["tile"]),
                rotation=str(event["rotation"]),
                square=event["square"],
            )
        if kind == "moved":
            steps = len(event["trail"])
            to = event["to"]
            if to["notch"]:
                return t("tsuro-event-moved-edge", who=who, count=steps)
            return t("tsuro-event-moved", who=who, count=steps, square=to["square"])
        if kind == "collided":
            return collision_line(names, event, shared=False)
        if kind == "eliminated":
            if event["cause"] == "collision":
                others = all_of([names[s] for s in event["with"]]) or t("tsuro-another-marker")
                return t("tsuro-event-collided-with", who=who, others=others)
            return t("tsuro-event-left-board", who=who, notch=str(event["at"]["notch"]))
        if kind == "tiles_returned":
            return t("tsuro-event-tiles-returned", who=who, count=event["count"])
        if kind == "dragon_taken":
            return t("tsuro-event-dragon-taken", who=who)
        if kind == "dragon_returned":
            return t("tsuro-event-dragon-returned", who=who)
        if kind == "dragon_passed":
            giver = names[event["from"]]
            if event["to"] is None:
                return t("tsuro-event-dragon-side", who=giver)
            return t("tsuro-event-dragon-passed", giver=giver, taker=names[event["to"]])
        if kind == "turn_skipped":
            return t("tsuro-event-turn-skipped", who=who)
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
        listed = ", ".join(map(str, tiles)) if tiles else t("tsuro-none")
        lines = [t("tsuro-hand-tiles", tiles=listed)]
        if own.get("dragon") == seat:
            lines.append(t("tsuro-hand-dragon"))
        marker = own["markers"][seat]
        if own["phase"] == "notch":
            lines.append(t("tsuro-hand-notch-first"))
            return Hand("\n".join(lines), Picture("board.png", self.board_png(game)))
        if not marker["alive"]:
            lines.append(t("tsuro-hand-out"))
            return Hand("\n".join(lines), Picture("board.png", self.board_png(game)))
        if not tiles:
            return Hand("\n".join(lines), Picture("board.png", self.board_png(game)))
        names = self.names(game)
        options = hand_options(game.state, seat)
        lines.append(t("tsuro-hand-facing", square=marker["facing"]))
        if all_suicidal(options):
            lines.append(t("tsuro-hand-all-suicidal"))
        lines += [
            "- "
            + t(
                "tsuro-hand-option",
                tile=str(o["tile"]),
                rotation=str(o["rotation"]),
                verdict=verdict(o, names, seat),
            )
            for o in options
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
            t("tsuro-status-tiles", tiles=len(view["tiles"]), pile=view["pile"]),
            t("tsuro-status-markers", names=", ".join(alive) or t("tsuro-none")),
        ]
        if view["dragon"] is not None:
            lines.append(t("tsuro-status-dragon", who=names[view["dragon"]]))
        return lines
