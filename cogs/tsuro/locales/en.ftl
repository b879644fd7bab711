# Tsuro (cogs/tsuro): the /tsuro commands, the turn messages, hands, pickers and refusals.
# Vocabulary: tile (path tile), path, marker, notch (start notch), square, dragon tile, draw pile.

## The /tsuro group and its commands (each ≤ 100 characters)
tsuro-group = Tsuro: lay path tiles and keep your marker on the board
tsuro-option-open-hands = Every hand is public
tsuro-option-strict-suicide = On: no knocking your own marker out while a safe placement exists; off: only the edge counts
tsuro-option-protect-opponents = No knocking another marker out while a harmless placement exists
tsuro-cmd-game = Which Tsuro game (default: this thread's, or your only one)
tsuro-cmd-start = Set-up: put your marker on a start notch
tsuro-cmd-start-notch = A free notch (1–48, numbered around the board); leave out for a random one
tsuro-cmd-place = Lay a tile from your hand in front of your marker
tsuro-cmd-place-tile = A tile from your hand (start typing to see yours and what each does)
tsuro-cmd-place-rotation = Clockwise turn of the tile, as in /game hand's pictures
tsuro-cmd-turn = Open your turn privately: previews and controls
tsuro-cmd-colour = Before the start: your marker's colour
tsuro-cmd-colour-colour = Your colour on the board
tsuro-colour-orange = orange
tsuro-colour-sky-blue = sky blue
tsuro-colour-green = green
tsuro-colour-yellow = yellow
tsuro-colour-blue = blue
tsuro-colour-vermilion = vermilion
tsuro-colour-pink = pink
tsuro-colour-black = black
tsuro-colour-chosen = You will play { $colour } in Tsuro #{ $game }.

## The rules (/game rules name:tsuro; ≤ 2,000 characters)
tsuro-rules = **Tsuro** (2–8 players). Everyone starts with a marker on a notch at the board's edge and three path tiles. On your turn, lay one tile from your hand, in any rotation, on the empty square your marker faces; then every marker facing that square follows its path as far as it leads, and you draw a tile. A marker that runs off the edge is out, and so are two markers that meet on a path. Don't lay a tile that knocks your own marker out while a safe one exists; if every tile of yours does, you must still lay one. When the draw pile is empty, the first player who should draw takes the dragon tile instead. When tiles come back to the pile (a player who is out gives theirs back), the dragon's holder draws first and hands the dragon back; then, in turn order from the holder, everyone short of three tiles draws one at a time, round after round, until all have three or the pile is empty. In the variant that protects opponents (`/tsuro new protect_opponents:True`), you may not knock another marker out either, unless every tile of yours knocks someone out. The last marker on the board wins. When the last markers all go out on the same turn (off the edge or colliding with each other), their players share the win; once all 35 tiles are laid, everyone still on the board shares it.
    Play: **Pick your start notch** / **Take your turn** under the game's newest message, or `/tsuro start notch:<1-48>` and `/tsuro place tile:<n> rotation:<0|90|180|270>`; `/game hand` shows your tiles privately.

## Words shared by several texts
tsuro-none = none
tsuro-nobody = nobody
tsuro-another-marker = another marker

## The turn message (public: the game's language)
tsuro-button-pick-notch = Pick your start notch
tsuro-button-take-turn = Take your turn
tsuro-phase-notch = choosing start notches
tsuro-phase-play = laying tiles
tsuro-phase-over = over
tsuro-game-over = Game over: { $winners } { $count ->
    [one] wins
   *[other] win
} ({ $reason }).
tsuro-reason-last-marker = the last marker on the board
tsuro-reason-shared-elimination = their markers left the board together, so they share the win
tsuro-reason-collided = their markers collided, so they share the win
tsuro-reason-board-full = every tile is on the board
tsuro-turn-notch = { $who }, pick your start notch (the numbers on the board are free notches).
tsuro-turn-play = { $who }, your turn: lay a tile on { $square }.
tsuro-open-hands = Open hands: { $hands }.

## Events (public)
tsuro-event-notch = { $who } starts at notch { $notch } ({ $square }).
tsuro-event-notch-random = { $who } starts at a random notch, { $notch } ({ $square }).
tsuro-event-placed = { $who } placed tile { $tile } at { $rotation }° on { $square }.
tsuro-event-moved = { $who } moved across { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
} to face { $square }.
tsuro-event-moved-edge = { $who } moved across { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
} to the edge.
tsuro-event-collided = { $names } met on { $square } and collided: { $size ->
    [pair] both
   *[more] all
} out.
tsuro-event-collided-shared = { $names } met on { $square } and collided: { $size ->
    [pair] both
   *[more] all
} out, they share the win.
tsuro-event-collided-with = { $who } collided with { $others } and is out.
tsuro-event-left-board = { $who } left the board at notch { $notch } and is out.
tsuro-event-tiles-returned = { $who }'s { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
} went back into the pile.
tsuro-event-dragon-taken = { $who } takes the dragon (the pile is empty): first to draw when tiles return.
tsuro-event-dragon-returned = { $who } drew and gave the dragon back.
tsuro-event-dragon-side = { $who }'s dragon goes back to the side.
tsuro-event-dragon-passed = The dragon passes from { $giver } to { $taker }.
tsuro-event-turn-skipped = { $who } has no tile and skips the turn.
tsuro-drawn = Drawn: { $counts }.
tsuro-drawn-count = { $who } { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}

