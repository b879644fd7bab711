## Woods of Tarnaris (cogs/tarnaris): refusals, the turn message, pickers, events, rules.

## Cards in sentences
tarnaris-card-a = { $number ->
    [8] an { $number }
   *[other] a { $number }
 }
tarnaris-depth-top = the top card
tarnaris-depth-second = the card under the top one
tarnaris-depth-nth = card { $depth } from the top

## Refusals (text.py)
tarnaris-error-bad-value = `{ $key }` must be a number from { $minimum } to { $maximum } (you gave { $value }).
tarnaris-error-bad-slots = Give slot numbers 1–10 separated by commas, e.g. `3,7,2`.
tarnaris-error-bad-slots-length = Give slot numbers 1–10 separated by commas, e.g. `3,7,2` ({ $length } different ones, lowest first).
tarnaris-error-wrong-phase-reveal = Reveal your slot first (the slot buttons).
tarnaris-error-wrong-phase-lay = Your reveals are done: lay the revealed cards, return them, or press Done.
tarnaris-error-nothing-to-reveal = Slot { $slot } has nothing to reveal (it is empty or was revealed this turn); pick another slot.
tarnaris-error-does-not-fit = That card does not fit that pile: a card goes only on a pile whose top is one less. Use the Lay buttons, or return the card.
tarnaris-error-nothing-to-return = No revealed card is left to return.
tarnaris-error-wrong-slot = That card can't go back to slot { $slot }: it returns to its own slot (in round 1, to either slot revealed this turn).
tarnaris-error-claim-new-pile = A new pile starts only with a 1; to claim a higher card pick the pile it fits.
tarnaris-error-claim-number = That pile needs a { $expected } next; look at the newest table and claim again.
tarnaris-error-no-such-pile = There is no pile { $pile }; pick a pile from the table, or `new` for a 1.
tarnaris-error-empty-slot = Slot { $slot } of that field is empty (or has fewer cards than you named); pick a slot with cards.
tarnaris-error-empty-slots = One of those slots is empty; pick slots with cards.
tarnaris-error-chain-too-long = A chain from { $number } can hold at most { $count } cards (piles stop at 10).
tarnaris-error-choice-pending = Everyone waits while { $name } makes a choice (special function or penalty); try again once it is made.
tarnaris-error-no-such-choice = You have no such choice to make right now; the turn message says who chooses what.
tarnaris-error-cannot-give = { $name } can't give a penalty card (no cards in their field); pick another player.
tarnaris-error-bad-player = Pick another player who is still in the game.
tarnaris-error-nothing-to-mix = { $name }'s field is empty; pick another player.
tarnaris-error-both-empty = Both slots are empty; swap a slot that holds cards.
tarnaris-error-no-peek = You have no peek to use: a peek comes with every 10 laid on a pile.
tarnaris-error-nothing-to-claim = Your field is empty: there is nothing to claim.
tarnaris-error-tray-empty = No card was passed to you, so there is nothing to place.
tarnaris-error-place-passed-first = A card was passed to you: place it in one of your slots first (`/tarnaris place` or the Place button).
tarnaris-error-player-or-seat = Name whom it is for: `player` (a person) or `seat` (anyone, a computer player too, as `/game status` numbers the seats), one of the two.
tarnaris-error-no-such-seat = There is no seat { $seat }: this game has { $seats }; `/game status` lists them.
tarnaris-error-not-a-player = { $name } is not playing in this game; pick one of its players.
tarnaris-error-not-your-choice = That choice is { $name }'s to make, not yours.
tarnaris-error-no-choice-waiting = There is no choice waiting for you right now.
tarnaris-error-pile-option = `{ $value }` is not a pile: give a pile number (1, 2, …) or `new` for a 1.
tarnaris-error-slot-or-slots = Name the card to claim: `slot` for one card, or `slots` (e.g. `3,7,2`) for a chain — not both, not neither.
