"""Issue 10 end to end: notification modes, reminders, the turn clock, away mode, ``/game
mine`` and failures while notifying, with the real bot process and the Discord stand-in.

Time inside the bot is real; the scheduler ticks every 0.3 s (``SCHEDULER_TICK_SECONDS``, an
ordinary setting) and retries after 0.3 s (``NOTIFY_RETRY_SECONDS``). A turn is made "old"
by moving its stored start back in the database (``turn_timers.since``), exactly what a
restarted bot finds after days: the deadlines are computed from stored timestamps.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest
import pytest_asyncio
from sqlalchemy import select, update

from cogs.kit.adapter import adapter_for
from db.models import MoveRow
from db.outbox import OutboxRow
from db.records import GameInfo
from db.scheduler import AwayPeriod, TurnTimer
from db.session import WRITE
from db.store import GameStore
from tests.bot.scene import Scene, Table, open_png, running_bot_on_file
from tests.bot.tarnaris_play import command_for, find_position, plan, record, wrong_claim
from tests.standin.world import DEFAULT_EVERYONE, MANAGE_GUILD, Channel, Message, User

pytestmark = pytest.mark.asyncio(loop_scope="module")
SETTINGS = {"SCHEDULER_TICK_SECONDS": "0.3", "NOTIFY_RETRY_SECONDS": "0.3"}


class Notify(Scene):
    """The scene plus the bot's database, as a second process sees it."""

    store: GameStore
    sessions: object


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    async with running_bot_on_file(tmp_path_factory, "notify", SETTINGS, tables=20) as scene:
        yield scene


def store_of(scene: Scene) -> GameStore:
    return scene.store  # type: ignore[attr-defined]


async def game_in(scene: Scene, thread: Channel) -> GameInfo:
    found = await store_of(scene).by_thread(thread.id)
    assert found is not None
    return found


def waiting_user(game: GameInfo, table: Table) -> User:
    [seat] = adapter_for(game.game).turn_seats(game)
    return next(u for u in table.users if u.id == game.seats[seat].user_id)


async def age_turns(scene: Scene, game_id: int, hours: float) -> None:
    """Move the stored times of the game's waiting turns (their start, their last reminder)
    ``hours`` into the past: as if the bot had been waiting that much longer."""
    timers = TurnTimer.__table__
    for _ in range(100):  # the bot syncs a game's timers right after its turn message
        async with scene.sessions() as session:  # type: ignore[attr-defined]
            # Take SQLite's write lock first, as every writer here does (the bot writes too).
            await session.connection(execution_options=WRITE)
            rows = (await session.execute(select(timers).where(timers.c.game_id == game_id))).all()
            for row in rows:
                last = row.last_reminded_at
                await session.execute(
                    update(timers)
                    .where(timers.c.game_id == game_id, timers.c.seat == row.seat)
                    .values(
                        since=row.since - timedelta(hours=hours),
                        # Its next deadline moves back with it (issue 15: the tick reads
                        # only due timers).
                        due_at=row.due_at and row.due_at - timedelta(hours=hours),
                        last_reminded_at=last and last - timedelta(hours=hours),
                    )
                )
            await session.commit()
        if rows:
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"the bot never synced game {game_id}'s timers")


async def outbox(scene: Scene, prefix: str) -> list[OutboxRow]:
    async with scene.sessions() as session:  # type: ignore[attr-defined]
        query = select(OutboxRow).where(OutboxRow.key.like(f"{prefix}%")).order_by(OutboxRow.id)
        return list((await session.scalars(query)).all())


async def settle(scene: Scene, ticks: int = 4) -> None:
    """Let the bot's scheduler run a few more ticks (to see that nothing more comes)."""
    await asyncio.sleep(0.3 * ticks)
    await scene.standin.flush_events()


async def test_dm_mode_sends_one_direct_message_and_no_mention(scene: Scene) -> None:
    table = scene.table("ann", "ben")
    for user in table.users:
        answer = await scene.reply(user, table.channel, "game notify", {"mode": "dm"})
        assert answer.ephemeral and "direct message" in answer.content
    _lobby, thread, turn = await scene.started(table, "tsuro")
    game = await game_in(scene, thread)
    player = waiting_user(game, table)
    assert f"<@{player.id}>" not in turn.content  # ``dm``: no mention
    [dm] = [await scene.standin.wait_for_message(scene.standin.dm_channel(player))]
    assert "your turn" in dm.content and f"#{game.id}" in dm.content
    assert f"https://discord.com/channels/{table.guild.id}/{thread.id}" in dm.content
    await settle(scene)
    assert [len(scene.standin.dms_with(u)) for u in table.users if u is not player] == [0]
    assert len(scene.standin.dms_with(player)) == 1


