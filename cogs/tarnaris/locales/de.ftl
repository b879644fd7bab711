## Woods of Tarnaris (cogs/tarnaris): Ablehnungen, Zugnachricht, Auswahlmenüs, Ereignisse, Regeln.

## Karten in Sätzen
tarnaris-card-a = eine { $number }
tarnaris-depth-top = die oberste Karte
tarnaris-depth-second = die Karte unter der obersten
tarnaris-depth-nth = die { $depth }. Karte von oben

## Ablehnungen (text.py)
tarnaris-error-bad-value = `{ $key }` muss eine Zahl von { $minimum } bis { $maximum } sein (du hast { $value } angegeben).
tarnaris-error-bad-slots = Gib Kartenplatz-Nummern von 1 bis 10 durch Kommas getrennt an, z. B. `3,7,2`.
tarnaris-error-bad-slots-length = Gib Kartenplatz-Nummern von 1 bis 10 durch Kommas getrennt an, z. B. `3,7,2` ({ $length ->
    [one] { $length } Platz
   *[other] { $length } verschiedene, die kleinste zuerst
 }).
tarnaris-error-wrong-phase-reveal = Deck zuerst deinen Kartenplatz auf (die Knöpfe der Kartenplätze).
tarnaris-error-wrong-phase-lay = Du hast aufgedeckt: leg die aufgedeckten Karten ab, leg sie zurück oder drück auf Fertig.
tarnaris-error-nothing-to-reveal = Kartenplatz { $slot } hat nichts aufzudecken (er ist leer oder wurde in diesem Zug schon aufgedeckt); wähl einen anderen Kartenplatz.
tarnaris-error-does-not-fit = Diese Karte passt nicht auf diesen Stapel: Eine Karte kommt nur auf einen Stapel, dessen oberste Karte um eins kleiner ist. Nimm die Ablegen-Knöpfe oder leg die Karte zurück.
tarnaris-error-nothing-to-return = Es ist keine aufgedeckte Karte mehr zum Zurücklegen übrig.
tarnaris-error-wrong-slot = Diese Karte kann nicht auf Kartenplatz { $slot } zurück: Sie kehrt auf ihren eigenen Platz zurück (in Runde 1 auf einen der beiden in diesem Zug aufgedeckten Plätze).
tarnaris-error-claim-new-pile = Ein neuer Stapel beginnt nur mit einer 1; für eine höhere Karte wähl den Stapel, auf den sie passt.
tarnaris-error-claim-number = Auf diesen Stapel gehört jetzt eine { $expected }; schau dir den neuesten Tisch an und melde erneut.
tarnaris-error-no-such-pile = Es gibt keinen Stapel { $pile }; wähl einen Stapel vom Tisch, oder `new` für eine 1.
tarnaris-error-empty-slot = Kartenplatz { $slot } dieses Kartenfelds ist leer (oder hat weniger Karten als angegeben); wähl einen Platz mit Karten.
tarnaris-error-empty-slots = Einer dieser Kartenplätze ist leer; wähl Plätze mit Karten.
tarnaris-error-chain-too-long = Eine Kette ab { $number } hat höchstens { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
 } (Stapel enden bei 10).
