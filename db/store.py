"""The game store: the application layer the cogs call. Plain ids in, dataclasses out.

Build it once at start-up and share it::

    engine = db.session.create_engine(db.session.database_url())
    await db.migrate.upgrade(engine)
    store = GameStore(db.session.create_session_factory(engine))

Lobby (``status == "lobby"``)
    ``create_lobby(game, guild_id=, channel_id=, creator_id=, creator_name=, options=,
    max_seats=)`` seats the creator at seat 0 (options are checked by the engine now);
    ``join(game_id, user_id, name)``; ``leave(game_id, user_id)`` (later seats move up);
    ``add_computer(game_id, by_user, name, level="easy")``, ``remove_computer(game_id,
    by_user, seat)`` (creator only; the level is stored with the seat, ``engine.ai.LEVELS``);
    ``set_colour(game_id, user_id, colour)``; ``start(game_id, by_user)`` (creator only;
    draws the seed with ``secrets``; computer seats play at once) → :class:`PlayResult`.
Play (``status == "active"``)
    ``play(game_id, user_id, move, expected_version=None)`` → :class:`PlayResult`: maps the
    user to their seat, decodes and applies the move with the engine, appends it to the log,
    stores a new snapshot, bumps ``version`` and commits, all in one transaction; computer
    seats then play in the same transaction (their moves are the further ``actions``): on
    while the game waits on no human, at most once each while it waits on one. Any seat may
    act whenever the engine lists it in ``to_act`` (claims out of turn included).
    ``notices=`` (rows of :func:`db.outbox.notice_values`) are queued in the move's own
    transaction. ``turn_message=True`` (also on ``start``) queues the turn message the new
    position owes in that transaction too (issue 19): an outbox row keyed
    :func:`turn_message_key` whose payload names the version, the first ply of the action,
    what it was (``start``, ``move`` or ``resign``), the actor and the users the game waited
    on before it; see :mod:`cogs.kit.turns`.
    ``resign(game_id, user_id)`` plays ``RESIGN``.
    ``play_computer(game_id, expected_version=None)`` → :class:`PlayResult` or ``None``: one
    move of the lowest computer seat the game waits on, at the seat's level (with its memory,
    rebuilt from the log, where the game keeps one), by the same compare-and-set as ``play``,
    so of two processes playing the same computer move one gets ``game_changed``.
    A store made with ``pace_computers=True`` (the bot's) leaves computer seats to
    ``play_computer`` after ``start`` and ``play`` instead of playing them at once, so that
    people can follow the computers' moves one at a time (issue 16).
    ``cancel(game_id, by_user, is_manager=False)``: the creator's, or a manager's.
Discord references (never bump ``version``, so buttons stay valid)
    ``set_thread(game_id, thread_id)``, ``set_messages(game_id, lobby_message_id=...,
    turn_message_id=...)``.
Look-ups
    ``get(game_id)``, ``version_of(game_id)``, ``by_thread(thread_id)``,
    ``user_games(user_id, guild_id=None)``, ``guild_games(guild_id)``, ``computer_turns()``
    (active games waiting on a computer seat, by the games' ``computer_to_act`` flag),
    ``moves(game_id)``, ``finished_games(user_id, guild_id=, game=, offset=, limit=)`` (a
    user's finished games here, newest first, and their number), ``unshown_turns(game_id,
    version)`` (the positions before ``version`` whose turn message never appeared).
Ratings
    The transaction that finishes a game (``start``, ``play``, ``play_computer``,
    ``import_record``) rates it (:func:`db.ratings.rate_game`); :class:`db.ratings.RatingStore`
    reads and recomputes them.
Records
    ``export_record(game_id)`` → JSON (options, seed, seats, moves; it reveals every secret,
    so offer it for finished games); ``import_record(record, guild_id=, channel_id=,
    creator_id=)`` replays it through the engine into a new game.
Integrity
    ``check_integrity(game_id=None)`` replays stored games and reports (and marks) those whose
    snapshot disagrees; a marked game refuses every action with ``game_damaged``. The first
    action on a game in each process checks it the same way before using the snapshot.
Settings
    ``guild_settings``/``update_guild_settings``, ``user_preferences``/
    ``update_user_preferences``; missing rows read as :data:`GUILD_DEFAULTS` and
    :data:`USER_DEFAULTS`. ``guild_settings_of(ids)``/``user_preferences_of(ids)`` read
    several by one query. A change makes the scheduler's timers concerned due again (and a
    change of ``notify`` adds or removes the player's digest row), in the same transaction;
    quiet hours (``quiet_start``, ``quiet_end``, ``timezone``) are checked by :mod:`db.quiet`.

Errors are :mod:`db.errors` (codes + data); engine errors pass through unchanged. Nothing is
kept in memory between calls except per-game locks (which only spare needless conflicts
inside one process) and the set of games already checked: the database is the only truth,
so several bot processes may share one PostgreSQL.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import weakref
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from types import SimpleNamespace
from typing import Any, ClassVar

from sqlalchemy import (
    ColumnElement,
    Join,
    Select,
    String,
    bindparam,
    delete,
    exists,
    func,
    insert,
    join,
    select,
    true,
    update,
)
from sqlalchemy.engine import Row
from sqlalchemy.exc import IntegrityError, OperationalError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession, async_sessionmaker
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.orm import joinedload
from sqlalchemy.orm.exc import StaleDataError
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.visitors import InternalTraversal

from db.errors import (
    BusyError,
    DamagedGameError,
    GameChangedError,
    InvalidRecordError,
    InvalidSettingError,
    LobbyError,
    NotAllowedError,
    NotFoundError,
    StoreError,
    TooLongError,
    WrongStatusError,
)
from db.league import game_ended as league_game_ended
from db.models import (
    DigestRow,
    GameRow,
    GameStatus,
    GuildSettings,
    InvitationRow,
    MoveRow,
    SeatRow,
    TakeBackRow,
    TurnTimer,
    UserPreferences,
    utcnow,
)
from db.notify_modes import DEFAULT_MODE, MODES
from db.outbox import OutboxRow, enqueue, notice_values
from db.quiet import check_hours, check_timezone
from db.ratings import rate_game
from db.records import (
    Action,
    GameInfo,
    GuildSettingsInfo,
    IntegrityProblem,
    MoveInfo,
    PlayResult,
    SeatInfo,
    TakeBackInfo,
    UserPreferencesInfo,
)
from db.session import WRITE
from engine.ai import DEFAULT_LEVEL, LEVELS, check_level, computer_move, memory_from_log
from engine.core import RESIGN, TAKE_BACK, EngineError, Game, Json, Move, Outcome, stored_options
from engine.registry import get_game
from engine.rng import derive

log = logging.getLogger(__name__)
RECORD_FORMAT = 1
GUILD_DEFAULTS: dict[str, Any] = {
    "manager_role_id": None,
    "remind_after_hours": 24,
    "remind_every_hours": 24,
    "max_reminders": 3,
    "turn_clock_hours": 72,
    "clock_action": "skip",
    "language": None,
}
USER_DEFAULTS: dict[str, Any] = {
    "notify": DEFAULT_MODE,
    "colour": None,
    "away_until": None,
    "quiet_start": None,
    "quiet_end": None,
    "timezone": None,
    "locale": None,
}
CLOCK_ACTIONS = ("skip", "computer", "remove")
NOTIFY_MODES = tuple(MODES)
RUNNING = (GameStatus.LOBBY, GameStatus.ACTIVE)
#: Reads of a game that keeps changing before the integrity check gives up on it for now.
CHECK_ATTEMPTS = 5
#: The largest game id the ``games`` table holds (a 32-bit ``INTEGER`` on PostgreSQL); any
#: other id (a typed ``2**60``, a forged custom id) is simply not found (issue 19, 3).
MAX_GAME_ID = 2**31 - 1
#: The ``what`` of an outbox row owing a turn message.
TURN_MESSAGE = "turn_message"
#: A turn message row is due this long after its move: the process that made the move posts
#: it at once, and the outbox's sender (which drops it if a newer position is shown by then)
#: only steps in when that failed or the process died.
TURN_MESSAGE_GRACE = timedelta(seconds=20)


#: Positions in a row without a turn message whose moves a later one tells at most (its text
#: is cut to Discord's limit anyway).
MAX_UNSHOWN = 50


def turn_message_key(game_id: int, version: int) -> str:
    """The outbox key of the turn message of ``game_id`` at ``version``: one per position."""
    return f"{TURN_MESSAGE}:{game_id}:{version}"


class _Unset:
    """Marker for "not given" in :meth:`GameStore.set_messages`."""


_UNSET = _Unset()


class GameStore:
    """See the module docstring for the whole API."""

    def __init__(
        self,
        sessions: async_sessionmaker[AsyncSession],
        *,
        clock: Callable[[], datetime] = utcnow,
        pace_computers: bool = False,
    ) -> None:
        self._sessions = sessions
        self._clock = clock
        self._pace_computers = pace_computers
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._checked: set[int] = set()

    # -- lobby --------------------------------------------------------------------------
    async def create_lobby(
        self,
        game: str,
        *,
        guild_id: int | None,
        channel_id: int,
        creator_id: int,
        creator_name: str,
        options: dict[str, Any] | None = None,
        max_seats: int | None = None,
        language: str | None = None,
    ) -> GameInfo:
        """A new game in its lobby, with its creator in seat 0; ``language`` is that of its
        public messages (checked by the caller against ``i18n.LANGUAGES``)."""
        if guild_id is None:
            # Lobbies live in a server's channel (issue 19, 4): one from a DM has no server.
            raise NotAllowedError("guild_only")
        _check_length("name", creator_name)
        rules = get_game(game)
        normalized = rules.normalize_options(options)
        seats = rules.max_players if max_seats is None else max_seats
        rules.check_players(seats)
        now = self._clock()
        async with self._write() as session:
            row = GameRow(
                game=game,
                options=normalized,
                status=GameStatus.LOBBY,
                guild_id=guild_id,
                channel_id=channel_id,
                creator_id=creator_id,
                max_seats=seats,
                ply=0,
                to_act_mask=0,
                created_at=now,
                updated_at=now,
                language=language,
            )
            colour = await self._preferred_colour(session, creator_id, [])
            row.seats = [self._human_seat(0, creator_id, creator_name, colour, now)]
            session.add(row)
        return _info(row)

    async def join(self, game_id: int, user_id: int, name: str) -> GameInfo:
        _check_length("name", name)
        async with self._lobby(game_id) as (session, row):
            if any(s.user_id == user_id for s in row.seats):
                raise LobbyError("already_joined", game_id=game_id)
            if len(row.seats) >= row.max_seats:
                raise LobbyError("lobby_full", game_id=game_id, max_seats=row.max_seats)
            colour = await self._preferred_colour(session, user_id, row.seats)
            now = self._clock()
            row.seats.append(self._human_seat(len(row.seats), user_id, name, colour, now))
            row.updated_at = now
        return _info(row)

    async def leave(self, game_id: int, user_id: int) -> GameInfo:
        async with self._lobby(game_id) as (session, row):
            seat = _seat_of(row, user_id)
            if seat is None:
                raise LobbyError("not_joined", game_id=game_id)
            if user_id == row.creator_id:
                raise NotAllowedError("creator_must_cancel", game_id=game_id)
            await self._remove_seat(session, row, seat)
        return _info(row)

    async def add_computer(
        self, game_id: int, by_user: int, name: str, level: str = DEFAULT_LEVEL
    ) -> GameInfo:
        _check_length("name", name)
        check_level(level)
        async with self._lobby(game_id) as (_session, row):
            _require_creator(row, by_user)
            if len(row.seats) >= row.max_seats:
                raise LobbyError("lobby_full", game_id=game_id, max_seats=row.max_seats)
            now = self._clock()
            row.seats.append(
                SeatRow(
                    seat=len(row.seats),
                    user_id=None,
                    is_computer=True,
                    name=name,
                    colour=None,
                    level=level,
                    joined_at=now,
                )
            )
            row.updated_at = now
        return _info(row)

    async def remove_computer(self, game_id: int, by_user: int, seat: int) -> GameInfo:
        async with self._lobby(game_id) as (session, row):
            _require_creator(row, by_user)
            found = next((s for s in row.seats if s.seat == seat and s.is_computer), None)
            if found is None:
                raise LobbyError("not_joined", game_id=game_id, seat=seat)
            await self._remove_seat(session, row, found)
        return _info(row)

    async def set_colour(self, game_id: int, user_id: int, colour: str | None) -> GameInfo:
        _check_length("colour", colour)
        async with self._lobby(game_id) as (_session, row):
            seat = _seat_of(row, user_id)
            if seat is None:
                raise NotAllowedError("not_seated", game_id=game_id)
            if colour is not None and any(s.colour == colour for s in row.seats if s is not seat):
                raise LobbyError("colour_taken", game_id=game_id, colour=colour)
            seat.colour = colour
            row.updated_at = self._clock()
        return _info(row)

    async def start(self, game_id: int, by_user: int, *, turn_message: bool = False) -> PlayResult:
        async with self._locked(game_id), self._write(game_id) as session:
            row = await self._load(session, game_id)
            _require_status(row, GameStatus.LOBBY, "not_lobby")
            _require_creator(row, by_user)
            rules = get_game(row.game)
            if len(row.seats) < rules.min_players:
                raise LobbyError(
                    "too_few_players",
                    game_id=game_id,
                    players=len(row.seats),
                    minimum=rules.min_players,
                )
            now = self._clock()
            row.seed = secrets.randbits(63)
            row.players = len(row.seats)
            row.status = GameStatus.ACTIVE
            row.started_at = now
            # A lobby opened before rules editions keeps edition 1 (engine.core).
            state = rules.setup(row.players, stored_options(row.options), row.seed)
            actions = (
                [] if self._pace_computers else _computers_play(rules, row, row.seats, state, [])
            )
            state = actions[-1][1] if actions else state
            _mark_departures(row.seats, actions, now)
            await _insert_moves(session, rules, game_id, actions, now)
            values = _turn_values(rules, row, row.seats, state, actions, now, True)
            for name, value in values.items():
                setattr(row, name, value)
            await _rate_if_finished(await session.connection(), row, row.seats, values)
            if turn_message:
                await session.flush()  # the version the start gave the game
                owed = _turn_notice(game_id, row.version, "start", 0, None, (), now)
                await enqueue(session, owed)
        self._checked.add(game_id)
        return _result(row, row.seats, state, actions)

    # -- play ---------------------------------------------------------------------------
    async def play(
        self,
        game_id: int,
        user_id: int,
        move: Json,
        expected_version: int | None = None,
        *,
        notices: Sequence[dict[str, Any]] = (),
        turn_message: bool = False,
    ) -> PlayResult:
        """``notices``: :mod:`db.outbox` rows (``notice_values``) committed with the move;
        ``turn_message``: queue the new position's turn message with it (module docstring)."""
        if not 0 < game_id <= MAX_GAME_ID:
            raise NotFoundError("not_found", game_id=game_id)
        async with self._locked(game_id):
            if game_id not in self._checked:
                # Before this process first trusts the snapshot; a damaged game is marked,
                # and the load below refuses it.
                await self.check_integrity(game_id)
            # The hot path, in Core statements: one SELECT, one INSERT, one UPDATE. The UPDATE
            # is the compare-and-set that ``version_id_col`` makes of every ORM flush.
            async with self._write(game_id) as session:
                connection = await session.connection()
                game, seats = await _fetch(connection, game_id)
                if expected_version is not None and game.version != expected_version:
                    raise GameChangedError(
                        "game_changed", game_id=game_id, expected=expected_version, now=game.version
                    )
                _require_active(game)
                seat = next((s for s in seats if s.user_id == user_id), None)
                if seat is None:
                    raise NotAllowedError("not_seated", game_id=game_id)
                rules = get_game(game.game)
                decoded = rules.decode_move(move)
                applied = rules.apply(rules.decode_state(game.state), seat.seat, decoded)
                now = self._clock()
                first = Action(game.ply, seat.seat, tuple(applied.events), False, decoded)
                actions = [(first, applied.state)]
                if not self._pace_computers:
                    actions = _computers_play(rules, game, seats, applied.state, actions)
                if turn_message:
                    kind = "resign" if decoded == RESIGN else "move"
                    waited = [s.user_id for s in seats if game.to_act_mask >> s.seat & 1]
                    version = game.version + 1  # what _commit makes it
                    owed = _turn_notice(game_id, version, kind, game.ply, user_id, waited, now)
                    notices = [*notices, owed]
                values = await _commit(connection, rules, game, seats, actions, now, notices)
        state = actions[-1][1]
        return _result(SimpleNamespace(**{**game._asdict(), **values}), seats, state, actions)

    async def play_computer(
        self, game_id: int, expected_version: int | None = None, *, turn_message: bool = False
    ) -> PlayResult | None:
        """One move of the lowest computer seat the game waits on (``None`` if it waits on
        none, or is not running): what the bot calls to play its computers one at a time.
        ``turn_message`` as in :meth:`play`: the move's turn message is owed durably.

        The move is thought out first, in a worker thread and outside any transaction and
        lock: a hard computer may think for a while, and neither the bot's other interactions
        nor the game's other writers (a Tarnaris call may come at any time) wait on it. The
        move is then stored only if the game is still at the version it was thought for;
        otherwise ``game_changed``, and the caller looks at the newest position again."""
        if game_id not in self._checked:
            async with self._locked(game_id):
                await self.check_integrity(game_id)
        thought = await self._think(game_id, expected_version)
        if thought is None:
            return None
        version, seat, move = thought
        async with self._locked(game_id), self._write(game_id) as session:
            connection = await session.connection()
            game, seats = await _fetch(connection, game_id)
            if game.version != version:
                raise GameChangedError(
                    "game_changed", game_id=game_id, expected=version, now=game.version
                )
            rules = get_game(game.game)
            applied = rules.apply(rules.decode_state(game.state), seat, move)
            action = Action(game.ply, seat, tuple(applied.events), True, move)
            now = self._clock()
            notices = []
            if turn_message:
                waited = [s.user_id for s in seats if game.to_act_mask >> s.seat & 1]
                version = game.version + 1  # what _commit makes it
                notices.append(_turn_notice(game_id, version, "move", game.ply, None, waited, now))
            actions = [(action, applied.state)]
            values = await _commit(connection, rules, game, seats, actions, now, notices)
        return _result(
            SimpleNamespace(**{**game._asdict(), **values}), seats, applied.state, actions
        )

    async def _think(
        self, game_id: int, expected_version: int | None
    ) -> tuple[int, int, Move] | None:
        """``(version, seat, move)``: the move of the lowest computer seat the game waits on,
        at the seat's level and with its memory of the log; ``None`` if there is none."""
        async with self._sessions() as session:
            connection = await session.connection()
            game, seats = await _fetch(connection, game_id)
            if expected_version is not None and game.version != expected_version:
                raise GameChangedError(
                    "game_changed", game_id=game_id, expected=expected_version, now=game.version
                )
            if game.status != GameStatus.ACTIVE:
                return None
            rules = get_game(game.game)
            state = rules.decode_state(game.state)
            waiting = rules.waiting_for(state)
            computer = next((s for s in seats if s.is_computer and s.seat in waiting), None)
            if computer is None or rules.outcome(state) is not None:
                return None
            log = await _log(connection, game_id)
        played = [(m.seat, rules.decode_move(m.move)) for m in log]
        options = stored_options(game.options)
        rng = derive(game.seed, "computer", game.ply, computer.seat)
        level = computer.level or DEFAULT_LEVEL

        def think() -> Move:
            memory = memory_from_log(rules, game.players, options, game.seed, played, computer.seat)
            return computer_move(rules, state, computer.seat, rng, level, memory)

        return game.version, computer.seat, await asyncio.to_thread(think)

    async def resign(
        self,
        game_id: int,
        user_id: int,
        expected_version: int | None = None,
        *,
        turn_message: bool = False,
    ) -> PlayResult:
        return await self.play(
            game_id, user_id, dict(RESIGN), expected_version, turn_message=turn_message
        )

    async def cancel(self, game_id: int, by_user: int, *, is_manager: bool = False) -> GameInfo:
        async with self._locked(game_id), self._write(game_id) as session:
            row = await self._load(session, game_id)
            if row.status not in RUNNING:
                raise WrongStatusError("game_over", game_id=game_id, status=row.status)
            if not is_manager:
                _require_creator(row, by_user)
            now = self._clock()
            row.status = GameStatus.CANCELLED
            row.finished_at = now
            row.updated_at = now
            row.to_act_mask = 0
            row.computer_to_act = False
            row.sync_due_at = now  # the scheduler drops its timers
            # A league's game cancelled counts as level, so its round is not held up.
            await league_game_ended(await session.connection(), game_id, row.seats, None)
        return _info(row)

    # -- rematches and invitations (issue 28) ---------------------------------------------
    async def rematch(self, game_id: int, user_id: int, name: str) -> tuple[GameInfo, bool]:
        """The lobby of ``game_id``'s rematch and whether this call opened it: the same game,
        options, language, number of seats and computer seats (at their levels), in the same
        channel, created by ``user_id`` (a person who played it), with the game's other
        people invited. A game has one rematch; asking again gives the one there is."""
        _check_length("name", name)
        async with self._sessions() as session:
            old = await self._load(session, game_id)
            query = _games().where(GameRow.rematch_of == game_id)
            existing = (await session.scalars(query)).unique().one_or_none()
            if existing is not None:
                return _info(existing), False
        if old.status != GameStatus.FINISHED:
            raise WrongStatusError("not_finished", game_id=game_id, status=old.status)
        if _seat_of(old, user_id) is None:
            raise NotAllowedError("not_seated", game_id=game_id)
        now = self._clock()
        try:
            async with self._write() as session:
                row = GameRow(
                    game=old.game,
                    options=old.options,
                    status=GameStatus.LOBBY,
                    guild_id=old.guild_id,
                    channel_id=old.channel_id,
                    creator_id=user_id,
                    max_seats=old.players or old.max_seats,
                    ply=0,
                    to_act_mask=0,
                    created_at=now,
                    updated_at=now,
                    language=old.language,
                    rematch_of=game_id,
                )
                colour = await self._preferred_colour(session, user_id, [])
                row.seats = [self._human_seat(0, user_id, name, colour, now)]
                for computer in (s for s in old.seats if s.is_computer):
                    row.seats.append(
                        SeatRow(
                            seat=len(row.seats),
                            user_id=None,
                            is_computer=True,
                            name=computer.name,
                            colour=None,
                            level=computer.level,
                            joined_at=now,
                        )
                    )
                session.add(row)
                await session.flush()
                people = [s.user_id for s in old.seats if s.user_id not in (None, user_id)]
                session.add_all(
                    InvitationRow(game_id=row.id, user_id=u, invited_by=user_id, created_at=now)
                    for u in people
                )
        except GameChangedError:
            # Two players asked at once: the other's rematch is the one.
            async with self._sessions() as session:
                query = _games().where(GameRow.rematch_of == game_id)
                found = (await session.scalars(query)).unique().one_or_none()
            if found is None:
                raise
            return _info(found), False
        return _info(row), True

    async def invite(self, game_id: int, by_user: int, user_ids: Iterable[int]) -> list[int]:
        """Invite people to the lobby ``game_id`` (by a player seated in it): those not seated
        nor invited yet, as many as there are free seats; returns them (``lobby_full`` when
        no seat is free)."""
        async with self._lobby(game_id) as (session, row):
            if _seat_of(row, by_user) is None:
                raise NotAllowedError("not_seated", game_id=game_id)
            free = row.max_seats - len(row.seats)
            if free <= 0:
                raise LobbyError("lobby_full", game_id=game_id, max_seats=row.max_seats)
            query = select(InvitationRow.user_id).where(InvitationRow.game_id == game_id)
            known = set((await session.scalars(query)).all()) | {s.user_id for s in row.seats}
            new = list(dict.fromkeys(u for u in user_ids if u not in known))[:free]
            now = self._clock()
            session.add_all(
                InvitationRow(game_id=game_id, user_id=u, invited_by=by_user, created_at=now)
                for u in new
            )
            return new

    async def invited(self, game_id: int) -> list[int]:
        """The people invited to ``game_id`` who have not joined (yet), in invitation order."""
        query = (
            select(InvitationRow.user_id)
            .where(InvitationRow.game_id == game_id)
            .where(
                ~exists().where(
                    SeatRow.game_id == game_id, SeatRow.user_id == InvitationRow.user_id
                )
            )
            .order_by(InvitationRow.id)
        )
        async with self._sessions() as session:
            return list((await session.scalars(query)).all())

    # -- take-backs (issue 28) ----------------------------------------------------------
    async def take_back(
        self, game_id: int, user_id: int, ply: int, *, turn_message: bool = False
    ) -> PlayResult:
        """Take back the user's move at ``ply`` and the computers' replies after it, at once:
        only where no other person is playing (``take_back_ask`` otherwise)."""
        async with self._locked(game_id), self._write(game_id) as session:
            connection = await session.connection()
            game, seats = await _fetch(connection, game_id)
            _require_active(game)
            seat = _seat_number(seats, user_id, game_id)
            point = await _TakeBackPoint.load(connection, game, seats, seat, ply)
            if point.asked:
                raise NotAllowedError("take_back_ask", game_id=game_id)
            return await self._restore(connection, game, seats, point, turn_message)

    async def request_take_back(self, game_id: int, user_id: int) -> TakeBackInfo:
        """Ask the other people playing to let the user take back their move, which must be
        the game's last and one the engine lets be taken back among people; one request per
        move (``take_back_asked`` for a second)."""
        async with self._locked(game_id), self._write(game_id) as session:
            connection = await session.connection()
            game, seats = await _fetch(connection, game_id)
            _require_active(game)
            seat = _seat_number(seats, user_id, game_id)
            if not any(not s.is_computer and s.seat != seat and s.left_at is None for s in seats):
                raise NotAllowedError("take_back_alone", game_id=game_id)
            point = await _TakeBackPoint.load(connection, game, seats, seat, game.ply - 1)
            if not point.asked:
                raise NotAllowedError("take_back_alone", game_id=game_id)
            point.check()
            row = TakeBackRow(
                game_id=game_id, ply=point.ply, seat=seat, accepted=0, created_at=self._clock()
            )
            session.add(row)
            try:
                await session.flush()
            except IntegrityError:
                raise NotAllowedError("take_back_asked", game_id=game_id) from None
            return _take_back_info(row, point.asked)

    async def answer_take_back(
        self, game_id: int, user_id: int, ply: int, *, accept: bool, turn_message: bool = False
    ) -> tuple[TakeBackInfo, PlayResult | None]:
        """Accept or refuse the request to take back the move at ``ply``. A refusal is final;
        the last acceptance takes the move back (the :class:`PlayResult`). Refused once the
        next move is made (``take_back_late``): the move stands."""
        async with self._locked(game_id), self._write(game_id) as session:
            connection = await session.connection()
            game, seats = await _fetch(connection, game_id)
            _require_active(game)
            seat = _seat_number(seats, user_id, game_id)
            query = select(TakeBackRow).where(
                TakeBackRow.game_id == game_id, TakeBackRow.ply == ply
            )
            row = await session.scalar(query)
            if row is None:
                raise NotFoundError("take_back_unknown", game_id=game_id)
            if game.ply - 1 != ply:
                raise NotAllowedError("take_back_late", game_id=game_id)
            point = await _TakeBackPoint.load(connection, game, seats, row.seat, ply)
            if seat not in point.asked:
                raise NotAllowedError("take_back_not_asked", game_id=game_id)
            if row.refused_by is not None:
                raise NotAllowedError("take_back_refused", game_id=game_id)
            if not accept:
                row.refused_by = seat
                return _take_back_info(row, point.asked), None
            row.accepted |= 1 << seat
            info = _take_back_info(row, point.asked)
            if info.waiting:
                return info, None
            return info, await self._restore(connection, game, seats, point, turn_message)

    async def set_take_back_message(self, game_id: int, ply: int, message_id: int) -> None:
        """Remember the public request message (a Discord reference: no new version)."""
        query = (
            update(TakeBackRow)
            .where(TakeBackRow.game_id == game_id, TakeBackRow.ply == ply)
            .values(message_id=message_id)
        )
        async with self._write(game_id) as session:
            await session.execute(query)

    async def _restore(
        self,
        connection: AsyncConnection,
        game: Any,
        seats: Sequence[Any],
        point: _TakeBackPoint,
        turn_message: bool,
    ) -> PlayResult:
        """Write the move that returns ``game`` to ``point.before``."""
        point.check()
        rules, seat = point.rules, point.seat
        move = rules.take_back_move(point.before, game.ply - point.ply)
        applied = rules.apply(rules.decode_state(game.state), seat, move)
        now = self._clock()
        actions = [(Action(game.ply, seat, tuple(applied.events), False, move), applied.state)]
        notices = []
        if turn_message:
            waited = [s.user_id for s in seats if game.to_act_mask >> s.seat & 1]
            actor = next(s.user_id for s in seats if s.seat == seat)
            version = game.version + 1
            notice = _turn_notice(game.id, version, TAKE_BACK, game.ply, actor, waited, now)
            notices.append(notice)
        values = await _commit(connection, rules, game, seats, actions, now, notices)
        if point.put_out:
            # The seats the moves taken back had put out are in the game again.
            table = SeatRow.__table__
            await connection.execute(
                update(table)
                .where(table.c.game_id == game.id, table.c.seat.in_(point.put_out))
                .values(eliminated_at=None)
            )
            seats = [
                SimpleNamespace(**{**vars(s), "eliminated_at": None})
                if s.seat in point.put_out
                else s
                for s in seats
            ]
        game_now = SimpleNamespace(**{**game._asdict(), **values})
        return _result(game_now, seats, applied.state, actions)

    # -- Discord references -------------------------------------------------------------
    async def set_thread(self, game_id: int, thread_id: int | None) -> None:
        await self._set_references(game_id, thread_id=thread_id)

    async def set_messages(
        self,
        game_id: int,
        *,
        lobby_message_id: int | _Unset | None = _UNSET,
        turn_message_id: int | _Unset | None = _UNSET,
    ) -> None:
        """Set the message ids given (``None`` clears one); those not given stay."""
        values = {"lobby_message_id": lobby_message_id, "turn_message_id": turn_message_id}
        await self._set_references(
            game_id, **{k: v for k, v in values.items() if not isinstance(v, _Unset)}
        )

    # -- look-ups -----------------------------------------------------------------------
    async def get(self, game_id: int) -> GameInfo:
        async with self._sessions() as session:
            return _info(await self._load(session, game_id))

    async def version_of(self, game_id: int) -> int | None:
        """The game's current version (one indexed read, no state); ``None`` if none."""
        async with self._sessions() as session:
            return await session.scalar(select(GameRow.version).where(GameRow.id == game_id))

    async def by_thread(self, thread_id: int) -> GameInfo | None:
        query = _games().where(GameRow.thread_id == thread_id).order_by(GameRow.id.desc())
        found = await self._list(query.limit(1))
        return found[0] if found else None

    async def user_games(
        self,
        user_id: int,
        *,
        guild_id: int | None = None,
        statuses: Iterable[GameStatus] = RUNNING,
    ) -> list[GameInfo]:
        """The user's games (seated, not resigned), those waiting on the user first."""
        query = _seated(user_id, SeatRow.left_at.is_(None)).where(
            _no_index(GameRow.status).in_(list(statuses))
        )
        if guild_id is not None:
            query = query.where(_no_index(GameRow.guild_id) == guild_id)
        games = await self._list(query.order_by(GameRow.updated_at.desc(), GameRow.id.desc()))
        return sorted(games, key=lambda g: not _waits_on(g, user_id))

    async def guild_games(
        self, guild_id: int, *, statuses: Iterable[GameStatus] = RUNNING
    ) -> list[GameInfo]:
        query = _games().where(GameRow.guild_id == guild_id, GameRow.status.in_(list(statuses)))
        return await self._list(query.order_by(GameRow.id))

    async def computer_turns(self) -> list[GameInfo]:
        """Active games waiting on one of their computer seats (``pace_computers``: the
        computer moves still to play, e.g. after a restart)."""
        # By the games' own flag and its index: never a walk through every active game.
        query = _games().where(
            GameRow.computer_to_act == true(), _no_index(GameRow.status) == GameStatus.ACTIVE
        )
        return await self._list(query.order_by(GameRow.turn_started_at, GameRow.id))

    async def finished_games(
        self,
        user_id: int,
        *,
        guild_id: int | None,
        game: str | None = None,
        offset: int = 0,
        limit: int | None = None,
    ) -> tuple[list[GameInfo], int]:
        """Finished games the user sat at (resigned too) here, newest first: one page of them
        and how many there are in all (issue 18, ``/game history``)."""
        here = _no_index(GameRow.guild_id)
        where = [SeatRow.user_id == user_id, _no_index(GameRow.status) == GameStatus.FINISHED]
        where.append(here.is_(None) if guild_id is None else here == guild_id)
        if game is not None:
            where.append(GameRow.game == game)
        async with self._sessions() as session:
            total = await session.scalar(
                select(func.count()).select_from(_seats_games()).where(*where)
            )
        query = (
            _seated(user_id)
            .where(*where[1:])
            .order_by(GameRow.finished_at.desc(), GameRow.id.desc())
        )
        return await self._list(query.offset(offset).limit(limit)), total or 0

    async def moves(self, game_id: int) -> list[MoveInfo]:
        async with self._sessions() as session:
            row = await self._load(session, game_id)
            rows = await _move_rows(session, game_id)
        rules = get_game(row.game)
        return [MoveInfo(m.ply, m.seat, m.created_at, rules.decode_move(m.move)) for m in rows]

    async def unshown_turns(
        self, game_id: int, version: int, before_ply: int | None = None
    ) -> list[int]:
        """The first plies of the positions right before ``version`` whose turn message never
        appeared (its row failed, was given up, or was dropped because a newer position came
        first), oldest first: the turn message of ``version`` tells their moves too (issue 19).

        Walks back from ``version - 1`` to the last position whose message was sent (or has
        no row: purged, or shown otherwise), at most :data:`MAX_UNSHOWN` positions.
        ``before_ply``: first pass over the positions of the moves from that ply on (a turn
        message and the edits of it that told the same turn), so that an edit finds what the
        message it edits told before its own move."""
        first = max(version - MAX_UNSHOWN, 0)
        keys = [turn_message_key(game_id, v) for v in range(version - 1, first - 1, -1)]
        table = OutboxRow.__table__
        query = select(table.c.key, table.c.outcome, table.c.payload).where(table.c.key.in_(keys))
        async with self._sessions() as session:
            rows = {row.key: row for row in (await session.execute(query)).all()}
        plies: list[int] = []
        for key in keys:
            row = rows.get(key)
            ply = row.payload.get("ply") if row is not None else None
            if before_ply is not None and isinstance(ply, int) and ply >= before_ply:
                continue
            if row is None or row.outcome == "sent" or not isinstance(ply, int):
                break
            plies.append(ply)
        return plies[::-1]

    # -- records ------------------------------------------------------------------------
    async def export_record(self, game_id: int) -> dict[str, Any]:
        """The game as JSON: ``{"format", "game", "options", "seed", "seats", "moves"}``."""
        async with self._sessions() as session:
            row = await self._load(session, game_id)
            if row.seed is None:
                raise WrongStatusError("not_started", game_id=game_id, status=row.status)
            moves = await _move_rows(session, game_id)
        rules = get_game(row.game)
        return {
            "format": RECORD_FORMAT,
            "game": row.game,
            "options": row.options,
            "seed": row.seed,
            "seats": [
                {
                    "seat": s.seat,
                    "user_id": s.user_id,
                    "name": s.name,
                    "colour": s.colour,
                    "is_computer": s.is_computer,
                    **({"level": s.level} if s.is_computer and s.level else {}),
                }
                for s in row.seats
            ],
            "moves": [{"seat": m.seat, "move": rules.decode_move(m.move)} for m in moves],
        }

    async def import_record(
        self,
        record: Json,
        *,
        guild_id: int | None,
        channel_id: int,
        creator_id: int,
    ) -> GameInfo:
        """A new game replayed from ``record``; every move is checked by the engine again."""
        game, options, seed, seats, moves = _parse_record(record)
        rules = get_game(game)
        rules.check_players(len(seats))
        # A record exported before rules editions replays by edition 1's rules.
        options = rules.normalize_options(stored_options(options))
        state = rules.setup(len(seats), options, seed)
        actions: list[tuple[Action, Any]] = []
        for ply, (seat, move) in enumerate(moves):
            if not 0 <= seat < len(seats):
                raise InvalidRecordError("bad_record", field="moves.seat")
            decoded = rules.decode_move(move)
            applied = rules.apply(state, seat, decoded)
            state = applied.state
            actions.append((Action(ply, seat, tuple(applied.events), False, decoded), state))
        now = self._clock()
        async with self._write() as session:
            row = GameRow(
                game=game,
                options=options,
                seed=seed,
                status=GameStatus.ACTIVE,
                guild_id=guild_id,
                channel_id=channel_id,
                creator_id=creator_id,
                max_seats=len(seats),
                players=len(seats),
                ply=0,
                to_act_mask=0,
                created_at=now,
                updated_at=now,
                started_at=now,
            )
            row.seats = [
                SeatRow(
                    seat=number,
                    user_id=None if entry["is_computer"] else entry["user_id"],
                    is_computer=entry["is_computer"],
                    name=entry["name"],
                    colour=entry["colour"],
                    level=entry.get("level") if entry["is_computer"] else None,
                    joined_at=now,
                )
                for number, entry in enumerate(seats)
            ]
            session.add(row)
            await session.flush()
            _mark_departures(row.seats, actions, now)
            await _insert_moves(session, rules, row.id, actions, now)
            values = _turn_values(rules, row, row.seats, state, actions, now, True)
            for name, value in values.items():
                setattr(row, name, value)
            await _rate_if_finished(await session.connection(), row, row.seats, values)
        self._checked.add(row.id)
        return _result(row, row.seats, state, actions).game

    # -- integrity ----------------------------------------------------------------------
    async def check_integrity(
        self, game_id: int | None = None, *, mark: bool = True
    ) -> list[IntegrityProblem]:
        """Replay every started game (or one) and report those that disagree with their
        snapshot; with ``mark``, such games are flagged and refuse further actions."""
        query = select(GameRow.id).where(GameRow.seed.is_not(None)).order_by(GameRow.id)
        if game_id is not None:
            query = query.where(GameRow.id == game_id)
        async with self._sessions() as session:
            ids = list((await session.scalars(query)).all())
        problems: list[IntegrityProblem] = []
        for found in ids:
            checked = await self._check_game(found)
            if checked is None:
                continue
            problem, version, marked = checked
            if problem is None:
                self._checked.add(found)
                continue
            if mark and not marked and not await self._mark_damaged(problem, version):
                continue  # the game moved on since: not proven damaged
            log.error("game %d damaged: %s %s", found, problem.code, problem.data)
            problems.append(problem)
        return problems

    async def _check_game(self, game_id: int) -> tuple[IntegrityProblem | None, int, bool] | None:
        """``(problem or None, version checked, already marked)``; ``None`` if the game kept
        changing while it was read.

        The game row and its moves are read by separate statements, and on PostgreSQL each
        sees the latest commit; a move committed in between looks like a gap in the log. A
        problem therefore counts only if the version is still the one the row was read at.
        """
        for _ in range(CHECK_ATTEMPTS):
            async with self._sessions() as session:
                row = await self._load(session, game_id, allow_damaged=True)
                moves = await _move_rows(session, game_id)
                problem = _replay_problem(get_game(row.game), row, moves)
                if problem is None:
                    return None, row.version, False
                query = select(GameRow.version).where(GameRow.id == game_id)
                if await session.scalar(query) == row.version:
                    return problem, row.version, row.integrity_problem is not None
        return None

    # -- settings -----------------------------------------------------------------------
    async def guild_settings(self, guild_id: int) -> GuildSettingsInfo:
        async with self._sessions() as session:
            row = await session.get(GuildSettings, guild_id)
        values = GUILD_DEFAULTS if row is None else _columns(row, GUILD_DEFAULTS)
        return GuildSettingsInfo(guild_id=guild_id, **values)

    async def update_guild_settings(self, guild_id: int, **changes: Any) -> GuildSettingsInfo:
        _check_settings(changes, GUILD_DEFAULTS)
        if "clock_action" in changes and changes["clock_action"] not in CLOCK_ACTIONS:
            raise InvalidSettingError("bad_setting_value", name="clock_action")
        for name in ("remind_after_hours", "remind_every_hours", "max_reminders"):
            if name in changes and not _positive_int(changes[name], allow_zero=False):
                raise InvalidSettingError("bad_setting_value", name=name)
        if "turn_clock_hours" in changes and not _positive_int(changes["turn_clock_hours"]):
            raise InvalidSettingError("bad_setting_value", name="turn_clock_hours")
        timers, games = TurnTimer.__table__, GameRow.__table__
        # The server's games' deadlines move with its settings: the scheduler looks at their
        # timers again at its next tick (and writes when each falls due now).
        recheck = (
            update(timers)
            .where(
                timers.c.game_id.in_(
                    select(games.c.id).where(
                        games.c.guild_id == guild_id, games.c.status == GameStatus.ACTIVE
                    )
                )
            )
            .values(due_at=self._clock())
        )
        await self._upsert(
            GuildSettings, {"guild_id": guild_id}, GUILD_DEFAULTS, changes, also=[recheck]
        )
        return await self.guild_settings(guild_id)

    async def guild_settings_of(self, guild_ids: Iterable[int]) -> dict[int, GuildSettingsInfo]:
        """:meth:`guild_settings` of several servers by one query."""
        wanted = sorted(set(guild_ids))
        if not wanted:
            return {}
        async with self._sessions() as session:
            rows = await session.scalars(
                select(GuildSettings).where(GuildSettings.guild_id.in_(wanted))
            )
            found = {row.guild_id: _columns(row, GUILD_DEFAULTS) for row in rows}
        return {g: GuildSettingsInfo(guild_id=g, **found.get(g, GUILD_DEFAULTS)) for g in wanted}

    async def user_preferences(self, user_id: int) -> UserPreferencesInfo:
        async with self._sessions() as session:
            row = await session.get(UserPreferences, user_id)
        values = USER_DEFAULTS if row is None else _columns(row, USER_DEFAULTS)
        return UserPreferencesInfo(user_id=user_id, **values)

    async def update_user_preferences(self, user_id: int, **changes: Any) -> UserPreferencesInfo:
        _check_settings(changes, USER_DEFAULTS)
        if "notify" in changes and changes["notify"] not in NOTIFY_MODES:
            raise InvalidSettingError("bad_setting_value", name="notify")
        if "colour" in changes:
            _check_length("colour", changes["colour"])
        if "quiet_start" in changes or "quiet_end" in changes:
            check_hours(changes.get("quiet_start"), changes.get("quiet_end"))
        if changes.get("timezone") is not None:
            check_timezone(changes["timezone"])
        now = self._clock()
        timers, digests = TurnTimer.__table__, DigestRow.__table__
        # The player's deadlines depend on these (mode, away): the scheduler looks at their
        # timers again at its next tick. A digest row exists exactly while ``digest`` is chosen.
        also: list[Any] = [update(timers).where(timers.c.user_id == user_id).values(due_at=now)]
        if "notify" in changes:
            also.append(delete(digests).where(digests.c.user_id == user_id))
            if MODES[changes["notify"]].digest:
                also.append(insert(digests).values(user_id=user_id, next_at=now))
        await self._upsert(UserPreferences, {"user_id": user_id}, USER_DEFAULTS, changes, also=also)
        return await self.user_preferences(user_id)

    async def remember_locale(self, user_id: int, locale: str) -> None:
        """Record the language of ``user_id``'s Discord client: their DMs speak it (issue 17).
        Nothing else changes, so no deadline is looked at again."""
        await self._upsert(UserPreferences, {"user_id": user_id}, USER_DEFAULTS, {"locale": locale})

    async def user_preferences_of(self, user_ids: Iterable[int]) -> dict[int, UserPreferencesInfo]:
        """:meth:`user_preferences` of several users by one query."""
        wanted = sorted(set(user_ids))
        if not wanted:
            return {}
        async with self._sessions() as session:
            rows = await session.scalars(
                select(UserPreferences).where(UserPreferences.user_id.in_(wanted))
            )
            found = {row.user_id: _columns(row, USER_DEFAULTS) for row in rows}
        return {u: UserPreferencesInfo(user_id=u, **found.get(u, USER_DEFAULTS)) for u in wanted}

    # -- internals ----------------------------------------------------------------------
    @asynccontextmanager
    async def _write(self, game_id: int | None = None) -> AsyncIterator[AsyncSession]:
        """A session in a write transaction, committed on success, rolled back otherwise.

        Database-level conflicts become store errors; ``from None`` keeps the driver's
        message (which may quote a state) out of tracebacks and logs.
        """
        async with self._sessions() as session:
            try:
                await session.connection(execution_options=WRITE)
                yield session
                await session.commit()
            except StaleDataError:
                raise GameChangedError("game_changed", game_id=game_id) from None
            except IntegrityError as error:
                if not _is_unique_violation(error):
                    raise
                # A concurrent writer took the ply or seat first.
                raise GameChangedError("game_changed", game_id=game_id) from None
            except OperationalError as error:
                if "locked" in str(error.orig):
                    raise BusyError("busy", game_id=game_id) from None
                raise

    @asynccontextmanager
    async def _locked(self, game_id: int) -> AsyncIterator[None]:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        async with lock:
            yield

    @asynccontextmanager
    async def _lobby(self, game_id: int) -> AsyncIterator[tuple[AsyncSession, GameRow]]:
        """A lobby change. Each bumps ``version``, so of two racing changes in different
        processes one fails with ``game_changed`` instead of overfilling the lobby."""
        async with self._locked(game_id), self._write(game_id) as session:
            row = await self._load(session, game_id)
            _require_status(row, GameStatus.LOBBY, "not_lobby")
            yield session, row

    async def _load(
        self, session: AsyncSession, game_id: int, *, allow_damaged: bool = False
    ) -> GameRow:
        if not 0 < game_id <= MAX_GAME_ID:
            raise NotFoundError("not_found", game_id=game_id)
        query = _games().where(GameRow.id == game_id)
        row = (await session.scalars(query)).unique().one_or_none()
        if row is None:
            raise NotFoundError("not_found", game_id=game_id)
        if row.integrity_problem is not None and not allow_damaged:
            raise DamagedGameError("game_damaged", game_id=game_id, problem=row.integrity_problem)
        return row

    async def _list(self, query: Select[tuple[GameRow]]) -> list[GameInfo]:
        async with self._sessions() as session:
            return [_info(row) for row in (await session.scalars(query)).unique().all()]

    async def _mark_damaged(self, problem: IntegrityProblem, version: int) -> bool:
        """Flag the game if it is still at ``version``; whether it was."""
        table = GameRow.__table__
        async with self._write(problem.game_id) as session:
            result = await session.execute(
                update(table)
                .where(table.c.id == problem.game_id, table.c.version == version)
                .values(integrity_problem={"code": problem.code, **problem.data})
            )
        return bool(result.rowcount)

    async def _set_references(self, game_id: int, **values: int | None) -> None:
        # A Core UPDATE leaves ``version`` alone: a new message id must not make the buttons
        # of the position it shows stale.
        table = GameRow.__table__
        async with self._write(game_id) as session:
            result = await session.execute(
                update(table)
                .where(table.c.id == game_id)
                .values(**values, updated_at=self._clock())
            )
            if result.rowcount == 0:
                raise NotFoundError("not_found", game_id=game_id)

    async def _remove_seat(self, session: AsyncSession, row: GameRow, seat: SeatRow) -> None:
        gone = seat.seat
        row.seats.remove(seat)
        row.updated_at = self._clock()
        await session.flush()
        # One seat at a time, lowest first, so (game, seat) stays unique after each UPDATE.
        for later in sorted((s for s in row.seats if s.seat > gone), key=lambda s: s.seat):
            later.seat -= 1
            await session.flush()

    async def _preferred_colour(
        self, session: AsyncSession, user_id: int, seats: Sequence[SeatRow]
    ) -> str | None:
        colour = await session.scalar(
            select(UserPreferences.colour).where(UserPreferences.user_id == user_id)
        )
        return None if colour in {s.colour for s in seats} else colour

    @staticmethod
    def _human_seat(
        number: int, user_id: int, name: str, colour: str | None, now: datetime
    ) -> SeatRow:
        return SeatRow(
            seat=number,
            user_id=user_id,
            is_computer=False,
            name=name,
            colour=colour,
            joined_at=now,
        )

    async def _upsert(
        self,
        model: type[GuildSettings] | type[UserPreferences],
        key: dict[str, int],
        defaults: dict[str, Any],
        changes: dict[str, Any],
        *,
        also: Sequence[Any] = (),
    ) -> None:
        """Write ``changes`` (a missing row starts from ``defaults``), then run the ``also``
        statements in the same transaction."""
        async with self._write() as session:
            row = await session.get(model, next(iter(key.values())))
            if row is None:
                row = model(**key, **defaults)
                session.add(row)
            for name, value in changes.items():
                setattr(row, name, value)
            row.updated_at = self._clock()
            await session.flush()
            for statement in also:
                await session.execute(statement)


