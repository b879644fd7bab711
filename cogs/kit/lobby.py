"""Lobbies: every game's ``/<game> new`` and the Join / Leave / Start buttons (their verbs are
added by :mod:`cogs.game`); the join/leave/start/cancel flows that ``/game`` shares.

``/<game> new`` takes the game's options as typed parameters, built from the engine's
``options_spec`` (bool → boolean, int → ranged integer, choice → fixed choices) plus ``seats``
(the lobby's size, the game's maximum by default), ``bots`` and ``bot_level`` (computer seats
added at once, issue 16: with ``bots`` and no ``seats`` the lobby is just big enough, so it starts
at once, a quick game alone) and ``language`` (the language of the game's public messages,
issue 17; default: :func:`cogs.kit.speech.new_game_language`). It posts the lobby message as the
command's answer and opens a public thread on it for the game when the bot may; otherwise the
game is played in the channel itself. The lobby message is edited on every join and leave, so
its buttons always carry the newest version. Everything public (the lobby message, its
buttons, the thread's greeting, a cancellation) speaks the game's language; answers to the
user speak theirs.

Each game's group (``/<game>``) is held by its plug-in's :class:`GameCog`: ``new`` is built
here from the adapter, and the plug-in adds its own subcommands in ``GameCog.add_commands``.
"""

from __future__ import annotations

import inspect
import logging
import re
from collections.abc import Callable, Coroutine, Sequence
from typing import Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from cogs.kit.adapter import GameAdapter, adapter_for, command_text
from cogs.kit.components import KIT, Action, Press, custom_id, view_for
from cogs.kit.context import committing, is_manager, mentions, nonce, refusals, store_of
from cogs.kit.errors import Rejection, send_private
from cogs.kit.hooks import hooks_of
from cogs.kit.names import seat_label
from cogs.kit.speech import described, new_game_language
from cogs.kit.turns import show_turn
from cogs.kit.web import game_line, with_line
from db.models import GameStatus
from db.notify_modes import MODES
from db.records import GameInfo, SeatInfo
from db.scheduler import MAX_CLOCK_HOURS
from engine.ai import DEFAULT_LEVEL, LEVELS
from engine.core import OptionSpec

log = logging.getLogger("tessera.lobby")
#: Thread names are at most 100 characters on Discord.
THREAD_NAME_LIMIT = 100


#: What the turn clock may do (``clock_action``; kept by cogs.notify).
CLOCK_ACTIONS = ("skip", "computer", "remove")
#: Parameters ``/<game> new`` adds besides the engine's options (all optional; ``None``: the
#: server's setting): the game's own turn clock (issue 10), handed to the lobby hooks.
NEW_PARAMETERS: dict[str, tuple[Any, app_commands.locale_str]] = {
    "turn_clock": (
        app_commands.Range[int, 0, MAX_CLOCK_HOURS],
        described("kit-opt-turn-clock"),
    ),
    "clock_action": (
        Literal[CLOCK_ACTIONS],  # type: ignore[valid-type]
        described("kit-opt-clock-action"),
    ),
}


#: Shown before a computer seat's name wherever seats are listed (issue 16).
ROBOT = "\N{ROBOT FACE}"
BOT_DESCRIPTIONS = {
    "bots": described("kit-opt-bots"),
    "bot_level": described("kit-opt-bot-level"),
}
#: The computer levels as ``bot_level`` and ``/game addbot level`` offer them (values: the
#: engine's level names; their names in each user's language).
LEVEL_CHOICES = [
    app_commands.Choice(name=described("kit-level-" + level), value=level) for level in LEVELS
]
#: ``clock_action``'s choices, worded in each user's language.
CLOCK_CHOICES = [
    app_commands.Choice(name=described("kit-clock-" + action), value=action)
    for action in CLOCK_ACTIONS
]
#: The ``language`` option of ``/<game> new``: each language by its own name.
LANGUAGE_CHOICES = [
    app_commands.Choice(name=i18n.NATIVE_NAMES[code], value=code) for code in i18n.LANGUAGES
]


