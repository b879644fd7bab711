"""The turn message's text when earlier positions got none (issue 19): their moves are told
before the newest one's, oldest first, within Discord's 2,000 characters."""

from __future__ import annotations

import re

from cogs.kit.turns import CONTENT_LIMIT, turn_content
from db.records import GameInfo
from engine.core import Event
from engine.registry import get_game
from tests.positions import game_info


def tsuro_game() -> GameInfo:
    rules = get_game("tsuro")
    state = rules.setup(2, rules.normalize_options({}), 7)
    return game_info(rules, state, ["Alice", "Bob"], ply=10)


def placed(seat: int, tile: int) -> Event:
    return {"kind": "placed", "seat": seat, "tile": tile, "rotation": 90, "square": "B3"}


def test_the_moves_of_positions_without_a_message_come_first_in_order() -> None:
    game = tsuro_game()
    content, _ = turn_content(game, [placed(1, 30)], earlier=[[placed(0, 10)], [placed(1, 20)]])
    tiles = [int(t) for t in re.findall(r"placed tile (\d+)", content)]
    assert tiles == [10, 20, 30]
    assert "earlier move" not in content


def test_too_many_are_cut_oldest_first_and_counted() -> None:
    game = tsuro_game()
    earlier = [[placed(n % 2, n)] for n in range(1, 201)]
    content, _ = turn_content(game, [placed(0, 999)], earlier=earlier)
    assert len(content) <= CONTENT_LIMIT
    tiles = [int(t) for t in re.findall(r"placed tile (\d+)", content)]
    [left_out] = re.findall(r"… and (\d+) earlier moves", content)
    # The newest of the earlier moves are kept, in order, and the newest position's own.
    assert tiles == [*range(int(left_out) + 1, 201), 999]
    assert 0 < int(left_out) < 200
    assert content.splitlines()[-1] == turn_content(game, [])[0].splitlines()[-1]


def test_positions_whose_moves_say_nothing_are_not_counted() -> None:
    game = tsuro_game()
    assert turn_content(game, [placed(0, 5)], earlier=[[], []]) == turn_content(
        game, [placed(0, 5)]
    )
