# Tsuro (cogs/tsuro) auf Deutsch. Wörter nach glossary/de.toml: Plättchen (Wegeplättchen), Weg,
# Spielstein, Startpunkt (am Rand des Spielplans), Feld, Spielplan, Drachenplättchen,
# Nachziehstapel.

## Die Gruppe /tsuro und ihre Befehle (höchstens 100 Zeichen)
tsuro-group = Tsuro: lege Wegeplättchen und halte deinen Spielstein auf dem Spielplan
tsuro-option-open-hands = Alle Plättchen auf der Hand sind für alle sichtbar
tsuro-option-strict-suicide = An: kein tödlicher Zug für dich, solange ein sicherer existiert; aus: nur der Rand zählt
tsuro-option-protect-opponents = Keinen fremden Stein hinauswerfen, solange ein Zug existiert, der niemanden hinauswirft
tsuro-cmd-game = Welche Tsuro-Partie (Standard: die dieses Threads oder deine einzige)
tsuro-cmd-start = Vorbereitung: deinen Spielstein auf einen Startpunkt setzen
tsuro-cmd-start-notch = Ein freier Startpunkt (1–48, rund um den Spielplan nummeriert); leer lassen: zufällig
tsuro-cmd-place = Ein Plättchen deiner Hand vor deinen Spielstein legen
tsuro-cmd-place-tile = Ein Plättchen deiner Hand (tippe los, um deine zu sehen und was sie bewirken)
tsuro-cmd-place-rotation = Drehung des Plättchens im Uhrzeigersinn, wie auf den Bildern von /game hand
tsuro-cmd-turn = Deinen Zug privat öffnen: Vorschauen und Schaltflächen
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
tsuro-colour-chosen = Du spielst { $colour } in Tsuro-Partie #{ $game }.

## Die Regeln (/game rules name:tsuro; höchstens 2.000 Zeichen)
tsuro-rules = **Tsuro** (2–8 Personen). Alle beginnen mit einem Spielstein auf einem Startpunkt am Rand des Spielplans und drei Wegeplättchen auf der Hand. Lege in deinem Zug ein Plättchen beliebig gedreht auf das leere Feld, vor dem dein Spielstein steht; jeder Stein, der vor diesem Feld steht, folgt dann den Wegen, so weit sie führen, und du ziehst ein Plättchen nach. Ein Stein, der über den Rand läuft oder mit einem anderen zusammenstößt, scheidet aus. Lege kein Plättchen, das deinen eigenen Stein hinauswirft, solange es ein sicheres gibt; tut das jedes deiner Plättchen, musst du trotzdem eins legen. Ist der Nachziehstapel leer, nimmt die erste Person, die nicht ziehen kann, das Drachenplättchen. Kommen Plättchen ausgeschiedener Spieler in den Stapel zurück, zieht zuerst, wer den Drachen hat, und gibt ihn zurück; dann ziehen alle reihum je ein Plättchen, bis alle drei haben oder der Stapel leer ist. Mit der Option `/tsuro new protect_opponents:True` darfst du auch keinen anderen Stein hinauswerfen, außer jedes deiner Plättchen wirft jemanden hinaus. Der letzte Stein auf dem Spielplan gewinnt. Scheiden die letzten Steine im selben Zug aus (auch durch einen Zusammenstoß miteinander), teilen sie sich den Sieg; liegen alle 35 Plättchen, teilen sich alle den Sieg, die noch auf dem Spielplan sind.
    Spielen: **Startpunkt wählen** / **Deinen Zug machen** unter der neuesten Nachricht der Partie, oder `/tsuro start notch:<1-48>` und `/tsuro place tile:<n> rotation:<0|90|180|270>`; `/game hand` zeigt dir deine Plättchen privat.

## Gemeinsame Wörter
tsuro-none = keine
tsuro-nobody = niemand
tsuro-another-marker = ein anderer Spielstein

## Die Zugnachricht (öffentlich: die Sprache der Partie)
tsuro-button-pick-notch = Startpunkt wählen
tsuro-button-take-turn = Deinen Zug machen
tsuro-phase-notch = Startpunkte wählen
tsuro-phase-play = Plättchen legen
tsuro-phase-over = beendet
tsuro-game-over = Partie beendet: { $winners } { $count ->
    [one] gewinnt
   *[other] gewinnen
} ({ $reason }).
tsuro-reason-last-marker = der letzte Spielstein auf dem Spielplan
tsuro-reason-shared-elimination = die letzten Steine verließen im selben Zug den Spielplan, daher teilen sie sich den Sieg
tsuro-reason-collided = die letzten Steine stießen zusammen, daher teilen sie sich den Sieg
tsuro-reason-board-full = alle Plättchen liegen auf dem Spielplan
tsuro-turn-notch = { $who }, wähle deinen Startpunkt (die Zahlen am Spielplan sind freie Startpunkte).
tsuro-turn-play = { $who }, du bist dran: lege ein Plättchen auf Feld { $square }.
tsuro-open-hands = Offene Plättchen auf der Hand: { $hands }.

