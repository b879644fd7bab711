"""Pictures speak the language of the moment (issue 17): every word drawn comes from
render/locales, in the language the caller chose with ``i18n.speaking``; Russian is drawn in
Cyrillic, the longest languages fit their boxes, and a language never leaks into another
language's picture through a cache."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image

import i18n
from engine.core import RESIGN
from engine.registry import all_games, get_game
from engine.rng import derive
from render import leaderboard, replay, tarnaris, triominos, tsuro
from render.common import (
    BANNER_INK,
    INK,
    MUTED,
    fitting,
    header_lines,
    seat_players,
    text_width,
)
from tests.render.helpers import colour_in_box, open_png

NAMES = ["Ann", "Борис", "Cy", "Δανάη"]
CYRILLIC = ("\u0400", "\u04ff")


def played(name: str, players: int, seed: int, plies: int) -> Any:
    return get_game(name).random_position(players, seed, "languages", lambda _, n: n >= plies)


def header(png: bytes, height: int = 36) -> Image.Image:
    """The picture's top band (its title or status line), inside the border."""
    image = open_png(png)
    return image.crop((4, 4, image.width - 4, height))


def drawn_in(language: str, draw: Callable[[], bytes]) -> bytes:
    with i18n.speaking(language):
        return draw()


def has_cyrillic(text: str) -> bool:
    return any(CYRILLIC[0] <= char <= CYRILLIC[1] for char in text)


# -- the legends are the translated ones --------------------------------------------------------
def test_tsuro_board_speaks_russian_and_german() -> None:
    state = played("tsuro", 4, 3, 14)
    view = get_game("tsuro").view(state, None)
    players = seat_players(NAMES)
    assert len(view["tiles"]) == 10
    with i18n.speaking("ru"):
        status = tsuro._status(view, players)
        assert status.startswith("Ходит ") and "выложено 10 плиток · в колоде" in status
        russian = tsuro.board_png(view, NAMES)
    with i18n.speaking("de"):
        assert "ist am Zug · 10 Plättchen gelegt · Nachziehstapel" in tsuro._status(view, players)
        german = tsuro.board_png(view, NAMES)
    english = tsuro.board_png(view, NAMES)
    assert "to play · 10 tiles placed · pile" in tsuro._status(view, players)
    for picture in (russian, german):
        band = header(picture)
        assert colour_in_box(band, (0, 0, band.width, band.height), INK, 60) > 150
        assert band.tobytes() != header(english).tobytes()


def test_tsuro_game_over_and_previews_in_russian() -> None:
    game = get_game("tsuro")
    state = game.setup(2, {}, 5)
    rng = derive(5, "languages")
    while game.outcome(state) is None:
        state = game.apply(state, *game.random_action(state, rng)).state
    view = game.view(state, None)
    with i18n.speaking("ru"):
        over = tsuro._outcome_text(view, seat_players(NAMES[:2]))
        assert over is not None and over.startswith("Партия окончена")
        band = header(tsuro.board_png(view, NAMES[:2]))
    # The banner's white letters on the dark band.
    assert colour_in_box(band, (0, 0, band.width, band.height), BANNER_INK, 60) > 100
    with i18n.speaking("ru"):
        verdict = tsuro._verdict({"suicide": "edge", "legal": False, "eliminated": []}, [], 0)
    assert verdict == "САМОУБИЙСТВО (край), нельзя"


def test_triominos_table_speaks_german_and_russian() -> None:
    state = played("triominos", 3, 4, 30)
    view = get_game("triominos").view(state, None)
    with i18n.speaking("de"):
        assert (
            triominos._title(view) == f"Triominos · Runde {view['round']} · Vorrat {view['pool']}"
        )
        assert triominos._notes(view, 0).endswith(
            "Stein" if view["hands"][0] == 1 else f"{view['hands'][0]} Steine"
        )
        german = triominos.table_png(view, NAMES[:3])
    with i18n.speaking("ru"):
        assert " очк. · " in triominos._notes(view, 0)
        russian = triominos.table_png(view, NAMES[:3])
    english = triominos.table_png(view, NAMES[:3])
    for picture in (german, russian):
        band = header(picture, 30)
        assert colour_in_box(band, (0, 0, band.width, band.height), INK, 60) > 150
        assert band.tobytes() != header(english, 30).tobytes()


def test_triominos_round_summary_and_spots_in_russian() -> None:
    game = get_game("triominos")
    state = game.setup(3, {}, 2)
    rng = derive(2, "round-test")
    while state.round == 1:
        state = game.apply(state, *game.random_action(state, rng)).state
    view = game.view(state, None)
    with i18n.speaking("ru"):
        summary = triominos._round_summary(view["last_round"], seat_players(NAMES[:3]))
        assert summary.startswith("Раунд 1 окончен (")
        png = triominos.spots_png(view, "0-0-0", [], NAMES[:3])
    assert open_png(png).width >= triominos.WIDTH_MIN


