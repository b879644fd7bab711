# Tsuro (cogs/tsuro) по-русски. Слова — по glossary/ru.toml: плитка (плитка пути), путь, маркер,
# насечка (стартовая насечка на краю доски), клетка, доска, плитка Дракона, колода.

## Группа /tsuro и её команды (не больше 100 символов)
tsuro-group = Цуро: выкладывайте плитки пути и удерживайте свой маркер на доске
tsuro-option-open-hands = Плитки на руках у всех открыты
tsuro-option-strict-suicide = Вкл.: нельзя выбить свой маркер, пока есть безопасный ход; выкл.: запрещён лишь уход за край
tsuro-option-protect-opponents = Нельзя выбить чужой маркер, пока есть ход, который никого не выбивает
tsuro-cmd-game = Какая партия Цуро (по умолчанию — этой ветки или ваша единственная)
tsuro-cmd-start = Подготовка: поставить маркер на стартовую насечку
tsuro-cmd-start-notch = Свободная насечка (1–48, по кругу доски); без номера — случайная
tsuro-cmd-place = Положить плитку с руки перед своим маркером
tsuro-cmd-place-tile = Плитка с руки (начните вводить — появятся ваши плитки и что каждая сделает)
tsuro-cmd-place-rotation = Поворот плитки по часовой стрелке, как на картинках /game hand
tsuro-cmd-turn = Открыть свой ход (видно только вам): предпросмотр и кнопки
tsuro-cmd-colour = До начала партии: цвет вашего маркера
tsuro-cmd-colour-colour = Ваш цвет на доске
tsuro-colour-orange = оранжевый
tsuro-colour-sky-blue = голубой
tsuro-colour-green = зелёный
tsuro-colour-yellow = жёлтый
tsuro-colour-blue = синий
tsuro-colour-vermilion = красно-оранжевый
tsuro-colour-pink = розовый
tsuro-colour-black = чёрный
tsuro-colour-chosen = Ваш цвет в партии Цуро №{ $game }: { $colour }.

## Правила (/game rules name:tsuro; не больше 2000 символов)
tsuro-rules = **Цуро** (2–8 игроков). Каждый начинает с маркером на насечке у края доски и тремя плитками пути на руке. В свой ход положите одну плитку, повернув её как угодно, на пустую клетку, перед которой стоит ваш маркер; затем каждый маркер, стоящий перед этой клеткой, идёт по путям, пока они не кончатся, а вы берёте плитку из колоды. Маркер, ушедший за край доски или столкнувшийся с другим, выбывает. Нельзя класть плитку, которая выбьет ваш собственный маркер, пока есть безопасный ход; если выбивает любая, одну всё равно нужно положить. Когда колода пуста, первый, кому нечего взять, получает плитку Дракона. Когда в колоду возвращаются плитки выбывших, владелец Дракона первым берёт плитку и возвращает Дракона, а потом игроки по кругу берут по одной плитке, пока у всех не будет по три или колода не кончится. В варианте `/tsuro new protect_opponents:True` нельзя выбивать и чужие маркеры, если только каждая ваша плитка кого-нибудь не выбивает. Побеждает последний маркер на доске. Если последние маркеры выбывают одним ходом (в том числе столкнувшись друг с другом), их владельцы делят победу; если выложены все 35 плиток, победу делят все, кто остался на доске.
    Как играть: **Выбрать стартовую насечку** / **Сделать ход** под последним сообщением партии или `/tsuro start notch:<1-48>` и `/tsuro place tile:<n> rotation:<0|90|180|270>`; `/game hand` покажет ваши плитки только вам.

## Общие слова
tsuro-none = нет
tsuro-nobody = никто
tsuro-another-marker = другой маркер

## Сообщение хода (публичное: язык партии)
tsuro-button-pick-notch = Выбрать стартовую насечку
tsuro-button-take-turn = Сделать ход
tsuro-phase-notch = выбор стартовых насечек
tsuro-phase-play = выкладка плиток
tsuro-phase-over = окончена
tsuro-game-over = Партия окончена: { $winners } { $count ->
    [one] побеждает
    [few] побеждают
    [many] побеждают
   *[other] побеждают
} ({ $reason }).
tsuro-reason-last-marker = последний маркер на доске
tsuro-reason-shared-elimination = последние маркеры ушли с доски одним ходом, поэтому победа общая
tsuro-reason-collided = последние маркеры столкнулись, поэтому победа общая
tsuro-reason-board-full = все плитки выложены на доску
tsuro-turn-notch = { $who }, выберите стартовую насечку (числа на доске — свободные насечки).
tsuro-turn-play = { $who }, ваш ход: положите плитку на клетку { $square }.
tsuro-open-hands = Плитки на руках: { $hands }.

