"""Leagues in the database (issue 29): sign-up, pairing, results recorded in the transaction
that ends a game, rounds advancing on game ends and on a deadline, withdrawal, restarts."""

from __future__ import annotations

from collections import Counter
from datetime import datetime, timedelta
from fractions import Fraction

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from db.errors import LobbyError, NotAllowedError
from db.league import FINISHED, LEASE, RUNNING, League, LeagueRow, LeagueStore
from db.models import utcnow
from db.scheduler import DueRows, Scheduler
from db.session import create_engine, create_session_factory
from db.store import GameStore
from tests.db.helpers import CHANNEL, GUILD, user


class Clock:
    def __init__(self) -> None:
        self.now = utcnow()

    def __call__(self) -> datetime:
        return self.now


async def due(
    sessions: async_sessionmaker[AsyncSession],
    at: datetime | None = None,
    **shards: object,
) -> list[int]:
    """The leagues one scheduler tick at ``at`` (now by default) hands the league rows, as
    the bot's does (``cogs.league``): each then leased to that scheduler's process."""
    handed: list[int] = []

    async def run(league_id: int) -> None:
        handed.append(league_id)

    when = at or utcnow()
    scheduler = Scheduler(
        sessions,
        GameStore(sessions),
        worker="test",
        clock=lambda: when,
        **shards,  # type: ignore[arg-type]
    )
    table = LeagueRow.__table__
    scheduler.add_due(DueRows("lg", table, table.c.id, table.c.due_at, table.c.guild_id, run))
    await scheduler.tick()
    return handed


async def new_league(leagues: LeagueStore, players: int, **settings: object) -> League:
    league = await leagues.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        creator_id=user(0),
        game="triominos",
        options={},
        **{"fmt": "swiss", "rounds": 3, "seats": 2, **settings},  # type: ignore[arg-type]
    )
    for n in range(players):
        league = await leagues.join(league.id, user(n), f"player {n}")
    return league


async def open_games(
    store: GameStore, leagues: LeagueStore, league: League, *, opened: bool = True
) -> League:
    """What the cog does for an ``open``: a started game for each table of the round (and,
    unless ``opened`` is false, the round's deadline set after)."""
    for table in league.round_tables():
        if table.bye:
            continue
        game = await store.create_lobby(
            "triominos",
            guild_id=GUILD,
            channel_id=CHANNEL,
            creator_id=table.players[0],
            creator_name="p",
            max_seats=len(table.players) + table.computers,
        )
        for player in table.players[1:]:
            await store.join(game.id, player, "p")
        for n in range(table.computers):
            await store.add_computer(game.id, table.players[0], f"Bot {n}")
        await store.start(game.id, table.players[0])
        await leagues.set_game(table.id, game.id)
    if opened:
        await leagues.opened(league.id)
    return await leagues.get(league.id)


async def test_a_game_ending_while_its_round_opens_is_not_lost(engine: AsyncEngine) -> None:
    """The order dependence of the stand-in's withdrawal test: a game resigned before the
    round's last table opened made the league due, and opening then set the deadline (none)
    over it; the round waited for ever."""
    sessions = create_session_factory(engine)
    store, leagues = GameStore(sessions), LeagueStore(sessions)
    league = await new_league(leagues, 2, rounds=2)
    league = await leagues.start(league.id, user(0), manager=False)
    league = await open_games(store, leagues, league, opened=False)
    [table] = league.round_tables()
    assert table.game_id is not None
    await store.resign(table.game_id, user(1))
    await leagues.opened(league.id)  # the opener finishes after the game ended
    league = await leagues.get(league.id)
    assert league.due_at is not None and league.due_at <= utcnow()
    what, league = await leagues.advance(league.id)
    assert what == "round" and league.round == 2


