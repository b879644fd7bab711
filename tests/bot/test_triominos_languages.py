"""Triominos in six languages (issue 17), through the stand-in with the real bot process: a
French player's refusals, panel and private notes are French, with the numbers, while the
public turn message speaks the game's language (English here); a Russian player's points take
Russian's plural forms (1 очко, 3 очка, 5 очков); ``/game rules name:triominos`` from an
Italian client is the Italian summary. Rules cited: S3 (any first tile), D1 (draw penalty).
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path
from types import SimpleNamespace

import pytest
import pytest_asyncio

import i18n
from cogs.triominos.adapter import TriominosAdapter
from tests.bot.scene import Scene, private_to, running_bot

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Scene]:
    path: Path = tmp_path_factory.mktemp("triominos-languages") / "tessera.db"
    async with running_bot(f"sqlite+aiosqlite:///{path}", tables=4) as scene:
        yield scene


def russian_points(count: int) -> str:
    """Russian's plural of "очко" for a whole number (CLDR one / few / many)."""
    if count % 10 == 1 and count % 100 != 11:
        return "очко"
    if count % 10 in (2, 3, 4) and count % 100 not in (12, 13, 14):
        return "очка"
    return "очков"


async def test_a_french_player_is_answered_in_french_and_the_table_in_its_language(
    scene: Scene,
) -> None:
    table = scene.table("amelie", "bob")
    _lobby, thread, turn = await scene.started(table, "triominos")
    [mover] = [u for u in table.users if f"<@{u.id}>" in turn.content]
    mover.locale = "fr"
    panel = await (await scene.click(mover, turn, "tri_turn")).message()
    assert private_to(panel, mover)
    assert "**Votre tour · Triominos, partie n° " in panel.content, panel.content
    assert "Vos tuiles (" in panel.content and "Tuiles dans la pioche\u00a0:" in panel.content
    suggested = await scene.standin.autocomplete(
        mover, thread, "triominos place", {"tile": ""}, focused="tile"
    )
    first = (await suggested.choices())[0]
    assert re.search(r"\d+ emplacements? · au mieux \+\d+", first["name"]), first["name"]
    tile = first["value"]
    refusal = await scene.reply(mover, thread, "triominos place", {"tile": tile, "spot": "99"})
    assert private_to(refusal, mover)
    expected = (
        rf"^Il n'y a pas d'emplacement 99 pour {tile}\u00a0: ses emplacements sont numérotés "
    )
    assert re.search(expected + r"de 1 à \d+ \(appuyez sur Jouer votre tour", refusal.content), (
        refusal.content
    )
    # S3: any tile of the hand opens the round, on 0,0.
    note = await scene.reply(
        mover, thread, "triominos place", {"tile": tile, "spot": "0,0", "rotation": "0"}
    )
    assert private_to(note, mover)
    assert re.fullmatch(rf"Vous avez posé {tile} en 0,0 pour \d+ points?\.", note.content), (
        note.content
    )
    # The game was made without a language: its public messages stay English.
    laid = await scene.turn_message(thread, after=turn)
    assert f"{mover.name} laid {tile} on 0,0" in laid.content, laid.content
    assert "a posé" not in laid.content


async def test_a_russian_player_reads_points_in_russian_plural_forms(scene: Scene) -> None:
    table = scene.table("masha", "petya")
    _lobby, thread, turn = await scene.started(table, "triominos")
    [mover] = [u for u in table.users if f"<@{u.id}>" in turn.content]
    mover.locale = "ru"
    suggested = await scene.standin.autocomplete(
        mover, thread, "triominos place", {"tile": ""}, focused="tile"
    )
    tile = (await suggested.choices())[0]["value"]
    note = await scene.reply(
        mover, thread, "triominos place", {"tile": tile, "spot": "0,0", "rotation": "0"}
    )
    found = re.fullmatch(
        rf"Вы положили фишку {tile} на клетку 0,0 и получили (\d+) (\w+)\.", note.content
    )
    assert found is not None, note.content
    assert found[2] == russian_points(int(found[1])), note.content


async def test_russian_plural_forms_in_the_turn_messages_lines() -> None:
    """1 очко, 3 очка, 5 очков, 21 очко, 12 очков; a pass after three draws (D2) −10 очков."""
    game = SimpleNamespace(
        seats=[SimpleNamespace(name=n, is_computer=False) for n in ("Маша", "Петя")], options={}
    )
    adapter = TriominosAdapter()

    def laid(total: int) -> str | None:
        event = {
            "kind": "placed",
            "seat": 0,
            "tile": "0-0-1",
            "cell": "0,0",
            "corners": [0, 0, 1],
            "points": {"value": total, "total": total},
        }
        return adapter.describe_event(game, event)  # type: ignore[arg-type]

    with i18n.speaking("ru"):
        lines = {total: laid(total) for total in (1, 3, 5, 21, 12)}
        passed = adapter.describe_event(
            game,  # type: ignore[arg-type]
            {"kind": "passed", "seat": 1, "points": -10},
        )
    assert lines[1] == (
        "Маша кладёт фишку 0-0-1 на клетку 0,0 (вверху 0 · внизу справа 0 · внизу слева 1): 1 очко."
    )
    assert lines[3].endswith(": 3 очка.") and lines[5].endswith(": 5 очков.")
    assert lines[21].endswith(": 21 очко.") and lines[12].endswith(": 12 очков.")
    assert passed == "Петя пасует после трёх взятых фишек (−10 очков)."
    assert laid(5) == "Маша laid 0-0-1 on 0,0 (top 0 · bottom-right 0 · bottom-left 1): 5 points."


async def test_the_rules_from_an_italian_client_are_italian(scene: Scene) -> None:
    reader = scene.user("giulia")
    reader.locale = "it"
    rules = await scene.reply(reader, scene.channel("regole"), "game rules", {"name": "triominos"})
    assert private_to(rules, reader)
    assert rules.content.startswith("**Triominos** (2–6 giocatori)."), rules.content
    assert "riserva" in rules.content and "ponte" in rules.content and "esagono" in rules.content
    assert "400 punti" in rules.content and "**Gioca il tuo turno**" in rules.content
