## Woods of Tarnaris (cogs/tarnaris): rifiuti, messaggio del turno, menu di scelta, eventi, regole.

## Carte nelle frasi
tarnaris-card-a = un { $number }
tarnaris-depth-top = la carta in cima
tarnaris-depth-second = la carta sotto quella in cima
tarnaris-depth-nth = la { $depth }ª carta dall'alto

## Rifiuti (text.py)
tarnaris-error-bad-value = `{ $key }` deve essere un numero da { $minimum } a { $maximum } (hai indicato { $value }).
tarnaris-error-bad-slots = Indica i numeri degli spazi da 1 a 10 separati da virgole, ad es. `3,7,2`.
tarnaris-error-bad-slots-length = Indica i numeri degli spazi da 1 a 10 separati da virgole, ad es. `3,7,2` ({ $length ->
    [one] { $length } spazio
   *[other] { $length } diverse, la più bassa per prima
 }).
tarnaris-error-wrong-phase-reveal = Prima scopri uno spazio (con i pulsanti degli spazi).
tarnaris-error-wrong-phase-lay = Hai già scoperto le tue carte: mettile sulle pile, rimettile a posto o premi Fatto.
tarnaris-error-nothing-to-reveal = Lo spazio { $slot } non ha nulla da scoprire (è vuoto o è già stato scoperto in questo turno); scegli un altro spazio.
tarnaris-error-does-not-fit = Quella carta non va su quella pila: una carta va solo su una pila la cui carta in cima è di uno più bassa. Usa i pulsanti Metti o rimetti la carta a posto.
tarnaris-error-nothing-to-return = Non resta nessuna carta scoperta da rimettere.
tarnaris-error-wrong-slot = Quella carta non può tornare nello spazio { $slot }: torna nel suo spazio (nel primo giro, in uno dei due spazi scoperti in questo turno).
tarnaris-error-claim-new-pile = Una nuova pila comincia solo con un 1; per dichiarare una carta più alta scegli la pila su cui va.
tarnaris-error-claim-number = Su quella pila ora serve un { $expected }; guarda il tavolo più recente e dichiara di nuovo.
tarnaris-error-no-such-pile = Non c'è la pila { $pile }; scegli una pila del tavolo, o `new` per un 1.
tarnaris-error-empty-slot = Lo spazio { $slot } di quel campo è vuoto (o ha meno carte di quante ne hai indicate); scegli uno spazio con carte.
tarnaris-error-empty-slots = Uno di quegli spazi è vuoto; scegli spazi con carte.
tarnaris-error-chain-too-long = Una catena da { $number } può contenere al massimo { $count ->
    [one] { $count } carta
   *[other] { $count } carte
 } (le pile finiscono a 10).
tarnaris-error-choice-pending = Tutti aspettano che { $name } faccia una scelta (funzione speciale o penalità); riprova quando l'avrà fatta.
tarnaris-error-no-such-choice = Ora non hai una scelta del genere da fare; il messaggio del turno dice chi sceglie cosa.
tarnaris-error-cannot-give = { $name } non può dare una carta penalità (nessuna carta nel suo campo); scegli un altro giocatore.
tarnaris-error-bad-player = Scegli un altro giocatore ancora in partita.
tarnaris-error-nothing-to-mix = Il campo di { $name } è vuoto; scegli un altro giocatore.
tarnaris-error-both-empty = Entrambi gli spazi sono vuoti; scambia uno spazio che contiene carte.
tarnaris-error-no-peek = Non hai sbirciate da usare: ogni 10 messo su una pila ne dà una.
tarnaris-error-nothing-to-claim = Il tuo campo è vuoto: non c'è niente da dichiarare.
tarnaris-error-tray-empty = Nessuno ti ha passato una carta, quindi non c'è niente da collocare.
tarnaris-error-place-passed-first = Ti hanno passato una carta: prima mettila in uno dei tuoi spazi (`/tarnaris place` o il pulsante Colloca).
tarnaris-error-player-or-seat = Indica per chi: `player` (una persona) o `seat` (chiunque, anche un computer, secondo i posti di `/game status`), uno dei due.
tarnaris-error-no-such-seat = Non c'è il posto { $seat }: questa partita ne ha { $seats }; `/game status` li elenca.
tarnaris-error-not-a-player = { $name } non gioca in questa partita; scegli uno dei suoi giocatori.
tarnaris-error-not-your-choice = Quella scelta spetta a { $name }, non a te.
tarnaris-error-no-choice-waiting = Al momento nessuna scelta ti aspetta.
tarnaris-error-pile-option = `{ $value }` non è una pila: indica un numero di pila (1, 2, …) o `new` per un 1.
tarnaris-error-slot-or-slots = Indica la carta da dichiarare: `slot` per una carta, o `slots` (ad es. `3,7,2`) per una catena — uno dei due, non entrambi.

