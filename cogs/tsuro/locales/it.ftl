# Tsuro (cogs/tsuro) in italiano. Lessico del regolamento: tessera (tessera percorso), percorso,
# pedina, tacca (tacca di partenza), casella, tabellone, tessera Drago, mazzo di pesca.

## Il gruppo /tsuro e i suoi comandi (al massimo 100 caratteri)
tsuro-group = Tsuro: posa tessere percorso e tieni la tua pedina sul tabellone
tsuro-option-open-hands = Tutte le mani sono scoperte, visibili a tutti
tsuro-option-strict-suicide = Sì: vietato eliminare la tua pedina se esiste una posa sicura; no: conta solo il bordo
tsuro-option-protect-opponents = Vietato eliminare un'altra pedina se esiste una posa innocua
tsuro-cmd-game = Quale partita di Tsuro (predefinita: quella del thread o l'unica che hai)
tsuro-cmd-start = Preparazione: metti la tua pedina su una tacca di partenza
tsuro-cmd-start-notch = Una tacca libera (da 1 a 48, attorno al tabellone); lascia vuoto per una a caso
tsuro-cmd-place = Posa una tessera della tua mano sulla casella verso cui è rivolta la tua pedina
tsuro-cmd-place-tile = Una tessera della tua mano (inizia a scrivere per vedere le tue e cosa fanno)
tsuro-cmd-place-rotation = Rotazione oraria della tessera, come nelle immagini di /game hand
tsuro-cmd-turn = Gioca il tuo turno in privato, con l'anteprima di ogni posa
tsuro-cmd-colour = Prima dell'inizio: il colore della tua pedina
tsuro-cmd-colour-colour = Il tuo colore sul tabellone
tsuro-colour-orange = arancione
tsuro-colour-sky-blue = azzurro
tsuro-colour-green = verde
tsuro-colour-yellow = giallo
tsuro-colour-blue = blu
tsuro-colour-vermilion = vermiglio
tsuro-colour-pink = rosa
tsuro-colour-black = nero
tsuro-colour-chosen = Il tuo colore nella partita di Tsuro n. { $game }: { $colour }.

## Il regolamento (/game rules name:tsuro; al massimo 2.000 caratteri)
tsuro-rules = **Tsuro** (2–8 giocatori). Ognuno mette la sua pedina su una tacca di partenza al bordo del tabellone e riceve tre tessere percorso. Al tuo turno posa una tessera, ruotata come vuoi, sulla casella vuota verso cui è rivolta la tua pedina; ogni pedina rivolta verso quella casella segue il suo percorso fin dove porta, poi peschi una tessera. Una pedina che esce dal tabellone, o che si scontra con un'altra, è eliminata e le sue tessere tornano nella riserva. Non posare una tessera che ti elimina se un'altra posa ti salva; se tutte ti eliminano, devi comunque posarne una. Quando la riserva è vuota, il primo giocatore che non può pescare prende la tessera Drago. Appena delle tessere tornano nella riserva, chi ha il Drago pesca per primo e lo restituisce; poi, in senso orario, ogni giocatore con meno di tre tessere ne pesca una, e così via, finché tutti ne hanno tre o la riserva è vuota. Come opzione, alla creazione della partita, si può vietare anche di eliminare un'altra pedina, a meno che ogni tua tessera elimini qualcuno. Vince l'ultima pedina sul tabellone; se le ultime pedine rimaste escono o si scontrano con la stessa posa, si dividono la vittoria, e così chi è ancora in gioco quando tutte le 35 tessere sono posate.
    Come giocare: **Scegli la tacca di partenza** / **Gioca il tuo turno** sotto l'ultimo messaggio della partita, oppure `/tsuro start notch:<1-48>` e `/tsuro place tile:<n> rotation:<0|90|180|270>`; `/game hand` ti mostra le tue tessere in privato.

## Parole comuni
tsuro-none = nessuna
tsuro-nobody = nessuno
tsuro-another-marker = un'altra pedina

## Il messaggio del turno (pubblico: la lingua della partita)
tsuro-button-pick-notch = Scegli la tacca di partenza
tsuro-button-take-turn = Gioca il tuo turno
tsuro-phase-notch = scelta delle tacche di partenza
tsuro-phase-play = posa delle tessere
tsuro-phase-over = finita
tsuro-game-over = Partita finita: { $count ->
    [one] vince { $winners }
   *[other] vincono { $winners }
} ({ $reason }).
tsuro-reason-last-marker = l'ultima pedina sul tabellone
tsuro-reason-shared-elimination = le loro pedine sono uscite insieme, quindi si dividono la vittoria
tsuro-reason-collided = le loro pedine si sono scontrate, quindi si dividono la vittoria
tsuro-reason-board-full = tutte le tessere sono sul tabellone
tsuro-turn-notch = { $who }, scegli la tua tacca di partenza (i numeri sul tabellone sono le tacche libere).
tsuro-turn-play = { $who }, tocca a te: posa una tessera in { $square }.
tsuro-open-hands = Mani scoperte: { $hands }.

## Eventi (pubblici)
tsuro-event-notch = { $who } parte dalla tacca { $notch } ({ $square }).
tsuro-event-notch-random = { $who } parte dalla tacca { $notch }, estratta a caso ({ $square }).
tsuro-event-placed = { $who } ha posato la tessera { $tile } a { $rotation }° in { $square }.
tsuro-event-moved = { $who } ha percorso { $count ->
    [one] { $count } tessera
   *[other] { $count } tessere
}: la sua pedina ora è rivolta verso la casella { $square }.
tsuro-event-moved-edge = { $who } ha percorso { $count ->
    [one] { $count } tessera
   *[other] { $count } tessere
} fino al bordo.
tsuro-event-collided = { $names } si scontrano in { $square }: { $size ->
        [pair] entrambe le pedine sono eliminate
       *[more] tutte queste pedine sono eliminate
    }.
tsuro-event-collided-shared = { $names } si scontrano in { $square }: { $size ->
        [pair] entrambe le pedine sono eliminate
       *[more] tutte queste pedine sono eliminate
    }, e la vittoria è condivisa.
tsuro-event-collided-with = { $who } si scontra con { $others } ed esce dalla partita.
tsuro-event-left-board = { $who } esce dal tabellone alla tacca { $notch } e lascia la partita.
tsuro-event-tiles-returned = { $count ->
    [one] { $count } tessera di { $who } torna
   *[other] { $count } tessere di { $who } tornano
} nella riserva.
tsuro-event-dragon-taken = { $who } prende la tessera Drago (la riserva è vuota): quando torneranno delle tessere, pescherà prima degli altri.
tsuro-event-dragon-returned = { $who } ha pescato e restituito la tessera Drago.
tsuro-event-dragon-side = La tessera Drago di { $who } torna a lato del tabellone.
tsuro-event-dragon-passed = La tessera Drago passa da { $giver } a { $taker }.
tsuro-event-turn-skipped = { $who } non ha tessere e salta il turno.
tsuro-drawn = Pescate: { $counts }.
tsuro-drawn-count = { $who } ({ $count ->
    [one] { $count } tessera
   *[other] { $count } tessere
})

## Situazione (pubblica)
tsuro-status-tiles = Tessere sul tabellone: { $tiles }; riserva: { $pile }.
tsuro-status-markers = Pedine sul tabellone: { $names }.
tsuro-status-dragon = { $who } ha la tessera Drago.

## Cosa fa una posa (privato)
tsuro-verdict-suicide = suicidio: la tua pedina { $cause ->
    [edge] esce dal tabellone
   *[collision] si scontra
}
tsuro-verdict-not-allowed = (non permesso)
tsuro-verdict-safe = sicura, poi rivolta verso { $square }
tsuro-verdict-knocks-out = elimina { $names }
tsuro-verdict-protected = (non permesso: gli avversari sono protetti)

## La mano privata (/game hand)
tsuro-hand-tiles = Le tue tessere: { $tiles }.
tsuro-hand-dragon = Hai la tessera Drago: quando tornano delle tessere, peschi prima degli altri.
tsuro-hand-notch-first = Prima scegli la tua tacca di partenza; poi qui vedrai dove porta ogni tessera.
tsuro-hand-out = La tua pedina ha lasciato il tabellone: sei fuori da questa partita.
tsuro-hand-facing = La tua pedina è rivolta verso la casella { $square }.
tsuro-hand-all-suicidal = Ogni posa elimina la tua pedina; una va comunque giocata.
tsuro-hand-option = tessera { $tile } a { $rotation }°: { $verdict }

## Le scelte private
tsuro-sides-top-right = lati superiore e destro
tsuro-sides-bottom-left = lati inferiore e sinistro
tsuro-notch-select = Tacche libere, { $sides } ({ $first }–{ $last })
tsuro-notch-top = Tacca { $notch } · bordo superiore, casella { $square }
tsuro-notch-right = Tacca { $notch } · bordo destro, casella { $square }
tsuro-notch-bottom = Tacca { $notch } · bordo inferiore, casella { $square }
tsuro-notch-left = Tacca { $notch } · bordo sinistro, casella { $square }
tsuro-random-notch = Tacca a caso
tsuro-notches-title = **Scegli la tacca di partenza** · Tsuro, partita n. { $game } (lo vedi solo tu)
tsuro-notches-help = I numeri attorno al tabellone sono le tacche libere. Scegline una qui sotto (viene giocata subito), oppure lascia decidere al caso con **Tacca a caso**.
tsuro-note-marker-placed = La tua pedina è sul tabellone.
tsuro-notch-played = La tua pedina parte dalla tacca { $notch } ({ $square }).
tsuro-intro = La tua pedina è rivolta verso la casella { $square }. Le tue tessere: { $tiles }.
tsuro-intro-dragon = Hai la tessera Drago: quando tornano delle tessere, peschi prima degli altri.
tsuro-intro-all-suicidal = **Ogni posa elimina la tua pedina.** Devi comunque giocarne una: scegli quella che preferisci.
tsuro-option-label = Tessera { $tile } · { $rotation }°: { $verdict }
tsuro-pick-placeholder = Scegli una tessera e una rotazione
tsuro-rotation-button = Tessera { $tile } · { $rotation }°
tsuro-confirm = Conferma: tessera { $tile } a { $rotation }°
tsuro-all-options = Tutte le pose
tsuro-picker-title = **Il tuo turno** · Tsuro, partita n. { $game } (lo vedi solo tu)
tsuro-picker-help = Scegli qui sotto una tessera e una rotazione per vedere esattamente cosa fa; nulla viene giocato finché non premi **Conferma**.
tsuro-preview = Tessera { $tile } ruotata di { $rotation }° in { $square }: { $verdict }.
tsuro-preview-legal = Premi **Conferma** per giocarla, oppure prova un'altra rotazione o tessera.
tsuro-preview-refused-suicide = Non puoi giocarla finché esiste una posa sicura, ad es. la tessera { $tile } a { $rotation }°.
tsuro-preview-refused-protected = Non puoi giocarla finché esiste una posa che non elimina nessuno (gli avversari sono protetti), ad es. la tessera { $tile } a { $rotation }°.
tsuro-played = Hai giocato la tessera { $tile } a { $rotation }°.
tsuro-note-placed = La tessera { $tile } a { $rotation }° è sul tabellone; il thread della partita mostra cosa ha fatto.

## Suggerimenti di tessere di /tsuro place
tsuro-tile = Tessera { $tile }
tsuro-rotations-safe = sicura a { $rotations }
tsuro-rotations-all-suicide = ogni rotazione è un suicidio
tsuro-rotations-blocked = non a { $rotations } (elimina un'altra pedina)
tsuro-rotations-allowed = comunque permessa a { $rotations }
tsuro-rotations-none = nessuna permessa ora

## Rifiuti (privati: la lingua del giocatore)
tsuro-error-suicide = La tessera { $tile } ruotata di { $rotation }° { $cause ->
    [collision] eliminerebbe la tua stessa pedina in uno scontro
   *[edge] farebbe uscire la tua stessa pedina dal tabellone
}, mentre un'altra posa è permessa, per esempio la tessera { $safe_tile } a { $safe_rotation }°; scegli un'altra tessera o rotazione (`/tsuro turn` le mostra tutte).
tsuro-error-eliminates-opponent = La tessera { $tile } ruotata di { $rotation }° eliminerebbe { $names }, e questa partita protegge gli avversari finché esiste una posa che non elimina nessuno, per esempio la tessera { $safe_tile } a { $safe_rotation }°; scegli un'altra tessera o rotazione (`/tsuro turn` le mostra tutte).
tsuro-error-tile = Le tessere sono numerate da { $minimum } a { $maximum }.
tsuro-error-rotation = Ruota una tessera di 0, 90, 180 o 270 gradi.
tsuro-error-not-playing = La tua pedina ha lasciato il tabellone, quindi non puoi più muovere.
tsuro-error-tile-not-in-hand = La tessera { $tile } non è nella tua mano; `/game hand` mostra le tue tessere.
tsuro-error-wrong-phase-notch = Prima le tacche di partenza: scegli la tua con `/tsuro start` o il pulsante **Scegli la tacca di partenza** quando ricevi la menzione; le tessere si posano dopo.
tsuro-error-wrong-phase-play = Ogni pedina ha già la sua tacca di partenza; posa una tessera con `/tsuro place` o il pulsante **Gioca il tuo turno**.
tsuro-error-notch-taken = La tacca { $notch } è occupata; il tabellone mostra i numeri delle tacche libere.
