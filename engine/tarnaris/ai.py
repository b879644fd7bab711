"""Woods of Tarnaris's computer player (issue 16), on a state concealed for its seat.

Memory: :class:`TarnarisMemory` follows every field's stacks card by card from public events
(reveals, returns, claims, passes, mixes, swaps, penalties) and from its seat's own view (its
peeks): for each card whose number it saw, the number and when. It is rebuilt from the log by
:func:`engine.ai.memory_from_log`. A card whose place becomes uncertain (a penalty card drawn
at random, a mix) is forgotten; if the memory ever disagrees with the view's stack sizes, that
stack is forgotten, never guessed.

* ``easy``: remembers nothing; claims only a card its view shows (a peek), reveals at random,
  lays what fits (the computer the turn clock used before).
* ``medium``: remembers like a person: a card seen ``n`` actions ago is recalled with
  probability ``exp(-n / 30)`` (decided by a hash of the card's place and when it was seen, so
  the same memory recalls the same way on every replay), and plays as ``hard`` with that.
* ``hard``: remembers everything it saw; claims every top card it knows fits; reveals the slots
  it knows least about; returns revealed cards with the one closest to fitting on top; peeks
  at tops it does not know; aims passes, mixes and swaps at the leader (fewest cards), and
  swaps its biggest stack for the leader's smallest or for a stack it knows to be good.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core import Event, Json, Move
from engine.rng import derive
from engine.tarnaris.game import Tarnaris
from engine.tarnaris.state import LAY, REVEAL, SLOTS, TOP, TarnarisState, number

#: Memory entry: (number, action count when seen), or None for a card not known.
Entry = tuple[int, int] | None
MEDIUM_FADE = 30.0
WAIT: Move = {"kind": "wait"}


@dataclass
class TarnarisMemory:
    """What seat ``seat`` saw: ``fields[p][slot]`` bottom → top, ``trays[p]``, the active
    player's revealed cards still out, a claimed chain and a mix under way."""

    seat: int
    players: int
    fields: list[list[list[Entry]]] = field(default_factory=list)
    trays: list[list[Entry]] = field(default_factory=list)
    revealed: list[tuple[int, Entry]] = field(default_factory=list)
    chain: list[tuple[int, Entry]] = field(default_factory=list)
    mixing: list[Entry] = field(default_factory=list)
    actions: int = 0

    def __post_init__(self) -> None:
        if not self.fields:
            self.fields = [[[None, None] for _ in range(SLOTS)] for _ in range(self.players)]
            self.trays = [[] for _ in range(self.players)]

    def observe(self, actor: int, move: Move, events: Sequence[Event], view: Json) -> None:
        self.actions += 1
        now = self.actions
        fields = self.fields
        for event in events:
            kind = event["kind"]
            seat = event.get("seat")
            if kind == "revealed":
                slot = event["slot"] - 1
                fields[seat][slot] = []
                self.revealed += [(slot, (c["number"], now)) for c in event["cards"]]
                continue
            if kind == "pile_started":
                self._take_one(event["slot"] - 1)
            elif kind == "laid" and move.get("kind") == "lay":
                index = move["card"] - 1
                if 0 <= index < len(self.revealed):
                    del self.revealed[index]
            elif kind == "returned":
                if move.get("kind") == "return" and 0 <= move["card"] - 1 < len(self.revealed):
                    _, entry = self.revealed.pop(move["card"] - 1)
                    fields[seat][move["slot"] - 1].append(_seen(entry, now))
                else:
                    for slot, entry in self.revealed:
                        fields[seat][slot].append(_seen(entry, now))
                    self.revealed = []
            elif kind == "turn":
                self.revealed = []
            elif kind == "claimed":
                self.chain = [(s - 1, _pop(fields[seat][s - 1])) for s in event["slots"]]
            elif kind == "claim_right":
                if self.chain:
                    self.chain.pop(0)
            elif kind == "claim_wrong":
                if self.chain:
                    self.chain.pop(0)
                for slot, entry in reversed(self.chain):
                    fields[seat][slot].append(entry)
                self.chain = []
                fields[seat][event["slot"] - 1].append((event["card"]["number"], now))
            elif kind == "penalty":
                giver, stack = event["from"], fields[event["from"]][event["from_slot"] - 1]
                if move.get("kind") == "give":
                    given = _pop(stack)
                else:
                    # A random card of the giver's field: known only if the stack was uniform.
                    numbers = {e[0] if e else None for e in stack}
                    given = stack[-1] if len(numbers) == 1 and None not in numbers else None
                    fields[giver][event["from_slot"] - 1] = (
                        stack[:-1] if given is not None else [None] * max(0, len(stack) - 1)
                    )
                fields[event["to"]][event["slot"] - 1].append(given)
            elif kind == "passed":
                self.trays[event["player"]].append(_pop(fields[seat][event["slot"] - 1]))
            elif kind == "placed_passed":
                tray = self.trays[seat]
                fields[seat][event["slot"] - 1].append(tray.pop(0) if tray else None)
            elif kind == "mixing":
                player = event["player"]
                self.mixing = [_pop(fields[player][s - 1]) for s in event["slots"]]
            elif kind == "mixed":
                known = {e[0] if e else None for e in self.mixing}
                entry: Entry = None
                if len(known) == 1 and None not in known:
                    entry = (known.pop() or 0, now)
                for s in event["slots"]:
                    fields[event["player"]][s - 1].append(entry)
                self.mixing = []
            elif kind == "swapped":
                own, theirs = event["slot"] - 1, event["their_slot"] - 1
                player = event["player"]
                swap = fields[player][theirs]
                fields[player][theirs] = fields[seat][own]
                fields[seat][own] = swap
            elif kind == "resigned":
                fields[seat] = [[] for _ in range(SLOTS)]
                self.trays[seat] = []
        self._sync(view, now)

    def _take_one(self, slot: int) -> None:
        """A revealed 1 from ``slot`` started a pile."""
        for index, (origin, entry) in enumerate(self.revealed):
            if origin == slot and entry is not None and entry[0] == 1:
                del self.revealed[index]
                return

    def _sync(self, view: Json, now: int) -> None:
        """Agree with the view: stack sizes (forget a stack that disagrees) and own peeks."""
        for p, shown_field in enumerate(view["fields"]):
            for slot, shown in enumerate(shown_field):
                stack = self.fields[p][slot]
                if len(stack) != len(shown):
                    stack = self.fields[p][slot] = [None] * len(shown)
                for height, card in enumerate(shown):
                    if "number" in card:
                        old = stack[height]
                        if old is None or old[0] != card["number"]:
                            stack[height] = (card["number"], now)
        for p, tray in enumerate(view["trays"]):
            if len(self.trays[p]) != len(tray):
                self.trays[p] = [None] * len(tray)


