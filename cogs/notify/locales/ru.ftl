## Асинхронная игра (cogs/notify): уведомления, напоминания, таймер хода, отсутствие.

notify-mode-mention = вас упоминают в ветке партии, когда ваш ход, и там же напоминают
notify-mode-dm = когда ваш ход, вам приходит личное сообщение со ссылкой, напоминания — тоже в личные сообщения; без упоминаний
notify-mode-both = когда ваш ход, вас упоминают в ветке и присылают личное сообщение; напоминания приходят в личные сообщения
notify-mode-off = ни упоминаний, ни личных сообщений, ни напоминаний: проверяйте `/game mine` сами
notify-mode-digest = одно личное сообщение в день со списком партий, которые ждут вашего хода; без упоминаний и напоминаний

notify-clock-action-skip = пропустит ход
notify-clock-action-computer = отдаст ход компьютеру
notify-clock-action-remove = исключит игрока из партии

notify-where = на сервере **{ $server }**
notify-turn-dm = Ваш ход в **{ $game }**{ $where }: { $link }
notify-turn-mention = { $mention }: ваш ход в **{ $game }**: { $link }
notify-reminder = Напоминание { $number } из { $total }: **{ $game }**{ $where } ждёт вашего хода уже { $hours ->
        [one] { $hours } час.
        [few] { $hours } часа.
        [many] { $hours } часов.
       *[other] { $hours } часа.
    }
notify-reminder-clock = Через { $hours ->
        [one] { $hours } час
        [few] { $hours } часа
        [many] { $hours } часов
       *[other] { $hours } часа
    } таймер хода { $action }.
notify-clock-note = ⏰ { $name } не ходит уже { $hours ->
        [one] { $hours } час
        [few] { $hours } часа
        [many] { $hours } часов
       *[other] { $hours } часа
    }, поэтому таймер хода { $done ->
        [removed] исключил игрока из партии.
        [computer] отдал ход компьютеру.
       *[skipped] пропустил этот ход.
    }
notify-digest = **Ваша ежедневная сводка**: вашего хода { $count ->
        [one] ждёт { $count } партия.
        [few] ждут { $count } партии.
        [many] ждут { $count } партий.
       *[other] ждут { $count } партии.
    }
notify-more = … и ещё { $count }

notify-mine-none = Вы не участвуете ни в одной идущей партии. Начните её командой { $commands } на сервере или присоединитесь через `/game join`.
notify-mine-title = **Ваши партии** ({ $count }):
notify-mine-lobby = лобби { $seated }/{ $seats }
notify-mine-your-turn = **ваш ход** (ждёт { $hours } ч)
notify-mine-others = ход других игроков

notify-settings-title = **Асинхронная игра на этом сервере**
notify-settings-reminders = Напоминания: после { $after } ч ожидания, затем каждые { $every } ч, не больше { $most } за ход.
notify-settings-clock = Таймер хода: { $clock }. Партия может задать свой при `new`.
notify-settings-clock-never = выключен
notify-settings-clock-after = через { $hours ->
        [one] { $hours } час
        [few] { $hours } часа
        [many] { $hours } часов
       *[other] { $hours } часа
    } { $action }
notify-settings-language = Язык новых партий: **{ $language }** (партия может выбрать свой при `new`).
notify-settings-language-default = Язык новых партий: язык сервера в Discord (партия может выбрать свой при `new`).

notify-status-clock = Таймер хода: через { $hours ->
        [one] { $hours } час
        [few] { $hours } часа
        [many] { $hours } часов
       *[other] { $hours } часа
    } { $action }.
notify-status-clock-off = Таймер хода: выключен.
notify-status-away = Отсутствует: { $name } до { $until }.

notify-away-not-away = Вы не отмечали отсутствие, ничего не изменилось. `/game away days:<1-14>` приостанавливает напоминания и таймер хода для ваших ходов.
notify-away-back = С возвращением: напоминания и таймер хода снова действуют на ваши ходы.
notify-away-until = Вы в отъезде до { $until }: до этого времени никаких напоминаний, и таймер хода не трогает ваши ходы (время отсутствия не считается ожиданием). В партиях видно, что вас нет. Вернулись раньше — `/game away days:0`.

notify-notify-changed = Уведомления изменены: **{ $mode }** — { $meaning }.
notify-notify-current = Ваши уведомления: **{ $mode }** — { $meaning }.
notify-notify-quiet = Тихие часы: **{ $start }–{ $end }** ({ $zone }): в это время ни упоминаний, ни личных сообщений, ни напоминаний; всё, что придётся на них, подождёт их конца, а таймер хода в это время не идёт.
notify-notify-no-quiet = Тихих часов нет (часовой пояс: { $zone }).

notify-cmd-notify = Как вы узнаёте, что настал ваш ход
notify-opt-mode = Как сообщать о ваших ходах; пусто — посмотреть
notify-opt-quiet = Тихие часы без уведомлений, например 22-08 (off — отменить)
notify-opt-timezone = Часовой пояс для тихих часов, например Europe/Moscow (по умолчанию UTC)
notify-choice-mode-mention = упоминание
notify-choice-mode-dm = личное сообщение
notify-choice-mode-both = оба способа
notify-choice-mode-off = выключено
notify-choice-mode-digest = ежедневная сводка
notify-cmd-settings = Напоминания и таймер хода на сервере (менять — с правом «Управлять сервером»)
notify-opt-remind-after = Часов до первого напоминания (по умолчанию 24)
notify-opt-remind-every = Часов между следующими напоминаниями (по умолчанию 24)
notify-opt-max-reminders = Максимум напоминаний за ход (по умолчанию 3)
notify-opt-turn-clock = Через сколько часов срабатывает таймер хода (по умолчанию 72; 0 — никогда)
notify-opt-clock-action = Что делает таймер хода (по умолчанию — пропуск хода)
notify-opt-language = Язык новых партий сервера (по умолчанию — его язык в Discord)
notify-opt-rotate-web-links = Обновить веб-ссылки
notify-choice-clock-skip = пропустить ход
notify-choice-clock-computer = отдать ход компьютеру
notify-choice-clock-remove = исключить игрока
notify-cmd-away = Приостановить напоминания и таймер хода для ваших ходов (≤ 14 дней)
notify-opt-days = Дней в отъезде (1–14, не больше 14 за 30 дней); 0 — вы вернулись
notify-cmd-mine = Ваши партии на всех серверах, сначала те, что ждут вас
