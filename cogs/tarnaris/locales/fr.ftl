## Woods of Tarnaris (cogs/tarnaris) : refus, message du tour, sélecteurs, événements, règles.

## Cartes dans les phrases
tarnaris-card-a = un { $number }
tarnaris-depth-top = la carte du dessus
tarnaris-depth-second = la carte sous celle du dessus
tarnaris-depth-nth = la { $depth }e carte en partant du dessus

## Refus (text.py)
tarnaris-error-bad-value = `{ $key }` doit être un nombre de { $minimum } à { $maximum } (vous avez indiqué { $value }).
tarnaris-error-bad-slots = Indiquez des numéros d'emplacement de 1 à 10 séparés par des virgules, par exemple `3,7,2`.
tarnaris-error-bad-slots-length = Indiquez des numéros d'emplacement de 1 à 10 séparés par des virgules, par exemple `3,7,2` ({ $length ->
    [one] { $length } seul
   *[other] { $length } différents, le plus petit d'abord
 }).
tarnaris-error-wrong-phase-reveal = Retournez d'abord un emplacement (avec les boutons des emplacements).
tarnaris-error-wrong-phase-lay = Vous avez déjà retourné vos cartes : posez les cartes révélées, remettez-les, ou appuyez sur Terminé.
tarnaris-error-nothing-to-reveal = L'emplacement { $slot } n'a rien à retourner (il est vide ou a déjà été retourné pendant ce tour) ; choisissez-en un autre.
tarnaris-error-does-not-fit = Cette carte ne va pas sur cette pile : une carte ne se pose que sur une pile dont la carte du dessus vaut un de moins. Utilisez les boutons Poser, ou remettez la carte.
tarnaris-error-nothing-to-return = Il ne reste aucune carte révélée à remettre.
tarnaris-error-wrong-slot = Cette carte ne peut pas retourner sur l'emplacement { $slot } : elle revient sur son propre emplacement (à la première manche, sur l'un des deux emplacements retournés pendant ce tour).
tarnaris-error-claim-new-pile = Une nouvelle pile ne commence que par un 1 ; pour annoncer une carte plus forte, choisissez la pile sur laquelle elle va.
tarnaris-error-claim-number = Cette pile attend maintenant un { $expected } ; regardez la table la plus récente et annoncez à nouveau.
tarnaris-error-no-such-pile = Il n'y a pas de pile { $pile } ; choisissez une pile de la table, ou `new` pour un 1.
tarnaris-error-empty-slot = L'emplacement { $slot } de cette zone de jeu est vide (ou contient moins de cartes que vous n'en indiquez) ; choisissez un emplacement qui contient des cartes.
tarnaris-error-empty-slots = L'un de ces emplacements est vide ; choisissez des emplacements qui contiennent des cartes.
tarnaris-error-chain-too-long = Une chaîne à partir de { $number } compte au plus { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
 } (les piles s'arrêtent à 10).
tarnaris-error-choice-pending = Tout le monde attend que { $name } fasse un choix (fonction spéciale ou pénalité) ; réessayez une fois ce choix fait.
tarnaris-error-no-such-choice = Vous n'avez pas ce choix à faire en ce moment ; le message du tour indique qui choisit quoi.
tarnaris-error-cannot-give = { $name } ne peut pas donner de carte de pénalité (plus aucune carte dans sa zone de jeu) ; choisissez un autre joueur.
tarnaris-error-bad-player = Choisissez un autre joueur encore en jeu.
tarnaris-error-nothing-to-mix = La zone de jeu de { $name } est vide ; choisissez un autre joueur.
tarnaris-error-both-empty = Les deux emplacements sont vides ; échangez un emplacement qui contient des cartes.
tarnaris-error-no-peek = Vous n'avez pas de coup d'œil à utiliser : chaque 10 posé sur une pile en donne un.
tarnaris-error-nothing-to-claim = Votre zone de jeu est vide : il n'y a rien à annoncer.
tarnaris-error-tray-empty = Personne ne vous a passé de carte : il n'y a rien à placer.
tarnaris-error-place-passed-first = On vous a passé une carte : placez-la d'abord sur l'un de vos emplacements (`/tarnaris place` ou le bouton Placer).
tarnaris-error-player-or-seat = Indiquez pour qui : `player` (une personne) ou `seat` (n'importe quel joueur, ordinateur compris, selon les places de `/game status`), l'un des deux.
tarnaris-error-no-such-seat = Il n'y a pas de place { $seat } : cette partie en compte { $seats } ; `/game status` les liste.
tarnaris-error-not-a-player = { $name } ne joue pas dans cette partie ; choisissez l'un de ses joueurs.
tarnaris-error-not-your-choice = C'est à { $name } de faire ce choix, pas à vous.
tarnaris-error-no-choice-waiting = Aucun choix ne vous attend en ce moment.
tarnaris-error-pile-option = `{ $value }` n'est pas une pile : indiquez un numéro de pile (1, 2, …) ou `new` pour un 1.
tarnaris-error-slot-or-slots = Indiquez la carte à annoncer : `slot` pour une carte, ou `slots` (par exemple `3,7,2`) pour une chaîne — l'un des deux, pas les deux.

## L'adaptateur (adapter.py)
tarnaris-group = Woods of Tarnaris : montez les piles de 1 à 10 avec vos cartes cachées
tarnaris-option-giver-chooses = Qui donne la carte de pénalité choisit l'emplacement (sinon : au hasard)
tarnaris-hand-title = Votre zone de jeu
tarnaris-rules = **Woods of Tarnaris: Path to Luslaria** (2 à 4 joueurs). Chaque joueur a devant lui une zone de jeu de dix emplacements, chacun formé de deux cartes de son blason, face cachée. À votre tour, retournez deux emplacements à la première manche, un seul ensuite, et posez les cartes révélées sur les piles, chacune d'un de plus que la carte du dessus de sa pile : un 1 commence une nouvelle pile, un 10 la ferme. Remettez face cachée ce que vous ne pouvez pas poser. À tout moment, même pendant le tour d'un autre, chacun peut crier « Je sais ! » pour annoncer que la carte du dessus de l'un de ses emplacements va sur une pile : si c'est juste, elle y est posée ; si c'est faux, elle retourne à sa place, et vous choisissez un joueur qui doit vous donner sans la regarder une de ses cartes (au hasard, sauf si la partie laisse le donneur choisir), posée en pénalité sur cet emplacement. Certaines cartes ont une fonction spéciale : un 3 passe une carte à un autre joueur, un 5 mélange quatre cartes d'un autre joueur, un 7 échange un emplacement avec celui d'un autre joueur (une position vide compte comme emplacement), un 10 donne à chacun un coup d'œil privé sur une carte de sa propre zone de jeu, visible jusqu'à la fin de son prochain tour. Une fois le tour fini, aucun message ne nomme plus une carte remise face cachée : à vous de vous en souvenir. Le premier qui vide sa zone de jeu gagne ; si un abandon ne laisse plus aucune carte posable, celui à qui il reste le moins de cartes gagne.
    Pour jouer : les boutons sous le dernier message de la partie (**Retourner**, **Poser**, **Terminé**, **Je sais !**), ou `/tarnaris reveal slot:<n>`, `/tarnaris lay card:<i> pile:<p>`, `/tarnaris done` et `/tarnaris claim slot:<n> pile:<p|new>` ; `/game hand` vous montre votre zone de jeu en privé.
tarnaris-phase = manche { $round }, { $phase ->
    [reveal] retourner
   *[lay] poser
 }
tarnaris-special-3 = possibilité de passer une carte à un autre joueur
tarnaris-special-5 = possibilité de mélanger des cartes du dessus d'un autre joueur
tarnaris-special-7 = possibilité d'échanger un emplacement avec un autre joueur
tarnaris-special-10 = la pile est fermée et chacun peut jeter un coup d'œil à une de ses cartes
tarnaris-pending-sf3 = carte 3, passer une carte
tarnaris-pending-sf5 = carte 5, quelles cartes du dessus mélanger
tarnaris-pending-sf5-return = carte 5, où vont les cartes mélangées
tarnaris-pending-sf7 = carte 7, quels emplacements échanger
tarnaris-pending-penalty = qui donne la carte de pénalité
tarnaris-pending-give = quelle carte donner en pénalité
tarnaris-pending-unknown = un choix
tarnaris-turn-waiting = On attend { $name } : { $what }. Les annonces sont suspendues jusque-là.
tarnaris-turn-reveal = { $name }, à vous : retournez { $count ->
    [2] deux emplacements
   *[single] un emplacement
 }. Chacun peut crier « Je sais ! » à tout moment.
tarnaris-turn-revealed-card = { $index }) le { $number } de l'emplacement { $slot }
tarnaris-turn-none-left = plus aucune
tarnaris-turn-lay = { $name }, à vous : posez les cartes révélées qui vont, remettez les autres, puis Terminé. Révélées : { $cards }. Chacun peut crier « Je sais ! » à tout moment.
tarnaris-hand-field = Votre zone de jeu, { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
 } (emplacement : cartes) : { $counts }.
tarnaris-hand-known = { $where } : { $card }
tarnaris-hand-peeked = Vous avez regardé l'emplacement { $slot } : { $cards }.
tarnaris-hand-peeks-last = Les cartes regardées s'affichent ici jusqu'à la fin de votre prochain tour.
tarnaris-hand-tray = Cartes qu'on vous a passées, à placer : { $count }.
tarnaris-status-piles = Piles : { $count }.
tarnaris-status-fields = Cartes restantes dans chaque zone de jeu : { $fields }.
tarnaris-status-left = { $name } { $count }
tarnaris-status-resigned = { $name } a abandonné
tarnaris-someone = quelqu'un
tarnaris-event-revealed = { $name } a retourné l'emplacement { $slot } : { $numbers }.
tarnaris-event-revealed-down = { $name } a retourné l'emplacement { $slot } ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
 }).
