"""Issue 31: forged choices in every picker are refused privately, never an apology or an ERROR.

An attacker who controls the whole interaction (an independent stand-in) can send select
values that were never among a menu's options, with the wrong number of parts, none at all,
or press a select's verb as a button; and can forge the message the press comes from, so
that its menu "offers" exactly those values (the kit's check against the message then
passes, and the handler's own parsing is what is tested). For every select verb of the three
games, hypothesis draws such values and the real ``bot.py`` gets them through the stand-in,
pressed by the player whose turn it is (so that nothing but the values is wrong). Each press
must be answered in time, privately, and neither apologise ("something went wrong") nor
add an ERROR or a traceback to the log.
"""

from __future__ import annotations

import asyncio
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from i18n import t
from tests.reliability.fuzz import World
from tests.standin.driver import InteractionFailed
from tests.standin.world import Message, User

#: Every select verb, by game: (namespace, verb, args of its custom id as the bot makes them).
PICKERS: dict[str, list[tuple[str, str, str]]] = {
    "tsuro": [("tsuro", "notch", "a"), ("tsuro", "pick", "")],
    "triominos": [("tris", "tile", ""), ("tris", "spot", "0-0-0:0")],
    "tarnaris": [
        ("tns", name, args)
        for name, args in (
            ("ret", ""),
            ("cslot", ""),
            ("place", ""),
            ("peek", ""),
            ("sf3slot", ""),
            ("sf5", "1"),
            ("sf5r", ""),
            ("sf7a", ""),
            ("sf7", "1.1"),
            ("give", ""),
        )
    ],
}
CASES = [(game, *picker) for game, pickers in PICKERS.items() for picker in pickers]

#: Values no menu of the bot offers: junk, numbers of the wrong shape, digits of other scripts.
FORGED = st.one_of(
    st.text(max_size=12),
    st.from_regex(r"-?[0-9]{1,4}([:.][0-9]{0,4}){0,3}", fullmatch=True),
    st.sampled_from(["", "٣", "1:", ":1", "1.2.3", "99:99", "-1", "1e3", " 1", "0x1", "3:90:1"]),
)
VALUES = st.lists(FORGED, max_size=4)
APOLOGY = t("kit-apology", error_id="0").split("0")[0]


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    world = World(Path(tmp_path_factory.mktemp("forged")))
    world.start()
    yield world
    world.close()


def mover(world: World, game: str) -> tuple[int, int, User]:
    """A started game of ``game``: its id, version and a user whose turn it is."""
    with sqlite3.connect(world.database) as db:
        game_id, version, mask = db.execute(
            "SELECT id, version, to_act_mask FROM games WHERE game = ? AND status = 'active'"
            " ORDER BY id LIMIT 1",
            (game,),
        ).fetchone()
        seats = db.execute("SELECT seat, user_id FROM seats WHERE game_id = ?", (game_id,))
        user_id = next(u for seat, u in seats if mask >> seat & 1 and u is not None)
    return game_id, version, next(u for u in world.users if u.id == user_id)


def forged_message(world: World, user: User, item: dict[str, Any]) -> Message:
    """A message of the bot's, as the forger sends it, carrying ``item``."""
    standin = world.scene.standin
    channel = next(c for c in world.places() if standin.can_view(user, c))
    message = Message(
        standin.ids.next(),
        channel,
        standin.bot,
        content="(forged)",
        components=[{"type": 1, "components": [item]}],
    )
    standin.messages[message.id] = message
    return message


async def press(world: World, user: User, message: Message, data: dict[str, Any]) -> str:
    """Send the press; the bot's log lines it caused (after its answer arrived)."""
    standin = world.scene.standin
    before = len(world.scene.bot.log)
    handle = await standin._interact(3, user, message.channel, data, message=message)
    interaction = await handle.response()
    if interaction.callback_type in (5, 6):
        await standin.wait_for(
            lambda: interaction.followups or not interaction.original.loading,
            15,
            "the answer after the deferral",
        )
    # An update of the pressed message (type 7) is as private as that message was.
    new = [*interaction.followups, *([interaction.original] if interaction.original else [])]
    answered = [m for m in new if m is not None and m.content]
    assert answered, f"no answer to {data}"
    for answer in answered:
        public = not answer.ephemeral and interaction.callback_type != 7
        assert not public, f"a public answer to a forged press: {answer.content!r}"
        assert APOLOGY not in answer.content, f"{data}: {answer.content}"
    await asyncio.sleep(0.05)
    return world.scene.bot.log[before:]


@pytest.mark.parametrize(("game", "namespace", "verb", "args"), CASES)
def test_forged_values_are_refused_privately(
    world: World, game: str, namespace: str, verb: str, args: str
) -> None:
    @settings(
        max_examples=12,
        deadline=None,
        database=None,
        derandomize=True,
        phases=[Phase.explicit, Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(values=VALUES, as_button=st.booleans())
    def one(values: list[str], as_button: bool) -> None:
        game_id, version, user = mover(world, game)
        custom = f"{namespace}:{verb}:{game_id}:{version}" + (f":{args}" if args else "")
        if as_button:
            # A select's verb pressed from a button: no values at all.
            custom = re.sub(r"^tns:", "tnb:", custom)
            item: dict[str, Any] = {"type": 2, "custom_id": custom, "label": "x", "style": 2}
            data: dict[str, Any] = {"custom_id": custom, "component_type": 2}
        else:
            offered = list(dict.fromkeys(v for v in values if v)) or ["x"]
            item = {
                "type": 3,
                "custom_id": custom,
                "options": [{"label": v[:100], "value": v[:100]} for v in offered[:25]],
                "min_values": 0,
                "max_values": 25,
            }
            data = {"custom_id": custom, "component_type": 3, "values": values}
        message = forged_message(world, user, item)
        try:
            log = world.run(press(world, user, message, data))
        except InteractionFailed as failure:
            raise AssertionError(f"{data} was not answered: {failure}") from None
        assert "Traceback" not in log and not re.search(r"^\S+ \S+ ERROR ", log, re.M), log

    one()


@pytest.mark.parametrize("verb", ["sf5p", "sf7p"])
def test_forged_seat_numbers_in_custom_ids_are_refused_privately(world: World, verb: str) -> None:
    """A Tarnaris button naming a seat the game does not have (a negative one would pick a
    seat from the end)."""

    @settings(
        max_examples=8,
        deadline=None,
        database=None,
        derandomize=True,
        suppress_health_check=list(HealthCheck),
    )
    @given(args=st.from_regex(r"-?[0-9]{1,3}(\.-?[0-9]{1,3}){1,2}", fullmatch=True))
    def one(args: str) -> None:
        game_id, version, user = mover(world, "tarnaris")
        custom = f"tnb:{verb}:{game_id}:{version}:{args}"
        item = {"type": 2, "custom_id": custom, "label": "x", "style": 2}
        message = forged_message(world, user, item)
        log = world.run(press(world, user, message, {"custom_id": custom, "component_type": 2}))
        assert "Traceback" not in log and not re.search(r"^\S+ \S+ ERROR ", log, re.M), log

    one()
