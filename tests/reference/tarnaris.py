"""A reference Woods of Tarnaris player (issue 27): a careful card counter, not a level.

It plays like a player with a good memory and a pencil:

* it remembers every card it saw face up where it went back (reveals returned to their slots,
  a wrong claim turned over, cards chained behind it) and its own peeks, and follows cards
  through passes, mixes, swaps and penalties as far as the table shows (a card whose place
  becomes a guess is forgotten);
* it counts, for each crest, which numbers are still face down (each crest holds 1–10 twice,
  C1, less the piles, the cards out and the cards it remembers), so a card it never saw has
  the odds of what its crest still holds;
* it claims (K1) a top card it knows fits, or one whose odds of fitting are at least even (a
  wrong claim costs one card, K3, a right one wins one);
* on its turn it reveals the slot with the most cards it knows fit, else the one it knows
  least about (T1), lays what fits lowest first (T2) and returns the card closest to fitting
  on top (T3);
* it peeks (SF10) at a top card it does not know, passes (SF3) its worst known top card to
  the leader, mixes (SF5) the leader's tops, swaps (SF7) its biggest stack for the leader's
  smallest, and takes a penalty card (K3) from the player with the most cards.

It reads only the concealed state :func:`engine.ai.choose_move` gives it (its view: backs,
piles, cards out, its own peeks) and the public events and view its memory is told; it uses
the engine only for the rules (legal moves), never ``engine/tarnaris/ai.py``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core import Event, Json, Move
from engine.rng import derive
from engine.tarnaris.game import Tarnaris
from engine.tarnaris.state import CRESTS, SLOTS, TOP, TarnarisState, crest, number

RULES = Tarnaris()
#: Claim a card it does not know when the chance that it fits is at least this.
ODDS = 0.5
Value = int | None


@dataclass
class Notes:
    """What seat ``seat`` knows of every stack (bottom → top; ``None``: not known)."""

    seat: int
    players: int
    stacks: list[list[list[Value]]] = field(default_factory=list)
    trays: list[list[Value]] = field(default_factory=list)
    out: list[tuple[int, int]] = field(default_factory=list)
    chain: list[tuple[int, Value]] = field(default_factory=list)
    mixing: list[Value] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.stacks:
            self.stacks = [[[None, None] for _ in range(SLOTS)] for _ in range(self.players)]
            self.trays = [[] for _ in range(self.players)]

    def take(self, player: int, slot: int) -> Value:
        stack = self.stacks[player][slot]
        return stack.pop() if stack else None

    def read(self, move: Move, events: Sequence[Event], view: Json) -> None:
        for event in events:
            getattr(self, "_" + event["kind"], _ignore)(move, event)
        self.out = [(card["slot"] - 1, card["number"]) for card in view["revealed"]]
        for player, shown_field in enumerate(view["fields"]):
            for slot, shown in enumerate(shown_field):
                if len(self.stacks[player][slot]) != len(shown):
                    self.stacks[player][slot] = [None] * len(shown)
                for height, card in enumerate(shown):
                    if "number" in card:
                        self.stacks[player][slot][height] = card["number"]
        for player, tray in enumerate(view["trays"]):
            if len(self.trays[player]) != len(tray):
                self.trays[player] = [None] * len(tray)

    # One method per public event that moves face-down cards (the view tells the rest).
    def _revealed(self, move: Move, event: Event) -> None:
        self.stacks[event["seat"]][event["slot"] - 1] = []

    def _returned(self, move: Move, event: Event) -> None:
        stacks = self.stacks[event["seat"]]
        if move.get("kind") == "return":
            _, value = self.out[move["card"] - 1]
            stacks[move["slot"] - 1].append(value)
        else:
            for slot, value in self.out:
                stacks[slot].append(value)

    def _claimed(self, move: Move, event: Event) -> None:
        self.chain = [(s - 1, self.take(event["seat"], s - 1)) for s in event["slots"]]

    def _claim_right(self, move: Move, event: Event) -> None:
        self.chain = self.chain[1:]

    def _claim_wrong(self, move: Move, event: Event) -> None:
        stacks = self.stacks[event["seat"]]
        for slot, value in reversed(self.chain[1:]):
            stacks[slot].append(value)
        self.chain = []
        stacks[event["slot"] - 1].append(event["card"]["number"])

    def _penalty(self, move: Move, event: Event) -> None:
        giver, slot = event["from"], event["from_slot"] - 1
        stack = self.stacks[giver][slot]
        if move.get("kind") == "give" or len(set(stack)) == 1:
            value = self.take(giver, slot)
        else:
            value = None
            self.stacks[giver][slot] = [None] * (len(stack) - 1)
        self.stacks[event["to"]][event["slot"] - 1].append(value)

    def _passed(self, move: Move, event: Event) -> None:
        self.trays[event["player"]].append(self.take(event["seat"], event["slot"] - 1))

    def _placed_passed(self, move: Move, event: Event) -> None:
        tray = self.trays[event["seat"]]
        self.stacks[event["seat"]][event["slot"] - 1].append(tray.pop(0) if tray else None)

    def _mixing(self, move: Move, event: Event) -> None:
        self.mixing = [self.take(event["player"], s - 1) for s in event["slots"]]

    def _mixed(self, move: Move, event: Event) -> None:
        same = set(self.mixing)
        value = same.pop() if len(same) == 1 else None
        for s in event["slots"]:
            self.stacks[event["player"]][s - 1].append(value)
        self.mixing = []

    def _swapped(self, move: Move, event: Event) -> None:
        mine, theirs = self.stacks[event["seat"]], self.stacks[event["player"]]
        a, b = event["slot"] - 1, event["their_slot"] - 1
        mine[a], theirs[b] = theirs[b], mine[a]

    def _resigned(self, move: Move, event: Event) -> None:
        self.stacks[event["seat"]] = [[] for _ in range(SLOTS)]
        self.trays[event["seat"]] = []


def _ignore(move: Move, event: Event) -> None:
    """An event that moves no face-down card."""


class Table:
    """One decision's picture of the table: what the seat knows of each card, and the odds."""

    def __init__(self, st: TarnarisState, seat: int, notes: Notes) -> None:
        self.st = st
        self.seat = seat
        self.known: list[list[list[Value]]] = []
        left = [Counter({n: 2 for n in range(1, TOP + 1)}) for _ in CRESTS]
        for pile in st.piles:
            for card in pile:
                left[crest(card)][number(card)] -= 1
        for _, card in st.revealed:
            left[crest(card)][number(card)] -= 1
        for player, real in enumerate(st.fields):
            rows = []
            for slot, stack in enumerate(real):
                noted = notes.stacks[player][slot]
                values = list(noted) if len(noted) == len(stack) else [None] * len(stack)
                for height, card in enumerate(stack):
                    if player == seat and card in st.known[seat]:
                        values[height] = number(card)
                    if values[height] is not None:
                        left[crest(card)][values[height]] -= 1
                rows.append(values)
            self.known.append(rows)
        for player, tray in enumerate(st.trays):
            noted_tray = notes.trays[player]
            if len(noted_tray) == len(tray):
                for card, value in zip(tray, noted_tray, strict=True):
                    if value is not None:
                        left[crest(card)][value] -= 1
        self.left = [+counts for counts in left]
        self.targets: dict[int, int | str] = {1: "new"}
        for index, pile in enumerate(st.piles):
            if number(pile[-1]) < TOP:
                self.targets[number(pile[-1]) + 1] = index + 1

    def chance(self, card_crest: int, value: int) -> float:
        counts = self.left[card_crest]
        total = sum(counts.values())
        return counts[value] / total if total else 0.0

    def top(self, slot: int) -> Value:
        stack = self.known[self.seat][slot]
        return stack[-1] if stack else None

    def best_claim(self, slot: int) -> tuple[float, Move] | None:
        """The surest claim of this seat's top card of ``slot``: (chance, move)."""
        stack = self.st.fields[self.seat][slot]
        if not stack:
            return None
        value = self.top(slot)
        options = []
        for wanted, pile in self.targets.items():
            if value is not None:
                odds = 1.0 if value == wanted else 0.0
            else:
                odds = self.chance(crest(stack[-1]), wanted)
            move = {"kind": "claim", "slot": slot + 1, "pile": pile, "number": wanted}
            options.append((odds, move))
        return max(options, key=lambda option: option[0]) if options else None

    def fits(self, value: Value) -> bool:
        return value is not None and value in self.targets

    def gap(self, value: Value) -> int:
        """How many cards must be laid before ``value`` fits (unknown: far)."""
        if value is None:
            return TOP
        below = [n - 1 for n in self.targets if n <= value]
        return value - max(below) if below else TOP


