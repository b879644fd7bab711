## Asynchroon spelen (cogs/notify): meldingen, herinneringen, de beurtklok, afwezigheid.

notify-mode-mention = je wordt in de thread van het spel vermeld als je aan de beurt bent, en krijgt daar ook herinneringen
notify-mode-dm = je krijgt een privébericht met een link als je aan de beurt bent, en herinneringen per privébericht; geen vermeldingen
notify-mode-both = je wordt in de thread vermeld en krijgt een privébericht als je aan de beurt bent; herinneringen komen per privébericht
notify-mode-off = geen vermeldingen, geen privéberichten en geen herinneringen: kijk zelf met `/game mine`
notify-mode-digest = één privébericht per dag met de spellen die op je wachten; geen vermeldingen en geen herinneringen

notify-clock-action-skip = de beurt overslaan
notify-clock-action-computer = de computer de beurt laten spelen
notify-clock-action-remove = de speler uit het spel verwijderen

notify-where = op **{ $server }**
notify-turn-dm = Je bent aan de beurt in **{ $game }**{ $where }: { $link }
notify-turn-mention = { $mention }: je bent aan de beurt in **{ $game }**: { $link }
notify-reminder = Herinnering { $number } van { $total }: **{ $game }**{ $where } wacht al { $hours } uur op je.
notify-reminder-clock = Na { $hours } uur zal de beurtklok { $action }.
notify-clock-note = ⏰ { $name } heeft { $hours } uur niet gespeeld, dus de beurtklok { $done ->
        [removed] heeft { $name } uit het spel verwijderd.
        [computer] heeft de computer laten spelen.
       *[skipped] heeft de beurt overgeslagen.
    }
notify-digest = **Je dagelijkse overzicht**: { $count ->
        [one] { $count } spel wacht op je.
       *[other] { $count } spellen wachten op je.
    }
notify-more = … en nog { $count }

notify-mine-none = Je zit in geen enkel lopend spel. Begin er een met { $commands } op een server, of doe ergens mee via `/game join`.
notify-mine-title = **Je spellen** ({ $count }):
notify-mine-lobby = lobby { $seated }/{ $seats }
notify-mine-your-turn = **jouw beurt** (wacht al { $hours } uur)
notify-mine-others = wacht op anderen

notify-settings-title = **Asynchroon spelen op deze server**
notify-settings-reminders = Herinneringen: na { $after } uur wachten, daarna elke { $every } uur, hoogstens { $most } per beurt.
notify-settings-clock = Beurtklok: { $clock }. Een spel kan bij het aanmaken (`new`) een eigen klok kiezen.
notify-settings-clock-never = nooit
notify-settings-clock-after = na { $hours } uur: { $action }
notify-settings-language = Taal van nieuwe spellen: **{ $language }** (een spel kan bij het aanmaken, `new`, een eigen taal kiezen).
notify-settings-language-default = Taal van nieuwe spellen: de Discord-taal van de server (een spel kan bij het aanmaken, `new`, een eigen taal kiezen).

notify-status-clock = Beurtklok: na { $hours } uur { $action }.
notify-status-clock-off = Beurtklok: uit.
notify-status-away = Afwezig: { $name } tot { $until }.

notify-away-not-away = Je was niet afwezig, dus er is niets veranderd. `/game away days:<1-14>` pauzeert herinneringen en de beurtklok voor jouw beurten.
notify-away-back = Welkom terug: herinneringen en de beurtklok tellen je beurten weer mee.
notify-away-until = Je bent afwezig tot { $until }: geen herinneringen, en de beurtklok laat je beurten tot dan met rust (de tijd dat je weg bent telt niet als wachten). Spellen tonen je als afwezig. `/game away days:0` als je eerder terug bent.

notify-notify-changed = Meldingen ingesteld op **{ $mode }**: { $meaning }.
notify-notify-current = Je meldingen: **{ $mode }**: { $meaning }.
notify-notify-quiet = Stille uren: **{ $start }–{ $end }** ({ $zone }): dan geen vermeldingen, privéberichten of herinneringen; wat in die uren binnenkomt, wacht tot ze voorbij zijn, en ze tellen niet als wachttijd voor de beurtklok.
notify-notify-no-quiet = Geen stille uren (tijdzone: { $zone }).

notify-cmd-notify = Hoe je hoort dat je aan de beurt bent
notify-opt-mode = Hoe je over je beurten hoort; leeg om te bekijken
notify-opt-quiet = Stille uren zonder meldingen, bv. 22-08 (off: geen)
notify-opt-timezone = Tijdzone voor stille uren, bv. Europe/Amsterdam (standaard UTC)
notify-choice-mode-mention = vermelding
notify-choice-mode-dm = privébericht
notify-choice-mode-both = beide
notify-choice-mode-off = uit
notify-choice-mode-digest = dagelijks overzicht
notify-cmd-settings = Herinneringen en de beurtklok hier (Server beheren om te wijzigen)
notify-opt-remind-after = Uren tot de eerste herinnering (standaard 24)
notify-opt-remind-every = Uren tussen latere herinneringen (standaard 24)
notify-opt-max-reminders = Maximum aantal herinneringen per beurt (standaard 3)
notify-opt-turn-clock = Uren voor de beurtklok ingrijpt (standaard 72; 0 = nooit)
notify-opt-clock-action = Wat de beurtklok doet (standaard overslaan)
notify-opt-language = Taal van nieuwe spellen op deze server (standaard: de Discord-taal)
notify-opt-rotate-web-links = Vernieuw de weblinks
notify-choice-clock-skip = beurt overslaan
notify-choice-clock-computer = computer speelt
notify-choice-clock-remove = speler verwijderen
notify-cmd-away = Herinneringen en de beurtklok voor jouw beurten pauzeren (≤ 14 dagen)
notify-opt-days = Dagen afwezig (1–14, hoogstens 14 per 30 dagen); 0 = terug
notify-cmd-mine = Je spellen op alle servers, die op jou wachten eerst
