# Immagini (render/): le parole disegnate su tabelloni, tavoli, replay e classifica.

## Tsuro

render-tsuro-setup = Preparazione: { $name } sceglie una tacca di partenza
render-tsuro-status =
    Tocca a { $name } · { $placed ->
        [one] { $placed } tessera posata
        *[other] { $placed } tessere posate
    } · mazzo { $pile }
render-tsuro-over-nobody = Partita finita: non resta nessuno
render-tsuro-over =
    Partita finita · { $count ->
        [one] Vincitore
        *[other] Vincitori
    }: { $names }
render-tsuro-tiles =
    { $count ->
        [one] { $count } tessera
        *[other] { $count } tessere
    }
render-tsuro-dragon = drago
render-tsuro-out =
    { $cause ->
        [edge] fuori (bordo)
        [collision] fuori (scontro)
        [resigned] fuori (ritirato)
        *[unknown] fuori
    }
render-tsuro-suicide =
    SUICIDIO ({ $cause ->
        [edge] bordo
        *[collision] scontro
    })
render-tsuro-not-allowed = , non consentito
render-tsuro-safe = sicura, poi davanti a { $square }
render-tsuro-knocks-out = { " · " }elimina: { $names }
render-tsuro-preview = Anteprima: tessera { $tile } a { $rotation }° su { $square }: { $verdict }
render-tsuro-hand-title = { $name }: le tue tessere · tessera, rotazione e dove porta ciascuna
render-tsuro-tile = Tessera { $tile } · { $rotation }°

## Triominos

render-triominos-title = Triominos · giro { $round } · riserva { $pool }
render-triominos-over =
    Partita finita · { $count ->
        [one] vincitore
        *[other] vincitori
    }: { $names }
render-triominos-note =
    { $points } pt · { $tiles ->
        [one] { $tiles } tessera
        *[other] { $tiles } tessere
    }
render-triominos-empty-table = Tavolo vuoto: la prima tessera va su 0,0
render-triominos-round-ended =
    Giro { $round } finito ({ $how ->
        [out] mano vuota
        *[blocked] bloccato
    }): { $changes }
render-triominos-no-points = nessun punto
render-triominos-hand-title =
    { $name }: la tua mano · { $tiles ->
        [one] { $tiles } tessera
        *[other] { $tiles } tessere
    } · { $points } pt
render-triominos-spots =
    { $count ->
        [0] Nessun posto valido per { $tile }
        [one] Posti per { $tile }: { $count }
        *[other] Posti per { $tile }: { $count }
    }

## Woods of Tarnaris

render-tarnaris-status = Giro { $round } · tocca a { $name }
render-tarnaris-reveal =
    scoprire { $count ->
        [one] { $count } posto
        *[other] { $count } posti
    }
render-tarnaris-claim = dichiarazione di { $name } sulla pila { $pile }
render-tarnaris-chooses =
    { $name } sceglie ({ $choice ->
        [sf3] passare una carta
        [sf5] mescolare quattro carte
        [sf5_return] rimettere le carte mescolate
        [sf7] scambiare posti
        [penalty] chi dà una carta
        [give] la carta da dare
        *[unknown] { $choice }
    })
render-tarnaris-over =
    Partita finita · { $count ->
        [one] Vincitore
        *[other] Vincitori
    }: { $names }
render-tarnaris-no-piles = Ancora nessuna pila: un 1 scoperto ne inizia una
render-tarnaris-pile = Pila { $number }
render-tarnaris-closed = chiusa
render-tarnaris-cards =
    { $count ->
        [one] { $count } carta
        *[other] { $count } carte
    }
render-tarnaris-tray = da piazzare { $count }
render-tarnaris-peek-ready = sbirciata pronta
render-tarnaris-resigned = ritirato
render-tarnaris-winner = vincitore
render-tarnaris-empty = vuoto
render-tarnaris-card-end = fine
render-tarnaris-peek-title =
    { $count ->
        [0] Solo per { $name }: il tuo campo (non ne conosci ancora nessuna carta)
        [one] Solo per { $name }: il tuo campo, scoperta la { $count } carta che conosci
        *[other] Solo per { $name }: il tuo campo, scoperte le { $count } carte che conosci
    }

## Replay

render-replay-start =
    Inizio · { $count ->
        [one] { $count } mossa
        *[other] { $count } mosse
    }
render-replay-move = Mossa { $index }/{ $total } · { $name }: { $move }
render-move-notch = tacca
render-move-random-notch = tacca a caso
render-move-place = posa
render-move-resign = ritiro
render-move-draw = pesca
render-move-pass = passa
render-move-reveal = scopri
render-move-lay = metti
render-move-return = rimetti
render-move-done = fine turno
render-move-claim = dichiara
render-move-peek = sbircia
render-move-place-passed = piazza la carta ricevuta
render-move-give = dai
render-move-penalty = penalità
render-move-skip = salta
render-move-wait = attendi
render-move-sf3 = passa una carta
render-move-sf5 = mescola
render-move-sf5-return = rimetti le mescolate
render-move-sf7 = scambia
render-move-arg-notch = tacca
render-move-arg-tile = tessera
render-move-arg-rotation = rotazione
render-move-arg-cell = casella
render-move-arg-slot = posto
render-move-arg-slots = posti
render-move-arg-card = carta
render-move-arg-pile = pila
render-move-arg-number = numero
render-move-arg-player = giocatore
render-move-arg-their-slot = posto altrui
render-move-value-new = nuova

## Classifica

render-leaderboard-player = Giocatore
render-leaderboard-rating = Punti
render-leaderboard-games = Partite
render-leaderboard-wins = Vittorie
render-leaderboard-trend = Forma
render-leaderboard-empty = Ancora nessuna partita valutata
render-leaderboard-computer = { $name } (computer)

## Classifica di una lega (issue 29)

render-league-points = Punti
render-league-buchholz = Buchholz
render-league-berger = S.-Berger
render-league-head-to-head = Scontri diretti
render-league-withdrawn = { $name } (ritirato)