def seat_name(seat: SeatInfo, seats: Sequence[SeatInfo]) -> str:
    """A seat's name as lists show it: a computer's with the robot mark."""
    label = seat_label(seat, seats)
    return f"{ROBOT} {label}" if seat.is_computer else label


def bot_name(game: GameInfo, level: str) -> str:
    """``Bot (hard)``, then ``Bot 2 (hard)``, …: a name no seat of ``game`` has yet."""
    taken = {s.name for s in game.seats}
    number = 1
    while (name := f"Bot{f' {number}' if number > 1 else ''} ({level})") in taken:
        number += 1
    return name


async def add_bots(
    client: discord.Client, game: GameInfo, by_user: int, level: str, count: int
) -> GameInfo:
    """Seat ``count`` computers at ``level`` in the lobby ``game`` (its creator's request)."""
    store = store_of(client)
    for _ in range(count):
        game = await store.add_computer(game.id, by_user, bot_name(game, level), level)
    return game


# -- the lobby message ----------------------------------------------------------------------------
def lobby_content(game: GameInfo, invited: Sequence[int] = ()) -> str:
    """The lobby message, in the game's language (it is public); ``invited``: the people
    invited who have not joined yet (issue 28), shown as mentions that ping nobody."""
    with i18n.speaking(game.language):
        return _lobby_lines(game, invited)


def lobby_url(game: GameInfo) -> str:
    """A link to the lobby message (or, before it is posted, to its channel)."""
    where = f"https://discord.com/channels/{game.guild_id}/{game.channel_id}"
    return where if game.lobby_message_id is None else f"{where}/{game.lobby_message_id}"


def _lobby_lines(game: GameInfo, invited: Sequence[int]) -> str:
    adapter = adapter_for(game.game)
    rules = adapter.rules
    creator = next((s.name for s in game.seats if s.user_id == game.creator_id), None)
    creator = creator or i18n.t("kit-lobby-someone")
    players = ", ".join(seat_name(seat, game.seats) for seat in game.seats) or i18n.t(
        "kit-lobby-nobody"
    )
    lines = [
        i18n.t("kit-lobby-header", title=adapter.title, game_id=str(game.id)),
        i18n.t(
            "kit-lobby-seats",
            creator=creator,
            seated=str(len(game.seats)),
            seats=str(game.max_seats),
            minimum=rules.min_players,
        ),
        adapter.options_summary(game.options),
        i18n.t("kit-lobby-players", players=players),
    ]
    if invited and game.status == GameStatus.LOBBY:
        lines.append(i18n.t("kit-lobby-invited", people=mentions(invited)))
    if game.status == GameStatus.LOBBY:
        lines.append(i18n.t("kit-lobby-press-join", creator=creator))
    elif game.status == GameStatus.CANCELLED:
        lines.append(i18n.t("kit-turn-cancelled"))
    else:
        lines.append(i18n.t("kit-lobby-over" if game.is_over else "kit-lobby-started"))
    return "\n".join(lines)


def lobby_view(game: GameInfo) -> discord.ui.View:
    """The lobby's buttons, labelled in the game's language."""
    with i18n.speaking(game.language):
        return view_for(
            game, (JOIN, LEAVE, START, INVITE) if game.status == GameStatus.LOBBY else ()
        )


async def refresh_lobby(client: discord.Client, game: GameInfo) -> None:
    """Show ``game``'s seats on its lobby message (buttons with the newest version)."""
    if game.lobby_message_id is None:
        return
    channel = client.get_partial_messageable(game.channel_id)
    invited = await invited_to(client, game)
    try:
        await channel.get_partial_message(game.lobby_message_id).edit(
            content=lobby_content(game, invited),
            view=lobby_view(game),
            allowed_mentions=discord.AllowedMentions.none(),
        )
    except discord.NotFound:
        log.info("lobby message of game %s is gone", game.id)


