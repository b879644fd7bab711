"""The Triominos turn components against Discord's limits, without a bot: selects of at most 25
options, four selects and one button row a message, pages beyond 100 spots, custom ids that
the restart-proof items parse back; and the typed forms of tiles and rotations."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from cogs.kit.components import GameComponent
from cogs.triominos.adapter import TriominosAdapter, TurnChoices, round_text, tile_text
from cogs.triominos.pickers import panel_view, spots_view
from engine.triominos import TRIOMINOS, greedy_move, spots
from engine.triominos.tiles import parse_tile, tile_set
from render import triominos as draw
from tests.standin.limits import check_message

REF = (123456789012345678, 987)


def fake_spots(count: int) -> list[dict[str, Any]]:
    """``count`` spots of tile 1-2-3, each on its own cell, with made-up points."""
    points = {"value": 6, "bridge": 0, "hexagon": 0, "start": 0, "total": 6}
    return [
        {"cell": f"{n},-{n % 7}", "rotation": n % 3, "corners": [1, 2, 3], "points": points}
        for n in range(count)
    ]


def components(view: Any) -> list[dict[str, Any]]:
    return view.to_components()  # type: ignore[no-any-return]


def custom_ids(rows: list[dict[str, Any]]) -> list[str]:
    return [item["custom_id"] for row in rows for item in row["components"]]


def assert_parsable(ids: list[str]) -> None:
    """Every id is short enough, unique, and rebuilt by the one dynamic item."""
    assert len(ids) == len(set(ids))
    for custom_id in ids:
        assert len(custom_id) <= 100
        assert GameComponent.__discord_ui_compiled_template__.fullmatch(custom_id), custom_id


async def test_a_few_spots_make_one_select() -> None:
    lines, view = spots_view(REF, "1-2-3", fake_spots(3), 0)
    rows = components(view)
    check_message({"content": "\n".join(lines), "components": rows}, [])
    [select_row, buttons] = rows
    assert [o["value"] for o in select_row["components"][0]["options"]] == ["1", "2", "3"]
    assert [b["label"] for b in buttons["components"]] == ["Another tile"]
    assert_parsable(custom_ids(rows))


@pytest.mark.parametrize(
    ("count", "page", "sizes", "buttons"),
    [
        (26, 0, [25, 1], ["Another tile"]),
        (100, 0, [25, 25, 25, 25], ["Another tile"]),
        (130, 0, [25, 25, 25, 25], ["Another tile", "More spots"]),
        (130, 1, [25, 5], ["Another tile", "Previous spots"]),
        (230, 1, [25, 25, 25, 25], ["Another tile", "Previous spots", "More spots"]),
        (130, 9, [25, 5], ["Another tile", "Previous spots"]),  # a page past the end: the last
    ],
)
async def test_many_spots_are_split_and_paged(
    count: int, page: int, sizes: list[int], buttons: list[str]
) -> None:
    lines, view = spots_view(REF, "1-2-3", fake_spots(count), page)
    rows = components(view)
    check_message({"content": "\n".join(lines), "components": rows}, [])
    selects = [row["components"][0] for row in rows[:-1]]
    assert [len(s["options"]) for s in selects] == sizes
    numbers = [int(o["value"]) for s in selects for o in s["options"]]
    assert numbers == list(range(numbers[0], numbers[0] + len(numbers)))
    assert numbers[0] == 1 + 100 * min(page, (count - 1) // 100)
    assert [b["label"] for b in rows[-1]["components"]] == buttons
    assert_parsable(custom_ids(rows))


async def test_the_panel_splits_a_big_hand_and_offers_draw_and_pass() -> None:
    fitting = [
        (name, fake_spots(2)) for name in ["-".join(map(str, t)) for t in tile_set("76")[:60]]
    ]
    choices = TurnChoices(
        hand=[name for name, _ in fitting],
        fitting=fitting,
        may_draw=True,
        may_pass=True,
        draw_points=-5,
        pass_points=-10,
        draws=2,
    )
    lines, view = panel_view(REF, choices)
    rows = components(view)
    check_message({"content": "\n".join(lines), "components": rows}, [])
    assert [len(row["components"][0]["options"]) for row in rows[:-1]] == [25, 25, 10]
    assert [b["label"] for b in rows[-1]["components"]] == ["Draw (−5)", "Pass (−10)"]
    assert "You may draw (−5; 2 of 3 drawn)." in lines
    assert_parsable(custom_ids(rows))


async def test_a_panel_with_nothing_that_fits() -> None:
    choices = TurnChoices(
        hand=["0-0-0"],
        fitting=[],
        may_draw=False,
        may_pass=True,
        draw_points=-5,
        pass_points=0,
        draws=0,
    )
    lines, view = panel_view(REF, choices)
    assert lines == ["None of your tiles fits the table now.", "You may pass (no penalty)."]
    assert [b["label"] for row in components(view) for b in row["components"]] == [
        "Pass (no penalty)"
    ]


@pytest.mark.parametrize(
    ("typed", "name"),
    [
        ("1-2-3", "1-2-3"),
        ("2-3-1", "1-2-3"),
        ("312", "1-2-3"),
        ("3 1 2", "1-2-3"),
        ("1,3,2", "1-3-2"),
        ("5-5-5", "5-5-5"),
        ("7-x-2", "7-x-2"),
        ("1-2", "1-2"),
    ],
)
def test_typed_tiles_in_any_rotation(typed: str, name: str) -> None:
    assert tile_text(typed) == name


def test_typed_rotations_match_the_spots() -> None:
    """A rotation is 0–2, or the numbers as laid clockwise from the cell's corner 0: the
    corners each spot lists name its own rotation."""
    state = TRIOMINOS.setup(2, TRIOMINOS.normalize_options({}), 11)
    seat = next(iter(TRIOMINOS.to_act(state)))
    name = "-".join(map(str, state.hands[seat][0]))
    found = spots(state, seat, parse_tile(name))  # type: ignore[arg-type]
    assert {s["rotation"] for s in found} <= {0, 1, 2} and found
    for spot in found:
        laid = "-".join(map(str, spot["corners"]))
        assert TriominosAdapter.rotation_of(name, laid) == spot["rotation"]
        assert TriominosAdapter.rotation_of(name, str(spot["rotation"])) == spot["rotation"]
    assert TriominosAdapter.rotation_of(name, "up") is None


README_PICTURE = Path(__file__).resolve().parents[2] / "docs" / "triominos-spots.png"


def readme_spots_png() -> bytes:
    """The README's picture: seed 149, three greedy players, ten moves, then where Alice's 2-4-3
    fits (spot 2 completes a hexagon). Rebuild it with ``python -c "from
    tests.bot.test_triominos_views import readme_spots_png as p;
    open('docs/triominos-spots.png', 'wb').write(p())"``."""
    state = TRIOMINOS.setup(3, TRIOMINOS.normalize_options({}), 149)
    for _ in range(10):
        seat = next(iter(TRIOMINOS.to_act(state)))
        state = TRIOMINOS.apply(state, seat, greedy_move(state, seat)).state
    seat = next(iter(TRIOMINOS.to_act(state)))
    found = spots(state, seat, parse_tile("2-4-3"))  # type: ignore[arg-type]
    assert [s["points"]["hexagon"] for s in found] == [0, 50, 0, 0]
    view = TRIOMINOS.view(state, None)
    return draw.spots_png(view, "2-4-3", found, ["Alice", "Bob", "Carol"])


