"""Woods of Tarnaris in Discord: the table picture, a player's field (their peeks), the rules,
every public event in words and the turn line; the buttons, pickers and typed moves are in
:mod:`cogs.tarnaris` (``turn_view`` and ``add_commands`` hand over to it)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

import discord

from cogs.kit.adapter import GameAdapter, Hand, Picture, RetireCause
from cogs.tarnaris import pickers
from cogs.tarnaris.text import a, depth_text
from db.records import GameInfo
from engine.core import Event, Move
from i18n import t
from render import replay
from render import tarnaris as draw

#: The special functions (SF3, SF5, SF7, SF10): ``tarnaris-special-<n>`` says what each lets do.
SPECIAL = frozenset({3, 5, 7, 10})
#: The pending choices the turn line names (``tarnaris-pending-<type>``; the engine's types).
PENDING = frozenset({"sf3", "sf5", "sf5_return", "sf7", "penalty", "give"})


def pending_text(kind: str) -> str:
    """A pending choice in words, for the turn line."""
    if kind in PENDING:
        return t("tarnaris-pending-" + kind.replace("_", "-"))
    return t("tarnaris-pending-unknown")


class TarnarisAdapter(GameAdapter):
    name = "tarnaris"
    reasons: ClassVar[dict[str, str]] = {
        "emptied_field": "tarnaris-reason-emptied-field",
        "dead_position": "tarnaris-reason-dead-position",
    }
    hand_title = "tarnaris-hand-title"
    skip_kinds = ("skip", "done")
    group_description = "tarnaris-group"
    option_descriptions: ClassVar[Mapping[str, str]] = {
        "giver_chooses": "tarnaris-option-giver-chooses"
    }

    @property
    def rules_text(self) -> str:  # type: ignore[override]
        """``/game rules name:tarnaris``, in the language of the moment (≤ 2,000 characters)."""
        return t("tarnaris-rules")

    def board_png(self, game: GameInfo) -> bytes:
        return draw.table_png(game.view(None), self.names(game))

    def sample_board(self, view: Any, names: Sequence[str]) -> bytes:
        return draw.table_png(view, names)

    def ending_pictures(self, game: GameInfo, log: Sequence[tuple[int, Move]]) -> list[Picture]:
        """The animated replay of the whole game (public: drawn from spectator views)."""
        if game.seed is None or game.status != "finished":
            return []
        gif = replay.replay_gif(
            self.name, draw.replay_frame, self.names(game), game.options, game.seed, log
        )
        if len(gif) > replay.MAX_REPLAY_BYTES:
            return []
        return [Picture(f"tarnaris-{game.id}-replay.gif", gif)]

    def phase(self, game: GameInfo) -> str:
        if game.state is None or game.is_over:
            return super().phase(game)
        view = game.view(None)
        return t("tarnaris-phase", round=str(view["round"]), phase=view["phase"])

    def turn_line(self, game: GameInfo) -> str:
        if game.outcome is not None or game.state is None:
            return super().turn_line(game)
        names = self.names(game)
        view = game.view(None)
        who = names[view["active"]]
        pending = view["pending"]
        if pending is not None:
            what = pending_text(pending["type"])
            return t("tarnaris-turn-waiting", name=names[pending["seat"]], what=what)
        if view["phase"] == "reveal":
            return t("tarnaris-turn-reveal", name=who, count=view["reveals_left"])
        cards = [
            t(
                "tarnaris-turn-revealed-card",
                index=str(index),
                number=str(card["number"]),
                slot=str(card["slot"]),
            )
            for index, card in enumerate(view["revealed"], start=1)
        ]
        revealed = ", ".join(cards) if cards else t("tarnaris-turn-none-left")
        return t("tarnaris-turn-lay", name=who, cards=revealed)

    def turn_view(self, game: GameInfo) -> discord.ui.View | None:
        return pickers.turn_view(game)

    async def retire_turn_message(
        self, client: discord.Client, game: GameInfo, cause: RetireCause
    ) -> None:
        await pickers.retire_turn_message(client, game, cause)

    def hand(self, game: GameInfo, seat: int) -> Hand:
        own = game.view(seat)
        field = own["fields"][seat]
        counts = " · ".join(f"{number}: {len(slot)}" for number, slot in enumerate(field, start=1))
        lines = [t("tarnaris-hand-field", count=sum(map(len, field)), counts=counts)]
        for number, slot in enumerate(field, start=1):
            known = [
                t(
                    "tarnaris-hand-known",
                    where=depth_text(len(slot) - index),
                    card=a(card["number"]),
                )
                for index, card in enumerate(slot)
                if "number" in card
            ]
            if known:
                lines.append(t("tarnaris-hand-peeked", slot=str(number), cards=", ".join(known)))
        if any("number" in card for slot in field for card in slot):
            lines.append(t("tarnaris-hand-peeks-last"))
        if own["trays"][seat]:
            lines.append(t("tarnaris-hand-tray", count=len(own["trays"][seat])))
        text = "\n".join(lines)
        return Hand(text, Picture("field.png", draw.peek_png(own, self.names(game))))

    def status_lines(self, game: GameInfo) -> list[str]:
        if game.state is None:
            return []
        view = game.view(None)
        names = self.names(game)
        # A resigned seat's field is emptied: "0" would read as a win (W1).
        left = ", ".join(
            t("tarnaris-status-resigned", name=names[seat])
            if view["resigned"][seat]
            else t("tarnaris-status-left", name=names[seat], count=sum(len(s) for s in field))
            for seat, field in enumerate(view["fields"])
        )
        return [
            t("tarnaris-status-piles", count=len(view["piles"])),
            t("tarnaris-status-fields", fields=left),
        ]

    def describe_event(
        self, game: GameInfo, event: Event, *, face_down: bool = False
    ) -> str | None:
        """One line per public event; never a face-down card's number (events carry none).

        ``face_down``: the wording once the turn is over (T4 Async), naming no value of a card
        that was seen face up (revealed, or a wrong claim turned over) and went back face
        down; cards laid on piles stay named."""
        names = self.names(game)

        def name(key: str) -> str:
            seat = event.get(key)
            if isinstance(seat, int) and 0 <= seat < len(names):
                return names[seat]
            return t("tarnaris-someone")

        for describe in (_play_event, _claim_event, _special_event):
            line = describe(event, name, face_down)
            if line is not _UNKNOWN:
                return line
        return super().describe_event(game, event)


#: What the event describers below return for a kind they do not describe.
_UNKNOWN = object()


def _play_event(
    event: Event, name: Callable[[str], str], face_down: bool = False
) -> str | object | None:
    """A turn's own events: reveals, lays, returns (:data:`_UNKNOWN` for another kind)."""
    kind = event["kind"]
    who = name("seat")
    if kind == "revealed":
        if face_down:
            count = len(event["cards"])
            return t("tarnaris-event-revealed-down", name=who, slot=str(event["slot"]), count=count)
        numbers = ", ".join(str(card["number"]) for card in event["cards"])
        return t("tarnaris-event-revealed", name=who, slot=str(event["slot"]), numbers=numbers)
    if kind == "laid":
        number, pile = str(event["card"]["number"]), str(event["pile"])
        return t("tarnaris-event-laid", name=who, number=number, pile=pile)
    if kind == "pile_started":
        slot, pile = str(event["slot"]), str(event["pile"])
        return t("tarnaris-event-pile-started", slot=slot, pile=pile)
    if kind == "returned":
        where = ", ".join(map(str, sorted(set(event["slots"]))))
        return t("tarnaris-event-returned", name=who, count=len(event["slots"]), slots=where)
    if kind == "turn":
        return t("tarnaris-event-turn", name=who)
    return _UNKNOWN


