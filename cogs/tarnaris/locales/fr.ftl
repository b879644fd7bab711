## Woods of Tarnaris (cogs/tarnaris) : refus, message du tour, sélecteurs, événements, règles.

## Cartes dans les phrases
tarnaris-card-a = un { $number }
tarnaris-depth-top = la carte du dessus
tarnaris-depth-second = la carte sous celle du dessus
tarnaris-depth-nth = la carte { $depth } en partant du dessus

## Refus (text.py)
tarnaris-error-bad-value = `{ $key }` doit être un nombre de { $minimum } à { $maximum } (tu as donné { $value }).
tarnaris-error-bad-slots = Donne des numéros d'emplacement de 1 à 10 séparés par des virgules, par ex. `3,7,2`.
tarnaris-error-bad-slots-length = Donne des numéros d'emplacement de 1 à 10 séparés par des virgules, par ex. `3,7,2` ({ $length ->
    [one] { $length } seul
   *[other] { $length } différents, le plus petit d'abord
 }).
tarnaris-error-wrong-phase-reveal = Retourne d'abord ton emplacement (les boutons des emplacements).
tarnaris-error-wrong-phase-lay = Tes cartes sont retournées : pose les cartes révélées, remets-les, ou appuie sur Terminé.
tarnaris-error-nothing-to-reveal = L'emplacement { $slot } n'a rien à retourner (il est vide ou a déjà été retourné ce tour-ci) ; choisis un autre emplacement.
tarnaris-error-does-not-fit = Cette carte ne va pas sur cette pile : une carte ne se pose que sur une pile dont la carte du dessus vaut un de moins. Utilise les boutons Poser, ou remets la carte.
tarnaris-error-nothing-to-return = Il ne reste aucune carte révélée à remettre.
tarnaris-error-wrong-slot = Cette carte ne peut pas retourner sur l'emplacement { $slot } : elle revient sur son propre emplacement (au tour 1, sur l'un des deux emplacements retournés ce tour-ci).
tarnaris-error-claim-new-pile = Une nouvelle pile ne commence que par un 1 ; pour annoncer une carte plus haute, choisis la pile sur laquelle elle va.
tarnaris-error-claim-number = Cette pile attend maintenant un { $expected } ; regarde la table la plus récente et annonce à nouveau.
tarnaris-error-no-such-pile = Il n'y a pas de pile { $pile } ; choisis une pile de la table, ou `new` pour un 1.
tarnaris-error-empty-slot = L'emplacement { $slot } de ce champ est vide (ou a moins de cartes que tu n'en as indiqué) ; choisis un emplacement avec des cartes.
tarnaris-error-empty-slots = L'un de ces emplacements est vide ; choisis des emplacements avec des cartes.
tarnaris-error-chain-too-long = Une chaîne à partir de { $number } compte au plus { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
 } (les piles s'arrêtent à 10).
tarnaris-error-choice-pending = Tout le monde attend que { $name } fasse un choix (fonction spéciale ou pénalité) ; réessaie une fois le choix fait.
tarnaris-error-no-such-choice = Tu n'as pas ce choix à faire en ce moment ; le message du tour dit qui choisit quoi.
tarnaris-error-cannot-give = { $name } ne peut pas donner de carte de pénalité (plus aucune carte dans son champ) ; choisis un autre joueur.
tarnaris-error-bad-player = Choisis un autre joueur encore en jeu.
tarnaris-error-nothing-to-mix = Le champ de { $name } est vide ; choisis un autre joueur.
tarnaris-error-both-empty = Les deux emplacements sont vides ; échange un emplacement qui contient des cartes.
tarnaris-error-no-peek = Tu n'as pas de coup d'œil à utiliser : chaque 10 posé sur une pile en donne un.
tarnaris-error-nothing-to-claim = Ton champ est vide : il n'y a rien à annoncer.
tarnaris-error-tray-empty = Personne ne t'a passé de carte, il n'y a donc rien à placer.
tarnaris-error-place-passed-first = On t'a passé une carte : place-la d'abord sur l'un de tes emplacements (`/tarnaris place` ou le bouton Placer).
tarnaris-error-player-or-seat = Indique pour qui : `player` (une personne) ou `seat` (n'importe qui, un joueur ordinateur aussi, selon la numérotation des places de `/game status`), l'un des deux.
tarnaris-error-no-such-seat = Il n'y a pas de place { $seat } : cette partie en compte { $seats } ; `/game status` les liste.
tarnaris-error-not-a-player = { $name } ne joue pas dans cette partie ; choisis l'un de ses joueurs.
tarnaris-error-not-your-choice = C'est à { $name } de faire ce choix, pas à toi.
tarnaris-error-no-choice-waiting = Aucun choix ne t'attend en ce moment.
tarnaris-error-pile-option = `{ $value }` n'est pas une pile : donne un numéro de pile (1, 2, …) ou `new` pour un 1.
tarnaris-error-slot-or-slots = Indique la carte à annoncer : `slot` pour une carte, ou `slots` (par ex. `3,7,2`) pour une chaîne — pas les deux, pas aucun.

## L'adaptateur (adapter.py)
tarnaris-group = Woods of Tarnaris : monte les piles de 1 à 10 depuis ton champ caché
tarnaris-option-giver-chooses = Qui donne une carte de pénalité choisit l'emplacement (K3).
tarnaris-hand-title = Ton champ
tarnaris-rules = **Woods of Tarnaris: Path to Luslaria** (2 à 4 joueurs). Chaque joueur a un champ de dix emplacements face cachée, avec les cartes de son blason. À ton tour, retourne des emplacements et pose les cartes révélées sur les piles, chacune d'un de plus que le dessus de la pile (un 1 commence une nouvelle pile, L1) ; remets face cachée ce que tu ne peux pas poser (T1–T3). N'importe qui peut crier « Je sais ! » à tout moment pour annoncer qu'une de ses cartes cachées va sur une pile (K1) : juste, elle est posée ; faux, une carte de pénalité arrive (K3). Certaines cartes ont une fonction spéciale : un 3 passe une carte, un 5 mélange quatre cartes d'un autre joueur, un 7 échange un emplacement avec celui d'un autre joueur (une position vide compte comme emplacement), un 10 donne à chacun un coup d'œil privé sur une carte de son propre champ, visible jusqu'à la fin de son prochain tour. Une fois le tour fini, aucun message ne nomme une carte retournée face cachée : retiens-la. Vide ton champ pour gagner (W1) ; si un abandon ne laisse plus aucune carte posable, le moins de cartes restantes gagne (W2).
    Jouer : les boutons sous le dernier message de la partie (**Retourner**, **Poser**, **Terminé**, **Je sais !**), ou `/tarnaris reveal slot:<n>`, `/tarnaris lay card:<i> pile:<p>`, `/tarnaris done` et `/tarnaris claim slot:<n> pile:<p|new>` ; `/game hand` te montre ton champ en privé.
tarnaris-phase = manche { $round }, { $phase ->
    [reveal] retourner
   *[lay] poser
 }
tarnaris-special-3 = il peut passer une carte à un autre joueur
tarnaris-special-5 = il peut mélanger les cartes du dessus d'un autre joueur
tarnaris-special-7 = il peut échanger un emplacement avec un autre joueur
tarnaris-special-10 = la pile est fermée et chacun peut jeter un coup d'œil à une carte
tarnaris-pending-sf3 = carte 3, passer une carte
tarnaris-pending-sf5 = carte 5, quelles cartes du dessus mélanger
tarnaris-pending-sf5-return = carte 5, où vont les cartes mélangées
tarnaris-pending-sf7 = carte 7, quels emplacements échanger
tarnaris-pending-penalty = qui donne la carte de pénalité
tarnaris-pending-give = quelle carte donner en pénalité
tarnaris-pending-unknown = un choix
tarnaris-turn-waiting = On attend { $name } : { $what }. Les annonces attendent jusque-là.
tarnaris-turn-reveal = Au tour de { $name } : retourne { $count ->
    [2] deux emplacements
   *[single] un emplacement
 }. Tout joueur assis peut crier « Je sais ! ».
tarnaris-turn-revealed-card = { $index }) le { $number } de l'emplacement { $slot }
tarnaris-turn-none-left = plus aucune
tarnaris-turn-lay = Au tour de { $name } : pose les cartes révélées qui vont, remets le reste, puis Terminé. Révélées : { $cards }. Tout joueur assis peut crier « Je sais ! ».
tarnaris-hand-field = Ton champ, { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
 } (emplacement : cartes) : { $counts }.
tarnaris-hand-known = { $where } est { $card }
tarnaris-hand-peeked = Tu as regardé l'emplacement { $slot } : { $cards }.
tarnaris-hand-peeks-last = Les cartes regardées s'affichent ici jusqu'à la fin de ton prochain tour (SF10).
tarnaris-hand-tray = Cartes qu'on t'a passées, à placer : { $count }.
tarnaris-status-piles = Piles : { $count }.
tarnaris-status-fields = Cartes restantes dans chaque champ : { $fields }.
tarnaris-status-left = { $name } { $count }
tarnaris-status-resigned = { $name } a abandonné
tarnaris-someone = quelqu'un
tarnaris-event-revealed = { $name } a retourné l'emplacement { $slot } : { $numbers }.
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
tarnaris-event-claimed = { $name } : « Je sais ! » emplacement { $slots } sur la pile { $pile }.
tarnaris-event-claimed-new = { $name } : « Je sais ! » emplacement { $slots } sur une nouvelle pile.
tarnaris-event-claim-right = Juste ! Le { $number } de { $name } va sur la pile { $pile }.
tarnaris-event-claim-wrong = Faux : l'emplacement { $slot } de { $name } cachait { $card } ; la carte retourne face cachée.
tarnaris-event-claim-wrong-down = Faux : l'emplacement { $slot } de { $name } n'était pas le bon ; la carte retourne face cachée.
tarnaris-event-claim-lost-race = L'annonce de { $name } sur la pile { $pile } arrive trop tard : la pile était déjà à { $number }. Elle ne compte pas (pas de pénalité).
tarnaris-event-claims-withdrawn = Le reste de la chaîne de { $name } retourne face cachée.
tarnaris-event-penalty-chosen = { $giver } donne la carte de pénalité à { $name } et choisit laquelle.
tarnaris-event-penalty = { $giver } donne une carte de pénalité à { $name } (de l'emplacement { $from_slot }) ; elle va sur l'emplacement { $slot } de { $name }.
tarnaris-event-no-penalty = Personne ne peut donner de carte de pénalité à { $name }.
tarnaris-event-special = { $name } a joué { $card } : { $what }.
tarnaris-event-passed = { $name } a passé la carte du dessus de l'emplacement { $slot } à { $player }.
tarnaris-event-placed-passed = { $name } a placé la carte reçue sur l'emplacement { $slot }.
tarnaris-event-mixing = { $name } prend les cartes du dessus des emplacements { $slots } de { $player } pour les mélanger.
tarnaris-event-mixed = { $name } a remis les cartes mélangées sur les emplacements { $slots } de { $player }.
tarnaris-event-swapped = { $name } a échangé son emplacement { $slot } avec l'emplacement { $their } de { $player }.
tarnaris-event-skipped = { $name } n'a pas utilisé le { $number }.
tarnaris-event-peeked = { $name } a regardé { $where } de son emplacement { $slot }.

## Les commandes /tarnaris (commands.py) : descriptions ≤ 100 caractères
tarnaris-cmd-reveal = Ton tour : retourne l'un de tes emplacements face visible
tarnaris-cmd-lay = Ton tour : pose une carte révélée sur une pile où elle va
tarnaris-cmd-return = Ton tour : remets une carte révélée face cachée
tarnaris-cmd-done = Ton tour : remets le reste face cachée et termine le tour
tarnaris-cmd-claim = « Je sais ! » : une de tes cartes du dessus va sur une pile
tarnaris-cmd-pass = Carte 3 : passe la carte du dessus de l'un de tes emplacements
tarnaris-cmd-mix = Carte 5 : mélange jusqu'à quatre cartes du dessus d'un joueur
tarnaris-cmd-mixback = Carte 5 : les emplacements qui reçoivent les cartes mélangées
tarnaris-cmd-swap = Carte 7 : échange l'un de tes emplacements avec celui d'un joueur
tarnaris-cmd-skip = Cartes 3, 5, 7 : ne pas utiliser la fonction spéciale
tarnaris-cmd-penalty = Après une annonce fausse : qui te donne la carte de pénalité
tarnaris-cmd-give = Donne la carte de pénalité : la carte du dessus de ton emplacement
tarnaris-cmd-place = Carte 3 : pose la carte qu'on t'a passée sur un emplacement
tarnaris-cmd-peek = Carte 10 : regarde une carte de ton champ
tarnaris-opt-game = Quelle partie (par défaut : celle du fil ou ta seule)
tarnaris-opt-seat = Ou sa place dans /game status (pour un ordinateur)
tarnaris-opt-your-slot = Ton emplacement
tarnaris-opt-reveal-slot = L'emplacement (1–10)
tarnaris-opt-revealed-card = Quelle carte révélée (numéro dans le message du tour)
tarnaris-opt-lay-pile = La pile (son numéro sur la table)
tarnaris-opt-return-slot = Sur quel emplacement (le sien ; au tour 1, l'un des deux retournés)
tarnaris-opt-claim-pile = La pile où elle va (numéro), ou new pour un 1
tarnaris-opt-claim-slot = Ton emplacement dont tu annonces la carte du dessus
tarnaris-opt-claim-slots = Une chaîne de tes emplacements, dans l'ordre, ex. 3,7,2
tarnaris-opt-pass-player = Qui la reçoit
tarnaris-opt-mix-player = Le champ de qui
tarnaris-opt-mix-slots = Ses emplacements, ex. 1,4,6,9 (quatre, ou tous les non vides si moins)
tarnaris-opt-mixback-slots = Autant d'emplacements différents à lui, par ex. 2,3,8,10
tarnaris-opt-swap-player = L'autre joueur
tarnaris-opt-swap-their-slot = Son emplacement
tarnaris-opt-penalty-player = Le joueur qui la donne
tarnaris-opt-peek-card = Quelle carte de l'emplacement, depuis le dessus (1 par défaut)

## Le message du tour et ses appels (public : la langue de la partie)
tarnaris-header = **{ $title }** · partie n° { $game } · coup { $move }
tarnaris-game-over = La partie est terminée.
tarnaris-turn-over = Ce tour est terminé ; ses cartes sont de nouveau face cachée.
tarnaris-moved-on-clock = La partie a avancé : le temps du tour était écoulé. Voir le message plus récent ci-dessous.
tarnaris-moved-on-resignation = La partie a avancé : un joueur a abandonné. Voir le message plus récent ci-dessous.
tarnaris-button-claim = Je sais !
tarnaris-button-field = Ton champ
tarnaris-button-give = Donner la carte de pénalité
tarnaris-button-choose = Faire ton choix
tarnaris-button-reveal = Retourner { $slot }
tarnaris-button-lay = Poser le { $number } (empl. { $slot }) sur la pile { $pile }
tarnaris-button-return-one = En remettre une…
tarnaris-button-done = Terminé (remettre le reste)
tarnaris-button-place = Placer la carte reçue
tarnaris-button-peek-card = Coup d'œil (carte 10)
tarnaris-button-peek = Coup d'œil
tarnaris-button-skip = Passer (ne pas l'utiliser)
tarnaris-choice-sf3 = carte 3 : passer la carte du dessus de l'un de tes emplacements à un autre joueur
tarnaris-choice-sf5 = carte 5 : mélanger jusqu'à quatre cartes du dessus du champ d'un autre joueur
tarnaris-choice-sf5-return = carte 5 : les emplacements qui reçoivent les cartes mélangées
tarnaris-choice-sf7 = carte 7 : échanger l'un de tes emplacements avec celui d'un autre joueur
tarnaris-choice-penalty = qui te donne la carte de pénalité
tarnaris-choice-give = quelle carte tu donnes en pénalité
tarnaris-call-choice = { $mentions }, c'est à toi de choisir : { $what }. Appuie sur le bouton (toi seul le verras).
tarnaris-call-passed = { $mentions }, { $name } t'a passé une carte face cachée (fonction spéciale du 3). Place-la sur l'un de tes emplacements avant ta prochaine action.
tarnaris-call-peek = { $mentions }, un 10 a fermé une pile : chacun de vous peut regarder (en privé) une carte de son champ avant la fin de son prochain tour ; elle s'affiche dans son champ jusque-là.

## Réponses privées et sélecteurs (la langue de l'utilisateur)
tarnaris-slot = Emplacement { $slot }
tarnaris-your-slot = Ton emplacement
tarnaris-slot-option = Emplacement { $slot } ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
 })
tarnaris-slot-option-peeked = Emplacement { $slot } ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
 }, dessus : { $card } (tu l'as regardée))
tarnaris-their-slot-option = Emplacement { $slot } de { $name } ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
 })
