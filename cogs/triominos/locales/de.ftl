# Triominos (cogs/triominos): alle Texte, die ein Spieler liest. Wörter nach glossary/de.toml:
# Stein, Vorrat, ziehen, passen, Brücke, Sechseck, Drilling, Runde, Punkte.

## Befehle (höchstens 100 Zeichen)
triominos-cmd-group = Triominos: dreieckige Steine Ecke an Ecke anlegen und punkten
triominos-cmd-new-set = Steinsatz: 76 (Spiegelbilder sind zwei Steine, Standard) oder der klassische 56er
triominos-cmd-new-start = Wer beginnt: höchster gezogener Stein oder höchster Drilling, sofort gelegt (+10)
triominos-cmd-new-redraw = In jeder Runde neu bestimmen, wer beginnt
triominos-cmd-new-bridge-extension = +40 für das Verlängern einer Brücke
triominos-cmd-new-target = Punktzahl, bei der die Partie am Rundenende endet (0: keine; Standard 400)
triominos-cmd-new-rounds = Anzahl der Runden (0: bis zur Zielpunktzahl; 1: eine einzige Runde)
triominos-cmd-new-simple-scoring = Kinderwertung: 1 Punkt pro Stein, +1 Brücke/Sechseck, keine Strafpunkte
triominos-cmd-game = Welche Triominos-Partie (Standard: die dieses Threads oder deine einzige)
triominos-cmd-place = Einen Stein deiner Hand anlegen (Vorschläge: nur erlaubte Züge)
triominos-cmd-place-tile = Ein Stein deiner Hand, etwa 1-2-3 (vorgeschlagen: die passenden Steine)
triominos-cmd-place-spot = Wo: ein Feld wie 2,-1 (vorgeschlagen) oder eine Stellennummer aus dem Bild
triominos-cmd-place-rotation = Wie er liegt, wenn er auf mehrere Arten passt (vorgeschlagen)
triominos-cmd-draw = Einen Stein aus dem Vorrat ziehen (−5; höchstens 3 pro Zug)
triominos-cmd-pass = Passen: nach dem dritten Ziehen (weitere −10) oder wenn nichts passt und der Vorrat leer ist
triominos-cmd-scores = Die Punktetabelle über alle Runden, nur für dich

## Die Zeile der Lobby zu den Optionen
triominos-options = Optionen: { $options }
triominos-options-standard = Optionen: Standardregeln
triominos-option-set = Steinsatz: { $value }
triominos-option-start = Beginn: { $value }
triominos-choice-start-highest = höchster Stein
triominos-choice-start-triple = höchster Drilling
triominos-option-redraw = neu ziehen: { $value }
triominos-option-bridge-extension = Brückenverlängerung: { $value }
triominos-option-target = Zielpunktzahl: { $value }
triominos-option-rounds = Runden: { $value }
triominos-option-simple-scoring = Kinderwertung: { $value }
triominos-on = an
triominos-off = aus
triominos-value-highest = höchster Stein
triominos-value-triple = Drilling

## Die Regeln (/game rules name:triominos, höchstens 2.000 Zeichen)
triominos-rules = **Triominos** (2–6 Spieler). Jeder Stein ist ein Dreieck mit einer Zahl in jeder Ecke. Bei 2 Spielern bekommt jeder 9 Steine, bei 3–4 sieben, bei 5–6 sechs; der Rest bildet verdeckt den Vorrat. Jeder zieht einen Stein: Wer den höchsten hat, beginnt, legt einen beliebigen Stein seiner Hand aus und bekommt dessen Wert. Lege in deinem Zug einen Stein so an, dass er eine ganze Seite mit der Auslage teilt und jede Ecke dieselbe Zahl trägt wie alle Ecken, die sie berührt; du bekommst die Summe seiner Zahlen, +40 für eine Brücke (der Stein berührt die Auslage mit einer Seite und der gegenüberliegenden Ecke), +50 für ein vollendetes Sechseck (+60 für zwei auf einmal, +70 für drei). Kannst (oder willst) du nicht anlegen, ziehst du aus dem Vorrat: −5 pro Stein, höchstens dreimal, und danach darf nur ein in diesem Zug gezogener Stein gelegt werden. Passt auch nach dem dritten Ziehen nichts, endet dein Zug mit weiteren −10 (insgesamt −25). Ohne Strafe passen darfst du nur, wenn nichts passt und der Vorrat leer ist. Wer als Erster keine Steine mehr hat, beendet die Runde: +25 und die Punkte der Steine, die die anderen noch auf der Hand haben; die Spieler nach ihm haben noch einen letzten Zug. Kann niemand anlegen und ist der Vorrat leer, bekommt der Spieler mit den wenigsten Punkten auf der Hand die Punkte der anderen abzüglich seiner eigenen. Die Partie endet am Ende einer Runde, sobald jemand 400 Punkte hat (mit `simple_scoring:True`, der Kinderwertung mit 1 Punkt pro Stein: nach einer Runde). Drücke **Deinen Zug machen** unter der neuesten Nachricht der Partie oder tippe `/triominos place`.

