## Woods of Tarnaris (cogs/tarnaris): отказы, сообщение хода, меню выбора, события, правила.

## Карты во фразах
tarnaris-card-a = { $number }
tarnaris-depth-top = верхняя карта
tarnaris-depth-second = карта под верхней
tarnaris-depth-nth = { $depth }-я карта сверху

## Отказы (text.py)
tarnaris-error-bad-value = `{ $key }` — это число от { $minimum } до { $maximum } (указано { $value }).
tarnaris-error-bad-slots = Укажите номера ячеек от 1 до 10 через запятую, например `3,7,2`.
tarnaris-error-bad-slots-length = Укажите номера ячеек от 1 до 10 через запятую, например `3,7,2` ({ $length ->
    [one] { $length } ячейка
    [few] { $length } разные, по возрастанию
    [many] { $length } разных, по возрастанию
   *[other] { $length } разных, по возрастанию
 }).
tarnaris-error-wrong-phase-reveal = Сначала откройте ячейку (кнопки с номерами ячеек).
tarnaris-error-wrong-phase-lay = Ячейки уже открыты: выложите открытые карты, верните их или нажмите «Готово».
tarnaris-error-nothing-to-reveal = В ячейке { $slot } нечего открывать (она пуста или уже открыта в этот ход); выберите другую.
tarnaris-error-does-not-fit = Эта карта не подходит к этой стопке: карту кладут только на стопку, верхняя карта которой на единицу меньше. Нажмите одну из кнопок «Положить» или верните карту.
tarnaris-error-nothing-to-return = Открытых карт, которые можно вернуть, не осталось.
tarnaris-error-wrong-slot = Эту карту нельзя вернуть в ячейку { $slot }: она возвращается в свою ячейку (в первом раунде — в любую из двух ячеек, открытых в этот ход).
tarnaris-error-claim-new-pile = Новую стопку начинает только единица; чтобы заявить карту старше, выберите стопку, к которой она подходит.
tarnaris-error-claim-number = На эту стопку теперь нужна карта { $expected }; посмотрите на стол в новом сообщении и заявите снова.
tarnaris-error-no-such-pile = Стопки { $pile } нет; выберите стопку на столе или `new` для единицы.
tarnaris-error-empty-slot = Ячейка { $slot } этого поля пуста (или в ней меньше карт, чем указано); выберите ячейку с картами.
tarnaris-error-empty-slots = Одна из этих ячеек пуста; выберите ячейки с картами.
tarnaris-error-chain-too-long = Цепочка от { $number } может содержать не больше { $count ->
    [one] { $count } карты
    [few] { $count } карт
    [many] { $count } карт
   *[other] { $count } карты
 } (стопка заканчивается на 10).
tarnaris-error-choice-pending = Все ждут, пока { $name } сделает выбор (свойство карты или штраф); попробуйте снова, когда выбор будет сделан.
tarnaris-error-no-such-choice = Сейчас у вас нет такого выбора; в сообщении хода сказано, кто что выбирает.
tarnaris-error-cannot-give = { $name } не может отдать штрафную карту (поле пусто); выберите другого игрока.
tarnaris-error-bad-player = Выберите другого игрока, который ещё в игре.
tarnaris-error-nothing-to-mix = Поле игрока { $name } пусто; выберите кого-нибудь другого.
tarnaris-error-both-empty = Обе ячейки пусты; выберите для обмена ячейку с картами.
tarnaris-error-no-peek = Подсмотреть сейчас нельзя: такую возможность даёт каждая десятка, положенная на стопку.
tarnaris-error-nothing-to-claim = Ваше поле пусто: заявлять нечего.
tarnaris-error-tray-empty = Вам не передавали карту, так что класть нечего.
tarnaris-error-place-passed-first = Вам передали карту: сначала положите её в одну из своих ячеек (`/tarnaris place` или кнопка «Положить переданную карту»).
tarnaris-error-player-or-seat = Укажите, кто это: `player` (человек) или `seat` (кто угодно, в том числе компьютер, по номеру места из `/game status`) — что-то одно.
tarnaris-error-no-such-seat = Места { $seat } нет: в этой партии { $seats ->
    [one] { $seats } место
    [few] { $seats } места
    [many] { $seats } мест
   *[other] { $seats } места
 }; `/game status` их перечисляет.