## L'adattatore (adapter.py)
tarnaris-group = Woods of Tarnaris: costruisci le pile da 1 a 10 dal tuo campo nascosto
tarnaris-option-giver-chooses = Chi dà la carta penalità sceglie lo spazio (altrimenti: a caso)
tarnaris-hand-title = Il tuo campo
tarnaris-rules = **Woods of Tarnaris: Path to Luslaria** (2–4 giocatori). Ogni giocatore ha davanti a sé un campo di dieci spazi, ognuno con due carte coperte del suo stemma. Al tuo turno scopri due spazi se è il primo giro, poi uno solo, e metti le carte scoperte sulle pile, ognuna di uno più alta della carta in cima: un 1 apre una nuova pila, un 10 la chiude. Rimetti coperto ciò che non puoi mettere. In qualsiasi momento, anche nel turno di un altro, chiunque può gridare «Lo so!» per dichiarare che la carta in cima a un suo spazio va su una pila: se è giusto, la carta ci resta; se è sbagliato, torna coperta nel suo spazio e scegli un giocatore che deve darti, senza guardarla, una delle sue carte (a caso, a meno che la partita non lasci scegliere a chi la dà) come carta penalità su quello spazio. Alcune carte hanno una funzione speciale: un 3 passa una carta a un altro giocatore, un 5 mescola quattro carte di un altro giocatore, un 7 scambia uno spazio con quello di un altro giocatore (anche uno spazio vuoto), un 10 dà a tutti una sbirciata privata a una carta del proprio campo, visibile fino alla fine del proprio turno successivo. Finito il turno, nessun messaggio nomina più una carta tornata coperta: sta a te ricordarla. Vince il primo che svuota il suo campo; se un ritiro non lascia più carte posabili, vince chi ha meno carte rimaste.
    Come giocare: i pulsanti sotto il messaggio più recente della partita (**Scopri**, **Metti**, **Fatto**, **Lo so!**), oppure `/tarnaris reveal slot:<n>`, `/tarnaris lay card:<i> pile:<p>`, `/tarnaris done` e `/tarnaris claim slot:<n> pile:<p|new>`; `/game hand` ti mostra il tuo campo in privato.
tarnaris-phase = giro { $round }, { $phase ->
    [reveal] scoprire
   *[lay] mettere
 }
tarnaris-special-3 = può passare una carta a un altro giocatore
tarnaris-special-5 = può mescolare le carte in cima di un altro giocatore
tarnaris-special-7 = può scambiare uno spazio con un altro giocatore
tarnaris-special-10 = la pila è chiusa e tutti possono sbirciare una carta
tarnaris-pending-sf3 = carta 3, passare una carta
tarnaris-pending-sf5 = carta 5, quali carte in cima mescolare
tarnaris-pending-sf5-return = carta 5, dove vanno le carte mescolate
tarnaris-pending-sf7 = carta 7, quali spazi scambiare
tarnaris-pending-penalty = chi dà la carta penalità
tarnaris-pending-give = quale carta dare come penalità
tarnaris-pending-unknown = una scelta
tarnaris-turn-waiting = Si aspetta { $name }: { $what }. Fino ad allora le dichiarazioni restano in sospeso.
tarnaris-turn-reveal = { $name }, tocca a te: scopri { $count ->
    [2] due spazi
   *[single] uno spazio
 }. Chiunque sia al tavolo può gridare «Lo so!».
tarnaris-turn-revealed-card = { $index }) il { $number } dallo spazio { $slot }
tarnaris-turn-none-left = nessuna
tarnaris-turn-lay = { $name }, tocca a te: metti le carte scoperte che vanno, rimetti il resto, poi Fatto. Scoperte: { $cards }. Chiunque sia al tavolo può gridare «Lo so!».
tarnaris-hand-field = Il tuo campo, { $count ->
    [one] { $count } carta
   *[other] { $count } carte
 } (spazio: carte): { $counts }.
