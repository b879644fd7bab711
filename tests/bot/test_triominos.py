"""Triominos in Discord end to end (issue 9): the real ``bot.py`` through the stand-in, on a real
SQLite file. Three users play whole games through the buttons and through typed commands; a
draw-three-and-pass turn; a bridge and a hexagon scored on positions imported from seeded
greedy games (found offline with the engine); a round end explained, the score table and a
second round; bad inputs answered privately; and no public message or picture ever shows a hand.

Rules cited: D1–D3 (drawing, passing), B2 (hexagon), B3 (bridge), R1 (going out), G1 (end).
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from db.session import create_engine, create_session_factory
from db.store import GameStore
from engine.triominos import TRIOMINOS, greedy_move, spots
from engine.triominos.tiles import parse_tile
from render import triominos as draw
from tests.bot.scene import Scene, Table, open_png, private_to, running_bot
from tests.standin.world import Channel, Message, User

pytestmark = pytest.mark.asyncio(loop_scope="module")
#: Seeded two-player greedy games (options below) found offline: seed 1 completes a hexagon
#: at move 33 and seat 1 goes out at move 49; seed 2 scores a bridge at move 53.
LINE_OPTIONS = {"rounds": 2, "target": 0}
HEXAGON_SEED, HEXAGON_PLY, ROUND_END_PLY = 1, 33, 49
BRIDGE_SEED, BRIDGE_PLY = 2, 53


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    path: Path = tmp_path_factory.mktemp("triominos") / "tessera.db"
    async with running_bot(f"sqlite+aiosqlite:///{path}", tables=10) as scene:
        engine = create_engine(f"sqlite+aiosqlite:///{path}")
        scene.store = GameStore(create_session_factory(engine))  # type: ignore[attr-defined]
        try:
            yield scene
        finally:
            await engine.dispose()


def store_of(scene: Scene) -> GameStore:
    return scene.store  # type: ignore[attr-defined,no-any-return]


def on_turn(turn: Message, users: list[User]) -> User:
    """The player on turn: named by the last line, and the only one it may mention (a player
    whose own draw left the turn with them is not pinged again)."""
    mentioned = [u for u in users if f"<@{u.id}>" in turn.content]
    named = [u for u in users if f"{u.name}'s turn" in turn.content.splitlines()[-1]]
    assert len(named) == 1 and mentioned in ([], named), turn.content
    return named[0]


def selects(message: Message, step: str) -> list[tuple[str, list[dict[str, Any]]]]:
    """The selects of ``step`` on ``message``: (custom id, options)."""
    found = []
    for row in message.components:
        for item in row["components"]:
            if item["type"] == 3 and item["custom_id"].startswith(f"tris:{step}:"):
                found.append((item["custom_id"], item["options"]))
    return found


def button(message: Message, step: str) -> str | None:
    return next((c for c in message.custom_ids() if c.startswith(f"trib:{step}:")), None)


def best(options: list[dict[str, Any]], pattern: str) -> dict[str, Any]:
    """The option whose text (label or description) shows the most points."""
    return max(
        options, key=lambda o: int(re.search(pattern, o["label"] + o.get("description", ""))[1])
    )  # type: ignore[index]


def newest_turn(scene: Scene, channel: Channel) -> Message:
    """The newest turn message (a move's private note comes after its turn message is posted)."""
    return [
        m for m in scene.standin.messages_in(channel) if m.interaction is None and m.attachments
    ][-1]


def game_id_of(message: Message) -> int:
    found = re.search(r"game #(\d+)", message.content)
    assert found is not None, message.content
    return int(found[1])


async def take_turn_by_buttons(scene: Scene, user: User, turn: Message) -> str:
    """One whole turn through the panel: lay the best-scoring tile, else draw (then lay or
    draw again), else pass. Returns how the turn ended ("place" or "pass")."""
    handle = await scene.click(user, turn, "tri_turn")
    panel = await handle.message()
    while True:
        assert private_to(panel, user), panel.content
        assert "Your tiles" in panel.content and panel.attachments[0].filename == "hand.png"
        tiles = selects(panel, "tile")
        if tiles:
            options = [(cid, o) for cid, opts in tiles for o in opts]
            custom_id, chosen = max(
                options,
                key=lambda co: int(re.search(r"best \+(\d+)", co[1]["description"])[1]),  # type: ignore[index]
            )
            spots_message = await (
                await scene.standin.select(user, panel, custom_id, [chosen["value"]])
            ).message()
            assert private_to(spots_message, user)
            assert spots_message.attachments[0].filename == "spots.png"
            spot_selects = selects(spots_message, "spot")
            spot_id, spot_options = spot_selects[0]
            spot = best(spot_options, r"\+(\d+)")
            preview = await (
                await scene.standin.select(user, spots_message, spot_id, [spot["value"]])
            ).message()
            assert private_to(preview, user) and "It scores" in preview.content
            confirm = button(preview, "place")
            assert confirm is not None
            note = await (await scene.standin.click(user, preview, confirm)).message()
            assert private_to(note, user) and "You laid" in note.content
            return "place"
        draw_id = button(panel, "draw")
        if draw_id is not None:
            panel = await (await scene.standin.click(user, panel, draw_id)).message()
            assert "You drew **" in panel.content  # D1: the turn goes on, the panel again
            continue
        pass_id = button(panel, "pass")
        assert pass_id is not None, panel.content
        note = await (await scene.standin.click(user, panel, pass_id)).message()
        assert private_to(note, user) and "passed" in note.content
        return "pass"


async def take_turn_by_commands(scene: Scene, user: User, channel: Channel) -> None:
    """One whole turn typed: the suggestions pick a tile, a spot and a rotation; else draw,
    and pass once drawing is refused."""
    for _ in range(4):
        typed = await scene.standin.autocomplete(
            user, channel, "triominos place", {"tile": ""}, focused="tile"
        )
        tiles = await typed.choices()
        if tiles:
            tile = tiles[0]["value"]
            spot_typing = await scene.standin.autocomplete(
                user, channel, "triominos place", {"tile": tile, "spot": ""}, focused="spot"
            )
            spot = (await spot_typing.choices())[0]["value"]
            options = {"tile": tile, "spot": spot}
            rotating = await scene.standin.autocomplete(
                user,
                channel,
                "triominos place",
                {"tile": tile, "spot": spot, "rotation": ""},
                focused="rotation",
            )
            rotations = await rotating.choices()
            assert rotations, (tile, spot)
            if len(rotations) > 1:
                options["rotation"] = rotations[0]["value"]
            placed = await scene.reply(user, channel, "triominos place", options)
            assert private_to(placed, user) and "You laid" in placed.content, placed.content
            return
        drew = await scene.reply(user, channel, "triominos draw")
        assert private_to(drew, user)
        if "You drew" in drew.content:
            assert "Your tiles" in drew.content  # D1: the turn goes on, the panel again
            continue
        passed = await scene.reply(user, channel, "triominos pass")
        assert private_to(passed, user) and "You passed" in passed.content, passed.content
        return
    raise AssertionError("three draws and still no pass")


def greedy_line(seed: int, players: int, plies: int) -> list[dict[str, Any]]:
    """The first ``plies`` moves of the greedy game from ``seed`` (as record entries)."""
    options = TRIOMINOS.normalize_options(LINE_OPTIONS)
    state = TRIOMINOS.setup(players, options, seed)
    moves = []
    for _ in range(plies):
        seat = next(iter(TRIOMINOS.to_act(state)))
        move = greedy_move(state, seat)
        moves.append({"seat": seat, "move": move})
        state = TRIOMINOS.apply(state, seat, move).state
    return moves


async def import_line(scene: Scene, table: Table, seed: int, plies: int) -> int:
    """A two-player game of ``table`` replayed ``plies`` greedy moves into the bot's database."""
    record = {
        "format": 1,
        "game": "triominos",
        "options": LINE_OPTIONS,
        "seed": seed,
        "seats": [
            {"seat": n, "user_id": u.id, "name": u.name, "colour": None, "is_computer": False}
            for n, u in enumerate(table.users)
        ],
        "moves": greedy_line(seed, len(table.users), plies),
    }
    game = await store_of(scene).import_record(
        record, guild_id=table.guild.id, channel_id=table.channel.id, creator_id=table.users[0].id
    )
    return game.id


async def play_greedy_by_command(scene: Scene, table: Table, game_id: int) -> Message:
    """The next greedy move typed by the user on turn; the public turn message it brought."""
    game = await store_of(scene).get(game_id)
    [seat] = game.to_act
    user = table.users[seat]
    move = greedy_move(game.state, seat)
    if move["kind"] == "place":
        found = spots(game.state, seat, parse_tile(move["tile"]))  # type: ignore[arg-type]
        number = next(
            n
            for n, s in enumerate(found, start=1)
            if s["cell"] == move["cell"] and s["rotation"] == move["rotation"]
        )
        # The spot number of the spots picture names cell and rotation at once.
        answer = await scene.reply(
            user, table.channel, "triominos place", {"tile": move["tile"], "spot": str(number)}
        )
        assert "You laid" in answer.content, answer.content
    else:
        answer = await scene.reply(user, table.channel, f"triominos {move['kind']}")
        assert private_to(answer, user)
    return await scene.standin.wait_for_message(
        table.channel,
        lambda m: m.interaction is None and f"move {game.ply + 1}\n" in m.content,
    )


# -- whole games ----------------------------------------------------------------------------------
async def test_a_whole_game_through_buttons_as_three_players(scene: Scene) -> None:
    """Take your turn → tile → numbered spots → preview → confirm, until a one-round game ends
    (R1/R2, G1); each turn message mentions only the player on turn."""
    table = scene.table("alice", "bob", "carol")
    lobby, thread, turn = await scene.started(table, "triominos", {"seats": 3, "rounds": 1})
    assert "rounds: 1" in lobby.content
    open_png(turn.attachments[0].data, "triominos-buttons-first.png")
    did = set()
    for _ in range(200):
        if "Game over" in turn.content:
            break
        assert turn.custom_ids()[0].startswith("game:tri_turn:")
        did.add(await take_turn_by_buttons(scene, on_turn(turn, table.users), turn))
        turn = newest_turn(scene, thread)
    assert "Game over" in turn.content and "Final scores" in turn.content
    assert "after 1 round, the highest score" in turn.content
    assert "Round 1 is over" in turn.content and "Points left in hands" in turn.content
    # Nothing to play any more: only the rematch (issue 28).
    assert [c.split(":")[1] for c in turn.custom_ids()] == ["rematch"]
    assert not any(f"<@{u.id}>" in turn.content for u in table.users)
    assert "place" in did
    game = await store_of(scene).get(game_id_of(turn))
    redrawn = draw.table_png(game.view(None), [u.name for u in table.users])
    assert turn.attachments[0].data == redrawn  # the public picture is the spectator's
    table_message = await scene.standin.wait_for_message(
        thread, lambda m: "Scores by round" in m.content
    )
    assert table_message.is_public
    assert all(u.name in table_message.content for u in table.users)
    open_png(turn.attachments[0].data, "triominos-buttons-over.png")
    # The game-over message carries the animated replay of the whole game (spectator frames).
    [replay] = [a for a in turn.attachments if a.filename.endswith("-replay.gif")]
    animation = open_png(replay.data)
    assert animation.format == "GIF" and animation.n_frames == game.ply + 1


async def test_a_whole_game_through_commands_with_options(scene: Scene) -> None:
    """Typed moves only, with suggestions; options 56 tiles, triple start, simple scoring."""
    table = scene.table("alice", "bob")
    options = {
        "seats": 2,
        "set": "56",
        "start": "triple",
        "rounds": 1,
        "simple_scoring": True,
    }
    lobby, thread, turn = await scene.started(table, "triominos", options)
    assert "set: 56" in lobby.content and "simple scoring: on" in lobby.content
    # S2 (start=triple): the opening tile is already on the table.
    assert "Round 1 begins" in turn.content and " opened with " in turn.content
    for _ in range(200):
        if "Game over" in turn.content:
            break
        await take_turn_by_commands(scene, on_turn(turn, table.users), thread)
        turn = newest_turn(scene, thread)
    assert "Game over" in turn.content and "Round 1 is over" in turn.content
    # G2: a tile scores 1 point, a draw costs nothing.
    laid = r"laid \d-\d-\d on -?\d+,-?\d+ \([^)]*\): 1 point\."
    assert re.search(laid, scene_text(thread, scene))
    assert "−5 points" not in scene_text(thread, scene)


def scene_text(channel: Channel, scene: Scene) -> str:
    return "\n".join(m.content for m in scene.standin.messages_in(channel))


# -- one turn -------------------------------------------------------------------------------------
async def test_draw_three_then_pass(scene: Scene) -> None:
    """D1/D2: three draws (−5 each, drawn tiles shown only to the drawer), each told by an edit
    of the turn message (issue 25: one message a turn), then Pass (−10) and the next turn's."""
    table = scene.table("alice", "bob", "carol")
    _lobby, thread, turn = await scene.started(table, "triominos", {"seats": 3})
    await take_turn_by_buttons(scene, on_turn(turn, table.users), turn)
    turn = await scene.turn_message(thread, after=turn)
    drawer = on_turn(turn, table.users)
    panel = await (await scene.click(drawer, turn, "tri_turn")).message()
    for count in (1, 2, 3):
        draw_id = button(panel, "draw")
        assert draw_id is not None, panel.content
        assert (
            next(
                c
                for r in panel.components
                for c in r["components"]
                if c.get("custom_id") == draw_id
            )["label"]
            == "Draw (−5)"
        )
        panel = await (await scene.standin.click(drawer, panel, draw_id)).message()
        assert private_to(panel, drawer) and "You drew **" in panel.content
        drawn = re.search(r"You drew \*\*(\d-\d-\d)\*\*", panel.content)
        assert drawn is not None
        # The table did not change: the turn message is edited, no new one is posted.
        drew = f"drew a tile (−5 points; draw {count} of 3"
        await scene.until(lambda d=drew: d in turn.content, "the draw on the turn message")
        newer = [m for m in scene.standin.messages_in(thread) if m.id > turn.id]
        assert not [m for m in newer if m.interaction is None and m.attachments]
        assert drawn[1] not in turn.all_text()  # which tile was drawn stays private
        # Still their turn, said by name: their own draw does not ping them again.
        assert f"<@{drawer.id}>" not in turn.content
        assert drawer.name in turn.content.splitlines()[-1]
    assert button(panel, "draw") is None
    refused = await scene.reply(drawer, thread, "triominos draw")
    assert private_to(refused, drawer) and "three tiles this turn" in refused.content
    pass_id = button(panel, "pass")
    assert pass_id is not None
    label = next(
        c for r in panel.components for c in r["components"] if c.get("custom_id") == pass_id
    )["label"]
    assert label == "Pass (−10)"
    await (await scene.standin.click(drawer, panel, pass_id)).message()
    turn = await scene.turn_message(thread, after=turn)
    assert f"{drawer.name} passed after three draws (−10 points)" in turn.content
    assert f"{drawer.name} -25 " in turn.content
    assert f"<@{drawer.id}>" not in turn.content


# -- bonuses, a round's end and the next round ----------------------------------------------------
async def test_hexagon_by_buttons_then_round_end_and_second_round(scene: Scene) -> None:
    """B2 seen in the preview before confirming; then R1's round end explained, the score table
    across rounds posted, and round 2 played on."""
    table = scene.table("alice", "bob")
    game_id = await import_line(scene, table, HEXAGON_SEED, HEXAGON_PLY - 1)
    turn = await play_greedy_by_command(scene, table, game_id)
    game = await store_of(scene).get(game_id)
    [seat] = game.to_act
    user = table.users[seat]
    assert on_turn(turn, table.users) is user
    move = greedy_move(game.state, seat)
    found = spots(game.state, seat, parse_tile(move["tile"]))  # type: ignore[arg-type]
    number = next(
        n
        for n, s in enumerate(found, start=1)
        if s["cell"] == move["cell"] and s["rotation"] == move["rotation"]
    )
    panel = await (await scene.click(user, turn, "tri_turn")).message()
    [(tiles_id, tile_options)] = selects(panel, "tile")
    [option] = [o for o in tile_options if o["value"] == move["tile"]]
    assert "(hexagon)" in option["description"]
    spots_message = await (
        await scene.standin.select(user, panel, tiles_id, [move["tile"]])
    ).message()
    open_png(spots_message.attachments[0].data, "triominos-hexagon-spots.png")
    [(spot_id, _options)] = [
        (cid, opts)
        for cid, opts in selects(spots_message, "spot")
        if any(o["value"] == str(number) for o in opts)
    ]
    preview = await (
        await scene.standin.select(user, spots_message, spot_id, [str(number)])
    ).message()
    assert "50 (hexagon)" in preview.content and "= 59" in preview.content
    open_png(preview.attachments[0].data, "triominos-hexagon-preview.png")
    await (await scene.standin.click(user, preview, button(preview, "place") or "")).message()
    turn = await scene.turn_message(table.channel, after=turn)
    assert f"{user.name} laid {move['tile']} on {move['cell']}" in turn.content
    assert "9 (tile) + 50 (hexagon) = 59 points" in turn.content

    for _ in range(ROUND_END_PLY - HEXAGON_PLY):
        turn = await play_greedy_by_command(scene, table, game_id)
    assert "played their last tile" in turn.content
    assert "Round 1 is over" in turn.content and "went out: +25 bonus +" in turn.content
    assert "Round 2 begins" in turn.content and "Game over" not in turn.content
    scores = await scene.standin.wait_for_message(
        table.channel, lambda m: "Scores by round" in m.content
    )
    assert scores.is_public and re.search(r"\n1 +\d+ \(\+\d+\)", scores.content)
    picture = open_png(turn.attachments[0].data, "triominos-round-two.png")
    assert picture.width >= 400

    # Round 2 is played on; the table then has two rounds.
    after = await play_greedy_by_command(scene, table, game_id)
    assert "Round 2 ·" in after.content
    typed = await scene.reply(table.users[0], table.channel, "triominos scores")
    assert private_to(typed, table.users[0])
    assert re.search(r"\n1 +\d+", typed.content) and re.search(r"\n2\* +\d+", typed.content)


async def test_bridge_by_command(scene: Scene) -> None:
    """B3: the suggestions mark the bridge, and the turn message explains the +40."""
    table = scene.table("alice", "bob")
    game_id = await import_line(scene, table, BRIDGE_SEED, BRIDGE_PLY)
    game = await store_of(scene).get(game_id)
    [seat] = game.to_act
    user = table.users[seat]
    move = greedy_move(game.state, seat)
    typing = await scene.standin.autocomplete(
        user, table.channel, "triominos place", {"tile": ""}, focused="tile"
    )
    [tile_choice] = [c for c in await typing.choices() if c["value"] == move["tile"]]
    assert "(bridge)" in tile_choice["name"]
    spot_typing = await scene.standin.autocomplete(
        user,
        table.channel,
        "triominos place",
        {"tile": move["tile"], "spot": move["cell"]},
        focused="spot",
    )
    [spot_choice] = await spot_typing.choices()
    assert spot_choice["value"] == move["cell"] and "+50 (bridge)" in spot_choice["name"]
    options = {"tile": move["tile"], "spot": move["cell"], "rotation": str(move["rotation"])}
    placed = await scene.reply(user, table.channel, "triominos place", options)
    assert private_to(placed, user) and "50 points" in placed.content
    turn = await scene.standin.wait_for_message(
        table.channel, lambda m: m.interaction is None and "bridge" in m.content
    )
    assert "10 (tile) + 40 (bridge) = 50 points" in turn.content


# -- refusals -------------------------------------------------------------------------------------
async def test_bad_inputs_are_answered_privately(scene: Scene) -> None:
    table = scene.table("alice", "bob", "carol")
    _lobby, thread, turn = await scene.started(table, "triominos", {"seats": 3})
    first = on_turn(turn, table.users)
    early_draw = await scene.reply(first, thread, "triominos draw")
    assert private_to(early_draw, first) and "lay the first tile on 0,0" in early_draw.content
    await take_turn_by_buttons(scene, first, turn)
    old_turn, turn = turn, await scene.turn_message(thread, after=turn)
    user = on_turn(turn, table.users)
    other = next(u for u in table.users if u is not user)

    stale = await (await scene.click(user, old_turn, "tri_turn")).message()
    assert private_to(stale, user) and "moved on" in stale.content

    not_yours = await (await scene.click(other, turn, "tri_turn")).message()
    assert private_to(not_yours, other)
    assert "not your turn" in not_yours.content and user.name in not_yours.content
    typed_not_yours = await scene.reply(
        other, thread, "triominos place", {"tile": "0-0-0", "spot": "0,1"}
    )
    assert private_to(typed_not_yours, other) and "not your turn" in typed_not_yours.content
    nothing = await (
        await scene.standin.autocomplete(
            other, thread, "triominos place", {"tile": ""}, focused="tile"
        )
    ).choices()
    assert nothing == []

    garbage = await scene.reply(user, thread, "triominos place", {"tile": "7-x-2", "spot": "0,1"})
    assert private_to(garbage, user)
    assert "is not a tile" in garbage.content and "1-2-3" in garbage.content
    hand = (await scene.reply(user, thread, "game hand")).content
    held = re.search(r"Your tiles \(\d+\): ([^.]+)\.", hand)
    assert held is not None
    tiles = held[1].split(", ")
    missing = next(
        f"{a}-{b}-{c}"
        for a in range(6)
        for b in range(a, 6)
        for c in range(a, 6)
        if (a < b or a == b == c or a < c)
        and f"{a}-{b}-{c}" not in tiles
        and parse_tile(f"{a}-{b}-{c}")
    )
    not_held = await scene.reply(user, thread, "triominos place", {"tile": missing, "spot": "0,1"})
    assert private_to(not_held, user) and "not in your hand" in not_held.content

    tile = tiles[0]
    far = await scene.reply(user, thread, "triominos place", {"tile": tile, "spot": "9,9"})
    assert private_to(far, user)
    assert "There is no spot 9,9" in far.content and "fits nowhere" not in far.content
    # Issue 13: a cell far from the table is not a spot at all, whether or not the tile fits.
    nowhere = await scene.reply(user, thread, "triominos place", {"tile": tile, "spot": "99,99"})
    assert private_to(nowhere, user) and "There is no spot 99,99" in nowhere.content
    with_rotation = await scene.reply(
        user, thread, "triominos place", {"tile": tile, "spot": "9,9", "rotation": "0"}
    )
    assert private_to(with_rotation, user) and "does not touch the table" in with_rotation.content
    not_a_spot = await scene.reply(user, thread, "triominos place", {"tile": tile, "spot": "left"})
    assert private_to(not_a_spot, user) and "is not a spot" in not_a_spot.content
    too_high = await scene.reply(user, thread, "triominos place", {"tile": tile, "spot": "99"})
    assert private_to(too_high, user)
    assert "no spot 99" in too_high.content or "fits nowhere" in too_high.content
    early_pass = await scene.reply(user, thread, "triominos pass")
    assert private_to(early_pass, user) and "can't pass yet" in early_pass.content

    # Every refusal was private: the thread's public messages are the bot's own turn messages.
    public = [m for m in scene.standin.messages_in(thread) if m.is_public]
    assert all(m.interaction is None for m in public)


async def test_a_panel_from_before_a_restart_still_works(scene: Scene) -> None:
    """Nothing lives in a view: the selects and buttons are rebuilt from their custom ids."""
    table = scene.table("alice", "bob")
    _lobby, _thread, turn = await scene.started(table, "triominos", {"seats": 2})
    user = on_turn(turn, table.users)
    panel = await (await scene.click(user, turn, "tri_turn")).message()
    [(custom_id, options)] = selects(panel, "tile")
    await scene.bot.restart()
    await scene.bot.wait_for_log(r"command tree unchanged")
    chosen = await (
        await scene.standin.select(user, panel, custom_id, [options[0]["value"]])
    ).message()
    assert private_to(chosen, user) and "Choose a spot" in chosen.content
    assert chosen.attachments[0].filename == "spots.png"


async def test_no_public_message_or_picture_shows_a_hand(scene: Scene) -> None:
    """Hidden information: hands (pictures and lists) and drawn tiles reach only their owners;
    public pictures are only the spectator's table (checked against a redraw in the first
    test)."""
    everything = list(scene.standin.messages.values())
    hands = [m for m in everything if "Your tiles" in m.all_text()]
    assert len(hands) > 20
    assert all(m.ephemeral and m.visible_to is not None and len(m.visible_to) == 1 for m in hands)
    private_pictures = {"hand.png", "spots.png", "spot.png"}
    shown = [a.filename for m in everything for a in m.attachments]
    assert private_pictures <= set(shown)
    for message in scene.standin.public_messages():
        text = message.all_text()
        assert "Your tiles" not in text and "You drew" not in text, text
        names = [a.filename for a in message.attachments]
        assert all(re.fullmatch(r"board\.png|triominos-\d+-replay\.gif", n) for n in names), text
    assert "Your tiles" not in scene.standin.public_text()
