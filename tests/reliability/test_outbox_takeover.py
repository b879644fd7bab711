"""Issue 31: a restarted process takes back what the killed one owed, at once and without doubles.

The real ``bot.py`` (ticking every second) owes four notifications of the turn clock: each
posts a turn message in the game's thread. The stand-in makes the first post at once but
holds its answer, and the bot is SIGKILLed right after that post reached the stand-in: the
dead process still holds all four rows (a claim of the sender takes a batch). The restarted
process (same shards) must take those claims back at start-up, so that

* the three notifications never posted go out within 10 seconds of its being ready, not when
  the dead process's leases run out (five minutes before issue 31), and
* the one that reached Discord is not posted again: its retry carries the row's nonce and
  comes well inside Discord's nonce window, so Discord (here the stand-in, which keeps
  nonces for 300 s) returns the message it made.

The clock's turn message had no nonce before issue 31; this test sees that it has one now.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest
from sqlalchemy import select

from db.outbox import LEASE, Outbox, OutboxRow
from tests.bot.scene import running_bot_on_file
from tests.bot.tsuro_play import game_id_of

pytestmark = pytest.mark.asyncio
MESSAGES = "/channels/{channel_id}/messages"
#: The issue's bound: owed notifications resume within this many seconds of a restart.
RESUME_WITHIN = 10.0
OWED = 4


async def test_a_restart_takes_back_the_killed_process_claims_at_once(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    assert LEASE.total_seconds() <= 120  # well inside Discord's "few minutes"
    env = {"SCHEDULER_TICK_SECONDS": "1"}
    async with running_bot_on_file(tmp_path_factory, "takeover", env, tables=2) as scene:
        standin, bot = scene.standin, scene.bot
        table = scene.table("kim", "lee")
        _, thread, turn = await scene.started(table, "tsuro")
        game_id = game_id_of(turn)
        sessions: Any = scene.sessions  # type: ignore[attr-defined]

        # What the killed process holds: one post the stand-in made but never answered.
        standin.hold("POST", MESSAGES, seconds=8, where={"channel_id": str(thread.id)})
        outbox = Outbox(sessions, worker="test/enqueuer")
        payload = {"what": "clock", "seat": 0, "name": "kim", "hours": 24, "ply": 0}
        for n in range(OWED):
            await outbox.enqueue(
                f"clock:test:{n}",
                target="game",
                game_id=game_id,
                user_id=table.users[0].id,
                payload=payload | {"done": "skipped"},
            )
        async with sessions() as session:
            ids = list(await session.scalars(select(OutboxRow.id).order_by(OutboxRow.id)))
        nonces = [f"tessera-{row}" for row in ids[-OWED:]]

        def posted(nonce: str) -> list[Any]:
            return [m for m in standin.messages_in(thread) if m.nonce == nonce]

        await standin.wait_for(lambda: posted(nonces[0]), 20, "the first clock turn message")
        await bot.kill()
        async with sessions() as session:
            held = (await session.scalars(select(OutboxRow).where(OutboxRow.id.in_(ids)))).all()
        dead = {row.claimed_by for row in held if row.done_at is None}
        assert len([r for r in held if r.done_at is None]) == OWED, "the kill came too late"
        assert all(name and name.startswith("shards-all/") for name in dead), dead

        await bot.start()
        ready = time.monotonic()
        await standin.wait_for(
            lambda: all(posted(n) for n in nonces[1:]), 30, "the other clock turn messages"
        )
        resumed = time.monotonic() - ready
        assert resumed <= RESUME_WITHIN, f"owed notifications resumed after {resumed:.1f} s"
        assert "took back 4 notifications" in bot.log

        async def all_sent() -> bool:
            async with sessions() as session:
                rows = (await session.scalars(select(OutboxRow).where(OutboxRow.id.in_(ids)))).all()
            return all(row.outcome == "sent" for row in rows)

        deadline = time.monotonic() + 20
        while not await all_sent():
            assert time.monotonic() < deadline, "the retried row was not recorded as sent"
            await asyncio.sleep(0.2)
        # Each of the four turn messages exists once: the retry of the first one returned it.
        assert [len(posted(n)) for n in nonces] == [1] * OWED