# -- flows shared by buttons and /game ------------------------------------------------------------
async def invited_to(client: discord.Client, game: GameInfo) -> list[int]:
    """The people invited to ``game``'s lobby who have not joined (none once it started)."""
    if game.status != GameStatus.LOBBY:
        return []
    return await store_of(client).invited(game.id)


async def join(interaction: discord.Interaction, game: GameInfo, *, from_button: bool) -> None:
    async with refusals(game):
        updated = await store_of(interaction.client).join(
            game.id, interaction.user.id, interaction.user.display_name
        )
    note = i18n.t("kit-lobby-joined", game_id=str(game.id))
    await _after_lobby_change(interaction, updated, note, from_button)
    if updated.rematch_of is not None and len(updated.seats) == updated.max_seats:
        # A rematch starts once everyone is back (issue 28).
        await _start_at_once(interaction.client, updated, updated.creator_id)


async def leave(interaction: discord.Interaction, game: GameInfo, *, from_button: bool) -> None:
    if game.status == GameStatus.ACTIVE and game.seat_of(interaction.user.id) is not None:
        # A player who wants out of a running game is looking for /game resign.
        raise Rejection("leave_started", game_id=game.id)
    async with refusals(game):
        updated = await store_of(interaction.client).leave(game.id, interaction.user.id)
    note = i18n.t("kit-lobby-left", game_id=str(game.id))
    await _after_lobby_change(interaction, updated, note, from_button)


async def _after_lobby_change(
    interaction: discord.Interaction, game: GameInfo, note: str, from_button: bool
) -> None:
    if (
        from_button
        and interaction.message is not None
        and (interaction.message.id == game.lobby_message_id)
    ):
        invited = await invited_to(interaction.client, game)
        await interaction.response.edit_message(
            content=lobby_content(game, invited), view=lobby_view(game)
        )
        await interaction.followup.send(note, ephemeral=True)
        return
    await send_private(interaction, note)
    await refresh_lobby(interaction.client, game)


