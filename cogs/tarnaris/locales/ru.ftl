## Woods of Tarnaris (cogs/tarnaris): отказы, сообщение хода, меню выбора, события, правила.

## Карты во фразах
tarnaris-card-a = { $number }
tarnaris-depth-top = верхняя карта
tarnaris-depth-second = карта под верхней
tarnaris-depth-nth = { $depth }-я карта сверху

## Отказы (text.py)
tarnaris-error-bad-value = `{ $key }` должно быть числом от { $minimum } до { $maximum } (указано { $value }).
tarnaris-error-bad-slots = Укажи номера ячеек от 1 до 10 через запятую, например `3,7,2`.
tarnaris-error-bad-slots-length = Укажи номера ячеек от 1 до 10 через запятую, например `3,7,2` ({ $length ->
    [one] { $length } ячейка
    [few] { $length } разные, по возрастанию
    [many] { $length } разных, по возрастанию
   *[other] { $length } разных, по возрастанию
 }).
tarnaris-error-wrong-phase-reveal = Сначала открой свою ячейку (кнопки ячеек).
tarnaris-error-wrong-phase-lay = Открывать больше нельзя: выложи открытые карты, верни их или нажми «Готово».
tarnaris-error-nothing-to-reveal = В ячейке { $slot } нечего открывать (она пуста или уже открыта в этом ходу); выбери другую ячейку.
tarnaris-error-does-not-fit = Эта карта не подходит к этой стопке: карту кладут только на стопку, верхняя карта которой на единицу меньше. Используй кнопки «Выложить» или верни карту.
tarnaris-error-nothing-to-return = Открытых карт для возврата не осталось.
tarnaris-error-wrong-slot = Эту карту нельзя вернуть в ячейку { $slot }: она возвращается в свою ячейку (в первом раунде — в любую из двух ячеек, открытых в этом ходу).
tarnaris-error-claim-new-pile = Новую стопку начинает только 1; чтобы заявить карту старше, выбери стопку, к которой она подходит.
tarnaris-error-claim-number = Этой стопке теперь нужна { $expected }; посмотри на свежий стол и заяви снова.
tarnaris-error-no-such-pile = Стопки { $pile } нет; выбери стопку на столе или `new` для единицы.
tarnaris-error-empty-slot = Ячейка { $slot } этого поля пуста (или в ней меньше карт, чем указано); выбери ячейку с картами.
tarnaris-error-empty-slots = Одна из этих ячеек пуста; выбери ячейки с картами.
tarnaris-error-chain-too-long = Цепочка от { $number } может содержать не больше { $count ->
    [one] { $count } карты
    [few] { $count } карт
    [many] { $count } карт
   *[other] { $count } карты
 } (стопки заканчиваются на 10).
tarnaris-error-choice-pending = Все ждут, пока { $name } сделает выбор (особая функция или штраф); попробуй ещё раз, когда выбор будет сделан.
tarnaris-error-no-such-choice = Сейчас у тебя нет такого выбора; в сообщении хода сказано, кто что выбирает.
tarnaris-error-cannot-give = { $name } не может дать штрафную карту (в поле не осталось карт); выбери другого игрока.
tarnaris-error-bad-player = Выбери другого игрока, который ещё в игре.
tarnaris-error-nothing-to-mix = Поле игрока { $name } пусто; выбери другого игрока.
tarnaris-error-both-empty = Обе ячейки пусты; меняй ячейку, в которой есть карты.
tarnaris-error-no-peek = У тебя нет подглядывания: его даёт каждая 10, положенная на стопку.
tarnaris-error-nothing-to-claim = Твоё поле пусто: заявлять нечего.
tarnaris-error-tray-empty = Тебе не передавали карту, так что класть нечего.
tarnaris-error-place-passed-first = Тебе передали карту: сначала положи её в одну из своих ячеек (`/tarnaris place` или кнопка «Положить»).
tarnaris-error-player-or-seat = Укажи, для кого: `player` (человек) или `seat` (любой, в том числе компьютер, по номерам мест из `/game status`), что-то одно.
tarnaris-error-no-such-seat = Места { $seat } нет: в этой игре { $seats ->
    [one] { $seats } место
    [few] { $seats } места
    [many] { $seats } мест
   *[other] { $seats } места
 }; `/game status` их перечисляет.
