"""Woods of Tarnaris pictures: the table (fields, piles, a revealed slot) and a private peek.

Each seat plays the cards of one crest (C1), so in these pictures a player *is* their crest:
the crest's colour and glyph mark the player, their cards' backs and faces. The crest glyphs
are simple shapes (stag head, wheat in a hand, hop cone, tree) that stay apart for colour-blind
players and need no letter of any language (issue 26 dropped the English initials).

Face-down cards show their back only (crest, never the number): the spectator view carries
nothing more, and :func:`table_image` refuses any other view.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from i18n import current, t
from render.common import (
    BORDER_WIDTH,
    CARD,
    HIGHLIGHT,
    INK,
    MUTED,
    RGB,
    WHITE,
    banner,
    draw_header,
    draw_text,
    fit_name,
    fitting,
    font_of,
    new_card,
    png_bytes,
    printable,
    stamp,
)

Json = Any


@dataclass(frozen=True, slots=True)
class Crest:
    name: str
    colour: RGB


#: C1's crests, in the engine's order (seat ``i`` plays crest ``i``).
CRESTS: tuple[Crest, ...] = (
    Crest("red stag", (213, 94, 0)),
    Crest("brown wheat", (150, 98, 36)),
    Crest("green hop", (0, 140, 100)),
    Crest("silver tree", (118, 130, 146)),
)

TABLE: RGB = (46, 58, 70)
FACE: RGB = (255, 253, 246)
CARD_W = 48
CARD_H = 68
PILE_W = 60
PILE_H = 84
SLOT_GAP = 8
HEADER = 40
SUPERSAMPLE = 4


# -- glyphs and cards -------------------------------------------------------------------------
def _glyph(
    draw: ImageDraw.ImageDraw, kind: int, colour: RGB, s: float, ox: float, oy: float
) -> None:
    """Draw crest ``kind``'s glyph in a square of side ``s`` at (ox, oy)."""

    def box(x0: float, y0: float, x1: float, y1: float) -> tuple[float, float, float, float]:
        return ox + x0 * s, oy + y0 * s, ox + x1 * s, oy + y1 * s

    def pt(x: float, y: float) -> tuple[float, float]:
        return ox + x * s, oy + y * s

    width = max(2, round(s / 12))
    c = 0.5
    if kind == 0:  # stag: a head with two branching antlers
        draw.ellipse(box(c - 0.13, 0.45, c + 0.13, 0.88), fill=colour)
        for sign in (-1, 1):
            draw.polygon(
                [pt(c + sign * 0.12, 0.55), pt(c + sign * 0.32, 0.45), pt(c + sign * 0.11, 0.5)],
                fill=colour,
            )
            draw.line(
                [pt(c + sign * 0.08, 0.48), pt(c + sign * 0.22, 0.3), pt(c + sign * 0.3, 0.06)],
                fill=colour,
                width=width,
                joint="curve",
            )
            draw.line(
                [pt(c + sign * 0.17, 0.36), pt(c + sign * 0.4, 0.27)], fill=colour, width=width
            )
            draw.line(
                [pt(c + sign * 0.24, 0.24), pt(c + sign * 0.12, 0.08)], fill=colour, width=width
            )
    elif kind == 1:  # wheat held in a cupped hand
        draw.line([pt(c, 0.75), pt(c, 0.12)], fill=colour, width=width)
        for i in range(4):
            y = 0.16 + i * 0.15
            draw.ellipse(box(c - 0.22, y, c - 0.02, y + 0.12), fill=colour)
            draw.ellipse(box(c + 0.02, y, c + 0.22, y + 0.12), fill=colour)
        draw.ellipse(box(c - 0.07, 0.02, c + 0.07, 0.18), fill=colour)
        draw.pieslice(box(c - 0.32, 0.5, c + 0.32, 1.0), 0, 180, fill=colour)
    elif kind == 2:  # hop cone: overlapping scales on a stem
        draw.line([pt(c, 0.0), pt(c, 0.2)], fill=colour, width=width)
        for y, count in ((0.14, 1), (0.29, 2), (0.44, 3), (0.59, 2), (0.74, 1)):
            for i in range(count):
                x = c + (i - (count - 1) / 2) * 0.2
                draw.ellipse(
                    box(x - 0.13, y, x + 0.13, y + 0.22), fill=colour, outline=FACE, width=1
                )
    else:  # tree: a round crown on a trunk
        draw.rectangle(box(c - 0.07, 0.6, c + 0.07, 0.96), fill=colour)
        draw.ellipse(box(c - 0.38, 0.04, c + 0.38, 0.7), fill=colour)


