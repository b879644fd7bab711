# The web pages (issue 30): a game, its replay, a server's games and leaderboards, a player.
web-site = Tessera
web-game-title = { $game } · game #{ $id }
web-status-lobby = Waiting for players in the lobby.
web-status-active = The game is on.
web-status-finished = The game is over.
web-status-cancelled = The game was cancelled.
web-won-by = Won by { $players }.
web-to-move = Waiting for { $players }.
web-players = Players
web-seat = Seat
web-player = Player
web-colour = Colour
web-colour-orange = orange
web-colour-sky-blue = sky blue
web-colour-green = green
web-colour-yellow = yellow
web-colour-blue = blue
web-colour-vermilion = vermilion
web-colour-pink = pink
web-colour-black = black
web-score = Score
web-turn = Turn
web-to-move-mark = to move
web-resigned = resigned
web-out = out
web-board = Board
web-board-alt = The { $game } board of game #{ $id } after { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
    }.
web-moves = Moves
web-no-moves = No move yet.
web-setup = Set-up
web-replay = Replay
web-replay-first = First
web-replay-back = Back
web-replay-forward = Forward
web-replay-last = Last
web-replay-slider = Position in the replay
web-replay-help = Step with the buttons, the slider or the arrow keys (Home and End jump to the ends).
web-replay-running = While the game runs, the replay shows only what the thread shows: no card that went back face down. The whole replay opens when the game ends.
web-position-alt = The { $game } board of game #{ $id } after move { $at }.
web-setup-alt = The { $game } board of game #{ $id } at the set-up.
web-refresh = This page refreshes by itself while the game runs.
web-server-title = Games and leaderboards
web-running = Games under way
web-no-running = No game under way.
web-leaderboards = Leaderboards
web-period-all = all time
web-period-month = last 30 days
web-period-week = last 7 days
web-leaderboard = { $game }, { $period }
web-rank = Rank
web-rating = Rating
web-games = Games
web-wins = Wins
web-no-ratings = Nobody has finished a game in this period.
web-player-title = { $name }
web-rating-over-time = Rating over time: { $game }
web-chart-alt = { $count ->
    [one] { $name }'s { $game } rating after { $count } game, from { $first } to { $last }.
   *[other] { $name }'s { $game } rating after each of { $count } games, from { $first } to { $last }.
    }
web-playing = Games in progress
web-recent = Recent games
web-no-games = No finished game yet.
web-result-won = won
web-result-lost = lost
web-footer = Read only: this page shows what anyone in the game's thread can see.
