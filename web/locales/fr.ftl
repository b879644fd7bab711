# Les pages web (issue 30) : une partie, son replay, les parties et classements d'un serveur, un joueur.
web-site = Tessera
web-game-title = { $game } · partie n° { $id }
web-status-lobby = La partie cherche des joueurs dans la salle d'attente.
web-status-active = La partie est en cours.
web-status-finished = La partie est terminée.
web-status-cancelled = La partie a été annulée.
web-won-by = Gagnée par { $players }.
web-to-move = C'est à { $players } de jouer.
web-players = Joueurs
web-seat = Place
web-player = Joueur
web-colour = Couleur
web-colour-orange = orange
web-colour-sky-blue = bleu ciel
web-colour-green = vert
web-colour-yellow = jaune
web-colour-blue = bleu
web-colour-vermilion = vermillon
web-colour-pink = rose
web-colour-black = noir
web-score = Score
web-turn = Tour
web-to-move-mark = doit jouer
web-resigned = a abandonné
web-out = éliminé
web-board = Plateau
web-board-alt = Le plateau de { $game } de la partie n° { $id } après { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
    }.
web-moves = Coups
web-no-moves = Aucun coup pour l'instant.
web-setup = Mise en place
web-replay = Replay
web-replay-first = Début
web-replay-back = Reculer
web-replay-forward = Avancer
web-replay-last = Fin
web-replay-slider = Position dans le replay
web-replay-help = Parcourez le replay avec les boutons, le curseur ou les touches fléchées (les touches Début et Fin mènent directement aux extrémités).
web-replay-running = Tant que la partie est en cours, le replay ne montre que ce que montre le fil : les cartes remises face cachée n'y sont pas dévoilées. Le replay complet sera disponible à la fin de la partie.
web-position-alt = Le plateau de { $game } de la partie n° { $id } après le coup { $at }.
web-setup-alt = Le plateau de { $game } de la partie n° { $id } à la mise en place.
web-refresh = Cette page s'actualise automatiquement tant que la partie est en cours.
web-server-title = Parties et classements
web-running = Parties en cours
web-no-running = Aucune partie en cours.
web-leaderboards = Classements
web-period-all = depuis toujours
web-period-month = 30 derniers jours
web-period-week = 7 derniers jours
web-leaderboard = { $game }, { $period }
web-rank = Rang
web-rating = Cote
web-games = Parties
web-wins = Victoires
web-no-ratings = Personne n'a terminé de partie pendant cette période.
web-player-title = { $name }
web-rating-over-time = Évolution de la cote : { $game }
web-chart-alt = { $count ->
    [one] La cote de { $name } à { $game } après { $count } partie, de { $first } à { $last }.
   *[other] La cote de { $name } à { $game } après chacune de ses { $count } parties, de { $first } à { $last }.
    }
web-playing = Parties en cours
web-recent = Parties récentes
web-no-games = Aucune partie terminée pour l'instant.
web-result-won = gagnée
web-result-lost = perdue
web-footer = Lecture seule : cette page ne montre que ce que tout membre du fil de la partie peut voir.
