"""Table manners of asynchronous play (issue 28): take back a move, a rematch, invitations.

Take-backs
    The mover's private confirmation carries a **Take back** button where the engine allows it
    (:func:`cogs.kit.turns.take_back_view`), and ``/takeback`` does the same later. Against
    computers only, the move and the computers' replies are taken back at once. With other
    people, a public request asks each of them (one mention each) to **Accept** or **Refuse**;
    the last acceptance takes the move back, a refusal is final, and the next move ends the
    request (its buttons then answer that the game moved on: the move stands).
Rematches
    A finished game's last message has a **Rematch** button (``/rematch`` too): a lobby with the
    same game, options, language and computer seats, in the same channel with a thread of its
    own, the other people invited by one mention; it starts by itself once all of them joined,
    or when the one who asked starts it (:func:`cogs.kit.lobby.join`).
Invitations
    ``/<game> new invite:`` and the lobby's **Invite** button (:mod:`cogs.kit.lobby`).

Every button is a verb of the kit's one component family, rebuilt from its custom id: it works
after a restart like every other.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from cogs.kit import lobby
from cogs.kit.components import (
    ACCEPT_TAKE_BACK,
    KIT,
    REFUSE_TAKE_BACK,
    REMATCH,
    TAKE_BACK,
    Press,
    Verb,
    action_button,
    number,
    plain,
    verbs_of,
)
from cogs.kit.context import (
    game_autocomplete,
    mentions,
    nonce,
    refusals,
    resolve_game,
    store_of,
)
from cogs.kit.errors import Rejection, send_private
from cogs.kit.speech import described
from cogs.kit.turns import show_turn
from db.errors import NotAllowedError
from db.models import GameStatus
from db.records import GameInfo, TakeBackInfo
from db.store import GameStore


async def finished_games(store: GameStore, interaction: discord.Interaction) -> list[GameInfo]:
    """The user's finished games in this server, newest first: ``/rematch`` candidates."""
    if interaction.guild_id is None:
        return []
    games, _ = await store.finished_games(
        interaction.user.id, guild_id=interaction.guild_id, limit=25
    )
    return games


# -- take-backs --------------------------------------------------------------------------------
async def take_back(interaction: discord.Interaction, game: GameInfo, ply: int | None) -> None:
    """Take back the user's move at ``ply`` (``None``: their last), or ask the others."""
    store = store_of(interaction.client)
    seat = game.seat_of(interaction.user.id)
    if seat is None:
        raise Rejection("not_in_game", game_id=game.id)
    await interaction.response.defer(ephemeral=True, thinking=True)
    if ply is None:
        moves = await store.moves(game.id)
        ply = next((m.ply for m in reversed(moves) if m.seat == seat.seat), -1)
    async with refusals(game):
        try:
            request = await store.request_take_back(game.id, interaction.user.id)
        except NotAllowedError as error:
            if error.code != "take_back_alone":
                raise
            # Nobody to ask: only computers play on (they reply at once, after the move).
            result = await store.take_back(game.id, interaction.user.id, ply, turn_message=True)
            await show_turn(interaction.client, result)
            await send_private(interaction, i18n.t("table-taken-back"))
            return
    await post_request(interaction.client, game, request)
    names = [game.seats[s].name for s in request.asked]
    await send_private(interaction, i18n.t("table-asked", people=i18n.all_of(names)))


async def post_request(client: discord.Client, game: GameInfo, request: TakeBackInfo) -> None:
    """The public request, in the game's language, mentioning each person asked once."""
    asked = [game.seats[s].user_id for s in request.asked]
    with i18n.speaking(game.language):
        content = request_text(game, request)
        content += "\n" + i18n.t("table-request-asked", people=mentions(asked))
        view = discord.ui.View(timeout=None)
        for action in (ACCEPT_TAKE_BACK, REFUSE_TAKE_BACK):
            view.add_item(action_button(game, action, str(request.ply)))
    channel = client.get_partial_messageable(game.thread_id or game.channel_id)
    message = await channel.send(
        content,
        view=view,
        nonce=nonce("tbreq", game.id, request.ply),
        allowed_mentions=discord.AllowedMentions(users=[discord.Object(u) for u in asked if u]),
    )
    await store_of(client).set_take_back_message(game.id, request.ply, message.id)


