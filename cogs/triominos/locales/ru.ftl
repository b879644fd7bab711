# Triominos (cogs/triominos): все тексты, которые читает игрок. Слова (glossary/ru.toml): фишка,
# запас, взять фишку, пас, мост, шестиугольник, раунд, очки.

## Команды (не длиннее 100 символов)
triominos-cmd-group = Triominos: прикладывайте треугольные фишки угол к углу и набирайте очки
triominos-cmd-new-set = Набор фишек: 76 (зеркальные — разные фишки, по умолчанию) или классический 56
triominos-cmd-new-start = Кто начинает: старшая вытянутая фишка или старшая тройка, выложенная сразу (+10)
triominos-cmd-new-redraw = Заново определять первого игрока в каждом раунде
triominos-cmd-new-bridge-extension = +40 за продление моста
triominos-cmd-new-target = Счёт, при котором партия заканчивается в конце раунда (0: без цели; по умолчанию 400)
triominos-cmd-new-rounds = Число раундов (0: играть до целевого счёта; 1: один раунд)
triominos-cmd-new-simple-scoring = Детский счёт: 1 очко за фишку, +1 за мост/шестиугольник, без штрафов
triominos-cmd-game = Какая партия Triominos (по умолчанию — этой ветки или ваша единственная)
triominos-cmd-place = Положить фишку с руки (в подсказках — только разрешённые ходы)
triominos-cmd-place-tile = Фишка с руки, например 1-2-3 (в подсказках — подходящие)
triominos-cmd-place-spot = Куда: клетка вида 2,-1 (есть подсказки) или номер места с картинки
triominos-cmd-place-rotation = Как положить фишку, если на это место она ложится по-разному (есть подсказки)
triominos-cmd-draw = Взять фишку из запаса (−5; не больше 3 за ход)
triominos-cmd-pass = Пас: после третьей взятой фишки (ещё −10) или когда ничего не подходит и запас пуст
triominos-cmd-scores = Таблица счёта по раундам (видно только вам)

## Строка лобби о вариантах правил
triominos-options = Параметры: { $options }
triominos-options-standard = Параметры: стандартные правила
triominos-option-set = набор: { $value }
triominos-option-start = начало: { $value }
triominos-choice-start-highest = старшая фишка
triominos-choice-start-triple = старшая тройка
triominos-option-redraw = новая жеребьёвка: { $value }
triominos-option-bridge-extension = продление моста: { $value }
triominos-option-target = цель: { $value }
triominos-option-rounds = раунды: { $value }
triominos-option-simple-scoring = простой счёт: { $value }
triominos-on = да
triominos-off = нет
triominos-value-highest = старшая фишка
triominos-value-triple = тройка

## Правила (/game rules name:triominos, не длиннее 2000 символов)
triominos-rules = **Triominos** (2–6 игроков). Каждая фишка — треугольник с числом в каждом углу. При 2 игроках у каждого 9 фишек, при 3–4 — 7, при 5–6 — 6; остальные лежат рубашкой вверх и образуют запас. Каждый тянет по фишке: у кого старшая, тот начинает — кладёт любую фишку с руки и получает её сумму. В свой ход положите фишку с руки так, чтобы она прилегала к выложенным целой стороной и каждый её угол совпадал по числу со всеми углами, которых касается; вы получаете сумму её чисел, +40 за мост (фишка касается стола одной стороной и противоположным углом), +50 за замкнутый шестиугольник (+60 за два сразу, +70 за три). Если положить нечего (или не хочется), берите фишки из запаса: −5 за каждую, не больше трёх за ход, и класть после этого можно только взятую в этот ход. Если и после третьей положить нечего, ход кончается ещё с −10 (всего −25). Пас без штрафа — только когда ничего не подходит, а запас пуст. Кто первым выложит все фишки, заканчивает раунд и получает +25 и сумму очков на фишках, оставшихся у остальных; игроки после него делают по последнему ходу. Если никто не может походить и запас пуст, игрок с наименьшей суммой очков на руке получает сумму очков остальных за вычетом своей. Партия кончается в конце раунда, как только у кого-то 400 очков (с `simple_scoring:True` — детский счёт, 1 очко за фишку, — после одного раунда). Нажмите **Сделать ход** под последним сообщением партии или введите `/triominos place`.

