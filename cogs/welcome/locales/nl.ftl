# /help en het welkomstbericht (cogs/welcome): de eerste tien minuten.

welcome-cmd-help = Wat deze bot doet, en met één klik een spel tegen de computer
welcome-what = Met **Tessera** speel je hier bordspellen, in je eigen tempo: { $games }.
welcome-how = Elk spel krijgt een eigen thread; als je aan de beurt bent, krijg je een seintje, en je speelt met knoppen.
welcome-start = Speel met mensen van deze server, of alleen tegen de computer: druk hieronder op een knop.
welcome-commands-title = **Vijf handige commando's**
welcome-command-new = { $commands }: open een spel waar anderen aan meedoen (computerspelers voeg je toe met `bots`)
welcome-command-join = `/game join`: doe mee aan een spel dat iemand heeft geopend
welcome-command-hand = `/game hand`: je tegels, stenen of kaarten, privé
welcome-command-status = `/game status`: wie er aan de beurt is, en hoe het spel ervoor staat
welcome-command-mine = `/game mine`: je spellen op alle servers, eerst die waarin jij aan de beurt bent
welcome-play-alone = { $title } alleen spelen
welcome-rules-placeholder = Lees de regels van een spel…
