## Асинхронная игра (cogs/notify): уведомления, напоминания, часы хода, отсутствие.

notify-mode-mention = вас упоминают в ветке партии, когда ваш ход, и там же напоминают
notify-mode-dm = когда ваш ход, вы получаете личное сообщение со ссылкой, напоминания тоже приходят в личку; без упоминаний
notify-mode-both = когда ваш ход, вас упоминают в ветке и присылают личное сообщение; напоминания приходят в личку
notify-mode-off = ни упоминаний, ни личных сообщений, ни напоминаний: проверяйте `/game mine` сами
notify-mode-digest = одно личное сообщение в день со списком партий, которые ждут вашего хода; без упоминаний и напоминаний

notify-clock-action-skip = пропустят ход
notify-clock-action-computer = отдадут ход компьютеру
notify-clock-action-remove = исключат игрока из партии

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
    } часы хода { $action }.
notify-clock-note = ⏰ Ход игрока { $name } ждал { $hours ->
        [one] { $hours } час
        [few] { $hours } часа
        [many] { $hours } часов
       *[other] { $hours } часа
    }, поэтому часы хода { $done ->
        [removed] исключили игрока { $name } из партии.
        [computer] отдали ход компьютеру.
       *[skipped] пропустили его.
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
notify-mine-lobby = сбор игроков { $seated }/{ $seats }
notify-mine-your-turn = **ваш ход** (ждёт { $hours } ч)
notify-mine-others = ход других игроков

notify-settings-title = **Асинхронная игра на этом сервере**
notify-settings-reminders = Напоминания: после { $after } ч ожидания, затем каждые { $every } ч, не больше { $most } за ход.
notify-settings-clock = Часы хода: { $clock }. Партия может задать свои при `new`.
notify-settings-clock-never = никогда
notify-settings-clock-after = через { $hours ->
        [one] { $hours } час
        [few] { $hours } часа
        [many] { $hours } часов
       *[other] { $hours } часа
    } { $action }
notify-settings-language = Язык новых партий: **{ $language }** (партия может выбрать свой при `new`).
notify-settings-language-default = Язык новых партий: язык сервера в Discord (партия может выбрать свой при `new`).

notify-status-clock = Часы хода: через { $hours ->
        [one] { $hours } час
        [few] { $hours } часа
        [many] { $hours } часов
       *[other] { $hours } часа
    } { $action }.
notify-status-clock-off = Часы хода: выключены.
notify-status-away = Отсутствует: { $name } до { $until }.

notify-away-not-away = Вы не были в отъезде, ничего не изменилось. `/game away days:<1-14>` приостанавливает напоминания и часы хода для ваших ходов.
notify-away-back = С возвращением: напоминания и часы хода снова учитывают ваши ходы.
notify-away-until = Вы в отъезде до { $until }: никаких напоминаний, и часы хода не трогают ваши ходы до этого времени (время отсутствия не считается ожиданием). В партиях видно, что вас нет. `/game away days:0`, если вернётесь раньше.

notify-notify-changed = Уведомления: теперь **{ $mode }**: { $meaning }.
notify-notify-current = Ваши уведомления: **{ $mode }**: { $meaning }.
notify-notify-quiet = Тихие часы: **{ $start }–{ $end }** ({ $zone }): в это время ни упоминаний, ни личных сообщений, ни напоминаний; всё, что наступит, подождёт их конца, и для часов хода они не считаются ожиданием.
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
notify-cmd-settings = Напоминания и часы хода здесь (изменять — с правом «Управлять сервером»)
notify-opt-remind-after = Часов до первого напоминания (по умолчанию 24)
notify-opt-remind-every = Часов между следующими напоминаниями (по умолчанию 24)
notify-opt-max-reminders = Максимум напоминаний за ход (по умолчанию 3)
notify-opt-turn-clock = Часов до срабатывания часов хода (по умолчанию 72; 0 — никогда)
notify-opt-clock-action = Что делают часы хода (по умолчанию пропуск)
notify-opt-language = Язык новых партий сервера (по умолчанию — его язык в Discord)
notify-choice-clock-skip = пропустить ход
notify-choice-clock-computer = ход за компьютером
notify-choice-clock-remove = исключить игрока
notify-cmd-away = Приостановить напоминания и часы хода для ваших ходов (≤ 14 дней)
notify-opt-days = Дней в отъезде (1–14, не больше 14 за 30 дней); 0 — вы вернулись
notify-cmd-mine = Ваши партии на всех серверах, сначала те, что ждут вас
