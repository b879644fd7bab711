## Gioco asincrono (cogs/notify): notifiche, promemoria, orologio di turno, assenza.

notify-mode-mention = ricevi una menzione nel thread della partita quando è il tuo turno, e lì ricevi anche i promemoria
notify-mode-dm = ricevi un messaggio diretto con un link quando è il tuo turno, e i promemoria per messaggio diretto; nessuna menzione
notify-mode-both = ricevi una menzione nel thread e un messaggio diretto quando è il tuo turno; i promemoria arrivano per messaggio diretto
notify-mode-off = niente menzioni, niente messaggi diretti e niente promemoria: controlla da te con `/game mine`
notify-mode-digest = un messaggio diretto al giorno con le partite che aspettano te; niente menzioni né promemoria

notify-clock-action-skip = saltare il turno
notify-clock-action-computer = far giocare il turno al computer
notify-clock-action-remove = togliere il giocatore dalla partita

notify-where = su **{ $server }**
notify-turn-dm = Tocca a te in **{ $game }**{ $where }: { $link }
notify-turn-mention = { $mention }: tocca a te in **{ $game }**: { $link }
notify-reminder = Promemoria { $number } di { $total }: **{ $game }**{ $where } ti aspetta da { $hours ->
        [one] { $hours } ora.
       *[other] { $hours } ore.
    }
notify-reminder-clock = Dopo { $hours ->
        [one] { $hours } ora
       *[other] { $hours } ore
    } l'orologio di turno provvederà a { $action }.
notify-clock-note = ⏰ { $name } non gioca da { $hours ->
        [one] { $hours } ora
       *[other] { $hours } ore
    }: l'orologio di turno { $done ->
        [removed] ha tolto { $name } dalla partita.
        [computer] ha fatto giocare il computer al suo posto.
       *[skipped] ha saltato il turno.
    }
notify-digest = **Il tuo riepilogo quotidiano**: { $count ->
        [one] { $count } partita ti aspetta.
       *[other] { $count } partite ti aspettano.
    }
notify-more = … e altre { $count }

notify-mine-none = Non sei in nessuna partita in corso. Iniziane una con { $commands } in un server, o unisciti a una con `/game join`.
notify-mine-title = **Le tue partite** ({ $count }):
notify-mine-lobby = lobby { $seated }/{ $seats }
notify-mine-your-turn = **tocca a te** (da { $hours } h)
notify-mine-others = in attesa degli altri

notify-settings-title = **Gioco asincrono in questo server**
notify-settings-reminders = Promemoria: dopo { $after } h di attesa, poi ogni { $every } h, al massimo { $most } per turno.
notify-settings-clock = Orologio di turno: { $clock }. Una partita può impostare il suo alla creazione (`new`).
notify-settings-clock-never = mai
notify-settings-clock-after = dopo { $hours ->
        [one] { $hours } ora
       *[other] { $hours } ore
    }: { $action }
notify-settings-language = Lingua delle nuove partite: **{ $language }** (una partita può scegliere la sua alla creazione, `new`).
notify-settings-language-default = Lingua delle nuove partite: la lingua Discord del server (una partita può scegliere la sua alla creazione, `new`).

notify-status-clock = Orologio di turno: dopo { $hours ->
        [one] { $hours } ora
       *[other] { $hours } ore
    }, { $action }.
notify-status-clock-off = Orologio di turno: disattivato.
notify-status-away = Assenza: { $name } fino al { $until }.

notify-away-not-away = Non avevi un'assenza in corso, quindi non è cambiato nulla. `/game away days:<1-14>` sospende i promemoria e l'orologio di turno per i tuoi turni.
notify-away-back = Assenza terminata: i promemoria e l'orologio di turno contano di nuovo i tuoi turni.
notify-away-until = La tua assenza dura fino al { $until }: niente promemoria, e fino ad allora l'orologio di turno lascia stare i tuoi turni (il tempo di assenza non conta come attesa). Le partite indicano la tua assenza. `/game away days:0` se torni prima.

notify-notify-changed = Notifiche impostate su **{ $mode }**: { $meaning }.
notify-notify-current = Le tue notifiche: **{ $mode }**: { $meaning }.
notify-notify-quiet = Ore di silenzio: **{ $start }–{ $end }** ({ $zone }): niente menzioni, messaggi diretti o promemoria; ciò che arriva in quelle ore aspetta la loro fine, e non contano come attesa per l'orologio di turno.
notify-notify-no-quiet = Nessuna ora di silenzio (fuso orario: { $zone }).

notify-cmd-notify = Come scopri che è il tuo turno
notify-opt-mode = Come ricevere gli avvisi (riepilogo: uno al giorno); vuoto per vederlo
notify-opt-quiet = Ore di silenzio senza notifiche, es. 22-08 (off per toglierle)
notify-opt-timezone = Fuso orario delle ore di silenzio, es. Europe/Rome (predefinito: UTC)
notify-choice-mode-mention = menzione
notify-choice-mode-dm = messaggio diretto
notify-choice-mode-both = entrambi
notify-choice-mode-off = disattivate
notify-choice-mode-digest = riepilogo quotidiano
notify-cmd-settings = Promemoria e orologio di turno qui (Gestisci server per cambiarli)
notify-opt-remind-after = Ore prima del primo promemoria (predefinito: 24)
notify-opt-remind-every = Ore tra un promemoria e l'altro (predefinito: 24)
notify-opt-max-reminders = Numero massimo di promemoria per turno (predefinito: 3)
notify-opt-turn-clock = Ore prima che agisca l'orologio di turno (predefinito: 72; 0 = mai)
notify-opt-clock-action = Cosa fa l'orologio di turno (predefinito: salta)
notify-opt-language = Lingua delle nuove partite (predefinita: quella del server)
notify-opt-rotate-web-links = Rinnova i link web
notify-choice-clock-skip = salta il turno
notify-choice-clock-computer = gioca il computer
notify-choice-clock-remove = togli il giocatore
notify-cmd-away = Sospendi promemoria e orologio di turno per i tuoi turni (≤ 14 giorni)
notify-opt-days = Giorni di assenza (1–14, max 14 in 30 giorni); 0 = fine dell'assenza
notify-cmd-mine = Le tue partite in ogni server, prima quelle che aspettano te