async def start(interaction: discord.Interaction, game: GameInfo) -> None:
    """Creator only, once enough players joined: deal, announce, post the first turn."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    async with committing(interaction, game):
        result = await store_of(interaction.client).start(
            game.id, interaction.user.id, turn_message=True
        )
    await refresh_lobby(interaction.client, result.game)
    await show_turn(interaction.client, result)
    await interaction.followup.send(
        i18n.t("kit-game-started", game_id=str(game.id)), ephemeral=True
    )


async def cancel(interaction: discord.Interaction, game: GameInfo) -> None:
    """The creator's, or a manager's (Manage Server or the server's manager role)."""
    manager = interaction.user.id != game.creator_id and await is_manager(interaction)
    if interaction.user.id != game.creator_id and not manager:
        raise Rejection("cannot_cancel", game_id=game.id)
    async with refusals(game):
        cancelled = await store_of(interaction.client).cancel(
            game.id, interaction.user.id, is_manager=manager
        )
    await send_private(interaction, i18n.t("kit-game-cancelled", game_id=str(game.id)))
    await refresh_lobby(interaction.client, cancelled)
    if game.status == GameStatus.ACTIVE:
        channel = interaction.client.get_partial_messageable(game.thread_id or game.channel_id)
        with i18n.speaking(game.language):
            text = i18n.t(
                "kit-game-cancelled-by",
                game_id=str(game.id),
                user=interaction.user.display_name,
            )
        await channel.send(
            text, nonce=nonce("cancel", game.id), allowed_mentions=discord.AllowedMentions.none()
        )


# -- invitations (issue 28) -------------------------------------------------------------------
#: Mentions in a text option: ``<@123>`` or ``<@!123>``.
MENTION = re.compile(r"<@!?([0-9]{15,20})>")
#: How many people one invitation names at most (a lobby has at most eight seats).
MOST_INVITED = 7


def invited_ids(text: str | None) -> list[int]:
    """The people ``invite:`` names (mentions); a refusal saying how when it names none."""
    if not text:
        return []
    found = [int(match) for match in MENTION.findall(text)]
    if not found:
        raise Rejection("invite_mentions")
    return list(dict.fromkeys(found))[:MOST_INVITED]


async def invite(
    client: discord.Client, game: GameInfo, by: discord.abc.User, people: Sequence[int]
) -> list[int]:
    """Invite ``people`` to the lobby ``game``: each gets one mention in the game's thread (or
    channel), or a direct message where their notification setting says so (``/game notify``),
    with a Join button; the lobby message lists them. Returns those newly invited."""
    async with refusals(game):
        new = await store_of(client).invite(
            game.id, by.id, [u for u in people if u != client.user.id]
        )  # type: ignore[union-attr]
    if not new:
        return new
    by_dm = {
        u
        for u, p in (await store_of(client).user_preferences_of(new)).items()
        if MODES[p.notify].turn_dm
    }
    view = view_for(game, [JOIN])
    with i18n.speaking(game.language):
        title = adapter_for(game.game).title
        text = i18n.t(
            "kit-lobby-invitation", inviter=by.display_name, title=title, game_id=str(game.id)
        )
    here = [u for u in new if u not in by_dm]
    if here:
        channel = client.get_partial_messageable(game.thread_id or game.channel_id)
        await channel.send(
            f"{text}\n{mentions(here)}",
            view=view,
            nonce=nonce("invite", game.id, *here),
            allowed_mentions=discord.AllowedMentions(users=[discord.Object(u) for u in here]),
        )
    for user_id in by_dm:
        await _invite_by_dm(client, game, user_id, by, view)
    await refresh_lobby(client, await store_of(client).get(game.id))
    return new


async def _invite_by_dm(
    client: discord.Client,
    game: GameInfo,
    user_id: int,
    by: discord.abc.User,
    view: discord.ui.View,
) -> None:
    preferences = await store_of(client).user_preferences(user_id)
    with i18n.speaking(i18n.language_of(preferences.locale)):
        text = i18n.t(
            "kit-lobby-invitation-dm",
            inviter=by.display_name,
            title=adapter_for(game.game).title,
            game_id=str(game.id),
            url=lobby_url(game),
        )
        dm_view = view_for(game, [JOIN])
    try:
        user = await client.fetch_user(user_id)
        await user.send(text, view=dm_view, nonce=nonce("invdm", game.id, user_id))
    except discord.HTTPException as error:
        # They are still invited: the lobby lists them and anyone may tell them.
        log.info("invitation DM to %s not sent: %s", user_id, error.status)


async def invite_button(interaction: discord.Interaction, game: GameInfo, _: Press) -> None:
    """The lobby's **Invite**: a private menu of the server's members (up to seven)."""
    if game.seat_of(interaction.user.id) is None:
        raise Rejection("invite_not_seated", game_id=game.id)
    menu = discord.ui.UserSelect(
        custom_id=custom_id(KIT, INVITE_PICK, game.id, game.version),
        placeholder=i18n.t("kit-lobby-invite-placeholder"),
        min_values=1,
        max_values=min(MOST_INVITED, max(1, game.max_seats - len(game.seats))),
    )
    view = discord.ui.View(timeout=None)
    view.add_item(menu)
    await send_private(interaction, i18n.t("kit-lobby-invite-pick"), view=view)


async def invite_picked(interaction: discord.Interaction, game: GameInfo, _: Press) -> None:
    """The people picked in the Invite menu (their ids, as Discord sends them)."""
    values = (interaction.data or {}).get("values") or []
    people = [int(v) for v in values if isinstance(v, str) and v.isdigit()]
    if not people:
        raise Rejection("bad_choice")
    new = await invite(interaction.client, game, interaction.user, people)
    names = mentions(new) if new else i18n.t("kit-lobby-nobody")
    await send_private(
        interaction,
        i18n.t("kit-lobby-invited-note", people=names),
        allowed_mentions=discord.AllowedMentions.none(),
    )


# -- buttons (handled by cogs.game) --------------------------------------------------------------
JOIN = Action("join", "kit-button-join", discord.ButtonStyle.success)
LEAVE = Action("leave", "kit-button-leave")
START = Action("start", "kit-button-start", discord.ButtonStyle.primary)
INVITE = Action("invite", "kit-button-invite")
#: The verb of the Invite button's private menu.
INVITE_PICK = "invitepick"


async def join_button(interaction: discord.Interaction, game: GameInfo, _: Press) -> None:
    await join(interaction, game, from_button=True)


async def leave_button(interaction: discord.Interaction, game: GameInfo, _: Press) -> None:
    await leave(interaction, game, from_button=True)


async def start_button(interaction: discord.Interaction, game: GameInfo, _: Press) -> None:
    await start(interaction, game)


# -- /<game> new ----------------------------------------------------------------------------------
NewCallback = Callable[..., Coroutine[Any, Any, None]]


def _annotation(spec: OptionSpec) -> Any:
    if spec.kind == "bool":
        return bool
    if spec.kind == "int":
        return app_commands.Range[int, spec.minimum, spec.maximum]
    if spec.kind == "choice":
        # Typed as its values' type; the choices themselves come with their names (below).
        return type(spec.choices[0])
    raise ValueError(f"option kind {spec.kind!r} has no slash-command type")


def new_command(adapter: GameAdapter) -> app_commands.Command[Any, ..., None]:
    """``/<game> new``: typed parameters from the adapter's options, then :func:`open_lobby`."""
    rules = adapter.rules

    async def callback(interaction: discord.Interaction, **values: Any) -> None:
        bots = values.pop("bots", 0) or 0
        level = values.pop("bot_level", None) or DEFAULT_LEVEL
        seats = values.pop("seats", None) or (1 + bots if bots else rules.max_players)
        clock = {name: values.pop(name, None) for name in NEW_PARAMETERS}
        language = values.pop("language", None)
        invited = invited_ids(values.pop("invite", None))
        # Only the options typed: a default may depend on another option (Triominos G2).
        chosen = {name: value for name, value in values.items() if value is not None}
        await open_lobby(
            interaction,
            adapter,
            seats,
            chosen,
            clock=clock,
            bots=(bots, level),
            language=language,
            invited=invited,
        )

    callback.__signature__ = inspect.Signature(_new_parameters(adapter))  # type: ignore[attr-defined]
    callback.__discord_app_commands_param_description__ = _new_descriptions(adapter)  # type: ignore[attr-defined]
    callback.__discord_app_commands_param_choices__ = {  # type: ignore[attr-defined]
        **adapter.option_choices(),
        "bot_level": LEVEL_CHOICES,
        "clock_action": CLOCK_CHOICES,
        "language": LANGUAGE_CHOICES,
    }
    return app_commands.Command(
        name="new",
        description=described("kit-cmd-new", title=adapter.title),
        callback=callback,
    )


def _new_parameters(adapter: GameAdapter) -> list[inspect.Parameter]:
    """The parameters of ``/<game> new``, in Discord's order: seats, the game's options, the
    turn clock's, the computers', the language."""
    rules = adapter.rules
    seats = app_commands.Range[int, rules.min_players, rules.max_players]
    keyword = inspect.Parameter.KEYWORD_ONLY
    return [
        inspect.Parameter(
            "interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction
        ),
        inspect.Parameter("seats", keyword, annotation=seats, default=None),
        *(
            inspect.Parameter(spec.name, keyword, annotation=_annotation(spec), default=None)
            for spec in adapter.new_options()
        ),
        # The game's own turn clock (issue 10): not engine options, kept by cogs.notify.
        *(
            inspect.Parameter(name, keyword, annotation=kind, default=None)
            for name, (kind, _) in NEW_PARAMETERS.items()
        ),
        *_bot_parameters(rules.max_players),
        inspect.Parameter("language", keyword, annotation=str, default=None),
        inspect.Parameter("invite", keyword, annotation=str, default=None),
    ]


def _new_descriptions(adapter: GameAdapter) -> dict[str, app_commands.locale_str | str]:
    rules = adapter.rules
    seats = described("kit-opt-seats", minimum=rules.min_players, maximum=rules.max_players)
    return {
        "seats": seats,
        **{spec.name: adapter.option_description(spec) for spec in adapter.new_options()},
        **{name: text for name, (_, text) in NEW_PARAMETERS.items()},
        **BOT_DESCRIPTIONS,
        "language": described("kit-opt-language"),
        "invite": described("kit-opt-invite"),
    }


def _bot_parameters(max_players: int) -> list[inspect.Parameter]:
    """``bots`` (up to the game's seats minus one: one seat is the creator's) and
    ``bot_level`` of ``/<game> new``."""
    kinds = {
        "bots": app_commands.Range[int, 0, max_players - 1],
        "bot_level": Literal[LEVELS],  # type: ignore[valid-type]
    }
    return [
        inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, annotation=kind, default=None)
        for name, kind in kinds.items()
    ]


