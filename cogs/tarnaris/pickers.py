"""Woods of Tarnaris in Discord: the turn message, its buttons, the private pickers.

One public *turn message* per regular turn (posted by :func:`cogs.kit.turns.post_turn`), edited
after every action of that turn: the table picture (spectator view), what happened this turn in
words, whose move it is, and buttons for the slots to reveal, the cards to lay, Return / Done.
Its words are rebuilt every time from the game's move log (replayed), never read back from
Discord, so a missing Read Message History permission or a deleted message never hides a turn.
When the turn ends (T4 Async) its picture is replaced by the face-down table and its text by
the face-down wording ("revealed slot 1 (2 cards)", "slot 3 was wrong"), so the revealed
numbers must be remembered; the next turn gets a new message. A claim's separate public result
never names a card that goes back face down. A computer's turn is shown the same way, one turn
message edited by each of its moves (issue 25), and its claims and what they leave to the people
(a card passed, a peek) are told by the turn message only.

"I know it!" is on every game message and works for anyone seated at any time: it opens a
private picker (slot, then pile); ``/tarnaris claim`` is the typed form (``slots`` for a chain).
The pile's number the claimer saw travels with the claim (engine K4), so of two claims racing
for one pile exactly one counts and the other is told privately that it came too late. A claim
is answered publicly in a message of its own.

Choices go to the player concerned, privately: the acting player gets the picker for a special
function or penalty as the answer to their action; a player who must choose because of someone
else (the giver when ``giver_chooses``, the receiver of a passed card, everyone after a 10) is
mentioned in a public message whose button opens their picker.

Components are the kit's (:mod:`cogs.kit.components`), in the namespaces ``tnb`` (buttons) and
``tns`` (selects): ``tn<b|s>:<verb>:<game>:<version>:<args>``; nothing is kept in memory. A *strict*
verb (a move about the position the message showed) answers "this game has moved on" when the
game's version differs; claims, peeks, placing a passed card and the buttons that only open a
picker are not strict (the engine checks them against the newest position).

The turn hooks of :mod:`cogs.kit.turns` (issue 10's timers and notification preferences) run after
every edit as after a new turn message, and the calls to choosers leave out the mentions of
players who asked for none. Edits of one game's messages are serialised by the kit's per-game
lock (:func:`cogs.kit.turns.game_lock`) in this process; a guild's interactions all reach one
shard, so that is the process concerned.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from cogs.kit.adapter import RetireCause, adapter_for
from cogs.kit.components import Press, Verb, custom_id, verbs_of
from cogs.kit.context import (
    committing,
    seat_names,
    store_of,
)
from cogs.kit.errors import Refused, Rejection, send_private
from cogs.kit.hand import send_hand
from cogs.kit.hooks import hooks_of
from cogs.kit.speech import described
from cogs.kit.turns import asked_quiet, game_lock, position_shown, post_turn, show_turn
from cogs.tarnaris.text import a, depth_text
from db.records import Action, GameInfo, MoveInfo, PlayResult
from engine.core import Event, Move
from i18n import t
from render import tarnaris as draw

log = logging.getLogger("tessera.tarnaris")
NAME = "tarnaris"
SLOTS = 10
#: Lay buttons shown at most (two rows); more fitting lays are played with ``/tarnaris lay``.
MAX_LAYS = 10
#: Lines of this turn's history kept on the turn message.
MAX_LOG = 20
CONTENT_LIMIT = 2000
#: Messages after a turn's message searched for boards to turn face down when it ends.
BOARD_LOOKBACK = 100
#: Events that belong to a claim: their lines are also posted as the claim's public result.
CLAIM_EVENTS = frozenset(
    {"claimed", "claim_right", "claim_wrong", "claim_lost_race", "claims_withdrawn", "penalty"}
)
#: The last line of a turn message the game moved on from, by what moved it.
MOVED_ON: dict[RetireCause, str] = {
    "clock": "tarnaris-moved-on-clock",
    "resignation": "tarnaris-moved-on-resignation",
    "take_back": "tarnaris-moved-on-take-back",
}
#: The choices a player may be called to make (the engine's ``pending["type"]``), each named
#: by a ``tarnaris-choice-<type>`` key.
CHOICE_NAMES = frozenset({"sf3", "sf5", "sf5_return", "sf7", "penalty", "give"})


def choice_name(kind: str) -> str:
    """A pending choice in words, for the public call to its chooser."""
    if kind in CHOICE_NAMES:
        return t("tarnaris-choice-" + kind.replace("_", "-"))
    return t("tarnaris-pending-unknown")


Handler = Callable[[discord.Interaction, GameInfo, list[int], Press], Awaitable[None]]
#: The namespaces of Tarnaris' buttons and selects: ``tnb:<verb>:<game>:<version>:<args>``.
BUTTONS, SELECTS = "tnb", "tns"


@dataclass(frozen=True, slots=True)
class TarnarisVerb:
    handler: Handler
    strict: bool
    #: How many numbers the verb's custom id carries at least: one with fewer was made by no
    #: version of the bot (a forged id), and is refused like any unknown component.
    arity: int = 0

    async def __call__(
        self, interaction: discord.Interaction, game: GameInfo, press: Press
    ) -> None:
        args = press.ints()
        if len(args) < self.arity:
            raise Rejection("unknown_component")
        await self.handler(interaction, game, args, press)


#: Verb -> handler, filled by the ``@verb`` decorators below; added to the bot by ``register``.
VERBS: dict[str, TarnarisVerb] = {}


def verb(name: str, *, strict: bool, arity: int = 0) -> Callable[[Handler], Handler]:
    def register(handler: Handler) -> Handler:
        VERBS[name] = TarnarisVerb(handler, strict, arity)
        return handler

    return register


def tarnaris_id(kind: str, name: str, game: GameInfo, *args: int) -> str:
    namespace = BUTTONS if kind == "b" else SELECTS
    return custom_id(namespace, name, game.id, game.version, ".".join(map(str, args)))


def register(bot: commands.Bot) -> None:
    """Every verb, pressable from a button and from a select alike (as it always was)."""
    verbs_of(bot).add(
        *(
            Verb(namespace, name, spec, strict=spec.strict)
            for name, spec in VERBS.items()
            for namespace in (BUTTONS, SELECTS)
        )
    )
    hooks_of(bot).publishers[NAME] = publish_owed


# -- building components --------------------------------------------------------------------------
def button(
    game: GameInfo,
    name: str,
    label: str,
    *args: int,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    row: int | None = None,
) -> discord.ui.Button:
    return discord.ui.Button(
        label=label[:80], style=style, custom_id=tarnaris_id("b", name, game, *args), row=row
    )


def select(
    game: GameInfo,
    name: str,
    placeholder: str,
    options: Sequence[tuple[str, str]],
    *args: int,
    count: int = 1,
) -> discord.ui.Select:
    return discord.ui.Select(
        custom_id=tarnaris_id("s", name, game, *args),
        placeholder=placeholder[:150],
        min_values=count,
        max_values=count,
        options=[discord.SelectOption(label=label[:100], value=value) for label, value in options],
    )


def new_view(*items: discord.ui.Item) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def claim_button(game: GameInfo, row: int = 4) -> discord.ui.Button:
    return button(
        game, "claimpick", t("tarnaris-button-claim"), style=discord.ButtonStyle.danger, row=row
    )


def field_button(game: GameInfo, row: int = 4) -> discord.ui.Button:
    return button(game, "field", t("tarnaris-button-field"), row=row)


def game_buttons(game: GameInfo) -> discord.ui.View | None:
    """The buttons on every game message but the turn's own: I know it!, Your field."""
    if game.is_over:
        return None
    return new_view(claim_button(game, 0), field_button(game, 0))


