# Tsuro (cogs/tsuro) in het Nederlands. Woordenschat van de spelregels: tegel (padtegel), pad,
# speelsteen (speelsteen), inkeping (startinkeping), vak, bord, drakentegel, trekstapel.

## De groep /tsuro en zijn commando's (hoogstens 100 tekens)
tsuro-group = Tsuro: leg padtegels en houd je speelsteen op het bord
tsuro-option-open-hands = Iedereens hand is voor iedereen zichtbaar
tsuro-option-strict-suicide = Aan: geen zet die jezelf uitschakelt zolang een veilige bestaat; uit: alleen de rand telt
tsuro-option-protect-opponents = Geen andere speelsteen uitschakelen zolang er een zet is die niemand uitschakelt
tsuro-cmd-game = Welk Tsuro-spel (standaard: dat van deze thread, of je enige)
tsuro-cmd-start = Voorbereiding: zet je speelsteen op een startinkeping
tsuro-cmd-start-notch = Een vrije inkeping (1–48, rond het bord genummerd); leeg laten voor een willekeurige
tsuro-cmd-place = Leg een tegel uit je hand op het vak waar je speelsteen naar kijkt
tsuro-cmd-place-tile = Een tegel uit je hand (begin te typen om de jouwe te zien en wat ze doen)
tsuro-cmd-place-rotation = Draaiing van de tegel met de klok mee, zoals op de afbeeldingen van /game hand
tsuro-cmd-turn = Open je beurt privé: voorbeelden en knoppen
tsuro-cmd-colour = Voor de start: de kleur van je speelsteen
tsuro-cmd-colour-colour = Jouw kleur op het bord
tsuro-colour-orange = oranje
tsuro-colour-sky-blue = hemelsblauw
tsuro-colour-green = groen
tsuro-colour-yellow = geel
tsuro-colour-blue = blauw
tsuro-colour-vermilion = vermiljoen
tsuro-colour-pink = roze
tsuro-colour-black = zwart
tsuro-colour-chosen = Je speelt met { $colour } in Tsuro #{ $game }.

## De regels (/game rules name:tsuro; hoogstens 2.000 tekens)
tsuro-rules = **Tsuro** (2–8 spelers). Iedereen zet zijn speelsteen op een startinkeping aan de rand van het bord en krijgt drie padtegels. Leg in je beurt één tegel, in elke gewenste draaiing, op het lege vak waar je speelsteen naar kijkt; elke speelsteen die naar dat vak kijkt, volgt dan zijn pad zo ver het loopt, en daarna trek je een tegel. Een speelsteen die van het bord loopt of op een andere speelsteen botst, is uitgeschakeld; de tegels van die speler gaan terug in de trekstapel. Leg geen tegel die jezelf uitschakelt zolang een andere tegel je redt; schakelt elke tegel je uit, dan moet je er toch één leggen. Is de trekstapel leeg, dan neemt de eerste speler die niet kan trekken de drakentegel. Komen er tegels terug in de trekstapel, dan trekt wie de drakentegel heeft als eerste en geeft hem terug; daarna trekt, met de klok mee, elke speler met minder dan drie tegels er één, en zo verder, tot iedereen er drie heeft of de trekstapel leeg is. Met de optie `/tsuro new protect_opponents:True` mag je ook geen andere speelsteen uitschakelen, tenzij al je tegels iemand uitschakelen. De laatste speelsteen op het bord wint. Worden de laatste speelstenen door dezelfde tegel tegelijk uitgeschakeld (van het bord of tegen elkaar gebotst), dan delen ze de overwinning; liggen alle 35 tegels, dan delen alle spelers die nog op het bord staan de overwinning.
    Spelen: **Kies je startinkeping** / **Speel je beurt** onder het nieuwste bericht van het spel, of `/tsuro start notch:<1-48>` en `/tsuro place tile:<n> rotation:<0|90|180|270>`; `/game hand` toont je tegels privé.

## Gedeelde woorden
tsuro-none = geen
tsuro-nobody = niemand
tsuro-another-marker = een andere speelsteen

## Het beurtbericht (openbaar: de taal van het spel)
tsuro-button-pick-notch = Kies je startinkeping
tsuro-button-take-turn = Speel je beurt
tsuro-phase-notch = startinkepingen kiezen
tsuro-phase-play = tegels leggen
tsuro-phase-over = afgelopen
tsuro-game-over = Spel afgelopen: { $winners } { $count ->
    [one] wint
   *[other] winnen
} ({ $reason }).
tsuro-reason-last-marker = de laatste speelsteen op het bord
tsuro-reason-shared-elimination = hun speelstenen verlieten samen het bord, dus ze delen de overwinning
tsuro-reason-collided = hun speelstenen botsten op elkaar, dus ze delen de overwinning
tsuro-reason-board-full = alle tegels liggen op het bord
tsuro-turn-notch = { $who }, kies je startinkeping (de nummers op het bord zijn de vrije inkepingen).
tsuro-turn-play = { $who }, jouw beurt: leg een tegel op { $square }.
tsuro-open-hands = Open handen: { $hands }.

