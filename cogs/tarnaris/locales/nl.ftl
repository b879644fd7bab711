## Woods of Tarnaris (cogs/tarnaris): weigeringen, beurtbericht, keuzemenu's, gebeurtenissen, regels.

## Kaarten in zinnen
tarnaris-card-a = een { $number }
tarnaris-depth-top = de bovenste kaart
tarnaris-depth-second = de kaart onder de bovenste
tarnaris-depth-nth = de { $depth }e kaart van boven

## Weigeringen (text.py)
tarnaris-error-bad-value = `{ $key }` moet een getal van { $minimum } tot { $maximum } zijn (je gaf { $value }).
tarnaris-error-bad-slots = Geef nummers van kaartplekken (1–10), gescheiden door komma's, bv. `3,7,2`.
tarnaris-error-bad-slots-length = Geef nummers van kaartplekken (1–10), gescheiden door komma's, bv. `3,7,2` ({ $length ->
    [one] { $length } kaartplek
   *[other] { $length } verschillende, laagste eerst
 }).
tarnaris-error-wrong-phase-reveal = Draai eerst je kaartplek om (de knoppen van de kaartplekken).
tarnaris-error-wrong-phase-lay = Je hebt al omgedraaid: leg de omgedraaide kaarten aan, leg ze terug of druk op Klaar.
tarnaris-error-nothing-to-reveal = Kaartplek { $slot } heeft niets om om te draaien (leeg, of deze beurt al omgedraaid); kies een andere kaartplek.
tarnaris-error-does-not-fit = Die kaart past niet op die stapel: een kaart gaat alleen op een stapel waarvan de bovenste kaart één lager is. Gebruik de Aanleggen-knoppen of leg de kaart terug.
tarnaris-error-nothing-to-return = Er is geen omgedraaide kaart meer om terug te leggen.
tarnaris-error-wrong-slot = Die kaart kan niet terug naar kaartplek { $slot }: ze gaat terug naar haar eigen kaartplek (in ronde 1 naar een van de twee kaartplekken die deze beurt zijn omgedraaid).
tarnaris-error-claim-new-pile = Een nieuwe stapel begint alleen met een 1; kies voor een hogere kaart de stapel waar ze op past.
tarnaris-error-claim-number = Op die stapel hoort nu een { $expected }; kijk naar de nieuwste tafel en claim opnieuw.
tarnaris-error-no-such-pile = Er is geen stapel { $pile }; kies een stapel van de tafel, of `new` voor een 1.
tarnaris-error-empty-slot = Kaartplek { $slot } van dat veld is leeg (of heeft minder kaarten dan je noemde); kies een kaartplek met kaarten.
tarnaris-error-empty-slots = Een van die kaartplekken is leeg; kies kaartplekken met kaarten.
tarnaris-error-chain-too-long = Een reeks vanaf { $number } telt hoogstens { $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
 } (stapels stoppen bij 10).
