"""Every numbered rule of rules/tsuro.md on positions built directly (``build_state``)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.core import EngineError, IllegalMoveError, InvalidMoveError
from engine.rng import derive
from engine.tsuro import TSURO, build_state, hand_options, preview
from engine.tsuro.game import TsuroState
from engine.tsuro.tiles import identify, normalize


def tile(name: str) -> tuple[int, int]:
    return identify(normalize((int(p[0]) - 1, int(p[1]) - 1) for p in name.split("-")))


U_TURNS = tile("12-34-56-78")  # (1, 0): every port turns back to its own side
STRAIGHT = tile("16-25-38-47")  # (34, 0): straight across
CROSS_67 = tile("12-34-58-67")  # (3, 0): top-left port ↔ left-top port
SPLIT = tile("16-25-34-78")  # (13, 90): 6→1 straight down, 7→8 back out on the left


def place(number: int, rotation: int) -> dict[str, Any]:
    return {"kind": "place", "tile": number, "rotation": rotation}


def play(state: TsuroState, seat: int, move: dict[str, Any]) -> tuple[TsuroState, list[dict]]:
    applied = TSURO.apply(state, seat, move)
    return applied.state, applied.events


def kinds(events: list[dict]) -> list[str]:
    return [event["kind"] for event in events]


def code_of(call: Any) -> str:
    with pytest.raises(EngineError) as error:
        call()
    return error.value.code


# -- components ----------------------------------------------------------------------------------
def test_t5_one_dragon_token_and_eight_markers() -> None:
    """T5: up to 8 markers (one per seat); one dragon, held by one seat or by nobody, and
    never placed on the board."""
    assert TSURO.max_players == 8
    state = build_state(
        8,
        markers={s: (f"{'ABCDEF'[s % 6]}{1 + s // 6 * 3}", 6) for s in range(8)},
        hands={0: [34]},
        dragon=5,
    )
    assert TSURO.view(state, None)["dragon"] == 5
    assert len(TSURO.view(state, None)["markers"]) == 8
    after, _ = play(state, 0, place(34, 0))
    assert after.dragon == 5 and len(after.order) == 1, "the dragon is a token, not a tile"


# -- set-up --------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 9])
def test_s1_two_to_eight_players(players: int) -> None:
    """S1: 2 to 8 players."""
    assert code_of(lambda: TSURO.setup(players, {}, 1)) == "player_count"


def test_s1_seat_order_is_the_order_of_play() -> None:
    """S1: notches are chosen, then turns taken, in seat order."""
    state = TSURO.setup(3, {}, 5)
    for seat, notch in enumerate([1, 20, 30]):
        assert TSURO.to_act(state) == {seat}
        state, _ = play(state, seat, {"kind": "notch", "notch": notch})
    turns = []
    for _ in range(4):
        turns.append(state.turn)
        state, _ = play(state, state.turn, TSURO.legal_moves(state, state.turn)[0])
        if state.phase == "over":
            break
    assert turns[:3] == [0, 1, 2]


def test_s2_three_tiles_each_face_down_rest_in_the_pile() -> None:
    """S2: a seeded shuffle of the 35 tiles, 3 to each player, the rest in the pile."""
    state = TSURO.setup(8, {}, 11)
    assert all(len(hand) == 3 for hand in state.hands)
    assert len(state.pile) == 35 - 24
    assert sorted([*state.pile, *(t for hand in state.hands for t in hand)]) == list(range(1, 36))
    assert state.dragon == -1
    again = TSURO.setup(8, {}, 11)
    other = TSURO.setup(8, {}, 12)
    assert again.hands == state.hands and other.hands != state.hands
    view = TSURO.view(state, 2)
    assert view["hand"] == list(state.hands[2])
    assert view["hands"] == [list(state.hands[2]) if s == 2 else None for s in range(8)]
    assert view["dragon"] is None and view["pile"] == 11


def test_s3_free_notches_shared_edge_squares_and_random_notch() -> None:
    """S3: each chooses a free notch; two markers may share an edge square (notches 5 and 6
    are both C1's); a taken notch is refused; a random free notch may be asked for."""
    state = TSURO.setup(3, {}, 3)
    assert {"kind": "random_notch"} in TSURO.legal_moves(state, 0)
    assert len(TSURO.legal_moves(state, 0)) == 49
    state, events = play(state, 0, {"kind": "notch", "notch": 5})
    assert events == [
        {"kind": "notch_chosen", "seat": 0, "notch": 5, "square": "C1", "port": 6, "random": False}
    ]
    assert {"kind": "notch", "notch": 5} not in TSURO.legal_moves(state, 1)
    assert code_of(lambda: TSURO.apply(state, 1, {"kind": "notch", "notch": 5})) == "notch_taken"
    state, events = play(state, 1, {"kind": "notch", "notch": 6})
    assert events[0]["square"] == "C1" and events[0]["port"] == 5
    chosen, events = play(state, 2, {"kind": "random_notch"})
    notch = events[0]["notch"]
    assert events[0]["random"] is True and notch not in (5, 6)
    assert chosen.starts == (5, 6, notch)
    assert play(state, 2, {"kind": "random_notch"})[1] == events, "seeded, so replayable"


def test_s4_first_seat_plays_first_once_all_markers_are_placed() -> None:
    """S4: after the last notch, the first seat takes the first turn."""
    state = TSURO.setup(2, {}, 8)
    state, _ = play(state, 0, {"kind": "notch", "notch": 7})
    assert state.phase == "notch" and state.turn == 1
    state, _ = play(state, 1, {"kind": "notch", "notch": 30})
    assert state.phase == "play" and TSURO.to_act(state) == {0}
    assert all(move["kind"] == "place" for move in TSURO.legal_moves(state, 0))


# -- a turn --------------------------------------------------------------------------------------
def middle(**extra: Any) -> TsuroState:
    """Seat 0 facing C3 from above, far from the edge and from seat 1 (facing E5)."""
    return build_state(
        2,
        markers={0: ("C3", 6), 1: ("E5", 6)},
        hands={0: [1, 34, 20], 1: [2, 3, 4]},
        pile=[5, 6, 7],
        **extra,
    )


def test_p1_place_from_hand_in_any_rotation_on_the_faced_square() -> None:
    """P1: a hand tile, in any of 4 rotations (listed even when symmetric), on the one square
    the marker faces."""
    state = middle()
    moves = TSURO.legal_moves(state, 0)
    assert len(moves) == 12
    assert [m for m in moves if m["tile"] == 1] == [place(1, r) for r in (0, 90, 180, 270)]
    after, events = play(state, 0, place(20, 90))
    assert events[0] == {
        "kind": "placed",
        "seat": 0,
        "tile": 20,
        "rotation": 90,
        "square": "C3",
        "order": 1,
    }
    assert TSURO.view(after, None)["tiles"] == [
        {"square": "C3", "tile": 20, "rotation": 90, "order": 1}
    ]
    assert TSURO.view(after, None)["last_placed"] == "C3"
    assert code_of(lambda: TSURO.apply(state, 0, place(2, 0))) == "tile_not_in_hand"


def test_p2_every_marker_facing_the_new_tile_moves() -> None:
    """P2: the mover's marker and another facing the same square follow their paths."""
    state = build_state(
        2,
        markers={0: ("C3", 6), 1: ("C3", 3)},
        hands={0: [STRAIGHT[0]], 1: [2]},
        pile=[5],
    )
    after, events = play(state, 0, place(*STRAIGHT))
    moved = {e["seat"]: e for e in events if e["kind"] == "moved"}
    assert moved[0]["trail"] == [["C3", 6, 1]]
    assert moved[0]["to"] == {"square": "C4", "port": 6, "notch": None}
    assert moved[1]["trail"] == [["C3", 3, 8]]
    assert moved[1]["to"] == {"square": "B3", "port": 3, "notch": None}
    markers = TSURO.view(after, None)["markers"]
    assert markers[0]["facing"] == "C4" and markers[1]["facing"] == "B3"
    assert markers[0]["trail"] == [["C3", 6, 1]]


def test_p3_off_the_edge_is_out_and_p4_allows_it_when_every_option_is_suicide() -> None:
    """P3 (edge) and P4's exception: the U-turn tile sends the marker at notch 48 out by
    notch 47 in every rotation; being the only tile, it must be played."""
    state = build_state(
        3,
        markers={0: ("A1", 7), 1: ("C3", 6), 2: ("E5", 6)},
        hands={0: [U_TURNS[0]], 1: [2], 2: [3]},
        pile=[9, 10, 11],
    )
    assert len(TSURO.legal_moves(state, 0)) == 4
    after, events = play(state, 0, place(*U_TURNS))
    assert {"kind": "eliminated", "seat": 0, "cause": "edge", "with": [],
            "at": {"square": "A1", "port": 8, "notch": 47}} in events  # fmt: skip
    assert after.alive == (False, True, True) and after.turn == 1
    assert TSURO.view(after, None)["markers"][0]["eliminated"]["cause"] == "edge"


def collision(players: int, strict: bool) -> TsuroState:
    """Seats 0 and 1 face A1 from notches 48 and 1; CROSS_67 joins those two ports."""
    markers = {0: ("A1", 7), 1: ("A1", 6), 2: ("E5", 6), 3: ("C3", 6)}
    return build_state(
        players,
        markers={s: markers[s] for s in range(players)},
        hands={0: [CROSS_67[0], STRAIGHT[0]], 1: [2, 4, 5]},
        pile=[20, 21, 22, 23],
        options={"strict_suicide": strict},
    )


def test_p4_no_suicide_while_a_safe_placement_exists() -> None:
    """P4/E2: running off the edge or into a collision is refused, naming a safe move."""
    state = collision(3, strict=True)
    legal = TSURO.legal_moves(state, 0)
    assert place(3, 0) not in legal  # a collision with seat 1
    assert place(3, 90) not in legal  # off the edge
    assert place(3, 270) in legal and place(34, 0) in legal
    with pytest.raises(IllegalMoveError) as error:
        TSURO.apply(state, 0, place(3, 0))
    assert error.value.code == "suicide"
    assert error.value.data["cause"] == "collision"
    assert error.value.data["safe_move"] in legal
    with pytest.raises(IllegalMoveError) as error:
        TSURO.apply(state, 0, place(3, 90))
    assert error.value.data["cause"] == "edge"


def test_v2_lenient_suicide_allows_collisions_not_the_edge() -> None:
    """V2 (strict_suicide off): only running off the edge by one's own path is refused."""
    state = collision(3, strict=False)
    legal = TSURO.legal_moves(state, 0)
    assert place(3, 0) in legal and place(3, 90) not in legal
    after, events = play(state, 0, place(3, 0))
    gone = [e for e in events if e["kind"] == "eliminated"]
    assert [(e["seat"], e["cause"], e["with"]) for e in gone] == [
        (0, "collision", [1]),
        (1, "collision", [0]),
    ]
    assert {e["at"]["notch"] for e in gone} == {1, 48}
    assert after.phase == "over" and after.winners == (2,)


def test_p3_and_g2_a_collision_of_the_last_two_shares_the_win() -> None:
    """P3: all moves of a placement resolve at once; G2: the last markers, eliminated by
    the same placement, share the win."""
    after, events = play(collision(2, strict=False), 0, place(3, 0))
    assert events[-1] == {"kind": "game_over", "winners": [0, 1], "reason": "shared_elimination"}
    outcome = TSURO.outcome(after)
    assert outcome is not None and outcome.winners == {0, 1}
    assert TSURO.to_act(after) == frozenset()


def split(**extra: Any) -> dict[str, Any]:
    """Seat 0 faces A3 from above, seat ``out`` faces it from the left edge: SPLIT takes
    seat 0 down to A4 and the other out again at the edge."""
    return {
        "markers": {0: ("A3", 6), 1: ("D5", 6), 2: ("F2", 1), 3: ("A3", 7)},
        **extra,
    }


def test_p5_p6_hands_of_the_eliminated_go_into_the_pile_then_the_mover_draws() -> None:
    """P5: the eliminated player's tiles are shuffled into the pile; P6: the mover draws one
    (the event never says which) and play passes to the next player still in."""
    state = build_state(
        4,
        **split(
            hands={0: [SPLIT[0], 30, 31], 1: [2, 4, 5], 2: [6, 7, 8], 3: [9, 10, 11]},
            pile=[20, 21],
        ),
        seed=4,
    )
    after, events = play(state, 0, place(*SPLIT))
    assert kinds(events) == ["placed", "moved", "moved", "eliminated", "tiles_returned", "drew"]
    assert events[4] == {"kind": "tiles_returned", "seat": 3, "count": 3}
    assert events[5] == {"kind": "drew", "seat": 0, "count": 1}
    assert after.hands[3] == () and len(after.hands[0]) == 3
    assert sorted(after.pile + after.hands[0]) == [9, 10, 11, 20, 21, 30, 31]
    assert after.pile != (20, 21, 9, 10), "shuffled in, not appended"
    assert after.turn == 1


def test_p6_turn_passes_clockwise_over_eliminated_players() -> None:
    """P6: after seat 2 plays, seat 3 is out, so seat 0 is next."""
    state = build_state(
        4,
        markers={0: ("A3", 6), 1: ("D5", 6), 2: ("C3", 6), 3: ("F2", 1)},
        hands={0: [1], 1: [2], 2: [34], 3: []},
        pile=[20],
        turn=2,
        out=[3],
    )
    after, events = play(state, 2, place(34, 0))
    assert after.turn == 0 and events[-1] == {"kind": "drew", "seat": 2, "count": 1}


def test_p7_an_empty_hand_skips_the_turn() -> None:
    """P7 (decision): a player with no tile when their turn comes is skipped."""
    state = build_state(
        3,
        markers={0: ("C3", 6), 1: ("D5", 6), 2: ("F2", 1)},
        hands={0: [34, 2], 1: [], 2: [4]},
        dragon=1,
    )
    after, events = play(state, 0, place(34, 0))
    assert {"kind": "turn_skipped", "seat": 1} in events
    assert after.turn == 2


# -- the dragon ----------------------------------------------------------------------------------
def test_d1_the_first_to_find_the_pile_empty_takes_the_dragon() -> None:
    """D1: the mover takes the dragon; while it is held, nobody draws from the empty pile."""
    state = build_state(
        3,
        markers={0: ("C3", 6), 1: ("D5", 6), 2: ("F2", 1)},
        hands={0: [34, 2], 1: [4, 5], 2: [6]},
    )
    after, events = play(state, 0, place(34, 0))
    assert events[-1] == {"kind": "dragon_taken", "seat": 0}
    assert TSURO.view(after, 2)["dragon"] == 0
    later, events = play(after, 1, TSURO.legal_moves(after, 1)[0])
    assert kinds(events)[-1] in ("moved", "placed") and later.dragon == 0


def test_d2_d3_returned_tiles_are_dealt_from_the_dragon_holder_round() -> None:
    """D2 (updated): the holder draws first (giving the dragon back), then clockwise one at a
    time, the mover's own draw being one of these turns; D3: when the pile runs out, the
    dragon goes to the first player still short, from where drawing stopped."""
    state = build_state(
        4,
        **split(hands={0: [SPLIT[0]], 1: [2], 2: [4], 3: [9, 10, 11]}, dragon=2),
    )
    after, events = play(state, 0, place(*SPLIT))
    assert events[4:] == [
        {"kind": "tiles_returned", "seat": 3, "count": 3},
        {"kind": "drew", "seat": 2, "count": 1},
        {"kind": "dragon_returned", "seat": 2},
        {"kind": "drew", "seat": 0, "count": 1},
        {"kind": "drew", "seat": 1, "count": 1},
        {"kind": "dragon_taken", "seat": 2},
    ]
    assert [len(hand) for hand in after.hands] == [1, 2, 2, 0]
    assert after.dragon == 2 and after.pile == ()


def test_d2_dealing_stops_when_everyone_holds_three() -> None:
    state = build_state(
        4,
        **split(hands={0: [SPLIT[0], 30, 31], 1: [2, 4], 2: [5, 6, 7], 3: [9, 10, 11]}, dragon=1),
    )
    after, events = play(state, 0, place(*SPLIT))
    assert [len(hand) for hand in after.hands] == [3, 3, 3, 0]
    assert after.dragon == -1 and len(after.pile) == 1
    assert {"kind": "dragon_returned", "seat": 1} in events


def test_d4_an_eliminated_holder_passes_the_dragon_on() -> None:
    """D4: to the next player clockwise still in with fewer than 3 tiles."""
    state = build_state(
        4,
        markers={0: ("A3", 6), 1: ("A3", 7), 2: ("D5", 6), 3: ("F2", 1)},
        hands={0: [SPLIT[0], 30, 31], 1: [], 2: [4, 5, 6], 3: [7, 8]},
        dragon=1,
    )
    after, events = play(state, 0, place(*SPLIT))
    assert {"kind": "dragon_passed", "from": 1, "to": 3} in events
    assert after.dragon == 3 and after.turn == 2


def test_d4_with_nobody_short_the_dragon_goes_back_to_the_side() -> None:
    state = build_state(
        4,
        markers={0: ("A1", 7), 1: ("A1", 6), 2: ("D5", 6), 3: ("F2", 1)},
        hands={0: [CROSS_67[0]], 1: [], 2: [4, 5, 6], 3: [7, 8, 9]},
        dragon=1,
        options={"strict_suicide": False},
    )
    after, events = play(state, 0, place(*CROSS_67))
    assert {"kind": "dragon_passed", "from": 1, "to": None} in events
    assert after.dragon == -1 and after.turn == 2


def test_d5_no_dragon_with_two_players() -> None:
    """D5 (and the dragon section's "3 or more players"): two players never take it."""
    state = build_state(2, markers={0: ("C3", 6), 1: ("E5", 6)}, hands={0: [34], 1: [2]})
    after, events = play(state, 0, place(34, 0))
    assert "dragon_taken" not in kinds(events) and after.dragon == -1


# -- end of the game ------------------------------------------------------------------------------
def test_g1_the_last_marker_wins() -> None:
    """G1: seat 2 is already out; seat 0 leaves by the edge, so seat 1 wins."""
    state = build_state(
        3,
        markers={0: ("A1", 7), 1: ("C3", 6), 2: ("F2", 1)},
        hands={0: [U_TURNS[0]], 1: [2]},
        out=[2],
    )
    after, events = play(state, 0, place(*U_TURNS))
    assert events[-1] == {"kind": "game_over", "winners": [1], "reason": "last_marker"}
    assert TSURO.view(after, None)["outcome"] == {"winners": [1], "reason": "last_marker"}
    assert TSURO.legal_moves(after, 1) == []
    assert code_of(lambda: TSURO.apply(after, 1, place(2, 0))) == "game_over"


def test_g3_all_35_tiles_placed_every_remaining_player_wins() -> None:
    """G3: the 35th tile leaves E6's neighbour F6 empty; both markers survive and share."""
    squares = [f"{c}{r}" for r in range(1, 7) for c in "ABCDEF" if f"{c}{r}" not in ("E6", "F6")]
    state = build_state(
        2,
        tiles={square: (number, 0) for square, number in zip(squares, range(2, 36), strict=True)},
        markers={0: ("E6", 3), 1: ("F6", 2)},
        hands={0: [U_TURNS[0]], 1: []},
    )
    after, events = play(state, 0, place(*U_TURNS))
    assert events[1]["to"] == {"square": "F6", "port": 7, "notch": None}
    assert events[-1] == {"kind": "game_over", "winners": [0, 1], "reason": "board_full"}
    assert len(after.order) == 35


def test_g4_resign_any_time_tiles_to_the_pile_then_g1() -> None:
    """G4: a seat may resign out of turn; its tiles go to the pile; the last one left wins."""
    state = build_state(
        3,
        markers={0: ("C3", 6), 1: ("D5", 6), 2: ("F2", 1)},
        hands={0: [1, 2, 3], 1: [4, 5, 6], 2: [7, 8, 9]},
        pile=[10],
    )
    after, events = play(state, 2, {"kind": "resign"})
    assert events == [
        {"kind": "resigned", "seat": 2},
        {"kind": "tiles_returned", "seat": 2, "count": 3},
    ]
    assert after.turn == 0 and TSURO.to_act(after) == {0} and len(after.pile) == 4
    assert TSURO.view(after, None)["markers"][2]["eliminated"]["cause"] == "resigned"
    assert code_of(lambda: TSURO.apply(after, 2, {"kind": "resign"})) == "not_playing"
    _, events = play(after, 0, {"kind": "resign"})
    assert events[-1] == {"kind": "game_over", "winners": [1], "reason": "last_marker"}


def test_g4_resigning_on_ones_turn_passes_it_and_during_setup_skips_the_notch() -> None:
    state = build_state(
        3, markers={0: ("C3", 6), 1: ("D5", 6), 2: ("F2", 1)}, hands={0: [1], 1: [2], 2: [3]}
    )
    after, _ = play(state, 0, {"kind": "resign"})
    assert after.turn == 1
    setup = TSURO.setup(3, {}, 2)
    setup, _ = play(setup, 1, {"kind": "resign"})
    setup, _ = play(setup, 0, {"kind": "notch", "notch": 3})
    assert setup.turn == 2
    setup, _ = play(setup, 2, {"kind": "notch", "notch": 3 + 24})
    assert setup.phase == "play" and setup.turn == 0


# -- variants, engine obligations ----------------------------------------------------------------
def test_v1_open_hands_shows_every_hand() -> None:
    """V1 (and E4 without it): every hand is public; otherwise only one's own."""
    hidden = middle()
    shown = middle(options={"open_hands": True})
    assert TSURO.view(hidden, 1)["hands"] == [None, [2, 3, 4]]
    assert TSURO.view(hidden, None)["hands"] == [None, None]
    assert TSURO.view(shown, 1)["hands"] == [[1, 20, 34], [2, 3, 4]]
    assert TSURO.view(shown, None)["hands"] == [[1, 20, 34], [2, 3, 4]]
    assert TSURO.view(hidden, 1)["hand_sizes"] == [3, 3]


def test_e1_a_game_is_its_options_seed_and_moves() -> None:
    """E1: replaying the move log from the seed reproduces the state exactly."""
    rng = derive(3, "e1")
    state = TSURO.setup(5, {"open_hands": True}, 77)
    log = []
    while state.phase != "over":
        seat, move = TSURO.random_action(state, rng)
        log.append((seat, move))
        state = TSURO.apply(state, seat, move).state
    replayed = TSURO.replay(5, {"open_hands": True}, 77, log)
    assert TSURO.encode_state(replayed) == TSURO.encode_state(state)
    assert TSURO.decode_state(json.loads(json.dumps(TSURO.encode_state(state)))) == state
    assert code_of(lambda: TSURO.decode_state({"format": 1, "players": 2})) == "state_shape"


@pytest.mark.parametrize(
    ("move", "seat", "code"),
    [
        ({"kind": "place", "tile": 0, "rotation": 0}, 0, "tile"),
        ({"kind": "place", "tile": 34, "rotation": 45}, 0, "rotation"),
        ({"kind": "place", "tile": True, "rotation": 0}, 0, "tile"),
        ({"kind": "fly"}, 0, "move_kind"),
        ({"kind": "notch", "notch": 49}, 0, "notch"),
        ({"kind": "place", "tile": 34, "rotation": 0}, 5, "seat"),
    ],
)
def test_e2_malformed_moves_are_refused_with_codes(move: dict, seat: int, code: str) -> None:
    with pytest.raises(InvalidMoveError) as error:
        TSURO.apply(middle(), seat, move)
    assert error.value.code == code


def test_e2_illegal_moves_are_refused_with_codes() -> None:
    """E2: not your turn, tile not in hand, notch taken (above), suicide (above), phase."""
    state = middle()
    assert code_of(lambda: TSURO.apply(state, 1, place(2, 0))) == "not_your_turn"
    assert code_of(lambda: TSURO.apply(state, 0, {"kind": "notch", "notch": 3})) == "wrong_phase"
    setup = TSURO.setup(2, {}, 1)
    assert code_of(lambda: TSURO.apply(setup, 0, place(*setup_tile(setup)))) == "wrong_phase"
    assert code_of(lambda: TSURO.decode_move({"kind": "place", "tile": 3})) == "rotation"
    assert TSURO.decode_move({"kind": "resign"}) == {"kind": "resign"}


def setup_tile(state: TsuroState) -> tuple[int, int]:
    return state.hands[0][0], 0


def test_e3_events_name_what_happened_and_never_the_drawn_tile() -> None:
    """E3: placed, moved along a trail, eliminated by edge or collision with whom, drew,
    dragon events, game over; a draw says who and how many, never which tile."""
    state = TSURO.setup(8, {}, 21)
    rng = derive(21, "e3")
    seen: set[str] = set()
    while state.phase != "over":
        applied = TSURO.apply(state, *TSURO.random_action(state, rng))
        for event in applied.events:
            seen.add(event["kind"])
            if event["kind"] == "drew":
                assert set(event) == {"kind", "seat", "count"}
        state = applied.state
    assert {"notch_chosen", "placed", "moved", "eliminated", "drew", "game_over"} <= seen


def test_e4_views_hide_other_hands_and_the_pile_order() -> None:
    """E4: re-dealing everything a seat cannot see leaves its view unchanged."""
    state = middle()
    for observer in (0, 1, None):
        for seed in range(5):
            other = TSURO.conceal(state, observer, derive(seed, "conceal"))
            assert TSURO.view(other, observer) == TSURO.view(state, observer)
    moved = TSURO.conceal(state, 0, derive(1, "conceal"))
    assert moved.hands[0] == state.hands[0]
    assert sorted(moved.hands[1] + moved.pile) == sorted(state.hands[1] + state.pile)


# -- previews for the Discord flow ------------------------------------------------------------
def test_previews_show_the_path_and_suicide_of_each_option() -> None:
    """P4, E3: each option of the hand previews its trail and whether (and how) it would
    knock the mover out; the legal moves follow from those previews."""
    state = collision(3, strict=True)
    edge = preview(state, 0, 3, 90)
    assert edge["suicide"] == "edge" and edge["square"] == "A1"
    assert edge["trail"] == [["A1", 7, 8]] and edge["to"]["notch"] == 47
    crash = preview(state, 0, 3, 0)
    assert crash["suicide"] == "collision"
    assert {"seat": 1, "cause": "collision", "with": [0]} in crash["eliminated"]
    safe = preview(state, 0, 34, 0)
    assert safe["suicide"] is None and safe["to"] == {"square": "B1", "port": 7, "notch": None}
    options = hand_options(state, 0)
    assert len(options) == 8
    legal = TSURO.legal_moves(state, 0)
    for option in options:
        assert option["legal"] == (place(option["tile"], option["rotation"]) in legal)
        assert option["legal"] == (option["suicide"] is None)
    assert code_of(lambda: preview(TSURO.setup(2, {}, 1), 0, 1, 0)) == "no_preview"
    assert code_of(lambda: preview(state, 0, 36, 0)) == "tile"


def test_built_positions_refuse_what_play_never_produces() -> None:
    """``build_state`` refuses shared points, markers facing a tile, a possible loop (P2:
    a marker can never loop) and a seat to move with no marker or no tile."""
    base: dict[str, Any] = {"hands": {0: [1], 1: [2]}}
    cycle = {"B1": tile("18-23-45-67"), "B2": tile("12-34-58-67"), "A2": tile("12-36-45-78")}
    cases = [
        ({"markers": {0: ("C3", 6), 1: ("C3", 6)}}, "markers_share_port"),
        ({"markers": {0: ("C3", 6), 1: ("C3", 3)}, "tiles": {"C3": STRAIGHT}}, "marker_faces_tile"),
        ({"markers": {0: ("A1", 2), 1: ("E5", 6)}, "tiles": cycle}, "marker_may_loop"),
        ({"markers": {0: ("C3", 6), 1: ("E5", 6)}, "out": [0]}, "turn"),
        ({"markers": {0: ("C3", 6), 1: ("E5", 6)}, "hands": {1: [2]}}, "turn"),
        ({"markers": {0: ("C3", 6), 1: ("E5", 6)}, "tiles": {"A1": (36, 0)}}, "tile"),
    ]
    for extra, code in cases:
        assert code_of(lambda extra=extra: build_state(2, **{**base, **extra})) == code
