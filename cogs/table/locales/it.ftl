## Table manners (issue 28): /takeback, /rematch and their buttons.

table-cmd-takeback = Annulla la tua ultima mossa: subito contro il computer, altrimenti chiedendolo agli altri
table-opt-game = La partita (predefinita: quella di questo thread, o l'unica che hai)
table-cmd-rematch = Rigioca una partita finita: stesso gioco, stesse opzioni, stessi giocatori
table-opt-finished-game = La partita finita (predefinita: quella di questo thread, o la tua più recente)
table-taken-back = Mossa annullata: la partita torna a prima della mossa e tocca di nuovo a te.
table-asked = Hai chiesto a { $people } il permesso di annullare la tua mossa. Sarà annullata se tutti accettano prima che qualcuno muova.
table-request = ↩️ { $player } chiede di annullare la sua ultima mossa.
table-request-asked = { $people }: premete **Accetta** o **Rifiuta**. La mossa resta valida a meno che tutti non accettino prima della mossa successiva.
table-request-progress = Hanno accettato: { $accepted }. In attesa di: { $waiting }.
table-request-refused = { $player } rifiuta: la mossa resta valida.
table-request-done = Tutti hanno accettato: la mossa è annullata.
table-answered = La tua risposta è registrata.
table-rematch-greeting = 🔁 Rivincita della partita n. { $old }, chiesta da { $creator }. { $people }: premete **Partecipa** sul messaggio della lobby; la partita inizia quando ci sono tutti, o quando { $creator } la avvia.
table-rematch-opened = La tua rivincita è aperta, partita n. { $game_id }: { $url }
table-rematch-exists = La rivincita di questa partita è già aperta, partita n. { $game_id }: { $url }
