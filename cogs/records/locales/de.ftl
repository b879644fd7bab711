## Spielerstatistiken (cogs/records): Ranglisten, Statistiken, Verlauf, Wiederholungen, Exporte, Folgen.

records-leaderboard-title = Rangliste { $game } – { $period }
records-period-all = seit Beginn
records-period-month = letzte 30 Tage
records-period-week = letzte 7 Tage

records-result-won = gewonnen
records-result-lost = verloren
records-result-shared = geteilter Sieg

records-history-title = **Beendete Partien von { $who }** (Seite { $page } von { $pages }, neueste zuerst)
records-history-line = #{ $id } { $game } · { $result } · { $players } Spieler · { $day } · { $link }
records-newer = Neuere
records-older = Ältere
records-none-finished = { $who } hat hier noch keine Partie beendet.

records-stats-title = **Statistik von { $who }**
records-stats-game = { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }
records-stats-rating = Wertungszahl { $rating }
records-stats-recent = Zuletzt: { $games }
records-stats-streak = Längste Siegesserie: { $count }
records-stats-median = Typische Zeit pro Zug (Median): { $time }
records-stats-opening = Lieblingseröffnung ({ $game }): { $opening } ({ $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    })
records-duration-minutes = { $minutes } Min.
records-duration-hours = { $hours } Std. { $minutes } Min.
records-duration-days = { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } { $hours } Std.

records-not-finished = Partie #{ $id } ist noch nicht beendet: Eine Wiederholung gibt es, sobald die Partie vorbei ist.
records-no-replay = Für Partie #{ $id } gibt es keine Wiederholung (dieses Spiel hat keine, oder sie wäre zu groß).
records-replay = **{ $game }** · Partie #{ $id } · Wiederholung
records-not-started = Partie #{ $id } hat noch nicht begonnen: es gibt nichts zu exportieren.
records-exported-finished = Partie #{ $id }, die vollständige Aufzeichnung (Optionen, Seed, Plätze, Züge): sie lässt sich wieder importieren und bis zur selben Endstellung abspielen.
records-exported-running = Partie #{ $id } läuft noch: Das hier sieht jeder von ihr (Optionen, Plätze, die öffentliche Stellung), ohne den Seed und ohne die Hand irgendeines Spielers.

records-following = Du folgst Partie #{ $id }: ihre Zugnachrichten erreichen dich als Direktnachrichten, bis sie endet (`/game unfollow` zum Beenden).
records-following-already = Du folgst Partie #{ $id } bereits.
records-follow-own = Du spielst in Partie #{ $id } mit: ihre Zugnachrichten erreichen dich schon.
records-follow-over = Partie #{ $id } ist vorbei: `/game replay` zeigt, wie sie verlief.
records-unfollowed = Du folgst Partie #{ $id } nicht mehr.
records-not-following = Du folgst Partie #{ $id } nicht.

records-not-manager = Das dürfen nur Mitglieder mit „Server verwalten“ (oder der Verwaltungsrolle des Servers).
records-recomputed = Wertungszahlen aus { $count ->
        [one] { $count } beendeten Partie neu berechnet.
       *[other] { $count } beendeten Partien neu berechnet.
    }
records-recomputed-game = Wertungszahlen aus { $count ->
        [one] { $count } beendeten Partie
       *[other] { $count } beendeten Partien
    } von { $game } neu berechnet.

records-cmd-gameadmin = Verwaltung der Spielstatistiken des Servers (Server verwalten)
records-cmd-recompute = Die Wertungszahlen dieses Servers aus seinen Partien neu berechnen
records-cmd-leaderboard = Die besten Spieler eines Spiels auf diesem Server
records-cmd-stats = Die Statistik eines Spielers hier: pro Spiel, Serien
records-cmd-history = Die beendeten Partien eines Spielers, neueste zuerst
records-cmd-replay = Die animierte Wiederholung einer beendeten Partie
records-cmd-export = Die Aufzeichnung einer Partie als JSON-Datei, privat
records-cmd-follow = Zugnachrichten einer Partie als Direktnachricht erhalten
records-cmd-unfollow = Einer Partie nicht mehr folgen
records-opt-game = Welches Spiel
records-opt-game-any = Welches Spiel (Standard: alle)
records-opt-period = Welcher Zeitraum zählt (Standard: seit Beginn)
records-opt-computers = Computerspieler zeigen (Standard: ja)
records-opt-user = Wessen (Standard: deine)
records-opt-id = Nummer der Partie, z. B. 12
records-choice-period-all = seit Beginn
records-choice-period-month = Monat
records-choice-period-week = Woche
