"""Take Away's adapter (words and a picture), its button and its ``/takeaway take``."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands
from PIL import Image, ImageDraw

from cogs.kit.adapter import GameAdapter, Hand
from cogs.kit.components import Press, custom_id
from cogs.kit.context import resolve_game, users_games_of
from cogs.kit.lobby import GameCog
from cogs.kit.turns import play_move
from db.records import GameInfo
from engine.core import Event

NAME = "takeaway"
NAMESPACE = "take"


def heap_png(view: Any) -> bytes:
    """One dot per counter left."""
    image = Image.new("RGB", (40 * 10 + 20, 40 * 4 + 20), "white")
    draw = ImageDraw.Draw(image)
    for n in range(view["counters"]):
        x, y = 10 + 40 * (n % 10), 10 + 40 * (n // 10)
        draw.ellipse((x + 4, y + 4, x + 36, y + 36), fill="saddlebrown")
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


class TakeAwayAdapter(GameAdapter):
    name = NAME
    group_description = "Take Away: take 1-3 counters; whoever takes the last one wins"
    rules_text = "**Take Away** (2 players). Take 1, 2 or 3 counters; the last one wins."

    def board_png(self, game: GameInfo) -> bytes:
        return heap_png(game.view(None))

    def sample_board(self, view: Any, names: Sequence[str]) -> bytes:
        return heap_png(view)

    def hand(self, game: GameInfo, seat: int) -> Hand:
        return Hand("Nothing is hidden in Take Away.", None)

    def reason_text(self, reason: str) -> str:
        # A real game maps its reasons to catalogue keys (``reasons``); this one speaks English.
        return reason.replace("_", " ")

    def turn_line(self, game: GameInfo) -> str:
        if game.state is None or game.outcome is not None:
            return super().turn_line(game)
        view = game.view(None)
        return f"{self.names(game)[view['turn']]}, take 1-3 of {view['counters']} counters."

    def describe_event(self, game: GameInfo, event: Event) -> str | None:
        if event["kind"] == "took":
            who = self.names(game)[event["seat"]]
            return f"{who} took {event['count']}; {event['left']} left."
        return super().describe_event(game, event)

    def turn_view(self, game: GameInfo) -> discord.ui.View | None:
        if game.state is None or game.is_over:
            return None
        view = discord.ui.View(timeout=None)
        for move in game.rules.legal_moves(game.state, game.view(None)["turn"]):
            count = move["count"]
            view.add_item(
                discord.ui.Button(
                    label=f"Take {count}",
                    custom_id=custom_id(NAMESPACE, "take", game.id, game.version, str(count)),
                )
            )
        return view


async def take_button(interaction: discord.Interaction, game: GameInfo, press: Press) -> None:
    [count] = press.ints()
    await play_move(
        interaction, game, {"kind": "take", "count": count}, expected_version=game.version
    )


class TakeAway(GameCog):
    def add_commands(self, group: app_commands.Group) -> None:
        mine = users_games_of(NAME)

        @group.command(name="take", description="Take 1-3 counters")
        async def take(
            interaction: discord.Interaction, count: app_commands.Range[int, 1, 3]
        ) -> None:
            game = await resolve_game(interaction, None, mine)
            await play_move(interaction, game, {"kind": "take", "count": count})
