"""The turn message: after a start and after every move, the game's thread (or channel) gets
the public picture (spectator view), what happened in words, whose turn it is (mentioning only
that player) and the buttons of the new position.

The turn message is a durable effect of the move (issue 19): ``GameStore.start/play/resign``
with ``turn_message=True`` queue it in the outbox in the move's own transaction, and
:func:`show_turn` sends it right after the commit (issues 8–9: after each move command or
button)::

    result = await store.play(game.id, user.id, move, version, turn_message=True)
    await show_turn(interaction.client, result)

:func:`show_turn` never fails the mover, whose move is applied: when Discord fails for good
(five 500s, a 429) or the process dies before the post, the row stays owed and the outbox's
sender (:mod:`cogs.notify`) posts it later through :func:`send_owed_turn`, after a restart too,
unless a newer position was shown meanwhile. Its nonce (``enforce_nonce``) makes a resend of a
message Discord already took return that message instead of a second one.

A position whose turn message never appeared (its post failed, and a newer move came before
the retry) is not forgotten: the next turn message posted tells its moves too, before its
own, oldest first, as far as Discord's 2,000 characters allow (:func:`owed_events`).

:func:`post_turn` renders off the event loop and records the message as the game's
``turn_message_id`` (so "this game has moved on" can link to it). Events are public by the
engine's contract; nothing private is ever put here.

The turn message is public: its text, picture and buttons speak the game's language
(``GameInfo.language``, issue 17), whoever's action or which process (an outbox retry after a
restart) posts it.
"""

from __future__ import annotations

import asyncio
import io
import itertools
import logging
from collections.abc import Collection, Sequence
from typing import Any

import aiohttp
import discord

import i18n
from cogs.kit.adapter import adapter_for
from cogs.kit.components import REMATCH, TAKE_BACK, action_button, view_for
from cogs.kit.context import committing, mentions, outbox_of, store_of
from cogs.kit.hooks import hooks_of
from cogs.kit.web import replay_line, with_line
from db.errors import NotFoundError
from db.models import GameStatus
from db.outbox import Notice
from db.records import GameInfo, MoveInfo, PlayResult
from db.store import TURN_MESSAGE_GRACE, turn_message_key
from engine.core import TAKE_BACK as TAKE_BACK_KIND
from engine.core import Event

log = logging.getLogger("tessera.turns")
#: Discord's message length limit, with room for the turn line.
CONTENT_LIMIT = 2000
#: Event lines shown at most; a long chain of computer moves is summarised.
MAX_EVENT_LINES = 12
#: A finished game's thread is archived after this much inactivity (one of Discord's values).
ARCHIVE_AFTER_MINUTES = 60
#: How long the process that made a move holds its turn message before the outbox's sender
#: may try it (so a process killed mid-post delays it by this much at most): the row's grace.
TURN_LEASE = TURN_MESSAGE_GRACE


def turn_content(
    game: GameInfo,
    events: Sequence[Event] = (),
    *,
    note: str | None = None,
    quiet: Collection[int] = (),
    earlier: Sequence[Sequence[Event]] = (),
) -> tuple[str, list[int]]:
    """The text of the turn message, in the game's language, and the user ids it mentions
    (not those in ``quiet``); ``note`` is a line under the header (e.g. what the turn clock
    did); ``earlier``: the events of the positions before this one that got no turn message,
    one sequence per position, oldest first, told before ``events`` as far as Discord's limit
    allows."""
    with i18n.speaking(game.language):
        return _turn_text(game, events, note, quiet, earlier)


def _turn_text(
    game: GameInfo,
    events: Sequence[Event],
    note: str | None,
    quiet: Collection[int],
    earlier: Sequence[Sequence[Event]],
) -> tuple[str, list[int]]:
    adapter = adapter_for(game.game)
    lines = adapter.describe_events(game, events)
    if len(lines) > MAX_EVENT_LINES:
        hidden = len(lines) - MAX_EVENT_LINES + 1
        lines = [i18n.t("kit-turn-earlier", count=hidden), *lines[-(MAX_EVENT_LINES - 1) :]]
    header = board_header(game)
    users = [] if game.is_over else [game.seats[s].user_id for s in adapter.turn_seats(game)]
    users_to_ping = [u for u in users if u is not None and u not in quiet]
    turn = adapter.turn_line(game)
    if users_to_ping:
        turn = f"{turn} {mentions(users_to_ping)}"
    top = [header, *([note] if note else [])]
    told = [block for e in earlier if (block := adapter.describe_events(game, e))]
    body = _with_earlier(top, told, [*lines, turn])
    if len(body) > CONTENT_LIMIT:
        body = "\n".join([*top, "…", turn])
    return body, users_to_ping


