# Triominos (cogs/triominos) : tous les textes que lit un joueur. Vocabulaire : tuile, pioche,
# piocher, passer, pont, hexagone, manche, points (shared/rules/triominos.md).

## Commandes (100 caractères au plus)
triominos-cmd-group = Triominos : assemblez des tuiles triangulaires coin à coin et marquez des points
triominos-cmd-new-set = Jeu de tuiles : 76 (images miroir distinctes, par défaut) ou le classique 56
triominos-cmd-new-start = Qui commence : la plus forte tuile piochée, ou le plus fort triple posé d'emblée (+10)
triominos-cmd-new-redraw = Tirer au sort le premier joueur à chaque manche
triominos-cmd-new-bridge-extension = +40 pour prolonger un pont
triominos-cmd-new-target = Score qui termine la partie en fin de manche (0 : aucun ; par défaut : 400)
triominos-cmd-new-rounds = Nombre de manches (0 : jouer jusqu'au score visé ; 1 : une seule manche)
triominos-cmd-new-simple-scoring = Décompte pour enfants : 1 point par tuile, +1 par pont ou hexagone, sans pénalité
triominos-cmd-game = Quelle partie de Triominos (par défaut : celle de ce fil, ou votre seule partie)
triominos-cmd-place = Poser une tuile de votre main (seuls les coups permis sont suggérés)
triominos-cmd-place-tile = Une tuile de votre main, comme 1-2-3 (seules celles qui se posent sont suggérées)
triominos-cmd-place-spot = Une case comme 2,-1 (voir les suggestions), ou un numéro d'emplacement de l'image
triominos-cmd-place-rotation = Son orientation, si elle se pose de plusieurs façons à cet endroit (suggérée)
triominos-cmd-draw = Piocher une tuile (−5 ; trois fois par tour au plus)
triominos-cmd-pass = Passer : après trois pioches (encore −10), ou sans pénalité si rien ne va, pioche vide
triominos-cmd-scores = Le tableau des scores manche par manche, en privé

## La ligne du salon sur les options
triominos-options = Options : { $options }
triominos-options-standard = Options : règles standard
triominos-option-set = jeu : { $value }
triominos-option-start = départ : { $value }
triominos-choice-start-highest = tuile la plus forte
triominos-choice-start-triple = triple le plus fort
triominos-option-redraw = nouveau tirage : { $value }
triominos-option-bridge-extension = prolongement de pont : { $value }
triominos-option-target = score visé : { $value }
triominos-option-rounds = manches : { $value }
triominos-option-simple-scoring = décompte simplifié : { $value }
triominos-on = oui
triominos-off = non
triominos-value-highest = plus forte tuile
triominos-value-triple = triple

## Les règles (/game rules name:triominos, 2 000 caractères au plus)
triominos-rules = **Triominos** (2 à 6 joueurs). Chaque tuile est un triangle portant un nombre à chaque coin. Chacun reçoit 9 tuiles à 2 joueurs, 7 à 3 ou 4, 6 à 5 ou 6 ; le reste, face cachée, forme la pioche. Chaque joueur pioche une tuile : celui qui a la plus forte commence, pose la tuile de son choix et marque sa valeur. À votre tour, posez une tuile de votre main de sorte qu'elle partage un côté entier avec la table et que chaque coin qu'elle touche porte le même nombre ; vous marquez la somme de ses trois nombres, +40 pour un pont (la tuile touche la table par un côté et par le coin opposé), +50 pour un hexagone complété (+60 pour deux d'un coup, +70 pour trois). Si vous ne pouvez pas (ou ne voulez pas) poser, piochez : −5 par tuile, trois fois au plus, et seule une tuile piochée à ce tour peut alors être posée. Si la troisième tuile piochée ne se pose toujours pas, vous passez et perdez encore 10 points (−25 en tout). Si rien ne se pose et que la pioche est vide, vous passez sans autre pénalité. Le premier à vider sa main termine la manche : +25 plus la valeur des tuiles restées dans les mains des autres ; les joueurs suivants jouent encore un dernier tour. Si personne ne peut poser et que la pioche est vide, le joueur qui a le moins de points en main marque le total des autres mains moins le sien. La partie s'arrête en fin de manche dès qu'un joueur atteint 400 points (avec le décompte pour enfants, 1 point par tuile : après une seule manche). Appuyez sur **Jouer votre tour** sous le dernier message de la partie, ou tapez `/triominos place`.

## Mots communs à plusieurs textes
triominos-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
triominos-minus-points = { $points ->
    [one] −{ $points } point
   *[other] −{ $points } points
}
triominos-minus = −{ $points }
triominos-no-penalty = sans pénalité
triominos-nobody = personne
triominos-corner-top = haut { $number }
triominos-corner-bottom-right = bas droite { $number }
triominos-corner-bottom-left = bas gauche { $number }
triominos-corner-bottom = bas { $number }
triominos-corner-top-left = haut gauche { $number }
triominos-corner-top-right = haut droite { $number }
triominos-part-tile = { $points } (tuile)
triominos-part-bridge = { $points } (pont)
triominos-part-hexagon = { $points } (hexagone)
triominos-part-start = { $points } (triple de départ)
triominos-mark-bridge = pont
triominos-mark-hexagon = hexagone

## Le message du tour (public)
triominos-take-turn = Jouer votre tour
triominos-phase = manche { $round }
triominos-round-state = Manche { $round } · { $pool ->
    [one] { $pool } tuile dans la pioche
   *[other] { $pool } tuiles dans la pioche
}
triominos-turn = C'est au tour de { $name }.
triominos-turn-drawn = C'est au tour de { $name } ({ $draws ->
    [one] { $draws } tuile piochée
   *[other] { $draws } tuiles piochées
} à ce tour).
triominos-scores = Scores : { $scores }.
triominos-final-scores = Scores finaux : { $scores }.
triominos-score-of = { $name } { $score } ({ $tiles ->
    [one] { $tiles } tuile
   *[other] { $tiles } tuiles
})
triominos-score-resigned = { $name } { $score } (a abandonné)
triominos-round-begins = **Début de la manche { $round }** : { $name } commence.
triominos-round-begins-drawn = **Début de la manche { $round }** : { $name } commence avec la plus forte tuile piochée : { $drawn }.
triominos-round-begins-ties = **Début de la manche { $round }** : { $name } commence avec la plus forte tuile piochée : { $drawn } ({ $ties ->
    [one] nouveau tirage après une égalité
   *[other] nouveaux tirages après { $ties } égalités
}).
triominos-opened = { $name } a ouvert avec { $tile } en { $cell } ({ $why }) : { $points }.
triominos-why-triple = le plus fort triple distribué
triominos-why-no-triple = aucun triple distribué, donc la plus forte tuile
triominos-laid = { $name } a posé { $tile } en { $cell } ({ $corners }) : { $points }.
triominos-drew = { $name } a pioché une tuile ({ $penalty } ; pioche n° { $draws } sur { $most } à ce tour).
triominos-passed-penalty = { $name } a passé son tour après trois pioches ({ $points ->
    [one] −{ $points } point
   *[other] −{ $points } points
}).
triominos-passed = { $name } a passé son tour (sans pénalité).
triominos-went-out = **{ $name } a posé sa dernière tuile !**
triominos-last-turns = { $names } { $count ->
    [one] joue
   *[other] jouent
} un dernier tour.
triominos-round-over = **La manche { $round } est terminée.** Points restant en main : { $held }.
triominos-out-simple = { $name } a vidé sa main en premier : { $change }.
triominos-out = { $name } a vidé sa main : bonus de 25 + { $others } (la valeur des tuiles restées dans les mains des autres) = { $change }.
triominos-blocked-simple = Manche bloquée : { $name } a le moins de points en main (aucun point marqué).
triominos-blocked = Manche bloquée (personne ne peut poser et la pioche est vide) : { $name } a le moins de points en main : +{ $others } (la valeur des tuiles restées dans les mains des autres) − { $own } (celle des siennes) = { $change }.
triominos-round-scores = Scores après la manche { $round } : { $scores }.
triominos-game-over = **Partie terminée : { $winners } { $count ->
    [one] gagne
   *[other] gagnent
}** ({ $why }).
triominos-why-target = un score de { $target } ou plus a été atteint en fin de manche
triominos-why-rounds = après { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
}, le meilleur score
triominos-why-resigned = tous les autres ont abandonné

