"""The command tree, built offline exactly as the bot builds it, obeys Discord's limits, in
every language Discord is sent (issue 17); the ``/<game> new`` options follow each engine's
``options_spec``; adapters cover every game."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import discord
import pytest

import i18n
from bot import Settings, TesseraBot, command_tree_hash
from cogs import extensions
from cogs.kit.adapter import all_adapters
from cogs.kit.components import GameComponent, verbs_of
from cogs.kit.speech import CommandTranslator
from engine.registry import all_games
from tests.standin.limits import check_commands

NAME = re.compile(r"^[-_'\w]{1,32}$")
SUBCOMMAND, GROUP = 1, 2
OPTION_TYPES = {"bool": 5, "int": 4, "choice": 3}


@pytest.fixture
async def bot(tmp_path: Path) -> AsyncIterator[TesseraBot]:
    """The bot as ``setup_hook`` leaves it before syncing, never connected to Discord."""
    env = {"DISCORD_TOKEN": "offline", "DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path}/t.db"}
    bot = TesseraBot(Settings.from_env(env))
    await bot.prepare()
    assert not bot.extensions.keys() ^ set(extensions()), "an extension failed to load"
    yield bot
    # Never logged in: the extensions to unload (the scheduler's loop, which failed waiting for
    # a login, is collected there and not later, when its log's traceback would run inside
    # whatever the collector interrupted) and the database to close (closing an unstarted
    # auto-sharded client fails).
    for name in list(bot.extensions):
        await bot.unload_extension(name)
    if bot.db_engine is not None:
        await bot.db_engine.dispose()


def payloads(bot: TesseraBot) -> list[dict[str, Any]]:
    return [command.to_dict(bot.tree) for command in bot.tree.get_commands()]


def walk(node: dict[str, Any], depth: int = 0) -> Iterator[tuple[dict[str, Any], int]]:
    yield node, depth
    for option in node.get("options", []):
        yield from walk(option, depth + 1)


def characters(node: dict[str, Any]) -> int:
    """What Discord counts towards a command's 4000 characters: names, descriptions, choices."""
    total = len(node["name"]) + len(node.get("description", ""))
    for choice in node.get("choices") or []:
        total += len(choice["name"]) + len(str(choice["value"]))
    return total + sum(characters(option) for option in node.get("options", []))


async def test_the_tree_obeys_discords_limits(bot: TesseraBot) -> None:
    check_limits(payloads(bot))


async def test_the_limits_check_catches_a_long_description(bot: TesseraBot) -> None:
    bot.tree.add_command(
        discord.app_commands.Command(name="x", description="d" * 101, callback=_noop)
    )
    with pytest.raises(AssertionError, match="x/x"):
        check_limits(payloads(bot))


def check_limits(commands: list[dict[str, Any]]) -> None:
    assert 0 < len(commands) <= 100
    assert len({c["name"] for c in commands}) == len(commands)
    for command in commands:
        assert characters(command) <= 4000, command["name"]
        for node, depth in walk(command):
            where = f"{command['name']}/{node['name']}"
            assert NAME.match(node["name"]) and node["name"] == node["name"].lower(), where
            assert 1 <= len(node["description"]) <= 100, where
            options = node.get("options", [])
            assert len(options) <= 25, where
            assert len({o["name"] for o in options}) == len(options), where
            required = [o.get("required", False) for o in options]
            assert required == sorted(required, reverse=True), f"{where}: required first"
            choices = node.get("choices") or []
            assert len(choices) <= 25, where
            for choice in choices:
                assert 1 <= len(choice["name"]) <= 100 and len(str(choice["value"])) <= 100
            if node.get("choices") and node.get("autocomplete"):
                pytest.fail(f"{where}: choices and autocomplete exclude each other")
            if "min_value" in node and "max_value" in node:
                assert node["min_value"] <= node["max_value"], where
            # Groups hold subcommands, subcommands hold plain options: two levels at most.
            # Depth 0 is the command itself (type 1 there means "chat input").
            if depth > 0 and node["type"] == GROUP:
                assert depth == 1 and all(o["type"] == SUBCOMMAND for o in options), where
            if depth > 0 and node["type"] == SUBCOMMAND:
                assert all(o["type"] > GROUP for o in options), where


