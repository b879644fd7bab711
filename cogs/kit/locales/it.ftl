# I testi del kit (cogs/kit): rifiuti, lobby, messaggi di turno, mani, pulsanti.

## Elenchi e nomi

kit-another-player = un altro giocatore
kit-seat-number = posto { $seat }

## Rifiuti (cogs/kit/text.py)

kit-error-unknown = Non si può fare adesso (`{ $code }`).
kit-error-no-games = Non stai giocando nessuna partita in corso qui. Iniziane una con { $commands }, o unisciti a una con `/game join`.
kit-error-choose-game = Qui stai giocando { $count ->
        [one] { $count } partita
       *[other] { $count } partite
    }; scegline una con l'opzione `game` (inizia a scrivere per vederle), o usa il comando nel thread della partita, se ne ha uno.
kit-error-no-lobbies = Qui non c'è nessuna lobby a cui unirsi. Inizia una partita con { $commands }, o usa `/game list` per vedere le partite di questo server.
kit-error-choose-lobby = Qui ci sono { $count ->
        [one] { $count } lobby
       *[other] { $count } lobby
    } a cui potresti unirti; scegline una con l'opzione `game` (inizia a scrivere per vederle), o premi **Partecipa** sul suo messaggio.
kit-error-new-in-game-thread = Questo thread appartiene alla partita di { $title } n. { $game_id }, e i comandi usati qui agiscono su di essa; inizia la tua nuova partita nel canale qui sopra, dove avrà un thread tutto suo.
kit-error-other-kind = La partita n. { $game_id } è una partita di { $title }, quindi i comandi `/{ $command }` non possono agire su di essa; usali nel thread della tua partita di { $wanted }, o sceglila con l'opzione `game`.
kit-error-unknown-game-id = Non conosco quella partita. Scegline una tra i suggerimenti dell'opzione `game`, o usa `/game list` per vedere le partite di questo server.
kit-error-other-server = Quella partita appartiene a un altro server; scegline una di questo server.
kit-error-no-such-game-type = Non esiste un gioco chiamato `{ $name }`; i giochi sono { $games }.
kit-error-no-channel = Usa questo comando in un canale del server.
kit-error-check-failed = Qui non hai i permessi di cui ha bisogno questo comando.
kit-error-outdated-command = La tua app Discord mostra una versione vecchia di `/{ $command }`. Ricarica Discord (Ctrl+R, o riavvia l'app) per avere i comandi attuali, poi riprova.
kit-error-unknown-component = Quel pulsante o menu viene da una versione precedente del bot; usa i pulsanti del messaggio più recente della partita.
kit-error-bad-choice = Quella scelta non è in questo menu; scegli una delle opzioni che mostra, o usa il messaggio più recente della partita.
kit-error-cannot-cancel = Solo il giocatore che ha creato questa partita, o un membro con il permesso Gestisci server, può annullarla.
kit-error-not-in-game = Non stai giocando la partita n. { $game_id }, quindi i suoi pulsanti e le sue mosse non sono per te; puoi comunque guardarla. Per giocare, unisciti a una partita finché è ancora in lobby (`/game join`), o iniziane una con { $commands }.
kit-error-not-in-this-game = Non stai giocando questa partita, quindi i suoi pulsanti e le sue mosse non sono per te; puoi comunque guardarla. Per giocare, unisciti a una partita finché è ancora in lobby (`/game join`), o iniziane una con { $commands }.
kit-error-no-hand-yet = Le mani vengono distribuite all'inizio della partita; aspetta che il creatore la avvii.
kit-error-not-found = La partita n. { $game_id } non esiste più. Usa `/game list` per vedere le partite di qui.
kit-error-this-not-found = Questa partita non esiste più. Usa `/game list` per vedere le partite di qui.
kit-error-not-seated = Non stai giocando la partita n. { $game_id }. Unisciti a una partita finché è ancora in lobby (`/game join` o il suo pulsante Partecipa).
kit-error-not-seated-here = Non stai giocando questa partita. Unisciti a una partita finché è ancora in lobby (`/game join` o il suo pulsante Partecipa).
kit-error-not-creator = Solo il giocatore che ha creato questa partita può farlo; chiediglielo, o iniziane una tua con { $commands }.
kit-error-creator-must-cancel = Hai creato tu questa partita, quindi non puoi lasciarla; annullala invece con `/game cancel`.
kit-error-lobby-full = Questa partita è al completo ({ $max_seats ->
        [one] { $max_seats } posto
       *[other] { $max_seats } posti
    }). Iniziane una nuova, o aspetta che qualcuno se ne vada.
kit-error-already-joined = Partecipi già a questa partita; aspetta che il creatore la avvii.
kit-error-not-joined = Non partecipi a questa partita, quindi non c'è niente da lasciare.
kit-error-too-many-bots = Una partita da { $seats } posti ha spazio per al massimo { $most ->
        [one] { $most } giocatore computer
       *[other] { $most } giocatori computer
    } (un posto è tuo), non { $bots }; chiedi meno computer (`bots`) o più posti (`seats`).
kit-error-no-computer-seat = La partita n. { $game_id } non ha giocatori computer da togliere; `/game addbot` ne aggiunge uno.
kit-error-no-computer-seat-here = Questa partita non ha giocatori computer da togliere; `/game addbot` ne aggiunge uno.
kit-error-not-a-computer = Il posto { $seat } non è di un giocatore computer; `/game status` elenca i posti (quello di un computer ha il simbolo del robot).
kit-error-unknown-level = Non esiste il livello computer { $level }; scegli facile, medio o difficile.
kit-error-too-few-players = La partita richiede almeno { $minimum ->
        [one] { $minimum } giocatore
       *[other] { $minimum } giocatori
    } e ne ha { $players }; aspetta che se ne uniscano altri.
kit-error-colour-taken = Il colore { $colour } è già di un altro giocatore; scegline un altro.
kit-error-not-lobby = Questa partita è già iniziata (o finita), quindi la sua lobby è chiusa; inizia una nuova partita con { $commands }.
kit-error-leave-started = La partita n. { $game_id } è iniziata, quindi la sua lobby è chiusa. Per lasciarla definitivamente usa `/game resign` (gli altri continuano a giocare).
kit-error-not-started = Questa partita non è ancora iniziata: il creatore la avvia quando si sono uniti abbastanza giocatori.
kit-error-game-over = Questa partita è finita, quindi non accetta altre mosse. Iniziane una nuova con { $commands }.
kit-error-game-changed = La partita è cambiata mentre agivi (qualcun altro ha mosso prima). Guarda la posizione più recente e riprova.
kit-error-game-damaged = La posizione salvata di questa partita non ha superato il controllo di coerenza, quindi è sospesa. Avvisa i moderatori del server.
kit-error-busy = Il database è occupato in questo momento; riprova tra poco.
kit-error-guild-only = Le partite si iniziano nel canale di un server, non in un messaggio diretto.
kit-error-manage-server-only = Solo i membri con Gestisci server possono cambiare queste impostazioni; `/game settings` senza opzioni le mostra.
kit-error-unknown-setting = Non esiste un'impostazione chiamata { $names }.
kit-error-bad-setting-value = Quel valore non va bene per `{ $name }`; i suggerimenti dell'opzione mostrano cosa va bene.
kit-error-bad-quiet-hours = `{ $given }` non è un intervallo di ore di silenzio: scrivi due ore diverse da 0 a 23 unite da un trattino, come `22-08` (dalle 22:00 alle 08:00), o `off` per toglierle.
kit-error-bad-timezone = Non conosco il fuso orario `{ $given }`; scegline uno tra i suggerimenti dell'opzione `timezone`, come `Europe/Rome` o `America/New_York`.
kit-error-away-quota = È più assenza di quanta ne resti questo mese ({ $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }); scegli un'assenza più breve.
kit-error-not-your-turn = Non è il tuo turno: tocca a { $player }. Riceverai una menzione quando toccherà a te.
kit-error-not-playing = Sei fuori da questa partita, quindi non puoi più muovere.
kit-error-resigned = Hai abbandonato questa partita, quindi non puoi più muovere.
kit-error-wrong-phase = Quella mossa non è adatta alla fase attuale della partita.
kit-error-state-format = Questa partita è stata salvata da un'altra versione del bot e ora non si può leggere; avvisa i moderatori del server.
kit-error-move-shape = Questo gioco non capisce quella mossa.
kit-error-move-kind = Questo gioco non ha una mossa chiamata `{ $kind }`.
kit-error-player-count = Questo gioco è per { $minimum }–{ $maximum } giocatori, non { $players }.
kit-error-unknown-option = Questo gioco non ha l'opzione { $names }; le sue opzioni sono: { $known }.
kit-error-option-value = L'opzione `{ $name }` non può valere { $value }.
kit-error-option-range = L'opzione `{ $name }` deve essere tra { $minimum } e { $maximum } (hai indicato { $value }).
kit-error-option-choice = L'opzione `{ $name }` deve essere una tra: { $choices }.
kit-error-no-game-end = Senza un punteggio da raggiungere né un numero di giri la partita non finirebbe mai; imposta uno dei due.
kit-apology = Scusa, qualcosa è andato storto da parte mia. L'errore è stato registrato con il codice `{ $error_id }`; citalo se lo segnali.
kit-moved-on = La partita è andata avanti da quando è stato pubblicato quel pulsante; usa i pulsanti del messaggio più recente della partita.
kit-moved-on-at = La partita è andata avanti da quando è stato pubblicato quel pulsante; la posizione più recente: { $url }

## Valori predefiniti degli adattatori di gioco (cogs/kit/adapter.py)

kit-hand-title = La tua mano
kit-options = Opzioni: { $options }
kit-options-standard = Opzioni: regole standard
kit-option-on = sì
kit-option-off = no
kit-phase-lobby = lobby
kit-phase-playing = in corso
kit-phase-over = finita
kit-phase-cancelled = annullata
kit-turn-over = Partita finita: vittoria di { $winners } ({ $reason }).
kit-turn-over-nobody = Partita finita: non ha vinto nessuno ({ $reason }).
kit-turn-cancelled = Questa partita è stata annullata.
kit-turn-waiting = In attesa.
kit-turn-waiting-for = In attesa di { $players }.
kit-event-resigned = { $player } si ritira.
kit-button-hand = La tua mano
kit-hand-header = **{ $title } nella partita di { $game } n. { $game_id }** (la vedi solo tu)

## Come si chiama una partita nei suggerimenti e negli elenchi (cogs/kit/context.py)

kit-label-lobby = lobby { $seated }/{ $seats }
kit-label-your-turn = tocca a te
kit-label-active = in corso
kit-label-finished = finita
kit-label-cancelled = annullata
kit-label-by = { $label } · di { $creator }

## La lobby (cogs/kit/lobby.py)

kit-cmd-new = Apri una lobby di { $title }; gli altri entrano col suo pulsante
kit-opt-seats = Numero massimo di giocatori (da { $minimum } a { $maximum }; predefinito: { $maximum })
kit-opt-turn-clock = Quante ore può aspettare un turno (0 = senza limite; predefinito: quello del server)
kit-opt-clock-action = Cosa fa l'orologio di turno allo scadere del tempo
kit-opt-bots = Quanti giocatori computer aggiungere (senza l'opzione seats la partita inizia subito)
kit-opt-bot-level = Il livello di gioco di quei computer (predefinito: facile)
kit-opt-language = Lingua dei messaggi pubblici della partita (predefinita: quella del server)
kit-lobby-someone = qualcuno
kit-lobby-nobody = ancora nessuno
kit-lobby-header = **{ $title }** · partita n. { $game_id }
kit-lobby-seats = Creata da { $creator } · posti { $seated }/{ $seats } (almeno { $minimum } per iniziare)
kit-lobby-players = Giocatori: { $players }
kit-lobby-press-join = Premi **Partecipa** per giocare; { $creator } preme **Avvia** quando tutti sono pronti.
kit-lobby-started = La partita è iniziata.
kit-lobby-over = La partita è finita.
kit-lobby-joined = Ora partecipi alla partita n. { $game_id }.
kit-lobby-left = Hai lasciato la partita n. { $game_id }.
kit-game-started = La partita n. { $game_id } è iniziata.
kit-game-cancelled = La partita n. { $game_id } è annullata.
kit-game-cancelled-by = La partita n. { $game_id } è stata annullata da { $user }.
kit-thread-greeting = Questo thread è per la partita di { $title } n. { $game_id }. I comandi usati qui agiscono su questa partita. { $mention }
kit-button-join = Partecipa
kit-button-leave = Esci
kit-button-start = Avvia

## Il messaggio di turno (cogs/kit/turns.py)

kit-turn-header = **{ $title }** · partita n. { $game_id } · mossa { $ply }
kit-turn-earlier = … { $count ->
        [one] { $count } evento precedente
       *[other] { $count } eventi precedenti
    }
kit-turn-earlier-moves = … e { $count ->
        [one] { $count } mossa precedente
       *[other] { $count } mosse precedenti
    }
kit-move-in = Mossa registrata.
kit-level-easy = facile
kit-level-medium = medio
kit-level-hard = difficile
kit-clock-skip = salta il turno
kit-clock-computer = fai giocare il computer
kit-clock-remove = togli il giocatore

# Issue 31: a failure after the action committed (cogs.kit.errors).
kit-move-stands = Fatto: la partita n. { $game_id } ha registrato la tua azione, che resta valida; solo la conferma non si è potuta mostrare. Non serve rifarla.

## Added for issue 26 (words): computer seats, why a game ended, too-long texts
kit-computer = Computer ({ $level })
kit-computer-numbered = Computer { $number } ({ $level })
kit-reason-resigned = tutti gli altri hanno abbandonato
kit-reason-other = la partita è giunta alla fine
kit-error-too-long-name = Questo nome è troppo lungo: al massimo { $limit } caratteri.
kit-error-too-long-colour = Questo nome di colore è troppo lungo: al massimo { $limit } caratteri.

## Table manners (issue 28): take-backs, rematches, invitations
kit-button-take-back = Annulla la mossa
kit-button-accept = Accetta
kit-button-refuse = Rifiuta
kit-button-rematch = Rivincita
kit-button-invite = Invita
kit-event-took-back = ↩️ { $player } annulla { $moves ->
    [one] una mossa
   *[other] { $moves } mosse
  }.
kit-opt-invite = Chi invitare (@menzioni)
kit-lobby-invited = Invitati: { $people }
kit-lobby-invitation = ✉️ { $inviter } ti invita alla partita n. { $game_id } di { $title }: premi **Partecipa** per giocare.
kit-lobby-invitation-dm = ✉️ { $inviter } ti invita alla partita n. { $game_id } di { $title }: premi **Partecipa** per giocare, oppure apri la lobby: { $url }
kit-lobby-invite-pick = Chi vuoi invitare? Scegli fino a sette persone; ognuna riceve una menzione, o un messaggio diretto se ha scelto di essere avvisata così.
kit-lobby-invite-placeholder = Scegli chi invitare
kit-lobby-invited-note = Invitati: { $people }.
kit-error-take-back-not-yours = Puoi annullare solo la tua ultima mossa, prima che qualcun altro muova.
kit-error-take-back-not-allowed = Questa mossa non si può annullare: ti ha mostrato qualcosa che gli altri non vedono (una tessera pescata, una carta girata o guardata), oppure ha chiuso la partita. Se giochi solo contro il computer, puoi annullare qualsiasi mossa, tranne quella che chiude la partita.
kit-error-take-back-asked = Hai già chiesto di annullare questa mossa; per ogni mossa si può chiedere una volta sola.
kit-error-take-back-not-asked = A questa richiesta rispondono gli altri giocatori.
kit-error-take-back-refused = La richiesta è stata rifiutata: la mossa resta valida.
kit-error-take-back-late = Troppo tardi: qualcuno ha già mosso, la mossa resta valida.
kit-error-take-back-gone = Questa richiesta di annullamento non esiste più.
kit-error-take-back-ask = A questa partita giocano altre persone: devono essere d'accordo. Chiedilo con `/takeback`.
kit-error-take-back-alone = Nessun altro gioca questa partita: `/takeback` annulla subito la tua mossa.
kit-error-rematch-not-over = La partita n. { $game_id } non è ancora finita; la rivincita si chiede a partita conclusa.
kit-error-no-finished-games = Non hai partite finite su questo server da rigiocare. Iniziane una nuova con { $commands }.
kit-error-invite-mentions = Indica chi invitare con una menzione: scrivi @ nell'opzione `invite` e scegli i nomi.
kit-error-invite-not-seated = Solo i giocatori di questa lobby possono invitare; premi prima **Partecipa**.

# Il compagno web (issue 30): link alle pagine, quando il bot le serve.
kit-web-game = Segui questa partita sul web: { $url }
kit-web-replay = Rivedi questa partita sul web: { $url }
kit-web-server = Le partite e le classifiche di questo server sul web: { $url }
kit-web-rotated = Nuovi link web creati: i vecchi link alle pagine di questo server non funzionano più. Ora la pagina del server è { $url }
kit-error-web-off = Questo bot non pubblica pagine web; chi lo ospita può attivarle con WEB_PORT.