def _turn_notice(
    game_id: int,
    version: int,
    kind: str,
    ply: int,
    actor: int | None,
    waited: Iterable[int | None],
    now: datetime,
) -> dict[str, Any]:
    """The outbox row owing the turn message of ``game_id`` at ``version``."""
    payload = {
        "what": TURN_MESSAGE,
        "version": version,
        "kind": kind,
        "ply": ply,
        "actor": actor,
        "waited": sorted({u for u in waited if u is not None}),
    }
    key = turn_message_key(game_id, version)
    values = notice_values(key, target="game", payload=payload, now=now, game_id=game_id)
    return {**values, "due_at": now + TURN_MESSAGE_GRACE}


def _computers_play(
    rules: Game,
    game: Any,
    seats: Sequence[Any],
    state: Any,
    actions: list[tuple[Action, Any]],
) -> list[tuple[Action, Any]]:
    """Let computer seats the game waits on move, lowest seat first; returns ``actions``
    extended with ``(action, state after it)``.

    While no human may act, computers play on (their turns, their pending choices). While a
    human may act too, each computer seat moves at most once per call: in a game where anyone
    may act at any time (Tarnaris claims) a computer would otherwise play on forever without
    giving the humans a chance.
    """
    computers = {s.seat for s in seats if s.is_computer}
    humans = {s.seat for s in seats if not s.is_computer}
    moved: set[int] = set()
    while computers and rules.outcome(state) is None:
        # Only seats the game waits on: a seat that merely *may* act (a Tarnaris claim) would
        # otherwise keep computers playing "wait" forever once no human is left.
        waiting = rules.waiting_for(state)
        acting = sorted(computers & waiting)
        if waiting & humans:
            acting = [seat for seat in acting if seat not in moved]
        if not acting:
            break
        seat, ply = acting[0], game.ply + len(actions)
        moved.add(seat)
        level = next((s.level for s in seats if s.seat == seat), None) or DEFAULT_LEVEL
        move = computer_move(rules, state, seat, derive(game.seed, "computer", ply, seat), level)
        applied = rules.apply(state, seat, move)
        state = applied.state
        actions.append((Action(ply, seat, tuple(applied.events), True, move), state))
    return actions