## Слова из нескольких текстов
triominos-points = { $count ->
    [one] { $count } очко
    [few] { $count } очка
    [many] { $count } очков
   *[other] { $count } очка
}
triominos-minus-points = { $points ->
    [one] −{ $points } очко
    [few] −{ $points } очка
    [many] −{ $points } очков
   *[other] −{ $points } очка
}
triominos-minus = −{ $points }
triominos-no-penalty = без штрафа
triominos-nobody = никто
triominos-corner-top = вверху { $number }
triominos-corner-bottom-right = внизу справа { $number }
triominos-corner-bottom-left = внизу слева { $number }
triominos-corner-bottom = внизу { $number }
triominos-corner-top-left = вверху слева { $number }
triominos-corner-top-right = вверху справа { $number }
triominos-part-tile = { $points } (фишка)
triominos-part-bridge = { $points } (мост)
triominos-part-hexagon = { $points } (шестиугольник)
triominos-part-start = { $points } (стартовая тройка)
triominos-mark-bridge = мост
triominos-mark-hexagon = шестиугольник

## Сообщение о ходе (публичное)
triominos-take-turn = Сделать ход
triominos-phase = раунд { $round }
triominos-round-state = Раунд { $round } · в запасе { $pool ->
    [one] { $pool } фишка
    [few] { $pool } фишки
    [many] { $pool } фишек
   *[other] { $pool } фишки
}
triominos-turn = Ходит { $name }.
triominos-turn-drawn = Ходит { $name } (взято за этот ход: { $draws }).
triominos-scores = Счёт: { $scores }.
triominos-final-scores = Итоговый счёт: { $scores }.
triominos-score-of = { $name } { $score } ({ $tiles ->
    [one] { $tiles } фишка
    [few] { $tiles } фишки
    [many] { $tiles } фишек
   *[other] { $tiles } фишки
})
triominos-score-resigned = { $name } { $score } (вне игры)
triominos-round-begins = **Начинается раунд { $round }**; первый ход делает { $name }.
triominos-round-begins-drawn = **Начинается раунд { $round }**; первый ход делает { $name } (старшая вытянутая фишка: { $drawn }).
triominos-round-begins-ties = **Начинается раунд { $round }**; первый ход делает { $name } (старшая вытянутая фишка: { $drawn }; { $ties ->
    [one] тянули заново после ничьей
    [few] тянули заново после { $ties } ничьих
    [many] тянули заново после { $ties } ничьих
   *[other] тянули заново после { $ties } ничьих
}).
triominos-opened = { $name } открывает раунд фишкой { $tile } на клетке { $cell } ({ $why }): { $points }.
triominos-why-triple = старшая тройка на руках
triominos-why-no-triple = троек ни у кого нет, поэтому старшая фишка
triominos-laid = { $name } кладёт фишку { $tile } на клетку { $cell } ({ $corners }): { $points }.
triominos-drew = { $name } берёт фишку из запаса ({ $penalty }; { $draws }-я из { $most } за этот ход).
triominos-passed-penalty = { $name } пасует после трёх взятых фишек ({ $points ->
    [one] −{ $points } очко
    [few] −{ $points } очка
    [many] −{ $points } очков
   *[other] −{ $points } очка
}).
triominos-passed = { $name } пасует (без штрафа).
triominos-went-out = **{ $name } выкладывает последнюю фишку!**
triominos-last-turns = { $names } { $count ->
    [one] делает
    [few] делают
    [many] делают
   *[other] делают
} последний ход.
triominos-round-over = **Раунд { $round } окончен.** Очков на руках: { $held }.
triominos-out-simple = Первым все фишки выложил игрок { $name }: { $change }.
triominos-out = Все фишки выложил игрок { $name }: +25 премия + { $others } (очки на руках у остальных) = { $change }.
triominos-blocked-simple = Тупик: меньше всего очков на руке — { $name } (очки не начисляются).
triominos-blocked = Тупик (никто не может положить фишку, а запас пуст): меньше всего очков на руке — { $name }: +{ $others } (очки на руках у остальных) − { $own } (свои) = { $change }.
triominos-round-scores = Счёт после раунда { $round }: { $scores }.
triominos-game-over = **Партия окончена: { $count ->
    [one] побеждает
    [few] побеждают
    [many] побеждают
   *[other] побеждают
} { $winners }** ({ $why }).
triominos-why-target = в конце раунда набран целевой счёт ({ $target })
triominos-why-rounds = после { $rounds ->
    [one] { $rounds } раунда
    [few] { $rounds } раундов
    [many] { $rounds } раундов
   *[other] { $rounds } раунда
} — лучший счёт
triominos-why-resigned = все остальные сдались

