## Woods of Tarnaris (cogs/tarnaris): Ablehnungen, Zugnachricht, Auswahlmenüs, Ereignisse, Regeln.
## Wörter nach glossary/de.toml und der Spielregel: Kartenfeld, Kartenplatz, Ablagestapel (kurz
## Stapel), Sonderzug („Ich weiß es!“), Strafkarte, Spezialfunktion, nachschauen.

## Karten in Sätzen
tarnaris-card-a = eine { $number }
tarnaris-depth-top = die oberste Karte
tarnaris-depth-second = die Karte unter der obersten
tarnaris-depth-nth = die { $depth }. Karte von oben

## Ablehnungen (text.py)
tarnaris-error-bad-value = `{ $key }` muss eine Zahl von { $minimum } bis { $maximum } sein (du hast { $value } angegeben).
tarnaris-error-bad-slots = Gib Nummern von Kartenplätzen (1 bis 10) durch Kommas getrennt an, z. B. `3,7,2`.
tarnaris-error-bad-slots-length = Gib Nummern von Kartenplätzen (1 bis 10) durch Kommas getrennt an, z. B. `3,7,2` ({ $length ->
    [one] { $length } Kartenplatz
   *[other] { $length } verschiedene, die kleinste zuerst
 }).
tarnaris-error-wrong-phase-reveal = Deck zuerst einen Kartenplatz auf (die Schaltflächen mit den Kartenplätzen).
tarnaris-error-wrong-phase-lay = Du hast schon aufgedeckt: Leg die aufgedeckten Karten ab, leg sie zurück oder drück auf „Fertig“.
tarnaris-error-nothing-to-reveal = Auf Kartenplatz { $slot } gibt es nichts aufzudecken (er ist leer oder wurde in diesem Zug schon aufgedeckt); wähl einen anderen.
tarnaris-error-does-not-fit = Diese Karte passt nicht auf diesen Stapel: Eine Karte kommt nur auf einen Stapel, dessen oberste Karte um eins kleiner ist. Nimm eine der Schaltflächen zum Ablegen oder leg die Karte zurück.
tarnaris-error-nothing-to-return = Es ist keine aufgedeckte Karte mehr zum Zurücklegen übrig.
tarnaris-error-wrong-slot = Diese Karte kann nicht auf Kartenplatz { $slot } zurück: Sie kommt auf ihren eigenen Kartenplatz zurück (in Runde 1 auf einen der beiden in diesem Zug aufgedeckten).
tarnaris-error-claim-new-pile = Ein neuer Stapel beginnt nur mit einer 1; für eine höhere Karte wähl den Stapel, auf den sie passt.
tarnaris-error-claim-number = Auf diesen Stapel gehört jetzt eine { $expected }; schau dir den Tisch in der neuesten Nachricht an und sag erneut an.
tarnaris-error-no-such-pile = Es gibt keinen Stapel { $pile }; wähl einen Stapel vom Tisch oder `new` für eine 1.
tarnaris-error-empty-slot = Kartenplatz { $slot } dieses Kartenfelds ist leer (oder hat weniger Karten als angegeben); wähl einen Kartenplatz mit Karten.
tarnaris-error-empty-slots = Einer dieser Kartenplätze ist leer; wähl Kartenplätze mit Karten.
tarnaris-error-chain-too-long = Eine Kette ab { $number } hat höchstens { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
 } (ein Stapel endet bei 10).