## Wörter in mehreren Texten
triominos-points = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}
triominos-minus-points = { $points ->
    [one] −{ $points } Punkt
   *[other] −{ $points } Punkte
}
triominos-minus = −{ $points }
triominos-no-penalty = keine Strafe
triominos-nobody = niemand
triominos-corner-top = oben { $number }
triominos-corner-bottom-right = unten rechts { $number }
triominos-corner-bottom-left = unten links { $number }
triominos-corner-bottom = unten { $number }
triominos-corner-top-left = oben links { $number }
triominos-corner-top-right = oben rechts { $number }
triominos-part-tile = { $points } (Stein)
triominos-part-bridge = { $points } (Brücke)
triominos-part-hexagon = { $points } (Sechseck)
triominos-part-start = { $points } (Start-Drilling)
triominos-mark-bridge = Brücke
triominos-mark-hexagon = Sechseck

## Die Zugnachricht (öffentlich)
triominos-take-turn = Deinen Zug machen
triominos-phase = Runde { $round }
triominos-round-state = Runde { $round } · { $pool ->
    [one] { $pool } Stein im Vorrat
   *[other] { $pool } Steine im Vorrat
}
triominos-turn = { $name } ist am Zug.
triominos-turn-drawn = { $name } ist am Zug ({ $draws ->
    [one] { $draws } Stein
   *[other] { $draws } Steine
} in diesem Zug gezogen).
triominos-scores = Punktestand: { $scores }.
triominos-final-scores = Endstand: { $scores }.
triominos-score-of = { $name } { $score } ({ $tiles ->
    [one] { $tiles } Stein
   *[other] { $tiles } Steine
})
triominos-score-resigned = { $name } { $score } (aufgegeben)
triominos-round-begins = **Runde { $round } beginnt**; { $name } fängt an.
triominos-round-begins-drawn = **Runde { $round } beginnt**; { $name } fängt mit dem höchsten gezogenen Stein an: { $drawn }.
triominos-round-begins-ties = **Runde { $round } beginnt**; { $name } fängt mit dem höchsten gezogenen Stein an: { $drawn } ({ $ties ->
    [one] nach einem Gleichstand neu gezogen
   *[other] nach { $ties } Gleichständen neu gezogen
}).
triominos-opened = { $name } eröffnet mit { $tile } auf Feld { $cell } ({ $why }): { $points }.
triominos-why-triple = der höchste ausgeteilte Drilling
triominos-why-no-triple = kein Drilling ausgeteilt, also der höchste Stein
triominos-laid = { $name } legt { $tile } auf Feld { $cell } ({ $corners }): { $points }.
triominos-drew = { $name } zieht einen Stein ({ $penalty }; { $draws }. von { $most } in diesem Zug).
triominos-passed-penalty = { $name } passt nach dem dritten Ziehen ({ $points ->
    [one] −{ $points } Punkt
   *[other] −{ $points } Punkte
}).
triominos-passed = { $name } passt (keine Strafe).
triominos-went-out = **{ $name } legt den letzten Stein!**
triominos-last-turns = { $names } { $count ->
    [one] hat
   *[other] haben
} noch einen letzten Zug.
triominos-round-over = **Runde { $round } ist vorbei.** Punkte auf der Hand: { $held }.
triominos-out-simple = { $name } ist zuerst fertig: { $change }.
triominos-out = { $name } ist fertig: +25 Bonus + { $others } (die Punkte auf der Hand der anderen) = { $change }.
triominos-blocked-simple = Blockiert: { $name } hat die wenigsten Punkte auf der Hand (es gibt keine Punkte).
triominos-blocked = Blockiert (niemand kann anlegen und der Vorrat ist leer): { $name } hat die wenigsten Punkte auf der Hand: +{ $others } (die Punkte auf der Hand der anderen) − { $own } (die eigenen) = { $change }.
triominos-round-scores = Punktestand nach Runde { $round }: { $scores }.
triominos-game-over = **Partie vorbei: { $winners } { $count ->
    [one] gewinnt
   *[other] gewinnen
}** ({ $why }).
triominos-why-target = am Ende einer Runde wurden { $target } Punkte oder mehr erreicht
triominos-why-rounds = nach { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
} die höchste Punktzahl
triominos-why-resigned = alle anderen haben aufgegeben