## Status (public)
tsuro-status-tiles = Tiles on the board: { $tiles }; draw pile: { $pile }.
tsuro-status-markers = Markers on the board: { $names }.
tsuro-status-dragon = { $who } holds the dragon.

## What a placement does (hands, pickers, suggestions: private)
tsuro-verdict-suicide = suicide: your marker { $cause ->
    [edge] runs off the board
   *[collision] collides
}
tsuro-verdict-not-allowed = (not allowed)
tsuro-verdict-safe = safe, then faces { $square }
tsuro-verdict-knocks-out = knocks out { $names }
tsuro-verdict-protected = (not allowed: opponents are protected)

## The private hand (/game hand)
tsuro-hand-tiles = Your tiles: { $tiles }.
tsuro-hand-dragon = You hold the dragon tile: you draw first when tiles come back.
tsuro-hand-notch-first = Choose your start notch first; then this shows where each tile leads.
tsuro-hand-out = Your marker has left the board: you are out of this game.
tsuro-hand-facing = Your marker faces square { $square }.
tsuro-hand-all-suicidal = Every option takes your marker off the board; one must be played.
tsuro-hand-option = tile { $tile } at { $rotation }°: { $verdict }

## The private pickers
tsuro-sides-top-right = top and right sides
tsuro-sides-bottom-left = bottom and left sides
tsuro-notch-select = Free notches, { $sides } ({ $first }–{ $last })
tsuro-notch-top = Notch { $notch } · top edge, square { $square }
tsuro-notch-right = Notch { $notch } · right edge, square { $square }
tsuro-notch-bottom = Notch { $notch } · bottom edge, square { $square }
tsuro-notch-left = Notch { $notch } · left edge, square { $square }
tsuro-random-notch = Random notch
tsuro-notches-title = **Pick your start notch** · Tsuro #{ $game } (only you see this)
tsuro-notches-help = The numbers around the board are the free notches. Pick one below (it is played at once), or let chance decide with **Random notch**.
tsuro-note-marker-placed = Your marker is on the board.
tsuro-notch-played = Your marker starts at notch { $notch } ({ $square }).
tsuro-intro = Your marker faces square { $square }. Your tiles: { $tiles }.
tsuro-intro-dragon = You hold the dragon: you draw first when tiles come back.
tsuro-intro-all-suicidal = **Every option takes your marker off the board.** You must still play one: choose the one you like best.
tsuro-option-label = Tile { $tile } · { $rotation }°: { $verdict }
tsuro-pick-placeholder = Choose a tile and rotation
tsuro-rotation-button = Tile { $tile } · { $rotation }°
tsuro-confirm = Confirm: tile { $tile } at { $rotation }°
tsuro-all-options = All options
tsuro-picker-title = **Your turn** · Tsuro #{ $game } (only you see this)
tsuro-picker-help = Choose a tile and rotation below to see exactly what it does; nothing is played until you press **Confirm**.
tsuro-preview = Tile { $tile } turned { $rotation }° on { $square }: { $verdict }.
tsuro-preview-legal = Press **Confirm** to play it, or try another rotation or tile.
tsuro-preview-refused-suicide = You can't play it while a safe placement exists, e.g. tile { $tile } at { $rotation }°.
tsuro-preview-refused-protected = You can't play it while one that knocks nobody out exists (this game protects opponents), e.g. tile { $tile } at { $rotation }°.
tsuro-played = You played tile { $tile } at { $rotation }°.
tsuro-note-placed = Tile { $tile } at { $rotation }° is on the board; the game's thread shows what it did.

## Tile suggestions of /tsuro place (≤ 100 characters with the tile)
tsuro-tile = Tile { $tile }
tsuro-rotations-safe = safe at { $rotations }
tsuro-rotations-all-suicide = every rotation is suicide
tsuro-rotations-blocked = not at { $rotations } (knocks another marker out)
tsuro-rotations-allowed = allowed anyway at { $rotations }
tsuro-rotations-none = none allowed now

## Refusals (private: the acting player's language)
tsuro-error-suicide = Tile { $tile } turned { $rotation }° would { $cause ->
    [collision] knock your own marker out in a collision
   *[edge] take your own marker off the board
}, and another placement is allowed, for example tile { $safe_tile } at { $safe_rotation }°; choose another tile or rotation (`/tsuro turn` previews them all).
tsuro-error-eliminates-opponent = Tile { $tile } turned { $rotation }° would knock { $names } out, and this game protects opponents while a placement that knocks nobody out exists, for example tile { $safe_tile } at { $safe_rotation }°; choose another tile or rotation (`/tsuro turn` previews them all).
tsuro-error-tile = Tiles are numbered { $minimum } to { $maximum }.
tsuro-error-rotation = Turn a tile by 0, 90, 180 or 270 degrees.
tsuro-error-not-playing = Your marker has left the board, so you can't move any more.
tsuro-error-tile-not-in-hand = Tile { $tile } is not in your hand; `/game hand` shows your tiles.
tsuro-error-wrong-phase-notch = Start notches come first: pick yours with `/tsuro start` or the **Pick your start notch** button when you are mentioned; tiles are laid after that.
tsuro-error-wrong-phase-play = Every marker already has its start notch; lay a tile with `/tsuro place` or the **Take your turn** button.
tsuro-error-notch-taken = Notch { $notch } is taken; the board shows the free notches' numbers.
