"""Tsuro's refusals in words: the wording of ``engine.tsuro``'s codes and of this
plug-in's :class:`~cogs.kit.errors.Rejection` s (and of shared codes it words its own way),
looked up by :func:`cogs.kit.text.explain` before the shared wording. Each entry names its
``tsuro-error-…`` key of ``cogs/tsuro/locales`` and speaks the acting player's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cogs.kit.text import Names, Wording
from i18n import all_of, t


def _safe(data: Mapping[str, Any]) -> dict[str, str]:
    """The placement a refusal offers instead (E2), as identifiers."""
    return {
        "tile": str(data["tile"]),
        "rotation": str(data["rotation"]),
        "safe_tile": str(data["safe_move"]["tile"]),
        "safe_rotation": str(data["safe_move"]["rotation"]),
    }


def _eliminates_opponent(data: Mapping[str, Any], names: Names) -> str:
    knocked = all_of([names(seat) for seat in data.get("seats") or []])
    return t(
        "tsuro-error-eliminates-opponent",
        names=knocked or t("tsuro-another-marker"),
        **_safe(data),
    )


def colour_key(colour: str) -> str:
    """The catalogue key of a palette colour's name (``sky blue`` → ``tsuro-colour-sky-blue``)."""
    return "tsuro-colour-" + colour.replace(" ", "-")


MESSAGES: dict[str, Wording] = {
    # The kit's sentence, with the colour in the reader's words (never "sky blue" in French).
    "colour_taken": lambda d, n: t("kit-error-colour-taken", colour=t(colour_key(d["colour"]))),
    "suicide": lambda d, n: t(
        "tsuro-error-suicide", cause=str(d.get("cause") or "edge"), **_safe(d)
    ),
    "eliminates_opponent": _eliminates_opponent,
    "tile": lambda d, n: t(
        "tsuro-error-tile", minimum=str(d["minimum"]), maximum=str(d["maximum"])
    ),
    "rotation": lambda d, n: t("tsuro-error-rotation"),
    "not_playing": lambda d, n: t("tsuro-error-not-playing"),
    "tile_not_in_hand": lambda d, n: t("tsuro-error-tile-not-in-hand", tile=str(d["tile"])),
    "wrong_phase": lambda d, n: (
        t("tsuro-error-wrong-phase-notch")
        if d["phase"] == "notch"
        else t("tsuro-error-wrong-phase-play")
    ),
    "notch_taken": lambda d, n: t("tsuro-error-notch-taken", notch=str(d["notch"])),
}
