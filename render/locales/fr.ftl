# Images (render/) : les mots dessinés sur les plateaux, les tables, les replays et le classement.

## Tsuro

render-tsuro-setup = Mise en place : { $name } choisit un repère de départ
render-tsuro-status =
    À { $name } de jouer · { $placed ->
        [one] { $placed } tuile posée
        *[other] { $placed } tuiles posées
    } · pioche { $pile }
render-tsuro-over-nobody = Partie terminée : plus personne en jeu
render-tsuro-over =
    Partie terminée · { $count ->
        [one] Vainqueur
        *[other] Vainqueurs
    } : { $names }
render-tsuro-tiles =
    { $count ->
        [one] { $count } tuile
        *[other] { $count } tuiles
    }
render-tsuro-dragon = dragon
render-tsuro-out = { $cause ->
        [edge] hors jeu (bord)
        [collision] hors jeu (collision)
        [resigned] hors jeu (abandon)
       *[unknown] hors jeu
    }
render-tsuro-suicide =
    SUICIDE ({ $cause ->
        [edge] bord
        *[collision] collision
    })
render-tsuro-not-allowed = , interdit
render-tsuro-safe = sans danger, puis face à { $square }
render-tsuro-knocks-out = { " · " }élimine : { $names }
render-tsuro-preview = Aperçu : tuile { $tile } à { $rotation }° en { $square } : { $verdict }
render-tsuro-hand-title = { $name } : vos tuiles · tuile, orientation et où mène chacune
render-tsuro-tile = Tuile { $tile } · { $rotation }°

## Triominos

render-triominos-title = Triominos · manche { $round } · pioche { $pool }
render-triominos-over =
    Partie terminée · { $count ->
        [one] vainqueur
        *[other] vainqueurs
    } : { $names }
render-triominos-note =
    { $points } pts · { $tiles ->
        [one] { $tiles } tuile
        *[other] { $tiles } tuiles
    }
render-triominos-empty-table = Table vide : la première tuile se pose en 0,0
render-triominos-round-ended =
    Manche { $round } terminée ({ $how ->
        [out] main vide
        *[blocked] bloquée
    }) : { $changes }
render-triominos-no-points = aucun point
render-triominos-hand-title =
    { $name } : votre main · { $tiles ->
        [one] { $tiles } tuile
        *[other] { $tiles } tuiles
    } · { $points } pts
render-triominos-spots =
    { $count ->
        [0] Aucun emplacement possible pour { $tile }
        [one] Emplacements pour { $tile } : { $count }
        *[other] Emplacements pour { $tile } : { $count }
    }

## Woods of Tarnaris

render-tarnaris-status = Manche { $round } · À { $name } de jouer
render-tarnaris-reveal =
    retourner { $count ->
        [one] { $count } emplacement
        *[other] { $count } emplacements
    }
render-tarnaris-claim = annonce de { $name } sur la pile { $pile }
render-tarnaris-over =
    Partie terminée · { $count ->
        [one] Vainqueur
        *[other] Vainqueurs
    } : { $names }
render-tarnaris-no-piles = Pas encore de pile : un 1 retourné en commence une
render-tarnaris-pile = Pile { $number }
render-tarnaris-closed = fermée
render-tarnaris-cards =
    { $count ->
        [one] { $count } carte
        *[other] { $count } cartes
    }
render-tarnaris-tray = à placer : { $count }
render-tarnaris-peek-ready = coup d'œil prêt
render-tarnaris-resigned = abandon
render-tarnaris-winner = vainqueur
render-tarnaris-empty = vide
render-tarnaris-card-end = fin
render-tarnaris-peek-title =
    { $count ->
        [0] Pour { $name } seulement : votre zone de jeu (vous n'en connaissez encore aucune carte)
        [one] Pour { $name } seulement : votre zone de jeu, la carte que vous connaissez face visible
        *[other] Pour { $name } seulement : votre zone de jeu, les { $count } cartes que vous connaissez face visible
    }

## Replays

render-replay-start =
    Début · { $count ->
        [one] { $count } coup
        *[other] { $count } coups
    }
render-replay-move = Coup { $index }/{ $total } · { $name } : { $move }

## Classement

render-leaderboard-player = Joueur
render-leaderboard-rating = Cote
render-leaderboard-games = Parties
render-leaderboard-wins = Victoires
render-leaderboard-trend = Forme
render-leaderboard-empty = Aucune partie classée pour l'instant
render-leaderboard-computer = { $name } (ordinateur)

## Replay captions (issue 26): each move as a sentence after its player's name
render-move-tsuro-notch = part du repère { $notch }
render-move-tsuro-random-notch = part d'un repère tiré au hasard
render-move-tsuro-place = pose la tuile { $tile } tournée de { $rotation }°
render-move-triominos-place = pose { $tile } en { $cell }
render-move-triominos-draw = pioche une tuile
render-move-triominos-pass = passe son tour
render-move-tarnaris-reveal = retourne l'emplacement { $slot }
render-move-tarnaris-lay = pose la carte révélée n° { $card } sur la pile { $pile }
render-move-tarnaris-return = remet face cachée la carte révélée n° { $card } sur l'emplacement { $slot }
render-move-tarnaris-done = termine son tour
render-move-tarnaris-claim = « Je sais ! » : le { $number } de l'emplacement { $slot } { $pile ->
    [new] commence une nouvelle pile
   *[pile] va sur la pile { $pile }
 }
render-move-tarnaris-peek = regarde une carte de l'emplacement { $slot }
render-move-tarnaris-place-passed = place la carte reçue sur l'emplacement { $slot }
render-move-tarnaris-give = donne en pénalité la carte de son emplacement { $slot }
render-move-tarnaris-penalty = demande la carte de pénalité à { $player }
render-move-tarnaris-skip = renonce à la fonction spéciale
render-move-tarnaris-wait = attend
render-move-tarnaris-sf3 = passe la carte du dessus de l'emplacement { $slot } à { $player }
render-move-tarnaris-sf5 = mélange les cartes du dessus des emplacements { $slots } de { $player }
render-move-tarnaris-sf5-return = remet les cartes mélangées sur les emplacements { $slots }
render-move-tarnaris-sf7 = échange l'emplacement { $slot } avec l'emplacement { $their_slot } de { $player }
render-move-resign = abandonne
render-move-take-back = reprend { $plies ->
    [one] un coup
   *[other] { $plies } coups
}
render-move-other = joue un coup
render-tarnaris-choosing = { $name } choisit { $choice ->
    [sf3] la carte à passer
    [sf5] les cartes à mélanger
    [sf5_return] où vont les cartes mélangées
    [sf7] les emplacements à échanger
    [penalty] qui donne la carte de pénalité
    [give] la carte de pénalité à donner
   *[unknown] son coup
 }

## Classement d'une ligue (issue 29)

render-league-points = Points
render-league-buchholz = Buchholz
render-league-berger = S.-Berger
render-league-head-to-head = Face-à-face
render-league-withdrawn = { $name } (forfait)
