# Tsuro (cogs/tsuro) по-русски. Словарь правил: плитка (плитка пути), путь, маркер, насечка
# (стартовая насечка на краю доски), клетка, доска, плитка Дракона, колода.

## Группа /tsuro и её команды (не больше 100 символов)
tsuro-group = Цуро: выкладывайте плитки пути и удерживайте свой маркер на доске
tsuro-option-open-hands = Все руки открыты (V1)
tsuro-option-strict-suicide = Вкл.: нельзя выбить свой маркер, пока есть безопасный ход; выкл.: считается лишь край
tsuro-option-protect-opponents = Нельзя выбить чужой маркер, пока есть безобидный ход
tsuro-cmd-game = Какая партия Цуро (по умолчанию: этой ветки или ваша единственная)
tsuro-cmd-start = Подготовка: поставьте маркер на стартовую насечку
tsuro-cmd-start-notch = Свободная насечка (1–48, по кругу доски); не указывайте — будет случайная
tsuro-cmd-place = Выложите плитку из руки перед своим маркером
tsuro-cmd-place-tile = Плитка из вашей руки (начните вводить, чтобы увидеть свои и что они дают)
tsuro-cmd-place-rotation = Поворот плитки по часовой стрелке, как на картинках /game hand
tsuro-cmd-turn = Открыть свой ход лично: превью и кнопки
tsuro-cmd-colour = До начала: цвет вашего маркера
tsuro-cmd-colour-colour = Ваш цвет на доске
tsuro-colour-orange = оранжевый
tsuro-colour-sky-blue = голубой
tsuro-colour-green = зелёный
tsuro-colour-yellow = жёлтый
tsuro-colour-blue = синий
tsuro-colour-vermilion = киноварный
tsuro-colour-pink = розовый
tsuro-colour-black = чёрный
tsuro-colour-chosen = Ваш цвет в Цуро #{ $game }: { $colour }.

## Правила (/game rules name:tsuro; не больше 2000 символов)
tsuro-rules = **Цуро** (2–8 игроков). Каждый начинает с маркером на насечке у края доски и тремя плитками пути в руке (S2–S3). В свой ход выложите одну плитку на пустую клетку перед своим маркером, повернув её как угодно; каждый маркер у этой клетки идёт по путям, пока они не кончатся, а вы берёте плитку из колоды (P1–P2, P6). Маркер, ушедший за край доски или встретившийся с другим, выбывает (P3). Нельзя выкладывать плитку, которая выбивает ваш собственный маркер, пока есть безопасная (P4); если выбивает любая, одну всё равно нужно выложить. Когда колода пуста, первый игрок, который не может взять плитку, получает плитку Дракона; когда плитки возвращаются в колоду, её владелец берёт первым (D1–D2). С опцией `protect_opponents` нельзя выбивать и чужие маркеры, если только каждая ваша плитка кого-нибудь не выбивает. Побеждает последний маркер на доске; маркеры, выбывшие вместе (или столкнувшиеся друг с другом), делят победу, как и все оставшиеся на доске, когда выложены все 35 плиток (G1–G3).
    Как играть: **Выбрать стартовую насечку** / **Сделать ход** под последним сообщением партии или `/tsuro start notch:<1-48>` и `/tsuro place tile:<n> rotation:<0|90|180|270>`; `/game hand` лично покажет ваши плитки.

## Общие слова
tsuro-none = нет
tsuro-nobody = никто
tsuro-another-marker = другой маркер

## Сообщение хода (публичное: язык партии)
tsuro-button-pick-notch = Выбрать стартовую насечку
tsuro-button-take-turn = Сделать ход
tsuro-phase-notch = выбор стартовых насечек
tsuro-phase-play = выкладывание плиток
tsuro-phase-over = окончена
tsuro-game-over = Партия окончена: { $winners } { $count ->
    [one] побеждает
    [few] побеждают
    [many] побеждают
   *[other] побеждают
} ({ $reason }).
tsuro-reason-last-marker = последний маркер на доске
tsuro-reason-shared-elimination = их маркеры ушли с доски одновременно, поэтому они делят победу
tsuro-reason-collided = их маркеры столкнулись, поэтому они делят победу
tsuro-reason-board-full = все плитки на доске
tsuro-turn-notch = { $who }, выберите стартовую насечку (числа на доске — свободные насечки).
tsuro-turn-play = { $who }, ваш ход: выложите плитку на { $square }.
tsuro-open-hands = Открытые руки: { $hands }.