def _fitting(content: str, line: str | None) -> str:
    """``content`` with ``line`` under it, if Discord's limit allows."""
    longer = with_line(content, line)
    return longer if len(longer) <= CONTENT_LIMIT else content


def board_header(game: GameInfo) -> str:
    """``**Tsuro** · game #12 · move 7``, in the current language."""
    title = adapter_for(game.game).title
    return i18n.t("kit-turn-header", title=title, game_id=str(game.id), ply=str(game.ply))


def _with_earlier(top: list[str], told: list[list[str]], rest: list[str]) -> str:
    """``top``, then as many of the newest ``told`` blocks as fit in Discord's limit (the
    oldest left out are counted on a line of their own), then ``rest``."""
    kept = 0
    while kept < len(told) and len(_joined(top, told, kept + 1, rest)) <= CONTENT_LIMIT:
        kept += 1
    return _joined(top, told, kept, rest)


def _joined(top: list[str], told: list[list[str]], kept: int, rest: list[str]) -> str:
    """The text with the newest ``kept`` blocks of ``told``."""
    left_out = len(told) - kept
    count = [i18n.t("kit-turn-earlier-moves", count=left_out)] if left_out else []
    shown = [line for block in told[left_out:] for line in block]
    return "\n".join([*top, *count, *shown, *rest])


async def post_turn(
    client: discord.Client,
    game: GameInfo,
    events: Sequence[Event] = (),
    *,
    note: str | None = None,
    actor: int | None = None,
    before: GameInfo | None = None,
    waited: Collection[int] = (),
    nonce: str | None = None,
    earlier: Sequence[Sequence[Event]] = (),
) -> discord.Message:
    """Post the turn message for ``game`` (as the store returned it) and remember it.

    A player is mentioned only when it *becomes* their turn, and only while ``game`` is still
    the game's position when the message is sent (a newer move's message pings instead):
    never ``actor``, the user whose
    action this message answers (a Triominos draw leaves the turn with the drawer), nor anyone
    the game already waited on in ``before``, the game as it was before the action (another
    player's resignation does not ping the player whose turn it already was), or ``waited``
    (the same users, as the outbox row recorded them). ``nonce``: see the module docstring;
    ``earlier``: the moves of positions no turn message showed (:func:`turn_content`).
    Text, picture and buttons speak the game's language.
    """
    with i18n.speaking(game.language):
        return await _post_turn(client, game, events, note, actor, before, waited, nonce, earlier)


async def _post_turn(
    client: discord.Client,
    game: GameInfo,
    events: Sequence[Event],
    note: str | None,
    actor: int | None,
    before: GameInfo | None,
    waited: Collection[int],
    nonce: str | None,
    earlier: Sequence[Sequence[Event]],
) -> discord.Message:
    adapter = adapter_for(game.game)
    content, users = turn_content(game, events, note=note, earlier=earlier)
    already = waiting_users(before) if before is not None else set(waited)
    quiet: set[int] = ({actor} | already) & set(users)
    quiet |= await asked_quiet(client, game, users)
    if quiet:
        content, users = turn_content(game, events, note=note, quiet=quiet, earlier=earlier)
    picture = await asyncio.to_thread(adapter.board_png, game)
    files = [discord.File(io.BytesIO(picture), "board.png")]
    if game.is_over:
        played = [(m.seat, m.move) for m in await store_of(client).moves(game.id)]
        extra = await asyncio.to_thread(adapter.ending_pictures, game, played)
        files += [discord.File(io.BytesIO(p.data), p.filename) for p in extra]
        with i18n.speaking(game.language):
            content = _fitting(content, await replay_line(client, game))
    if users and await store_of(client).version_of(game.id) != game.version:
        # A newer move came while this message was being made (a player quick to move again):
        # the newer position's own turn message pings; this one, no longer current, mentions
        # nobody (issue 31: a late "it is your turn" after the player had moved already).
        content, _ = turn_content(game, events, note=note, quiet=set(users), earlier=earlier)
        users = []
    channel = client.get_partial_messageable(game.thread_id or game.channel_id)
    # A finished game's last message offers its rematch (issue 28).
    view = view_for(game, [REMATCH]) if game.status == GameStatus.FINISHED else None
    view = view or adapter.turn_view(game)
    kwargs: dict[str, Any] = {"view": view} if view is not None else {}
    if nonce is not None:
        kwargs["nonce"] = nonce
    message = await channel.send(
        content,
        files=files,
        allowed_mentions=discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(u) for u in users]
        ),
        **kwargs,
    )
    await store_of(client).set_messages(game.id, turn_message_id=message.id)
    if game.is_over and game.thread_id is not None:
        await _archive_soon(client, game.thread_id)
    await position_shown(client, game, "turn message")
    return message


