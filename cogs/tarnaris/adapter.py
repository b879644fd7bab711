"""Woods of Tarnaris in Discord: the table picture, a player's field (their peeks), the rules,
every public event in words and the turn line; the buttons, pickers and typed moves are in
:mod:`cogs.tarnaris` (``turn_view`` and ``add_commands`` hand over to it)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import discord

from cogs.kit.adapter import GameAdapter, Hand, Picture
from cogs.tarnaris import pickers
from cogs.tarnaris.text import a, depth_text
from db.records import GameInfo
from engine.core import Event, Move
from render import replay
from render import tarnaris as draw

#: What each special function lets its player do (SF3, SF5, SF7, SF10).
SPECIAL = {
    3: "they may pass a card to another player",
    5: "they may mix another player's top cards",
    7: "they may swap a slot with another player",
    10: "the pile is closed and everyone may peek at one card",
}
#: A pending choice in words, for the turn line.
PENDING = {
    "sf3": "card 3, pass a card",
    "sf5": "card 5, which top cards to mix",
    "sf5_return": "card 5, where the mixed cards go",
    "sf7": "card 7, which slots to swap",
    "penalty": "who gives the penalty card",
    "give": "which card to give as the penalty",
}


class TarnarisAdapter(GameAdapter):
    name = "tarnaris"
    hand_title = "Your field"
    skip_kinds = ("skip", "done")
    group_description = "Woods of Tarnaris: build the piles 1 to 10 from your hidden field"
    rules_text = (
        "**Woods of Tarnaris: Path to Luslaria** (2–4 players). Each player has a field of ten "
        "face-down slots of their crest's cards. On your turn, reveal slots and lay revealed "
        "cards on the piles, each one higher than the pile's top (a 1 starts a new pile); "
        'return what you can\'t lay. Anyone may call "I know it!" at any time to claim that '
        "a face-down card of theirs fits a pile: right, it is laid; wrong, a penalty card comes. "
        "Some cards trigger special functions: a 3 passes a card, a 5 mixes four of another "
        "player's cards, a 7 swaps a slot with another player's (an empty position counts as "
        "a slot), a 10 gives everyone a private peek at any one card of their own field, "
        "shown to them until the end of their next turn. Once a turn ends no message names a "
        "card that went back face down: remember it. Empty your field to win; if a "
        "resignation leaves no card that can ever be laid, the fewest cards left win.\n"
        "Play: the buttons under the game's newest message (**Reveal**, **Lay**, **Done**, "
        "**I know it!**), or `/tarnaris reveal slot:<n>`, `/tarnaris lay card:<i> pile:<p>`, "
        "`/tarnaris done` and `/tarnaris claim slot:<n> pile:<p|new>`; `/game hand` shows "
        "your field privately."
    )

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
        return f"round {view['round']}, {view['phase']}"

    def turn_line(self, game: GameInfo) -> str:
        if game.outcome is not None or game.state is None:
            return super().turn_line(game)
        names = self.names(game)
        view = game.view(None)
        who = names[view["active"]]
        pending = view["pending"]
        if pending is not None:
            what = PENDING.get(pending["type"], "a choice")
            return f"Waiting for {names[pending['seat']]}: {what}. Claims wait until then."
        if view["phase"] == "reveal":
            count = view["reveals_left"]
            slots = "two slots" if count == 2 else "a slot"
            return f'{who}\'s turn: reveal {slots}. Anyone seated may call "I know it!".'
        cards = ", ".join(
            f"{index}) the {card['number']} from slot {card['slot']}"
            for index, card in enumerate(view["revealed"], start=1)
        )
        return (
            f"{who}'s turn: lay the revealed cards that fit, return the rest, then Done. "
            f'Revealed: {cards or "none left"}. Anyone seated may call "I know it!".'
        )

    def turn_view(self, game: GameInfo) -> discord.ui.View | None:
        return pickers.turn_view(game)

    async def retire_turn_message(self, client: discord.Client, game: GameInfo) -> None:
        await pickers.retire_turn_message(client, game)

    def hand(self, game: GameInfo, seat: int) -> Hand:
        own = game.view(seat)
        field = own["fields"][seat]
        counts = " · ".join(f"{number}: {len(slot)}" for number, slot in enumerate(field, start=1))
        lines = [f"Your field, {sum(map(len, field))} cards (slot: cards): {counts}."]
        for number, slot in enumerate(field, start=1):
            known = [
                f"{depth_text(len(slot) - index)} is {a(card['number'])}"
                for index, card in enumerate(slot)
                if "number" in card
            ]
            if known:
                lines.append(f"You peeked at slot {number}: {', '.join(known)}.")
        if any("number" in card for slot in field for card in slot):
            lines.append("Peeked cards show here until the end of your next turn (SF10).")
        if own["trays"][seat]:
            lines.append(f"Cards passed to you, to place: {len(own['trays'][seat])}.")
        text = "\n".join(lines)
        return Hand(text, Picture("field.png", draw.peek_png(own, self.names(game))))

    def status_lines(self, game: GameInfo) -> list[str]:
        if game.state is None:
            return []
        view = game.view(None)
        names = self.names(game)
        # A resigned seat's field is emptied: "0" would read as a win (W1).
        left = ", ".join(
            f"{names[seat]} resigned"
            if view["resigned"][seat]
            else f"{names[seat]} {sum(len(slot) for slot in field)}"
            for seat, field in enumerate(view["fields"])
        )
        return [f"Piles: {len(view['piles'])}.", f"Cards left in each field: {left}."]

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
            return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "someone"

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
            return f"{who} revealed slot {event['slot']} ({count} card{'s' * (count != 1)})."
        numbers = ", ".join(str(card["number"]) for card in event["cards"])
        return f"{who} revealed slot {event['slot']}: {numbers}."
    if kind == "laid":
        return f"{who} laid the {event['card']['number']} on pile {event['pile']}."
    if kind == "pile_started":
        return f"The revealed 1 from slot {event['slot']} starts pile {event['pile']}."
    if kind == "returned":
        count = len(event["slots"])
        where = ", ".join(map(str, sorted(set(event["slots"]))))
        cards = "a card" if count == 1 else f"{count} cards"
        return f"{who} returned {cards} face down (slot {where})."
    if kind == "turn":
        return f"{who}'s turn."
    return _UNKNOWN


def _claim_event(
    event: Event, name: Callable[[str], str], face_down: bool = False
) -> str | object | None:
    """ "I know it!" and its penalties (:data:`_UNKNOWN` for another kind)."""
    kind = event["kind"]
    who = name("seat")
    if kind == "claimed":
        slots = ", ".join(map(str, event["slots"]))
        pile = "a new pile" if event["pile"] == "new" else f"pile {event['pile']}"
        return f'{who}: "I know it!" slot {slots} on {pile}.'
    if kind == "claim_right":
        return f"Right! {who}'s {event['card']['number']} goes on pile {event['pile']}."
    if kind == "claim_wrong":
        if face_down:
            return f"Wrong: {who}'s slot {event['slot']} was wrong; it goes back face down."
        return (
            f"Wrong: {who}'s slot {event['slot']} held {a(event['card']['number'])}; "
            "it goes back face down."
        )
    if kind == "claim_lost_race":
        return (
            f"{who}'s claim on pile {event['pile']} came too late: the pile had already "
            f"reached {event['number']}. It does not count (no penalty)."
        )
    if kind == "claims_withdrawn":
        return f"The rest of {who}'s chain goes back face down."
    if kind == "penalty_chosen":
        return f"{name('player')} gives {who} the penalty card and picks which."
    if kind == "penalty":
        return (
            f"{name('from')} gives {name('to')} a penalty card (from slot "
            f"{event['from_slot']}); it goes on {name('to')}'s slot {event['slot']}."
        )
    if kind == "no_penalty":
        return f"Nobody can give {who} a penalty card."
    return _UNKNOWN


def _special_event(
    event: Event, name: Callable[[str], str], face_down: bool = False
) -> str | object | None:
    """Special functions, peeks and the end (:data:`_UNKNOWN` for another kind)."""
    kind = event["kind"]
    who = name("seat")
    if kind == "special":
        return f"{who} played {a(event['function'])}: {SPECIAL[event['function']]}."
    if kind == "passed":
        return f"{who} passed the top card of slot {event['slot']} to {name('player')}."
    if kind == "placed_passed":
        return f"{who} placed the passed card on slot {event['slot']}."
    if kind == "mixing":
        slots = ", ".join(map(str, event["slots"]))
        return f"{who} takes the top cards of {name('player')}'s slots {slots} to mix."
    if kind == "mixed":
        slots = ", ".join(map(str, event["slots"]))
        return f"{who} put the mixed cards on {name('player')}'s slots {slots}."
    if kind == "swapped":
        return (
            f"{who} swapped their slot {event['slot']} with {name('player')}'s slot "
            f"{event['their_slot']}."
        )
    if kind == "skipped":
        return f"{who} did not use the {event['function']}."
    if kind == "peeked":
        where = depth_text(event.get("card", 1))
        return f"{who} peeked at {where} of their slot {event['slot']}."
    if kind == "won":
        return None  # the turn line says it
    if kind == "turn_ended":
        return None
    return _UNKNOWN
