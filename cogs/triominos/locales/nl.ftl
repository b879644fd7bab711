# Triominos (cogs/triominos): alle teksten die een speler leest. Woorden: steen, pot, pakken,
# passen, brug, zeshoek, ronde, punten (shared/rules/triominos.md).

## Commando's (hoogstens 100 tekens)
triominos-cmd-group = Triominos: leg driehoekige stenen hoek aan hoek en scoor punten
triominos-cmd-new-set = Stenenset: 76 (spiegelbeelden zijn twee stenen, standaard) of de klassieke 56
triominos-cmd-new-start = Wie begint: hoogste getrokken steen, of het hoogste drietal meteen gelegd (+10)
triominos-cmd-new-redraw = Elke ronde opnieuw bepalen wie begint
triominos-cmd-new-bridge-extension = +40 voor het verlengen van een brug
triominos-cmd-new-target = Score die het spel aan het eind van een ronde beëindigt (0: geen; standaard 400)
triominos-cmd-new-rounds = Aantal rondes (0: spelen tot de doelscore; 1: één ronde)
triominos-cmd-new-simple-scoring = Kindertelling: 1 punt per steen, +1 brug/zeshoek, geen strafpunten
triominos-cmd-game = Welk Triominos-spel (standaard: dat van deze thread, of je enige)
triominos-cmd-place = Leg een steen uit je hand (suggesties: alleen geldige zetten)
triominos-cmd-place-tile = Een steen uit je hand, zoals 1-2-3 (gesuggereerd: de stenen die passen)
triominos-cmd-place-spot = Waar: een vak zoals 2,-1 (gesuggereerd), of een pleknummer uit de afbeelding
triominos-cmd-place-rotation = Hoe hij ligt, als hij op meer dan één manier past (gesuggereerd)
triominos-cmd-draw = Pak een steen uit de pot (−5; hoogstens 3 per beurt)
triominos-cmd-pass = Passen: na drie keer pakken (−10), of als niets past en de pot leeg is
triominos-cmd-scores = De scoretabel per ronde, alleen voor jou

## De regel van de lobby over de opties
triominos-options = Opties: { $options }
triominos-options-standard = Opties: standaardregels
triominos-option-set = set: { $value }
triominos-option-start = start: { $value }
triominos-choice-start-highest = hoogste steen
triominos-choice-start-triple = hoogste drietal
triominos-option-redraw = opnieuw trekken: { $value }
triominos-option-bridge-extension = brugverlenging: { $value }
triominos-option-target = doelscore: { $value }
triominos-option-rounds = rondes: { $value }
triominos-option-simple-scoring = kindertelling: { $value }
triominos-on = aan
triominos-off = uit
triominos-value-highest = hoogste steen
triominos-value-triple = drietal

## De regels (/game rules name:triominos, hoogstens 2.000 tekens)
triominos-rules = **Triominos** (2–6 spelers). Elke steen is een driehoek met een getal in elke hoek. Iedereen krijgt 9 stenen met 2 spelers, 7 met 3 of 4, 6 met 5 of 6; de rest ligt omgekeerd als pot. Elke speler pakt een steen: wie de hoogste heeft, begint met een steen naar keuze uit zijn hand en scoort de waarde ervan. Leg in je beurt een steen uit je hand zo dat hij een hele zijde deelt met de stenen op tafel en elke hoek die hij raakt hetzelfde getal heeft; je scoort de som van zijn drie getallen, +40 voor een brug (de steen raakt de tafel met één zijde en met de tegenoverliggende hoek), +50 als je een zeshoek afmaakt (+60 voor twee tegelijk, +70 voor drie). Kun (of wil) je niet leggen, pak dan een steen uit de pot: −5 per steen, hoogstens drie keer, en vanaf dan mag je alleen een steen leggen die je deze beurt hebt gepakt. Past ook de derde gepakte steen niet, dan pas je en gaan er nog eens 10 punten af (−25 in totaal). Past er niets en is de pot leeg, dan pas je zonder verdere straf. Wie als eerste geen stenen meer heeft, beëindigt de ronde: +25 plus de waarde van de stenen die de anderen nog hebben; de spelers na hem spelen nog één laatste beurt. Kan niemand meer leggen en is de pot leeg, dan krijgt wie de minste punten in de hand heeft het totaal van de andere handen min zijn eigen. Het spel eindigt aan het eind van een ronde zodra iemand 400 punten heeft (met de kindertelling, 1 punt per steen: na één ronde). Druk op **Speel je beurt** onder het nieuwste bericht van het spel, of typ `/triominos place`.

## Woorden in meerdere teksten
triominos-points = { $count ->
    [one] { $count } punt
   *[other] { $count } punten
}
triominos-minus-points = { $points ->
    [one] −{ $points } punt
   *[other] −{ $points } punten
}
triominos-minus = −{ $points }
triominos-no-penalty = geen straf
triominos-nobody = niemand
triominos-corner-top = boven { $number }
triominos-corner-bottom-right = rechtsonder { $number }
triominos-corner-bottom-left = linksonder { $number }
triominos-corner-bottom = onder { $number }
triominos-corner-top-left = linksboven { $number }
triominos-corner-top-right = rechtsboven { $number }
triominos-part-tile = { $points } (steen)
triominos-part-bridge = { $points } (brug)
triominos-part-hexagon = { $points } (zeshoek)
triominos-part-start = { $points } (startdrietal)
triominos-mark-bridge = brug
triominos-mark-hexagon = zeshoek

