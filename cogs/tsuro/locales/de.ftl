# Tsuro (cogs/tsuro) auf Deutsch. Wortschatz der Regel: Plättchen (Wegeplättchen), Weg,
# Spielstein, Startmarkierung (am Rand des Spielplans), Feld, Spielplan, Drachenplättchen,
# Nachziehstapel.

## Die Gruppe /tsuro und ihre Befehle (höchstens 100 Zeichen)
tsuro-group = Tsuro: lege Wegeplättchen und halte deinen Spielstein auf dem Spielplan
tsuro-option-open-hands = Alle Handplättchen sind offen (V1)
tsuro-option-strict-suicide = An: kein Selbstmord, solange ein sicherer Zug existiert; aus: nur der Rand zählt
tsuro-option-protect-opponents = Keinen fremden Stein rauswerfen, solange ein harmloser Zug existiert
tsuro-cmd-game = Welche Tsuro-Partie (Standard: die dieses Threads oder deine einzige)
tsuro-cmd-start = Vorbereitung: setze deinen Spielstein auf eine Startmarkierung
tsuro-cmd-start-notch = Eine freie Markierung (1–48, rund um den Plan nummeriert); leer: eine zufällige
tsuro-cmd-place = Lege ein Plättchen aus deiner Hand vor deinen Spielstein
tsuro-cmd-place-tile = Ein Plättchen aus deiner Hand (tippe, um deine zu sehen und was sie bewirken)
tsuro-cmd-place-rotation = Drehung des Plättchens im Uhrzeigersinn, wie auf den Bildern von /game hand
tsuro-cmd-turn = Öffne deinen Zug privat: Vorschauen und Schaltflächen
tsuro-cmd-colour = Vor dem Start: die Farbe deines Spielsteins
tsuro-cmd-colour-colour = Deine Farbe auf dem Spielplan
tsuro-colour-orange = Orange
tsuro-colour-sky-blue = Himmelblau
tsuro-colour-green = Grün
tsuro-colour-yellow = Gelb
tsuro-colour-blue = Blau
tsuro-colour-vermilion = Zinnoberrot
tsuro-colour-pink = Rosa
tsuro-colour-black = Schwarz
tsuro-colour-chosen = Du spielst { $colour } in Tsuro #{ $game }.

## Die Regeln (/game rules name:tsuro; höchstens 2.000 Zeichen)
tsuro-rules = **Tsuro** (2–8 Personen). Alle beginnen mit einem Spielstein auf einer Markierung am Rand des Spielplans und drei Wegeplättchen auf der Hand (S2–S3). Lege in deinem Zug ein Plättchen beliebig gedreht auf das leere Feld vor deinem Spielstein; jeder Stein, der auf dieses Feld blickt, folgt dann den Wegen, so weit sie führen, und du ziehst ein Plättchen nach (P1–P2, P6). Ein Stein, der über den Rand läuft oder einem anderen begegnet, scheidet aus (P3). Lege kein Plättchen, das dich selbst hinauswirft, solange es ein sicheres gibt (P4); tut das jedes deiner Plättchen, musst du trotzdem eins legen. Ist der Nachziehstapel leer, nimmt die erste Person, die nicht ziehen kann, das Drachenplättchen; kommen Plättchen in den Stapel zurück, zieht wer den Drachen hat als Erste (D1–D2). Mit der Option `protect_opponents` darfst du auch keinen anderen Stein hinauswerfen, außer jedes deiner Plättchen wirft jemanden hinaus. Der letzte Stein auf dem Spielplan gewinnt; Steine, die gemeinsam fallen (oder zusammenstoßen), teilen sich den Sieg, ebenso alle noch im Spiel, wenn alle 35 Plättchen liegen (G1–G3).
    Spielen: **Startmarkierung wählen** / **Deinen Zug machen** unter der neuesten Nachricht der Partie, oder `/tsuro start notch:<1-48>` und `/tsuro place tile:<n> rotation:<0|90|180|270>`; `/game hand` zeigt dir deine Plättchen privat.

## Gemeinsame Wörter
tsuro-none = keine
tsuro-nobody = niemand
tsuro-another-marker = ein anderer Spielstein

## Die Zugnachricht (öffentlich: die Sprache der Partie)
tsuro-button-pick-notch = Startmarkierung wählen
tsuro-button-take-turn = Deinen Zug machen
tsuro-phase-notch = Startmarkierungen wählen
tsuro-phase-play = Plättchen legen
tsuro-phase-over = beendet
tsuro-game-over = Partie beendet: { $winners } { $count ->
    [one] gewinnt
   *[other] gewinnen
} ({ $reason }).
tsuro-reason-last-marker = der letzte Spielstein auf dem Spielplan
tsuro-reason-shared-elimination = ihre Steine verließen gemeinsam den Spielplan, daher teilen sie sich den Sieg
tsuro-reason-collided = ihre Steine stießen zusammen, daher teilen sie sich den Sieg
tsuro-reason-board-full = alle Plättchen liegen auf dem Spielplan
tsuro-turn-notch = { $who }, wähle deine Startmarkierung (die Zahlen auf dem Spielplan sind freie Markierungen).
tsuro-turn-play = { $who }, du bist dran: lege ein Plättchen auf { $square }.
tsuro-open-hands = Offene Hände: { $hands }.