tarnaris-hand-known = { $where }: { $card }
tarnaris-hand-peeked = Hai sbirciato lo spazio { $slot }: { $cards }.
tarnaris-hand-peeks-last = Le carte sbirciate restano visibili qui fino alla fine del tuo prossimo turno.
tarnaris-hand-tray = Carte che ti hanno passato, da collocare: { $count }.
tarnaris-status-piles = Pile: { $count }.
tarnaris-status-fields = Carte rimaste in ogni campo: { $fields }.
tarnaris-status-left = { $name } { $count }
tarnaris-status-resigned = { $name } ha abbandonato
tarnaris-someone = qualcuno
tarnaris-event-revealed = { $name } ha scoperto lo spazio { $slot }: { $numbers }.
tarnaris-event-revealed-down = { $name } ha scoperto lo spazio { $slot } ({ $count ->
    [one] { $count } carta
   *[other] { $count } carte
 }).
tarnaris-event-laid = { $name } ha messo il { $number } sulla pila { $pile }.
tarnaris-event-pile-started = L'1 scoperto dallo spazio { $slot } apre la pila { $pile }.
tarnaris-event-returned = { $name } ha rimesso { $count ->
        [one] una carta coperta
       *[other] { $count } carte coperte
    } (spazio { $slots }).
tarnaris-event-turn = Tocca a { $name }.
tarnaris-event-claimed = { $name }: «Lo so!» spazio { $slots } sulla pila { $pile }.
tarnaris-event-claimed-new = { $name }: «Lo so!» spazio { $slots } su una nuova pila.
tarnaris-event-claim-right = Giusto! Il { $number } di { $name } va sulla pila { $pile }.
tarnaris-event-claim-wrong = Sbagliato: nello spazio { $slot } di { $name } c'era { $card }; la carta torna coperta.
tarnaris-event-claim-wrong-down = Sbagliato: lo spazio { $slot } di { $name } non era quello giusto; la carta torna coperta.
tarnaris-event-claim-lost-race = La dichiarazione di { $name } sulla pila { $pile } è arrivata tardi: la pila era già al { $number }. Non conta (nessuna penalità).
tarnaris-event-claims-withdrawn = Il resto della catena di { $name } torna coperto.
tarnaris-event-penalty-chosen = { $giver } dà a { $name } la carta penalità e sceglie quale.
tarnaris-event-penalty = { $giver } dà a { $name } una carta penalità (dallo spazio { $from_slot }); va sullo spazio { $slot } di { $name }.
tarnaris-event-no-penalty = Nessuno può dare a { $name } una carta penalità.
tarnaris-event-special = { $name } ha giocato { $card }: { $what }.
tarnaris-event-passed = { $name } ha passato la carta in cima allo spazio { $slot } a { $player }.
tarnaris-event-placed-passed = { $name } ha messo la carta ricevuta sullo spazio { $slot }.
tarnaris-event-mixing = { $name } prende le carte in cima agli spazi { $slots } di { $player } per mescolarle.
tarnaris-event-mixed = { $name } ha messo le carte mescolate sugli spazi { $slots } di { $player }.
tarnaris-event-swapped = { $name } ha scambiato il proprio spazio { $slot } con lo spazio { $their } di { $player }.
tarnaris-event-skipped = { $name } non ha usato il { $number }.
tarnaris-event-peeked = { $name } ha sbirciato { $where } del proprio spazio { $slot }.

## I comandi /tarnaris (commands.py): descrizioni ≤ 100 caratteri
tarnaris-cmd-reveal = Il tuo turno: scopri uno dei tuoi spazi
tarnaris-cmd-lay = Il tuo turno: metti una carta scoperta su una pila
tarnaris-cmd-return = Il tuo turno: rimetti coperta una carta scoperta
tarnaris-cmd-done = Il tuo turno: rimetti coperto il resto e finisci il turno
tarnaris-cmd-claim = «Lo so!»: la carta in cima a un tuo spazio va su una pila
tarnaris-cmd-pass = Carta 3: passa la carta in cima a uno dei tuoi spazi
tarnaris-cmd-mix = Carta 5: mescola fino a quattro carte in cima agli spazi di un giocatore
tarnaris-cmd-mixback = Carta 5: gli spazi che ricevono le carte mescolate
tarnaris-cmd-swap = Carta 7: scambia un tuo spazio con quello di un giocatore
tarnaris-cmd-skip = Carte 3, 5, 7: non usare la funzione speciale
tarnaris-cmd-penalty = Dopo una dichiarazione sbagliata: chi ti dà la carta penalità
tarnaris-cmd-give = Dai la carta penalità: la carta in cima al tuo spazio
tarnaris-cmd-place = Carta 3: metti su uno spazio la carta che ti hanno passato
tarnaris-cmd-peek = Carta 10: guarda una carta qualsiasi del tuo campo
tarnaris-opt-game = La partita (predefinita: quella del thread o la tua)
tarnaris-opt-seat = Oppure il suo posto in /game status (per un computer)
tarnaris-opt-your-slot = Il tuo spazio
tarnaris-opt-reveal-slot = Lo spazio (1–10)
tarnaris-opt-revealed-card = Quale carta scoperta (il suo numero nel messaggio del turno)
tarnaris-opt-lay-pile = La pila (il suo numero sul tavolo)
tarnaris-opt-return-slot = Su quale spazio (il suo; nel primo giro uno dei due scoperti)
tarnaris-opt-claim-pile = Il numero della pila su cui va, o new per un 1
tarnaris-opt-claim-slot = Il tuo spazio di cui dichiari la carta in cima
tarnaris-opt-claim-slots = Una catena di tuoi spazi, in ordine, ad es. 3,7,2
tarnaris-opt-pass-player = Chi la riceve
tarnaris-opt-mix-player = Il giocatore di cui mescoli le carte
tarnaris-opt-mix-slots = I suoi spazi, ad es. 1,4,6,9 (quattro, o tutti quelli non vuoti se sono meno)
tarnaris-opt-mixback-slots = Altrettanti spazi diversi di quel giocatore, ad es. 2,3,8,10
tarnaris-opt-swap-player = L'altro giocatore
tarnaris-opt-swap-their-slot = Il suo spazio
tarnaris-opt-penalty-player = Il giocatore che la dà
tarnaris-opt-peek-card = Quale carta dello spazio, contando dall'alto (predefinita: 1)