tarnaris-event-laid = { $name } a posé le { $number } sur la pile { $pile }.
tarnaris-event-pile-started = Le 1 révélé de l'emplacement { $slot } commence la pile { $pile }.
tarnaris-event-returned = { $name } a remis { $count ->
    [one] une carte
   *[other] { $count } cartes
 } face cachée (emplacement { $slots }).
tarnaris-event-turn = Au tour de { $name }.
tarnaris-event-claimed = { $name } : « Je sais ! » Emplacement { $slots } sur la pile { $pile }.
tarnaris-event-claimed-new = { $name } : « Je sais ! » Emplacement { $slots } sur une nouvelle pile.
tarnaris-event-claim-right = Juste ! Le { $number } de { $name } va sur la pile { $pile }.
tarnaris-event-claim-wrong = Faux : l'emplacement { $slot } de { $name } cachait { $card } ; la carte retourne face cachée.
tarnaris-event-claim-wrong-down = Faux : l'emplacement { $slot } de { $name } n'était pas le bon ; la carte retourne face cachée.
tarnaris-event-claim-lost-race = L'annonce de { $name } sur la pile { $pile } arrive trop tard : la pile était déjà à { $number }. Elle ne compte pas (pas de pénalité).
tarnaris-event-claims-withdrawn = Le reste de la chaîne de { $name } retourne face cachée.
tarnaris-event-penalty-chosen = { $giver } donne la carte de pénalité à { $name } et choisit laquelle.
tarnaris-event-penalty = { $giver } donne une carte de pénalité à { $name } (de l'emplacement { $from_slot }) ; elle va sur l'emplacement { $slot } de { $name }.
tarnaris-event-no-penalty = Personne ne peut donner de carte de pénalité à { $name }.
tarnaris-event-special = { $name } a joué { $card } : { $what }.
tarnaris-event-passed = { $name } a passé la carte du dessus de l'emplacement { $slot } à { $player }.
tarnaris-event-placed-passed = { $name } a placé la carte reçue sur l'emplacement { $slot }.
tarnaris-event-mixing = { $name } prend les cartes du dessus des emplacements { $slots } de { $player } pour les mélanger.
tarnaris-event-mixed = { $name } a remis les cartes mélangées sur les emplacements { $slots } de { $player }.
tarnaris-event-swapped = { $name } a échangé son emplacement { $slot } avec l'emplacement { $their } de { $player }.
tarnaris-event-skipped = { $name } n'a pas utilisé le { $number }.
tarnaris-event-peeked = { $name } a regardé { $where } de son emplacement { $slot }.

## Les commandes /tarnaris (commands.py) : descriptions ≤ 100 caractères
tarnaris-cmd-reveal = Votre tour : retourner un de vos emplacements
tarnaris-cmd-lay = Votre tour : poser une carte révélée sur une pile
tarnaris-cmd-return = Votre tour : remettre une carte révélée face cachée
tarnaris-cmd-done = Votre tour : remettre le reste face cachée et finir votre tour
tarnaris-cmd-claim = « Je sais ! » : une de vos cartes du dessus va sur une pile
tarnaris-cmd-pass = Carte 3 : passer la carte du dessus d'un de vos emplacements
tarnaris-cmd-mix = Carte 5 : mélanger jusqu'à quatre cartes du dessus d'un joueur
tarnaris-cmd-mixback = Carte 5 : où vont les cartes mélangées
tarnaris-cmd-swap = Carte 7 : échanger un de vos emplacements avec celui d'un joueur
tarnaris-cmd-skip = Cartes 3, 5, 7 : renoncer à la fonction spéciale
tarnaris-cmd-penalty = Après une annonce fausse : qui vous donne la carte de pénalité
tarnaris-cmd-give = Donner la carte de pénalité : celle du dessus d'un de vos emplacements
tarnaris-cmd-place = Carte 3 : poser la carte reçue sur un emplacement
tarnaris-cmd-peek = Carte 10 : regarder une de vos cartes
tarnaris-opt-game = La partie (par défaut : celle du fil ou la vôtre)
tarnaris-opt-seat = Ou sa place dans /game status (pour un ordinateur)
tarnaris-opt-your-slot = Votre emplacement
tarnaris-opt-reveal-slot = L'emplacement (1–10)
tarnaris-opt-revealed-card = La carte révélée (son numéro dans le message du tour)
tarnaris-opt-lay-pile = La pile (son numéro sur la table)
tarnaris-opt-return-slot = L'emplacement (le sien ; à la première manche, l'un des deux retournés)
tarnaris-opt-claim-pile = Le numéro de la pile où elle va, ou new pour un 1
tarnaris-opt-claim-slot = L'emplacement dont vous annoncez la carte du dessus
tarnaris-opt-claim-slots = Une chaîne de vos emplacements, dans l'ordre, par ex. 3,7,2
tarnaris-opt-pass-player = Qui la reçoit
tarnaris-opt-mix-player = Le joueur dont vous mélangez les cartes
tarnaris-opt-mix-slots = Ses emplacements, par ex. 1,4,6,9 (quatre, ou tous les non vides s'il y en a moins)
tarnaris-opt-mixback-slots = Autant d'emplacements différents de ce joueur, par ex. 2,3,8,10
tarnaris-opt-swap-player = L'autre joueur
tarnaris-opt-swap-their-slot = Son emplacement
tarnaris-opt-penalty-player = Le joueur qui la donne
tarnaris-opt-peek-card = Quelle carte de l'emplacement, à partir du dessus (par défaut : 1)

## Le message du tour et ses appels (public : la langue de la partie)
tarnaris-header = **{ $title }** · partie n° { $game } · coup { $move }
tarnaris-game-over = La partie est terminée.
tarnaris-turn-over = Ce tour est terminé ; ses cartes sont de nouveau face cachée.
tarnaris-moved-on-clock = La partie a avancé : le temps du tour était écoulé. Voir le message plus récent ci-dessous.
tarnaris-moved-on-resignation = La partie a avancé : un joueur a abandonné. Voir le message plus récent ci-dessous.
tarnaris-moved-on-take-back = La partie a avancé : un coup a été repris. Voir le message plus récent ci-dessous.
tarnaris-button-claim = Je sais !
tarnaris-button-field = Votre zone de jeu
tarnaris-button-give = Donner la carte de pénalité
tarnaris-button-choose = Faire votre choix
tarnaris-button-reveal = Retourner { $slot }
tarnaris-button-lay = Poser le { $number } (emplacement { $slot }) sur la pile { $pile }
tarnaris-button-return-one = En remettre une…
tarnaris-button-done = Terminé (remettre le reste)
tarnaris-button-place = Placer la carte reçue
tarnaris-button-peek-card = Coup d'œil (carte 10)
tarnaris-button-peek = Coup d'œil
tarnaris-button-skip = Passer (ne pas l'utiliser)
tarnaris-choice-sf3 = carte 3 : passer la carte du dessus de l'un de vos emplacements à un autre joueur
tarnaris-choice-sf5 = carte 5 : mélanger jusqu'à quatre cartes du dessus de la zone de jeu d'un autre joueur
tarnaris-choice-sf5-return = carte 5 : les emplacements qui reçoivent les cartes mélangées
tarnaris-choice-sf7 = carte 7 : échanger l'un de vos emplacements avec celui d'un autre joueur
tarnaris-choice-penalty = qui vous donne la carte de pénalité
tarnaris-choice-give = quelle carte vous donnez en pénalité
tarnaris-call-choice = { $mentions }, c'est à vous de choisir : { $what }. Appuyez sur le bouton (la suite ne sera visible que par vous).
tarnaris-call-passed = { $mentions }, { $name } vous a passé une carte face cachée (fonction spéciale du 3). Placez-la sur l'un de vos emplacements avant votre prochaine action.
tarnaris-call-peek = { $mentions }, un 10 a fermé une pile : chacun de vous peut regarder en privé une carte de sa zone de jeu d'ici la fin de son prochain tour, et la garder en vue jusque-là.

## Réponses privées et sélecteurs (la langue de l'utilisateur)
tarnaris-slot = Emplacement { $slot }
tarnaris-your-slot = Votre emplacement
tarnaris-slot-option = Emplacement { $slot } ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
 })
