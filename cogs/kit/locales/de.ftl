# Die Texte des Kits (cogs/kit): Ablehnungen, Lobby, Zugnachrichten, Hände, Schaltflächen.

## Aufzählungen und Namen

kit-another-player = ein anderer Spieler
kit-seat-number = Platz { $seat }

## Ablehnungen (cogs/kit/text.py)

kit-error-unknown = Das geht gerade nicht (`{ $code }`).
kit-error-no-games = Du spielst hier in keiner laufenden Partie mit. Starte eine mit { $commands } oder tritt einer mit `/game join` bei.
kit-error-choose-game = Du spielst hier in { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    } mit; wähle eine mit der Option `game` (tipp los, dann erscheint die Liste) oder nutze den Befehl im Thread der Partie, falls sie einen hat.
kit-error-no-lobbies = Hier gibt es keine Lobby zum Beitreten. Starte eine Partie mit { $commands } oder sieh dir mit `/game list` die Partien dieses Servers an.
kit-error-choose-lobby = Hier gibt es { $count ->
        [one] { $count } Lobby
       *[other] { $count } Lobbys
    }, denen du beitreten könntest; wähle eine mit der Option `game` (tipp los, dann erscheint die Liste) oder drücke **Beitreten** unter ihrer Lobby-Nachricht.
kit-error-new-in-game-thread = Dieser Thread gehört zur { $title }-Partie #{ $game_id }, und Befehle hier gelten für sie; starte deine neue Partie im Kanal darüber, dort bekommt sie einen eigenen Thread.
kit-error-other-kind = Partie #{ $game_id } ist eine { $title }-Partie, daher gelten `/{ $command }`-Befehle nicht für sie; nutze sie im Thread deiner { $wanted }-Partie oder wähle diese mit der Option `game`.
kit-error-unknown-game-id = Diese Partie kenne ich nicht. Wähle eine aus den Vorschlägen der Option `game` oder sieh dir mit `/game list` die Partien dieses Servers an.
kit-error-other-server = Diese Partie gehört zu einem anderen Server; wähle eine dieses Servers.
kit-error-no-such-game-type = Es gibt kein Spiel namens `{ $name }`; die Spiele sind { $games }.
kit-error-no-channel = Nutze diesen Befehl in einem Kanal eines Servers.
kit-error-check-failed = Dir fehlen hier die Berechtigungen, die dieser Befehl braucht.
kit-error-outdated-command = Deine Discord-App zeigt eine ältere Version von `/{ $command }`. Lade Discord neu (Strg+R oder die App neu starten), um die aktuellen Befehle zu bekommen, und versuche es dann noch einmal.
kit-error-unknown-component = Diese Schaltfläche oder dieses Menü stammt aus einer älteren Version des Bots; nutze die Schaltflächen der neuesten Nachricht der Partie.
kit-error-bad-choice = Diese Auswahl steht nicht in diesem Menü; wähle eine der angezeigten Optionen oder nutze die neueste Nachricht der Partie.
kit-error-cannot-cancel = Nur wer diese Partie erstellt hat, oder ein Mitglied mit der Berechtigung „Server verwalten“, kann sie abbrechen.
kit-error-not-in-game = Du spielst in Partie #{ $game_id } nicht mit, ihre Schaltflächen und Züge sind also nicht für dich; zuschauen darfst du gern. Um mitzuspielen, tritt einer Partie bei, solange sie in der Lobby ist (`/game join`), oder starte eine mit { $commands }.
kit-error-not-in-this-game = Du spielst in dieser Partie nicht mit, ihre Schaltflächen und Züge sind also nicht für dich; zuschauen darfst du gern. Um mitzuspielen, tritt einer Partie bei, solange sie in der Lobby ist (`/game join`), oder starte eine mit { $commands }.
kit-error-no-hand-yet = Ausgeteilt wird beim Start der Partie; warte, bis sie gestartet wird.
kit-error-not-found = Partie #{ $game_id } gibt es nicht mehr. Mit `/game list` siehst du die Partien hier.
kit-error-this-not-found = Diese Partie gibt es nicht mehr. Mit `/game list` siehst du die Partien hier.
kit-error-not-seated = Du spielst in Partie #{ $game_id } nicht mit. Beitreten kannst du, solange eine Partie in der Lobby ist (`/game join` oder ihre Schaltfläche „Beitreten“).
kit-error-not-seated-here = Du spielst in dieser Partie nicht mit. Beitreten kannst du, solange eine Partie in der Lobby ist (`/game join` oder ihre Schaltfläche „Beitreten“).
kit-error-not-creator = Das darf nur, wer diese Partie erstellt hat; frag nach oder starte deine eigene mit { $commands }.
kit-error-creator-must-cancel = Du hast diese Partie erstellt und kannst sie daher nicht verlassen; brich sie stattdessen mit `/game cancel` ab.
kit-error-lobby-full = Diese Partie ist voll ({ $max_seats ->
        [one] { $max_seats } Platz
       *[other] { $max_seats } Plätze
    }). Starte eine neue oder warte, bis jemand geht.
