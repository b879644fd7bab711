"""Issue 15: the scheduler's work follows what is due, not how many games are stored.

A tick reads only due rows (turn timers by ``due_at``, games marked to sync by their moves,
digest rows by ``next_at``), in batches; a change of settings, mode or away time makes the
timers concerned due again so their deadlines follow it; processes split the work by shard.
Every test runs on SQLite and on PostgreSQL.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from cogs.kit.adapter import skip_kinds, turn_seats
from db.errors import InvalidSettingError
from db.models import DigestRow, GameRow, TurnTimer
from db.notify_modes import MODES
from db.outbox import OutboxRow
from db.records import GameInfo
from db.scheduler import Scheduler
from db.session import create_session_factory
from db.store import GameStore
from tests.db.helpers import CHANNEL, GUILD, lobby, user

T0 = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        return self.now

    def at(self, hours: float) -> None:
        self.now = T0 + timedelta(hours=hours)


class CountingStore(GameStore):
    """The real store, counting the games it loads in full (state included)."""

    loaded = 0

    async def get(self, game_id: int) -> GameInfo:
        self.loaded += 1
        return await super().get(game_id)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def sessions(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return create_session_factory(engine)


@pytest.fixture
def store(sessions: async_sessionmaker[AsyncSession], clock: Clock) -> CountingStore:
    return CountingStore(sessions, clock=clock)


def scheduler_of(
    sessions: async_sessionmaker[AsyncSession],
    store: GameStore,
    clock: Clock,
    *,
    worker: str = "test",
    batch: int = 200,
    shard_count: int = 1,
    shards: list[int] | None = None,
) -> Scheduler:
    return Scheduler(
        sessions,
        store,
        worker=worker,
        clock=clock,
        turn_seats=turn_seats,
        skip_kinds=skip_kinds,
        batch=batch,
        shard_count=shard_count,
        shards=shards,
    )


async def started(store: GameStore, game: str = "tsuro", guild_id: int | None = GUILD) -> GameInfo:
    if guild_id == GUILD:
        info = await lobby(store, game, 2)
    else:
        info = await store.create_lobby(
            game, guild_id=guild_id, channel_id=CHANNEL, creator_id=user(0), creator_name="a"
        )
        info = await store.join(info.id, user(1), "b")
    return (await store.start(info.id, user(0))).game


async def reminder_games(sessions: async_sessionmaker[AsyncSession]) -> list[int]:
    async with sessions() as session:
        query = select(OutboxRow.game_id).where(OutboxRow.key.like("reminder:%"))
        return sorted((await session.scalars(query)).all())


async def test_a_tick_with_nothing_due_loads_no_game_and_looks_at_no_row(
    sessions: async_sessionmaker, store: CountingStore, clock: Clock
) -> None:
    """Issue 15: a tick reads only due rows; a game's state only when it has due work."""
    scheduler = scheduler_of(sessions, store, clock)
    games = [await started(store) for _ in range(6)]
    first = await scheduler.tick()  # each started game is marked to sync: synced once
    assert first.due >= len(games) and store.loaded == len(games)
    store.loaded = 0
    for minutes in range(1, 4):
        clock.now = T0 + timedelta(minutes=minutes)
        report = await scheduler.tick()
        assert report.due == 0 and store.loaded == 0
    # A move marks its game (in the move's transaction); the bot's sync after the turn
    # message clears the mark, so the tick after that has nothing to do either.
    game = games[0]
    [seat] = turn_seats(game)
    moved = await store.play(game.id, game.seats[seat].user_id, {"kind": "random_notch"})
    await scheduler.sync_game(moved.game)
    store.loaded = 0
    report = await scheduler.tick()  # only the new turn's timer is looked at, once
    assert store.loaded == 0 and report.due == 1
    assert (await scheduler.tick()).due == 0


async def test_a_move_with_no_sync_after_it_is_synced_by_the_next_tick(
    sessions: async_sessionmaker, store: CountingStore, clock: Clock
) -> None:
    """A process that stopped between a move's commit and its sync: the mark remains."""
    scheduler = scheduler_of(sessions, store, clock)
    game = await started(store)
    await scheduler.tick()
    [seat] = turn_seats(game)
    moved = (await store.play(game.id, game.seats[seat].user_id, {"kind": "random_notch"})).game
    [other] = turn_seats(moved)
    store.loaded = 0
    await scheduler.tick()
    assert store.loaded == 1
    assert await scheduler.timers(game.id) == {other: clock.now}
    async with sessions() as session:
        mark = await session.scalar(select(GameRow.sync_due_at).where(GameRow.id == game.id))
    assert mark is None


async def test_due_timers_are_taken_in_batches_within_one_tick(
    sessions: async_sessionmaker, store: CountingStore, clock: Clock
) -> None:
    scheduler = scheduler_of(sessions, store, clock, batch=3)
    games = [await started(store) for _ in range(10)]
    await scheduler.tick()
    clock.at(24)
    assert (await scheduler.tick()).reminders == len(games)
    assert await reminder_games(sessions) == sorted(g.id for g in games)