tarnaris-error-choice-pending = Alle warten, bis { $name } eine Wahl trifft (Spezialfunktion oder Strafe); versuch es danach noch einmal.
tarnaris-error-no-such-choice = Du hast gerade keine solche Wahl zu treffen; die Zugnachricht sagt, wer was wählt.
tarnaris-error-cannot-give = { $name } kann keine Strafkarte geben (keine Karten mehr im Kartenfeld); wähl einen anderen Spieler.
tarnaris-error-bad-player = Wähl einen anderen Spieler, der noch im Spiel ist.
tarnaris-error-nothing-to-mix = Das Kartenfeld von { $name } ist leer; wähl einen anderen Spieler.
tarnaris-error-both-empty = Beide Kartenplätze sind leer; tausche einen Platz, auf dem Karten liegen.
tarnaris-error-no-peek = Du hast kein Nachschauen übrig: Jede 10, die auf einen Stapel kommt, bringt eines.
tarnaris-error-nothing-to-claim = Dein Kartenfeld ist leer: Es gibt nichts zu melden.
tarnaris-error-tray-empty = Dir wurde keine Karte gegeben, also gibt es nichts abzulegen.
tarnaris-error-place-passed-first = Dir wurde eine Karte gegeben: Leg sie zuerst auf einen deiner Kartenplätze (`/tarnaris place` oder der Knopf Ablegen).
tarnaris-error-player-or-seat = Sag, für wen: `player` (eine Person) oder `seat` (jeder, auch ein Computerspieler, so wie `/game status` die Plätze nummeriert), eines von beiden.
tarnaris-error-no-such-seat = Es gibt keinen Platz { $seat }: Dieses Spiel hat { $seats }; `/game status` listet sie auf.
tarnaris-error-not-a-player = { $name } spielt in diesem Spiel nicht mit; wähl einen seiner Spieler.
tarnaris-error-not-your-choice = Diese Wahl trifft { $name }, nicht du.
tarnaris-error-no-choice-waiting = Gerade wartet keine Wahl auf dich.
tarnaris-error-pile-option = `{ $value }` ist kein Stapel: Gib eine Stapelnummer an (1, 2, …) oder `new` für eine 1.
tarnaris-error-slot-or-slots = Nenne die Karte, die du meldest: `slot` für eine Karte oder `slots` (z. B. `3,7,2`) für eine Kette — nicht beides, nicht keines.

## Der Adapter (adapter.py)
tarnaris-group = Woods of Tarnaris: baue die Stapel 1 bis 10 aus deinem verdeckten Kartenfeld
tarnaris-option-giver-chooses = Wer eine Strafkarte gibt, wählt den Kartenplatz (K3).
tarnaris-hand-title = Dein Kartenfeld
tarnaris-rules = **Woods of Tarnaris: Path to Luslaria** (2–4 Spieler). Jeder Spieler hat ein Kartenfeld aus zehn verdeckten Kartenplätzen mit den Karten seines Wappens. In deinem Zug deckst du Kartenplätze auf und legst aufgedeckte Karten auf die Ablagestapel, jede um eins höher als die oberste Karte (eine 1 beginnt einen neuen Stapel, L1); was du nicht ablegen kannst, legst du verdeckt zurück (T1–T3). Jeder darf jederzeit „Ich weiß es!“ rufen und melden, dass eine seiner verdeckten Karten auf einen Stapel passt (K1): richtig, sie wird abgelegt; falsch, es gibt eine Strafkarte (K3). Manche Karten haben eine Spezialfunktion: Eine 3 gibt eine Karte ab, eine 5 mischt vier Karten eines anderen Spielers, eine 7 tauscht einen Kartenplatz mit dem eines anderen Spielers (ein leerer Platz zählt als Kartenplatz), eine 10 lässt jeden privat eine Karte seines eigenen Felds nachschauen, sichtbar bis zum Ende seines nächsten Zugs. Nach dem Zug nennt keine Nachricht mehr eine wieder verdeckte Karte: merk sie dir. Wer sein Kartenfeld leert, gewinnt (W1); bleibt nach einer Aufgabe keine ablegbare Karte, gewinnt, wer die wenigsten Karten übrig hat (W2).
    Spielen: die Knöpfe unter der neuesten Nachricht des Spiels (**Aufdecken**, **Ablegen**, **Fertig**, **Ich weiß es!**) oder `/tarnaris reveal slot:<n>`, `/tarnaris lay card:<i> pile:<p>`, `/tarnaris done` und `/tarnaris claim slot:<n> pile:<p|new>`; `/game hand` zeigt dir dein Kartenfeld privat.
tarnaris-phase = Runde { $round }, { $phase ->
    [reveal] aufdecken
   *[lay] ablegen
 }
