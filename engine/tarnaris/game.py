"""The rules of Woods of Tarnaris as a :class:`engine.core.Game`.

Decisions beyond ``shared/rules/tarnaris.md`` (each marked where it is enforced):

* D1 (SF0, K3): one choice is open at a time — a special function's or a wrong claim's
  penalty. While it is open, nobody claims and the regular turn waits; tray placements and
  peeks stay possible (they neither claim nor reveal).
* D2 (SF3/SF5/SF7): these functions are optional ("may"): the chooser may ``skip``. A function
  with no possible target is skipped by the engine.
* D3 (SF5): with fewer than four non-empty slots the target's every non-empty slot is mixed.
* D4 (SF10): each 10 grants every seat still playing one peek at any card of their field (a
  slot's top card, or one beneath it: ``card`` counts from the top, 1 by default); peeks add
  up, and each expires at the end of the holder's first turn that starts after it was granted.
  A peeked card is visible in its owner's view until the end of the holder's first turn that
  starts after the peek (their next turn), or until it moves or is turned, whichever is first;
  then it is face down in their view too.
* D5 (K3): the random penalty card is drawn uniformly among all cards of the giver's field;
  a giver who must choose (``giver_chooses``) gives a slot's top card. The penalty card goes
  on top of the wrong card. When only one player can give, the engine names them. If no other
  player holds a field card, there is no penalty.
* D6 (K3, K2 Async): a chained claim stopped by a wrong card puts the rest of its cards back
  first (restoring their slots) and the wrong card on top of its slot.
* D7 (K4): a claim whose ``number`` the pile has already reached lost a race: it is applied,
  the card stays face down in its slot, no penalty — even while the winner's special function
  or penalty is open, since the losing claim was laid at the same time, not after (SF0).
* D8 (T3): in round 1 the returned cards may go to either slot revealed that turn, even all to
  one. Returned cards go on top of whatever their slot holds by then.
* D9 (W1): after every action, each seat still playing with nothing in field, tray, reveal, or
  a claim or mix under way has won; several such seats share the win.
* D10 (resign): the leaver's cards leave the game; their open choice ends (cards being mixed
  go back to their slots, a paused chain leaves with them); the last seat playing wins.
* D11 (Async T4): the regular turn passes only once no revealed card is left and no choice is
  open, so a special function from the last laid card is finished inside that turn.
* D13 (SF7): an empty slot position counts as a slot: a swap may move a stack onto an empty
  position of the other field (or take one from it), and a field emptied that way wins (W1).
* D14 (W2): after every action, when no card left in any field, tray, reveal, claim or mix can
  ever be laid again (no chain of the remaining numbers leads from a pile top, or from a 1, to
  it: only possible after a resignation removed cards), the game ends at once; the seats with
  the fewest cards left (field, tray and reveal) win, ties share.
* D12: a seat that may claim may also ``wait``: nothing changes. A computer seat that knows
  nothing to claim and has nothing to do plays it (the store moves every computer seat that
  may act, and in this game every seat holding cards may always claim).
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations, pairwise
from typing import Any, ClassVar

from engine.core import (
    TAKE_BACK,
    Applied,
    Event,
    Game,
    IllegalMoveError,
    InvalidMoveError,
    Json,
    Move,
    OptionSpec,
    Outcome,
)
from engine.rng import Rng, derive
from engine.tarnaris.state import (
    CARDS_PER_CREST,
    GIVE,
    LAY,
    PENALTY,
    REVEAL,
    SF3,
    SF5,
    SF5_RETURN,
    SF7,
    SLOTS,
    SPECIAL,
    TOP,
    TarnarisState,
    crest,
    number,
)

# random_action: share of simulated actions that are claims, and of claims made "from memory"
# (a card the claimer knows fits) rather than by guessing; peeks are used at a similar pace.
CLAIM_RATE = 0.05
MEMORY_RATE = 0.7
PEEK_RATE = 0.2
LAY_RATE = 0.9

_SKIPPABLE = {SF3: 3, SF5: 5, SF7: 7}


def _face(card: int) -> dict[str, int]:
    return {"crest": crest(card), "number": number(card)}


def _int(move: Move, key: str, low: int, high: int) -> int:
    value = move.get(key)
    if type(value) is not int or not low <= value <= high:
        raise InvalidMoveError("bad_value", key=key, value=value, minimum=low, maximum=high)
    return value


def _slot(move: Move, key: str = "slot") -> int:
    return _int(move, key, 1, SLOTS) - 1


def _slot_list(move: Move, key: str, length: int) -> list[int]:
    """A strictly ascending list of ``length`` slot numbers, returned 0-based."""
    value = move.get(key)
    if (
        not isinstance(value, list)
        or len(value) != length
        or any(type(item) is not int or not 1 <= item <= SLOTS for item in value)
        or any(a >= b for a, b in pairwise(value))
    ):
        raise InvalidMoveError("bad_slots", key=key, length=length)
    return [item - 1 for item in value]


def _forget(st: TarnarisState, card: int) -> None:
    """A card that moves or turns face up is no longer shown to whoever peeked at it (D4)."""
    for seat, known in enumerate(st.known):
        if card in known:
            st.known[seat] = known - {card}
            st.seen[seat].pop(card, None)


def _progress_possible(st: TarnarisState) -> bool:
    """W2: whether some card still in play (fields, trays, reveal, a paused claim, cards
    being mixed) could ever be laid on a pile: a 1 always can (L1); n can if a pile top is
    n-1 or if an n-1 still in play can itself be laid first. Piles and numbers only matter,
    so special functions, claims and peeks cannot change the answer."""
    left: set[int] = set()
    for seat in range(st.players):
        if st.resigned[seat]:
            continue
        for slot in st.fields[seat]:
            left.update(number(card) for card in slot)
        left.update(number(card) for card in st.trays[seat])
    left.update(number(card) for _, card in st.revealed)
    if st.chain is not None:
        left.update(number(card) for _, card in st.chain["cards"])
    if st.pending is not None and st.pending["type"] == SF5_RETURN:
        left.update(number(card) for card in st.pending["cards"])
    reachable = {number(pile[-1]) + 1 for pile in st.piles if number(pile[-1]) < TOP}
    reachable.add(1)
    return any(value in reachable or _chain_to(value, left, reachable) for value in left)


def _chain_to(value: int, left: set[int], reachable: set[int]) -> bool:
    """Whether ``value`` is reached by laying ``value - k … value - 1`` (all in ``left``)
    on a reachable number first."""
    below = value - 1
    while below in left:
        if below in reachable:
            return True
        below -= 1
    return False


class Tarnaris(Game[TarnarisState]):
    name: ClassVar[str] = "tarnaris"
    title: ClassVar[str] = "Woods of Tarnaris"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    options_spec: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec(
            "giver_chooses",
            "bool",
            False,
            "The player giving a wrong claimer's penalty card picks the slot (K3).",
        ),
    )
    #: 2: ``seen`` (when each peeked card was peeked, SF10) added; format 1 still decodes.
    state_format: ClassVar[int] = 2
    #: 2: SF10 (a peek shows until the end of the holder's next turn) and W2 of issue 13.
    edition: ClassVar[int] = 2

    # -- set-up -------------------------------------------------------------------------
    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> TarnarisState:
        self.check_players(players)
        opts = self.normalize_options(options)
        fields: list[list[list[int]]] = []
        for seat in range(players):
            # S1: each player shuffles the 20 cards of their crest into 10 stacks of two.
            cards = list(range(seat * CARDS_PER_CREST, (seat + 1) * CARDS_PER_CREST))
            derive(seed, "deal", seat).shuffle(cards)
            fields.append([cards[2 * i : 2 * i + 2] for i in range(SLOTS)])
        return TarnarisState(
            players=players,
            seed=seed,
            giver_chooses=opts["giver_chooses"],
            fields=fields,
            trays=[[] for _ in range(players)],
            piles=[],
            active=0,
            turn=1,
            turns_done=[0] * players,
            phase=REVEAL,
            reveals_left=2,
            revealed=[],
            turn_slots=[],
            pending=None,
            chain=None,
            peeks=[[] for _ in range(players)],
            known=[frozenset() for _ in range(players)],
            resigned=[False] * players,
            winners=[],
            reason=None,
            ply=0,
            seen=[{} for _ in range(players)],
            edition=opts["edition"],
        )

    # -- who may act ----------------------------------------------------------------------
    def to_act(self, state: TarnarisState) -> frozenset[int]:
        return frozenset(s for s in range(state.players) if self._can_act(state, s))

    def waiting_for(self, state: TarnarisState) -> frozenset[int]:
        """Whoever owes a passed card's placement, the seat of an open choice, or else the
        active player; not everyone who could claim (claims are never owed)."""
        st = state
        if st.reason is not None:
            return frozenset()
        owing = {seat for seat in range(st.players) if st.trays[seat] and not st.resigned[seat]}
        if st.pending is not None:
            owing.add(st.pending["seat"])
        elif not st.resigned[st.active]:
            owing.add(st.active)
        return frozenset(owing)

    def _can_act(self, st: TarnarisState, seat: int) -> bool:
        if st.reason is not None or st.resigned[seat]:
            return False
        if st.trays[seat]:
            return True
        pending = st.pending
        if pending is not None and pending["seat"] == seat:
            return True
        has_field = any(st.fields[seat])
        if st.peeks[seat] and has_field:
            return True
        if pending is not None:
            return False
        return seat == st.active or has_field

    def legal_moves(self, state: TarnarisState, seat: int) -> list[Move]:
        st = state
        if not 0 <= seat < st.players or not self._can_act(st, seat):
            return []
        if st.trays[seat]:
            return [{"kind": "place_passed", "slot": i + 1} for i in range(SLOTS)]
        moves: list[Move] = []
        pending = st.pending
        if pending is not None:
            if pending["seat"] == seat:
                moves.extend(self._pending_moves(st, pending))
        else:
            if seat == st.active:
                moves.extend(self._turn_moves(st, seat))
            claims = self._claim_moves(st, seat)
            if claims:
                moves.extend(claims)
                moves.append({"kind": "wait"})
        if st.peeks[seat]:
            # SF10: any card of the field, the top one (no ``card``) or one beneath it.
            for i, slot in enumerate(st.fields[seat]):
                if slot:
                    moves.append({"kind": "peek", "slot": i + 1})
                    moves.extend(
                        {"kind": "peek", "slot": i + 1, "card": depth}
                        for depth in range(2, len(slot) + 1)
                    )
        return moves

    def _turn_moves(self, st: TarnarisState, seat: int) -> list[Move]:
        if st.phase == REVEAL:
            return [{"kind": "reveal", "slot": i + 1} for i in self._revealable(st)]
        moves: list[Move] = []
        tops = [number(pile[-1]) for pile in st.piles]
        for index, (_, card) in enumerate(st.revealed):
            value = number(card)
            moves.extend(
                {"kind": "lay", "card": index + 1, "pile": p + 1}
                for p, top in enumerate(tops)
                if top == value - 1
            )
        for index, (slot, _) in enumerate(st.revealed):
            for target in self._return_slots(st, seat, slot):
                moves.append({"kind": "return", "card": index + 1, "slot": target + 1})
        moves.append({"kind": "done"})
        return moves

    def _claim_moves(self, st: TarnarisState, seat: int) -> list[Move]:
        targets: list[tuple[int | str, int]] = [("new", 1)]
        targets.extend(
            (p + 1, number(pile[-1]) + 1)
            for p, pile in enumerate(st.piles)
            if number(pile[-1]) < TOP
        )
        return [
            {"kind": "claim", "slot": i + 1, "pile": pile, "number": value}
            for i, slot in enumerate(st.fields[seat])
            if slot
            for pile, value in targets
        ]

    def _pending_moves(self, st: TarnarisState, pending: dict[str, Any]) -> list[Move]:
        seat = pending["seat"]
        kind = pending["type"]
        moves: list[Move] = []
        if kind == SF3:
            others = self._others(st, seat)
            moves = [
                {"kind": "sf3", "slot": i + 1, "player": p}
                for i, slot in enumerate(st.fields[seat])
                if slot
                for p in others
            ]
        elif kind == SF5:
            for p in self._others(st, seat):
                full = [i + 1 for i, slot in enumerate(st.fields[p]) if slot]
                if full:
                    for chosen in combinations(full, min(4, len(full))):
                        moves.append({"kind": "sf5", "player": p, "slots": list(chosen)})
        elif kind == SF5_RETURN:
            count = len(pending["cards"])
            return [
                {"kind": "sf5_return", "slots": list(chosen)}
                for chosen in combinations(range(1, SLOTS + 1), count)
            ]
        elif kind == SF7:
            own = st.fields[seat]
            for p in self._others(st, seat):
                theirs = st.fields[p]
                moves.extend(
                    {"kind": "sf7", "slot": a + 1, "player": p, "their_slot": b + 1}
                    for a in range(SLOTS)
                    for b in range(SLOTS)
                    if own[a] or theirs[b]
                )
        elif kind == PENALTY:
            return [{"kind": "penalty", "player": p} for p in self._givers(st, seat)]
        else:  # GIVE
            return [
                {"kind": "give", "slot": i + 1} for i, slot in enumerate(st.fields[seat]) if slot
            ]
        if moves:
            moves.append({"kind": "skip"})
        return moves

    def move_space(self, state: TarnarisState, seat: int) -> list[Move]:
        st = state
        slots = range(1, SLOTS + 1)
        piles = range(1, len(st.piles) + 2)
        cards = range(1, len(st.revealed) + 2)
        space: list[Move] = [{"kind": "done"}, {"kind": "skip"}, {"kind": "wait"}]
        space.extend(
            {"kind": kind, "slot": s}
            for kind in ("reveal", "place_passed", "peek", "give")
            for s in slots
        )
        space.extend({"kind": "peek", "slot": s, "card": depth} for s in slots for depth in (2, 3))
        space.extend({"kind": "lay", "card": c, "pile": p} for c in cards for p in piles)
        space.extend({"kind": "return", "card": c, "slot": s} for c in cards for s in slots)
        for s in slots:
            space.append({"kind": "claim", "slot": s, "pile": "new", "number": 1})
            space.append({"kind": "claim", "slot": s, "pile": "new", "number": 2})
            for p, pile in enumerate(st.piles):
                top = number(pile[-1])
                space.extend(
                    {"kind": "claim", "slot": s, "pile": p + 1, "number": value}
                    for value in (top + 1, top + 2)
                    if value <= TOP
                )
        space.extend({"kind": "penalty", "player": p} for p in range(st.players))
        space.extend(
            {"kind": "sf3", "slot": s, "player": p} for s in slots for p in range(st.players)
        )
        if st.pending is not None:
            space.extend(self._pending_moves(st, st.pending))
        return space

    # -- play -------------------------------------------------------------------------------
    def apply(self, state: TarnarisState, seat: int, move: Move) -> Applied[TarnarisState]:
        if not isinstance(move, dict):
            raise InvalidMoveError("move_shape")
        kind = move.get("kind")
        handler = _HANDLERS.get(kind) if isinstance(kind, str) else None
        if handler is None and kind not in ("resign", TAKE_BACK):
            raise InvalidMoveError("unknown_kind", kind=kind)
        if type(seat) is not int or not 0 <= seat < state.players:
            raise InvalidMoveError("bad_seat", seat=seat)
        if kind == TAKE_BACK:
            return self.restore(seat, move)
        if state.reason is not None:
            raise IllegalMoveError("game_over")
        if state.resigned[seat]:
            raise IllegalMoveError("resigned", seat=seat)
        st = state.clone()
        events: list[Event] = []
        if kind == "resign":
            self._resign(st, seat, events)
        else:
            if st.trays[seat] and kind != "place_passed":
                # SF3 Async: a passed card must be placed before the receiver's next action.
                raise IllegalMoveError("place_passed_first", seat=seat)
            assert handler is not None
            handler(self, st, seat, move, events)
        self._settle(st, events)
        st.ply += 1
        return Applied(st, events)

    # regular turn (T1–T4)
    def _require_turn(self, st: TarnarisState, seat: int, phase: str) -> None:
        self._require_no_pending(st)
        if seat != st.active:
            raise IllegalMoveError("not_your_turn", active=st.active)
        if st.phase != phase:
            raise IllegalMoveError("wrong_phase", phase=st.phase)

    def _require_no_pending(self, st: TarnarisState) -> None:
        if st.pending is not None:
            # SF0: everyone waits while a special function (or a penalty, D1) is carried out.
            raise IllegalMoveError(
                "choice_pending", type=st.pending["type"], seat=st.pending["seat"]
            )

    def _revealable(self, st: TarnarisState) -> list[int]:
        field = st.fields[st.active]
        return [i for i in range(SLOTS) if field[i] and i not in st.turn_slots]

    def _return_slots(self, st: TarnarisState, seat: int, origin: int) -> list[int]:
        # T3 decision / D8: round 1 may move returned cards between the turn's two slots.
        return st.turn_slots if st.turns_done[seat] == 0 else [origin]

    def _do_reveal(self, st: TarnarisState, seat: int, move: Move, events: list[Event]) -> None:
        self._require_turn(st, seat, REVEAL)
        slot = _slot(move)
        field = st.fields[seat]
        if slot in st.turn_slots or not field[slot]:
            raise IllegalMoveError("nothing_to_reveal", slot=slot + 1)
        cards = field[slot]
        field[slot] = []
        for card in cards:
            _forget(st, card)
            st.revealed.append((slot, card))
        st.turn_slots.append(slot)
        st.reveals_left -= 1
        events.append(
            {"kind": "revealed", "seat": seat, "slot": slot + 1, "cards": [_face(c) for c in cards]}
        )
        if st.reveals_left == 0:
            self._start_laying(st, events)

    def _start_laying(self, st: TarnarisState, events: list[Event]) -> None:
        st.phase = LAY
        st.reveals_left = 0
        rest: list[tuple[int, int]] = []
        for slot, card in st.revealed:
            if number(card) == 1:
                # T2/L1: a revealed 1 must start a new pile.
                st.piles.append([card])
                events.append(
                    {
                        "kind": "pile_started",
                        "seat": st.active,
                        "slot": slot + 1,
                        "pile": len(st.piles),
                        "card": _face(card),
                    }
                )
            else:
                rest.append((slot, card))
        st.revealed = rest

    def _do_lay(self, st: TarnarisState, seat: int, move: Move, events: list[Event]) -> None:
        self._require_turn(st, seat, LAY)
        index = _int(move, "card", 1, max(1, len(st.revealed))) - 1
        pile = _int(move, "pile", 1, max(1, len(st.piles))) - 1
        if not st.revealed or not st.piles:
            raise IllegalMoveError("does_not_fit")
        card = st.revealed[index][1]
        value = number(card)
        if number(st.piles[pile][-1]) != value - 1:
            # L1: n goes only on n-1 (so a closed pile, L2, takes nothing).
            raise IllegalMoveError("does_not_fit", pile=pile + 1, card=_face(card))
        del st.revealed[index]
        st.piles[pile].append(card)
        events.append({"kind": "laid", "seat": seat, "pile": pile + 1, "card": _face(card)})
        self._special(st, seat, value, events)

    def _do_return(self, st: TarnarisState, seat: int, move: Move, events: list[Event]) -> None:
        self._require_turn(st, seat, LAY)
        index = _int(move, "card", 1, max(1, len(st.revealed))) - 1
        slot = _slot(move)
        if not st.revealed:
            raise IllegalMoveError("nothing_to_return")
        origin, card = st.revealed[index]
        if slot not in self._return_slots(st, seat, origin):
            raise IllegalMoveError("wrong_slot", slot=slot + 1)
        del st.revealed[index]
        st.fields[seat][slot].append(card)
        events.append({"kind": "returned", "seat": seat, "slots": [slot + 1]})

    def _do_done(self, st: TarnarisState, seat: int, move: Move, events: list[Event]) -> None:
        self._require_turn(st, seat, LAY)
        field = st.fields[seat]
        for slot, card in st.revealed:
            field[slot].append(card)
        if st.revealed:
            events.append(
                {"kind": "returned", "seat": seat, "slots": [slot + 1 for slot, _ in st.revealed]}
            )
        st.revealed = []

    def _end_turn(self, st: TarnarisState, events: list[Event]) -> None:
        seat = st.active
        # D4: peeks granted before this turn began expire with it, and cards peeked at before
        # it turn face down again in the holder's view (SF10: until the end of the next turn).
        st.peeks[seat] = [grant for grant in st.peeks[seat] if grant >= st.turn]
        expired = {card for card, turn in st.seen[seat].items() if turn < st.turn}
        # (Edition 1 kept no ``seen``: its peeked cards stay shown.)
        if expired:
            st.known[seat] = st.known[seat] - expired
            st.seen[seat] = {c: t for c, t in st.seen[seat].items() if c not in expired}
        st.turns_done[seat] += 1
        events.append({"kind": "turn_ended", "seat": seat})
        self._next_turn(st, events)

    def _next_turn(self, st: TarnarisState, events: list[Event]) -> None:
        nxt = st.active
        for _ in range(st.players):
            nxt = (nxt + 1) % st.players  # T4: clockwise
            if not st.resigned[nxt]:
                break
        st.active = nxt
        st.turn += 1
        st.phase = REVEAL
        st.reveals_left = 2 if st.turns_done[nxt] == 0 else 1  # T1
        st.revealed = []
        st.turn_slots = []
        events.append({"kind": "turn", "seat": nxt, "reveals": st.reveals_left})

    # claims (K1–K4)
    def _do_claim(self, st: TarnarisState, seat: int, move: Move, events: list[Event]) -> None:
        value = _int(move, "number", 1, TOP)
        if "slots" in move:
            raw = move["slots"]
            if (
                "slot" in move
                or not isinstance(raw, list)
                or not 1 <= len(raw) <= TOP
                or any(type(s) is not int or not 1 <= s <= SLOTS for s in raw)
            ):
                raise InvalidMoveError("bad_slots", key="slots")
            slots = [s - 1 for s in raw]
        else:
            slots = [_slot(move)]
        if value + len(slots) - 1 > TOP:
            raise InvalidMoveError("chain_too_long", number=value, length=len(slots))
        target = move.get("pile")
        field = st.fields[seat]
        for slot in set(slots):
            if slots.count(slot) > len(field[slot]):
                raise IllegalMoveError("empty_slot", slot=slot + 1)
        pile: int | None
        if target == "new":
            if value != 1:
                raise IllegalMoveError("claim_number", number=value, expected=1)
            pile = None
        else:
            pile = _int(move, "pile", 1, max(1, len(st.piles))) - 1
            if not st.piles:
                raise IllegalMoveError("no_such_pile", pile=target)
            top = number(st.piles[pile][-1])
            if value <= top:
                # K4/D7: the pile moved on before this claim was committed: it lost the race.
                events.append(
                    {
                        "kind": "claim_lost_race",
                        "seat": seat,
                        "slots": [s + 1 for s in slots],
                        "pile": pile + 1,
                        "number": value,
                    }
                )
                return
            if value != top + 1:
                raise IllegalMoveError("claim_number", number=value, expected=top + 1)
        # SF0: a claim that did not lose a race waits for any open choice to be settled.
        self._require_no_pending(st)
        cards: list[list[int]] = []
        for slot in slots:
            card = field[slot].pop()
            _forget(st, card)
            cards.append([slot, card])
        events.append(
            {
                "kind": "claimed",
                "seat": seat,
                "slots": [s + 1 for s in slots],
                "pile": "new" if pile is None else pile + 1,
                "number": value,
            }
        )
        st.chain = {"seat": seat, "pile": pile, "cards": cards}

    def _run_chain(self, st: TarnarisState, events: list[Event]) -> None:
        """K3 Async: turn the claimed cards over in order until a wrong one or a special."""
        chain = st.chain
        assert chain is not None
        seat = chain["seat"]
        pile = chain["pile"]
        cards = [tuple(item) for item in chain["cards"]]
        st.chain = None
        field = st.fields[seat]
        while cards:
            slot, card = cards.pop(0)
            expected = 1 if pile is None else number(st.piles[pile][-1]) + 1
            value = number(card)
            if value == expected:
                if pile is None:
                    st.piles.append([card])
                    pile = len(st.piles) - 1
                else:
                    st.piles[pile].append(card)
                events.append(
                    {
                        "kind": "claim_right",
                        "seat": seat,
                        "slot": slot + 1,
                        "pile": pile + 1,
                        "card": _face(card),
                    }
                )
                self._special(st, seat, value, events)
                if st.pending is not None and cards:
                    # SF0: the rest of the chain waits face down until the function is done.
                    st.chain = {"seat": seat, "pile": pile, "cards": [list(c) for c in cards]}
                    return
            else:
                events.append(
                    {
                        "kind": "claim_wrong",
                        "seat": seat,
                        "slot": slot + 1,
                        "pile": "new" if pile is None else pile + 1,
                        "card": _face(card),
                    }
                )
                for rest_slot, rest_card in reversed(cards):
                    field[rest_slot].append(rest_card)
                if cards:
                    events.append(
                        {
                            "kind": "claims_withdrawn",
                            "seat": seat,
                            "slots": [s + 1 for s, _ in cards],
                        }
                    )
                field[slot].append(card)
                st.pending = {"type": PENALTY, "seat": seat, "slot": slot}
                return

    def _givers(self, st: TarnarisState, seat: int) -> list[int]:
        return [p for p in self._others(st, seat) if any(st.fields[p])]

    def _do_penalty(self, st: TarnarisState, seat: int, move: Move, events: list[Event]) -> None:
        pending = self._require_pending(st, seat, PENALTY)
        giver = _int(move, "player", 0, st.players - 1)
        if giver not in self._givers(st, seat):
            raise IllegalMoveError("cannot_give", player=giver)
        self._penalise(st, pending, giver, events)

    def _penalise(
        self, st: TarnarisState, pending: dict[str, Any], giver: int, events: list[Event]
    ) -> None:
        caller = pending["seat"]
        if st.giver_chooses:
            st.pending = {"type": GIVE, "seat": giver, "to": caller, "slot": pending["slot"]}
            events.append({"kind": "penalty_chosen", "seat": caller, "player": giver})
            return
        # K3 Async / D5: the giver may not look, so a uniformly random card of their field.
        where = [(i, h) for i, slot in enumerate(st.fields[giver]) for h in range(len(slot))]
        slot, height = where[derive(st.seed, "penalty", st.ply).randbelow(len(where))]
        card = st.fields[giver][slot].pop(height)
        self._give(st, giver, caller, slot, card, pending["slot"], events)

    def _do_give(self, st: TarnarisState, seat: int, move: Move, events: list[Event]) -> None:
        pending = self._require_pending(st, seat, GIVE)
        slot = _slot(move)
        if not st.fields[seat][slot]:
            raise IllegalMoveError("empty_slot", slot=slot + 1)
        card = st.fields[seat][slot].pop()
        self._give(st, seat, pending["to"], slot, card, pending["slot"], events)

    def _give(
        self,
        st: TarnarisState,
        giver: int,
        caller: int,
        from_slot: int,
        card: int,
        to_slot: int,
        events: list[Event],
    ) -> None:
        _forget(st, card)
        st.fields[caller][to_slot].append(card)
        st.pending = None
        events.append(
            {
                "kind": "penalty",
                "from": giver,
                "from_slot": from_slot + 1,
                "to": caller,
                "slot": to_slot + 1,
            }
        )

    # special functions (SF0–SF10)
    def _special(self, st: TarnarisState, seat: int, value: int, events: list[Event]) -> None:
        if value not in SPECIAL:
            return
        events.append({"kind": "special", "seat": seat, "function": value})
        if value == TOP:
            # SF10 Async / D4: every seat still playing gets one private peek.
            for p in range(st.players):
                if not st.resigned[p]:
                    st.peeks[p].append(st.turn)
            return
        st.pending = {"type": f"sf{value}", "seat": seat}

    def _require_pending(self, st: TarnarisState, seat: int, kind: str) -> dict[str, Any]:
        pending = st.pending
        if pending is None or pending["type"] != kind or pending["seat"] != seat:
            raise IllegalMoveError("no_such_choice", expected=kind)
        return pending

    def _others(self, st: TarnarisState, seat: int) -> list[int]:
        return [p for p in range(st.players) if p != seat and not st.resigned[p]]

    def _other_player(self, st: TarnarisState, seat: int, move: Move) -> int:
        player = _int(move, "player", 0, st.players - 1)
        if player == seat or st.resigned[player]:
            raise IllegalMoveError("bad_player", player=player)
        return player

    def _do_sf3(self, st: TarnarisState, seat: int, move: Move, events: list[Event]) -> None:
        self._require_pending(st, seat, SF3)
        slot = _slot(move)
        player = self._other_player(st, seat, move)
        if not st.fields[seat][slot]:
            raise IllegalMoveError("empty_slot", slot=slot + 1)
        card = st.fields[seat][slot].pop()
        _forget(st, card)
        st.trays[player].append(card)
        st.pending = None
        events.append({"kind": "passed", "seat": seat, "slot": slot + 1, "player": player})

    def _do_place_passed(
        self, st: TarnarisState, seat: int, move: Move, events: list[Event]
    ) -> None:
        if not st.trays[seat]:
            raise IllegalMoveError("tray_empty")
        slot = _slot(move)
        st.fields[seat][slot].append(st.trays[seat].pop(0))
        events.append({"kind": "placed_passed", "seat": seat, "slot": slot + 1})

    def _do_sf5(self, st: TarnarisState, seat: int, move: Move, events: list[Event]) -> None:
        self._require_pending(st, seat, SF5)
        player = self._other_player(st, seat, move)
        field = st.fields[player]
        full = sum(1 for slot in field if slot)
        if not full:
            raise IllegalMoveError("nothing_to_mix", player=player)
        slots = _slot_list(move, "slots", min(4, full))  # D3
        if not all(field[s] for s in slots):
            raise IllegalMoveError("empty_slot")
        cards = []
        for slot in slots:
            card = field[slot].pop()
            _forget(st, card)
            cards.append(card)
        st.pending = {
            "type": SF5_RETURN,
            "seat": seat,
            "player": player,
            "from": slots,
            "cards": cards,
        }
        events.append(
            {"kind": "mixing", "seat": seat, "player": player, "slots": [s + 1 for s in slots]}
        )

    def _do_sf5_return(self, st: TarnarisState, seat: int, move: Move, events: list[Event]) -> None:
        pending = self._require_pending(st, seat, SF5_RETURN)
        cards = list(pending["cards"])
        slots = _slot_list(move, "slots", len(cards))
        # SF5: shuffled unseen, one card to each of the chosen different slots.
        derive(st.seed, "mix", st.ply).shuffle(cards)
        field = st.fields[pending["player"]]
        for slot, card in zip(slots, cards, strict=True):
            field[slot].append(card)
        st.pending = None
        events.append(
            {
                "kind": "mixed",
                "seat": seat,
                "player": pending["player"],
                "slots": [s + 1 for s in slots],
            }
        )

    def _do_sf7(self, st: TarnarisState, seat: int, move: Move, events: list[Event]) -> None:
        self._require_pending(st, seat, SF7)
        slot = _slot(move)
        player = self._other_player(st, seat, move)
        their = _slot(move, "their_slot")
        own = st.fields[seat]
        theirs = st.fields[player]
        if not own[slot] and not theirs[their]:
            raise IllegalMoveError("both_empty")
        for card in own[slot] + theirs[their]:
            _forget(st, card)
        own[slot], theirs[their] = theirs[their], own[slot]
        st.pending = None
        events.append(
            {
                "kind": "swapped",
                "seat": seat,
                "slot": slot + 1,
                "player": player,
                "their_slot": their + 1,
            }
        )

    def _do_skip(self, st: TarnarisState, seat: int, move: Move, events: list[Event]) -> None:
        pending = st.pending
        if pending is None or pending["seat"] != seat or pending["type"] not in _SKIPPABLE:
            raise IllegalMoveError("no_such_choice", expected="skip")
        st.pending = None
        events.append({"kind": "skipped", "seat": seat, "function": _SKIPPABLE[pending["type"]]})

    def _do_peek(self, st: TarnarisState, seat: int, move: Move, events: list[Event]) -> None:
        if not st.peeks[seat]:
            raise IllegalMoveError("no_peek")
        slot = _slot(move)
        field = st.fields[seat]
        if not field[slot]:
            raise IllegalMoveError("empty_slot", slot=slot + 1)
        depth = _int(move, "card", 1, len(field[slot])) if "card" in move else 1
        card = field[slot][-depth]
        st.peeks[seat].pop(0)
        st.known[seat] = st.known[seat] | {card}
        if st.edition >= 2:
            st.seen[seat][card] = st.turn
        event: Event = {"kind": "peeked", "seat": seat, "slot": slot + 1}
        if depth > 1:
            event["card"] = depth
        events.append(event)

    def _do_wait(self, st: TarnarisState, seat: int, move: Move, events: list[Event]) -> None:
        # D12: a seat that could claim may say it does nothing now (computer seats use it).
        self._require_no_pending(st)
        if not any(st.fields[seat]):
            raise IllegalMoveError("nothing_to_claim")

    # resigning (D10)
    def _resign(self, st: TarnarisState, seat: int, events: list[Event]) -> None:
        st.resigned[seat] = True
        events.append({"kind": "resigned", "seat": seat})
        st.fields[seat] = [[] for _ in range(SLOTS)]
        st.trays[seat] = []
        st.peeks[seat] = []
        st.known[seat] = frozenset()
        st.seen[seat] = {}
        if st.chain is not None and st.chain["seat"] == seat:
            st.chain = None
        pending = st.pending
        if pending is not None:
            if (
                pending["type"] == SF5_RETURN
                and pending["player"] != seat
                and pending["seat"] == seat
            ):
                field = st.fields[pending["player"]]
                for slot, card in zip(pending["from"], pending["cards"], strict=True):
                    field[slot].append(card)
            if seat in (pending["seat"], pending.get("player"), pending.get("to")):
                st.pending = None
        playing = [p for p in range(st.players) if not st.resigned[p]]
        if len(playing) <= 1:
            st.winners = playing
            st.reason = "resignations"
            st.pending = None
            st.chain = None
            events.append({"kind": "won", "seats": playing, "reason": "resignations"})
            return
        if st.active == seat:
            st.revealed = []
            self._next_turn(st, events)

    # after every action
    def _holdings(self, st: TarnarisState, seat: int) -> int:
        count = sum(map(len, st.fields[seat])) + len(st.trays[seat])
        if seat == st.active:
            count += len(st.revealed)
        if st.chain is not None and st.chain["seat"] == seat:
            count += len(st.chain["cards"])
        pending = st.pending
        if pending is not None and pending["type"] == SF5_RETURN and pending["player"] == seat:
            count += len(pending["cards"])
        return count

    def _settle(self, st: TarnarisState, events: list[Event]) -> None:
        while st.reason is None:
            winners = [
                p
                for p in range(st.players)
                if not st.resigned[p] and not any(st.fields[p]) and not self._holdings(st, p)
            ]
            if winners:
                # W1: no cards left in field or tray: a win at once (D9).
                st.winners = winners
                st.reason = "emptied_field"
                st.pending = None
                st.chain = None
                events.append({"kind": "won", "seats": winners, "reason": st.reason})
                return
            if st.edition >= 2 and any(st.resigned) and not _progress_possible(st):
                # W2 (D14): no card can ever be laid again: the fewest cards left win. With
                # every card in play each number is there equally often, so the smallest one
                # not all laid always fits: only a resignation can leave a dead position.
                playing = [p for p in range(st.players) if not st.resigned[p]]
                fewest = min(self._holdings(st, p) for p in playing)
                st.winners = [p for p in playing if self._holdings(st, p) == fewest]
                st.reason = "dead_position"
                st.pending = None
                st.chain = None
                events.append({"kind": "won", "seats": st.winners, "reason": st.reason})
                return
            pending = st.pending
            if pending is None:
                if st.chain is not None:
                    self._run_chain(st, events)
                elif st.phase == REVEAL and st.turn_slots and not self._revealable(st):
                    self._start_laying(st, events)
                elif st.phase == LAY and not st.revealed:
                    self._end_turn(st, events)
                else:
                    return
            elif not self._resolve_forced(st, pending, events):
                return

    def _resolve_forced(
        self, st: TarnarisState, pending: dict[str, Any], events: list[Event]
    ) -> bool:
        """Settle a pending choice that has one answer or none (D2, D5); True if it did."""
        kind = pending["type"]
        seat = pending["seat"]
        if kind == PENALTY:
            givers = self._givers(st, seat)
            if len(givers) == 1:
                self._penalise(st, pending, givers[0], events)
                return True
            if not givers:
                st.pending = None
                events.append({"kind": "no_penalty", "seat": seat})
                return True
            return False
        if kind == GIVE:
            if any(st.fields[seat]):
                return False
            st.pending = None
            events.append({"kind": "no_penalty", "seat": pending["to"]})
            return True
        if kind in _SKIPPABLE and not self._has_target(st, pending):
            st.pending = None
            events.append({"kind": "skipped", "seat": seat, "function": _SKIPPABLE[kind]})
            return True
        return False

    def _has_target(self, st: TarnarisState, pending: dict[str, Any]) -> bool:
        """Whether a pending SF3, SF5 or SF7 has any move besides ``skip`` (D2)."""
        seat = pending["seat"]
        others = self._others(st, seat)
        if pending["type"] == SF3:
            return bool(others) and any(st.fields[seat])
        if pending["type"] == SF5:
            return any(any(st.fields[p]) for p in others)
        return bool(others) and (any(st.fields[seat]) or any(any(st.fields[p]) for p in others))

    # -- results and information ------------------------------------------------------------
    def outcome(self, state: TarnarisState) -> Outcome | None:
        if state.reason is None:
            return None
        return Outcome(frozenset(state.winners), state.reason)

    def view(self, state: TarnarisState, seat: int | None) -> Json:
        st = state
        known = st.known[seat] if seat is not None else frozenset()

        def down(card: int) -> dict[str, int]:
            # E3: a face-down card shows its crest (the back); its number only to its peeker.
            return _face(card) if card in known else {"crest": crest(card)}

        pending = st.pending
        public_pending: dict[str, Any] | None = None
        if pending is not None:
            public_pending = {"type": pending["type"], "seat": pending["seat"]}
            if pending["type"] == SF5_RETURN:
                public_pending.update(
                    player=pending["player"],
                    slots=[s + 1 for s in pending["from"]],
                    cards=[{"crest": crest(c)} for c in pending["cards"]],
                )
            elif pending["type"] == PENALTY:
                public_pending["slot"] = pending["slot"] + 1
            elif pending["type"] == GIVE:
                public_pending.update(to=pending["to"], slot=pending["slot"] + 1)
        chain = st.chain
        return {
            "game": self.name,
            "seat": seat,
            "players": st.players,
            "active": st.active,
            "turn": st.turn,
            "round": st.turns_done[st.active] + 1,
            "phase": st.phase,
            "reveals_left": st.reveals_left,
            "fields": [[[down(c) for c in slot] for slot in field] for field in st.fields],
            "trays": [[{"crest": crest(c)} for c in tray] for tray in st.trays],
            "piles": [
                {"cards": [_face(c) for c in pile], "closed": number(pile[-1]) == TOP}
                for pile in st.piles
            ],
            "revealed": [{"slot": slot + 1, **_face(card)} for slot, card in st.revealed],
            "turn_slots": [s + 1 for s in st.turn_slots],
            "pending": public_pending,
            "chain": None
            if chain is None
            else {
                "seat": chain["seat"],
                "pile": "new" if chain["pile"] is None else chain["pile"] + 1,
                "cards": [{"slot": s + 1, "crest": crest(c)} for s, c in chain["cards"]],
            },
            "peeks": [len(grants) for grants in st.peeks],
            "resigned": st.resigned[:],
            "winners": st.winners[:],
            "reason": st.reason,
            "to_act": sorted(self.to_act(st)),
        }

    def conceal(self, state: TarnarisState, observer: int | None, rng: Rng) -> TarnarisState:
        st = state.clone()
        keep = st.known[observer] if observer is not None else frozenset()
        hidden: list[int] = [
            c for field in st.fields for slot in field for c in slot if c not in keep
        ]
        hidden.extend(c for tray in st.trays for c in tray)
        if st.chain is not None:
            hidden.extend(c for _, c in st.chain["cards"])
        pending = st.pending
        if pending is not None and pending["type"] == SF5_RETURN:
            hidden.extend(pending["cards"])
        # Re-deal numbers among face-down cards of the same crest: the backs stay where they are.
        mapping: dict[int, int] = {}
        for group in range(len(st.fields)):
            own = [c for c in hidden if crest(c) == group]
            dealt = own[:]
            rng.shuffle(dealt)
            mapping.update(zip(own, dealt, strict=True))

        def swap(card: int) -> int:
            return mapping.get(card, card)

        st.fields = [[[swap(c) for c in slot] for slot in field] for field in st.fields]
        st.trays = [[swap(c) for c in tray] for tray in st.trays]
        if st.chain is not None:
            chain = dict(st.chain)
            chain["cards"] = [[s, swap(c)] for s, c in chain["cards"]]
            st.chain = chain
        if pending is not None and pending["type"] == SF5_RETURN:
            st.pending = {**pending, "cards": [swap(c) for c in pending["cards"]]}
        st.known = [frozenset(swap(c) for c in cards) for cards in st.known]
        st.seen = [{swap(c): t for c, t in cards.items()} for cards in st.seen]
        # The seed decides the deal and future random draws, so it is hidden as well.
        st.seed = rng.next_u64() >> 1
        return st

    # -- codecs -----------------------------------------------------------------------------
    def encode_state(self, state: TarnarisState) -> Json:
        return state.encode(self.state_format)

    def decode_state(self, data: Json) -> TarnarisState:
        """Format 2, or format 1: written before rules editions, so edition 1, whose peeked
        cards stay shown (no ``seen``) and which has no W2."""
        if isinstance(data, dict) and data.get("format") == 1 and "seen" not in data:
            players = data.get("players")
            if isinstance(players, int):
                data = {**data, "format": self.state_format, "seen": [[]] * players}
        self.check_format(data)
        return TarnarisState.decode(data)

    # -- simulation ---------------------------------------------------------------------------
    def random_action(self, state: TarnarisState, rng: Rng) -> tuple[int, Move]:
        """Random legal play that ends: claims at a fixed rate, mostly "from memory"
        (a top card the claimer's simulated memory knows to fit), regular turns lay what fits."""
        st = state
        for seat in range(st.players):
            if st.trays[seat] and not st.resigned[seat]:
                return seat, {"kind": "place_passed", "slot": rng.randbelow(SLOTS) + 1}
        pending = st.pending
        if pending is not None:
            seat = pending["seat"]
            return seat, rng.choice(self.legal_moves(st, seat))
        roll = rng.random()
        if roll < CLAIM_RATE:
            claimers = [p for p in range(st.players) if not st.resigned[p] and any(st.fields[p])]
            if claimers:
                seat = rng.choice(claimers)
                move = self._memory_claim(st, seat) if rng.random() < MEMORY_RATE else None
                return seat, move or rng.choice(self._claim_moves(st, seat))
        elif roll < CLAIM_RATE + PEEK_RATE:
            peekers = [
                p
                for p in range(st.players)
                if st.peeks[p] and not st.resigned[p] and any(st.fields[p])
            ]
            if peekers:
                seat = rng.choice(peekers)
                field = st.fields[seat]
                slots = [i + 1 for i in range(SLOTS) if field[i]]
                return seat, {"kind": "peek", "slot": rng.choice(slots)}
        seat = st.active
        if st.phase == REVEAL:
            return seat, {"kind": "reveal", "slot": rng.choice(self._revealable(st)) + 1}
        moves = self._turn_moves(st, seat)
        lays = [m for m in moves if m["kind"] == "lay"]
        if lays and rng.random() < LAY_RATE:
            return seat, rng.choice(lays)
        if rng.random() < 0.5:
            return seat, {"kind": "done"}
        return seat, rng.choice([m for m in moves if m["kind"] == "return"])

    def _memory_claim(
        self, st: TarnarisState, seat: int, known: frozenset[int] | None = None
    ) -> Move | None:
        """A claim of a top card of ``seat`` that fits, among ``known`` cards (default: any)."""
        tops = {number(pile[-1]): p for p, pile in enumerate(st.piles)}
        for i, slot in enumerate(st.fields[seat]):
            if not slot or (known is not None and slot[-1] not in known):
                continue
            value = number(slot[-1])
            if value == 1:
                return {"kind": "claim", "slot": i + 1, "pile": "new", "number": 1}
            if value - 1 in tops:
                return {
                    "kind": "claim",
                    "slot": i + 1,
                    "pile": tops[value - 1] + 1,
                    "number": value,
                }
        return None


_HANDLERS = {
    "reveal": Tarnaris._do_reveal,
    "lay": Tarnaris._do_lay,
    "return": Tarnaris._do_return,
    "done": Tarnaris._do_done,
    "claim": Tarnaris._do_claim,
    "penalty": Tarnaris._do_penalty,
    "give": Tarnaris._do_give,
    "sf3": Tarnaris._do_sf3,
    "place_passed": Tarnaris._do_place_passed,
    "sf5": Tarnaris._do_sf5,
    "sf5_return": Tarnaris._do_sf5_return,
    "sf7": Tarnaris._do_sf7,
    "skip": Tarnaris._do_skip,
    "peek": Tarnaris._do_peek,
    "wait": Tarnaris._do_wait,
}