async def test_a_swiss_league_advances_as_its_games_end(engine: AsyncEngine) -> None:
    sessions = create_session_factory(engine)
    store, leagues = GameStore(sessions), LeagueStore(sessions)
    league = await new_league(leagues, 8)
    with pytest.raises(LobbyError):
        await leagues.join(league.id, user(3), "again")
    with pytest.raises(NotAllowedError):
        await leagues.start(league.id, user(5), manager=False)
    league = await leagues.start(league.id, user(0), manager=False)
    assert league.status == RUNNING and league.round == 1
    # Paired, and held by whoever paired it while the games open; due after the lease, and
    # then leased by the first tick that meets it (another process's tick skips it).
    assert await due(sessions) == []
    assert await due(sessions, utcnow() + LEASE) == [league.id]
    assert await due(sessions, utcnow() + LEASE) == []
    assert (await leagues.advance(league.id))[0] == "open"
    for number in range(1, 4):
        league = await open_games(store, leagues, league)
        assert league.round == number and await due(sessions) == []
        tables = league.round_tables()
        assert sorted(p for t in tables for p in t.players) == sorted(league.active)
        # The second player of each table resigns: the first wins (rated, and recorded).
        for table in tables[:-1]:
            assert table.game_id is not None
            await store.resign(table.game_id, table.players[1])
            assert (await leagues.advance(league.id))[0] == "wait"
        assert tables[-1].game_id is not None
        await store.resign(tables[-1].game_id, tables[-1].players[1])
        assert await due(sessions) == [league.id]
        what, league = await leagues.advance(league.id)
        assert what == ("final" if number == 3 else "round")
    assert league.status == FINISHED
    met = [frozenset(t.players) for t in league.tables]
    assert len(met) == len(set(met)) == 12
    table = league.standings()
    assert [s.points for s in table] == [3, 2, 2, 2, 1, 1, 1, 0]
    assert all(s.games == 3 for s in table)


async def test_a_round_ends_at_its_deadline_and_byes_and_computers(engine: AsyncEngine) -> None:
    sessions = create_session_factory(engine)
    clock = Clock()
    store, leagues = GameStore(sessions), LeagueStore(sessions, clock)
    league = await new_league(leagues, 5, round_hours=48, rounds=2)
    league = await leagues.start(league.id, user(0), manager=False)
    tables = league.round_tables()
    assert [len(t.players) for t in tables] == [2, 2, 1] and tables[-1].bye
    league = await open_games(store, leagues, league)
    assert league.due_at == clock.now + timedelta(hours=48)
    assert await due(sessions, clock.now) == []
    clock.now += timedelta(hours=49)
    assert await due(sessions, clock.now) == [league.id]
    what, league = await leagues.advance(league.id)
    assert what == "round" and league.round == 2
    # Nobody moved: both games count as level; a bye as a win. Round 2's bye goes to the
    # lowest-placed player without one (not user 4 again).
    (bye,) = [t.players[0] for t in league.round_tables() if t.bye]
    assert bye == user(3)
    points = {s.player: s.points for s in league.standings()}
    half = Fraction(1, 2)
    assert points == {user(0): half, user(1): half, user(2): half, user(3): 1 + half, user(4): 1}

    # With computers, an odd player meets a computer instead of sitting out.
    robots = await new_league(leagues, 3, computers=True, rounds=1)
    robots = await leagues.start(robots.id, user(0), manager=False)
    assert [(len(t.players), t.computers) for t in robots.round_tables()] == [(2, 0), (1, 1)]
    robots = await open_games(store, leagues, robots)
    lone = robots.round_tables()[1]
    assert lone.game_id is not None
    await store.resign(lone.game_id, lone.players[0])
    robots = await leagues.get(robots.id)
    assert robots.round_tables()[1].places == (1, 0)


async def test_withdrawal_and_cancel_and_a_restart(database_url: str, engine: AsyncEngine) -> None:
    sessions = create_session_factory(engine)
    store, leagues = GameStore(sessions), LeagueStore(sessions)
    league = await new_league(leagues, 4, fmt="roundrobin", rounds=0)
    league = await leagues.start(league.id, user(0), manager=False)
    assert league.rounds == 3
    league = await open_games(store, leagues, league)
    league, games = await leagues.withdraw(league.id, user(1))
    assert len(games) == 1
    await store.resign(games[0], user(1))
    # After a restart (a new engine on the same database) the league is all there.
    other = create_engine(database_url)
    try:
        again = await LeagueStore(create_session_factory(other)).get(league.id)
    finally:
        await other.dispose()
    assert again.round == 1 and user(1) not in again.active
    forfeited = next(t for t in again.round_tables() if user(1) in t.players)
    assert forfeited.places is not None
    assert forfeited.places[forfeited.players.index(user(1))] == 1  # the opponent won
    # A cancelled league game counts as level and does not hold the round up.
    held = next(t for t in again.round_tables() if user(1) not in t.players and not t.bye)
    assert held.game_id is not None
    await store.cancel(held.game_id, held.players[0])
    level = next(t for t in (await leagues.get(league.id)).tables if t.id == held.id)
    assert level.places == (0, 0)
    assert await due(sessions) == [league.id]
    with pytest.raises(NotAllowedError):
        await leagues.cancel(league.id, user(2), manager=False)
    assert (await leagues.cancel(league.id, user(2), manager=True)).status == "cancelled"
    assert await due(sessions, utcnow() + 2 * LEASE) == []