tarnaris-special-3 = er darf einem anderen Spieler eine Karte abgeben
tarnaris-special-5 = er darf die obersten Karten eines anderen Spielers mischen
tarnaris-special-7 = er darf einen Kartenplatz mit einem anderen Spieler tauschen
tarnaris-special-10 = der Stapel ist geschlossen und jeder darf eine Karte nachschauen
tarnaris-pending-sf3 = Karte 3, eine Karte abgeben
tarnaris-pending-sf5 = Karte 5, welche obersten Karten gemischt werden
tarnaris-pending-sf5-return = Karte 5, wohin die gemischten Karten kommen
tarnaris-pending-sf7 = Karte 7, welche Kartenplätze getauscht werden
tarnaris-pending-penalty = wer die Strafkarte gibt
tarnaris-pending-give = welche Karte als Strafe gegeben wird
tarnaris-pending-unknown = eine Wahl
tarnaris-turn-waiting = Warten auf { $name }: { $what }. Meldungen warten bis dahin.
tarnaris-turn-reveal = { $name } ist am Zug: { $count ->
    [2] zwei Kartenplätze
   *[single] einen Kartenplatz
 } aufdecken. Jeder am Tisch darf „Ich weiß es!“ rufen.
tarnaris-turn-revealed-card = { $index }) die { $number } von Kartenplatz { $slot }
tarnaris-turn-none-left = keine mehr
tarnaris-turn-lay = { $name } ist am Zug: passende aufgedeckte Karten ablegen, den Rest zurücklegen, dann Fertig. Aufgedeckt: { $cards }. Jeder am Tisch darf „Ich weiß es!“ rufen.
tarnaris-hand-field = Dein Kartenfeld, { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
 } (Platz: Karten): { $counts }.
tarnaris-hand-known = { $where } ist { $card }
tarnaris-hand-peeked = Du hast auf Kartenplatz { $slot } nachgeschaut: { $cards }.
tarnaris-hand-peeks-last = Nachgeschaute Karten stehen hier bis zum Ende deines nächsten Zugs (SF10).
tarnaris-hand-tray = Dir gegebene Karten, noch abzulegen: { $count }.
tarnaris-status-piles = Stapel: { $count }.
tarnaris-status-fields = Karten in jedem Kartenfeld: { $fields }.
tarnaris-status-left = { $name } { $count }
tarnaris-status-resigned = { $name } hat aufgegeben
tarnaris-someone = jemand
tarnaris-event-revealed = { $name } hat Kartenplatz { $slot } aufgedeckt: { $numbers }.
tarnaris-event-revealed-down = { $name } hat Kartenplatz { $slot } aufgedeckt ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
 }).
tarnaris-event-laid = { $name } hat die { $number } auf Stapel { $pile } gelegt.
tarnaris-event-pile-started = Die aufgedeckte 1 von Kartenplatz { $slot } beginnt Stapel { $pile }.
tarnaris-event-returned = { $name } hat { $count ->
    [one] eine Karte
   *[other] { $count } Karten
 } verdeckt zurückgelegt (Kartenplatz { $slots }).
tarnaris-event-turn = { $name } ist am Zug.
tarnaris-event-claimed = { $name }: „Ich weiß es!“ Kartenplatz { $slots } auf Stapel { $pile }.
tarnaris-event-claimed-new = { $name }: „Ich weiß es!“ Kartenplatz { $slots } auf einen neuen Stapel.
tarnaris-event-claim-right = Richtig! Die { $number } von { $name } kommt auf Stapel { $pile }.
tarnaris-event-claim-wrong = Falsch: Auf Kartenplatz { $slot } von { $name } lag { $card }; sie geht verdeckt zurück.
tarnaris-event-claim-wrong-down = Falsch: Kartenplatz { $slot } von { $name } war falsch; die Karte geht verdeckt zurück.
tarnaris-event-claim-lost-race = Die Meldung von { $name } auf Stapel { $pile } kam zu spät: Der Stapel war schon bei { $number }. Sie zählt nicht (keine Strafe).
tarnaris-event-claims-withdrawn = Der Rest der Kette von { $name } geht verdeckt zurück.
tarnaris-event-penalty-chosen = { $giver } gibt { $name } die Strafkarte und wählt aus, welche.
tarnaris-event-penalty = { $giver } gibt { $name } eine Strafkarte (von Kartenplatz { $from_slot }); sie kommt auf Kartenplatz { $slot } von { $name }.
tarnaris-event-no-penalty = Niemand kann { $name } eine Strafkarte geben.
tarnaris-event-special = { $name } hat { $card } gespielt: { $what }.
tarnaris-event-passed = { $name } hat die oberste Karte von Kartenplatz { $slot } an { $player } abgegeben.
tarnaris-event-placed-passed = { $name } hat die abgegebene Karte auf Kartenplatz { $slot } gelegt.
tarnaris-event-mixing = { $name } nimmt die obersten Karten der Kartenplätze { $slots } von { $player } zum Mischen.
tarnaris-event-mixed = { $name } hat die gemischten Karten auf die Kartenplätze { $slots } von { $player } gelegt.
tarnaris-event-swapped = { $name } hat den eigenen Kartenplatz { $slot } mit Kartenplatz { $their } von { $player } getauscht.
tarnaris-event-skipped = { $name } hat die { $number } nicht genutzt.
tarnaris-event-peeked = { $name } hat bei Kartenplatz { $slot } nachgeschaut: { $where }.

