"""The notification outbox: what the bot must tell someone, kept in the database until told.

A notification is written in the same transaction as the change it is about (a reminder
claimed, a turn clock's move, a new turn seen), so it is never lost once that change
committed and never written twice: every row has a unique ``key`` naming what it is about
(``reminder:12:1:<since>:2``), and writers insert with "on conflict do nothing". The change
commits first; sending comes afterwards, from any bot process::

    outbox = Outbox(sessions, worker="host-1234")
    for notice in await outbox.claim(20):        # leased to this worker for a while
        try:
            ...  # send it to Discord
        except Retryable as error:
            await outbox.failed(notice, error.code)   # tried again later, with back-off
        else:
            await outbox.delivered(notice)

Claiming is one ``UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING``: on
PostgreSQL concurrent claimers skip each other's rows, on SQLite the write lock
(``BEGIN IMMEDIATE``) orders them. A claim is a lease: a worker that dies mid-send leaves the
row to be claimed again once the lease ran out, or at once by the process that replaces it
(:meth:`Outbox.take_back`: a worker's name starts with its *slot*, the shards it runs, so a
restarted process knows its predecessor's claims). The lease (:data:`LEASE`) is shorter than
the few minutes in which Discord answers a repeated message nonce (``enforce_nonce``) with
the message it already made: every post carries its row's nonce, so a row whose post reached
Discord just before its worker died is retried within that window and not posted twice.
Failures are retried with exponential back-off (``retry_base · 2^attempts``, at most
``retry_cap``) up to ``max_attempts`` tries, then the row is given up (``outcome =
"given_up"``); a permanent failure (the channel is gone) gives up at once. Finished rows keep
their ``outcome``: ``sent``, ``dropped`` (no longer true when its turn came: the player had
already moved) or ``given_up``, until ``purge``.

``target`` says where a notice goes: ``"user"`` (a direct message to ``user_id``) or
``"game"`` (the game's thread, or its channel). ``payload`` is plain JSON data, never prose:
the cogs word it when sending, and it never carries hidden information.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Index,
    Integer,
    String,
    case,
    delete,
    func,
    select,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession, async_sessionmaker
from sqlalchemy.orm import Mapped, mapped_column
from sqlalchemy.sql.dml import Update

from db.models import Base, UtcDateTime, utcnow
from db.session import WRITE

TARGETS = ("user", "game")
#: How long a claim holds: well inside Discord's nonce window ("a few minutes"), so that the
#: retry of a post that reached Discord before its worker died returns that post.
LEASE = timedelta(seconds=60)
#: Between a worker's slot and the rest of its name.
SLOT_END = "/"


def worker_name(slot: str, process: str) -> str:
    """The name of a worker of ``slot`` (e.g. ``shards-all``; the shards a process runs),
    unique per ``process``; at most the column's 64 characters, the slot kept whole."""
    if SLOT_END in slot or len(slot) > 40:
        raise ValueError(f"bad worker slot {slot!r}")
    return f"{slot}{SLOT_END}{process}"[:64]


class OutboxRow(Base):
    """One notification to send; ``done_at`` is set once it was sent, dropped or given up."""

    __tablename__ = "outbox"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    #: What the notification is about; unique, so the same one is never queued twice.
    key: Mapped[str] = mapped_column(String(200), unique=True)
    target: Mapped[str] = mapped_column(String(8))
    user_id: Mapped[int | None] = mapped_column(BigInteger)
    game_id: Mapped[int | None] = mapped_column(Integer)
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime)
    #: Not sent before this (later after each failure).
    due_at: Mapped[datetime] = mapped_column(UtcDateTime)
    attempts: Mapped[int] = mapped_column(Integer)
    claimed_by: Mapped[str | None] = mapped_column(String(64))
    claimed_until: Mapped[datetime | None] = mapped_column(UtcDateTime)
    done_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    outcome: Mapped[str | None] = mapped_column(String(16))
    #: The last failure's code (Discord's error code or HTTP status), for the log and tests.
    last_error: Mapped[str | None] = mapped_column(String(64))

    __table_args__ = (Index("ix_outbox_done_at_due_at", "done_at", "due_at"),)