async def _commit(
    connection: AsyncConnection,
    rules: Game,
    game: Any,
    seats: Sequence[Any],
    actions: Sequence[tuple[Action, Any]],
    now: datetime,
    notices: Sequence[dict[str, Any]],
) -> dict[str, Any]:
    """Write ``actions`` (the moves, the new turn, departures, ``notices``) by the hot path's
    Core statements; the game's new column values. The UPDATE is the compare-and-set on
    ``version``: a writer that read an older game gets ``game_changed``."""
    await _insert_moves(connection, rules, game.id, actions, now)
    values = _turn_values(rules, game, seats, actions[-1][1], actions, now, False)
    values["version"] = game.version + 1
    changed = await connection.execute(
        _UPDATE_TURN, {**values, "match_id": game.id, "match_version": game.version}
    )
    if changed.rowcount != 1:
        raise GameChangedError("game_changed", game_id=game.id)
    if notices:
        await connection.execute(insert(OutboxRow.__table__), list(notices))
    await _rate_if_finished(connection, game, seats, values)
    for departed in _mark_departures(seats, actions, now):
        await connection.execute(
            update(SeatRow.__table__)
            .where(SeatRow.__table__.c.id == departed.id)
            .values(left_at=departed.left_at, eliminated_at=departed.eliminated_at)
        )
    return values