## Die /tarnaris-Befehle (commands.py): Beschreibungen ≤ 100 Zeichen
tarnaris-cmd-reveal = Dein Zug: deck einen deiner Kartenplätze auf
tarnaris-cmd-lay = Dein Zug: leg eine aufgedeckte Karte auf einen passenden Stapel
tarnaris-cmd-return = Dein Zug: leg eine aufgedeckte Karte verdeckt zurück
tarnaris-cmd-done = Dein Zug: leg den Rest verdeckt zurück und beende den Zug
tarnaris-cmd-claim = „Ich weiß es!“: eine deiner obersten Karten passt auf einen Stapel
tarnaris-cmd-pass = Karte 3: gib die oberste Karte eines deiner Kartenplätze ab
tarnaris-cmd-mix = Karte 5: misch bis zu vier oberste Karten eines Spielers
tarnaris-cmd-mixback = Karte 5: die Kartenplätze, die die gemischten Karten bekommen
tarnaris-cmd-swap = Karte 7: tausch einen deiner Kartenplätze mit dem eines Spielers
tarnaris-cmd-skip = Karten 3, 5, 7: die Spezialfunktion nicht nutzen
tarnaris-cmd-penalty = Nach einer falschen Meldung: wer dir die Strafkarte gibt
tarnaris-cmd-give = Gib die Strafkarte: die oberste Karte deines Kartenplatzes
tarnaris-cmd-place = Karte 3: leg die dir gegebene Karte auf einen Kartenplatz
tarnaris-cmd-peek = Karte 10: schau eine beliebige Karte deines Kartenfelds an
tarnaris-opt-game = Welche Partie (Standard: die des Threads oder deine einzige)
tarnaris-opt-seat = Oder sein Platz in /game status (für Computer)
tarnaris-opt-your-slot = Dein Kartenplatz
tarnaris-opt-reveal-slot = Der Kartenplatz (1–10)
tarnaris-opt-revealed-card = Welche aufgedeckte Karte (Nummer in der Zugnachricht)
tarnaris-opt-lay-pile = Der Stapel (seine Nummer auf dem Tisch)
tarnaris-opt-return-slot = Auf welchen Kartenplatz (ihren eigenen; in Runde 1 einen der beiden aufgedeckten)
tarnaris-opt-claim-pile = Der passende Stapel (Nummer) oder new für eine 1
tarnaris-opt-claim-slot = Dein Kartenplatz, dessen oberste Karte du meldest
tarnaris-opt-claim-slots = Eine Kette deiner Kartenplätze, der Reihe nach, z. B. 3,7,2
tarnaris-opt-pass-player = Wer sie bekommt
tarnaris-opt-mix-player = Wessen Kartenfeld
tarnaris-opt-mix-slots = Seine Kartenplätze, z. B. 1,4,6,9 (vier, sonst alle nicht leeren)
tarnaris-opt-mixback-slots = Ebenso viele verschiedene Kartenplätze von ihm, z. B. 2,3,8,10
tarnaris-opt-swap-player = Der andere Spieler
tarnaris-opt-swap-their-slot = Sein Kartenplatz
tarnaris-opt-penalty-player = Der Spieler, der sie gibt
tarnaris-opt-peek-card = Welche Karte des Platzes, von oben gezählt (Standard 1)