kit-error-already-joined = Du bist dieser Partie schon beigetreten; warte, bis sie gestartet wird.
kit-error-not-joined = Du bist dieser Partie nicht beigetreten, es gibt also nichts zu verlassen.
kit-error-too-many-bots = Eine Partie mit { $seats } Plätzen hat Platz für höchstens { $most } Computer (ein Platz gehört dir), nicht für { $bots }; wähle weniger `bots` oder mehr `seats`.
kit-error-no-computer-seat = Partie #{ $game_id } hat keinen Computerspieler zum Entfernen; `/game addbot` fügt einen hinzu.
kit-error-no-computer-seat-here = Diese Partie hat keinen Computerspieler zum Entfernen; `/game addbot` fügt einen hinzu.
kit-error-not-a-computer = Platz { $seat } ist kein Computerspieler; `/game status` listet die Plätze auf (der eines Computers trägt das Roboterzeichen).
kit-error-unknown-level = Eine Computerstufe { $level } gibt es nicht; wähle leicht, mittel oder schwer.
kit-error-too-few-players = Die Partie braucht mindestens { $minimum ->
        [one] { $minimum } Spieler
       *[other] { $minimum } Spieler
    } und hat { $players }; warte, bis mehr beitreten.
kit-error-colour-taken = Jemand anderes spielt schon { $colour }; wähle eine andere Farbe.
kit-error-not-lobby = Diese Partie hat schon begonnen (oder ist vorbei), ihre Lobby ist also geschlossen; starte eine neue Partie mit { $commands }.
kit-error-leave-started = Partie #{ $game_id } hat begonnen, ihre Lobby ist also geschlossen. Um endgültig auszusteigen, nutze `/game resign` (die anderen spielen weiter).
kit-error-not-started = Diese Partie hat noch nicht begonnen: Wer sie erstellt hat, startet sie, sobald genug Spieler beigetreten sind.
kit-error-game-over = Diese Partie ist vorbei und nimmt keine Züge mehr an. Starte eine neue mit { $commands }.
kit-error-game-changed = Die Partie hat sich geändert, während du gewählt hast (jemand anderes war schneller). Sieh dir die neueste Stellung an und versuche es noch einmal.
kit-error-game-damaged = Die gespeicherte Stellung dieser Partie hat die Konsistenzprüfung nicht bestanden, daher ist die Partie angehalten. Bitte sag den Moderatoren des Servers Bescheid.
kit-error-busy = Die Datenbank ist gerade ausgelastet; bitte versuche es gleich noch einmal.
kit-error-guild-only = Partien werden im Kanal eines Servers gestartet, nicht in einer Direktnachricht.
kit-error-manage-server-only = Nur Mitglieder mit „Server verwalten“ können diese Einstellungen ändern; `/game settings` ohne Optionen zeigt sie an.
kit-error-unknown-setting = Es gibt keine Einstellung namens { $names }.
kit-error-bad-setting-value = Dieser Wert passt nicht zu `{ $name }`; die Vorschläge der Option zeigen, was passt.
kit-error-bad-quiet-hours = `{ $given }` ist keine Ruhezeit: Schreibe zwei verschiedene Stunden von 0 bis 23 mit einem Bindestrich dazwischen, etwa `22-08` (von 22:00 bis 08:00), oder `off`, um sie zu beenden.
kit-error-bad-timezone = Die Zeitzone `{ $given }` kenne ich nicht; wähle eine aus den Vorschlägen der Option `timezone`, etwa `Europe/Berlin` oder `America/New_York`.
kit-error-away-quota = Das ist mehr Abwesenheit, als diesen Monat übrig ist ({ $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    }); wähle eine kürzere Abwesenheit.
kit-error-not-your-turn = Du bist nicht am Zug: { $player } ist dran. Du wirst erwähnt, wenn du an der Reihe bist.
kit-error-not-playing = Du bist aus dieser Partie ausgeschieden und kannst nicht mehr ziehen.
kit-error-resigned = Du hast diese Partie aufgegeben und kannst nicht mehr ziehen.
kit-error-wrong-phase = Dieser Zug passt nicht zur aktuellen Phase der Partie.
kit-error-state-format = Diese Partie wurde von einer anderen Version des Bots gespeichert und kann gerade nicht gelesen werden; bitte sag den Moderatoren des Servers Bescheid.
kit-error-move-shape = Mit diesem Zug kann diese Partie nichts anfangen.
kit-error-move-kind = Dieses Spiel hat keinen Zug namens `{ $kind }`.
kit-error-player-count = Dieses Spiel ist für { $minimum } bis { $maximum } Spieler, nicht für { $players }.
kit-error-unknown-option = Unbekannte Optionen: { $names }. Bekannt sind: { $known }.
kit-error-option-value = `{ $name }` kann nicht { $value } sein.
kit-error-option-range = `{ $name }` muss zwischen { $minimum } und { $maximum } liegen (angegeben: { $value }).
kit-error-option-choice = `{ $name }` muss einer dieser Werte sein: { $choices }.
kit-error-no-game-end = Ohne Zielpunktzahl und ohne Rundenzahl würde die Partie nie enden; lege eins von beiden fest.
kit-apology = Entschuldigung, bei mir ist etwas schiefgegangen. Es wurde als Fehler `{ $error_id }` protokolliert; nenne diese Kennung, wenn du es meldest.
kit-moved-on = Die Partie ist weitergegangen, seit diese Schaltfläche gepostet wurde; nutze die Schaltflächen der neuesten Nachricht der Partie.
kit-moved-on-at = Die Partie ist weitergegangen, seit diese Schaltfläche gepostet wurde; die neueste Stellung: { $url }