## Gebeurtenissen (openbaar)
tsuro-event-notch = { $who } begint op inkeping { $notch } ({ $square }).
tsuro-event-notch-random = { $who } begint op inkeping { $notch }, door het lot gekozen ({ $square }).
tsuro-event-placed = { $who } legde tegel { $tile } ({ $rotation }° gedraaid) op { $square }.
tsuro-event-moved = { $who } schoof over { $count ->
    [one] { $count } tegel
   *[other] { $count } tegels
} en kijkt nu naar { $square }.
tsuro-event-moved-edge = { $who } schoof over { $count ->
    [one] { $count } tegel
   *[other] { $count } tegels
} naar de rand.
tsuro-event-collided = { $names } botsten op elkaar in vak { $square }: { $size ->
    [pair] allebei
   *[more] allemaal
} uitgeschakeld.
tsuro-event-collided-shared = { $names } botsten op elkaar in vak { $square }: { $size ->
    [pair] allebei
   *[more] allemaal
} uitgeschakeld, ze delen de overwinning.
tsuro-event-collided-with = { $who } botste op { $others } en is uitgeschakeld.
tsuro-event-left-board = { $who } verliet het bord bij inkeping { $notch } en is uitgeschakeld.
tsuro-event-tiles-returned = { $count ->
    [one] { $count } tegel
   *[other] { $count } tegels
} van { $who } { $count ->
    [one] ging
   *[other] gingen
} terug in de trekstapel.
tsuro-event-dragon-taken = { $who } neemt de drakentegel (de trekstapel is leeg) en trekt als eerste wanneer er tegels terugkomen.
tsuro-event-dragon-returned = { $who } trok een tegel en gaf de drakentegel terug.
tsuro-event-dragon-side = De drakentegel van { $who } gaat terug naar de kant.
tsuro-event-dragon-passed = De drakentegel gaat van { $giver } naar { $taker }.
tsuro-event-turn-skipped = { $who } heeft geen tegel en slaat de beurt over.
tsuro-drawn = Getrokken: { $counts }.
tsuro-drawn-count = { $who } ({ $count ->
    [one] { $count } tegel
   *[other] { $count } tegels
})

## Stand (openbaar)
tsuro-status-tiles = Tegels op het bord: { $tiles }; trekstapel: { $pile }.
tsuro-status-markers = Stenen op het bord: { $names }.
tsuro-status-dragon = { $who } heeft de drakentegel.

## Wat een zet doet (privé)
tsuro-verdict-suicide = zelfmoord: je speelsteen { $cause ->
    [edge] loopt van het bord
   *[collision] botst
}
tsuro-verdict-not-allowed = (niet toegestaan)
tsuro-verdict-safe = veilig, kijkt dan naar { $square }
tsuro-verdict-knocks-out = schakelt { $names } uit
tsuro-verdict-protected = (niet toegestaan: tegenstanders zijn beschermd)

## De eigen hand (/game hand)
tsuro-hand-tiles = Je tegels: { $tiles }.
tsuro-hand-dragon = Je hebt de drakentegel: je trekt als eerste wanneer er tegels terugkomen.
tsuro-hand-notch-first = Kies eerst je startinkeping; daarna zie je hier waar elke tegel heen leidt.
tsuro-hand-out = Je speelsteen heeft het bord verlaten: je bent uitgeschakeld in dit spel.
tsuro-hand-facing = Je speelsteen kijkt naar vak { $square }.
tsuro-hand-all-suicidal = Elke zet schakelt je speelsteen uit; toch moet je er één spelen.
tsuro-hand-option = tegel { $tile } op { $rotation }°: { $verdict }