def _reveal_buttons(game: GameInfo, moves: Sequence[Move]) -> list[discord.ui.Item]:
    """A button per slot the active player may reveal (two rows of five)."""
    return [
        button(
            game,
            "reveal",
            t("tarnaris-button-reveal", slot=str(move["slot"])),
            move["slot"],
            row=(move["slot"] - 1) // 5,
            style=discord.ButtonStyle.primary,
        )
        for move in moves
        if move["kind"] == "reveal"
    ]


def _lay_buttons(
    game: GameInfo, moves: Sequence[Move], view: dict[str, Any]
) -> list[discord.ui.Item]:
    """A button per fitting lay (at most :data:`MAX_LAYS`), then Return one… and Done."""
    lays = [m for m in moves if m["kind"] == "lay"][:MAX_LAYS]
    revealed = view["revealed"]
    items: list[discord.ui.Item] = []
    for index, move in enumerate(lays):
        card = revealed[move["card"] - 1]
        label = t(
            "tarnaris-button-lay",
            number=str(card["number"]),
            slot=str(card["slot"]),
            pile=str(move["pile"]),
        )
        items.append(
            button(
                game,
                "lay",
                label,
                move["card"],
                move["pile"],
                style=discord.ButtonStyle.success,
                row=index // 5,
            )
        )
    if revealed:
        items.append(button(game, "retpick", t("tarnaris-button-return-one"), row=2))
    done = t("tarnaris-button-done")
    items.append(button(game, "done", done, style=discord.ButtonStyle.primary, row=2))
    return items


def turn_view(game: GameInfo) -> discord.ui.View | None:
    """The turn message's buttons for the position ``game`` is in (public information only)."""
    if game.is_over or game.state is None:
        return None
    view = game.view(None)
    items: list[discord.ui.Item] = []
    pending = view["pending"]
    if pending is not None:
        label = t("tarnaris-button-give" if pending["type"] == "give" else "tarnaris-button-choose")
        items.append(button(game, "choose", label, style=discord.ButtonStyle.primary, row=3))
    elif view["chain"] is None:
        moves = game.rules.legal_moves(game.state, view["active"])
        if view["phase"] == "reveal":
            items += _reveal_buttons(game, moves)
        else:
            items += _lay_buttons(game, moves, view)
    if any(view["trays"]):
        items.append(button(game, "placepick", t("tarnaris-button-place"), row=3))
    if any(view["peeks"]):
        items.append(button(game, "peekpick", t("tarnaris-button-peek-card"), row=3))
    items += [claim_button(game), field_button(game)]
    return new_view(*items)


# -- the public side ------------------------------------------------------------------------------
def _file(data: bytes, name: str) -> discord.File:
    return discord.File(io.BytesIO(data), name)


def _header(game: GameInfo) -> str:
    return t("tarnaris-header", title=game.rules.title, game=str(game.id), move=str(game.ply))


def turns_of(game: GameInfo, moves: Sequence[MoveInfo]) -> tuple[list[list[Event]], list[int]]:
    """The game's events replayed from its seed and move log, grouped by regular turn (a
    group starts with each ``turn`` event), and for every ply (0 for the first move) the
    group its move began in."""
    groups: list[list[Event]] = [[]]
    began: list[int] = []
    if game.seed is None:
        return groups, began
    rules = game.rules
    state = rules.setup(len(game.seats), game.options, game.seed)
    for move in sorted(moves, key=lambda m: m.ply)[: game.ply]:
        began.append(len(groups) - 1)
        applied = rules.apply(state, move.seat, move.move)
        state = applied.state
        for event in applied.events:
            if event["kind"] == "turn":
                groups.append([])
            groups[-1].append(event)
    return groups, began


def turn_lines(game: GameInfo, events: Sequence[Event], *, face_down: bool) -> list[str]:
    """One turn's events in words; ``face_down`` once the turn is over (T4 Async)."""
    adapter = adapter_for(NAME)
    return [
        line
        for event in events
        if (line := adapter.describe_event(game, event, face_down=face_down)) is not None
    ]