def _mark_departures(
    seats: Sequence[Any], actions: Sequence[tuple[Action, Any]], now: datetime
) -> list[Any]:
    """Stamp ``left_at`` on seats that resigned and ``eliminated_at`` on seats an event
    ``{"kind": "eliminated", "seat": n}`` put out; returns the seats changed."""
    resigned = {action.seat for action, _ in actions if action.move == RESIGN}
    eliminated = {
        event["seat"]
        for action, _ in actions
        for event in action.events
        if event.get("kind") == "eliminated" and isinstance(event.get("seat"), int)
    }
    changed = []
    for seat in seats:
        if seat.seat in resigned and seat.left_at is None:
            seat.left_at = now
            changed.append(seat)
        if seat.seat in eliminated and seat.eliminated_at is None:
            seat.eliminated_at = now
            changed.append(seat)
    return list({id(seat): seat for seat in changed}.values())


async def _insert_moves(
    executor: AsyncSession | AsyncConnection,
    rules: Game,
    game_id: int,
    actions: Sequence[tuple[Action, Any]],
    now: datetime,
) -> None:
    if not actions:
        return
    # A Core INSERT: the ORM would fetch each new move's id, which nothing needs.
    await executor.execute(
        _INSERT_MOVES,
        [
            {
                "game_id": game_id,
                "ply": action.ply,
                "seat": action.seat,
                "move": rules.encode_move(action.move),
                "created_at": now,
            }
            for action, _ in actions
        ],
    )


