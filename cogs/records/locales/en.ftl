## Player records (cogs/records): leaderboards, statistics, history, replays, exports, following.

# /game leaderboard: the picture's title and its periods.
records-leaderboard-title = { $game } leaderboard · { $period }
records-period-all = all time
records-period-month = last 30 days
records-period-week = last 7 days

# A game's result for a player.
records-result-won = won
records-result-lost = lost
records-result-shared = shared win

# /game history
records-history-title = **Finished games of { $who }** (page { $page } of { $pages }, newest first)
records-history-line = #{ $id } { $game } · { $result } · { $players } players · { $day } · { $link }
records-newer = Newer
records-older = Older
records-none-finished = { $who } finished no game here yet.

# /game stats
records-stats-title = **Records of { $who }**
records-stats-game = { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
records-stats-rating = rating { $rating }
records-stats-recent = Recent: { $games }
records-stats-streak = Best winning streak: { $count }
records-stats-median = Median time to move: { $time }
records-stats-opening = Favourite opening ({ $game }): { $opening } ({ $count ->
        [one] { $count } game
       *[other] { $count } games
    })
records-duration-minutes = { $minutes } min
records-duration-hours = { $hours } h { $minutes } min
records-duration-days = { $days ->
        [one] { $days } day
       *[other] { $days } days
    } { $hours } h

# /game replay, /game export
records-not-finished = Game #{ $id } has not finished yet: a replay is made once a game is over.
records-no-replay = There is no replay of game #{ $id } (its game has none, or it would be too large).
records-replay = **{ $game }** · game #{ $id } · replay
records-not-started = Game #{ $id } has not started yet: there is nothing to export.
records-exported-finished = Game #{ $id }, the whole record (options, seed, seats, moves): it imports back and replays to the same final position.
records-exported-running = Game #{ $id } is still running: this is what everybody sees of it (options, seats, the public position), without the seed or anybody's hand.

# /game follow, /game unfollow, and the followers' direct messages.
records-following = You follow game #{ $id }: its turn messages reach you as direct messages until it ends (`/game unfollow` to stop).
records-following-already = You already follow game #{ $id }.
records-follow-own = You play in game #{ $id }: its turn messages reach you already.
records-follow-over = Game #{ $id } is over: `/game replay` shows how it went.
records-unfollowed = You no longer follow game #{ $id }.
records-not-following = You do not follow game #{ $id }.

# /gameadmin recompute
records-not-manager = Only members with Manage Server (or the server's manager role) may do this.
records-recomputed = Ratings recomputed from { $count ->
        [one] { $count } finished game
       *[other] { $count } finished games
    }.
records-recomputed-game = Ratings recomputed from { $count ->
        [one] { $count } finished game
       *[other] { $count } finished games
    } of { $game }.

# Commands, options and choices (≤ 100 characters each).
records-cmd-gameadmin = Server management of the games' records (Manage Server)
records-cmd-recompute = Recompute this server's ratings from its games
records-cmd-leaderboard = This server's best players of a game
records-cmd-stats = A player's record here: per game, streaks
records-cmd-history = A player's finished games, newest first
records-cmd-replay = The animated replay of a finished game
records-cmd-export = A game's record as a JSON file, privately
records-cmd-follow = Get a game's turn messages as direct messages
records-cmd-unfollow = Stop following a game
records-opt-game = Which game
records-opt-game-any = Which game (default: all)
records-opt-period = Which period counts (default: all time)
records-opt-computers = Show computer players (default: yes)
records-opt-user = Whose (default: yours)
records-opt-id = The game's number, e.g. 12
records-choice-period-all = all
records-choice-period-month = month
records-choice-period-week = week