async def _turn_history(
    client: discord.Client, game: GameInfo, ply: int, *, face_down: bool
) -> list[str]:
    """The lines of the turn in which move ``ply`` was made, from the log (off the loop)."""
    moves = await store_of(client).moves(game.id)
    groups, began = await asyncio.to_thread(turns_of, game, moves)
    group = groups[began[ply]] if 0 <= ply < len(began) else groups[-1]
    return turn_lines(game, group, face_down=face_down)


def _compose(header: str, lines: list[str], last: str) -> str:
    lines = lines[-MAX_LOG:]
    body = "\n".join([header, *lines, last])
    while len(body) > CONTENT_LIMIT and lines:
        lines = lines[1:]
        body = "\n".join([header, "…", *lines, last])
    return body


async def _mention(
    client: discord.Client, game: GameInfo, seats: Sequence[int]
) -> tuple[str, list[int]]:
    """Mentions of ``seats``' users, but not of those who asked for none (turn hooks)."""
    users = [game.seats[s].user_id for s in seats if not game.seats[s].is_computer]
    ids = [u for u in users if u is not None]
    quiet = await asked_quiet(client, game, ids)
    ids = [u for u in ids if u not in quiet]
    names = [seat_names(game)[s] for s in seats if game.seats[s].user_id in quiet]
    # Commas: a name (of who asked for no mention) must not run into the sentence after it.
    return ", ".join([*(f"<@{u}>" for u in ids), *names]), ids


@dataclass
class _Posts:
    """The public posts of one shown action besides its turn message (a claim's result, calls
    to choose), each with a nonce made from the outbox row's (``base``) and its ``name``, so
    the retry of an action whose showing failed returns the posts Discord already made instead
    of doubling them (issue 19). A refused post is logged and the rest still go out (the move
    is committed: a refusal must not hide the next turn); :meth:`raise_failure` then fails the
    showing, so the outbox retries it."""

    channel: discord.PartialMessageable
    base: str
    failure: discord.HTTPException | None = None

    async def send(
        self, name: str, content: str, view: discord.ui.View | None, users: Sequence[int] = ()
    ) -> None:
        kwargs: dict[str, Any] = {"view": view} if view is not None else {}
        try:
            await self.channel.send(
                content[:CONTENT_LIMIT],
                nonce=f"{self.base}-{name}",
                allowed_mentions=discord.AllowedMentions(
                    everyone=False, roles=False, users=[discord.Object(u) for u in users]
                ),
                **kwargs,
            )
        except discord.HTTPException as error:
            log.warning("could not post in channel %s: %s", self.channel.id, error)
            self.failure = self.failure or error

    def raise_failure(self) -> None:
        if self.failure is not None:
            raise self.failure


async def _edit_turn_message(
    channel: discord.PartialMessageable, message_id: int, **changes: Any
) -> discord.Message | None:
    """Edit a turn message without reading it first (that would need Read Message History);
    ``None`` when Discord refuses (deleted, no access): the caller posts a new one instead."""
    try:
        return await channel.get_partial_message(message_id).edit(**changes)
    except discord.HTTPException as error:
        log.info("turn message %s of channel %s not edited: %s", message_id, channel.id, error)
        return None


async def publish(client: discord.Client, result: PlayResult, actor: int, nonce: str) -> GameInfo:
    """Show an action publicly: edit the turn message (or close it and post the next turn's),
    post a claim's result, and call whoever must now choose. Returns the newest game.

    Every text comes from the game's log and the result's events, never from what Discord
    holds; a Discord failure here never keeps the next turn message and its mention back, and
    fails the showing afterwards so the outbox retries it: every post carries a nonce made
    from ``nonce`` (the outbox row's), so the retry doubles none (:class:`_Posts`). All of it
    is public, so it speaks the game's language, whoever acted."""
    async with game_lock(client, result.game.id):
        game = await store_of(client).get(result.game.id)
        with i18n.speaking(game.language):
            await _show_publicly(client, game, result, actor, nonce)
        return game


async def _show_publicly(
    client: discord.Client, game: GameInfo, result: PlayResult, actor: int, nonce: str
) -> None:
    """:func:`publish`'s messages, under the game's lock and in the game's language."""
    adapter = adapter_for(NAME)
    events = result.events
    split = next((i for i, e in enumerate(events) if e["kind"] == "turn"), len(events))
    ended = split < len(events) or game.is_over
    channel = client.get_partial_messageable(game.thread_id or game.channel_id)
    posts = _Posts(channel, nonce)
    if not game.seats[actor].is_computer:
        # A computer's claim is told by the turn message alone: one message a turn (issue 25).
        await _post_claim(posts, game, events)
    picture = await asyncio.to_thread(adapter.board_png, game)
    message = None
    if game.turn_message_id is not None:
        first = result.actions[0].ply if result.actions else game.ply
        # Once the turn is over its revealed values are face down again (T4 Async); a
        # finished game may show everything.
        history = await _turn_history(client, game, first, face_down=ended and not game.is_over)
        if game.is_over:
            last = t("tarnaris-game-over")
        elif ended:
            last = t("tarnaris-turn-over")
        else:
            last = adapter.turn_line(game)
        message = await _edit_turn_message(
            channel,
            game.turn_message_id,
            content=_compose(_header(game), history, last),
            attachments=[_file(picture, "board.png")],
            view=game_buttons(game) if ended else turn_view(game),
            allowed_mentions=discord.AllowedMentions.none(),
        )
    if ended and message is not None and not game.is_over:
        await _turn_down_boards(client, channel, message.id, picture)
    if ended:
        # The closed turn's message is finished with: should the next turn's post fail, the
        # next action posts a message of its own instead of writing over this one.
        await store_of(client).set_messages(game.id, turn_message_id=None)
    if ended or message is None:
        await post_turn(
            client,
            game,
            events[split:] if ended else events,
            actor=game.seats[actor].user_id,
            nonce=nonce,
        )
    else:
        await position_shown(client, game, "edit")
    await _call_choosers(client, posts, game, events, actor)
    posts.raise_failure()