def test_tarnaris_table_speaks_russian() -> None:
    state = played("tarnaris", 4, 5, 90)
    view = get_game("tarnaris").view(state, None)
    with i18n.speaking("ru"):
        status = tarnaris._status(view, NAMES)
        assert status.startswith(f"Раунд {view['round']} · ходит ")
        notes = tarnaris._notes(view, 0)
        assert has_cyrillic(notes) and " карт" in notes
        russian = tarnaris.table_png(view, NAMES)
    with i18n.speaking("de"):
        assert tarnaris._status(view, NAMES).startswith(f"Runde {view['round']} · ")
        german = tarnaris.table_png(view, NAMES)
    english = tarnaris.table_png(view, NAMES)
    for picture in (russian, german):
        band = header(picture)
        assert colour_in_box(band, (0, 0, band.width, band.height), INK, 60) > 150
        assert band.tobytes() != header(english).tobytes()
    # The pile strip's words ("Стопка 1", "1 карта", "закрыта") differ from the English ones.
    strip = (4, tarnaris.HEADER, open_png(english).width - 4, tarnaris.HEADER + tarnaris.PILES_H)
    assert open_png(russian).crop(strip).tobytes() != open_png(english).crop(strip).tobytes()


@pytest.mark.parametrize(
    ("known", "said"),
    [
        (0, " (вы пока не знаете ни одной его карты)"),
        (1, "1 известная вам карта открыта"),
        (3, "3 известные вам карты открыты"),
        (5, "5 известных вам карт открыто"),
        (21, "21 известная вам карта открыта"),
    ],
)
def test_tarnaris_peek_title_has_russian_plurals(known: int, said: str) -> None:
    with i18n.speaking("ru"):
        title = tarnaris.peek_title("Борис", known)
    assert title.startswith("Борис, только для вас: ваше поле") and title.endswith(said)


def test_a_picture_cache_never_keeps_another_language() -> None:
    """Fields, pile strips and card faces are cached: the language is part of their key."""
    state = played("tarnaris", 4, 5, 90)
    view = get_game("tarnaris").view(state, None)
    english = tarnaris.table_png(view, NAMES)
    russian = drawn_in("ru", lambda: tarnaris.table_png(view, NAMES))
    assert russian != english
    assert tarnaris.table_png(view, NAMES) == english
    assert drawn_in("ru", lambda: tarnaris.table_png(view, NAMES)) == russian


# -- replays and the leaderboard ----------------------------------------------------------------
def test_replay_describes_moves_as_sentences_in_the_language() -> None:
    """A caption's move reads as a sentence, names a seat by its player and joins slots as the
    language lists them (issue 26: no "claim slot 3 pile new number 1" word lists)."""
    claim = {"kind": "claim", "slot": 3, "pile": "new", "number": 1}
    assert replay.describe("tarnaris", claim, NAMES) == (
        '"I know it!": the 1 of slot 3 starts a new pile'
    )
    mix = {"kind": "sf5", "player": 1, "slots": [1, 4, 6]}
    assert replay.describe("tarnaris", mix, NAMES) == (
        f"mixes the top cards of {NAMES[1]}'s slots 1, 4, and 6"
    )
    with i18n.speaking("ru"):
        assert replay.describe("tarnaris", mix, NAMES) == (
            f"перемешивает верхние карты ячеек 1, 4 и 6 игрока {NAMES[1]}"
        )
    with i18n.speaking("de"):
        assert replay.describe("tsuro", {"kind": "place", "tile": 12, "rotation": 90}, NAMES) == (
            "legt Plättchen 12, um 90° gedreht"
        )
        assert replay.describe("triominos", RESIGN, NAMES) == "gibt auf"
        # A kind no catalogue knows reads as a move, never as the engine's identifier.
        assert replay.describe("tsuro", {"kind": "unheard_of", "odd_arg": "x"}, NAMES) == (
            "macht einen Zug"
        )


@pytest.mark.parametrize("name", sorted(all_games()))
def test_every_move_of_every_game_has_a_sentence(name: str) -> None:
    """A replay shows no English and no identifier: each kind of the game's move space has a
    sentence that shows the move's slots, tiles and piles."""
    game = get_game(name)
    state = game.setup(2, {}, 1)
    moves = [*game.move_space(state, 0), RESIGN]
    for move in moves:
        sentence = replay.describe(name, move, NAMES)
        assert sentence != i18n.t("render-move-other"), move
        assert "_" not in sentence and "{" not in sentence, (move, sentence)
        for key in ("tile", "slot", "cell", "notch"):
            assert key not in move or str(move[key]) in sentence, (move, sentence)


