# Afbeeldingen (render/): de woorden op borden, tafels, herhalingen en de ranglijst.

## Tsuro

render-tsuro-setup = Opstelling: { $name } kiest een startinkeping
render-tsuro-status =
    { $name } is aan zet · { $placed ->
        [one] { $placed } tegel gelegd
        *[other] { $placed } tegels gelegd
    } · trekstapel { $pile }
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
render-tsuro-safe = veilig, kijkt dan naar { $square }
render-tsuro-knocks-out = { " · " }schakelt uit: { $names }
render-tsuro-preview = Voorbeeld: tegel { $tile } gedraaid { $rotation }° op { $square }: { $verdict }
render-tsuro-hand-title = { $name }: jouw tegels · tegel, draaiing en waar elk heen leidt
render-tsuro-tile = Tegel { $tile } · { $rotation }°

## Triominos

render-triominos-title = Triominos · ronde { $round } · pot { $pool }
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
render-tarnaris-claim = claim van { $name } op stapel { $pile }
render-tarnaris-chooses =
    { $name } kiest ({ $choice ->
        [sf3] kaart doorgeven
        [sf5] vier kaarten schudden
        [sf5_return] geschudde kaarten terugleggen
        [sf7] kaartplekken ruilen
        [penalty] wie de strafkaart geeft
        [give] strafkaart om te geven
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
render-tarnaris-tray = nog te plaatsen: { $count }
render-tarnaris-peek-ready = kijkje klaar
render-tarnaris-resigned = opgegeven
render-tarnaris-winner = winnaar
render-tarnaris-empty = leeg
render-tarnaris-card-end = eind
render-tarnaris-peek-title =
    { $count ->
        [0] Alleen voor { $name }: jouw veld (je kent nog geen enkele kaart)
        [one] Alleen voor { $name }: jouw veld, met de kaart die je kent open
        *[other] Alleen voor { $name }: jouw veld, met de { $count } kaarten die je kent open
    }

## Herhalingen

render-replay-start =
    Begin · { $count ->
        [one] { $count } zet
        *[other] { $count } zetten
    }
render-replay-move = Zet { $index }/{ $total } · { $name }: { $move }
render-move-notch = startinkeping
render-move-random-notch = willekeurige startinkeping
render-move-place = leggen
render-move-resign = opgeven
render-move-draw = trekken
render-move-pass = passen
render-move-reveal = omdraaien
render-move-lay = aanleggen
render-move-return = terugleggen
render-move-done = klaar
render-move-claim = claimen
render-move-peek = kijken
render-move-place-passed = doorgegeven kaart leggen
render-move-give = geven
render-move-penalty = strafkaart
render-move-skip = overslaan
render-move-wait = wachten
render-move-sf3 = kaart doorgeven
render-move-sf5 = schudden
render-move-sf5-return = geschudde terugleggen
render-move-sf7 = ruilen
render-move-arg-notch = inkeping
render-move-arg-tile = tegel
render-move-arg-rotation = draaiing
render-move-arg-cell = vak
render-move-arg-slot = kaartplek
render-move-arg-slots = kaartplekken
render-move-arg-card = kaart
render-move-arg-pile = stapel
render-move-arg-number = nummer
render-move-arg-player = speler
render-move-arg-their-slot = kaartplek van de ander
render-move-value-new = nieuw

## Ranglijst

render-leaderboard-player = Speler
render-leaderboard-rating = Rating
render-leaderboard-games = Spellen
render-leaderboard-wins = Gewonnen
render-leaderboard-trend = Trend
render-leaderboard-empty = Nog geen spellen op de ranglijst
render-leaderboard-computer = { $name } (computer)