def _claim_event(
    event: Event, name: Callable[[str], str], face_down: bool = False
) -> str | object | None:
    """ "I know it!" and its penalties (:data:`_UNKNOWN` for another kind)."""
    kind = event["kind"]
    who = name("seat")
    if kind == "claimed":
        slots = ", ".join(map(str, event["slots"]))
        if event["pile"] == "new":
            return t("tarnaris-event-claimed-new", name=who, slots=slots)
        return t("tarnaris-event-claimed", name=who, slots=slots, pile=str(event["pile"]))
    if kind == "claim_right":
        number, pile = str(event["card"]["number"]), str(event["pile"])
        return t("tarnaris-event-claim-right", name=who, number=number, pile=pile)
    if kind == "claim_wrong":
        if face_down:
            return t("tarnaris-event-claim-wrong-down", name=who, slot=str(event["slot"]))
        card = a(event["card"]["number"])
        return t("tarnaris-event-claim-wrong", name=who, slot=str(event["slot"]), card=card)
    if kind == "claim_lost_race":
        number, pile = str(event["number"]), str(event["pile"])
        return t("tarnaris-event-claim-lost-race", name=who, pile=pile, number=number)
    if kind == "claims_withdrawn":
        return t("tarnaris-event-claims-withdrawn", name=who)
    if kind == "penalty_chosen":
        return t("tarnaris-event-penalty-chosen", giver=name("player"), name=who)
    if kind == "penalty":
        return t(
            "tarnaris-event-penalty",
            giver=name("from"),
            name=name("to"),
            from_slot=str(event["from_slot"]),
            slot=str(event["slot"]),
        )
    if kind == "no_penalty":
        return t("tarnaris-event-no-penalty", name=who)
    return _UNKNOWN


def _special_event(
    event: Event, name: Callable[[str], str], face_down: bool = False
) -> str | object | None:
    """Special functions, peeks and the end (:data:`_UNKNOWN` for another kind)."""
    kind = event["kind"]
    who = name("seat")
    slot = str(event.get("slot"))
    if kind == "special" and event["function"] in SPECIAL:
        what = t("tarnaris-special-" + str(event["function"]))
        return t("tarnaris-event-special", name=who, card=a(event["function"]), what=what)
    if kind == "passed":
        return t("tarnaris-event-passed", name=who, slot=slot, player=name("player"))
    if kind == "placed_passed":
        return t("tarnaris-event-placed-passed", name=who, slot=slot)
    if kind in ("mixing", "mixed"):
        slots = ", ".join(map(str, event["slots"]))
        key = "tarnaris-event-mixing" if kind == "mixing" else "tarnaris-event-mixed"
        return t(key, name=who, player=name("player"), slots=slots)
    if kind == "swapped":
        their = str(event["their_slot"])
        return t("tarnaris-event-swapped", name=who, slot=slot, player=name("player"), their=their)
    if kind == "skipped":
        return t("tarnaris-event-skipped", name=who, number=str(event["function"]))
    if kind == "peeked":
        where = depth_text(event.get("card", 1))
        return t("tarnaris-event-peeked", name=who, where=where, slot=slot)
    if kind in ("won", "turn_ended"):
        return None  # the turn line says it
    return _UNKNOWN