tarnaris-error-choice-pending = Iedereen wacht tot { $name } een keuze maakt (speciale functie of straf); probeer het opnieuw zodra die gemaakt is.
tarnaris-error-no-such-choice = Je hebt nu zo'n keuze niet te maken; het beurtbericht zegt wie wat kiest.
tarnaris-error-cannot-give = { $name } kan geen strafkaart geven (geen kaarten meer in het veld); kies een andere speler.
tarnaris-error-bad-player = Kies een andere speler die nog meespeelt.
tarnaris-error-nothing-to-mix = Het veld van { $name } is leeg; kies een andere speler.
tarnaris-error-both-empty = Beide kaartplekken zijn leeg; ruil een kaartplek waar kaarten op liggen.
tarnaris-error-no-peek = Je hebt geen kijkje over: elke 10 die op een stapel komt geeft er een.
tarnaris-error-nothing-to-claim = Je veld is leeg: er valt niets te claimen.
tarnaris-error-tray-empty = Er is je geen kaart doorgegeven, dus er valt niets te plaatsen.
tarnaris-error-place-passed-first = Er is je een kaart doorgegeven: leg die eerst op een van je kaartplekken (`/tarnaris place` of de knop Plaatsen).
tarnaris-error-player-or-seat = Zeg voor wie: `player` (een persoon) of `seat` (iedereen, ook een computerspeler, zoals `/game status` de plaatsen nummert), een van de twee.
tarnaris-error-no-such-seat = Er is geen plaats { $seat }: dit spel heeft er { $seats }; `/game status` toont ze.
tarnaris-error-not-a-player = { $name } speelt niet mee in dit spel; kies een van de spelers.
tarnaris-error-not-your-choice = Die keuze is aan { $name }, niet aan jou.
tarnaris-error-no-choice-waiting = Er wacht nu geen keuze op je.
tarnaris-error-pile-option = `{ $value }` is geen stapel: geef een stapelnummer (1, 2, …) of `new` voor een 1.
tarnaris-error-slot-or-slots = Noem de kaart die je claimt: `slot` voor één kaart, of `slots` (bv. `3,7,2`) voor een reeks — een van beide, niet allebei.

## De adapter (adapter.py)
tarnaris-group = Woods of Tarnaris: bouw de stapels 1 tot 10 op uit je verborgen veld
tarnaris-option-giver-chooses = Wie de strafkaart geeft, kiest de kaartplek (anders: willekeurig)
tarnaris-hand-title = Jouw veld
tarnaris-rules = **Woods of Tarnaris: Path to Luslaria** (2–4 spelers). Elke speler heeft een veld van tien kaartplekken, elk met twee gedekte kaarten van zijn wapen. In je beurt draai je in de eerste ronde twee kaartplekken om, daarna één, en leg je de omgedraaide kaarten aan op de stapels, elk één hoger dan de bovenste kaart: een 1 begint een nieuwe stapel, een 10 sluit hem af. Wat je niet kunt aanleggen, leg je gedekt terug. Op elk moment, ook in de beurt van een ander, mag iedereen "Ik weet het!" roepen om te claimen dat de bovenste kaart van een van zijn kaartplekken op een stapel past: klopt het, dan blijft ze liggen en mogen er meteen volgende claims op volgen; is het fout, dan gaat ze gedekt terug en kies je een speler die je zonder te kijken een van zijn kaarten (willekeurig, tenzij het spel de gever laat kiezen) als strafkaart op die kaartplek moet geven. Sommige kaarten hebben een speciale functie: een 3 geeft een kaart door aan een andere speler, een 5 schudt vier kaarten van een andere speler, een 7 ruilt een kaartplek met die van een andere speler (een lege plek telt mee), een 10 geeft iedereen een geheim kijkje in één kaart van zijn eigen veld, zichtbaar tot het einde van zijn volgende beurt. Na afloop van een beurt noemt geen bericht nog een kaart die weer gedekt ligt: onthoud haar zelf. Wie als eerste zijn veld leeg heeft, wint; laat een opgave geen aanlegbare kaart meer over, dan wint wie de minste kaarten over heeft.
    Spelen: de knoppen onder het nieuwste bericht van het spel (**Omdraaien**, **Aanleggen**, **Klaar**, **Ik weet het!**), of `/tarnaris reveal slot:<n>`, `/tarnaris lay card:<i> pile:<p>`, `/tarnaris done` en `/tarnaris claim slot:<n> pile:<p|new>`; `/game hand` toont je veld alleen aan jou.
tarnaris-phase = ronde { $round }, { $phase ->
    [reveal] omdraaien
   *[lay] aanleggen
 }
