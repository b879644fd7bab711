"""Tsuro played in Discord, start to finish (issue 8), through the stand-in with the real bot
process on a real SQLite file.

Whole games by typed commands only and by buttons only (2 and 8 players); the suicide rule
(P4) refused privately naming a safe option; the forced suicide (every option suicidal); the
dragon taken (D1) and passed (D4) in an imported game; a resignation (G4) mid-game; moves out
of turn; and that no public message or picture ever shows a hand (H1): public pictures are
byte for byte the render of the spectator view.
"""

from __future__ import annotations

import io
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from PIL import Image

from cogs.kit.adapter import adapter_for
from db.migrate import upgrade
from db.session import create_engine, create_session_factory
from db.store import RECORD_FORMAT, GameStore
from engine.core import Move
from engine.registry import get_game
from engine.tsuro import hand_options
from render.replay import MAX_REPLAY_BYTES
from tests.bot.scene import Scene, open_png, running_bot
from tests.bot.tsuro_play import (
    Table,
    collision_allowed_record,
    component,
    dragon_record,
    forced_suicide_record,
    game_id_of,
    private_to,
)
from tests.standin.world import Message

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def database(tmp_path_factory: pytest.TempPathFactory) -> str:
    path: Path = tmp_path_factory.mktemp("tsuro") / "tessera.db"
    return f"sqlite+aiosqlite:///{path}"


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(database: str) -> AsyncIterator[Scene]:
    # 18 tables: one per test that opens a game of its own (+2 spare).
    async with running_bot(database, tables=18) as scene:
        yield scene


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def store(database: str, scene: Scene) -> AsyncIterator[GameStore]:
    """The bot's database, opened by the test too (to import records and compare pictures)."""
    engine = create_engine(database)
    await upgrade(engine)
    try:
        yield GameStore(create_session_factory(engine))
    finally:
        await engine.dispose()


async def started_by_commands(scene: Scene, names: tuple[str, ...], options: dict) -> Table:
    """``/tsuro new``, ``/game join`` and ``/game start``: no button pressed."""
    table = scene.table(*names)
    creator, *others = table.users
    _lobby, thread = await scene.lobby(creator, table.channel, "tsuro", options)
    for user in others:
        assert private_to(await scene.reply(user, thread, "game join"), user)
    assert private_to(await scene.reply(creator, thread, "game start"), creator)
    return Table(scene, thread, table.users, await scene.turn_message(thread))


async def started_by_buttons(scene: Scene, names: tuple[str, ...], options: dict) -> Table:
    table = scene.table(*names)
    _lobby, thread, turn = await scene.started(table, "tsuro", options)
    return Table(scene, thread, table.users, turn)


async def check_public_board(store: GameStore, table: Table) -> None:
    """The newest public picture is exactly the spectator view's render (H1)."""
    assert table.turn is not None
    game = await store.get(game_id_of(table.turn))
    board = table.turn.attachments[0]
    assert board.filename == "board.png"
    assert board.data == adapter_for("tsuro").board_png(game)


async def check_game_over(store: GameStore, table: Table, name: str) -> None:
    """Winners named, the final board, the replay (a GIF within Discord's limit), the thread
    kept and set to archive itself (an hour after the last message)."""
    turn = table.turn
    assert turn is not None and turn.is_public
    game = await store.get(game_id_of(turn))
    assert game.outcome is not None
    names = [seat.name for seat in game.seats]
    assert all(f"**{names[seat]}**" in turn.content for seat in game.outcome.winners)
    assert "<@" not in turn.content  # nobody is called to move any more
    # Nothing to play any more: only the rematch (issue 28).
    assert [c.split(":")[1] for c in turn.custom_ids()] == ["rematch"]
    board, replay = turn.attachments
    open_png(board.data, f"tsuro-{name}-final.png")
    await check_public_board(store, table)
    assert replay.filename.endswith(".gif") and len(replay.data) < MAX_REPLAY_BYTES
    gif = Image.open(io.BytesIO(replay.data))
    assert gif.format == "GIF" and gif.n_frames == game.ply + 1
    if table.thread.is_thread:  # an imported game plays in its channel
        assert table.thread.auto_archive_duration == 60 and not table.thread.archived