## Vorgaben der Spieladapter (cogs/kit/adapter.py)

kit-hand-title = Deine Hand
kit-options = Optionen: { $options }
kit-options-standard = Optionen: Standardregeln
kit-option-on = an
kit-option-off = aus
kit-phase-lobby = Lobby
kit-phase-playing = läuft
kit-phase-over = beendet
kit-phase-cancelled = abgebrochen
kit-turn-over = Partie vorbei – Sieg für { $winners } ({ $reason }).
kit-turn-over-nobody = Partie vorbei: niemand hat gewonnen ({ $reason }).
kit-turn-cancelled = Diese Partie wurde abgebrochen.
kit-turn-waiting = Warten.
kit-turn-waiting-for = Warten auf { $players }.
kit-event-resigned = { $player } gibt auf.
kit-button-hand = Deine Hand
kit-hand-header = **{ $title } · { $game }-Partie #{ $game_id }** (nur du siehst das)

## Wie eine Partie in Vorschlägen und Listen heißt (cogs/kit/context.py)

kit-label-lobby = Lobby { $seated }/{ $seats }
kit-label-your-turn = du bist dran
kit-label-active = läuft
kit-label-finished = beendet
kit-label-cancelled = abgebrochen
kit-label-by = { $label } · von { $creator }

## Die Lobby (cogs/kit/lobby.py)

