"""Take Away, a test-only game: two players take 1–3 counters from one heap in turn; whoever
takes the last counter wins. Standard library only, like every engine game."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine.core import (
    RESIGN,
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
from engine.rng import Rng

MOST = 3


@dataclass(frozen=True, slots=True)
class Heap:
    counters: int
    turn: int
    winner: int | None = None
    reason: str = ""


class TakeAway(Game[Heap]):
    name = "takeaway"
    title = "Take Away"
    min_players = 2
    max_players = 2
    options_spec = (
        OptionSpec(
            "counters", "int", 10, "Counters on the heap at the start", minimum=4, maximum=40
        ),
    )

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> Heap:
        self.check_players(players)
        return Heap(self.normalize_options(options)["counters"], turn=0)

    def to_act(self, state: Heap) -> frozenset[int]:
        return frozenset() if state.winner is not None else frozenset({state.turn})

    def legal_moves(self, state: Heap, seat: int) -> list[Move]:
        if seat not in self.to_act(state):
            return []
        return [{"kind": "take", "count": n} for n in range(1, min(MOST, state.counters) + 1)]

    def apply(self, state: Heap, seat: int, move: Move) -> Applied[Heap]:
        if state.winner is not None:
            raise IllegalMoveError("game_over")
        if move.get("kind") == TAKE_BACK:
            return self.restore(seat, move)
        if move == RESIGN:
            other = 1 - seat
            return Applied(
                replace(state, winner=other, reason="resigned"),
                [{"kind": "resigned", "seat": seat}],
            )
        if move.get("kind") != "take" or not isinstance(move.get("count"), int):
            raise InvalidMoveError("move_shape")
        if seat != state.turn:
            raise IllegalMoveError("not_your_turn", seat=seat, turn=state.turn)
        count = move["count"]
        if not 1 <= count <= min(MOST, state.counters):
            raise IllegalMoveError("takeaway.count", count=count, most=min(MOST, state.counters))
        left = state.counters - count
        events: list[Event] = [{"kind": "took", "seat": seat, "count": count, "left": left}]
        if left == 0:
            return Applied(Heap(0, seat, winner=seat, reason="last_counter"), events)
        return Applied(Heap(left, 1 - seat), events)

    def outcome(self, state: Heap) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome(frozenset({state.winner}), state.reason)

    def move_space(self, state: Heap, seat: int) -> list[Move]:
        return [{"kind": "take", "count": n} for n in range(MOST + 2)]

    def view(self, state: Heap, seat: int | None) -> Json:
        return {"counters": state.counters, "turn": state.turn, "winner": state.winner}

    def conceal(self, state: Heap, observer: int | None, rng: Rng) -> Heap:
        return state  # nothing is hidden

    def encode_state(self, state: Heap) -> Json:
        return {
            "format": self.state_format,
            "counters": state.counters,
            "turn": state.turn,
            "winner": state.winner,
            "reason": state.reason,
        }

    def decode_state(self, data: Json) -> Heap:
        self.check_format(data)
        return Heap(data["counters"], data["turn"], data["winner"], data["reason"])


TAKEAWAY = TakeAway()