tarnaris-note-right = Juste : ton { $number } est sur la pile { $pile }.
tarnaris-note-wrong = Faux : l'emplacement { $slot } cachait { $card } ; la carte retourne face cachée et tu reçois dessus une carte de pénalité.
tarnaris-note-too-late = Trop tard : la pile { $pile } était déjà à { $number } quand ton annonce est arrivée, elle ne compte donc pas. Ta carte reste face cachée à sa place, et il n'y a pas de pénalité.
tarnaris-note-peek = Emplacement { $slot } : { $where } est { $card }. Toi seul le vois, dans ton champ jusqu'à la fin de ton prochain tour.
tarnaris-note-peek-gone = Emplacement { $slot } : { $where } n'y est plus. Toi seul le vois, dans ton champ jusqu'à la fin de ton prochain tour.
tarnaris-note-penalty = { $giver } t'a donné une carte de pénalité ; elle est sur ton emplacement { $slot }.
tarnaris-note-turn-over = Ton tour est fini : tes cartes sont de nouveau face cachée, retiens-les !
tarnaris-note-done = C'est fait.
tarnaris-note-returned = Remise sur l'emplacement { $slot }.
tarnaris-note-skipped = Tu laisses passer la fonction spéciale.
tarnaris-pick-place = On t'a passé une carte : choisis l'emplacement où elle va (dessus, face cachée).
tarnaris-pick-place-placeholder = Emplacement pour la carte reçue
tarnaris-pick-sf3 = Carte 3 : passe la carte du dessus de l'un de tes emplacements à un autre joueur. Quel emplacement ?
tarnaris-pick-sf3-player = Carte 3 : à qui passer la carte du dessus de ton emplacement { $slot } ?
tarnaris-pick-sf5 = Carte 5 : quel champ mélanges-tu (jusqu'à quatre cartes du dessus, mélangées sans les voir) ?
tarnaris-pick-sf5-slots = Carte 5 : choisis { $count ->
    [one] { $count } emplacement
   *[other] { $count } emplacements
 } de { $name } ; leurs cartes du dessus sont mélangées.
tarnaris-pick-sf5-slots-placeholder = { $count ->
    [one] { $count } emplacement
   *[other] { $count } emplacements
 }
tarnaris-pick-sf5-return = Carte 5 : { $count ->
    [one] la carte mélangée retourne sur { $count } emplacement
   *[other] les { $count } cartes mélangées retournent, une par emplacement, sur { $count } emplacements différents
 } du champ de { $name }. Choisis les emplacements.
tarnaris-pick-sf5-return-placeholder = { $count ->
    [one] { $count } emplacement
   *[other] { $count } emplacements
 } de { $name }
tarnaris-pick-sf7 = Carte 7 : échange l'un de tes emplacements (toute la pile) avec celui d'un autre joueur. Ton emplacement ?
tarnaris-pick-sf7-player = Carte 7 : échanger ton emplacement { $slot } avec l'emplacement de qui ?
tarnaris-pick-sf7-slot = Carte 7 : ton emplacement { $slot } s'échange avec quel emplacement de { $name } ?
tarnaris-pick-sf7-placeholder = Son emplacement
tarnaris-pick-penalty = Ton annonce était fausse : qui te donne la carte de pénalité ?
tarnaris-pick-give = Tu donnes une carte de pénalité à { $name } : la carte du dessus de quel emplacement ?
tarnaris-return-option = Le { $number } (de l'emplacement { $slot }) sur l'emplacement { $to }
tarnaris-pick-return = Remets une carte face cachée (la première remise se retrouve dessous) ; Terminé remet le reste dans l'ordre.
tarnaris-pick-return-placeholder = Carte et emplacement
tarnaris-pick-claim-slot = **Je sais !** Lequel de tes emplacements a la carte du dessus que tu connais ? (Puis choisis sa pile.)
tarnaris-pick-claim-pile = **Je sais !** La carte du dessus de ton emplacement { $slot } va sur quelle pile ?
tarnaris-pile-new = Nouvelle pile (c'est un 1)
tarnaris-pile-option = Pile { $pile } : c'est { $card }
tarnaris-pick-peek = Coup d'œil : quelle carte de ton champ ? N'importe laquelle, celle du dessus ou une en dessous ; toi seul la verras, dans ton champ jusqu'à la fin de ton prochain tour.
tarnaris-pick-peek-placeholder = Ta carte
tarnaris-peek-option = Emplacement { $slot }, { $where }

## Added for issue 26 (words): computer seats, why a game ended, too-long texts
tarnaris-reason-emptied-field = zone de jeu vidée en premier
tarnaris-reason-dead-position = plus aucune carte ne peut être posée : le moins de cartes restantes