def _turn_values(
    rules: Game,
    game: Any,
    seats: Iterable[Any],
    state: Any,
    actions: Sequence[tuple[Action, Any]],
    now: datetime,
    new_turn: bool,
) -> dict[str, Any]:
    """The game columns after ``actions`` led to ``state``: a new snapshot value (an
    in-place change of a JSON value would not be saved), ply, who is to act (and whether one
    of ``seats``' computers is among them), the outcome."""
    mask = sum(1 << seat for seat in rules.waiting_for(state))
    computers = sum(1 << s.seat for s in seats if s.is_computer)
    values: dict[str, Any] = {
        "state": rules.encode_state(state),
        "ply": game.ply + len(actions),
        "to_act_mask": mask,
        "computer_to_act": bool(mask & computers),
        "updated_at": now,
    }
    if new_turn or mask != game.to_act_mask:
        values["turn_started_at"] = now
    # The scheduler's cue (in this same transaction) that the game's turn timers may have to
    # follow the new position.
    values["sync_due_at"] = now
    outcome = rules.outcome(state)
    if outcome is not None:
        values.update(status=GameStatus.FINISHED, outcome=outcome.to_json(), finished_at=now)
    return values


async def _rate_if_finished(
    connection: AsyncConnection, game: Any, seats: Sequence[Any], values: dict[str, Any]
) -> None:
    """Rate the game (:mod:`db.ratings`) and record a league game's result
    (:mod:`db.league`, issue 29) in the transaction that finishes it (issue 18)."""
    if values.get("status") != GameStatus.FINISHED:
        return
    await league_game_ended(connection, game.id, seats, values["outcome"])
    await rate_game(
        connection,
        game_id=game.id,
        guild_id=game.guild_id,
        game=game.game,
        seats=seats,
        outcome=values["outcome"],
        finished_at=values["finished_at"],
    )


