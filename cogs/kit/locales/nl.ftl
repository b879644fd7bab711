# De teksten van de kit (cogs/kit): weigeringen, lobby, beurtberichten, handen, knoppen.

## Opsommingen en namen

kit-another-player = een andere speler
kit-seat-number = plaats { $seat }

## Weigeringen (cogs/kit/text.py)

kit-error-unknown = Dat kan nu niet (`{ $code }`).
kit-error-no-games = Je speelt hier in geen enkel lopend spel mee. Begin er een met { $commands }, of doe ergens mee via `/game join`.
kit-error-choose-game = Je speelt hier in { $count ->
        [one] { $count } spel
       *[other] { $count } spellen
    } mee; kies er een met de optie `game` (begin te typen om ze te zien), of gebruik het commando in de eigen thread van het spel als het die heeft.
kit-error-no-lobbies = Er is hier geen lobby om aan mee te doen. Begin een spel met { $commands }, of bekijk met `/game list` de spellen op deze server.
kit-error-choose-lobby = Er { $count ->
        [one] is { $count } lobby
       *[other] zijn { $count } lobby's
    } waar je hier aan mee kunt doen; kies er een met de optie `game` (begin te typen om ze te zien), of druk op **Meedoen** onder het lobbybericht.
kit-error-new-in-game-thread = Deze thread hoort bij { $title }-spel #{ $game_id }, en commando's hier werken op dat spel; begin je nieuwe spel in het kanaal erboven, waar het een eigen thread krijgt.
kit-error-other-kind = Spel #{ $game_id } is een { $title }-spel, dus `/{ $command }`-commando's werken er niet op; gebruik ze in de thread van je { $wanted }-spel, of kies dat met de optie `game`.
kit-error-unknown-game-id = Dat spel ken ik niet. Kies er een uit de suggesties van de optie `game`, of bekijk met `/game list` de spellen op deze server.
kit-error-other-server = Dat spel hoort bij een andere server; kies er een van deze server.
kit-error-no-such-game-type = Er is geen spel dat `{ $name }` heet; de spellen zijn { $games }.
kit-error-no-channel = Gebruik dit commando in een kanaal van een server.
kit-error-check-failed = Je hebt hier niet de rechten die dit commando nodig heeft.
kit-error-outdated-command = Je Discord-app toont een oudere versie van `/{ $command }`. Herlaad Discord (Ctrl+R, of start de app opnieuw) om de huidige commando's te krijgen en probeer het dan opnieuw.
kit-error-unknown-component = Die knop of dat menu komt uit een oudere versie van de bot; gebruik de knoppen van het nieuwste bericht van het spel.
kit-error-bad-choice = Die keuze staat niet in dit menu; kies een van de opties die het toont, of gebruik het nieuwste bericht van het spel.
kit-error-cannot-cancel = Alleen de speler die dit spel heeft gemaakt, of een lid met Server beheren, kan het annuleren.
kit-error-not-in-game = Je speelt niet mee in spel #{ $game_id }, dus de knoppen en zetten zijn niet voor jou; kijken mag altijd. Wil je spelen, doe dan mee aan een spel zolang het nog in de lobby staat (`/game join`), of begin er een met { $commands }.
kit-error-not-in-this-game = Je speelt niet mee in dit spel, dus de knoppen en zetten zijn niet voor jou; kijken mag altijd. Wil je spelen, doe dan mee aan een spel zolang het nog in de lobby staat (`/game join`), of begin er een met { $commands }.
kit-error-no-hand-yet = Je krijgt je hand zodra het spel begint; wacht op de maker.
kit-error-not-found = Spel #{ $game_id } bestaat niet meer. Gebruik `/game list` om de spellen hier te zien.
kit-error-this-not-found = Dit spel bestaat niet meer. Gebruik `/game list` om de spellen hier te zien.
kit-error-not-seated = Je speelt niet mee in spel #{ $game_id }. Doe mee aan een spel zolang het nog in de lobby staat (`/game join` of de knop Meedoen).
kit-error-not-seated-here = Je speelt niet mee in dit spel. Doe mee aan een spel zolang het nog in de lobby staat (`/game join` of de knop Meedoen).
kit-error-not-creator = Alleen de speler die dit spel heeft gemaakt kan dat doen; vraag het aan hen, of begin je eigen spel met { $commands }.
kit-error-creator-must-cancel = Jij hebt dit spel gemaakt, dus je kunt het niet verlaten; annuleer het in plaats daarvan met `/game cancel`.
kit-error-lobby-full = Dit spel is vol ({ $max_seats ->
        [one] { $max_seats } plaats
       *[other] { $max_seats } plaatsen
    }). Begin een nieuw spel, of wacht tot iemand vertrekt.
