"""The web server (issue 30): aiohttp inside the bot process, on when ``WEB_PORT`` is set.

Routes (every page behind a signed link, :mod:`web.links`; anything else is a plain 404):

* ``/g/<game>/<token>`` — a game page; ``…/<version>/<position>.png`` its pictures;
  ``…/version.json`` what the page polls to refresh while the game runs.
* ``/s/<guild>/<token>`` — a server's games under way and leaderboards.
* ``/p/<guild>/<user>/<token>`` — a player's rating over time, games in progress and recent
  games.
* ``/static/web.css``, ``/static/web.js`` — the only style and script the pages may load.

The server takes no input but the path (no query, no form, no cookie), only reads the
database, and answers with a strict Content-Security-Policy and no referrer. What a page
shows is a spectator's view: a running game's replay shows only settled positions
(:func:`render.public.settled`), the whole replay opens once the game is over.

Pages and pictures are cached by game version and language: a game page read again costs
one indexed query (:meth:`db.web.WebStore.game_key`) and a dictionary look-up.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aiohttp import web as aioweb
from PIL import Image, ImageDraw
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

import i18n
from db.errors import StoreError
from db.models import GameStatus
from db.ratings import PERIODS, RatingStore
from db.records import GameInfo, MoveInfo
from db.store import GameStore
from db.web import GameKey, WebStore
from engine.core import Json
from engine.registry import all_games, get_game
from render.common import PALETTE, png_bytes
from render.names import computer_rating_name, seat_labels
from render.public import board_png, colours_for, draws_colours, has_frame, settled
from render.replay import describe
from web import pages
from web.links import Links

log = logging.getLogger("tessera.web")

#: No inline script or style, nothing from elsewhere, no framing, no form.
CSP = (
    "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; "
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
SECURITY_HEADERS: Mapping[str, str] = {
    "Content-Security-Policy": CSP,
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "X-Robots-Tag": "noindex, nofollow",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
}
#: A picture's address names its game version: it never changes, browsers may keep it.
FOREVER = "public, max-age=31536000, immutable"
#: Pages say who is to move: always asked again (a link in a chat must show today's state).
NO_STORE = "no-store"
STATIC = Path(__file__).resolve().parent / "static"
#: Entries kept per cache (pages: a few KB each; pictures: ~20–200 KB).
PAGE_ENTRIES = 512
PICTURE_ENTRIES = 512
REPLAY_ENTRIES = 64
#: How long a game's key (version, epoch) is taken as read; and how many games' keys are kept.
KEY_SECONDS = 1.0
KEY_ENTRIES = 4096
#: Leaderboard lines per game and period on the server page; recent games on a player's.
BOARD_LINES = 10
RECENT_GAMES = 15

Maker = Callable[[], Awaitable[Any]]


class Cache:
    """A least-recently-used map whose missing values are made once, however many readers
    ask for them at the same time."""

    def __init__(self, entries: int) -> None:
        self._entries = entries
        self._values: OrderedDict[Hashable, Any] = OrderedDict()
        self._making: dict[Hashable, asyncio.Future[Any]] = {}

    def __len__(self) -> int:
        return len(self._values)

    async def get(self, key: Hashable, make: Maker) -> Any:
        if key in self._values:
            self._values.move_to_end(key)
            return self._values[key]
        pending = self._making.get(key)
        if pending is not None:
            return await asyncio.shield(pending)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._making[key] = future
        try:
            value = await make()
        except BaseException as error:
            future.set_exception(error)
            # Nobody else may be waiting: retrieve it so asyncio does not log it as lost.
            future.exception()
            raise
        finally:
            del self._making[key]
        future.set_result(value)
        self._values[key] = value
        if len(self._values) > self._entries:
            self._values.popitem(last=False)
        return value


def language_of(header: str | None) -> str:
    """The viewer's language among the bot's, from ``Accept-Language`` (weights honoured);
    English when none of theirs is spoken."""
    choices: list[tuple[float, int, str]] = []
    for index, part in enumerate((header or "").split(",")):
        code, _, weight = part.strip().partition(";q=")
        try:
            quality = float(weight) if weight else 1.0
        except ValueError:
            continue
        base = code.split("-")[0].strip().lower()
        if base in i18n.LANGUAGES and quality > 0:
            choices.append((-quality, index, base))
    return min(choices)[2] if choices else i18n.DEFAULT


@dataclass(frozen=True)
class Replay:
    """A game at one version: its moves and every position's spectator view, and which
    positions its pages may show."""

    game: GameInfo
    moves: tuple[MoveInfo, ...]
    views: tuple[Json, ...]
    shown: frozenset[int]


def replay_of(game: GameInfo, moves: Sequence[MoveInfo]) -> Replay:
    """Every position of ``game`` from its seed and log, as spectator views (the last one is
    the snapshot's, the position the thread shows). A running game shows only its settled
    positions and the current one; a game over shows them all."""
    if game.snapshot is None or game.seed is None or not has_frame(game.game):
        return Replay(game, tuple(moves), (), frozenset())
    rules = game.rules
    state = rules.setup(len(game.seats), game.options, game.seed)
    views = [rules.view(state, None)]
    for move in moves:
        state = rules.apply(state, move.seat, move.move).state
        views.append(rules.view(state, None))
    views[-1] = game.view(None)
    last = len(views) - 1
    if game.is_over:
        shown = frozenset(range(len(views)))
    else:
        shown = frozenset(i for i, view in enumerate(views) if settled(view)) | {last}
    return Replay(game, tuple(moves), tuple(views), shown)


def status_text(game: GameInfo, names: Sequence[str]) -> str:
    if game.status == GameStatus.FINISHED and game.outcome is not None:
        winners = [names[seat] for seat in sorted(game.outcome.winners)]
        ended = t_status(game.status)
        return f"{ended} {i18n.t('web-won-by', players=i18n.all_of(winners))}" if winners else ended
    if game.status == GameStatus.ACTIVE:
        waiting = [names[s.seat] for s in game.seats if s.to_act]
        if waiting:
            return f"{t_status(game.status)} {i18n.t('web-to-move', players=i18n.all_of(waiting))}"
    return t_status(game.status)


def t_status(status: str) -> str:
    return i18n.t(f"web-status-{status}")


def player_lines(game: GameInfo, names: Sequence[str], view: Json | None) -> list[pages.PlayerLine]:
    colours = colours_for(game.game, [s.colour for s in game.seats])
    scores = view.get("scores") if isinstance(view, dict) else None
    lines = []
    for seat in game.seats:
        score = str(scores[seat.seat]) if scores and seat.seat < len(scores) else pages.NO_SCORE
        state = None
        if seat.left_at is not None:
            state = i18n.t("web-resigned")
        elif seat.eliminated_at is not None:
            state = i18n.t("web-out")
        lines.append(
            pages.PlayerLine(
                seat=seat.seat,
                name=names[seat.seat],
                colour=(colours[seat.seat] if colours else seat.seat) % len(PALETTE),
                score=score,
                to_move=seat.to_act and not game.is_over,
                state=state,
            )
        )
    return lines


def game_html(replay: Replay, path: str, language: str) -> bytes:
    """The game page of ``replay`` in ``language`` (``path``: the page's own signed path)."""
    game = replay.game
    with i18n.speaking(language):
        names = seat_labels(game.seats)
        title = i18n.t("web-game-title", game=get_game(game.game).title, id=str(game.id))
        rules_title = get_game(game.game).title
        steps = []
        for position in range(len(replay.moves) + 1):
            if position == 0:
                words = i18n.t("web-setup")
                alt = i18n.t("web-setup-alt", game=rules_title, id=str(game.id))
            else:
                move = replay.moves[position - 1]
                words = f"{names[move.seat]}: {describe(game.game, move.move, names)}"
                alt = i18n.t("web-position-alt", game=rules_title, id=str(game.id), at=position)
            src = f"{path}/{game.version}/{position}.png" if position in replay.shown else None
            steps.append(pages.Step(position, words, src, alt))
        board = None
        if replay.views:
            last = len(replay.views) - 1
            board = pages.Step(
                last,
                steps[last].words,
                steps[last].src,
                i18n.t("web-board-alt", game=rules_title, id=str(game.id), moves=last),
            )
        return pages.game_page(
            title=title,
            status=status_text(game, names),
            players=player_lines(game, names, replay.views[-1] if replay.views else None),
            colours=draws_colours(game.game),
            board=board,
            steps=steps,
            running=game.status in (GameStatus.LOBBY, GameStatus.ACTIVE),
            version=game.version,
            version_url=f"{path}/version.json",
        )


def picture(replay: Replay, position: int, language: str) -> bytes:
    game = replay.game
    with i18n.speaking(language):
        names = seat_labels(game.seats)
        colours = colours_for(game.game, [s.colour for s in game.seats])
        return board_png(game.game, replay.views[position], names, colours)


def stylesheet() -> bytes:
    """The pages' style: the static file, and one swatch class per palette colour (classes,
    since the CSP allows no inline style)."""
    swatches = "".join(
        f".c{index}{{background:rgb{style.colour}}}" for index, style in enumerate(PALETTE)
    )
    return (STATIC / "web.css").read_bytes() + swatches.encode() + b"\n"


def icon_png() -> bytes:
    """The pages' icon: the first four palette colours in a square (drawn, so no file)."""
    image = Image.new("RGB", (32, 32))
    draw = ImageDraw.Draw(image)
    for index, style in enumerate(PALETTE[:4]):
        x, y = 16 * (index % 2), 16 * (index // 2)
        draw.rectangle((x, y, x + 15, y + 15), fill=style.colour)
    return png_bytes(image)


class Site:
    """The pages of one bot process: its database (read only) and its link signer."""

    def __init__(
        self,
        sessions: async_sessionmaker[AsyncSession],
        links: Links,
        *,
        key_seconds: float = KEY_SECONDS,
    ) -> None:
        self.links = links
        self.key_seconds = key_seconds
        self.games = GameStore(sessions)
        self.web = WebStore(sessions)
        self.ratings = RatingStore(sessions)
        self.pages = Cache(PAGE_ENTRIES)
        self.pictures = Cache(PICTURE_ENTRIES)
        self.replays = Cache(REPLAY_ENTRIES)
        self._css = stylesheet()
        self._js = (STATIC / "web.js").read_bytes()
        self._icon = icon_png()
        self._keys: dict[int, tuple[float, GameKey | None]] = {}
        self._reading = Cache(KEY_ENTRIES)

    def app(self) -> aioweb.Application:
        app = aioweb.Application(middlewares=[guard])
        game = r"/g/{game:[1-9][0-9]{0,8}}/{token:[A-Za-z0-9_-]{22}}"
        app.router.add_get(game, self.game_page)
        app.router.add_get(game + r"/version.json", self.game_version)
        app.router.add_get(
            game + r"/{version:[0-9]{1,9}}/{position:[0-9]{1,6}}.png", self.game_picture
        )
        guild = r"{guild:[1-9][0-9]{0,19}}"
        app.router.add_get(rf"/s/{guild}/{{token:[A-Za-z0-9_-]{{22}}}}", self.server_page)
        app.router.add_get(
            rf"/p/{guild}/{{user:[1-9][0-9]{{0,19}}}}/{{token:[A-Za-z0-9_-]{{22}}}}",
            self.player_page,
        )
        app.router.add_get("/static/web.css", self.static(self._css, "text/css"))
        app.router.add_get("/static/web.js", self.static(self._js, "text/javascript"))
        app.router.add_get("/static/icon.png", self.static(self._icon, "image/png"))
        # Browsers ask for it whatever the page says: answered, so no console error.
        app.router.add_get("/favicon.ico", self.static(self._icon, "image/png"))
        return app

    @staticmethod
    def static(body: bytes, kind: str) -> Callable[[aioweb.Request], Awaitable[aioweb.Response]]:
        async def serve(_request: aioweb.Request) -> aioweb.Response:
            return aioweb.Response(
                body=body,
                content_type=kind,
                charset="utf-8",
                headers={"Cache-Control": "public, max-age=3600"},
            )

        return serve

    # -- games ----------------------------------------------------------------------------------
    async def _game_key(self, game_id: int) -> GameKey | None:
        """The game's key, read at most once every ``key_seconds`` (many readers of one game
        cost one query; a move or a rotation shows within twice that time: two seconds)."""
        now = time.monotonic()
        known = self._keys.get(game_id)
        if known is not None and now - known[0] < self.key_seconds:
            return known[1]
        # However many readers find it stale at once, one of them reads it.
        key: GameKey | None = await self._reading.get(
            (game_id, now if self.key_seconds <= 0 else now // self.key_seconds),
            lambda: self.web.game_key(game_id),
        )
        self._keys[game_id] = (now, key)
        if len(self._keys) > KEY_ENTRIES:
            self._keys.pop(next(iter(self._keys)))
        return key

    async def _checked_game(self, request: aioweb.Request) -> tuple[int, GameKey]:
        """The game of a signed game path and its key; a plain 404 for a bad link."""
        game_id = int(request.match_info["game"])
        key = await self._game_key(game_id)
        token = request.match_info["token"]
        if key is None or not self.links.valid(
            token, "game", game_id, key.guild_id or 0, key.epoch
        ):
            raise aioweb.HTTPNotFound()
        return game_id, key

    async def _replay(self, game_id: int, version: int) -> Replay:
        async def make() -> Replay:
            game = await self.games.get(game_id)
            moves = await self.games.moves(game_id)
            return await asyncio.to_thread(replay_of, game, moves)

        return await self.replays.get((game_id, version), make)

    async def game_page(self, request: aioweb.Request) -> aioweb.Response:
        game_id, key = await self._checked_game(request)
        language = language_of(request.headers.get("Accept-Language"))
        path = request.path

        async def make() -> bytes:
            replay = await self._replay(game_id, key.version)
            return await asyncio.to_thread(game_html, replay, path, language)

        body = await self.pages.get((game_id, key.version, key.epoch, language), make)
        return html_response(body)

    async def game_version(self, request: aioweb.Request) -> aioweb.Response:
        _, key = await self._checked_game(request)
        return aioweb.Response(
            body=json.dumps({"version": key.version}).encode(),
            content_type="application/json",
            headers={"Cache-Control": NO_STORE},
        )

    async def game_picture(self, request: aioweb.Request) -> aioweb.Response:
        game_id, key = await self._checked_game(request)
        position = int(request.match_info["position"])
        version = int(request.match_info["version"])
        if version > key.version:
            raise aioweb.HTTPNotFound()
        replay = await self._replay(game_id, key.version)
        if position not in replay.shown:
            raise aioweb.HTTPNotFound()
        language = language_of(request.headers.get("Accept-Language"))
        body = await self.pictures.get(
            (game_id, key.version, position, language),
            lambda: asyncio.to_thread(picture, replay, position, language),
        )
        # An older version's address still shows that position, as it stands now.
        fresh = version == key.version
        return aioweb.Response(
            body=body,
            content_type="image/png",
            headers={"Cache-Control": FOREVER if fresh else NO_STORE, "Vary": "Accept-Language"},
        )

    # -- servers and players --------------------------------------------------------------------
    async def server_page(self, request: aioweb.Request) -> aioweb.Response:
        guild_id = int(request.match_info["guild"])
        epoch = await self.web.epoch(guild_id)
        if not self.links.valid(request.match_info["token"], "server", guild_id, epoch):
            raise aioweb.HTTPNotFound()
        language = language_of(request.headers.get("Accept-Language"))
        running = await self.games.guild_games(guild_id, statuses=(GameStatus.ACTIVE,))
        standings = {
            (game, period): await self.ratings.leaderboard(
                guild_id, game, period=period, limit=BOARD_LINES
            )
            for game in all_games()
            for period in PERIODS
        }
        with i18n.speaking(language):
            games = self._game_links(running, guild_id, epoch)
            boards = [
                pages.Board(
                    i18n.t(
                        "web-leaderboard",
                        game=get_game(game).title,
                        period=i18n.t(f"web-period-{period}"),
                    ),
                    [
                        pages.BoardLine(
                            s.rank,
                            computer_rating_name(s.name) if s.is_computer else s.name,
                            None
                            if s.user_id is None
                            else self.links.player_path(guild_id, s.user_id, epoch),
                            s.rating,
                            s.games,
                            s.wins,
                        )
                        for s in lines
                    ],
                )
                for (game, period), lines in standings.items()
            ]
            body = pages.server_page(games, boards)
        return html_response(body)

    async def player_page(self, request: aioweb.Request) -> aioweb.Response:
        guild_id = int(request.match_info["guild"])
        user_id = int(request.match_info["user"])
        epoch = await self.web.epoch(guild_id)
        if not self.links.valid(request.match_info["token"], "player", guild_id, user_id, epoch):
            raise aioweb.HTTPNotFound()
        language = language_of(request.headers.get("Accept-Language"))
        playing = await self.games.user_games(
            user_id, guild_id=guild_id, statuses=(GameStatus.ACTIVE,)
        )
        finished, _ = await self.games.finished_games(
            user_id, guild_id=guild_id, limit=RECENT_GAMES
        )
        histories = {
            game: await self.web.rating_history(guild_id, game, user_id) for game in all_games()
        }
        name = next(
            (s.name for g in (*playing, *finished) for s in g.seats if s.user_id == user_id),
            None,
        ) or await self._rated_name(guild_id, user_id)
        with i18n.speaking(language):
            charts = [
                pages.Chart(get_game(game).title, [(p.finished_at, p.rating) for p in points])
                for game, points in histories.items()
            ]
            results = [
                pages.Result(
                    i18n.t("web-game-title", game=get_game(g.game).title, id=str(g.id)),
                    self.links.game_path(g.id, guild_id, epoch),
                    g.outcome is not None
                    and any(s.user_id == user_id and s.seat in g.outcome.winners for s in g.seats),
                    g.finished_at or g.updated_at,
                )
                for g in finished
            ]
            body = pages.player_page(
                name, charts, results, self._game_links(playing, guild_id, epoch)
            )
        return html_response(body)

    def _game_links(
        self, games: Sequence[GameInfo], guild_id: int, epoch: int
    ) -> list[pages.GameLink]:
        """Each game's title, how it stands and its signed page (in the language spoken)."""
        return [
            pages.GameLink(
                i18n.t("web-game-title", game=get_game(g.game).title, id=str(g.id)),
                status_text(g, seat_labels(g.seats)),
                self.links.game_path(g.id, guild_id, epoch),
            )
            for g in games
        ]

    async def _rated_name(self, guild_id: int, user_id: int) -> str:
        for game in all_games():
            standing = await self.ratings.rating_of(guild_id, game, user_id)
            if standing is not None:
                return standing.name
        return "—"


def html_response(body: bytes) -> aioweb.Response:
    return aioweb.Response(
        body=body,
        content_type="text/html",
        charset="utf-8",
        headers={"Cache-Control": NO_STORE, "Vary": "Accept-Language"},
    )


NOT_FOUND = b"404 Not Found\n"


@aioweb.middleware
async def guard(
    request: aioweb.Request, handler: Callable[[aioweb.Request], Awaitable[aioweb.StreamResponse]]
) -> aioweb.StreamResponse:
    """Every answer carries the security headers; a bad link, a query string, a game the store
    refuses or any method but GET is the same plain 404, so nothing can be told apart."""
    response: aioweb.StreamResponse
    if request.method not in ("GET", "HEAD") or request.query_string:
        response = plain_404()
    else:
        try:
            response = await handler(request)
        except aioweb.HTTPException as error:
            response = plain_404() if error.status >= 400 else error
        except StoreError:
            response = plain_404()
    response.headers.update(SECURITY_HEADERS)
    return response


def plain_404() -> aioweb.Response:
    return aioweb.Response(
        status=404,
        body=NOT_FOUND,
        content_type="text/plain",
        charset="utf-8",
        headers={"Cache-Control": NO_STORE},
    )


async def start(
    port: int,
    sessions: async_sessionmaker[AsyncSession],
    links: Links,
    host: str = "0.0.0.0",
) -> Callable[[], Awaitable[None]]:
    """Serve the pages on ``host:port``; returns the coroutine function that stops it."""
    runner = aioweb.AppRunner(Site(sessions, links).app(), access_log=None)
    await runner.setup()
    await aioweb.TCPSite(runner, host, port).start()
    log.info("web pages on port %d (%s)", port, links.base_url)
    return runner.cleanup
