# Тексты кита (cogs/kit): отказы, лобби, сообщения о ходе, плитки и карты на руке, кнопки.
# Слова — по glossary/ru.toml; обращение на «вы».

## Перечисления и имена

kit-another-player = другой игрок
kit-seat-number = место { $seat }

## Отказы (cogs/kit/text.py)

kit-error-unknown = Сейчас это сделать нельзя (`{ $code }`).
kit-error-no-games = Здесь вы не участвуете ни в одной идущей партии. Начните партию командой { $commands } или присоединитесь к другой через `/game join`.
kit-error-choose-game = Здесь вы участвуете в { $count } { $count ->
        [one] партии
        [few] партиях
        [many] партиях
       *[other] партии
    }; выберите одну в параметре `game` (начните печатать — появится список) или используйте команду в ветке партии, если она есть.
kit-error-no-lobbies = Здесь нет лобби, к которому можно присоединиться. Начните партию командой { $commands } или посмотрите партии этого сервера через `/game list`.
kit-error-choose-lobby = Здесь { $count } { $count ->
        [one] лобби
        [few] лобби
        [many] лобби
       *[other] лобби
    }, к которым можно присоединиться; выберите одно в параметре `game` (начните печатать — появится список) или нажмите **Присоединиться** под его сообщением.
kit-error-new-in-game-thread = Эта ветка отведена под партию №{ $game_id } ({ $title }), и команды здесь действуют на неё; новую партию начните в канале выше — там у неё будет своя ветка.
kit-error-other-kind = Партия №{ $game_id } — это { $title }, поэтому команды `/{ $command }` на неё не действуют; используйте их в ветке вашей партии в { $wanted } или выберите её в параметре `game`.
kit-error-unknown-game-id = Такой партии я не знаю. Выберите партию из подсказок параметра `game` или посмотрите партии этого сервера через `/game list`.
kit-error-other-server = Эта партия идёт на другом сервере; выберите партию этого сервера.
kit-error-no-such-game-type = Игры `{ $name }` нет; есть такие игры: { $games }.
kit-error-no-channel = Используйте эту команду в канале сервера.
kit-error-check-failed = У вас здесь нет прав, нужных для этой команды.
kit-error-outdated-command = Ваше приложение Discord показывает старую версию `/{ $command }`. Перезагрузите Discord (Ctrl+R или перезапуск приложения), чтобы получить актуальные команды, и попробуйте снова.
kit-error-unknown-component = Эта кнопка или меню — из старой версии бота; пользуйтесь кнопками самого нового сообщения партии.
kit-error-bad-choice = Такого варианта нет в этом меню; выберите один из показанных или воспользуйтесь самым новым сообщением партии.
kit-error-cannot-cancel = Отменить эту партию может только её создатель или участник с правом «Управлять сервером».
kit-error-not-in-game = Вы не играете в партии №{ $game_id }, поэтому её кнопки и ходы не для вас, но смотреть можно сколько угодно. Чтобы играть, присоединитесь к партии, пока она в лобби (`/game join`), или начните свою командой { $commands }.
kit-error-not-in-this-game = Вы не играете в этой партии, поэтому её кнопки и ходы не для вас, но смотреть можно сколько угодно. Чтобы играть, присоединитесь к партии, пока она в лобби (`/game join`), или начните свою командой { $commands }.
kit-error-no-hand-yet = Плитки и карты раздаются в начале партии; дождитесь, пока создатель её запустит.
kit-error-not-found = Партии №{ $game_id } больше нет. Посмотрите партии этого сервера через `/game list`.
kit-error-this-not-found = Этой партии больше нет. Посмотрите партии этого сервера через `/game list`.
kit-error-not-seated = Вы не играете в партии №{ $game_id }. Присоединиться можно, пока партия в лобби (`/game join` или кнопка «Присоединиться»).
kit-error-not-seated-here = Вы не играете в этой партии. Присоединиться можно, пока партия в лобби (`/game join` или кнопка «Присоединиться»).
kit-error-not-creator = Это может только создатель партии; попросите его или начните свою командой { $commands }.
kit-error-creator-must-cancel = Вы создали эту партию, поэтому выйти из неё не можете; вместо этого отмените её командой `/game cancel`.
kit-error-lobby-full = В этой партии нет свободных мест ({ $max_seats } { $max_seats ->
        [one] место
        [few] места
        [many] мест
       *[other] места
    }). Начните новую или подождите, пока кто-нибудь выйдет.
