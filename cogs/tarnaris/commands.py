"""``/tarnaris``: ``new`` (from the kit) and the typed forms of every move:
``/tarnaris reveal|lay|return|done|claim|pass|mix|mixback|swap|skip|penalty|give|place|peek``."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from cogs.kit.context import game_autocomplete, resolve_game, users_games_of
from cogs.kit.errors import Rejection
from cogs.kit.lobby import GameCog
from cogs.kit.speech import described
from cogs.tarnaris.pickers import (
    GAME_OPTION,
    NAME,
    Slot,
    _pile,
    _player,
    _slot_list,
    act,
    pile_targets,
    refuse,
)
from db.records import GameInfo

MINE = users_games_of(NAME)
#: A seat as ``/game status`` numbers it: the way to name a computer player (issue 16), whom a
#: Discord user option cannot point at.
TargetSeat = app_commands.Range[int, 1, 4]
SEAT_OPTION = described("tarnaris-opt-seat")
YOUR_SLOT = described("tarnaris-opt-your-slot")
COMPLETE = game_autocomplete(MINE)


async def found(interaction: discord.Interaction, game: int | None) -> GameInfo:
    return await resolve_game(interaction, game, MINE)


def _target(game: GameInfo, player: discord.abc.User | None, seat: int | None) -> int:
    """The seat a move aims at: ``player`` (a person) or ``seat`` (anyone), one of them."""
    if (player is None) == (seat is None):
        raise refuse(game, "player_or_seat")
    if seat is None:
        assert player is not None
        return _player(game, player)
    if seat > len(game.seats):
        raise refuse(game, "no_such_seat", seat=seat, seats=len(game.seats))
    return seat - 1


async def pile_choices(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    try:
        game = await found(interaction, getattr(interaction.namespace, "game", None))
    except Rejection:
        return []
    if game.state is None:
        return []
    choices = [
        app_commands.Choice(name=label, value="new" if pile == 0 else str(pile))
        for pile, _value, label in pile_targets(game)
    ]
    return [c for c in choices if current.lower() in c.name.lower()][:25]


def _turn_commands(group: app_commands.Group) -> None:
    """Your turn: ``reveal``, ``lay``, ``return``, ``done``."""

    @group.command(name="reveal", description=described("tarnaris-cmd-reveal"))
    @app_commands.describe(slot=described("tarnaris-opt-reveal-slot"), game=GAME_OPTION)
    @app_commands.autocomplete(game=COMPLETE)
    async def reveal(interaction: discord.Interaction, slot: Slot, game: int | None = None) -> None:
        await act(interaction, await found(interaction, game), {"kind": "reveal", "slot": slot})

    @group.command(name="lay", description=described("tarnaris-cmd-lay"))
    @app_commands.describe(
        card=described("tarnaris-opt-revealed-card"),
        pile=described("tarnaris-opt-lay-pile"),
        game=GAME_OPTION,
    )
    @app_commands.autocomplete(game=COMPLETE)
    async def lay(
        interaction: discord.Interaction,
        card: app_commands.Range[int, 1, 20],
        pile: app_commands.Range[int, 1, 20],
        game: int | None = None,
    ) -> None:
        move = {"kind": "lay", "card": card, "pile": pile}
        await act(interaction, await found(interaction, game), move)

    @group.command(name="return", description=described("tarnaris-cmd-return"))
    @app_commands.describe(
        card=described("tarnaris-opt-revealed-card"),
        slot=described("tarnaris-opt-return-slot"),
        game=GAME_OPTION,
    )
    @app_commands.autocomplete(game=COMPLETE)
    async def return_(
        interaction: discord.Interaction,
        card: app_commands.Range[int, 1, 20],
        slot: Slot,
        game: int | None = None,
    ) -> None:
        move = {"kind": "return", "card": card, "slot": slot}
        await act(interaction, await found(interaction, game), move)

    @group.command(name="done", description=described("tarnaris-cmd-done"))
    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=COMPLETE)
    async def done(interaction: discord.Interaction, game: int | None = None) -> None:
        await act(interaction, await found(interaction, game), {"kind": "done"})


def _claim_command(group: app_commands.Group) -> None:
    """ "I know it!": ``claim``."""

    @group.command(name="claim", description=described("tarnaris-cmd-claim"))
    @app_commands.describe(
        pile=described("tarnaris-opt-claim-pile"),
        slot=described("tarnaris-opt-claim-slot"),
        slots=described("tarnaris-opt-claim-slots"),
        game=GAME_OPTION,
    )
    @app_commands.autocomplete(game=COMPLETE, pile=pile_choices)
    async def claim(
        interaction: discord.Interaction,
        pile: str,
        slot: Slot | None = None,
        slots: str | None = None,
        game: int | None = None,
    ) -> None:
        found_game = await found(interaction, game)
        if (slot is None) == (slots is None):
            raise refuse(found_game, "slot_or_slots")
        target, value = _pile(found_game, pile)
        move: dict[str, Any] = {"kind": "claim", "pile": target, "number": value}
        if slots is not None:
            move["slots"] = _slot_list(found_game, slots)
        else:
            move["slot"] = slot
        await act(interaction, found_game, move)


def _special_commands(group: app_commands.Group) -> None:
    """Cards 3 and 5: ``pass``, ``mix``, ``mixback``."""

    @group.command(name="pass", description=described("tarnaris-cmd-pass"))
    @app_commands.describe(
        slot=YOUR_SLOT,
        player=described("tarnaris-opt-pass-player"),
        game=GAME_OPTION,
        seat=SEAT_OPTION,
    )
    @app_commands.autocomplete(game=COMPLETE)
    async def pass_(
        interaction: discord.Interaction,
        slot: Slot,
        player: discord.User | None = None,
        game: int | None = None,
        seat: TargetSeat | None = None,
    ) -> None:
        g = await found(interaction, game)
        move = {"kind": "sf3", "slot": slot, "player": _target(g, player, seat)}
        await act(interaction, g, move)

    @group.command(name="mix", description=described("tarnaris-cmd-mix"))
    @app_commands.describe(
        player=described("tarnaris-opt-mix-player"),
        slots=described("tarnaris-opt-mix-slots"),
        game=GAME_OPTION,
        seat=SEAT_OPTION,
    )
    @app_commands.autocomplete(game=COMPLETE)
    async def mix(
        interaction: discord.Interaction,
        slots: str,
        player: discord.User | None = None,
        game: int | None = None,
        seat: TargetSeat | None = None,
    ) -> None:
        g = await found(interaction, game)
        target = _target(g, player, seat)
        move = {"kind": "sf5", "player": target, "slots": sorted(_slot_list(g, slots))}
        await act(interaction, g, move)

    @group.command(name="mixback", description=described("tarnaris-cmd-mixback"))
    @app_commands.describe(slots=described("tarnaris-opt-mixback-slots"), game=GAME_OPTION)
    @app_commands.autocomplete(game=COMPLETE)
    async def mixback(
        interaction: discord.Interaction, slots: str, game: int | None = None
    ) -> None:
        g = await found(interaction, game)
        await act(interaction, g, {"kind": "sf5_return", "slots": sorted(_slot_list(g, slots))})


def _swap_and_skip(group: app_commands.Group) -> None:
    """Card 7 and skipping a special function: ``swap``, ``skip``."""

    @group.command(name="swap", description=described("tarnaris-cmd-swap"))
    @app_commands.describe(
        slot=YOUR_SLOT,
        player=described("tarnaris-opt-swap-player"),
        their_slot=described("tarnaris-opt-swap-their-slot"),
        game=GAME_OPTION,
        seat=SEAT_OPTION,
    )
    @app_commands.autocomplete(game=COMPLETE)
    async def swap(
        interaction: discord.Interaction,
        slot: Slot,
        their_slot: Slot,
        player: discord.User | None = None,
        game: int | None = None,
        seat: TargetSeat | None = None,
    ) -> None:
        g = await found(interaction, game)
        target = _target(g, player, seat)
        move = {"kind": "sf7", "slot": slot, "player": target, "their_slot": their_slot}
        await act(interaction, g, move)

    @group.command(name="skip", description=described("tarnaris-cmd-skip"))
    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=COMPLETE)
    async def skip(interaction: discord.Interaction, game: int | None = None) -> None:
        await act(interaction, await found(interaction, game), {"kind": "skip"})


def _penalty_commands(group: app_commands.Group) -> None:
    """Penalties, a passed card and peeks: ``penalty``, ``give``, ``place``, ``peek``."""

    @group.command(name="penalty", description=described("tarnaris-cmd-penalty"))
    @app_commands.describe(
        player=described("tarnaris-opt-penalty-player"), game=GAME_OPTION, seat=SEAT_OPTION
    )
    @app_commands.autocomplete(game=COMPLETE)
    async def penalty(
        interaction: discord.Interaction,
        player: discord.User | None = None,
        game: int | None = None,
        seat: TargetSeat | None = None,
    ) -> None:
        g = await found(interaction, game)
        await act(interaction, g, {"kind": "penalty", "player": _target(g, player, seat)})

    @group.command(name="give", description=described("tarnaris-cmd-give"))
    @app_commands.describe(slot=YOUR_SLOT, game=GAME_OPTION)
    @app_commands.autocomplete(game=COMPLETE)
    async def give(interaction: discord.Interaction, slot: Slot, game: int | None = None) -> None:
        await act(interaction, await found(interaction, game), {"kind": "give", "slot": slot})

    @group.command(name="place", description=described("tarnaris-cmd-place"))
    @app_commands.describe(slot=YOUR_SLOT, game=GAME_OPTION)
    @app_commands.autocomplete(game=COMPLETE)
    async def place(interaction: discord.Interaction, slot: Slot, game: int | None = None) -> None:
        move = {"kind": "place_passed", "slot": slot}
        await act(interaction, await found(interaction, game), move)

    @group.command(name="peek", description=described("tarnaris-cmd-peek"))
    @app_commands.describe(
        slot=YOUR_SLOT,
        card=described("tarnaris-opt-peek-card"),
        game=GAME_OPTION,
    )
    @app_commands.autocomplete(game=COMPLETE)
    async def peek(
        interaction: discord.Interaction,
        slot: Slot,
        card: app_commands.Range[int, 1, 40] | None = None,
        game: int | None = None,
    ) -> None:
        move: dict[str, Any] = {"kind": "peek", "slot": slot}
        if card is not None and card > 1:
            move["card"] = card
        await act(interaction, await found(interaction, game), move)


class Tarnaris(GameCog):
    """The ``/tarnaris`` group while the extension is loaded."""

    def add_commands(self, group: app_commands.Group) -> None:
        for add in (
            _turn_commands,
            _claim_command,
            _special_commands,
            _swap_and_skip,
            _penalty_commands,
        ):
            add(group)