# Statements of the hot path, built once: SQLAlchemy then reuses their cache keys.
_SEATS = SeatRow.__table__.c
_FETCH = (
    select(GameRow.__table__, *(column.label(f"seat_{column.name}") for column in _SEATS))
    .outerjoin(SeatRow.__table__, _SEATS.game_id == GameRow.__table__.c.id)
    .where(GameRow.__table__.c.id == bindparam("game_id"))
    .order_by(_SEATS.seat)
)
_INSERT_MOVES = insert(MoveRow.__table__)
#: The columns to set are the parameters given besides the two ``match_`` ones.
_UPDATE_TURN = update(GameRow.__table__).where(
    GameRow.__table__.c.id == bindparam("match_id"),
    GameRow.__table__.c.version == bindparam("match_version"),
)


async def _fetch(connection: AsyncConnection, game_id: int) -> tuple[Row[Any], list[Any]]:
    """A game row and its seats (as plain objects) by one Core query."""
    rows = (await connection.execute(_FETCH, {"game_id": game_id})).all()
    if not rows:
        raise NotFoundError("not_found", game_id=game_id)
    game = rows[0]
    if game.integrity_problem is not None:
        raise DamagedGameError("game_damaged", game_id=game_id, problem=game.integrity_problem)
    seats = [
        SimpleNamespace(**{column.name: getattr(row, f"seat_{column.name}") for column in _SEATS})
        for row in rows
        if row.seat_id is not None
    ]
    return game, seats


