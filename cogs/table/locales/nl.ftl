## Table manners (issue 28): /takeback, /rematch and their buttons.

table-cmd-takeback = Je laatste zet terugnemen: meteen tegen computers, anders op verzoek aan de anderen
table-opt-game = Het spel (standaard: dat van deze thread, of je enige)
table-cmd-rematch = Een afgelopen spel opnieuw spelen: zelfde spel, opties en spelers
table-opt-finished-game = Het afgelopen spel (standaard: dat van deze thread, of je laatste)
table-taken-back = Zet teruggenomen: je bent weer aan zet, in de stand van daarvoor.
table-asked = Je hebt { $people } gevraagd of je je zet mag terugnemen. Dat gebeurt als iedereen akkoord gaat voordat er een nieuwe zet is gedaan.
table-request = ↩️ { $player } wil de laatste zet terugnemen.
table-request-asked = { $people }: druk op **Akkoord** of **Weigeren**. De zet blijft staan tenzij iedereen akkoord gaat vóór de volgende zet.
table-request-progress = Akkoord: { $accepted }. Wachten op: { $waiting }.
table-request-refused = { $player } weigert: de zet blijft staan.
table-request-done = Iedereen is akkoord: de zet is teruggenomen.
table-answered = Je antwoord is genoteerd.
table-rematch-greeting = 🔁 Revanche van spel #{ $old }, gevraagd door { $creator }. { $people }: druk op **Meedoen** bij het lobbybericht; het spel begint als iedereen erbij is, of als { $creator } het start.
table-rematch-opened = Je revanche staat klaar als spel #{ $game_id }: { $url }
table-rematch-exists = De revanche van dit spel staat al klaar als spel #{ $game_id }: { $url }
