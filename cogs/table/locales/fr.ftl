## Table manners (issue 28): /takeback, /rematch and their buttons.

table-cmd-takeback = Reprendre votre dernier coup : aussitôt contre des ordinateurs, sinon en le demandant aux autres
table-opt-game = La partie (par défaut : celle de ce fil, ou votre seule partie)
table-cmd-rematch = Rejouer une partie terminée : même jeu, mêmes options, mêmes joueurs
table-opt-finished-game = La partie terminée (par défaut : celle de ce fil, ou votre dernière)
table-taken-back = Coup repris : la partie revient à la position d'avant, et c'est de nouveau à vous de jouer.
table-asked = Vous avez demandé à { $people } de vous laisser reprendre votre coup. Il est repris si tous acceptent avant que quelqu'un ne joue.
table-request = ↩️ { $player } demande à reprendre son dernier coup.
table-request-asked = { $people } : appuyez sur **Accepter** ou **Refuser**. Le coup est maintenu sauf si tout le monde accepte avant le coup suivant.
table-request-progress = Ont accepté : { $accepted }. En attente de : { $waiting }.
table-request-refused = { $player } refuse : le coup est maintenu.
table-request-done = Tout le monde a accepté : le coup est repris.
table-answered = Votre réponse est enregistrée.
table-rematch-greeting = 🔁 Revanche de la partie n° { $old }, demandée par { $creator }. { $people } : appuyez sur **Rejoindre** sous le message de la salle d'attente ; la partie commence quand tout le monde est là, ou quand { $creator } la lance.
table-rematch-opened = Votre revanche est ouverte (partie n° { $game_id }) : { $url }
table-rematch-exists = La revanche de cette partie est déjà ouverte (partie n° { $game_id }) : { $url }
