# /help e il benvenuto (cogs/welcome): i primi dieci minuti.

welcome-cmd-help = Cosa fa questo bot, e una partita in solitaria con un clic
welcome-what = **Tessera** porta qui i giochi da tavolo, da giocare con i tuoi tempi: { $games }.
welcome-how = Ogni partita ha il suo thread; quando tocca a te ricevi un avviso, e giochi con i pulsanti.
welcome-start = Gioca con le persone di questo server, o in solitaria contro il computer: premi un pulsante qui sotto.
welcome-commands-title = **Cinque comandi da conoscere**
welcome-command-new = { $commands }: apri una partita a cui altri possono unirsi (aggiungi giocatori computer con `bots`)
welcome-command-join = `/game join`: unisciti a una partita aperta da qualcuno
welcome-command-hand = `/game hand`: le tue tessere o carte, in privato
welcome-command-status = `/game status`: a chi tocca, e a che punto è la partita
welcome-command-mine = `/game mine`: le tue partite su tutti i server, prima quelle in cui tocca a te
welcome-play-alone = Gioca a { $title } in solitaria
welcome-rules-placeholder = Leggi le regole di un gioco…
