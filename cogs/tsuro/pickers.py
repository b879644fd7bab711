"""Tsuro's Discord flow: picking start notches, the private turn, and the typed commands.

Public side (the turn message, :mod:`cogs.kit.turns`): during set-up a "Pick your start notch"
button, then a "Take your turn" button; both open a private picker for the player whose turn
it is (anyone else is told whose turn it is).

Private side (ephemeral, only for the player to move):

* the notch picker: the board with the free notches' numbers, two selects of free notches
  (top and right sides 1–24, bottom and left sides 25–48; Discord allows 25 options a select)
  and a "Random notch" button. Picking plays at once (S3).
* the turn picker: a picture of every tile of the hand in every rotation with the path it
  would make (suicidal options hatched), and one select of those options. Choosing one
  shows exactly that placement's preview, with buttons for the other rotations of the same
  tile, "Confirm" (disabled for a placement the suicide rule forbids) and "All options".
  Nothing is played before "Confirm".

Typed forms: ``/tsuro start notch:<1-48>`` (no notch: a random one; the option autocompletes
the free notches), ``/tsuro place tile:<n> rotation:<0|90|180|270>`` (``tile`` autocompletes
the player's own tiles with what each does), ``/tsuro turn`` (opens the private picker, e.g.
for a game imported without a turn message) and ``/tsuro colour`` (a lobby seat's colour).

Components carry everything they need in their custom ids (``tsuro:<action>:<game>:<version>
[:<tile>:<rotation> | :<part>]``), so they work after a restart; one from an older version
answers "this game has moved on". Rules stay in the engine: legality and previews come from
``engine.tsuro``; pictures from ``render.tsuro``, drawn off the event loop.
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.kit.adapter import adapter_for
from cogs.kit.components import KIT, Press, Verb, custom_id, plain, verbs_of
from cogs.kit.context import (
    MAX_CHOICES,
    committing,
    seat_names,
    store_of,
)
from cogs.kit.errors import Refused, Rejection
from cogs.kit.speech import described
from cogs.kit.turns import play_move, show_turn
from cogs.tsuro.adapter import PICK_NOTCH, TAKE_TURN, all_suicidal, verdict
from db.models import GameStatus
from db.records import GameInfo
from engine.tsuro import hand_options, notch_position
from i18n import t
from render import tsuro as draw

NAME = "tsuro"
ROTATIONS = (0, 90, 180, 270)
#: The two notch selects: (part, key of their sides, first, last) — two board sides each (T6).
NOTCH_PARTS = (
    ("a", "tsuro-sides-top-right", 1, 24),
    ("b", "tsuro-sides-bottom-left", 25, 48),
)
SIDES = ((1, "top"), (13, "right"), (25, "bottom"), (37, "left"))
GAME_OPTION = described("tsuro-cmd-game")


# -- labels -------------------------------------------------------------------------------------
def option_label(option: dict[str, Any], names: Sequence[str], seat: int) -> str:
    text = t(
        "tsuro-option-label",
        tile=str(option["tile"]),
        rotation=str(option["rotation"]),
        verdict=verdict(option, names, seat),
    )
    return text[:100]


def notch_side(notch: int) -> str:
    return next(side for first, side in reversed(SIDES) if notch >= first)


def notch_label(notch: int) -> str:
    square, _port = notch_position(notch)
    return t("tsuro-notch-" + notch_side(notch), notch=str(notch), square=square)


# -- components (namespace "tsuro": tsuro:<verb>:<game>:<version>[:<tile>:<rotation> | :<part>])
def tsuro_button(
    action: str,
    game: GameInfo,
    label: str,
    *,
    tile: int | None = None,
    rotation: int | None = None,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    disabled: bool = False,
    row: int | None = None,
) -> discord.ui.Button:
    """Random notch, show a choice, confirm it, back to all options."""
    args = f"{tile}:{rotation}" if tile is not None else None
    return discord.ui.Button(
        label=label,
        style=style,
        custom_id=custom_id(NAME, action, game.id, game.version, args),
        disabled=disabled,
        row=row,
    )


def tsuro_select(
    action: str,
    game: GameInfo,
    options: list[discord.SelectOption],
    placeholder: str,
    *,
    part: str | None = None,
    row: int | None = None,
) -> discord.ui.Select:
    """A free notch (one of two halves of the edge), or a tile and rotation."""
    return discord.ui.Select(
        custom_id=custom_id(NAME, action, game.id, game.version, part),
        options=options,
        placeholder=placeholder[:150],
        row=row,
    )


def _tile_rotation(press: Press) -> tuple[int, int]:
    tile, rotation = press.ints(":")
    return tile, rotation


async def _random_notch(interaction: discord.Interaction, game: GameInfo, _: Press) -> None:
    await _play_notch(interaction, game, {"kind": "random_notch"})


async def _all_options(interaction: discord.Interaction, game: GameInfo, _: Press) -> None:
    await _show_options(interaction, game, edit=True)


async def _show(interaction: discord.Interaction, game: GameInfo, press: Press) -> None:
    await _show_choice(interaction, game, *_tile_rotation(press))


async def _play(interaction: discord.Interaction, game: GameInfo, press: Press) -> None:
    await _confirm(interaction, game, *_tile_rotation(press))


async def _notch(interaction: discord.Interaction, game: GameInfo, press: Press) -> None:
    (notch,) = press.choice()
    await _play_notch(interaction, game, {"kind": "notch", "notch": notch})


async def _pick(interaction: discord.Interaction, game: GameInfo, press: Press) -> None:
    tile, rotation = press.choice(2)
    await _show_choice(interaction, game, tile, rotation)


# -- whose turn ---------------------------------------------------------------------------------
def _my_turn(interaction: discord.Interaction, game: GameInfo) -> int:
    """The user's seat, if it is their turn now; otherwise a refusal saying whose it is."""
    seat = game.seat_of(interaction.user.id)
    if seat is None:
        raise Rejection("not_in_game", game_id=game.id)
    if game.status == GameStatus.LOBBY or game.state is None:
        raise Rejection("not_started", game_id=game.id)
    if game.is_over:
        raise Rejection("game_over", game_id=game.id)
    view = game.view(None)
    if not view["markers"][seat.seat]["alive"]:
        gone = Rejection("resigned" if seat.left_at is not None else "not_playing")
        raise Refused(gone, names=seat_names(game), game=NAME)
    if view["turn"] != seat.seat:
        error = Rejection("not_your_turn", seat=seat.seat, turn=view["turn"])
        raise Refused(error, names=seat_names(game), game=NAME)
    return seat.seat


