# Лиги и турниры (issue 29).
league-cmd-group = Лиги и турниры: сезон партий
league-cmd-new = Открыть запись в лигу (для управляющих)
league-cmd-join = Вступить в лигу
league-cmd-leave = Покинуть лигу до её начала
league-cmd-start = Начать лигу сейчас (её создатель или управляющий)
league-cmd-standings = Турнирная таблица лиги
league-cmd-schedule = Туры, столы и результаты лиги
league-cmd-cancel = Отменить лигу (её создатель или управляющий)
league-cmd-withdraw = Выйти из лиги: оставшиеся партии будут засчитаны как поражения
league-opt-league = Номер лиги (по умолчанию — самая новая на сервере)
league-opt-game = Игра
league-opt-format = Круговая система (каждый с каждым) или швейцарская (пары по очкам)
league-opt-rounds = Число туров лиги по швейцарской системе
league-opt-seats = Игроков за столом
league-opt-round-hours = Сколько часов может длиться тур (0 — пока не закончатся партии)
league-opt-signup-hours = Сколько часов идёт запись, после чего лига начнётся сама (по умолчанию — вручную)
league-opt-computers = Компьютерные игроки дополняют неполные столы
league-opt-options = Параметры игры в виде имя=значение через пробел (как в /<игра> new)
league-format-roundrobin = круговая система
league-format-swiss = швейцарская система
league-button-join = Вступить
league-button-leave = Выйти
league-signup = **Лига { $title } №{ $league }**: { $format }, за столом { $seats ->
    [one] { $seats } игрок
    [few] { $seats } игрока
    [many] { $seats } игроков
   *[other] { $seats } игрока
}. Запишитесь кнопкой ниже или командой `/league join`.
league-signup-rounds = Туров: { $rounds }.
league-signup-deadline = Начало: { $when }.
league-signup-manual = Лига начнётся, когда создатель выполнит `/league start`.
league-signup-closed = Запись закрыта.
league-signup-entrants = Записались ({ $count }): { $names }
league-signup-nobody = Пока никто не записался.
league-joined = Вы в лиге №{ $league }.
league-left = Вы покинули лигу №{ $league }.
league-started = Лига №{ $league } началась: готовится первый тур.
league-round = **Лига №{ $league }: тур { $round } из { $rounds }**
league-table = Стол { $number }: { $players }
league-bye = { $player } пропускает этот тур (засчитывается как победа).
league-computer = компьютер
league-table-game = Лига №{ $league }, тур { $round }, стол { $number } (партия №{ $game_id }): { $players }, ваша партия — в ветке ниже.
league-thread = лига { $league }, тур { $round }, стол { $number }
league-final = **Лига №{ $league } завершена!** Пьедестал: { $podium }
league-cancelled = Лига №{ $league } отменена.
league-withdrawn = Вы вышли из лиги №{ $league }; оставшиеся партии засчитаны как поражения.
league-standings-title = **Лига №{ $league }: таблица после тура { $round }**
league-standings-line-swiss = { $place }. { $name }: очки { $points } · партии { $games } · Бухгольц { $first } · Зонненборн — Бергер { $second }
league-standings-line-roundrobin = { $place }. { $name }: очки { $points } · партии { $games } · личные встречи { $first } · победы { $second }
league-standings-picture = Лига №{ $league }, после тура { $round }
league-more = … и ещё { $count } (на картинке `/league standings` видны все).
league-standings-withdrawn = (выбыл)
league-schedule-title = **Лига №{ $league }** (туров: { $rounds })
league-schedule-round = Тур { $round }
league-schedule-game = партия №{ $game_id }
league-schedule-won = победа: { $names }
league-schedule-level = ничья
league-schedule-computer-won = победил компьютер
league-refuse-none = На этом сервере нет лиги, в которую идёт запись или которая уже идёт. Управляющий может открыть её командой `/league new`.
league-refuse-not-found = На этом сервере нет лиги №{ $league_id }. Без номера `/league schedule` покажет самую новую.
league-refuse-not-manager-new = Открыть лигу может только управляющий сервера.
league-refuse-channel = Открывайте лигу в текстовом канале, а не в ветке.
league-refuse-options = Укажите параметры игры в виде имя=значение через пробел: `{ $given }` записано не так.
league-refuse-already-in = Вы уже в лиге №{ $league_id }.
league-refuse-full = В лиге №{ $league_id } нет мест (максимум { $maximum }).
league-refuse-not-in = Вы не участвуете в лиге №{ $league_id }.
league-refuse-started = Лига №{ $league_id } уже началась: запись закрыта.
league-refuse-not-manager = Это может сделать только создатель лиги или управляющий сервера.
league-refuse-too-few = Для начала лиги №{ $league_id } нужно не меньше { $minimum } участников, а записалось { $players }.
league-refuse-not-running = Лига №{ $league_id } сейчас не идёт: выходить не из чего.
league-refuse-over = Лига №{ $league_id } уже завершена.
