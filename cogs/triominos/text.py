"""Triominos's refusals in words: the wording of ``engine.triominos``'s codes and of this
plug-in's :class:`~cogs.kit.errors.Rejection` s (and of shared codes it words its own way),
looked up by :func:`cogs.kit.text.explain` before the shared wording.

Each code's sentence is the catalogue key ``triominos-error-<code>`` (underscores as dashes),
said in the current language: a refusal answers the user who acted, in their language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cogs.kit.text import Names, Wording
from i18n import t

#: The family of the refusals' keys; a code's key is this prefix and the code.
ERROR = "triominos-error-"


def _said(code: str, *fields: str) -> Wording:
    """The wording of ``code``: its key, with the data's ``fields`` as placeholders."""
    key = ERROR + code.replace("_", "-")

    def wording(data: Mapping[str, Any], names: Names) -> str:
        return t(key, **{name: str(data[name]) for name in fields})

    return wording


def _rotation(data: Mapping[str, Any], names: Names) -> str:
    allowed = ", ".join(map(str, data["allowed"]))
    return t(ERROR + "rotation", allowed=allowed)


def _pass_not_allowed(data: Mapping[str, Any], names: Names) -> str:
    return t(ERROR + ("pass-not-allowed-fits" if data.get("can_place") else "pass-not-allowed"))


def _no_spot(data: Mapping[str, Any], names: Names) -> str:
    if data.get("count") and data.get("cell"):
        return t(ERROR + "no-spot", tile=str(data["tile"]), cell=data["cell"], count=data["count"])
    return t(ERROR + "fits-nowhere", tile=str(data["tile"]))


def _spot_number(data: Mapping[str, Any], names: Names) -> str:
    if data["count"]:
        number = str(data["number"])
        return t(ERROR + "spot-number", tile=str(data["tile"]), number=number, count=data["count"])
    return t(ERROR + "fits-nowhere", tile=str(data["tile"]))


def _rotation_needed(data: Mapping[str, Any], names: Names) -> str:
    ways = "; ".join(data["ways"])
    tile, cell = str(data["tile"]), str(data["cell"])
    return t(ERROR + "rotation-needed", tile=tile, cell=cell, count=len(data["ways"]), ways=ways)


MESSAGES: dict[str, Wording] = {
    "tile_name": _said("tile_name", "tile"),
    "tile_not_in_set": _said("tile_not_in_set", "tile", "set"),
    "not_in_hand": _said("not_in_hand", "tile"),
    "cell_name": _said("cell_name", "cell"),
    "rotation": _rotation,
    "first_cell": _said("first_cell", "expected", "cell"),
    "cell_taken": _said("cell_taken", "cell"),
    "point_only": _said("point_only", "cell"),
    "not_adjacent": _said("not_adjacent", "cell"),
    "not_drawn_this_turn": _said("not_drawn_this_turn", "tile"),
    "mismatch": _said("mismatch", "cell", "have", "need"),
    "must_place_first": _said("must_place_first"),
    "draw_limit": _said("draw_limit"),
    "pool_empty": _said("pool_empty"),
    "pass_not_allowed": _pass_not_allowed,
    "no_spot": _no_spot,
    "spot_number": _spot_number,
    "spot_name": _said("spot_name", "spot"),
    "rotation_needed": _rotation_needed,
    "rotation_text": _said("rotation_text", "rotation", "tile"),
}
