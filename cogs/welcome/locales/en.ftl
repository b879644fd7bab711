# /help and the welcome (cogs/welcome): the first ten minutes.

welcome-cmd-help = What this bot does, and a game alone in one press
welcome-what = **Tessera** plays board games here, at your own pace: { $games }.
welcome-how = Each game gets a thread of its own; when it is your turn you are told, and you play with buttons.
welcome-start = Play with people from this server, or alone against the computer: press a button below.
welcome-commands-title = **Five commands worth knowing**
welcome-command-new = { $commands }: open a game for others to join (add computers with `bots`)
welcome-command-join = `/game join`: join a game someone opened
welcome-command-hand = `/game hand`: your tiles or cards, privately
welcome-command-status = `/game status`: whose turn it is, and how the game stands
welcome-command-mine = `/game mine`: your games in every server, those waiting for you first
welcome-play-alone = Play { $title } alone
welcome-rules-placeholder = Read the rules of a game…