## Таблица счёта по раундам
triominos-table-title = **Счёт по раундам** · Triominos, партия №{ $game } (в скобках — прирост за раунд)
triominos-table-round = Раунд
triominos-table-note = \* текущий раунд

## Рука и ход игрока (лично)
triominos-hand = Ваши фишки ({ $count }): { $tiles }.
    Ваш счёт: { $score }. Фишек в запасе: { $pool }.
triominos-hand-none = нет
triominos-panel-title = **Ваш ход · Triominos, партия №{ $game }** (видно только вам)
triominos-panel-fitting = { $count ->
    [one] Подходит { $count } ваша фишка
    [few] Подходят { $count } ваши фишки
    [many] Подходят { $count } ваших фишек
   *[other] Подходящих фишек: { $count }
}: { $tiles }.
triominos-panel-choose = Выберите фишку, чтобы увидеть, куда её можно положить.
triominos-panel-none-fits = Сейчас ни одна ваша фишка не подходит.
triominos-panel-may-draw = Можно взять фишку из запаса ({ $points }; взято { $draws } из 3).
triominos-panel-may-pass = Можно спасовать ({ $points }).
triominos-choose-tile = Выберите фишку
triominos-button-draw = Взять ({ $points })
triominos-button-pass = Пас ({ $points })
triominos-spots = { $count ->
    [one] { $count } место
    [few] { $count } места
    [many] { $count } мест
   *[other] { $count } места
} · лучшее +{ $best }
triominos-spots-intro = Для **{ $tile }** есть { $count ->
    [one] { $count } место
    [few] { $count } места
    [many] { $count } мест
   *[other] { $count } места
}, они пронумерованы на столе; ниже для каждого места показано, как ляжет фишка и сколько она принесёт. Выберите место.
triominos-spots-best = Лучшее: { $spot }.
triominos-spots-page = Места { $first }–{ $last } из { $count } (страница { $page }).
triominos-spot-label = Место { $number } · клетка { $cell }
triominos-choose-spot = Выберите место для { $tile }
triominos-button-another-tile = Другая фишка
triominos-button-previous-spots = Предыдущие места
triominos-button-more-spots = Ещё места
triominos-button-another-spot = Другое место
triominos-button-confirm = Подтвердить: { $tile } на клетку { $cell } (+{ $points })
triominos-preview = **Место { $number }.** { $placement }
    Подтвердите, чтобы положить её.
triominos-placement = Положить **{ $tile }** на клетку **{ $cell }** ({ $corners }).
    Это принесёт { $points }.
triominos-ways = { $count ->
    [one] { $count } способ: выберите поворот
    [few] { $count } способа: выберите поворот
    [many] { $count } способов: выберите поворот
   *[other] { $count } способа: выберите поворот
}
triominos-you-drew = Вы взяли **{ $tiles }** ({ $points }).
triominos-you-laid = Вы положили фишку { $tile } на клетку { $cell } и получили { $points }.
triominos-you-passed = Вы спасовали.

