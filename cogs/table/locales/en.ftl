## Table manners (issue 28): /takeback, /rematch and their buttons.

table-cmd-takeback = Take back your last move: at once against computers, or ask the other players
table-opt-game = The game (default: this thread's, or your only one)
table-cmd-rematch = Play a finished game again: same game, options and players
table-opt-finished-game = The finished game (default: this thread's, or your latest)
table-taken-back = Taken back: it is your move again, as it was before.
table-asked = You asked { $people } to let you take back your move. It is taken back once all of them accept, before anyone moves.
table-request = ↩️ { $player } asks to take back their last move.
table-request-asked = { $people }: press **Accept** or **Refuse**. The move stands unless everyone accepts before the next move.
table-request-progress = Accepted: { $accepted }. Waiting for: { $waiting }.
table-request-refused = { $player } refused: the move stands.
table-request-done = Everyone accepted: the move is taken back.
table-answered = Your answer is in.
table-rematch-greeting = 🔁 A rematch of game #{ $old }, asked for by { $creator }. { $people } press **Join** on the lobby message: the game starts once everyone is in, or when { $creator } starts it.
table-rematch-opened = Your rematch is open as game #{ $game_id }: { $url }
table-rematch-exists = This game's rematch is already open as game #{ $game_id }: { $url }