## События (публичные)
tsuro-event-notch = { $who } начинает с насечки { $notch } ({ $square }).
tsuro-event-notch-random = { $who } начинает со случайной насечки — { $notch } ({ $square }).
tsuro-event-placed = { $who } кладёт плитку { $tile } с поворотом { $rotation }° на { $square }.
tsuro-event-moved = { $who } проходит { $count ->
    [one] { $count } плитку
    [few] { $count } плитки
    [many] { $count } плиток
   *[other] { $count } плитки
} и теперь смотрит на { $square }.
tsuro-event-moved-edge = { $who } проходит { $count ->
    [one] { $count } плитку
    [few] { $count } плитки
    [many] { $count } плиток
   *[other] { $count } плитки
} до края доски.
tsuro-event-collided = { $names } встречаются на { $square } и сталкиваются: { $size ->
    [pair] оба выбывают
   *[more] все выбывают
}.
tsuro-event-collided-shared = { $names } встречаются на { $square } и сталкиваются: { $size ->
    [pair] оба выбывают
   *[more] все выбывают
} и делят победу.
tsuro-event-collided-with = { $who } сталкивается с { $others } и выбывает.
tsuro-event-left-board = { $who } уходит с доски у насечки { $notch } и выбывает.
tsuro-event-tiles-returned = { $who }: { $count ->
    [one] { $count } плитка возвращается
    [few] { $count } плитки возвращаются
    [many] { $count } плиток возвращаются
   *[other] { $count } плитки возвращаются
} в колоду.
tsuro-event-dragon-taken = { $who } получает плитку Дракона (колода пуста): первым берёт плитки, когда они вернутся.
tsuro-event-dragon-returned = { $who } берёт плитку и возвращает плитку Дракона.
tsuro-event-dragon-side = Плитка Дракона игрока { $who } откладывается в сторону.
tsuro-event-dragon-passed = Плитка Дракона переходит от { $giver } к { $taker }.
tsuro-event-turn-skipped = У { $who } нет плиток, ход пропущен.
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
tsuro-status-dragon = Плитка Дракона у { $who }.

## Что даёт ход (лично)
tsuro-verdict-suicide = самоубийство: ваш маркер { $cause ->
    [edge] уходит за край доски
   *[collision] сталкивается
}
tsuro-verdict-not-allowed = (нельзя)
tsuro-verdict-safe = безопасно, затем смотрит на { $square }
tsuro-verdict-knocks-out = выбивает { $names }
tsuro-verdict-protected = (нельзя: соперники защищены, V3)