def _seated(user_id: int, *also: ColumnElement[bool]) -> Select[tuple[GameRow]]:
    """The games ``user_id`` sits at (and their seats), found from the user's seats by the
    seats' user index, each game then by its key. A join from the seats rather than a
    correlated ``EXISTS`` or ``id IN (…)``, with which SQLite walks every game of the status
    (issue 31: 117 ms for ``/game mine`` at 100,000 games)."""
    return _games().select_from(_seats_games()).where(SeatRow.user_id == user_id, *also)


class _NoIndex(ColumnElement[Any]):
    """A column the database must not look rows up by: SQLite's ``+column``, PostgreSQL's
    ``(column || '')`` or ``(column + 0)``. Without statistics SQLite prefers an index of two
    equalities (``guild_id``, ``status``) to a better one of one (the seats' ``user_id``),
    and so walks every finished game of a server for one user's history; PostgreSQL may do
    the same while its statistics are young. The user's seats are few: they lead."""

    inherit_cache = True
    _traverse_internals: ClassVar = [("column", InternalTraversal.dp_clauseelement)]

    def __init__(self, column: ColumnElement[Any]) -> None:
        self.column = column
        self.type = column.type


@compiles(_NoIndex)
def _compile_no_index(element: _NoIndex, compiler: SQLCompiler, **kw: Any) -> str:
    column = compiler.process(element.column, **kw)
    return f"({column} || '')" if isinstance(element.type, String) else f"({column} + 0)"


@compiles(_NoIndex, "sqlite")
def _compile_no_index_sqlite(element: _NoIndex, compiler: SQLCompiler, **kw: Any) -> str:
    return "+" + compiler.process(element.column, **kw)


def _no_index(column: Any) -> ColumnElement[Any]:
    return _NoIndex(column)


def _seats_games() -> Join:
    """Seats joined to their games, seats first."""
    return join(SeatRow, GameRow, SeatRow.game_id == GameRow.id)


def _games() -> Select[tuple[GameRow]]:
    # One query for the game and its seats (a join), one round trip fewer than two selects.
    return select(GameRow).options(joinedload(GameRow.seats))


async def _log(connection: AsyncConnection, game_id: int) -> list[Row[Any]]:
    """The stored moves of a game in order, by a Core query (``seat``, ``move``)."""
    table = MoveRow.__table__
    query = select(table.c.seat, table.c.move).where(table.c.game_id == game_id)
    return list((await connection.execute(query.order_by(table.c.ply))).all())


async def _move_rows(session: AsyncSession, game_id: int) -> list[MoveRow]:
    query = select(MoveRow).where(MoveRow.game_id == game_id).order_by(MoveRow.ply)
    return list((await session.scalars(query)).all())


def _result(
    game: Any, seats: Iterable[Any], state: Any, actions: Sequence[tuple[Action, Any]]
) -> PlayResult:
    info = _info(game, seats)
    # The state is at hand: spare the caller decoding the snapshot again.
    info.__dict__["state"] = state
    return PlayResult(info, tuple(action for action, _ in actions))