tarnaris-error-not-a-player = { $name } не играет в этой партии; выберите одного из её игроков.
tarnaris-error-not-your-choice = Этот выбор делаете не вы, а { $name }.
tarnaris-error-no-choice-waiting = Сейчас от вас не ждут никакого выбора.
tarnaris-error-pile-option = `{ $value }` — не стопка: укажите номер стопки (1, 2, …) или `new` для единицы.
tarnaris-error-slot-or-slots = Укажите, какую карту заявляете: `slot` для одной карты или `slots` (например `3,7,2`) для цепочки — что-то одно.

## Адаптер (adapter.py)
tarnaris-group = Woods of Tarnaris: соберите стопки от 1 до 10 из своего скрытого поля
tarnaris-option-giver-chooses = Кто отдаёт штрафную карту, тот сам выбирает ячейку
tarnaris-hand-title = Ваше поле
tarnaris-rules = **Woods of Tarnaris: Path to Luslaria** (2–4 игрока). У каждого — поле из десяти ячеек с картами своего герба, по две карты рубашкой вверх в каждой. В свой ход откройте ячейки (в первом раунде две, дальше — одну, сколько бы в ней ни было карт) и выложите открытые карты на стопки в середине стола: каждую на карту ровно на единицу меньше (единица начинает новую стопку, десятка её закрывает). Что выложить нельзя, верните рубашкой вверх. В любой момент, даже в чужой ход, можно крикнуть «Я знаю!» и заявить, что верхняя карта одной из ваших ячеек подходит к стопке. Угадали — карта остаётся на стопке, и на неё можно сразу заявлять следующие; ошиблись — она возвращается в ячейку, а вы выбираете другого игрока, и он, не глядя, отдаёт вам одну из своих карт (случайную, если в партии отдающий не выбирает её сам): она ложится штрафом на ту же ячейку. Свойства карт: 3 — передать свою карту другому игроку; 5 — перемешать четыре верхние карты другого игрока; 7 — поменяться ячейкой с другим игроком (пустая позиция тоже считается ячейкой); 10 — каждый тайно подсматривает одну любую карту своего поля и видит её до конца своего следующего хода. Когда ход заканчивается, ни одно сообщение больше не называет карты, снова легшие рубашкой вверх: запоминайте. Побеждает тот, кто первым опустошит своё поле; если после чьей-то сдачи ни одну карту уже не выложить, побеждает тот, у кого меньше всего карт.
    Как играть: кнопки под последним сообщением партии (**Открыть**, **Положить**, **Готово**, **Я знаю!**) или `/tarnaris reveal slot:<n>`, `/tarnaris lay card:<i> pile:<p>`, `/tarnaris done` и `/tarnaris claim slot:<n> pile:<p|new>`; `/game hand` покажет ваше поле только вам.
tarnaris-phase = раунд { $round }, { $phase ->
    [reveal] открытие
   *[lay] выкладка
 }
