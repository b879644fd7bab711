"""The game store on real databases: every test runs on SQLite and on PostgreSQL."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncEngine

from db.errors import (
    DamagedGameError,
    InvalidRecordError,
    InvalidSettingError,
    LobbyError,
    NotAllowedError,
    NotFoundError,
    TooLongError,
    WrongStatusError,
)
from db.migrate import upgrade
from db.models import GameRow, GameStatus, MoveRow
from db.outbox import Outbox
from db.records import GameInfo
from db.session import create_engine, create_session_factory
from db.store import GameStore, turn_message_key
from engine.core import RESIGN, EngineError
from engine.registry import all_games
from engine.rng import Rng
from tests.db.helpers import CHANNEL, GUILD, lobby, play_random, random_human_move, started, user

GAMES = sorted(all_games())
#: The game of the tests that need one particular game.
GAME = "tsuro"


def canonical(value: object) -> str:
    return json.dumps(value, sort_keys=True)


async def move_count(engine: AsyncEngine, game_id: int) -> int:
    async with engine.connect() as connection:
        rows = await connection.execute(select(MoveRow.id).where(MoveRow.game_id == game_id))
        return len(rows.all())


# -- whole games ------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
async def test_full_game_of_each_game_through_the_store(
    store: GameStore, engine: AsyncEngine, game: str
) -> None:
    rules = all_games()[game]
    computers = 1 if rules.max_players >= 3 else 0
    info = await started(store, game, humans=2, computers=computers)
    assert info.status == GameStatus.ACTIVE and info.started_at is not None
    info = await play_random(store, info, Rng(7), plies=10_000)

    assert info.status == GameStatus.FINISHED
    assert info.outcome is not None and info.finished_at is not None
    assert not info.to_act
    again = await store.get(info.id)
    assert again == info
    # The stored log replays to the stored snapshot and outcome.
    assert await store.check_integrity() == []
    log = [(m.seat, m.move) for m in await store.moves(info.id)]
    assert len(log) == info.ply == await move_count(engine, info.id)
    assert info.seed is not None
    replayed = rules.replay(len(info.seats), info.options, info.seed, log)
    assert canonical(rules.encode_state(replayed)) == canonical(again.snapshot)
    assert rules.outcome(replayed) == info.outcome
    with pytest.raises(WrongStatusError) as caught:
        await store.resign(info.id, user(0))
    assert caught.value.code == "game_over"


async def test_restart_in_the_middle_of_a_game_then_finish(database_url: str) -> None:
    """A new engine and session factory on the same database carry on where the old left."""
    first = create_engine(database_url)
    await upgrade(first)
    info = await started(GameStore(create_session_factory(first)), GAME, humans=3)
    info = await play_random(GameStore(create_session_factory(first)), info, Rng(3), plies=4)
    assert info.status == GameStatus.ACTIVE and info.ply >= 4
    await first.dispose()

    second = create_engine(database_url)
    await upgrade(second)  # start-up migrates again: a no-op on a current schema
    store = GameStore(create_session_factory(second))
    resumed = await store.get(info.id)
    assert resumed == info
    assert canonical(resumed.rules.encode_state(resumed.state)) == canonical(info.snapshot)
    finished = await play_random(store, resumed, Rng(4), plies=10_000)
    assert finished.status == GameStatus.FINISHED
    assert await store.check_integrity() == []
    await second.dispose()


# -- rejections ---------------------------------------------------------------------------
async def snapshot_of(store: GameStore, engine: AsyncEngine, game_id: int) -> tuple:
    info = await store.get(game_id)
    return info.version, info.ply, canonical(info.snapshot), await move_count(engine, game_id)


async def test_rejected_move_changes_nothing(store: GameStore, engine: AsyncEngine) -> None:
    info = await started(store, GAME, humans=3)
    before = await snapshot_of(store, engine, info.id)
    (acting,) = info.to_act
    rules = info.rules
    legal = {canonical(m) for m in rules.legal_moves(info.state, acting)}
    illegal = next(m for m in rules.move_space(info.state, acting) if canonical(m) not in legal)
    with pytest.raises(EngineError):
        await store.play(info.id, info.seats[acting].user_id, illegal)
    waiting = next(s for s in info.seats if s.seat != acting)
    with pytest.raises(EngineError):  # a legal move of the seat to act, sent by another seat
        await store.play(info.id, waiting.user_id, rules.legal_moves(info.state, acting)[0])
    with pytest.raises(EngineError):
        await store.play(info.id, waiting.user_id, {"no kind": 1})
    assert await snapshot_of(store, engine, info.id) == before


async def test_user_who_is_not_seated_cannot_act(store: GameStore, engine: AsyncEngine) -> None:
    info = await started(store, GAME, humans=2)
    before = await snapshot_of(store, engine, info.id)
    (acting,) = info.to_act
    move = info.rules.legal_moves(info.state, acting)[0]
    for act in (
        store.play(info.id, user(99), move),
        store.resign(info.id, user(99)),
    ):
        with pytest.raises(NotAllowedError) as caught:
            await act
        assert caught.value.code == "not_seated"
    assert await snapshot_of(store, engine, info.id) == before


async def test_unknown_game_is_not_found(store: GameStore) -> None:
    for act in (store.get(12345), store.play(12345, user(0), {"kind": "x"}), store.join(9, 1, "")):
        with pytest.raises(NotFoundError) as caught:
            await act
        assert caught.value.code == "not_found"


# -- lobby --------------------------------------------------------------------------------
async def test_lobby_join_leave_and_limits(store: GameStore) -> None:
    info = await store.create_lobby(
        GAME,
        guild_id=GUILD,
        channel_id=CHANNEL,
        creator_id=user(0),
        creator_name="creator",
        max_seats=3,
    )
    assert info.status == GameStatus.LOBBY and info.max_seats == 3
    assert [(s.seat, s.user_id) for s in info.seats] == [(0, user(0))]
    info = await store.join(info.id, user(1), "one")
    with pytest.raises(LobbyError, match="already_joined"):
        await store.join(info.id, user(1), "one")
    info = await store.add_computer(info.id, user(0), "computer")
    with pytest.raises(LobbyError, match="lobby_full"):
        await store.join(info.id, user(2), "two")
    with pytest.raises(NotAllowedError, match="creator_must_cancel"):
        await store.leave(info.id, user(0))
    with pytest.raises(LobbyError, match="not_joined"):
        await store.leave(info.id, user(5))

    # Leaving moves later seats up: seats stay 0..n-1.
    version = info.version
    info = await store.leave(info.id, user(1))
    assert info.version > version
    assert [(s.seat, s.user_id, s.is_computer) for s in info.seats] == [
        (0, user(0), False),
        (1, None, True),
    ]
    info = await store.join(info.id, user(2), "two")
    assert [s.seat for s in info.seats] == [0, 1, 2]
    info = await store.remove_computer(info.id, user(0), 1)
    assert [(s.seat, s.user_id) for s in info.seats] == [(0, user(0)), (1, user(2))]


async def test_only_the_creator_starts_and_adds_computers(store: GameStore) -> None:
    info = await lobby(store, GAME, humans=1)
    with pytest.raises(LobbyError) as caught:
        await store.start(info.id, user(0))
    assert caught.value.code == "too_few_players"
    assert caught.value.data["minimum"] == info.rules.min_players
    info = await store.join(info.id, user(1), "one")
    for act in (store.start(info.id, user(1)), store.add_computer(info.id, user(1), "c")):
        with pytest.raises(NotAllowedError) as not_creator:
            await act
        assert not_creator.value.code == "not_creator"
    result = await store.start(info.id, user(0))
    assert result.game.status == GameStatus.ACTIVE and result.game.seed is not None
    assert 0 <= result.game.seed < 2**63
    with pytest.raises(WrongStatusError, match="not_lobby"):
        await store.join(info.id, user(2), "late")
    with pytest.raises(WrongStatusError, match="not_lobby"):
        await store.start(info.id, user(0))


async def test_engine_checks_options_at_creation(store: GameStore) -> None:
    with pytest.raises(EngineError) as caught:
        await lobby(store, GAME, humans=1, no_such_option=True)
    assert caught.value.code == "unknown_option"
    with pytest.raises(EngineError):
        await store.create_lobby(
            GAME, guild_id=1, channel_id=2, creator_id=3, creator_name="c", max_seats=99
        )


async def test_cancel_by_creator_or_manager_only(store: GameStore) -> None:
    info = await started(store, GAME, humans=2)
    with pytest.raises(NotAllowedError, match="not_creator"):
        await store.cancel(info.id, user(1))
    cancelled = await store.cancel(info.id, user(5), is_manager=True)
    assert cancelled.status == GameStatus.CANCELLED and cancelled.is_over
    assert not cancelled.to_act and await store.user_games(user(0)) == []
    user_id, move = random_human_move(info, Rng(1))
    with pytest.raises(WrongStatusError, match="game_over"):
        await store.play(info.id, user_id, move)
    with pytest.raises(WrongStatusError, match="game_over"):
        await store.cancel(info.id, user(0))
    waiting = await lobby(store, GAME, humans=2)
    assert (await store.cancel(waiting.id, user(0))).status == GameStatus.CANCELLED


async def test_playing_before_start_is_refused(store: GameStore) -> None:
    info = await lobby(store, GAME, humans=2)
    with pytest.raises(WrongStatusError, match="not_started"):
        await store.play(info.id, user(0), {"kind": "resign"})
    with pytest.raises(WrongStatusError, match="not_started"):
        await store.export_record(info.id)


async def test_colours_follow_preferences_and_stay_distinct(store: GameStore) -> None:
    await store.update_user_preferences(user(1), colour="teal")
    await store.update_user_preferences(user(2), colour="teal")
    info = await lobby(store, GAME, humans=3)
    assert [s.colour for s in info.seats] == [None, "teal", None]
    with pytest.raises(LobbyError, match="colour_taken"):
        await store.set_colour(info.id, user(2), "teal")
    info = await store.set_colour(info.id, user(2), "amber")
    assert [s.colour for s in info.seats] == [None, "teal", "amber"]
    with pytest.raises(NotAllowedError, match="not_seated"):
        await store.set_colour(info.id, user(9), "red")


async def test_texts_longer_than_their_columns_are_refused_before_storing(
    store: GameStore, engine: AsyncEngine
) -> None:
    """Issue 19, 4: SQLite does not enforce ``String(n)``; the store refuses on both."""
    long_name, long_colour = "n" * 101, "c" * 33
    with pytest.raises(TooLongError, match="too_long") as refused:
        await store.create_lobby(
            GAME, guild_id=GUILD, channel_id=CHANNEL, creator_id=user(0), creator_name=long_name
        )
    assert refused.value.data == {"field": "name", "limit": 100}
    info = await lobby(store, GAME, humans=2)
    with pytest.raises(TooLongError):
        await store.join(info.id, user(5), long_name)
    with pytest.raises(TooLongError):
        await store.add_computer(info.id, user(0), long_name)
    with pytest.raises(TooLongError) as refused:
        await store.set_colour(info.id, user(1), "c" * 6000)
    assert refused.value.data == {"field": "colour", "limit": 32}
    with pytest.raises(TooLongError):
        await store.update_user_preferences(user(1), colour=long_colour)
    # Exactly at the limit is fine.
    info = await store.set_colour(info.id, user(1), "c" * 32)
    assert info.seats[1].colour == "c" * 32
    assert len((await store.get(info.id)).seats) == 2
    assert (await store.user_preferences(user(1))).colour is None


async def test_an_imported_record_with_a_too_long_name_is_refused(store: GameStore) -> None:
    info = await started(store, GAME, humans=2)
    record = await store.export_record(info.id)
    record["seats"][0]["name"] = "n" * 101
    with pytest.raises(InvalidRecordError, match="bad_record"):
        await store.import_record(record, guild_id=GUILD, channel_id=7, creator_id=user(0))


async def test_a_lobby_needs_a_server(store: GameStore) -> None:
    """Issue 19, 4: a guild-only ``new`` sent from a DM must not make a server-less lobby."""
    with pytest.raises(NotAllowedError, match="guild_only"):
        await store.create_lobby(
            GAME, guild_id=None, channel_id=CHANNEL, creator_id=user(0), creator_name="a"
        )
    assert await store.user_games(user(0)) == []


# -- play ---------------------------------------------------------------------------------
async def test_resign_marks_the_seat_and_the_game_goes_on(store: GameStore) -> None:
    info = await started(store, GAME, humans=3)
    resigner = next(s for s in info.seats if not s.to_act)
    result = await store.resign(info.id, resigner.user_id, info.version)
    info = result.game
    assert [a.move for a in result.actions] == [RESIGN]
    assert info.seats[resigner.seat].left_at is not None
    assert info.status == GameStatus.ACTIVE
    assert all(g.id != info.id for g in await store.user_games(resigner.user_id))


async def test_computer_seats_play_after_each_human_move(store: GameStore) -> None:
    info = await started(store, GAME, humans=1, computers=2)
    computers = {s.seat for s in info.seats if s.is_computer}
    rng = Rng(11)
    while not info.is_over:
        # After every store call only human seats are left to act.
        assert not info.to_act & computers
        user_id, move = random_human_move(info, rng)
        result = await store.play(info.id, user_id, move, info.version)
        assert [a.by_computer for a in result.actions][:1] == [False]
        assert all(a.by_computer == (a.seat in computers) for a in result.actions)
        assert [a.ply for a in result.actions] == list(
            range(info.ply, info.ply + len(result.actions))
        )
        assert result.events == [e for a in result.actions for e in a.events]
        info = result.game
    assert await store.check_integrity() == []


async def test_computers_finish_a_claim_game_once_every_human_resigned(store: GameStore) -> None:
    """Tarnaris lets every seat claim at any time; computers play only what the game waits
    on, so with no human left they play their turns to the end instead of waiting forever."""
    info = await started(store, "tarnaris", humans=1, computers=2)
    assert info.to_act == info.rules.waiting_for(info.state)
    result = await store.resign(info.id, user(0))
    assert result.game.is_over
    assert result.game.outcome is not None and 0 not in result.game.outcome.winners
    assert all(a.by_computer for a in result.actions[1:])


async def test_waiting_on_a_claim_game_is_the_active_player_only(store: GameStore) -> None:
    info = await started(store, "tarnaris", humans=3)
    active = info.view(None)["active"]
    assert info.to_act == frozenset({active})
    stored = await store.get(info.id)
    assert [seat.seat for seat in stored.seats if seat.to_act] == [active]


async def test_timestamps_are_aware_utc_and_turn_clock_restarts(database_url: str) -> None:
    now = datetime(2030, 1, 1, 12, 0, tzinfo=UTC)

    def clock() -> datetime:
        return now

    engine = create_engine(database_url)
    await upgrade(engine)
    store = GameStore(create_session_factory(engine), clock=clock)
    info = await started(store, GAME, humans=2)
    assert info.turn_started_at == now and info.turn_started_at.tzinfo is not None
    now += timedelta(hours=30)
    info = await play_random(store, info, Rng(2), plies=1)
    assert info.turn_started_at == now
    stored = await GameStore(create_session_factory(engine)).get(info.id)
    for moment in (stored.created_at, stored.updated_at, stored.turn_started_at):
        assert moment is not None and moment.utcoffset() == timedelta(0)
    await engine.dispose()


# -- look-ups and Discord references -------------------------------------------------------
async def test_look_ups_by_thread_user_and_waiting(store: GameStore) -> None:
    first = await started(store, GAME, humans=2)
    second = await lobby(store, GAME, humans=1)
    await store.set_thread(first.id, 2**63 - 7)
    await store.set_messages(first.id, lobby_message_id=2**63 - 8)
    await store.set_messages(first.id, turn_message_id=2**63 - 9)
    found = await store.by_thread(2**63 - 7)
    assert found is not None and found.id == first.id
    assert (found.thread_id, found.lobby_message_id, found.turn_message_id) == (
        2**63 - 7,
        2**63 - 8,
        2**63 - 9,
    )
    # Message ids are not moves: buttons made for this version stay valid.
    assert found.version == first.version
    assert await store.by_thread(5) is None

    (acting,) = first.to_act
    waiting_user = first.seats[acting].user_id
    mine = [g.id for g in await store.user_games(user(0))]
    assert sorted(mine) == [first.id, second.id]
    if waiting_user == user(0):  # games waiting on the user come first
        assert mine[0] == first.id
    assert [g.id for g in await store.user_games(user(1))] == [first.id]
    assert await store.user_games(user(0), guild_id=GUILD + 1) == []
    assert [g.id for g in await store.guild_games(GUILD)] == [first.id, second.id]
    assert [g.id for g in await store.guild_games(GUILD, statuses=[GameStatus.LOBBY])] == [
        second.id
    ]
    with pytest.raises(NotFoundError):
        await store.set_thread(999_999, 1)


async def test_views_come_from_the_stored_state(store: GameStore) -> None:
    info = await started(store, GAME, humans=2)
    loaded = await store.get(info.id)
    for seat in (None, 0, 1):
        assert canonical(loaded.view(seat)) == canonical(info.rules.view(info.state, seat))


def test_logged_objects_hide_state_seed_and_moves() -> None:
    info = GameInfo(
        id=1,
        game=GAME,
        status=GameStatus.ACTIVE,
        version=1,
        options={},
        guild_id=None,
        channel_id=1,
        thread_id=None,
        lobby_message_id=None,
        turn_message_id=None,
        creator_id=1,
        max_seats=2,
        ply=0,
        seats=(),
        outcome=None,
        created_at=datetime.now(UTC),
        updated_at=datetime.now(UTC),
        started_at=None,
        turn_started_at=None,
        finished_at=None,
        snapshot={"secret-hand": [31, 32]},
        seed=987654321987,
    )
    assert "secret-hand" not in repr(info) and "987654321987" not in repr(info)


# -- records ------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
async def test_export_then_import_gives_the_same_state(store: GameStore, game: str) -> None:
    info = await started(store, game, humans=2)
    info = await play_random(store, info, Rng(5), plies=6)
    record = await store.export_record(info.id)
    assert set(record) == {"format", "game", "options", "seed", "seats", "moves"}
    record = json.loads(json.dumps(record))
    imported = await store.import_record(record, guild_id=GUILD, channel_id=7, creator_id=user(0))
    assert imported.id != info.id
    assert canonical(imported.snapshot) == canonical(info.snapshot)
    assert (imported.status, imported.ply, imported.to_act) == (info.status, info.ply, info.to_act)
    assert [(s.seat, s.user_id, s.name) for s in imported.seats] == [
        (s.seat, s.user_id, s.name) for s in info.seats
    ]
    assert await store.export_record(imported.id) == record
    # The imported game is playable and consistent.
    await play_random(store, imported, Rng(6), plies=2)
    assert await store.check_integrity() == []


async def test_import_rejects_bad_records(store: GameStore) -> None:
    info = await play_random(store, await started(store, GAME, humans=2), Rng(1), plies=2)
    good = await store.export_record(info.id)
    broken = [
        {**good, "format": 99},
        {**good, "seed": -1},
        {**good, "seats": [{"name": "x"}]},
        {**good, "moves": [{"move": {}}]},
        {**good, "moves": [{"seat": 5, "move": good["moves"][0]["move"]}]},
    ]
    for record in broken:
        with pytest.raises(InvalidRecordError, match="bad_record"):
            await store.import_record(record, guild_id=GUILD, channel_id=1, creator_id=1)
    tampered = {**good, "moves": list(reversed(good["moves"]))}
    with pytest.raises(EngineError):
        await store.import_record(tampered, guild_id=GUILD, channel_id=1, creator_id=1)
    assert [g.id for g in await store.guild_games(GUILD, statuses=list(GameStatus))] == [info.id]


# -- integrity ----------------------------------------------------------------------------
async def test_tampered_snapshot_is_reported_and_refused(
    store: GameStore, engine: AsyncEngine, caplog: pytest.LogCaptureFixture
) -> None:
    info = await started(store, GAME, humans=2)
    info = await play_random(store, info, Rng(8), plies=3)
    healthy = await started(store, GAME, humans=2)
    other = await started(store, GAME, humans=2)
    async with engine.begin() as connection:
        # The snapshot of another game: well-formed, but not what the log replays to.
        await connection.execute(
            update(GameRow.__table__)
            .where(GameRow.__table__.c.id == info.id)
            .values(state=other.snapshot)
        )

    problems = await store.check_integrity()
    assert [(p.game_id, p.code) for p in problems] == [(info.id, "snapshot_mismatch")]
    assert f"game {info.id} damaged: snapshot_mismatch" in caplog.text
    with pytest.raises(DamagedGameError) as caught:
        await store.get(info.id)
    assert caught.value.code == "game_damaged"
    assert caught.value.data["problem"]["code"] == "snapshot_mismatch"
    # Reported again on the next check, and other games are unaffected.
    assert [p.game_id for p in await store.check_integrity()] == [info.id]
    assert (await store.get(healthy.id)).status == GameStatus.ACTIVE


async def test_first_action_in_a_process_checks_the_snapshot(engine: AsyncEngine) -> None:
    """A store that never saw the game (a restarted bot) replays it before trusting it."""
    store = GameStore(create_session_factory(engine))
    info = await play_random(store, await started(store, GAME, humans=2), Rng(9), plies=2)
    async with engine.begin() as connection:
        await connection.execute(
            update(MoveRow.__table__)
            .where(MoveRow.__table__.c.game_id == info.id, MoveRow.__table__.c.ply == 1)
            .values(ply=7)
        )
    fresh = GameStore(create_session_factory(engine))
    user_id, move = random_human_move(info, Rng(1))
    with pytest.raises(DamagedGameError) as caught:
        await fresh.play(info.id, user_id, move)
    assert caught.value.data["problem"]["code"] == "log_gap"
    with pytest.raises(DamagedGameError):
        await store.play(info.id, user_id, move)


async def test_logged_moves_carry_their_format_and_bare_ones_still_replay(
    engine: AsyncEngine,
) -> None:
    """The move log holds ``encode_move`` JSON (with ``format``); rows written before moves
    carried it (bare moves) read and replay the same, also in a store that never saw them."""
    store = GameStore(create_session_factory(engine))
    # Triominos: eight plies never end a game to 400, so one more move can follow.
    info = await play_random(store, await started(store, "triominos", humans=2), Rng(4), plies=8)
    moves = MoveRow.__table__
    async with engine.connect() as connection:
        rows = (await connection.execute(select(moves.c.id, moves.c.move))).all()
    assert rows and all(row.move["format"] == info.rules.move_format for row in rows)
    before = [(m.seat, m.move) for m in await store.moves(info.id)]
    assert all("format" not in move for _, move in before)
    async with engine.begin() as connection:
        for row in rows:
            bare = {k: v for k, v in row.move.items() if k != "format"}
            await connection.execute(update(moves).where(moves.c.id == row.id).values(move=bare))
    fresh = GameStore(create_session_factory(engine))
    assert await fresh.check_integrity(info.id) == []
    assert [(m.seat, m.move) for m in await fresh.moves(info.id)] == before
    user_id, move = random_human_move(await fresh.get(info.id), Rng(2))
    await fresh.play(info.id, user_id, move)


# -- settings -----------------------------------------------------------------------------
async def test_guild_settings_and_user_preferences(store: GameStore) -> None:
    settings = await store.guild_settings(GUILD)
    assert (settings.remind_after_hours, settings.turn_clock_hours) == (24, 72)
    settings = await store.update_guild_settings(
        GUILD, remind_after_hours=12, clock_action="remove", manager_role_id=2**63 - 1
    )
    assert (settings.remind_after_hours, settings.clock_action) == (12, "remove")
    assert (await store.guild_settings(GUILD)).manager_role_id == 2**63 - 1
    assert (await store.guild_settings(GUILD + 1)).remind_after_hours == 24
    for bad in ({"nope": 1}, {"clock_action": "explode"}, {"max_reminders": -1}):
        with pytest.raises(InvalidSettingError):
            await store.update_guild_settings(GUILD, **bad)

    away = datetime(2031, 5, 1, tzinfo=UTC)
    prefs = await store.update_user_preferences(user(0), notify="dm", away_until=away)
    assert (prefs.notify, prefs.away_until) == ("dm", away)
    assert (await store.user_preferences(user(0))).away_until == away
    assert (await store.user_preferences(user(1))).notify == "mention"
    with pytest.raises(InvalidSettingError, match="bad_setting_value"):
        await store.update_user_preferences(user(0), notify="carrier pigeon")


async def test_seats_put_out_by_the_engine_are_stamped(store: GameStore) -> None:
    """Tsuro E-rules: a marker leaving the board or colliding is eliminated."""
    info = await started(store, GAME, humans=4)
    rng = Rng(21)
    eliminated: set[int] = set()
    while not info.is_over:
        user_id, move = random_human_move(info, rng)
        result = await store.play(info.id, user_id, move, info.version)
        eliminated |= {e["seat"] for e in result.events if e["kind"] == "eliminated"}
        info = result.game
    assert eliminated
    assert {s.seat for s in info.seats if s.eliminated_at is not None} == eliminated
    assert {s.seat for s in (await store.get(info.id)).seats if s.eliminated_at} == eliminated
    assert all(s.left_at is None for s in info.seats)


async def test_unshown_turns_are_the_positions_since_the_last_turn_message_sent(
    store: GameStore, engine: AsyncEngine
) -> None:
    """Issue 19: the positions before a turn message that never got theirs (failed for good,
    still owed, or dropped once a newer move came) are those after the last one sent."""
    info = await lobby(store, GAME, 2)
    result = await store.start(info.id, user(0), turn_message=True)
    versions, plies = [result.game.version], [0]
    rng = Rng(5)
    for _ in range(4):
        user_id, move = random_human_move(result.game, rng)
        plies.append(result.game.ply)
        result = await store.play(info.id, user_id, move, turn_message=True)
        versions.append(result.game.version)
    outbox = Outbox(create_session_factory(engine), worker="test")
    # The last position's row stays owed, as after a failed post.
    fates = ("sent", "sent", "given_up", "dropped")
    for version, fate in zip(versions, fates, strict=False):
        notice = await outbox.claim_key(turn_message_key(info.id, version))
        assert notice is not None
        if fate == "sent":
            await outbox.delivered(notice)
        elif fate == "given_up":
            await outbox.failed(notice, "429/0", permanent=True)
        else:
            await outbox.dropped(notice, "obsolete")
    assert await store.unshown_turns(info.id, versions[4]) == plies[2:4]
    # Still owed (its post failed, retried later) counts as not shown as well.
    assert await store.unshown_turns(info.id, versions[4] + 1) == plies[2:5]
    assert await store.unshown_turns(info.id, versions[2]) == []
    assert await store.unshown_turns(info.id, versions[0]) == []
    # An edit of a turn message (a Triominos draw) looks past the positions of its own turn:
    # the moves from ``before_ply`` on are the message's own, the rest what it told first.
    after = versions[4] + 1
    assert await store.unshown_turns(info.id, after, before_ply=plies[4]) == plies[2:4]
    assert await store.unshown_turns(info.id, after, before_ply=plies[3]) == plies[2:3]
    assert await store.unshown_turns(info.id, after, before_ply=plies[2]) == []