## Le tableau des scores par manche
triominos-table-title = **Scores par manche** · Triominos, partie n° { $game } (gain de chaque manche entre parenthèses)
triominos-table-round = Manche
triominos-table-note = \* la manche en cours

## La main et le tour d'un joueur (privé)
triominos-hand = Vos tuiles ({ $count }) : { $tiles }.
    Votre score : { $score }. Tuiles dans la pioche : { $pool }.
triominos-hand-none = aucune
triominos-panel-title = **Votre tour · Triominos, partie n° { $game }** (visible uniquement par vous)
triominos-panel-fitting = { $count ->
    [one] { $count } de vos tuiles se pose
   *[other] { $count } de vos tuiles se posent
} : { $tiles }.
triominos-panel-choose = Choisissez une tuile pour voir où elle se pose.
triominos-panel-none-fits = Aucune de vos tuiles ne se pose sur la table pour l'instant.
triominos-panel-may-draw = Vous pouvez piocher ({ $points } ; { $draws } sur 3 déjà piochées).
triominos-panel-may-pass = Vous pouvez passer ({ $points }).
triominos-choose-tile = Choisissez une tuile à poser
triominos-button-draw = Piocher ({ $points })
triominos-button-pass = Passer ({ $points })
triominos-spots = { $count ->
    [one] { $count } emplacement
   *[other] { $count } emplacements
} · au mieux +{ $best }
triominos-spots-intro = **{ $tile }** se pose sur { $count ->
    [one] { $count } emplacement
   *[other] { $count } emplacements
}, numérotés sur la table ; en dessous, chaque emplacement montre l'orientation de la tuile et ce qu'elle rapporte. Choisissez un emplacement.
triominos-spots-best = Le meilleur : { $spot }.
triominos-spots-page = Emplacements { $first }–{ $last } sur { $count } (page { $page }).
triominos-spot-label = Emplacement { $number } · { $cell }
triominos-choose-spot = Choisissez un emplacement pour { $tile }
triominos-button-another-tile = Une autre tuile
triominos-button-previous-spots = Emplacements précédents
triominos-button-more-spots = Emplacements suivants
triominos-button-another-spot = Un autre emplacement
triominos-button-confirm = Confirmer : { $tile } en { $cell } (+{ $points })
triominos-preview = **Emplacement { $number }.** { $placement }
    Confirmez pour la poser.
