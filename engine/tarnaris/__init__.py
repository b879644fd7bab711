"""Woods of Tarnaris: Path to Luslaria, played asynchronously (rules: shared/rules/tarnaris.md).

Several seats may act at once: the active player's regular turn, "I know it!" claims from
anyone holding field cards, the chooser of a pending special function or penalty, a receiver
placing a passed card, a holder of an unused SF10 peek. ``to_act`` and ``legal_moves`` say it
per seat; the store's commit order is the order of play (E1, E2, K4 Async).

Seats are 0-based (as everywhere in the engine); slots (1–10), piles (1.. in creation order)
and revealed cards (1.. left to right) are 1-based, so players can type them.

Moves (``kind`` and keys):

* ``reveal`` ``slot`` — T1: turn a slot of one's field face up (round 1: twice). Revealed 1s
  start new piles by themselves once the reveals are done (T2, L1).
* ``lay`` ``card`` ``pile`` — T2: lay revealed card ``card`` on ``pile`` whose top is one less.
* ``return`` ``card`` ``slot`` — T3: put one revealed card back face down on top of ``slot``
  (its own slot; in round 1 either slot revealed that turn). Returning one card at a time is
  the reorder choice: the first returned lies lowest.
* ``done`` — T3: return every remaining revealed card to its own slot in revealed order. The
  turn ends (T4) once no revealed card is left and no choice is pending.
* ``claim`` ``slot`` ``pile`` ``number`` — K1: claim the top card of one's ``slot`` is
  ``number`` and fits ``pile`` (``"new"`` with ``number`` 1 starts a pile). ``number`` is the
  pile top the claimer saw plus one, so a claim that lost a race (K4: the pile has moved on to
  ``number`` or beyond) is still applied, even while the winner's special function is open:
  the card never leaves its slot and the event ``claim_lost_race`` says so. A chain of one's
  own claims (K2 Async) is ``slots`` instead of ``slot``: the top cards are taken in that
  order (a slot may repeat) and claimed as ``number``, ``number + 1``, …; it is resolved card
  by card, waits face down while a special function it triggered is carried out (SF0) and
  stops at the first wrong card.
  ``legal_moves`` lists single claims on current tops; chains and race-losing claims are the
  two forms ``apply`` accepts beyond that list (like ``resign``).
* ``sf3`` ``slot`` ``player`` — SF3: pass the top card of one's ``slot`` to ``player``'s tray.
* ``place_passed`` ``slot`` — SF3 Async: place the oldest card of one's tray on ``slot``. While
  a seat's tray holds a card, that is the only move the seat has (besides ``resign``).
* ``sf5`` ``player`` ``slots`` — SF5: take the top cards of ``min(4, non-empty slots)`` of
  ``player``'s slots (ascending list), then ``sf5_return`` ``slots``: as many distinct slots of
  theirs (ascending, empty or not) that receive the shuffled cards one each.
* ``sf7`` ``slot`` ``player`` ``their_slot`` — SF7: swap two whole slots.
* ``skip`` — decline a pending SF3, SF5 or SF7 (the rules say "may").
* ``peek`` ``slot`` — SF10 Async: look at the top card of one's slot; only one's own view shows
  it, until that card moves or is turned over.
* ``penalty`` ``player`` — K3: the wrong claimer picks who gives the penalty card (chosen by
  the engine when only one player qualifies); with ``giver_chooses`` that player then plays
  ``give`` ``slot`` (the top card of that slot); otherwise a random card of their field goes.
* ``wait`` — a seat that could claim does nothing now (no event); computer seats that know no
  card to claim play it.
* ``resign`` — the seat leaves: every card in their field, tray, reveal or claim leaves the
  game (cards already on piles stay); the last seat still playing wins.

Events are public and never carry the number of a face-down card: numbers appear only for
cards turned face up (``revealed``, ``pile_started``, ``laid``, ``claim_right``,
``claim_wrong``).

Decisions beyond the rules file are listed in :mod:`engine.tarnaris.game`.
"""

from engine.tarnaris.game import Tarnaris
from engine.tarnaris.state import TarnarisState

TARNARIS = Tarnaris()

__all__ = ["TARNARIS", "Tarnaris", "TarnarisState"]
