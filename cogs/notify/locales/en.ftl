## Asynchronous play (cogs/notify): notification modes, reminders, the turn clock, away mode.

# Notification modes (/game notify mode:), what each does.
notify-mode-mention = you are mentioned in the game's thread when it is your turn, and reminded there
notify-mode-dm = you get a direct message with a link when it is your turn, and reminders by direct message; no mentions
notify-mode-both = you are mentioned in the thread and get a direct message when it is your turn; reminders come by direct message
notify-mode-off = no mentions, no direct messages and no reminders: check `/game mine` yourself
notify-mode-digest = one direct message a day listing the games waiting on you; no mentions and no reminders

# What the turn clock does, after "the turn clock will …".
notify-clock-action-skip = skip the turn
notify-clock-action-computer = let the computer play the turn
notify-clock-action-remove = remove the player from the game

# Appended to a game's name: " on **Server**".
notify-where = on **{ $server }**
notify-turn-dm = It's your turn in **{ $game }**{ $where }: { $link }
notify-turn-mention = { $mention }: it's your turn in **{ $game }**: { $link }
notify-reminder = Reminder { $number } of { $total }: **{ $game }**{ $where } has been waiting on you for { $hours } hours.
notify-reminder-clock = After { $hours } hours the turn clock will { $action }.
notify-clock-note = ⏰ { $name }'s turn waited { $hours } hours, so the turn clock { $done ->
        [removed] removed { $name } from the game.
        [computer] let the computer play it.
       *[skipped] skipped it.
    }
notify-digest = **Your daily digest**: { $count ->
        [one] { $count } game is waiting on you.
       *[other] { $count } games are waiting on you.
    }
notify-more = … and { $count } more

# /game mine
notify-mine-none = You are not in any running game. Start one with { $commands } in a server, or join one with `/game join`.
notify-mine-title = **Your games** ({ $count }):
notify-mine-lobby = lobby { $seated }/{ $seats }
notify-mine-your-turn = **your turn** (waiting { $hours } h)
notify-mine-others = waiting on others

# /game settings
notify-settings-title = **Asynchronous play in this server**
notify-settings-reminders = Reminders: after { $after } hours waiting, then every { $every } hours, at most { $most } a turn.
notify-settings-clock = Turn clock: { $clock }. A game may set its own when it is opened (`new`).
notify-settings-clock-never = never
notify-settings-clock-after = after { $hours } hours: { $action }
notify-settings-language = Language of new games: **{ $language }** (a game may choose its own when it is opened with `new`).
notify-settings-language-default = Language of new games: the server's Discord language (a game may choose its own when it is opened with `new`).

# /game status
notify-status-clock = Turn clock: after { $hours } hours, { $action }.
notify-status-clock-off = Turn clock: off.
notify-status-away = Away: { $name } until { $until }.

# /game away
notify-away-not-away = You were not away, so nothing changed. `/game away days:<1-14>` pauses reminders and the turn clock for your turns.
notify-away-back = Welcome back: reminders and the turn clock count your turns again.
notify-away-until = You are away until { $until }: no reminders, and the turn clock leaves your turns alone until then (the time away does not count as waiting). Games show you as away. `/game away days:0` when you are back early.

# /game notify
notify-notify-changed = Notifications set to **{ $mode }**: { $meaning }.
notify-notify-current = Your notifications: **{ $mode }**: { $meaning }.
notify-notify-quiet = Quiet hours: **{ $start }–{ $end }** ({ $zone }): no mentions, direct messages or reminders then; what falls due waits until they end, and they do not count as waiting for the turn clock.
notify-notify-no-quiet = No quiet hours (time zone: { $zone }).

# Commands, options and choices (≤ 100 characters each).
notify-cmd-notify = How you hear that it is your turn
notify-opt-mode = How you are told of your turns (digest: daily); leave out to see
notify-opt-quiet = Quiet hours without notifications, e.g. 22-08 (off: none)
notify-opt-timezone = Time zone for quiet hours, e.g. Europe/Paris (default UTC)
notify-choice-mode-mention = mention
notify-choice-mode-dm = dm
notify-choice-mode-both = both
notify-choice-mode-off = off
notify-choice-mode-digest = digest
notify-cmd-settings = Reminders and the turn clock here (Manage Server to change)
notify-opt-remind-after = Hours before the first reminder (default 24)
notify-opt-remind-every = Hours between later reminders (default 24)
notify-opt-max-reminders = Most reminders per turn (default 3)
notify-opt-turn-clock = Hours before the turn clock acts (default 72; 0 = never)
notify-opt-clock-action = What the turn clock does (default skip)
notify-opt-language = Language of this server's new games (default: its Discord language)
notify-opt-rotate-web-links = Make new web links (the old ones stop working)
notify-choice-clock-skip = skip
notify-choice-clock-computer = computer
notify-choice-clock-remove = remove
notify-cmd-away = Pause reminders and the turn clock for your turns (≤ 14 days)
notify-opt-days = Days away (1–14, at most 14 in 30 days); 0 = back
notify-cmd-mine = Your games in every server, those waiting on you first
