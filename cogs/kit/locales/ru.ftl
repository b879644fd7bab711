# Тексты кита (cogs/kit): отказы, лобби, сообщения о ходе, руки, кнопки.

## Перечисления и имена

kit-list-or = { $head } или { $last }
kit-list-and = { $head } и { $last }
kit-another-player = другой игрок
kit-seat-number = место { $seat }

## Отказы (cogs/kit/text.py)

kit-error-unknown = Сейчас это сделать нельзя (`{ $code }`).
kit-error-no-games = Здесь вы не участвуете ни в одной идущей игре. Начните игру командой { $commands } или присоединитесь к игре через `/game join`.
kit-error-choose-game = Здесь вы участвуете в { $count } { $count ->
        [one] игре
        [few] играх
        [many] играх
       *[other] игры
    }; выберите одну в параметре `game` (начните печатать, чтобы увидеть их) или используйте команду в ветке игры, если она есть.
kit-error-no-lobbies = Здесь нет лобби, к которому можно присоединиться. Начните игру командой { $commands } или посмотрите игры этого сервера через `/game list`.
kit-error-choose-lobby = Здесь { $count } { $count ->
        [one] лобби
        [few] лобби
        [many] лобби
       *[other] лобби
    }, к которым можно присоединиться; выберите одно в параметре `game` (начните печатать, чтобы увидеть их) или нажмите **Присоединиться** под его сообщением.
kit-error-new-in-game-thread = Эта ветка принадлежит игре { $title } №{ $game_id }, и команды здесь действуют на неё; начните новую игру в канале выше, там у неё будет своя ветка.
kit-error-other-kind = Игра №{ $game_id } — это { $title }, поэтому команды `/{ $command }` на неё не действуют; используйте их в ветке вашей игры { $wanted } или выберите её в параметре `game`.
kit-error-unknown-game-id = Я не знаю такой игры. Выберите игру из подсказок параметра `game` или посмотрите игры этого сервера через `/game list`.
kit-error-other-server = Эта игра принадлежит другому серверу; выберите игру этого сервера.
kit-error-no-such-game-type = Игры `{ $name }` нет; есть такие игры: { $games }.
kit-error-no-channel = Используйте эту команду в канале сервера.
kit-error-check-failed = У вас здесь нет прав, нужных для этой команды.
kit-error-outdated-command = Ваше приложение Discord показывает старую версию `/{ $command }`. Перезагрузите Discord (Ctrl+R или перезапуск приложения), чтобы получить актуальные команды, и попробуйте снова.
kit-error-unknown-component = Эта кнопка или меню — из старой версии бота; используйте кнопки самого нового сообщения игры.
kit-error-bad-choice = Такого варианта нет в этом меню; выберите один из показанных вариантов или используйте самое новое сообщение игры.
kit-error-cannot-cancel = Отменить эту игру может только игрок, который её создал, или участник с правом «Управлять сервером».
kit-error-not-in-game = Вы не играете в игре №{ $game_id }, поэтому её кнопки и ходы не для вас; смотреть можно сколько угодно. Чтобы играть, присоединитесь к игре, пока она в лобби (`/game join`), или начните свою командой { $commands }.
kit-error-not-in-this-game = Вы не играете в этой игре, поэтому её кнопки и ходы не для вас; смотреть можно сколько угодно. Чтобы играть, присоединитесь к игре, пока она в лобби (`/game join`), или начните свою командой { $commands }.
kit-error-no-hand-yet = Руки раздаются в начале игры; дождитесь, пока создатель её запустит.
kit-error-not-found = Игры №{ $game_id } больше нет. Посмотрите игры здесь через `/game list`.
kit-error-this-not-found = Этой игры больше нет. Посмотрите игры здесь через `/game list`.
kit-error-not-seated = Вы не играете в игре №{ $game_id }. Присоединитесь к игре, пока она в лобби (`/game join` или её кнопка «Присоединиться»).
kit-error-not-seated-here = Вы не играете в этой игре. Присоединитесь к игре, пока она в лобби (`/game join` или её кнопка «Присоединиться»).
kit-error-not-creator = Это может только игрок, создавший эту игру; попросите его или начните свою командой { $commands }.
kit-error-creator-must-cancel = Вы создали эту игру, поэтому не можете из неё выйти; вместо этого отмените её командой `/game cancel`.
kit-error-lobby-full = В этой игре нет свободных мест ({ $max_seats } { $max_seats ->
        [one] место
        [few] места
        [many] мест
       *[other] места
    }). Начните новую или подождите, пока кто-нибудь выйдет.
