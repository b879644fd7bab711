"""The HTML of the web pages (issue 30): plain functions from what a page shows to its bytes.

Every text goes through the catalogues in the viewer's language (the caller sets it with
``i18n.speaking``) and through :func:`html.escape`; the pages carry no inline script or style
(the Content-Security-Policy forbids both): ``/static/web.css`` and ``/static/web.js`` do it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from html import escape

from i18n import current, decimal, t
from render.common import PALETTE


@dataclass(frozen=True, slots=True)
class PlayerLine:
    seat: int
    name: str
    #: A palette index (``None``: the game draws no seat colour, Tarnaris' crests).
    colour: int | None
    score: str
    to_move: bool
    state: str | None = None


@dataclass(frozen=True, slots=True)
class Step:
    """One position of the replay: its picture, its text alternative and the move's words."""

    position: int
    words: str
    src: str | None
    alt: str


def page(title: str, body: str, *, data: dict[str, str] | None = None) -> bytes:
    attributes = "".join(f' data-{name}="{escape(value)}"' for name, value in (data or {}).items())
    return (
        "<!doctype html>\n"
        f'<html lang="{current()}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<meta name="referrer" content="no-referrer">'
        '<meta name="robots" content="noindex">'
        f"<title>{escape(title)} · {escape(t('web-site'))}</title>"
        '<link rel="icon" href="/static/icon.png">'
        '<link rel="stylesheet" href="/static/web.css">'
        '<script src="/static/web.js" defer></script>'
        f"</head><body{attributes}><main>{body}</main>"
        f"<footer><p>{escape(t('web-footer'))}</p></footer></body></html>\n"
    ).encode()


#: The score of a seat in a game that counts none.
NO_SCORE = "—"


def _cell(cell: str) -> str:
    return cell if cell.startswith("<td") else f"<td>{cell}</td>"


def swatch(colour: int | None) -> str:
    if colour is None:
        return ""
    # The palette names its colours in English; the page says them in the viewer's language.
    name = t("web-colour-" + PALETTE[colour].name.replace(" ", "-"))
    return f'<span class="swatch c{colour}" aria-hidden="true"></span>{escape(name)}'