async def show_turn(client: discord.Client, result: PlayResult) -> None:
    """Send now the turn message ``result``'s transaction owes (``turn_message=True``).

    Never raises: the move is applied whatever Discord does. A failure is recorded on the
    outbox row, which the outbox's sender retries with back-off; a row another process holds
    (or already sent) is left to it."""
    game = result.game
    outbox = outbox_of(client)
    key = turn_message_key(game.id, game.version)
    notice: Notice | None = None
    try:
        notice = await outbox.claim_key(key, lease=TURN_LEASE)
        if notice is None:
            return
        await _publish(client, notice, game, result.events)
        await outbox.delivered(notice)
    except Exception as error:
        # Also a database failure after the post: the retry's nonce finds the message made.
        code = _failure_code(error, closing=client.is_closed())
        log.warning("turn message %s not posted yet (%s); the outbox retries it", key, code)
        if notice is not None:
            await _failed(client, notice, code, permanent=isinstance(error, discord.NotFound))


async def send_owed_turn(client: discord.Client, notice: Notice) -> bool:
    """Post the turn message an outbox row owes (the sender's retry after a failure or a
    restart); ``False``, posting nothing, when the game has moved on since: the newer
    position's message tells this one's moves too (:func:`owed_events`)."""
    payload = notice.payload
    try:
        game = await store_of(client).get(notice.game_id or 0)
    except NotFoundError:
        return False
    if payload.get("version") != game.version:
        return False
    await _publish(client, notice, game, None)
    return True


async def _publish(
    client: discord.Client, notice: Notice, game: GameInfo, events: Sequence[Event] | None
) -> None:
    """Show ``game``'s position: after a move (a person's or a computer's) the game's own
    publisher, if it has one; else (after a start or a resignation, which close the current
    turn) the kit's message. ``events``: the action's, or ``None`` to replay them from the log.

    Only the kit's message tells the moves of earlier positions no message showed: a game
    with a publisher tells its turns from the log itself (Tarnaris: the whole turn on each
    edit), and its older events may name cards that went back face down since (T4 Async)."""
    actor = notice.payload.get("actor")
    kind = notice.payload.get("kind")
    publisher = hooks_of(client).publishers.get(game.game)
    earlier: list[list[Event]] = []
    if publisher is None:
        earlier, events = await owed_events(client, game, notice, events)
        if not earlier and await _edit_same_turn(client, game, notice, events):
            return
    elif events is None:
        events = await events_since(client, game, notice.payload.get("ply"))
    if publisher is not None and kind == "move":
        # The game's own message is as public as the kit's: the game's language. A computer's
        # move (no ``actor``) is shown as a person's is: one message a turn (issue 25).
        with i18n.speaking(game.language):
            await publisher(client, game, events, actor, turn_nonce(notice))
        return
    if publisher is not None and kind == TAKE_BACK_KIND:
        # A take-back returns to a position the game's own message no longer shows: that
        # message is closed, saying why, and the kit's message follows (issue 28).
        await adapter_for(game.game).retire_turn_message(client, game, "take_back")
    await post_turn(
        client,
        game,
        events,
        actor=actor,
        waited=notice.payload.get("waited") or (),
        nonce=turn_nonce(notice),
        earlier=earlier,
    )


