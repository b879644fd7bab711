## Jeu asynchrone (cogs/notify) : modes de notification, rappels, horloge de tour, absence.

notify-mode-mention = le bot vous mentionne dans le fil de la partie quand c'est votre tour, et y envoie aussi les rappels
notify-mode-dm = vous recevez un message privé avec un lien quand c'est votre tour, et les rappels en message privé ; aucune mention
notify-mode-both = le bot vous mentionne dans le fil et vous envoie un message privé quand c'est votre tour ; les rappels arrivent en message privé
notify-mode-off = ni mentions, ni messages privés, ni rappels : consultez `/game mine` vous-même
notify-mode-digest = un message privé par jour avec les parties qui vous attendent ; ni mentions ni rappels

notify-clock-action-skip = passer le tour
notify-clock-action-computer = faire jouer ce tour par l'ordinateur
notify-clock-action-remove = retirer le joueur de la partie

notify-where = sur **{ $server }**
notify-turn-dm = C'est votre tour dans **{ $game }**{ $where } : { $link }
notify-turn-mention = { $mention } : c'est votre tour dans **{ $game }** : { $link }
notify-reminder = Rappel { $number } sur { $total } : **{ $game }**{ $where } vous attend depuis { $hours ->
        [one] { $hours } heure.
       *[other] { $hours } heures.
    }
notify-reminder-clock = Au bout de { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }, l'horloge de tour va { $action }.
notify-clock-note = ⏰ { $name } n'a pas joué depuis { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    } : l'horloge de tour { $done ->
        [removed] a retiré { $name } de la partie.
        [computer] a fait jouer l'ordinateur à sa place.
       *[skipped] a passé ce tour.
    }
notify-digest = **Votre résumé du jour** : { $count ->
        [one] { $count } partie vous attend.
       *[other] { $count } parties vous attendent.
    }
notify-more = … et { $count } autres

notify-mine-none = Vous n'êtes dans aucune partie en cours. Lancez-en une avec { $commands } sur un serveur, ou rejoignez-en une avec `/game join`.
notify-mine-title = **Vos parties** ({ $count }) :
notify-mine-lobby = salle d'attente { $seated }/{ $seats }
notify-mine-your-turn = **à vous de jouer** (depuis { $hours } h)
notify-mine-others = en attente des autres

notify-settings-title = **Jeu asynchrone sur ce serveur**
notify-settings-reminders = Rappels : après { $after } h d'attente, puis toutes les { $every } h, au plus { $most } par tour.
notify-settings-clock = Horloge de tour : { $clock }. Une partie peut fixer la sienne à sa création (`new`).
notify-settings-clock-never = jamais
notify-settings-clock-after = au bout de { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    } : { $action }
notify-settings-language = Langue des nouvelles parties : **{ $language }** (une partie peut choisir la sienne à sa création, `new`).
notify-settings-language-default = Langue des nouvelles parties : celle du serveur Discord (une partie peut choisir la sienne à sa création, `new`).

notify-status-clock = Horloge de tour : au bout de { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }, { $action }.
notify-status-clock-off = Horloge de tour : désactivée.
notify-status-away = Absence : { $name } jusqu'au { $until }.

notify-away-not-away = Aucune absence n'était en cours : rien n'a changé. `/game away days:<1-14>` suspend les rappels et l'horloge de tour pour vos tours.
notify-away-back = Bon retour parmi nous : les rappels et l'horloge de tour comptent de nouveau vos tours.
notify-away-until = Votre absence dure jusqu'au { $until } : pas de rappels, et l'horloge de tour ne touche pas à vos tours d'ici là (le temps d'absence ne compte pas comme attente). Les parties indiquent votre absence. `/game away days:0` si vous revenez plus tôt.

notify-notify-changed = Notifications réglées sur **{ $mode }** : { $meaning }.
notify-notify-current = Vos notifications : **{ $mode }** : { $meaning }.
notify-notify-quiet = Heures calmes : **{ $start }–{ $end }** ({ $zone }) : ni mentions, ni messages privés, ni rappels pendant ces heures ; ce qui arrive entre-temps attend leur fin, et elles ne comptent pas comme attente pour l'horloge de tour.
notify-notify-no-quiet = Pas d'heures calmes (fuseau horaire : { $zone }).

notify-cmd-notify = Comment vous apprenez que c'est votre tour
notify-opt-mode = Comment le bot vous prévient (résumé : une fois par jour) ; vide pour le voir
notify-opt-quiet = Heures calmes sans notification, par ex. 22-08 (off : aucune)
notify-opt-timezone = Fuseau horaire des heures calmes, ex. Europe/Paris (par défaut : UTC)
notify-choice-mode-mention = mention
notify-choice-mode-dm = message privé
notify-choice-mode-both = les deux
notify-choice-mode-off = aucune
notify-choice-mode-digest = résumé quotidien
notify-cmd-settings = Rappels et horloge de tour ici (Gérer le serveur pour modifier)
notify-opt-remind-after = Heures avant le premier rappel (par défaut : 24)
notify-opt-remind-every = Heures entre deux rappels (par défaut : 24)
notify-opt-max-reminders = Rappels au maximum par tour (par défaut : 3)
notify-opt-turn-clock = Heures avant que l'horloge de tour agisse (par défaut : 72 ; 0 = jamais)
notify-opt-clock-action = Action de l'horloge de tour (par défaut : passer)
notify-opt-language = Langue des nouvelles parties (par défaut : celle du serveur)
notify-opt-rotate-web-links = Changer les liens web
notify-choice-clock-skip = passer le tour
notify-choice-clock-computer = l'ordinateur joue
notify-choice-clock-remove = retirer le joueur
notify-cmd-away = Suspendre rappels et horloge de tour pour vos tours (≤ 14 jours)
notify-opt-days = Jours d'absence (1–14, au plus 14 sur 30 jours) ; 0 = fin de l'absence
notify-cmd-mine = Vos parties sur tous les serveurs, celles qui vous attendent d'abord