def card_sprite(
    crest: int, number: int | None, width: int, height: int, lit: bool = False
) -> Image.Image:
    """A card: face up with ``number`` (or face down when None), anti-aliased, RGBA.

    A face shows its number large, the crest glyph, and the follow-up number (C2)
    in the corner; a back shows the crest large on the crest's colour. ``lit`` frames it in
    the highlight colour (a card just revealed).
    """
    # A 10 has no follow-up: it says so in words, so the cache keeps one sprite per language.
    ending = t("render-tarnaris-card-end") if number == 10 else ""
    return _card_sprite(crest, number, width, height, lit, ending)


@lru_cache(maxsize=256)
def _card_sprite(
    crest: int, number: int | None, width: int, height: int, lit: bool, ending: str
) -> Image.Image:
    k = SUPERSAMPLE
    w, h = width * k, height * k
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    info = CRESTS[crest]
    radius = 6 * k
    if number is None:
        draw.rounded_rectangle((0, 0, w - 1, h - 1), radius, fill=info.colour, outline=INK, width=k)
        inner = (3 * k, 3 * k, w - 3 * k, h - 3 * k)
        draw.rounded_rectangle(inner, radius - k, outline=FACE, width=k)
        glyph = min(w, h) * 0.62
        draw.ellipse(
            (
                w / 2 - glyph * 0.62,
                h * 0.42 - glyph * 0.62,
                w / 2 + glyph * 0.62,
                h * 0.42 + glyph * 0.62,
            ),
            fill=FACE,
        )
        _glyph(draw, crest, info.colour, glyph, w / 2 - glyph / 2, h * 0.42 - glyph / 2)
    else:
        outline = HIGHLIGHT if lit else info.colour
        draw.rounded_rectangle(
            (0, 0, w - 1, h - 1), radius, fill=FACE, outline=outline, width=3 * k
        )
        if lit:
            draw.rounded_rectangle(
                (3 * k, 3 * k, w - 3 * k, h - 3 * k), radius, outline=INK, width=k
            )
        glyph = w * 0.36
        _glyph(draw, crest, info.colour, glyph, 5 * k, 5 * k)
        draw.text(
            (w / 2, h * 0.58), str(number), font=font_of(round(h * 0.4)), fill=INK, anchor="mm"
        )
        # C2: the follow-up card, as a small arrow and number (a 10 closes its pile: none).
        follow = ending or str(number + 1)
        fy = h - 9 * k
        fx = w - 7 * k
        # The word must leave room for the arrow before it and the crest glyph above-left.
        follow, size = fitting(follow, 11 * k, w - 22 * k, 7 * k)
        draw.text((fx, fy), follow, font=font_of(size), fill=MUTED, anchor="rm")
        tip = fx - font_of(size).getlength(follow) - 3 * k
        draw.polygon([(tip, fy), (tip - 6 * k, fy - 4 * k), (tip - 6 * k, fy + 4 * k)], fill=MUTED)
    return image.resize((width, height), Image.Resampling.LANCZOS)


# -- reading the view -------------------------------------------------------------------------
Slot = tuple[tuple[int, int | None], ...]  # (crest, number or None) per card, bottom to top


def _slots(view: Json, seat: int) -> tuple[Slot, ...]:
    return tuple(
        tuple((card["crest"], card.get("number")) for card in slot) for slot in view["fields"][seat]
    )


def _require_spectator(view: Json) -> None:
    if view.get("seat") is not None:
        raise ValueError("public pictures are drawn from the spectator view only")


def _notes(view: Json, seat: int) -> str:
    if view["resigned"][seat]:
        return t("render-tarnaris-resigned")
    if seat in view["winners"]:
        return t("render-tarnaris-winner")
    cards = sum(len(slot) for slot in view["fields"][seat])
    parts = [t("render-tarnaris-cards", count=cards)]
    if view["trays"][seat]:
        parts.append(t("render-tarnaris-tray", count=len(view["trays"][seat])))
    if view["peeks"][seat]:
        parts.append(t("render-tarnaris-peek-ready"))
    return " · ".join(parts)


# -- drawing ----------------------------------------------------------------------------------
PANEL_W = 10 * (CARD_W + SLOT_GAP) + 16
NAME_H = 30
NUMBER_H = 20
PANEL_H = NAME_H + NUMBER_H + CARD_H + 16


def _slot_x(slot: int) -> int:
    """Left edge of slot ``slot`` (1..10) inside a field panel."""
    return 8 + (slot - 1) * (CARD_W + SLOT_GAP)