tarnaris-error-choice-pending = Alle warten, bis { $name } gewählt hat (Spezialfunktion oder Strafe); versuch es danach noch einmal.
tarnaris-error-no-such-choice = Du hast gerade keine solche Wahl; die Zugnachricht sagt, wer was wählt.
tarnaris-error-cannot-give = { $name } kann keine Strafkarte geben (keine Karten mehr im Kartenfeld); wähl einen anderen Spieler.
tarnaris-error-bad-player = Wähl einen anderen Spieler, der noch im Spiel ist.
tarnaris-error-nothing-to-mix = Das Kartenfeld von { $name } ist leer; wähl einen anderen Spieler.
tarnaris-error-both-empty = Beide Kartenplätze sind leer; tausch einen Kartenplatz, auf dem Karten liegen.
tarnaris-error-no-peek = Du darfst gerade nicht nachschauen: Das erlaubt jede 10, die auf einen Stapel kommt.
tarnaris-error-nothing-to-claim = Dein Kartenfeld ist leer: Es gibt nichts anzusagen.
tarnaris-error-tray-empty = Dir wurde keine Karte gegeben, also gibt es nichts hinzulegen.
tarnaris-error-place-passed-first = Dir wurde eine Karte gegeben: Leg sie zuerst auf einen deiner Kartenplätze (`/tarnaris place` oder die Schaltfläche „Erhaltene Karte hinlegen“).
tarnaris-error-player-or-seat = Sag, für wen: `player` (eine Person) oder `seat` (jeder, auch ein Computerspieler, nach den Platznummern von `/game status`) – eines von beiden.
tarnaris-error-no-such-seat = Es gibt keinen Platz { $seat }: Diese Partie hat { $seats } Plätze; `/game status` listet sie auf.
tarnaris-error-not-a-player = { $name } spielt in dieser Partie nicht mit; wähl einen ihrer Spieler.
tarnaris-error-not-your-choice = Diese Wahl trifft { $name }, nicht du.
tarnaris-error-no-choice-waiting = Gerade wartet keine Wahl auf dich.
tarnaris-error-pile-option = `{ $value }` ist kein Stapel: Gib eine Stapelnummer an (1, 2, …) oder `new` für eine 1.
tarnaris-error-slot-or-slots = Nenne die Karte, die du ansagst: `slot` für eine Karte oder `slots` (z. B. `3,7,2`) für eine Kette – genau eines von beiden.

## Der Adapter (adapter.py)
tarnaris-group = Woods of Tarnaris: baue die Stapel 1 bis 10 aus deinem verdeckten Kartenfeld
tarnaris-option-giver-chooses = Wer eine Strafkarte gibt, wählt selbst den Kartenplatz
tarnaris-hand-title = Dein Kartenfeld
tarnaris-rules = **Woods of Tarnaris: Path to Luslaria** (2–4 Spieler). Jeder hat ein Kartenfeld aus zehn Kartenplätzen mit je zwei verdeckten Karten seines Wappens. In deinem Zug deckst du Kartenplätze auf (in Runde 1 zwei, danach einen, egal wie viele Karten darauf liegen) und legst aufgedeckte Karten auf die Ablagestapel in der Tischmitte ab, jede auf eine um genau eins niedrigere Karte (eine 1 beginnt einen neuen Stapel, eine 10 schließt ihn). Was du nicht ablegen kannst, legst du verdeckt zurück. Jeder darf jederzeit, auch im Zug eines anderen, „Ich weiß es!“ rufen und einen Sonderzug ansagen: Die oberste Karte eines seiner Kartenplätze passt auf einen Stapel. Richtig – sie bleibt liegen, und weitere Sonderzüge dürfen darauf folgen; falsch – sie geht zurück auf ihren Kartenplatz, und wer sich geirrt hat, wählt einen anderen Spieler, der ihm ungesehen eine seiner Karten gibt (eine zufällige, außer die Partie lässt den Gebenden wählen); sie kommt als Strafkarte auf denselben Kartenplatz. Spezialfunktionen: Eine 3 gibt eine eigene Karte an einen anderen Spieler ab, eine 5 mischt die vier obersten Karten eines anderen Spielers, eine 7 tauscht einen Kartenplatz mit dem eines anderen Spielers (ein leerer Platz zählt mit), eine 10 lässt jeden geheim eine beliebige Karte seines Kartenfelds nachschauen, die er bis zum Ende seines nächsten Zugs sieht. Nach dem Zug nennt keine Nachricht mehr eine Karte, die wieder verdeckt liegt: Merk sie dir. Wer als Erster sein Kartenfeld leert, gewinnt; lässt sich nach einer Aufgabe keine Karte mehr ablegen, gewinnt, wer die wenigsten Karten übrig hat.
    Spielen: die Schaltflächen unter der neuesten Nachricht der Partie (aufdecken, auf einen Stapel legen, **Fertig**, **Ich weiß es!**) oder `/tarnaris reveal slot:<n>`, `/tarnaris lay card:<i> pile:<p>`, `/tarnaris done` und `/tarnaris claim slot:<n> pile:<p|new>`; `/game hand` zeigt dir dein Kartenfeld privat.