def check_no_hand_in_public(scene: Scene, table: Table) -> None:
    public = scene.standin.public_text()
    assert "Your tiles" not in public and "Your turn" not in public
    for seen in table.hands_seen:
        found = re.search(r"Your tiles: ([0-9, ]+)\.", seen)
        hand = found[1] if found else seen
        if "," in hand:
            assert hand not in public


# -- whole games --------------------------------------------------------------------------------
async def test_two_players_by_typed_commands(scene: Scene, store: GameStore) -> None:
    table = await started_by_commands(scene, ("ann", "ben"), {"seats": 2})
    assert table.mover() is table.users[0]
    await table.play_out("commands")
    await check_game_over(store, table, "2p-commands")
    check_no_hand_in_public(scene, table)


async def test_two_players_by_buttons(scene: Scene, store: GameStore) -> None:
    table = await started_by_buttons(scene, ("cat", "dan"), {"seats": 2})
    await table.play_out("buttons")
    await check_game_over(store, table, "2p-buttons")
    check_no_hand_in_public(scene, table)


async def test_eight_players_by_typed_commands(scene: Scene, store: GameStore) -> None:
    names = tuple(f"cmd{n}" for n in range(8))
    table = await started_by_commands(scene, names, {"seats": 8, "strict_suicide": False})
    await table.play_out("commands")
    await check_game_over(store, table, "8p-commands")
    check_no_hand_in_public(scene, table)


async def test_eight_players_by_buttons(scene: Scene, store: GameStore) -> None:
    table = await started_by_buttons(scene, tuple(f"btn{n}" for n in range(8)), {"seats": 8})
    seat = 0
    assert table.turn is not None
    while "pick your start notch" in table.turn.content:
        await table.notch_by_button(table.mover(), random=seat % 2 == 1)
        seat += 1
    open_png(table.turn.attachments[0].data, "tsuro-8p-first-turn.png")
    while not table.over:
        await check_public_board(store, table)
        await table.place_by_button(table.mover())
    await check_game_over(store, table, "8p-buttons")
    check_no_hand_in_public(scene, table)


# -- refusals, resignation ----------------------------------------------------------------------
async def test_out_of_turn_and_resignation(scene: Scene, store: GameStore) -> None:
    """Moves out of turn are refused privately naming whose turn it is; a resignation (G4)
    mid-game is announced and the others play on; the resigned player can't move."""
    seated = scene.table("amy", "bo", "cy", "zed")
    *players, zed = seated.users
    seated.users = players
    _lobby, thread, turn = await scene.started(seated, "tsuro", {"seats": 3})
    table = Table(scene, thread, players, turn)
    amy, bo, cy = players
    watcher = await (await scene.click(zed, turn, "tsuro_notch")).message()
    assert private_to(watcher, zed) and "not playing in game #" in watcher.content
    early = await scene.reply(bo, table.thread, "tsuro start", {"notch": 5})
    assert private_to(early, bo) and "not your turn" in early.content and "amy" in early.content
    await table.notch_by_command(amy, 5)
    offered = await table.free_notches(bo)
    assert 5 not in offered and len(offered) == 25  # Discord's limit; typing narrows it
    assert await table.free_notches(bo, "Notch 4") == [4, 40, 41, 42, 43, 44, 45, 46, 47, 48]
    taken = await scene.reply(bo, table.thread, "tsuro start", {"notch": 5})
    assert private_to(taken, bo) and "Notch 5 is taken" in taken.content
    await table.notch_by_button(bo)
    await table.notch_by_button(cy, random=True)
    assert table.turn is not None and "a random notch" in scene.standin.public_text()
    assert table.mover() is amy and "your turn: lay a tile on" in table.turn.content

    # Out of turn: by button, by the typed command, by /tsuro turn.
    clicked = await (await scene.click(bo, table.turn, "tsuro_turn")).message()
    assert private_to(clicked, bo) and "It is not your turn: it is amy's" in clicked.content
    [tile] = [c["value"] for c in await table.tile_choices(bo)][:1]
    typed = await scene.reply(bo, table.thread, "tsuro place", {"tile": tile, "rotation": 90})
    assert private_to(typed, bo) and "not your turn" in typed.content
    opened = await scene.reply(cy, table.thread, "tsuro turn")
    assert private_to(opened, cy) and "amy's" in opened.content
    mine = {c["value"] for c in await table.tile_choices(amy)}
    other = min(set(range(1, 36)) - mine)
    absent = await scene.reply(amy, table.thread, "tsuro place", {"tile": other, "rotation": 0})
    assert private_to(absent, amy) and f"Tile {other} is not in your hand" in absent.content

    resigned = await scene.reply(cy, table.thread, "game resign")
    assert private_to(resigned, cy)
    after = await table.next_turn()
    assert "cy resigned." in after.content and table.mover() is amy
    await table.place_by_button(amy)
    gone = await scene.reply(cy, table.thread, "tsuro place", {"tile": 1, "rotation": 0})
    assert private_to(gone, cy) and "You have resigned" in gone.content
    hand = await scene.reply(cy, table.thread, "game hand")
    assert private_to(hand, cy) and "Your marker has left the board" in hand.content
    while not table.over:
        await table.place_by_command(table.mover())
    await check_game_over(store, table, "resigned")
    # A button of an older position says the game moved on.
    first_turn = next(
        m for m in scene.standin.messages_in(table.thread) if "tsuro_turn" in str(m.custom_ids())
    )
    stale = await (await scene.click(amy, first_turn, "tsuro_turn")).message()
    assert private_to(stale, amy) and "moved on" in stale.content


