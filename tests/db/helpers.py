"""Driving games through the store in tests: lobbies of test users, random legal play."""

from __future__ import annotations

from db.records import GameInfo, PlayResult
from db.store import GameStore
from engine.rng import Rng

GUILD = 1_000_000_000_000_000_001
CHANNEL = 1_000_000_000_000_000_002
#: Discord ids are 64-bit; the test users sit near the top of that range.
FIRST_USER = 2**63 - 1_000


def user(n: int) -> int:
    return FIRST_USER + n


async def lobby(
    store: GameStore, game: str, humans: int, computers: int = 0, **options: object
) -> GameInfo:
    info = await store.create_lobby(
        game,
        guild_id=GUILD,
        channel_id=CHANNEL,
        creator_id=user(0),
        creator_name="player 0",
        options=dict(options),
    )
    for n in range(1, humans):
        info = await store.join(info.id, user(n), f"player {n}")
    for n in range(computers):
        info = await store.add_computer(info.id, user(0), f"computer {n}")
    return info


async def started(
    store: GameStore, game: str, humans: int, computers: int = 0, **options: object
) -> GameInfo:
    info = await lobby(store, game, humans, computers, **options)
    return (await store.start(info.id, user(0))).game


def random_human_move(info: GameInfo, rng: Rng) -> tuple[int, dict]:
    """A random legal move of a random human seat to act: ``(user id, move)``."""
    seats = sorted(s.seat for s in info.seats if s.to_act and not s.is_computer)
    seat = seats[rng.randbelow(len(seats))]
    moves = info.rules.legal_moves(info.state, seat)
    user_id = info.seats[seat].user_id
    assert user_id is not None
    return user_id, moves[rng.randbelow(len(moves))]


async def play_random(store: GameStore, info: GameInfo, rng: Rng, plies: int) -> GameInfo:
    """Play up to ``plies`` random human moves (fewer if the game ends)."""
    for _ in range(plies):
        if info.is_over:
            break
        user_id, move = random_human_move(info, rng)
        result: PlayResult = await store.play(info.id, user_id, move, info.version)
        info = result.game
    return info
