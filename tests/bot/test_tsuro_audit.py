"""Issue 13, Tsuro through the stand-in with several users: a collision that ends the game is
told once ("Bob and Eve met on F2 and collided: both out, they share the win") and its final
picture shows both trails (P3, G2); ``/tsuro new protect_opponents`` (V3) refuses a placement
that knocks another marker out, naming one that knocks out nobody (E2)."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from db.migrate import upgrade
from db.session import create_engine, create_session_factory
from db.store import GameStore
from engine.core import Move
from engine.registry import get_game
from engine.rng import Rng
from engine.tsuro import hand_options
from render.common import PALETTE
from tests.bot.scene import Scene, open_png, private_to, running_bot
from tests.bot.test_tsuro import imported
from tests.bot.tsuro_play import collision_allowed_record
from tests.render.helpers import colour_in_box

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def database(tmp_path_factory: pytest.TempPathFactory) -> str:
    path: Path = tmp_path_factory.mktemp("tsuro-audit") / "tessera.db"
    return f"sqlite+aiosqlite:///{path}"


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(database: str) -> AsyncIterator[Scene]:
    async with running_bot(database, tables=4) as scene:
        yield scene


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def store(database: str, scene: Scene) -> AsyncIterator[GameStore]:
    engine = create_engine(database)
    await upgrade(engine)
    try:
        yield GameStore(create_session_factory(engine))
    finally:
        await engine.dispose()


async def test_a_collision_that_ends_the_game_is_told_once(scene: Scene, store: GameStore) -> None:
    """P3/G2: the last two markers collide; the thread says so in one line naming both and the
    square, not "moved … to the edge" and "left the board together"; the game-over line says
    they collided; the final board shows both colours."""
    seed, log, move = collision_allowed_record(players=2)
    table = await imported(scene, store, ("bob", "eve"), seed, log, {"strict_suicide": False})
    rules = get_game("tsuro")
    state = rules.setup(2, rules.normalize_options({"strict_suicide": False}), seed)
    for seat, played in log:
        state = rules.apply(state, seat, played).state
    mover = table.users[rules.view(state, None)["turn"]]
    placed = await scene.reply(
        mover, table.thread, "tsuro place", {"tile": move["tile"], "rotation": move["rotation"]}
    )
    assert private_to(placed, mover), placed.content
    final = await scene.turn_message(table.thread)
    text = final.content
    met = re.search(
        r"(bob|eve) and (bob|eve) met on ([A-F][1-6]) and collided: both out, "
        r"they share the win\.",
        text,
    )
    assert met and met[1] != met[2], text
    assert "to the edge" not in text and "is out" not in text and "together" not in text, text
    assert "Game over: **bob** and **eve** win (their markers collided" in text, text
    board = open_png(final.attachments[0].data, "tsuro-collision-final.png")
    for seat in (0, 1):
        assert colour_in_box(board, (0, 0, board.width, board.height), PALETTE[seat].colour, 20)


def protect_record() -> tuple[int, list[tuple[int, Move]], Move, Move]:
    """With ``protect_opponents`` (V3): the first seeded 3-player game reaching a turn where a
    placement would knock another marker out while the mover survives it and a harmless one
    exists: seed, the moves up to that turn, that placement and a legal one."""
    rules = get_game("tsuro")
    options = rules.normalize_options({"protect_opponents": True})
    for seed in range(1, 2000):
        state = rules.setup(3, options, seed)
        rng, log = Rng(seed), []
        while rules.outcome(state) is None:
            view = rules.view(state, None)
            if view["phase"] == "play":
                seat = view["turn"]
                options_now = hand_options(state, seat)
                harmful = [
                    o
                    for o in options_now
                    if not o["suicide"] and any(e["seat"] != seat for e in o["eliminated"])
                ]
                legal = [o for o in options_now if o["legal"]]
                if harmful and legal and not harmful[0]["legal"]:
                    bad, good = harmful[0], legal[0]
                    return (
                        seed,
                        log,
                        {"tile": bad["tile"], "rotation": bad["rotation"]},
                        {"tile": good["tile"], "rotation": good["rotation"]},
                    )
            seat, played = rules.random_action(state, rng)
            state = rules.apply(state, seat, played).state
            log.append((seat, played))
    raise AssertionError("no protected position found")


async def test_protect_opponents_refuses_knocking_another_marker_out(
    scene: Scene, store: GameStore
) -> None:
    """V3 via ``/tsuro new protect_opponents:True``: the lobby shows the option; in such a
    game a placement that would knock another marker out is refused privately, naming the
    marker and a placement that knocks out nobody."""
    table = scene.table("ann", "ben")
    lobby, _thread = await scene.lobby(
        table.users[0], table.channel, "tsuro", {"protect_opponents": True}
    )
    assert "protect opponents: on" in lobby.content, lobby.content
    seed, log, bad, _good = protect_record()
    game = await imported(
        scene, store, ("cid", "dot", "flo"), seed, log, {"protect_opponents": True}
    )
    rules = get_game("tsuro")
    state = rules.setup(3, rules.normalize_options({"protect_opponents": True}), seed)
    for seat, played in log:
        state = rules.apply(state, seat, played).state
    mover = game.users[rules.view(state, None)["turn"]]
    refused = await scene.reply(mover, game.thread, "tsuro place", bad)
    assert private_to(refused, mover)
    assert "this game protects opponents while" in refused.content, refused.content
    named = re.search(r"for example tile (\d+) at (\d+)°", refused.content)
    assert named is not None
    example = next(
        o
        for o in hand_options(state, rules.view(state, None)["turn"])
        if (o["tile"], o["rotation"]) == (int(named[1]), int(named[2]))
    )
    assert example["legal"] and example["eliminated"] == []
    typing = await scene.standin.autocomplete(
        mover, game.thread, "tsuro place", {"tile": str(bad["tile"])}, focused="tile"
    )
    [label] = [c["name"] for c in await typing.choices() if c["value"] == bad["tile"]]
    assert "(knocks another marker out)" in label, label
    blocked = label.split("not at ")[1].split(" (knocks")[0].split(", ")
    assert f"{bad['rotation']}°" in blocked, label
