# /game (cogs/game): die Befehle, die alle Spiele teilen.

## Beschreibungen der Befehle und Optionen

game-cmd-group = Befehle für jedes Spiel: beitreten, Hand, …
game-cmd-join = Der Lobby einer Partie beitreten
game-cmd-leave = Die Lobby einer Partie vor dem Start verlassen
game-cmd-start = Deine Partie starten, sobald genug Spieler da sind
game-cmd-cancel = Eine Partie abbrechen (Ersteller oder Mitglied mit „Server verwalten“)
game-cmd-addbot = Einen Computerspieler in deine Lobby setzen (nur Ersteller)
game-cmd-kickbot = Einen Computerspieler aus deiner Lobby entfernen (nur Ersteller)
game-cmd-status = Wer am Zug ist, die Plätze und die Phase
game-cmd-board = Die Partie so zeigen, wie alle sie sehen
game-cmd-hand = Deine Plättchen, Steine oder Karten (privat)
game-cmd-resign = Eine laufende Partie endgültig verlassen (die anderen spielen weiter)
game-cmd-list = Die Partien auf diesem Server
game-cmd-rules = Kurze bebilderte Spielregel, nur für dich
game-opt-game = Welche Partie (sonst die des Threads oder deine einzige)
game-opt-lobby = Welche Lobby (Standard: die des Threads oder die einzige offene)
game-opt-level = Wie gut er spielt (Standard: leicht)
game-opt-seat = Der Platz des Computers in /game status (Standard: der letzte)
game-opt-name = Welches Spiel

## Antworten

game-mark-creator = Ersteller
game-mark-computer = { $robot } Computer, { $level }
game-mark-resigned = aufgegeben
game-mark-to-act = am Zug
game-status-header = **{ $title }** · Partie #{ $game_id } · { $phase }
game-status-seats = Plätze ({ $seated }/{ $seats }):
game-status-players = Spieler ({ $count }):
game-status-moves = Gespielte Züge: { $ply }.
game-resigned = Du hast Partie #{ $game_id } aufgegeben.
game-list-none = Auf diesem Server laufen keine Partien.
game-list-title = **Partien auf diesem Server**
game-list-more = … und { $count } weitere (`/game status` mit `game` für eine davon)
game-bot-added = { $name } ist Partie #{ $game_id } beigetreten (Platz { $seat }).
game-bot-removed = { $name } hat Partie #{ $game_id } verlassen.
