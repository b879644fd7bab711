## Spelersstatistieken (cogs/records): ranglijsten, statistieken, geschiedenis, herhalingen, exports, volgen.

records-leaderboard-title = Ranglijst { $game } · { $period }
records-period-all = aller tijden
records-period-month = laatste 30 dagen
records-period-week = laatste 7 dagen

records-result-won = gewonnen
records-result-lost = verloren
records-result-shared = gedeelde overwinning

records-history-title = **Afgelopen spellen van { $who }** (pagina { $page } van { $pages }, nieuwste eerst)
records-history-line = #{ $id } { $game } · { $result } · { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    } · { $day } · { $link }
records-newer = Nieuwer
records-older = Ouder
records-none-finished = { $who } heeft hier nog geen spel uitgespeeld.

records-stats-title = **Statistieken van { $who }**
records-stats-game = { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }, { $wins ->
        [one] { $wins } overwinning
       *[other] { $wins } overwinningen
    }
records-stats-rating = rating { $rating }
records-stats-recent = Recent: { $games }
records-stats-streak = Langste winreeks: { $count }
records-stats-median = Mediane tijd per zet: { $time }
records-stats-opening = Favoriete opening ({ $game }): { $opening } ({ $count ->
        [one] { $count } spel
       *[other] { $count } spellen
    })
records-duration-minutes = { $minutes } min
records-duration-hours = { $hours } uur { $minutes } min
records-duration-days = { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } { $hours } uur

records-not-finished = Spel #{ $id } is nog niet afgelopen: een herhaling wordt gemaakt zodra het spel afgelopen is.
records-no-replay = Er is geen herhaling van spel #{ $id } (dat spel heeft er geen, of ze zou te groot worden).
records-replay = **{ $game }** · spel #{ $id } · herhaling
records-not-started = Spel #{ $id } is nog niet begonnen: er valt niets te exporteren.
records-exported-finished = Spel #{ $id }, het volledige verslag (opties, seed, plaatsen, zetten): je kunt het weer importeren en het speelt dan opnieuw af tot dezelfde eindstand.
records-exported-running = Spel #{ $id } loopt nog: dit is wat iedereen ervan ziet (opties, plaatsen, de openbare stand), zonder de seed of iemands hand.

records-following = Je volgt spel #{ $id }: de beurtberichten komen als privébericht tot het spel afgelopen is (`/game unfollow` om te stoppen).
records-following-already = Je volgt spel #{ $id } al.
records-follow-own = Je speelt mee in spel #{ $id }: de beurtberichten bereiken je al.
records-follow-over = Spel #{ $id } is afgelopen: `/game replay` laat zien hoe het ging.
records-unfollowed = Je volgt spel #{ $id } niet meer.
records-not-following = Je volgt spel #{ $id } niet.

records-not-manager = Alleen leden met Server beheren (of de beheerdersrol van de server) mogen dit doen.
records-recomputed = Ratings opnieuw berekend uit { $count ->
        [one] { $count } afgelopen spel.
       *[other] { $count } afgelopen spellen.
    }
records-recomputed-game = Ratings opnieuw berekend uit { $count ->
        [one] { $count } afgelopen spel
       *[other] { $count } afgelopen spellen
    } van { $game }.

records-cmd-gameadmin = Beheer van de spelstatistieken van de server (Server beheren)
records-cmd-recompute = De ratings van deze server opnieuw berekenen uit zijn spellen
records-cmd-leaderboard = De beste spelers van een spel op deze server
records-cmd-stats = De statistieken van een speler hier: per spel, reeksen
records-cmd-history = De afgelopen spellen van een speler, nieuwste eerst
records-cmd-replay = De geanimeerde herhaling van een afgelopen spel
records-cmd-export = Het verslag van een spel als JSON-bestand, privé
records-cmd-follow = De beurtberichten van een spel als privéberichten krijgen
records-cmd-unfollow = Een spel niet meer volgen
records-opt-game = Welk spel
records-opt-game-any = Welk spel (standaard: alle)
records-opt-period = Welke periode telt (standaard: aller tijden)
records-opt-computers = Computerspelers tonen (standaard: ja)
records-opt-user = Van wie (standaard: van jou)
records-opt-id = Nummer van het spel, bv. 12
records-choice-period-all = aller tijden
records-choice-period-month = maand
records-choice-period-week = week
