# Triominos (cogs/triominos): every text a player reads. Vocabulary: tile, pool, draw, pass,
# bridge, hexagon, round, points (shared/rules/triominos.md).

## Commands (≤ 100 characters each)
triominos-cmd-group = Triominos: match triangular tiles corner to corner and score
triominos-cmd-new-set = Tile set: 76 (mirror images are two tiles, the default) or the classic 56
triominos-cmd-new-start = Who begins: highest drawn tile, or the highest triple played at once (+10)
triominos-cmd-new-redraw = Decide who begins afresh every round
triominos-cmd-new-bridge-extension = +40 for extending a bridge
triominos-cmd-new-target = Score that ends the game at a round's end (0: no target; default 400)
triominos-cmd-new-rounds = Number of rounds (0: play to the target; 1: a single round)
triominos-cmd-new-simple-scoring = Children's scoring: 1 point a tile, +1 bridge/hexagon, no penalties
triominos-cmd-game = Which Triominos game (default: this thread's, or your only one)
triominos-cmd-place = Lay a tile of your hand (suggestions: only legal)
triominos-cmd-place-tile = A tile of your hand, like 1-2-3 (suggested: the tiles that fit)
triominos-cmd-place-spot = Where: a cell like 2,-1 (suggested), or a spot number from the spots picture
triominos-cmd-place-rotation = How it lies, when it fits the spot more than one way (suggested)
triominos-cmd-draw = Draw a tile from the pool (−5; at most 3 a turn)
triominos-cmd-pass = Pass: after your third draw (−10 more), or free when nothing fits and the pool is empty
triominos-cmd-scores = The score table across rounds, privately

## The lobby's line about the options
triominos-options = Options: { $options }
triominos-options-standard = Options: standard rules
triominos-option-set = set: { $value }
triominos-option-start = start: { $value }
triominos-choice-start-highest = highest
triominos-choice-start-triple = triple
triominos-option-redraw = redraw: { $value }
triominos-option-bridge-extension = bridge extension: { $value }
triominos-option-target = target: { $value }
triominos-option-rounds = rounds: { $value }
triominos-option-simple-scoring = simple scoring: { $value }
triominos-on = on
triominos-off = off
triominos-value-highest = highest
triominos-value-triple = triple

## The rules (/game rules name:triominos, ≤ 2,000 characters)
triominos-rules = **Triominos** (2–6 players). Each tile is a triangle with a number in each corner. Everyone gets 9 tiles with 2 players, 7 with 3–4, 6 with 5–6; the rest, face down, is the pool. Each player draws a tile: the highest begins by laying any tile of their hand and scores its value. On your turn, lay a tile from your hand so that it shares a whole side with the table and every corner it touches matches the numbers already there; you score the sum of its corners, +40 for a bridge (the tile touches the table by one side and the opposite corner), +50 for completing a hexagon (+60 for two at once, +70 for three). If you can't (or won't) lay a tile, draw one from the pool: −5 each, up to three a turn, and once you have drawn, only a tile drawn this turn may be laid. If you still lay nothing after the third draw, you pass and lose 10 more. If nothing fits and the pool is empty, you pass at no cost. The first to empty their hand ends the round and scores 25 plus the points of the tiles left in the others' hands; the players after them play one last turn. If nobody can lay a tile and the pool is empty, the player with the fewest points in hand scores the others' points minus their own. The game ends at a round's end once someone has 400 points (with the children's scoring, 1 point a tile and no penalties, after a single round). Press **Take your turn** on the game's newest message, or type `/triominos place`.

## Words used in several texts
triominos-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
triominos-minus-points = { $points ->
    [one] −{ $points } point
   *[other] −{ $points } points
}
triominos-minus = −{ $points }
triominos-no-penalty = no penalty
triominos-nobody = nobody
triominos-corner-top = top { $number }
triominos-corner-bottom-right = bottom-right { $number }
triominos-corner-bottom-left = bottom-left { $number }
triominos-corner-bottom = bottom { $number }
triominos-corner-top-left = top-left { $number }
triominos-corner-top-right = top-right { $number }
triominos-part-tile = { $points } (tile)
triominos-part-bridge = { $points } (bridge)
triominos-part-hexagon = { $points } (hexagon)
triominos-part-start = { $points } (starting triple)
triominos-mark-bridge = bridge
triominos-mark-hexagon = hexagon

