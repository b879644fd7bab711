# Le pagine web (issue 30): una partita, il suo replay, le partite e le classifiche di un server, un giocatore.
web-site = Tessera
web-game-title = { $game } · partita n. { $id }
web-status-lobby = In attesa di giocatori nella lobby.
web-status-active = La partita è in corso.
web-status-finished = La partita è finita.
web-status-cancelled = La partita è stata annullata.
web-won-by = Vinta da { $players }.
web-to-move = In attesa di { $players }.
web-players = Giocatori
web-seat = Posto
web-player = Giocatore
web-colour = Colore
web-colour-orange = arancione
web-colour-sky-blue = azzurro
web-colour-green = verde
web-colour-yellow = giallo
web-colour-blue = blu
web-colour-vermilion = vermiglio
web-colour-pink = rosa
web-colour-black = nero
web-score = Punteggio
web-turn = Turno
web-to-move-mark = deve giocare
web-resigned = si è ritirato
web-out = eliminato
web-board = Tabellone
web-board-alt = Il tabellone di { $game } della partita n. { $id } dopo { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
    }.
web-moves = Mosse
web-no-moves = Ancora nessuna mossa.
web-setup = Preparazione
web-replay = Replay
web-replay-first = Inizio
web-replay-back = Indietro
web-replay-forward = Avanti
web-replay-last = Fine
web-replay-slider = Posizione nel replay
web-replay-help = Scorri il replay con i pulsanti, il cursore o i tasti freccia (Home e Fine portano all'inizio e alla fine).
web-replay-running = Finché la partita è in corso, il replay mostra solo ciò che mostra il thread: le carte rimesse coperte restano coperte. Il replay completo sarà disponibile alla fine della partita.
web-position-alt = Il tabellone di { $game } della partita n. { $id } dopo la mossa { $at }.
web-setup-alt = Il tabellone di { $game } della partita n. { $id } alla preparazione.
web-refresh = Questa pagina si aggiorna da sola finché la partita è in corso.
web-server-title = Partite e classifiche
web-running = Partite in corso
web-no-running = Nessuna partita in corso.
web-leaderboards = Classifiche
web-period-all = da sempre
web-period-month = ultimi 30 giorni
web-period-week = ultimi 7 giorni
web-leaderboard = { $game }, { $period }
web-rank = Pos.
web-rating = Elo
web-games = Partite
web-wins = Vittorie
web-no-ratings = Nessuno ha finito una partita in questo periodo.
web-player-title = { $name }
web-rating-over-time = Andamento dell'Elo: { $game }
web-chart-alt = { $count ->
    [one] L'Elo di { $name } a { $game } dopo { $count } partita, da { $first } a { $last }.
   *[other] L'Elo di { $name } a { $game } dopo ognuna delle sue { $count } partite, da { $first } a { $last }.
    }
web-playing = Partite in corso
web-recent = Partite recenti
web-no-games = Ancora nessuna partita finita.
web-result-won = vinta
web-result-lost = persa
web-footer = Sola lettura: questa pagina mostra solo ciò che può vedere chiunque nel thread della partita.
