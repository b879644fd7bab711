"""Triominos turns in Discord (issue 9): the private turn panel, typed moves with autocomplete,
and the score table across rounds.

A turn by buttons — every step is a new ephemeral message to the player on turn only:

1. **Take your turn** (``tri_turn`` on the public turn message): the hand (picture and words),
   a select of the tiles that fit (spots, best score), **Draw (−5)** while drawing is allowed
   and **Pass** when it is.
2. A tile chosen: the table with that tile's legal spots numbered (``spots_png``) and selects of
   those spots (25 a select, four selects a page, Previous/Next beyond that). A spot is a cell
   *and* a rotation: a cell where the tile fits two ways carries two numbers.
3. A spot chosen: that one spot on the table, where each number of the tile lies and the points
   it scores (tile value, bridge, hexagon), and **Confirm**.

Typed: ``/triominos place tile:<a-b-c> spot:<cell, or a spot number> rotation:<…>``,
``/triominos draw``, ``/triominos pass`` and ``/triominos scores``; the suggestions offer only
legal choices (tiles that fit, the chosen tile's spots, the rotations that fit that spot).

Nothing lives in a view: custom ids carry the game, its version and the step's data —
``trib:<step>:<game>:<version>[:<arg>]`` (buttons), ``tris:<step>:<game>:<version>:<arg>``
(selects). A step made for an older version answers "this game has moved on". After a move that
ends a round, the score table across rounds is posted publicly.
"""

from __future__ import annotations

import asyncio
import io
import re
from collections.abc import Sequence
from typing import Any, cast

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from cogs.kit.adapter import adapter_for, shorten
from cogs.kit.components import KIT, Press, Verb, custom_id, number, plain, verbs_of
from cogs.kit.context import (
    committing,
    nonce,
    resolve_game,
    seat_names,
    store_of,
    users_games_of,
)
from cogs.kit.errors import Refused, Rejection
from cogs.kit.turns import show_turn, take_back_view
from cogs.triominos.adapter import (
    TAKE_TURN,
    Spot,
    TriominosAdapter,
    TurnChoices,
    bonus_note,
    count_points,
    orientation,
    tile_text,
)
from db.errors import StoreError
from db.records import GameInfo, PlayResult
from engine.core import EngineError, Move
from engine.triominos import grid, is_spot, may_place
from engine.triominos.tiles import parse_tile
from i18n import t

NAME = "triominos"
SELECT_SIZE = 25
SELECTS_PER_PAGE = 4
PAGE_SIZE = SELECT_SIZE * SELECTS_PER_PAGE
MAX_CHOICES = 25
BUTTON_ROW = 4
_ARG = r"[0-9a-z,:\-]{1,60}"
_SPOT_NUMBER = re.compile(r"^\s*(?:spot\s*)?#?(\d{1,3})\s*$", re.IGNORECASE)
mine = users_games_of(NAME)


def adapter() -> TriominosAdapter:
    return cast(TriominosAdapter, adapter_for(NAME))


def refuse(game: GameInfo, code: str, **data: Any) -> Refused:
    """A refusal worded by ``cogs.kit.text`` under ``triominos.<code>`` (or the shared ``code``)."""
    return Refused(Rejection(code, **data), names=seat_names(game), game=NAME)


def seat_on_turn(interaction: discord.Interaction, game: GameInfo) -> int:
    """The user's seat, which must be on turn; otherwise a private refusal saying why."""
    seat = game.seat_of(interaction.user.id)
    if seat is None:
        raise Rejection("not_in_game", game_id=game.id)
    if game.is_over:
        raise Rejection("game_over")
    if game.state is None:
        raise Rejection("not_started", game_id=game.id)
    turn = game.view(None)["turn"]
    if turn != seat.seat:
        raise refuse(game, "not_your_turn", seat=seat.seat, turn=turn)
    return seat.seat


def _file(data: bytes, filename: str) -> discord.File:
    return discord.File(io.BytesIO(data), filename)


async def _defer(interaction: discord.Interaction) -> None:
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)


# -- the private steps ----------------------------------------------------------------------------
Ref = tuple[int, int]


def ref_of(game: GameInfo) -> Ref:
    """What every step's custom id carries: the game and the version it was made for."""
    return game.id, game.version


