"""The secrets proof (issue 19, "Secrets"): no hidden tile or card in any public output.

    python -m tests.reliability.secrets --games 1000 [--game NAME] [--seed S] [--pictures N]

For each registered game, ``--games`` seeded random games (2 to max players, a random
resignation now and then) are played in the engine. At every position (the set-up and after
every move) the bot's public outputs are made from a :class:`db.records.GameInfo` of it, as
the cogs do: the turn message's text (:func:`cogs.kit.turns.turn_content`: the header, the
move's events in the adapter's words and its turn line), its buttons and menus (labels, ids,
options: ``turn_view`` as sent to Discord), the status lines and phase of
``/game status``, for Tarnaris each event's wording once the turn is over (T4 Async: the
closed turn message, the public post of a claim) and the public picture (``board_png``).

The check is indistinguishability: the same outputs are made from copies of the position
where everything nobody may see is re-dealt (``game.conceal(state, None, rng)``), and must be
identical (texts equal, PNG bytes equal). Events are public by the engine's contract, except
the values of Tarnaris cards that went back face down, which the face-down wording is checked
against with those values re-drawn. An output that differs is a leak. Pictures take ~10 ms
each, so they are compared at every position of the first ``--pictures`` games per game (and
at every 10th position of the rest).

Logs are not this script's part: ``tests/bot/test_logs.py`` searches a whole DEBUG run of the
bot for the real seeds, hands and tokens; DEBUG emits every record INFO and WARNING emit (same
handlers and formatter), so it covers those levels too.

It prints one JSON line and ``games / positions / texts / pictures / leaks``; the exit status
is 0 when no leak was found. ``tests/reliability/test_secrets.py`` runs a short form in CI.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from cogs.kit.adapter import adapter_for
from cogs.kit.turns import turn_content
from db.records import GameInfo
from engine.core import RESIGN, EngineError, Event, Game
from engine.registry import all_games
from engine.rng import Rng, derive
from tests.positions import game_info

#: A random game longer than this is cut short (none of the three games comes close).
MAX_PLIES = 5000
#: Re-dealt copies compared with each position.
COPIES = 2
#: Per ply, the chance (in thousandths) that a random seat resigns instead.
RESIGN_PER_MILLE = 4
#: Per ply, the chance (in thousandths) that the move is taken back when the other people
#: could let it (issue 28: one that showed its mover nothing hidden).
TAKE_BACK_PER_MILLE = 60
#: Pictures past the first ``--pictures`` games: every this many positions.
PICTURE_EVERY = 10
NAMES = ("Alice", "Bob", "Carol", "Dave", "Eve", "Fay", "Gus", "Hal")
#: Events whose card values go back face down when the turn ends (T4 Async): what the
#: face-down wording must not depend on.
FACE_DOWN = {"tarnaris": {"revealed": "cards", "claim_wrong": "card"}}
#: The text checked against :data:`FACE_DOWN`'s values re-drawn.
AFTER_THE_TURN = "after the turn"

#: The public texts of a position: (what, text) pairs, compared one by one.
Wording = Callable[[GameInfo, Sequence[Event]], list[tuple[str, str]]]
#: The public picture of a position (default: the adapter's ``board_png``).
Drawing = Callable[[GameInfo], bytes]


@dataclass
class Report:
    games: dict[str, int] = field(default_factory=dict)
    positions: int = 0
    texts: int = 0
    pictures: int = 0
    leaks: int = 0
    resignations: int = 0
    take_backs: int = 0
    details: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def leak(self, text: str) -> None:
        self.leaks += 1
        if len(self.details) < 20:
            self.details.append(text)

    def summary(self) -> str:
        per_game = ", ".join(f"{n} {name}" for name, n in self.games.items())
        return (
            f"{per_game} games / {self.positions:,} positions / {self.texts:,} texts and "
            f"{self.pictures:,} pictures compared with re-dealt copies / {self.leaks} leaks "
            f"({self.resignations} resignations, {self.take_backs} take-backs, "
            f"{self.seconds:.0f} s)"
        )


def public_texts(game: GameInfo, events: Sequence[Event]) -> list[tuple[str, str]]:
    """Every public text the bot makes of a position and the move that led to it."""
    adapter = adapter_for(game.game)
    view = adapter.turn_view(game)
    texts = [
        ("turn message", turn_content(game, events)[0]),
        ("status", "\n".join(adapter.status_lines(game))),
        ("phase", adapter.phase(game)),
        ("buttons", json.dumps(view.to_components() if view else None, sort_keys=True)),
    ]
    if game.game in FACE_DOWN:
        lines = [adapter.describe_event(game, e, face_down=True) for e in events]  # type: ignore[call-arg]
        texts.append((AFTER_THE_TURN, "\n".join(line or "" for line in lines)))
    return texts


def redraw_face_down(name: str, events: Sequence[Event], rng: Rng) -> list[Event]:
    """``events`` with the values that go back face down (:data:`FACE_DOWN`) re-drawn."""
    fields = FACE_DOWN.get(name, {})
    out: list[Event] = []
    for event in events:
        key = fields.get(event["kind"])
        if key is None:
            out.append(event)
            continue
        value = event[key]
        cards = value if isinstance(value, list) else [value]
        redrawn = [{**card, "number": 1 + rng.randbelow(10)} for card in cards]
        out.append({**event, key: redrawn if isinstance(value, list) else redrawn[0]})
    return out


def check_position(
    report: Report,
    game: Game,
    state: Any,
    players: int,
    ply: int,
    events: Sequence[Event],
    rng: Rng,
    *,
    picture: bool,
    wording: Wording = public_texts,
    drawing: Drawing | None = None,
) -> None:
    """Compare the public outputs of ``state`` (after a move with ``events``) with those of
    :data:`COPIES` re-dealt copies; a difference is a leak."""
    draw = drawing or adapter_for(game.name).board_png
    real = game_info(game, state, NAMES[:players], ply=ply)
    texts = wording(real, events)
    png = draw(real) if picture else b""
    report.positions += 1
    for copy in range(COPIES):
        other = game_info(game, game.conceal(state, None, rng), NAMES[:players], ply=ply)
        seen = wording(other, events)
        # The face-down wording must not depend on the values that went face down either.
        redrawn = wording(other, redraw_face_down(game.name, events, rng))
        for (what, text), (_, same), (_, again) in zip(texts, seen, redrawn, strict=True):
            report.texts += 1
            for other_text in (same, again) if what == AFTER_THE_TURN else (same,):
                if text != other_text:
                    report.leak(
                        f"{game.name} ply {ply}, {what} differs:\n{text}\n--- vs ---\n{other_text}"
                    )
        if picture and copy == 0:
            report.pictures += 1
            if draw(other) != png:
                report.leak(f"{game.name} ply {ply}: the picture differs")


def play_game(
    report: Report,
    game: Game,
    seed: int,
    *,
    pictures: bool,
    wording: Wording = public_texts,
    drawing: Drawing | None = None,
) -> None:
    """One seeded random game, every position checked; a random seat resigns now and then."""
    rng = derive(seed, "secrets", game.name)
    players = game.min_players + rng.randbelow(game.max_players - game.min_players + 1)
    state = game.setup(players, game.normalize_options({}), seed)
    events: list[Event] = []
    for ply in range(MAX_PLIES):
        every = pictures or ply % PICTURE_EVERY == 0
        check_position(
            report,
            game,
            state,
            players,
            ply,
            events,
            rng,
            picture=every,
            wording=wording,
            drawing=drawing,
        )
        if game.outcome(state) is not None:
            return
        seat, move = game.random_action(state, rng)
        if rng.randbelow(1000) < RESIGN_PER_MILLE:
            seat, move = rng.randbelow(players), RESIGN
        try:
            applied = game.apply(state, seat, move)
        except EngineError:  # that seat had resigned already: play the random move
            seat, move = game.random_action(state, rng)
            applied = game.apply(state, seat, move)
        report.resignations += move is RESIGN
        before, (state, events) = state, (applied.state, applied.events)
        if move is not RESIGN and rng.randbelow(1000) < TAKE_BACK_PER_MILLE:
            state, events = take_back(report, game, before, seat, move, state, rng)


def take_back(
    report: Report, game: Game, before: Any, seat: int, move: Any, after: Any, rng: Rng
) -> tuple[Any, list[Event]]:
    """Take ``move`` back as people at a table may (issue 28), if the engine lets them: then
    the position is ``before`` again (checked like every position by the caller, with the
    take-back's own event), and the move must not have shown its mover anything hidden —
    checked here again with re-deals of our own (``before`` re-dealt from the mover's side,
    the move played: the mover's view must be the same in every copy), so that no take-back
    lets a player keep a tile or card they had not seen."""
    if not game.may_take_back(before, seat, move, others_computers=False):
        return after, []
    report.take_backs += 1
    seen = json.dumps(game.view(after, seat), sort_keys=True)
    for _ in range(COPIES * 2):
        copy = game.apply(game.conceal(before, seat, rng), seat, move).state
        if json.dumps(game.view(copy, seat), sort_keys=True) != seen:
            report.leak(f"{game.name}: a take-back let its mover keep what the move showed")
    applied = game.apply(after, seat, game.take_back_move(before, 1))
    if json.dumps(game.encode_state(applied.state), sort_keys=True) != json.dumps(
        game.encode_state(before), sort_keys=True
    ):
        report.leak(f"{game.name}: a take-back did not restore the position")
    return applied.state, applied.events


def secrets_run(
    games: int,
    *,
    only: str | None = None,
    seed: int = 0,
    pictures: int = 100,
    wording: Wording = public_texts,
    drawing: Drawing | None = None,
) -> Report:
    """``games`` random games of each game (or of ``only``), pictures compared at every
    position of the first ``pictures`` of them."""
    report = Report()
    started = time.monotonic()
    for name, game in sorted(all_games().items()):
        if only is not None and name != only:
            continue
        for number in range(games):
            play_game(
                report,
                game,
                seed * 1_000_003 + number,
                pictures=number < pictures,
                wording=wording,
                drawing=drawing,
            )
        report.games[name] = games
    report.seconds = time.monotonic() - started
    return report


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tests.reliability.secrets", description=__doc__
    )
    parser.add_argument("--games", type=int, default=1000, help="games per game (1,000)")
    parser.add_argument("--game", default=None, help="only this game")
    parser.add_argument("--seed", type=int, default=0, help="seed of the seeds (0)")
    parser.add_argument(
        "--pictures", type=int, default=100, help="games per game with every picture compared"
    )
    args = parser.parse_args(argv)
    report = secrets_run(args.games, only=args.game, seed=args.seed, pictures=args.pictures)
    print(json.dumps(asdict(report)))
    print(report.summary())
    print(
        f"pictures: every position of the first {min(args.pictures, args.games)} games per "
        f"game, every {PICTURE_EVERY}th position of the rest; logs: tests/bot/test_logs.py "
        "(a DEBUG run, which emits every INFO and WARNING record too)"
    )
    return 0 if report.leaks == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