@lru_cache(maxsize=512)
def _field_panel(
    name: str,
    others: tuple[str, ...],
    crest: int,
    slots: tuple[Slot, ...],
    revealed: tuple[tuple[int, int, int], ...],
    note: str,
    acting: bool,
    language: str,
) -> Image.Image:
    """One player's field: name line, slot numbers 1–10, each slot's stack (face down unless
    known to the viewer) with its height, and the cards revealed this turn face up on their
    slots. Cached by content and ``language`` (the current one, which draws the words):
    most fields do not change from one picture to the next."""
    image = Image.new("RGB", (PANEL_W, PANEL_H), CARD)
    draw = ImageDraw.Draw(image)
    info = CRESTS[crest]
    if acting:
        draw.rectangle((0, 2, 4, NAME_H - 4), fill=HIGHLIGHT, outline=INK)
    chip = card_sprite(crest, None, 18, 24)
    image.paste(chip, (10, 3), chip)
    shown = fit_name(printable(name), 17, 300, [printable(other) for other in others])
    draw_text(draw, (34, NAME_H / 2), shown, 17, INK, "lm", alone=True)
    note, note_size = fitting(note, 14, PANEL_W - 10 - 34 - 310, 11)
    draw_text(draw, (PANEL_W - 10, NAME_H / 2), note, note_size, MUTED, "rm")
    draw.line((34, NAME_H - 3, PANEL_W - 10, NAME_H - 3), fill=info.colour, width=2)
    top = NAME_H + NUMBER_H
    shown = {slot: [] for slot in range(1, 11)}  # type: dict[int, list[tuple[int, int]]]
    for slot, card_crest, number in revealed:
        shown[slot].append((card_crest, number))
    empty, empty_size = fitting(t("render-tarnaris-empty"), 11, CARD_W - 6, 8)
    for slot in range(1, 11):
        x = _slot_x(slot)
        stamp(image, (x + CARD_W / 2, NAME_H + NUMBER_H / 2 + 1), str(slot), 17, INK)
        stack = slots[slot - 1]
        faces = shown[slot]
        if faces:
            # A revealed slot, face up: fan its cards so each number shows.
            for i, (card_crest, number) in enumerate(faces):
                sprite = card_sprite(card_crest, number, CARD_W, CARD_H, True)
                image.paste(sprite, (x + i * 6, top + 3 - i * 3), sprite)
        elif stack:
            depth = min(len(stack), 3)
            for i, (card_crest, number) in enumerate(stack[-depth:]):
                sprite = card_sprite(card_crest, number, CARD_W - 4, CARD_H - 4)
                offset = (depth - 1 - i) * 3
                image.paste(sprite, (x + 2 + offset, top + 5 - offset), sprite)
            # The stack height as a badge on the corner: bold enough to read on a phone.
            bx, by = x + CARD_W - 4, top + CARD_H - 2
            draw.ellipse((bx - 10, by - 10, bx + 10, by + 10), fill=INK, outline=WHITE, width=2)
            stamp(image, (bx, by), str(len(stack)), 14, WHITE)
        else:
            draw.rounded_rectangle(
                (x + 2, top + 5, x + CARD_W - 2, top + CARD_H - 1), 6, outline=MUTED, width=1
            )
            stamp(image, (x + CARD_W / 2, top + CARD_H / 2 + 2), empty, empty_size, MUTED)
    return image