## Die Zugnachricht und ihre Aufrufe (öffentlich: die Sprache des Spiels)
tarnaris-header = **{ $title }** · Spiel #{ $game } · Zug { $move }
tarnaris-game-over = Das Spiel ist vorbei.
tarnaris-turn-over = Dieser Zug ist vorbei; seine Karten liegen wieder verdeckt.
tarnaris-moved-on-clock = Das Spiel ging weiter: die Zuguhr ist abgelaufen. Siehe die neuere Nachricht unten.
tarnaris-moved-on-resignation = Das Spiel ging weiter: jemand hat aufgegeben. Siehe die neuere Nachricht unten.
tarnaris-button-claim = Ich weiß es!
tarnaris-button-field = Dein Kartenfeld
tarnaris-button-give = Strafkarte geben
tarnaris-button-choose = Deine Wahl treffen
tarnaris-button-reveal = { $slot } aufdecken
tarnaris-button-lay = Die { $number } (Platz { $slot }) auf Stapel { $pile } legen
tarnaris-button-return-one = Eine zurücklegen…
tarnaris-button-done = Fertig (Rest zurücklegen)
tarnaris-button-place = Abgegebene Karte ablegen
tarnaris-button-peek-card = Nachschauen (Karte 10)
tarnaris-button-peek = Nachschauen
tarnaris-button-skip = Auslassen (nicht nutzen)
tarnaris-choice-sf3 = Karte 3: gib die oberste Karte eines deiner Kartenplätze an einen anderen Spieler ab
tarnaris-choice-sf5 = Karte 5: misch bis zu vier oberste Karten aus dem Kartenfeld eines anderen Spielers
tarnaris-choice-sf5-return = Karte 5: die Kartenplätze, die die gemischten Karten bekommen
tarnaris-choice-sf7 = Karte 7: tausch einen deiner Kartenplätze mit dem eines anderen Spielers
tarnaris-choice-penalty = wer dir die Strafkarte gibt
tarnaris-choice-give = welche Karte du als Strafe gibst
tarnaris-call-choice = { $mentions }, du bist mit der Wahl dran: { $what }. Drück den Knopf (nur du siehst es).
tarnaris-call-passed = { $mentions }, { $name } hat dir eine Karte verdeckt abgegeben (Spezialfunktion der 3). Leg sie vor deiner nächsten Aktion auf einen deiner Kartenplätze.
tarnaris-call-peek = { $mentions }, eine 10 hat einen Stapel geschlossen: Jeder von euch darf bis zum Ende seines nächsten Zugs (privat) eine beliebige Karte seines Kartenfelds nachschauen; sie steht bis dahin in seinem Kartenfeld.

## Private Antworten und Auswahlmenüs (die Sprache des Nutzers)
tarnaris-slot = Kartenplatz { $slot }
tarnaris-your-slot = Dein Kartenplatz
tarnaris-slot-option = Kartenplatz { $slot } ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
 })
tarnaris-slot-option-peeked = Kartenplatz { $slot } ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
 }, oben: { $card } (nachgeschaut))
tarnaris-their-slot-option = Kartenplatz { $slot } von { $name } ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
 })