async def test_a_500_and_a_429_while_notifying_the_move_stays_and_the_dm_comes_once(
    scene: Scene,
) -> None:
    """A 500 (discord.py retries it), a 503 (it does not: the outbox retries after a back-off)
    and a 429 (discord.py waits as told) on the direct message: the start is committed and
    shown, and the message arrives later, exactly once."""
    table = scene.table("cat", "dan")
    for user in table.users:
        await scene.reply(user, table.channel, "game notify", {"mode": "dm"})
        where = {"channel_id": str(scene.standin.dm_channel(user).id)}
        route = "/channels/{channel_id}/messages"
        scene.standin.fail("POST", route, status=500, times=1, where=where)
        scene.standin.fail("POST", route, status=503, times=1, where=where)
        scene.standin.rate_limit("POST", route, retry_after=0.2, times=1, where=where)
    _lobby, thread, turn = await scene.started(table, "tsuro")
    game = await game_in(scene, thread)
    assert game.status == "active" and turn.is_public
    player = waiting_user(game, table)
    dm_channel = scene.standin.dm_channel(player)
    dm = await scene.standin.wait_for_message(dm_channel, within=20)
    assert "your turn" in dm.content
    await settle(scene)
    assert len(scene.standin.dms_with(player)) == 1
    sends = [
        r
        for r in scene.standin.recorded("POST", "/channels/{channel_id}/messages")
        if r.params.get("channel_id") == str(dm_channel.id)
    ]
    assert [r.status for r in sends] == [500, 503, 429, 200]
    # Every try carries the same nonce, which Discord enforces: a resend never duplicates.
    assert len({(r.json["nonce"], r.json["enforce_nonce"]) for r in sends}) == 1
    [row] = [r for r in await outbox(scene, f"turn:{game.id}:")]
    assert (row.outcome, row.attempts, row.last_error) == ("sent", 1, "503/0")
    assert (await game_in(scene, thread)).ply == game.ply  # the start stands, once


async def test_reminders_in_the_thread_no_more_than_three(scene: Scene) -> None:
    table = scene.table("eve", "fay")
    _lobby, thread, turn = await scene.started(table, "triominos")
    game = await game_in(scene, thread)
    player = waiting_user(game, table)
    await age_turns(scene, game.id, 25)

    def reminders() -> list[Message]:
        return [
            m
            for m in scene.standin.messages_in(thread)
            if m.content.find("Reminder") >= 0 and m.id > turn.id
        ]

    await scene.until(lambda: len(reminders()) == 1, "the first reminder")
    [first] = reminders()
    assert first.content.startswith(f"<@{player.id}> Reminder 1 of 3")
    assert "72 hours the turn clock will skip the turn" in first.content
    await age_turns(scene, game.id, 24)
    await scene.until(lambda: len(reminders()) == 2, "the second reminder")
    # The bot sends no two reminders within 24 hours of each other, whatever the turn's age.
    await settle(scene)
    assert len(reminders()) == 2
    rows = await outbox(scene, f"reminder:{game.id}:")
    assert [r.outcome for r in rows] == ["sent", "sent"]


async def test_turn_clock_chosen_at_new_removes_the_absent_player(scene: Scene) -> None:
    table = scene.table("gus", "hal", "ida")
    creator, *others = table.users
    lobby, thread = await scene.lobby(
        creator, table.channel, "tsuro", {"turn_clock": 2, "clock_action": "remove"}
    )
    for user in others:
        await (await scene.click(user, lobby, "join")).followup()
    await (await scene.click(creator, lobby, "start")).message()
    first = await scene.turn_message(thread)
    game = await game_in(scene, thread)
    player = waiting_user(game, table)
    status = await scene.reply(creator, thread, "game status")
    assert "Turn clock: after 2 hours, remove the player from the game." in status.content
    await age_turns(scene, game.id, 3)
    note = await scene.turn_message(thread, after=first)
    assert f"⏰ {player.name}'s turn waited 2 hours" in note.content
    assert f"removed {player.name} from the game" in note.content
    picture = open_png(note.attachments[0].data, "notify-clock-removed.png")
    assert picture.format == "PNG" and picture.width > 300
    print(note.content)
    after = await game_in(scene, thread)
    seat = after.seat_of(player.id)
    assert seat is not None and seat.left_at is not None
    await settle(scene)
    assert [m for m in scene.standin.messages_in(thread) if "⏰" in m.content] == [note]


