# /game (cogs/game): the commands every game shares.

## Command and option descriptions

game-cmd-group = Commands for every game: join, hand, …
game-cmd-join = Join a game's lobby
game-cmd-leave = Leave a game's lobby before it starts
game-cmd-start = Start your game once enough players have joined
game-cmd-cancel = Cancel a game (its creator, or a member with Manage Server)
game-cmd-addbot = Add a computer player to your lobby (its creator only)
game-cmd-kickbot = Remove a computer player from your lobby (its creator only)
game-cmd-status = Whose turn it is, the seats and the phase
game-cmd-board = Show the board, as everybody sees it
game-cmd-hand = Your tiles or cards, privately
game-cmd-resign = Leave a running game for good (the others play on)
game-cmd-list = The games in this server
game-cmd-rules = A short illustrated summary of a game's rules, privately
game-opt-game = Which game (default: this thread's or your only one)
game-opt-lobby = Which lobby (default: this thread's, or the only open one)
game-opt-level = How well it plays (default: easy)
game-opt-seat = The computer's seat number in /game status (default: the last)
game-opt-name = Which game

## Answers

game-mark-creator = creator
game-mark-computer = { $robot } computer, { $level }
game-mark-resigned = resigned
game-mark-to-act = to act
game-status-header = **{ $title }** · game #{ $game_id } · { $phase }
game-status-seats = Seats ({ $seated }/{ $seats }):
game-status-players = Players ({ $count }):
game-status-moves = Moves played: { $ply }.
game-resigned = You resigned from game #{ $game_id }.
game-list-none = No games are running in this server.
game-list-title = **Games in this server**
game-list-more = … and { $count } more (`/game status` with the `game` option shows one)
game-bot-added = { $name } joined game #{ $game_id } (seat { $seat }).
game-bot-removed = { $name } left game #{ $game_id }.