kit-cmd-new = Eine { $title }-Lobby öffnen; andere treten per Schaltfläche bei
kit-opt-seats = Höchstzahl der Spieler ({ $minimum }–{ $maximum }; Standard { $maximum })
kit-opt-turn-clock = Stunden, die ein Zug warten darf (0 = ohne Zugfrist; Standard: wie der Server)
kit-opt-clock-action = Was nach Ablauf der Zugfrist geschieht
kit-opt-bots = Computerspieler für die Partie (ohne `seats` beginnt sie sofort)
kit-opt-bot-level = Wie gut diese Computer spielen (Standard: leicht)
kit-opt-language = Sprache der öffentlichen Nachrichten der Partie (Standard: wie der Server)
kit-lobby-someone = jemand
kit-lobby-nobody = noch niemand
kit-lobby-header = **{ $title }** · Partie #{ $game_id }
kit-lobby-seats = Erstellt von { $creator } · Plätze { $seated }/{ $seats } (mindestens { $minimum } zum Start)
kit-lobby-players = Spieler: { $players }
kit-lobby-press-join = Drücke **Beitreten**, um mitzuspielen; { $creator } drückt **Starten**, wenn alle bereit sind.
kit-lobby-started = Die Partie hat begonnen.
kit-lobby-over = Die Partie ist vorbei.
kit-lobby-joined = Du bist Partie #{ $game_id } beigetreten.
kit-lobby-left = Du hast Partie #{ $game_id } verlassen.
kit-game-started = Partie #{ $game_id } hat begonnen.
kit-game-cancelled = Partie #{ $game_id } wurde abgebrochen.
kit-game-cancelled-by = Partie #{ $game_id } wurde von { $user } abgebrochen.
kit-thread-greeting = Dieser Thread gehört zur { $title }-Partie #{ $game_id }. Befehle hier gelten für diese Partie. { $mention }
kit-button-join = Beitreten
kit-button-leave = Verlassen
kit-button-start = Starten

## Die Zugnachricht (cogs/kit/turns.py)

kit-turn-header = **{ $title }** · Partie #{ $game_id } · Zug { $ply }
kit-turn-earlier = … { $count ->
        [one] { $count } früheres Ereignis
       *[other] { $count } frühere Ereignisse
    }
kit-turn-earlier-moves = … und { $count ->
        [one] { $count } früherer Zug
       *[other] { $count } frühere Züge
    }
kit-move-in = Dein Zug ist eingegangen.
kit-level-easy = leicht
kit-level-medium = mittel
kit-level-hard = schwer
kit-clock-skip = Zug überspringen
kit-clock-computer = Computer ziehen lassen
kit-clock-remove = Spieler entfernen

# Issue 31: a failure after the action committed (cogs.kit.errors).
kit-move-stands = Erledigt: Deine Aktion in Partie #{ $game_id } ist angekommen und gilt; nur die Bestätigung konnte nicht angezeigt werden. Du musst nichts wiederholen.

## Added for issue 26 (words): computer seats, why a game ended, too-long texts
kit-computer = Computer ({ $level })
kit-computer-numbered = Computer { $number } ({ $level })
kit-reason-resigned = alle anderen haben aufgegeben
kit-reason-other = regulär zu Ende gespielt
kit-error-too-long-name = Dieser Name ist zu lang: höchstens { $limit } Zeichen.
kit-error-too-long-colour = Dieser Farbname ist zu lang: höchstens { $limit } Zeichen.