async def test_the_signup_deadline_starts_or_cancels(engine: AsyncEngine) -> None:
    sessions = create_session_factory(engine)
    clock = Clock()
    leagues = LeagueStore(sessions, clock)
    full = await new_league(leagues, 3, signup_hours=24)
    empty = await new_league(leagues, 1, signup_hours=24)
    assert await due(sessions, clock.now) == []
    clock.now += timedelta(hours=25)
    assert sorted(await due(sessions, clock.now)) == sorted([full.id, empty.id])
    what, started = await leagues.advance(full.id)
    assert what == "start" and started.round == 1 and started.status == RUNNING
    what, cancelled = await leagues.advance(empty.id)
    assert what == "cancelled" and cancelled.status == "cancelled"
    assert await due(sessions, clock.now + LEASE) == [full.id]  # its games to open


async def test_a_league_is_due_to_its_servers_shard_only(engine: AsyncEngine) -> None:
    """Several processes share the database, each ticking for its shards: a league is
    handed to the process of its server's shard, once. An hour may be made short (tests
    watching a deadline pass, ``TESSERA_LEAGUE_HOUR_SECONDS``)."""
    sessions = create_session_factory(engine)
    clock = Clock()
    leagues = LeagueStore(sessions, clock, hour=timedelta(seconds=30))
    league = await new_league(leagues, 2, signup_hours=2)
    assert league.due_at == clock.now + timedelta(minutes=1)
    shard = (GUILD >> 22) % 2
    later = clock.now + timedelta(minutes=1)
    assert await due(sessions, later, shard_count=2, shards=[1 - shard]) == []
    assert await due(sessions, later, shard_count=2, shards=[shard]) == [league.id]
    assert await due(sessions, later, shard_count=2, shards=[shard]) == []


async def test_a_league_of_64_plays_five_swiss_rounds(engine: AsyncEngine) -> None:
    """64 entrants (the most): five Swiss rounds of 32 games, each round advancing when its
    last game ends; nobody meets anyone twice, nobody sits out, and the standings add up."""
    sessions = create_session_factory(engine)
    store, leagues = GameStore(sessions), LeagueStore(sessions)
    league = await new_league(leagues, 64, rounds=5)
    with pytest.raises(LobbyError):
        await leagues.join(league.id, user(64), "one too many")
    league = await leagues.start(league.id, user(0), manager=False)
    for number in range(1, 6):
        league = await open_games(store, leagues, league)
        tables = league.round_tables()
        assert len(tables) == 32 and sorted(p for t in tables for p in t.players) == sorted(
            league.active
        )
        # The lower-placed entrant (by entry) resigns at each table: its head wins.
        for table in tables:
            assert table.game_id is not None
            await store.resign(table.game_id, table.players[1])
        assert await due(sessions) == [league.id]
        what, league = await leagues.advance(league.id)
        assert what == ("final" if number == 5 else "round")
    assert league.status == FINISHED
    met = [frozenset(t.players) for t in league.tables]
    assert len(met) == len(set(met)) == 5 * 32
    table = league.standings()
    assert sum(s.points for s in table) == 5 * 32 and all(s.games == 5 for s in table)
    # Swiss at 64 = 2**6: after five rounds of decided games the scores are binomial.
    assert Counter(s.points for s in table) == {5: 2, 4: 10, 3: 20, 2: 20, 1: 10, 0: 2}
