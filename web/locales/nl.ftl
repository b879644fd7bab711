# De webpagina's (issue 30): een spel, de herhaling, de spellen en ranglijsten van een server, een speler.
web-site = Tessera
web-game-title = { $game } · spel #{ $id }
web-status-lobby = Het spel wacht in de lobby op spelers.
web-status-active = Het spel is bezig.
web-status-finished = Het spel is afgelopen.
web-status-cancelled = Het spel is geannuleerd.
web-won-by = Gewonnen door { $players }.
web-to-move = Wachten op { $players }.
web-players = Spelers
web-seat = Plaats
web-player = Speler
web-colour = Kleur
web-colour-orange = oranje
web-colour-sky-blue = hemelsblauw
web-colour-green = groen
web-colour-yellow = geel
web-colour-blue = blauw
web-colour-vermilion = vermiljoen
web-colour-pink = roze
web-colour-black = zwart
web-score = Score
web-turn = Beurt
web-to-move-mark = aan de beurt
web-resigned = heeft opgegeven
web-out = uitgeschakeld
web-board = Bord
web-board-alt = Het { $game }-bord van spel #{ $id } na { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
    }.
web-moves = Zetten
web-no-moves = Nog geen zet.
web-setup = Opzet
web-replay = Herhaling
web-replay-first = Begin
web-replay-back = Terug
web-replay-forward = Verder
web-replay-last = Einde
web-replay-slider = Stand in de herhaling
web-replay-help = Blader met de knoppen, de schuifbalk of de pijltjestoetsen (Home en End springen naar het begin en het einde).
web-replay-running = Zolang het spel bezig is, toont de herhaling alleen wat de thread toont: kaarten die weer gedekt zijn gelegd, blijven gedekt. De volledige herhaling komt beschikbaar zodra het spel is afgelopen.
web-position-alt = Het { $game }-bord van spel #{ $id } na zet { $at }.
web-setup-alt = Het { $game }-bord van spel #{ $id } bij de opzet.
web-refresh = Deze pagina wordt automatisch ververst zolang het spel bezig is.
web-server-title = Spellen en ranglijsten
web-running = Lopende spellen
web-no-running = Er is geen spel bezig.
web-leaderboards = Ranglijsten
web-period-all = aller tijden
web-period-month = laatste 30 dagen
web-period-week = laatste 7 dagen
web-leaderboard = { $game }, { $period }
web-rank = Positie
web-rating = Rating
web-games = Spellen
web-wins = Gewonnen
web-no-ratings = Niemand heeft in deze periode een spel uitgespeeld.
web-player-title = { $name }
web-rating-over-time = Verloop van de rating: { $game }
web-chart-alt = { $count ->
    [one] De { $game }-rating van { $name } na { $count } spel, van { $first } tot { $last }.
   *[other] De { $game }-rating van { $name } na elk van de { $count } spellen, van { $first } tot { $last }.
    }
web-playing = Lopende spellen
web-recent = Recente spellen
web-no-games = Nog geen afgelopen spel.
web-result-won = gewonnen
web-result-lost = verloren
web-footer = Alleen lezen: deze pagina toont wat iedereen in de thread van het spel kan zien.
