## Woods of Tarnaris (cogs/tarnaris): refusals, the turn message, pickers, events, rules.

## Cards in sentences
tarnaris-card-a = { $number ->
    [8] an { $number }
   *[any] a { $number }
 }
tarnaris-depth-top = the top card
tarnaris-depth-second = the card under the top one
tarnaris-depth-nth = card { $depth } from the top

## Refusals (text.py)
tarnaris-error-bad-value = `{ $key }` must be a number from { $minimum } to { $maximum } (you gave { $value }).
tarnaris-error-bad-slots = Give slot numbers 1–10 separated by commas, e.g. `3,7,2`.
tarnaris-error-bad-slots-length = Give slot numbers 1–10 separated by commas, e.g. `3,7,2` ({ $length } different ones, lowest first).
tarnaris-error-wrong-phase-reveal = Reveal a slot first (with the slot buttons).
tarnaris-error-wrong-phase-lay = Your reveals are done: lay the revealed cards, return them, or press Done.
tarnaris-error-nothing-to-reveal = Slot { $slot } has nothing to reveal (it is empty or was revealed this turn); pick another slot.
tarnaris-error-does-not-fit = That card does not fit that pile: a card goes only on a pile whose top is one less. Use the Lay buttons, or return the card.
tarnaris-error-nothing-to-return = No revealed card is left to return.
tarnaris-error-wrong-slot = That card can't go back to slot { $slot }: it returns to its own slot (in round 1, to either slot revealed this turn).
tarnaris-error-claim-new-pile = A new pile starts only with a 1; to claim a higher card, pick the pile it fits.
tarnaris-error-claim-number = That pile needs a { $expected } next; look at the newest table and claim again.
tarnaris-error-no-such-pile = There is no pile { $pile }; pick a pile from the table, or `new` for a 1.
tarnaris-error-empty-slot = Slot { $slot } of that field is empty (or has fewer cards than you named); pick a slot with cards.
tarnaris-error-empty-slots = One of those slots is empty; pick slots with cards.
tarnaris-error-chain-too-long = A chain from { $number } can hold at most { $count ->
    [one] { $count } card
   *[other] { $count } cards
 } (piles stop at 10).
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
tarnaris-error-player-or-seat = Say who it is for with either `player` (a person) or `seat` (anyone, computers too, numbered as in `/game status`), not both.
tarnaris-error-no-such-seat = There is no seat { $seat }: this game has { $seats }; `/game status` lists them.
tarnaris-error-not-a-player = { $name } is not playing in this game; pick one of its players.
tarnaris-error-not-your-choice = That choice is { $name }'s to make, not yours.
tarnaris-error-no-choice-waiting = There is no choice waiting for you right now.
tarnaris-error-pile-option = `{ $value }` is not a pile: give a pile number (1, 2, …) or `new` for a 1.
tarnaris-error-slot-or-slots = Name the card to claim: `slot` for one card, or `slots` (e.g. `3,7,2`) for a chain — not both, not neither.

## The adapter (adapter.py): command group, option, field, rules, turn line, status, events
tarnaris-group = Woods of Tarnaris: build the piles 1 to 10 from your hidden field
tarnaris-option-giver-chooses = Whoever gives a penalty card picks the slot it comes from
tarnaris-hand-title = Your field
tarnaris-rules = **Woods of Tarnaris: Path to Luslaria** (2–4 players). Each player has a field of ten face-down slots, two cards of their crest in each. On your turn, reveal two slots in round 1, and one slot (however many cards it holds) from round 2 on. Lay revealed cards on the piles in the middle: a 1 always starts a new pile, any other card goes only on a pile whose top card is one lower, and a 10 closes its pile. Return the cards you can't lay face down to their slots. At any time, even in another player's turn, you may call "I know it!": you claim that the top card of one of your slots fits a pile (only a top card can be claimed), and further claims may follow on it. A right card stays; a wrong card goes back face down, and you choose another player, who gives you one of their cards unseen (a random one, unless the game lets the giver pick); it goes face down on the wrong card's slot. Some cards trigger special functions: a 3 passes one of your cards to another player, a 5 mixes four of another player's top cards, a 7 swaps one of your slots with another player's (an empty place counts as a slot), and a 10 gives everyone a private peek at any one card of their own field, shown to them until the end of their next turn. Once a turn ends, no message names a card that went back face down: remember it. Empty your field to win; if a resignation leaves no card that can ever be laid, the fewest cards left win.
    Play: the buttons under the game's newest message (**Reveal**, **Lay**, **Done**, **I know it!**), or `/tarnaris reveal slot:<n>`, `/tarnaris lay card:<i> pile:<p>`, `/tarnaris done` and `/tarnaris claim slot:<n> pile:<p|new>`; `/game hand` shows your field privately.
