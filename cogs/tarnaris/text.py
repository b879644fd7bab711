"""Woods of Tarnaris's refusals in words: the wording of ``engine.tarnaris``'s codes and of this
plug-in's :class:`~cogs.kit.errors.Rejection` s (and of shared codes it words its own way),
looked up by :func:`cogs.kit.text.explain` before the shared wording. Each sentence is a
``tarnaris-error-…`` key of ``cogs/tarnaris/locales`` in the language of the moment (a refusal
answers the user who acted, so it speaks their language).
"""

from __future__ import annotations

from cogs.kit.text import Wording, seat_name
from i18n import t


def a(number: int) -> str:
    """A card's number as it is read aloud in a sentence: "a 5", "an 8" in English (of 1–10
    only 8 starts with a vowel sound), "un 5" in French, "eine 5" in German…"""
    return t("tarnaris-card-a", number=int(number))


def depth_text(depth: int) -> str:
    """Where a card lies in its slot, counted from the top (SF10 peeks any card)."""
    if depth == 1:
        return t("tarnaris-depth-top")
    if depth == 2:
        return t("tarnaris-depth-second")
    return t("tarnaris-depth-nth", depth=str(depth))


MESSAGES: dict[str, Wording] = {
    "bad_value": lambda d, n: t(
        "tarnaris-error-bad-value",
        key=str(d["key"]),
        minimum=str(d["minimum"]),
        maximum=str(d["maximum"]),
        value=str(d["value"]),
    ),
    "bad_slots": lambda d, n: (
        t("tarnaris-error-bad-slots-length", length=d["length"])
        if d.get("length")
        else t("tarnaris-error-bad-slots")
    ),
    "wrong_phase": lambda d, n: (
        t("tarnaris-error-wrong-phase-reveal")
        if d["phase"] == "reveal"
        else t("tarnaris-error-wrong-phase-lay")
    ),
    "nothing_to_reveal": lambda d, n: t("tarnaris-error-nothing-to-reveal", slot=str(d["slot"])),
    "does_not_fit": lambda d, n: t("tarnaris-error-does-not-fit"),
    "nothing_to_return": lambda d, n: t("tarnaris-error-nothing-to-return"),
    "wrong_slot": lambda d, n: t("tarnaris-error-wrong-slot", slot=str(d["slot"])),
    "claim_number": lambda d, n: (
        t("tarnaris-error-claim-new-pile")
        if d.get("expected") == 1
        else t("tarnaris-error-claim-number", expected=str(d["expected"]))
    ),
    "no_such_pile": lambda d, n: t("tarnaris-error-no-such-pile", pile=str(d["pile"])),
    "empty_slot": lambda d, n: (
        t("tarnaris-error-empty-slot", slot=str(d["slot"]))
        if d.get("slot")
        else t("tarnaris-error-empty-slots")
    ),
    "chain_too_long": lambda d, n: t(
        "tarnaris-error-chain-too-long", number=str(d["number"]), count=11 - d["number"]
    ),
    "choice_pending": lambda d, n: t("tarnaris-error-choice-pending", name=seat_name(d, n)),
    "no_such_choice": lambda d, n: t("tarnaris-error-no-such-choice"),
    "cannot_give": lambda d, n: t("tarnaris-error-cannot-give", name=seat_name(d, n, "player")),
    "bad_player": lambda d, n: t("tarnaris-error-bad-player"),
    "nothing_to_mix": lambda d, n: t(
        "tarnaris-error-nothing-to-mix", name=seat_name(d, n, "player")
    ),
    "both_empty": lambda d, n: t("tarnaris-error-both-empty"),
    "no_peek": lambda d, n: t("tarnaris-error-no-peek"),
    "nothing_to_claim": lambda d, n: t("tarnaris-error-nothing-to-claim"),
    "tray_empty": lambda d, n: t("tarnaris-error-tray-empty"),
    "place_passed_first": lambda d, n: t("tarnaris-error-place-passed-first"),
    "player_or_seat": lambda d, n: t("tarnaris-error-player-or-seat"),
    "no_such_seat": lambda d, n: t(
        "tarnaris-error-no-such-seat", seat=str(d["seat"]), seats=d["seats"]
    ),
    "not_a_player": lambda d, n: t("tarnaris-error-not-a-player", name=str(d["name"])),
    "not_your_choice": lambda d, n: (
        t("tarnaris-error-not-your-choice", name=seat_name(d, n))
        if d.get("seat") is not None
        else t("tarnaris-error-no-choice-waiting")
    ),
    "pile_option": lambda d, n: t("tarnaris-error-pile-option", value=str(d["value"])),
    "slot_or_slots": lambda d, n: t("tarnaris-error-slot-or-slots"),
}
