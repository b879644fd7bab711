# /game (cogs/game): команды, общие для всех игр.

## Описания команд и параметров

game-cmd-group = Команды для всех игр: присоединиться, рука, …
game-cmd-join = Присоединиться к лобби игры
game-cmd-leave = Выйти из лобби игры до её начала
game-cmd-start = Начать свою игру, когда присоединится достаточно игроков
game-cmd-cancel = Отменить игру (создатель или участник с правом «Управлять сервером»)
game-cmd-addbot = Добавить компьютерного игрока в своё лобби (только создатель)
game-cmd-kickbot = Убрать компьютерного игрока из своего лобби (только создатель)
game-cmd-status = Чей ход, места и фаза игры
game-cmd-board = Показать поле так, как его видят все
game-cmd-hand = Ваши фишки или карты, лично вам
game-cmd-resign = Навсегда выйти из идущей игры (остальные продолжат)
game-cmd-list = Игры на этом сервере
game-cmd-rules = Краткое иллюстрированное изложение правил игры, лично вам
game-opt-game = Какая игра (по умолчанию — из ветки или ваша единственная)
game-opt-lobby = Какое лобби (по умолчанию — этой ветки или единственное открытое)
game-opt-level = Насколько хорошо он играет (по умолчанию лёгкий)
game-opt-seat = Место компьютера в /game status (по умолчанию — последнее)
game-opt-name = Какая игра

## Ответы

game-mark-creator = создатель
game-mark-computer = { $robot } компьютер, { $level }
game-mark-resigned = сдался
game-mark-to-act = ходит
game-status-header = **{ $title }** · игра №{ $game_id } · { $phase }
game-status-seats = Места ({ $seated }/{ $seats }):
game-status-players = Игроки ({ $count }):
game-status-moves = Сделано ходов: { $ply }.
game-resigned = Вы сдались в игре №{ $game_id }.
game-list-none = На этом сервере нет идущих игр.
game-list-title = **Игры на этом сервере**
game-list-more = … и ещё { $count } { $count ->
        [one] игра
        [few] игры
        [many] игр
       *[other] игры
    } (`/game status` с `game`, чтобы увидеть одну)
game-bot-added = { $name } присоединяется к игре №{ $game_id } (место { $seat }).
game-bot-removed = { $name } покидает игру №{ $game_id }.
