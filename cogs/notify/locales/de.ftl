## Asynchrones Spielen (cogs/notify): Benachrichtigungen, Erinnerungen, Zugfrist, Abwesenheit.

notify-mode-mention = du wirst im Thread der Partie erwähnt, wenn du am Zug bist, und dort auch erinnert
notify-mode-dm = du bekommst eine Direktnachricht mit Link, wenn du am Zug bist, und Erinnerungen per Direktnachricht; keine Erwähnungen
notify-mode-both = du wirst im Thread erwähnt und bekommst eine Direktnachricht, wenn du am Zug bist; Erinnerungen kommen per Direktnachricht
notify-mode-off = keine Erwähnungen, keine Direktnachrichten und keine Erinnerungen: schau selbst mit `/game mine` nach
notify-mode-digest = eine Direktnachricht am Tag mit den Partien, die auf dich warten; keine Erwähnungen und keine Erinnerungen

notify-clock-action-skip = der Zug übersprungen
notify-clock-action-computer = der Zug vom Computer gespielt
notify-clock-action-remove = der Spieler aus der Partie genommen

notify-where = auf **{ $server }**
notify-turn-dm = Du bist in **{ $game }**{ $where } am Zug: { $link }
notify-turn-mention = { $mention }: Du bist in **{ $game }** am Zug: { $link }
notify-reminder = Erinnerung { $number } von { $total }: **{ $game }**{ $where } wartet seit { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    } auf dich.
notify-reminder-clock = Nach { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    } läuft die Zugfrist ab, dann wird { $action }.
notify-clock-note = ⏰ { $name } hat { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    } lang nicht gezogen, die Zugfrist ist abgelaufen: { $done ->
        [removed] { $name } wurde aus der Partie genommen.
        [computer] Der Computer hat den Zug gespielt.
       *[skipped] Der Zug wurde übersprungen.
    }
notify-digest = **Deine tägliche Übersicht**: { $count ->
        [one] { $count } Partie wartet auf dich.
       *[other] { $count } Partien warten auf dich.
    }
notify-more = … und { $count } weitere

notify-mine-none = Du spielst in keiner laufenden Partie. Starte eine mit { $commands } auf einem Server oder tritt einer mit `/game join` bei.
notify-mine-title = **Deine Partien** ({ $count }):
notify-mine-lobby = Lobby { $seated }/{ $seats }
notify-mine-your-turn = **du bist am Zug** (seit { $hours } Std.)
notify-mine-others = wartet auf andere

notify-settings-title = **Asynchrones Spielen auf diesem Server**
notify-settings-reminders = Erinnerungen: nach { $after } Std. Wartezeit, dann alle { $every } Std., höchstens { $most } pro Zug.
notify-settings-clock = Zugfrist: { $clock }. Eine Partie kann bei `new` ihre eigene festlegen.
notify-settings-clock-never = keine
notify-settings-clock-after = nach { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    } wird { $action }
notify-settings-language = Sprache neuer Partien: **{ $language }** (eine Partie kann bei `new` ihre eigene wählen).
notify-settings-language-default = Sprache neuer Partien: die Discord-Sprache des Servers (eine Partie kann bei `new` ihre eigene wählen).

notify-status-clock = Zugfrist: Nach { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    } wird { $action }.
notify-status-clock-off = Zugfrist: keine.
notify-status-away = Abwesend: { $name } bis { $until }.

notify-away-not-away = Du warst nicht abwesend, also hat sich nichts geändert. `/game away days:<1-14>` pausiert Erinnerungen und die Zugfrist für deine Züge.
notify-away-back = Willkommen zurück: Erinnerungen und die Zugfrist gelten wieder für deine Züge.
notify-away-until = Du bist abwesend bis { $until }: Bis dahin keine Erinnerungen, und die Zugfrist ruht für deine Züge (die Abwesenheit zählt nicht als Wartezeit). Partien zeigen dich als abwesend. Bist du früher zurück: `/game away days:0`.

notify-notify-changed = Benachrichtigungen auf **{ $mode }** gestellt: { $meaning }.
notify-notify-current = Deine Benachrichtigungen: **{ $mode }**: { $meaning }.
notify-notify-quiet = Ruhezeiten: **{ $start }–{ $end }** ({ $zone }): dann keine Erwähnungen, Direktnachrichten oder Erinnerungen; was fällig wird, wartet bis zu ihrem Ende, und für die Zugfrist zählen sie nicht als Wartezeit.
notify-notify-no-quiet = Keine Ruhezeiten (Zeitzone: { $zone }).

notify-cmd-notify = Wie du erfährst, dass du am Zug bist
notify-opt-mode = Wie du von deinen Zügen erfährst; leer zum Ansehen
notify-opt-quiet = Ruhezeiten ohne Benachrichtigungen, z. B. 22-08 (off: keine)
notify-opt-timezone = Zeitzone der Ruhezeiten, z. B. Europe/Berlin (Standard UTC)
notify-choice-mode-mention = Erwähnung
notify-choice-mode-dm = Direktnachricht
notify-choice-mode-both = beides
notify-choice-mode-off = aus
notify-choice-mode-digest = tägliche Übersicht
notify-cmd-settings = Erinnerungen und Zugfrist hier (ändern mit „Server verwalten“)
notify-opt-remind-after = Stunden bis zur ersten Erinnerung (Standard 24)
notify-opt-remind-every = Stunden zwischen weiteren Erinnerungen (Standard 24)
notify-opt-max-reminders = Höchstzahl an Erinnerungen pro Zug (Standard 3)
notify-opt-turn-clock = Stunden bis zum Ablauf der Zugfrist (Standard 72; 0 = nie)
notify-opt-clock-action = Was nach Ablauf der Zugfrist geschieht (Standard: überspringen)
notify-opt-language = Sprache neuer Partien des Servers (Standard: seine Discord-Sprache)
notify-opt-rotate-web-links = Web-Links erneuern
notify-choice-clock-skip = Zug überspringen
notify-choice-clock-computer = Computer spielt
notify-choice-clock-remove = Spieler entfernen
notify-cmd-away = Erinnerungen und Zugfrist für deine Züge pausieren (≤ 14 Tage)
notify-opt-days = Tage abwesend (1–14, höchstens 14 in 30 Tagen); 0 = zurück
notify-cmd-mine = Deine Partien auf allen Servern, zuerst die, die auf dich warten