async def _post_claim(posts: _Posts, game: GameInfo, events: Sequence[Event]) -> None:
    """Post a claim's result, if ``events`` hold one. T4 Async: this post stays as it is, so it
    never names a card that goes back face down (the turn message names it until the turn
    ends)."""
    if not any(e["kind"] in CLAIM_EVENTS for e in events):
        return
    adapter = adapter_for(NAME)
    claim_lines = [
        line
        for e in events
        if e["kind"] in CLAIM_EVENTS | {"special", "pile_started", "no_penalty"}
        and (line := adapter.describe_event(game, e, face_down=True)) is not None
    ]
    await posts.send("c", "\n".join(claim_lines), game_buttons(game))


async def publish_owed(
    client: discord.Client, game: GameInfo, events: Sequence[Event], actor: int | None, nonce: str
) -> None:
    """:func:`publish`, as the kit calls it for the turn message the action of the user
    ``actor`` owes (issue 19, 1), or a computer seat's move (``actor`` ``None``): right after
    it, or from the outbox (``events`` replayed from the log)."""
    # The action is the game's last move (a person's action, a computer's, is one move): its
    # ply picks the turn whose lines the message shows, the turn it ended included.
    ply = max(game.ply - 1, 0)
    if actor is None:
        moves = await store_of(client).moves(game.id)
        seat = next((m.seat for m in reversed(moves) if m.ply == ply), None)
        if seat is None or not game.seats[seat].is_computer:
            raise ValueError(f"move {ply} of game {game.id} is no computer's")
    else:
        found = game.seat_of(actor)
        if found is None:
            raise ValueError(f"user {actor} has no seat in game {game.id}")
        seat = found.seat
    action = Action(ply, seat, tuple(events), actor is None, {})
    await publish(client, PlayResult(game, (action,)), seat, nonce)


async def retire_turn_message(client: discord.Client, game: GameInfo, cause: RetireCause) -> None:
    """The turn clock or a resignation (``cause``) moved ``game`` on and a new turn message
    follows: the current one loses its buttons, says what moved the game on and shows the table
    as it is now, like a turn closed by Done, so revealed cards the turn put back face down are
    no longer on it, in its picture or its words (the boards shown during the turn get the same
    picture)."""
    channel = client.get_partial_messageable(game.thread_id or game.channel_id)
    async with game_lock(client, game.id):
        # The stored id, not the caller's copy: a showing that held the lock meanwhile may
        # have closed the turn message and posted the next.
        message_id = (await store_of(client).get(game.id)).turn_message_id
        if message_id is None:
            return
        with i18n.speaking(game.language):
            picture = await asyncio.to_thread(adapter_for(NAME).board_png, game)
            # The move that moved the game on (the last) began in the retired message's turn.
            history = await _turn_history(client, game, game.ply - 1, face_down=not game.is_over)
            last = t("tarnaris-game-over") if game.is_over else t(MOVED_ON[cause])
            message = await _edit_turn_message(
                channel,
                message_id,
                content=_compose(_header(game), history, last),
                attachments=[_file(picture, "board.png")],
                view=game_buttons(game),
                allowed_mentions=discord.AllowedMentions.none(),
            )
            if message is not None and not game.is_over:
                await _turn_down_boards(client, channel, message.id, picture)
            # As when a turn ends: the next action must not write over the retired message.
            await store_of(client).set_messages(game.id, turn_message_id=None)


async def _turn_down_boards(
    client: discord.Client,
    channel: discord.PartialMessageable,
    turn_message_id: int,
    picture: bytes,
) -> None:
    """Boards shown during the turn (``/game board``) showed its revealed cards too: they get
    the face-down table as well, so only memory keeps what was revealed."""
    me = client.user
    try:
        async for old in channel.history(
            after=discord.Object(turn_message_id), limit=BOARD_LOOKBACK
        ):
            shown = [a for a in old.attachments if a.filename == "board.png"]
            if me is not None and old.author.id == me.id and shown:
                await old.edit(attachments=[_file(picture, "board.png")])
    except discord.Forbidden:
        log.info("cannot read the history of channel %s to turn its boards down", channel.id)


async def _call_choosers(
    client: discord.Client,
    posts: _Posts,
    game: GameInfo,
    events: Sequence[Event],
    actor: int,
) -> None:
    """Public calls, with a button, to players who must act because of someone else's move.
    A computer seat is never called: it acts by itself, and the turn message says what."""
    if game.is_over:
        return
    person = {s.seat for s in game.seats if not s.is_computer}
    pending = game.view(None)["pending"]
    if pending is not None and pending["seat"] != actor and pending["seat"] in person:
        text_, users = await _mention(client, game, [pending["seat"]])
        what = choice_name(pending["type"])
        await posts.send(
            "ch",
            t("tarnaris-call-choice", mentions=text_, what=what),
            new_view(
                button(
                    game, "choose", t("tarnaris-button-choose"), style=discord.ButtonStyle.primary
                )
            ),
            users,
        )
    if game.seats[actor].is_computer:
        # What a computer's move leaves to a person, a card to place or a peek, waits until
        # their next action, which their turn's mention announces; the turn message, edited,
        # already says it and has its buttons: no message of its own (issue 25).
        return
    # The mover is not called for their own move: its answer and the turn message tell them.
    await _call_for_events(client, posts, game, events, person - {actor})


