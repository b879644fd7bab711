"""Woods of Tarnaris's computer player (issue 16), on a state concealed for its seat.

Memory: :class:`TarnarisMemory` follows every field's stacks card by card from public events
(reveals, returns, claims, passes, mixes, swaps, penalties) and from its seat's own view (its
peeks): for each card whose number it saw, the number and when. It is rebuilt from the log by
:func:`engine.ai.memory_from_log`. A card whose place becomes a draw (a penalty card taken at
random from a stack, D5; tops mixed, SF5) becomes a :class:`Maybe`: each card it may be, with
the odds of the draw (``hard`` weighs them, ``medium`` forgets such a card); if the memory ever
disagrees with the view's stack sizes, that stack is forgotten, never guessed.

Counting (issue 27): for each crest, the numbers still face down somewhere it does not know
(C1: 1–10 twice, less the piles, the cards out and every card it knows), so a card it never
saw is each number with the odds of what its crest still holds, and a card can be known by
elimination.

* ``easy``: remembers and counts nothing; claims only a card its view shows (a peek), reveals
  at random, lays what fits (the computer the turn clock used before).
* ``medium``: remembers like a person: a card seen ``n`` of its own turns ago is recalled with
  probability ``exp(-n / MEDIUM_TURNS)`` (decided by a hash of the card's place and when it
  was seen, so the same memory recalls the same way on every replay); claims only what it is
  sure of (seen, peeked or counted); otherwise plays as ``hard`` with what it recalls.
* ``hard``: remembers everything it saw, and of a card drawn or mixed what it may be (with
  the odds of the draw); claims a card it knows fits, or one whose odds of fitting are at
  least :data:`CLAIM_ODDS` (less for a 3 or a 7, whose special function is worth cards:
  :data:`SPECIAL_GAIN`, and for a number another player is known to hold, which a right
  claim keeps from them: :data:`DENY_GAIN`; from :data:`ENDGAME_ODDS` when a rival with
  fewer cards may go out: :data:`ENDGAME_CARDS`; peeking at it first if it can), a
  number another player is known to hold first, and chains behind it (K2 Async, one command)
  each card it knows comes next on that pile, or the top likeliest to, on odds it would claim
  alone; reveals the slot whose cards most likely fit, counting too what it would learn
  (:data:`REVEAL_LEARN`); returns revealed cards with the one closest to fitting on top;
  peeks at the top likeliest to fit; passes its least useful top to the leader (fewest
  cards), mixes the tops a player is known to hold that fit (the leader's count double),
  swaps where the cards moved and the tops gained are worth most, and buries a passed card
  on its least useful top.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from engine.core import Event, Json, Move
from engine.rng import derive
from engine.tarnaris.game import Tarnaris
from engine.tarnaris.state import CRESTS, LAY, REVEAL, SLOTS, TOP, TarnarisState, crest, number


@dataclass(frozen=True)
class Maybe:
    """A card that is one of several it knew (a penalty card drawn at random, a mixed top):
    ``odds`` pairs each number, or None for a card it did not know, with its chance."""

    odds: tuple[tuple[int | None, float], ...]


#: Memory entry: (number, own turns ended when seen), a :class:`Maybe`, or None for a card
#: not known.
Entry = tuple[int, int] | Maybe | None
#: ``medium`` recalls a card seen ``n`` of its own turns ago with probability e^(-n/this).
MEDIUM_TURNS = 4.0
#: Claim a card it does not know when the odds that it fits are at least this (K3: a wrong
#: claim costs a card, a right one wins one); ``easy`` claims only what it knows.
CLAIM_ODDS = {"medium": 1.0, "hard": 0.5}
#: What a right claim of a special card gains beyond the card it sheds, in cards: a 3 passes
#: one more away (SF3), a 7 swaps a stack (SF7; about three cards move). A claim pays when
#: p·(1 + gain) > (1 − p)·1 (a wrong one costs a card, K3), so ``hard`` claims such a card
#: at odds of 1/(2 + gain): 1/3 for a 3, 1/4 for a 7 (issue 27: 29.6 % against three
#: reference players, 26.6 % when every number was claimed at even odds).
SPECIAL_GAIN = {3: 1.0, 7: 2.0}
#: When a rival holds at most this many cards, and fewer than ``hard``, it may go out at its
#: next claims: ``hard`` then claims from :data:`ENDGAME_ODDS`, since a wrong claim costs a
#: card in a game about to be lost and a right one may save it (issue 27, 1,000 games each:
#: with three reference players 30.7 % on seed 1 and 26.6 % on seed 100001, 29.6 % and 25.9 %
#: at even odds; a reference player with three ``hard`` 24.7 % and 22.3 %, 26.4 % and 24.1 %).
ENDGAME_CARDS = 2
ENDGAME_ODDS = 0.3
#: What each card ``hard`` knows would follow a claim in its chain (K2 Async) adds to what a
#: right claim gains, in cards: those cards are shed with it, before anyone else may claim
#: their numbers. With it a claim pays from odds of 1/(2 + gain + this · followers): 1/5 for
#: a plain number with one card behind it (issue 27, 4,000 games with three reference
#: players on each of seeds 200001 and 300001: 35.2 % and 35.5 %; 31.2 % and 30.2 % when a
#: follower added nothing, 32.5 % and 30.6 % at 0.5, 33.3 % and 30.7 % at 1, 34.9 % and
#: 33.8 % at 2).
FOLLOWER_GAIN = 3.0
#: How much a claim gains from a rival who could lay the same number first.
RIVAL = 0.5
#: What a right claim of a number another player is known to hold on top gains beyond the
#: card it sheds, in cards: that player can no longer lay it there (K4). ``hard`` then claims
#: a plain number from odds of 1/3 (issue 27, 4,000 games of a reference player with three
#: ``hard``: 17.9 % on seeds 200001 and 300001 and 18.4 % on seed 400001; 18.0 %, 18.2 % and
#: 19.0 % without it; 17.9 % and 18.4 % on the first two at 2).
DENY_GAIN = 1.0
#: A reveal's worth of each card it does not know yet, besides the fits, in cards laid: it
#: learns that card, and a card it knows is later claimed for sure (K1) rather than on odds.
#: ``hard`` remembers what it learns, ``medium`` soon forgets it (issue 27, 4,000 games of a
#: reference player with three ``hard``: 18.0 % on seed 200001 and 18.2 % on seed 300001 at
#: 0.3; 18.9 % and 18.6 % at 0.1, 17.9 % and 18.8 % at 0.6, 18.8 % at 0 and 18.4 % at 1 on
#: seed 200001; on seed 400001, not used to choose it, 19.0 % at 0.3 and 19.1 % at 0.1).
REVEAL_LEARN = {"medium": 0.1, "hard": 0.3}
#: How much more a swap's cards count when they go to the leader.
SWAP_LEADER = 0.5
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
    #: How many turns of its own seat have ended: when each card was seen.
    turns: int = 0

    def __post_init__(self) -> None:
        if not self.fields:
            self.fields = [[[None, None] for _ in range(SLOTS)] for _ in range(self.players)]
            self.trays = [[] for _ in range(self.players)]

    def observe(self, actor: int, move: Move, events: Sequence[Event], view: Json) -> None:
        now = self.turns
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
            elif kind == "turn_ended" and seat == self.seat:
                self.turns += 1
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
                    given, rest = _drawn(stack, now)
                    fields[giver][event["from_slot"] - 1] = rest
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
                share = 1.0 / len(self.mixing) if self.mixing else 0.0
                entry = _blend([(e, share) for e in self.mixing], now)
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
                        if not isinstance(old, tuple) or old[0] != card["number"]:
                            stack[height] = (card["number"], now)
        for p, tray in enumerate(view["trays"]):
            if len(self.trays[p]) != len(tray):
                self.trays[p] = [None] * len(tray)


def _pop(stack: list[Entry]) -> Entry:
    return stack.pop() if stack else None


def _seen(entry: Entry, now: int) -> Entry:
    return (entry[0], now) if isinstance(entry, tuple) else None


def _spread(entry: Entry) -> tuple[tuple[int | None, float], ...]:
    """What an entry says a card is: each number (None: not known) with its chance."""
    if entry is None:
        return ((None, 1.0),)
    if isinstance(entry, Maybe):
        return entry.odds
    return ((entry[0], 1.0),)


def _blend(parts: Sequence[tuple[Entry, float]], now: int) -> Entry:
    """The entry of a card that is each of ``parts`` with its weight (weights add to 1)."""
    odds: dict[int | None, float] = {}
    for entry, weight in parts:
        if weight > 0.0:
            for value, chance in _spread(entry):
                odds[value] = odds.get(value, 0.0) + weight * chance
    if not odds or odds.get(None, 0.0) > 1.0 - 1e-9:
        return None
    if len(odds) == 1:
        value = next(iter(odds))
        return None if value is None else (value, now)
    return Maybe(tuple(sorted(odds.items(), key=lambda item: (item[0] is None, item[0] or 0))))


def _drawn(stack: list[Entry], now: int) -> tuple[Entry, list[Entry]]:
    """D5: a card drawn uniformly from ``stack``: (what it is, what the stack is then). The
    card left at height ``i`` is the one that was there if the drawn card lay above it, else
    the one above it."""
    size = len(stack)
    if not size:
        return None, []
    if all(isinstance(entry, tuple) for entry in stack) and len({e[0] for e in stack}) == 1:
        # One number throughout: every card stays known, as seen when it was seen.
        return stack[-1], stack[:-1]
    given = _blend([(entry, 1.0 / size) for entry in stack], now)
    rest = [
        _blend([(stack[i], (size - 1 - i) / size), (stack[i + 1], (i + 1) / size)], now)
        for i in range(size - 1)
    ]
    return given, rest


class _Knowledge:
    """What the deciding seat knows now: its recalled memory plus its view's peeks, and for
    every crest the numbers still face down somewhere unknown (``left``, C1: 1–10 twice, less
    the piles, the cards out and every card it knows), which give the odds of a card it does
    not know."""

    def __init__(
        self, st: TarnarisState, seat: int, level: str, memory: TarnarisMemory | None
    ) -> None:
        self.st = st
        self.seat = seat
        self.fields: list[list[list[int | None]]] = []
        #: (player, slot, height) → the odds of a card it knows is one of several (``hard``).
        self.soft: dict[tuple[int, int, int], dict[int | None, float]] = {}
        now = memory.turns if memory is not None else 0
        left: list[list[float]] = [[0.0] + [2.0] * TOP for _ in CRESTS]
        for pile in st.piles:
            for card in pile:
                left[crest(card)][number(card)] -= 1
        for _, card in st.revealed:
            left[crest(card)][number(card)] -= 1
        for p, real in enumerate(st.fields):
            rows = []
            for slot, stack in enumerate(real):
                known: list[int | None] = [None] * len(stack)
                remembered = memory.fields[p][slot] if memory is not None else []
                if level != "easy" and len(remembered) == len(stack):
                    for height, entry in enumerate(remembered):
                        if isinstance(entry, Maybe):
                            if level == "hard":
                                self.soft[p, slot, height] = dict(entry.odds)
                        elif entry is not None and _recalls(level, seat, p, slot, entry, now):
                            known[height] = entry[0]
                if p == seat:
                    for height, card in enumerate(stack):
                        if card in st.known[seat]:
                            known[height] = number(card)
                            self.soft.pop((p, slot, height), None)
                for height, card in enumerate(stack):
                    value = known[height]
                    if value is not None:
                        left[crest(card)][value] -= 1
                    for guess, chance in self.soft.get((p, slot, height), {}).items():
                        if guess is not None:
                            left[crest(card)][guess] -= chance
                rows.append(known)
            self.fields.append(rows)
        if memory is not None and level != "easy":
            for p, tray in enumerate(st.trays):
                if len(memory.trays[p]) == len(tray):
                    for card, entry in zip(tray, memory.trays[p], strict=True):
                        if isinstance(entry, tuple):
                            left[crest(card)][entry[0]] -= 1
        self.left = [[max(0.0, n) for n in counts] for counts in left]
        # ``easy`` counts nothing: a card it does not see is a card it knows nothing of.
        self.totals = [0.0 if level == "easy" else sum(counts) for counts in self.left]
        #: The numbers that fit now (a 1 always does, L1), each with a pile it fits.
        self.targets: dict[int, int | str] = {1: "new"}
        for p, pile in enumerate(st.piles):
            top = number(pile[-1])
            if top < TOP:
                self.targets.setdefault(top + 1, p + 1)

    @cached_property
    def going_out(self) -> bool:
        """Whether a rival may go out soon (:func:`_rival_going_out`): asked by every claim
        and chained card a decision weighs, counted once."""
        return _rival_going_out(self.st, self.seat)

    def top(self, p: int, slot: int) -> int | None:
        stack = self.fields[p][slot]
        return stack[-1] if stack else None

    def chance(self, card: int, value: int) -> float:
        """The chance that the face-down ``card`` (whose number is not known) shows
        ``value``: what its crest still holds face down, counted."""
        total = self.totals[crest(card)]
        return self.left[crest(card)][value] / total if total else 0.0

    def odds(self, p: int, slot: int, height: int, value: int) -> float:
        """The chance that the card at ``height`` of ``p``'s slot, whose number is not known,
        shows ``value``: what it knows it may be, else what its crest still holds."""
        stack = self.st.fields[p][slot]
        return self.blended(p, slot, height % len(stack), value, self.chance(stack[height], value))

    def blended(self, p: int, slot: int, height: int, value: int, crested: float) -> float:
        """The chance that a card shows ``value`` when its crest's count alone gives
        ``crested``: where it knows the card is one of several (:class:`Maybe`), their odds,
        the crest's count only for the part it did not know."""
        soft = self.soft.get((p, slot, height))
        if soft is None:
            return crested
        return soft.get(value, 0.0) + soft.get(None, 0.0) * crested

    def fit(self, p: int, slot: int, height: int = -1) -> float:
        """The chance that a card of ``p``'s field fits a pile now."""
        stack = self.st.fields[p][slot]
        if not stack:
            return 0.0
        value = self.fields[p][slot][height]
        if value is not None:
            return 1.0 if value in self.targets else 0.0
        return sum(self.odds(p, slot, height, n) for n in self.targets)

    def worth(self, p: int, slot: int) -> float:
        """How good the top of a stack is to its owner: fits now 1, close to fitting less,
        an unknown card the chance that it fits, an empty slot 0."""
        value = self.top(p, slot)
        if value is None or value in self.targets:
            return self.fit(p, slot)
        return 0.5 / _gap(self.targets, value)

    @cached_property
    def rivals(self) -> set[int]:
        """The numbers that fit now and that another player is known to hold on top (asked
        for every claim and chained card a decision weighs, counted once)."""
        return {
            value
            for p, rows in enumerate(self.fields)
            if p != self.seat
            for stack in rows
            if stack and (value := stack[-1]) is not None and value in self.targets
        }

    def best_claim(self, slot: int) -> tuple[float, Move] | None:
        """The surest claim of this seat's top card of ``slot``: (chance it is right, move)."""
        stack = self.st.fields[self.seat][slot]
        if not stack:
            return None
        value = self.top(self.seat, slot)
        best: tuple[float, Move] | None = None
        for wanted, pile in self.targets.items():
            if value is not None:
                odds = 1.0 if value == wanted else 0.0
            else:
                odds = self.odds(self.seat, slot, -1, wanted)
            if best is None or odds > best[0]:
                best = (odds, {"kind": "claim", "slot": slot + 1, "pile": pile, "number": wanted})
        return best