#: Discord's locales the bot translates into (every other locale shows the English texts).
TRANSLATED_LOCALES = [
    locale.value for locale in discord.Locale if i18n.language_of(locale) != i18n.DEFAULT
]


async def translated_payloads(bot: TesseraBot) -> list[dict[str, Any]]:
    """The commands as a sync sends them: with each locale's texts from the translator."""
    translator = bot.tree.translator
    assert isinstance(translator, CommandTranslator)
    return [
        await command.get_translated_payload(bot.tree, translator)
        for command in bot.tree.get_commands()
    ]


def in_locale(node: dict[str, Any], locale: str) -> dict[str, Any]:
    """``node`` as a client of ``locale`` sees it: its localized names and texts."""
    shown = dict(node)
    shown["name"] = (node.get("name_localizations") or {}).get(locale, node["name"])
    description = (node.get("description_localizations") or {}).get(locale)
    shown["description"] = description or node.get("description", "")
    if node.get("choices"):
        shown["choices"] = [
            {**c, "name": (c.get("name_localizations") or {}).get(locale, c["name"])}
            for c in node["choices"]
        ]
    shown["options"] = [in_locale(option, locale) for option in node.get("options", [])]
    return shown


async def test_the_tree_obeys_discords_limits_in_every_language(bot: TesseraBot) -> None:
    """Names, descriptions (1–100), choices (≤ 25, names ≤ 100) and each command's 4,000
    characters, as each translated locale's clients get them; and the stand-in's check of the
    whole payload, localizations included, as Discord checks a sync."""
    commands = await translated_payloads(bot)
    check_commands(commands)
    assert TRANSLATED_LOCALES and set(map(i18n.language_of, TRANSLATED_LOCALES)) == set(
        i18n.LANGUAGES[1:]
    )
    for locale in TRANSLATED_LOCALES:
        try:
            check_limits([in_locale(command, locale) for command in commands])
        except AssertionError as error:
            raise AssertionError(f"{locale}: {error}") from error


async def test_every_command_leaves_room_in_every_language(bot: TesseraBot) -> None:
    """Each command stays 400 characters under Discord's 4,000 in English and in every
    translated locale: room for a game's new options (and their descriptions, longest in
    French and German) without a rewrite of the texts first."""
    commands = await translated_payloads(bot)
    for command in commands:
        assert characters(command) <= 3600, command["name"]
        for locale in TRANSLATED_LOCALES:
            assert characters(in_locale(command, locale)) <= 3600, (command["name"], locale)


#: Choice names that are names in every language: the games' titles, the languages' own names.
PROPER_NAMES = {game.title for game in all_games().values()} | set(i18n.NATIVE_NAMES.values())


def untranslated(node: dict[str, Any], locale: str, path: tuple[str, ...] = ()) -> list[str]:
    """The nodes whose description ``locale`` lacks, and the choices whose name it lacks (but
    numbers and :data:`PROPER_NAMES`)."""
    here = (*path, node["name"])
    missing = []
    if locale not in (node.get("description_localizations") or {}):
        missing.append("/".join(here))
    for choice in node.get("choices") or []:
        name = choice["name"]
        worded = any(ch.isalpha() for ch in name) and name not in PROPER_NAMES
        if worded and locale not in (choice.get("name_localizations") or {}):
            missing.append("/".join(here) + f" choice {name!r}")
    for option in node.get("options", []):
        missing += untranslated(option, locale, here)
    return missing


async def test_every_description_and_choice_is_translated(bot: TesseraBot) -> None:
    """No English fallback for a French, Dutch, Russian, Italian or German client: every
    command, group, option and worded choice of the whole tree has that locale's text; the
    languages keep their own names."""
    commands = await translated_payloads(bot)
    for locale in TRANSLATED_LOCALES:
        assert [m for c in commands for m in untranslated(c, locale)] == [], locale
    for name in all_games():
        [group] = [c for c in commands if c["name"] == name]
        [new] = [o for o in group["options"] if o["name"] == "new"]
        options = {o["name"]: o for o in new["options"]}
        languages = {c["value"]: c["name"] for c in options["language"]["choices"]}
        assert languages == dict(i18n.NATIVE_NAMES)