async def open_turn(interaction: discord.Interaction, game: GameInfo) -> None:
    """The private picker for the player to move: notches in set-up, tiles afterwards."""
    _my_turn(interaction, game)
    if game.view(None)["phase"] == "notch":
        await _show_notches(interaction, game)
    else:
        await _show_options(interaction, game, edit=False)


# -- notches ------------------------------------------------------------------------------------
def notch_view(game: GameInfo) -> discord.ui.View:
    free = game.view(None)["free_notches"] or []
    view = discord.ui.View(timeout=None)
    row = 0
    for part, label, first, last in NOTCH_PARTS:
        here = [n for n in free if first <= n <= last]
        if not here:
            continue
        options = [discord.SelectOption(label=notch_label(n), value=str(n)) for n in here]
        view.add_item(
            tsuro_select(
                "notch",
                game,
                options,
                t("tsuro-notch-select", sides=t(label), first=str(first), last=str(last)),
                part=part,
                row=row,
            )
        )
        row += 1
    view.add_item(tsuro_button("rnotch", game, t("tsuro-random-notch"), row=row))
    return view


async def _show_notches(interaction: discord.Interaction, game: GameInfo) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    adapter = adapter_for(NAME)
    picture = await asyncio.to_thread(adapter.board_png, game)
    content = t("tsuro-notches-title", game=str(game.id)) + "\n" + t("tsuro-notches-help")
    await interaction.followup.send(
        content,
        file=discord.File(io.BytesIO(picture), "board.png"),
        view=notch_view(game),
        ephemeral=True,
    )


async def _play_notch(
    interaction: discord.Interaction, game: GameInfo, move: dict[str, Any]
) -> None:
    """Play the notch picked on the private picker, and answer once: the picker becomes the
    note saying where the marker starts (issue 25; it was followed by a second note)."""
    await interaction.response.defer()
    async with committing(interaction, game):
        result = await store_of(interaction.client).play(
            game.id, interaction.user.id, move, game.version, turn_message=True
        )
    await show_turn(interaction.client, result)
    chosen = next(e for e in result.events if e["kind"] == "notch_chosen")
    await interaction.edit_original_response(
        content=t("tsuro-notch-played", notch=str(chosen["notch"]), square=chosen["square"]),
        attachments=[],
        view=None,
    )


