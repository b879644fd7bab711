# Afbeeldingen (render/): de woorden op borden, tafels, herhalingen en de ranglijst.

## Tsuro

render-tsuro-setup = Voorbereiding: { $name } kiest een startinkeping
render-tsuro-status =
    { $name } is aan zet · { $placed ->
        [one] { $placed } tegel gelegd
        *[other] { $placed } tegels gelegd
    } · trekstapel { $pile }
render-tsuro-over-nobody = Spel afgelopen: er is niemand meer over
render-tsuro-over =
    Spel afgelopen · { $count ->
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
    Spel afgelopen · { $count ->
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
    Ronde { $round } afgelopen ({ $how ->
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
render-tarnaris-over =
    Spel afgelopen · { $count ->
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
render-tarnaris-peek-ready = kijkje tegoed
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

## Ranglijst

render-leaderboard-player = Speler
render-leaderboard-rating = Rating
render-leaderboard-games = Spellen
render-leaderboard-wins = Gewonnen
render-leaderboard-trend = Trend
render-leaderboard-empty = Nog geen spellen op de ranglijst
render-leaderboard-computer = { $name } (computer)

## Replay captions (issue 26): each move as a sentence after its player's name
render-move-tsuro-notch = begint op inkeping { $notch }
render-move-tsuro-random-notch = begint op een willekeurige inkeping
render-move-tsuro-place = legt tegel { $tile }, { $rotation }° gedraaid
render-move-triominos-place = legt { $tile } op { $cell }
render-move-triominos-draw = pakt een steen uit de pot
render-move-triominos-pass = past
render-move-tarnaris-reveal = draait kaartplek { $slot } om
render-move-tarnaris-lay = legt omgedraaide kaart { $card } aan op stapel { $pile }
render-move-tarnaris-return = legt omgedraaide kaart { $card } gedekt terug op kaartplek { $slot }
render-move-tarnaris-done = beëindigt de beurt
render-move-tarnaris-claim = "Ik weet het!": de { $number } van kaartplek { $slot } { $pile ->
    [new] begint een nieuwe stapel
   *[pile] gaat op stapel { $pile }
 }
render-move-tarnaris-peek = bekijkt een kaart van kaartplek { $slot }
render-move-tarnaris-place-passed = legt de doorgegeven kaart op kaartplek { $slot }
render-move-tarnaris-give = geeft de strafkaart van kaartplek { $slot }
render-move-tarnaris-penalty = vraagt { $player } om de strafkaart
render-move-tarnaris-skip = gebruikt de speciale functie niet
render-move-tarnaris-wait = wacht
render-move-tarnaris-sf3 = geeft de bovenste kaart van kaartplek { $slot } door aan { $player }
render-move-tarnaris-sf5 = schudt de bovenste kaarten van de kaartplekken { $slots } van { $player }
render-move-tarnaris-sf5-return = legt de geschudde kaarten op de kaartplekken { $slots }
render-move-tarnaris-sf7 = ruilt kaartplek { $slot } met kaartplek { $their_slot } van { $player }
render-move-resign = geeft op
render-move-take-back = neemt { $plies ->
    [one] een zet
   *[other] { $plies } zetten
} terug
render-move-other = doet een zet
render-tarnaris-choosing = { $name } kiest { $choice ->
    [sf3] een kaart om door te geven
    [sf5] kaarten om te schudden
    [sf5_return] waar de geschudde kaarten heen gaan
    [sf7] kaartplekken om te ruilen
    [penalty] wie de strafkaart geeft
    [give] welke kaart als straf te geven
   *[unknown] een zet
 }

## Stand van een competitie (issue 29)

render-league-points = Punten
render-league-buchholz = Buchholz
render-league-berger = S.-Berger
render-league-head-to-head = Onderling
render-league-withdrawn = { $name } (teruggetrokken)
