"""The state of a Woods of Tarnaris game, its cards and its JSON form.

Cards are integers ``0..79``: card ``c`` belongs to crest ``c // 20`` (seat ``i`` plays crest
``i``, C1) and shows the number ``(c % 20) // 2 + 1``, so every crest holds 1–10 twice. Two
cards with the same crest and number are indistinguishable in every view and event.

Inside the state, slots are indexed ``0..9`` and piles ``0..``; moves, events and views number
them from 1 (``slot`` 1–10, ``pile`` 1–n), seats from 0 as everywhere in the engine.

The state is a plain object treated as immutable: :meth:`TarnarisState.clone` copies it and
every rule works on the copy.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

SLOTS = 10
CARDS_PER_CREST = 20
CRESTS: tuple[str, ...] = ("red_stag", "brown_wheat", "green_hop", "silver_tree")
SPECIAL = frozenset({3, 5, 7, 10})
TOP = 10

# Kinds of pending choice (SF0 blocks claims and regular turns while one is open).
SF3 = "sf3"
SF5 = "sf5"
SF5_RETURN = "sf5_return"
SF7 = "sf7"
PENALTY = "penalty"
GIVE = "give"

REVEAL = "reveal"
LAY = "lay"


def number(card: int) -> int:
    """The number 1–10 printed on ``card``."""
    return (card % CARDS_PER_CREST) // 2 + 1


def crest(card: int) -> int:
    """The crest (0–3) on both faces of ``card``."""
    return card // CARDS_PER_CREST


@dataclass(slots=True)
class TarnarisState:
    """Everything about one game. Attribute names are the JSON keys (see ``encode``).

    ``pending`` is the one open choice (a special function or a K3 penalty), a dict with
    ``type`` and ``seat`` (who chooses) and type-specific keys; ``chain`` is a chained claim
    paused by a special function (its cards lie face down on the pile, SF0); ``peeks[s]``
    holds the turn serial at which each unused SF10 peek of seat ``s`` was granted; ``known[s]``
    the face-down cards seat ``s`` has peeked at and may see in their own view, and
    ``seen[s]`` the turn serial at which each of them was peeked (SF10: it turns face down
    again in that view at the end of the holder's first turn that starts after the peek).
    """

    players: int
    seed: int
    giver_chooses: bool
    fields: list[list[list[int]]]
    trays: list[list[int]]
    piles: list[list[int]]
    active: int
    turn: int
    turns_done: list[int]
    phase: str
    reveals_left: int
    revealed: list[tuple[int, int]]
    turn_slots: list[int]
    pending: dict[str, Any] | None
    chain: dict[str, Any] | None
    peeks: list[list[int]]
    known: list[frozenset[int]]
    resigned: list[bool]
    winners: list[int]
    reason: str | None
    ply: int
    seen: list[dict[int, int]]
    #: The rules edition (``Game.edition``): 1 kept peeked cards shown and had no W2.
    edition: int

    def clone(self) -> TarnarisState:
        return TarnarisState(
            self.players,
            self.seed,
            self.giver_chooses,
            [[slot[:] for slot in field] for field in self.fields],
            [tray[:] for tray in self.trays],
            [pile[:] for pile in self.piles],
            self.active,
            self.turn,
            self.turns_done[:],
            self.phase,
            self.reveals_left,
            self.revealed[:],
            self.turn_slots[:],
            self.pending,
            self.chain,
            [grants[:] for grants in self.peeks],
            self.known[:],
            self.resigned[:],
            self.winners[:],
            self.reason,
            self.ply,
            [dict(cards) for cards in self.seen],
            self.edition,
        )

    @property
    def over(self) -> bool:
        return self.reason is not None

    def encode(self, state_format: int) -> dict[str, Any]:
        return {
            "format": state_format,
            "players": self.players,
            "seed": self.seed,
            "giver_chooses": self.giver_chooses,
            "fields": [[slot[:] for slot in field] for field in self.fields],
            "trays": [tray[:] for tray in self.trays],
            "piles": [pile[:] for pile in self.piles],
            "active": self.active,
            "turn": self.turn,
            "turns_done": self.turns_done[:],
            "phase": self.phase,
            "reveals_left": self.reveals_left,
            "revealed": [[slot, card] for slot, card in self.revealed],
            "turn_slots": self.turn_slots[:],
            "pending": _copy_json(self.pending),
            "chain": _copy_json(self.chain),
            "peeks": [grants[:] for grants in self.peeks],
            "known": [sorted(cards) for cards in self.known],
            "resigned": self.resigned[:],
            "winners": self.winners[:],
            "reason": self.reason,
            "ply": self.ply,
            "seen": [sorted([card, turn] for card, turn in cards.items()) for cards in self.seen],
            "edition": self.edition,
        }

    @classmethod
    def decode(cls, data: dict[str, Any]) -> TarnarisState:
        return cls(
            players=data["players"],
            seed=data["seed"],
            giver_chooses=data["giver_chooses"],
            fields=[[list(slot) for slot in field] for field in data["fields"]],
            trays=[list(tray) for tray in data["trays"]],
            piles=[list(pile) for pile in data["piles"]],
            active=data["active"],
            turn=data["turn"],
            turns_done=list(data["turns_done"]),
            phase=data["phase"],
            reveals_left=data["reveals_left"],
            revealed=[(slot, card) for slot, card in data["revealed"]],
            turn_slots=list(data["turn_slots"]),
            pending=_copy_json(data["pending"]),
            chain=_copy_json(data["chain"]),
            peeks=[list(grants) for grants in data["peeks"]],
            known=[frozenset(cards) for cards in data["known"]],
            resigned=list(data["resigned"]),
            winners=list(data["winners"]),
            reason=data["reason"],
            ply=data["ply"],
            seen=[{card: turn for card, turn in cards} for cards in data["seen"]],
            edition=data.get("edition", 1),
        )


def _copy_json(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _copy_json(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_copy_json(item) for item in value]
    return value