async def test_colours_chosen_on_joining_or_assigned(scene: Scene, store: GameStore) -> None:
    table = scene.table("eve", "fay", "gus")
    eve, fay, gus = table.users
    lobby, thread = await scene.lobby(eve, table.channel, "tsuro", {"seats": 3})
    for user in (fay, gus):
        await (await scene.click(user, lobby, "join")).followup()
    chosen = await scene.reply(fay, thread, "tsuro colour", {"colour": "black"})
    assert private_to(chosen, fay) and "black" in chosen.content
    clash = await scene.reply(gus, thread, "tsuro colour", {"colour": "black"})
    assert private_to(clash, gus) and "already plays black" in clash.content
    await (await scene.click(eve, lobby, "start")).message()
    turn = await scene.turn_message(thread)
    game = await store.get(game_id_of(turn))
    # fay keeps black (palette 7); the others get the first free colours in seat order.
    assert adapter_for("tsuro").colours(game) == [0, 7, 1]
    late = await scene.reply(gus, thread, "tsuro colour", {"colour": "pink"})
    assert private_to(late, gus) and "already started" in late.content


# -- imported positions -------------------------------------------------------------------------
async def imported(
    scene: Scene,
    store: GameStore,
    names: tuple[str, ...],
    seed: int,
    log: list[tuple[int, Move]],
    options: dict | None = None,
) -> Table:
    """A game replayed from a record into the bot's database, at the table's channel."""
    table = scene.table(*names)
    record = {
        "format": RECORD_FORMAT,
        "game": "tsuro",
        "options": options or {},
        "seed": seed,
        "seats": [
            {"seat": n, "user_id": u.id, "name": u.name, "colour": None, "is_computer": False}
            for n, u in enumerate(table.users)
        ],
        "moves": [{"seat": seat, "move": move} for seat, move in log],
    }
    await store.import_record(
        record, guild_id=table.guild.id, channel_id=table.channel.id, creator_id=table.users[0].id
    )
    return Table(scene, table.channel, table.users, None)


def forbidden_position() -> tuple[int, list[tuple[int, Move]], dict, list[dict], list[dict]]:
    """The first position of :func:`forced_suicide_record` where the mover has a forbidden
    option and a legal one (P4): seed, moves to it, spectator view, options, forbidden ones."""
    rules = get_game("tsuro")
    seed, log = forced_suicide_record()
    state = rules.setup(3, rules.normalize_options({}), seed)
    for index, (seat, move) in enumerate(log):
        view = rules.view(state, None)
        if view["phase"] == "play":
            options = hand_options(state, view["turn"])
            bad = [o for o in options if not o["legal"]]
            if bad and any(o["legal"] for o in options):
                return seed, log[:index], view, options, bad
        state = rules.apply(state, seat, move).state
    raise AssertionError("no position with a forbidden option")


