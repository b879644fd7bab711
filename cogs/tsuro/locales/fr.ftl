# Tsuro (cogs/tsuro) en français. Vocabulaire de la règle : tuile (Parcours), chemin, tracé,
# pion, repère de départ, case, plateau, tuile Dragon, pioche.

## Le groupe /tsuro et ses commandes (100 caractères au plus)
tsuro-group = Tsuro : posez des tuiles Parcours et gardez votre pion sur le plateau
tsuro-option-open-hands = Toutes les mains sont visibles de tous
tsuro-option-strict-suicide = Oui : pas de pose qui élimine votre pion si une pose sûre existe ; non : seul le bord compte
tsuro-option-protect-opponents = Interdit d'éliminer un autre pion tant qu'une pose inoffensive existe
tsuro-cmd-game = Quelle partie de Tsuro (par défaut : celle du fil, ou votre seule partie)
tsuro-cmd-start = Mise en place : poser votre pion sur un repère de départ
tsuro-cmd-start-notch = Un repère libre (de 1 à 48, autour du plateau) ; laissez vide pour un repère au hasard
tsuro-cmd-place = Poser une tuile de votre main devant votre pion
tsuro-cmd-place-tile = Une tuile de votre main (commencez à taper pour voir les vôtres et leur effet)
tsuro-cmd-place-rotation = Orientation de la tuile, dans le sens horaire, comme sur les images de /game hand
tsuro-cmd-turn = Jouer votre tour en privé, avec un aperçu de chaque pose
tsuro-cmd-colour = Avant le début : choisir la couleur de votre pion
tsuro-cmd-colour-colour = Votre couleur sur le plateau
tsuro-colour-orange = orange
tsuro-colour-sky-blue = bleu ciel
tsuro-colour-green = vert
tsuro-colour-yellow = jaune
tsuro-colour-blue = bleu
tsuro-colour-vermilion = vermillon
tsuro-colour-pink = rose
tsuro-colour-black = noir
tsuro-colour-chosen = Vous jouerez en { $colour } dans la partie de Tsuro n° { $game }.

## La règle (/game rules name:tsuro ; 2 000 caractères au plus)
tsuro-rules = **Tsuro** (2 à 8 joueurs). Chacun place son pion sur un repère de départ au bord du plateau et reçoit trois tuiles Parcours. À votre tour, posez une de vos tuiles, orientée comme vous voulez, sur la case vide qui fait face à votre pion ; chaque pion qui fait face à cette case suit alors son chemin jusqu'au bout, puis vous piochez une tuile. Un pion qui sort du plateau, ou qui en percute un autre, est éliminé, et ses tuiles retournent dans la pioche. Ne posez pas de tuile qui vous élimine tant qu'une autre pose vous épargne ; si toutes vous éliminent, vous devez quand même en poser une. Quand la pioche est vide, le premier joueur qui ne peut pas piocher prend la tuile Dragon. Dès que des tuiles reviennent dans la pioche, celui qui tient le dragon pioche le premier et le rend ; puis, dans le sens horaire, chaque joueur qui a moins de trois tuiles en pioche une, et ainsi de suite, jusqu'à ce que tous en aient trois ou que la pioche soit vide. En option, à la création de la partie, il peut aussi être interdit d'éliminer un autre pion, sauf si toutes vos tuiles éliminent quelqu'un. Le dernier pion sur le plateau gagne ; si les derniers pions en jeu sortent ou se percutent sur la même pose, ils se partagent la victoire, de même que tous ceux encore en jeu quand les 35 tuiles sont posées.
    Pour jouer : **Choisir votre repère de départ** / **Jouer votre tour** sous le dernier message de la partie, ou `/tsuro start notch:<1-48>` et `/tsuro place tile:<n> rotation:<0|90|180|270>` ; `/game hand` vous montre vos tuiles en privé.

## Mots communs
tsuro-none = aucune
tsuro-nobody = personne
tsuro-another-marker = un autre pion

