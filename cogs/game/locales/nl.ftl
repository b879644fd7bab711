# /game (cogs/game): de commando's die alle spellen delen.

## Beschrijvingen van commando's en opties

game-cmd-group = Commando's voor elk spel: meedoen, hand, …
game-cmd-join = Aansluiten bij de lobby van een spel
game-cmd-leave = De lobby van een spel verlaten voordat het begint
game-cmd-start = Je spel starten zodra er genoeg spelers meedoen
game-cmd-cancel = Een spel annuleren (de maker, of een lid met Server beheren)
game-cmd-addbot = Een computerspeler aan je lobby toevoegen (alleen de maker)
game-cmd-kickbot = Een computerspeler uit je lobby verwijderen (alleen de maker)
game-cmd-status = Wie aan de beurt is, de plaatsen en de fase
game-cmd-board = Het bord tonen zoals iedereen het ziet
game-cmd-hand = Je tegels, stenen of kaarten, privé
game-cmd-resign = Een lopend spel voorgoed verlaten (de anderen spelen door)
game-cmd-list = De spellen op deze server
game-cmd-rules = Korte geïllustreerde samenvatting van de spelregels, privé
game-opt-game = Welk spel (standaard: dat van deze thread of je enige)
game-opt-lobby = Welke lobby (standaard: die van deze thread, of de enige open)
game-opt-level = Hoe goed hij speelt (standaard makkelijk)
game-opt-seat = De plaats van de computer in /game status (standaard: de laatste)
game-opt-name = Welk spel

## Antwoorden

game-mark-creator = maker
game-mark-computer = { $robot } computer, niveau { $level }
game-mark-resigned = opgegeven
game-mark-to-act = aan zet
game-status-header = **{ $title }** · spel #{ $game_id } · { $phase }
game-status-seats = Plaatsen ({ $seated }/{ $seats }):
game-status-players = Spelers ({ $count }):
game-status-moves = Gespeelde zetten: { $ply }.
game-resigned = Je hebt spel #{ $game_id } opgegeven.
game-list-none = Er lopen geen spellen op deze server.
game-list-title = **Spellen op deze server**
game-list-more = … en nog { $count } (`/game status` met de optie `game` voor één ervan)
game-bot-added = { $name } doet mee aan spel #{ $game_id } (plaats { $seat }).
game-bot-removed = { $name } heeft spel #{ $game_id } verlaten.
