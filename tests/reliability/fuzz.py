"""Fuzzing the real bot (issue 19): every interaction is answered, privately refused when wrong.

    python -m tests.reliability.fuzz --interactions 10000

Hypothesis generates interactions and the script sends them, one at a time, to the real
``bot.py`` through the Discord stand-in: slash commands of the registered tree with valid and
malformed options (omitted required ones, unknown ones and subcommands, values of the wrong
type, outside the choices or range, huge numbers, any unicode), and presses of the buttons and
menus the bot posted, as they are or forged (another game id or version, other args, an id of
no format of ours, menu values not on the menu, none at all), by any user who sees the
channel, in the games' threads, their channels and DMs. A few games of each kind are started
first; valid inputs play them on. After each interaction:

* ``unanswered``: no first response within Discord's 3 s, or a deferral never followed up;
* ``unhandled``: a traceback (or an ERROR line) the interaction added to the bot's log;
* ``changed``: a malformed input (one Discord's client never sends: see above) that changed
  the games (their versions, statuses, seats or moves) anyway.

It prints one JSON line and ``interactions fuzzed / unhandled / unanswered``; the exit status
is 0 when all three (and ``changed``) are zero. ``tests/reliability/test_fuzz.py`` runs a
short form in CI.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import re
import sqlite3
import sys
import tempfile
import threading
import time
from collections.abc import Coroutine
from contextlib import AsyncExitStack
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import seed as fixed_seed
from hypothesis import strategies as st

from cogs.kit.components import TEMPLATE
from tests.bot.scene import Scene, running_bot
from tests.standin import InteractionHandle
from tests.standin.driver import InteractionFailed
from tests.standin.world import Channel, Message, User

T = TypeVar("T")
#: Discord's deadline for the first response.
ANSWER_WITHIN = 3.0
#: How long a deferred answer may take to arrive (rendering, the store).
FOLLOW_UP_WITHIN = 15.0
GAMES = ("tsuro", "triominos", "tarnaris")
HUGE = [2**53 + 1, 2**63 + 1, 2**64, -(2**63), 2**31, 0, -1, 10**30]
OPTION_TYPES = {3: "string", 4: "integer", 5: "boolean", 6: "user", 10: "number"}

#: The computer seats' pause: longer than any fuzzing run.
COMPUTERS_WAIT_S = 24 * 3600
#: How long, at most, and in what steps the games are watched to settle before a malformed
#: input is sent.
SETTLE_S = 5.0
SETTLE_STEP_S = 0.2


@dataclass
class FuzzReport:
    interactions: int = 0
    commands: int = 0
    presses: int = 0
    malformed: int = 0
    unanswered: int = 0
    unhandled: int = 0
    changed: int = 0
    slowest_answer: float = 0.0
    seconds: float = 0.0
    details: list[str] = field(default_factory=list)

    def ok(self) -> bool:
        return self.unanswered == self.unhandled == self.changed == 0

    def summary(self) -> str:
        return (
            f"interactions fuzzed {self.interactions} / unhandled {self.unhandled} / "
            f"unanswered {self.unanswered}"
        )


@dataclass
class Sent:
    """One generated interaction: sent as built, and whether a client could have sent it."""

    kind: int
    user: User
    channel: Channel
    data: dict[str, Any]
    malformed: bool
    message: Message | None = None


class World:
    """The stand-in and the bot, running on an event loop of their own (hypothesis drives
    the examples synchronously from the main thread)."""

    def __init__(self, folder: Path) -> None:
        self.database = folder / "tessera.db"
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.stack = AsyncExitStack()
        self.scene: Scene
        self.users: list[User] = []
        self.channels: list[Channel] = []

    def run(self, coroutine: Coroutine[Any, Any, T], within: float = 120.0) -> T:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(within)

    def start(self) -> None:
        self.thread.start()
        self.run(self._start())

    def close(self) -> None:
        self.run(self.stack.aclose())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)

    async def _start(self) -> None:
        url = f"sqlite+aiosqlite:///{self.database}"
        # Computer seats would move on their own between the two fingerprints around a
        # malformed input (issue 16); here they wait, so every change is the input's.
        computers_wait = {"COMPUTER_PAUSE_SECONDS": str(COMPUTERS_WAIT_S)}
        self.scene = await self.stack.enter_async_context(
            running_bot(url, computers_wait, tables=8)
        )
        for n, game in enumerate(GAMES * 2):
            table = self.scene.table(f"{game[:3]}{n}a", f"{game[:3]}{n}b", f"{game[:3]}{n}c")
            if n < len(GAMES):
                await self.scene.started(table, game)
            else:
                await self.scene.lobby(table.users[0], table.channel, game)
            self.users += table.users
            self.channels.append(table.channel)
        outsider = self.scene.user("outsider")  # in the Games guild only
        self.users.append(outsider)
        self.channels.append(self.scene.channel("lounge"))

    def fingerprint(self) -> tuple[Any, ...]:
        """The games as far as moves go: versions, statuses, seats, moves."""
        with sqlite3.connect(self.database) as db:
            games = db.execute("SELECT id, version, status FROM games ORDER BY id").fetchall()
            seats = db.execute("SELECT count(*) FROM seats").fetchone()
            moves = db.execute("SELECT count(*) FROM moves").fetchone()
        return tuple(games), seats, moves

    def settled_fingerprint(self) -> tuple[Any, ...]:
        """:meth:`fingerprint` once the games stop changing: what an earlier input set going
        after its answer (a lobby filled with computers starts after the answer) is done."""
        current = self.fingerprint()
        deadline = time.monotonic() + SETTLE_S
        while time.monotonic() < deadline:
            time.sleep(SETTLE_STEP_S)
            again = self.fingerprint()
            if again == current:
                return current
            current = again
        return current

    def places(self) -> list[Channel]:
        """Where interactions happen: the tables' channels, the games' threads, DMs."""
        standin = self.scene.standin
        threads = [t for c in self.channels for t in standin.threads(c)]
        return [*self.channels, *threads, *(standin.dm_channel(u) for u in self.users[:3])]

    def pressable(self) -> list[Message]:
        return [
            m
            for m in self.scene.standin.messages.values()
            if not m.deleted and m.author is self.scene.standin.bot and m.custom_ids()
        ]


# -- strategies ---------------------------------------------------------------------------------
# Hypothesis draws a plan of one fixed shape; the plan is read against the world as it is now
# (the messages and games change as the fuzzing goes on), so what hypothesis draws never
# depends on that state.
TEXT = st.text(max_size=120)
JUNK = st.one_of(
    st.sampled_from(HUGE),
    st.integers(),
    TEXT,
    st.floats(allow_nan=False, allow_infinity=False),
    st.booleans(),
    st.none(),
)
PICK = st.integers(0, 2**16)
OPTION = st.fixed_dictionaries(
    {"omit": st.integers(0, 3), "junk": st.integers(0, 5), "bad": JUNK, "pick": PICK, "text": TEXT}
)
PLAN = st.fixed_dictionaries(
    {
        "press": st.booleans(),
        "channel": PICK,
        "user": PICK,
        "command": PICK,
        "sub": st.lists(PICK, min_size=2, max_size=2),
        "bad_sub": st.integers(0, 15),
        "sub_text": TEXT,
        "options": st.lists(OPTION, min_size=8, max_size=8),
        "extra": st.integers(0, 15),
        "extra_name": TEXT,
        "extra_value": TEXT,
        "message": PICK,
        "component": PICK,
        "forge": st.integers(0, 13),
        "forged_text": st.text(min_size=1, max_size=100),
        "forged_number": st.sampled_from([*HUGE[:3], 1, 2, 3, 999]),
        "forged_shift": st.integers(-3, 3),
        "forged_verb": st.from_regex(r"[a-z0-9_]{1,20}", fullmatch=True),
        "forged_args": st.from_regex(r"[0-9a-z,:.\-]{0,60}", fullmatch=True),
        "namespace": st.sampled_from(["game", "tsuro", "trib", "tris", "tnb", "tns"]),
        "values_ok": st.integers(0, 2),
        "values_count": PICK,
        "values_order": st.lists(PICK, min_size=25, max_size=25),
        "values": st.lists(TEXT, max_size=3),
    }
)
Plan = dict[str, Any]


def pick(items: list[T], index: int) -> T:
    return items[index % len(items)]


def option_value(plan: Plan, option: dict[str, Any], world: World) -> tuple[Any, bool]:
    """A value for ``option``: one the client could send, or (``True``) one it never would."""
    kind = option["type"]
    if plan["junk"] == 0:
        return plan["bad"], not _fits(option, plan["bad"])
    choices = option.get("choices")
    if choices:
        return pick([c["value"] for c in choices], plan["pick"]), False
    if kind == 3:
        low, high = option.get("min_length", 0), option.get("max_length", 6000)
        text = (plan["text"] + "x" * low)[: max(low, min(high, 100))]
        return text, False
    if kind == 4:
        low, high = option.get("min_value", -5), option.get("max_value", 60)
        return low + plan["pick"] % (high - low + 1), False
    if kind == 10:
        return plan["pick"] / 100, False
    if kind == 5:
        return bool(plan["pick"] % 2), False
    if kind == 6:
        return str(pick(world.users, plan["pick"]).id), False
    return plan["text"], True


def _fits(option: dict[str, Any], value: Any) -> bool:
    kind = option["type"]
    expected = {3: str, 4: int, 5: bool, 10: (int, float)}.get(kind)
    if expected is None or not isinstance(value, expected):
        return False
    if kind in (4, 10) and (isinstance(value, bool) or not -(2**53) <= value <= 2**53):
        return False
    if option.get("choices") and value not in [c["value"] for c in option["choices"]]:
        return False
    if kind in (4, 10):
        low, high = option.get("min_value"), option.get("max_value")
        return (low is None or value >= low) and (high is None or value <= high)
    if kind == 3:
        return option.get("min_length", 0) <= len(value) <= option.get("max_length", 6000)
    return True


def command(plan: Plan, world: World, user: User, channel: Channel) -> Sent:
    standin = world.scene.standin
    commands = standin.commands_for(standin.guild_of(channel))
    registered = pick([c for c in commands if c.get("type", 1) == 1], plan["command"])
    payload: dict[str, Any] = {
        "id": registered["id"],
        "name": registered["name"],
        "type": 1,
        "options": [],
    }
    malformed = False
    level, definitions = payload, registered.get("options") or []
    for depth in range(2):
        subs = [o for o in definitions if o["type"] in (1, 2)]
        if not subs:
            break
        chosen = pick(subs, plan["sub"][depth])
        node = {"name": chosen["name"], "type": chosen["type"], "options": []}
        if plan["bad_sub"] == depth:
            node["name"], malformed = plan["sub_text"], True
        level["options"].append(node)
        level, definitions = node, chosen.get("options") or []
    values = []
    for option, drawn in zip(definitions, plan["options"], strict=False):
        if drawn["omit"] == 0:
            malformed |= bool(option.get("required"))
            continue
        value, wrong = option_value(drawn, option, world)
        malformed |= wrong
        level["options"].append({"name": option["name"], "type": option["type"], "value": value})
        if option["type"] == 6 and not wrong:
            values.append(next(u for u in world.users if str(u.id) == value))
    if plan["extra"] == 0:
        extra = {"name": plan["extra_name"], "type": 3, "value": plan["extra_value"]}
        level["options"].append(extra)
        malformed = True
    if values:
        payload["resolved"] = standin._resolved(channel, values)
    return Sent(2, user, channel, payload, malformed)


def forged_id(plan: Plan, original: str) -> str:
    """``original`` changed as a forger or an older bot would: one part, or all of it."""
    parts = original.split(":")
    how = plan["forge"] - 7
    if how == 0 or len(parts) < 4:
        return plan["forged_text"]
    if how == 1:
        parts[2] = str(plan["forged_number"])
    elif how == 2:
        parts[3] = str(int(parts[3]) + plan["forged_shift"])
    elif how == 3:
        parts[1] = plan["forged_verb"]
    elif how == 4:
        parts[4:] = [plan["forged_args"]]
    elif how == 5:
        parts[4:] = [plan["forged_text"]]
    else:
        parts[0] = plan["namespace"]
    return ":".join(parts)[:100]


def component(plan: Plan, world: World, user: User) -> Sent | None:
    standin = world.scene.standin
    candidates = [
        m
        for m in world.pressable()
        if standin.can_view(user, m.channel) and (m.visible_to is None or user.id in m.visible_to)
    ]
    if not candidates:
        return None
    message = pick(candidates, plan["message"])
    custom = pick(message.custom_ids(), plan["component"])
    item = dict(message.find_component(custom) or {})
    malformed = False
    if plan["forge"] >= 7:
        custom = forged_id(plan, custom)
        malformed = re.fullmatch(TEMPLATE, custom) is None
        item["custom_id"] = custom
        # As an older message of the bot's would carry it (Discord sends only ids it shows).
        message = old_message(world, message.channel, item)
    payload: dict[str, Any] = {"custom_id": custom, "component_type": item.get("type", 2)}
    if item.get("type") == 3:
        offered = [o["value"] for o in item.get("options", [])]
        low, high = item.get("min_values", 1), item.get("max_values", 1)
        if offered and plan["values_ok"] > 0:
            count = min(low, len(offered)) + plan["values_count"] % (
                min(high, len(offered)) - min(low, len(offered)) + 1
            )
            order = plan["values_order"]
            ranked = sorted(range(len(offered)), key=lambda k: (order[k % len(order)], k))
            payload["values"] = [offered[k] for k in ranked[:count]]
        else:
            payload["values"] = plan["values"]
            fits = set(payload["values"]) <= set(offered) and low <= len(payload["values"]) <= high
            malformed |= not fits
    return Sent(3, user, message.channel, payload, malformed, message)


def old_message(world: World, channel: Channel, item: dict[str, Any]) -> Message:
    standin = world.scene.standin
    message = Message(
        standin.ids.next(),
        channel,
        standin.bot,
        content="(an older message)",
        components=[{"type": 1, "components": [item]}],
    )
    standin.messages[message.id] = message
    return message


# -- running ------------------------------------------------------------------------------------
async def send(world: World, sent: Sent, report: FuzzReport) -> None:
    standin = world.scene.standin
    log_before = len(world.scene.bot.log)
    handle: InteractionHandle = await standin._interact(
        sent.kind, sent.user, sent.channel, sent.data, message=sent.message
    )
    try:
        interaction = await handle.response()
    except InteractionFailed as failure:
        report.unanswered += 1
        report.details.append(f"unanswered: {sent.data} ({failure})")
    else:
        report.slowest_answer = max(report.slowest_answer, interaction.responded_after or 0.0)
        if interaction.callback_type == 5 or interaction.callback_type == 6:
            try:
                await standin.wait_for(
                    lambda: (
                        interaction.followups
                        or (interaction.original is not None and not interaction.original.loading)
                    ),
                    FOLLOW_UP_WITHIN,
                    "the answer after the deferral",
                )
            except TimeoutError:
                if interaction.callback_type == 5:
                    report.unanswered += 1
                    report.details.append(f"deferred, never answered: {sent.data}")
    # Let the bot finish what the interaction started (turn messages) before looking.
    await asyncio.sleep(0.05)
    added = world.scene.bot.log[log_before:]
    if "Traceback" in added or re.search(r"^\S+ \S+ ERROR ", added, re.M):
        report.unhandled += 1
        report.details.append(f"unhandled: {sent.data}\n{added[-3000:]}")


def fuzz(world: World, report: FuzzReport, count: int, seed: int | None) -> None:
    @settings(
        max_examples=count,
        deadline=None,
        database=None,
        derandomize=seed is None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(PLAN)
    def one(plan: Plan) -> None:
        channel = pick(world.places(), plan["channel"])
        users = [u for u in world.users if world.scene.standin.can_view(u, channel)]
        user = pick(users, plan["user"])
        # With nothing to press that this user sees, the plan is a command instead.
        sent = component(plan, world, user) if plan["press"] else None
        if sent is None:
            sent = command(plan, world, user, channel)
        before = world.settled_fingerprint() if sent.malformed else None
        world.run(send(world, sent, report))
        report.interactions += 1
        report.commands += sent.kind == 2
        report.presses += sent.kind == 3
        report.malformed += sent.malformed
        if before is not None and world.fingerprint() != before:
            report.changed += 1
            report.details.append(f"malformed input changed the games: {sent.data}")

    (one if seed is None else fixed_seed(seed)(one))()


def fuzz_run(count: int, *, seed: int | None = None) -> FuzzReport:
    report = FuzzReport()
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="tessera-fuzz-") as folder:
        world = World(Path(folder))
        world.start()
        try:
            fuzz(world, report, count, seed)
        finally:
            world.close()
    report.seconds = round(time.monotonic() - started, 1)
    return report


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.reliability.fuzz", description=__doc__)
    parser.add_argument("--interactions", type=int, default=10_000, help="examples (10,000)")
    parser.add_argument("--seed", type=int, default=None, help="hypothesis seed")
    args = parser.parse_args(argv)
    logging.getLogger("aiohttp.server").setLevel(logging.CRITICAL)
    report = fuzz_run(args.interactions, seed=args.seed)
    figures = asdict(report)
    for line in figures.pop("details")[:30]:
        print(line)
    print(json.dumps(figures))
    print(report.summary())
    return 0 if report.ok() else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
