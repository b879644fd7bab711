# Картинки (render/): слова на досках, столах, повторах и в таблице рейтинга.

## Tsuro

render-tsuro-setup = Подготовка: { $name } выбирает стартовую метку
render-tsuro-status =
    Ходит { $name } · { $placed ->
        [one] выложена { $placed } плитка
        [few] выложено { $placed } плитки
        [many] выложено { $placed } плиток
        *[other] выложено { $placed } плитки
    } · в стопке { $pile }
render-tsuro-over-nobody = Игра окончена: никого не осталось
render-tsuro-over =
    Игра окончена · { $count ->
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
render-tsuro-dragon = дракон
render-tsuro-out =
    { $cause ->
        [edge] вне игры (край)
        [collision] вне игры (столкновение)
        [resigned] вне игры (сдался)
        *[unknown] вне игры
    }
render-tsuro-suicide =
    ГИБЕЛЬ ({ $cause ->
        [edge] край
        *[collision] столкновение
    })
render-tsuro-not-allowed = , нельзя
render-tsuro-safe = безопасно, дальше { $square }
render-tsuro-knocks-out = { " · " }выбьет: { $names }
render-tsuro-preview = Предпросмотр: плитка { $tile }, поворот { $rotation }°, на { $square }: { $verdict }
render-tsuro-hand-title = { $name }: ваши плитки · плитка, поворот и куда ведёт каждая
render-tsuro-tile = Плитка { $tile } · { $rotation }°

## Triominos

render-triominos-title = Triominos · раунд { $round } · в запасе { $pool }
render-triominos-over =
    Игра окончена · { $count ->
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
        [one] { $count } место
        [few] { $count } места
        [many] { $count } мест
        *[other] { $count } места
    }
render-tarnaris-claim = заявка { $name } на стопку { $pile }
render-tarnaris-chooses =
    { $name } выбирает ({ $choice ->
        [sf3] передача карты
        [sf5] перемешивание четырёх карт
        [sf5_return] возврат перемешанных карт
        [sf7] обмен местами
        [penalty] кто отдаст карту
        [give] какую карту отдать
        *[unknown] { $choice }
    })
render-tarnaris-over =
    Игра окончена · { $count ->
        [one] Победитель
        [few] Победители
        [many] Победители
        *[other] Победители
    }: { $names }
render-tarnaris-no-piles = Стопок пока нет: открытая 1 начинает новую
render-tarnaris-pile = Стопка { $number }
render-tarnaris-closed = закрыта
render-tarnaris-cards =
    { $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
        *[other] { $count } карты
    }
render-tarnaris-tray = к выкладке { $count }
render-tarnaris-peek-ready = можно подсмотреть
render-tarnaris-resigned = сдался
render-tarnaris-winner = победитель
render-tarnaris-empty = пусто
render-tarnaris-card-end = нет
render-tarnaris-peek-title =
    { $count ->
        [0] Только для { $name }: ваше поле (вы пока не знаете ни одной его карты)
        [one] Только для { $name }: ваше поле, { $count } известная вам карта открыта
        [few] Только для { $name }: ваше поле, { $count } известные вам карты открыты
        [many] Только для { $name }: ваше поле, { $count } известных вам карт открыто
        *[other] Только для { $name }: ваше поле, известные вам карты ({ $count }) открыты
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
render-move-notch = метка
render-move-random-notch = случайная метка
render-move-place = положить
render-move-resign = сдаться
render-move-draw = взять
render-move-pass = пас
render-move-reveal = открыть
render-move-lay = выложить
render-move-return = вернуть
render-move-done = готово
render-move-claim = заявка
render-move-peek = подсмотреть
render-move-place-passed = положить переданную карту
render-move-give = отдать
render-move-penalty = штраф
render-move-skip = пропустить
render-move-wait = ждать
render-move-sf3 = передать карту
render-move-sf5 = перемешать
render-move-sf5-return = вернуть перемешанные
render-move-sf7 = обменять
render-move-arg-notch = метка
render-move-arg-tile = плитка
render-move-arg-rotation = поворот
render-move-arg-cell = клетка
render-move-arg-slot = место
render-move-arg-slots = места
render-move-arg-card = карта
render-move-arg-pile = стопка
render-move-arg-number = число
render-move-arg-player = игрок
render-move-arg-their-slot = место соперника
render-move-value-new = новая

## Рейтинг

render-leaderboard-player = Игрок
render-leaderboard-rating = Рейтинг
render-leaderboard-games = Игры
render-leaderboard-wins = Победы
render-leaderboard-trend = Тренд
render-leaderboard-empty = Рейтинговых игр пока нет
render-leaderboard-computer = { $name } (компьютер)

## Таблица лиги (issue 29)

render-league-points = Очки
render-league-buchholz = Бухгольц
render-league-berger = З.-Бергер
render-league-head-to-head = Личные
render-league-withdrawn = { $name } (выбыл)
