# /game (cogs/game) : les commandes communes à tous les jeux.

## Descriptions des commandes et des options

game-cmd-group = Les commandes de tous les jeux : rejoindre, main, …
game-cmd-join = Rejoindre une partie en attente de joueurs
game-cmd-leave = Quitter une partie avant son début
game-cmd-start = Lancer votre partie quand assez de joueurs sont là
game-cmd-cancel = Annuler une partie (créateur, ou membre avec Gérer le serveur)
game-cmd-addbot = Ajouter un joueur ordinateur à votre partie (créateur seulement)
game-cmd-kickbot = Retirer un joueur ordinateur de votre partie (créateur seulement)
game-cmd-status = À qui le tour, les places et la phase de jeu
game-cmd-board = Le plateau, tel que tout le monde le voit
game-cmd-hand = Vos tuiles ou vos cartes, en privé
game-cmd-resign = Quitter définitivement une partie en cours (les autres continuent)
game-cmd-list = Les parties de ce serveur
game-cmd-rules = Un court résumé illustré des règles d'un jeu, en privé
game-opt-game = La partie (par défaut : celle du fil ou la vôtre)
game-opt-lobby = La partie à rejoindre (par défaut : celle du fil, ou la seule ouverte)
game-opt-level = Son niveau de jeu (par défaut : facile)
game-opt-seat = La place de l'ordinateur dans /game status (par défaut : la dernière)
game-opt-name = Le jeu

## Réponses

game-mark-creator = créateur
game-mark-computer = { $robot } ordinateur, niveau { $level }
game-mark-resigned = a abandonné
game-mark-to-act = doit jouer
game-status-header = **{ $title }** · partie n° { $game_id } · { $phase }
game-status-seats = Places ({ $seated }/{ $seats }) :
game-status-players = Joueurs ({ $count }) :
game-status-moves = Coups joués : { $ply }.
game-resigned = Vous avez abandonné la partie n° { $game_id }.
game-list-none = Aucune partie en cours sur ce serveur.
game-list-title = **Parties de ce serveur**
game-list-more = … et { $count ->
        [one] { $count } autre
       *[other] { $count } autres
    } (`/game status` avec l'option `game` pour en voir une)
game-bot-added = { $name } a rejoint la partie n° { $game_id } (place { $seat }).
game-bot-removed = { $name } a quitté la partie n° { $game_id }.