tarnaris-slot-option-peeked = Emplacement { $slot } ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
 }, dessus : { $card }, vu d'un coup d'œil)
tarnaris-their-slot-option = Emplacement { $slot } de { $name } ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
 })
tarnaris-note-right = Juste : votre { $number } est sur la pile { $pile }.
tarnaris-note-wrong = Faux : l'emplacement { $slot } cachait { $card } ; la carte retourne face cachée et vous recevez dessus une carte de pénalité.
tarnaris-note-too-late = Trop tard : la pile { $pile } était déjà à { $number } quand votre annonce est arrivée, elle ne compte donc pas. Votre carte reste face cachée à sa place, sans pénalité.
tarnaris-note-peek = Emplacement { $slot } : { $where } est { $card }. Elle n'est visible que par vous, dans votre zone de jeu, jusqu'à la fin de votre prochain tour.
tarnaris-note-peek-gone = Emplacement { $slot } : { $where } n'y est plus. Ceci n'est visible que par vous, dans votre zone de jeu, jusqu'à la fin de votre prochain tour.
tarnaris-note-penalty = { $giver } vous a donné une carte de pénalité ; elle est sur votre emplacement { $slot }.
tarnaris-note-turn-over = Votre tour est fini : vos cartes sont de nouveau face cachée, souvenez-vous-en !
tarnaris-note-done = C'est fait.
tarnaris-note-returned = Remise sur l'emplacement { $slot }.
tarnaris-note-skipped = Vous renoncez à la fonction spéciale.
tarnaris-pick-place = On vous a passé une carte : choisissez l'emplacement où elle va (dessus, face cachée).
tarnaris-pick-place-placeholder = Emplacement pour la carte reçue
tarnaris-pick-sf3 = Carte 3 : passez la carte du dessus de l'un de vos emplacements à un autre joueur. Quel emplacement ?
tarnaris-pick-sf3-player = Carte 3 : à qui passer la carte du dessus de votre emplacement { $slot } ?
tarnaris-pick-sf5 = Carte 5 : dans quelle zone de jeu mélangez-vous des cartes (jusqu'à quatre cartes du dessus, sans les voir) ?
tarnaris-pick-sf5-slots = Carte 5 : choisissez { $count ->
    [one] { $count } emplacement
   *[other] { $count } emplacements
 } de { $name } ; leurs cartes du dessus sont mélangées.
tarnaris-pick-sf5-slots-placeholder = { $count ->
    [one] { $count } emplacement
   *[other] { $count } emplacements
 }
tarnaris-pick-sf5-return = Carte 5 : { $count ->
    [one] la carte mélangée retourne sur { $count } emplacement
   *[other] les { $count } cartes mélangées retournent, une par emplacement, sur { $count } emplacements différents
 } de la zone de jeu de { $name }. Choisissez les emplacements.
tarnaris-pick-sf5-return-placeholder = { $count ->
    [one] { $count } emplacement
   *[other] { $count } emplacements
 } de { $name }
tarnaris-pick-sf7 = Carte 7 : échangez l'un de vos emplacements (toute sa pile de cartes) avec celui d'un autre joueur. Votre emplacement ?
tarnaris-pick-sf7-player = Carte 7 : échanger votre emplacement { $slot } avec l'emplacement de qui ?
tarnaris-pick-sf7-slot = Carte 7 : votre emplacement { $slot } s'échange avec quel emplacement de { $name } ?
tarnaris-pick-sf7-placeholder = Son emplacement
tarnaris-pick-penalty = Votre annonce était fausse : qui vous donne la carte de pénalité ?
tarnaris-pick-give = Vous donnez une carte de pénalité à { $name } : la carte du dessus de quel emplacement ?
tarnaris-return-option = Le { $number } (de l'emplacement { $slot }) sur l'emplacement { $to }
tarnaris-pick-return = Remettez une carte face cachée (la première remise se retrouve dessous) ; Terminé remet les autres dans l'ordre.
tarnaris-pick-return-placeholder = Carte et emplacement
tarnaris-pick-claim-slot = **Je sais !** Lequel de vos emplacements a la carte du dessus que vous connaissez ? (Choisissez ensuite sa pile.)
tarnaris-pick-claim-pile = **Je sais !** La carte du dessus de votre emplacement { $slot } va sur quelle pile ?
tarnaris-pile-new = Nouvelle pile (c'est un 1)
tarnaris-pile-option = Pile { $pile } : c'est { $card }
tarnaris-pick-peek = Coup d'œil : quelle carte de votre zone de jeu ? N'importe laquelle, celle du dessus ou une en dessous ; elle ne sera visible que par vous, dans votre zone de jeu, jusqu'à la fin de votre prochain tour.
tarnaris-pick-peek-placeholder = Votre carte
tarnaris-peek-option = Emplacement { $slot }, { $where }

## Added for issue 26 (words): computer seats, why a game ended, too-long texts
tarnaris-reason-emptied-field = zone de jeu vidée en premier
tarnaris-reason-dead-position = plus aucune carte ne pouvait être posée : l'emporte qui a le moins de cartes