tarnaris-error-not-a-player = { $name } не играет в этой игре; выбери одного из её игроков.
tarnaris-error-not-your-choice = Этот выбор делает { $name }, а не ты.
tarnaris-error-no-choice-waiting = Сейчас тебя не ждёт никакой выбор.
tarnaris-error-pile-option = `{ $value }` — не стопка: укажи номер стопки (1, 2, …) или `new` для единицы.
tarnaris-error-slot-or-slots = Укажи заявляемую карту: `slot` для одной карты или `slots` (например `3,7,2`) для цепочки — не оба и не ни одного.

## Адаптер (adapter.py)
tarnaris-group = Woods of Tarnaris: собирай стопки от 1 до 10 из своего скрытого поля
tarnaris-option-giver-chooses = Дающий штрафную карту сам выбирает ячейку (K3).
tarnaris-hand-title = Твоё поле
tarnaris-rules = **Woods of Tarnaris: Path to Luslaria** (2–4 игрока). У каждого игрока поле из десяти ячеек рубашкой вверх с картами его герба. В свой ход открывай ячейки и выкладывай открытые карты на стопки, каждую на единицу больше верхней карты (1 начинает новую стопку, L1); что выложить нельзя, возвращай рубашкой вверх (T1–T3). Любой игрок в любой момент может крикнуть «Я знаю!» и заявить, что его закрытая карта подходит к стопке (K1): угадал — карта выложена; ошибся — получает штрафную карту (K3). У некоторых карт есть особая функция: 3 передаёт карту, 5 перемешивает четыре карты другого игрока, 7 меняет ячейку на ячейку другого игрока (пустое место считается ячейкой), 10 даёт каждому тайно подсмотреть одну карту своего поля, видную ему до конца его следующего хода. После конца хода ни одно сообщение не называет карту, снова лёгшую рубашкой вверх: запоминай. Побеждает тот, кто опустошит своё поле (W1); если после сдачи никакую карту уже не выложить, побеждает тот, у кого осталось меньше всего карт (W2).
    Как играть: кнопки под последним сообщением игры (**Открыть**, **Выложить**, **Готово**, **Я знаю!**) или `/tarnaris reveal slot:<n>`, `/tarnaris lay card:<i> pile:<p>`, `/tarnaris done` и `/tarnaris claim slot:<n> pile:<p|new>`; `/game hand` покажет твоё поле только тебе.
tarnaris-phase = раунд { $round }, { $phase ->
    [reveal] открытие
   *[lay] выкладка
 }
tarnaris-special-3 = можно передать карту другому игроку
tarnaris-special-5 = можно перемешать верхние карты другого игрока
tarnaris-special-7 = можно поменяться ячейкой с другим игроком
tarnaris-special-10 = стопка закрыта, и каждый может подсмотреть одну карту
tarnaris-pending-sf3 = карта 3, передать карту
tarnaris-pending-sf5 = карта 5, какие верхние карты перемешать
tarnaris-pending-sf5-return = карта 5, куда идут перемешанные карты
tarnaris-pending-sf7 = карта 7, какие ячейки поменять
tarnaris-pending-penalty = кто даёт штрафную карту
tarnaris-pending-give = какую карту отдать в штраф
tarnaris-pending-unknown = выбор
tarnaris-turn-waiting = Ждём игрока { $name }: { $what }. До тех пор заявки ждут.
tarnaris-turn-reveal = Ход игрока { $name }: открой { $count ->
    [2] две ячейки
   *[single] одну ячейку
 }. Любой игрок за столом может крикнуть «Я знаю!».
tarnaris-turn-revealed-card = { $index }) { $number } из ячейки { $slot }
tarnaris-turn-none-left = больше нет
tarnaris-turn-lay = Ход игрока { $name }: выложи подходящие открытые карты, верни остальные, затем «Готово». Открыто: { $cards }. Любой игрок за столом может крикнуть «Я знаю!».
tarnaris-hand-field = Твоё поле, { $count ->
    [one] { $count } карта
    [few] { $count } карты
    [many] { $count } карт
   *[other] { $count } карты
 } (ячейка: карты): { $counts }.
