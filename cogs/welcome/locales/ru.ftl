# /help и приветствие (cogs/welcome): первые десять минут.

welcome-cmd-help = Что делает этот бот, и игра в одиночку одним нажатием
welcome-what = **Tessera** — настольные игры прямо здесь, в вашем темпе: { $games }.
welcome-how = У каждой игры своя ветка; когда наступает ваш ход, вам сообщают, а ходите вы кнопками.
welcome-start = Играйте с участниками этого сервера или в одиночку против компьютера: нажмите кнопку ниже.
welcome-commands-title = **Пять команд, которые стоит знать**
welcome-command-new = { $commands }: открыть игру, к которой присоединятся другие (компьютерных игроков добавляет `bots`)
welcome-command-join = `/game join`: присоединиться к игре, которую кто-то открыл
welcome-command-hand = `/game hand`: ваши фишки или карты, лично вам
welcome-command-status = `/game status`: чей ход и как идёт игра
welcome-command-mine = `/game mine`: ваши партии на всех серверах, сначала те, что ждут вас
welcome-play-alone = Играть в { $title } одному
welcome-rules-placeholder = Прочитать правила игры…