kit-error-already-joined = Je doet al mee aan dit spel; wacht tot de maker het start.
kit-error-not-joined = Je doet niet mee aan dit spel, dus er valt niets te verlaten.
kit-error-too-many-bots = Een spel met { $seats } plaatsen heeft ruimte voor hoogstens { $most } computers (één plaats is van jou), niet { $bots }; vraag minder computers (`bots`) of meer plaatsen (`seats`).
kit-error-no-computer-seat = Spel #{ $game_id } heeft geen computerspeler om te verwijderen; `/game addbot` voegt er een toe.
kit-error-no-computer-seat-here = Dit spel heeft geen computerspeler om te verwijderen; `/game addbot` voegt er een toe.
kit-error-not-a-computer = Plaats { $seat } is geen computerspeler; `/game status` toont de plaatsen (die van een computer heeft het robotteken).
kit-error-unknown-level = Er is geen computerniveau { $level }; kies makkelijk, gemiddeld of moeilijk.
kit-error-too-few-players = Het spel heeft minstens { $minimum ->
        [one] { $minimum } speler
       *[other] { $minimum } spelers
    } nodig en heeft er { $players }; wacht tot er meer meedoen.
kit-error-colour-taken = Iemand anders speelt al met { $colour }; kies een andere kleur.
kit-error-not-lobby = Dit spel is al begonnen (of afgelopen), dus de lobby is gesloten; begin een nieuw spel met { $commands }.
kit-error-leave-started = Spel #{ $game_id } is begonnen, dus de lobby is gesloten. Wil je er voorgoed mee stoppen, gebruik dan `/game resign` (de anderen spelen door).
kit-error-not-started = Dit spel is nog niet begonnen: de maker start het zodra er genoeg spelers meedoen.
kit-error-game-over = Dit spel is afgelopen en neemt geen zetten meer aan. Begin een nieuw spel met { $commands }.
kit-error-game-changed = Het spel veranderde terwijl je bezig was (iemand anders was eerder). Bekijk de nieuwste stand en probeer het opnieuw.
kit-error-game-damaged = De opgeslagen stand van dit spel kwam niet door de controle, dus het spel staat stil. Laat het de moderators van de server weten.
kit-error-busy = De database heeft het nu druk; probeer het zo opnieuw.
kit-error-guild-only = Spellen worden in een kanaal van een server begonnen, niet in een privébericht.
kit-error-manage-server-only = Alleen leden met Server beheren kunnen deze instellingen wijzigen; `/game settings` zonder opties toont ze.
kit-error-unknown-setting = Er is geen instelling die { $names } heet.
kit-error-bad-setting-value = Die waarde werkt niet voor `{ $name }`; de suggesties van de optie laten zien wat wel werkt.
kit-error-bad-quiet-hours = `{ $given }` is geen reeks stille uren: schrijf twee verschillende uren van 0 tot 23 met een streepje ertussen, zoals `22-08` (van 22:00 tot 08:00), of `off` om ze te beëindigen.
kit-error-bad-timezone = De tijdzone `{ $given }` ken ik niet; kies er een uit de suggesties van de optie `timezone`, zoals `Europe/Amsterdam` of `America/New_York`.
kit-error-away-quota = Dat is meer afwezigheid dan er deze maand over is ({ $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    }); kies een kortere afwezigheid.
kit-error-not-your-turn = Je bent niet aan de beurt: { $player } is aan de beurt. Je wordt vermeld zodra het jouw beurt is.
kit-error-not-playing = Je bent uitgeschakeld in dit spel, dus je kunt geen zetten meer doen.
kit-error-resigned = Je hebt dit spel opgegeven, dus je kunt geen zetten meer doen.
kit-error-wrong-phase = Die zet past niet bij de huidige fase van het spel.
kit-error-state-format = Dit spel is opgeslagen door een andere versie van de bot en kan nu niet gelezen worden; laat het de moderators van de server weten.
kit-error-move-shape = Die zet begrijpt dit spel niet.
kit-error-move-kind = Dit spel heeft geen zet die `{ $kind }` heet.
kit-error-player-count = Dit spel is voor { $minimum } tot { $maximum } spelers, niet voor { $players }.
kit-error-unknown-option = Onbekende opties: { $names }. Geldige opties: { $known }.
kit-error-option-value = De optie `{ $name }` kan niet { $value } zijn.
kit-error-option-range = De optie `{ $name }` moet tussen { $minimum } en { $maximum } liggen (je gaf { $value }).
kit-error-option-choice = De optie `{ $name }` moet een van deze waarden hebben: { $choices }.
kit-error-no-game-end = Zonder doelscore en zonder vast aantal rondes zou het spel nooit eindigen; stel een van beide in.
kit-apology = Sorry, er ging bij mij iets mis. Het is vastgelegd als fout `{ $error_id }`; noem die code als je het meldt.
kit-moved-on = Het spel is verdergegaan sinds deze knop werd geplaatst; gebruik de knoppen van het nieuwste bericht van het spel.
kit-moved-on-at = Het spel is verdergegaan sinds deze knop werd geplaatst; de nieuwste stand: { $url }

