# Pictures (render/): the words drawn into the boards, tables, replays and the leaderboard.
# A picture is drawn in the language of the moment: the game's for a public picture, the
# player's for a private one.

## Tsuro: the board's header, legend and the private previews

render-tsuro-setup = Set-up: { $name } picks a notch
render-tsuro-status =
    { $name } to play · { $placed ->
        [one] { $placed } tile placed
        *[other] { $placed } tiles placed
    } · pile { $pile }
render-tsuro-over-nobody = Game over: nobody is left
render-tsuro-over =
    Game over · { $count ->
        [one] Winner
        *[other] Winners
    }: { $names }
render-tsuro-tiles =
    { $count ->
        [one] { $count } tile
        *[other] { $count } tiles
    }
render-tsuro-dragon = dragon
render-tsuro-out =
    { $cause ->
        [edge] out (edge)
        [collision] out (collision)
        [resigned] out (resigned)
        *[unknown] out
    }
render-tsuro-suicide =
    SUICIDE ({ $cause ->
        [edge] edge
        *[collision] collision
    })
render-tsuro-not-allowed = , not allowed
render-tsuro-safe = safe, then faces { $square }
render-tsuro-knocks-out = { " · " }out: { $names }
render-tsuro-preview = Preview: tile { $tile } at { $rotation }° on { $square }: { $verdict }
render-tsuro-hand-title = { $name }: your tiles · tile, rotation and where each leads
render-tsuro-tile = Tile { $tile } · { $rotation }°

## Triominos: the scoreboard, the empty table, the hand and the spots

render-triominos-title = Triominos · round { $round } · pool { $pool }
render-triominos-over =
    Game over · { $count ->
        [one] winner
        *[other] winners
    }: { $names }
render-triominos-note =
    { $points } pts · { $tiles ->
        [one] { $tiles } tile
        *[other] { $tiles } tiles
    }
render-triominos-empty-table = Empty table: the first tile goes on 0,0
render-triominos-round-ended =
    Round { $round } ended ({ $how ->
        [out] a player went out
        *[blocked] blocked
    }): { $changes }
render-triominos-no-points = no points
render-triominos-hand-title =
    { $name }: your hand · { $tiles ->
        [one] { $tiles } tile
        *[other] { $tiles } tiles
    } · { $points } pts
render-triominos-spots =
    { $count ->
        [0] No legal spot for { $tile }
        [one] Spots for { $tile }: { $count }
        *[other] Spots for { $tile }: { $count }
    }

## Woods of Tarnaris: the header, the piles, the fields and the private peek

render-tarnaris-status = Round { $round } · { $name } to play
render-tarnaris-reveal =
    reveal { $count ->
        [one] { $count } slot
        *[other] { $count } slots
    }
render-tarnaris-claim = claim by { $name } on pile { $pile }
# $choice: the special function or penalty being chosen (sf3, sf5, sf5_return, sf7, penalty, give).
render-tarnaris-over =
    Game over · { $count ->
        [one] Winner
        *[other] Winners
    }: { $names }
render-tarnaris-no-piles = No piles yet: a revealed 1 starts one
render-tarnaris-pile = Pile { $number }
render-tarnaris-closed = closed
render-tarnaris-cards =
    { $count ->
        [one] { $count } card
        *[other] { $count } cards
    }
render-tarnaris-tray = to place: { $count }
render-tarnaris-peek-ready = peek ready
render-tarnaris-resigned = resigned
render-tarnaris-winner = winner
# An empty card slot, in a card-sized box: keep it short.
render-tarnaris-empty = empty
# Printed on a 10 instead of its follow-up number (a 10 closes its pile): keep it short.
render-tarnaris-card-end = end
render-tarnaris-peek-title =
    { $count ->
        [0] Only for { $name }: your field (you know none of its cards yet)
        [one] Only for { $name }: your field, the { $count } card you know face up
        *[other] Only for { $name }: your field, the { $count } cards you know face up
    }

## Replays: each frame's caption, and the words of a move

render-replay-start =
    Start · { $count ->
        [one] { $count } move
        *[other] { $count } moves
    }
render-replay-move = Move { $index }/{ $total } · { $name }: { $move }

## The leaderboard

render-leaderboard-player = Player
render-leaderboard-rating = Rating
render-leaderboard-games = Games
render-leaderboard-wins = Wins
render-leaderboard-trend = Trend
render-leaderboard-empty = No rated games yet
render-leaderboard-computer = { $name } (computer)

## Replay captions (issue 26): each move as a sentence after its player's name
render-move-tsuro-notch = starts at notch { $notch }
render-move-tsuro-random-notch = starts at a random notch
render-move-tsuro-place = lays tile { $tile } turned { $rotation }°
render-move-triominos-place = lays { $tile } on { $cell }
render-move-triominos-draw = draws a tile
render-move-triominos-pass = passes
render-move-tarnaris-reveal = reveals slot { $slot }
render-move-tarnaris-lay = lays revealed card { $card } on pile { $pile }
render-move-tarnaris-return = returns revealed card { $card } to slot { $slot }
render-move-tarnaris-done = ends the turn
render-move-tarnaris-claim = "I know it!": the { $number } of slot { $slot } { $pile ->
    [new] starts a new pile
   *[pile] goes on pile { $pile }
 }
render-move-tarnaris-peek = peeks at a card of slot { $slot }
render-move-tarnaris-place-passed = puts the passed card on slot { $slot }
render-move-tarnaris-give = gives the penalty card from slot { $slot }
render-move-tarnaris-penalty = asks { $player } for the penalty card
render-move-tarnaris-skip = lets the special function go
render-move-tarnaris-wait = waits
render-move-tarnaris-sf3 = passes the top card of slot { $slot } to { $player }
render-move-tarnaris-sf5 = mixes the top cards of { $player }'s slots { $slots }
render-move-tarnaris-sf5-return = puts the mixed cards on slots { $slots }
render-move-tarnaris-sf7 = swaps slot { $slot } with { $player }'s slot { $their_slot }
render-move-resign = resigns
render-move-take-back = takes back { $plies ->
    [one] a move
   *[other] { $plies } moves
}
render-move-other = makes a move
render-tarnaris-choosing = { $name } chooses { $choice ->
    [sf3] a card to pass
    [sf5] cards to mix
    [sf5_return] where the mixed cards go
    [sf7] slots to swap
    [penalty] who gives the penalty card
    [give] the penalty card to give
   *[unknown] a move
 }

## League standings (issue 29)

render-league-points = Points
render-league-buchholz = Buchholz
render-league-berger = S.-Berger
render-league-head-to-head = Head-to-head
render-league-withdrawn = { $name } (withdrawn)