def _pop(stack: list[Entry]) -> Entry:
    return stack.pop() if stack else None


def _seen(entry: Entry, now: int) -> Entry:
    return None if entry is None else (entry[0], now)


class _Knowledge:
    """What the deciding seat knows now: its recalled memory plus its view's peeks."""

    def __init__(
        self, st: TarnarisState, seat: int, level: str, memory: TarnarisMemory | None
    ) -> None:
        self.st = st
        self.seat = seat
        self.fields: list[list[list[int | None]]] = []
        now = memory.actions if memory is not None else 0
        for p, real in enumerate(st.fields):
            rows = []
            for slot, stack in enumerate(real):
                known: list[int | None] = [None] * len(stack)
                remembered = memory.fields[p][slot] if memory is not None else []
                if level != "easy" and len(remembered) == len(stack):
                    for height, entry in enumerate(remembered):
                        if entry is not None and _recalls(level, seat, p, slot, entry, now):
                            known[height] = entry[0]
                if p == seat:
                    for height, card in enumerate(stack):
                        if card in st.known[seat]:
                            known[height] = number(card)
                rows.append(known)
            self.fields.append(rows)

    def top(self, p: int, slot: int) -> int | None:
        stack = self.fields[p][slot]
        return stack[-1] if stack else None


def _recalls(level: str, seat: int, p: int, slot: int, entry: tuple[int, int], now: int) -> bool:
    if level == "hard":
        return True
    age = now - entry[1]
    chance = math.exp(-age / MEDIUM_FADE)
    return derive(0, "recall", seat, p, slot, entry[0], entry[1]).random() < chance


def _distance(st: TarnarisState, value: int) -> int:
    """How far ``value`` is from fitting: 0 if it fits now (a 1 always does)."""
    if value == 1:
        return 0
    tops = [number(pile[-1]) for pile in st.piles if number(pile[-1]) < value]
    return value - 1 - max(tops) if tops else value - 1