## Il messaggio del turno e le chiamate (pubblico: la lingua della partita)
tarnaris-header = **{ $title }** · partita n. { $game } · mossa { $move }
tarnaris-game-over = La partita è finita.
tarnaris-turn-over = Questo turno è finito; le sue carte sono di nuovo coperte.
tarnaris-moved-on-clock = La partita è andata avanti: il tempo del turno è scaduto. Vedi il messaggio più recente qui sotto.
tarnaris-moved-on-resignation = La partita è andata avanti: un giocatore ha abbandonato. Vedi il messaggio più recente qui sotto.
tarnaris-moved-on-take-back = La partita è andata avanti: una mossa è stata annullata. Vedi il messaggio più recente qui sotto.
tarnaris-button-claim = Lo so!
tarnaris-button-field = Il tuo campo
tarnaris-button-give = Dai la carta penalità
tarnaris-button-choose = Fai la tua scelta
tarnaris-button-reveal = Scopri { $slot }
tarnaris-button-lay = Metti il { $number } (spazio { $slot }) sulla pila { $pile }
tarnaris-button-return-one = Rimettine una…
tarnaris-button-done = Fatto (rimetti il resto)
tarnaris-button-place = Colloca la carta ricevuta
tarnaris-button-peek-card = Sbircia (carta 10)
tarnaris-button-peek = Sbircia
tarnaris-button-skip = Salta (non usarla)
tarnaris-choice-sf3 = carta 3: passa la carta in cima a uno dei tuoi spazi a un altro giocatore
tarnaris-choice-sf5 = carta 5: mescola fino a quattro carte in cima agli spazi di un altro giocatore
tarnaris-choice-sf5-return = carta 5: gli spazi che ricevono le carte mescolate
tarnaris-choice-sf7 = carta 7: scambia un tuo spazio con quello di un altro giocatore
tarnaris-choice-penalty = chi ti dà la carta penalità
tarnaris-choice-give = quale carta dai come penalità
tarnaris-call-choice = { $mentions }, ora tocca a te scegliere: { $what }. Premi il pulsante (lo vedrai solo tu).
tarnaris-call-passed = { $mentions }, { $name } ti ha passato una carta coperta (funzione speciale del 3). Mettila in uno dei tuoi spazi prima della tua prossima azione.
tarnaris-call-peek = { $mentions }, un 10 ha chiuso una pila: ognuno di voi può sbirciare in privato una carta qualsiasi del proprio campo entro la fine del proprio turno successivo; fino ad allora la vede nel suo campo.

## Risposte private e menu di scelta (la lingua dell'utente)
tarnaris-slot = Spazio { $slot }
tarnaris-your-slot = Il tuo spazio
tarnaris-slot-option = Spazio { $slot } ({ $count ->
    [one] { $count } carta
   *[other] { $count } carte
 })
tarnaris-slot-option-peeked = Spazio { $slot } ({ $count ->
    [one] { $count } carta
   *[other] { $count } carte
 }, in cima: { $card }, sbirciata)
tarnaris-their-slot-option = Spazio { $slot } di { $name } ({ $count ->
    [one] { $count } carta
   *[other] { $count } carte
 })