kit-error-already-joined = Вы уже в этой партии; дождитесь, пока создатель её запустит.
kit-error-not-joined = Вы не присоединялись к этой партии, так что выходить неоткуда.
kit-error-too-many-bots = В партии на { $seats } { $seats ->
        [one] место
        [few] места
        [many] мест
       *[other] места
    } помещается не больше { $most } { $most ->
        [one] компьютера
        [few] компьютеров
        [many] компьютеров
       *[other] компьютера
    } (одно место ваше), а не { $bots }; уменьшите `bots` или увеличьте `seats`.
kit-error-no-computer-seat = В партии №{ $game_id } нет компьютерного игрока, которого можно убрать; добавить его можно через `/game addbot`.
kit-error-no-computer-seat-here = В этой партии нет компьютерного игрока, которого можно убрать; добавить его можно через `/game addbot`.
kit-error-not-a-computer = Место { $seat } занято не компьютером; `/game status` показывает места (у компьютера — значок робота).
kit-error-unknown-level = Уровня компьютера { $level } нет; выберите лёгкий, средний или сложный.
kit-error-too-few-players = Для игры нужно не меньше { $minimum } { $minimum ->
        [one] игрока
        [few] игроков
        [many] игроков
       *[other] игрока
    }, а сейчас их { $players }; дождитесь, пока присоединятся другие.
kit-error-colour-taken = Этот цвет ({ $colour }) уже занят; выберите другой.
kit-error-not-lobby = Эта партия уже началась (или закончилась), и лобби закрыто; начните новую командой { $commands }.
kit-error-leave-started = Партия №{ $game_id } уже началась, и лобби закрыто. Чтобы выйти из неё насовсем, используйте `/game resign` (остальные продолжат).
kit-error-not-started = Партия ещё не началась: создатель запустит её, когда присоединится достаточно игроков.
kit-error-game-over = Эта партия окончена, ходить в ней больше нельзя. Начните новую командой { $commands }.
kit-error-game-changed = Пока вы выбирали, партия изменилась (кто-то успел походить). Посмотрите на новую позицию и попробуйте снова.
kit-error-game-damaged = Сохранённая позиция этой партии не прошла проверку целостности, поэтому партия приостановлена. Сообщите модераторам сервера.
kit-error-busy = База данных сейчас занята; попробуйте ещё раз чуть позже.
kit-error-guild-only = Партии начинаются в канале сервера, а не в личных сообщениях.
kit-error-manage-server-only = Менять эти настройки могут только участники с правом «Управлять сервером»; `/game settings` без параметров показывает их.
kit-error-unknown-setting = Такой настройки нет: { $names }.
kit-error-bad-setting-value = Это значение не подходит для `{ $name }`; подсказки параметра показывают, что подходит.
kit-error-bad-quiet-hours = `{ $given }` — это не промежуток тихих часов: напишите два разных часа от 0 до 23 через дефис, например `22-08` (с 22:00 до 08:00), или `off`, чтобы их отключить.
kit-error-bad-timezone = Я не знаю часовой пояс `{ $given }`; выберите его из подсказок параметра `timezone`, например `Europe/Moscow` или `America/New_York`.
kit-error-away-quota = Это больше времени отсутствия, чем осталось в этом месяце ({ $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    }); выберите срок покороче.
kit-error-not-your-turn = Сейчас не ваш ход: ходит { $player }. Вас упомянут, когда наступит ваша очередь.
kit-error-not-playing = Вы выбыли из этой партии и больше не можете ходить.
kit-error-resigned = Вы сдались в этой партии и больше не можете ходить.
kit-error-wrong-phase = Этот ход не подходит к текущему этапу партии.
kit-error-state-format = Эта партия сохранена другой версией бота и сейчас не читается; сообщите модераторам сервера.
kit-error-move-shape = Такого хода эта игра не понимает.
kit-error-move-kind = В этой игре нет хода `{ $kind }`.
kit-error-player-count = В эту игру играют от { $minimum } до { $maximum } игроков, а не { $players }.
kit-error-unknown-option = Неизвестные параметры: { $names }. Известные: { $known }.
kit-error-option-value = Параметр `{ $name }` не может быть равен { $value }.
kit-error-option-range = Параметр `{ $name }` должен быть от { $minimum } до { $maximum } (вы указали { $value }).
kit-error-option-choice = Параметр `{ $name }` принимает одно из значений: { $choices }.
kit-error-no-game-end = Без целевого счёта и без числа раундов партия никогда не закончится; задайте одно из двух.
kit-apology = Извините, на моей стороне произошла ошибка. Она записана под кодом `{ $error_id }`; назовите этот код, если будете о ней сообщать.
kit-moved-on = С тех пор как появилась эта кнопка, партия ушла вперёд; пользуйтесь кнопками самого нового сообщения партии.
kit-moved-on-at = С тех пор как появилась эта кнопка, партия ушла вперёд; новая позиция: { $url }