## События (публичные)
tsuro-event-notch = { $who } начинает с насечки { $notch } ({ $square }).
tsuro-event-notch-random = { $who } начинает со случайной насечки: { $notch } ({ $square }).
tsuro-event-placed = { $who } кладёт плитку { $tile } с поворотом { $rotation }° на клетку { $square }.
tsuro-event-moved = { $who } проходит { $count ->
    [one] { $count } плитку
    [few] { $count } плитки
    [many] { $count } плиток
   *[other] { $count } плитки
} и останавливается перед клеткой { $square }.
tsuro-event-moved-edge = { $who } проходит { $count ->
    [one] { $count } плитку
    [few] { $count } плитки
    [many] { $count } плиток
   *[other] { $count } плитки
} до края доски.
tsuro-event-collided = { $names } встречаются на клетке { $square } и сталкиваются: { $size ->
    [pair] оба выбывают
   *[more] все выбывают
}.
tsuro-event-collided-shared = { $names } встречаются на клетке { $square } и сталкиваются: { $size ->
    [pair] оба выбывают
   *[more] все выбывают
} и делят победу.
tsuro-event-collided-with = { $who } и { $others } сталкиваются; { $who } выбывает.
tsuro-event-left-board = { $who } уходит с доски у насечки { $notch } и выбывает.
tsuro-event-tiles-returned = { $count ->
    [one] { $count } плитка игрока { $who } возвращается
    [few] { $count } плитки игрока { $who } возвращаются
    [many] { $count } плиток игрока { $who } возвращаются
   *[other] { $count } плитки игрока { $who } возвращаются
} в колоду.
tsuro-event-dragon-taken = { $who } берёт плитку Дракона (колода пуста) и первым возьмёт плитку, когда плитки вернутся в колоду.
tsuro-event-dragon-returned = { $who } берёт плитку и отдаёт плитку Дракона.
tsuro-event-dragon-side = Плитка Дракона игрока { $who } откладывается в сторону.
tsuro-event-dragon-passed = { $giver } передаёт плитку Дракона игроку { $taker }.
tsuro-event-turn-skipped = { $who }: плиток нет, ход пропущен.
tsuro-drawn = Взято из колоды: { $counts }.
tsuro-drawn-count = { $who } — { $count ->
    [one] { $count } плитка
    [few] { $count } плитки
    [many] { $count } плиток
   *[other] { $count } плитки
}

## Положение (публичное)
tsuro-status-tiles = Плиток на доске: { $tiles }; в колоде: { $pile }.
tsuro-status-markers = Маркеры на доске: { $names }.
tsuro-status-dragon = Плитку Дракона держит { $who }.

## Что даёт ход (лично)
tsuro-verdict-suicide = самоубийство: ваш маркер { $cause ->
    [edge] уходит за край доски
   *[collision] сталкивается
}
tsuro-verdict-not-allowed = (нельзя)
tsuro-verdict-safe = безопасно, затем маркер перед клеткой { $square }
tsuro-verdict-knocks-out = выбивает: { $names }
tsuro-verdict-protected = (нельзя: соперники защищены)

## Плитки на руке (/game hand)
tsuro-hand-tiles = Ваши плитки: { $tiles }.
tsuro-hand-dragon = У вас плитка Дракона: когда плитки вернутся в колоду, вы берёте первым.
tsuro-hand-notch-first = Сначала выберите стартовую насечку; потом здесь будет видно, куда ведёт каждая плитка.
tsuro-hand-out = Ваш маркер ушёл с доски: вы выбыли из этой партии.
tsuro-hand-facing = Ваш маркер стоит перед клеткой { $square }.
tsuro-hand-all-suicidal = Любой ход выводит ваш маркер с доски, но один из них всё равно нужно сделать.
tsuro-hand-option = плитка { $tile } с поворотом { $rotation }°: { $verdict }