tarnaris-special-3 = можно передать карту другому игроку
tarnaris-special-5 = можно перемешать верхние карты другого игрока
tarnaris-special-7 = можно поменяться ячейкой с другим игроком
tarnaris-special-10 = стопка закрыта, каждый может подсмотреть одну свою карту
tarnaris-pending-sf3 = карта 3: кому передать карту
tarnaris-pending-sf5 = карта 5: какие верхние карты перемешать
tarnaris-pending-sf5-return = карта 5: куда лягут перемешанные карты
tarnaris-pending-sf7 = карта 7: какими ячейками поменяться
tarnaris-pending-penalty = кто отдаст штрафную карту
tarnaris-pending-give = какую карту отдать в штраф
tarnaris-pending-unknown = выбор
tarnaris-turn-waiting = Ждём, пока { $name } решит: { $what }. Заявки пока ждут.
tarnaris-turn-reveal = Ходит { $name }: нужно открыть { $count ->
    [2] две ячейки
   *[single] одну ячейку
 }. Любой игрок может крикнуть «Я знаю!».
tarnaris-turn-revealed-card = { $index }) { $number } из ячейки { $slot }
tarnaris-turn-none-left = больше нет
tarnaris-turn-lay = Ходит { $name }: подходящие открытые карты — на стопки, остальные — обратно, затем «Готово». Открыты: { $cards }. Любой игрок может крикнуть «Я знаю!».
tarnaris-hand-field = Ваше поле: { $count ->
    [one] { $count } карта
    [few] { $count } карты
    [many] { $count } карт
   *[other] { $count } карты
 } (ячейка: карт в ней): { $counts }.
tarnaris-hand-known = { $where } — { $card }
tarnaris-hand-peeked = Подсмотрено в ячейке { $slot }: { $cards }.
tarnaris-hand-peeks-last = Подсмотренные карты видны здесь до конца вашего следующего хода.
tarnaris-hand-tray = Переданные вам карты, которые нужно положить в ячейки: { $count }.
tarnaris-status-piles = Стопок: { $count }.
tarnaris-status-fields = Карт в полях: { $fields }.
tarnaris-status-left = { $name } { $count }
tarnaris-status-resigned = { $name } (вне игры)
tarnaris-someone = кто-то
tarnaris-event-revealed = { $name } открывает ячейку { $slot }: { $numbers }.
tarnaris-event-revealed-down = { $name } открывает ячейку { $slot } ({ $count ->
    [one] { $count } карта
    [few] { $count } карты
    [many] { $count } карт
   *[other] { $count } карты
 }).
tarnaris-event-laid = { $name } кладёт { $number } на стопку { $pile }.
tarnaris-event-pile-started = Открытая единица из ячейки { $slot } начинает стопку { $pile }.
tarnaris-event-returned = { $name } возвращает { $count ->
    [one] { $count } карту
    [few] { $count } карты
    [many] { $count } карт
   *[other] { $count } карты
 } рубашкой вверх (ячейка { $slots }).
tarnaris-event-turn = Ходит { $name }.
tarnaris-event-claimed = { $name }: «Я знаю!» — ячейка { $slots } на стопку { $pile }.
tarnaris-event-claimed-new = { $name }: «Я знаю!» — ячейка { $slots } на новую стопку.
tarnaris-event-claim-right = Верно! { $name } кладёт { $number } на стопку { $pile }.
tarnaris-event-claim-wrong = Неверно: в ячейке { $slot } игрока { $name } была карта { $card }; она возвращается рубашкой вверх.
tarnaris-event-claim-wrong-down = Неверно: карта из ячейки { $slot } игрока { $name } возвращается рубашкой вверх.
tarnaris-event-claim-lost-race = Заявка игрока { $name } на стопку { $pile } опоздала: стопка уже дошла до { $number }. Заявка не засчитана, штрафа нет.
tarnaris-event-claims-withdrawn = Остаток цепочки игрока { $name } возвращается рубашкой вверх.
tarnaris-event-penalty-chosen = { $giver } выбирает, какую штрафную карту отдать игроку { $name }.
tarnaris-event-penalty = { $giver } отдаёт игроку { $name } штрафную карту из ячейки { $from_slot }; она ложится в ячейку { $slot }.
tarnaris-event-no-penalty = Штрафную карту отдать некому: { $name } остаётся без штрафа.
tarnaris-event-special = { $name } выкладывает { $card }: { $what }.
tarnaris-event-passed = { $name } передаёт верхнюю карту ячейки { $slot } игроку { $player }.
tarnaris-event-placed-passed = { $name } кладёт переданную карту в ячейку { $slot }.
tarnaris-event-mixing = { $name } берёт на перемешивание верхние карты ячеек { $slots } игрока { $player }.
tarnaris-event-mixed = { $name } раскладывает перемешанные карты по ячейкам { $slots } игрока { $player }.
tarnaris-event-swapped = { $name } меняет свою ячейку { $slot } на ячейку { $their } игрока { $player }.
tarnaris-event-skipped = { $name } не использует свойство карты { $number }.
tarnaris-event-peeked = { $name } подсматривает в своей ячейке { $slot }: { $where }.