async def test_suicide_refused_naming_a_safe_option(scene: Scene, store: GameStore) -> None:
    """P4: while a safe placement exists a suicidal one is refused privately, naming a safe
    one; the button flow shows it as not allowed with Confirm disabled."""
    seed, log, view, options, bad = forbidden_position()
    table = await imported(scene, store, ("hal", "ida", "jo"), seed, log)
    mover = table.users[view["turn"]]
    move = {"tile": bad[0]["tile"], "rotation": bad[0]["rotation"]}
    refused = await scene.reply(mover, table.thread, "tsuro place", move)
    assert private_to(refused, mover)
    named = re.search(r"for example tile (\d+) at (\d+)°", refused.content)
    assert named and "off the board" in refused.content, refused.content
    legal = {(o["tile"], o["rotation"]) for o in options if o["legal"]}
    assert (int(named[1]), int(named[2])) in legal
    # The same choice in the private picker: marked, previewed, Confirm disabled.
    picker = await scene.reply(mover, table.thread, "tsuro turn")
    select = component(picker, "tsuro:pick")
    value = f"{move['tile']}:{move['rotation']}"
    label = next(o["label"] for o in select["options"] if o["value"] == value)
    assert "not allowed" in label
    await (await scene.standin.select(mover, picker, select["custom_id"], [value])).response()
    await scene.until(lambda: "tsuro:play" in str(picker.custom_ids()), "the preview")
    assert component(picker, "tsuro:play").get("disabled") is True
    assert "You can't play it" in picker.content
    open_png(picker.attachments[0].data, "tsuro-preview-forbidden.png")
    assert not [m for m in scene.standin.messages_in(table.thread) if m.is_public]


async def test_typed_suggestions_name_the_suicidal_rotations_still_allowed(
    scene: Scene, store: GameStore
) -> None:
    """P4 with ``strict_suicide`` off (V2): a collision that knocks the mover out is allowed.
    The tile suggestions used to say only "every rotation is suicide", so a player could not
    tell which rotation would be accepted (and a refusal called the example "safe")."""
    seed, log, move = collision_allowed_record()
    options = {"strict_suicide": False}
    table = await imported(scene, store, ("kim", "lou", "max"), seed, log, options)
    rules = get_game("tsuro")
    state = rules.setup(3, rules.normalize_options(options), seed)
    for seat, played in log:
        state = rules.apply(state, seat, played).state
    mover = table.users[rules.view(state, None)["turn"]]
    typing = await scene.standin.autocomplete(
        mover, table.thread, "tsuro place", {"tile": str(move["tile"])}, focused="tile"
    )
    [label] = [c["name"] for c in await typing.choices() if c["value"] == move["tile"]]
    assert "allowed anyway at" in label and f"{move['rotation']}°" in label.split("allowed")[1]
    placed = await scene.reply(
        mover, table.thread, "tsuro place", {"tile": move["tile"], "rotation": move["rotation"]}
    )
    assert private_to(placed, mover) and "is on the board" in placed.content, placed.content