## Отказы (лично): triominos-error-<code>
triominos-error-tile-name = `{ $tile }` — не фишка: напишите её три числа (0–5) через дефис, например `1-2-3`; подсказки к `tile` показывают подходящие фишки с вашей руки.
triominos-error-tile-not-in-set = В наборе из { $set } фишек нет фишки { $tile }; `/game hand` показывает ваши фишки.
triominos-error-not-in-hand = Фишки { $tile } нет у вас на руке; `/game hand` показывает ваши фишки, а подсказки к `tile` — подходящие.
triominos-error-cell-name = `{ $cell }` — не клетка: укажите её как столбец,строка, например `2,-1`, или выберите место из подсказок к `spot`.
triominos-error-rotation = Эта фишка может лечь только с поворотом { $allowed }; выберите его из подсказок к `rotation`.
triominos-error-first-cell = Первая фишка раунда кладётся на клетку { $expected }, а не на { $cell }.
triominos-error-cell-taken = На клетке { $cell } уже лежит фишка; выберите свободное место из подсказок к `spot`.
triominos-error-point-only = На клетке { $cell } фишка касалась бы стола только углом, а она должна прилегать целой стороной к уже лежащей фишке. Подсказки к `spot` показывают подходящие места.
triominos-error-not-adjacent = Клетка { $cell } не подходит: она не касается выложенных фишек, а фишка должна прилегать целой стороной к уже лежащей. Подсказки к `spot` показывают подходящие места.
triominos-error-not-drawn-this-turn = В этот ход вы уже брали фишку из запаса, поэтому положить можно только взятую, а не { $tile }; положите взятую, если она подходит, возьмите ещё или пасуйте, когда это разрешено.
triominos-error-mismatch = Если положить её так на клетку { $cell }, её число { $have } встретится в углу с числом { $need }, а все соприкасающиеся углы должны совпадать. Попробуйте другой поворот или место: подсказки показывают только подходящие.
triominos-error-must-place-first = Стол пуст: положите первую фишку на 0,0 (подойдёт любая); брать из запаса будете потом.
triominos-error-draw-limit = Вы уже взяли три фишки за этот ход, больше нельзя: положите фишку или пасуйте (−10).
triominos-error-pool-empty = Запас пуст, брать нечего: положите фишку или пасуйте, если ни одна не подходит.
triominos-error-pass-not-allowed = Пасовать пока нельзя: сначала возьмите фишку из запаса (−5 за каждую); пас разрешён после третьей взятой фишки или когда ничего не подходит и запас пуст.
triominos-error-pass-not-allowed-fits = Пасовать пока нельзя: одна из ваших фишек подходит — положите её или возьмите фишку из запаса (−5); пас разрешён после третьей взятой фишки или когда ничего не подходит и запас пуст.
triominos-error-no-spot = Фишка { $tile } не ложится на клетку { $cell }. Для неё есть { $count ->
    [one] { $count } место
    [few] { $count } места
    [many] { $count } мест
   *[other] { $count } места
}: выберите одно из подсказок к `spot` или нажмите «Сделать ход», чтобы увидеть их с номерами.
triominos-error-fits-nowhere = { $tile } сейчас никуда не ложится; выберите другую фишку или возьмите из запаса.
triominos-error-spot-number = Для { $tile } нет места { $number }: её места пронумерованы от 1 до { $count } (нажмите «Сделать ход» и выберите фишку, чтобы их увидеть).
triominos-error-spot-name = `{ $spot }` — не место: укажите клетку вида `2,-1` (подсказки к `spot` показывают подходящие) или номер места с картинки мест.
triominos-error-rotation-needed = Фишка { $tile } ложится на клетку { $cell } { $count ->
    [one] { $count } способом
    [few] { $count } способами
    [many] { $count } способами
   *[other] { $count } способа
}; укажите нужный в `rotation`: { $ways }.
triominos-error-rotation-text = `{ $rotation }` — не положение фишки { $tile }: укажите 0, 1 или 2 или её числа по часовой стрелке от первого угла клетки (например 2-3-1); подсказки показывают подходящие.