tarnaris-phase = Runde { $round }, { $phase ->
    [reveal] aufdecken
   *[lay] ablegen
 }
tarnaris-special-3 = Spezialfunktion „Eine Karte abgeben“
tarnaris-special-5 = Spezialfunktion „Vier Karten mischen“
tarnaris-special-7 = Spezialfunktion „Kartenplatz tauschen“
tarnaris-special-10 = Spezialfunktion „Schau nach“ (der Stapel ist geschlossen, jeder darf eine eigene Karte nachschauen)
tarnaris-pending-sf3 = Karte 3: eine Karte abgeben
tarnaris-pending-sf5 = Karte 5: welche obersten Karten gemischt werden
tarnaris-pending-sf5-return = Karte 5: wohin die gemischten Karten kommen
tarnaris-pending-sf7 = Karte 7: welche Kartenplätze getauscht werden
tarnaris-pending-penalty = wer die Strafkarte gibt
tarnaris-pending-give = welche Karte als Strafkarte gegeben wird
tarnaris-pending-unknown = eine Wahl
tarnaris-turn-waiting = Warten auf { $name }: { $what }. Sonderzüge warten so lange.
tarnaris-turn-reveal = { $name } ist am Zug: { $count ->
    [2] zwei Kartenplätze
   *[single] einen Kartenplatz
 } aufdecken. Jeder darf „Ich weiß es!“ rufen.
tarnaris-turn-revealed-card = { $index }) die { $number } von Kartenplatz { $slot }
tarnaris-turn-none-left = keine mehr
tarnaris-turn-lay = { $name } ist am Zug: passende aufgedeckte Karten ablegen, den Rest zurücklegen, dann „Fertig“. Aufgedeckt: { $cards }. Jeder darf „Ich weiß es!“ rufen.
tarnaris-hand-field = Dein Kartenfeld, { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
 } (Kartenplatz: Karten): { $counts }.
tarnaris-hand-known = { $where } ist { $card }
tarnaris-hand-peeked = Nachgeschaut auf Kartenplatz { $slot }: { $cards }.
tarnaris-hand-peeks-last = Nachgeschaute Karten stehen hier bis zum Ende deines nächsten Zugs.
tarnaris-hand-tray = Dir gegebene Karten, die du noch auf Kartenplätze legen musst: { $count }.
tarnaris-status-piles = Stapel: { $count }.
tarnaris-status-fields = Karten in den Kartenfeldern: { $fields }.
tarnaris-status-left = { $name } { $count }
tarnaris-status-resigned = { $name } hat aufgegeben
tarnaris-someone = jemand
tarnaris-event-revealed = { $name } deckt Kartenplatz { $slot } auf: { $numbers }.
tarnaris-event-revealed-down = { $name } deckt Kartenplatz { $slot } auf ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
 }).
tarnaris-event-laid = { $name } legt die { $number } auf Stapel { $pile }.
tarnaris-event-pile-started = Die aufgedeckte 1 von Kartenplatz { $slot } beginnt Stapel { $pile }.
tarnaris-event-returned = { $name } legt { $count ->
    [one] eine Karte
   *[other] { $count } Karten
 } verdeckt zurück (Kartenplatz { $slots }).
