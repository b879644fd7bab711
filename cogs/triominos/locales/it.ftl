# Triominos (cogs/triominos): tutti i testi che un giocatore legge. Parole: tessera, riserva,
# pescare, passare, ponte, esagono, giro, punti (shared/rules/triominos.md, seed italiano).

## Comandi (al massimo 100 caratteri)
triominos-cmd-group = Triominos: accosta tessere triangolari angolo contro angolo e fai punti
triominos-cmd-new-set = Set di tessere: 76 (immagini speculari distinte, predefinito) o il classico 56
triominos-cmd-new-start = Chi inizia: la tessera pescata più alta, o il tris più alto giocato subito (+10)
triominos-cmd-new-redraw = Sorteggia di nuovo chi inizia a ogni giro
triominos-cmd-new-bridge-extension = +40 per prolungare un ponte
triominos-cmd-new-target = Punteggio che chiude la partita a fine giro (0: nessuno; predefinito: 400)
triominos-cmd-new-rounds = Numero di giri (0: fino al punteggio obiettivo; 1: un solo giro)
triominos-cmd-new-simple-scoring = Punteggio per bambini: 1 punto a tessera, +1 ponte/esagono, niente penalità
triominos-cmd-game = Quale partita di Triominos (predefinita: quella di questo thread o l'unica che hai)
triominos-cmd-place = Colloca una tessera della tua mano (vengono suggerite solo le mosse valide)
triominos-cmd-place-tile = Una tessera della tua mano, come 1-2-3 (vengono suggerite quelle collocabili)
triominos-cmd-place-spot = Una casella come 2,-1 (vedi i suggerimenti), o il numero di una posizione nell'immagine
triominos-cmd-place-rotation = Come orientarla, se entra in quella posizione in più modi (vedi i suggerimenti)
triominos-cmd-draw = Pesca una tessera dalla riserva (−5; al massimo 3 per turno)
triominos-cmd-pass = Passa: dopo tre tessere pescate (−10), o se nulla va bene e la riserva è vuota
triominos-cmd-scores = La tabella dei punteggi giro per giro, in privato

## La riga della lobby sulle opzioni
triominos-options = Opzioni: { $options }
triominos-options-standard = Opzioni: regole standard
triominos-option-set = set: { $value }
triominos-option-start = inizio: { $value }
triominos-choice-start-highest = tessera più alta
triominos-choice-start-triple = tris più alto
triominos-option-redraw = nuovo sorteggio: { $value }
triominos-option-bridge-extension = prolungamento del ponte: { $value }
triominos-option-target = punteggio obiettivo: { $value }
triominos-option-rounds = giri: { $value }
triominos-option-simple-scoring = punteggio semplice: { $value }
triominos-on = sì
triominos-off = no
triominos-value-highest = tessera più alta
triominos-value-triple = tris

## Le regole (/game rules name:triominos, al massimo 2.000 caratteri)
triominos-rules = **Triominos** (2–6 giocatori). Ogni tessera è un triangolo con un numero in ogni angolo. Ognuno riceve 9 tessere se si gioca in 2, 7 in 3 o 4, 6 in 5 o 6; le altre, coperte, formano la riserva. Ogni giocatore pesca una tessera: chi ha la più alta comincia, colloca una tessera qualsiasi della sua mano e ne guadagna il valore. Al tuo turno colloca una tessera della tua mano in modo che abbia un lato intero in comune con quelle sul tavolo e che ogni angolo a contatto porti lo stesso numero; guadagni la somma dei suoi tre numeri, +40 per un ponte (la tessera tocca il tavolo con un lato e con l'angolo opposto), +50 se completi un esagono (+60 per due insieme, +70 per tre). Se non puoi (o non vuoi) collocare, pesca: −5 a tessera, al massimo tre volte, e da quel momento puoi collocare solo una tessera pescata in questo turno. Se dopo la terza tessera pescata non puoi ancora collocare, passi e perdi altri 10 punti (−25 in tutto). Se nulla va bene e la riserva è vuota, passi senza altre penalità. Il primo che resta senza tessere chiude il giro: +25 più il valore delle tessere rimaste in mano agli altri; i giocatori successivi fanno un ultimo turno. Se nessuno può collocare e la riserva è vuota, chi ha meno punti in mano guadagna il totale delle mani degli altri meno il proprio. La partita finisce alla fine di un giro appena qualcuno arriva a 400 punti (con il punteggio per bambini, 1 punto a tessera: dopo un solo giro). Premi **Gioca il tuo turno** sotto l'ultimo messaggio della partita, o scrivi `/triominos place`.

## Parole usate in più testi
triominos-points = { $count ->
    [one] { $count } punto
   *[other] { $count } punti
}
triominos-minus-points = { $points ->
    [one] −{ $points } punto
   *[other] −{ $points } punti
}
triominos-minus = −{ $points }
triominos-no-penalty = nessuna penalità
triominos-nobody = nessuno
triominos-corner-top = in alto { $number }
triominos-corner-bottom-right = in basso a destra { $number }
triominos-corner-bottom-left = in basso a sinistra { $number }
triominos-corner-bottom = in basso { $number }
triominos-corner-top-left = in alto a sinistra { $number }
triominos-corner-top-right = in alto a destra { $number }
triominos-part-tile = { $points } (tessera)
triominos-part-bridge = { $points } (ponte)
triominos-part-hexagon = { $points } (esagono)
triominos-part-start = { $points } (tris iniziale)
triominos-mark-bridge = ponte
triominos-mark-hexagon = esagono

## Il messaggio del turno (pubblico)
triominos-take-turn = Gioca il tuo turno
triominos-phase = giro { $round }
triominos-round-state = Giro { $round } · { $pool ->
    [one] { $pool } tessera nella riserva
   *[other] { $pool } tessere nella riserva
}
triominos-turn = Tocca a { $name }.
triominos-turn-drawn = Tocca a { $name } ({ $draws ->
    [one] { $draws } tessera pescata
   *[other] { $draws } tessere pescate
} in questo turno).
triominos-scores = Punteggi: { $scores }.
triominos-final-scores = Punteggi finali: { $scores }.
triominos-score-of = { $name } { $score } ({ $tiles ->
    [one] { $tiles } tessera
   *[other] { $tiles } tessere
})
triominos-score-resigned = { $name } { $score } (ha abbandonato)
triominos-round-begins = **Inizia il giro { $round }**: comincia { $name }.
triominos-round-begins-drawn = **Inizia il giro { $round }**: comincia { $name } con la tessera pescata più alta: { $drawn }.
triominos-round-begins-ties = **Inizia il giro { $round }**: comincia { $name } con la tessera pescata più alta: { $drawn } ({ $ties ->
    [one] ripescate dopo un pareggio
   *[other] ripescate dopo { $ties } pareggi
}).
triominos-opened = { $name } ha aperto con { $tile } su { $cell } ({ $why }): { $points }.
triominos-why-triple = il tris più alto distribuito
triominos-why-no-triple = nessun tris distribuito, quindi la tessera più alta
triominos-laid = { $name } ha collocato { $tile } su { $cell } ({ $corners }): { $points }.
triominos-drew = { $name } ha pescato una tessera ({ $penalty }; { $draws }ª di { $most } in questo turno).
triominos-passed-penalty = { $name } ha passato il turno dopo tre tessere pescate ({ $points ->
        [one] −{ $points } punto
       *[other] −{ $points } punti
    }).
triominos-passed = { $name } ha passato il turno (nessuna penalità).
triominos-went-out = **{ $name } ha collocato la sua ultima tessera!**
triominos-last-turns = { $names } { $count ->
    [one] fa
   *[other] fanno
} un ultimo turno.
triominos-round-over = **Il giro { $round } è finito.** Punti rimasti in mano: { $held }.
triominos-out-simple = { $name } resta senza tessere prima di tutti: { $change }.
triominos-out = { $name } resta senza tessere: +25 di premio + { $others } (il valore delle tessere rimaste in mano agli altri) = { $change }.
triominos-blocked-simple = Giro bloccato: { $name } ha meno punti in mano (nessun punto guadagnato).
triominos-blocked = Giro bloccato (nessuno può collocare e la riserva è vuota): { $name } ha meno punti in mano: +{ $others } (il valore delle tessere rimaste in mano agli altri) − { $own } (il proprio) = { $change }.
triominos-round-scores = Punteggi dopo il giro { $round }: { $scores }.
triominos-game-over = **Partita finita: { $count ->
    [one] vince
   *[other] vincono
} { $winners }** ({ $why }).
triominos-why-target = a fine giro è stato raggiunto un punteggio di { $target } o più
triominos-why-rounds = dopo { $rounds ->
    [one] { $rounds } giro
   *[other] { $rounds } giri
}, il punteggio più alto
triominos-why-resigned = tutti gli altri hanno abbandonato

## La tabella dei punteggi per giro
triominos-table-title = **Punteggi per giro** · Triominos, partita n. { $game } (tra parentesi il guadagno di ogni giro)
triominos-table-round = Giro
triominos-table-note = \* il giro in corso

## La mano e il turno di un giocatore (privati)
triominos-hand = Le tue tessere ({ $count }): { $tiles }.
    Il tuo punteggio: { $score }. Tessere nella riserva: { $pool }.
triominos-hand-none = nessuna
triominos-panel-title = **Il tuo turno · Triominos, partita n. { $game }** (lo vedi solo tu)
triominos-panel-fitting = { $count ->
    [one] { $count } delle tue tessere si può collocare
   *[other] { $count } delle tue tessere si possono collocare
}: { $tiles }.
triominos-panel-choose = Scegli una tessera per vedere dove si può collocare.
triominos-panel-none-fits = Nessuna delle tue tessere si può collocare sul tavolo ora.
triominos-panel-may-draw = Puoi pescare ({ $points }; { $draws } di 3 pescate).
triominos-panel-may-pass = Puoi passare ({ $points }).
triominos-choose-tile = Scegli una tessera da collocare
triominos-button-draw = Pesca ({ $points })
triominos-button-pass = Passa ({ $points })
triominos-spots = { $count ->
    [one] { $count } posizione
   *[other] { $count } posizioni
} · al massimo +{ $best }
triominos-spots-intro = **{ $tile }** si può collocare in { $count ->
    [one] { $count } posizione
   *[other] { $count } posizioni
}, numerate sul tavolo; sotto, ogni posizione mostra come starebbe la tessera e quanto vale. Scegli una posizione.
triominos-spots-best = La migliore: { $spot }.
triominos-spots-page = Posizioni { $first }–{ $last } di { $count } (pagina { $page }).
triominos-spot-label = Posizione { $number } · { $cell }
triominos-choose-spot = Scegli una posizione per { $tile }
triominos-button-another-tile = Un'altra tessera
triominos-button-previous-spots = Posizioni precedenti
triominos-button-more-spots = Altre posizioni
triominos-button-another-spot = Un'altra posizione
triominos-button-confirm = Conferma: { $tile } su { $cell } (+{ $points })
triominos-preview = **Posizione { $number }.** { $placement }
    Conferma per collocarla.
triominos-placement = Colloca **{ $tile }** su **{ $cell }** ({ $corners }).
    Vale { $points }.
triominos-ways = { $count ->
    [one] { $count } modo: scegli una rotazione
   *[other] { $count } modi: scegli una rotazione
}
triominos-you-drew = Hai pescato **{ $tiles }** ({ $points }).
triominos-you-laid = Hai collocato { $tile } su { $cell } per { $points }.
triominos-you-passed = Hai passato il turno.

## Rifiuti (privati): triominos-error-<code>
triominos-error-tile-name = `{ $tile }` non è una tessera: scrivi i suoi tre numeri (0–5) separati da trattini, come `1-2-3`; i suggerimenti di `tile` elencano le tessere della tua mano che si possono collocare.
triominos-error-tile-not-in-set = Non c'è nessuna tessera { $tile } nel set da { $set } tessere; `/game hand` mostra le tue tessere.
triominos-error-not-in-hand = La tessera { $tile } non è nella tua mano; `/game hand` mostra le tue tessere, e i suggerimenti di `tile` elencano quelle che si possono collocare.
triominos-error-cell-name = `{ $cell }` non è una casella: indicala come colonna,riga, per esempio `2,-1`, o scegli una posizione dai suggerimenti di `spot`.
triominos-error-rotation = Quella tessera può stare solo con la rotazione { $allowed }; scegline una dai suggerimenti di `rotation`.
triominos-error-first-cell = La prima tessera di un giro va su { $expected }, non su { $cell }.
triominos-error-cell-taken = Sulla casella { $cell } c'è già una tessera; scegli una posizione libera dai suggerimenti di `spot`.
triominos-error-point-only = Su { $cell } la tessera toccherebbe il tavolo solo in un angolo; deve avere un lato intero in comune con una tessera già collocata. I suggerimenti di `spot` elencano le posizioni possibili.
triominos-error-not-adjacent = Non esiste la posizione { $cell }: quella casella non tocca il tavolo, e una tessera deve avere un lato intero in comune con una già collocata. I suggerimenti di `spot` elencano le posizioni possibili.
triominos-error-not-drawn-this-turn = Hai pescato in questo turno, quindi ora puoi collocare solo una tessera pescata, non { $tile }; colloca la tessera pescata se va bene, pesca ancora, o passa quando è permesso.
triominos-error-mismatch = Se collocassi così la tessera su { $cell }, il suo { $have } toccherebbe un { $need } in un angolo, e ogni angolo a contatto deve combaciare. Prova un'altra rotazione o un'altra posizione: i suggerimenti elencano solo quelle possibili.
triominos-error-must-place-first = Il tavolo è vuoto: colloca la prima tessera su 0,0 (va bene qualsiasi tessera); si pesca più avanti.
triominos-error-draw-limit = Hai già pescato tre tessere in questo turno, il massimo: colloca una tessera, o passa (−10).
triominos-error-pool-empty = La riserva è vuota, non c'è niente da pescare: colloca una tessera, o passa se nessuna va bene.
triominos-error-pass-not-allowed = Non puoi ancora passare: prima pesca (−5 a tessera); si può passare dopo tre tessere pescate, o quando nulla si può collocare e la riserva è vuota.
triominos-error-pass-not-allowed-fits = Non puoi ancora passare: una tua tessera si può collocare, quindi collocala o pesca (−5); si può passare dopo tre tessere pescate, o quando nulla si può collocare e la riserva è vuota.
triominos-error-no-spot = { $tile } non si può collocare su { $cell }. Si può collocare in { $count ->
    [one] { $count } posizione
   *[other] { $count } posizioni
}: scegline una dai suggerimenti di `spot`, o premi Gioca il tuo turno per vederle numerate.
triominos-error-fits-nowhere = { $tile } ora non si può collocare da nessuna parte; scegli un'altra tessera, o pesca.
triominos-error-spot-number = Non c'è nessuna posizione { $number } per { $tile }: le sue posizioni sono numerate da 1 a { $count } (premi Gioca il tuo turno e scegli la tessera per vederle).
triominos-error-spot-name = `{ $spot }` non è una posizione: indica una casella come `2,-1` (i suggerimenti di `spot` elencano quelle possibili) o il numero di una posizione nell'immagine.
triominos-error-rotation-needed = { $tile } si può collocare su { $cell } in { $count ->
    [one] { $count } modo
   *[other] { $count } modi
}; indica quale con `rotation`: { $ways }.
triominos-error-rotation-text = `{ $rotation }` non è un modo in cui { $tile } può stare: indica 0, 1 o 2, oppure i suoi numeri in senso orario dal primo angolo della casella (come 2-3-1); i suggerimenti elencano quelli possibili.