def _cards(st: TarnarisState, p: int) -> int:
    """The cards ``p`` still has to shed (W1): its field and its tray."""
    return sum(map(len, st.fields[p])) + len(st.trays[p])


def _rivals(st: TarnarisState, seat: int) -> list[int]:
    """The seats still playing besides ``seat``."""
    return [p for p in range(st.players) if p != seat and not st.resigned[p]]


def _rival_going_out(st: TarnarisState, seat: int) -> bool:
    """Whether a rival with fewer cards than ``seat`` holds at most :data:`ENDGAME_CARDS`."""
    rivals = [_cards(st, p) for p in _rivals(st, seat)]
    return bool(rivals) and min(rivals) <= ENDGAME_CARDS and min(rivals) < _cards(st, seat)


def _need(know: _Knowledge, level: str, value: int, followers: int = 0) -> float:
    """The odds from which ``level`` claims a card as ``value``; ``followers``: the cards it
    knows would follow that one in a chain (each worth :data:`FOLLOWER_GAIN` cards more)."""
    if level != "hard":
        return CLAIM_ODDS.get(level, 1.0)
    odds = ENDGAME_ODDS if know.going_out else CLAIM_ODDS[level]
    gain = SPECIAL_GAIN.get(value, 0.0) + DENY_GAIN * (value in know.rivals)
    need = min(odds, 1.0 / (2.0 + gain))
    return 1.0 / (1.0 / need + FOLLOWER_GAIN * followers)


