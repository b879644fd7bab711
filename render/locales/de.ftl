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
render-tarnaris-over =
    Partie vorbei · { $count ->
        [one] Sieger
        *[other] Sieger
    }: { $names }
render-tarnaris-no-piles = Noch keine Stapel: Eine aufgedeckte 1 beginnt den ersten
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

## Rangliste

render-leaderboard-player = Spieler
render-leaderboard-rating = Stärke
render-leaderboard-games = Partien
render-leaderboard-wins = Siege
render-leaderboard-trend = Trend
render-leaderboard-empty = Noch keine gewerteten Partien
render-leaderboard-computer = { $name } (Computer)

## Replay captions (issue 26): each move as a sentence after its player's name
render-move-tsuro-notch = beginnt am Startpunkt { $notch }
render-move-tsuro-random-notch = beginnt an einem zufälligen Startpunkt
render-move-tsuro-place = legt Plättchen { $tile }, um { $rotation }° gedreht
render-move-triominos-place = legt den Stein { $tile } auf Feld { $cell }
render-move-triominos-draw = zieht einen Stein
render-move-triominos-pass = passt
render-move-tarnaris-reveal = deckt die Karte auf Kartenplatz { $slot } auf
render-move-tarnaris-lay = legt die aufgedeckte Karte { $card } auf Stapel { $pile }
render-move-tarnaris-return = legt die aufgedeckte Karte { $card } verdeckt auf Kartenplatz { $slot } zurück
render-move-tarnaris-done = beendet den Zug
render-move-tarnaris-claim = „Ich weiß es!“: die { $number } von Kartenplatz { $slot } { $pile ->
    [new] beginnt einen neuen Stapel
   *[pile] kommt auf Stapel { $pile }
 }
render-move-tarnaris-peek = schaut sich eine Karte von Kartenplatz { $slot } an
render-move-tarnaris-place-passed = legt die abgegebene Karte auf Kartenplatz { $slot }
render-move-tarnaris-give = gibt die Strafkarte von Kartenplatz { $slot } ab
render-move-tarnaris-penalty = lässt sich die Strafkarte von { $player } geben
render-move-tarnaris-skip = verzichtet auf die Spezialfunktion
render-move-tarnaris-wait = wartet
render-move-tarnaris-sf3 = gibt die oberste Karte von Kartenplatz { $slot } an { $player } ab
render-move-tarnaris-sf5 = mischt die obersten Karten der Kartenplätze { $slots } von { $player }
render-move-tarnaris-sf5-return = legt die gemischten Karten auf die Kartenplätze { $slots }
render-move-tarnaris-sf7 = tauscht Kartenplatz { $slot } mit Kartenplatz { $their_slot } von { $player }
render-move-resign = gibt auf
render-move-take-back = nimmt { $plies ->
    [one] einen Zug
   *[other] { $plies } Züge
} zurück
render-move-other = macht einen Zug
render-tarnaris-choosing = { $name } wählt { $choice ->
    [sf3] eine Karte zum Abgeben
    [sf5] Karten zum Mischen
    [sf5_return] die Kartenplätze für die gemischten Karten
    [sf7] die Kartenplätze zum Tauschen
    [penalty] aus, wer die Strafkarte gibt
    [give] die Strafkarte, die abgegeben wird
   *[unknown] einen Zug
 }

## Ligatabelle (issue 29)

render-league-points = Punkte
render-league-buchholz = Buchholz
render-league-berger = S.-Berger
render-league-head-to-head = Direkter Vergleich
render-league-withdrawn = { $name } (zurückgezogen)