tarnaris-hand-known = { $where } — { $card }
tarnaris-hand-peeked = Подсмотрено в ячейке { $slot }: { $cards }.
tarnaris-hand-peeks-last = Подсмотренные карты видны здесь до конца твоего следующего хода (SF10).
tarnaris-hand-tray = Переданные тебе карты, которые нужно положить: { $count }.
tarnaris-status-piles = Стопок: { $count }.
tarnaris-status-fields = Карт в каждом поле: { $fields }.
tarnaris-status-left = { $name } { $count }
tarnaris-status-resigned = { $name } — сдача
tarnaris-someone = кто-то
tarnaris-event-revealed = { $name } открывает ячейку { $slot }: { $numbers }.
tarnaris-event-revealed-down = { $name } открывает ячейку { $slot } ({ $count ->
    [one] { $count } карта
    [few] { $count } карты
    [many] { $count } карт
   *[other] { $count } карты
 }).
tarnaris-event-laid = { $name } кладёт { $number } на стопку { $pile }.
tarnaris-event-pile-started = Открытая 1 из ячейки { $slot } начинает стопку { $pile }.
tarnaris-event-returned = { $name } возвращает { $count ->
    [one] { $count } карту
    [few] { $count } карты
    [many] { $count } карт
   *[other] { $count } карты
 } рубашкой вверх (ячейка { $slots }).
tarnaris-event-turn = Ход игрока { $name }.
tarnaris-event-claimed = { $name }: «Я знаю!» ячейка { $slots } на стопку { $pile }.
tarnaris-event-claimed-new = { $name }: «Я знаю!» ячейка { $slots } на новую стопку.
tarnaris-event-claim-right = Верно! { $number } игрока { $name } ложится на стопку { $pile }.
tarnaris-event-claim-wrong = Неверно: в ячейке { $slot } игрока { $name } лежала { $card }; карта возвращается рубашкой вверх.
tarnaris-event-claim-wrong-down = Неверно: ячейка { $slot } игрока { $name } не та; карта возвращается рубашкой вверх.
tarnaris-event-claim-lost-race = Заявка игрока { $name } на стопку { $pile } опоздала: стопка уже дошла до { $number }. Она не засчитывается (без штрафа).
tarnaris-event-claims-withdrawn = Остаток цепочки игрока { $name } возвращается рубашкой вверх.
tarnaris-event-penalty-chosen = { $giver } даёт игроку { $name } штрафную карту и выбирает какую.
tarnaris-event-penalty = { $giver } даёт игроку { $name } штрафную карту (из ячейки { $from_slot }); она ложится в ячейку { $slot } игрока { $name }.
tarnaris-event-no-penalty = Никто не может дать игроку { $name } штрафную карту.
tarnaris-event-special = { $name } разыгрывает { $card }: { $what }.
tarnaris-event-passed = { $name } передаёт верхнюю карту ячейки { $slot } игроку { $player }.
tarnaris-event-placed-passed = { $name } кладёт переданную карту в ячейку { $slot }.
tarnaris-event-mixing = { $name } берёт верхние карты ячеек { $slots } игрока { $player }, чтобы перемешать.
tarnaris-event-mixed = { $name } кладёт перемешанные карты в ячейки { $slots } игрока { $player }.
tarnaris-event-swapped = { $name } меняет свою ячейку { $slot } на ячейку { $their } игрока { $player }.
tarnaris-event-skipped = { $name } не использует { $number }.
tarnaris-event-peeked = { $name } подсматривает в своей ячейке { $slot }: { $where }.