async def _edit_same_turn(
    client: discord.Client, game: GameInfo, notice: Notice, events: Sequence[Event]
) -> bool:
    """A move that leaves the turn with its player (:attr:`GameAdapter.same_turn_kinds`, a
    Triominos draw) edits the turn message instead of posting another: the moves it told and
    this turn's since, the new picture and buttons. Whether it did (``False``: post one)."""
    adapter = adapter_for(game.game)
    kinds = adapter.same_turn_kinds
    if (
        notice.payload.get("kind") != "move"
        or game.turn_message_id is None
        or not events
        or any(e["kind"] not in kinds for e in events)
    ):
        return False
    moves = await store_of(client).moves(game.id)
    by_ply = await asyncio.to_thread(_events_by_ply, game, moves, 0)
    # Back to the move the message was posted for: the last one of another kind.
    first = game.ply - 1
    while first > 0 and all(e["kind"] in kinds for e in by_ply.get(first, ())):
        first -= 1
    told = [e for p in sorted(by_ply) if p >= first for e in by_ply[p]]
    # The message may also have told the moves of positions no message showed (issue 19):
    # the edit keeps telling them.
    plies = await store_of(client).unshown_turns(game.id, game.version, before_ply=first)
    earlier = _between(by_ply, [*plies, first])
    # An edit notifies nobody: it mentions nobody either (the turn stayed with its player).
    everyone = {s.user_id for s in game.seats if s.user_id is not None}
    content, _ = turn_content(game, told, quiet=everyone, earlier=earlier)
    channel = client.get_partial_messageable(game.thread_id or game.channel_id)
    with i18n.speaking(game.language):  # public: the game's language, picture and buttons
        picture = await asyncio.to_thread(adapter.board_png, game)
        view = adapter.turn_view(game)
    try:
        await channel.get_partial_message(game.turn_message_id).edit(
            content=content,
            attachments=[discord.File(io.BytesIO(picture), "board.png")],
            view=view,
            allowed_mentions=discord.AllowedMentions.none(),
        )
    except (discord.NotFound, discord.Forbidden) as error:
        log.info("turn message of game %s not edited (%s); posting one", game.id, error)
        return False
    await position_shown(client, game, "edit")
    return True


async def owed_events(
    client: discord.Client, game: GameInfo, notice: Notice, events: Sequence[Event] | None
) -> tuple[list[list[Event]], list[Event]]:
    """What the turn message ``notice`` owes tells: the events of the positions right before
    it that no turn message showed (a failed post overtaken by a newer move; one list per
    position, oldest first), and its own action's (``events``, or replayed when ``None``).

    The older rows are left as they are: the outbox's sender drops them as superseded."""
    plies = await store_of(client).unshown_turns(game.id, game.version)
    ply = notice.payload.get("ply")
    if events is not None and not plies:
        return [], list(events)
    if not isinstance(ply, int) or game.seed is None:
        return [], list(events or ())
    moves = await store_of(client).moves(game.id)
    # A whole game's replay (hundreds of Triominos moves) is kept off the event loop.
    by_ply = await asyncio.to_thread(_events_by_ply, game, moves, min([*plies, ply]))
    earlier = _between(by_ply, [*plies, ply])
    own = [e for p in sorted(by_ply) if p >= ply for e in by_ply[p]]
    return earlier, list(events) if events is not None else own


def _between(by_ply: dict[int, list[Event]], bounds: Sequence[int]) -> list[list[Event]]:
    """The events of each position from one of ``bounds`` to the next (one list each)."""
    return [
        [e for p in range(start, end) for e in by_ply.get(p, ())]
        for start, end in itertools.pairwise(bounds)
    ]


def turn_nonce(notice: Notice) -> str:
    """The message nonce of the outbox row ``notice`` (at most Discord's 25 characters)."""
    return f"tessera-{notice.id}"


async def _failed(client: discord.Client, notice: Notice, code: str, *, permanent: bool) -> None:
    try:
        await outbox_of(client).failed(notice, code, permanent=permanent)
    except Exception:
        # The lease runs out and the sender tries again: still owed, never lost.
        log.exception("could not record the failure of %s", notice.key)


def _failure_code(error: BaseException, *, closing: bool) -> str:
    """The failure's code for the outbox row; a bug (not Discord, nor a shutdown cutting the
    post off) is logged with its traceback too."""
    if isinstance(error, discord.HTTPException):
        return f"{error.status}/{error.code}"
    expected = discord.RateLimited | aiohttp.ClientError | TimeoutError | OSError
    if not closing and not isinstance(error, expected):
        log.error("turn message failed unexpectedly", exc_info=error)
    return type(error).__name__


async def events_since(client: discord.Client, game: GameInfo, first: object) -> list[Event]:
    """The public events of ``game``'s moves from ply ``first`` on, by replaying its log
    (events are not stored)."""
    if not isinstance(first, int) or game.seed is None:
        return []
    moves = await store_of(client).moves(game.id)
    # Off the event loop, as in owed_events.
    by_ply = await asyncio.to_thread(_events_by_ply, game, moves, first)
    return [e for p in sorted(by_ply) for e in by_ply[p]]