tarnaris-phase = round { $round }, { $phase ->
    [reveal] reveal
   *[lay] lay
 }
tarnaris-special-3 = they may pass a card to another player
tarnaris-special-5 = they may mix another player's top cards
tarnaris-special-7 = they may swap a slot with another player
tarnaris-special-10 = the pile is closed and everyone may peek at one card
tarnaris-pending-sf3 = card 3, pass a card
tarnaris-pending-sf5 = card 5, which top cards to mix
tarnaris-pending-sf5-return = card 5, where the mixed cards go
tarnaris-pending-sf7 = card 7, which slots to swap
tarnaris-pending-penalty = who gives the penalty card
tarnaris-pending-give = which card to give as the penalty
tarnaris-pending-unknown = a choice
tarnaris-turn-waiting = Waiting for { $name }: { $what }. Claims wait until then.
tarnaris-turn-reveal = { $name }'s turn: reveal { $count ->
    [2] two slots
   *[single] a slot
 }. Anyone seated may call "I know it!".
tarnaris-turn-revealed-card = { $index }) the { $number } from slot { $slot }
tarnaris-turn-none-left = none left
tarnaris-turn-lay = { $name }'s turn: lay the revealed cards that fit, return the rest, then Done. Revealed: { $cards }. Anyone seated may call "I know it!".
tarnaris-hand-field = Your field, { $count ->
    [one] { $count } card
   *[other] { $count } cards
 } (slot: cards): { $counts }.
tarnaris-hand-known = { $where } is { $card }
tarnaris-hand-peeked = You peeked at slot { $slot }: { $cards }.
tarnaris-hand-peeks-last = Cards you peeked at show here until the end of your next turn.
tarnaris-hand-tray = Cards passed to you, to place: { $count }.
tarnaris-status-piles = Piles: { $count }.
tarnaris-status-fields = Cards left in each field: { $fields }.
tarnaris-status-left = { $name } { $count }
tarnaris-status-resigned = { $name } resigned
tarnaris-someone = someone
tarnaris-event-revealed = { $name } revealed slot { $slot }: { $numbers }.
tarnaris-event-revealed-down = { $name } revealed slot { $slot } ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
 }).
tarnaris-event-laid = { $name } laid the { $number } on pile { $pile }.
tarnaris-event-pile-started = The revealed 1 from slot { $slot } starts pile { $pile }.
tarnaris-event-returned = { $name } returned { $count ->
    [one] a card
   *[other] { $count } cards
 } face down (slot { $slots }).
tarnaris-event-turn = { $name }'s turn.
tarnaris-event-claimed = { $name } calls "I know it!": slot { $slots } on pile { $pile }.
tarnaris-event-claimed-new = { $name } calls "I know it!": slot { $slots } on a new pile.
tarnaris-event-claim-right = Right! { $name }'s { $number } goes on pile { $pile }.
tarnaris-event-claim-wrong = Wrong: { $name }'s slot { $slot } held { $card }; it goes back face down.
tarnaris-event-claim-wrong-down = Wrong: the card from { $name }'s slot { $slot } goes back face down.
tarnaris-event-claim-lost-race = { $name }'s claim on pile { $pile } came too late: the pile had already reached { $number }. It does not count (no penalty).
tarnaris-event-claims-withdrawn = The rest of { $name }'s chain goes back face down.
tarnaris-event-penalty-chosen = { $giver } gives { $name } the penalty card and picks which.
tarnaris-event-penalty = { $giver } gives { $name } a penalty card (from slot { $from_slot }); it goes on { $name }'s slot { $slot }.
tarnaris-event-no-penalty = Nobody can give { $name } a penalty card.
tarnaris-event-special = { $name } played { $card }: { $what }.
tarnaris-event-passed = { $name } passed the top card of slot { $slot } to { $player }.
tarnaris-event-placed-passed = { $name } placed the passed card on slot { $slot }.
tarnaris-event-mixing = { $name } takes the top cards of { $player }'s slots { $slots } to mix.
tarnaris-event-mixed = { $name } put the mixed cards on { $player }'s slots { $slots }.
tarnaris-event-swapped = { $name } swapped their slot { $slot } with { $player }'s slot { $their }.
tarnaris-event-skipped = { $name } did not use the { $number }.
tarnaris-event-peeked = { $name } peeked at { $where } of their slot { $slot }.