async def test_forced_suicide(scene: Scene, store: GameStore) -> None:
    """P4's exception: when every option is suicidal the picker says so and one is played."""
    seed, log = forced_suicide_record()
    table = await imported(scene, store, ("kim", "lou", "max"), seed, log)
    game = await store.get((await store.user_games(table.users[0].id))[0].id)
    mover = table.users[game.view(None)["turn"]]
    picker = await scene.reply(mover, table.thread, "tsuro turn")
    assert private_to(picker, mover)
    assert "Every option takes your marker off the board" in picker.content
    open_png(picker.attachments[0].data, "tsuro-hand-forced.png")
    labels = [o["label"] for o in component(picker, "tsuro:pick")["options"]]
    assert all("suicide" in label and "not allowed" not in label for label in labels)
    hand = await scene.reply(mover, table.thread, "game hand")
    assert private_to(hand, mover) and "one must be played" in hand.content
    table.hands_seen.append(picker.content)
    select = component(picker, "tsuro:pick")
    await (
        await scene.standin.select(
            mover, picker, select["custom_id"], [select["options"][0]["value"]]
        )
    ).response()
    await scene.until(lambda: "tsuro:play" in str(picker.custom_ids()), "the preview")
    confirm = component(picker, "tsuro:play")
    assert not confirm.get("disabled")
    await (await scene.standin.click(mover, picker, confirm["custom_id"])).followup()
    public = await scene.turn_message(table.thread)
    assert re.search(
        rf"{mover.name} (left the board at notch \d+|collided with \w+) and is out", public.content
    )
    check_no_hand_in_public(scene, table)


async def test_dragon_taken_and_passed(scene: Scene, store: GameStore) -> None:
    """D1: a player who must draw from the empty pile takes the dragon; D4: when the holder
    is eliminated it passes to the next player short of tiles. Played by typed commands from
    an imported position."""
    seed, log, taken = dragon_record()
    table = await imported(scene, store, ("ned", "oli", "pat", "quin"), seed, log[:taken])
    messages: list[Message] = []
    for seat, move in log[taken:]:
        user = table.users[seat]
        options = {"tile": move["tile"], "rotation": move["rotation"]}
        assert private_to(await scene.reply(user, table.thread, "tsuro place", options), user)
        table.turn = await scene.turn_message(table.thread, after=table.turn)
        messages.append(table.turn)
    assert "takes the dragon" in messages[0].content
    assert re.search(r"The dragon passes from \w+ to \w+\.", messages[-1].content)
    assert "Drawn:" in "".join(m.content for m in messages)
    open_png(messages[-1].attachments[0].data, "tsuro-dragon-passed.png")
    check_no_hand_in_public(scene, table)


async def test_open_hands_are_listed_publicly(scene: Scene, store: GameStore) -> None:
    """V1: with ``open_hands`` every hand is public, so the turn message, the board and the
    status list them; then a resignation ends the two-player game."""
    table = await imported(scene, store, ("ray", "sue"), 5, [], {"open_hands": True})
    ray, sue = table.users
    await table.notch_by_command(ray, 12)
    assert table.turn is not None
    game = await store.get(game_id_of(table.turn))
    hands = game.view(None)["hands"]
    listed = "; ".join(
        f"{seat.name}: {', '.join(map(str, hands[seat.seat]))}" for seat in game.seats
    )
    assert f"Open hands: {listed}." in table.turn.content
    # And wherever the position is shown: /game board, /game status.
    board = await scene.reply(sue, table.thread, "game board")
    assert board.is_public and f"Open hands: {listed}." in board.content
    status = await scene.reply(sue, table.thread, "game status")
    assert f"Open hands: {listed}." in status.content
    # A resignation that leaves one marker ends the game (G4, G1): replay and all.
    assert private_to(await scene.reply(sue, table.thread, "game resign"), sue)
    await table.next_turn()
    assert "sue resigned." in table.turn.content and "**ray** wins" in table.turn.content
    await check_game_over(store, table, "open-hands-resigned")