## Ваша рука (/game hand)
tsuro-hand-tiles = Ваши плитки: { $tiles }.
tsuro-hand-dragon = У вас плитка Дракона: когда плитки вернутся в колоду, вы берёте первым.
tsuro-hand-notch-first = Сначала выберите стартовую насечку; потом здесь будет видно, куда ведёт каждая плитка.
tsuro-hand-out = Ваш маркер ушёл с доски: вы выбыли из этой партии.
tsuro-hand-facing = Ваш маркер смотрит на клетку { $square }.
tsuro-hand-all-suicidal = Любой ход выводит ваш маркер с доски; один из них всё равно нужно сделать.
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
tsuro-notches-title = **Выберите стартовую насечку** · Цуро #{ $game } (видно только вам)
tsuro-notches-help = Числа вокруг доски — свободные насечки. Выберите одну ниже (ход делается сразу) или положитесь на случай: **Случайная насечка**.
tsuro-note-marker-placed = Ваш маркер на доске.
tsuro-notch-played = Ваш маркер начинает с насечки { $notch } ({ $square }).
tsuro-intro = Ваш маркер смотрит на клетку { $square }. Ваши плитки: { $tiles }.
tsuro-intro-dragon = У вас плитка Дракона: когда плитки вернутся в колоду, вы берёте первым.
tsuro-intro-all-suicidal = **Любой ход выводит ваш маркер с доски.** Один всё равно нужно сделать (правило P4): выберите тот, что больше нравится.
tsuro-option-label = Плитка { $tile } · { $rotation }°: { $verdict }
tsuro-pick-placeholder = Выберите плитку и поворот
tsuro-rotation-button = Плитка { $tile } · { $rotation }°
tsuro-confirm = Подтвердить: плитка { $tile }, { $rotation }°
tsuro-all-options = Все варианты
tsuro-picker-title = **Ваш ход** · Цуро #{ $game } (видно только вам)
tsuro-picker-help = Выберите ниже плитку и поворот, чтобы увидеть, что именно произойдёт; ничего не будет сыграно, пока вы не нажмёте **Подтвердить**.
tsuro-preview = Плитка { $tile } с поворотом { $rotation }° на { $square }: { $verdict }.
tsuro-preview-legal = Нажмите **Подтвердить**, чтобы сыграть её, или попробуйте другой поворот или плитку.
tsuro-preview-refused-suicide = Её нельзя сыграть, пока есть безопасный ход (правило P4), например плитка { $tile } с поворотом { $rotation }°.
tsuro-preview-refused-protected = Её нельзя сыграть, пока есть ход, который никого не выбивает (соперники защищены, правило V3), например плитка { $tile } с поворотом { $rotation }°.
tsuro-played = Вы сыграли плитку { $tile } с поворотом { $rotation }°.
tsuro-note-placed = Плитка { $tile } с поворотом { $rotation }° на доске; в ветке партии видно, что она сделала.

## Подсказки плиток в /tsuro place
tsuro-tile = Плитка { $tile }
tsuro-rotations-safe = безопасно при { $rotations }
tsuro-rotations-all-suicide = любой поворот — самоубийство
tsuro-rotations-blocked = не при { $rotations } (выбивает другой маркер)
tsuro-rotations-allowed = всё же можно при { $rotations }
tsuro-rotations-none = сейчас нельзя ни один

## Отказы (лично: язык игрока)
tsuro-error-suicide = Плитка { $tile } с поворотом { $rotation }° { $cause ->
    [collision] выбила бы ваш собственный маркер столкновением
   *[edge] вывела бы ваш собственный маркер за край доски
}, а другой ход разрешён (правило P4), например плитка { $safe_tile } с поворотом { $safe_rotation }°; выберите другую плитку или поворот (`/tsuro turn` покажет все).
tsuro-error-eliminates-opponent = Плитка { $tile } с поворотом { $rotation }° выбила бы { $names }, а в этой партии соперники защищены (правило V3), пока есть ход, который никого не выбивает, например плитка { $safe_tile } с поворотом { $safe_rotation }°; выберите другую плитку или поворот (`/tsuro turn` покажет все).
tsuro-error-tile = Плитки пронумерованы от { $minimum } до { $maximum }.
tsuro-error-rotation = Плитку можно повернуть на 0, 90, 180 или 270 градусов.
tsuro-error-not-playing = Ваш маркер ушёл с доски, ходить больше нельзя.
tsuro-error-tile-not-in-hand = Плитки { $tile } нет у вас в руке; `/game hand` покажет ваши плитки.
tsuro-error-wrong-phase-notch = Сначала стартовые насечки: выберите свою командой `/tsuro start` или кнопкой **Выбрать стартовую насечку**, когда вас упомянут; плитки выкладываются потом.
tsuro-error-wrong-phase-play = У всех маркеров уже есть стартовые насечки; выложите плитку командой `/tsuro place` или кнопкой **Сделать ход**.
tsuro-error-notch-taken = Насечка { $notch } занята; на доске видны номера свободных насечек.
