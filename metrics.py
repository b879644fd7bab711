"""Prometheus metrics (issue 15), off unless ``METRICS_PORT`` is set.

With it set, the bot serves ``http://<host>:<METRICS_PORT>/metrics`` (``prometheus-client``'s
own HTTP server, in a thread) with:

- ``tessera_interactions_answered_total{command, outcome}``: interactions answered, by slash
  command (``game notify``), button (its custom id's namespace and verb, ``game:join``) or
  autocomplete, and by the first answer's outcome (``ok``, ``refused``: a private refusal,
  ``error``: an apology);
- ``tessera_first_answer_seconds{kind}``: from the interaction's creation (its snowflake) to
  the bot's first answer (message, deferral, modal or choices), a histogram by kind;
- ``tessera_moves_applied_total{game}``: actions that moved a game on (each start, move,
  resignation or clock action that posted a turn message);
- ``tessera_scheduler_tick_seconds``: how long each scheduler tick took;
- ``tessera_scheduler_due_items_total{kind}``: what the ticks found due (``looked_at``: due
  rows read; ``reminders``, ``clock``, ``digests``: what they queued or did);
- ``tessera_outbox_backlog``: notifications waiting to be sent, after each tick's sending;
- ``tessera_outbox_send_failures_total{code}``: failed sends by Discord's code.

The counters live in this module's registry whether or not the endpoint is served (counting
is a few dictionary look-ups); nothing is listened on unless :func:`start` is called.
Nothing here touches the database, so any module may import it.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, start_http_server

log = logging.getLogger("tessera.metrics")
REGISTRY = CollectorRegistry()
INTERACTIONS = Counter(
    "tessera_interactions_answered",
    "Interactions answered, by command and by the first answer's outcome",
    ["command", "outcome"],
    registry=REGISTRY,
)
FIRST_ANSWER = Histogram(
    "tessera_first_answer_seconds",
    "Time from an interaction's creation to the bot's first answer",
    ["kind"],
    buckets=(0.05, 0.1, 0.2, 0.3, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0),
    registry=REGISTRY,
)
MOVES = Counter(
    "tessera_moves_applied",
    "Actions that moved a game on (start, move, resignation, clock action)",
    ["game"],
    registry=REGISTRY,
)
TICK_SECONDS = Histogram(
    "tessera_scheduler_tick_seconds",
    "Duration of a scheduler tick",
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0),
    registry=REGISTRY,
)
DUE_ITEMS = Counter(
    "tessera_scheduler_due_items",
    "What scheduler ticks found due: rows looked at, reminders, clock actions, digests",
    ["kind"],
    registry=REGISTRY,
)
OUTBOX_BACKLOG = Gauge(
    "tessera_outbox_backlog",
    "Notifications waiting to be sent (after the last tick's sending)",
    registry=REGISTRY,
)
SEND_FAILURES = Counter(
    "tessera_outbox_send_failures",
    "Notifications that failed to send, by Discord's error code",
    ["code"],
    registry=REGISTRY,
)
#: ``Interaction.extras`` key under which the error handler notes a refusal or an error.
OUTCOME = "tessera.outcome"
#: The ``InteractionResponse`` methods that make a first answer.
ANSWERS = ("send_message", "defer", "edit_message", "send_modal", "autocomplete", "pong")


def port_setting(text: str | None, name: str = "METRICS_PORT") -> int | None:
    """A port setting's value (``name``'s): ``None`` when unset or empty, else 1–65535."""
    if text is None or not text.strip():
        return None
    try:
        port = int(text)
    except ValueError:
        port = 0
    if not 1 <= port <= 65535:
        raise ValueError(f"{name} must be a port number 1–65535 (got {text!r}).")
    return port


def start(port: int, addr: str = "0.0.0.0") -> Callable[[], None]:
    """Serve the metrics on ``port`` and start timing first answers; returns the stopper."""
    server, thread = start_http_server(port, addr=addr, registry=REGISTRY)
    _time_first_answers()
    log.info("metrics on port %d", port)

    def stop() -> None:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)

    return stop


def mark_outcome(interaction: discord.Interaction, outcome: str) -> None:
    """Note that the answer about to be sent is a refusal or an apology."""
    interaction.extras[OUTCOME] = outcome


def command_of(interaction: discord.Interaction) -> str:
    """A bounded label for what the interaction was: its command, or its button's kind."""
    if interaction.command is not None:
        return interaction.command.qualified_name
    data = interaction.data or {}
    custom_id = str(data.get("custom_id", "")) if isinstance(data, dict) else ""
    if custom_id:
        # ``<namespace>:<verb>:<game>:…`` (cogs.kit.components): the kind without the game.
        return f"component:{':'.join(custom_id.split(':', 2)[:2])[:40]}"
    return f"{interaction.type.name}:{data.get('name', '') if isinstance(data, dict) else ''}"


_patched = False


def _time_first_answers() -> None:
    """Wrap discord.py's first-answer methods once, so every interaction is measured."""
    global _patched
    if _patched:
        return
    _patched = True
    for name in ANSWERS:
        original = getattr(discord.InteractionResponse, name, None)
        if original is not None:
            setattr(discord.InteractionResponse, name, _timed(original))


def _timed(original: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
    @functools.wraps(original)
    async def answer(self: discord.InteractionResponse, *args: Any, **kwargs: Any) -> Any:
        first = not self.is_done()
        result = await original(self, *args, **kwargs)
        if first:
            interaction: discord.Interaction = self._parent
            seconds = (discord.utils.utcnow() - interaction.created_at).total_seconds()
            kind = interaction.type.name
            FIRST_ANSWER.labels(kind).observe(max(seconds, 0.0))
            outcome = interaction.extras.get(OUTCOME, "ok")
            INTERACTIONS.labels(command_of(interaction), outcome).inc()
        return result

    return answer