async def test_settings_need_manage_server_and_away_shows_in_status(scene: Scene) -> None:
    table = scene.table("jo", "kim")
    jo, kim = table.users
    mods = scene.standin.add_role(table.guild, "mods", DEFAULT_EVERYONE | MANAGE_GUILD)
    scene.standin.add_member(table.guild, jo, roles=(mods,))
    shown = await scene.reply(kim, table.channel, "game settings")
    assert "after 24 hours waiting, then every 24 hours, at most 3" in shown.content
    assert "Turn clock: after 72 hours: skip the turn" in shown.content
    refused = await scene.reply(kim, table.channel, "game settings", {"max_reminders": 1})
    assert refused.ephemeral and "Manage Server" in refused.content
    changed = await scene.reply(
        jo, table.channel, "game settings", {"turn_clock_hours": 0, "max_reminders": 1}
    )
    assert "at most 1 a turn" in changed.content and "Turn clock: never" in changed.content
    _lobby, thread, _turn = await scene.started(table, "triominos")
    not_away = await scene.reply(kim, thread, "game away", {"days": 0})
    assert not_away.ephemeral and "You were not away, so nothing changed" in not_away.content
    away = await scene.reply(kim, thread, "game away", {"days": 3})
    assert away.ephemeral and "away until" in away.content
    status = await scene.reply(jo, thread, "game status")
    assert "Away: kim until <t:" in status.content and "Turn clock: off." in status.content
    # As if kim had been away for 11 days already: 3 more at most (less a moment: 2 whole).
    async with scene.sessions() as session:  # type: ignore[attr-defined]
        await session.connection(execution_options=WRITE)
        for period in (
            await session.scalars(select(AwayPeriod).where(AwayPeriod.user_id == kim.id))
        ).all():
            period.starts_at -= timedelta(days=11)
        await session.commit()
    too_long = await scene.reply(kim, thread, "game away", {"days": 3})
    assert too_long.ephemeral and "than is left this month (2 days)" in too_long.content
    back = await scene.reply(kim, thread, "game away", {"days": 0})
    assert "Welcome back" in back.content
    status = await scene.reply(jo, thread, "game status")
    assert "Away:" not in status.content


async def test_mine_lists_games_of_two_servers_in_a_dm_waiting_first(scene: Scene) -> None:
    one, two = scene.table("lea", "max"), scene.table("ned")
    lea = one.users[0]
    scene.standin.add_member(two.guild, lea)
    max_user = one.users[1]
    _lobby, thread_one, _turn = await scene.started(one, "tsuro")
    first = await game_in(scene, thread_one)
    lobby_two, _thread_two = await scene.lobby(two.users[0], two.channel, "triominos")
    await (await scene.click(lea, lobby_two, "join")).followup()
    lea_waits = waiting_user(first, one) is lea
    answer = await scene.reply(lea, scene.standin.dm_channel(lea), "game mine")
    lines = answer.content.splitlines()
    assert lines[0] == "**Your games** (2):"
    assert f"on **{one.guild.name}**" in answer.content
    assert f"on **{two.guild.name}**" in answer.content
    assert f"https://discord.com/channels/{one.guild.id}/{thread_one.id}" in answer.content
    tsuro_line = next(i for i, line in enumerate(lines) if "Tsuro" in line)
    lobby_line = next(i for i, line in enumerate(lines) if "lobby 2/" in line)
    if lea_waits:
        assert tsuro_line == 1 and "**your turn**" in lines[1]
    else:
        assert "waiting on others" in lines[tsuro_line]
    assert lobby_line in (1, 2)
    other = await scene.reply(max_user, one.channel, "game mine")
    assert other.ephemeral and other.content.startswith("**Your games** (1):")


