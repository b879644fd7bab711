## Statistiche dei giocatori (cogs/records): classifiche, statistiche, storico, replay, esportazioni, seguire.

records-leaderboard-title = Classifica { $game } · { $period }
records-period-all = da sempre
records-period-month = ultimi 30 giorni
records-period-week = ultimi 7 giorni

records-result-won = vinta
records-result-lost = persa
records-result-shared = vittoria condivisa

records-history-title = **Partite concluse di { $who }** (pagina { $page } di { $pages }, dalla più recente)
records-history-line = n. { $id } { $game } · { $result } · { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    } · { $day } · { $link }
records-newer = Più recenti
records-older = Meno recenti
records-none-finished = { $who } non ha ancora concluso nessuna partita qui.

records-stats-title = **Statistiche di { $who }**
records-stats-game = { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }, { $wins ->
        [one] { $wins } vittoria
       *[other] { $wins } vittorie
    }
records-stats-rating = Elo { $rating }
records-stats-recent = Recenti: { $games }
records-stats-streak = Miglior serie di vittorie: { $count }
records-stats-median = Tempo mediano per mossa: { $time }
records-stats-opening = La tua apertura più frequente ({ $game }): «{ $opening }» ({ $count ->
        [one] { $count } partita
       *[other] { $count } partite
    })
records-duration-minutes = { $minutes } min
records-duration-hours = { $hours } h { $minutes } min
records-duration-days = { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } { $hours } h

records-not-finished = La partita n. { $id } non è ancora finita: il replay si crea quando una partita è conclusa.
records-no-replay = Non c'è un replay della partita n. { $id } (il suo gioco non ne ha, o sarebbe troppo grande).
records-replay = **{ $game }** · partita n. { $id } · replay
records-not-started = La partita n. { $id } non è ancora cominciata: non c'è niente da esportare.
records-exported-finished = Partita n. { $id }, la registrazione completa (opzioni, seme, posti, mosse): si reimporta e si rigioca fino alla stessa posizione finale.
records-exported-running = La partita n. { $id } è ancora in corso: ecco ciò che tutti ne vedono (opzioni, posti, la posizione pubblica), senza il seme né la mano di nessuno.

records-following = Segui la partita n. { $id }: i suoi messaggi di turno ti arrivano per messaggio diretto finché non finisce (`/game unfollow` per smettere).
records-following-already = Segui già la partita n. { $id }.
records-follow-own = Giochi nella partita n. { $id }: i suoi messaggi di turno ti arrivano già.
records-follow-over = La partita n. { $id } è finita: `/game replay` mostra com'è andata.
records-unfollowed = Non segui più la partita n. { $id }.
records-not-following = Non segui la partita n. { $id }.

records-not-manager = Solo i membri con Gestisci server (o il ruolo di gestione del server) possono farlo.
records-recomputed = Elo ricalcolato da { $count ->
        [one] { $count } partita conclusa.
       *[other] { $count } partite concluse.
    }
records-recomputed-game = Elo ricalcolato da { $count ->
        [one] { $count } partita conclusa
       *[other] { $count } partite concluse
    } di { $game }.

records-cmd-gameadmin = Gestione delle statistiche dei giochi del server (Gestisci server)
records-cmd-recompute = Ricalcola l'Elo di questo server dalle sue partite
records-cmd-leaderboard = I migliori giocatori di un gioco in questo server
records-cmd-stats = Le statistiche di un giocatore qui, gioco per gioco
records-cmd-history = Le partite concluse di un giocatore, dalla più recente
records-cmd-replay = Il replay animato di una partita conclusa
records-cmd-export = La registrazione di una partita in un file JSON, in privato
records-cmd-follow = Ricevi per messaggio diretto i turni di una partita
records-cmd-unfollow = Smetti di seguire una partita
records-opt-game = Il gioco
records-opt-game-any = Il gioco (predefinito: tutti)
records-opt-period = Il periodo considerato (predefinito: da sempre)
records-opt-computers = Mostra i giocatori computer (predefinito: sì)
records-opt-user = Il giocatore (predefinito: tu)
records-opt-id = Numero della partita, es. 12
records-choice-period-all = da sempre
records-choice-period-month = mese
records-choice-period-week = settimana