@lru_cache(maxsize=256)
def _pile_strip(
    piles: tuple[tuple[int, int, int, bool], ...], width: int, language: str
) -> Image.Image:
    """The piles in creation order: number, top card face up, size; a closed pile is dimmed.
    Cached by content and ``language`` (the current one, which draws the words)."""
    height = PILES_H
    image = Image.new("RGB", (width, height), TABLE)
    draw = ImageDraw.Draw(image)
    if not piles:
        text, size = fitting(t("render-tarnaris-no-piles"), 16, width - 28, 12)
        draw_text(draw, (width / 2, height / 2), text, size, FACE, "mm")
        return image
    step = min(PILE_W + 12, (width - 16) // len(piles))
    for index, (crest, number, size, closed) in enumerate(piles):
        x = 10 + index * step
        label, label_size = fitting(t("render-tarnaris-pile", number=str(index + 1)), 14, step, 10)
        stamp(image, (x + PILE_W / 2, 12), label, label_size, FACE)
        sprite = card_sprite(crest, number, PILE_W, PILE_H)
        if closed:
            # L2: a pile topped by 10 is closed; it fades into the table.
            sprite = sprite.copy()
            sprite.putalpha(sprite.getchannel("A").point(lambda alpha: alpha * 45 // 100))
        image.paste(sprite, (x, 22), sprite)
        label = t("render-tarnaris-closed") if closed else t("render-tarnaris-cards", count=size)
        label, label_size = fitting(label, 13, step, 10)
        stamp(image, (x + PILE_W / 2, 22 + PILE_H + 12), label, label_size, FACE)
    return image


def _status(view: Json, names: Sequence[str]) -> str:
    who = printable(names[view["active"]])
    parts = [t("render-tarnaris-status", round=str(view["round"]), name=who)]
    if view["phase"] == "reveal":
        parts.append(t("render-tarnaris-reveal", count=view["reveals_left"]))
    chain = view.get("chain")
    if chain:
        claimer = printable(names[chain["seat"]])
        parts.append(t("render-tarnaris-claim", name=claimer, pile=str(chain["pile"])))
    pending = view.get("pending")
    if pending:
        chooser = printable(names[pending["seat"]])
        parts.append(t("render-tarnaris-choosing", name=chooser, choice=pending["type"]))
    return " · ".join(parts)


PILES_H = 22 + PILE_H + 24


def _card_origin(row: int, slot: int) -> tuple[int, int]:
    """Top-left of the card area of ``slot`` (1..10) in the ``row``-th field of a picture."""
    return 6 + _slot_x(slot), HEADER + PILES_H + 6 + row * (PANEL_H + 6) + NAME_H + NUMBER_H


def _compose(
    view: Json, names: Sequence[str], title: str | None, seats: Sequence[int]
) -> Image.Image:
    width = PANEL_W + 12
    piles = tuple(
        (
            pile["cards"][-1]["crest"],
            pile["cards"][-1]["number"],
            len(pile["cards"]),
            pile["closed"],
        )
        for pile in view["piles"]
    )
    strip = _pile_strip(piles, width - 2 * BORDER_WIDTH, current())
    height = HEADER + PILES_H + len(seats) * (PANEL_H + 6) + 10
    image, draw = new_card(width, height)
    winners = view.get("winners") or []
    if title is not None:
        draw_header(draw, (14, HEADER / 2), title, 18, width - 28)
    elif winners:
        names_won = ", ".join(printable(names[s]) for s in winners)
        box = (BORDER_WIDTH, BORDER_WIDTH, width - BORDER_WIDTH - 1, HEADER - 4)
        banner(draw, box, t("render-tarnaris-over", count=len(winners), names=names_won), 19)
    else:
        draw_header(draw, (14, HEADER / 2), _status(view, names), 17, width - 28)
    image.paste(strip, (BORDER_WIDTH, HEADER))
    revealed = tuple((card["slot"], card["crest"], card["number"]) for card in view["revealed"])
    acting = set(view.get("to_act") or ()) if not winners else set()
    for row, seat in enumerate(seats):
        panel = _field_panel(
            names[seat],
            tuple(name for other, name in enumerate(names) if other != seat),
            seat,
            _slots(view, seat),
            revealed if seat == view["active"] else (),
            _notes(view, seat),
            seat == view["active"] and seat in acting,
            current(),
        )
        x, y = _card_origin(row, 1)
        image.paste(panel, (x - _slot_x(1), y - NAME_H - NUMBER_H))
    return image


def table_image(view: Json, names: Sequence[str]) -> Image.Image:
    """The public table, from the spectator view (``view(state, None)``): piles with their
    top cards, every field face down with stack heights, this turn's revealed cards face up."""
    _require_spectator(view)
    return _compose(view, names, None, range(view["players"]))


def replay_frame(view: Json, names: Sequence[str], _colours: Sequence[int] | None) -> Image.Image:
    """:func:`table_image` as a replay frame: a Tarnaris player's colour is their crest's, so
    the palette choice of other games is not used."""
    return table_image(view, names)


def table_png(view: Json, names: Sequence[str]) -> bytes:
    return png_bytes(table_image(view, names))


def peek_png(view: Json, names: Sequence[str]) -> bytes:
    """A player's private peek: their own field from their own view (``view(state, seat)``),
    where the cards they have looked at (SF10) lie face up, with the piles for context."""
    seat = view.get("seat")
    if seat is None:
        raise ValueError("a peek picture needs the view of the seat that peeked")
    known = sum(1 for slot in view["fields"][seat] for card in slot if "number" in card)
    return png_bytes(_compose(view, names, peek_title(names[seat], known), [seat]))


def peek_title(name: str, known: int) -> str:
    """The private field picture's title: whose it is and how many of its cards lie face up."""
    return t("render-tarnaris-peek-title", name=printable(name), count=known)