async def _call_for_events(
    client: discord.Client,
    posts: _Posts,
    game: GameInfo,
    events: Sequence[Event],
    person: set[int],
) -> None:
    """The calls a person's move makes to the people (``person``: their seats) it concerns:
    the receiver of a passed card, and everyone who may peek after a 10."""
    names = seat_names(game)
    view = game.view(None)
    for index, event in enumerate(events):
        if event["kind"] == "passed" and event["player"] in person:
            receiver = event["player"]
            text_, users = await _mention(client, game, [receiver])
            await posts.send(
                f"p{index}",
                t("tarnaris-call-passed", mentions=text_, name=names[event["seat"]]),
                new_view(button(game, "placepick", t("tarnaris-button-place"))),
                users,
            )
        if event["kind"] == "special" and event["function"] == 10:
            seats = [s for s, count in enumerate(view["peeks"]) if count and s in person]
            if not seats:
                continue
            text_, users = await _mention(client, game, seats)
            await posts.send(
                f"k{index}",
                t("tarnaris-call-peek", mentions=text_),
                new_view(
                    button(
                        game,
                        "peekpick",
                        t("tarnaris-button-peek"),
                        style=discord.ButtonStyle.primary,
                    )
                ),
                users,
            )


# -- the private side -----------------------------------------------------------------------------
def refuse(game: GameInfo, code: str, **data: Any) -> Refused:
    """A refusal worded with this game's seat names (``tarnaris.<code>`` in cogs.kit.text)."""
    return Refused(Rejection(code, **data), names=seat_names(game), game=NAME)


def _seat(game: GameInfo, user: discord.abc.User) -> int:
    seat = game.seat_of(user.id)
    if seat is None:
        raise Rejection("not_in_game", game_id=game.id)
    return seat.seat


def _own_slots(game: GameInfo, seat: int) -> list[tuple[str, str]]:
    """Select options for the user's own non-empty slots (their peeked cards named)."""
    own = game.view(seat)
    options = []
    for number, slot in enumerate(own["fields"][seat], start=1):
        if not slot:
            continue
        top = slot[-1].get("number")
        if top is None:
            label = t("tarnaris-slot-option", slot=str(number), count=len(slot))
        else:
            label = t("tarnaris-slot-option-peeked", slot=str(number), count=len(slot), card=a(top))
        options.append((label, str(number)))
    return options


def _private_note(game: GameInfo, result: PlayResult, seat: int) -> str:
    names = seat_names(game)
    notes = []
    for event in result.events:
        kind = event["kind"]
        if event.get("seat") != seat:
            continue
        if kind == "claim_right":
            number, pile = str(event["card"]["number"]), str(event["pile"])
            notes.append(t("tarnaris-note-right", number=number, pile=pile))
        elif kind == "claim_wrong":
            card = a(event["card"]["number"])
            notes.append(t("tarnaris-note-wrong", slot=str(event["slot"]), card=card))
        elif kind == "claim_lost_race":
            pile, number = str(event["pile"]), str(event["number"])
            notes.append(t("tarnaris-note-too-late", pile=pile, number=number))
        elif kind == "peeked":
            own = game.view(seat)["fields"][seat][event["slot"] - 1]
            depth = event.get("card", 1)
            seen = own[-depth].get("number") if len(own) >= depth else None
            where, slot = depth_text(depth), str(event["slot"])
            if seen is None:
                notes.append(t("tarnaris-note-peek-gone", slot=slot, where=where))
            else:
                notes.append(t("tarnaris-note-peek", slot=slot, where=where, card=a(seen)))
    for event in result.events:
        if event["kind"] == "penalty" and event["to"] == seat:
            giver, slot = names[event["from"]], str(event["slot"])
            notes.append(t("tarnaris-note-penalty", giver=giver, slot=slot))
    if notes:
        return " ".join(notes)
    adapter = adapter_for(NAME)
    lines = [line for e in result.events if (line := adapter.describe_event(game, e))]
    if any(e["kind"] == "turn_ended" and e.get("seat") == seat for e in result.events):
        lines.append(t("tarnaris-note-turn-over"))
    return " ".join(lines) or t("tarnaris-note-done")


async def after_action(
    interaction: discord.Interaction, result: PlayResult, seat: int, note: str | None = None
) -> None:
    """Publish the action, then answer the actor privately (and ask their next choice)."""
    await show_turn(interaction.client, result)
    game = await store_of(interaction.client).get(result.game.id)
    message = note or _private_note(game, result, seat)
    picker = None if game.is_over else _picker_for(game, seat)
    files: list[discord.File] = []
    if any(e["kind"] == "peeked" and e.get("seat") == seat for e in result.events):
        data = await asyncio.to_thread(draw.peek_png, game.view(seat), seat_names(game))
        files.append(_file(data, "peek.png"))
    kwargs: dict[str, Any] = {"files": files}
    if picker is not None:
        message = f"{message}\n{picker[0]}"
        kwargs["view"] = picker[1]
    await interaction.followup.send(message[:CONTENT_LIMIT], ephemeral=True, **kwargs)


async def act(
    interaction: discord.Interaction,
    game: GameInfo,
    move: Move,
    *,
    strict: bool = False,
    note: str | None = None,
) -> PlayResult:
    """Play ``move`` for the user (a strict one only on the version it was built for)."""
    seat = _seat(game, interaction.user)
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)
    async with committing(interaction, game):
        result = await store_of(interaction.client).play(
            game.id, interaction.user.id, move, game.version if strict else None, turn_message=True
        )
    await after_action(interaction, result, seat, note)
    return result


Picker = tuple[str, discord.ui.View]


def _picker_for(game: GameInfo, seat: int) -> Picker | None:
    """What the seat must choose now, if anything: (question, components)."""
    state = game.state
    if state.trays[seat]:
        return (
            t("tarnaris-pick-place"),
            new_view(select(game, "place", t("tarnaris-pick-place-placeholder"), _all_slots())),
        )
    pending = state.pending
    if pending is None or pending["seat"] != seat:
        return None
    picker = _CHOICE_PICKERS.get(pending["type"])
    return picker(game, seat, pending) if picker is not None else None