def _chained(know: _Knowledge, slot: int, value: int, on_odds: bool = True) -> list[int]:
    """K2 Async: the slots of the chain that claims this seat's top of ``slot`` as ``value``
    (``slot`` first). Each next number comes from a card this seat knows shows it (a top, or
    the card a chained top uncovers), else (``on_odds``) from the top likeliest to show it, if
    those odds are good enough for a claim alone; the chain ends where neither is found."""
    stacks = know.fields[know.seat]
    real = know.st.fields[know.seat]
    slots = [slot]
    taken = [0] * SLOTS
    taken[slot] = 1
    # A card is turned over only once those before it were right: the odds of the next card
    # are counted as if they were (a card chained on odds as ``n`` no longer counts as
    # another number).
    left = [counts[:] for counts in know.left]

    def chance(i: int, height: int, wanted: int) -> float:
        counts = left[crest(real[i][height])]
        crested = counts[wanted] / sum(counts) if sum(counts) else 0.0
        return know.blended(know.seat, i, height, wanted, crested)

    if stacks[slot][-1] is None:
        left[crest(real[slot][-1])][value] -= 1
    for wanted in range(value + 1, TOP + 1):
        # The height of what each slot shows once the chain's cards have left it.
        heights = {
            i: len(stack) - 1 - taken[i] for i, stack in enumerate(stacks) if len(stack) > taken[i]
        }
        sure = [i for i, h in heights.items() if stacks[i][h] == wanted]
        if sure:
            slots.append(sure[0])
            taken[sure[0]] += 1
            continue
        unknown = [i for i, h in heights.items() if stacks[i][h] is None]
        if not on_odds or not unknown:
            break
        odds = {i: chance(i, heights[i], wanted) for i in unknown}
        best = max(unknown, key=lambda i: (odds[i], -i))
        if odds[best] < _need(know, "hard", wanted):
            break
        left[crest(real[best][heights[best]])][wanted] -= 1
        slots.append(best)
        taken[best] += 1
    return slots