## Команды /tarnaris (commands.py): описания ≤ 100 символов
tarnaris-cmd-reveal = Ваш ход: открыть одну из своих ячеек
tarnaris-cmd-lay = Ваш ход: положить открытую карту на подходящую стопку
tarnaris-cmd-return = Ваш ход: вернуть одну открытую карту рубашкой вверх
tarnaris-cmd-done = Ваш ход: вернуть остальное рубашкой вверх и закончить ход
tarnaris-cmd-claim = «Я знаю!»: ваша верхняя карта подходит к стопке
tarnaris-cmd-pass = Карта 3: передать верхнюю карту одной из своих ячеек
tarnaris-cmd-mix = Карта 5: перемешать до четырёх верхних карт другого игрока
tarnaris-cmd-mixback = Карта 5: ячейки, куда лягут перемешанные карты
tarnaris-cmd-swap = Карта 7: поменять свою ячейку на ячейку другого игрока
tarnaris-cmd-skip = Карты 3, 5, 7: не использовать свойство карты
tarnaris-cmd-penalty = После ошибки: кто отдаёт вам штрафную карту
tarnaris-cmd-give = Отдать штрафную карту: верхнюю карту своей ячейки
tarnaris-cmd-place = Карта 3: положить переданную вам карту в ячейку
tarnaris-cmd-peek = Карта 10: подсмотреть любую одну карту своего поля
tarnaris-opt-game = Какая партия (по умолчанию — этой ветки или ваша единственная)
tarnaris-opt-seat = Или номер места в /game status (для компьютера)
tarnaris-opt-your-slot = Ваша ячейка
tarnaris-opt-reveal-slot = Ячейка (1–10)
tarnaris-opt-revealed-card = Какая открытая карта (номер в сообщении хода)
tarnaris-opt-lay-pile = Стопка (её номер на столе)
tarnaris-opt-return-slot = В какую ячейку (в свою; в первом раунде — в любую из двух открытых)
tarnaris-opt-claim-pile = Стопка, к которой карта подходит (номер), или new для единицы
tarnaris-opt-claim-slot = Ваша ячейка, верхнюю карту которой вы заявляете
tarnaris-opt-claim-slots = Цепочка ваших ячеек по порядку, например 3,7,2
tarnaris-opt-pass-player = Кому передать
tarnaris-opt-mix-player = Чьё поле
tarnaris-opt-mix-slots = Ячейки этого игрока, например 1,4,6,9 (четыре или все непустые, если их меньше)
tarnaris-opt-mixback-slots = Столько же разных ячеек этого игрока, например 2,3,8,10
tarnaris-opt-swap-player = Другой игрок
tarnaris-opt-swap-their-slot = Ячейка другого игрока
tarnaris-opt-penalty-player = Игрок, который отдаст штрафную карту
tarnaris-opt-peek-card = Какая карта ячейки, считая сверху (по умолчанию 1)