def test_replay_captions_are_drawn_in_german() -> None:
    game = get_game("tsuro")
    state = game.setup(2, {}, 3)
    rng = derive(3, "languages")
    log = []
    for _ in range(3):
        seat, move = game.random_action(state, rng)
        state = game.apply(state, seat, move).state
        log.append((seat, move))

    def first_caption(language: str) -> Image.Image:
        data = drawn_in(
            language, lambda: replay.replay_gif("tsuro", tsuro.board_image, NAMES[:2], {}, 3, log)
        )
        frame = Image.open(io.BytesIO(data)).convert("RGB")
        return frame.crop((0, 0, frame.width, replay.CAPTION_HEIGHT))

    german, english = first_caption("de"), first_caption("en")
    assert colour_in_box(german, (0, 0, german.width, german.height), BANNER_INK, 60) > 40
    assert german.tobytes() != english.tobytes()
    with i18n.speaking("de"):
        assert i18n.t("render-replay-start", count=3) == "Start · 3 Züge"


def test_leaderboard_headings_and_empty_text_in_russian() -> None:
    with i18n.speaking("ru"):
        assert leaderboard.headings() == ["#", "Игрок", "Рейтинг", "Партии", "Победы", "Тренд"]
        russian = leaderboard.leaderboard_png("Рейтинг", [])
    english = leaderboard.leaderboard_png("Рейтинг", [])
    band = (0, leaderboard.TITLE_HEIGHT, leaderboard.WIDTH, leaderboard.line_box(0)[3])
    assert open_png(russian).crop(band).tobytes() != open_png(english).crop(band).tobytes()
    assert colour_in_box(open_png(russian), band, MUTED, 40) > 100


# -- fitting the longest languages ----------------------------------------------------------------
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_headings_and_short_words_fit_without_shrinking_much(language: str) -> None:
    """Every leaderboard heading fits its column at no less than 16 px, and the words on a
    card ("end" on a 10, beside its arrow on the narrowest card) or an empty slot fit their
    card, without an ellipsis."""
    rights = (*leaderboard.COLUMNS[1:], leaderboard.WIDTH - leaderboard.MARGIN)
    with i18n.speaking(language):
        for left, right, heading in zip(
            leaderboard.COLUMNS, rights, leaderboard.headings(), strict=True
        ):
            text, size = fitting(heading, 18, right - left - 8, 12)
            assert text == heading and size >= 16, (heading, size)
        narrowest = tarnaris.CARD_W - 4 - 22
        for key, room in (("render-tarnaris-card-end", narrowest), ("render-tarnaris-empty", 42)):
            word = i18n.t(key)
            text, size = fitting(word, 11, room, 8)
            assert text == word and size >= 9, (word, size)


def test_fitting_shrinks_before_cutting() -> None:
    long = "Nur für Δανάη: dein Kartenfeld, die 12 Karten, die du kennst, offen"
    assert fitting("Pile 1", 14, 200) == ("Pile 1", 14)
    text, size = fitting(long, 18, 500, 12)
    assert text == long and size < 18 and text_width(text, size) <= 500
    text, size = fitting(long, 18, 200, 12)
    assert size == 12 and text.endswith("…") and text_width(text, size) <= 200


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_long_headers_stay_whole_in_every_language(language: str) -> None:
    """Long headers stay whole in the picture's width, shrunk or on two lines but never cut:
    the private title for a name of sixteen letters, and a turn's status with a reveal and a
    claim (French and Dutch are the longest there)."""
    width = tarnaris.PANEL_W + 12 - 28
    view = {
        "active": 0,
        "round": "12",
        "phase": "reveal",
        "reveals_left": 2,
        "chain": {"seat": 1, "pile": 4},
    }
    with i18n.speaking(language):
        title = tarnaris.peek_title("Александра-Мария", 12)
        status = tarnaris._status(view, ["Александра", "Maximiliane"])
    for text in (title, status):
        lines, size = header_lines(text, 18, width)
        assert size >= 11 and len(lines) <= 2, (text, lines, size)
        assert not any(line.endswith("…") for line in lines), lines
        words = [word for word in " ".join(lines).split() if word != "·"]
        assert words == [word for word in text.split() if word != "·"]
        assert all(text_width(line, size) <= width for line in lines)


def test_a_header_wraps_only_when_one_line_would_be_too_small() -> None:
    assert header_lines("Round 2 · Ann to play", 17, 560) == (["Round 2 · Ann to play"], 17)
    long = "Manche 12 · À Александра de jouer · retourner 2 emplacements · annonce de Max"
    lines, size = header_lines(long, 17, 300)
    assert lines == [
        "Manche 12 · À Александра de jouer",
        "retourner 2 emplacements · annonce de Max",
    ]
    assert size >= 11


def test_a_take_back_in_a_replay_reads_as_one_in_the_language() -> None:
    """Issue 28: the replay shows a take-back as what it is, counted in the language's plural
    forms, and never the position it carries."""
    back = {"kind": "take_back", "plies": 2, "state": {"secret": "hand 7-7-7"}}
    assert replay.describe("triominos", back, NAMES) == "takes back 2 moves"
    assert replay.describe("tsuro", {**back, "plies": 1}, NAMES) == "takes back a move"
    with i18n.speaking("ru"):
        assert replay.describe("tarnaris", {**back, "plies": 5}, NAMES) == "возвращает 5 ходов"
        assert replay.describe("tarnaris", {**back, "plies": 3}, NAMES) == "возвращает 3 хода"