def _chain(know: _Knowledge, move: Move) -> Move:
    """The claim ``move`` with the claims that follow it on its pile chained behind it in one
    command (K2 Async), so that nobody claims in between. A wrong card stops the chain, and
    only that card costs a penalty (K3).

    Which of several players claims a number first weighs heavily in this game: in 1,000
    games with three reference players on seed 1, ``hard`` (before chains) asked first for
    every claim won 36.9 %, asked last 20.1 %, asked in turn 30.7 % (issue 27)."""
    slots = _chained(know, move["slot"] - 1, move["number"])
    if len(slots) == 1:
        return move
    return {
        "kind": "claim",
        "slots": [slot + 1 for slot in slots],
        "pile": move["pile"],
        "number": move["number"],
    }


def _gap(targets: dict[int, int | str], value: int) -> int:
    """How many cards must be laid before ``value`` fits (1 when it fits now)."""
    below = [n for n in targets if n <= value]
    return value - max(below) + 1 if below else value


def _recalls(level: str, seat: int, p: int, slot: int, entry: tuple[int, int], now: int) -> bool:
    if level == "hard":
        return True
    chance = math.exp(-(now - entry[1]) / MEDIUM_TURNS)
    return derive(0, "recall", seat, p, slot, entry[0], entry[1]).random() < chance


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
            # Bury the least useful top (an empty slot buries nothing).
            field_ = st.fields[seat]
            slot = min(range(SLOTS), key=lambda i: (know.worth(seat, i), len(field_[i]), i))
            return {"kind": "place_passed", "slot": slot + 1}
        pending = st.pending
        if pending is not None and pending["seat"] == seat:
            return self._choice(st, seat, level, legal, know, rng)
        peeks = [m for m in legal if m["kind"] == "peek"]
        if "claim" in kinds:
            claim = self._claim(level, know, legal)
            if claim is not None:
                odds, move = claim
                # A claim on odds waits for a peek at that very card, if it has one.
                look = {"kind": "peek", "slot": move["slot"]}
                if odds < 1.0 and look in peeks:
                    return look
                return _chain(know, move) if level == "hard" else move
        if peeks:
            return self._peek(st, seat, level, peeks, know, rng)
        if seat == st.active and pending is None:
            return self._turn(st, seat, level, legal, know, rng)
        if WAIT in legal:
            return WAIT
        return legal[rng.randbelow(len(legal))]

    # -- claims, peeks and turns ----------------------------------------------------------
    def _claim(self, level: str, know: _Knowledge, legal: list[Move]) -> tuple[float, Move] | None:
        """The claim to make now, with the chance that it is right, or None."""
        best: tuple[float, float, Move] | None = None
        rivals = know.rivals if level == "hard" else set()
        for slot in range(SLOTS):
            found = know.best_claim(slot)
            if found is None or found[1] not in legal:
                continue
            value = found[1]["number"]
            followers = (
                len(_chained(know, slot, value, on_odds=False)) - 1 if level == "hard" else 0
            )
            if found[0] < _need(know, level, value, followers):
                continue
            # Of its sure claims, first the number someone else could lay first (K4).
            score = found[0] + RIVAL * (value in rivals)
            if best is None or score > best[0]:
                best = (score, *found)
        return None if best is None else (best[1], best[2])

    def _peek(
        self,
        st: TarnarisState,
        seat: int,
        level: str,
        peeks: list[Move],
        know: _Knowledge,
        rng: Any,
    ) -> Move:
        tops = [m for m in peeks if "card" not in m]
        if level == "easy":
            fresh = [m for m in tops if know.top(seat, m["slot"] - 1) is None] or tops
            return fresh[rng.randbelow(len(fresh))]
        # A top card it does not know, the likeliest to fit (a claim at once if it does);
        # else the card beneath a top it is about to claim, which becomes the next top.
        unknown = [m for m in tops if know.top(seat, m["slot"] - 1) is None]
        if unknown:
            return max(unknown, key=lambda m: (know.fit(seat, m["slot"] - 1), -m["slot"]))
        beneath = [
            m for m in peeks if m.get("card") == 2 and know.fields[seat][m["slot"] - 1][-2] is None
        ]
        if beneath:
            return max(beneath, key=lambda m: (know.fit(seat, m["slot"] - 1), -m["slot"]))
        return tops[0]

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

            def worth(move: Move) -> float:
                # The cards it expects to lay, and what it learns of each card it does not know.
                slot = move["slot"] - 1
                stack = know.fields[seat][slot]
                fits = sum(know.fit(seat, slot, h) for h in range(len(stack)))
                return fits + REVEAL_LEARN[level] * stack.count(None)

            best = max(worth(m) for m in reveals)
            ties = [m for m in reveals if worth(m) >= best - 1e-9]
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
            key=lambda i: (_gap(know.targets, number(st.revealed[i][1])), -i),
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
        others = _rivals(st, seat)
        leader = min(others, key=lambda p: (_cards(st, p), p)) if others else seat
        own = st.fields[seat]

        def shed(slot: int) -> float:
            # Giving away the top of ``slot``: lose its worth, uncover the card beneath.
            stack = own[slot]
            beneath = know.fit(seat, slot, -2) if len(stack) > 1 else 0.0
            return beneath - know.worth(seat, slot)

        if kind == "sf3":
            options = [m for m in legal if m["kind"] == "sf3" and m["player"] == leader]
            if options:
                return max(options, key=lambda m: (shed(m["slot"] - 1), -m["slot"]))
        elif kind == "sf5":
            return self._mix(st, legal, know, leader)
        elif kind == "sf5_return":
            player = st.pending["player"] if st.pending else leader
            # Bury the tops the mixed player knows are good; cover nothing if nothing is.
            options = [m for m in legal if m["kind"] == "sf5_return"]
            if options:
                return max(
                    options,
                    key=lambda m: (sum(_public(know, player, s - 1) for s in m["slots"]),),
                )
        elif kind == "sf7":
            best, gain = None, 0.0
            for move in legal:
                if move["kind"] != "sf7":
                    continue
                a, p, b = move["slot"] - 1, move["player"], move["their_slot"] - 1
                moved = len(own[a]) - len(st.fields[p][b])
                value = moved * (1.0 + SWAP_LEADER * (p == leader))
                value += know.worth(p, b) - know.worth(seat, a)
                if value > gain + 1e-9:
                    best, gain = move, value
            if best is not None:
                return best
        elif kind == "penalty":
            givers = [m for m in legal if m["kind"] == "penalty"]
            if givers:
                # The giver sheds a card: ask the player furthest from winning.
                return max(givers, key=lambda m: (_cards(st, m["player"]), -m["player"]))
        elif kind == "give":
            gives = [m for m in legal if m["kind"] == "give"]
            if gives:
                return max(gives, key=lambda m: (shed(m["slot"] - 1), -m["slot"]))
        if {"kind": "skip"} in legal:
            return {"kind": "skip"}
        return legal[rng.randbelow(len(legal))]

    def _mix(
        self,
        st: TarnarisState,
        legal: list[Move],
        know: _Knowledge,
        leader: int,
    ) -> Move:
        """SF5: the four tops whose loss hurts most: those known to be good, of the player
        closest to winning (the leader counts double)."""
        best, score = None, -1.0
        for move in legal:
            if move["kind"] != "sf5":
                continue
            p = move["player"]
            value = sum(_public(know, p, s - 1) for s in move["slots"])
            value *= 2.0 if p == leader else 1.0
            value -= 0.01 * _cards(st, p)
            if value > score:
                best, score = move, value
        return best if best is not None else {"kind": "skip"}


def _public(know: _Knowledge, p: int, slot: int) -> float:
    """How much ``p`` would lose if the top of its slot were shuffled away: the worth of a top
    this seat knows (so may ``p``), nothing for one nobody is known to know."""
    return know.worth(p, slot) if know.top(p, slot) is not None else 0.0


_RULES = Tarnaris()
PLAYER = TarnarisPlayer()
