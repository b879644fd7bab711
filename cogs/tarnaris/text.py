"""Woods of Tarnaris's refusals in words: the wording of ``engine.tarnaris``'s codes and of this
plug-in's :class:`~cogs.kit.errors.Rejection` s (and of shared codes it words its own way),
looked up by :func:`cogs.kit.text.explain` before the shared wording.
"""

from __future__ import annotations

from cogs.kit.text import Wording, seat_name


def a(number: int) -> str:
    """A card's number with its article, as it is read aloud: "a 5", "an 8" (of 1–10 only
    8 starts with a vowel sound)."""
    return f"an {number}" if number == 8 else f"a {number}"


def depth_text(depth: int) -> str:
    """Where a card lies in its slot, counted from the top (SF10 peeks any card)."""
    return {1: "the top card", 2: "the card under the top one"}.get(
        depth, f"card {depth} from the top"
    )


MESSAGES: dict[str, Wording] = {
    "bad_value": lambda d, n: (
        f"`{d['key']}` must be a number from {d['minimum']} to {d['maximum']} "
        f"(you gave {d['value']})."
    ),
    "bad_slots": lambda d, n: (
        "Give slot numbers 1–10 separated by commas, e.g. `3,7,2`"
        + (f" ({d['length']} different ones, lowest first)." if d.get("length") else ".")
    ),
    "wrong_phase": lambda d, n: (
        "Reveal your slot first (the slot buttons)."
        if d["phase"] == "reveal"
        else "Your reveals are done: lay the revealed cards, return them, or press Done."
    ),
    "nothing_to_reveal": lambda d, n: (
        f"Slot {d['slot']} has nothing to reveal (it is empty or was revealed this turn); "
        "pick another slot."
    ),
    "does_not_fit": lambda d, n: (
        "That card does not fit that pile: a card goes only on a pile whose top is one less. "
        "Use the Lay buttons, or return the card."
    ),
    "nothing_to_return": lambda d, n: "No revealed card is left to return.",
    "wrong_slot": lambda d, n: (
        f"That card can't go back to slot {d['slot']}: it returns to its own slot "
        "(in round 1, to either slot revealed this turn)."
    ),
    "claim_number": lambda d, n: (
        "A new pile starts only with a 1; to claim a higher card pick the pile it fits."
        if d.get("expected") == 1
        else f"That pile needs a {d['expected']} next; look at the newest table and claim again."
    ),
    "no_such_pile": lambda d, n: (
        f"There is no pile {d['pile']}; pick a pile from the table, or `new` for a 1."
    ),
    "empty_slot": lambda d, n: (
        f"Slot {d['slot']} of that field is empty (or has fewer cards than you named); "
        "pick a slot with cards."
        if d.get("slot")
        else "One of those slots is empty; pick slots with cards."
    ),
    "chain_too_long": lambda d, n: (
        f"A chain from {d['number']} can hold at most {11 - d['number']} cards (piles stop at 10)."
    ),
    "choice_pending": lambda d, n: (
        f"Everyone waits while {seat_name(d, n)} makes a choice (special function or penalty); "
        "try again once it is made."
    ),
    "no_such_choice": lambda d, n: (
        "You have no such choice to make right now; the turn message says who chooses what."
    ),
    "cannot_give": lambda d, n: (
        f"{seat_name(d, n, 'player')} can't give a penalty card (no cards in their field); "
        "pick another player."
    ),
    "bad_player": lambda d, n: "Pick another player who is still in the game.",
    "nothing_to_mix": lambda d, n: (
        f"{seat_name(d, n, 'player')}'s field is empty; pick another player."
    ),
    "both_empty": lambda d, n: "Both slots are empty; swap a slot that holds cards.",
    "no_peek": lambda d, n: "You have no peek to use: a peek comes with every 10 laid on a pile.",
    "nothing_to_claim": lambda d, n: "Your field is empty: there is nothing to claim.",
    "tray_empty": lambda d, n: "No card was passed to you, so there is nothing to place.",
    "place_passed_first": lambda d, n: (
        "A card was passed to you: place it in one of your slots first "
        "(`/tarnaris place` or the Place button)."
    ),
    "player_or_seat": lambda d, n: (
        "Name whom it is for: `player` (a person) or `seat` (anyone, a computer player too, as "
        "`/game status` numbers the seats), one of the two."
    ),
    "no_such_seat": lambda d, n: (
        f"There is no seat {d['seat']}: this game has {d['seats']}; `/game status` lists them."
    ),
    "not_a_player": lambda d, n: (
        f"{d['name']} is not playing in this game; pick one of its players."
    ),
    "not_your_choice": lambda d, n: (
        f"That choice is {seat_name(d, n)}'s to make, not yours."
        if d.get("seat") is not None
        else "There is no choice waiting for you right now."
    ),
    "pile_option": lambda d, n: (
        f"`{d['value']}` is not a pile: give a pile number (1, 2, …) or `new` for a 1."
    ),
    "slot_or_slots": lambda d, n: (
        "Name the card to claim: `slot` for one card, or `slots` (e.g. `3,7,2`) for a chain "
        "— not both, not neither."
    ),
}
