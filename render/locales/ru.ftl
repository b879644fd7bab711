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
        [one] Победитель
        [few] Победители
        [many] Победители
        *[other] Победители
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
render-tarnaris-claim = заявка игрока { $name } на стопку { $pile }
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
render-tarnaris-card-end = всё
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

## Рейтинг

render-leaderboard-player = Игрок
render-leaderboard-rating = Рейтинг
render-leaderboard-games = Партии
render-leaderboard-wins = Победы
render-leaderboard-trend = Тренд
render-leaderboard-empty = Рейтинговых партий пока нет
render-leaderboard-computer = { $name } (компьютер)

## Replay captions (issue 26): each move as a sentence after its player's name
render-move-tsuro-notch = начинает с насечки { $notch }
render-move-tsuro-random-notch = начинает со случайной насечки
render-move-tsuro-place = кладёт плитку { $tile }, повернув её на { $rotation }°
render-move-triominos-place = кладёт фишку { $tile } на клетку { $cell }
render-move-triominos-draw = берёт фишку из запаса
render-move-triominos-pass = пасует
render-move-tarnaris-reveal = открывает карту в ячейке { $slot }
render-move-tarnaris-lay = кладёт открытую карту { $card } на стопку { $pile }
render-move-tarnaris-return = кладёт открытую карту { $card } обратно в ячейку { $slot } рубашкой вверх
render-move-tarnaris-done = заканчивает ход
render-move-tarnaris-claim = «Я знаю!»: карта { $number } из ячейки { $slot } { $pile ->
    [new] начинает новую стопку
   *[pile] идёт на стопку { $pile }
 }
render-move-tarnaris-peek = подсматривает карту в ячейке { $slot }
render-move-tarnaris-place-passed = кладёт переданную карту в ячейку { $slot }
render-move-tarnaris-give = отдаёт штрафную карту из ячейки { $slot }
render-move-tarnaris-penalty = просит штрафную карту у игрока { $player }
render-move-tarnaris-skip = не использует особое свойство
render-move-tarnaris-wait = ждёт
render-move-tarnaris-sf3 = передаёт верхнюю карту ячейки { $slot } игроку { $player }
render-move-tarnaris-sf5 = перемешивает верхние карты ячеек { $slots } игрока { $player }
render-move-tarnaris-sf5-return = кладёт перемешанные карты в ячейки { $slots }
render-move-tarnaris-sf7 = меняет свою ячейку { $slot } на ячейку { $their_slot } игрока { $player }
render-move-resign = сдаётся
render-move-take-back = возвращает { $plies ->
    [one] { $plies } ход
    [few] { $plies } хода
   *[many] { $plies } ходов
}
render-move-other = делает ход
render-tarnaris-choosing = { $name } выбирает, { $choice ->
    [sf3] какую карту передать
    [sf5] какие карты перемешать
    [sf5_return] куда положить перемешанные карты
    [sf7] какие ячейки поменять
    [penalty] кто даст штрафную карту
    [give] какую штрафную карту отдать
   *[unknown] как ходить
 }

## Таблица лиги (issue 29)

render-league-points = Очки
render-league-buchholz = Бухгольц
render-league-berger = З.-Бергер
render-league-head-to-head = Личные
render-league-withdrawn = { $name } (выбыл)