def _events_by_ply(game: GameInfo, moves: Sequence[MoveInfo], first: int) -> dict[int, list[Event]]:
    """The events of each of ``moves`` from ply ``first`` on, replayed from ``game``'s seed."""
    assert game.seed is not None
    rules = game.rules
    state = rules.setup(len(game.seats), game.options, game.seed)
    events: dict[int, list[Event]] = {}
    for move in moves:
        applied = rules.apply(state, move.seat, rules.decode_move(move.move))
        state = applied.state
        if move.ply >= first:
            events[move.ply] = list(applied.events)
    return events


async def asked_quiet(client: discord.Client, game: GameInfo, users: list[int]) -> set[int]:
    """Which of ``users`` the turn hooks say must not be mentioned (notification modes)."""
    quiet: set[int] = set()
    for hook in hooks_of(client).turn:
        try:
            quiet |= await hook.quiet(game, users)
        except Exception:
            log.exception("turn hook %r failed; mentioning everyone", hook)
    return quiet


async def position_shown(client: discord.Client, game: GameInfo, how: str) -> None:
    """Tell the turn hooks (timers, notifications) that ``game``'s position is now shown,
    by a new turn message or by an edit of the current one (``how``, for the log)."""
    for hook in hooks_of(client).turn:
        try:
            await hook.posted(game)
        except Exception:
            log.exception("turn hook %r failed after game %s's %s", hook, game.id, how)


def game_lock(client: discord.Client, game_id: int) -> asyncio.Lock:
    """The lock serialising edits of one game's messages in this process, so the newest
    picture is the last one shown (a guild's interactions all reach one shard)."""
    locks = hooks_of(client).locks
    lock = locks.get(game_id)
    if lock is None:
        lock = locks[game_id] = asyncio.Lock()
    return lock


def waiting_users(game: GameInfo) -> set[int]:
    """The users of the human seats ``game`` waits on."""
    return {s.user_id for s in game.seats if s.to_act and s.user_id is not None}


async def _archive_soon(client: discord.Client, thread_id: int) -> None:
    """Keep a finished game's thread, archived by Discord an hour after its last message."""
    try:
        await client.http.edit_channel(thread_id, auto_archive_duration=ARCHIVE_AFTER_MINUTES)
    except discord.HTTPException as error:
        # Without the permission the thread simply archives after its usual inactivity.
        log.info("thread %s keeps its archive duration: %s", thread_id, error)


async def play_move(
    interaction: discord.Interaction,
    game: GameInfo,
    move: dict[str, Any],
    *,
    expected_version: int | None = None,
    note: str | None = None,
) -> PlayResult:
    """Play ``move`` for the user, post the new turn message, confirm privately.

    The common path of every move command and button (issues 8–9): defers privately first
    (the store, the engine and the picture may together take a while), so refusals and the
    confirmation both reach only the user. Pass the button's version as ``expected_version``
    to refuse a move made on an older position (``game_changed``). ``note``: the private
    confirmation (default "Your move is in.", in the user's language).
    """
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)
    async with committing(interaction, game):
        result = await store_of(interaction.client).play(
            game.id, interaction.user.id, move, expected_version, turn_message=True
        )
    await show_turn(interaction.client, result)
    view = take_back_view(game, interaction.user.id, move, result)
    extra: dict[str, Any] = {"view": view} if view is not None else {}
    await interaction.followup.send(note or i18n.t("kit-move-in"), ephemeral=True, **extra)
    return result


def take_back_view(
    before: GameInfo, user_id: int, move: dict[str, Any], result: PlayResult
) -> discord.ui.View | None:
    """A **Take back** button under the mover's confirmation, where the move may be taken
    back (issue 28): against computers only any move but the game's last; with other people
    one that showed its mover nothing hidden (``engine.core.Game.may_take_back``)."""
    seat = before.seat_of(user_id)
    if seat is None or before.state is None or result.game.is_over or not result.actions:
        return None
    rules = before.rules
    others = [
        s for s in before.seats if not s.is_computer and s.seat != seat.seat and s.left_at is None
    ]
    decoded = rules.decode_move(move)
    if not rules.may_take_back(before.state, seat.seat, decoded, others_computers=not others):
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(action_button(result.game, TAKE_BACK, str(result.actions[0].ply)))
    return view