kit-error-already-joined = Вы уже присоединились к этой игре; дождитесь, пока создатель её запустит.
kit-error-not-joined = Вы не присоединялись к этой игре, так что выходить не из чего.
kit-error-too-many-bots = В игре на { $seats } { $seats ->
        [one] место
        [few] места
        [many] мест
       *[other] места
    } помещается не больше { $most } { $most ->
        [one] компьютера
        [few] компьютеров
        [many] компьютеров
       *[other] компьютера
    } (одно место ваше), а не { $bots }; попросите меньше `bots` или больше `seats`.
kit-error-no-computer-seat = В игре №{ $game_id } нет компьютерного игрока, которого можно убрать; `/game addbot` добавляет его.
kit-error-no-computer-seat-here = В этой игре нет компьютерного игрока, которого можно убрать; `/game addbot` добавляет его.
kit-error-not-a-computer = Место { $seat } занято не компьютером; `/game status` показывает места (у компьютера — значок робота).
kit-error-unknown-level = Уровня компьютера { $level } нет; выберите лёгкий, средний или сложный.
kit-error-too-few-players = Для игры нужно не меньше { $minimum } { $minimum ->
        [one] игрока
        [few] игроков
        [many] игроков
       *[other] игрока
    }, а сейчас их { $players }; дождитесь, пока присоединятся ещё.
kit-error-colour-taken = Цветом { $colour } уже играет кто-то другой; выберите другой цвет.
kit-error-not-lobby = Эта игра уже началась (или закончилась), поэтому её лобби закрыто; начните новую игру командой { $commands }.
kit-error-leave-started = Игра №{ $game_id } уже началась, поэтому её лобби закрыто. Чтобы выйти из неё насовсем, используйте `/game resign` (остальные продолжат).
kit-error-not-started = Эта игра ещё не началась: создатель запустит её, когда присоединится достаточно игроков.
kit-error-game-over = Эта игра окончена и больше не принимает ходов. Начните новую командой { $commands }.
kit-error-game-changed = Игра изменилась, пока вы действовали (кто-то другой походил первым). Посмотрите на новую позицию и попробуйте снова.
kit-error-game-damaged = Сохранённая позиция этой игры не прошла проверку целостности, поэтому игра приостановлена. Сообщите модераторам сервера.
kit-error-busy = База данных сейчас занята; попробуйте ещё раз чуть позже.
kit-error-too-long = Поле «{ $field }» слишком длинное: не больше { $limit } { $limit ->
        [one] символа
        [few] символов
        [many] символов
       *[other] символа
    }.