## Сообщение хода и вызовы (публично: язык партии)
tarnaris-header = **{ $title }** · партия №{ $game } · ход { $move }
tarnaris-game-over = Партия окончена.
tarnaris-turn-over = Этот ход окончен; его карты снова лежат рубашкой вверх.
tarnaris-moved-on-clock = Партия ушла вперёд: время хода истекло. Смотрите новое сообщение ниже.
tarnaris-moved-on-resignation = Партия ушла вперёд: один из игроков сдался. Смотрите новое сообщение ниже.
tarnaris-moved-on-take-back = Это сообщение устарело: ход был возвращён. Смотрите новое сообщение ниже.
tarnaris-button-claim = Я знаю!
tarnaris-button-field = Ваше поле
tarnaris-button-give = Отдать штрафную карту
tarnaris-button-choose = Сделать выбор
tarnaris-button-reveal = Открыть { $slot }
tarnaris-button-lay = Положить { $number } (ячейка { $slot }) на стопку { $pile }
tarnaris-button-return-one = Вернуть одну…
tarnaris-button-done = Готово (вернуть остальные)
tarnaris-button-place = Положить переданную карту
tarnaris-button-peek-card = Подсмотреть (карта 10)
tarnaris-button-peek = Подсмотреть
tarnaris-button-skip = Не использовать
tarnaris-choice-sf3 = карта 3: передать верхнюю карту одной из ваших ячеек другому игроку
tarnaris-choice-sf5 = карта 5: перемешать до четырёх верхних карт в поле другого игрока
tarnaris-choice-sf5-return = карта 5: ячейки, куда лягут перемешанные карты
tarnaris-choice-sf7 = карта 7: поменять свою ячейку на ячейку другого игрока
tarnaris-choice-penalty = кто отдаст вам штрафную карту
tarnaris-choice-give = какую карту вы отдаёте в штраф
tarnaris-call-choice = { $mentions }, ваш выбор: { $what }. Нажмите кнопку (варианты увидите только вы).
tarnaris-call-passed = { $mentions }, { $name } передаёт вам карту рубашкой вверх (свойство тройки). Положите её в одну из своих ячеек до следующего действия.
tarnaris-call-peek = { $mentions }, десятка закрыла стопку: каждый из вас может тайно подсмотреть одну любую карту своего поля до конца своего следующего хода; до тех пор она видна в вашем поле.

## Личные ответы и меню выбора (язык пользователя)
tarnaris-slot = Ячейка { $slot }
tarnaris-your-slot = Ваша ячейка
tarnaris-slot-option = Ячейка { $slot } ({ $count ->
    [one] { $count } карта
    [few] { $count } карты
    [many] { $count } карт
   *[other] { $count } карты
 })
tarnaris-slot-option-peeked = Ячейка { $slot } ({ $count ->
    [one] { $count } карта
    [few] { $count } карты
    [many] { $count } карт
   *[other] { $count } карты
 }, сверху { $card } — вы подсмотрели)
tarnaris-their-slot-option = Ячейка { $slot } игрока { $name } ({ $count ->
    [one] { $count } карта
    [few] { $count } карты
    [many] { $count } карт
   *[other] { $count } карты
 })