async def test_closed_dms_are_retried_with_back_off_until_they_open(scene: Scene) -> None:
    """50007 (the player closed their DMs): kept and retried, delivered once they open."""
    table = scene.table("oli", "pat")
    for user in table.users:
        await scene.reply(user, table.channel, "game notify", {"mode": "both"})
        user.dms_open = False
    _lobby, thread, turn = await scene.started(table, "tsuro")
    game = await game_in(scene, thread)
    player = waiting_user(game, table)
    assert f"<@{player.id}>" in turn.content  # ``both``: mentioned too

    async def failed_twice() -> bool:
        rows = await outbox(scene, f"turn:{game.id}:")
        return bool(rows) and rows[0].attempts >= 2

    for _ in range(50):
        if await failed_twice():
            break
        await asyncio.sleep(0.2)
    [row] = await outbox(scene, f"turn:{game.id}:")
    assert row.outcome is None and row.last_error == "403/50007"
    assert scene.standin.dms_with(player) == []
    player.dms_open = True
    dm = await scene.standin.wait_for_message(scene.standin.dm_channel(player), within=20)
    assert "your turn" in dm.content
    await settle(scene)
    assert len(scene.standin.dms_with(player)) == 1
    [row] = await outbox(scene, f"turn:{game.id}:")
    assert row.outcome == "sent"


async def test_digest_mode_gets_one_direct_message_listing_the_waiting_game(
    scene: Scene,
) -> None:
    table = scene.table("quin", "rae")
    for user in table.users:
        answer = await scene.reply(user, table.channel, "game notify", {"mode": "digest"})
        assert "one direct message a day" in answer.content
    _lobby, thread, turn = await scene.started(table, "triominos")
    game = await game_in(scene, thread)
    player = waiting_user(game, table)
    assert "<@" not in turn.content  # digest players are not mentioned
    digest = await scene.standin.wait_for_message(scene.standin.dm_channel(player), within=10)
    assert digest.content.startswith("**Your daily digest**: 1 game is waiting on you.")
    assert f"Triominos #{game.id}" in digest.content and str(thread.id) in digest.content
    await settle(scene)
    assert [len(scene.standin.dms_with(u)) for u in table.users if u is not player] == [0]
    assert len(scene.standin.dms_with(player)) == 1


async def test_the_clocks_turn_message_says_what_it_played(scene: Scene) -> None:
    """The turn clock plays a Tarnaris reveal for the absent player (T1): the cards it turned
    over are public, so its turn message lists them like any turn's, not only the clock note
    (the table it shows is face down again once the clock ended the turn)."""
    table = scene.table("una", "vic")
    creator, other = table.users
    lobby, thread = await scene.lobby(creator, table.channel, "tarnaris", {"turn_clock": 2})
    await (await scene.click(other, lobby, "join")).followup()
    await (await scene.click(creator, lobby, "start")).message()
    first = await scene.turn_message(thread)
    game = await game_in(scene, thread)
    player = waiting_user(game, table)
    await age_turns(scene, game.id, 3)
    note = await scene.turn_message(thread, after=first)
    assert f"⏰ {player.name}'s turn waited 2 hours" in note.content
    revealed = [line for line in note.content.splitlines() if " revealed slot " in line]
    assert len(revealed) == 2 and all(line.startswith(player.name) for line in revealed)
    after = await game_in(scene, thread)
    assert after.view(None)["active"] != game.view(None)["active"]  # the clock ended the turn


async def test_a_tarnaris_call_to_a_player_who_wants_no_mentions_reads_as_a_sentence(
    scene: Scene,
) -> None:
    """SF3: the receiver of a passed card is called publicly; one who chose ``off`` is named
    instead of mentioned, and the name is set off from the sentence (it read "carl zoe passed
    you a card (card 3)", as if carl had passed it, and a 3 at that)."""
    table = scene.table("wes", "xia", "yul")
    for user in table.users:
        await scene.reply(user, table.channel, "game notify", {"mode": "off"})
    seed, moves, (seat, move) = find_position(
        3, {}, lambda st: plan(st) if plan(st)[1]["kind"] == "sf3" else None
    )
    game = await store_of(scene).import_record(
        record(table.users, seed, moves),
        guild_id=table.guild.id,
        channel_id=table.channel.id,
        creator_id=table.users[0].id,
    )
    name, options = command_for(move, table.users)
    await scene.reply(table.users[seat], table.channel, name, options)
    giver, receiver = table.users[seat], table.users[move["player"]]
    call = await scene.standin.wait_for_message(
        table.channel, lambda m: "passed you a card" in m.content
    )
    assert call.is_public and "<@" not in call.content
    assert call.content.startswith(f"{receiver.name}, {giver.name} passed you a card face down")
    assert "(card 3)" not in call.content
    assert (await store_of(scene).get(game.id)).state.trays[move["player"]]