async def open_lobby(
    interaction: discord.Interaction,
    adapter: GameAdapter,
    seats: int,
    options: dict[str, Any],
    *,
    clock: dict[str, Any] | None = None,
    bots: tuple[int, str] = (0, DEFAULT_LEVEL),
    language: str | None = None,
    invited: Sequence[int] = (),
) -> None:
    """Open the lobby; with ``bots`` (how many computers, at which level) seat them, and
    start the game at once if that fills it. ``language``: the creator's choice for the
    game's public messages (``None``: :func:`new_game_language` decides)."""
    await _check_new(interaction, adapter, seats, options, bots[0])
    await interaction.response.defer(thinking=True)
    store = store_of(interaction.client)
    game = await store.create_lobby(
        adapter.name,
        guild_id=interaction.guild_id,
        channel_id=interaction.channel_id,
        creator_id=interaction.user.id,
        creator_name=interaction.user.display_name,
        options=options,
        max_seats=seats,
        language=await new_game_language(interaction, language),
    )
    count, level = bots
    game = await add_bots(interaction.client, game, interaction.user.id, level, count)
    await _lobby_opened(interaction.client, game, clock or {})
    # The first follow-up replaces the "thinking…" answer: it is the lobby message.
    message = await interaction.followup.send(
        lobby_content(game),
        view=lobby_view(game),
        allowed_mentions=discord.AllowedMentions.none(),
        wait=True,
    )
    await store.set_messages(game.id, lobby_message_id=message.id)
    thread = await _open_thread(interaction, message, adapter, game)
    if thread is not None:
        await store.set_thread(game.id, thread.id)
        with i18n.speaking(game.language):
            greeting = i18n.t(
                "kit-thread-greeting",
                title=adapter.title,
                game_id=str(game.id),
                mention=mentions([interaction.user.id]),
            )
            greeting = with_line(greeting, await game_line(interaction.client, game))
        await thread.send(
            greeting,
            nonce=nonce("greet", game.id),
            allowed_mentions=discord.AllowedMentions(users=True),
        )
    if invited:
        await invite(interaction.client, await store.get(game.id), interaction.user, invited)
    if bots[0] and len(game.seats) == game.max_seats:
        await _start_at_once(interaction.client, game, interaction.user.id)