tarnaris-note-right = Верно: ваша карта { $number } лежит на стопке { $pile }.
tarnaris-note-wrong = Неверно: в ячейке { $slot } была карта { $card }; она возвращается рубашкой вверх, а сверху ляжет штрафная карта.
tarnaris-note-too-late = Поздно: когда пришла ваша заявка, стопка { $pile } уже дошла до { $number }, поэтому заявка не засчитана. Ваша карта лежит рубашкой вверх там же, штрафа нет.
tarnaris-note-peek = Ячейка { $slot }: { $where } — { $card }. Это видите только вы, в своём поле до конца следующего хода.
tarnaris-note-peek-gone = Ячейка { $slot }: { $where } — этой карты там уже нет. Это видите только вы, в своём поле до конца следующего хода.
tarnaris-note-penalty = { $giver } отдаёт вам штрафную карту; она лежит в вашей ячейке { $slot }.
tarnaris-note-turn-over = Ваш ход окончен: карты снова лежат рубашкой вверх — запомните их!
tarnaris-note-done = Готово.
tarnaris-note-returned = Возвращена в ячейку { $slot }.
tarnaris-note-skipped = Вы не используете свойство карты.
tarnaris-pick-place = Вам передали карту: выберите ячейку, куда она ляжет (сверху, рубашкой вверх).
tarnaris-pick-place-placeholder = Ячейка для переданной карты
tarnaris-pick-sf3 = Карта 3: передайте верхнюю карту одной из своих ячеек другому игроку. Какую ячейку?
tarnaris-pick-sf3-player = Карта 3: кому передать верхнюю карту ячейки { $slot }?
tarnaris-pick-sf5 = Карта 5: чьё поле перемешать (до четырёх верхних карт, не глядя)?
tarnaris-pick-sf5-slots = Карта 5: выберите { $count ->
    [one] { $count } ячейку
    [few] { $count } ячейки
    [many] { $count } ячеек
   *[other] { $count } ячейки
 } в поле игрока { $name }; их верхние карты перемешаются.
tarnaris-pick-sf5-slots-placeholder = { $count ->
    [one] { $count } ячейка
    [few] { $count } ячейки
    [many] { $count } ячеек
   *[other] { $count } ячейки
 }
tarnaris-pick-sf5-return = Карта 5: перемешанные карты ({ $count }) ложатся по одной в { $count ->
    [one] { $count } ячейку
    [few] { $count } разные ячейки
    [many] { $count } разных ячеек
   *[other] { $count } разных ячейки
 } в поле игрока { $name }. Выберите ячейки.
tarnaris-pick-sf5-return-placeholder = { $count ->
    [one] { $count } ячейка
    [few] { $count } ячейки
    [many] { $count } ячеек
   *[other] { $count } ячейки
 } в поле игрока { $name }
tarnaris-pick-sf7 = Карта 7: поменяйте одну из своих ячеек (со всеми картами в ней) на ячейку другого игрока. Какую свою?
tarnaris-pick-sf7-player = Карта 7: с кем поменяться ячейкой { $slot }?
tarnaris-pick-sf7-slot = Карта 7: на какую ячейку игрока { $name } поменять вашу ячейку { $slot }?
tarnaris-pick-sf7-placeholder = Ячейка другого игрока
tarnaris-pick-penalty = Ваша заявка неверна: кто отдаст вам штрафную карту?
tarnaris-pick-give = Вы отдаёте штрафную карту игроку { $name }: верхнюю карту какой ячейки?
tarnaris-return-option = { $number } (из ячейки { $slot }) в ячейку { $to }
tarnaris-pick-return = Верните одну карту рубашкой вверх (первая возвращённая окажется снизу); «Готово» вернёт остальные по порядку.
tarnaris-pick-return-placeholder = Карта и ячейка
tarnaris-pick-claim-slot = **Я знаю!** В какой вашей ячейке сверху лежит карта, которую вы помните? (Потом выберите стопку.)
tarnaris-pick-claim-pile = **Я знаю!** К какой стопке подходит верхняя карта вашей ячейки { $slot }?
tarnaris-pile-new = Новая стопка (это единица)
tarnaris-pile-option = Стопка { $pile }: нужна карта { $card }
tarnaris-pick-peek = Подсмотреть: какую карту вашего поля? Любую — верхнюю или под ней; её увидите только вы, в своём поле до конца следующего хода.
tarnaris-pick-peek-placeholder = Ваша карта
tarnaris-peek-option = Ячейка { $slot }, { $where }

## Added for issue 26 (words): computer seats, why a game ended, too-long texts
tarnaris-reason-emptied-field = поле опустело раньше всех
tarnaris-reason-dead-position = больше ни одной карты не выложить; побеждает тот, у кого меньше всего карт