class TarnarisPlayer:
    """``engine.ai.ComputerPlayer`` for Woods of Tarnaris."""

    def new_memory(self, players: int, seat: int) -> TarnarisMemory:
        return TarnarisMemory(seat, players)

    def observe(
        self, memory: TarnarisMemory, actor: int, move: Move, events: Sequence[Event], view: Json
    ) -> None:
        memory.observe(actor, move, events, view)

    def choose(self, seen: TarnarisState, seat: int, level: str, seed: int, memory: Any) -> Move:
        st = seen
        legal = _RULES.legal_moves(st, seat)
        rng = derive(seed, "tarnaris", level)
        know = _Knowledge(st, seat, level, memory)
        kinds = {m["kind"] for m in legal}
        if "place_passed" in kinds:
            field_ = st.fields[seat]
            slot = min(range(SLOTS), key=lambda i: (len(field_[i]), know.top(seat, i) is not None))
            return {"kind": "place_passed", "slot": slot + 1}
        pending = st.pending
        if pending is not None and pending["seat"] == seat:
            return self._choice(st, seat, level, legal, know, rng)
        if "claim" in kinds:
            claim = self._claim(st, seat, know, legal)
            if claim is not None:
                return claim
        peeks = [m for m in legal if m["kind"] == "peek"]
        if peeks:
            fresh = [m for m in peeks if know.top(seat, m["slot"] - 1) is None]
            return (fresh or peeks)[rng.randbelow(len(fresh or peeks))]
        if seat == st.active and pending is None:
            return self._turn(st, seat, level, legal, know, rng)
        if WAIT in legal:
            return WAIT
        return legal[rng.randbelow(len(legal))]

    # -- claims and turns -----------------------------------------------------------------
    def _claim(
        self, st: TarnarisState, seat: int, know: _Knowledge, legal: list[Move]
    ) -> Move | None:
        tops = {number(pile[-1]): p for p, pile in enumerate(st.piles)}
        for slot in range(SLOTS):
            value = know.top(seat, slot)
            if value is None:
                continue
            if value == 1:
                move: Move = {"kind": "claim", "slot": slot + 1, "pile": "new", "number": 1}
            elif value - 1 in tops:
                move = {
                    "kind": "claim",
                    "slot": slot + 1,
                    "pile": tops[value - 1] + 1,
                    "number": value,
                }
            else:
                continue
            if move in legal:
                return move
        return None

    def _turn(
        self,
        st: TarnarisState,
        seat: int,
        level: str,
        legal: list[Move],
        know: _Knowledge,
        rng: Any,
    ) -> Move:
        if st.phase == REVEAL:
            reveals = [m for m in legal if m["kind"] == "reveal"]
            if level == "easy":
                return reveals[rng.randbelow(len(reveals))]

            def unknown(move: Move) -> tuple[int, int]:
                stack = know.fields[seat][move["slot"] - 1]
                return (sum(1 for n in stack if n is None), len(stack))

            best = max(unknown(m) for m in reveals)
            ties = [m for m in reveals if unknown(m) == best]
            return ties[rng.randbelow(len(ties))]
        lays = [m for m in legal if m["kind"] == "lay"]
        if lays:
            # Lowest number first: it may open the way for the next revealed card.
            return min(lays, key=lambda m: (number(st.revealed[m["card"] - 1][1]), m["pile"]))
        if level == "easy" or st.phase != LAY or len(st.revealed) < 2:
            return {"kind": "done"}
        # Return the card furthest from fitting first, so the closest ends on top.
        returns = [m for m in legal if m["kind"] == "return"]
        worst = max(
            range(len(st.revealed)),
            key=lambda i: (_distance(st, number(st.revealed[i][1])), -i),
        )
        origin = st.revealed[worst][0] + 1
        for move in returns:
            if move["card"] == worst + 1 and move["slot"] == origin:
                return move
        return {"kind": "done"}

    # -- special functions and penalties ----------------------------------------------------
    def _choice(
        self,
        st: TarnarisState,
        seat: int,
        level: str,
        legal: list[Move],
        know: _Knowledge,
        rng: Any,
    ) -> Move:
        kind = st.pending["type"] if st.pending else ""
        others = [p for p in range(st.players) if p != seat and not st.resigned[p]]

        def size(p: int) -> int:
            return sum(map(len, st.fields[p]))

        leader = min(others, key=lambda p: (size(p), p)) if others else seat
        own = st.fields[seat]

        def badness(slot: int) -> tuple[int, int]:
            value = know.top(seat, slot)
            far = TOP if value is None else _distance(st, value)
            return (far, len(own[slot]))

        if kind == "sf3":
            options = [m for m in legal if m["kind"] == "sf3" and m["player"] == leader]
            if options:
                return max(options, key=lambda m: badness(m["slot"] - 1))
        elif kind == "sf5":
            options = [m for m in legal if m["kind"] == "sf5" and m["player"] == leader]
            if options:
                return options[0]
        elif kind == "sf7":
            best, gain = None, 0.0
            for move in legal:
                if move["kind"] != "sf7":
                    continue
                mine = own[move["slot"] - 1]
                theirs = st.fields[move["player"]][move["their_slot"] - 1]
                value = float(len(mine) - len(theirs))
                their_top = know.top(move["player"], move["their_slot"] - 1)
                if their_top is not None and _distance(st, their_top) == 0:
                    value += 1.5
                my_top = know.top(seat, move["slot"] - 1)
                if my_top is not None and _distance(st, my_top) == 0:
                    value -= 1.5
                if move["player"] == leader:
                    value += 0.25
                if value > gain:
                    best, gain = move, value
            if best is not None:
                return best
        elif kind == "penalty":
            givers = [m for m in legal if m["kind"] == "penalty"]
            if givers:
                # The giver sheds a card: ask the player furthest from winning.
                return max(givers, key=lambda m: (size(m["player"]), -m["player"]))
        elif kind == "give":
            gives = [m for m in legal if m["kind"] == "give"]
            if gives:
                return max(gives, key=lambda m: badness(m["slot"] - 1))
        if {"kind": "skip"} in legal:
            return {"kind": "skip"}
        return legal[rng.randbelow(len(legal))]


_RULES = Tarnaris()
PLAYER = TarnarisPlayer()