@dataclass(frozen=True, slots=True)
class Notice:
    """A claimed outbox row."""

    id: int
    key: str
    target: str
    user_id: int | None
    game_id: int | None
    attempts: int
    payload: dict[str, Any] = field(repr=False)


def notice_values(
    key: str,
    *,
    target: str,
    payload: Mapping[str, Any],
    now: datetime,
    user_id: int | None = None,
    game_id: int | None = None,
) -> dict[str, Any]:
    """The column values of a new outbox row (for :func:`enqueue` and ``GameStore.play``)."""
    if target not in TARGETS:
        raise ValueError(f"outbox target must be one of {TARGETS}")
    return {
        "key": key,
        "target": target,
        "user_id": user_id,
        "game_id": game_id,
        "payload": dict(payload),
        "created_at": now,
        "due_at": now,
        "attempts": 0,
    }


async def enqueue(executor: AsyncSession | AsyncConnection, values: Mapping[str, Any]) -> bool:
    """Queue a notification inside the caller's transaction; ``False`` if its key is taken."""
    connection = executor if isinstance(executor, AsyncConnection) else await executor.connection()
    dialect = postgresql if connection.dialect.name == "postgresql" else sqlite
    statement = dialect.insert(OutboxRow).values(**values).on_conflict_do_nothing()
    result = await connection.execute(statement)
    return bool(result.rowcount)


