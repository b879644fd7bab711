## Palmarès (cogs/records) : classements, statistiques, historique, replays, exports, suivi.

records-leaderboard-title = Classement { $game } · { $period }
records-period-all = depuis toujours
records-period-month = 30 derniers jours
records-period-week = 7 derniers jours

records-result-won = gagnée
records-result-lost = perdue
records-result-shared = victoire partagée

records-history-title = **Parties terminées de { $who }** (page { $page } sur { $pages }, les plus récentes d'abord)
records-history-line = n° { $id } { $game } · { $result } · { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } · { $day } · { $link }
records-newer = Plus récentes
records-older = Plus anciennes
records-none-finished = { $who } n'a encore terminé aucune partie ici.

records-stats-title = **Palmarès de { $who }**
records-stats-game = { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }
records-stats-rating = cote { $rating }
records-stats-recent = Récentes : { $games }
records-stats-streak = Meilleure série de victoires : { $count }
records-stats-median = Temps médian par coup : { $time }
records-stats-opening = Votre ouverture la plus fréquente ({ $game }) : « { $opening } » ({ $count ->
        [one] { $count } partie
       *[other] { $count } parties
    })
records-duration-minutes = { $minutes } min
records-duration-hours = { $hours } h { $minutes } min
records-duration-days = { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } { $hours } h

records-not-finished = La partie n° { $id } n'est pas encore terminée : le replay est créé à la fin de la partie.
records-no-replay = Il n'y a pas de replay de la partie n° { $id } (ce jeu n'en a pas, ou il serait trop volumineux).
records-replay = **{ $game }** · partie n° { $id } · replay
records-not-started = La partie n° { $id } n'a pas encore commencé : il n'y a rien à exporter.
records-exported-finished = Partie n° { $id }, l'enregistrement complet (options, graine, places, coups) : il se réimporte et se rejoue jusqu'à la même position finale.
records-exported-running = La partie n° { $id } est toujours en cours : voici ce que tout le monde en voit (options, places, la position publique), sans la graine ni la main de personne.

records-following = Vous suivez la partie n° { $id } : ses messages de tour vous arrivent en message privé jusqu'à sa fin (`/game unfollow` pour arrêter).
records-following-already = Vous suivez déjà la partie n° { $id }.
records-follow-own = Vous jouez dans la partie n° { $id } : ses messages de tour vous parviennent déjà.
records-follow-over = La partie n° { $id } est terminée : `/game replay` montre son déroulement.
records-unfollowed = Vous ne suivez plus la partie n° { $id }.
records-not-following = Vous ne suivez pas la partie n° { $id }.

records-not-manager = Seuls les membres ayant la permission Gérer le serveur (ou le rôle de gestion du serveur) peuvent faire cela.
records-recomputed = Cotes recalculées à partir de { $count ->
        [one] { $count } partie terminée.
       *[other] { $count } parties terminées.
    }
records-recomputed-game = Cotes recalculées à partir de { $count ->
        [one] { $count } partie terminée
       *[other] { $count } parties terminées
    } de { $game }.

records-cmd-gameadmin = Gestion du palmarès des jeux du serveur (Gérer le serveur)
records-cmd-recompute = Recalculer les cotes de ce serveur à partir de ses parties
records-cmd-leaderboard = Les meilleurs joueurs d'un jeu sur ce serveur
records-cmd-stats = Le palmarès d'un joueur sur ce serveur, jeu par jeu
records-cmd-history = Les parties terminées d'un joueur, dernières en tête
records-cmd-replay = Le replay animé d'une partie terminée
records-cmd-export = Une partie enregistrée en fichier JSON, en privé
records-cmd-follow = Recevoir en message privé les messages de tour d'une partie
records-cmd-unfollow = Ne plus suivre une partie
records-opt-game = Le jeu
records-opt-game-any = Le jeu (par défaut : tous)
records-opt-period = La période retenue (par défaut : depuis toujours)
records-opt-computers = Afficher les joueurs ordinateurs (par défaut : oui)
records-opt-user = Le joueur (par défaut : vous)
records-opt-id = Numéro de la partie (ex. : 12)
records-choice-period-all = depuis toujours
records-choice-period-month = mois
records-choice-period-week = semaine