## Het beurtbericht (openbaar)
triominos-take-turn = Speel je beurt
triominos-phase = ronde { $round }
triominos-round-state = Ronde { $round } · { $pool ->
    [one] { $pool } steen in de pot
   *[other] { $pool } stenen in de pot
}
triominos-turn = { $name } is aan de beurt.
triominos-turn-drawn = { $name } is aan de beurt ({ $draws ->
    [one] { $draws } steen gepakt
   *[other] { $draws } stenen gepakt
} deze beurt).
triominos-scores = Stand: { $scores }.
triominos-final-scores = Eindstand: { $scores }.
triominos-score-of = { $name } { $score } ({ $tiles ->
    [one] { $tiles } steen
   *[other] { $tiles } stenen
})
triominos-score-resigned = { $name } { $score } (opgegeven)
triominos-round-begins = **Ronde { $round } begint**: { $name } mag beginnen.
triominos-round-begins-drawn = **Ronde { $round } begint**: { $name } mag beginnen met de hoogste getrokken steen: { $drawn }.
triominos-round-begins-ties = **Ronde { $round } begint**: { $name } mag beginnen met de hoogste getrokken steen: { $drawn } ({ $ties ->
    [one] opnieuw getrokken na een gelijkspel
   *[other] opnieuw getrokken na { $ties } gelijke trekkingen
}).
triominos-opened = { $name } opende met { $tile } op { $cell } ({ $why }): { $points }.
triominos-why-triple = het hoogste gedeelde drietal
triominos-why-no-triple = er was geen drietal gedeeld, dus de hoogste steen
triominos-laid = { $name } legde { $tile } op { $cell } ({ $corners }): { $points }.
triominos-drew = { $name } pakte een steen ({ $penalty }; { $draws }e van { $most } deze beurt).
triominos-passed-penalty = { $name } heeft gepast na drie keer pakken ({ $points ->
    [one] −{ $points } punt
   *[other] −{ $points } punten
}).
triominos-passed = { $name } heeft gepast (geen straf).
triominos-went-out = **{ $name } heeft de laatste steen gelegd!**
triominos-last-turns = { $names } { $count ->
    [one] speelt
   *[other] spelen
} nog één laatste beurt.
triominos-round-over = **Ronde { $round } is afgelopen.** Punten nog in de hand: { $held }.
triominos-out-simple = { $name } was als eerste uit: { $change }.
triominos-out = { $name } is uit: +25 bonus + { $others } (de punten van de stenen die de anderen nog hebben) = { $change }.
triominos-blocked-simple = Geblokkeerd: { $name } heeft de minste punten in de hand (geen score).
triominos-blocked = Geblokkeerd (niemand kan leggen en de pot is leeg): { $name } heeft de minste punten in de hand: +{ $others } (de punten van de stenen die de anderen nog hebben) − { $own } (de eigen punten) = { $change }.
triominos-round-scores = Stand na ronde { $round }: { $scores }.
triominos-game-over = **Spel afgelopen: { $winners } { $count ->
    [one] wint
   *[other] winnen
}** ({ $why }).
triominos-why-target = een score van { $target } of meer werd aan het eind van een ronde bereikt
triominos-why-rounds = na { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}, de hoogste score
triominos-why-resigned = alle anderen hebben opgegeven

## De scoretabel per ronde
triominos-table-title = **Stand per ronde** · Triominos-spel #{ $game } (de punten van elke ronde tussen haakjes)
triominos-table-round = Ronde
triominos-table-note = \* de ronde die nu gespeeld wordt

## De eigen hand en beurt van een speler (privé)
triominos-hand = Je stenen ({ $count }): { $tiles }.
    Je score: { $score }. Stenen in de pot: { $pool }.
triominos-hand-none = geen
triominos-panel-title = **Jouw beurt · Triominos-spel #{ $game }** (alleen jij ziet dit)
triominos-panel-fitting = { $count ->
    [one] { $count } van je stenen past
   *[other] { $count } van je stenen passen
}: { $tiles }.
triominos-panel-choose = Kies een steen om te zien waar hij past.
triominos-panel-none-fits = Geen van je stenen past nu op tafel.
triominos-panel-may-draw = Je mag een steen pakken ({ $points }; { $draws } van 3 gepakt).
triominos-panel-may-pass = Je mag passen ({ $points }).
triominos-choose-tile = Kies een steen om te leggen
triominos-button-draw = Pakken ({ $points })
triominos-button-pass = Passen ({ $points })
triominos-spots = { $count ->
    [one] { $count } plek
   *[other] { $count } plekken
} · beste +{ $best }
triominos-spots-intro = **{ $tile }** past op { $count ->
    [one] { $count } plek
   *[other] { $count } plekken
}, genummerd op de tafel; daaronder toont elke plek hoe de steen zou liggen en wat hij oplevert. Kies een plek.
triominos-spots-best = Beste: { $spot }.
triominos-spots-page = Plekken { $first }–{ $last } van { $count } (pagina { $page }).
triominos-spot-label = Plek { $number } · { $cell }
triominos-choose-spot = Kies een plek voor { $tile }
triominos-button-another-tile = Andere steen
triominos-button-previous-spots = Vorige plekken
triominos-button-more-spots = Meer plekken
triominos-button-another-spot = Andere plek
triominos-button-confirm = Bevestig: { $tile } op { $cell } (+{ $points })
triominos-preview = **Plek { $number }.** { $placement }
    Bevestig om hem te leggen.