def _all_slots() -> list[tuple[str, str]]:
    """Select options for every slot number of a field (empty positions too)."""
    return [(t("tarnaris-slot", slot=str(s)), str(s)) for s in range(1, SLOTS + 1)]


def _skip_button(game: GameInfo) -> discord.ui.Button:
    return button(game, "skip", t("tarnaris-button-skip"), row=4)


def _players(game: GameInfo, seat: int, kind: str) -> list[int]:
    """The players the engine allows as the target of ``seat``'s moves of ``kind``."""
    moves = game.rules.legal_moves(game.state, seat)
    return sorted({m["player"] for m in moves if m["kind"] == kind})


def _pick_sf3(game: GameInfo, seat: int, pending: dict[str, Any]) -> Picker:
    return (
        t("tarnaris-pick-sf3"),
        new_view(
            select(game, "sf3slot", t("tarnaris-your-slot"), _own_slots(game, seat)),
            _skip_button(game),
        ),
    )


def _pick_sf5(game: GameInfo, seat: int, pending: dict[str, Any]) -> Picker:
    names = seat_names(game)
    return (
        t("tarnaris-pick-sf5"),
        new_view(
            *(button(game, "sf5p", names[p], p) for p in _players(game, seat, "sf5")),
            _skip_button(game),
        ),
    )


def _pick_sf5_return(game: GameInfo, seat: int, pending: dict[str, Any]) -> Picker:
    count = len(pending["cards"])
    owner = seat_names(game)[pending["player"]]
    return (
        t("tarnaris-pick-sf5-return", count=count, name=owner),
        new_view(
            select(
                game,
                "sf5r",
                t("tarnaris-pick-sf5-return-placeholder", count=count, name=owner),
                _all_slots(),
                count=count,
            )
        ),
    )


def _pick_sf7(game: GameInfo, seat: int, pending: dict[str, Any]) -> Picker:
    slots = [
        (t("tarnaris-slot-option", slot=str(s), count=len(slot)), str(s))
        for s, slot in _numbered(game.state, seat)
    ]
    return (
        t("tarnaris-pick-sf7"),
        new_view(select(game, "sf7a", t("tarnaris-your-slot"), slots), _skip_button(game)),
    )


def _pick_penalty(game: GameInfo, seat: int, pending: dict[str, Any]) -> Picker:
    names = seat_names(game)
    moves = game.rules.legal_moves(game.state, seat)
    givers = [m["player"] for m in moves if m["kind"] == "penalty"]
    return (
        t("tarnaris-pick-penalty"),
        new_view(*(button(game, "penalty", names[p], p) for p in givers)),
    )


def _pick_give(game: GameInfo, seat: int, pending: dict[str, Any]) -> Picker:
    return (
        t("tarnaris-pick-give", name=seat_names(game)[pending["to"]]),
        new_view(select(game, "give", t("tarnaris-your-slot"), _own_slots(game, seat))),
    )


#: The private picker of each pending choice (the engine's ``pending["type"]``).
_CHOICE_PICKERS: dict[str, Callable[[GameInfo, int, dict[str, Any]], Picker]] = {
    "sf3": _pick_sf3,
    "sf5": _pick_sf5,
    "sf5_return": _pick_sf5_return,
    "sf7": _pick_sf7,
    "penalty": _pick_penalty,
    "give": _pick_give,
}


def _player_arg(game: GameInfo, seat: int) -> int:
    """A seat number from a custom id, checked before it picks a seat's name or field (the
    engine checks the move itself): one that is no seat was made by no version of the bot."""
    if not 0 <= seat < len(game.seats):
        raise Rejection("bad_choice")
    return seat


def _numbered(state: Any, seat: int) -> list[tuple[int, list[int]]]:
    return [(number, slot) for number, slot in enumerate(state.fields[seat], start=1)]


# -- verbs ----------------------------------------------------------------------------------------
@verb("reveal", strict=True, arity=1)
async def _reveal(i: discord.Interaction, game: GameInfo, args: list[int], _: Press) -> None:
    await act(i, game, {"kind": "reveal", "slot": args[0]}, strict=True)


@verb("lay", strict=True, arity=2)
async def _lay(i: discord.Interaction, game: GameInfo, args: list[int], _: Press) -> None:
    await act(i, game, {"kind": "lay", "card": args[0], "pile": args[1]}, strict=True)


@verb("done", strict=True)
async def _done(i: discord.Interaction, game: GameInfo, args: list[int], _: Press) -> None:
    await act(i, game, {"kind": "done"}, strict=True)


def _return_picker(game: GameInfo, seat: int) -> tuple[str, discord.ui.View] | None:
    view = game.view(None)
    options = []
    for move in game.rules.legal_moves(game.state, seat):
        if move["kind"] == "return":
            card = view["revealed"][move["card"] - 1]
            options.append(
                (
                    t(
                        "tarnaris-return-option",
                        number=str(card["number"]),
                        slot=str(card["slot"]),
                        to=str(move["slot"]),
                    ),
                    f"{move['card']}.{move['slot']}",
                )
            )
    if not options:
        return None
    return (
        t("tarnaris-pick-return"),
        new_view(
            select(game, "ret", t("tarnaris-pick-return-placeholder"), options[:25]),
            button(game, "done", t("tarnaris-button-done"), style=discord.ButtonStyle.primary),
        ),
    )


@verb("retpick", strict=True)
async def _retpick(i: discord.Interaction, game: GameInfo, args: list[int], _: Press) -> None:
    seat = _seat(game, i.user)
    if seat != game.state.active:
        raise refuse(game, "not_your_turn", active=game.state.active)
    picker = _return_picker(game, seat)
    if picker is None:
        raise refuse(game, "nothing_to_return")
    await send_private(i, picker[0], view=picker[1])