tarnaris-event-turn = { $name } ist am Zug.
tarnaris-event-claimed = { $name }: „Ich weiß es!“ – Kartenplatz { $slots } auf Stapel { $pile }.
tarnaris-event-claimed-new = { $name }: „Ich weiß es!“ – Kartenplatz { $slots } auf einen neuen Stapel.
tarnaris-event-claim-right = Richtig! Die { $number } von { $name } kommt auf Stapel { $pile }.
tarnaris-event-claim-wrong = Falsch: Auf Kartenplatz { $slot } von { $name } lag { $card }; sie geht verdeckt zurück.
tarnaris-event-claim-wrong-down = Falsch: Kartenplatz { $slot } von { $name } war der falsche; die Karte geht verdeckt zurück.
tarnaris-event-claim-lost-race = Der Sonderzug von { $name } auf Stapel { $pile } kam zu spät: Der Stapel war schon bei { $number }. Er zählt nicht (keine Strafe).
tarnaris-event-claims-withdrawn = Der Rest der Kette von { $name } geht verdeckt zurück.
tarnaris-event-penalty-chosen = { $giver } gibt { $name } die Strafkarte und wählt selbst aus, welche.
tarnaris-event-penalty = { $giver } gibt { $name } eine Strafkarte (von Kartenplatz { $from_slot }); sie kommt auf Kartenplatz { $slot } von { $name }.
tarnaris-event-no-penalty = Niemand kann { $name } eine Strafkarte geben.
tarnaris-event-special = { $name } spielt { $card } aus: { $what }.
tarnaris-event-passed = { $name } gibt die oberste Karte von Kartenplatz { $slot } an { $player } ab.
tarnaris-event-placed-passed = { $name } legt die erhaltene Karte auf Kartenplatz { $slot }.
tarnaris-event-mixing = { $name } nimmt die obersten Karten der Kartenplätze { $slots } von { $player } zum Mischen.
tarnaris-event-mixed = { $name } legt die gemischten Karten auf die Kartenplätze { $slots } von { $player }.
tarnaris-event-swapped = { $name } tauscht den eigenen Kartenplatz { $slot } mit Kartenplatz { $their } von { $player }.
tarnaris-event-skipped = { $name } nutzt die Spezialfunktion der { $number } nicht.
tarnaris-event-peeked = { $name } schaut auf dem eigenen Kartenplatz { $slot } nach: { $where }.

## Die /tarnaris-Befehle (commands.py): Beschreibungen ≤ 100 Zeichen
tarnaris-cmd-reveal = Dein Zug: einen deiner Kartenplätze aufdecken
tarnaris-cmd-lay = Dein Zug: aufgedeckte Karte auf passenden Stapel ablegen
tarnaris-cmd-return = Dein Zug: eine aufgedeckte Karte verdeckt zurücklegen
tarnaris-cmd-done = Dein Zug: Rest verdeckt zurücklegen und Zug beenden
tarnaris-cmd-claim = „Ich weiß es!“: eine deiner obersten Karten passt auf einen Stapel
tarnaris-cmd-pass = Karte 3: die oberste Karte eines deiner Kartenplätze abgeben
tarnaris-cmd-mix = Karte 5: bis zu vier oberste Karten eines Spielers mischen
tarnaris-cmd-mixback = Karte 5: wohin die gemischten Karten kommen
tarnaris-cmd-swap = Karte 7: einen deiner Kartenplätze mit dem eines Spielers tauschen
tarnaris-cmd-skip = Karten 3, 5, 7: die Spezialfunktion nicht nutzen
tarnaris-cmd-penalty = Nach einem falschen Sonderzug: wer dir die Strafkarte gibt
tarnaris-cmd-give = Strafkarte geben: oberste Karte eines deiner Kartenplätze
tarnaris-cmd-place = Karte 3: die dir gegebene Karte auf einen Kartenplatz legen
tarnaris-cmd-peek = Karte 10: eine beliebige Karte deines Kartenfelds nachschauen
tarnaris-opt-game = Welche Partie (Standard: die des Threads oder deine einzige)
tarnaris-opt-seat = Oder sein Platz in /game status (für Computer)
tarnaris-opt-your-slot = Dein Kartenplatz
tarnaris-opt-reveal-slot = Der Kartenplatz (1–10)
tarnaris-opt-revealed-card = Welche aufgedeckte Karte (Nummer in der Zugnachricht)
tarnaris-opt-lay-pile = Der Stapel (seine Nummer auf dem Tisch)
tarnaris-opt-return-slot = Auf welchen Kartenplatz (ihren; in Runde 1 einen der beiden aufgedeckten)
tarnaris-opt-claim-pile = Der passende Stapel (Nummer) oder new für eine 1
tarnaris-opt-claim-slot = Dein Kartenplatz, dessen oberste Karte du ansagst
tarnaris-opt-claim-slots = Eine Kette deiner Kartenplätze, der Reihe nach, z. B. 3,7,2
tarnaris-opt-pass-player = Wer sie bekommt
tarnaris-opt-mix-player = Wessen Kartenfeld
tarnaris-opt-mix-slots = Seine Kartenplätze, z. B. 1,4,6,9 (vier, sonst alle nicht leeren)
tarnaris-opt-mixback-slots = Gleich viele verschiedene seiner Kartenplätze, z. B. 2,3,8,10
tarnaris-opt-swap-player = Der andere Spieler
tarnaris-opt-swap-their-slot = Sein Kartenplatz
tarnaris-opt-penalty-player = Der Spieler, der sie gibt
tarnaris-opt-peek-card = Welche Karte, von oben gezählt (Standard 1)

