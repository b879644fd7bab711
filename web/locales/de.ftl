# Die Webseiten (issue 30): eine Partie, ihre Wiederholung, die Partien und Bestenlisten eines Servers, ein Spieler.
web-site = Tessera
web-game-title = { $game } · Partie #{ $id }
web-status-lobby = Die Partie wartet in der Lobby auf Spieler.
web-status-active = Die Partie läuft.
web-status-finished = Die Partie ist beendet.
web-status-cancelled = Die Partie wurde abgebrochen.
web-won-by = Sieg für { $players }.
web-to-move = Am Zug: { $players }.
web-players = Spieler
web-seat = Platz
web-player = Spieler
web-colour = Farbe
web-colour-orange = Orange
web-colour-sky-blue = Himmelblau
web-colour-green = Grün
web-colour-yellow = Gelb
web-colour-blue = Blau
web-colour-vermilion = Zinnoberrot
web-colour-pink = Rosa
web-colour-black = Schwarz
web-score = Punkte
web-turn = Zug
web-to-move-mark = am Zug
web-resigned = hat aufgegeben
web-out = ausgeschieden
web-board = Spielplan
web-board-alt = Der { $game }-Spielplan der Partie #{ $id } nach { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
    }.
web-moves = Züge
web-no-moves = Noch kein Zug.
web-setup = Aufbau
web-replay = Wiederholung
web-replay-first = Anfang
web-replay-back = Zurück
web-replay-forward = Weiter
web-replay-last = Ende
web-replay-slider = Position in der Wiederholung
web-replay-help = Blättere mit den Schaltflächen, dem Schieberegler oder den Pfeiltasten (Pos1 und Ende springen an Anfang und Ende).
web-replay-running = Solange die Partie läuft, zeigt die Wiederholung nur, was der Thread zeigt: Karten, die wieder umgedreht wurden, bleiben verdeckt. Die vollständige Wiederholung gibt es, sobald die Partie beendet ist.
web-position-alt = Der { $game }-Spielplan der Partie #{ $id } nach Zug { $at }.
web-setup-alt = Der { $game }-Spielplan der Partie #{ $id } beim Aufbau.
web-refresh = Diese Seite aktualisiert sich automatisch, solange die Partie läuft.
web-server-title = Partien und Bestenlisten
web-running = Laufende Partien
web-no-running = Gerade läuft keine Partie.
web-leaderboards = Bestenlisten
web-period-all = seit Beginn
web-period-month = letzte 30 Tage
web-period-week = letzte 7 Tage
web-leaderboard = { $game }, { $period }
web-rank = Platz
web-rating = Wertungszahl
web-games = Partien
web-wins = Siege
web-no-ratings = In diesem Zeitraum hat niemand eine Partie beendet.
web-player-title = { $name }
web-rating-over-time = Verlauf der Wertungszahl: { $game }
web-chart-alt = { $count ->
    [one] Die { $game }-Wertungszahl von { $name } nach { $count } Partie, von { $first } bis { $last }.
   *[other] Die { $game }-Wertungszahl von { $name } nach jeder der { $count } Partien, von { $first } bis { $last }.
    }
web-playing = Laufende Partien
web-recent = Letzte Partien
web-no-games = Noch keine beendete Partie.
web-result-won = gewonnen
web-result-lost = verloren
web-footer = Nur zum Ansehen: Diese Seite zeigt nur, was jeder im Thread der Partie sehen kann.