triominos-placement = Poser **{ $tile }** en **{ $cell }** ({ $corners }).
    Elle rapporte { $points }.
triominos-ways = { $count ->
    [one] { $count } orientation : choisissez-la
   *[other] { $count } orientations : choisissez-en une
}
triominos-you-drew = Vous avez pioché **{ $tiles }** ({ $points }).
triominos-you-laid = Vous avez posé { $tile } en { $cell } pour { $points }.
triominos-you-passed = Vous avez passé votre tour.

## Refus (privés) : triominos-error-<code>
triominos-error-tile-name = `{ $tile }` n'est pas une tuile : écrivez ses trois nombres (0–5) séparés par des tirets, comme `1-2-3` ; les suggestions de `tile` listent les tuiles de votre main qui se posent.
triominos-error-tile-not-in-set = Il n'y a pas de tuile { $tile } dans le jeu de { $set } tuiles ; `/game hand` montre vos tuiles.
triominos-error-not-in-hand = La tuile { $tile } n'est pas dans votre main ; `/game hand` montre vos tuiles, et les suggestions de `tile` listent celles qui se posent.
triominos-error-cell-name = `{ $cell }` n'est pas une case : désignez-la par colonne,ligne comme `2,-1`, ou choisissez un emplacement parmi les suggestions de `spot`.
triominos-error-rotation = Cette tuile ne peut se poser qu'en orientation { $allowed } ; choisissez-en une parmi les suggestions de `rotation`.
triominos-error-first-cell = La première tuile d'une manche se pose en { $expected }, pas en { $cell }.
triominos-error-cell-taken = La case { $cell } porte déjà une tuile ; choisissez un emplacement libre parmi les suggestions de `spot`.
triominos-error-point-only = En { $cell }, la tuile ne toucherait la table que par un coin ; elle doit partager un côté entier avec une tuile déjà posée. Les suggestions de `spot` listent les emplacements possibles.
triominos-error-not-adjacent = Il n'y a pas d'emplacement { $cell } : cette case ne touche pas la table, et une tuile doit partager un côté entier avec une tuile déjà posée. Les suggestions de `spot` listent les emplacements possibles.
triominos-error-not-drawn-this-turn = Vous avez pioché à ce tour : seule une tuile piochée peut maintenant être posée, pas { $tile } ; posez la tuile piochée si elle va, piochez encore, ou passez quand c'est permis.
triominos-error-mismatch = Si la tuile était posée ainsi en { $cell }, son { $have } rencontrerait un { $need } à un coin, or chaque coin qui se touche doit porter le même nombre. Essayez une autre orientation ou un autre emplacement : les suggestions ne listent que ceux qui vont.
triominos-error-must-place-first = La table est vide : posez la première tuile en 0,0 (n'importe laquelle) ; on ne pioche qu'ensuite.
triominos-error-draw-limit = Vous avez déjà pioché trois tuiles à ce tour, le maximum : posez une tuile, ou passez (−10).
triominos-error-pool-empty = La pioche est vide, il n'y a rien à piocher : posez une tuile, ou passez si aucune ne va.
triominos-error-pass-not-allowed = Vous ne pouvez pas encore passer : piochez d'abord (−5 par tuile) ; on peut passer après trois pioches, ou quand rien ne se pose et que la pioche est vide.
triominos-error-pass-not-allowed-fits = Vous ne pouvez pas encore passer : une de vos tuiles se pose, alors posez-la ou piochez (−5) ; on peut passer après trois pioches, ou quand rien ne se pose et que la pioche est vide.
triominos-error-no-spot = { $tile } ne se pose pas en { $cell }. Elle se pose sur { $count ->
    [one] { $count } emplacement
   *[other] { $count } emplacements
} : choisissez-en un parmi les suggestions de `spot`, ou appuyez sur Jouer votre tour pour les voir numérotés.
triominos-error-fits-nowhere = { $tile } ne se pose nulle part sur la table pour l'instant ; choisissez une autre tuile, ou piochez.
triominos-error-spot-number = Il n'y a pas d'emplacement { $number } pour { $tile } : ses emplacements sont numérotés de 1 à { $count } (appuyez sur Jouer votre tour et choisissez la tuile pour les voir).
triominos-error-spot-name = `{ $spot }` n'est pas un emplacement : donnez une case comme `2,-1` (les suggestions de `spot` listent celles qui vont) ou un numéro d'emplacement de l'image.
triominos-error-rotation-needed = { $tile } se pose en { $cell } de { $count ->
    [one] { $count } façon
   *[other] { $count } façons
} ; précisez laquelle avec `rotation` : { $ways }.
triominos-error-rotation-text = `{ $rotation }` n'est pas une orientation possible de { $tile } : donnez 0, 1 ou 2, ou ses nombres dans le sens horaire depuis le premier coin de la case (comme 2-3-1) ; les suggestions listent celles qui vont.