async def post_lobby(
    client: discord.Client, game: GameInfo, greeting: str, invited: Sequence[int]
) -> GameInfo:
    """Post ``game``'s lobby message in its channel when no command answers with it (a
    rematch, issue 28), open its thread where the bot may, and greet there, mentioning the
    ``invited`` people once."""
    channel = client.get_channel(game.channel_id)
    if not isinstance(channel, discord.TextChannel):
        raise Rejection("no_channel")
    store = store_of(client)
    message = await channel.send(
        lobby_content(game, invited),
        view=lobby_view(game),
        nonce=nonce("lobby", game.id),
        allowed_mentions=discord.AllowedMentions.none(),
    )
    await store.set_messages(game.id, lobby_message_id=message.id)
    thread: discord.Thread | None = None
    allowed = channel.permissions_for(channel.guild.me)
    if allowed.create_public_threads and allowed.send_messages_in_threads:
        creator = game.seats[0].name if game.seats else ""
        name = f"{adapter_for(game.game).title} #{game.id} · {creator}"
        try:
            thread = await channel.create_thread(name=name[:THREAD_NAME_LIMIT], message=message)
        except discord.Forbidden:
            log.info("no thread for game %s: not allowed in channel %s", game.id, channel.id)
    if thread is not None:
        await store.set_thread(game.id, thread.id)
    with i18n.speaking(game.language):
        greeting = with_line(greeting, await game_line(client, game))
    await (thread or channel).send(
        greeting,
        nonce=nonce("greet", game.id),
        allowed_mentions=discord.AllowedMentions(users=[discord.Object(u) for u in invited]),
    )
    return await store.get(game.id)