## Table manners (issue 28): take-backs, rematches, invitations
kit-button-take-back = Zug zurücknehmen
kit-button-accept = Einverstanden
kit-button-refuse = Ablehnen
kit-button-rematch = Revanche
kit-button-invite = Einladen
kit-event-took-back = ↩️ { $player } nimmt { $moves ->
    [one] einen Zug
   *[other] { $moves } Züge
  } zurück.
kit-opt-invite = Wen du einlädst (@Erwähnungen)
kit-lobby-invited = Eingeladen: { $people }
kit-lobby-invitation = ✉️ { $inviter } lädt dich zur { $title }-Partie #{ $game_id } ein: Drück **Beitreten**, um mitzuspielen.
kit-lobby-invitation-dm = ✉️ { $inviter } lädt dich zur { $title }-Partie #{ $game_id } ein: Drück **Beitreten**, um mitzuspielen, oder öffne die Lobby: { $url }
kit-lobby-invite-pick = Wen möchtest du einladen? Wähle bis zu sieben Leute; jede Person wird einmal erwähnt oder bekommt eine Direktnachricht, wenn sie so benachrichtigt werden will.
kit-lobby-invite-placeholder = Wähle, wen du einlädst
kit-lobby-invited-note = Eingeladen: { $people }.
kit-error-take-back-not-yours = Du kannst nur deinen eigenen letzten Zug zurücknehmen, bevor jemand anderes zieht.
kit-error-take-back-not-allowed = Dieser Zug kann nicht zurückgenommen werden: Er hat dir etwas gezeigt, das die anderen nicht sehen (ein gezogenes Plättchen, eine aufgedeckte oder angeschaute Karte), oder er hat die Partie beendet. Nur wenn du allein gegen Computerspieler spielst, lässt sich jeder Zug zurücknehmen – außer dem, der die Partie beendet hat.
kit-error-take-back-asked = Du hast schon gebeten, diesen Zug zurückzunehmen; das geht nur einmal pro Zug.
kit-error-take-back-not-asked = Auf diese Bitte antworten die anderen Spieler.
kit-error-take-back-refused = Diese Bitte wurde abgelehnt: Der Zug bleibt gültig.
kit-error-take-back-late = Zu spät: Inzwischen wurde gezogen, der Zug bleibt gültig.
kit-error-take-back-gone = Diese Bitte um Zugrücknahme gibt es nicht mehr.
kit-error-take-back-ask = Hier spielen noch andere Leute mit, und alle müssen zustimmen: Frag sie mit `/takeback`.
kit-error-take-back-alone = Sonst spielt niemand in dieser Partie mit: `/takeback` nimmt deinen Zug sofort zurück.
kit-error-rematch-not-over = Partie #{ $game_id } ist noch nicht vorbei; um eine Revanche kannst du bitten, sobald sie zu Ende ist.
kit-error-no-finished-games = Du hast auf diesem Server keine beendete Partie, die du noch einmal spielen könntest. Starte eine neue mit { $commands }.
kit-error-invite-mentions = Nenne die Leute, die du einladen willst, per Erwähnung: Tippe @ in die Option `invite` und wähle ihre Namen.
kit-error-invite-not-seated = Nur Spieler dieser Lobby können einladen; drücke zuerst **Beitreten**.

# Der Web-Begleiter (issue 30): Links zu den Seiten, wenn der Bot sie anbietet.
kit-web-game = Verfolge diese Partie im Web: { $url }
kit-web-replay = Sieh dir die Wiederholung dieser Partie im Web an: { $url }
kit-web-server = Die Partien und Bestenlisten dieses Servers im Web: { $url }
kit-web-rotated = Neue Web-Links erstellt: Die alten Links zu den Seiten dieses Servers funktionieren nicht mehr. Die Serverseite ist jetzt { $url }
kit-error-web-off = Dieser Bot bietet keine Webseiten an; wer ihn betreibt, kann sie mit WEB_PORT einschalten.