tarnaris-special-3 = die mag een kaart aan een andere speler doorgeven
tarnaris-special-5 = die mag de bovenste kaarten van een andere speler schudden
tarnaris-special-7 = die mag een kaartplek ruilen met een andere speler
tarnaris-special-10 = de stapel is af en iedereen mag één kaart bekijken
tarnaris-pending-sf3 = kaart 3, een kaart doorgeven
tarnaris-pending-sf5 = kaart 5, welke bovenste kaarten geschud worden
tarnaris-pending-sf5-return = kaart 5, waar de geschudde kaarten heen gaan
tarnaris-pending-sf7 = kaart 7, welke kaartplekken geruild worden
tarnaris-pending-penalty = wie de strafkaart geeft
tarnaris-pending-give = welke kaart als straf gegeven wordt
tarnaris-pending-unknown = een keuze
tarnaris-turn-waiting = Wachten op { $name }: { $what }. Tot dan wachten de claims.
tarnaris-turn-reveal = { $name }, jouw beurt: draai { $count ->
    [2] twee kaartplekken
   *[single] een kaartplek
 } om. Iedereen aan tafel mag "Ik weet het!" roepen.
tarnaris-turn-revealed-card = { $index }) de { $number } van kaartplek { $slot }
tarnaris-turn-none-left = geen meer
tarnaris-turn-lay = { $name }, jouw beurt: leg de omgedraaide kaarten aan die passen, leg de rest terug en druk op Klaar. Omgedraaid: { $cards }. Iedereen aan tafel mag "Ik weet het!" roepen.
tarnaris-hand-field = Jouw veld, { $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
 } (kaartplek: kaarten): { $counts }.
tarnaris-hand-known = { $where }: { $card }
tarnaris-hand-peeked = Je keek in kaartplek { $slot }: { $cards }.
tarnaris-hand-peeks-last = Bekeken kaarten staan hier tot het einde van je volgende beurt.
tarnaris-hand-tray = Aan jou doorgegeven kaarten, nog te plaatsen: { $count }.
tarnaris-status-piles = Stapels: { $count }.
tarnaris-status-fields = Kaarten over in elk veld: { $fields }.
tarnaris-status-left = { $name } { $count }
tarnaris-status-resigned = { $name } gaf op
tarnaris-someone = iemand
tarnaris-event-revealed = { $name } draaide kaartplek { $slot } om: { $numbers }.
tarnaris-event-revealed-down = { $name } draaide kaartplek { $slot } om ({ $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
 }).
tarnaris-event-laid = { $name } legde de { $number } op stapel { $pile }.
tarnaris-event-pile-started = De omgedraaide 1 van kaartplek { $slot } begint stapel { $pile }.
tarnaris-event-returned = { $name } legde { $count ->
    [one] een kaart
   *[other] { $count } kaarten
 } gedekt terug (kaartplek { $slots }).
tarnaris-event-turn = { $name } is aan de beurt.
tarnaris-event-claimed = { $name }: "Ik weet het!" Kaartplek { $slots } op stapel { $pile }.
tarnaris-event-claimed-new = { $name }: "Ik weet het!" Kaartplek { $slots } op een nieuwe stapel.
tarnaris-event-claim-right = Goed! De { $number } van { $name } gaat op stapel { $pile }.
tarnaris-event-claim-wrong = Fout: op kaartplek { $slot } van { $name } lag { $card }; de kaart gaat gedekt terug.
tarnaris-event-claim-wrong-down = Fout: kaartplek { $slot } van { $name } klopte niet; de kaart gaat gedekt terug.
tarnaris-event-claim-lost-race = De claim van { $name } op stapel { $pile } kwam te laat: de stapel was al bij { $number }. Hij telt niet (geen straf).
tarnaris-event-claims-withdrawn = De rest van de reeks van { $name } gaat gedekt terug.
tarnaris-event-penalty-chosen = { $giver } geeft { $name } de strafkaart en kiest welke.
tarnaris-event-penalty = { $giver } geeft { $name } een strafkaart (van kaartplek { $from_slot }); ze gaat op kaartplek { $slot } van { $name }.
tarnaris-event-no-penalty = Niemand kan { $name } een strafkaart geven.
tarnaris-event-special = { $name } speelde { $card }: { $what }.
tarnaris-event-passed = { $name } gaf de bovenste kaart van kaartplek { $slot } door aan { $player }.
tarnaris-event-placed-passed = { $name } legde de doorgegeven kaart op kaartplek { $slot }.
tarnaris-event-mixing = { $name } neemt de bovenste kaarten van de kaartplekken { $slots } van { $player } om te schudden.
tarnaris-event-mixed = { $name } legde de geschudde kaarten op de kaartplekken { $slots } van { $player }.
tarnaris-event-swapped = { $name } ruilde de eigen kaartplek { $slot } met kaartplek { $their } van { $player }.
tarnaris-event-skipped = { $name } gebruikte de { $number } niet.
tarnaris-event-peeked = { $name } bekeek { $where } van de eigen kaartplek { $slot }.

