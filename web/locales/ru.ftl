# Веб-страницы (issue 30): партия, её повтор, партии и рейтинги сервера, игрок.
web-site = Tessera
web-game-title = { $game } · партия №{ $id }
web-status-lobby = Ждём игроков в лобби.
web-status-active = Партия идёт.
web-status-finished = Партия окончена.
web-status-cancelled = Партия отменена.
web-won-by = Победа: { $players }.
web-to-move = Ждём хода: { $players }.
web-players = Игроки
web-seat = Место
web-player = Игрок
web-colour = Цвет
web-colour-orange = оранжевый
web-colour-sky-blue = голубой
web-colour-green = зелёный
web-colour-yellow = жёлтый
web-colour-blue = синий
web-colour-vermilion = красно-оранжевый
web-colour-pink = розовый
web-colour-black = чёрный
web-score = Очки
web-turn = Ход
web-to-move-mark = ходит
web-resigned = сдался
web-out = выбыл
web-board = Позиция
web-board-alt = { $game }: позиция партии №{ $id } после { $moves ->
        [one] { $moves } хода
        [few] { $moves } ходов
        [many] { $moves } ходов
       *[other] { $moves } хода
    }.
web-moves = Ходы
web-no-moves = Ходов ещё нет.
web-setup = Начальная позиция
web-replay = Повтор
web-replay-first = В начало
web-replay-back = Назад
web-replay-forward = Вперёд
web-replay-last = В конец
web-replay-slider = Позиция в повторе
web-replay-help = Листайте кнопками, ползунком или стрелками на клавиатуре (Home и End — в начало и в конец).
web-replay-running = Пока партия идёт, повтор показывает только то, что видно в ветке: карты, которые снова перевернули рубашкой вверх, в нём не открываются. Полный повтор станет доступен, когда партия закончится.
web-position-alt = { $game }: позиция партии №{ $id } после хода { $at }.
web-setup-alt = { $game }: начальная позиция партии №{ $id }.
web-refresh = Пока партия идёт, эта страница обновляется сама.
web-server-title = Партии и таблицы лидеров
web-running = Текущие партии
web-no-running = Сейчас ни одна партия не идёт.
web-leaderboards = Таблицы лидеров
web-period-all = за всё время
web-period-month = за последние 30 дней
web-period-week = за последние 7 дней
web-leaderboard = { $game }, { $period }
web-rank = Место
web-rating = Рейтинг
web-games = Партии
web-wins = Победы
web-no-ratings = За этот период никто не закончил партию.
web-player-title = { $name }
web-rating-over-time = Динамика рейтинга: { $game }
web-chart-alt = Рейтинг игрока { $name } в { $game } после каждой партии (партий: { $count }), от { $first } до { $last }.
web-recent = Последние партии
web-no-games = Законченных партий ещё нет.
web-result-won = победа
web-result-lost = поражение
web-footer = Только для просмотра: на этой странице видно то же, что видит любой участник ветки партии.