## Le message du tour (public : la langue de la partie)
tsuro-button-pick-notch = Choisir votre repère de départ
tsuro-button-take-turn = Jouer votre tour
tsuro-phase-notch = choix des repères de départ
tsuro-phase-play = pose des tuiles
tsuro-phase-over = terminée
tsuro-game-over = Partie terminée : { $winners } { $count ->
    [one] gagne
   *[other] gagnent
} ({ $reason }).
tsuro-reason-last-marker = dernier pion sur le plateau
tsuro-reason-shared-elimination = leurs pions sont sortis ensemble : victoire partagée
tsuro-reason-collided = leurs pions se sont percutés : victoire partagée
tsuro-reason-board-full = toutes les tuiles sont sur le plateau
tsuro-turn-notch = { $who }, choisissez votre repère de départ (les numéros sur le plateau sont les repères libres).
tsuro-turn-play = { $who }, à vous : posez une tuile en { $square }.
tsuro-open-hands = Mains ouvertes : { $hands }.

## Événements (publics)
tsuro-event-notch = { $who } part du repère { $notch } ({ $square }).
tsuro-event-notch-random = { $who } part du repère { $notch }, tiré au hasard ({ $square }).
tsuro-event-placed = { $who } a posé la tuile { $tile } à { $rotation }° en { $square }.
tsuro-event-moved = { $who } a parcouru { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
} et fait face à la case { $square }.
tsuro-event-moved-edge = { $who } a parcouru { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
} jusqu'au bord.
tsuro-event-collided = { $names } se percutent en { $square } : { $size ->
        [pair] les deux pions sont éliminés
       *[more] tous ces pions sont éliminés
    }.
tsuro-event-collided-shared = { $names } se percutent en { $square } : { $size ->
        [pair] les deux pions sont éliminés
       *[more] tous ces pions sont éliminés
    }, et la victoire est partagée.
tsuro-event-collided-with = { $who } a percuté { $others } et sort de la partie.
tsuro-event-left-board = { $who } quitte le plateau au repère { $notch } et sort de la partie.
tsuro-event-tiles-returned = { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
} de { $who } { $count ->
    [one] retourne
   *[other] retournent
} dans la pioche.
tsuro-event-dragon-taken = { $who } prend la tuile Dragon (la pioche est vide) : quand des tuiles reviendront, { $who } piochera en premier.
tsuro-event-dragon-returned = { $who } a pioché et rendu la tuile Dragon.
tsuro-event-dragon-side = La tuile Dragon de { $who } retourne à côté du plateau.
tsuro-event-dragon-passed = La tuile Dragon passe de { $giver } à { $taker }.
tsuro-event-turn-skipped = { $who } n'a pas de tuile et passe son tour.
tsuro-drawn = Pioché : { $counts }.
tsuro-drawn-count = { $who } ({ $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
})

## État (public)
tsuro-status-tiles = Tuiles sur le plateau : { $tiles } ; pioche : { $pile }.
tsuro-status-markers = Pions sur le plateau : { $names }.
tsuro-status-dragon = { $who } détient la tuile Dragon.

## Ce que fait une pose (privé)
tsuro-verdict-suicide = suicide : votre pion { $cause ->
    [edge] sort du plateau
   *[collision] percute un autre pion
}
tsuro-verdict-not-allowed = (interdit)
tsuro-verdict-safe = sans danger, puis face à { $square }
tsuro-verdict-knocks-out = élimine { $names }
tsuro-verdict-protected = (interdit : les adversaires sont protégés)

## La main privée (/game hand)
tsuro-hand-tiles = Vos tuiles : { $tiles }.
tsuro-hand-dragon = Vous détenez la tuile Dragon : vous piochez en premier quand des tuiles reviennent.
tsuro-hand-notch-first = Choisissez d'abord votre repère de départ ; ensuite, ceci montre où mène chaque tuile.
tsuro-hand-out = Votre pion a quitté le plateau : vous n'êtes plus en jeu dans cette partie.
tsuro-hand-facing = Votre pion fait face à la case { $square }.
tsuro-hand-all-suicidal = Toutes les poses éliminent votre pion ; il faut pourtant en jouer une.
tsuro-hand-option = tuile { $tile } à { $rotation }° : { $verdict }

