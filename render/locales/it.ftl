# Immagini (render/): le parole disegnate su tabelloni, tavoli, replay e classifica.

## Tsuro

render-tsuro-setup = Preparazione: { $name } sceglie una tacca di partenza
render-tsuro-status =
    Tocca a { $name } · { $placed ->
        [one] { $placed } tessera posata
        *[other] { $placed } tessere posate
    } · riserva { $pile }
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
render-tsuro-out = { $cause ->
        [edge] fuori (bordo)
        [collision] fuori (scontro)
        [resigned] fuori (ritiro)
       *[unknown] fuori
    }
render-tsuro-suicide =
    SUICIDIO ({ $cause ->
        [edge] bordo
        *[collision] scontro
    })
render-tsuro-not-allowed = , non permesso
render-tsuro-safe = sicura, poi rivolta verso { $square }
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
        [0] Nessuna posizione valida per { $tile }
        [one] Posizioni per { $tile }: { $count }
        *[other] Posizioni per { $tile }: { $count }
    }

## Woods of Tarnaris

render-tarnaris-status = Giro { $round } · tocca a { $name }
render-tarnaris-reveal =
    scoprire { $count ->
        [one] { $count } spazio
        *[other] { $count } spazi
    }
render-tarnaris-claim = dichiarazione di { $name } sulla pila { $pile }
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
render-tarnaris-tray = da collocare: { $count }
render-tarnaris-peek-ready = sbirciata pronta
render-tarnaris-resigned = ritiro
render-tarnaris-winner = vincitore
render-tarnaris-empty = vuoto
render-tarnaris-card-end = fine
render-tarnaris-peek-title =
    { $count ->
        [0] Solo per { $name }: il tuo campo (non ne conosci ancora nessuna carta)
        [one] Solo per { $name }: il tuo campo, scoperta l'unica carta che conosci
        *[other] Solo per { $name }: il tuo campo, scoperte le { $count } carte che conosci
    }

## Replay

render-replay-start =
    Inizio · { $count ->
        [one] { $count } mossa
        *[other] { $count } mosse
    }
render-replay-move = Mossa { $index }/{ $total } · { $name }: { $move }

## Classifica

render-leaderboard-player = Giocatore
render-leaderboard-rating = Elo
render-leaderboard-games = Partite
render-leaderboard-wins = Vittorie
render-leaderboard-trend = Forma
render-leaderboard-empty = Ancora nessuna partita in classifica
render-leaderboard-computer = { $name } (computer)

## Replay captions (issue 26): each move as a sentence after its player's name
render-move-tsuro-notch = parte dalla tacca { $notch }
render-move-tsuro-random-notch = parte da una tacca a caso
render-move-tsuro-place = posa la tessera { $tile } ruotata di { $rotation }°
render-move-triominos-place = colloca { $tile } su { $cell }
render-move-triominos-draw = pesca una tessera
render-move-triominos-pass = passa
render-move-tarnaris-reveal = scopre lo spazio { $slot }
render-move-tarnaris-lay = mette la carta scoperta n. { $card } sulla pila { $pile }
render-move-tarnaris-return = rimette coperta la carta n. { $card } sullo spazio { $slot }
render-move-tarnaris-done = finisce il turno
render-move-tarnaris-claim = «Lo so!»: la carta { $number } dello spazio { $slot } { $pile ->
    [new] apre una nuova pila
   *[pile] va sulla pila { $pile }
 }
render-move-tarnaris-peek = sbircia una carta dello spazio { $slot }
render-move-tarnaris-place-passed = mette la carta ricevuta sullo spazio { $slot }
render-move-tarnaris-give = dà la carta penalità dallo spazio { $slot }
render-move-tarnaris-penalty = chiede la carta penalità a { $player }
render-move-tarnaris-skip = rinuncia alla funzione speciale
render-move-tarnaris-wait = attende
render-move-tarnaris-sf3 = passa la carta in cima allo spazio { $slot } a { $player }
render-move-tarnaris-sf5 = mescola le carte in cima agli spazi { $slots } di { $player }
render-move-tarnaris-sf5-return = rimette le carte mescolate sugli spazi { $slots }
render-move-tarnaris-sf7 = scambia lo spazio { $slot } con lo spazio { $their_slot } di { $player }
render-move-resign = si ritira
render-move-take-back = annulla { $plies ->
    [one] una mossa
   *[other] { $plies } mosse
}
render-move-other = fa una mossa
render-tarnaris-choosing = { $name } sceglie { $choice ->
    [sf3] la carta da passare
    [sf5] le carte da mescolare
    [sf5_return] dove vanno le carte mescolate
    [sf7] gli spazi da scambiare
    [penalty] chi dà la carta penalità
    [give] la carta penalità da dare
   *[unknown] la mossa
 }

## Classifica di una lega (issue 29)

render-league-points = Punti
render-league-buchholz = Buchholz
render-league-berger = S.-Berger
render-league-head-to-head = Scontri diretti
render-league-withdrawn = { $name } (ritiro)