## Личные меню
tsuro-sides-top-right = верхний и правый края
tsuro-sides-bottom-left = нижний и левый края
tsuro-notch-select = Свободные насечки, { $sides } ({ $first }–{ $last })
tsuro-notch-top = Насечка { $notch } · верхний край, клетка { $square }
tsuro-notch-right = Насечка { $notch } · правый край, клетка { $square }
tsuro-notch-bottom = Насечка { $notch } · нижний край, клетка { $square }
tsuro-notch-left = Насечка { $notch } · левый край, клетка { $square }
tsuro-random-notch = Случайная насечка
tsuro-notches-title = **Выберите стартовую насечку** · Цуро, партия №{ $game } (видно только вам)
tsuro-notches-help = Числа вокруг доски — свободные насечки. Выберите одну ниже (ход сделается сразу) или положитесь на случай: **Случайная насечка**.
tsuro-note-marker-placed = Ваш маркер на доске.
tsuro-notch-played = Ваш маркер начинает с насечки { $notch } ({ $square }).
tsuro-intro = Ваш маркер стоит перед клеткой { $square }. Ваши плитки: { $tiles }.
tsuro-intro-dragon = У вас плитка Дракона: когда плитки вернутся в колоду, вы берёте первым.
tsuro-intro-all-suicidal = **Любой ход выводит ваш маркер с доски.** Один всё равно нужно сделать: выберите тот, что больше нравится.
tsuro-option-label = Плитка { $tile } · { $rotation }°: { $verdict }
tsuro-pick-placeholder = Выберите плитку и поворот
tsuro-rotation-button = Плитка { $tile } · { $rotation }°
tsuro-confirm = Подтвердить: плитка { $tile }, { $rotation }°
tsuro-all-options = Все варианты
tsuro-picker-title = **Ваш ход** · Цуро, партия №{ $game } (видно только вам)
tsuro-picker-help = Выберите ниже плитку и поворот, чтобы увидеть, что именно произойдёт; ничего не сыграется, пока вы не нажмёте **Подтвердить**.
tsuro-preview = Плитка { $tile } с поворотом { $rotation }° на клетке { $square }: { $verdict }.
tsuro-preview-legal = Нажмите **Подтвердить**, чтобы сыграть её, или попробуйте другой поворот или плитку.
tsuro-preview-refused-suicide = Так ходить нельзя, пока есть безопасный ход, например плитка { $tile } с поворотом { $rotation }°.
tsuro-preview-refused-protected = Так ходить нельзя, пока есть ход, который никого не выбивает (соперники защищены), например плитка { $tile } с поворотом { $rotation }°.
tsuro-played = Вы сыграли плитку { $tile } с поворотом { $rotation }°.
tsuro-note-placed = Плитка { $tile } с поворотом { $rotation }° на доске; в ветке партии видно, что она сделала.

## Подсказки плиток в /tsuro place
tsuro-tile = Плитка { $tile }
tsuro-rotations-safe = безопасно при { $rotations }
tsuro-rotations-all-suicide = любой поворот — самоубийство
tsuro-rotations-blocked = не при { $rotations } (выбивает чужой маркер)
tsuro-rotations-allowed = всё же можно при { $rotations }
tsuro-rotations-none = сейчас нельзя ни при каком

## Отказы (лично: язык игрока)
tsuro-error-suicide = Плитка { $tile } с поворотом { $rotation }° { $cause ->
    [collision] выбила бы ваш собственный маркер столкновением
   *[edge] вывела бы ваш собственный маркер за край доски
}, а есть разрешённый ход, например плитка { $safe_tile } с поворотом { $safe_rotation }°; выберите другую плитку или поворот (`/tsuro turn` покажет все).
tsuro-error-eliminates-opponent = Плитка { $tile } с поворотом { $rotation }° выбила бы из игры: { $names }, а в этой партии соперники защищены, пока есть ход, который никого не выбивает, например плитка { $safe_tile } с поворотом { $safe_rotation }°; выберите другую плитку или поворот (`/tsuro turn` покажет все).
tsuro-error-tile = Плитки пронумерованы от { $minimum } до { $maximum }.
tsuro-error-rotation = Плитку можно повернуть на 0, 90, 180 или 270 градусов.
tsuro-error-not-playing = Ваш маркер ушёл с доски, ходить больше нельзя.
tsuro-error-tile-not-in-hand = Плитки { $tile } у вас на руке нет; `/game hand` покажет ваши плитки.
tsuro-error-wrong-phase-notch = Сначала стартовые насечки: выберите свою командой `/tsuro start` или кнопкой **Выбрать стартовую насечку**, когда вас упомянут; плитки выкладываются потом.
tsuro-error-wrong-phase-play = У всех маркеров уже есть стартовые насечки; выложите плитку командой `/tsuro place` или кнопкой **Сделать ход**.
tsuro-error-notch-taken = Насечка { $notch } занята; на доске видны номера свободных насечек.
