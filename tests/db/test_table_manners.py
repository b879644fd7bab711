"""Take-backs through the store (issue 28), on SQLite and PostgreSQL: against computers at
once, among people by request; the log keeps every move and replays to the restored state."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
from sqlalchemy import text

from db.errors import LobbyError, NotAllowedError, NotFoundError, WrongStatusError
from db.migrate import upgrade
from db.records import GameInfo
from db.session import create_engine
from db.store import GameStore
from engine.core import TAKE_BACK
from tests.db.helpers import CHANNEL, GUILD, started, user

T0 = datetime(2026, 12, 3, 12, 0, tzinfo=UTC)


def canonical(value: object) -> str:
    return json.dumps(value, sort_keys=True)


def move_of(info: GameInfo, seat: int, kind: str) -> dict:
    return next(m for m in info.rules.legal_moves(info.state, seat) if m["kind"] == kind)


async def first_tile_placed(store: GameStore, info: GameInfo) -> GameInfo:
    """Triominos opens with a placement (S2); draws are possible once a tile lies."""
    seat = info.state.turn
    place = move_of(info, seat, "place")
    return (await store.play(info.id, user(seat), place, info.version)).game


async def replayed(store: GameStore, info: GameInfo) -> str:
    assert info.seed is not None
    log = [(m.seat, m.move) for m in await store.moves(info.id)]
    state = info.rules.replay(len(info.seats), info.options, info.seed, log)
    return canonical(info.rules.encode_state(state))


async def test_against_computers_a_move_and_their_replies_are_taken_back_at_once(
    store: GameStore,
) -> None:
    """Triominos, one person and one computer: the person's draw (which showed them a tile) is
    taken back with the computer's reply; the position, the hand, the scores and the pool's
    order are as before, and drawing again draws the same tile."""
    info = await started(store, "triominos", humans=1, computers=1)
    if not info.state.table:  # the person opens; else the computer already did
        info = await first_tile_placed(store, info)
    assert info.to_act == frozenset({0})
    before = info
    draw = move_of(info, 0, "draw")
    after = (await store.play(info.id, user(0), draw, info.version)).game
    result = await store.take_back(info.id, user(0), before.ply)
    restored = result.game
    assert canonical(restored.snapshot) == canonical(before.snapshot)
    assert restored.ply == after.ply + 1  # the log keeps the draw and adds the take-back
    assert result.actions[-1].events == ({"kind": TAKE_BACK, "seat": 0, "plies": 1},)
    assert await replayed(store, restored) == canonical(before.snapshot)
    assert await store.check_integrity() == []
    again = (await store.play(info.id, user(0), draw, restored.version)).game
    assert again.state.hands[0] == after.state.hands[0]


async def test_computers_replies_are_taken_back_with_the_move(store: GameStore) -> None:
    """Tsuro, one person and two computers (which play in the same transaction): the person's
    placement and both replies go; it is the person's turn again on the same board. (The seed
    is drawn at random by the store: a game the computers end at once is tried again.)"""
    for _ in range(20):
        info = await started(store, "tsuro", humans=1, computers=2)
        while not info.is_over and info.rules.legal_moves(info.state, 0)[0]["kind"] != "place":
            notch = info.rules.legal_moves(info.state, 0)[0]
            info = (await store.play(info.id, user(0), notch, info.version)).game
        if info.is_over:
            continue
        before = info
        place = next(
            (
                m
                for m in info.rules.legal_moves(info.state, 0)
                if info.rules.outcome(info.rules.apply(info.state, 0, m).state) is None
            ),
            None,
        )
        if place is None:
            continue
        after = (await store.play(info.id, user(0), place, info.version)).game
        if after.is_over:
            continue  # the computers' replies ended it: a finished game is not taken back
        assert after.ply >= before.ply + 2, "the computers replied"
        restored = (await store.take_back(info.id, user(0), before.ply)).game
        assert canonical(restored.snapshot) == canonical(before.snapshot)
        assert restored.to_act == frozenset({0})
        assert not any(s.eliminated_at for s in restored.seats)
        assert await store.check_integrity() == []
        return
    raise AssertionError("no game of twenty lasted past the person's first placement")


async def test_among_people_every_other_person_must_accept(store: GameStore) -> None:
    """Triominos, three people: Ann places a tile (nothing hidden shown) and asks; Bob accepts,
    nothing happens yet; Cy accepts and the tile is back in Ann's hand. A second request for
    the same move is refused."""
    info = await started(store, "triominos", humans=3)
    seat = info.state.turn
    mover = user(seat)
    before = info
    place = next(
        m
        for m in info.rules.legal_moves(info.state, seat)
        if m["kind"] == "place"
        and info.rules.may_take_back(info.state, seat, m, others_computers=False)
    )
    played = (await store.play(info.id, mover, place, info.version)).game
    with pytest.raises(NotAllowedError) as refused:
        await store.take_back(info.id, mover, before.ply)
    assert refused.value.code == "take_back_ask"
    request = await store.request_take_back(info.id, mover)
    others = [s for s in range(3) if s != seat]
    assert request.ply == before.ply and sorted(request.asked) == others
    with pytest.raises(NotAllowedError) as twice:
        await store.request_take_back(info.id, mover)
    assert twice.value.code == "take_back_asked"
    with pytest.raises(NotAllowedError) as own:
        await store.answer_take_back(info.id, mover, request.ply, accept=True)
    assert own.value.code == "take_back_not_asked"
    first, result = await store.answer_take_back(info.id, user(others[0]), request.ply, accept=True)
    assert result is None and first.waiting == (others[1],)
    assert (await store.get(info.id)).version == played.version
    last, result = await store.answer_take_back(info.id, user(others[1]), request.ply, accept=True)
    assert result is not None and not last.waiting
    assert canonical(result.game.snapshot) == canonical(before.snapshot)
    assert await store.check_integrity() == []


async def test_a_refusal_is_final_and_the_next_move_ends_a_request(store: GameStore) -> None:
    info = await started(store, "triominos", humans=3)
    seat = info.state.turn
    place = next(m for m in info.rules.legal_moves(info.state, seat) if m["kind"] == "place")
    info = (await store.play(info.id, user(seat), place, info.version)).game
    request = await store.request_take_back(info.id, user(seat))
    refuser, other = request.asked
    answered, result = await store.answer_take_back(
        info.id, user(refuser), request.ply, accept=False
    )
    assert result is None and answered.refused_by == refuser and answered.waiting == ()
    with pytest.raises(NotAllowedError) as final:
        await store.answer_take_back(info.id, user(other), request.ply, accept=True)
    assert final.value.code == "take_back_refused"
    assert (await store.get(info.id)).version == info.version

    # Another move: the next player's; an old request then answers "too late".
    nxt = info.state.turn
    move = info.rules.legal_moves(info.state, nxt)[0]
    info = (await store.play(info.id, user(nxt), move, info.version)).game
    with pytest.raises(NotAllowedError) as late:
        await store.answer_take_back(info.id, user(other), request.ply, accept=True)
    assert late.value.code == "take_back_late"
    with pytest.raises(NotFoundError):
        await store.answer_take_back(info.id, user(other), request.ply + 5, accept=True)


async def test_a_move_that_showed_the_mover_a_hidden_tile_is_not_asked_for(
    store: GameStore,
) -> None:
    """Among people, a draw (its tile now in the drawer's hand) may not be taken back."""
    info = await first_tile_placed(store, await started(store, "triominos", humans=2))
    seat = info.state.turn
    info = (await store.play(info.id, user(seat), move_of(info, seat, "draw"), info.version)).game
    with pytest.raises(NotAllowedError) as refused:
        await store.request_take_back(info.id, user(seat))
    assert refused.value.code == "take_back_not_allowed"


async def test_only_ones_own_last_move_is_taken_back(store: GameStore) -> None:
    info = await started(store, "triominos", humans=2)
    seat = info.state.turn
    place = next(m for m in info.rules.legal_moves(info.state, seat) if m["kind"] == "place")
    info = (await store.play(info.id, user(seat), place, info.version)).game
    with pytest.raises(NotAllowedError) as other:
        await store.request_take_back(info.id, user(1 - seat))
    assert other.value.code == "take_back_not_yours"
    with pytest.raises(NotAllowedError) as stranger:
        await store.request_take_back(info.id, user(7))
    assert stranger.value.code == "not_seated"


# -- rematches and invitations ------------------------------------------------------------------
async def test_a_rematch_copies_the_table_and_invites_the_other_people(store: GameStore) -> None:
    """Tsuro, three people, over when two resign: Bob's rematch has the same options, language
    and seats, Bob seated, Ann and Cy invited; asking again gives the same lobby."""
    info = await started(store, "tsuro", humans=3, computers=0)
    for seat in (0, 2):
        info = (await store.resign(info.id, user(seat))).game
    assert info.is_over
    lobby, opened = await store.rematch(info.id, user(1), "Bob")
    assert opened and lobby.rematch_of == info.id
    assert lobby.options == info.options and lobby.language == info.language
    assert lobby.max_seats == 3 and [s.user_id for s in lobby.seats] == [user(1)]
    assert lobby.creator_id == user(1)
    assert await store.invited(lobby.id) == [user(0), user(2)]
    again, opened = await store.rematch(info.id, user(0), "Ann")
    assert not opened and again.id == lobby.id
    joined = await store.join(lobby.id, user(0), "Ann")
    assert await store.invited(lobby.id) == [user(2)]
    assert len(joined.seats) == 2


async def test_a_rematch_keeps_computer_seats_and_only_players_ask(store: GameStore) -> None:
    lobby = await store.create_lobby(
        "triominos",
        guild_id=GUILD,
        channel_id=CHANNEL,
        creator_id=user(0),
        creator_name="Ann",
        max_seats=2,
        language="fr",
    )
    await store.add_computer(lobby.id, user(0), "Bot", "hard")
    with pytest.raises(WrongStatusError):
        await store.rematch(lobby.id, user(0), "Ann")
    info = (await store.start(lobby.id, user(0))).game
    info = (await store.resign(info.id, user(0))).game
    assert info.is_over
    with pytest.raises(NotAllowedError) as stranger:
        await store.rematch(info.id, user(5), "Eve")
    assert stranger.value.code == "not_seated"
    again, _ = await store.rematch(info.id, user(0), "Ann")
    assert [(s.is_computer, s.level) for s in again.seats] == [(False, None), (True, "hard")]
    assert again.language == "fr" and await store.invited(again.id) == []


async def test_invitations_fill_free_seats_once(store: GameStore) -> None:
    lobby = await store.create_lobby(
        "tsuro",
        guild_id=GUILD,
        channel_id=CHANNEL,
        creator_id=user(0),
        creator_name="Ann",
        max_seats=3,
    )
    assert await store.invite(lobby.id, user(0), [user(1), user(1), user(0), user(2)]) == [
        user(1),
        user(2),
    ]
    assert await store.invite(lobby.id, user(0), [user(1)]) == []
    with pytest.raises(NotAllowedError):
        await store.invite(lobby.id, user(3), [user(4)])
    await store.join(lobby.id, user(1), "Bob")
    await store.join(lobby.id, user(3), "Dan")
    assert await store.invited(lobby.id) == [user(2)]
    with pytest.raises(LobbyError) as full:
        await store.invite(lobby.id, user(0), [user(5)])
    assert full.value.code == "lobby_full"


async def test_the_migration_keeps_every_seat_and_move(database_url: str) -> None:
    """0012 adds ``games.rematch_of`` to a database in use: its games and seats stay."""
    engine = create_engine(database_url)
    try:
        await upgrade(engine, "0009")
        stamp = {"t": T0.replace(tzinfo=None) if "sqlite" in database_url else T0}
        async with engine.begin() as connection:
            await connection.execute(
                text(
                    "INSERT INTO games (id, game, options, status, channel_id, creator_id, "
                    "max_seats, ply, to_act_mask, version, created_at, updated_at, "
                    "computer_to_act) VALUES "
                    "(1, 'tsuro', '{}', 'lobby', 1, 10, 2, 0, 0, 1, :t, :t, false)"
                ),
                stamp,
            )
            await connection.execute(
                text(
                    "INSERT INTO seats (game_id, seat, user_id, is_computer, name, joined_at) "
                    "VALUES (1, 0, 10, false, 'Ann', :t)"
                ),
                stamp,
            )
        await upgrade(engine)
        async with engine.connect() as connection:
            seats = (await connection.execute(text("SELECT name FROM seats"))).all()
            rematch = (await connection.execute(text("SELECT rematch_of FROM games"))).all()
        assert [row[0] for row in seats] == ["Ann"]
        assert [row[0] for row in rematch] == [None]
    finally:
        await engine.dispose()