## Die Zugnachricht und ihre Aufrufe (öffentlich: die Sprache der Partie)
tarnaris-header = **{ $title }** · Partie #{ $game } · Zug { $move }
tarnaris-game-over = Die Partie ist vorbei.
tarnaris-turn-over = Dieser Zug ist vorbei; seine Karten liegen wieder verdeckt.
tarnaris-moved-on-clock = Die Partie ging weiter: Die Zugfrist ist abgelaufen. Siehe die neuere Nachricht unten.
tarnaris-moved-on-resignation = Die Partie ging weiter: Jemand hat aufgegeben. Siehe die neuere Nachricht unten.
tarnaris-moved-on-take-back = Diese Nachricht ist überholt: Ein Zug wurde zurückgenommen. Siehe die neuere Nachricht unten.
tarnaris-button-claim = Ich weiß es!
tarnaris-button-field = Dein Kartenfeld
tarnaris-button-give = Strafkarte geben
tarnaris-button-choose = Deine Wahl treffen
tarnaris-button-reveal = { $slot } aufdecken
tarnaris-button-lay = Die { $number } (Kartenplatz { $slot }) auf Stapel { $pile } legen
tarnaris-button-return-one = Eine zurücklegen…
tarnaris-button-done = Fertig (Rest zurücklegen)
tarnaris-button-place = Erhaltene Karte hinlegen
tarnaris-button-peek-card = Nachschauen (Karte 10)
tarnaris-button-peek = Nachschauen
tarnaris-button-skip = Nicht nutzen
tarnaris-choice-sf3 = Karte 3: die oberste Karte eines deiner Kartenplätze an einen anderen Spieler abgeben
tarnaris-choice-sf5 = Karte 5: bis zu vier oberste Karten im Kartenfeld eines anderen Spielers mischen
tarnaris-choice-sf5-return = Karte 5: die Kartenplätze, auf die die gemischten Karten kommen
tarnaris-choice-sf7 = Karte 7: einen deiner Kartenplätze mit dem eines anderen Spielers tauschen
tarnaris-choice-penalty = wer dir die Strafkarte gibt
tarnaris-choice-give = welche Karte du als Strafkarte gibst
tarnaris-call-choice = { $mentions }, du wählst jetzt: { $what }. Drück die Schaltfläche (nur du siehst die Auswahl).
tarnaris-call-passed = { $mentions }, { $name } hat dir verdeckt eine Karte abgegeben (Spezialfunktion der 3). Leg sie vor deiner nächsten Aktion auf einen deiner Kartenplätze.
tarnaris-call-peek = { $mentions }, eine 10 hat einen Stapel geschlossen: Jeder von euch darf bis zum Ende seines nächsten Zugs geheim eine beliebige Karte seines Kartenfelds nachschauen; bis dahin steht sie in seinem Kartenfeld.

## Private Antworten und Auswahlmenüs (die Sprache der Person)
tarnaris-slot = Kartenplatz { $slot }
tarnaris-your-slot = Dein Kartenplatz
tarnaris-slot-option = Kartenplatz { $slot } ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
 })
tarnaris-slot-option-peeked = Kartenplatz { $slot } ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
 }, oben: { $card }, nachgeschaut)
tarnaris-their-slot-option = Kartenplatz { $slot } von { $name } ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
 })