kit-error-guild-only = Игры начинаются в канале сервера, а не в личных сообщениях.
kit-error-manage-server-only = Менять эти настройки могут только участники с правом «Управлять сервером»; `/game settings` без параметров показывает их.
kit-error-unknown-setting = Настройки { $names } нет.
kit-error-bad-setting-value = Это значение не подходит для `{ $name }`; подсказки параметра показывают, что подходит.
kit-error-bad-quiet-hours = `{ $given }` — это не промежуток тихих часов: напишите два разных часа от 0 до 23 через дефис, например `22-08` (с 22:00 до 08:00), или `off`, чтобы их отключить.
kit-error-bad-timezone = Я не знаю часовой пояс `{ $given }`; выберите его из подсказок параметра `timezone`, например `Europe/Moscow` или `America/New_York`.
kit-error-away-quota = Это больше времени отсутствия, чем осталось в этом месяце ({ $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    }); выберите отсутствие покороче.
kit-error-not-your-turn = Сейчас не ваш ход: ходит { $player }. Вас упомянут, когда наступит ваша очередь.
kit-error-not-playing = Вы выбыли из этой игры и больше не можете ходить.
kit-error-resigned = Вы сдались в этой игре и больше не можете ходить.
kit-error-wrong-phase = Этот ход не подходит к текущей фазе игры ({ $phase }).
kit-error-state-format = Эта игра сохранена другой версией бота и сейчас не может быть прочитана; сообщите модераторам сервера.
kit-error-move-shape = Эта игра не понимает такого хода.
kit-error-move-kind = В этой игре нет хода `{ $kind }`.
kit-error-player-count = В эту игру играют от { $minimum } до { $maximum } игроков, а не { $players }.
kit-error-unknown-option = Неизвестные параметры: { $names }. Известные: { $known }.
kit-error-option-value = `{ $name }` не может быть равно { $value }.
kit-error-option-range = `{ $name }` должно быть от { $minimum } до { $maximum } (вы указали { $value }).
kit-error-option-choice = `{ $name }` должно быть одним из: { $choices }.
kit-error-no-game-end = Без целевого счёта и без лимита раундов игра никогда не закончится; задайте одно из них.
kit-apology = Извините, у меня что-то пошло не так. Это записано как ошибка `{ $error_id }`; укажите этот код, если будете сообщать о проблеме.
kit-moved-on = С тех пор как эта кнопка появилась, игра ушла вперёд; используйте кнопки самого нового сообщения игры.
kit-moved-on-at = С тех пор как эта кнопка появилась, игра ушла вперёд; новая позиция: { $url }

## Значения по умолчанию адаптеров игр (cogs/kit/adapter.py)

kit-hand-title = Ваша рука
kit-options = Параметры: { $options }
kit-options-standard = Параметры: стандартные правила
kit-option-on = вкл.
kit-option-off = выкл.
kit-phase-lobby = лобби
kit-phase-playing = идёт игра
kit-phase-over = окончена
kit-phase-cancelled = отменена
kit-turn-over = Игра окончена: победа — { $winners } ({ $reason }).
kit-turn-over-nobody = Игра окончена: никто не победил ({ $reason }).
kit-turn-cancelled = Эта игра отменена.
kit-turn-waiting = Ожидание.
kit-turn-waiting-for = Ждём: { $players }.
kit-event-resigned = { $player } сдаётся.
kit-button-hand = Ваша рука
kit-hand-header = **{ $title } — { $game } №{ $game_id }** (видно только вам)

## Как игра называется в подсказках и списках (cogs/kit/context.py)

kit-label-lobby = лобби { $seated }/{ $seats }
kit-label-your-turn = ваш ход
kit-label-active = идёт
kit-label-finished = окончена
kit-label-cancelled = отменена
kit-label-by = { $label } · создатель { $creator }

## Лобби (cogs/kit/lobby.py)

kit-cmd-new = Открыть лобби { $title }; остальные присоединяются кнопкой
kit-opt-seats = Сколько игроков может присоединиться ({ $minimum }–{ $maximum }; по умолчанию { $maximum })
kit-opt-turn-clock = Сколько часов может ждать ход (0 = никогда; по умолчанию — как на сервере)
kit-opt-clock-action = Что делают часы хода, когда время вышло
kit-opt-bots = Сколько компьютерных игроков посадить (без `seats` игра начнётся сразу)
kit-opt-bot-level = Насколько хорошо играют эти компьютеры (по умолчанию лёгкий)
kit-opt-language = Язык публичных сообщений игры (по умолчанию — язык сервера)
kit-lobby-someone = кто-то
kit-lobby-nobody = пока никого
kit-lobby-header = **{ $title }** · игра №{ $game_id }
kit-lobby-seats = Создатель: { $creator } · места { $seated }/{ $seats } (для начала нужно не меньше { $minimum })
kit-lobby-players = Игроки: { $players }
kit-lobby-press-join = Нажмите **Присоединиться**, чтобы играть; { $creator } нажмёт **Начать**, когда все будут готовы.
kit-lobby-started = Игра началась.
kit-lobby-over = Игра окончена.
kit-lobby-joined = Вы присоединились к игре №{ $game_id }.
kit-lobby-left = Вы вышли из игры №{ $game_id }.
kit-game-started = Игра №{ $game_id } началась.
kit-game-cancelled = Игра №{ $game_id } отменена.
kit-game-cancelled-by = Игру №{ $game_id } отменил(а) { $user }.
kit-thread-greeting = Эта ветка — для игры { $title } №{ $game_id }. Команды здесь действуют на эту игру. { $mention }
kit-button-join = Присоединиться
kit-button-leave = Выйти
kit-button-start = Начать