## Ereignisse (öffentlich)
tsuro-event-notch = { $who } startet auf Startpunkt { $notch } ({ $square }).
tsuro-event-notch-random = { $who } startet auf einem zufälligen Startpunkt: { $notch } ({ $square }).
tsuro-event-placed = { $who } legt Plättchen { $tile } mit { $rotation }° auf Feld { $square }.
tsuro-event-moved = { $who } zieht über { $count } Plättchen und steht nun vor Feld { $square }.
tsuro-event-moved-edge = { $who } zieht über { $count } Plättchen bis an den Rand.
tsuro-event-collided = { $names } treffen sich auf Feld { $square } und stoßen zusammen: { $size ->
    [pair] beide
   *[more] alle
} scheiden aus.
tsuro-event-collided-shared = { $names } treffen sich auf Feld { $square } und stoßen zusammen: { $size ->
    [pair] beide
   *[more] alle
} scheiden aus und teilen sich den Sieg.
tsuro-event-collided-with = { $who } stößt mit { $others } zusammen und scheidet aus.
tsuro-event-left-board = { $who } verlässt den Spielplan an Startpunkt { $notch } und scheidet aus.
tsuro-event-tiles-returned = { $count ->
    [one] { $count } Plättchen von { $who } geht
   *[other] { $count } Plättchen von { $who } gehen
} zurück in den Nachziehstapel.
tsuro-event-dragon-taken = { $who } nimmt das Drachenplättchen (der Nachziehstapel ist leer) und zieht zuerst, wenn Plättchen zurückkommen.
tsuro-event-dragon-returned = { $who } zieht und gibt das Drachenplättchen zurück.
tsuro-event-dragon-side = Das Drachenplättchen von { $who } kommt zurück neben den Spielplan.
tsuro-event-dragon-passed = Das Drachenplättchen geht von { $giver } an { $taker }.
tsuro-event-turn-skipped = { $who } hat kein Plättchen und setzt aus.
tsuro-drawn = Gezogen: { $counts }.
tsuro-drawn-count = { $who } ({ $count } Plättchen)

## Spielstand (öffentlich)
tsuro-status-tiles = Plättchen auf dem Spielplan: { $tiles }; Nachziehstapel: { $pile }.
tsuro-status-markers = Spielsteine auf dem Spielplan: { $names }.
tsuro-status-dragon = { $who } hat das Drachenplättchen.

## Was ein Zug bewirkt (privat)
tsuro-verdict-suicide = tödlich: dein Stein { $cause ->
    [edge] läuft vom Spielplan
   *[collision] stößt zusammen
}
tsuro-verdict-not-allowed = (nicht erlaubt)
tsuro-verdict-safe = sicher, danach vor Feld { $square }
tsuro-verdict-knocks-out = wirft hinaus: { $names }
tsuro-verdict-protected = (nicht erlaubt: Gegner sind geschützt)

## Die eigene Hand (/game hand)
tsuro-hand-tiles = Deine Plättchen: { $tiles }.
tsuro-hand-dragon = Du hast das Drachenplättchen: Kommen Plättchen zurück, ziehst du zuerst.
tsuro-hand-notch-first = Wähle zuerst deinen Startpunkt; danach siehst du hier, wohin jedes Plättchen führt.
tsuro-hand-out = Dein Spielstein hat den Spielplan verlassen: du bist aus dieser Partie ausgeschieden.
tsuro-hand-facing = Dein Spielstein steht vor Feld { $square }.
tsuro-hand-all-suicidal = Jeder Zug bringt deinen Stein vom Spielplan; einen musst du trotzdem spielen.
tsuro-hand-option = Plättchen { $tile } mit { $rotation }°: { $verdict }