tarnaris-note-right = Richtig: Deine { $number } liegt auf Stapel { $pile }.
tarnaris-note-wrong = Falsch: Auf Kartenplatz { $slot } lag { $card }; sie geht verdeckt zurück, und obendrauf kommt eine Strafkarte.
tarnaris-note-too-late = Zu spät: Stapel { $pile } war schon bei { $number }, als dein Sonderzug ankam, also zählt er nicht. Deine Karte bleibt verdeckt, wo sie war, und es gibt keine Strafe.
tarnaris-note-peek = Kartenplatz { $slot }: { $where } ist { $card }. Nur du siehst das, in deinem Kartenfeld bis zum Ende deines nächsten Zugs.
tarnaris-note-peek-gone = Kartenplatz { $slot }: { $where } ist nicht mehr da. Nur du siehst das, in deinem Kartenfeld bis zum Ende deines nächsten Zugs.
tarnaris-note-penalty = { $giver } hat dir eine Strafkarte gegeben; sie liegt auf deinem Kartenplatz { $slot }.
tarnaris-note-turn-over = Dein Zug ist vorbei: Deine Karten liegen wieder verdeckt – merk sie dir!
tarnaris-note-done = Erledigt.
tarnaris-note-returned = Auf Kartenplatz { $slot } zurückgelegt.
tarnaris-note-skipped = Du verzichtest auf die Spezialfunktion.
tarnaris-pick-place = Dir wurde eine Karte gegeben: Wähl den Kartenplatz, auf den sie kommt (obenauf, verdeckt).
tarnaris-pick-place-placeholder = Kartenplatz für die erhaltene Karte
tarnaris-pick-sf3 = Karte 3: Gib die oberste Karte eines deiner Kartenplätze an einen anderen Spieler ab. Welcher Kartenplatz?
tarnaris-pick-sf3-player = Karte 3: An wen gibst du die oberste Karte deines Kartenplatzes { $slot } ab?
tarnaris-pick-sf5 = Karte 5: Wessen Kartenfeld mischst du (bis zu vier oberste Karten, ungesehen)?
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
tarnaris-pick-sf7 = Karte 7: Tausch einen deiner Kartenplätze (mit allen Karten darauf) mit dem eines anderen Spielers. Welcher deiner Kartenplätze?
tarnaris-pick-sf7-player = Karte 7: Mit wessen Kartenplatz tauschst du deinen Kartenplatz { $slot }?
tarnaris-pick-sf7-slot = Karte 7: Gegen welchen Kartenplatz von { $name } tauschst du deinen Kartenplatz { $slot }?
tarnaris-pick-sf7-placeholder = Sein Kartenplatz
tarnaris-pick-penalty = Dein Sonderzug war falsch: Wer gibt dir die Strafkarte?
tarnaris-pick-give = Du gibst { $name } eine Strafkarte: die oberste Karte welches Kartenplatzes?
tarnaris-return-option = Die { $number } (von Kartenplatz { $slot }) auf Kartenplatz { $to }
tarnaris-pick-return = Leg eine Karte verdeckt zurück (die zuerst zurückgelegte liegt unten); „Fertig“ legt den Rest der Reihe nach zurück.
tarnaris-pick-return-placeholder = Karte und Kartenplatz
tarnaris-pick-claim-slot = **Ich weiß es!** Auf welchem deiner Kartenplätze liegt oben die Karte, die du kennst? (Dann wähl ihren Stapel.)
tarnaris-pick-claim-pile = **Ich weiß es!** Auf welchen Stapel passt die oberste Karte deines Kartenplatzes { $slot }?
tarnaris-pile-new = Neuer Stapel (es ist eine 1)
tarnaris-pile-option = Stapel { $pile }: es ist { $card }
tarnaris-pick-peek = Nachschauen: welche Karte deines Kartenfelds? Jede beliebige, die oberste oder eine darunter; nur du siehst sie, in deinem Kartenfeld bis zum Ende deines nächsten Zugs.
tarnaris-pick-peek-placeholder = Deine Karte
tarnaris-peek-option = Kartenplatz { $slot }, { $where }

## Added for issue 26 (words): computer seats, why a game ended, too-long texts
tarnaris-reason-emptied-field = Kartenfeld als Erstes geleert
tarnaris-reason-dead-position = keine Karte lässt sich mehr ablegen; es gewinnt, wer die wenigsten Karten hat