async def test_a_french_client_sees_french_descriptions(bot: TesseraBot) -> None:
    commands = {c["name"]: c for c in await translated_payloads(bot)}
    board = next(o for o in commands["game"]["options"] if o["name"] == "board")
    assert board["description_localizations"]["fr"] == "Le plateau, tel que tout le monde le voit"
    assert board["description_localizations"]["ru"] == "Показать партию так, как её видят все"
    assert board["description"] == "Show the board, as everybody sees it"


async def test_the_command_names_are_the_interface(bot: TesseraBot) -> None:
    tree = {c["name"]: {o["name"] for o in c["options"]} for c in payloads(bot)}
    assert tree["game"] >= {
        "join", "leave", "start", "cancel", "status", "board", "hand", "resign", "list", "rules"
    }  # fmt: skip
    for game in ("tsuro", "triominos", "tarnaris"):
        assert "new" in tree[game]
    assert tree["help"] == set()


@pytest.mark.parametrize("name", sorted(all_games()))
async def test_new_takes_the_games_options_as_typed_parameters(bot: TesseraBot, name: str) -> None:
    rules = all_games()[name]
    [group] = [c for c in payloads(bot) if c["name"] == name]
    [new] = [o for o in group["options"] if o["name"] == "new"]
    options = {o["name"]: o for o in new["options"]}
    seats = options.pop("seats")
    assert (seats["type"], seats["min_value"], seats["max_value"]) == (
        4,
        rules.min_players,
        rules.max_players,
    )
    # Every engine option, typed (the lobby may offer more, e.g. a turn clock).
    assert set(options) >= {spec.name for spec in rules.options_spec}
    for spec in rules.options_spec:
        option = options[spec.name]
        assert option["type"] == OPTION_TYPES[spec.kind] and not option.get("required")
        if spec.kind == "choice":
            assert [c["value"] for c in option["choices"]] == list(spec.choices)
        if spec.kind == "int":
            assert (option.get("min_value"), option.get("max_value")) == (
                spec.minimum,
                spec.maximum,
            )


def test_every_registered_game_has_an_adapter() -> None:
    assert set(all_adapters()) == set(all_games())


async def test_the_tree_hash_changes_with_the_tree_and_only_then(bot: TesseraBot) -> None:
    before = await command_tree_hash(bot.tree, None)
    assert await command_tree_hash(bot.tree, None) == before
    extra = discord.app_commands.Command(name="extra", description="x", callback=_noop)
    bot.tree.add_command(extra)
    assert await command_tree_hash(bot.tree, None) != before
    bot.tree.remove_command("extra")
    assert await command_tree_hash(bot.tree, None) == before


async def _noop(interaction: discord.Interaction) -> None:
    return None


