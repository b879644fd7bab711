"""``/league new|join|leave|start|standings|schedule|cancel|withdraw``, the sign-up message's
Join and Leave buttons (keyed verbs of the kit's component family:
``lg:join:<league id>:0``), and what the scheduler's tick does with a due league (the
league rows it is handed, :class:`db.scheduler.DueRows`: no loop of its own)."""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from typing import Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from cogs.kit.adapter import adapter_for, all_adapters
from cogs.kit.components import Keyed, Press, custom_id, verbs_of
from cogs.kit.context import is_manager, store_of
from cogs.kit.errors import send_private
from cogs.kit.hand import file_of
from cogs.kit.lobby import CLOCK_ACTIONS, CLOCK_CHOICES
from cogs.kit.speech import described, new_game_language
from cogs.kit.text import explain
from cogs.kit.turns import show_turn
from cogs.league import wording
from cogs.league.tables import advance, announce_round, channel_of
from db.errors import StoreError
from db.league import League, LeagueRow, LeagueStore
from db.scheduler import MAX_CLOCK_HOURS, DueRows, Scheduler
from engine.core import EngineError, OptionSpec
from engine.league import FORMATS
from render.league import standings_png

log = logging.getLogger("tessera.league")
NAMESPACE = "lg"
FORMAT_CHOICES = [
    app_commands.Choice(name=described("league-format-" + f), value=f) for f in FORMATS
]
MAX_ROUNDS = 12


class Refusal(Exception):
    """A league refusal: ``league-refuse-<code>``, answered privately."""

    def __init__(self, code: str, **data: Any) -> None:
        super().__init__(code)
        self.code, self.data = code, data


def game_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=a.title, value=n) for n, a in all_adapters().items()]


def signup_view(league: League) -> discord.ui.View:
    """Join and Leave buttons, rebuilt from their custom ids after a restart."""
    view = discord.ui.View(timeout=None)
    for verb, style in (
        ("join", discord.ButtonStyle.primary),
        ("leave", discord.ButtonStyle.secondary),
    ):
        view.add_item(
            discord.ui.Button(
                label=i18n.t("league-button-" + verb),
                style=style,
                custom_id=custom_id(NAMESPACE, verb, league.id, 0),
            )
        )
    return view


@asynccontextmanager
async def refusing(interaction: discord.Interaction) -> AsyncIterator[None]:
    """Answer a league, store or engine refusal privately, in the user's words."""
    try:
        yield
    except (Refusal, StoreError, EngineError) as error:
        await refused(interaction, error)


async def refused(interaction: discord.Interaction, error: Exception) -> None:
    code = str(getattr(error, "code", "unknown"))
    if isinstance(error, Refusal) or code.startswith("league_"):
        data = getattr(error, "data", {})
        key = "league-refuse-" + code.removeprefix("league_").replace("_", "-")
        text = i18n.t(key, **{k: str(v) for k, v in data.items()})
    else:
        # The engine's own refusals (a seat count or option the game does not allow).
        text = explain(error)
    await send_private(interaction, text)


def parse_options(text: str | None, specs: Sequence[OptionSpec]) -> dict[str, Any]:
    """``"name=value name=value"`` (the game's option names, as ``/<game> new`` has them),
    each value read as its option's kind; the engine then refuses what does not fit."""
    kinds = {spec.name: spec.kind for spec in specs}
    found: dict[str, Any] = {}
    for part in (text or "").replace(",", " ").split():
        name, sep, value = part.partition("=")
        if not sep or not name:
            raise Refusal("options", given=part)
        kind, lowered = kinds.get(name), value.lower()
        if kind == "bool" and lowered in ("true", "false"):
            found[name] = lowered == "true"
        elif kind == "int" and re.fullmatch(r"-?[0-9]{1,9}", value):
            found[name] = int(value)
        else:
            found[name] = value
    return found