# -- tiles --------------------------------------------------------------------------------------
def _options(game: GameInfo, seat: int) -> list[dict[str, Any]]:
    return hand_options(game.state, seat)


def _hand_intro(game: GameInfo, seat: int, options: Sequence[dict[str, Any]]) -> list[str]:
    own = game.view(seat)
    marker = own["markers"][seat]
    tiles = ", ".join(str(t) for t in own["hand"] or [])
    lines = [t("tsuro-intro", square=marker["facing"], tiles=tiles)]
    if own.get("dragon") == seat:
        lines.append(t("tsuro-intro-dragon"))
    if all_suicidal(options):
        lines.append(t("tsuro-intro-all-suicidal"))
    return lines


def options_view(
    game: GameInfo, seat: int, options: Sequence[dict[str, Any]], chosen: tuple[int, int] | None
) -> discord.ui.View:
    names = seat_names(game)
    view = discord.ui.View(timeout=None)
    select_options = [
        discord.SelectOption(
            label=option_label(option, names, seat),
            value=f"{option['tile']}:{option['rotation']}",
            default=chosen == (option["tile"], option["rotation"]),
        )
        for option in options
    ]
    view.add_item(tsuro_select("pick", game, select_options, t("tsuro-pick-placeholder"), row=0))
    if chosen is None:
        return view
    tile, rotation = chosen
    for turn in ROTATIONS:
        view.add_item(
            tsuro_button(
                "show",
                game,
                t("tsuro-rotation-button", tile=str(tile), rotation=str(turn)),
                tile=tile,
                rotation=turn,
                style=discord.ButtonStyle.primary
                if turn == rotation
                else discord.ButtonStyle.secondary,
                disabled=turn == rotation,
                row=1,
            )
        )
    legal = next(o["legal"] for o in options if (o["tile"], o["rotation"]) == chosen)
    view.add_item(
        tsuro_button(
            "play",
            game,
            t("tsuro-confirm", tile=str(tile), rotation=str(rotation)),
            tile=tile,
            rotation=rotation,
            style=discord.ButtonStyle.success,
            disabled=not legal,
            row=2,
        )
    )
    view.add_item(tsuro_button("all", game, t("tsuro-all-options"), row=2))
    return view


async def _show_options(interaction: discord.Interaction, game: GameInfo, *, edit: bool) -> None:
    """Every option of the hand, pictured; ``edit`` replaces the picker message in place."""
    seat = _my_turn(interaction, game)
    if edit:
        await interaction.response.defer()
    else:
        await interaction.response.defer(ephemeral=True, thinking=True)
    adapter = adapter_for(NAME)
    options = _options(game, seat)
    names, colours = seat_names(game), adapter.colours(game)
    picture = await asyncio.to_thread(draw.hand_png, game.view(None), seat, options, names, colours)
    content = "\n".join(
        [
            t("tsuro-picker-title", game=str(game.id)),
            *_hand_intro(game, seat, options),
            t("tsuro-picker-help"),
        ]
    )
    file = discord.File(io.BytesIO(picture), "hand.png")
    view = options_view(game, seat, options, None)
    if edit:
        await interaction.edit_original_response(content=content, attachments=[file], view=view)
    else:
        await interaction.followup.send(content, file=file, view=view, ephemeral=True)