tarnaris-note-right = Richtig: Deine { $number } liegt auf Stapel { $pile }.
tarnaris-note-wrong = Falsch: Auf Kartenplatz { $slot } lag { $card }; sie geht verdeckt zurück und du bekommst eine Strafkarte darauf.
tarnaris-note-too-late = Zu spät: Stapel { $pile } war schon bei { $number }, als deine Meldung ankam, also zählt sie nicht. Deine Karte bleibt verdeckt, wo sie war, und es gibt keine Strafe.
tarnaris-note-peek = Kartenplatz { $slot }: { $where } ist { $card }. Nur du siehst das, in deinem Kartenfeld bis zum Ende deines nächsten Zugs.
tarnaris-note-peek-gone = Kartenplatz { $slot }: { $where } ist nicht mehr da. Nur du siehst das, in deinem Kartenfeld bis zum Ende deines nächsten Zugs.
tarnaris-note-penalty = { $giver } hat dir eine Strafkarte gegeben; sie liegt auf deinem Kartenplatz { $slot }.
tarnaris-note-turn-over = Dein Zug ist vorbei: Deine Karten liegen wieder verdeckt, merk sie dir!
tarnaris-note-done = Erledigt.
tarnaris-note-returned = Auf Kartenplatz { $slot } zurückgelegt.
tarnaris-note-skipped = Du lässt die Spezialfunktion aus.
tarnaris-pick-place = Dir wurde eine Karte gegeben: Wähl den Kartenplatz, auf den sie kommt (obenauf, verdeckt).
tarnaris-pick-place-placeholder = Kartenplatz für die abgegebene Karte
tarnaris-pick-sf3 = Karte 3: Gib die oberste Karte eines deiner Kartenplätze an einen anderen Spieler ab. Welcher Kartenplatz?
tarnaris-pick-sf3-player = Karte 3: An wen gibst du die oberste Karte deines Kartenplatzes { $slot } ab?
tarnaris-pick-sf5 = Karte 5: Wessen Kartenfeld mischst du (bis zu vier oberste Karten, ungesehen gemischt)?
tarnaris-pick-sf5-slots = Karte 5: Wähl { $count ->
    [one] { $count } Kartenplatz
   *[other] { $count } Kartenplätze
 } von { $name }; ihre obersten Karten werden gemischt.
tarnaris-pick-sf5-slots-placeholder = { $count ->
    [one] { $count } Kartenplatz
   *[other] { $count } Kartenplätze
 }
tarnaris-pick-sf5-return = Karte 5: { $count ->
    [one] Die gemischte Karte kommt auf { $count } Kartenplatz
   *[other] Die { $count } gemischten Karten kommen einzeln auf { $count } verschiedene Kartenplätze
 } im Kartenfeld von { $name }. Wähl die Kartenplätze.
tarnaris-pick-sf5-return-placeholder = { $count ->
    [one] { $count } Kartenplatz
   *[other] { $count } Kartenplätze
 } von { $name }
tarnaris-pick-sf7 = Karte 7: Tausch einen deiner Kartenplätze (den ganzen Stapel) mit dem eines anderen Spielers. Dein Kartenplatz?
tarnaris-pick-sf7-player = Karte 7: Deinen Kartenplatz { $slot } mit wessen Kartenplatz tauschen?
tarnaris-pick-sf7-slot = Karte 7: Dein Kartenplatz { $slot } tauscht mit welchem Kartenplatz von { $name }?
tarnaris-pick-sf7-placeholder = Sein Kartenplatz
tarnaris-pick-penalty = Deine Meldung war falsch: Wer gibt dir die Strafkarte?
tarnaris-pick-give = Du gibst { $name } eine Strafkarte: die oberste Karte welches Kartenplatzes?
tarnaris-return-option = Die { $number } (von Kartenplatz { $slot }) auf Kartenplatz { $to }
tarnaris-pick-return = Leg eine Karte verdeckt zurück (die zuerst zurückgelegte liegt unten); Fertig legt den Rest der Reihe nach zurück.
tarnaris-pick-return-placeholder = Karte und Kartenplatz
tarnaris-pick-claim-slot = **Ich weiß es!** Auf welchem deiner Kartenplätze liegt die oberste Karte, die du kennst? (Dann wähl ihren Stapel.)
tarnaris-pick-claim-pile = **Ich weiß es!** Auf welchen Stapel passt die oberste Karte deines Kartenplatzes { $slot }?
tarnaris-pile-new = Neuer Stapel (es ist eine 1)
tarnaris-pile-option = Stapel { $pile }: es ist { $card }
tarnaris-pick-peek = Nachschauen: welche Karte deines Kartenfelds? Jede beliebige, die oberste oder eine darunter; nur du siehst sie, in deinem Kartenfeld bis zum Ende deines nächsten Zugs.
tarnaris-pick-peek-placeholder = Deine Karte
tarnaris-peek-option = Kartenplatz { $slot }, { $where }

## Added for issue 26 (words): computer seats, why a game ended, too-long texts
tarnaris-reason-emptied-field = Kartenfeld als Erstes geleert
tarnaris-reason-dead-position = keine Karte mehr legbar: die wenigsten Karten übrig
