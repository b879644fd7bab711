"""``python -m render.examples``: the README's pictures can be rebuilt."""

from __future__ import annotations

from pathlib import Path

from render import examples
from tests.render.helpers import open_png


def test_examples_writes_one_picture_per_game(tmp_path: Path) -> None:
    assert examples.main(["examples", str(tmp_path)]) == 0
    written = sorted(path.name for path in tmp_path.iterdir())
    assert written == [
        "leaderboard.png",
        "scripts-leaderboard.png",
        "scripts-replay.png",
        "scripts-tarnaris.png",
        "scripts-triominos.png",
        "scripts-tsuro.png",
        "tarnaris-ru.png",
        "tarnaris-turn.png",
        "tarnaris.png",
        "triominos.png",
        "tsuro-hand.png",
        "tsuro.png",
    ]
    for name in written:
        data = (tmp_path / name).read_bytes()
        image = open_png(data)
        assert image.width >= 500
        # They live in the repository: modest files.
        assert len(data) < 150 * 1024, name


def test_the_script_examples_show_every_script_the_issue_names() -> None:
    """Issue 26: Arabic, Hebrew, Chinese, Japanese, Korean, Hindi, Thai, Greek, Cyrillic and
    emoji, each on a game picture, and all of them on the leaderboard."""
    assert len(examples.SCRIPT_NAMES) == 10
    seated = {script for scripts in examples.SEATED.values() for script in scripts}
    assert seated == set(examples.SCRIPT_NAMES)


def test_the_russian_example_differs_from_the_english_one_in_its_words(tmp_path: Path) -> None:
    """Issue 17: the same table drawn for a game in Russian: only the words change."""
    examples.main(["examples", str(tmp_path)])
    english = open_png((tmp_path / "tarnaris.png").read_bytes())
    russian = open_png((tmp_path / "tarnaris-ru.png").read_bytes())
    assert english.size == russian.size
    assert english.tobytes() != russian.tobytes()


def test_examples_show_a_cyrillic_and_a_greek_name() -> None:
    """Issue 17: the README's pictures show that names in other scripts are drawn."""
    shown = examples.NAMES[:4]  # Tarnaris, the smallest example, seats four
    assert any("\u0400" <= char <= "\u04ff" for name in shown for char in name)
    assert any("\u0370" <= char <= "\u03ff" for name in shown for char in name)