async def _show_choice(
    interaction: discord.Interaction, game: GameInfo, tile: int, rotation: int
) -> None:
    """The preview of exactly one placement, with Confirm (in place of the picker)."""
    seat = _my_turn(interaction, game)
    options = _options(game, seat)
    option = next((o for o in options if (o["tile"], o["rotation"]) == (tile, rotation)), None)
    if option is None:
        raise Refused(Rejection("tile_not_in_hand", tile=tile), names=seat_names(game), game=NAME)
    await interaction.response.defer()
    adapter = adapter_for(NAME)
    names, colours = seat_names(game), adapter.colours(game)
    picture = await asyncio.to_thread(
        draw.preview_png, game.view(None), seat, option, names, colours
    )
    lines = [
        t("tsuro-picker-title", game=str(game.id)),
        t(
            "tsuro-preview",
            tile=str(tile),
            rotation=str(rotation),
            square=option["square"],
            verdict=verdict(option, names, seat),
        ),
    ]
    if option["legal"]:
        lines.append(t("tsuro-preview-legal"))
    else:
        # E2: the example keeps the mover on the board whenever a legal one does.
        safe = next(
            (o for o in options if o["legal"] and not o["suicide"]),
            next(o for o in options if o["legal"]),
        )
        why = (
            "tsuro-preview-refused-suicide"
            if option["suicide"]
            else "tsuro-preview-refused-protected"
        )
        lines.append(t(why, tile=str(safe["tile"]), rotation=str(safe["rotation"])))
    if all_suicidal(options):
        lines.append(t("tsuro-hand-all-suicidal"))
    await interaction.edit_original_response(
        content="\n".join(lines),
        attachments=[discord.File(io.BytesIO(picture), "preview.png")],
        view=options_view(game, seat, options, (tile, rotation)),
    )


async def _confirm(
    interaction: discord.Interaction, game: GameInfo, tile: int, rotation: int
) -> None:
    await interaction.response.defer()
    move = {"kind": "place", "tile": tile, "rotation": rotation}
    await play_move(
        interaction, game, move, expected_version=game.version, note=_placed_note(tile, rotation)
    )
    await interaction.edit_original_response(
        content=t("tsuro-played", tile=str(tile), rotation=str(rotation)),
        attachments=[],
        view=None,
    )


def _placed_note(tile: int, rotation: int) -> str:
    return t("tsuro-note-placed", tile=str(tile), rotation=str(rotation))


# -- typed commands -----------------------------------------------------------------------------


def _rotations_label(mine: list[dict[str, Any]]) -> str:
    """Which rotations of one tile are safe, and which suicidal ones P4 still allows (every
    option suicidal, or ``strict_suicide`` off and only a collision): what may be typed."""
    safe = [f"{o['rotation']}°" for o in mine if not o["suicide"] and o["legal"]]
    # V3 (protect_opponents): the mover survives these but knocks another marker out.
    blocked = [f"{o['rotation']}°" for o in mine if not o["suicide"] and not o["legal"]]
    allowed = [f"{o['rotation']}°" for o in mine if o["suicide"] and o["legal"]]
    if safe:
        parts = [t("tsuro-rotations-safe", rotations=", ".join(safe))]
    elif blocked:
        parts = []
    else:
        parts = [t("tsuro-rotations-all-suicide")]
    if blocked:
        parts.append(t("tsuro-rotations-blocked", rotations=", ".join(blocked)))
    if allowed:
        parts.append(t("tsuro-rotations-allowed", rotations=", ".join(allowed)))
    elif not safe:
        parts.append(t("tsuro-rotations-none"))
    return "; ".join(parts)


def tile_autocomplete(game: GameInfo, user_id: int, typed: str) -> list[app_commands.Choice[int]]:
    """The user's own tiles, each with what its rotations do (only they see the choices)."""
    seat = game.seat_of(user_id)
    if seat is None or game.state is None or game.is_over:
        return []
    own = game.view(seat.seat)
    hand = own["hand"] or []
    alive = own["markers"][seat.seat]["alive"]
    options = hand_options(game.state, seat.seat) if alive and own["phase"] == "play" else []
    choices = []
    for tile in hand:
        if typed.strip() and typed.strip() not in str(tile):
            continue
        mine = [o for o in options if o["tile"] == tile]
        label = t("tsuro-tile", tile=str(tile))
        if mine:
            label += f" · {_rotations_label(mine)}"
        choices.append(app_commands.Choice(name=label[:100], value=tile))
    return choices[:MAX_CHOICES]


# -- the extension ------------------------------------------------------------------------------
def register(bot: commands.Bot) -> None:
    """The verbs of Tsuro's buttons and selects (all strict: each is about one position)."""
    verbs = [
        Verb(KIT, PICK_NOTCH, plain(open_turn)),
        Verb(KIT, TAKE_TURN, plain(open_turn)),
        Verb(NAME, "rnotch", _random_notch),
        Verb(NAME, "all", _all_options),
        Verb(NAME, "show", _show),
        Verb(NAME, "play", _play),
        Verb(NAME, "notch", _notch),
        Verb(NAME, "pick", _pick),
    ]
    verbs_of(bot).add(*verbs)