async def test_private_pickers_work_across_a_restart(scene: Scene, store: GameStore) -> None:
    """The picker's select and buttons carry game, version, tile and rotation in their custom
    ids: opened before a restart, they still preview and confirm after it."""
    table = await imported(scene, store, ("uma", "vic", "wes"), 11, [])
    uma, vic, wes = table.users
    await table.notch_by_command(uma, 1)
    await table.notch_by_command(vic, 20)
    notch_picker = await scene.reply(wes, table.thread, "tsuro turn")
    await scene.bot.restart()
    await scene.bot.wait_for_log(r"command tree unchanged")
    select = component(notch_picker, "tsuro:notch")
    chosen = select["options"][0]["value"]
    picked = await scene.standin.select(wes, notch_picker, select["custom_id"], [chosen])
    await scene.until(lambda: not notch_picker.custom_ids(), "the picker to close")
    assert picked.interaction.followups == []
    assert notch_picker.content.startswith(f"Your marker starts at notch {chosen} (")
    await table.next_turn()
    assert f"wes starts at notch {chosen}" in table.turn.content
    picker = await scene.reply(uma, table.thread, "tsuro turn")
    await scene.bot.restart()
    await scene.bot.wait_for_log(r"command tree unchanged")
    select = component(picker, "tsuro:pick")
    allowed = next(o for o in select["options"] if "not allowed" not in o["label"])
    await (
        await scene.standin.select(uma, picker, select["custom_id"], [allowed["value"]])
    ).response()
    await scene.until(lambda: "tsuro:play" in str(picker.custom_ids()), "the preview")
    confirm = component(picker, "tsuro:play")
    assert private_to(
        await (await scene.standin.click(uma, picker, confirm["custom_id"])).followup(), uma
    )
    await table.next_turn()
    tile, rotation = allowed["value"].split(":")
    assert f"uma placed tile {tile} at {rotation}°" in table.turn.content


# -- languages (issue 17) -----------------------------------------------------------------------
async def test_private_texts_speak_each_players_language(scene: Scene, store: GameStore) -> None:
    """A French player's P4 refusal, picker and note are French and name the tile; a Russian
    player's hand is Russian (private texts speak the acting user's client language)."""
    seed, log, view, options, bad = forbidden_position()
    table = await imported(scene, store, ("aude", "boris", "carl"), seed, log)
    mover = table.users[view["turn"]]
    mover.locale = "fr"
    other = next(u for u in table.users if u is not mover)
    other.locale = "ru"
    move = {"tile": bad[0]["tile"], "rotation": bad[0]["rotation"]}
    refused = await scene.reply(mover, table.thread, "tsuro place", move)
    assert private_to(refused, mover)
    assert f"La tuile {move['tile']} tournée de {move['rotation']}°" in refused.content
    assert "règle" not in refused.content and "pion" in refused.content, refused.content
    named = re.search(r"par exemple la tuile (\d+) à (\d+)°", refused.content)
    legal = {(o["tile"], o["rotation"]) for o in options if o["legal"]}
    assert named and (int(named[1]), int(named[2])) in legal, refused.content
    # The picker's labels in French too (the forbidden option is "interdit").
    picker = await scene.reply(mover, table.thread, "tsuro turn")
    assert "**À vous de jouer** · Tsuro, partie n° " in picker.content
    select = component(picker, "tsuro:pick")
    value = f"{move['tile']}:{move['rotation']}"
    label = next(o["label"] for o in select["options"] if o["value"] == value)
    assert label.startswith(f"Tuile {move['tile']} · ") and "(interdit)" in label, label
    hand = await scene.reply(other, table.thread, "game hand")
    assert private_to(hand, other) and "Ваши плитки: " in hand.content, hand.content
    assert "Your tiles" not in hand.content
    # A legal move by the French player: the private note in French.
    safe = next(o for o in options if o["legal"] and not o["suicide"])
    placed = await scene.reply(
        mover, table.thread, "tsuro place", {"tile": safe["tile"], "rotation": safe["rotation"]}
    )
    assert private_to(placed, mover), placed.content
    assert f"La tuile {safe['tile']} à {safe['rotation']}° est sur le plateau" in placed.content
    await scene.turn_message(table.thread)


async def test_rules_in_the_users_language(scene: Scene) -> None:
    """``/game rules name:tsuro`` from a German client: the summary in German, the dragon tile
    included, with no rule numbers (issue 25: they stay in the rules and the tests)."""
    reader = scene.user("greta")
    reader.locale = "de"
    rules = await scene.reply(reader, scene.channel("regeln"), "game rules", {"name": "tsuro"})
    assert private_to(rules, reader)
    assert rules.content.startswith("**Tsuro** (2–8 Personen)"), rules.content
    assert "Drachenplättchen" in rules.content and "(P4)" not in rules.content
    assert "Spielstein" in rules.content and "Your" not in rules.content
