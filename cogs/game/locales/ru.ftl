# /game (cogs/game): команды, общие для всех игр.

## Описания команд и параметров

game-cmd-group = Команды для всех игр: присоединиться, плитки на руке, …
game-cmd-join = Присоединиться к лобби партии
game-cmd-leave = Выйти из лобби партии до её начала
game-cmd-start = Начать свою партию, когда присоединится достаточно игроков
game-cmd-cancel = Отменить партию (её создатель или участник с правом «Управлять сервером»)
game-cmd-addbot = Добавить компьютерного игрока в своё лобби (только создатель)
game-cmd-kickbot = Убрать компьютерного игрока из своего лобби (только создатель)
game-cmd-status = Чей ход, места и этап партии
game-cmd-board = Показать партию так, как её видят все
game-cmd-hand = Ваши плитки, фишки или карты (видно только вам)
game-cmd-resign = Навсегда выйти из идущей партии (остальные продолжат)
game-cmd-list = Партии на этом сервере
game-cmd-rules = Краткие правила игры с картинкой (видно только вам)
game-opt-game = Какая партия (иначе — этой ветки или ваша единственная)
game-opt-lobby = Какое лобби (по умолчанию — этой ветки или единственное открытое)
game-opt-level = Насколько сильно он играет (по умолчанию — лёгкий)
game-opt-seat = Место компьютера в /game status (по умолчанию — последнее)
game-opt-name = Какая игра

## Ответы

game-mark-creator = создатель
game-mark-computer = { $robot } компьютер, { $level }
game-mark-resigned = вне игры
game-mark-to-act = ходит
game-status-header = **{ $title }** · партия №{ $game_id } · { $phase }
game-status-seats = Места ({ $seated }/{ $seats }):
game-status-players = Игроки ({ $count }):
game-status-moves = Сделано ходов: { $ply }.
game-resigned = Вы сдались в партии №{ $game_id }.
game-list-none = На этом сервере сейчас нет идущих партий.
game-list-title = **Партии на этом сервере**
game-list-more = … и ещё { $count } { $count ->
        [one] партия
        [few] партии
        [many] партий
       *[other] партии
    } (подробности об одной — `/game status` с `game`)
game-bot-added = { $name } присоединяется к партии №{ $game_id } (место { $seat }).
game-bot-removed = { $name } покидает партию №{ $game_id }.