def test_the_readme_picture_can_be_rebuilt() -> None:
    rebuilt = Image.open(io.BytesIO(readme_spots_png()))
    committed = Image.open(README_PICTURE)
    assert committed.format == "PNG" and committed.size == rebuilt.size


NAMES = ["Ann", "Ben", "Cy"]


def test_a_round_won_by_going_out_is_explained() -> None:
    """R1: +25 and the tiles left in the others' hands."""
    ended = {
        "round": 2,
        "how": "out",
        "winners": [1],
        "hand_totals": [9, 0, 14],
        "changes": [0, 48, 0],
        "scores": [60, 148, 33],
    }
    text = round_text(NAMES, False, ended)
    assert "**Round 2 is over.** Points left in hands: Ann 9, Ben 0, Cy 14." in text
    assert "Ben went out: +25 bonus + 23 (the points left in the others' hands) = +48." in text
    assert text.endswith("Scores after round 2: Ann 60, Ben 148, Cy 33.")


def test_a_blocked_round_is_explained_and_a_resigned_seat_left_out() -> None:
    """R2: the lowest hand scores the others' tiles minus its own; ties each score."""
    ended = {
        "round": 1,
        "how": "blocked",
        "winners": [0, 2],
        "hand_totals": [4, None, 4],
        "changes": [0, 0, 0],
        "scores": [10, 5, 12],
    }
    text = round_text(NAMES, False, ended)
    assert "Points left in hands: Ann 4, Cy 4." in text
    assert "Ann holds the fewest points: +4 (the points left in the others' hands) − 4" in text
    assert "Cy holds the fewest points: +4" in text and "= +0." in text


def test_simple_scoring_rounds() -> None:
    """G2: +5 to the first out only; a blocked round scores nothing."""
    out = {
        "round": 1,
        "how": "out",
        "winners": [2, 0],
        "hand_totals": [0, 3, 0],
        "changes": [0, 0, 5],
        "scores": [7, 6, 14],
    }
    text = round_text(NAMES, True, out)
    assert "Cy went out first: +5." in text and "Ann went out" not in text
    blocked = out | {"how": "blocked", "winners": [1], "changes": [0, 0, 0]}
    assert "Blocked: Ben holds the fewest points (no score)." in round_text(NAMES, True, blocked)