def request_text(game: GameInfo, request: TakeBackInfo) -> str:
    """What the request message says as it stands, in the current language."""
    name = game.seats[request.seat].name
    lines = [i18n.t("table-request", player=name)]
    if request.refused_by is not None:
        lines.append(i18n.t("table-request-refused", player=game.seats[request.refused_by].name))
    elif not request.waiting:
        lines.append(i18n.t("table-request-done", player=name))
    elif request.accepted:
        accepted = [game.seats[s].name for s in sorted(request.accepted)]
        waiting = [game.seats[s].name for s in request.waiting]
        lines.append(
            i18n.t(
                "table-request-progress",
                accepted=i18n.all_of(accepted),
                waiting=i18n.all_of(waiting),
            )
        )
    return "\n".join(lines)


async def answer(interaction: discord.Interaction, game: GameInfo, press: Press, ok: bool) -> None:
    """Accept or Refuse under a request: the request message shows the answer; the last
    acceptance takes the move back and posts the new turn message."""
    ply = number(press.args)
    async with refusals(game):
        request, result = await store_of(interaction.client).answer_take_back(
            game.id, interaction.user.id, ply, accept=ok, turn_message=True
        )
    with i18n.speaking(game.language):
        content = request_text(game, request)
    done = request.refused_by is not None or not request.waiting
    view = discord.ui.View() if done else discord.utils.MISSING
    await interaction.response.edit_message(
        content=content, view=view, allowed_mentions=discord.AllowedMentions.none()
    )
    if result is not None:
        await show_turn(interaction.client, result)
    await interaction.followup.send(i18n.t("table-answered"), ephemeral=True)


async def accept_button(interaction: discord.Interaction, game: GameInfo, press: Press) -> None:
    await answer(interaction, game, press, True)


async def refuse_button(interaction: discord.Interaction, game: GameInfo, press: Press) -> None:
    await answer(interaction, game, press, False)


async def take_back_button(interaction: discord.Interaction, game: GameInfo, press: Press) -> None:
    await take_back(interaction, game, number(press.args))


# -- rematches ---------------------------------------------------------------------------------
async def open_rematch(interaction: discord.Interaction, game: GameInfo) -> None:
    """Open (or point to) ``game``'s rematch: its lobby in the game's channel, a thread of its
    own, the other people invited there by one mention."""
    if game.status != GameStatus.FINISHED:
        raise Rejection("rematch_not_over", game_id=game.id)
    await interaction.response.defer(ephemeral=True, thinking=True)
    store = store_of(interaction.client)
    async with refusals(game):
        new, opened = await store.rematch(
            game.id, interaction.user.id, interaction.user.display_name
        )
    if opened:
        invited = await store.invited(new.id)
        with i18n.speaking(new.language):
            greeting = i18n.t(
                "table-rematch-greeting",
                old=str(game.id),
                creator=interaction.user.display_name,
                people=mentions(invited),
            )
        new = await lobby.post_lobby(interaction.client, new, greeting, invited)
    url = lobby.lobby_url(new)
    key = "table-rematch-opened" if opened else "table-rematch-exists"
    await send_private(interaction, i18n.t(key, game_id=str(new.id), url=url))


# -- the commands --------------------------------------------------------------------------------
class Table(commands.Cog):
    """``/takeback`` and ``/rematch``, and the buttons of both."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        verbs_of(self.bot).add(
            Verb(KIT, TAKE_BACK.name, take_back_button, strict=False),
            Verb(KIT, ACCEPT_TAKE_BACK.name, accept_button, strict=True),
            Verb(KIT, REFUSE_TAKE_BACK.name, refuse_button, strict=True),
            Verb(KIT, REMATCH.name, plain(open_rematch), strict=False),
            Verb(KIT, lobby.INVITE.name, lobby.invite_button, strict=False),
            Verb(KIT, lobby.INVITE_PICK, lobby.invite_picked, strict=False),
        )

    @app_commands.command(name="takeback", description=described("table-cmd-takeback"))
    @app_commands.describe(game=described("table-opt-game"))
    @app_commands.autocomplete(game=game_autocomplete())
    @app_commands.guild_only()
    async def takeback(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await take_back(interaction, await resolve_game(interaction, game), None)

    @app_commands.command(name="rematch", description=described("table-cmd-rematch"))
    @app_commands.describe(game=described("table-opt-finished-game"))
    @app_commands.autocomplete(game=game_autocomplete(finished_games))
    @app_commands.guild_only()
    async def rematch(self, interaction: discord.Interaction, game: int | None = None) -> None:
        found = await resolve_game(
            interaction, game, finished_games, none="no_finished_games", several="choose_game"
        )
        await open_rematch(interaction, found)
