# Bilder (render/): die Wörter auf Spielplänen, Tischen, Wiederholungen und der Rangliste.
# Dieselben Wörter wie im Chat (glossary/de.toml): Startpunkt, Sonderzug, nachschauen, Partie.

## Tsuro

render-tsuro-setup = Vorbereitung: { $name } wählt einen Startpunkt
render-tsuro-status =
    { $name } ist am Zug · { $placed ->
        [one] { $placed } Plättchen gelegt
        *[other] { $placed } Plättchen gelegt
    } · Nachziehstapel { $pile }
render-tsuro-over-nobody = Partie vorbei: niemand ist übrig
render-tsuro-over =
    Partie vorbei · { $count ->
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
        [edge] ausgeschieden (Rand)
        [collision] ausgeschieden (Zusammenstoß)
        [resigned] aufgegeben
        *[unknown] ausgeschieden
    }
render-tsuro-suicide =
    TÖDLICH ({ $cause ->
        [edge] Rand
        *[collision] Zusammenstoß
    })
render-tsuro-not-allowed = , nicht erlaubt
render-tsuro-safe = sicher, danach vor Feld { $square }
render-tsuro-knocks-out = { " · " }wirft hinaus: { $names }
render-tsuro-preview = Vorschau: Plättchen { $tile } mit { $rotation }° auf Feld { $square }: { $verdict }
render-tsuro-hand-title = { $name }: deine Plättchen · Plättchen, Drehung und wohin jedes führt
render-tsuro-tile = Plättchen { $tile } · { $rotation }°

## Triominos

render-triominos-title = Triominos · Runde { $round } · Vorrat { $pool }
render-triominos-over =
    Partie vorbei · { $count ->
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
    { $name }: deine Steine · { $tiles ->
        [one] { $tiles } Stein
        *[other] { $tiles } Steine
    } · { $points } Pkt.
render-triominos-spots =
    { $count ->
        [0] Keine passende Stelle für { $tile }
        [one] Stellen für { $tile }: { $count }
        *[other] Stellen für { $tile }: { $count }
    }

## Woods of Tarnaris

render-tarnaris-status = Runde { $round } · { $name } ist am Zug
render-tarnaris-reveal =
    { $count ->
        [one] { $count } Kartenplatz
        *[other] { $count } Kartenplätze
    } aufdecken
render-tarnaris-claim = Sonderzug von { $name } auf Stapel { $pile }
render-tarnaris-chooses =
    { $name } wählt ({ $choice ->
        [sf3] Karte abgeben
        [sf5] vier Karten mischen
        [sf5_return] gemischte Karten verteilen
        [sf7] Kartenplatz tauschen
        [penalty] wer die Strafkarte gibt
        [give] welche Strafkarte
        *[unknown] { $choice }
    })
render-tarnaris-over =
    Partie vorbei · { $count ->
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
render-tarnaris-tray = erhalten: { $count }
render-tarnaris-peek-ready = darf nachschauen
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
render-move-place = legt
render-move-resign = gibt auf
render-move-draw = zieht
render-move-pass = passt
render-move-reveal = deckt auf
render-move-lay = legt ab
render-move-return = legt zurück
render-move-done = fertig
render-move-claim = „Ich weiß es!“
render-move-peek = schaut nach
render-move-place-passed = legt erhaltene Karte hin
render-move-give = gibt Strafkarte
render-move-penalty = Strafkarte von
render-move-skip = verzichtet
render-move-wait = wartet
render-move-sf3 = gibt eine Karte ab
render-move-sf5 = mischt
render-move-sf5-return = verteilt gemischte Karten
render-move-sf7 = tauscht Kartenplätze
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