## De /tarnaris-commando's (commands.py): beschrijvingen ≤ 100 tekens
tarnaris-cmd-reveal = Jouw beurt: draai een van je kaartplekken open
tarnaris-cmd-lay = Jouw beurt: leg een omgedraaide kaart op een stapel waar ze past
tarnaris-cmd-return = Jouw beurt: leg een omgedraaide kaart gedekt terug
tarnaris-cmd-done = Jouw beurt: leg de rest gedekt terug en beëindig de beurt
tarnaris-cmd-claim = "Ik weet het!": de bovenste kaart van een kaartplek past op een stapel
tarnaris-cmd-pass = Kaart 3: geef de bovenste kaart van een van je kaartplekken door
tarnaris-cmd-mix = Kaart 5: schud tot vier bovenste kaarten van een speler
tarnaris-cmd-mixback = Kaart 5: de kaartplekken die de geschudde kaarten krijgen
tarnaris-cmd-swap = Kaart 7: ruil een van je kaartplekken met een kaartplek van een speler
tarnaris-cmd-skip = Kaarten 3, 5, 7: de speciale functie niet gebruiken
tarnaris-cmd-penalty = Na een foute claim: wie jou de strafkaart geeft
tarnaris-cmd-give = Geef de strafkaart: de bovenste kaart van je kaartplek
tarnaris-cmd-place = Kaart 3: leg de aan jou doorgegeven kaart op een kaartplek
tarnaris-cmd-peek = Kaart 10: bekijk een kaart naar keuze uit je veld
tarnaris-opt-game = Welk spel (standaard: dat van deze thread of je enige)
tarnaris-opt-seat = Of zijn plaats in /game status (voor een computer)
tarnaris-opt-your-slot = Jouw kaartplek
tarnaris-opt-reveal-slot = De kaartplek (1–10)
tarnaris-opt-revealed-card = Welke omgedraaide kaart (nummer in het beurtbericht)
tarnaris-opt-lay-pile = De stapel (zijn nummer op tafel)
tarnaris-opt-return-slot = Op welke kaartplek (haar eigen; in ronde 1 een van de twee omgedraaide)
tarnaris-opt-claim-pile = De stapel waar ze op past (nummer), of new voor een 1
tarnaris-opt-claim-slot = Jouw kaartplek waarvan je de bovenste kaart claimt
tarnaris-opt-claim-slots = Een reeks van je kaartplekken, op volgorde, bv. 3,7,2
tarnaris-opt-pass-player = Wie haar krijgt
tarnaris-opt-mix-player = Wiens veld
tarnaris-opt-mix-slots = Zijn kaartplekken, bv. 1,4,6,9 (vier, of alle niet-lege als er minder zijn)
tarnaris-opt-mixback-slots = Evenveel verschillende kaartplekken van hem, bv. 2,3,8,10
tarnaris-opt-swap-player = De andere speler
tarnaris-opt-swap-their-slot = Zijn kaartplek
tarnaris-opt-penalty-player = De speler die haar geeft
tarnaris-opt-peek-card = Welke kaart van de kaartplek, van boven geteld (standaard 1)