## Standaarden van de spel-adapters (cogs/kit/adapter.py)

kit-hand-title = Jouw hand
kit-options = Opties: { $options }
kit-options-standard = Opties: standaardregels
kit-option-on = aan
kit-option-off = uit
kit-phase-lobby = lobby
kit-phase-playing = bezig
kit-phase-over = afgelopen
kit-phase-cancelled = geannuleerd
kit-turn-over = Spel afgelopen: gewonnen door { $winners } ({ $reason }).
kit-turn-over-nobody = Spel afgelopen: niemand heeft gewonnen ({ $reason }).
kit-turn-cancelled = Dit spel is geannuleerd.
kit-turn-waiting = Even wachten.
kit-turn-waiting-for = Wachten op { $players }.
kit-event-resigned = { $player } geeft op.
kit-button-hand = Jouw hand
kit-hand-header = **{ $title } in { $game } #{ $game_id }** (alleen jij ziet dit)

## Hoe een spel heet in suggesties en lijsten (cogs/kit/context.py)

kit-label-lobby = lobby { $seated }/{ $seats }
kit-label-your-turn = jouw beurt
kit-label-active = bezig
kit-label-finished = afgelopen
kit-label-cancelled = geannuleerd
kit-label-by = { $label } · door { $creator }

## De lobby (cogs/kit/lobby.py)

kit-cmd-new = Open een { $title }-lobby; anderen doen mee via de knop
kit-opt-seats = Maximaal aantal spelers ({ $minimum }–{ $maximum }; standaard { $maximum })
kit-opt-turn-clock = Uren dat een beurt mag wachten (0 = onbeperkt; standaard: die van de server)
kit-opt-clock-action = Wat de beurtklok doet als de tijd om is
kit-opt-bots = Computerspelers die meedoen (zonder aantal plaatsen begint het spel meteen)
kit-opt-bot-level = Hoe goed die computers spelen (standaard makkelijk)
kit-opt-language = Taal van de openbare berichten van het spel (standaard: die van de server)
kit-lobby-someone = iemand
kit-lobby-nobody = nog niemand
kit-lobby-header = **{ $title }** · spel #{ $game_id }
kit-lobby-seats = Gemaakt door { $creator } · plaatsen { $seated }/{ $seats } (minstens { $minimum } om te starten)
kit-lobby-players = Spelers: { $players }
kit-lobby-press-join = Druk op **Meedoen** om te spelen; { $creator } drukt op **Starten** als iedereen klaar is.
kit-lobby-started = Het spel is begonnen.
kit-lobby-over = Het spel is afgelopen.
kit-lobby-joined = Je doet mee aan spel #{ $game_id }.
kit-lobby-left = Je hebt spel #{ $game_id } verlaten.
kit-game-started = Spel #{ $game_id } is begonnen.
kit-game-cancelled = Spel #{ $game_id } is geannuleerd.
kit-game-cancelled-by = Spel #{ $game_id } is geannuleerd door { $user }.
kit-thread-greeting = Deze thread is voor { $title }-spel #{ $game_id }. Commando's die je hier gebruikt werken op dit spel. { $mention }
kit-button-join = Meedoen
kit-button-leave = Verlaten
kit-button-start = Starten

## Het beurtbericht (cogs/kit/turns.py)

kit-turn-header = **{ $title }** · spel #{ $game_id } · zet { $ply }
kit-turn-earlier = … { $count ->
        [one] { $count } eerdere gebeurtenis
       *[other] { $count } eerdere gebeurtenissen
    }
kit-turn-earlier-moves = … en { $count ->
        [one] { $count } eerdere zet
       *[other] { $count } eerdere zetten
    }