## Команды /tarnaris (commands.py): описания ≤ 100 символов
tarnaris-cmd-reveal = Твой ход: открой одну из своих ячеек
tarnaris-cmd-lay = Твой ход: выложи открытую карту на подходящую стопку
tarnaris-cmd-return = Твой ход: верни одну открытую карту рубашкой вверх
tarnaris-cmd-done = Твой ход: верни остальное рубашкой вверх и закончи ход
tarnaris-cmd-claim = «Я знаю!»: твоя верхняя карта подходит к стопке
tarnaris-cmd-pass = Карта 3: передай верхнюю карту одной из своих ячеек
tarnaris-cmd-mix = Карта 5: перемешай до четырёх верхних карт игрока
tarnaris-cmd-mixback = Карта 5: ячейки, куда идут перемешанные карты
tarnaris-cmd-swap = Карта 7: поменяй свою ячейку на ячейку игрока
tarnaris-cmd-skip = Карты 3, 5, 7: не использовать особую функцию
tarnaris-cmd-penalty = После ошибочной заявки: кто даёт тебе штрафную карту
tarnaris-cmd-give = Отдай штрафную карту: верхнюю карту своей ячейки
tarnaris-cmd-place = Карта 3: положи переданную тебе карту в ячейку
tarnaris-cmd-peek = Карта 10: посмотри любую одну карту своего поля
tarnaris-opt-game = Какая партия (по умолчанию: этой ветки или единственная твоя)
tarnaris-opt-seat = Или его место в /game status (для компьютера)
tarnaris-opt-your-slot = Твоя ячейка
tarnaris-opt-reveal-slot = Ячейка (1–10)
tarnaris-opt-revealed-card = Какая открытая карта (номер в сообщении хода)
tarnaris-opt-lay-pile = Стопка (её номер на столе)
tarnaris-opt-return-slot = В какую ячейку (в свою; в первом раунде — в любую из двух открытых)
tarnaris-opt-claim-pile = Стопка, к которой она подходит (номер), или new для единицы
tarnaris-opt-claim-slot = Твоя ячейка, верхнюю карту которой ты заявляешь
tarnaris-opt-claim-slots = Цепочка твоих ячеек по порядку, например 3,7,2
tarnaris-opt-pass-player = Кто её получает
tarnaris-opt-mix-player = Чьё поле
tarnaris-opt-mix-slots = Его ячейки, например 1,4,6,9 (четыре или все непустые, если их меньше)
tarnaris-opt-mixback-slots = Столько же разных его ячеек, например 2,3,8,10
tarnaris-opt-swap-player = Другой игрок
tarnaris-opt-swap-their-slot = Его ячейка
tarnaris-opt-penalty-player = Игрок, который её даёт
tarnaris-opt-peek-card = Какая карта ячейки, считая сверху (по умолчанию 1)

## Сообщение хода и вызовы (публично: язык игры)
tarnaris-header = **{ $title }** · игра №{ $game } · ход { $move }
tarnaris-game-over = Игра окончена.
tarnaris-turn-over = Этот ход окончен; его карты снова лежат рубашкой вверх.
tarnaris-moved-on-clock = Игра пошла дальше: время хода истекло. Смотрите новое сообщение ниже.
tarnaris-moved-on-resignation = Игра пошла дальше: один из игроков сдался. Смотрите новое сообщение ниже.
tarnaris-button-claim = Я знаю!
tarnaris-button-field = Твоё поле
tarnaris-button-give = Отдать штрафную карту
tarnaris-button-choose = Сделать выбор
tarnaris-button-reveal = Открыть { $slot }
tarnaris-button-lay = Положить { $number } (ячейка { $slot }) на стопку { $pile }
tarnaris-button-return-one = Вернуть одну…
tarnaris-button-done = Готово (вернуть остальное)
tarnaris-button-place = Положить переданную карту
tarnaris-button-peek-card = Подсмотреть (карта 10)
tarnaris-button-peek = Подсмотреть
tarnaris-button-skip = Пропустить (не использовать)
tarnaris-choice-sf3 = карта 3: передать верхнюю карту одной из твоих ячеек другому игроку
tarnaris-choice-sf5 = карта 5: перемешать до четырёх верхних карт поля другого игрока
tarnaris-choice-sf5-return = карта 5: ячейки, куда идут перемешанные карты
tarnaris-choice-sf7 = карта 7: поменять свою ячейку на ячейку другого игрока
tarnaris-choice-penalty = кто даёт тебе штрафную карту
tarnaris-choice-give = какую карту ты отдаёшь в штраф
tarnaris-call-choice = { $mentions }, теперь твой выбор: { $what }. Нажми кнопку (увидишь только ты).
tarnaris-call-passed = { $mentions }, { $name } передаёт тебе карту рубашкой вверх (особая функция тройки). Положи её в одну из своих ячеек до своего следующего действия.
tarnaris-call-peek = { $mentions }, десятка закрыла стопку: каждый из вас может (тайно) подсмотреть любую одну карту своего поля до конца своего следующего хода; до тех пор она видна в его поле.

## Личные ответы и меню выбора (язык пользователя)
tarnaris-slot = Ячейка { $slot }
tarnaris-your-slot = Твоя ячейка
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
 }, сверху: { $card } (подсмотрено))
tarnaris-their-slot-option = Ячейка { $slot } игрока { $name } ({ $count ->
    [one] { $count } карта
    [few] { $count } карты
    [many] { $count } карт
   *[other] { $count } карты
 })