class ReferencePlayer:
    """``engine.ai.ComputerPlayer``: the reference opponent for Woods of Tarnaris."""

    def new_memory(self, players: int, seat: int) -> Notes:
        return Notes(seat, players)

    def observe(
        self, memory: Notes, actor: int, move: Move, events: Sequence[Event], view: Json
    ) -> None:
        memory.read(move, events, view)

    def choose(self, seen: TarnarisState, seat: int, level: str, seed: int, memory: Any) -> Move:
        st = seen
        notes = memory if memory is not None else Notes(seat, st.players)
        legal = RULES.legal_moves(st, seat)
        rng = derive(seed, "reference")
        table = Table(st, seat, notes)
        kinds = {move["kind"] for move in legal}
        if "place_passed" in kinds:
            own = st.fields[seat]
            slot = min(range(SLOTS), key=lambda i: (len(own[i]), table.fits(table.top(i))))
            return {"kind": "place_passed", "slot": slot + 1}
        if st.pending is not None and st.pending["seat"] == seat:
            return self._choose_for_special(st, seat, legal, table, rng)
        if "claim" in kinds:
            claims = [table.best_claim(slot) for slot in range(SLOTS)]
            found = [claim for claim in claims if claim is not None and claim[1] in legal]
            if found:
                odds, move = max(found, key=lambda claim: claim[0])
                if odds >= ODDS:
                    return move
        peeks = [m for m in legal if m["kind"] == "peek" and "card" not in m]
        if peeks:
            fresh = [m for m in peeks if table.top(m["slot"] - 1) is None] or peeks
            return fresh[rng.randbelow(len(fresh))]
        if seat == st.active and st.pending is None:
            return self._turn(st, seat, legal, table, rng)
        if {"kind": "wait"} in legal:
            return {"kind": "wait"}
        return legal[rng.randbelow(len(legal))]

    def _turn(
        self, st: TarnarisState, seat: int, legal: list[Move], table: Table, rng: Any
    ) -> Move:
        reveals = [m for m in legal if m["kind"] == "reveal"]
        if reveals:

            def worth(move: Move) -> tuple[int, int]:
                values = table.known[seat][move["slot"] - 1]
                return (sum(table.fits(v) for v in values), values.count(None))

            best = max(worth(m) for m in reveals)
            ties = [m for m in reveals if worth(m) == best]
            return ties[rng.randbelow(len(ties))]
        lays = [m for m in legal if m["kind"] == "lay"]
        if lays:
            return min(lays, key=lambda m: number(st.revealed[m["card"] - 1][1]))
        if len(st.revealed) > 1:
            # The card furthest from fitting goes back first, so the closest ends on top.
            index = max(range(len(st.revealed)), key=lambda i: table.gap(number(st.revealed[i][1])))
            move = {"kind": "return", "card": index + 1, "slot": st.revealed[index][0] + 1}
            if move in legal:
                return move
        return {"kind": "done"}

    def _choose_for_special(
        self, st: TarnarisState, seat: int, legal: list[Move], table: Table, rng: Any
    ) -> Move:
        kind = st.pending["type"] if st.pending else ""
        others = [p for p in range(st.players) if p != seat and not st.resigned[p]]

        def cards(player: int) -> int:
            return sum(map(len, st.fields[player])) + len(st.trays[player])

        leader = min(others, key=lambda p: (cards(p), p)) if others else seat
        if kind == "sf3":
            passes = [m for m in legal if m["kind"] == "sf3" and m["player"] == leader]
            if passes:
                return max(passes, key=lambda m: table.gap(table.top(m["slot"] - 1)))
        elif kind == "sf5":
            mixes = [m for m in legal if m["kind"] == "sf5" and m["player"] == leader]
            if mixes:
                return mixes[rng.randbelow(len(mixes))]
        elif kind == "sf5_return":
            return legal[rng.randbelow(len(legal))]
        elif kind == "sf7":
            mine = st.fields[seat]
            theirs = st.fields[leader]
            a = max(range(SLOTS), key=lambda i: (len(mine[i]), -i))
            b = min(range(SLOTS), key=lambda i: (len(theirs[i]), i))
            move = {"kind": "sf7", "slot": a + 1, "player": leader, "their_slot": b + 1}
            if len(mine[a]) > len(theirs[b]) and move in legal:
                return move
        elif kind == "penalty":
            givers = [m for m in legal if m["kind"] == "penalty"]
            if givers:
                return max(givers, key=lambda m: (cards(m["player"]), -m["player"]))
        elif kind == "give":
            gives = [m for m in legal if m["kind"] == "give"]
            if gives:
                return max(gives, key=lambda m: table.gap(table.top(m["slot"] - 1)))
        if {"kind": "skip"} in legal:
            return {"kind": "skip"}
        return legal[rng.randbelow(len(legal))]


PLAYER = ReferencePlayer()