## De privé-keuzes
tsuro-sides-top-right = boven- en rechterrand
tsuro-sides-bottom-left = onder- en linkerrand
tsuro-notch-select = Vrije inkepingen, { $sides } ({ $first }–{ $last })
tsuro-notch-top = Inkeping { $notch } · bovenrand, vak { $square }
tsuro-notch-right = Inkeping { $notch } · rechterrand, vak { $square }
tsuro-notch-bottom = Inkeping { $notch } · onderrand, vak { $square }
tsuro-notch-left = Inkeping { $notch } · linkerrand, vak { $square }
tsuro-random-notch = Willekeurige inkeping
tsuro-notches-title = **Kies je startinkeping** · Tsuro #{ $game } (alleen jij ziet dit)
tsuro-notches-help = De nummers rond het bord zijn de vrije inkepingen. Kies er hieronder een (ze wordt meteen gespeeld), of laat het toeval beslissen met **Willekeurige inkeping**.
tsuro-note-marker-placed = Je speelsteen staat op het bord.
tsuro-notch-played = Je speelsteen begint op inkeping { $notch } ({ $square }).
tsuro-intro = Je speelsteen kijkt naar vak { $square }. Je tegels: { $tiles }.
tsuro-intro-dragon = Je hebt de drakentegel: je trekt als eerste wanneer er tegels terugkomen.
tsuro-intro-all-suicidal = **Elke zet schakelt je speelsteen uit.** Je moet er toch één spelen: kies de zet die je het liefst doet.
tsuro-option-label = Tegel { $tile } · { $rotation }°: { $verdict }
tsuro-pick-placeholder = Kies een tegel en een draaiing
tsuro-rotation-button = Tegel { $tile } · { $rotation }°
tsuro-confirm = Bevestig: tegel { $tile } op { $rotation }°
tsuro-all-options = Alle zetten
tsuro-picker-title = **Jouw beurt** · Tsuro #{ $game } (alleen jij ziet dit)
tsuro-picker-help = Kies hieronder een tegel en een draaiing om precies te zien wat die doet; er wordt niets gespeeld tot je op **Bevestig** drukt.
tsuro-preview = Tegel { $tile }, { $rotation }° gedraaid, op { $square }: { $verdict }.
tsuro-preview-legal = Druk op **Bevestig** om hem te spelen, of probeer een andere draaiing of tegel.
tsuro-preview-refused-suicide = Je mag hem niet spelen zolang er een veilige zet is, bijv. tegel { $tile } op { $rotation }°.
tsuro-preview-refused-protected = Je mag hem niet spelen zolang er een zet is die niemand uitschakelt (tegenstanders zijn beschermd), bijv. tegel { $tile } op { $rotation }°.
tsuro-played = Je speelde tegel { $tile } op { $rotation }°.
tsuro-note-placed = Tegel { $tile } op { $rotation }° ligt op het bord; de thread van het spel laat zien wat hij deed.

## Tegelsuggesties van /tsuro place
tsuro-tile = Tegel { $tile }
tsuro-rotations-safe = veilig op { $rotations }
tsuro-rotations-all-suicide = elke draaiing is zelfmoord
tsuro-rotations-blocked = niet op { $rotations } (schakelt een andere speelsteen uit)
tsuro-rotations-allowed = toch toegestaan op { $rotations }
tsuro-rotations-none = nu geen toegestaan

## Weigeringen (privé: de taal van de speler)
tsuro-error-suicide = Tegel { $tile }, { $rotation }° gedraaid, zou { $cause ->
    [collision] je eigen speelsteen uitschakelen door een botsing
   *[edge] je eigen speelsteen van het bord laten lopen
}, en een andere zet is toegestaan, bijvoorbeeld tegel { $safe_tile } op { $safe_rotation }°; kies een andere tegel of draaiing (`/tsuro turn` toont ze allemaal).
tsuro-error-eliminates-opponent = Tegel { $tile }, { $rotation }° gedraaid, zou { $names } uitschakelen, en dit spel beschermt tegenstanders zolang er een zet is die niemand uitschakelt, bijvoorbeeld tegel { $safe_tile } op { $safe_rotation }°; kies een andere tegel of draaiing (`/tsuro turn` toont ze allemaal).
tsuro-error-tile = Tegels zijn genummerd van { $minimum } tot { $maximum }.
tsuro-error-rotation = Draai een tegel 0, 90, 180 of 270 graden.
tsuro-error-not-playing = Je speelsteen heeft het bord verlaten, dus je kunt niet meer zetten.
tsuro-error-tile-not-in-hand = Tegel { $tile } zit niet in je hand; `/game hand` toont je tegels.
tsuro-error-wrong-phase-notch = Eerst de startinkepingen: kies de jouwe met `/tsuro start` of de knop **Kies je startinkeping** wanneer je vermeld wordt; daarna worden de tegels gelegd.
tsuro-error-wrong-phase-play = Elke speelsteen staat al op een startinkeping; leg een tegel met `/tsuro place` of de knop **Speel je beurt**.
tsuro-error-notch-taken = Inkeping { $notch } is bezet; het bord toont de nummers van de vrije inkepingen.
