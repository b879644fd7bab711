# /help et l'accueil (cogs/welcome) : les dix premières minutes.

welcome-cmd-help = Ce que fait ce bot, et une partie en solo en un clic
welcome-what = Avec **Tessera**, jouez ici à des jeux de société, à votre rythme : { $games }.
welcome-how = Chaque partie a son propre fil ; quand c'est à vous de jouer, le bot vous prévient, et vous jouez avec des boutons.
welcome-start = Jouez avec les membres de ce serveur, ou en solo contre l'ordinateur : appuyez sur un bouton ci-dessous.
welcome-commands-title = **Cinq commandes à connaître**
welcome-command-new = { $commands } : ouvrir une partie que d'autres pourront rejoindre (ajoutez des joueurs ordinateurs avec `bots`)
welcome-command-join = `/game join` : rejoindre une partie ouverte par quelqu'un
welcome-command-hand = `/game hand` : vos tuiles ou vos cartes, en privé
welcome-command-status = `/game status` : à qui le tour, et où en est la partie
welcome-command-mine = `/game mine` : vos parties sur tous les serveurs, celles qui vous attendent d'abord
welcome-play-alone = Jouer à { $title } en solo
welcome-rules-placeholder = Lire les règles d'un jeu…
