"""Computer seats with levels, played one move at a time through the store (issue 16)."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import pytest
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncEngine

from db.errors import GameChangedError
from db.models import SeatRow
from db.ratings import RatingStore
from db.scheduler import Scheduler
from db.session import create_session_factory
from db.store import GameStore
from engine.ai import computer_move, memory_from_log
from engine.core import EngineError, stored_options
from engine.registry import get_game
from engine.rng import Rng, derive
from tests.db.helpers import CHANNEL, GUILD, random_human_move, user


@pytest.fixture
def paced(engine: AsyncEngine) -> GameStore:
    """A store like the bot's: computers wait for ``play_computer``."""
    return GameStore(create_session_factory(engine), pace_computers=True)


async def lobby_with(store: GameStore, game: str, levels: list[str]) -> int:
    info = await store.create_lobby(
        game, guild_id=GUILD, channel_id=CHANNEL, creator_id=user(0), creator_name="alone"
    )
    for level in levels:
        info = await store.add_computer(info.id, user(0), f"Bot ({level})", level)
    return info.id


async def test_each_computer_seat_keeps_its_level(store: GameStore) -> None:
    game_id = await lobby_with(store, "tsuro", ["hard", "easy"])
    info = await store.get(game_id)
    assert [(s.name, s.level) for s in info.seats] == [
        ("alone", None),
        ("Bot (hard)", "hard"),
        ("Bot (easy)", "easy"),
    ]
    assert info.computer_level == "hard"
    with pytest.raises(EngineError) as refused:
        await store.add_computer(game_id, user(0), "Bot", "brilliant")
    assert refused.value.code == "unknown_level"


async def test_a_computer_seat_from_before_levels_plays_easy(
    store: GameStore, engine: AsyncEngine
) -> None:
    game_id = await lobby_with(store, "tsuro", ["hard"])
    async with engine.begin() as connection:
        await connection.execute(update(SeatRow).values(level=None))
    info = await store.get(game_id)
    assert info.seats[1].level == "easy" and info.computer_level == "easy"


async def test_the_clock_level_is_easy_without_computers(store: GameStore) -> None:
    assert (await store.get(await lobby_with(store, "tsuro", []))).computer_level == "easy"


async def test_records_keep_the_levels(store: GameStore) -> None:
    game_id = await lobby_with(store, "tsuro", ["medium", "hard"])
    await store.start(game_id, user(0))
    record = await store.export_record(game_id)
    assert [s.get("level") for s in record["seats"]] == [None, "medium", "hard"]
    copy = await store.import_record(record, guild_id=GUILD, channel_id=CHANNEL, creator_id=1)
    assert [s.level for s in copy.seats] == [None, "medium", "hard"]


