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
        [out] out
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
render-tarnaris-chooses = { $name } chooses ({ $choice })
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
render-tarnaris-tray = tray { $count }
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
render-move-notch = notch
render-move-random-notch = random_notch
render-move-place = place
render-move-resign = resign
render-move-draw = draw
render-move-pass = pass
render-move-reveal = reveal
render-move-lay = lay
render-move-return = return
render-move-done = done
render-move-claim = claim
render-move-peek = peek
render-move-place-passed = place_passed
render-move-give = give
render-move-penalty = penalty
render-move-skip = skip
render-move-wait = wait
render-move-sf3 = sf3
render-move-sf5 = sf5
render-move-sf5-return = sf5_return
render-move-sf7 = sf7
render-move-arg-notch = notch
render-move-arg-tile = tile
render-move-arg-rotation = rotation
render-move-arg-cell = cell
render-move-arg-slot = slot
render-move-arg-slots = slots
render-move-arg-card = card
render-move-arg-pile = pile
render-move-arg-number = number
render-move-arg-player = player
render-move-arg-their-slot = their_slot
render-move-value-new = new

## The leaderboard

render-leaderboard-player = Player
render-leaderboard-rating = Rating
render-leaderboard-games = Games
render-leaderboard-wins = Wins
render-leaderboard-trend = Trend
render-leaderboard-empty = No rated games yet
render-leaderboard-computer = { $name } (computer)

## League standings (issue 29)

render-league-points = Points
render-league-buchholz = Buchholz
render-league-berger = S.-Berger
render-league-head-to-head = Head-to-head
render-league-withdrawn = { $name } (withdrawn)
