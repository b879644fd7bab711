"""Woods of Tarnaris in several languages at one table (issue 17), through the stand-in: what
the bot answers one player privately speaks that player's Discord language, what it posts to
the channel about the same action speaks the game's language, and a Russian refusal counts in
Russian."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncEngine

from db.models import GameRow
from db.session import create_engine, create_session_factory
from db.store import GameStore
from tests.bot.scene import Scene, Table, private_to, running_bot
from tests.bot.tarnaris_play import by_id, command_for, find_position, record, wrong_claim

pytestmark = pytest.mark.asyncio(loop_scope="module")


class World:
    def __init__(self, scene: Scene, store: GameStore, engine: AsyncEngine) -> None:
        self.scene = scene
        self.store = store
        self.engine = engine

    async def imported(
        self, table: Table, seed: int, moves: list, options: dict, language: str
    ) -> int:
        """A game replayed from ``moves``, whose public messages speak ``language``."""
        game = await self.store.import_record(
            record(table.users, seed, moves, options),
            guild_id=table.guild.id,
            channel_id=table.channel.id,
            creator_id=table.users[0].id,
        )
        async with self.engine.begin() as connection:
            await connection.execute(
                update(GameRow).where(GameRow.id == game.id).values(language=language)
            )
        return game.id


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def world(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[World]:
    path: Path = tmp_path_factory.mktemp("tarnaris-languages") / "tessera.db"
    url = f"sqlite+aiosqlite:///{path}"
    async with running_bot(url, tables=4) as scene:
        engine = create_engine(url)
        try:
            yield World(scene, GameStore(create_session_factory(engine)), engine)
        finally:
            await engine.dispose()


async def test_a_french_claimer_in_a_german_game(world: World) -> None:
    """K1/K3: a French player's wrong claim in a German game. Their answer (the note, the
    penalty question) and their field are French; the claim's public result and the turn
    message are German, and name no face-down value (T4 Async)."""
    table = world.scene.table("alice", "bob", "carol")
    options = {"giver_chooses": False}
    seed, moves, (seat, slot, pile) = find_position(3, options, wrong_claim)
    game_id = await world.imported(table, seed, moves[:-1], options, "de")
    last = moves[-1]
    name, typed = command_for(last["move"], table.users)
    await world.scene.reply(table.users[last["seat"]], table.channel, name, typed)
    claimer = table.users[seat]
    claimer.locale = "fr"
    before = len(world.scene.standin.public_messages())
    answer = await world.scene.reply(
        claimer, table.channel, "tarnaris claim", {"slot": slot, "pile": str(pile)}
    )
    assert private_to(answer, claimer)
    assert answer.content.startswith(f"Faux\u00a0: l'emplacement {slot} cachait un ")
    assert "qui vous donne la carte de pénalité\u00a0?" in answer.content
    posted = world.scene.standin.public_messages()[before:]
    result = next(m for m in posted if "Ich weiß es!" in m.content)
    assert f"Falsch: Kartenplatz {slot} von {claimer.name} war der falsche" in result.content
    assert "Faux" not in result.content and "cachait" not in result.content
    game = await world.store.get(game_id)
    turn = by_id(world.scene.standin.messages_in(table.channel), game.turn_message_id)
    assert "· Partie #" in turn.content and "Warten auf " in turn.content
    field = await world.scene.reply(claimer, table.channel, "game hand", {})
    assert private_to(field, claimer)
    cards = sum(map(len, game.state.fields[seat]))
    assert f"Votre zone de jeu, {cards} cartes (emplacement\u00a0: cartes)" in field.content


async def test_a_russian_refusal_counts_in_russian(world: World) -> None:
    """A seat that does not exist, named by a Russian player: refused privately in Russian,
    with the number of seats in its Russian plural ("3 места"), nothing posted publicly."""
    table = world.scene.table("dasha", "egor", "fyodor")
    options = {"giver_chooses": False}
    seed, moves, _found = find_position(3, options, wrong_claim)
    await world.imported(table, seed, moves, options, "it")
    user = table.users[0]
    user.locale = "ru"
    before = len(world.scene.standin.public_messages())
    answer = await world.scene.reply(user, table.channel, "tarnaris penalty", {"seat": 4})
    assert private_to(answer, user)
    assert answer.content == ("Места 4 нет: в этой партии 3 места; `/game status` их перечисляет.")
    assert len(world.scene.standin.public_messages()) == before