class LeagueCog(commands.Cog):
    """Leagues and tournaments (issue 29)."""

    group = app_commands.Group(
        name="league", description=described("league-cmd-group"), guild_only=True
    )

    def __init__(self, bot: commands.Bot, leagues: LeagueStore, scheduler: Scheduler) -> None:
        self.bot = bot
        self.leagues = leagues
        self.scheduler = scheduler
        #: One league advanced at a time: the scheduler's tick and ``/league start`` never open
        #: the same round's games twice.
        self.advancing = asyncio.Lock()

    async def cog_load(self) -> None:
        verbs_of(self.bot).add(
            Keyed(NAMESPACE, "join", self.join_button), Keyed(NAMESPACE, "leave", self.leave_button)
        )
        table = LeagueRow.__table__
        self.scheduler.add_due(
            DueRows(NAMESPACE, table, table.c.id, table.c.due_at, table.c.guild_id, self.due)
        )

    async def cog_unload(self) -> None:
        self.scheduler.remove_due(NAMESPACE)

    async def due(self, league_id: int) -> None:
        """A league the scheduler leased (its ``due_at`` came): do what it needs."""
        async with self.advancing:
            await advance(self.bot, league_id)

    async def _league(
        self, interaction: discord.Interaction, league_id: int | None, *, current: bool = True
    ) -> League:
        """The league asked for, or the server's newest one signing up or running (with
        ``current`` false: the newest, even if over)."""
        if league_id is None:
            found = await self.leagues.of_guild(interaction.guild_id or 0, current=current)
            if not found:
                raise Refusal("none")
            league_id = found[0]
        league = await self.leagues.get(league_id)
        if league.guild_id != interaction.guild_id:
            raise Refusal("not_found", league_id=league_id)
        return league

    async def _refresh(self, league: League) -> None:
        """Edit the sign-up message to the entrants as they are now."""
        if league.signup_message_id is None:
            return
        try:
            channel = self.bot.get_channel(league.channel_id)
            if isinstance(channel, discord.abc.Messageable):
                message = channel.get_partial_message(league.signup_message_id)  # type: ignore[attr-defined]
                with i18n.speaking(league.language):
                    view = signup_view(league) if league.status == "signup" else None
                    await message.edit(content=wording.signup(league), view=view)
        except discord.HTTPException:
            log.warning("league %s: sign-up message not edited", league.id)

    # -- commands -------------------------------------------------------------------------
    @group.command(name="new", description=described("league-cmd-new"))
    @app_commands.describe(
        game=described("league-opt-game"),
        format=described("league-opt-format"),
        rounds=described("league-opt-rounds"),
        seats=described("league-opt-seats"),
        turn_clock=described("kit-opt-turn-clock"),
        clock_action=described("kit-opt-clock-action"),
        round_hours=described("league-opt-round-hours"),
        signup_hours=described("league-opt-signup-hours"),
        computers=described("league-opt-computers"),
        options=described("league-opt-options"),
    )
    @app_commands.choices(game=game_choices(), format=FORMAT_CHOICES, clock_action=CLOCK_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        format: str,
        rounds: app_commands.Range[int, 1, MAX_ROUNDS] = 3,
        seats: app_commands.Range[int, 2, 4] = 2,
        turn_clock: app_commands.Range[int, 0, MAX_CLOCK_HOURS] | None = None,
        clock_action: Literal[CLOCK_ACTIONS] | None = None,  # type: ignore[valid-type]
        round_hours: app_commands.Range[int, 0, MAX_CLOCK_HOURS] = 0,
        signup_hours: app_commands.Range[int, 1, MAX_CLOCK_HOURS] | None = None,
        computers: bool = False,
        options: app_commands.Range[str, 1, 200] | None = None,
    ) -> None:
        async with refusing(interaction):
            if not await is_manager(interaction):
                raise Refusal("not_manager_new")
            rules = adapter_for(game).rules
            rules.check_players(seats)
            chosen = rules.normalize_options(parse_options(options, rules.options_spec))
            if interaction.channel_id is None or isinstance(interaction.channel, discord.Thread):
                raise Refusal("channel")
            league = await self.leagues.create(
                guild_id=interaction.guild_id or 0,
                channel_id=interaction.channel_id,
                creator_id=interaction.user.id,
                game=game,
                options=chosen,
                fmt=format,
                rounds=rounds,
                seats=seats,
                clock_hours=turn_clock,
                clock_action=clock_action,
                computers=computers,
                round_hours=round_hours,
                signup_hours=signup_hours,
                language=await new_game_language(interaction, None),
            )
            with i18n.speaking(league.language):
                await interaction.response.send_message(
                    wording.signup(league), view=signup_view(league)
                )
            message = await interaction.original_response()
            await self.leagues.set_signup_message(league.id, message.id)

    @group.command(name="join", description=described("league-cmd-join"))
    @app_commands.describe(league=described("league-opt-league"))
    async def join(self, interaction: discord.Interaction, league: int | None = None) -> None:
        async with refusing(interaction):
            found = await self._league(interaction, league)
            await self._join(interaction, found.id)

    @group.command(name="leave", description=described("league-cmd-leave"))
    @app_commands.describe(league=described("league-opt-league"))
    async def leave(self, interaction: discord.Interaction, league: int | None = None) -> None:
        async with refusing(interaction):
            found = await self._league(interaction, league)
            await self._leave(interaction, found.id)

    async def join_button(self, interaction: discord.Interaction, league_id: int, _: Press) -> None:
        async with refusing(interaction):
            await self._join(interaction, league_id)

    async def leave_button(
        self, interaction: discord.Interaction, league_id: int, _: Press
    ) -> None:
        async with refusing(interaction):
            await self._leave(interaction, league_id)

    async def _join(self, interaction: discord.Interaction, league_id: int) -> None:
        name = interaction.user.display_name
        league = await self.leagues.join(league_id, interaction.user.id, name)
        await send_private(interaction, i18n.t("league-joined", league=str(league.id)))
        await self._refresh(league)

    async def _leave(self, interaction: discord.Interaction, league_id: int) -> None:
        league = await self.leagues.leave(league_id, interaction.user.id)
        await send_private(interaction, i18n.t("league-left", league=str(league.id)))
        await self._refresh(league)

    @group.command(name="start", description=described("league-cmd-start"))
    @app_commands.describe(league=described("league-opt-league"))
    async def start(self, interaction: discord.Interaction, league: int | None = None) -> None:
        async with refusing(interaction):
            found = await self._league(interaction, league)
            manager = await is_manager(interaction)
            started = await self.leagues.start(found.id, interaction.user.id, manager=manager)
            await send_private(interaction, i18n.t("league-started", league=str(started.id)))
            await self._refresh(started)
            # Round 1 is announced and opened here rather than at the next tick.
            async with self.advancing:
                await announce_round(await channel_of(self.bot, started.channel_id), started)
                await advance(self.bot, started.id)

    @group.command(name="standings", description=described("league-cmd-standings"))
    @app_commands.describe(league=described("league-opt-league"))
    async def standings(self, interaction: discord.Interaction, league: int | None = None) -> None:
        async with refusing(interaction):
            found = await self._league(interaction, league, current=False)
            await interaction.response.defer(ephemeral=True, thinking=True)
            # In the reader's language, as the text is (a private answer).
            picture = await asyncio.to_thread(
                standings_png,
                wording.standings_title(found),
                wording.standings_lines(found),
                swiss=found.format == "swiss",
            )
            await send_private(
                interaction,
                wording.standings(found),
                file=file_of(picture, f"league-{found.id}-standings.png"),
            )

    @group.command(name="schedule", description=described("league-cmd-schedule"))
    @app_commands.describe(league=described("league-opt-league"))
    async def schedule(self, interaction: discord.Interaction, league: int | None = None) -> None:
        async with refusing(interaction):
            found = await self._league(interaction, league, current=False)
            await send_private(interaction, wording.schedule(found))

    @group.command(name="cancel", description=described("league-cmd-cancel"))
    @app_commands.describe(league=described("league-opt-league"))
    async def cancel(self, interaction: discord.Interaction, league: int | None = None) -> None:
        async with refusing(interaction):
            found = await self._league(interaction, league)
            manager = await is_manager(interaction)
            cancelled = await self.leagues.cancel(found.id, interaction.user.id, manager=manager)
            with i18n.speaking(cancelled.language):
                text = i18n.t("league-cancelled", league=str(cancelled.id))
            await interaction.response.send_message(text)
            await self._refresh(cancelled)

    @group.command(name="withdraw", description=described("league-cmd-withdraw"))
    @app_commands.describe(league=described("league-opt-league"))
    async def withdraw(self, interaction: discord.Interaction, league: int | None = None) -> None:
        async with refusing(interaction):
            found = await self._league(interaction, league)
            await interaction.response.defer(ephemeral=True, thinking=True)
            _, games = await self.leagues.withdraw(found.id, interaction.user.id)
            store = store_of(self.bot)
            for game_id in games:
                try:
                    result = await store.resign(game_id, interaction.user.id, turn_message=True)
                except (StoreError, EngineError):
                    continue  # over meanwhile
                await show_turn(self.bot, result)
            await send_private(interaction, i18n.t("league-withdrawn", league=str(found.id)))