def _info(row: Any, seats: Iterable[Any] | None = None) -> GameInfo:
    """A :class:`GameInfo` from a game row (ORM object or Core row) and its seats (by
    default the ORM relationship)."""
    seats = row.seats if seats is None else seats
    return GameInfo(
        id=row.id,
        game=row.game,
        status=GameStatus(row.status),
        version=row.version,
        options=stored_options(row.options),
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        thread_id=row.thread_id,
        lobby_message_id=row.lobby_message_id,
        turn_message_id=row.turn_message_id,
        creator_id=row.creator_id,
        max_seats=row.max_seats,
        ply=row.ply,
        seats=tuple(
            SeatInfo(
                seat=s.seat,
                user_id=s.user_id,
                name=s.name,
                colour=s.colour,
                is_computer=s.is_computer,
                to_act=bool(row.to_act_mask >> s.seat & 1),
                joined_at=s.joined_at,
                left_at=s.left_at,
                eliminated_at=s.eliminated_at,
                level=(s.level or DEFAULT_LEVEL) if s.is_computer else None,
            )
            for s in sorted(seats, key=lambda s: s.seat)
        ),
        outcome=None if row.outcome is None else Outcome.from_json(row.outcome),
        created_at=row.created_at,
        updated_at=row.updated_at,
        started_at=row.started_at,
        turn_started_at=row.turn_started_at,
        finished_at=row.finished_at,
        integrity_problem=row.integrity_problem,
        language=row.language,
        rematch_of=row.rematch_of,
        snapshot=row.state,
        seed=row.seed,
    )


@dataclass(frozen=True)
class _TakeBackPoint:
    """Where a take-back of ``seat``'s move at ``ply`` would return a game to: the position
    ``before`` the move, the seats the moves since put out, and the people to ask (those
    still playing besides ``seat``, or put out by the moves taken back)."""

    rules: Game
    seats: Sequence[Any]
    seat: int
    ply: int
    log: list[tuple[int, Json]]
    before: Any
    put_out: list[int]
    asked: list[int]

    @classmethod
    async def load(
        cls, connection: AsyncConnection, game: Any, seats: Sequence[Any], seat: int, ply: int
    ) -> _TakeBackPoint:
        rules = get_game(game.game)
        played = [(m.seat, rules.decode_move(m.move)) for m in await _log(connection, game.id)]
        if not 0 <= ply < len(played) or played[ply][0] != seat:
            raise NotAllowedError("take_back_not_yours", game_id=game.id)
        options = stored_options(game.options)
        before = rules.replay(game.players, options, game.seed, played[:ply])
        put_out = _put_out(rules, before, played[ply:])
        asked = [
            s.seat
            for s in seats
            if not s.is_computer
            and s.seat != seat
            and s.left_at is None
            and (s.eliminated_at is None or s.seat in put_out)
        ]
        return cls(rules, seats, seat, ply, played, before, put_out, asked)

    def check(self) -> None:
        """Refuse unless only computers moved since and the engine allows it (with people to
        ask, nothing hidden may have been shown to the mover)."""
        computers = {s.seat for s in self.seats if s.is_computer}
        if any(actor not in computers for actor, _ in self.log[self.ply + 1 :]):
            raise NotAllowedError("take_back_late")
        move = self.log[self.ply][1]
        alone = not self.asked
        if not self.rules.may_take_back(self.before, self.seat, move, others_computers=alone):
            raise NotAllowedError("take_back_not_allowed")


def _seat_number(seats: Sequence[Any], user_id: int, game_id: int) -> int:
    seat = next((s for s in seats if s.user_id == user_id), None)
    if seat is None:
        raise NotAllowedError("not_seated", game_id=game_id)
    return seat.seat


def _put_out(rules: Game, before: Any, moves: Sequence[tuple[int, Json]]) -> list[int]:
    """The seats that ``moves``, played from ``before``, put out of the game."""
    out: list[int] = []
    state = before
    for seat, move in moves:
        applied = rules.apply(state, seat, move)
        state = applied.state
        out += [e["seat"] for e in applied.events if e.get("kind") == "eliminated"]
    return out


def _take_back_info(row: TakeBackRow, people: Sequence[int]) -> TakeBackInfo:
    accepted = frozenset(seat for seat in people if row.accepted >> seat & 1)
    return TakeBackInfo(
        game_id=row.game_id,
        ply=row.ply,
        seat=row.seat,
        asked=tuple(people),
        accepted=accepted,
        refused_by=row.refused_by,
        message_id=row.message_id,
    )


def _seat_of(row: GameRow, user_id: int) -> SeatRow | None:
    return next((s for s in row.seats if s.user_id == user_id), None)


def _waits_on(game: GameInfo, user_id: int) -> bool:
    return any(s.to_act and s.user_id == user_id for s in game.seats)


def _require_status(row: Any, status: GameStatus, code: str) -> None:
    if row.status != status:
        raise WrongStatusError(code, game_id=row.id, status=row.status)


def _require_active(row: Any) -> None:
    if row.status == GameStatus.LOBBY:
        raise WrongStatusError("not_started", game_id=row.id, status=row.status)
    _require_status(row, GameStatus.ACTIVE, "game_over")


def _require_creator(row: GameRow, user_id: int) -> None:
    if user_id != row.creator_id:
        raise NotAllowedError("not_creator", game_id=row.id)


def _canonical(value: Json) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _replay_problem(rules: Game, row: GameRow, moves: Sequence[MoveRow]) -> IntegrityProblem | None:
    """Why ``row``'s snapshot is not what its log replays to, or ``None`` if it is."""
    plies = [m.ply for m in moves]
    if plies != list(range(row.ply)):
        return IntegrityProblem(row.id, "log_gap", {"ply": row.ply, "moves": len(plies)})
    assert row.seed is not None and row.players is not None
    try:
        log = [(m.seat, rules.decode_move(m.move)) for m in moves]
        state = rules.replay(row.players, stored_options(row.options), row.seed, log)
    except EngineError as error:
        return IntegrityProblem(row.id, "replay_failed", {"engine_code": error.code})
    try:
        # The snapshot through today's codec: one written in an older state format compares
        # by what it means, not by how it was spelt.
        stored = None if row.state is None else rules.encode_state(rules.decode_state(row.state))
    except EngineError:
        stored = None
    if stored is None or _canonical(rules.encode_state(state)) != _canonical(stored):
        return IntegrityProblem(row.id, "snapshot_mismatch", {"ply": row.ply})
    outcome = rules.outcome(state)
    if (None if outcome is None else outcome.to_json()) != row.outcome:
        return IntegrityProblem(row.id, "outcome_mismatch", {"ply": row.ply})
    return None


def _parse_record(record: Json) -> tuple[str, dict[str, Any], int, list[dict[str, Any]], list]:
    def bad(name: str) -> InvalidRecordError:
        return InvalidRecordError("bad_record", field=name)

    if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
        raise bad("format")
    game, options, seed = record.get("game"), record.get("options"), record.get("seed")
    seats, moves = record.get("seats"), record.get("moves")
    if not isinstance(game, str):
        raise bad("game")
    if not isinstance(options, dict):
        raise bad("options")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
        raise bad("seed")
    if not isinstance(seats, list) or not all(_seat_entry_ok(s) for s in seats):
        raise bad("seats")
    if not isinstance(moves, list) or not all(
        isinstance(m, dict) and isinstance(m.get("seat"), int) and "move" in m for m in moves
    ):
        raise bad("moves")
    return game, options, seed, seats, [(m["seat"], m["move"]) for m in moves]


def _seat_entry_ok(entry: Any) -> bool:
    if not isinstance(entry, dict) or not isinstance(entry.get("is_computer"), bool):
        return False
    user = entry.get("user_id")
    name, colour = entry.get("name"), entry.get("colour")
    return (
        isinstance(name, str)
        and len(name) <= TEXT_LIMITS["name"]
        and (colour is None or (isinstance(colour, str) and len(colour) <= TEXT_LIMITS["colour"]))
        and (entry["is_computer"] or (isinstance(user, int) and not isinstance(user, bool)))
        and entry.get("level") in (None, *LEVELS)
    )


#: The longest text each user-given column holds, from the models (the seat's and the
#: preference's ``colour`` are both ``String(32)``).
TEXT_LIMITS: dict[str, int] = {
    "name": SeatRow.__table__.c.name.type.length,
    "colour": SeatRow.__table__.c.colour.type.length,
}


def _check_length(field: str, value: str | None) -> None:
    """Refuse a text longer than its column: PostgreSQL would fail the whole transaction
    with a driver error, SQLite would store it and later replies would exceed Discord's."""
    if value is not None and len(value) > TEXT_LIMITS[field]:
        raise TooLongError("too_long", field=field, limit=TEXT_LIMITS[field])


def _is_unique_violation(error: IntegrityError) -> bool:
    # asyncpg reports SQLSTATE 23505; SQLite only says so in its message.
    orig = error.orig
    return getattr(orig, "sqlstate", None) == "23505" or "UNIQUE constraint failed" in str(orig)


def _columns(row: Any, defaults: dict[str, Any]) -> dict[str, Any]:
    return {name: getattr(row, name) for name in defaults}


def _check_settings(changes: dict[str, Any], defaults: dict[str, Any]) -> None:
    unknown = sorted(set(changes) - set(defaults))
    if unknown:
        raise InvalidSettingError("unknown_setting", names=unknown)


def _positive_int(value: Any, *, allow_zero: bool = True) -> bool:
    return (
        isinstance(value, int)
        and not isinstance(value, bool)
        and (value >= 0 if allow_zero else value > 0)
    )


__all__ = ["GameStore", "StoreError"]