## Die Punktetabelle über die Runden
triominos-table-title = **Punkte pro Runde** · Triominos-Partie #{ $game } (in Klammern der Gewinn der Runde)
triominos-table-round = Runde
triominos-table-note = \* die laufende Runde

## Hand und Zug eines Spielers (privat)
triominos-hand = Deine Steine ({ $count }): { $tiles }.
    Deine Punkte: { $score }. Steine im Vorrat: { $pool }.
triominos-hand-none = keine
triominos-panel-title = **Dein Zug · Triominos-Partie #{ $game }** (nur du siehst das)
triominos-panel-fitting = { $count ->
    [one] { $count } deiner Steine passt
   *[other] { $count } deiner Steine passen
}: { $tiles }.
triominos-panel-choose = Wähle einen Stein, um zu sehen, wo er passt.
triominos-panel-none-fits = Keiner deiner Steine passt gerade an die Auslage.
triominos-panel-may-draw = Du darfst ziehen ({ $points }; { $draws } von 3 gezogen).
triominos-panel-may-pass = Du darfst passen ({ $points }).
triominos-choose-tile = Wähle einen Stein zum Anlegen
triominos-button-draw = Ziehen ({ $points })
triominos-button-pass = Passen ({ $points })
triominos-spots = { $count ->
    [one] { $count } Stelle
   *[other] { $count } Stellen
} · bis zu +{ $best }
triominos-spots-intro = **{ $tile }** passt an { $count ->
    [one] { $count } Stelle
   *[other] { $count } Stellen
}, nummeriert auf der Auslage; darunter zeigt jede Stelle, wie der Stein läge und was er bringt. Wähle eine Stelle.
triominos-spots-best = Am meisten bringt: { $spot }.
triominos-spots-page = Stellen { $first }–{ $last } von { $count } (Seite { $page }).
triominos-spot-label = Stelle { $number } · Feld { $cell }
triominos-choose-spot = Wähle eine Stelle für { $tile }
triominos-button-another-tile = Anderer Stein
triominos-button-previous-spots = Vorige Stellen
triominos-button-more-spots = Weitere Stellen
triominos-button-another-spot = Andere Stelle
triominos-button-confirm = Bestätigen: { $tile } auf Feld { $cell } (+{ $points })
triominos-preview = **Stelle { $number }.** { $placement }
    Bestätige, um ihn zu legen.
triominos-placement = Lege **{ $tile }** auf Feld **{ $cell }** ({ $corners }).
    Das bringt { $points }.
triominos-ways = { $count ->
    [one] { $count } Lage: wähle eine Drehung
   *[other] { $count } Lagen: wähle eine Drehung
}
triominos-you-drew = Du hast **{ $tiles }** gezogen ({ $points }).
triominos-you-laid = Du hast { $tile } auf Feld { $cell } gelegt: { $points }.
triominos-you-passed = Du hast gepasst.

