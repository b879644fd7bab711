# Les textes du kit (cogs/kit) : refus, salon, messages de tour, mains, boutons.

## Listes et noms

kit-another-player = un autre joueur
kit-seat-number = place { $seat }

## Refus (cogs/kit/text.py)

kit-error-unknown = Ce n'est pas possible pour le moment (`{ $code }`).
kit-error-no-games = Vous ne jouez à aucune partie en cours ici. Lancez-en une avec { $commands }, ou rejoignez-en une avec `/game join`.
kit-error-choose-game = Vous jouez à { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    } ici ; choisissez-en une avec l'option `game` (commencez à taper pour les voir), ou utilisez la commande dans le fil de la partie s'il existe.
kit-error-no-lobbies = Il n'y a aucune partie à rejoindre ici. Lancez-en une avec { $commands }, ou utilisez `/game list` pour voir les parties de ce serveur.
kit-error-choose-lobby = Vous pouvez rejoindre { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    } ici ; choisissez-en une avec l'option `game` (commencez à taper pour les voir), ou appuyez sur **Rejoindre** sous son message.
kit-error-new-in-game-thread = Ce fil est celui de la partie de { $title } n° { $game_id }, et les commandes utilisées ici agissent sur elle ; lancez votre nouvelle partie dans le salon au-dessus, où elle aura son propre fil.
kit-error-other-kind = La partie n° { $game_id } est une partie de { $title } : les commandes `/{ $command }` ne peuvent rien y faire ; utilisez-les dans le fil de votre partie de { $wanted }, ou choisissez celle-ci avec l'option `game`.
kit-error-unknown-game-id = Je ne connais pas cette partie. Choisissez-en une parmi les suggestions de l'option `game`, ou utilisez `/game list` pour voir les parties de ce serveur.
kit-error-other-server = Cette partie appartient à un autre serveur ; choisissez-en une de ce serveur.
kit-error-no-such-game-type = Il n'existe pas de jeu appelé `{ $name }` ; les jeux sont : { $games }.
kit-error-no-channel = Utilisez cette commande dans un salon de serveur.
kit-error-check-failed = Vous n'avez pas ici les permissions que demande cette commande.
kit-error-outdated-command = Votre application Discord affiche une ancienne version de `/{ $command }`. Rechargez Discord (Ctrl+R, ou redémarrez l'application) pour obtenir les commandes actuelles, puis réessayez.
kit-error-unknown-component = Ce bouton ou ce menu vient d'une ancienne version du bot ; utilisez les boutons du message le plus récent de la partie.
kit-error-bad-choice = Ce choix ne figure pas dans ce menu ; choisissez une des options qu'il propose, ou utilisez le message le plus récent de la partie.
kit-error-cannot-cancel = Seul le joueur qui a créé cette partie, ou un membre ayant la permission Gérer le serveur, peut l'annuler.
kit-error-not-in-game = Vous ne jouez pas à la partie n° { $game_id } : ses boutons et ses coups ne sont pas pour vous, mais vous pouvez la suivre. Pour jouer, rejoignez une partie tant qu'elle est en salle d'attente (`/game join`), ou lancez-en une avec { $commands }.
kit-error-not-in-this-game = Vous ne jouez pas à cette partie : ses boutons et ses coups ne sont pas pour vous, mais vous pouvez la suivre. Pour jouer, rejoignez une partie tant qu'elle est en salle d'attente (`/game join`), ou lancez-en une avec { $commands }.
kit-error-no-hand-yet = Les mains sont distribuées au début de la partie ; attendez que son créateur la lance.
kit-error-not-found = La partie n° { $game_id } n'existe plus. Utilisez `/game list` pour voir les parties d'ici.
kit-error-this-not-found = Cette partie n'existe plus. Utilisez `/game list` pour voir les parties d'ici.
kit-error-not-seated = Vous ne jouez pas à la partie n° { $game_id }. Rejoignez une partie tant qu'elle est en salle d'attente (`/game join` ou son bouton Rejoindre).
kit-error-not-seated-here = Vous ne jouez pas à cette partie. Rejoignez une partie tant qu'elle est en salle d'attente (`/game join` ou son bouton Rejoindre).
kit-error-not-creator = Seul le joueur qui a créé cette partie peut faire cela ; demandez-le-lui, ou lancez la vôtre avec { $commands }.
kit-error-creator-must-cancel = Vous avez créé cette partie, vous ne pouvez donc pas la quitter ; annulez-la plutôt avec `/game cancel`.
kit-error-lobby-full = Cette partie est complète ({ $max_seats ->
        [one] { $max_seats } place
       *[other] { $max_seats } places
    }). Lancez-en une nouvelle, ou attendez qu'un joueur s'en aille.
kit-error-already-joined = Vous avez déjà rejoint cette partie ; attendez que son créateur la lance.
kit-error-not-joined = Vous n'avez pas rejoint cette partie : il n'y a rien à quitter.
kit-error-too-many-bots = Une partie à { $seats } places accueille au plus { $most ->
        [one] { $most } ordinateur
       *[other] { $most } ordinateurs
    } (une place est la vôtre), pas { $bots } : demandez moins d'ordinateurs (`bots`) ou plus de places (`seats`).
kit-error-no-computer-seat = La partie n° { $game_id } n'a aucun joueur ordinateur à retirer ; `/game addbot` en ajoute un.
kit-error-no-computer-seat-here = Cette partie n'a aucun joueur ordinateur à retirer ; `/game addbot` en ajoute un.
kit-error-not-a-computer = La place { $seat } n'est pas celle d'un joueur ordinateur ; `/game status` liste les places (celle d'un ordinateur porte le robot).
kit-error-unknown-level = Le niveau d'ordinateur { $level } n'existe pas ; choisissez facile, moyen ou difficile.
kit-error-too-few-players = La partie demande au moins { $minimum ->
        [one] { $minimum } joueur
       *[other] { $minimum } joueurs
    } et en a { $players } ; attendez que d'autres la rejoignent.
kit-error-colour-taken = Quelqu'un d'autre joue déjà en { $colour } ; choisissez une autre couleur.
kit-error-not-lobby = Cette partie a déjà commencé (ou est terminée) : on ne peut plus la rejoindre ni la quitter ainsi ; lancez une nouvelle partie avec { $commands }.
kit-error-leave-started = La partie n° { $game_id } a commencé : on ne peut plus simplement la quitter. Pour l'abandonner, utilisez `/game resign` (les autres continuent).
kit-error-not-started = Cette partie n'a pas encore commencé : son créateur la lance dès qu'assez de joueurs l'ont rejointe.
kit-error-game-over = Cette partie est terminée : elle n'accepte plus de coups. Lancez-en une nouvelle avec { $commands }.
kit-error-game-changed = La partie a changé pendant que vous jouiez (quelqu'un a joué avant vous). Regardez la position la plus récente et réessayez.
kit-error-game-damaged = La position enregistrée de cette partie n'a pas passé le contrôle de cohérence : la partie est suspendue. Prévenez les modérateurs du serveur.
kit-error-busy = La base de données est occupée en ce moment ; réessayez dans un instant.
kit-error-guild-only = Les parties se lancent dans le salon d'un serveur, pas en message privé.
kit-error-manage-server-only = Seuls les membres ayant la permission Gérer le serveur peuvent modifier ces réglages ; `/game settings` sans option les affiche.
kit-error-unknown-setting = Il n'existe pas de réglage appelé { $names }.
kit-error-bad-setting-value = Cette valeur ne convient pas à `{ $name }` ; les suggestions de l'option montrent ce qui convient.
kit-error-bad-quiet-hours = `{ $given }` n'est pas une plage d'heures calmes : écrivez deux heures différentes de 0 à 23 reliées par un tiret, comme `22-08` (de 22 h à 8 h), ou `off` pour les arrêter.
kit-error-bad-timezone = Je ne connais pas le fuseau horaire `{ $given }` ; choisissez-en un parmi les suggestions de l'option `timezone`, comme `Europe/Paris` ou `America/New_York`.
kit-error-away-quota = C'est plus d'absence qu'il n'en reste ce mois-ci ({ $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }) ; choisissez une absence plus courte.
kit-error-not-your-turn = Ce n'est pas votre tour, c'est celui de { $player }. Vous recevrez une mention quand ce sera le vôtre.
kit-error-not-playing = Vous n'êtes plus en jeu dans cette partie : vous ne pouvez plus jouer.
kit-error-resigned = Vous avez abandonné cette partie : vous ne pouvez plus jouer.
kit-error-wrong-phase = Ce coup ne correspond pas à la phase actuelle de la partie.
kit-error-state-format = Cette partie a été enregistrée par une autre version du bot et ne peut pas être lue pour l'instant ; prévenez les modérateurs du serveur.
kit-error-move-shape = Ce coup n'a pas de sens pour ce jeu.
kit-error-move-kind = Ce jeu n'a pas de coup appelé `{ $kind }`.
kit-error-player-count = Ce jeu se joue de { $minimum } à { $maximum } joueurs, pas { $players }.
kit-error-unknown-option = Ce jeu n'a pas d'option { $names } ; ses options sont : { $known }.
kit-error-option-value = L'option `{ $name }` ne peut pas prendre la valeur { $value }.
kit-error-option-range = L'option `{ $name }` doit être comprise entre { $minimum } et { $maximum } (vous avez indiqué { $value }).
kit-error-option-choice = L'option `{ $name }` doit prendre l'une de ces valeurs : { $choices }.
kit-error-no-game-end = Sans score à atteindre ni nombre de manches, la partie ne finirait jamais ; fixez l'un des deux.
kit-apology = Désolé, un problème est survenu de mon côté. Il est enregistré sous la référence `{ $error_id }` ; citez-la si vous le signalez.
kit-moved-on = La partie a avancé depuis que ce bouton a été publié ; utilisez les boutons du message le plus récent de la partie.
kit-moved-on-at = La partie a avancé depuis que ce bouton a été publié ; la position la plus récente : { $url }

## Valeurs par défaut des adaptateurs de jeu (cogs/kit/adapter.py)

kit-hand-title = Votre main
kit-options = Options : { $options }
kit-options-standard = Options : règles standard
kit-option-on = oui
kit-option-off = non
kit-phase-lobby = en attente de joueurs
kit-phase-playing = en cours
kit-phase-over = terminée
kit-phase-cancelled = annulée
kit-turn-over = Partie terminée : victoire de { $winners } ({ $reason }).
kit-turn-over-nobody = Partie terminée : personne n'a gagné ({ $reason }).
kit-turn-cancelled = Cette partie a été annulée.
kit-turn-waiting = En attente.
kit-turn-waiting-for = En attente de { $players }.
kit-event-resigned = { $player } abandonne.
kit-button-hand = Votre main
kit-hand-header = **{ $title } — { $game } n° { $game_id }** (visible uniquement par vous)

## Le nom d'une partie dans l'autocomplétion et les listes (cogs/kit/context.py)

kit-label-lobby = salle d'attente { $seated }/{ $seats }
kit-label-your-turn = à vous de jouer
kit-label-active = en cours
kit-label-finished = terminée
kit-label-cancelled = annulée
kit-label-by = { $label } · par { $creator }

## Le salon (cogs/kit/lobby.py)

kit-cmd-new = Ouvrir une partie de { $title } ; les autres la rejoignent avec son bouton
kit-opt-seats = Nombre maximal de joueurs (de { $minimum } à { $maximum } ; par défaut : { $maximum })
kit-opt-turn-clock = Nombre d'heures qu'un tour peut attendre (0 = sans limite ; par défaut : réglage du serveur)
kit-opt-clock-action = Ce que fait l'horloge de tour quand le temps est écoulé
kit-opt-bots = Nombre de joueurs ordinateurs à ajouter (sans option seats, la partie commence aussitôt)
kit-opt-bot-level = Le niveau de jeu de ces ordinateurs (par défaut : facile)
kit-opt-language = Langue des messages publics de la partie (par défaut : celle du serveur)
kit-lobby-someone = quelqu'un
kit-lobby-nobody = personne pour l'instant
kit-lobby-header = **{ $title }** · partie n° { $game_id }
kit-lobby-seats = Créée par { $creator } · places { $seated }/{ $seats } (au moins { $minimum } pour commencer)
kit-lobby-players = Joueurs : { $players }
kit-lobby-press-join = Appuyez sur **Rejoindre** pour jouer ; { $creator } appuie sur **Lancer** quand tout le monde est prêt.
kit-lobby-started = La partie a commencé.
kit-lobby-over = La partie est terminée.
kit-lobby-joined = Vous avez rejoint la partie n° { $game_id }.
kit-lobby-left = Vous avez quitté la partie n° { $game_id }.
kit-game-started = La partie n° { $game_id } a commencé.
kit-game-cancelled = La partie n° { $game_id } est annulée.
kit-game-cancelled-by = La partie n° { $game_id } a été annulée par { $user }.
kit-thread-greeting = Ce fil est celui de la partie de { $title } n° { $game_id }. Les commandes utilisées ici agissent sur cette partie. { $mention }
kit-button-join = Rejoindre
kit-button-leave = Quitter
kit-button-start = Lancer

## Le message de tour (cogs/kit/turns.py)

kit-turn-header = **{ $title }** · partie n° { $game_id } · coup { $ply }
kit-turn-earlier = … { $count ->
        [one] { $count } événement précédent
       *[other] { $count } événements précédents
    }
kit-turn-earlier-moves = … et { $count ->
        [one] { $count } coup précédent
       *[other] { $count } coups précédents
    }
kit-move-in = Votre coup est joué.
kit-level-easy = facile
kit-level-medium = moyen
kit-level-hard = difficile
kit-clock-skip = passer le tour
kit-clock-computer = faire jouer l'ordinateur
kit-clock-remove = retirer le joueur

# Issue 31: a failure after the action committed (cogs.kit.errors).
kit-move-stands = C'est fait : la partie n° { $game_id } a bien pris en compte votre action, qui reste valable ; seule la confirmation n'a pas pu s'afficher. Inutile de recommencer.

## Added for issue 26 (words): computer seats, why a game ended, too-long texts
kit-computer = Ordinateur ({ $level })
kit-computer-numbered = Ordinateur { $number } ({ $level })
kit-reason-resigned = tous les autres ont abandonné
kit-reason-other = la partie est arrivée à son terme
kit-error-too-long-name = Ce nom est trop long : { $limit } caractères au plus.
kit-error-too-long-colour = Ce nom de couleur est trop long : { $limit } caractères au plus.

## Table manners (issue 28): take-backs, rematches, invitations
kit-button-take-back = Reprendre le coup
kit-button-accept = Accepter
kit-button-refuse = Refuser
kit-button-rematch = Revanche
kit-button-invite = Inviter
kit-event-took-back = ↩️ { $player } reprend { $moves ->
    [one] un coup
   *[other] { $moves } coups
  }.
kit-opt-invite = Personnes à inviter (@mentions)
kit-lobby-invited = Invités : { $people }
kit-lobby-invitation = ✉️ { $inviter } vous invite à la partie de { $title } n° { $game_id } : appuyez sur **Rejoindre** pour jouer.
kit-lobby-invitation-dm = ✉️ { $inviter } vous invite à la partie de { $title } n° { $game_id } : appuyez sur **Rejoindre** pour jouer, ou ouvrez la salle d'attente : { $url }
kit-lobby-invite-pick = Qui voulez-vous inviter ? Choisissez jusqu'à sept personnes ; chacune reçoit une mention, ou un message privé si elle a choisi d'être prévenue ainsi.
kit-lobby-invite-placeholder = Choisissez les personnes à inviter
kit-lobby-invited-note = Invités : { $people }.
kit-error-take-back-not-yours = Vous ne pouvez reprendre que votre dernier coup, avant que quelqu'un d'autre ne joue.
kit-error-take-back-not-allowed = Ce coup ne peut pas être repris : il vous a montré ce que les autres ne voient pas (une tuile piochée, une carte retournée ou regardée), ou il a terminé la partie. Si vous ne jouez que contre des ordinateurs, tout coup peut être repris, sauf celui qui termine la partie.
kit-error-take-back-asked = Vous avez déjà demandé à reprendre ce coup ; chaque coup n'a droit qu'à une demande.
kit-error-take-back-not-asked = Cette demande s'adresse aux autres joueurs.
kit-error-take-back-refused = Cette demande a été refusée : le coup est maintenu.
kit-error-take-back-late = Trop tard : quelqu'un a joué depuis, le coup est maintenu.
kit-error-take-back-gone = Cette demande de reprise n'existe plus.
kit-error-take-back-ask = D'autres personnes jouent cette partie : elles doivent accepter. Demandez-le avec `/takeback`.
kit-error-take-back-alone = Personne d'autre ne joue cette partie : `/takeback` reprend votre coup aussitôt.
kit-error-rematch-not-over = La partie n° { $game_id } n'est pas terminée ; la revanche se demande une fois la partie finie.
kit-error-no-finished-games = Vous n'avez aucune partie terminée sur ce serveur à rejouer. Lancez-en une nouvelle avec { $commands }.
kit-error-invite-mentions = Désignez les personnes à inviter en les mentionnant : tapez @ dans l'option `invite` et choisissez leurs noms.
kit-error-invite-not-seated = Seuls les joueurs de cette salle d'attente peuvent inviter ; appuyez d'abord sur **Rejoindre**.

# Le compagnon web (issue 30) : des liens vers les pages, quand le bot les sert.
kit-web-game = Suivez cette partie sur le web : { $url }
kit-web-replay = Revoyez cette partie sur le web : { $url }
kit-web-server = Les parties et classements de ce serveur sur le web : { $url }
kit-web-rotated = Nouveaux liens web créés : les anciens liens vers les pages de ce serveur ne fonctionnent plus. La page du serveur est désormais { $url }
kit-error-web-off = Ce bot ne publie pas de pages web ; la personne qui l'héberge peut les activer avec WEB_PORT.