## The /tarnaris commands (commands.py): descriptions ≤ 100 characters
tarnaris-cmd-reveal = Your turn: turn one of your slots face up
tarnaris-cmd-lay = Your turn: lay a revealed card on a pile it fits
tarnaris-cmd-return = Your turn: put one revealed card back face down
tarnaris-cmd-done = Your turn: return the rest face down and end the turn
tarnaris-cmd-claim = "I know it!": a top card of yours fits a pile
tarnaris-cmd-pass = Card 3: pass the top card of one of your slots
tarnaris-cmd-mix = Card 5: mix up to four of a player's top cards
tarnaris-cmd-mixback = Card 5: the slots that receive the mixed cards
tarnaris-cmd-swap = Card 7: swap one of your slots with a player's slot
tarnaris-cmd-skip = Cards 3, 5, 7: don't use the special function
tarnaris-cmd-penalty = After a wrong claim: who gives you the penalty card
tarnaris-cmd-give = Give the penalty card: the top card of your slot
tarnaris-cmd-place = Card 3: put the card passed to you on a slot
tarnaris-cmd-peek = Card 10: look at any one card of your field
tarnaris-opt-game = Which game (default: this thread's or your only one)
tarnaris-opt-seat = Or their seat in /game status (for a computer)
tarnaris-opt-your-slot = Your slot
tarnaris-opt-reveal-slot = The slot (1–10)
tarnaris-opt-revealed-card = Which revealed card (number in the turn message)
tarnaris-opt-lay-pile = The pile (its number on the table)
tarnaris-opt-return-slot = Onto which slot (its own; in round 1 either slot revealed this turn)
tarnaris-opt-claim-pile = The pile it fits (number), or new for a 1
tarnaris-opt-claim-slot = Your slot whose top card you claim
tarnaris-opt-claim-slots = A chain of your slots, in order, e.g. 3,7,2
tarnaris-opt-pass-player = Who receives it
tarnaris-opt-mix-player = Whose field
tarnaris-opt-mix-slots = Their slots, e.g. 1,4,6,9 (four, or all non-empty ones if fewer)
tarnaris-opt-mixback-slots = As many different slots of theirs, e.g. 2,3,8,10
tarnaris-opt-swap-player = The other player
tarnaris-opt-swap-their-slot = Their slot
tarnaris-opt-penalty-player = The player who gives it
tarnaris-opt-peek-card = Which card of the slot, counted from the top (default 1)

## The turn message and its calls (pickers.py, public: the game's language)
tarnaris-header = **{ $title }** · game #{ $game } · move { $move }
tarnaris-game-over = The game is over.
tarnaris-turn-over = This turn is over; its cards are face down again.
tarnaris-moved-on-clock = The game moved on: the turn clock ran out. See the newer message below.
tarnaris-moved-on-resignation = The game moved on: a player resigned. See the newer message below.
tarnaris-moved-on-take-back = The game moved on: a move was taken back. See the newer message below.
tarnaris-button-claim = I know it!
tarnaris-button-field = Your field
tarnaris-button-give = Give the penalty card
tarnaris-button-choose = Make your choice
tarnaris-button-reveal = Reveal { $slot }
tarnaris-button-lay = Lay the { $number } (slot { $slot }) on pile { $pile }
tarnaris-button-return-one = Return one…
tarnaris-button-done = Done (return the rest)
tarnaris-button-place = Place the passed card
tarnaris-button-peek-card = Peek (card 10)
tarnaris-button-peek = Peek
tarnaris-button-skip = Skip (don't use it)
tarnaris-choice-sf3 = card 3: pass the top card of one of your slots to another player
tarnaris-choice-sf5 = card 5: mix up to four top cards of another player's field
tarnaris-choice-sf5-return = card 5: the slots that receive the mixed cards
tarnaris-choice-sf7 = card 7: swap one of your slots with another player's slot
tarnaris-choice-penalty = who gives you the penalty card
tarnaris-choice-give = which card you give as the penalty
tarnaris-call-choice = { $mentions }, it is your choice now: { $what }. Press the button (only you will see it).
tarnaris-call-passed = { $mentions }, { $name } passed you a card face down (the 3's special function). Place it in one of your slots before your next action.
tarnaris-call-peek = { $mentions }, a 10 closed a pile: each of you may peek at any one card of your field (privately) before the end of your next turn; it shows in your field until then.

## Private answers and pickers (pickers.py: the user's language)
tarnaris-slot = Slot { $slot }
tarnaris-your-slot = Your slot
tarnaris-slot-option = Slot { $slot } ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
 })
tarnaris-slot-option-peeked = Slot { $slot } ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
 }; you peeked at the top card: { $card })