## Het beurtbericht en de oproepen (openbaar: de taal van het spel)
tarnaris-header = **{ $title }** · spel #{ $game } · zet { $move }
tarnaris-game-over = Het spel is afgelopen.
tarnaris-turn-over = Deze beurt is voorbij; de kaarten ervan liggen weer gedekt.
tarnaris-moved-on-clock = Het spel ging verder: de beurtklok was verstreken. Zie het nieuwere bericht hieronder.
tarnaris-moved-on-resignation = Het spel ging verder: een speler gaf op. Zie het nieuwere bericht hieronder.
tarnaris-moved-on-take-back = Het spel ging verder: er werd een zet teruggenomen. Zie het nieuwere bericht hieronder.
tarnaris-button-claim = Ik weet het!
tarnaris-button-field = Jouw veld
tarnaris-button-give = Strafkaart geven
tarnaris-button-choose = Maak je keuze
tarnaris-button-reveal = { $slot } omdraaien
tarnaris-button-lay = Leg de { $number } (kaartplek { $slot }) op stapel { $pile }
tarnaris-button-return-one = Eén terugleggen…
tarnaris-button-done = Klaar (rest terugleggen)
tarnaris-button-place = Doorgegeven kaart plaatsen
tarnaris-button-peek-card = Kijkje (kaart 10)
tarnaris-button-peek = Kijkje
tarnaris-button-skip = Overslaan (niet gebruiken)
tarnaris-choice-sf3 = kaart 3: geef de bovenste kaart van een van je kaartplekken door aan een andere speler
tarnaris-choice-sf5 = kaart 5: schud tot vier bovenste kaarten van het veld van een andere speler
tarnaris-choice-sf5-return = kaart 5: de kaartplekken die de geschudde kaarten krijgen
tarnaris-choice-sf7 = kaart 7: ruil een van je kaartplekken met een kaartplek van een andere speler
tarnaris-choice-penalty = wie jou de strafkaart geeft
tarnaris-choice-give = welke kaart je als straf geeft
tarnaris-call-choice = { $mentions }, jij moet nu kiezen: { $what }. Druk op de knop (alleen jij ziet de keuze).
tarnaris-call-passed = { $mentions }, { $name } gaf je gedekt een kaart door (speciale functie van de 3). Leg haar op een van je kaartplekken voor je volgende actie.
tarnaris-call-peek = { $mentions }, een 10 sloot een stapel af: ieder van jullie mag (in het geheim) één kaart van zijn veld bekijken voor het einde van zijn volgende beurt; tot dan staat ze in zijn veld.

## Privé-antwoorden en keuzemenu's (de taal van de gebruiker)
tarnaris-slot = Kaartplek { $slot }
tarnaris-your-slot = Jouw kaartplek
tarnaris-slot-option = Kaartplek { $slot } ({ $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
 })
tarnaris-slot-option-peeked = Kaartplek { $slot } ({ $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
 }, bovenop: { $card } (bekeken))
tarnaris-their-slot-option = Kaartplek { $slot } van { $name } ({ $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
 })