## Les sélecteurs privés
tsuro-sides-top-right = bords haut et droit
tsuro-sides-bottom-left = bords bas et gauche
tsuro-notch-select = Repères libres, { $sides } ({ $first }–{ $last })
tsuro-notch-top = Repère { $notch } · bord haut, case { $square }
tsuro-notch-right = Repère { $notch } · bord droit, case { $square }
tsuro-notch-bottom = Repère { $notch } · bord bas, case { $square }
tsuro-notch-left = Repère { $notch } · bord gauche, case { $square }
tsuro-random-notch = Repère au hasard
tsuro-notches-title = **Choisissez votre repère de départ** · Tsuro, partie n° { $game } (visible uniquement par vous)
tsuro-notches-help = Les numéros autour du plateau sont les repères libres. Choisissez-en un ci-dessous (il est joué aussitôt), ou laissez faire le hasard avec **Repère au hasard**.
tsuro-note-marker-placed = Votre pion est sur le plateau.
tsuro-notch-played = Votre pion part du repère { $notch } ({ $square }).
tsuro-intro = Votre pion fait face à la case { $square }. Vos tuiles : { $tiles }.
tsuro-intro-dragon = Vous détenez la tuile Dragon : vous piochez en premier quand des tuiles reviennent.
tsuro-intro-all-suicidal = **Toutes les poses éliminent votre pion.** Vous devez quand même en jouer une : choisissez celle que vous préférez.
tsuro-option-label = Tuile { $tile } · { $rotation }° : { $verdict }
tsuro-pick-placeholder = Choisissez une tuile et son orientation
tsuro-rotation-button = Tuile { $tile } · { $rotation }°
tsuro-confirm = Confirmer : tuile { $tile } à { $rotation }°
tsuro-all-options = Toutes les poses
tsuro-picker-title = **À vous de jouer** · Tsuro, partie n° { $game } (visible uniquement par vous)
tsuro-picker-help = Choisissez une tuile et son orientation ci-dessous pour voir exactement ce qu'elle fait ; rien n'est joué avant que vous appuyiez sur **Confirmer**.
tsuro-preview = Tuile { $tile } tournée de { $rotation }° en { $square } : { $verdict }.
tsuro-preview-legal = Appuyez sur **Confirmer** pour la jouer, ou essayez une autre orientation ou une autre tuile.
tsuro-preview-refused-suicide = Vous ne pouvez pas la jouer tant qu'une pose sans danger existe, par exemple la tuile { $tile } à { $rotation }°.
tsuro-preview-refused-protected = Vous ne pouvez pas la jouer tant qu'une pose n'éliminant personne existe (les adversaires sont protégés), par exemple la tuile { $tile } à { $rotation }°.
tsuro-played = Vous avez joué la tuile { $tile } à { $rotation }°.
tsuro-note-placed = La tuile { $tile } à { $rotation }° est sur le plateau ; le fil de la partie montre ce qu'elle a fait.

## Suggestions de tuiles de /tsuro place
tsuro-tile = Tuile { $tile }
tsuro-rotations-safe = sans danger à { $rotations }
tsuro-rotations-all-suicide = suicide dans toutes les orientations
tsuro-rotations-blocked = pas à { $rotations } (élimine un autre pion)
tsuro-rotations-allowed = permise malgré tout à { $rotations }
tsuro-rotations-none = aucune permise pour l'instant

## Refus (privés : la langue du joueur)
tsuro-error-suicide = La tuile { $tile } tournée de { $rotation }° { $cause ->
    [collision] éliminerait votre propre pion dans une collision
   *[edge] ferait sortir votre propre pion du plateau
}, alors qu'une autre pose est permise, par exemple la tuile { $safe_tile } à { $safe_rotation }° ; choisissez une autre tuile ou orientation (`/tsuro turn` les montre toutes).
tsuro-error-eliminates-opponent = La tuile { $tile } tournée de { $rotation }° éliminerait { $names }, or cette partie protège les adversaires tant qu'une pose n'éliminant personne existe, par exemple la tuile { $safe_tile } à { $safe_rotation }° ; choisissez une autre tuile ou orientation (`/tsuro turn` les montre toutes).
tsuro-error-tile = Les tuiles sont numérotées de { $minimum } à { $maximum }.
tsuro-error-rotation = Tournez une tuile de 0, 90, 180 ou 270 degrés.
tsuro-error-not-playing = Votre pion a quitté le plateau : vous ne pouvez plus jouer.
tsuro-error-tile-not-in-hand = La tuile { $tile } n'est pas dans votre main ; `/game hand` montre vos tuiles.
tsuro-error-wrong-phase-notch = Les repères de départ se choisissent d'abord : choisissez le vôtre avec `/tsuro start` ou le bouton **Choisir votre repère de départ** quand le bot vous mentionne ; les tuiles se posent ensuite.
tsuro-error-wrong-phase-play = Chaque pion a déjà son repère de départ ; posez une tuile avec `/tsuro place` ou le bouton **Jouer votre tour**.
tsuro-error-notch-taken = Le repère { $notch } est pris ; le plateau montre les numéros des repères libres.