@verb("ret", strict=True)
async def _ret(i: discord.Interaction, game: GameInfo, args: list[int], press: Press) -> None:
    card, slot = press.choice(2, ".")
    seat = _seat(game, i.user)
    await i.response.defer(ephemeral=True, thinking=True)
    async with committing(i, game):
        result = await store_of(i.client).play(
            game.id,
            i.user.id,
            {"kind": "return", "card": card, "slot": slot},
            game.version,
            turn_message=True,
        )
    await show_turn(i.client, result)
    fresh = await store_of(i.client).get(game.id)
    picker = None if fresh.is_over else _return_picker(fresh, seat)
    note = t("tarnaris-note-returned", slot=str(slot))
    if picker is None:
        await i.followup.send(note, ephemeral=True)
    else:
        await i.followup.send(f"{note} {picker[0]}", view=picker[1], ephemeral=True)


@verb("claimpick", strict=False)
async def _claimpick(i: discord.Interaction, game: GameInfo, args: list[int], _: Press) -> None:
    seat = _seat(game, i.user)
    options = _own_slots(game, seat)
    if game.is_over:
        raise refuse(game, "game_over")
    if not options:
        raise refuse(game, "nothing_to_claim")
    await send_private(
        i,
        t("tarnaris-pick-claim-slot"),
        view=new_view(select(game, "cslot", t("tarnaris-your-slot"), options)),
    )


def pile_targets(game: GameInfo) -> list[tuple[int, int, str]]:
    """(pile, number, label) for every pile a claim may name; pile 0 is a new pile."""
    targets = [(0, 1, t("tarnaris-pile-new"))]
    for index, pile in enumerate(game.view(None)["piles"], start=1):
        if not pile["closed"]:
            top = pile["cards"][-1]["number"]
            label = t("tarnaris-pile-option", pile=str(index), card=a(top + 1))
            targets.append((index, top + 1, label))
    return targets


@verb("cslot", strict=False)
async def _cslot(i: discord.Interaction, game: GameInfo, args: list[int], press: Press) -> None:
    (slot,) = press.choice()
    _seat(game, i.user)
    buttons = [
        button(game, "claim", label, slot, pile, value, style=discord.ButtonStyle.danger)
        for pile, value, label in pile_targets(game)
    ]
    await i.response.edit_message(
        content=t("tarnaris-pick-claim-pile", slot=str(slot)),
        view=new_view(*buttons),
    )


@verb("claim", strict=False, arity=3)
async def _claim(i: discord.Interaction, game: GameInfo, args: list[int], _: Press) -> None:
    slot, pile, value = args[:3]
    move = {"kind": "claim", "slot": slot, "pile": pile or "new", "number": value}
    await act(i, game, move)


def _require_chooser(game: GameInfo, seat: int) -> None:
    pending = game.view(None)["pending"]
    if pending is None or pending["seat"] != seat:
        raise refuse(game, "not_your_choice", seat=None if pending is None else pending["seat"])


@verb("choose", strict=False)
async def _choose(i: discord.Interaction, game: GameInfo, args: list[int], _: Press) -> None:
    seat = _seat(game, i.user)
    _require_chooser(game, seat)
    picker = _picker_for(game, seat)
    if picker is None:
        raise refuse(game, "not_your_choice", seat=None)
    await send_private(i, picker[0], view=picker[1])


@verb("placepick", strict=False)
async def _placepick(i: discord.Interaction, game: GameInfo, args: list[int], _: Press) -> None:
    seat = _seat(game, i.user)
    if not game.state.trays[seat]:
        raise refuse(game, "tray_empty")
    picker = _picker_for(game, seat)
    assert picker is not None
    await send_private(i, picker[0], view=picker[1])


@verb("place", strict=False)
async def _place(i: discord.Interaction, game: GameInfo, args: list[int], press: Press) -> None:
    (slot,) = press.choice()
    await act(i, game, {"kind": "place_passed", "slot": slot})


@verb("peekpick", strict=False)
async def _peekpick(i: discord.Interaction, game: GameInfo, args: list[int], _: Press) -> None:
    seat = _seat(game, i.user)
    if game.is_over:
        raise refuse(game, "game_over")
    if not game.view(None)["peeks"][seat]:
        raise refuse(game, "no_peek")
    await send_private(
        i,
        t("tarnaris-pick-peek"),
        view=new_view(
            select(game, "peek", t("tarnaris-pick-peek-placeholder"), _peek_options(game, seat))
        ),
    )


def _peek_options(game: GameInfo, seat: int) -> list[tuple[str, str]]:
    """Select options for every card of the user's field (SF10), top cards first; a value is
    ``slot`` for a top card (as before), ``slot:depth`` for one beneath it."""
    field = game.view(seat)["fields"][seat]
    tops = [
        (t("tarnaris-peek-option", slot=str(number), where=depth_text(1)), str(number))
        for number, slot in enumerate(field, start=1)
        if slot
    ]
    below = [
        (t("tarnaris-peek-option", slot=str(number), where=depth_text(depth)), f"{number}:{depth}")
        for number, slot in enumerate(field, start=1)
        for depth in range(2, len(slot) + 1)
    ]
    return (tops + below)[:25]


@verb("peek", strict=False)
async def _peek(i: discord.Interaction, game: GameInfo, args: list[int], press: Press) -> None:
    # A top card's value is its slot; one beneath it, ``slot:depth``.
    deep = ":" in press.chosen()
    numbers = press.choice(2 if deep else 1)
    move: dict[str, Any] = {"kind": "peek", "slot": numbers[0]}
    if deep:
        move["card"] = numbers[1]
    await act(i, game, move)


@verb("field", strict=False)
async def _field(i: discord.Interaction, game: GameInfo, args: list[int], _: Press) -> None:
    await send_hand(i, game)


@verb("skip", strict=True)
async def _skip(i: discord.Interaction, game: GameInfo, args: list[int], _: Press) -> None:
    await act(i, game, {"kind": "skip"}, strict=True, note=t("tarnaris-note-skipped"))