## The turn message (public)
triominos-take-turn = Take your turn
triominos-phase = round { $round }
triominos-round-state = Round { $round } · { $pool ->
    [one] { $pool } tile left to draw
   *[other] { $pool } tiles left to draw
}
triominos-turn = It is { $name }'s turn.
triominos-turn-drawn = It is { $name }'s turn ({ $draws } drawn this turn).
triominos-scores = Scores: { $scores }.
triominos-final-scores = Final scores: { $scores }.
triominos-score-of = { $name } { $score } ({ $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
})
triominos-score-resigned = { $name } { $score } (resigned)
triominos-round-begins = **Round { $round } begins**; { $name } starts.
triominos-round-begins-drawn = **Round { $round } begins**; { $name } starts with the highest tile drawn: { $drawn }.
triominos-round-begins-ties = **Round { $round } begins**; { $name } starts with the highest tile drawn: { $drawn } (drawn again after { $ties ->
    [one] a tie
   *[other] { $ties } ties
}).
triominos-opened = { $name } opened with { $tile } on { $cell } ({ $why }): { $points }.
triominos-why-triple = the highest triple dealt
triominos-why-no-triple = no triple was dealt, so the highest tile
triominos-laid = { $name } laid { $tile } on { $cell } ({ $corners }): { $points }.
triominos-drew = { $name } drew a tile ({ $penalty }; draw { $draws } of { $most } this turn).
triominos-passed-penalty = { $name } passed after three draws (−{ $points } points).
triominos-passed = { $name } passed (no penalty).
triominos-went-out = **{ $name } played their last tile!**
triominos-last-turns = { $names } { $count ->
    [one] plays
   *[other] play
} one last turn.
triominos-round-over = **Round { $round } is over.** Points left in hands: { $held }.
triominos-out-simple = { $name } went out first: { $change }.
triominos-out = { $name } went out: +25 bonus + { $others } (the points left in the others' hands) = { $change }.
triominos-blocked-simple = Blocked: { $name } holds the fewest points (no score).
triominos-blocked = Blocked (nobody can lay a tile and the pool is empty): { $name } holds the fewest points: +{ $others } (the points left in the others' hands) − { $own } (their own) = { $change }.
triominos-round-scores = Scores after round { $round }: { $scores }.
triominos-game-over = **Game over: { $winners } { $count ->
    [one] wins
   *[other] win
}** ({ $why }).
triominos-why-target = a score of { $target } or more was reached at a round's end
triominos-why-rounds = after { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}, the highest score
triominos-why-resigned = everyone else resigned

## The score table across rounds
triominos-table-title = **Scores by round** · Triominos game #{ $game } (each round's gain in brackets)
triominos-table-round = Round
triominos-table-note = \* the round being played

## A player's own hand and turn (private)
triominos-hand = Your tiles ({ $count }): { $tiles }.
    Your score: { $score }. Tiles left to draw: { $pool }.
triominos-hand-none = none
triominos-panel-title = **Your turn · Triominos game #{ $game }** (only you see this)
triominos-panel-fitting = { $count ->
    [one] { $count } of your tiles fits
   *[other] { $count } of your tiles fit
}: { $tiles }.
triominos-panel-choose = Choose a tile to see where it fits.
triominos-panel-none-fits = None of your tiles fits the table now.
triominos-panel-may-draw = You may draw ({ $points }; { $draws } of 3 drawn).
triominos-panel-may-pass = You may pass ({ $points }).
triominos-choose-tile = Choose a tile to lay
triominos-button-draw = Draw ({ $points })
triominos-button-pass = Pass ({ $points })
triominos-spots = { $count ->
    [one] { $count } spot
   *[other] { $count } spots
} · best +{ $best }
triominos-spots-intro = **{ $tile }** fits in { $count ->
    [one] { $count } spot
   *[other] { $count } spots
}, numbered on the table; under it, each spot shows how the tile would lie and what it scores. Choose a spot.
triominos-spots-best = Best: { $spot }.
triominos-spots-page = Spots { $first }–{ $last } of { $count } (page { $page }).
triominos-spot-label = Spot { $number } · { $cell }
triominos-choose-spot = Choose a spot for { $tile }
triominos-button-another-tile = Another tile
triominos-button-previous-spots = Previous spots
triominos-button-more-spots = More spots
triominos-button-another-spot = Another spot
triominos-button-confirm = Confirm: { $tile } on { $cell } (+{ $points })
triominos-preview = **Spot { $number }.** { $placement }
    Confirm to lay it.
triominos-placement = Lay **{ $tile }** on **{ $cell }** ({ $corners }).
    It scores { $points }.
triominos-ways = { $count ->
    [one] { $count } way: pick a rotation
   *[other] { $count } ways: pick a rotation
}
triominos-you-drew = You drew **{ $tiles }** ({ $points }).
triominos-you-laid = You laid { $tile } on { $cell } for { $points }.
triominos-you-passed = You passed.

## Refusals (private): triominos-error-<code>
triominos-error-tile-name = `{ $tile }` is not a tile: write its three numbers (0–5) with dashes, like `1-2-3`; the `tile` suggestions list the tiles of your hand that fit.
triominos-error-tile-not-in-set = There is no tile { $tile } in the { $set }-tile set; `/game hand` shows your tiles.
triominos-error-not-in-hand = Tile { $tile } is not in your hand; `/game hand` shows your tiles, and the `tile` suggestions list the ones that fit.
triominos-error-cell-name = `{ $cell }` is not a cell: name one as column,row like `2,-1`, or pick a spot from the `spot` suggestions.
triominos-error-rotation = That tile can lie only as rotation { $allowed }; pick one from the `rotation` suggestions.
triominos-error-first-cell = The first tile of a round goes on { $expected }, not { $cell }.
triominos-error-cell-taken = Cell { $cell } already holds a tile; pick a free spot from the `spot` suggestions.
triominos-error-point-only = On { $cell } the tile would touch the table only at a corner; it must share a whole side with a tile already laid. The `spot` suggestions list the spots that fit.
triominos-error-not-adjacent = There is no spot { $cell }: that cell does not touch the table, and a tile must share a whole side with one already laid. The `spot` suggestions list the spots that fit.
triominos-error-not-drawn-this-turn = You have drawn this turn, so only a tile you drew may be laid now, not { $tile }; lay the drawn tile if it fits, draw again, or pass when allowed.
triominos-error-mismatch = Laid like that on { $cell }, the tile's { $have } would meet a { $need } at a corner, and every touching corner must match. Try another rotation or spot: the suggestions list only those that fit.
triominos-error-must-place-first = The table is empty: lay the first tile on 0,0 (any tile fits); drawing comes later.
triominos-error-draw-limit = You have drawn three tiles this turn, the most allowed: lay a tile, or pass (−10).
triominos-error-pool-empty = The pool is empty, so there is nothing to draw: lay a tile, or pass if none fits.
triominos-error-pass-not-allowed = You can't pass yet: draw first (−5 a tile); passing is allowed after three draws, or when nothing fits and the pool is empty.
triominos-error-pass-not-allowed-fits = You can't pass yet: a tile of yours fits, so lay it or draw (−5); passing is allowed after three draws, or when nothing fits and the pool is empty.
triominos-error-no-spot = { $tile } does not fit on { $cell }. It fits in { $count ->
    [one] { $count } spot
   *[other] { $count } spots
}: pick one from the `spot` suggestions, or press Take your turn to see them numbered.
triominos-error-fits-nowhere = { $tile } fits nowhere on the table now; choose another tile, or draw.
triominos-error-spot-number = There is no spot { $number } for { $tile }: its spots are numbered 1 to { $count } (press Take your turn and choose the tile to see them).
triominos-error-spot-name = `{ $spot }` is not a spot: give a cell like `2,-1` (the `spot` suggestions list those that fit) or a spot number from the spots picture.
triominos-error-rotation-needed = { $tile } fits on { $cell } in { $count ->
    [one] { $count } way
   *[other] { $count } ways
}; say which with `rotation`: { $ways }.
triominos-error-rotation-text = `{ $rotation }` is not a way { $tile } can lie: give 0, 1 or 2, or its numbers clockwise from the cell's first corner (like 2-3-1); the suggestions list those that fit.