async def test_a_computer_thinks_apart_from_the_event_loop_and_yields_to_a_faster_change(
    paced: GameStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A computer's move is thought out in a worker thread, outside any transaction and lock:
    while it thinks, the bot reads and changes the same game (here its creator cancels it),
    and the move thought for the older position is not stored (``game_changed``)."""
    game_id = await lobby_with(paced, "tsuro", ["hard"])
    info = (await paced.start(game_id, user(0))).game
    rng = Rng(3)
    while not info.to_act & {s.seat for s in info.seats if s.is_computer}:
        user_id, move = random_human_move(info, rng)
        info = (await paced.play(info.id, user_id, move, info.version)).game
    thinking, release = threading.Event(), threading.Event()

    def slow(*args: Any, **kwargs: Any) -> dict[str, Any]:
        thinking.set()
        # Were it thought on the event loop, nothing could set this: fail instead of hanging.
        assert release.wait(10), "the event loop waited on the computer"
        return computer_move(*args, **kwargs)

    monkeypatch.setattr("db.store.computer_move", slow)
    task = asyncio.create_task(paced.play_computer(info.id, info.version))
    assert await asyncio.to_thread(thinking.wait, 10)
    assert (await paced.get(info.id)).version == info.version
    await paced.cancel(info.id, user(0))
    release.set()
    with pytest.raises(GameChangedError):
        await task
    after = await paced.get(info.id)
    assert after.status == "cancelled" and after.ply == info.ply


@pytest.mark.parametrize("game", ["tsuro", "triominos", "tarnaris"])
async def test_a_paced_store_plays_computers_one_move_at_a_time(
    paced: GameStore, engine: AsyncEngine, game: str
) -> None:
    game_id = await lobby_with(paced, game, ["easy", "medium", "hard"])
    info = (await paced.start(game_id, user(0))).game
    rng = Rng(5)
    moves = 0
    while not info.is_over:
        computers = {s.seat for s in info.seats if s.is_computer}
        pending = [g.id for g in await paced.computer_turns()]
        assert pending == ([info.id] if info.to_act & computers else [])
        if info.to_act & computers:
            result = await paced.play_computer(info.id, info.version)
            assert result is not None and len(result.actions) == 1
            [action] = result.actions
            assert action.by_computer and action.seat == min(info.to_act & computers)
        else:
            user_id, move = random_human_move(info, rng)
            result = await paced.play(info.id, user_id, move, info.version)
            assert [a.by_computer for a in result.actions] == [False]
        info = result.game
        moves += 1
    assert moves == info.ply
    assert await paced.play_computer(info.id) is None
    assert await paced.check_integrity() == []
    # Issue 18: the finished game is rated, whoever made its last move (a computer or not).
    standings = await RatingStore(create_session_factory(engine)).leaderboard(GUILD, game)
    assert sorted(s.games for s in standings) == [1, 1, 1, 1]


async def test_a_tarnaris_computer_plays_with_its_memory(paced: GameStore) -> None:
    """Medium and hard Tarnaris seats remember what they saw: the move is the one the engine
    chooses with the memory rebuilt from the log."""
    game_id = await lobby_with(paced, "tarnaris", ["hard", "hard", "hard"])
    info = (await paced.start(game_id, user(0))).game
    rng = Rng(9)
    checked = 0
    while not info.is_over and checked < 12:
        computers = {s.seat for s in info.seats if s.is_computer}
        if not info.to_act & computers:
            user_id, move = random_human_move(info, rng)
            info = (await paced.play(info.id, user_id, move, info.version)).game
            continue
        seat = min(info.to_act & computers)
        played = [(m.seat, m.move) for m in await paced.moves(info.id)]
        assert info.seed is not None
        memory = memory_from_log(
            info.rules, len(info.seats), stored_options(info.options), info.seed, played, seat
        )
        rng_seat = derive(info.seed, "computer", info.ply, seat)
        expected = computer_move(info.rules, info.state, seat, rng_seat, "hard", memory)
        result = await paced.play_computer(info.id, info.version)
        assert result is not None and result.actions[0].move == expected
        info = result.game
        checked += 1
    assert checked == 12


async def test_two_processes_play_a_computer_move_once(engine: AsyncEngine) -> None:
    """Two bot processes (two stores) see the same pending computer move: one plays it, the
    other gets ``game_changed`` from the version check."""
    first, second = (
        GameStore(create_session_factory(engine), pace_computers=True) for _ in range(2)
    )
    game_id = await lobby_with(first, "tsuro", ["easy"])
    info = (await first.start(game_id, user(0))).game
    user_id, move = random_human_move(info, Rng(1))
    info = (await first.play(info.id, user_id, move, info.version)).game
    outcomes = await asyncio.gather(
        first.play_computer(info.id, info.version),
        second.play_computer(info.id, info.version),
        return_exceptions=True,
    )
    assert sorted(type(o).__name__ for o in outcomes) == ["GameChangedError", "PlayResult"]
    assert any(isinstance(o, GameChangedError) for o in outcomes)
    assert (await first.get(info.id)).ply == info.ply + 1


async def test_the_turn_clock_computer_plays_at_the_games_computer_level(
    store: GameStore, engine: AsyncEngine
) -> None:
    """The clock's ``computer`` action for a person's seat plays as the game's computer seats
    do (here ``hard``), not always ``easy``: a seed where the two differ shows which."""
    rules = get_game("tsuro")
    options = rules.normalize_options({})

    def clock_move(seed: int, level: str) -> dict:
        state = rules.setup(2, options, seed)
        return computer_move(rules, state, 0, derive(seed, "clock", 0, 0), level)

    seed = next(s for s in range(1, 200) if clock_move(s, "easy") != clock_move(s, "hard"))
    seats = [
        {"seat": 0, "user_id": user(0), "name": "away", "colour": None, "is_computer": False},
        {"seat": 1, "user_id": None, "name": "Bot (hard)", "colour": None, "is_computer": True},
    ]
    seats[1]["level"] = "hard"
    record = {"format": 1, "game": "tsuro", "options": {}, "seed": seed, "seats": seats}
    game = await store.import_record(
        record | {"moves": []}, guild_id=GUILD, channel_id=CHANNEL, creator_id=user(0)
    )
    scheduler = Scheduler(
        create_session_factory(engine),
        store,
        worker="test",
        turn_seats=lambda g: [0],
        skip_kinds=lambda g: (),
    )
    move, how = scheduler._clock_move(game, 0, "computer")
    assert how == "computer" and move == clock_move(seed, "hard")