def panel_view(ref: Ref, choices: TurnChoices) -> tuple[list[str], discord.ui.View]:
    """Step 1's lines (after the hand) and components: tile selects (25 a select), Draw, Pass."""
    lines = []
    if choices.fitting:
        names = ", ".join(name for name, _ in choices.fitting)
        lines.append(t("triominos-panel-fitting", count=len(choices.fitting), tiles=names))
        lines.append(t("triominos-panel-choose"))
    elif choices.hand:
        lines.append(t("triominos-panel-none-fits"))
    if choices.may_draw:
        draw_points = _points(choices.draw_points)
        lines.append(t("triominos-panel-may-draw", points=draw_points, draws=str(choices.draws)))
    if choices.may_pass:
        lines.append(t("triominos-panel-may-pass", points=_points(choices.pass_points)))
    view = discord.ui.View(timeout=None)
    fitting = choices.fitting[:PAGE_SIZE]  # a hand holds at most 76 tiles
    for index in range(0, len(fitting), SELECT_SIZE):
        chunk = fitting[index : index + SELECT_SIZE]
        options = [
            discord.SelectOption(label=name, value=name, description=_tile_description(found))
            for name, found in chunk
        ]
        placeholder = t("triominos-choose-tile")
        if len(fitting) > SELECT_SIZE:
            placeholder += f" ({chunk[0][0]} … {chunk[-1][0]})"
        view.add_item(
            step_select("tile", ref, str(index // SELECT_SIZE), options, placeholder=placeholder)
        )
    if choices.may_draw:
        label = t("triominos-button-draw", points=_points(choices.draw_points))
        view.add_item(step_button("draw", ref, "", label))
    if choices.may_pass:
        label = t("triominos-button-pass", points=_points(choices.pass_points))
        view.add_item(step_button("pass", ref, "", label))
    return lines, view


async def send_panel(interaction: discord.Interaction, game: GameInfo, intro: str = "") -> None:
    """Step 1: the hand, the tiles that fit, Draw and Pass."""
    seat = seat_on_turn(interaction, game)
    await _defer(interaction)
    tri = adapter()
    hand = await asyncio.to_thread(tri.hand, game, seat)
    lines, view = panel_view(ref_of(game), tri.choices(game, seat))
    head = [t("triominos-panel-title", game=str(game.id))]
    if intro:
        head.append(intro)
    text = "\n".join([*head, hand.text, *lines])
    files = [_file(hand.picture.data, hand.picture.filename)] if hand.picture else []
    await interaction.followup.send(text[:2000], files=files, view=view, ephemeral=True)


def _points(points: int) -> str:
    """A draw's or pass's cost, short: ``"−5"`` or ``"no penalty"``."""
    return t("triominos-minus", points=-points) if points < 0 else t("triominos-no-penalty")


def _tile_description(found: Sequence[Spot]) -> str:
    best = max(found, key=lambda spot: spot["points"]["total"])["points"]
    return f"{t('triominos-spots', count=len(found), best=best['total'])}{bonus_note(best)}"


def spots_view(
    ref: Ref, tile: str, found: Sequence[Spot], page: int
) -> tuple[list[str], discord.ui.View]:
    """Step 2's text and components: ``found`` in selects of 25, four selects a page, and
    Another tile / Previous / More buttons."""
    pages = (len(found) + PAGE_SIZE - 1) // PAGE_SIZE
    page = max(0, min(page, pages - 1))
    first = page * PAGE_SIZE
    shown = found[first : first + PAGE_SIZE]
    best = max(range(len(found)), key=lambda i: found[i]["points"]["total"])
    lines = [
        t("triominos-spots-intro", tile=tile, count=len(found)),
        t("triominos-spots-best", spot=TriominosAdapter.spot_label(best + 1, found[best])),
    ]
    if pages > 1:
        lines.append(
            t(
                "triominos-spots-page",
                first=str(first + 1),
                last=str(first + len(shown)),
                count=len(found),
                page=str(page + 1),
            )
        )
    view = discord.ui.View(timeout=None)
    for index in range(0, len(shown), SELECT_SIZE):
        numbered = list(enumerate(shown[index : index + SELECT_SIZE], start=first + index + 1))
        options = [
            discord.SelectOption(
                label=TriominosAdapter.spot_label(number, spot),
                value=str(number),
                description=shorten(orientation(spot["cell"], spot["corners"]), 100),
            )
            for number, spot in numbered
        ]
        placeholder = t("triominos-choose-spot", tile=tile)
        if len(found) > 1:
            placeholder += f" ({numbered[0][0]}–{numbered[-1][0]})"
        view.add_item(
            step_select(
                "spot", ref, f"{tile}:{index // SELECT_SIZE}", options, placeholder=placeholder
            )
        )
    view.add_item(step_button("tiles", ref, "", t("triominos-button-another-tile")))
    if page > 0:
        previous = t("triominos-button-previous-spots")
        view.add_item(step_button("spots", ref, f"{tile}:{page - 1}", previous))
    if page + 1 < pages:
        more = t("triominos-button-more-spots")
        view.add_item(step_button("spots", ref, f"{tile}:{page + 1}", more))
    return lines, view


async def send_spots(
    interaction: discord.Interaction, game: GameInfo, tile: str, page: int = 0
) -> None:
    """Step 2: the table with ``tile``'s spots numbered, and selects of those spots."""
    seat = seat_on_turn(interaction, game)
    tri = adapter()
    found = tri.spots(game, seat, tile)
    if not found:
        raise refuse(game, "no_spot", tile=tile, cell=None, count=0)
    await _defer(interaction)
    picture = await asyncio.to_thread(tri.spots_png, game, tile, found)
    lines, view = spots_view(ref_of(game), tile, found, page)
    await interaction.followup.send(
        "\n".join(lines), file=_file(picture, "spots.png"), view=view, ephemeral=True
    )


async def send_preview(
    interaction: discord.Interaction, game: GameInfo, tile: str, number: int
) -> None:
    """Step 3: one spot, what it scores, and Confirm."""
    seat = seat_on_turn(interaction, game)
    tri = adapter()
    found = tri.spots(game, seat, tile)
    if not 1 <= number <= len(found):
        raise refuse(game, "spot_number", tile=tile, number=number, count=len(found))
    spot = found[number - 1]
    await _defer(interaction)
    picture = await asyncio.to_thread(tri.spots_png, game, tile, [spot])
    content = t("triominos-preview", number=str(number), placement=tri.placement_text(tile, spot))
    view = discord.ui.View(timeout=None)
    arg = f"{tile}:{spot['cell']}:{spot['rotation']}"
    label = t(
        "triominos-button-confirm", tile=tile, cell=spot["cell"], points=spot["points"]["total"]
    )
    view.add_item(step_button("place", ref_of(game), arg, label, discord.ButtonStyle.success))
    page = (number - 1) // PAGE_SIZE
    another = t("triominos-button-another-spot")
    view.add_item(step_button("spots", ref_of(game), f"{tile}:{page}", another))
    view.add_item(step_button("tiles", ref_of(game), "", t("triominos-button-another-tile")))
    await interaction.followup.send(
        content, file=_file(picture, "spot.png"), view=view, ephemeral=True
    )


# -- moves ----------------------------------------------------------------------------------------
async def play(
    interaction: discord.Interaction,
    game: GameInfo,
    move: Move,
    expected_version: int | None = None,
) -> PlayResult:
    """Play ``move`` for the user: the public turn message, the score table after a round's end,
    and privately what happened (after a draw that leaves the turn on, the panel again)."""
    await _defer(interaction)
    store = store_of(interaction.client)
    async with committing(interaction, game):
        result = await store.play(
            game.id, interaction.user.id, move, expected_version, turn_message=True
        )
    # The turn message is public: in the game's language, not the acting user's.
    with i18n.speaking(result.game.language):
        await show_turn(interaction.client, result)
    if any(event["kind"] == "round_ended" for event in result.events):
        await post_scores(interaction.client, result.game.id)
    await _tell_player(interaction, game, result, move)
    return result


async def _tell_player(
    interaction: discord.Interaction, before: GameInfo, result: PlayResult, move: Move
) -> None:
    """Privately: what the move did; a draw never ends the turn (D1), so the panel follows it
    with the drawn tile named."""
    seat = before.seat_of(interaction.user.id)
    assert seat is not None  # the store refused the move otherwise
    own = result.actions[0].events[0]
    if move["kind"] == "draw":
        drawn = list(result.game.view(seat.seat)["hand"])
        for name in before.view(seat.seat)["hand"]:
            drawn.remove(name)
        intro = t("triominos-you-drew", tiles=", ".join(drawn), points=_points(own["points"]))
        await send_panel(interaction, result.game, intro)
        return
    if move["kind"] == "place":
        scored = count_points(own["points"]["total"])
        note = t("triominos-you-laid", tile=own["tile"], cell=own["cell"], points=scored)
    else:
        note = t("triominos-you-passed")
    view = take_back_view(before, interaction.user.id, move, result)
    extra = {"view": view} if view is not None else {}
    await interaction.followup.send(note, ephemeral=True, **extra)


async def post_scores(client: discord.Client, game_id: int) -> None:
    """The score table across rounds, publicly in the game's thread (or channel)."""
    store = store_of(client)
    game = await store.get(game_id)
    moves = await store.moves(game_id)
    with i18n.speaking(game.language):
        table = await asyncio.to_thread(adapter().score_table, game, moves)
    channel = client.get_partial_messageable(game.thread_id or game.channel_id)
    await channel.send(
        table,
        nonce=nonce("scores", game.id, game.version),
        allowed_mentions=discord.AllowedMentions.none(),
    )


# -- restart-proof items (trib:<step>:<game>:<version>[:<arg>] buttons, tris:… selects) ---------
BUTTONS, SELECTS = "trib", "tris"


def step_button(
    step: str,
    ref: Ref,
    arg: str,
    label: str,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
) -> discord.ui.Button:
    """A button of a turn step (draw, pass, confirm, another tile/spot, more spots)."""
    game_id, version = ref
    return discord.ui.Button(
        label=label[:80],
        style=style,
        custom_id=custom_id(BUTTONS, step, game_id, version, arg or None),
        row=BUTTON_ROW,
    )


def step_select(
    step: str,
    ref: Ref,
    arg: str,
    options: list[discord.SelectOption],
    placeholder: str | None = None,
) -> discord.ui.Select:
    """A select of a turn step: which tile, which spot."""
    game_id, version = ref
    return discord.ui.Select(
        custom_id=custom_id(SELECTS, step, game_id, version, arg),
        options=options,
        placeholder=placeholder and placeholder[:150],
    )


async def _step_tile(interaction: discord.Interaction, game: GameInfo, press: Press) -> None:
    await send_spots(interaction, game, press.chosen())


async def _step_spot(interaction: discord.Interaction, game: GameInfo, press: Press) -> None:
    (spot,) = press.choice()
    await send_preview(interaction, game, press.args.split(":")[0], spot)


async def _step_spots(interaction: discord.Interaction, game: GameInfo, press: Press) -> None:
    tile, page = press.parts(2)
    await send_spots(interaction, game, tile, number(page))


async def _step_tiles(interaction: discord.Interaction, game: GameInfo, press: Press) -> None:
    await send_panel(interaction, game)


async def _step_place(interaction: discord.Interaction, game: GameInfo, press: Press) -> None:
    tile, cell, rotation = press.parts(3)
    move = {"kind": "place", "tile": tile, "cell": cell, "rotation": number(rotation)}
    await play(interaction, game, move, game.version)


async def _step_draw(interaction: discord.Interaction, game: GameInfo, press: Press) -> None:
    await play(interaction, game, {"kind": "draw"}, game.version)


async def _step_pass(interaction: discord.Interaction, game: GameInfo, press: Press) -> None:
    await play(interaction, game, {"kind": "pass"}, game.version)


def register(bot: commands.Bot) -> None:
    """The verbs of the turn steps (all strict: a step from an older position only says so)."""
    buttons = {"spots": _step_spots, "tiles": _step_tiles, "place": _step_place}
    buttons |= {"draw": _step_draw, "pass": _step_pass}
    selects = {"tile": _step_tile, "spot": _step_spot}
    verbs_of(bot).add(
        Verb(KIT, TAKE_TURN, plain(send_panel)),
        *(Verb(BUTTONS, name, handler) for name, handler in buttons.items()),
        *(Verb(SELECTS, name, handler) for name, handler in selects.items()),
    )


# -- typed commands -------------------------------------------------------------------------------
async def _game_on_turn(interaction: discord.Interaction) -> tuple[GameInfo, int] | None:
    """For autocomplete: the game the command acts on and the user's seat, if on turn."""
    try:
        game = await resolve_game(interaction, getattr(interaction.namespace, "game", None), mine)
        return game, seat_on_turn(interaction, game)
    except (Rejection, Refused, EngineError, StoreError):
        return None


async def tile_choices(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    found = await _game_on_turn(interaction)
    if found is None:
        return []
    game, seat = found
    typed = re.sub(r"[^0-5]", "", current)
    choices = []
    for name, spots in adapter().choices(game, seat).fitting:
        if typed in name.replace("-", "") or typed in tile_text(current):
            label = f"{name} · {_tile_description(spots)}"
            choices.append(app_commands.Choice(name=label[:100], value=name))
    return choices[:MAX_CHOICES]


async def spot_choices(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    found = await _game_on_turn(interaction)
    tile = getattr(interaction.namespace, "tile", None)
    if found is None or not tile:
        return []
    game, seat = found
    spots = adapter().spots(game, seat, tile_text(str(tile)))
    by_cell: dict[str, list[Spot]] = {}
    for spot in spots:
        by_cell.setdefault(spot["cell"], []).append(spot)
    typed = current.replace(" ", "")
    choices = []
    for cell, at in by_cell.items():
        if typed and typed not in cell:
            continue
        best = max(at, key=lambda s: s["points"]["total"])["points"]
        ways = " · " + t("triominos-ways", count=len(at)) if len(at) > 1 else ""
        label = f"{cell} · +{best['total']}{bonus_note(best)}{ways}"
        choices.append(app_commands.Choice(name=label[:100], value=cell))
    return choices[:MAX_CHOICES]


async def rotation_choices(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    found = await _game_on_turn(interaction)
    tile = getattr(interaction.namespace, "tile", None)
    cell = grid.parse_cell(getattr(interaction.namespace, "spot", None) or "")
    if found is None or not tile or cell is None:
        return []
    game, seat = found
    spots = adapter().spots(game, seat, tile_text(str(tile)))
    at = [s for s in spots if s["cell"] == grid.cell_name(cell)]
    return [
        app_commands.Choice(
            name=f"{orientation(s['cell'], s['corners'])} · +{s['points']['total']}"[:100],
            value=str(s["rotation"]),
        )
        for s in at
    ][:MAX_CHOICES]


def typed_placement(game: GameInfo, seat: int, tile: str, spot: str, rotation: str | None) -> Move:
    """The move a typed ``/triominos place`` means; refusals say what would be right."""
    tri = adapter()
    name = tile_text(tile)
    hand = game.view(seat)["hand"] or []
    parsed = parse_tile(name)
    if name not in hand or parsed is None or not may_place(game.state, seat, parsed):
        # The engine words it: not a tile name, not in this set, not in the hand, or (D1)
        # not a tile drawn this turn.
        return {"kind": "place", "tile": name, "cell": "0,0", "rotation": 0}
    spots = tri.spots(game, seat, name)
    number = _SPOT_NUMBER.match(spot)
    if number is not None:
        index = int(number[1])
        if not 1 <= index <= len(spots):
            raise refuse(game, "spot_number", tile=name, number=index, count=len(spots))
        chosen = spots[index - 1]
        return {
            "kind": "place",
            "tile": name,
            "cell": chosen["cell"],
            "rotation": chosen["rotation"],
        }
    cell = grid.parse_cell(spot)
    if cell is None:
        raise refuse(game, "spot_name", spot=spot.strip()[:40])
    cell_name = grid.cell_name(cell)
    if not is_spot(game.state, cell):
        # No tile at all can go there (taken, or not touching the table): the engine says
        # which, rather than "this tile fits nowhere".
        return {"kind": "place", "tile": name, "cell": cell_name, "rotation": 0}
    if rotation is not None and rotation.strip():
        turned = tri.rotation_of(name, rotation)
        if turned is None:
            raise refuse(game, "rotation_text", rotation=rotation.strip()[:40], tile=name)
        return {"kind": "place", "tile": name, "cell": cell_name, "rotation": turned}
    at = [s for s in spots if s["cell"] == cell_name]
    if not at:
        raise refuse(game, "no_spot", tile=name, cell=cell_name, count=len(spots))
    if len(at) > 1:
        ways = [f"{s['rotation']} ({orientation(s['cell'], s['corners'])})" for s in at]
        raise refuse(game, "rotation_needed", tile=name, cell=cell_name, ways=ways)
    return {"kind": "place", "tile": name, "cell": cell_name, "rotation": at[0]["rotation"]}
