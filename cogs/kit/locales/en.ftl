# The kit's wording (cogs/kit): refusals, the lobby, turn messages, hands, buttons.

## Lists and names

kit-another-player = another player
kit-seat-number = seat { $seat }

## Refusals (cogs/kit/text.py)

kit-error-unknown = That can't be done right now (`{ $code }`).
kit-error-no-games = You are not in any running game here. Start one with { $commands }, or join one with `/game join`.
kit-error-choose-game = You are in { $count } games here; pick one with the `game` option (start typing to see them), or run the command in the game's own thread if it has one.
kit-error-no-lobbies = There is no lobby to join here. Start a game with { $commands }, or use `/game list` to see the games in this server.
kit-error-choose-lobby = There are { $count } lobbies you could join here; pick one with the `game` option (start typing to see them), or press **Join** on its lobby message.
kit-error-new-in-game-thread = This thread belongs to { $title } game #{ $game_id }, and commands used here act on it; start your new game in the channel above, where it gets a thread of its own.
kit-error-other-kind = Game #{ $game_id } is a { $title } game, so `/{ $command }` commands cannot act on it; use them in your { $wanted } game's thread, or pick it with the `game` option.
kit-error-unknown-game-id = I don't know that game. Pick one from the `game` option's suggestions, or use `/game list` to see the games in this server.
kit-error-other-server = That game belongs to another server; pick one of this server's.
kit-error-no-such-game-type = There is no game called `{ $name }`; the games are { $games }.
kit-error-no-channel = Use this command in a server channel.
kit-error-check-failed = You don't have the permissions this command needs here.
kit-error-outdated-command = Your Discord app shows an older version of `/{ $command }`. Reload Discord (Ctrl+R, or restart the app) to get the current commands, then try again.
kit-error-unknown-component = That button or menu is from an older version of the bot; use the buttons on the newest message of the game.
kit-error-bad-choice = That choice is not on this menu; pick one of the options it shows, or use the newest message of the game.
kit-error-cannot-cancel = Only the player who created this game, or a member with Manage Server, can cancel it.
kit-error-not-in-game = You are not playing in game #{ $game_id }, so its buttons and moves are not for you; you are welcome to watch. To play, join a game while it is a lobby (`/game join`), or start one with { $commands }.
kit-error-not-in-this-game = You are not playing in this game, so its buttons and moves are not for you; you are welcome to watch. To play, join a game while it is a lobby (`/game join`), or start one with { $commands }.
kit-error-no-hand-yet = Hands are dealt when the game starts; wait for the creator.
kit-error-not-found = Game #{ $game_id } no longer exists. Use `/game list` to see the games here.
kit-error-this-not-found = This game no longer exists. Use `/game list` to see the games here.
kit-error-not-seated = You are not playing in game #{ $game_id }. Join a game while it is a lobby (`/game join` or its Join button).
kit-error-not-seated-here = You are not playing in this game. Join a game while it is a lobby (`/game join` or its Join button).
kit-error-not-creator = Only the player who created this game can do that; ask them, or start your own with { $commands }.
kit-error-creator-must-cancel = You created this game, so you can't leave it; cancel it with `/game cancel` instead.
kit-error-lobby-full = This game is full ({ $max_seats } seats). Start a new one, or wait for someone to leave.
kit-error-already-joined = You have already joined this game; wait for the creator to start it.
kit-error-not-joined = You have not joined this game, so there is nothing to leave.
kit-error-too-many-bots = A game of { $seats } seats has room for { $most } computers at most (one seat is yours), not { $bots }; ask for fewer `bots` or more `seats`.
kit-error-no-computer-seat = Game #{ $game_id } has no computer player to remove; `/game addbot` adds one.
kit-error-no-computer-seat-here = This game has no computer player to remove; `/game addbot` adds one.
kit-error-not-a-computer = Seat { $seat } is not a computer player; `/game status` lists the seats (a computer's has the robot mark).
kit-error-unknown-level = There is no computer level { $level }; pick easy, medium or hard.
kit-error-too-few-players = The game needs at least { $minimum } players and has { $players }; wait for more to join.
kit-error-colour-taken = Someone else already plays { $colour }; pick another colour.
kit-error-not-lobby = This game has already started (or ended), so its lobby is closed; start a new game with { $commands }.
kit-error-leave-started = Game #{ $game_id } has started, so its lobby is closed. To leave it for good, use `/game resign` (the others play on).
kit-error-not-started = This game has not started yet: the creator starts it once enough players have joined.
kit-error-game-over = This game is over, so it takes no more moves. Start a new one with { $commands }.
kit-error-game-changed = The game changed while you were acting (someone else moved first). Look at the newest position and try again.
kit-error-game-damaged = This game's saved position failed its consistency check, so it is paused. Please tell the server's moderators.
kit-error-busy = The database is busy right now; please try again in a moment.
kit-error-guild-only = Games are started in a server's channel, not in a DM.
kit-error-manage-server-only = Only members with Manage Server can change these settings; `/game settings` without options shows them.
kit-error-unknown-setting = There is no setting called { $names }.
kit-error-bad-setting-value = That value doesn't work for `{ $name }`; the option's suggestions show what does.
kit-error-bad-quiet-hours = `{ $given }` is not a span of quiet hours: write two different hours from 0 to 23 joined by a dash, like `22-08` (from 22:00 to 08:00), or `off` to end them.
kit-error-bad-timezone = I don't know the time zone `{ $given }`; pick one from the `timezone` option's suggestions, like `Europe/Paris` or `America/New_York`.
kit-error-away-quota = That is more away time than is left this month ({ $days } days); choose a shorter absence.
kit-error-not-your-turn = It is not your turn: it is { $player }'s. You will be mentioned when it is yours.
kit-error-not-playing = You are out of this game, so you can't move any more.
kit-error-resigned = You have resigned from this game, so you can't move any more.
kit-error-wrong-phase = That move does not fit the game's current phase.
kit-error-state-format = This game was saved by a different version of the bot and can't be read now; please tell the server's moderators.
kit-error-move-shape = That move is not something this game understands.
kit-error-move-kind = This game has no move called `{ $kind }`.
kit-error-player-count = This game is for { $minimum } to { $maximum } players, not { $players }.
kit-error-unknown-option = This game has no option { $names }; its options are { $known }.
kit-error-option-value = `{ $name }` can't be { $value }.
kit-error-option-range = `{ $name }` must be between { $minimum } and { $maximum } (you gave { $value }).
kit-error-option-choice = `{ $name }` must be one of { $choices }.
kit-error-no-game-end = With no target score and no round limit the game would never end; set one of them.
kit-apology = Sorry, something went wrong on my side. It has been logged as error `{ $error_id }`; mention that id if you report it.
kit-moved-on = This game has moved on since that button was posted; use the buttons on the newest message of the game.
kit-moved-on-at = This game has moved on since that button was posted; the newest position: { $url }

## Game adapters' defaults (cogs/kit/adapter.py)

kit-hand-title = Your hand
kit-options = Options: { $options }
kit-options-standard = Options: standard rules
kit-option-on = on
kit-option-off = off
kit-phase-lobby = lobby
kit-phase-playing = playing
kit-phase-over = over
kit-phase-cancelled = cancelled
kit-turn-over = Game over: { $winners } won ({ $reason }).
kit-turn-over-nobody = Game over: nobody won ({ $reason }).
kit-turn-cancelled = This game was cancelled.
kit-turn-waiting = Waiting.
kit-turn-waiting-for = Waiting for { $players }.
kit-event-resigned = { $player } resigned.
kit-button-hand = Your hand
kit-hand-header = **{ $title } in { $game } #{ $game_id }** (only you see this)

## How a game is named in autocomplete and lists (cogs/kit/context.py)

kit-label-lobby = lobby { $seated }/{ $seats }
kit-label-your-turn = your turn
kit-label-active = active
kit-label-finished = finished
kit-label-cancelled = cancelled
kit-label-by = { $label } · by { $creator }

## The lobby (cogs/kit/lobby.py)

kit-cmd-new = Open a { $title } lobby; others join with its button
kit-opt-seats = How many players may join ({ $minimum }–{ $maximum }; default { $maximum })
kit-opt-turn-clock = Hours a turn may wait (0 = never; default: the server's)
kit-opt-clock-action = What the turn clock does when the time is up
kit-opt-bots = Computer players to seat (if you leave out seats, the game starts at once)
kit-opt-bot-level = How well those computers play (default: easy)
kit-opt-language = Language of the game's public messages (default: the server's)
kit-lobby-someone = someone
kit-lobby-nobody = nobody yet
kit-lobby-header = **{ $title }** · game #{ $game_id }
kit-lobby-seats = Created by { $creator } · seats { $seated }/{ $seats } (at least { $minimum } to start)
kit-lobby-players = Players: { $players }
kit-lobby-press-join = Press **Join** to play; { $creator } presses **Start** when ready.
kit-lobby-started = The game has started.
kit-lobby-over = The game is over.
kit-lobby-joined = You joined game #{ $game_id }.
kit-lobby-left = You left game #{ $game_id }.
kit-game-started = Game #{ $game_id } has started.
kit-game-cancelled = Game #{ $game_id } is cancelled.
kit-game-cancelled-by = Game #{ $game_id } was cancelled by { $user }.
kit-thread-greeting = This thread is for { $title } game #{ $game_id }. Commands used here act on this game. { $mention }
kit-button-join = Join
kit-button-leave = Leave
kit-button-start = Start

## The turn message (cogs/kit/turns.py)

kit-turn-header = **{ $title }** · game #{ $game_id } · move { $ply }
kit-turn-earlier = … { $count ->
        [one] { $count } earlier event
       *[other] { $count } earlier events
    }
kit-turn-earlier-moves = … and { $count ->
        [one] { $count } earlier move
       *[other] { $count } earlier moves
    }
kit-move-in = Your move is in.
kit-level-easy = easy
kit-level-medium = medium
kit-level-hard = hard
kit-clock-skip = skip
kit-clock-computer = computer
kit-clock-remove = remove

# Issue 31: a failure after the action committed (cogs.kit.errors).
kit-move-stands = Done: game #{ $game_id } has taken your action and it stands; only the confirmation could not be shown. No need to do it again.

## Added for issue 26 (words): computer seats, why a game ended, too-long texts
kit-computer = Computer ({ $level })
kit-computer-numbered = Computer { $number } ({ $level })
kit-reason-resigned = everyone else resigned
kit-reason-other = the game reached its end
kit-error-too-long-name = That name is too long: at most { $limit } characters.
kit-error-too-long-colour = That colour name is too long: at most { $limit } characters.

## Table manners (issue 28): take-backs, rematches, invitations
kit-button-take-back = Take back
kit-button-accept = Accept
kit-button-refuse = Refuse
kit-button-rematch = Rematch
kit-button-invite = Invite
kit-event-took-back = ↩️ { $player } took back { $moves ->
    [one] a move
   *[other] { $moves } moves
  }.
kit-opt-invite = People to invite (@mentions)
kit-lobby-invited = Invited: { $people }
kit-lobby-invitation = ✉️ { $inviter } invites you to { $title } game #{ $game_id }: press **Join** to play.
kit-lobby-invitation-dm = ✉️ { $inviter } invites you to { $title } game #{ $game_id }: press **Join** to play, or open the lobby: { $url }
kit-lobby-invite-pick = Whom do you want to invite? Pick up to seven people; each gets one mention, or a direct message if that is how they asked to be told.
kit-lobby-invite-placeholder = Pick people to invite
kit-lobby-invited-note = Invited: { $people }.
kit-error-take-back-not-yours = You can take back only your own last move, before anyone else moves.
kit-error-take-back-not-allowed = This move can't be taken back: it showed you something the others can't see (a tile drawn, a card turned over or looked at), or it ended the game. Against computers only, any move can be taken back except one that ended the game.
kit-error-take-back-asked = You already asked to take back this move; a move gets one request.
kit-error-take-back-not-asked = This request is for the other players to answer.
kit-error-take-back-refused = This request was refused, so the move stands.
kit-error-take-back-late = Too late: someone has moved since, so the move stands.
kit-error-take-back-gone = That take-back request no longer exists.
kit-error-take-back-ask = Other people play this game: they must agree. Use `/takeback` to ask them.
kit-error-take-back-alone = Nobody else plays this game: `/takeback` takes your move back at once.
kit-error-rematch-not-over = Game #{ $game_id } is not over yet; a rematch can be asked for once it has ended.
kit-error-no-finished-games = You have no finished game in this server to play again. Start a new one with { $commands }.
kit-error-invite-mentions = Name the people to invite by mentioning them: type @ in the `invite` option and pick their names.
kit-error-invite-not-seated = Only the players in this lobby can invite; press **Join** first.

# The web companion (issue 30): links to the pages, when the bot serves them.
kit-web-game = Follow this game on the web: { $url }
kit-web-replay = Replay this game on the web: { $url }
kit-web-server = This server's games and leaderboards on the web: { $url }
kit-web-rotated = New web links made: every earlier link to this server's pages no longer opens. The server page is now { $url }
kit-error-web-off = This bot serves no web pages; its host turns them on with WEB_PORT.