async def test_in_a_dm_a_game_of_ones_own_is_reached_by_its_number(scene: Scene) -> None:
    """``/game mine`` in a DM lists games of several servers and the ``game`` option offers
    them there: ``/game hand``/``status`` with one of them answer (they said "That game belongs
    to another server"); a game the user is not in stays refused."""
    one, two = scene.table("amy", "bo"), scene.table("cyd")
    amy, bo = one.users
    scene.standin.add_member(two.guild, amy)
    await scene.started(one, "tarnaris")
    lobby_two, thread_two = await scene.lobby(two.users[0], two.channel, "tarnaris")
    await (await scene.click(amy, lobby_two, "join")).followup()
    await (await scene.click(two.users[0], lobby_two, "start")).message()
    second = await game_in(scene, thread_two)
    dm = scene.standin.dm_channel(amy)
    choices = await (
        await scene.standin.autocomplete(amy, dm, "game hand", {"game": ""}, focused="game")
    ).choices()
    assert second.id in [c["value"] for c in choices]
    hand = await scene.reply(amy, dm, "game hand", {"game": second.id})
    assert hand.content.startswith(f"**Your field in Woods of Tarnaris #{second.id}**")
    status = await scene.reply(amy, dm, "game status", {"game": second.id})
    assert f"game #{second.id}" in status.content and "cyd" in status.content
    other = await scene.reply(bo, scene.standin.dm_channel(bo), "game hand", {"game": second.id})
    assert "another server" in other.content


async def test_a_turn_the_clock_ended_no_longer_shows_its_revealed_cards(scene: Scene) -> None:
    """Tarnaris' async rule after T3: when a turn ends its revealed cards go face down, also
    on the turn's message. A turn the clock ends (here after one reveal by the player) is no
    exception: the old message then shows the face-down table and offers no reveal buttons."""
    table = scene.table("zed", "ava")
    creator, other = table.users
    lobby, thread = await scene.lobby(creator, table.channel, "tarnaris", {"turn_clock": 2})
    await (await scene.click(other, lobby, "join")).followup()
    await (await scene.click(creator, lobby, "start")).message()
    first = await scene.turn_message(thread)
    game = await game_in(scene, thread)
    player = waiting_user(game, table)
    [reveal] = [c for c in first.custom_ids() if c.startswith(f"tnb:reveal:{game.id}:")][:1]
    await (await scene.standin.click(player, first, reveal)).message()
    await scene.until(lambda: first.revisions, "the reveal on the turn message")
    shown = first.attachments[0].data
    await settle(scene, 2)  # the bot restarts the player's timer after their reveal
    async with scene.sessions() as session:  # type: ignore[attr-defined]
        # The reveal, too, three hours ago (an own move newer than the timer restarts it).
        await session.connection(execution_options=WRITE)
        for move in (
            await session.scalars(select(MoveRow).where(MoveRow.game_id == game.id))
        ).all():
            move.created_at -= timedelta(hours=3)
        await session.commit()
    await age_turns(scene, game.id, 3)
    note = await scene.turn_message(thread, after=first)
    assert "⏰" in note.content
    await scene.until(lambda: first.attachments[0].data != shown, "the old picture replaced")
    assert first.attachments[0].data == note.attachments[0].data  # the face-down table
    assert not any(":reveal:" in c for c in first.custom_ids())
    # It says what moved the game on: the turn clock (issue 25), not "clock or resignation".
    assert first.content.splitlines()[-1] == (
        "The game moved on: the turn clock ran out. See the newer message below."
    )


async def test_no_direct_message_to_a_player_for_the_choice_their_own_claim_left(
    scene: Scene,
) -> None:
    """K3 with ``giver_chooses``, everyone on ``dm``: the wrong claimer, who must now name the
    giver, is answered privately and gets no "your turn" message for it; the giver they
    name, who was not at the table, does."""
    table = scene.table("ines", "jon", "kai")
    for user in table.users:
        await scene.reply(user, table.channel, "game notify", {"mode": "dm"})
    options = {"giver_chooses": True}
    seed, moves, (seat, slot, pile) = find_position(3, options, wrong_claim)
    game = await store_of(scene).import_record(
        record(table.users, seed, moves, options),
        guild_id=table.guild.id,
        channel_id=table.channel.id,
        creator_id=table.users[0].id,
    )
    await settle(scene)
    active = game.state.active
    claimer = table.users[seat]
    sent_before = len(scene.standin.dms_with(claimer))
    wrong = await scene.reply(
        claimer, table.channel, "tarnaris claim", {"slot": slot, "pile": str(pile)}
    )
    assert wrong.content.startswith("Wrong:")
    giver = table.users[next(p for p in range(3) if p not in (seat, active))]
    await scene.reply(claimer, table.channel, "tarnaris penalty", {"player": giver})
    dm = await scene.standin.wait_for_message(scene.standin.dm_channel(giver))
    assert "your turn" in dm.content
    await settle(scene)
    assert len(scene.standin.dms_with(claimer)) == sent_before