## Ereignisse (öffentlich)
tsuro-event-notch = { $who } startet an Markierung { $notch } ({ $square }).
tsuro-event-notch-random = { $who } startet an einer zufälligen Markierung, { $notch } ({ $square }).
tsuro-event-placed = { $who } legte Plättchen { $tile } mit { $rotation }° auf { $square }.
tsuro-event-moved = { $who } zog über { $count } Plättchen und blickt nun auf { $square }.
tsuro-event-moved-edge = { $who } zog über { $count } Plättchen bis zum Rand.
tsuro-event-collided = { $names } trafen sich auf { $square } und stießen zusammen: { $size ->
    [pair] beide
   *[more] alle
} scheiden aus.
tsuro-event-collided-shared = { $names } trafen sich auf { $square } und stießen zusammen: { $size ->
    [pair] beide
   *[more] alle
} scheiden aus und teilen sich den Sieg.
tsuro-event-collided-with = { $who } stieß mit { $others } zusammen und scheidet aus.
tsuro-event-left-board = { $who } verließ den Spielplan an Markierung { $notch } und scheidet aus.
tsuro-event-tiles-returned = { $count ->
    [one] { $count } Plättchen von { $who } geht
   *[other] { $count } Plättchen von { $who } gehen
} zurück in den Nachziehstapel.
tsuro-event-dragon-taken = { $who } nimmt das Drachenplättchen (der Stapel ist leer): zieht als Erste(r), wenn Plättchen zurückkommen.
tsuro-event-dragon-returned = { $who } zog und gab das Drachenplättchen zurück.
tsuro-event-dragon-side = Das Drachenplättchen von { $who } kommt zurück neben den Spielplan.
tsuro-event-dragon-passed = Das Drachenplättchen geht von { $giver } an { $taker }.
tsuro-event-turn-skipped = { $who } hat kein Plättchen und setzt aus.
tsuro-drawn = Gezogen: { $counts }.
tsuro-drawn-count = { $who } { $count } Plättchen

## Spielstand (öffentlich)
tsuro-status-tiles = Plättchen auf dem Spielplan: { $tiles }; Nachziehstapel: { $pile }.
tsuro-status-markers = Spielsteine auf dem Spielplan: { $names }.
tsuro-status-dragon = { $who } hat das Drachenplättchen.

## Was ein Zug bewirkt (privat)
tsuro-verdict-suicide = Selbstmord: dein Stein { $cause ->
    [edge] läuft vom Spielplan
   *[collision] stößt zusammen
}
tsuro-verdict-not-allowed = (nicht erlaubt)
tsuro-verdict-safe = sicher, blickt dann auf { $square }
tsuro-verdict-knocks-out = wirft { $names } hinaus
tsuro-verdict-protected = (nicht erlaubt: Gegner sind geschützt, V3)

## Die eigene Hand (/game hand)
tsuro-hand-tiles = Deine Plättchen: { $tiles }.
tsuro-hand-dragon = Du hast das Drachenplättchen: du ziehst als Erste(r), wenn Plättchen zurückkommen.
tsuro-hand-notch-first = Wähle zuerst deine Startmarkierung; danach zeigt dies, wohin jedes Plättchen führt.
tsuro-hand-out = Dein Spielstein hat den Spielplan verlassen: du bist aus dieser Partie ausgeschieden.
tsuro-hand-facing = Dein Spielstein blickt auf Feld { $square }.
tsuro-hand-all-suicidal = Jeder Zug bringt deinen Stein vom Spielplan; einer muss trotzdem gespielt werden.
tsuro-hand-option = Plättchen { $tile } mit { $rotation }°: { $verdict }