def players_table(players: Sequence[PlayerLine], *, colours: bool) -> str:
    # A game without scores (Tsuro) gets no column of dashes.
    scores = any(line.score != NO_SCORE for line in players)
    head = [t("web-seat"), t("web-player")]
    if colours:
        head.append(t("web-colour"))
    if scores:
        head.append(t("web-score"))
    head.append(t("web-turn"))
    rows = []
    for line in players:
        cells = [str(line.seat + 1), f'<td class="name">{escape(line.name)}</td>']
        if colours:
            cells.append(swatch(line.colour))
        if scores:
            cells.append(escape(line.score))
        cells.append(escape(t("web-to-move-mark") if line.to_move else (line.state or "")))
        row_class = ' class="to-move"' if line.to_move else ""
        rows.append(f"<tr{row_class}>" + "".join(_cell(cell) for cell in cells) + "</tr>")
    header = "".join(f'<th scope="col">{escape(cell)}</th>' for cell in head)
    return (
        f'<h2>{escape(t("web-players"))}</h2><table class="players">'
        f"<thead><tr>{header}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )


def game_page(
    *,
    title: str,
    status: str,
    players: Sequence[PlayerLine],
    colours: bool,
    board: Step | None,
    steps: Sequence[Step],
    running: bool,
    version: int,
    version_url: str,
) -> bytes:
    """A game: its state in words, its players, the current picture, the moves, the replay."""
    parts = [f"<h1>{escape(title)}</h1>", f'<p class="status">{escape(status)}</p>']
    if running:
        parts.append(f'<p class="note">{escape(t("web-refresh"))}</p>')
    parts.append(players_table(players, colours=colours))
    # The board and the replay side by side on a wide screen, one under the other on a phone.
    pictures = []
    if board is not None:
        pictures.append(
            f'<section id="board"><h2>{escape(t("web-board"))}</h2>'
            f'<img src="{escape(board.src or "")}" alt="{escape(board.alt)}"></section>'
        )
    shown = [step for step in steps if step.src is not None]
    if board is not None and len(shown) > 1:
        pictures.append(replay_section(shown, partial=len(shown) < len(steps)))
    if pictures:
        parts.append(f'<div class="pictures">{"".join(pictures)}</div>')
    parts.append(moves_section(steps))
    data = {"version": str(version)}
    if running:
        data["running"] = "1"
        data["version-url"] = version_url
    return page(title, "".join(parts), data=data)


def replay_section(shown: Sequence[Step], *, partial: bool) -> str:
    """The replay of the ``shown`` positions; ``partial``: a running game leaves some out."""
    last = shown[-1]
    buttons = "".join(
        f'<button type="button" data-step="{step}">{escape(t(key))}</button>'
        for step, key in (
            ("first", "web-replay-first"),
            ("back", "web-replay-back"),
            ("forward", "web-replay-forward"),
            ("last", "web-replay-last"),
        )
    )
    items = "".join(
        f'<li data-src="{escape(step.src or "")}" data-alt="{escape(step.alt)}"'
        f' data-position="{step.position}">{escape(step.words)}</li>'
        for step in shown
    )
    note = f'<p class="note">{escape(t("web-replay-running"))}</p>' if partial else ""
    return (
        f'<section id="replay"><h2>{escape(t("web-replay"))}</h2>{note}'
        f'<p class="note">{escape(t("web-replay-help"))}</p>'
        f'<img id="replay-picture" src="{escape(last.src or "")}" alt="{escape(last.alt)}">'
        f'<p id="replay-caption" aria-live="polite">{escape(last.words)}</p>'
        f'<div class="controls">{buttons}</div>'
        f'<input id="replay-slider" type="range" min="0" max="{len(shown) - 1}" '
        f'value="{len(shown) - 1}" aria-label="{escape(t("web-replay-slider"))}">'
        f'<ol id="replay-steps" hidden>{items}</ol></section>'
    )


def moves_section(steps: Sequence[Step]) -> str:
    moves = [step for step in steps if step.position > 0]
    if not moves:
        return f"<h2>{escape(t('web-moves'))}</h2><p>{escape(t('web-no-moves'))}</p>"
    items = "".join(f"<li>{escape(step.words)}</li>" for step in moves)
    return f'<section id="moves"><h2>{escape(t("web-moves"))}</h2><ol>{items}</ol></section>'


@dataclass(frozen=True, slots=True)
class GameLink:
    title: str
    status: str
    href: str


@dataclass(frozen=True, slots=True)
class BoardLine:
    rank: int
    name: str
    href: str | None
    rating: float
    games: int
    wins: int


@dataclass(frozen=True, slots=True)
class Board:
    title: str
    lines: Sequence[BoardLine]


def games_list(heading: str, games: Sequence[GameLink], empty: str | None = None) -> str:
    """A heading and its games, each linking its page and saying how it stands; without
    games, the ``empty`` sentence under the heading, or nothing at all when it is ``None``."""
    if not games:
        return "" if empty is None else f"<h2>{escape(heading)}</h2><p>{escape(empty)}</p>"
    items = "".join(
        f'<li><a href="{escape(g.href)}">{escape(g.title)}</a> — {escape(g.status)}</li>'
        for g in games
    )
    return f'<h2>{escape(heading)}</h2><ul class="games">{items}</ul>'


def server_page(running: Sequence[GameLink], boards: Sequence[Board]) -> bytes:
    """A server: its games under way, and each game's leaderboard for each period."""
    title = t("web-server-title")
    parts = [
        f"<h1>{escape(title)}</h1>",
        games_list(t("web-running"), running, t("web-no-running")),
    ]
    parts.append(f"<h2>{escape(t('web-leaderboards'))}</h2>")
    for board in boards:
        parts.append(f"<h3>{escape(board.title)}</h3>")
        if not board.lines:
            parts.append(f"<p>{escape(t('web-no-ratings'))}</p>")
            continue
        head = "".join(
            f'<th scope="col">{escape(t(key))}</th>'
            for key in ("web-rank", "web-player", "web-rating", "web-games", "web-wins")
        )
        rows = "".join(
            "<tr>"
            f"<td>{line.rank}</td>"
            f'<td class="name">{_linked(line.name, line.href)}</td>'
            f"<td>{escape(decimal(line.rating))}</td><td>{line.games}</td><td>{line.wins}</td>"
            "</tr>"
            for line in board.lines
        )
        parts.append(
            f'<table class="board"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>'
        )
    return page(title, "".join(parts))


def _linked(text: str, href: str | None) -> str:
    return f'<a href="{escape(href)}">{escape(text)}</a>' if href else escape(text)


@dataclass(frozen=True, slots=True)
class Chart:
    game: str
    points: Sequence[tuple[datetime, float]]


@dataclass(frozen=True, slots=True)
class Result:
    title: str
    href: str | None
    won: bool
    finished_at: datetime


CHART_W, CHART_H, PAD = 600, 220, 24


def chart_svg(name: str, chart: Chart) -> str:
    """A rating line as inline SVG (attributes only: no style the CSP would refuse), with a
    text alternative that says what it shows."""
    values = [value for _, value in chart.points]
    low, high = min(values), max(values)
    if high - low < 1.0:
        # One game, or a flat line: a band of one rating point around it, drawn mid-height.
        low, high = low - 0.5, high + 0.5
    span = high - low
    count = len(values)
    coordinates = [
        (
            PAD + (CHART_W - 2 * PAD) * (index / (count - 1) if count > 1 else 0.5),
            CHART_H - PAD - (CHART_H - 2 * PAD) * (value - low) / span,
        )
        for index, value in enumerate(values)
    ]
    line = " ".join(f"{x:.1f},{y:.1f}" for x, y in coordinates)
    dots = "".join(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3"/>' for x, y in coordinates)
    alt = t(
        "web-chart-alt",
        name=name,
        game=chart.game,
        count=count,
        first=decimal(values[0]),
        last=decimal(values[-1]),
    )
    labels = (
        f'<text x="4" y="{PAD - 4}">{escape(decimal(high))}</text>'
        f'<text x="4" y="{CHART_H - 4}">{escape(decimal(low))}</text>'
    )
    return (
        f'<figure><svg class="chart" viewBox="0 0 {CHART_W} {CHART_H}" role="img" '
        f'aria-label="{escape(alt)}"><title>{escape(alt)}</title>'
        f'<polyline points="{line}" fill="none" stroke="#0072b2" stroke-width="2"/>'
        f'<g fill="#0072b2">{dots}</g><g fill="#444" font-size="18">{labels}</g></svg>'
        f"<figcaption>{escape(t('web-rating-over-time', game=chart.game))}</figcaption></figure>"
    )


def player_page(
    name: str,
    charts: Sequence[Chart],
    results: Sequence[Result],
    playing: Sequence[GameLink] = (),
) -> bytes:
    """A player: their rating over time in each game they were rated in, their games in
    progress (no heading when there is none), their recent games."""
    title = t("web-player-title", name=name)
    parts = [f"<h1>{escape(title)}</h1>"]
    parts += [chart_svg(name, chart) for chart in charts if chart.points]
    parts.append(games_list(t("web-playing"), playing))
    parts.append(f"<h2>{escape(t('web-recent'))}</h2>")
    if not results:
        parts.append(f"<p>{escape(t('web-no-games'))}</p>")
    else:
        items = "".join(
            f"<li>{_linked(r.title, r.href)} — "
            f"{escape(t('web-result-won' if r.won else 'web-result-lost'))} "
            f'<time datetime="{r.finished_at.isoformat()}">{r.finished_at:%Y-%m-%d}</time></li>'
            for r in results
        )
        parts.append(f'<ul class="games">{items}</ul>')
    return page(title, "".join(parts))