tarnaris-note-right = Giusto: il tuo { $number } è sulla pila { $pile }.
tarnaris-note-wrong = Sbagliato: nello spazio { $slot } c'era { $card }; torna coperta e ci ricevi sopra una carta penalità.
tarnaris-note-too-late = Troppo tardi: la pila { $pile } era già al { $number } quando è arrivata la tua dichiarazione, quindi non conta. La tua carta resta coperta dov'era e non c'è penalità.
tarnaris-note-peek = Spazio { $slot }: { $where } è { $card }. Lo vedi solo tu, nel tuo campo fino alla fine del tuo prossimo turno.
tarnaris-note-peek-gone = Spazio { $slot }: { $where } non c'è più. Lo vedi solo tu, nel tuo campo fino alla fine del tuo prossimo turno.
tarnaris-note-penalty = { $giver } ti ha dato una carta penalità; è sul tuo spazio { $slot }.
tarnaris-note-turn-over = Il tuo turno è finito: le tue carte sono di nuovo coperte, ricordale!
tarnaris-note-done = Fatto.
tarnaris-note-returned = Rimessa sullo spazio { $slot }.
tarnaris-note-skipped = Lasci perdere la funzione speciale.
tarnaris-pick-place = Ti hanno passato una carta: scegli lo spazio su cui va (in cima, coperta).
tarnaris-pick-place-placeholder = Spazio per la carta ricevuta
tarnaris-pick-sf3 = Carta 3: passa la carta in cima a uno dei tuoi spazi a un altro giocatore. Quale spazio?
tarnaris-pick-sf3-player = Carta 3: a chi passi la carta in cima al tuo spazio { $slot }?
tarnaris-pick-sf5 = Carta 5: di chi mescoli il campo (fino a quattro carte in cima, mescolate senza guardarle)?
tarnaris-pick-sf5-slots = Carta 5: scegli { $count ->
    [one] { $count } spazio
   *[other] { $count } spazi
 } di { $name }; le loro carte in cima vengono mescolate.
tarnaris-pick-sf5-slots-placeholder = { $count ->
    [one] { $count } spazio
   *[other] { $count } spazi
 }
tarnaris-pick-sf5-return = Carta 5: { $count ->
    [one] la carta mescolata torna su { $count } spazio
   *[other] le { $count } carte mescolate tornano una ciascuna su { $count } spazi diversi
 } del campo di { $name }. Scegli gli spazi.
tarnaris-pick-sf5-return-placeholder = { $count ->
    [one] { $count } spazio
   *[other] { $count } spazi
 } di { $name }
tarnaris-pick-sf7 = Carta 7: scambia un tuo spazio (tutto il mazzetto) con quello di un altro giocatore. Il tuo spazio?
tarnaris-pick-sf7-player = Carta 7: scambi il tuo spazio { $slot } con lo spazio di chi?
tarnaris-pick-sf7-slot = Carta 7: il tuo spazio { $slot } si scambia con quale spazio di { $name }?
tarnaris-pick-sf7-placeholder = Il suo spazio
tarnaris-pick-penalty = La tua dichiarazione era sbagliata: chi ti dà la carta penalità?
tarnaris-pick-give = Dai a { $name } una carta penalità: la carta in cima a quale spazio?
tarnaris-return-option = Il { $number } (dallo spazio { $slot }) sullo spazio { $to }
tarnaris-pick-return = Rimetti coperta una carta (la prima rimessa sta più in basso); Fatto rimette il resto nel loro ordine.
tarnaris-pick-return-placeholder = Carta e spazio
tarnaris-pick-claim-slot = **Lo so!** Quale dei tuoi spazi ha in cima la carta che conosci? (Poi scegli la sua pila.)
tarnaris-pick-claim-pile = **Lo so!** La carta in cima al tuo spazio { $slot } va su quale pila?
tarnaris-pile-new = Nuova pila (è un 1)
tarnaris-pile-option = Pila { $pile }: ci va { $card }
tarnaris-pick-peek = Sbirciata: quale carta del tuo campo? Qualsiasi, quella in cima o una sotto; la vedrai solo tu, nel tuo campo fino alla fine del tuo prossimo turno.
tarnaris-pick-peek-placeholder = La tua carta
tarnaris-peek-option = Spazio { $slot }, { $where }

## Added for issue 26 (words): computer seats, why a game ended, too-long texts
tarnaris-reason-emptied-field = campo svuotato per primo
tarnaris-reason-dead-position = nessuna carta si poteva più mettere sulle pile: vince chi ha meno carte
