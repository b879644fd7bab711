# /help и приветствие (cogs/welcome): первые десять минут.

welcome-cmd-help = Что умеет этот бот — и партия в одиночку одним нажатием
welcome-what = **Tessera** — настольные игры прямо здесь, в вашем темпе: { $games }.
welcome-how = У каждой партии своя ветка; когда наступит ваш ход, бот даст вам знать, а ходят здесь кнопками.
welcome-start = Играйте с участниками этого сервера или в одиночку против компьютера: нажмите кнопку ниже.
welcome-commands-title = **Пять команд, которые стоит знать**
welcome-command-new = { $commands }: открыть партию, к которой присоединятся другие (компьютеры добавляет параметр `bots`)
welcome-command-join = `/game join`: присоединиться к партии, которую кто-то открыл
welcome-command-hand = `/game hand`: ваши плитки, фишки или карты — их видите только вы
welcome-command-status = `/game status`: чей ход и как идёт партия
welcome-command-mine = `/game mine`: ваши партии на всех серверах, сначала те, что ждут вас
welcome-play-alone = Сыграть в { $title } в одиночку
welcome-rules-placeholder = Правила игры…
