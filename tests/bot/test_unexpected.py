"""Issue 19, 3: unexpected inputs get a plain private refusal saying what would be right, never
an apology with a traceback, nor silence; and they change nothing.

Discord's client would not send these, but a forged request or a client caching an older
command tree does: interactions are built as the client would, then changed, and sent past the
stand-in's own checks (``_command_data`` and ``_interact``, as in ``test_refusals``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from tests.bot.scene import Scene, private_to, running_bot
from tests.bot.tsuro_play import component
from tests.standin import InteractionHandle
from tests.standin.world import Channel, Message, User

pytestmark = pytest.mark.asyncio(loop_scope="module")
UNKNOWN_GAME = "I don't know that game."
OUTDATED = "Your Discord app shows an older version of `/{command}`."
STRAY = "That button or menu is from an older version of the bot;"
BAD_CHOICE = "That choice is not on this menu;"


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    path: Path = tmp_path_factory.mktemp("unexpected") / "tessera.db"
    # One spare server per test that opens a table here, and a few to grow on.
    async with running_bot(f"sqlite+aiosqlite:///{path}", tables=20) as scene:
        scene.database = path  # type: ignore[attr-defined]
        yield scene


def coloured_seats(scene: Scene) -> int:
    with sqlite3.connect(scene.database) as db:  # type: ignore[attr-defined]
        return db.execute("SELECT count(*) FROM seats WHERE colour IS NOT NULL").fetchone()[0]


async def forged_command(
    scene: Scene,
    user: User,
    channel: Channel,
    command: str,
    options: dict[str, Any],
    change: Callable[[dict[str, Any]], None],
) -> InteractionHandle:
    """``/command`` as the client builds it, then ``change``d (the innermost level of
    options is passed), sent from ``channel``."""
    data = scene.standin._command_data(user, channel, command, options, focused=None)
    level = data
    while level["options"] and level["options"][0]["type"] in (1, 2):
        level = level["options"][0]
    change(level if level is not data else data)
    return await scene.standin._interact(2, user, channel, data)


async def refused(scene: Scene, handle: InteractionHandle, user: User, start: str) -> Message:
    """The answer: private to ``user``, starting with ``start``, no traceback in the log."""
    before = scene.bot.log.count("Traceback")
    answer = await handle.message(within=3)
    assert private_to(answer, user), answer
    assert answer.content.startswith(start), answer.content
    assert scene.bot.log.count("Traceback") == before
    return answer


def replace(name: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(level: dict[str, Any]) -> None:
        for option in level["options"]:
            if option["name"] == name:
                option["value"] = value

    return change


@pytest.mark.parametrize("game_id", [2**53 + 1, 2**63 + 1, 2**31, 0, -5])
async def test_a_game_id_no_game_can_have_is_an_unknown_game(scene: Scene, game_id: int) -> None:
    """Above 2**53 (beyond Discord's integers), above SQLite's 2**63 (OverflowError) and
    PostgreSQL's 2**31 column, zero and negative: all plainly unknown."""
    alice = scene.user("alice")
    channel = scene.channel("ids")
    handle = await forged_command(
        scene, alice, channel, "game board", {"game": 1}, replace("game", game_id)
    )
    await refused(scene, handle, alice, UNKNOWN_GAME)


async def test_a_missing_required_option_is_an_outdated_command(scene: Scene) -> None:
    bob = scene.user("bob")

    def drop(level: dict[str, Any]) -> None:
        level["options"].clear()

    handle = await forged_command(
        scene, bob, scene.channel("missing"), "game rules", {"name": "tsuro"}, drop
    )
    await refused(scene, handle, bob, OUTDATED.format(command="game rules"))


async def test_an_unknown_subcommand_is_an_outdated_command(scene: Scene) -> None:
    cleo = scene.user("cleo")
    data = scene.standin._command_data(cleo, scene.channel("old"), "game list", {}, focused=None)
    data["options"][0]["name"] = "frobnicate"  # a subcommand since removed
    handle = await scene.standin._interact(2, cleo, scene.channel("old2"), data)
    answer = await refused(scene, handle, cleo, OUTDATED.format(command="game frobnicate"))
    assert "Reload Discord" in answer.content


@pytest.mark.parametrize(
    ("options", "change"),
    [
        ({"colour": "orange"}, replace("colour", 7)),  # a number where a text is wanted
        (
            {"colour": "orange"},
            lambda level: level["options"].append(
                {"name": "shade", "type": 3, "value": "dark"}  # an option it does not have
            ),
        ),
    ],
)
async def test_options_of_another_tree_are_an_outdated_command_and_change_nothing(
    scene: Scene, options: dict[str, Any], change: Callable[[dict[str, Any]], None]
) -> None:
    table = scene.table("ida")
    [ida] = table.users
    _lobby, thread = await scene.lobby(ida, table.channel, "tsuro")
    handle = await forged_command(scene, ida, thread, "tsuro colour", options, change)
    await refused(scene, handle, ida, OUTDATED.format(command="tsuro colour"))
    assert coloured_seats(scene) == 0


async def test_a_number_outside_the_options_range_is_refused_with_the_range(
    scene: Scene,
) -> None:
    """Found by the fuzzing proof: ``turn_clock`` is declared 0–720 hours, which only Discord
    enforced; 2**53 + 1 made a lobby with that clock."""
    table = scene.table("jo")
    [jo] = table.users
    before = scene.standin.threads(table.channel)
    handle = await forged_command(
        scene, jo, table.channel, "tsuro new", {"turn_clock": 24}, replace("turn_clock", 2**53 + 1)
    )
    await refused(scene, handle, jo, "`turn_clock` must be between 0 and 720")
    assert scene.standin.threads(table.channel) == before  # no lobby, no thread


async def test_rules_of_an_unknown_game_name_the_games_there_are(scene: Scene) -> None:
    dan = scene.user("dan")
    handle = await forged_command(
        scene,
        dan,
        scene.channel("rules"),
        "game rules",
        {"name": "tsuro"},
        replace("name", "chess"),
    )
    answer = await refused(scene, handle, dan, "There is no game called `chess`;")
    assert "tsuro" in answer.content


async def picker(scene: Scene, names: tuple[str, str]) -> tuple[User, Message, Message, int]:
    """A Tsuro game whose first player opened the private notch picker: (that player, the
    picker, the turn message, the game's version as the turn message shows it)."""
    table = scene.table(*names)
    _lobby, _thread, turn = await scene.started(table, "tsuro")
    [action] = [c for c in turn.custom_ids() if c.startswith("game:tsuro_")]
    version = int(action.split(":")[3])
    for user in table.users:
        handle = await scene.standin.click(user, turn, action)
        answer = await handle.message()
        if "Pick your start notch" in answer.content:
            return user, answer, turn, version
    raise AssertionError("nobody's turn")


async def forged_select(
    scene: Scene, user: User, message: Message, prefix: str, values: list[str]
) -> InteractionHandle:
    select = component(message, prefix)
    data = {"custom_id": select["custom_id"], "component_type": 3, "values": values}
    return await scene.standin._interact(3, user, message.channel, data, message=message)


@pytest.mark.parametrize("values", [["99"], ["x"], [], ["1", "2"], ["-1"]])
async def test_select_values_not_on_the_menu_are_refused_and_change_nothing(
    scene: Scene, values: list[str]
) -> None:
    user, menu, turn, version = await picker(scene, ("eve", "fay"))
    handle = await forged_select(scene, user, menu, "tsuro:notch", values)
    await refused(scene, handle, user, BAD_CHOICE)
    # Nothing moved: the turn message's buttons are still for the same version.
    assert all(c.split(":")[3] == str(version) for c in turn.custom_ids() if ":" in c)
    public = [m for m in scene.standin.messages_in(turn.channel) if not m.ephemeral]
    assert public[-1] is turn


def give_component(message: Message, custom_id: str) -> None:
    """Put a button with ``custom_id`` on ``message``, as an older bot could have posted it."""
    button = {"type": 2, "style": 2, "label": "Old", "custom_id": custom_id}
    message.components = [*message.components, {"type": 1, "components": [button]}]


@pytest.mark.parametrize(
    "custom_id",
    [
        "legacy-join-5",  # no format of ours at all
        "game:hand:1:2:!!",  # our shape, args no version ever made
        "trib:spots:{game}:{version}:x",  # Triominos spots page of a forged shape
        "tsuro:rnotch:{game}:{version}:" + "9" * 61,  # args longer than any we make
        "tnb:reveal:{game}:{version}:",  # a Tarnaris verb without the slot it needs (fuzzing)
    ],
)
async def test_stray_and_malformed_custom_ids_get_a_private_answer(
    scene: Scene, custom_id: str
) -> None:
    user, _menu, turn, version = await picker(scene, ("gus", "hal"))
    game = turn.custom_ids()[0].split(":")[2]
    forged = custom_id.format(game=game, version=version)
    give_component(turn, forged)
    before = scene.bot.log.count("Traceback")
    handle = await scene.standin.click(user, turn, forged)
    answer = await handle.message(within=3)
    assert private_to(answer, user), answer
    assert scene.bot.log.count("Traceback") == before
    assert "older version of the bot" in answer.content or "moved on" in answer.content