async def test_quiet_hours_with_a_time_zone_are_set_suggested_and_checked(scene: Scene) -> None:
    """Issue 15: ``/game notify quiet:<22-08> timezone:<zone>``; zone names come from
    ``zoneinfo`` by autocomplete; bad input gets a clear private refusal and changes nothing."""
    table = scene.table("quinn")
    [quinn] = table.users
    typing = await scene.standin.autocomplete(
        quinn, table.channel, "game notify", {"timezone": "paris"}, focused="timezone"
    )
    assert [c["value"] for c in await typing.choices()] == ["Europe/Paris"]
    typing = await scene.standin.autocomplete(
        quinn, table.channel, "game notify", {"quiet": ""}, focused="quiet"
    )
    assert "22-08" in [c["value"] for c in await typing.choices()]
    answer = await scene.reply(
        quinn, table.channel, "game notify", {"quiet": "22-08", "timezone": "Europe/Paris"}
    )
    assert answer.ephemeral and "Quiet hours: **22:00–08:00** (`Europe/Paris`)" in answer.content
    found = await store_of(scene).user_preferences(quinn.id)
    assert (found.quiet_start, found.quiet_end, found.timezone) == (22, 8, "Europe/Paris")
    for options, says in [
        ({"quiet": "25-08"}, "`25-08` is not a span of quiet hours"),
        ({"quiet": "22-22"}, "like `22-08`"),
        ({"timezone": "Mars/Olympus"}, "I don't know the time zone `Mars/Olympus`"),
    ]:
        refusal = await scene.reply(quinn, table.channel, "game notify", options)
        assert refusal.ephemeral and says in refusal.content, options
    assert (await store_of(scene).user_preferences(quinn.id)).quiet_start == 22
    answer = await scene.reply(quinn, table.channel, "game notify", {"quiet": "off"})
    assert "No quiet hours (time zone: `Europe/Paris`)" in answer.content


async def test_a_mention_held_by_quiet_hours_comes_when_they_end_if_the_mode_still_wants_it(
    scene: Scene,
) -> None:
    """Issue 15: a turn message in the player's quiet hours leaves out their mention; it comes
    into the thread when the hours end (here made due at once), unless by then their mode no
    longer mentions them (the table of modes, ``db.notify_modes``): ``off`` gets nothing."""
    hour = datetime.now(UTC).hour
    quiet = f"{hour}-{(hour + 2) % 24}"  # under way now (UTC), for two hours at least
    held: dict[str, tuple[Channel, Message, User, OutboxRow]] = {}
    for later in ("mention", "off"):
        table = scene.table(f"q{later}", f"r{later}")
        for user in table.users:
            await scene.reply(user, table.channel, "game notify", {"quiet": quiet})
        _lobby, thread, turn = await scene.started(table, "tsuro")
        game = await game_in(scene, thread)
        player = waiting_user(game, table)
        assert f"<@{player.id}>" not in turn.content
        [row] = await outbox(scene, f"mention:{game.id}:")
        assert row.outcome is None and row.due_at > datetime.now(UTC) + timedelta(minutes=50)
        await scene.reply(player, table.channel, "game notify", {"mode": later})
        held[later] = (thread, turn, player, row)
    async with scene.sessions() as session:  # type: ignore[attr-defined]
        await session.connection(execution_options=WRITE)
        ids = [row.id for _thread, _turn, _player, row in held.values()]
        await session.execute(
            update(OutboxRow).where(OutboxRow.id.in_(ids)).values(due_at=datetime.now(UTC))
        )
        await session.commit()

    def mentions(later: str) -> list[Message]:
        thread, turn, player, _row = held[later]
        return [
            m
            for m in scene.standin.messages_in(thread)
            if m.id > turn.id and m.content.startswith(f"<@{player.id}>: it's your turn")
        ]

    await scene.until(lambda: len(mentions("mention")) == 1, "the held mention")
    await settle(scene)
    assert mentions("off") == [] and len(mentions("mention")) == 1
    outcomes = {
        later: [r.outcome for r in await outbox(scene, f"mention:{row.game_id}:")]
        for later, (_thread, _turn, _player, row) in held.items()
    }
    assert outcomes == {"mention": ["sent"], "off": ["dropped"]}