class Outbox:
    """Claims, and records the fate of, outbox rows; see the module docstring."""

    def __init__(
        self,
        sessions: async_sessionmaker[AsyncSession],
        *,
        worker: str,
        clock: Callable[[], datetime] = utcnow,
        lease: timedelta = LEASE,
        retry_base: timedelta = timedelta(seconds=30),
        retry_cap: timedelta = timedelta(hours=6),
        max_attempts: int = 10,
    ) -> None:
        self._sessions = sessions
        self.worker = worker
        self._clock = clock
        self._lease = lease
        self._retry_base = retry_base
        self._retry_cap = retry_cap
        self._max_attempts = max_attempts

    async def enqueue(
        self, key: str, *, target: str, payload: Mapping[str, Any], **ids: Any
    ) -> bool:
        values = notice_values(key, target=target, payload=payload, now=self._clock(), **ids)
        async with self._sessions() as session:
            await session.connection(execution_options=WRITE)
            queued = await enqueue(session, values)
            await session.commit()
        return queued

    async def take_back(self) -> int:
        """Release, due now, the unfinished rows that earlier workers of this worker's slot
        (the process this one replaces: the same shards) still hold, so that what they owed
        goes out at once rather than when their leases run out; how many. Call it at start-up,
        before the first claim."""
        slot, found, _ = self.worker.partition(SLOT_END)
        if not found:
            return 0
        now = self._clock()
        table = OutboxRow.__table__
        statement = (
            update(table)
            .where(
                table.c.done_at.is_(None),
                table.c.claimed_by.startswith(slot + SLOT_END, autoescape=True),
                table.c.claimed_by != self.worker,
            )
            # Due now: a turn message its move's process claimed at once is otherwise due only
            # after its grace (db.store.TURN_MESSAGE_GRACE), which was that process's.
            .values(
                claimed_by=None,
                claimed_until=None,
                due_at=case((table.c.due_at > now, now), else_=table.c.due_at),
            )
        )
        async with self._sessions() as session:
            await session.connection(execution_options=WRITE)
            result = await session.execute(statement)
            await session.commit()
        return result.rowcount

    async def claim(self, limit: int = 20) -> list[Notice]:
        """Lease up to ``limit`` due rows to this worker, oldest due first."""
        now = self._clock()
        table = OutboxRow.__table__
        due = (
            select(table.c.id)
            .where(
                table.c.done_at.is_(None),
                table.c.due_at <= now,
                (table.c.claimed_until.is_(None)) | (table.c.claimed_until <= now),
            )
            .order_by(table.c.due_at, table.c.id)
            .limit(limit)
            .with_for_update(skip_locked=True)
        )
        statement = (
            update(table)
            .where(table.c.id.in_(due))
            .values(claimed_by=self.worker, claimed_until=now + self._lease)
        )
        return sorted(await self._lease_rows(statement), key=lambda n: n.id)

    async def claim_key(self, key: str, *, lease: timedelta | None = None) -> Notice | None:
        """Lease the unfinished row ``key`` to this worker now, due or not (``lease``: its
        length, the outbox's by default); ``None`` if it is done or another worker holds it.

        The path that wrote the row sends it at once this way (a turn message right after its
        move); the regular claimers retry it only once that lease ran out."""
        now = self._clock()
        table = OutboxRow.__table__
        statement = (
            update(table)
            .where(
                table.c.key == key,
                table.c.done_at.is_(None),
                (table.c.claimed_until.is_(None)) | (table.c.claimed_until <= now),
            )
            .values(claimed_by=self.worker, claimed_until=now + (lease or self._lease))
        )
        leased = await self._lease_rows(statement)
        return leased[0] if leased else None

    async def _lease_rows(self, statement: Update) -> list[Notice]:
        """Run a leasing ``UPDATE`` of the outbox and return the rows it leased."""
        table = OutboxRow.__table__
        returning = statement.returning(
            table.c.id,
            table.c.key,
            table.c.target,
            table.c.user_id,
            table.c.game_id,
            table.c.attempts,
            table.c.payload,
        )
        async with self._sessions() as session:
            await session.connection(execution_options=WRITE)
            rows = (await session.execute(returning)).all()
            await session.commit()
        # The columns returned are Notice's fields, in order.
        return [Notice(*row) for row in rows]

    async def delivered(self, notice: Notice) -> bool:
        """Record that ``notice`` reached Discord; ``False`` if this worker lost its lease."""
        return await self._finish(notice, "sent", None)

    async def dropped(self, notice: Notice, reason: str) -> bool:
        """Finish ``notice`` unsent because it is no longer true (e.g. the player moved)."""
        return await self._finish(notice, "dropped", reason)

    async def failed(self, notice: Notice, error: str, *, permanent: bool = False) -> bool:
        """Sending failed with ``error``: try again after a back-off, or give up."""
        attempts = notice.attempts + 1
        if permanent or attempts >= self._max_attempts:
            return await self._finish(notice, "given_up", error, attempts=attempts)
        now = self._clock()
        delay = min(self._retry_base * (2 ** (attempts - 1)), self._retry_cap)
        return await self._release(
            notice,
            attempts=attempts,
            due_at=now + delay,
            last_error=error[:64],
        )

    async def counts(self) -> dict[str, int]:
        """Rows by outcome (``"pending"`` for rows not done yet): for tests and the log."""
        table = OutboxRow.__table__
        query = select(table.c.outcome, func.count()).group_by(table.c.outcome)
        async with self._sessions() as session:
            rows = (await session.execute(query)).all()
        return {(outcome or "pending"): count for outcome, count in rows}

    async def pending(self) -> int:
        """Rows not done yet (sent, dropped or given up): the backlog, by its index."""
        table = OutboxRow.__table__
        query = select(func.count()).select_from(table).where(table.c.done_at.is_(None))
        async with self._sessions() as session:
            return int(await session.scalar(query) or 0)

    async def purge(self, older_than: timedelta) -> int:
        """Delete rows finished more than ``older_than`` ago; returns how many."""
        table = OutboxRow.__table__
        cutoff = self._clock() - older_than
        async with self._sessions() as session:
            await session.connection(execution_options=WRITE)
            result = await session.execute(delete(table).where(table.c.done_at < cutoff))
            await session.commit()
        return result.rowcount

    async def _finish(
        self, notice: Notice, outcome: str, error: str | None, *, attempts: int | None = None
    ) -> bool:
        values: dict[str, Any] = {"done_at": self._clock(), "outcome": outcome}
        if error is not None:
            values["last_error"] = error[:64]
        if attempts is not None:
            values["attempts"] = attempts
        return await self._release(notice, **values)

    async def _release(self, notice: Notice, **values: Any) -> bool:
        table = OutboxRow.__table__
        statement = (
            update(table)
            .where(
                table.c.id == notice.id,
                table.c.claimed_by == self.worker,
                table.c.done_at.is_(None),
            )
            .values(**values, claimed_by=None, claimed_until=None)
        )
        async with self._sessions() as session:
            await session.connection(execution_options=WRITE)
            result = await session.execute(statement)
            await session.commit()
        return bool(result.rowcount)