async def test_deadlines_follow_a_change_of_server_settings_and_of_the_games_clock(
    sessions: async_sessionmaker, store: CountingStore, clock: Clock
) -> None:
    """The timer's next deadline was written for 24 h; settings lowered to 2 h move it."""
    scheduler = scheduler_of(sessions, store, clock)
    game = await started(store)
    other = await started(store)
    clock.at(1)
    await scheduler.tick()
    await store.update_guild_settings(GUILD, remind_after_hours=2)
    clock.at(2)
    assert (await scheduler.tick()).reminders == 2
    await scheduler.set_game_clock(game.id, hours=3, action="remove")
    clock.at(3)
    acted = (await scheduler.tick()).clock
    assert [a.game.id for a in acted] == [game.id]
    assert other.id not in {a.game.id for a in acted}


async def test_reminders_follow_a_change_of_mode_and_the_digest_row_follows_the_choice(
    sessions: async_sessionmaker, store: CountingStore, clock: Clock
) -> None:
    scheduler = scheduler_of(sessions, store, clock)
    await store.update_guild_settings(GUILD, turn_clock_hours=0)
    game = await started(store)
    [seat] = turn_seats(game)
    player = game.seats[seat].user_id
    assert player is not None
    await store.update_user_preferences(player, notify="off")
    await scheduler.tick()
    clock.at(30)
    assert (await scheduler.tick()).reminders == 0  # off: none, and its timer sleeps
    await store.update_user_preferences(player, notify="dm")
    clock.at(30.1)
    assert (await scheduler.tick()).reminders == 1
    await store.update_user_preferences(player, notify="digest")
    async with sessions() as session:
        assert await session.scalar(select(DigestRow.next_at)) == clock.now
    assert (await scheduler.tick()).digests == 1
    await store.update_user_preferences(player, notify="mention")
    async with sessions() as session:
        assert (await session.scalars(select(DigestRow))).all() == []


async def test_coming_back_early_from_away_brings_the_reminder_forward(
    sessions: async_sessionmaker, store: CountingStore, clock: Clock
) -> None:
    scheduler = scheduler_of(sessions, store, clock)
    await store.update_guild_settings(GUILD, turn_clock_hours=0)
    game = await started(store)
    [seat] = turn_seats(game)
    player = game.seats[seat].user_id
    assert player is not None
    await scheduler.go_away(player, 10)
    await scheduler.tick()  # away from 0: the first reminder would be at 10 days + 24 h
    clock.at(30)
    assert (await scheduler.tick()).reminders == 0
    await scheduler.go_away(player, 0)  # back at 30 h, having waited 0 h
    clock.at(53.9)
    assert (await scheduler.tick()).reminders == 0
    clock.at(54)
    assert (await scheduler.tick()).reminders == 1


async def test_two_processes_split_the_work_by_shard(
    sessions: async_sessionmaker, store: CountingStore, clock: Clock
) -> None:
    """Issue 15: ``(guild_id >> 22) % SHARD_COUNT``; games outside a server and digests go
    to shard 0. Each process acts on its own shards' games only, and all are covered."""
    shard0 = scheduler_of(sessions, store, clock, worker="p0", shard_count=2, shards=[0])
    shard1 = scheduler_of(sessions, store, clock, worker="p1", shard_count=2, shards=[1])
    even = await started(store, guild_id=4 << 22)
    odd = await started(store, guild_id=5 << 22)
    # A game outside a server, stored before lobbies had to be in one (issue 19).
    direct = await started(store, guild_id=6 << 22)
    async with sessions.begin() as session:
        await session.execute(update(GameRow).where(GameRow.id == direct.id).values(guild_id=None))
    await store.update_user_preferences(user(7), notify="digest")
    clock.at(24)
    first = await shard1.tick()
    assert first.digests == 0
    assert await reminder_games(sessions) == [odd.id]
    assert await scheduler_of(sessions, store, clock, shard_count=2, shards=[1]).tick() == (
        type(first)(0, 0, (), 0, 0)
    )
    await shard0.tick()
    assert await reminder_games(sessions) == sorted([even.id, odd.id, direct.id])
    async with sessions() as session:
        timers = (await session.scalars(select(TurnTimer))).all()
    assert {t.game_id for t in timers} == {even.id, odd.id, direct.id}


async def test_quiet_hours_hold_reminders_and_do_not_count_for_the_clock(
    sessions: async_sessionmaker, store: CountingStore, clock: Clock
) -> None:
    """Issue 15: quiet 22–08 in Paris (UTC+1 in December: 21:00–07:00 UTC). T0 is 09:00
    UTC; 24 h of waiting outside quiet hours come at day 2 (24 h + 10 h quiet), 19:00 UTC."""
    scheduler = scheduler_of(sessions, store, clock)
    await store.update_guild_settings(GUILD, turn_clock_hours=36, remind_after_hours=24)
    game = await started(store)
    [seat] = turn_seats(game)
    player = game.seats[seat].user_id
    assert player is not None
    await store.update_user_preferences(
        player, quiet_start=22, quiet_end=8, timezone="Europe/Paris"
    )
    await scheduler.tick()
    clock.at(24)  # 24 h of real time, of which 10 quiet: 14 h waited
    assert (await scheduler.tick()).reminders == 0
    clock.at(33.9)
    assert (await scheduler.tick()).reminders == 0
    clock.at(34)
    assert (await scheduler.tick()).reminders == 1
    # The clock (36 h) would be due at 36 h of waiting: 09:00 + 36 h + two nights (20 h).
    clock.at(36 + 19.9)
    assert (await scheduler.tick()).clock == ()
    clock.at(36 + 20)
    assert [a.seat for a in (await scheduler.tick()).clock] == [seat]


