# Images (render/) : les mots dessinés sur les plateaux, les tables, les replays et le classement.

## Tsuro

render-tsuro-setup = Mise en place : { $name } choisit un repère de départ
render-tsuro-status =
    À { $name } de jouer · { $placed ->
        [one] { $placed } tuile posée
        *[other] { $placed } tuiles posées
    } · pioche { $pile }
render-tsuro-over-nobody = Partie terminée : plus personne en jeu
render-tsuro-over =
    Partie terminée · { $count ->
        [one] Vainqueur
        *[other] Vainqueurs
    } : { $names }
render-tsuro-tiles =
    { $count ->
        [one] { $count } tuile
        *[other] { $count } tuiles
    }
render-tsuro-dragon = dragon
render-tsuro-out =
    { $cause ->
        [edge] éliminé (bord)
        [collision] éliminé (collision)
        [resigned] éliminé (abandon)
        *[unknown] éliminé
    }
render-tsuro-suicide =
    SUICIDE ({ $cause ->
        [edge] bord
        *[collision] collision
    })
render-tsuro-not-allowed = , interdit
render-tsuro-safe = sans danger, puis face à { $square }
render-tsuro-knocks-out = { " · " }élimine : { $names }
render-tsuro-preview = Aperçu : tuile { $tile } à { $rotation }° en { $square } : { $verdict }
render-tsuro-hand-title = { $name } : vos tuiles · tuile, rotation et où mène chacune
render-tsuro-tile = Tuile { $tile } · { $rotation }°

## Triominos

render-triominos-title = Triominos · manche { $round } · pioche { $pool }
render-triominos-over =
    Partie terminée · { $count ->
        [one] vainqueur
        *[other] vainqueurs
    } : { $names }
render-triominos-note =
    { $points } pts · { $tiles ->
        [one] { $tiles } tuile
        *[other] { $tiles } tuiles
    }
render-triominos-empty-table = Table vide : la première tuile se pose en 0,0
render-triominos-round-ended =
    Manche { $round } terminée ({ $how ->
        [out] main vide
        *[blocked] bloquée
    }) : { $changes }
render-triominos-no-points = aucun point
render-triominos-hand-title =
    { $name } : votre main · { $tiles ->
        [one] { $tiles } tuile
        *[other] { $tiles } tuiles
    } · { $points } pts
render-triominos-spots =
    { $count ->
        [0] Aucune place possible pour { $tile }
        [one] Places pour { $tile } : { $count }
        *[other] Places pour { $tile } : { $count }
    }

## Woods of Tarnaris

render-tarnaris-status = Manche { $round } · À { $name } de jouer
render-tarnaris-reveal =
    retourner { $count ->
        [one] { $count } emplacement
        *[other] { $count } emplacements
    }
render-tarnaris-claim = annonce de { $name } sur la pile { $pile }
render-tarnaris-chooses =
    { $name } choisit ({ $choice ->
        [sf3] passer une carte
        [sf5] mélanger quatre cartes
        [sf5_return] reposer les cartes mélangées
        [sf7] échanger des emplacements
        [penalty] qui donne une carte
        [give] la carte à donner
        *[unknown] { $choice }
    })
render-tarnaris-over =
    Partie terminée · { $count ->
        [one] Vainqueur
        *[other] Vainqueurs
    } : { $names }
render-tarnaris-no-piles = Pas encore de pile : un 1 retourné en commence une
render-tarnaris-pile = Pile { $number }
render-tarnaris-closed = fermée
render-tarnaris-cards =
    { $count ->
        [one] { $count } carte
        *[other] { $count } cartes
    }
render-tarnaris-tray = à placer { $count }
render-tarnaris-peek-ready = coup d'œil prêt
render-tarnaris-resigned = abandon
render-tarnaris-winner = vainqueur
render-tarnaris-empty = vide
render-tarnaris-card-end = fin
render-tarnaris-peek-title =
    { $count ->
        [0] Pour { $name } seulement : votre champ (vous n'en connaissez encore aucune carte)
        [one] Pour { $name } seulement : votre champ, la carte que vous connaissez face visible
        *[other] Pour { $name } seulement : votre champ, les { $count } cartes que vous connaissez face visible
    }

## Replays

render-replay-start =
    Début · { $count ->
        [one] { $count } coup
        *[other] { $count } coups
    }
render-replay-move = Coup { $index }/{ $total } · { $name } : { $move }
render-move-notch = repère
render-move-random-notch = repère au hasard
render-move-place = poser
render-move-resign = abandon
render-move-draw = piocher
render-move-pass = passer
render-move-reveal = retourner
render-move-lay = déposer
render-move-return = remettre
render-move-done = fin du tour
render-move-claim = annonce
render-move-peek = coup d'œil
render-move-place-passed = placer la carte reçue
render-move-give = donner
render-move-penalty = pénalité
render-move-skip = passer
render-move-wait = attendre
render-move-sf3 = passer une carte
render-move-sf5 = mélanger
render-move-sf5-return = reposer
render-move-sf7 = échanger
render-move-arg-notch = repère
render-move-arg-tile = tuile
render-move-arg-rotation = rotation
render-move-arg-cell = case
render-move-arg-slot = emplacement
render-move-arg-slots = emplacements
render-move-arg-card = carte
render-move-arg-pile = pile
render-move-arg-number = numéro
render-move-arg-player = joueur
render-move-arg-their-slot = son emplacement
render-move-value-new = nouvelle

## Classement

render-leaderboard-player = Joueur
render-leaderboard-rating = Cote
render-leaderboard-games = Parties
render-leaderboard-wins = Victoires
render-leaderboard-trend = Forme
render-leaderboard-empty = Aucune partie classée pour l'instant
render-leaderboard-computer = { $name } (ordinateur)

## Classement d'une ligue (issue 29)

render-league-points = Points
render-league-buchholz = Buchholz
render-league-berger = S.-Berger
render-league-head-to-head = Face-à-face
render-league-withdrawn = { $name } (retiré)