## Значения по умолчанию адаптеров игр (cogs/kit/adapter.py)

kit-hand-title = На руке
kit-options = Параметры: { $options }
kit-options-standard = Параметры: стандартные правила
kit-option-on = вкл.
kit-option-off = выкл.
kit-phase-lobby = лобби
kit-phase-playing = идёт партия
kit-phase-over = окончена
kit-phase-cancelled = отменена
kit-turn-over = Партия окончена: победа — { $winners } ({ $reason }).
kit-turn-over-nobody = Партия окончена: никто не победил ({ $reason }).
kit-turn-cancelled = Эта партия отменена.
kit-turn-waiting = Ожидание.
kit-turn-waiting-for = Ждём: { $players }.
kit-event-resigned = { $player } сдаётся.
kit-button-hand = Что на руке
kit-hand-header = **{ $title } · { $game }, партия №{ $game_id }** (видно только вам)

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
kit-opt-turn-clock = Сколько часов ход может ждать (0 — без таймера; по умолчанию — как на сервере)
kit-opt-clock-action = Что делает таймер хода, когда время вышло
kit-opt-bots = Сколько компьютерных игроков посадить (если мест не задано, партия начнётся сразу)
kit-opt-bot-level = Насколько сильно играют эти компьютеры (по умолчанию — лёгкий)
kit-opt-language = Язык публичных сообщений партии (по умолчанию — язык сервера)
kit-lobby-someone = кто-то
kit-lobby-nobody = пока никого
kit-lobby-header = **{ $title }** · партия №{ $game_id }
kit-lobby-seats = Создатель: { $creator } · места { $seated }/{ $seats } (для начала нужно не меньше { $minimum })
kit-lobby-players = Игроки: { $players }
kit-lobby-press-join = Нажмите **Присоединиться**, чтобы играть; { $creator } нажмёт **Начать**, когда все будут готовы.
kit-lobby-started = Партия началась.
kit-lobby-over = Партия окончена.
kit-lobby-joined = Вы присоединились к партии №{ $game_id }.
kit-lobby-left = Вы вышли из партии №{ $game_id }.
kit-game-started = Партия №{ $game_id } началась.
kit-game-cancelled = Партия №{ $game_id } отменена.
kit-game-cancelled-by = { $user } отменяет партию №{ $game_id }.
kit-thread-greeting = Эта ветка — для партии №{ $game_id } ({ $title }). Команды здесь действуют на эту партию. { $mention }
kit-button-join = Присоединиться
kit-button-leave = Выйти
kit-button-start = Начать

## Сообщение о ходе (cogs/kit/turns.py)

kit-turn-header = **{ $title }** · партия №{ $game_id } · ход { $ply }
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
kit-move-in = Ход принят.
kit-level-easy = лёгкий
kit-level-medium = средний
kit-level-hard = сложный
kit-clock-skip = пропустить ход
kit-clock-computer = отдать ход компьютеру
kit-clock-remove = исключить игрока

