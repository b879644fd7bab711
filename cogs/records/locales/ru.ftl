## Достижения игроков (cogs/records): рейтинги, статистика, история, повторы, экспорт, наблюдение.

records-leaderboard-title = Рейтинг: { $game } - { $period }
records-period-all = за всё время
records-period-month = последние 30 дней
records-period-week = последние 7 дней

records-result-won = победа
records-result-lost = поражение
records-result-shared = общая победа

records-history-title = **Завершённые партии игрока { $who }** (страница { $page } из { $pages }, сначала новые)
records-history-line = #{ $id } { $game } · { $result } · { $players ->
        [one] { $players } игрок
        [few] { $players } игрока
        [many] { $players } игроков
       *[other] { $players } игрока
    } · { $day } · { $link }
records-newer = Новее
records-older = Старше
records-none-finished = У игрока { $who } здесь пока нет завершённых партий.

records-stats-title = **Достижения игрока { $who }**
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
records-stats-recent = Недавние: { $games }
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

records-not-finished = Партия #{ $id } ещё не закончилась: повтор появится, когда партия завершится.
records-no-replay = Для партии #{ $id } повтора нет (у этой игры их не бывает, или он был бы слишком большим).
records-replay = **{ $game }** · партия #{ $id } · повтор
records-not-started = Партия #{ $id } ещё не началась: экспортировать нечего.
records-exported-finished = Партия #{ $id }, полная запись (настройки, сид, места, ходы): её можно импортировать обратно, и она воспроизводится до той же итоговой позиции.
records-exported-running = Партия #{ $id } ещё идёт: вот что видят все (настройки, места, открытая позиция), без сида и без чьих-либо рук.

records-following = Вы наблюдаете за партией #{ $id }: её сообщения о ходах будут приходить вам в личку до её конца (`/game unfollow`, чтобы прекратить).
records-following-already = Вы уже наблюдаете за партией #{ $id }.
records-follow-own = Вы играете в партии #{ $id }: её сообщения о ходах и так до вас доходят.
records-follow-over = Партия #{ $id } окончена: `/game replay` покажет, как она прошла.
records-unfollowed = Вы больше не наблюдаете за партией #{ $id }.
records-not-following = Вы не наблюдаете за партией #{ $id }.

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

records-cmd-gameadmin = Управление достижениями игр сервера (право «Управлять сервером»)
records-cmd-recompute = Пересчитать рейтинги этого сервера по его партиям
records-cmd-leaderboard = Лучшие игроки этого сервера в игре
records-cmd-stats = Достижения игрока здесь: по играм, серии
records-cmd-history = Завершённые партии игрока, сначала новые
records-cmd-replay = Анимированный повтор завершённой партии
records-cmd-export = Запись партии файлом JSON, лично вам
records-cmd-follow = Получать сообщения о ходах партии в личку
records-cmd-unfollow = Перестать наблюдать за партией
records-opt-game = Какая игра
records-opt-game-any = Какая игра (по умолчанию: все)
records-opt-period = Какой период учитывать (по умолчанию: всё время)
records-opt-computers = Показывать компьютерных игроков (по умолчанию: да)
records-opt-user = Чьи (по умолчанию: ваши)
records-opt-id = Номер партии, например 12
records-choice-period-all = за всё время
records-choice-period-month = месяц
records-choice-period-week = неделя
