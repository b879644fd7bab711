# Картинки (render/): слова на досках, столах, повторах и в таблице рейтинга.
# Те же слова, что в чате (glossary/ru.toml): насечка, колода, ячейка, стопка, партия.

## Tsuro

render-tsuro-setup = Подготовка: { $name } выбирает стартовую насечку
render-tsuro-status =
    Ходит { $name } · { $placed ->
        [one] выложена { $placed } плитка
        [few] выложено { $placed } плитки
        [many] выложено { $placed } плиток
        *[other] выложено { $placed } плитки
    } · в колоде { $pile }
render-tsuro-over-nobody = Партия окончена: никого не осталось
render-tsuro-over =
    Партия окончена · { $count ->
        [one] Победитель
        [few] Победители
        [many] Победители
        *[other] Победители
    }: { $names }
render-tsuro-tiles =
    { $count ->
        [one] { $count } плитка
        [few] { $count } плитки
        [many] { $count } плиток
        *[other] { $count } плитки
    }
render-tsuro-dragon = Дракон
render-tsuro-out =
    { $cause ->
        [edge] вне игры (край)
        [collision] вне игры (столкновение)
        [resigned] вне игры (сдача)
        *[unknown] вне игры
    }
render-tsuro-suicide =
    САМОУБИЙСТВО ({ $cause ->
        [edge] край
        *[collision] столкновение
    })
render-tsuro-not-allowed = , нельзя
render-tsuro-safe = безопасно, затем перед клеткой { $square }
render-tsuro-knocks-out = { " · " }выбьет: { $names }
render-tsuro-preview = Предпросмотр: плитка { $tile }, поворот { $rotation }°, клетка { $square }: { $verdict }
render-tsuro-hand-title = { $name }: ваши плитки · плитка, поворот и куда ведёт каждая
render-tsuro-tile = Плитка { $tile } · { $rotation }°

## Triominos

render-triominos-title = Triominos · раунд { $round } · в запасе { $pool }
render-triominos-over =
    Партия окончена · { $count ->
        [one] победитель
        [few] победители
        [many] победители
        *[other] победители
    }: { $names }
render-triominos-note =
    { $points } очк. · { $tiles ->
        [one] { $tiles } фишка
        [few] { $tiles } фишки
        [many] { $tiles } фишек
        *[other] { $tiles } фишки
    }
render-triominos-empty-table = Стол пуст: первая фишка кладётся на 0,0
render-triominos-round-ended =
    Раунд { $round } окончен ({ $how ->
        [out] фишки кончились
        *[blocked] тупик
    }): { $changes }
render-triominos-no-points = без очков
render-triominos-hand-title =
    { $name }: ваши фишки · { $tiles ->
        [one] { $tiles } фишка
        [few] { $tiles } фишки
        [many] { $tiles } фишек
        *[other] { $tiles } фишки
    } · { $points } очк.
render-triominos-spots =
    { $count ->
        [0] Некуда положить { $tile }
        [one] Места для { $tile }: { $count }
        [few] Места для { $tile }: { $count }
        [many] Места для { $tile }: { $count }
        *[other] Места для { $tile }: { $count }
    }

## Woods of Tarnaris

render-tarnaris-status = Раунд { $round } · ходит { $name }
render-tarnaris-reveal =
    открыть { $count ->
        [one] { $count } ячейку
        [few] { $count } ячейки
        [many] { $count } ячеек
        *[other] { $count } ячейки
    }
render-tarnaris-claim = заявка на стопку { $pile }: { $name }
render-tarnaris-chooses =
    { $name } выбирает ({ $choice ->
        [sf3] передача карты
        [sf5] перемешивание четырёх карт
        [sf5_return] возврат перемешанных карт
        [sf7] обмен ячейками
        [penalty] кто отдаст штрафную карту
        [give] какую штрафную карту отдать
        *[unknown] { $choice }
    })
render-tarnaris-over =
    Партия окончена · { $count ->
        [one] Победитель
        [few] Победители
        [many] Победители
        *[other] Победители
    }: { $names }
render-tarnaris-no-piles = Стопок пока нет: открытая единица начнёт первую
render-tarnaris-pile = Стопка { $number }
render-tarnaris-closed = закрыта
render-tarnaris-cards =
    { $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
        *[other] { $count } карты
    }
render-tarnaris-tray = переданных карт: { $count }
render-tarnaris-peek-ready = можно подсмотреть
render-tarnaris-resigned = вне игры
render-tarnaris-winner = победитель
render-tarnaris-empty = пусто
render-tarnaris-card-end = конец
render-tarnaris-peek-title =
    { $count ->
        [0] { $name }, только для вас: ваше поле (вы пока не знаете ни одной его карты)
        [one] { $name }, только для вас: ваше поле, { $count } известная вам карта открыта
        [few] { $name }, только для вас: ваше поле, { $count } известные вам карты открыты
        [many] { $name }, только для вас: ваше поле, { $count } известных вам карт открыто
        *[other] { $name }, только для вас: ваше поле, известные вам карты ({ $count }) открыты
    }

## Повторы

render-replay-start =
    Начало · { $count ->
        [one] { $count } ход
        [few] { $count } хода
        [many] { $count } ходов
        *[other] { $count } хода
    }
render-replay-move = Ход { $index }/{ $total } · { $name }: { $move }
render-move-notch = насечка
render-move-random-notch = случайная насечка
render-move-place = кладёт
render-move-resign = сдаётся
render-move-draw = берёт
render-move-pass = пас
render-move-reveal = открывает
render-move-lay = кладёт на стопку
render-move-return = возвращает
render-move-done = готово
render-move-claim = «Я знаю!»
render-move-peek = подсматривает
render-move-place-passed = кладёт переданную карту
render-move-give = отдаёт
render-move-penalty = штраф
render-move-skip = пропускает
render-move-wait = ждёт
render-move-sf3 = передаёт карту
render-move-sf5 = перемешивает
render-move-sf5-return = раскладывает перемешанные
render-move-sf7 = меняет ячейки
render-move-arg-notch = насечка
render-move-arg-tile = плитка
render-move-arg-rotation = поворот
render-move-arg-cell = клетка
render-move-arg-slot = ячейка
render-move-arg-slots = ячейки
render-move-arg-card = карта
render-move-arg-pile = стопка
render-move-arg-number = число
render-move-arg-player = игрок
render-move-arg-their-slot = ячейка соперника
render-move-value-new = новая

## Рейтинг

render-leaderboard-player = Игрок
render-leaderboard-rating = Рейтинг
render-leaderboard-games = Партии
render-leaderboard-wins = Победы
render-leaderboard-trend = Тренд
render-leaderboard-empty = Рейтинговых партий пока нет
render-leaderboard-computer = { $name } (компьютер)