#: The command tree's fingerprint as Discord sees it (issue 14: the restructuring changed
#: nothing). A change of the tree must change this on purpose, and say what changed (compared
#: payloads): issue 13 added ``/tsuro new protect_opponents`` (bool) and ``/tarnaris peek
#: card`` (int 1–40), and ``/tarnaris peek`` now reads "Card 10: look at any one card of your
#: field"; issue 15 added two optional autocompleted string options to ``/game notify``, after
#: ``mode``: ``quiet`` (1–20 characters) and ``timezone`` (1–64); issue 18 added the commands
#: /game leaderboard|stats|history|replay|export|follow|unfollow and /gameadmin recompute;
#: issue 16 added ``bots`` (int 0 to the game's seats minus one) and ``bot_level``
#: (easy/medium/hard) on each ``/<game> new``, ``/game addbot level game`` and ``/game kickbot
#: seat game``, and ``seat`` (int 1–4, last) on ``/tarnaris pass|mix|swap|penalty``, whose
#: ``player`` became optional (one of the two names the target; a user option cannot name a
#: computer): in ``mix`` and ``swap`` it now follows the required ``slots`` / ``their_slot``,
#: as Discord wants required options first. Issue 17: the fingerprint now covers every
#: language's payload (descriptions and choice names localized for fr, nl, ru, it, de); it
#: added ``language`` (string, six choices, last, optional) on each ``/<game> new`` and on
#: ``/game settings``, and shortened some English descriptions (each command stays within
#: 3,600 characters in every language); choice values are unchanged. Nothing was renamed or
#: removed, and every invocation that worked before still does. Issue 25 added the top-level
#: ``/help`` (no options; its description in every language). Issue 26 reworded descriptions
#: (no rule codes; the Triominos pass; "default: easy"): texts only. Issue 28 added the
#: top-level ``/takeback`` and ``/rematch`` (one optional ``game`` each) and an optional
#: ``invite`` (string, last) on each ``/<game> new``. Issue 29 added the top-level ``/league``
#: group. The native reviews of issue 26 and the league wording by its glossaries reworded
#: descriptions: texts only. The Dutch, Russian and German re-read of issue 26 reworded
#: descriptions again (board, hand, join, invite, league, records, simple scoring), and the
#: French and Italian re-read their option hints as whole phrases: texts only. Issue 30 added
#: ``rotate_web_links`` (a boolean) to ``/game settings``.
TREE_HASH = "4f0b18797389aa39231d28b0bd7d811f4411e50e7966409a5d95812f0925dca5"


async def test_the_command_tree_is_pinned(bot: TesseraBot) -> None:
    assert await command_tree_hash(bot.tree, None) == TREE_HASH


#: One custom id of each kind the bot posted before issue 14 (recorded from that code), with
#: the verb it must reach now.
OLD_IDS = {
    "game:join:12:3": ("game", "join"),
    "game:leave:12:3": ("game", "leave"),
    "game:start:12:3": ("game", "start"),
    "game:hand:12:3": ("game", "hand"),
    "game:tsuro_notch:12:3": ("game", "tsuro_notch"),
    "game:tsuro_turn:12:3": ("game", "tsuro_turn"),
    "game:tri_turn:12:3": ("game", "tri_turn"),
    "tsuro:rnotch:12:3": ("tsuro", "rnotch"),
    "tsuro:all:12:3": ("tsuro", "all"),
    "tsuro:show:12:3:17:90": ("tsuro", "show"),
    "tsuro:play:12:3:17:270": ("tsuro", "play"),
    "tsuro:notch:12:3:a": ("tsuro", "notch"),
    "tsuro:pick:12:3": ("tsuro", "pick"),
    "trib:draw:12:3": ("trib", "draw"),
    "trib:place:12:3:1-2-3:-2,1:2": ("trib", "place"),
    "trib:spots:12:3:1-2-3:1": ("trib", "spots"),
    "tris:tile:12:3:0": ("tris", "tile"),
    "tris:spot:12:3:1-2-3:0": ("tris", "spot"),
    "tnb:reveal:12:3:4": ("tnb", "reveal"),
    "tnb:lay:12:3:1.2": ("tnb", "lay"),
    "tnb:done:12:3:": ("tnb", "done"),
    "tnb:claim:12:3:4.0.1": ("tnb", "claim"),
    "tns:cslot:12:3:": ("tns", "cslot"),
    "tns:sf5:12:3:2": ("tns", "sf5"),
}


async def test_every_old_custom_id_reaches_a_verb(bot: TesseraBot) -> None:
    """Buttons already posted keep working: the one dynamic item parses each old kind and the
    verb it names is registered (issue 14)."""
    pattern = GameComponent.__discord_ui_compiled_template__
    verbs = verbs_of(bot)
    for old, (namespace, name) in OLD_IDS.items():
        match = pattern.fullmatch(old)
        assert match is not None, old
        assert (match["namespace"], match["verb"]) == (namespace, name)
        assert verbs.get(namespace, name) is not None, old