## Ablehnungen (privat): triominos-error-<code>
triominos-error-tile-name = `{ $tile }` ist kein Stein: schreibe seine drei Zahlen (0–5) mit Bindestrichen, etwa `1-2-3`; die Vorschläge zu `tile` zeigen die passenden Steine deiner Hand.
triominos-error-tile-not-in-set = Im Satz mit { $set } Steinen gibt es keinen Stein { $tile }; `/game hand` zeigt deine Steine.
triominos-error-not-in-hand = Der Stein { $tile } ist nicht auf deiner Hand; `/game hand` zeigt deine Steine, und die Vorschläge zu `tile` zeigen die passenden.
triominos-error-cell-name = `{ $cell }` ist kein Feld: gib es als Spalte,Zeile an, etwa `2,-1`, oder wähle eine Stelle aus den Vorschlägen zu `spot`.
triominos-error-rotation = Dieser Stein kann nur in Drehung { $allowed } liegen; wähle eine aus den Vorschlägen zu `rotation`.
triominos-error-first-cell = Der erste Stein einer Runde kommt auf Feld { $expected }, nicht auf { $cell }.
triominos-error-cell-taken = Auf Feld { $cell } liegt schon ein Stein; wähle eine freie Stelle aus den Vorschlägen zu `spot`.
triominos-error-point-only = Auf Feld { $cell } würde der Stein die Auslage nur an einer Ecke berühren; er muss eine ganze Seite mit einem liegenden Stein teilen. Die Vorschläge zu `spot` zeigen die passenden Stellen.
triominos-error-not-adjacent = Es gibt keine Stelle { $cell }: Dieses Feld berührt die Auslage nicht, und ein Stein muss eine ganze Seite mit einem liegenden Stein teilen. Die Vorschläge zu `spot` zeigen die passenden Stellen.
triominos-error-not-drawn-this-turn = Du hast in diesem Zug schon gezogen, also darfst du jetzt nur einen gezogenen Stein legen, nicht { $tile }; lege den gezogenen Stein, wenn er passt, ziehe erneut oder passe, wenn es erlaubt ist.
triominos-error-mismatch = So auf Feld { $cell } gelegt, träfe die { $have } des Steins an einer Ecke auf eine { $need }, und alle Ecken, die sich berühren, müssen übereinstimmen. Versuche eine andere Drehung oder eine andere Stelle: Die Vorschläge zeigen nur passende.
triominos-error-must-place-first = Die Auslage ist leer: lege den ersten Stein auf 0,0 (jeder Stein passt); gezogen wird später.
triominos-error-draw-limit = Du hast in diesem Zug schon drei Steine gezogen, mehr geht nicht: lege einen Stein oder passe (−10).
triominos-error-pool-empty = Der Vorrat ist leer, es gibt nichts zu ziehen: lege einen Stein oder passe, wenn keiner passt.
triominos-error-pass-not-allowed = Du kannst noch nicht passen: Ziehe zuerst (−5 pro Stein); passen darfst du nach dem dritten Ziehen oder wenn nichts passt und der Vorrat leer ist.
triominos-error-pass-not-allowed-fits = Du kannst noch nicht passen: Einer deiner Steine passt, also lege ihn oder ziehe (−5); passen darfst du nach dem dritten Ziehen oder wenn nichts passt und der Vorrat leer ist.
triominos-error-no-spot = { $tile } passt nicht auf Feld { $cell }. Er passt an { $count ->
    [one] { $count } Stelle
   *[other] { $count } Stellen
}: wähle eine aus den Vorschlägen zu `spot` oder drücke **Deinen Zug machen**, um sie nummeriert zu sehen.
triominos-error-fits-nowhere = { $tile } passt gerade nirgends an die Auslage; wähle einen anderen Stein oder ziehe.
triominos-error-spot-number = Es gibt keine Stelle { $number } für { $tile }: seine Stellen sind von 1 bis { $count } nummeriert (drücke **Deinen Zug machen** und wähle den Stein, um sie zu sehen).
triominos-error-spot-name = `{ $spot }` ist keine Stelle: gib ein Feld wie `2,-1` an (die Vorschläge zu `spot` zeigen die passenden) oder eine Stellennummer aus dem Bild.
triominos-error-rotation-needed = { $tile } passt auf Feld { $cell } auf { $count ->
    [one] { $count } Art
   *[other] { $count } Arten
}; sag mit `rotation`, auf welche: { $ways }.
triominos-error-rotation-text = `{ $rotation }` ist keine Lage, in der { $tile } liegen kann: gib 0, 1 oder 2 an oder seine Zahlen im Uhrzeigersinn ab der ersten Ecke des Feldes (etwa 2-3-1); die Vorschläge zeigen die passenden.