async def test_in_quiet_hours_a_turns_messages_wait_until_they_end(
    sessions: async_sessionmaker, store: CountingStore, clock: Clock
) -> None:
    """A ``both`` player whose turn starts at 23:00 local: the direct message and the
    mention the turn message left out are queued for 08:00 local."""
    scheduler = scheduler_of(sessions, store, clock)
    clock.now = datetime(2026, 12, 1, 22, 0, tzinfo=UTC)  # 23:00 in Paris
    for n in (0, 1):
        await store.update_user_preferences(
            user(n), notify="both", quiet_start=22, quiet_end=8, timezone="Europe/Paris"
        )
    game = await started(store)
    await scheduler.sync_game(game)
    async with sessions() as session:
        rows = (await session.scalars(select(OutboxRow).order_by(OutboxRow.key))).all()
    ends = datetime(2026, 12, 2, 7, 0, tzinfo=UTC)
    assert [(r.key.split(":")[0], r.target, r.due_at) for r in rows] == [
        ("mention", "game", ends),
        ("turn", "user", ends),
    ]


@pytest.mark.parametrize("mode", list(MODES))
async def test_in_quiet_hours_what_waits_follows_the_table_of_modes(
    sessions: async_sessionmaker, store: CountingStore, clock: Clock, mode: str
) -> None:
    """The one table of modes (``db.notify_modes``) decides what quiet hours hold back: the
    left-out mention for a mode that mentions, the direct message for one that sends it."""
    scheduler = scheduler_of(sessions, store, clock)
    clock.now = datetime(2026, 12, 1, 22, 0, tzinfo=UTC)  # 23:00 in Paris
    for n in (0, 1):
        await store.update_user_preferences(
            user(n), notify=mode, quiet_start=22, quiet_end=8, timezone="Europe/Paris"
        )
    await scheduler.sync_game(await started(store))
    async with sessions() as session:
        rows = (await session.scalars(select(OutboxRow).order_by(OutboxRow.key))).all()
    expected = [("mention", "game")] if MODES[mode].mention else []
    expected += [("turn", "user")] if MODES[mode].turn_dm else []
    assert [(r.key.split(":")[0], r.target) for r in rows] == expected
    assert {r.due_at for r in rows} <= {datetime(2026, 12, 2, 7, 0, tzinfo=UTC)}


async def test_a_digest_in_quiet_hours_comes_when_they_end(
    sessions: async_sessionmaker, store: CountingStore, clock: Clock
) -> None:
    scheduler = scheduler_of(sessions, store, clock)
    await started(store)
    clock.now = datetime(2026, 12, 1, 23, 0, tzinfo=UTC)  # quiet 23–07 UTC
    await store.update_user_preferences(
        user(0), notify="digest", quiet_start=23, quiet_end=7, timezone="UTC"
    )
    assert (await scheduler.tick()).digests == 0
    clock.now = datetime(2026, 12, 2, 6, 59, tzinfo=UTC)
    assert (await scheduler.tick()).digests == 0
    clock.now = datetime(2026, 12, 2, 7, 0, tzinfo=UTC)
    assert (await scheduler.tick()).digests == 1


@pytest.mark.parametrize(
    "changes",
    [
        {"quiet_start": 22, "quiet_end": 22},
        {"quiet_start": 24, "quiet_end": 8},
        {"quiet_start": 22},
        {"timezone": "Mars/Olympus_Mons"},
        {"timezone": 5},
    ],
)
async def test_bad_quiet_hours_or_time_zones_are_refused(
    store: CountingStore, changes: dict[str, object]
) -> None:
    with pytest.raises(InvalidSettingError):
        await store.update_user_preferences(user(3), **changes)
    assert (await store.user_preferences(user(3))).quiet_start is None


async def test_a_digest_that_found_nothing_comes_once_a_turn_waits(
    sessions: async_sessionmaker, store: CountingStore, clock: Clock
) -> None:
    """Digest chosen before any game: nothing that day; the first turn waiting on the player
    makes it due at once (not a day later), and then once a day again."""
    scheduler = scheduler_of(sessions, store, clock)
    await store.update_user_preferences(user(0), notify="digest")
    await store.update_user_preferences(user(1), notify="digest")
    assert (await scheduler.tick()).digests == 0
    clock.at(1)
    await started(store)
    assert (await scheduler.tick()).digests == 1
    clock.at(24.9)
    assert (await scheduler.tick()).digests == 0
    clock.at(25)
    assert (await scheduler.tick()).digests == 1