async def _check_new(
    interaction: discord.Interaction,
    adapter: GameAdapter,
    seats: int,
    options: dict[str, Any],
    bots: int,
) -> None:
    """Refuse a ``new`` that cannot open, privately, before anything is answered publicly."""
    if interaction.channel_id is None or interaction.guild_id is None:
        raise Rejection("no_channel")
    if isinstance(interaction.channel, discord.Thread):
        home = await store_of(interaction.client).by_thread(interaction.channel_id)
        if home is not None:
            # A game's thread holds that game only: every command used there acts on it.
            raise Rejection("new_in_game_thread", game_id=home.id, title=home.rules.title)
    # The engine checks the options again when the game starts.
    adapter.rules.normalize_options(options)
    adapter.rules.check_players(seats)
    if bots > seats - 1:
        raise Rejection("too_many_bots", bots=bots, seats=seats)


async def _start_at_once(client: discord.Client, game: GameInfo, creator: int) -> None:
    """A lobby its creator filled with computers starts by itself (a quick game alone)."""
    result = await store_of(client).start(game.id, creator, turn_message=True)
    await refresh_lobby(client, result.game)
    await show_turn(client, result)


async def _open_thread(
    interaction: discord.Interaction,
    message: discord.Message,
    adapter: GameAdapter,
    game: GameInfo,
) -> discord.Thread | None:
    """A public thread on the lobby message, if this channel and the bot's permissions allow."""
    channel = interaction.channel
    allowed = interaction.app_permissions
    if not isinstance(channel, discord.TextChannel) or not (
        allowed.create_public_threads and allowed.send_messages_in_threads
    ):
        return None
    name = f"{adapter.title} #{game.id} · {interaction.user.display_name}"
    try:
        return await channel.create_thread(name=name[:THREAD_NAME_LIMIT], message=message)
    except discord.Forbidden:
        log.info("no thread for game %s: not allowed in channel %s", game.id, channel.id)
        return None


async def _lobby_opened(client: discord.Client, game: GameInfo, values: dict[str, Any]) -> None:
    hooks = hooks_of(client).lobby
    if not hooks and any(value is not None for value in values.values()):
        log.warning("game %s: turn clock options ignored, asynchronous play not loaded", game.id)
    for hook in hooks:
        await hook(game, values)


def game_group(adapter: GameAdapter) -> app_commands.Group:
    """The ``/<game>`` group with its ``new``; the game's cog adds its own subcommands."""
    group = app_commands.Group(
        name=adapter.name, description=command_text(adapter.group_description), guild_only=True
    )
    group.add_command(new_command(adapter))
    return group


class GameCog(commands.Cog):
    """A game's extension: its ``/<game>`` group, added to the tree while loaded. Each game's
    plug-in subclasses it (the class name is the cog's name)."""

    def __init__(self, bot: commands.Bot, adapter: GameAdapter) -> None:
        self.bot = bot
        self.adapter = adapter
        self.group = game_group(adapter)
        self.add_commands(self.group)

    def add_commands(self, group: app_commands.Group) -> None:
        """Add the game's own subcommands to ``/<game>`` after ``new`` (none by default)."""
        return None

    async def cog_load(self) -> None:
        self.bot.tree.add_command(self.group)

    async def cog_unload(self) -> None:
        self.bot.tree.remove_command(self.group.name)
