# /help und die Begrüßung (cogs/welcome): die ersten zehn Minuten.

welcome-cmd-help = Was dieser Bot kann – und eine Partie allein mit einem Klick
welcome-what = **Tessera** bringt Brettspiele auf diesen Server, gespielt in deinem Tempo: { $games }.
welcome-how = Jede Partie bekommt ihren eigenen Thread; bist du am Zug, sagt dir der Bot Bescheid, und gespielt wird mit Schaltflächen.
welcome-start = Spiel mit Leuten von diesem Server oder allein gegen den Computer – drück einfach unten auf eine Schaltfläche.
welcome-commands-title = **Fünf Befehle, die du kennen solltest**
welcome-command-new = { $commands }: eine Partie eröffnen, der andere beitreten (Computerspieler fügst du mit `bots` hinzu)
welcome-command-join = `/game join`: einer Partie beitreten, die jemand eröffnet hat
welcome-command-hand = `/game hand`: deine Plättchen, Steine oder Karten, privat
welcome-command-status = `/game status`: wer am Zug ist und wie die Partie steht
welcome-command-mine = `/game mine`: deine Partien auf allen Servern, zuerst die, die auf dich warten
welcome-play-alone = { $title } allein spielen
welcome-rules-placeholder = Spielregeln lesen…