tarnaris-note-right = Goed: je { $number } ligt op stapel { $pile }.
tarnaris-note-wrong = Fout: op kaartplek { $slot } lag { $card }; ze gaat gedekt terug en je krijgt er een strafkaart op.
tarnaris-note-too-late = Te laat: stapel { $pile } was al bij { $number } toen je claim aankwam, dus hij telde niet. Je kaart blijft gedekt waar ze lag, en je krijgt geen straf.
tarnaris-note-peek = Kaartplek { $slot }: { $where } is { $card }. Alleen jij ziet dit, in je veld tot het einde van je volgende beurt.
tarnaris-note-peek-gone = Kaartplek { $slot }: { $where } is er niet meer. Alleen jij ziet dit, in je veld tot het einde van je volgende beurt.
tarnaris-note-penalty = { $giver } gaf je een strafkaart; ze ligt op je kaartplek { $slot }.
tarnaris-note-turn-over = Je beurt is voorbij: je kaarten liggen weer gedekt, onthoud ze!
tarnaris-note-done = Klaar.
tarnaris-note-returned = Teruggelegd op kaartplek { $slot }.
tarnaris-note-skipped = Je laat de speciale functie voorbijgaan.
tarnaris-pick-place = Er is je een kaart doorgegeven: kies de kaartplek waar ze op komt (bovenop, gedekt).
tarnaris-pick-place-placeholder = Kaartplek voor de doorgegeven kaart
tarnaris-pick-sf3 = Kaart 3: geef de bovenste kaart van een van je kaartplekken door aan een andere speler. Welke kaartplek?
tarnaris-pick-sf3-player = Kaart 3: aan wie geef je de bovenste kaart van je kaartplek { $slot } door?
tarnaris-pick-sf5 = Kaart 5: wiens veld schud je door elkaar (tot vier bovenste kaarten, ongezien geschud)?
tarnaris-pick-sf5-slots = Kaart 5: kies { $count ->
    [one] { $count } kaartplek
   *[other] { $count } kaartplekken
 } van { $name }; hun bovenste kaarten worden geschud.
tarnaris-pick-sf5-slots-placeholder = { $count ->
    [one] { $count } kaartplek
   *[other] { $count } kaartplekken
 }
tarnaris-pick-sf5-return = Kaart 5: { $count ->
    [one] de geschudde kaart gaat terug op { $count } kaartplek
   *[other] de { $count } geschudde kaarten gaan één voor één terug op { $count } verschillende kaartplekken
 } van het veld van { $name }. Kies de kaartplekken.
tarnaris-pick-sf5-return-placeholder = { $count ->
    [one] { $count } kaartplek
   *[other] { $count } kaartplekken
 } van { $name }
tarnaris-pick-sf7 = Kaart 7: ruil een van je kaartplekken (met alle kaarten erop) met die van een andere speler. Welke kaartplek van jou?
tarnaris-pick-sf7-player = Kaart 7: je kaartplek { $slot } ruilen met wiens kaartplek?
tarnaris-pick-sf7-slot = Kaart 7: je kaartplek { $slot } ruilt met welke kaartplek van { $name }?
tarnaris-pick-sf7-placeholder = Zijn kaartplek
tarnaris-pick-penalty = Je claim was fout: wie geeft jou de strafkaart?
tarnaris-pick-give = Je geeft { $name } een strafkaart: de bovenste kaart van welke kaartplek?
tarnaris-return-option = De { $number } (van kaartplek { $slot }) op kaartplek { $to }
tarnaris-pick-return = Leg één kaart gedekt terug (de eerste teruggelegde ligt onderop); Klaar legt de rest op volgorde terug.
tarnaris-pick-return-placeholder = Kaart en kaartplek
tarnaris-pick-claim-slot = **Ik weet het!** Op welke van je kaartplekken ligt de bovenste kaart die je kent? (Kies daarna de stapel.)
tarnaris-pick-claim-pile = **Ik weet het!** Op welke stapel past de bovenste kaart van je kaartplek { $slot }?
tarnaris-pile-new = Nieuwe stapel (het is een 1)
tarnaris-pile-option = Stapel { $pile }: hier hoort { $card }
tarnaris-pick-peek = Kijkje: welke kaart van je veld? Elke kaart, de bovenste of een eronder; alleen jij ziet haar, in je veld tot het einde van je volgende beurt.
tarnaris-pick-peek-placeholder = Jouw kaart
tarnaris-peek-option = Kaartplek { $slot }, { $where }

## Added for issue 26 (words): computer seats, why a game ended, too-long texts
tarnaris-reason-emptied-field = als eerste een leeg veld
tarnaris-reason-dead-position = er kon geen kaart meer worden aangelegd, dus wint wie de minste kaarten over heeft
