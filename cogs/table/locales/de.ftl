## Table manners (issue 28): /takeback, /rematch and their buttons.

table-cmd-takeback = Deinen letzten Zug zurücknehmen: sofort gegen Computerspieler, sonst mit Zustimmung der anderen
table-opt-game = Die Partie (Standard: die dieses Threads oder deine einzige)
table-cmd-rematch = Eine beendete Partie noch einmal spielen: gleiches Spiel, gleiche Optionen, gleiche Spieler
table-opt-finished-game = Die beendete Partie (Standard: die dieses Threads oder deine letzte)
table-taken-back = Zurückgenommen: Du bist wieder am Zug, alles wie vorher.
table-asked = Du hast { $people } gebeten, deinen Zug zurücknehmen zu dürfen. Er wird zurückgenommen, wenn alle zustimmen, bevor jemand zieht.
table-request = ↩️ { $player } möchte den letzten Zug zurücknehmen.
table-request-asked = { $people }: drückt **Einverstanden** oder **Ablehnen**. Der Zug bleibt gültig, wenn nicht alle vor dem nächsten Zug zustimmen.
table-request-progress = Einverstanden: { $accepted }. Noch offen: { $waiting }.
table-request-refused = { $player } lehnt ab: Der Zug bleibt gültig.
table-request-done = Alle sind einverstanden: Der Zug ist zurückgenommen.
table-answered = Deine Antwort ist eingegangen.
table-rematch-greeting = 🔁 Revanche für Partie #{ $old }, gewünscht von { $creator }. { $people }: drückt **Beitreten** unter der Lobby-Nachricht; die Partie beginnt, sobald alle dabei sind oder { $creator } sie startet.
table-rematch-opened = Deine Revanche ist als Partie #{ $game_id } eröffnet: { $url }
table-rematch-exists = Die Revanche für diese Partie ist schon als Partie #{ $game_id } eröffnet: { $url }
