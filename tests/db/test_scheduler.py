"""Issue 10, asynchronous play: reminders, the turn clock, away mode, digests, the outbox.

Time is a controllable clock shared by the store and the scheduler: nothing waits for real.
Every test runs on SQLite and on PostgreSQL (``database_url``).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from cogs.kit.adapter import adapter_for
from db.errors import InvalidSettingError
from db.outbox import LEASE, Outbox, OutboxRow, worker_name
from db.records import GameInfo
from db.scheduler import Scheduler
from db.session import create_session_factory
from db.store import GameStore
from tests.db.helpers import GUILD, lobby, user

T0 = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)


class Clock:
    """The time every component of a test reads; ``advance`` moves it on."""

    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        return self.now

    def at(self, hours: float) -> None:
        self.now = T0 + timedelta(hours=hours)


def turn_seats(game: GameInfo) -> list[int]:
    """The seats the bot waits on: each game's adapter decides (Tarnaris: not the claimers)."""
    return adapter_for(game.game).turn_seats(game)


def skip_kinds(game: GameInfo) -> tuple[str, ...]:
    """The moves that let a turn go by: each game's adapter names them."""
    return adapter_for(game.game).skip_kinds


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def sessions(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return create_session_factory(engine)


@pytest.fixture
def store(sessions: async_sessionmaker[AsyncSession], clock: Clock) -> GameStore:
    return GameStore(sessions, clock=clock)


@pytest.fixture
def scheduler(
    sessions: async_sessionmaker[AsyncSession], store: GameStore, clock: Clock
) -> Scheduler:
    return Scheduler(
        sessions, store, worker="test", clock=clock, turn_seats=turn_seats, skip_kinds=skip_kinds
    )


async def started(store: GameStore, game: str, humans: int) -> GameInfo:
    info = await lobby(store, game, humans)
    return (await store.start(info.id, user(0))).game


async def notices(sessions: async_sessionmaker[AsyncSession], prefix: str) -> list[OutboxRow]:
    async with sessions() as session:
        query = select(OutboxRow).where(OutboxRow.key.like(f"{prefix}%")).order_by(OutboxRow.id)
        return list((await session.scalars(query)).all())


async def test_reminders_come_at_24_48_72_hours_and_no_more_than_three(
    store: GameStore, scheduler: Scheduler, sessions: async_sessionmaker, clock: Clock
) -> None:
    """Defaults: after 24 h, every 24 h, at most 3 (the clock is off so the turn stays)."""
    await store.update_guild_settings(GUILD, turn_clock_hours=0)
    game = await started(store, "triominos", 2)
    [waiting] = turn_seats(game)
    sent_at = []
    edges = {23.9, 24, 47.9, 48, 71.9, 72, 95.9, 96}
    for hour in sorted(edges | set(range(0, 200, 6))):
        clock.at(hour)
        report = await scheduler.tick()
        sent_at += [hour] * report.reminders
    assert sent_at == [24, 48, 72]
    rows = await notices(sessions, "reminder:")
    assert [r.payload["number"] for r in rows] == [1, 2, 3]
    # Default mode ``mention``: the reminder goes to the game's thread, naming the seat.
    assert {(r.target, r.user_id, r.payload["seat"]) for r in rows} == {
        ("game", game.seats[waiting].user_id, waiting)
    }


async def test_reminders_follow_the_server_settings_and_start_afresh_each_turn(
    store: GameStore, scheduler: Scheduler, sessions: async_sessionmaker, clock: Clock
) -> None:
    await store.update_guild_settings(
        GUILD, remind_after_hours=2, remind_every_hours=5, max_reminders=2, turn_clock_hours=0
    )
    game = await started(store, "tsuro", 2)
    await scheduler.sync_game(game)
    expected = {1.9: 0, 2: 1, 6.9: 0, 7: 1, 50: 0}  # two at most
    for hour, count in expected.items():
        clock.at(hour)
        assert (await scheduler.tick()).reminders == count, hour
    # The waiting player chooses a notch: the other one waits from this move on.
    [seat] = turn_seats(game)
    game = (await store.play(game.id, game.seats[seat].user_id, {"kind": "random_notch"})).game
    await scheduler.sync_game(game)
    [other] = turn_seats(game)
    assert other != seat
    assert await scheduler.timers(game.id) == {other: clock.now}
    for hour, count in {51.9: 0, 52: 1}.items():
        clock.at(hour)
        assert (await scheduler.tick()).reminders == count, hour
    rows = await notices(sessions, "reminder:")
    assert [r.payload["seat"] for r in rows] == [seat, seat, other]


async def test_a_move_within_ones_own_turn_restarts_the_wait(
    store: GameStore, scheduler: Scheduler, clock: Clock
) -> None:
    """Drawing a tile (Triominos D1) is not being absent: the wait counts from the draw."""
    await store.update_guild_settings(GUILD, turn_clock_hours=0)
    game = await started(store, "triominos", 2)
    [seat] = turn_seats(game)
    move = game.rules.legal_moves(game.state, seat)[0]
    game = (await store.play(game.id, game.seats[seat].user_id, move)).game
    await scheduler.sync_game(game)
    [seat] = turn_seats(game)
    clock.at(20)
    game = (await store.play(game.id, game.seats[seat].user_id, {"kind": "draw"})).game
    await scheduler.sync_game(game)
    assert await scheduler.timers(game.id) == {seat: clock.now}
    clock.at(43.9)
    assert (await scheduler.tick()).reminders == 0
    clock.at(44)
    assert (await scheduler.tick()).reminders == 1


async def test_after_a_downtime_one_reminder_is_sent_not_a_burst(
    store: GameStore, scheduler: Scheduler, clock: Clock
) -> None:
    """Deadlines come from stored timestamps: a bot back after 100 h sends one reminder."""
    await store.update_guild_settings(GUILD, turn_clock_hours=0)
    game = await started(store, "triominos", 2)
    await scheduler.sync_game(game)
    clock.at(100)
    assert (await scheduler.tick()).reminders == 1
    clock.at(123.9)
    assert (await scheduler.tick()).reminders == 0
    clock.at(124)
    assert (await scheduler.tick()).reminders == 1


async def test_no_reminder_when_the_turn_clock_acts_in_the_same_round(
    store: GameStore, scheduler: Scheduler, clock: Clock
) -> None:
    game = await started(store, "triominos", 2)
    await scheduler.sync_game(game)
    clock.at(100)  # the bot was down: the third reminder and the clock are both overdue
    report = await scheduler.tick()
    assert report.reminders == 0 and len(report.clock) == 1


async def test_direct_message_mode_queues_turn_and_reminder_messages_once(
    store: GameStore, scheduler: Scheduler, sessions: async_sessionmaker, clock: Clock
) -> None:
    await store.update_guild_settings(GUILD, turn_clock_hours=0)
    game = await started(store, "tsuro", 2)
    [seat] = turn_seats(game)
    player = game.seats[seat].user_id
    other = game.seats[1 - seat].user_id
    assert player is not None and other is not None
    await store.update_user_preferences(player, notify="dm")
    await store.update_user_preferences(other, notify="off")
    for _ in range(3):
        await scheduler.sync_game(game)
        await scheduler.sync_all()
    turns = await notices(sessions, "turn:")
    assert [(r.target, r.user_id) for r in turns] == [("user", player)]
    clock.at(24)
    await scheduler.tick()
    reminders = await notices(sessions, "reminder:")
    assert [(r.target, r.user_id) for r in reminders] == [("user", player)]
    # A reminder that became untrue (the player moved) is recognised before sending.
    since = datetime.fromisoformat(reminders[0].payload["since"])
    assert await scheduler.still_waiting(game.id, seat, since)
    game = (await store.play(game.id, player, {"kind": "random_notch"})).game
    await scheduler.sync_game(game)
    assert not await scheduler.still_waiting(game.id, seat, since)
    # ``off``: no direct message for the other player's turn, and no reminders.
    clock.at(100)
    await scheduler.tick()
    assert len(await notices(sessions, "turn:")) == 1
    assert len(await notices(sessions, "reminder:")) == 1


@pytest.mark.parametrize("action", ["skip", "computer", "remove"])
@pytest.mark.parametrize("name", ["tsuro", "triominos", "tarnaris"])
async def test_each_clock_action_for_each_game(
    store: GameStore,
    scheduler: Scheduler,
    sessions: async_sessionmaker,
    clock: Clock,
    name: str,
    action: str,
) -> None:
    """After 72 h (the default) the action plays once for each seat waited on; again: no."""
    await store.update_guild_settings(GUILD, clock_action=action)
    game = await started(store, name, 3)
    if name == "triominos":
        # The opening tile must be placed (S3); from the second turn on a turn can be skipped.
        seat = next(iter(turn_seats(game)))
        move = game.rules.legal_moves(game.state, seat)[0]
        game = (await store.play(game.id, game.seats[seat].user_id, move)).game
    await scheduler.sync_game(game)
    waited = set(turn_seats(game))
    plies = game.ply
    clock.at(71.9)
    assert (await scheduler.tick()).clock == ()
    clock.at(72)
    acted = (await scheduler.tick()).clock
    assert acted, "the clock acted"
    assert {a.seat for a in acted} <= waited
    after = await store.get(game.id)
    moves = await store.moves(game.id)
    for done in acted:
        mine = [m for m in moves[plies:] if m.seat == done.seat]
        assert mine and all(m.created_at == clock.now for m in mine)
        if action == "remove":
            assert done.done == "removed" and mine[-1].move == {"kind": "resign"}
            assert after.seats[done.seat].left_at == clock.now
        elif action == "computer":
            assert done.done == "computer"
        else:
            expected = {"tsuro": "computer", "triominos": "skipped", "tarnaris": "computer"}
            assert done.done == expected[name]
            if name == "triominos":
                assert [m.move["kind"] for m in mine] == ["draw", "draw", "draw", "pass"]
    announced = await notices(sessions, "clock:")
    assert sorted(r.payload["seat"] for r in announced) == sorted(a.seat for a in acted)
    assert all(
        r.target == "game" and r.payload["done"] in ("skipped", "computer", "removed")
        for r in announced
    )
    assert await store.check_integrity(game.id) == []
    # Exactly once: the same moment again, and a second scheduler, change nothing.
    other = Scheduler(
        sessions, store, worker="other", clock=clock, turn_seats=turn_seats, skip_kinds=skip_kinds
    )
    assert (await scheduler.tick()).clock == () and (await other.tick()).clock == ()
    assert len(await store.moves(game.id)) == len(moves)
    assert len(await notices(sessions, "clock:")) == len(announced)


async def test_a_game_can_set_its_own_clock_and_zero_means_never(
    store: GameStore, scheduler: Scheduler, clock: Clock
) -> None:
    quick = await started(store, "tsuro", 2)
    never = await started(store, "tsuro", 2)
    await scheduler.set_game_clock(quick.id, hours=5, action="remove")
    await scheduler.set_game_clock(never.id, hours=0)
    assert (await scheduler.clock_settings(quick)).turn_clock_hours == 5
    assert (await scheduler.clock_settings(never)).clock_action == "skip"  # the server's
    clock.at(5)
    acted = (await scheduler.tick()).clock
    assert {a.game.id for a in acted} == {quick.id}
    assert all(a.done == "removed" for a in acted)
    clock.at(1000)
    assert all(a.game.id != never.id for a in (await scheduler.tick()).clock)
    with pytest.raises(InvalidSettingError):
        await scheduler.set_game_clock(quick.id, action="explode")


async def test_away_mode_pauses_reminders_and_the_clock(
    store: GameStore, scheduler: Scheduler, clock: Clock
) -> None:
    """Away from hour 10 for 3 days: those 72 hours do not count as waiting."""
    game = await started(store, "triominos", 2)
    [seat] = turn_seats(game)
    player = game.seats[seat].user_id
    assert player is not None
    await scheduler.sync_game(game)
    clock.at(10)
    until = await scheduler.go_away(player, 3)
    assert until == clock.now + timedelta(days=3)
    assert (await store.user_preferences(player)).away_until == until
    assert await scheduler.away_until([player, user(99)]) == {player: until}
    for hour in [*range(10, 82, 4), 81.9]:
        clock.at(hour)
        report = await scheduler.tick()
        assert report.reminders == 0 and report.clock == ()
    # Back at hour 82 having waited 10 h: the first reminder at 24 h waited, the clock at 72 h.
    clock.at(95.9)
    assert (await scheduler.tick()).reminders == 0
    clock.at(96)
    assert (await scheduler.tick()).reminders == 1
    clock.at(143.9)
    assert (await scheduler.tick()).clock == ()
    clock.at(144)
    assert [a.seat for a in (await scheduler.tick()).clock] == [seat]


async def test_away_is_at_most_fourteen_days_in_thirty(
    store: GameStore, scheduler: Scheduler, clock: Clock
) -> None:
    player = user(5)
    await scheduler.go_away(player, 10)
    clock.at(24)  # back early: one day used
    assert await scheduler.go_away(player, 0) is None
    assert await scheduler.away_until([player]) == {}
    assert (await store.user_preferences(player)).away_until is None
    with pytest.raises(InvalidSettingError) as refused:
        await scheduler.go_away(player, 14)
    assert refused.value.code == "away_quota" and refused.value.data == {"days_left": 13}
    await scheduler.go_away(player, 13)
    clock.at(24 * 44)  # thirty days after the last away day the allowance is whole again
    assert await scheduler.go_away(player, 14) == clock.now + timedelta(days=14)
    with pytest.raises(InvalidSettingError):
        await scheduler.go_away(player, 15)


async def test_daily_digest_lists_the_games_waiting_once_a_day(
    store: GameStore, scheduler: Scheduler, sessions: async_sessionmaker, clock: Clock
) -> None:
    await store.update_guild_settings(GUILD, turn_clock_hours=0)
    first = await started(store, "tsuro", 2)
    second = await started(store, "triominos", 2)
    await store.update_user_preferences(user(0), notify="digest")
    await scheduler.tick()
    clock.at(23.9)
    await scheduler.tick()
    [digest] = await notices(sessions, "digest:")
    assert digest.target == "user" and digest.user_id == user(0)
    waiting = {g.id for g in (first, second) if user(0) in scheduler.waiting(g).values()}
    assert set(digest.payload["games"]) == waiting and first.id in waiting
    # A digest user gets no reminders and no turn messages.
    assert await notices(sessions, "reminder:") == []
    clock.at(24)
    await scheduler.tick()
    assert len(await notices(sessions, "digest:")) == 2
    # Nothing waiting on them: no digest that day.
    await store.cancel(first.id, user(0))
    await store.cancel(second.id, user(0))
    clock.at(48)
    await scheduler.tick()
    assert len(await notices(sessions, "digest:")) == 2


async def test_outbox_retries_with_back_off_then_gives_up(
    sessions: async_sessionmaker, clock: Clock
) -> None:
    outbox = Outbox(
        sessions,
        worker="w",
        clock=clock,
        retry_base=timedelta(minutes=1),
        max_attempts=3,
    )
    assert await outbox.enqueue("k1", target="user", user_id=1, payload={"what": "turn"})
    assert not await outbox.enqueue("k1", target="user", user_id=1, payload={"what": "turn"})
    [notice] = await outbox.claim()
    assert await outbox.claim() == []  # leased
    await outbox.failed(notice, "500")
    clock.now += timedelta(seconds=59)
    assert await outbox.claim() == []
    clock.now += timedelta(seconds=1)
    [notice] = await outbox.claim()
    assert notice.attempts == 1
    await outbox.failed(notice, "429")
    clock.now += timedelta(minutes=1, seconds=59)
    assert await outbox.claim() == []  # the second back-off doubles
    clock.now += timedelta(seconds=1)
    [notice] = await outbox.claim()
    await outbox.failed(notice, "50013")
    assert await outbox.counts() == {"given_up": 1}
    # A worker that died mid-send: the lease runs out and another takes the row over.
    await outbox.enqueue("k2", target="game", game_id=1, payload={"what": "clock"})
    [lost] = await outbox.claim()
    other = Outbox(sessions, worker="v", clock=clock)
    assert await other.claim() == []
    clock.now += timedelta(minutes=5)
    [taken] = await other.claim()
    assert taken.id == lost.id
    assert not await outbox.delivered(lost)  # the first worker's lease is gone
    assert await other.delivered(taken)
    assert await outbox.counts() == {"given_up": 1, "sent": 1}
    clock.now += timedelta(days=29)
    assert await outbox.purge(timedelta(days=30)) == 0
    clock.now += timedelta(days=1, seconds=1)
    assert await outbox.purge(timedelta(days=30)) == 2
    assert await outbox.counts() == {}


async def test_a_restarted_worker_takes_back_its_slot_s_claims_at_once(
    sessions: async_sessionmaker, clock: Clock
) -> None:
    """Issue 31: the process that replaces a dead one (same shards: same slot) releases the
    dead one's claims at start-up, due now, and leaves other slots' claims and finished rows
    alone; a claim lasts no longer than Discord's nonce window."""
    assert timedelta(minutes=2) >= LEASE
    dead = Outbox(sessions, worker=worker_name("shards-0-of-2", "host:1:aa"), clock=clock)
    neighbour = Outbox(sessions, worker=worker_name("shards-1-of-2", "host:2:bb"), clock=clock)
    for key in ("a", "b", "c"):
        await dead.enqueue(key, target="game", game_id=1, payload={"what": "clock"})
    # A turn message its move's process claimed at once, due only after its grace.
    await dead.enqueue("t", target="game", game_id=1, payload={"what": "clock"})
    async with sessions() as session:
        await session.execute(
            update(OutboxRow)
            .where(OutboxRow.key == "t")
            .values(due_at=clock.now + timedelta(seconds=20))
        )
        await session.commit()
    first, second, third = await dead.claim(2) + await neighbour.claim(1)
    assert await dead.claim_key("t") is not None
    assert await dead.delivered(second)
    replacement = Outbox(sessions, worker=worker_name("shards-0-of-2", "host:3:cc"), clock=clock)
    assert await replacement.take_back() == 2  # "a" and "t"; "b" was sent, "c" is another's
    assert {n.key for n in await replacement.claim()} == {first.key, "t"}
    assert await neighbour.delivered(third)  # the other slot's claim was left alone
    assert await replacement.take_back() == 0
    with pytest.raises(ValueError, match="slot"):
        worker_name("shards/0", "x")
