"""Woods of Tarnaris in Discord: the table picture, a player's field (their peeks), the rules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cogs.games import GameAdapter, Hand, Picture
from db.records import GameInfo
from engine.core import Event
from render import tarnaris as draw


class TarnarisAdapter(GameAdapter):
    name = "tarnaris"
    group_description = "Woods of Tarnaris: build the piles 1 to 10 from your hidden field"
    rules_text = (
        "**Woods of Tarnaris: Path to Luslaria** (2–4 players). Each player has a field of ten "
        "face-down slots of their crest's cards. On your turn, reveal slots and lay revealed "
        "cards on the piles, each one higher than the pile's top (a 1 starts a new pile); "
        'return what you can\'t lay. Anyone may call "I know it!" at any time to claim that '
        "a face-down card of theirs fits a pile: right, it is laid; wrong, a penalty card comes. "
        "Some cards trigger special functions. Empty your field to win."
    )

    def board_png(self, game: GameInfo) -> bytes:
        return draw.table_png(game.view(None), self.names(game))

    def sample_board(self, view: Any, names: Sequence[str]) -> bytes:
        return draw.table_png(view, names)

    def phase(self, game: GameInfo) -> str:
        if game.state is None or game.is_over:
            return super().phase(game)
        view = game.view(None)
        return f"round {view['round']}, {view['phase']}"

    def turn_seats(self, game: GameInfo) -> list[int]:
        """The active player and whoever must choose now; not everyone who could claim."""
        view = game.view(None)
        seats = {view["active"]}
        pending = view.get("pending")
        if isinstance(pending, dict) and isinstance(pending.get("seat"), int):
            seats.add(pending["seat"])
        seats.update(seat for seat, tray in enumerate(view["trays"]) if tray)
        human = {s.seat for s in game.seats if not s.is_computer and s.to_act}
        return sorted(seats & human)

    def turn_line(self, game: GameInfo) -> str:
        if game.outcome is not None or game.state is None:
            return super().turn_line(game)
        names = self.names(game)
        return f"It is {names[game.view(None)['active']]}'s turn; anyone may claim."

    def hand(self, game: GameInfo, seat: int) -> Hand:
        own = game.view(seat)
        field = own["fields"][seat]
        counts = " · ".join(f"{number}: {len(slot)}" for number, slot in enumerate(field, start=1))
        lines = [f"Your field, {sum(map(len, field))} cards (slot: cards): {counts}."]
        for number, slot in enumerate(field, start=1):
            known = [str(card["number"]) for card in slot if "number" in card]
            if known:
                lines.append(f"You know slot {number}: {', '.join(known)}.")
        if own["trays"][seat]:
            lines.append(f"Cards passed to you, to place: {len(own['trays'][seat])}.")
        text = "\n".join(lines)
        return Hand(text, Picture("field.png", draw.peek_png(own, self.names(game))))

    def status_lines(self, game: GameInfo) -> list[str]:
        if game.state is None:
            return []
        view = game.view(None)
        names = self.names(game)
        left = ", ".join(
            f"{names[seat]} {sum(len(slot) for slot in field)}"
            for seat, field in enumerate(view["fields"])
        )
        return [f"Piles: {len(view['piles'])}.", f"Cards left in each field: {left}."]

    def describe_event(self, game: GameInfo, event: Event) -> str | None:
        names = self.names(game)
        kind = event["kind"]
        who = names[event["seat"]] if isinstance(event.get("seat"), int) else ""
        if kind == "revealed":
            numbers = ", ".join(str(card["number"]) for card in event["cards"])
            return f"{who} revealed slot {event['slot']}: {numbers}."
        if kind == "laid":
            return f"{who} laid a {event['card']['number']} on pile {event['pile']}."
        if kind == "pile_started":
            return f"{who} started pile {event['pile']}."
        if kind == "claim_right":
            return f'{who} called "I know it!" and was right: a {event["card"]["number"]}.'
        if kind == "claim_wrong":
            return f'{who} called "I know it!" and was wrong: a {event["card"]["number"]}.'
        if kind in ("returned", "turn_ended", "claimed"):
            return None
        if kind == "turn":
            return f"{names[event['seat']]}'s turn."
        return super().describe_event(game, event)
