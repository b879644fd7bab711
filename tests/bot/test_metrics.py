"""Issue 15: with ``METRICS_PORT`` set, the bot serves Prometheus metrics; unset, nothing.

The real bot process against the Discord stand-in, on a free port of this machine: the test
answers a command, refuses one, starts a game and lets the scheduler tick, then reads
``/metrics`` over HTTP.
"""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

import aiohttp
import pytest

from bot import Settings, SettingsError
from tests.bot.scene import running_bot

SETTINGS = {"SCHEDULER_TICK_SECONDS": "0.2"}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_metrics_are_off_by_default_and_a_bad_port_is_refused() -> None:
    assert Settings.from_env({"DISCORD_TOKEN": "abc"}).metrics_port is None
    assert Settings.from_env({"DISCORD_TOKEN": "abc", "METRICS_PORT": "9108"}).metrics_port == 9108
    for bad in ("http", "0", "70000"):
        with pytest.raises(SettingsError, match="METRICS_PORT"):
            Settings.from_env({"DISCORD_TOKEN": "abc", "METRICS_PORT": bad})


async def test_the_endpoint_serves_interactions_latency_moves_ticks_and_the_outbox(
    tmp_path: Path,
) -> None:
    port = free_port()
    url = f"sqlite+aiosqlite:///{tmp_path / 'tessera.db'}"
    async with running_bot(url, SETTINGS | {"METRICS_PORT": str(port)}) as scene:
        table = scene.table("mia", "noa")
        mia = table.users[0]
        answer = await scene.reply(mia, table.channel, "game notify", {"mode": "dm"})
        assert answer.ephemeral
        refusal = await scene.reply(mia, table.channel, "game notify", {"quiet": "99-1"})
        assert refusal.ephemeral
        await scene.started(table, "tsuro")
        async with aiohttp.ClientSession() as http:
            for _ in range(50):
                async with http.get(f"http://127.0.0.1:{port}/metrics") as response:
                    assert response.status == 200
                    body = await response.text()
                # After a tick that came once the game had started (and its DM was sent).
                if 'tessera_scheduler_due_items_total{kind="looked_at"}' in body and (
                    "tessera_outbox_backlog 0.0" in body
                ):
                    break
                await asyncio.sleep(0.2)
    lines = body.splitlines()
    assert 'tessera_interactions_answered_total{command="game notify",outcome="ok"} 1.0' in lines
    assert (
        'tessera_interactions_answered_total{command="game notify",outcome="refused"} 1.0' in lines
    )
    # A button is counted by its custom id's namespace and verb (cogs.kit.components).
    assert (
        'tessera_interactions_answered_total{command="component:game:join",outcome="ok"} 1.0'
        in lines
    )
    assert any(line.startswith("tessera_first_answer_seconds_count{") for line in lines)
    assert any(line.startswith('tessera_moves_applied_total{game="tsuro"}') for line in lines)
    assert "tessera_scheduler_tick_seconds_count 0.0" not in lines
    assert any(line.startswith("tessera_scheduler_due_items_total{") for line in lines)
    assert "tessera_outbox_backlog 0.0" in lines
    assert "# TYPE tessera_outbox_send_failures_total counter" in lines
