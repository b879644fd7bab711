## Достижения игроков (cogs/records): рейтинги, статистика, история, повторы, экспорт, слежение за партиями.

records-leaderboard-title = Таблица лидеров: { $game } — { $period }
records-period-all = за всё время
records-period-month = за последние 30 дней
records-period-week = за последние 7 дней

records-result-won = победа
records-result-lost = поражение
records-result-shared = общая победа

records-history-title = **Завершённые партии: { $who }** (страница { $page } из { $pages }, сначала новые)
records-history-line = №{ $id } { $game } · { $result } · { $players ->
        [one] { $players } игрок
        [few] { $players } игрока
        [many] { $players } игроков
       *[other] { $players } игрока
    } · { $day } · { $link }
records-newer = Более новые
records-older = Более ранние
records-none-finished = { $who }: завершённых партий здесь пока нет.

records-stats-title = **Статистика: { $who }**
records-stats-game = { $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
        [many] { $wins } побед
       *[other] { $wins } победы
    }
records-stats-rating = рейтинг { $rating }
records-stats-recent = Последние: { $games }
records-stats-streak = Лучшая серия побед: { $count }
records-stats-median = Медианное время на ход: { $time }
records-stats-opening = Любимый дебют ({ $game }): { $opening } ({ $count ->
        [one] { $count } партия
        [few] { $count } партии
        [many] { $count } партий
       *[other] { $count } партии
    })
records-duration-minutes = { $minutes } мин
records-duration-hours = { $hours } ч { $minutes } мин
records-duration-days = { $days ->
        [one] { $days } день
        [few] { $days } дня
        [many] { $days } дней
       *[other] { $days } дня
    } { $hours } ч

records-not-finished = Партия №{ $id } ещё не закончилась: повтор появится, когда она завершится.
records-no-replay = Для партии №{ $id } повтора нет (в этой игре повторов не бывает, или он получился бы слишком большим).
records-replay = **{ $game }** · партия №{ $id } · повтор
records-not-started = Партия №{ $id } ещё не началась: экспортировать нечего.
records-exported-finished = Партия №{ $id }, полная запись (настройки, зерно, места, ходы): её можно импортировать обратно, и она воспроизведётся до той же итоговой позиции.
records-exported-running = Партия №{ $id } ещё идёт: вот что видят все (настройки, места, открытая позиция), без зерна и без чьих-либо плиток и карт.

records-following = Вы следите за партией №{ $id }: её сообщения о ходах будут приходить вам в личные сообщения до её конца (`/game unfollow`, чтобы перестать).
records-following-already = Вы уже следите за партией №{ $id }.
records-follow-own = Вы играете в партии №{ $id }: её сообщения о ходах и так до вас доходят.
records-follow-over = Партия №{ $id } окончена: `/game replay` покажет, как она прошла.
records-unfollowed = Вы больше не следите за партией №{ $id }.
records-not-following = Вы не следите за партией №{ $id }.

records-not-manager = Это могут делать только участники с правом «Управлять сервером» (или с ролью управляющего сервера).
records-recomputed = Рейтинги пересчитаны по { $count ->
        [one] { $count } завершённой партии.
        [few] { $count } завершённым партиям.
        [many] { $count } завершённым партиям.
       *[other] { $count } завершённой партии.
    }
records-recomputed-game = Рейтинги пересчитаны по { $count ->
        [one] { $count } завершённой партии
        [few] { $count } завершённым партиям
        [many] { $count } завершённым партиям
       *[other] { $count } завершённой партии
    } в { $game }.

records-cmd-gameadmin = Управление статистикой партий сервера (право «Управлять сервером»)
records-cmd-recompute = Пересчитать рейтинги этого сервера по его партиям
records-cmd-leaderboard = Лучшие игроки этого сервера в игре
records-cmd-stats = Статистика игрока здесь: по играм, серии побед
records-cmd-history = Завершённые партии игрока, сначала новые
records-cmd-replay = Анимированный повтор завершённой партии
records-cmd-export = Запись партии в файле JSON (видно только вам)
records-cmd-follow = Получать сообщения о ходах партии в личные сообщения
records-cmd-unfollow = Перестать следить за партией
records-opt-game = Какая игра
records-opt-game-any = Какая игра (по умолчанию — все)
records-opt-period = Какой период учитывать (по умолчанию — за всё время)
records-opt-computers = Показывать компьютерных игроков (по умолчанию — да)
records-opt-user = Игрок (по умолчанию — вы)
records-opt-id = Номер партии, например 12
records-choice-period-all = за всё время
records-choice-period-month = месяц
records-choice-period-week = неделя