kit-move-in = Je zet is verwerkt.
kit-level-easy = makkelijk
kit-level-medium = gemiddeld
kit-level-hard = moeilijk
kit-clock-skip = beurt overslaan
kit-clock-computer = computer laten spelen
kit-clock-remove = speler verwijderen

# Issue 31: a failure after the action committed (cogs.kit.errors).
kit-move-stands = Gelukt: spel #{ $game_id } heeft je actie verwerkt en die blijft staan; alleen de bevestiging kon niet worden getoond. Je hoeft het niet opnieuw te doen.

## Added for issue 26 (words): computer seats, why a game ended, too-long texts
kit-computer = Computer ({ $level })
kit-computer-numbered = Computer { $number } ({ $level })
kit-reason-resigned = alle anderen gaven op
kit-reason-other = het spel liep ten einde
kit-error-too-long-name = Die naam is te lang: hooguit { $limit } tekens.
kit-error-too-long-colour = Die kleurnaam is te lang: hooguit { $limit } tekens.

## Table manners (issue 28): take-backs, rematches, invitations
kit-button-take-back = Zet terugnemen
kit-button-accept = Akkoord
kit-button-refuse = Weigeren
kit-button-rematch = Revanche
kit-button-invite = Uitnodigen
kit-event-took-back = ↩️ { $player } neemt { $moves ->
    [one] een zet
   *[other] { $moves } zetten
  } terug.
kit-opt-invite = Wie je wilt uitnodigen (@vermeldingen)
kit-lobby-invited = Uitgenodigd: { $people }
kit-lobby-invitation = ✉️ { $inviter } nodigt je uit voor { $title }, spel #{ $game_id }: druk op **Meedoen** om te spelen.
kit-lobby-invitation-dm = ✉️ { $inviter } nodigt je uit voor { $title }, spel #{ $game_id }: druk op **Meedoen** om te spelen, of open de lobby: { $url }
kit-lobby-invite-pick = Wie wil je uitnodigen? Kies maximaal zeven mensen; iedereen krijgt één vermelding, of een privébericht als die persoon daarvoor gekozen heeft.
kit-lobby-invite-placeholder = Kies wie je wilt uitnodigen
kit-lobby-invited-note = Uitgenodigd: { $people }.
kit-error-take-back-not-yours = Je kunt alleen je eigen laatste zet terugnemen, voordat iemand anders zet.
kit-error-take-back-not-allowed = Deze zet kan niet worden teruggenomen: je hebt er iets door gezien wat de anderen niet zien (een getrokken tegel of steen, een omgedraaide of bekeken kaart), of hij heeft het spel beëindigd. Speel je alleen tegen computers, dan kan elke zet worden teruggenomen, behalve een zet die het spel beëindigt.
kit-error-take-back-asked = Je hebt al gevraagd deze zet terug te nemen; per zet kan dat één keer.
kit-error-take-back-not-asked = Dit verzoek is voor de andere spelers.
kit-error-take-back-refused = Dit verzoek is geweigerd, dus de zet blijft staan.
kit-error-take-back-late = Te laat: er is sindsdien al een zet gedaan, dus de zet blijft staan.
kit-error-take-back-gone = Dat verzoek om een zet terug te nemen bestaat niet meer.
kit-error-take-back-ask = Er spelen andere mensen mee: zij moeten akkoord gaan. Vraag het met `/takeback`.
kit-error-take-back-alone = Niemand anders speelt mee: `/takeback` neemt je zet meteen terug.
kit-error-rematch-not-over = Spel #{ $game_id } is nog niet afgelopen; een revanche vraag je pas aan als het afgelopen is.
kit-error-no-finished-games = Je hebt op deze server geen afgelopen spel om opnieuw te spelen. Begin een nieuw spel met { $commands }.
kit-error-invite-mentions = Vermeld de mensen die je wilt uitnodigen: typ @ in de optie `invite` en kies hun namen.
kit-error-invite-not-seated = Alleen spelers in deze lobby kunnen uitnodigen; druk eerst op **Meedoen**.

# De webgids (issue 30): links naar de pagina's, als de bot ze aanbiedt.
kit-web-game = Volg dit spel op het web: { $url }
kit-web-replay = Bekijk de herhaling van dit spel op het web: { $url }
kit-web-server = De spellen en ranglijsten van deze server op het web: { $url }
kit-web-rotated = Nieuwe weblinks gemaakt: de oude links naar de pagina's van deze server werken niet meer. De serverpagina is nu { $url }
kit-error-web-off = Deze bot heeft geen webpagina's; wie de bot host, kan ze aanzetten met WEB_PORT.