# Issue 31: a failure after the action committed (cogs.kit.errors).
kit-move-stands = Готово: ваше действие в партии №{ $game_id } принято и остаётся в силе; не удалось лишь показать подтверждение. Повторять не нужно.

## Added for issue 26 (words): computer seats, why a game ended, too-long texts
kit-computer = Компьютер ({ $level })
kit-computer-numbered = Компьютер { $number } ({ $level })
kit-reason-resigned = все остальные сдались
kit-reason-other = по итогам партии
kit-error-too-long-name = Это имя слишком длинное: не более { $limit } { $limit ->
    [one] символа
    [few] символов
    [many] символов
   *[other] символа
 }.
kit-error-too-long-colour = Это название цвета слишком длинное: не более { $limit } { $limit ->
    [one] символа
    [few] символов
    [many] символов
   *[other] символа
 }.

## Table manners (issue 28): take-backs, rematches, invitations
kit-button-take-back = Вернуть ход
kit-button-accept = Согласиться
kit-button-refuse = Отклонить
kit-button-rematch = Реванш
kit-button-invite = Пригласить
kit-event-took-back = ↩️ { $player }: { $moves ->
    [one] { $moves } ход возвращён
    [few] { $moves } хода возвращены
   *[many] { $moves } ходов возвращено
  }.
kit-opt-invite = Кого пригласить (@упоминания)
kit-lobby-invited = Приглашены: { $people }
kit-lobby-invitation = ✉️ { $inviter } приглашает вас в партию №{ $game_id } ({ $title }): нажмите **Присоединиться**, чтобы играть.
kit-lobby-invitation-dm = ✉️ { $inviter } приглашает вас в партию №{ $game_id } ({ $title }): нажмите **Присоединиться**, чтобы играть, или откройте лобби: { $url }
kit-lobby-invite-pick = Кого вы хотите пригласить? Выберите до семи человек: каждому придёт одно упоминание или — если он так выбрал в настройках уведомлений — личное сообщение.
kit-lobby-invite-placeholder = Выберите, кого пригласить
kit-lobby-invited-note = Приглашены: { $people }.
kit-error-take-back-not-yours = Вернуть можно только свой последний ход, пока никто другой не походил.
kit-error-take-back-not-allowed = Этот ход вернуть нельзя: он показал вам то, чего не видят другие (взятую плитку, открытую или подсмотренную карту), или завершил партию. Только когда против вас одни компьютеры, можно вернуть любой ход, кроме завершившего партию.
kit-error-take-back-asked = Вы уже просили вернуть этот ход; просить можно один раз за ход.
kit-error-take-back-not-asked = На эту просьбу отвечаете не вы, а другие игроки.
kit-error-take-back-refused = В просьбе отказано: ход остаётся в силе.
kit-error-take-back-late = Слишком поздно: с тех пор уже кто-то походил, ход остаётся в силе.
kit-error-take-back-gone = Этой просьбы вернуть ход больше нет.
kit-error-take-back-ask = В этой партии играют и другие люди: нужно их согласие. Попросите его командой `/takeback`.
kit-error-take-back-alone = Других людей в этой партии нет: `/takeback` сразу вернёт ваш ход.
kit-error-rematch-not-over = Партия №{ $game_id } ещё не окончена; попросить реванш можно, когда она закончится.
kit-error-no-finished-games = На этом сервере у вас нет оконченных партий, которые можно сыграть снова. Начните новую: { $commands }.
kit-error-invite-mentions = Укажите, кого пригласить, через упоминания: наберите @ в параметре `invite` и выберите имена.
kit-error-invite-not-seated = Приглашать могут только игроки этого лобби; сначала нажмите **Присоединиться**.

# Веб-спутник (issue 30): ссылки на страницы, когда бот их показывает.
kit-web-game = Следите за этой партией на сайте: { $url }
kit-web-replay = Повтор этой партии на сайте: { $url }
kit-web-server = Партии и таблицы лидеров этого сервера на сайте: { $url }
kit-web-rotated = Созданы новые веб-ссылки: прежние ссылки на страницы этого сервера больше не работают. Страница сервера теперь: { $url }
kit-error-web-off = У этого бота нет веб-страниц: их может включить через WEB_PORT тот, кто размещает бота.
