# Afbeeldingen (render/): de woorden op borden, tafels, herhalingen en de ranglijst.

## Tsuro

render-tsuro-setup = Opstelling: { $name } kiest een startpunt
render-tsuro-status =
    { $name } is aan zet · { $placed ->
        [one] { $placed } tegel gelegd
        *[other] { $placed } tegels gelegd
    } · stapel { $pile }
render-tsuro-over-nobody = Spel voorbij: niemand is over
render-tsuro-over =
    Spel voorbij · { $count ->
        [one] Winnaar
        *[other] Winnaars
    }: { $names }
render-tsuro-tiles =
    { $count ->
        [one] { $count } tegel
        *[other] { $count } tegels
    }
render-tsuro-dragon = draak
render-tsuro-out =
    { $cause ->
        [edge] uit (rand)
        [collision] uit (botsing)
        [resigned] uit (opgegeven)
        *[unknown] uit
    }
render-tsuro-suicide =
    ZELFMOORD ({ $cause ->
        [edge] rand
        *[collision] botsing
    })
render-tsuro-not-allowed = , niet toegestaan
render-tsuro-safe = veilig, daarna richting { $square }
render-tsuro-knocks-out = { " · " }gooit eruit: { $names }
render-tsuro-preview = Voorbeeld: tegel { $tile } gedraaid { $rotation }° op { $square }: { $verdict }
render-tsuro-hand-title = { $name }: jouw tegels · tegel, draaiing en waar elk heen leidt
render-tsuro-tile = Tegel { $tile } · { $rotation }°

## Triominos

render-triominos-title = Triominos · ronde { $round } · voorraad { $pool }
render-triominos-over =
    Spel voorbij · { $count ->
        [one] winnaar
        *[other] winnaars
    }: { $names }
render-triominos-note =
    { $points } ptn · { $tiles ->
        [one] { $tiles } steen
        *[other] { $tiles } stenen
    }
render-triominos-empty-table = Lege tafel: de eerste steen komt op 0,0
render-triominos-round-ended =
    Ronde { $round } voorbij ({ $how ->
        [out] uitgespeeld
        *[blocked] geblokkeerd
    }): { $changes }
render-triominos-no-points = geen punten
render-triominos-hand-title =
    { $name }: jouw hand · { $tiles ->
        [one] { $tiles } steen
        *[other] { $tiles } stenen
    } · { $points } ptn
render-triominos-spots =
    { $count ->
        [0] Geen geldige plek voor { $tile }
        [one] Plekken voor { $tile }: { $count }
        *[other] Plekken voor { $tile }: { $count }
    }

## Woods of Tarnaris

render-tarnaris-status = Ronde { $round } · { $name } is aan zet
render-tarnaris-reveal =
    { $count ->
        [one] { $count } kaartplek
        *[other] { $count } kaartplekken
    } omdraaien
render-tarnaris-claim = melding van { $name } op stapel { $pile }
render-tarnaris-chooses =
    { $name } kiest ({ $choice ->
        [sf3] kaart doorgeven
        [sf5] vier kaarten mengen
        [sf5_return] gemengde kaarten terugleggen
        [sf7] kaartplekken ruilen
        [penalty] wie een kaart geeft
        [give] kaart om te geven
        *[unknown] { $choice }
    })
render-tarnaris-over =
    Spel voorbij · { $count ->
        [one] Winnaar
        *[other] Winnaars
    }: { $names }
render-tarnaris-no-piles = Nog geen stapels: een omgedraaide 1 begint er een
render-tarnaris-pile = Stapel { $number }
render-tarnaris-closed = gesloten
render-tarnaris-cards =
    { $count ->
        [one] { $count } kaart
        *[other] { $count } kaarten
    }
render-tarnaris-tray = te leggen { $count }
render-tarnaris-peek-ready = kijkje klaar
render-tarnaris-resigned = opgegeven
render-tarnaris-winner = winnaar
render-tarnaris-empty = leeg
render-tarnaris-card-end = eind
render-tarnaris-peek-title =
    { $count ->
        [0] Alleen voor { $name }: jouw veld (je kent nog geen enkele kaart)
        [one] Alleen voor { $name }: jouw veld, de { $count } kaart die je kent open
        *[other] Alleen voor { $name }: jouw veld, de { $count } kaarten die je kent open
    }

## Herhalingen

render-replay-start =
    Begin · { $count ->
        [one] { $count } zet
        *[other] { $count } zetten
    }
render-replay-move = Zet { $index }/{ $total } · { $name }: { $move }
render-move-notch = startpunt
render-move-random-notch = willekeurig startpunt
render-move-place = leggen
render-move-resign = opgeven
render-move-draw = trekken
render-move-pass = passen
render-move-reveal = omdraaien
render-move-lay = afleggen
render-move-return = terugleggen
render-move-done = klaar
render-move-claim = melden
render-move-peek = kijken
render-move-place-passed = doorgegeven kaart leggen
render-move-give = geven
render-move-penalty = strafkaart
render-move-skip = overslaan
render-move-wait = wachten
render-move-sf3 = kaart doorgeven
render-move-sf5 = mengen
render-move-sf5-return = gemengde terugleggen
render-move-sf7 = ruilen
render-move-arg-notch = startpunt
render-move-arg-tile = tegel
render-move-arg-rotation = draaiing
render-move-arg-cell = vak
render-move-arg-slot = plek
render-move-arg-slots = plekken
render-move-arg-card = kaart
render-move-arg-pile = stapel
render-move-arg-number = nummer
render-move-arg-player = speler
render-move-arg-their-slot = andermans plek
render-move-value-new = nieuw

## Ranglijst

render-leaderboard-player = Speler
render-leaderboard-rating = Rating
render-leaderboard-games = Partijen
render-leaderboard-wins = Winst
render-leaderboard-trend = Trend
render-leaderboard-empty = Nog geen gewaardeerde partijen
render-leaderboard-computer = { $name } (computer)

## Stand van een competitie (issue 29)

render-league-points = Punten
render-league-buchholz = Buchholz
render-league-berger = S.-Berger
render-league-head-to-head = Onderling
render-league-withdrawn = { $name } (teruggetrokken)