async def _ask_player(
    i: discord.Interaction,
    game: GameInfo,
    kind: str,
    slot: int,
    prompt: str,
    next_verb: str | None = None,
) -> None:
    """A special function's second step: one button per player the engine allows as its
    target (moves of ``kind``), each leading to ``next_verb`` (default: ``kind``) with the
    chosen ``slot`` and player; ``prompt`` is the question, already in words."""
    seat = _seat(game, i.user)
    _require_chooser(game, seat)
    names = seat_names(game)
    players = sorted(
        {m["player"] for m in game.rules.legal_moves(game.state, seat) if m["kind"] == kind}
    )
    await i.response.edit_message(
        content=prompt,
        view=new_view(*(button(game, next_verb or kind, names[p], slot, p) for p in players)),
    )


@verb("sf3slot", strict=True)
async def _sf3slot(i: discord.Interaction, game: GameInfo, args: list[int], press: Press) -> None:
    (slot,) = press.choice()
    await _ask_player(i, game, "sf3", slot, t("tarnaris-pick-sf3-player", slot=str(slot)))


@verb("sf3", strict=True, arity=2)
async def _sf3(i: discord.Interaction, game: GameInfo, args: list[int], _: Press) -> None:
    await act(i, game, {"kind": "sf3", "slot": args[0], "player": args[1]}, strict=True)


@verb("sf5p", strict=True, arity=1)
async def _sf5p(i: discord.Interaction, game: GameInfo, args: list[int], _: Press) -> None:
    seat = _seat(game, i.user)
    _require_chooser(game, seat)
    player = _player_arg(game, args[0])
    name = seat_names(game)[player]
    full = [(n, slot) for n, slot in _numbered(game.state, player) if slot]
    count = min(4, len(full))
    options = [
        (t("tarnaris-their-slot-option", name=name, slot=str(n), count=len(slot)), str(n))
        for n, slot in full
    ]
    await i.response.edit_message(
        content=t("tarnaris-pick-sf5-slots", count=count, name=name),
        view=new_view(
            select(
                game,
                "sf5",
                t("tarnaris-pick-sf5-slots-placeholder", count=count),
                options,
                player,
                count=count,
            )
        ),
    )


@verb("sf5", strict=True, arity=1)
async def _sf5(i: discord.Interaction, game: GameInfo, args: list[int], press: Press) -> None:
    await act(i, game, {"kind": "sf5", "player": args[0], "slots": press.choices()}, strict=True)


@verb("sf5r", strict=True)
async def _sf5r(i: discord.Interaction, game: GameInfo, args: list[int], press: Press) -> None:
    await act(i, game, {"kind": "sf5_return", "slots": press.choices()}, strict=True)


@verb("sf7a", strict=True)
async def _sf7a(i: discord.Interaction, game: GameInfo, args: list[int], press: Press) -> None:
    (slot,) = press.choice()
    await _ask_player(i, game, "sf7", slot, t("tarnaris-pick-sf7-player", slot=str(slot)), "sf7p")


@verb("sf7p", strict=True, arity=2)
async def _sf7p(i: discord.Interaction, game: GameInfo, args: list[int], _: Press) -> None:
    slot, player = args[0], _player_arg(game, args[1])
    name = seat_names(game)[player]
    options = [
        (t("tarnaris-their-slot-option", name=name, slot=str(n), count=len(stack)), str(n))
        for n, stack in _numbered(game.state, player)
    ]
    await i.response.edit_message(
        content=t("tarnaris-pick-sf7-slot", slot=str(slot), name=name),
        view=new_view(
            select(game, "sf7", t("tarnaris-pick-sf7-placeholder"), options, slot, player)
        ),
    )


@verb("sf7", strict=True, arity=2)
async def _sf7(i: discord.Interaction, game: GameInfo, args: list[int], press: Press) -> None:
    (their_slot,) = press.choice()
    move = {"kind": "sf7", "slot": args[0], "player": args[1], "their_slot": their_slot}
    await act(i, game, move, strict=True)


@verb("penalty", strict=True, arity=1)
async def _penalty(i: discord.Interaction, game: GameInfo, args: list[int], _: Press) -> None:
    await act(i, game, {"kind": "penalty", "player": args[0]}, strict=True)


@verb("give", strict=True)
async def _give(i: discord.Interaction, game: GameInfo, args: list[int], press: Press) -> None:
    (slot,) = press.choice()
    await act(i, game, {"kind": "give", "slot": slot}, strict=True)


# -- typed commands -------------------------------------------------------------------------------
GAME_OPTION = described("tarnaris-opt-game")
#: A slot number as a typed option (slash-command annotations resolve at module level).
Slot = app_commands.Range[int, 1, SLOTS]


def _slot_list(game: GameInfo, raw: str) -> list[int]:
    try:
        slots = [int(part) for part in re.split(r"[,\s]+", raw.strip()) if part]
    except ValueError:
        raise refuse(game, "bad_slots") from None
    if not slots:
        raise refuse(game, "bad_slots")
    return slots


def _player(game: GameInfo, user: discord.abc.User) -> int:
    seat = game.seat_of(user.id)
    if seat is None:
        raise refuse(game, "not_a_player", name=user.display_name)
    return seat.seat


def _pile(game: GameInfo, raw: str) -> tuple[int | str, int]:
    """A typed pile (a number or ``new``) and the number a claim on it names (K4)."""
    value = raw.strip().lower().removeprefix("pile").strip()
    if value in ("new", "0", "n"):
        return "new", 1
    if not value.isdigit():
        raise refuse(game, "pile_option", value=raw)
    pile = int(value)
    piles = game.view(None)["piles"]
    if not 1 <= pile <= len(piles):
        raise refuse(game, "no_such_pile", pile=pile)
    return pile, min(10, piles[pile - 1]["cards"][-1]["number"] + 1)