## Сообщение о ходе (cogs/kit/turns.py)

kit-turn-header = **{ $title }** · игра №{ $game_id } · ход { $ply }
kit-turn-earlier = … ещё { $count } { $count ->
        [one] событие
        [few] события
        [many] событий
       *[other] события
    } ранее
kit-turn-earlier-moves = … и ещё { $count } { $count ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    } ранее
kit-move-in = Ваш ход сделан.
kit-level-easy = лёгкий
kit-level-medium = средний
kit-level-hard = сложный
kit-clock-skip = пропустить ход
kit-clock-computer = ход за компьютером
kit-clock-remove = убрать игрока

## Table manners (issue 28): take-backs, rematches, invitations
kit-button-take-back = Вернуть ход
kit-button-accept = Согласиться
kit-button-refuse = Отказать
kit-button-rematch = Реванш
kit-button-invite = Пригласить
kit-event-took-back = ↩️ { $player }: { $moves ->
    [one] { $moves } ход возвращён
    [few] { $moves } хода возвращены
   *[many] { $moves } ходов возвращены
  }.
kit-opt-invite = Кого пригласить (@упоминания)
kit-lobby-invited = Приглашены: { $people }
kit-lobby-invitation = ✉️ { $inviter } приглашает вас в партию №{ $game_id } ({ $title }): нажмите **Присоединиться**, чтобы играть.
kit-lobby-invitation-dm = ✉️ { $inviter } приглашает вас в партию №{ $game_id } ({ $title }): нажмите **Присоединиться**, чтобы играть, или откройте лобби: { $url }
kit-lobby-invite-pick = Кого вы хотите пригласить? Выберите до семи человек; каждый получит одно упоминание или личное сообщение, если так настроены его уведомления.
kit-lobby-invite-placeholder = Выберите, кого пригласить
kit-lobby-invited-note = Приглашены: { $people }.
kit-error-take-back-not-yours = Вернуть можно только свой последний ход, пока никто другой не походил.
kit-error-take-back-not-allowed = Этот ход вернуть нельзя: он показал вам то, чего не видят другие (взятую плитку, открытую или подсмотренную карту), или закончил партию. Только в игре против компьютеров можно вернуть любой ход, кроме последнего.
kit-error-take-back-asked = Вы уже просили вернуть этот ход; на каждый ход — одна просьба.
kit-error-take-back-not-asked = На эту просьбу отвечают другие игроки.
kit-error-take-back-refused = В этой просьбе отказано: ход остаётся в силе.
kit-error-take-back-late = Слишком поздно: с тех пор уже походили, ход остаётся в силе.
kit-error-take-back-gone = Этой просьбы вернуть ход больше нет.
kit-error-rematch-not-over = Партия №{ $game_id } ещё не окончена; реванш можно попросить после её конца.
kit-error-no-finished-games = У вас нет оконченных партий на этом сервере, чтобы сыграть их снова. Начните новую: { $commands }.
kit-error-invite-mentions = Укажите, кого пригласить, упомянув их: наберите @ в параметре `invite` и выберите имена.
kit-error-invite-not-seated = Приглашать могут только игроки этого лобби; сначала нажмите **Присоединиться**.
