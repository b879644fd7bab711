# /game (cogs/game): i comandi comuni a tutti i giochi.

## Descrizioni di comandi e opzioni

game-cmd-group = Comandi per ogni gioco: partecipa, mano, …
game-cmd-join = Unisciti alla lobby di una partita
game-cmd-leave = Lascia la lobby di una partita prima che inizi
game-cmd-start = Avvia la tua partita quando ci sono abbastanza giocatori
game-cmd-cancel = Annulla una partita (creatore, o membro con Gestisci server)
game-cmd-addbot = Aggiungi un giocatore computer alla tua lobby (solo il creatore)
game-cmd-kickbot = Togli un giocatore computer dalla tua lobby (solo il creatore)
game-cmd-status = A chi tocca, i posti e la fase di gioco
game-cmd-board = Mostra il tabellone, come lo vedono tutti
game-cmd-hand = Le tue tessere o carte, in privato
game-cmd-resign = Abbandona una partita in corso (gli altri continuano)
game-cmd-list = Le partite di questo server
game-cmd-rules = Riassunto illustrato delle regole di un gioco, in privato
game-opt-game = La partita (predefinita: quella del thread o la tua)
game-opt-lobby = La lobby (predefinita: quella del thread o l'unica)
game-opt-level = Il suo livello di gioco (predefinito: facile)
game-opt-seat = Il posto del computer in /game status (predefinito: l'ultimo)
game-opt-name = Il gioco

## Risposte

game-mark-creator = creatore
game-mark-computer = { $robot } computer, livello { $level }
game-mark-resigned = ha abbandonato
game-mark-to-act = deve giocare
game-status-header = **{ $title }** · partita n. { $game_id } · { $phase }
game-status-seats = Posti ({ $seated }/{ $seats }):
game-status-players = Giocatori ({ $count }):
game-status-moves = Mosse giocate: { $ply }.
game-resigned = Hai abbandonato la partita n. { $game_id }.
game-list-none = Non ci sono partite in corso su questo server.
game-list-title = **Partite di questo server**
game-list-more = … e { $count ->
        [one] { $count } altra
       *[other] altre { $count }
    } (`/game status` con l'opzione `game` per vederne una)
game-bot-added = { $name } si è unito alla partita n. { $game_id } (posto { $seat }).
game-bot-removed = { $name } ha lasciato la partita n. { $game_id }.
