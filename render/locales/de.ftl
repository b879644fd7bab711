# Bilder (render/): die Wörter auf Spielplänen, Tischen, Wiederholungen und der Rangliste.

## Tsuro

render-tsuro-setup = Aufbau: { $name } wählt einen Startpunkt
render-tsuro-status =
    { $name } ist am Zug · { $placed ->
        [one] { $placed } Plättchen gelegt
        *[other] { $placed } Plättchen gelegt
    } · Stapel { $pile }
render-tsuro-over-nobody = Spiel vorbei: Niemand ist übrig
render-tsuro-over =
    Spiel vorbei · { $count ->
        [one] Sieger
        *[other] Sieger
    }: { $names }
render-tsuro-tiles =
    { $count ->
        [one] { $count } Plättchen
        *[other] { $count } Plättchen
    }
render-tsuro-dragon = Drache
render-tsuro-out =
    { $cause ->
        [edge] raus (Rand)
        [collision] raus (Zusammenstoß)
        [resigned] raus (aufgegeben)
        *[unknown] raus
    }
render-tsuro-suicide =
    TÖDLICH ({ $cause ->
        [edge] Rand
        *[collision] Zusammenstoß
    })
render-tsuro-not-allowed = , nicht erlaubt
render-tsuro-safe = sicher, danach vor { $square }
render-tsuro-knocks-out = { " · " }wirft raus: { $names }
render-tsuro-preview = Vorschau: Plättchen { $tile } mit { $rotation }° auf { $square }: { $verdict }
render-tsuro-hand-title = { $name }: deine Plättchen · Plättchen, Drehung und wohin jedes führt
render-tsuro-tile = Plättchen { $tile } · { $rotation }°

## Triominos

render-triominos-title = Triominos · Runde { $round } · Vorrat { $pool }
render-triominos-over =
    Spiel vorbei · { $count ->
        [one] Sieger
        *[other] Sieger
    }: { $names }
render-triominos-note =
    { $points } Pkt. · { $tiles ->
        [one] { $tiles } Stein
        *[other] { $tiles } Steine
    }
render-triominos-empty-table = Leerer Tisch: Der erste Stein kommt auf 0,0
render-triominos-round-ended =
    Runde { $round } beendet ({ $how ->
        [out] ausgespielt
        *[blocked] blockiert
    }): { $changes }
render-triominos-no-points = keine Punkte
render-triominos-hand-title =
    { $name }: deine Hand · { $tiles ->
        [one] { $tiles } Stein
        *[other] { $tiles } Steine
    } · { $points } Pkt.
render-triominos-spots =
    { $count ->
        [0] Kein gültiger Platz für { $tile }
        [one] Plätze für { $tile }: { $count }
        *[other] Plätze für { $tile }: { $count }
    }

## Woods of Tarnaris

render-tarnaris-status = Runde { $round } · { $name } ist am Zug
render-tarnaris-reveal =
    { $count ->
        [one] { $count } Platz
        *[other] { $count } Plätze
    } aufdecken
render-tarnaris-claim = Ansage von { $name } auf Stapel { $pile }
render-tarnaris-chooses =
    { $name } wählt ({ $choice ->
        [sf3] Karte weitergeben
        [sf5] vier Karten mischen
        [sf5_return] gemischte Karten zurücklegen
        [sf7] Kartenplatz tauschen
        [penalty] wer eine Karte abgibt
        [give] Karte zum Abgeben
        *[unknown] { $choice }
    })
render-tarnaris-over =
    Spiel vorbei · { $count ->
        [one] Sieger
        *[other] Sieger
    }: { $names }
render-tarnaris-no-piles = Noch keine Stapel: Eine aufgedeckte 1 beginnt einen
render-tarnaris-pile = Stapel { $number }
render-tarnaris-closed = geschlossen
render-tarnaris-cards =
    { $count ->
        [one] { $count } Karte
        *[other] { $count } Karten
    }
render-tarnaris-tray = abzulegen { $count }
render-tarnaris-peek-ready = Blick bereit
render-tarnaris-resigned = aufgegeben
render-tarnaris-winner = Sieger
render-tarnaris-empty = leer
render-tarnaris-card-end = Ende
render-tarnaris-peek-title =
    { $count ->
        [0] Nur für { $name }: dein Kartenfeld (du kennst noch keine seiner Karten)
        [one] Nur für { $name }: dein Kartenfeld, die { $count } Karte, die du kennst, offen
        *[other] Nur für { $name }: dein Kartenfeld, die { $count } Karten, die du kennst, offen
    }

## Wiederholungen

render-replay-start =
    Start · { $count ->
        [one] { $count } Zug
        *[other] { $count } Züge
    }
render-replay-move = Zug { $index }/{ $total } · { $name }: { $move }
render-move-notch = Startpunkt
render-move-random-notch = zufälliger Startpunkt
render-move-place = legen
render-move-resign = aufgeben
render-move-draw = ziehen
render-move-pass = passen
render-move-reveal = aufdecken
render-move-lay = ablegen
render-move-return = zurücklegen
render-move-done = fertig
render-move-claim = ansagen
render-move-peek = nachsehen
render-move-place-passed = erhaltene Karte legen
render-move-give = abgeben
render-move-penalty = Strafkarte
render-move-skip = auslassen
render-move-wait = warten
render-move-sf3 = Karte weitergeben
render-move-sf5 = mischen
render-move-sf5-return = Gemischte zurücklegen
render-move-sf7 = tauschen
render-move-arg-notch = Startpunkt
render-move-arg-tile = Plättchen
render-move-arg-rotation = Drehung
render-move-arg-cell = Feld
render-move-arg-slot = Kartenplatz
render-move-arg-slots = Kartenplätze
render-move-arg-card = Karte
render-move-arg-pile = Stapel
render-move-arg-number = Zahl
render-move-arg-player = Spieler
render-move-arg-their-slot = fremder Kartenplatz
render-move-value-new = neu

## Rangliste

render-leaderboard-player = Spieler
render-leaderboard-rating = Wertung
render-leaderboard-games = Partien
render-leaderboard-wins = Siege
render-leaderboard-trend = Trend
render-leaderboard-empty = Noch keine gewerteten Partien
render-leaderboard-computer = { $name } (Computer)

## Ligatabelle (issue 29)

render-league-points = Punkte
render-league-buchholz = Buchholz
render-league-berger = S.-Berger
render-league-head-to-head = Direkter Vergleich
render-league-withdrawn = { $name } (zurückgezogen)