## Die privaten Auswahlen
tsuro-sides-top-right = oberer und rechter Rand
tsuro-sides-bottom-left = unterer und linker Rand
tsuro-notch-select = Freie Startpunkte, { $sides } ({ $first }–{ $last })
tsuro-notch-top = Startpunkt { $notch } · oberer Rand, Feld { $square }
tsuro-notch-right = Startpunkt { $notch } · rechter Rand, Feld { $square }
tsuro-notch-bottom = Startpunkt { $notch } · unterer Rand, Feld { $square }
tsuro-notch-left = Startpunkt { $notch } · linker Rand, Feld { $square }
tsuro-random-notch = Zufälliger Startpunkt
tsuro-notches-title = **Startpunkt wählen** · Tsuro-Partie #{ $game } (nur du siehst das)
tsuro-notches-help = Die Zahlen rund um den Spielplan sind die freien Startpunkte. Wähle unten einen (er gilt sofort) oder überlass es dem Zufall mit **Zufälliger Startpunkt**.
tsuro-note-marker-placed = Dein Spielstein steht auf dem Spielplan.
tsuro-notch-played = Dein Spielstein startet auf Startpunkt { $notch } ({ $square }).
tsuro-intro = Dein Spielstein steht vor Feld { $square }. Deine Plättchen: { $tiles }.
tsuro-intro-dragon = Du hast das Drachenplättchen: Kommen Plättchen zurück, ziehst du zuerst.
tsuro-intro-all-suicidal = **Jeder Zug bringt deinen Stein vom Spielplan.** Einen musst du trotzdem spielen: wähle den, der dir am liebsten ist.
tsuro-option-label = Plättchen { $tile } · { $rotation }°: { $verdict }
tsuro-pick-placeholder = Wähle ein Plättchen und eine Drehung
tsuro-rotation-button = Plättchen { $tile } · { $rotation }°
tsuro-confirm = Bestätigen: Plättchen { $tile } mit { $rotation }°
tsuro-all-options = Alle Möglichkeiten
tsuro-picker-title = **Dein Zug** · Tsuro-Partie #{ $game } (nur du siehst das)
tsuro-picker-help = Wähle unten ein Plättchen und eine Drehung, um genau zu sehen, was es bewirkt; gespielt wird erst, wenn du **Bestätigen** drückst.
tsuro-preview = Plättchen { $tile }, um { $rotation }° gedreht, auf Feld { $square }: { $verdict }.
tsuro-preview-legal = Drücke **Bestätigen**, um es zu spielen, oder probiere eine andere Drehung oder ein anderes Plättchen.
tsuro-preview-refused-suicide = Das geht nicht, solange es einen sicheren Zug gibt, z. B. Plättchen { $tile } mit { $rotation }°.
tsuro-preview-refused-protected = Das geht nicht, solange es einen Zug gibt, der niemanden hinauswirft (Gegner sind geschützt), z. B. Plättchen { $tile } mit { $rotation }°.
tsuro-played = Du hast Plättchen { $tile } mit { $rotation }° gespielt.
tsuro-note-placed = Plättchen { $tile } mit { $rotation }° liegt auf dem Spielplan; der Thread der Partie zeigt, was es bewirkt hat.

## Plättchenvorschläge von /tsuro place
tsuro-tile = Plättchen { $tile }
tsuro-rotations-safe = sicher bei { $rotations }
tsuro-rotations-all-suicide = jede Drehung ist tödlich
tsuro-rotations-blocked = nicht bei { $rotations } (wirft einen anderen Stein hinaus)
tsuro-rotations-allowed = trotzdem erlaubt bei { $rotations }
tsuro-rotations-none = derzeit keine erlaubt

## Ablehnungen (privat: die Sprache der Person)
tsuro-error-suicide = Plättchen { $tile }, um { $rotation }° gedreht, würde { $cause ->
    [collision] deinen eigenen Spielstein durch einen Zusammenstoß hinauswerfen
   *[edge] deinen eigenen Spielstein vom Spielplan führen
}, und es gibt einen erlaubten Zug, zum Beispiel Plättchen { $safe_tile } mit { $safe_rotation }°; wähle ein anderes Plättchen oder eine andere Drehung (`/tsuro turn` zeigt alle).
tsuro-error-eliminates-opponent = Plättchen { $tile }, um { $rotation }° gedreht, würde hinauswerfen: { $names }; diese Partie schützt Gegner, solange es einen Zug gibt, der niemanden hinauswirft, zum Beispiel Plättchen { $safe_tile } mit { $safe_rotation }°. Wähle ein anderes Plättchen oder eine andere Drehung (`/tsuro turn` zeigt alle).
tsuro-error-tile = Die Plättchen sind von { $minimum } bis { $maximum } nummeriert.
tsuro-error-rotation = Drehe ein Plättchen um 0, 90, 180 oder 270 Grad.
tsuro-error-not-playing = Dein Spielstein hat den Spielplan verlassen, du kannst nicht mehr ziehen.
tsuro-error-tile-not-in-hand = Plättchen { $tile } ist nicht auf deiner Hand; `/game hand` zeigt deine Plättchen.
tsuro-error-wrong-phase-notch = Zuerst die Startpunkte: wähle deinen mit `/tsuro start` oder der Schaltfläche **Startpunkt wählen**, wenn du erwähnt wirst; die Plättchen kommen danach.
tsuro-error-wrong-phase-play = Jeder Spielstein steht schon auf seinem Startpunkt; lege ein Plättchen mit `/tsuro place` oder der Schaltfläche **Deinen Zug machen**.
tsuro-error-notch-taken = Startpunkt { $notch } ist besetzt; der Spielplan zeigt die Nummern der freien Startpunkte.