tarnaris-their-slot-option = { $name }'s slot { $slot } ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
 })
tarnaris-note-right = Right: your { $number } is on pile { $pile }.
tarnaris-note-wrong = Wrong: slot { $slot } held { $card }; it goes back face down and you get a penalty card on it.
tarnaris-note-too-late = Too late: pile { $pile } had already reached { $number } when your claim arrived, so it did not count. Your card stays face down where it was, and there is no penalty.
tarnaris-note-peek = Slot { $slot }: { $where } is { $card }. Only you see this, in your field until the end of your next turn.
tarnaris-note-peek-gone = Slot { $slot }: { $where } is no longer there. Only you see this, in your field until the end of your next turn.
tarnaris-note-penalty = { $giver } gave you a penalty card; it lies on your slot { $slot }.
tarnaris-note-turn-over = Your turn is over: your cards lie face down again, remember them!
tarnaris-note-done = Done.
tarnaris-note-returned = Returned to slot { $slot }.
tarnaris-note-skipped = You let the special function go.
tarnaris-pick-place = A card was passed to you: pick the slot it goes on (on top, face down).
tarnaris-pick-place-placeholder = Slot for the passed card
tarnaris-pick-sf3 = Card 3: pass the top card of one of your slots to another player. Which slot?
tarnaris-pick-sf3-player = Card 3: pass the top card of your slot { $slot } to whom?
tarnaris-pick-sf5 = Card 5: whose field do you mix up (up to four top cards, shuffled unseen)?
tarnaris-pick-sf5-slots = Card 5: pick { $count } of { $name }'s slots; their top cards are mixed.
tarnaris-pick-sf5-slots-placeholder = { $count ->
    [one] { $count } slot
   *[other] { $count } slots
 }
tarnaris-pick-sf5-return = Card 5: the { $count } mixed cards go back one each onto { $count } different slots of { $name }'s field. Pick the slots.
tarnaris-pick-sf5-return-placeholder = { $count ->
    [one] { $count } slot
   *[other] { $count } slots
 } of { $name }
tarnaris-pick-sf7 = Card 7: swap one of your slots (the whole stack) with another player's. Your slot?
tarnaris-pick-sf7-player = Card 7: swap your slot { $slot } with whose slot?
tarnaris-pick-sf7-slot = Card 7: your slot { $slot } swaps with which slot of { $name }?
tarnaris-pick-sf7-placeholder = Their slot
tarnaris-pick-penalty = Your claim was wrong: who gives you the penalty card?
tarnaris-pick-give = You give { $name } a penalty card: the top card of which slot?
tarnaris-return-option = The { $number } (from slot { $slot }) onto slot { $to }
tarnaris-pick-return = Return one card face down (the first one returned lies lowest); Done returns the rest in their order.
tarnaris-pick-return-placeholder = Card and slot
tarnaris-pick-claim-slot = **I know it!** Which of your slots has the top card you know? (Then pick its pile.)
tarnaris-pick-claim-pile = **I know it!** The top card of your slot { $slot } fits which pile?
tarnaris-pile-new = New pile (it is a 1)
tarnaris-pile-option = Pile { $pile }: it is { $card }
tarnaris-pick-peek = Peek: which card of your field? Any card, the top one or one beneath it; only you will see it, in your field until the end of your next turn.
tarnaris-pick-peek-placeholder = Your card
tarnaris-peek-option = Slot { $slot }, { $where }

## Added for issue 26 (words): computer seats, why a game ended, too-long texts
tarnaris-reason-emptied-field = first to empty their field
tarnaris-reason-dead-position = no card left can be laid: fewest cards left