triominos-placement = Leg **{ $tile }** op **{ $cell }** ({ $corners }).
    Dat levert { $points } op.
triominos-ways = { $count ->
    [one] { $count } manier: kies een draaiing
   *[other] { $count } manieren: kies een draaiing
}
triominos-you-drew = Je pakte **{ $tiles }** ({ $points }).
triominos-you-laid = Je legde { $tile } op { $cell } voor { $points }.
triominos-you-passed = Je hebt gepast.

## Weigeringen (privé): triominos-error-<code>
triominos-error-tile-name = `{ $tile }` is geen steen: schrijf de drie getallen (0–5) met streepjes, zoals `1-2-3`; de suggesties bij `tile` tonen de stenen uit je hand die passen.
triominos-error-tile-not-in-set = Er is geen steen { $tile } in de set van { $set } stenen; `/game hand` toont je stenen.
triominos-error-not-in-hand = Steen { $tile } zit niet in je hand; `/game hand` toont je stenen, en de suggesties bij `tile` tonen welke passen.
triominos-error-cell-name = `{ $cell }` is geen vak: geef het als kolom,rij zoals `2,-1`, of kies een plek uit de suggesties bij `spot`.
triominos-error-rotation = Die steen kan alleen liggen in draaiing { $allowed }; kies er een uit de suggesties bij `rotation`.
triominos-error-first-cell = De eerste steen van een ronde komt op { $expected }, niet op { $cell }.
triominos-error-cell-taken = Op vak { $cell } ligt al een steen; kies een vrije plek uit de suggesties bij `spot`.
triominos-error-point-only = Op { $cell } zou de steen de tafel alleen in een hoek raken; hij moet een hele zijde delen met een steen die al ligt. De suggesties bij `spot` tonen de plekken die passen.
triominos-error-not-adjacent = Er is geen plek { $cell }: dat vak raakt de tafel niet, en een steen moet een hele zijde delen met een steen die al ligt. De suggesties bij `spot` tonen de plekken die passen.
triominos-error-not-drawn-this-turn = Je hebt deze beurt al gepakt, dus nu mag alleen een gepakte steen gelegd worden, niet { $tile }; leg de gepakte steen als hij past, pak opnieuw, of pas als dat mag.
triominos-error-mismatch = Zo gelegd op { $cell } zou de { $have } van de steen in een hoek een { $need } raken, en elke hoek die iets raakt moet gelijk zijn. Probeer een andere draaiing of plek: de suggesties tonen alleen wat past.
triominos-error-must-place-first = De tafel is leeg: leg de eerste steen op 0,0 (elke steen past); pakken komt later.
triominos-error-draw-limit = Je hebt deze beurt al drie stenen gepakt, het maximum: leg een steen, of pas (−10).
triominos-error-pool-empty = De pot is leeg, er valt niets te pakken: leg een steen, of pas als er geen past.
triominos-error-pass-not-allowed = Je mag nog niet passen: pak eerst een steen (−5 per steen); passen mag na drie keer pakken, of als niets past en de pot leeg is.
triominos-error-pass-not-allowed-fits = Je mag nog niet passen: een van je stenen past, dus leg hem of pak een steen (−5); passen mag na drie keer pakken, of als niets past en de pot leeg is.
triominos-error-no-spot = { $tile } past niet op { $cell }. Hij past op { $count ->
    [one] { $count } plek
   *[other] { $count } plekken
}: kies er een uit de suggesties bij `spot`, of druk op Speel je beurt om ze genummerd te zien.
triominos-error-fits-nowhere = { $tile } past nu nergens op tafel; kies een andere steen, of pak er een.
triominos-error-spot-number = Er is geen plek { $number } voor { $tile }: zijn plekken zijn genummerd van 1 tot { $count } (druk op Speel je beurt en kies de steen om ze te zien).
triominos-error-spot-name = `{ $spot }` is geen plek: geef een vak zoals `2,-1` (de suggesties bij `spot` tonen wat past) of een pleknummer uit de afbeelding.
triominos-error-rotation-needed = { $tile } past op { $cell } op { $count ->
    [one] { $count } manier
   *[other] { $count } manieren
}; zeg welke met `rotation`: { $ways }.
triominos-error-rotation-text = `{ $rotation }` is geen manier waarop { $tile } kan liggen: geef 0, 1 of 2, of de getallen met de klok mee vanaf de eerste hoek van het vak (zoals 2-3-1); de suggesties tonen wat past.