tarnaris-note-right = Верно: твоя { $number } лежит на стопке { $pile }.
tarnaris-note-wrong = Неверно: в ячейке { $slot } лежала { $card }; карта возвращается рубашкой вверх, и сверху ты получаешь штрафную карту.
tarnaris-note-too-late = Поздно: стопка { $pile } уже дошла до { $number }, когда пришла твоя заявка, так что она не засчитана. Твоя карта остаётся рубашкой вверх на месте, штрафа нет.
tarnaris-note-peek = Ячейка { $slot }: { $where } — { $card }. Это видишь только ты, в своём поле до конца следующего хода.
tarnaris-note-peek-gone = Ячейка { $slot }: { $where } там уже нет. Это видишь только ты, в своём поле до конца следующего хода.
tarnaris-note-penalty = { $giver } даёт тебе штрафную карту; она лежит в твоей ячейке { $slot }.
tarnaris-note-turn-over = Твой ход окончен: твои карты снова лежат рубашкой вверх, запомни их!
tarnaris-note-done = Готово.
tarnaris-note-returned = Возвращена в ячейку { $slot }.
tarnaris-note-skipped = Ты не используешь особую функцию.
tarnaris-pick-place = Тебе передали карту: выбери ячейку, куда она ляжет (сверху, рубашкой вверх).
tarnaris-pick-place-placeholder = Ячейка для переданной карты
tarnaris-pick-sf3 = Карта 3: передай верхнюю карту одной из своих ячеек другому игроку. Какая ячейка?
tarnaris-pick-sf3-player = Карта 3: кому передать верхнюю карту ячейки { $slot }?
tarnaris-pick-sf5 = Карта 5: чьё поле перемешать (до четырёх верхних карт, не глядя)?
tarnaris-pick-sf5-slots = Карта 5: выбери { $count ->
    [one] { $count } ячейку
    [few] { $count } ячейки
    [many] { $count } ячеек
   *[other] { $count } ячейки
 } игрока { $name }; их верхние карты перемешиваются.
tarnaris-pick-sf5-slots-placeholder = { $count ->
    [one] { $count } ячейка
    [few] { $count } ячейки
    [many] { $count } ячеек
   *[other] { $count } ячейки
 }
tarnaris-pick-sf5-return = Карта 5: перемешанные карты ({ $count }) возвращаются по одной в { $count ->
    [one] { $count } ячейку
    [few] { $count } разные ячейки
    [many] { $count } разных ячеек
   *[other] { $count } разных ячейки
 } поля игрока { $name }. Выбери ячейки.
tarnaris-pick-sf5-return-placeholder = { $count ->
    [one] { $count } ячейка
    [few] { $count } ячейки
    [many] { $count } ячеек
   *[other] { $count } ячейки
 } игрока { $name }
tarnaris-pick-sf7 = Карта 7: поменяй одну из своих ячеек (всю стопку) на ячейку другого игрока. Твоя ячейка?
tarnaris-pick-sf7-player = Карта 7: с чьей ячейкой поменять твою ячейку { $slot }?
tarnaris-pick-sf7-slot = Карта 7: на какую ячейку игрока { $name } поменять твою ячейку { $slot }?
tarnaris-pick-sf7-placeholder = Его ячейка
tarnaris-pick-penalty = Твоя заявка неверна: кто даёт тебе штрафную карту?
tarnaris-pick-give = Ты даёшь игроку { $name } штрафную карту: верхнюю карту какой ячейки?
tarnaris-return-option = { $number } (из ячейки { $slot }) в ячейку { $to }
tarnaris-pick-return = Верни одну карту рубашкой вверх (первая возвращённая лежит ниже всех); «Готово» вернёт остальные по порядку.
tarnaris-pick-return-placeholder = Карта и ячейка
tarnaris-pick-claim-slot = **Я знаю!** В какой твоей ячейке лежит известная тебе верхняя карта? (Потом выбери стопку.)
tarnaris-pick-claim-pile = **Я знаю!** К какой стопке подходит верхняя карта твоей ячейки { $slot }?
tarnaris-pile-new = Новая стопка (это 1)
tarnaris-pile-option = Стопка { $pile }: нужна { $card }
tarnaris-pick-peek = Подглядывание: какая карта твоего поля? Любая, верхняя или под ней; видишь её только ты, в своём поле до конца следующего хода.
tarnaris-pick-peek-placeholder = Твоя карта
tarnaris-peek-option = Ячейка { $slot }, { $where }

## Added for issue 26 (words): computer seats, why a game ended, too-long texts
tarnaris-reason-emptied-field = поле опустело первым
tarnaris-reason-dead-position = ни одну карту больше не выложить: меньше всего карт