## Die privaten Auswahlen
tsuro-sides-top-right = oberer und rechter Rand
tsuro-sides-bottom-left = unterer und linker Rand
tsuro-notch-select = Freie Markierungen, { $sides } ({ $first }–{ $last })
tsuro-notch-top = Markierung { $notch } · oberer Rand, Feld { $square }
tsuro-notch-right = Markierung { $notch } · rechter Rand, Feld { $square }
tsuro-notch-bottom = Markierung { $notch } · unterer Rand, Feld { $square }
tsuro-notch-left = Markierung { $notch } · linker Rand, Feld { $square }
tsuro-random-notch = Zufällige Markierung
tsuro-notches-title = **Startmarkierung wählen** · Tsuro #{ $game } (nur du siehst das)
tsuro-notches-help = Die Zahlen rund um den Spielplan sind die freien Markierungen. Wähle unten eine (sie wird sofort gespielt), oder lass den Zufall entscheiden mit **Zufällige Markierung**.
tsuro-note-marker-placed = Dein Spielstein steht auf dem Spielplan.
tsuro-notch-played = Dein Spielstein startet an Markierung { $notch } ({ $square }).
tsuro-intro = Dein Spielstein blickt auf Feld { $square }. Deine Plättchen: { $tiles }.
tsuro-intro-dragon = Du hast den Drachen: du ziehst als Erste(r), wenn Plättchen zurückkommen.
tsuro-intro-all-suicidal = **Jeder Zug bringt deinen Stein vom Spielplan.** Einen musst du trotzdem spielen (Regel P4): wähle den, der dir am liebsten ist.
tsuro-option-label = Plättchen { $tile } · { $rotation }°: { $verdict }
tsuro-pick-placeholder = Wähle ein Plättchen und eine Drehung
tsuro-rotation-button = Plättchen { $tile } · { $rotation }°
tsuro-confirm = Bestätigen: Plättchen { $tile } mit { $rotation }°
tsuro-all-options = Alle Möglichkeiten
tsuro-picker-title = **Dein Zug** · Tsuro #{ $game } (nur du siehst das)
tsuro-picker-help = Wähle unten ein Plättchen und eine Drehung, um genau zu sehen, was es bewirkt; gespielt wird erst, wenn du **Bestätigen** drückst.
tsuro-preview = Plättchen { $tile }, um { $rotation }° gedreht, auf { $square }: { $verdict }.
tsuro-preview-legal = Drücke **Bestätigen**, um es zu spielen, oder probiere eine andere Drehung oder ein anderes Plättchen.
tsuro-preview-refused-suicide = Du darfst es nicht spielen, solange ein sicherer Zug existiert (Regel P4), z. B. Plättchen { $tile } mit { $rotation }°.
tsuro-preview-refused-protected = Du darfst es nicht spielen, solange ein Zug existiert, der niemanden hinauswirft (Gegner sind geschützt, Regel V3), z. B. Plättchen { $tile } mit { $rotation }°.
tsuro-played = Du hast Plättchen { $tile } mit { $rotation }° gespielt.
tsuro-note-placed = Plättchen { $tile } mit { $rotation }° liegt auf dem Spielplan; der Thread der Partie zeigt, was es bewirkt hat.

## Plättchenvorschläge von /tsuro place
tsuro-tile = Plättchen { $tile }
tsuro-rotations-safe = sicher bei { $rotations }
tsuro-rotations-all-suicide = jede Drehung ist Selbstmord
tsuro-rotations-blocked = nicht bei { $rotations } (wirft einen anderen Stein hinaus)
tsuro-rotations-allowed = trotzdem erlaubt bei { $rotations }
tsuro-rotations-none = derzeit keine erlaubt

## Ablehnungen (privat: die Sprache der Person)
tsuro-error-suicide = Plättchen { $tile }, um { $rotation }° gedreht, würde { $cause ->
    [collision] deinen eigenen Spielstein durch einen Zusammenstoß hinauswerfen
   *[edge] deinen eigenen Spielstein vom Spielplan führen
}, und ein anderer Zug ist erlaubt (Regel P4), zum Beispiel Plättchen { $safe_tile } mit { $safe_rotation }°; wähle ein anderes Plättchen oder eine andere Drehung (`/tsuro turn` zeigt alle).
tsuro-error-eliminates-opponent = Plättchen { $tile }, um { $rotation }° gedreht, würde { $names } hinauswerfen, und diese Partie schützt Gegner (Regel V3), solange ein Zug existiert, der niemanden hinauswirft, zum Beispiel Plättchen { $safe_tile } mit { $safe_rotation }°; wähle ein anderes Plättchen oder eine andere Drehung (`/tsuro turn` zeigt alle).
tsuro-error-tile = Die Plättchen sind von { $minimum } bis { $maximum } nummeriert.
tsuro-error-rotation = Drehe ein Plättchen um 0, 90, 180 oder 270 Grad.
tsuro-error-not-playing = Dein Spielstein hat den Spielplan verlassen, du kannst nicht mehr ziehen.
tsuro-error-tile-not-in-hand = Plättchen { $tile } ist nicht auf deiner Hand; `/game hand` zeigt deine Plättchen.
tsuro-error-wrong-phase-notch = Zuerst die Startmarkierungen: wähle deine mit `/tsuro start` oder der Schaltfläche **Startmarkierung wählen**, wenn du erwähnt wirst; die Plättchen werden danach gelegt.
tsuro-error-wrong-phase-play = Jeder Spielstein hat schon seine Startmarkierung; lege ein Plättchen mit `/tsuro place` oder der Schaltfläche **Deinen Zug machen**.
tsuro-error-notch-taken = Markierung { $notch } ist besetzt; der Spielplan zeigt die Nummern der freien Markierungen.
