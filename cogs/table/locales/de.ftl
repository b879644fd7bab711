## Table manners (issue 28): /takeback, /rematch and their buttons.

table-cmd-takeback = Deinen letzten Zug zurücknehmen: sofort gegen Computerspieler, sonst mit Zustimmung der anderen
table-opt-game = Die Partie (Standard: die dieses Threads oder deine einzige)
table-cmd-rematch = Eine beendete Partie noch einmal spielen: gleiches Spiel, gleiche Optionen, gleiche Spieler
table-opt-finished-game = Die beendete Partie (Standard: die dieses Threads oder deine letzte)
table-taken-back = Zurückgenommen: Du bist wieder am Zug, wie zuvor.
table-asked = Du hast { $people } gebeten, deinen Zug zurücknehmen zu dürfen. Er wird zurückgenommen, wenn alle zustimmen, bevor jemand zieht.
table-request = ↩️ { $player } bittet darum, den letzten Zug zurückzunehmen.
table-request-asked = { $people }: drückt **Einverstanden** oder **Ablehnen**. Der Zug bleibt stehen, wenn nicht alle vor dem nächsten Zug zustimmen.
table-request-progress = Einverstanden: { $accepted }. Es fehlt noch: { $waiting }.
table-request-refused = { $player } lehnt ab: Der Zug bleibt stehen.
table-request-done = Alle sind einverstanden: Der Zug ist zurückgenommen.
table-answered = Deine Antwort ist angekommen.
table-rematch-greeting = 🔁 Revanche für Partie #{ $old }, gewünscht von { $creator }. { $people }: drückt **Beitreten** unter der Lobby-Nachricht; die Partie beginnt, sobald alle dabei sind, oder wenn { $creator } sie startet.
table-rematch-opened = Deine Revanche ist offen als Partie #{ $game_id }: { $url }
table-rematch-exists = Die Revanche dieser Partie ist schon offen als Partie #{ $game_id }: { $url }
