"""Playing Tsuro through the stand-in as its players would: by buttons or by typed commands.

Each helper acts as one user on the newest turn message and returns the next turn message.
Choices are read from what the bot showed that user (the picker's select labels, the tile
autocomplete), never from the database, so the tests exercise exactly what a player sees.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from engine.core import Move
from engine.registry import get_game
from engine.rng import Rng
from engine.tsuro import hand_options
from tests.bot.scene import Scene, private_to
from tests.standin.world import Channel, Message, User

MENTION = re.compile(r"<@(\d+)>")


def components(message: Message) -> list[dict[str, Any]]:
    """Every component of ``message`` (rows flattened)."""
    found: list[dict[str, Any]] = []

    def walk(items: list[dict[str, Any]]) -> None:
        for item in items:
            found.append(item)
            walk(item.get("components", []))

    walk(message.components)
    return found


def component(message: Message, prefix: str) -> dict[str, Any]:
    found = [c for c in components(message) if c.get("custom_id", "").startswith(prefix)]
    assert found, (prefix, message.custom_ids())
    return found[0]


def game_id_of(message: Message) -> int:
    found = re.search(r"#(\d+)", message.content)
    assert found is not None, message.content
    return int(found[1])


@dataclass
class Table:
    """A game's thread and players while it is played."""

    scene: Scene
    thread: Channel
    users: list[User]
    #: The newest turn message (``None`` before the first, for an imported game).
    turn: Message | None
    #: Every private hand line a player was shown (for the leak checks).
    hands_seen: list[str] = field(default_factory=list)
    pictures: int = 0

    def mover(self) -> User:
        """The player the turn message names in its last line, and the only one it may mention
        (nobody is mentioned when the turn was theirs already, e.g. after another's
        resignation)."""
        assert self.turn is not None
        last = self.turn.content.splitlines()[-1]
        named = [u for u in self.users if last.startswith(f"{u.name}, ")]
        ids = {int(found) for found in MENTION.findall(self.turn.content)}
        assert len(named) == 1 and ids <= {named[0].id}, self.turn.content
        return named[0]

    @property
    def over(self) -> bool:
        return self.turn is not None and "Game over" in self.turn.content

    async def next_turn(self) -> Message:
        self.turn = await self.scene.turn_message(self.thread, after=self.turn)
        return self.turn

    # -- buttons --------------------------------------------------------------------------------
    async def open_picker(self, user: User) -> Message:
        assert self.turn is not None
        [action] = [c.split(":")[1] for c in self.turn.custom_ids() if c.startswith("game:tsuro_")]
        picker = await (await self.scene.click(user, self.turn, action)).message()
        assert private_to(picker, user), picker.content
        return picker

    async def notch_by_button(self, user: User, random: bool = False) -> Message:
        picker = await self.open_picker(user)
        assert "Pick your start notch" in picker.content and picker.attachments
        if random:
            handle = await self.scene.standin.click(
                user, picker, component(picker, "tsuro:rnotch")["custom_id"]
            )
        else:
            select = component(picker, "tsuro:notch")
            value = select["options"][len(select["options"]) // 2]["value"]
            handle = await self.scene.standin.select(user, picker, select["custom_id"], [value])
        # Answered once (issue 25): the picker becomes the note, and nothing follows it.
        await self.scene.until(lambda: not picker.custom_ids(), "the picker to close")
        assert picker.content.startswith("Your marker starts at notch"), picker.content
        assert private_to(picker, user) and handle.interaction.followups == []
        return await self.next_turn()

    async def place_by_button(self, user: User) -> Message:
        picker = await self.open_picker(user)
        assert "Your turn" in picker.content and picker.attachments[0].filename == "hand.png"
        self.hands_seen.append(picker.content)
        select = component(picker, "tsuro:pick")
        allowed = [o for o in select["options"] if "not allowed" not in o["label"]]
        choice = allowed[0]["value"]
        await (
            await self.scene.standin.select(user, picker, select["custom_id"], [choice])
        ).response()
        await self.scene.until(
            lambda: any(c.startswith("tsuro:play") for c in picker.custom_ids()), "the preview"
        )
        assert picker.attachments[0].filename == "preview.png"
        confirm = component(picker, "tsuro:play")
        assert not confirm.get("disabled")
        note = await (await self.scene.standin.click(user, picker, confirm["custom_id"])).followup()
        assert private_to(note, user), note.content
        return await self.next_turn()

    # -- typed commands -------------------------------------------------------------------------
    async def free_notches(self, user: User, typed: str = "") -> list[int]:
        """The free notches ``/tsuro start``'s autocomplete offers (25 at most)."""
        typing = await self.scene.standin.autocomplete(
            user, self.thread, "tsuro start", {"notch": typed}, focused="notch"
        )
        return [choice["value"] for choice in await typing.choices()]

    async def notch_by_command(self, user: User, notch: int | None) -> Message:
        options = {} if notch is None else {"notch": notch}
        note = await self.scene.reply(user, self.thread, "tsuro start", options)
        assert private_to(note, user), note.content
        return await self.next_turn()

    async def tile_choices(self, user: User) -> list[dict[str, Any]]:
        typing = await self.scene.standin.autocomplete(
            user, self.thread, "tsuro place", {"tile": ""}, focused="tile"
        )
        return await typing.choices()

    async def place_by_command(self, user: User) -> Message:
        choices = await self.tile_choices(user)
        assert choices and all(c["name"].startswith("Tile ") for c in choices)
        self.hands_seen.append(", ".join(str(c["value"]) for c in choices))
        # A safe rotation if any tile has one, else one P4 allows anyway (the labels say).
        playable = [
            (choice["value"], int(found[1]))
            for pattern in (r"safe at (\d+)°", r"allowed anyway at (\d+)°")
            for choice in choices
            if (found := re.search(pattern, choice["name"]))
        ]
        assert playable, choices
        tile, rotation = playable[0]
        options = {"tile": tile, "rotation": rotation}
        note = await self.scene.reply(user, self.thread, "tsuro place", options)
        assert private_to(note, user), note.content
        return await self.next_turn()

    async def play_out(self, by: str) -> None:
        """Every notch, then every turn, until the game is over."""
        seat = 0
        assert self.turn is not None
        while "pick your start notch" in self.turn.content:
            user = self.mover()
            if by == "buttons":
                await self.notch_by_button(user, random=seat % 3 == 2)
            else:
                free = await self.free_notches(user)
                await self.notch_by_command(user, None if seat % 3 == 2 else free[-1])
            seat += 1
        while not self.over:
            user = self.mover()
            if by == "buttons":
                await self.place_by_button(user)
            else:
                await self.place_by_command(user)


# -- positions found with the engine, for imported games -----------------------------------------
def forced_suicide_record(players: int = 3) -> tuple[int, list[tuple[int, Move]]]:
    """The first seeded game that reaches a turn (everyone still in) where every option of the
    player to move is suicidal (P4's exception): its seed and the moves up to that turn."""
    rules = get_game("tsuro")
    for seed in range(1, 1000):
        state = rules.setup(players, rules.normalize_options({}), seed)
        rng, log = Rng(seed), []
        while rules.outcome(state) is None:
            view = rules.view(state, None)
            if view["phase"] == "play" and all(m["alive"] for m in view["markers"]):
                options = hand_options(state, view["turn"])
                if len(options) >= 8 and all(o["suicide"] for o in options):
                    return seed, log
            seat, move = rules.random_action(state, rng)
            state = rules.apply(state, seat, move).state
            log.append((seat, move))
    raise AssertionError("no forced suicide found")


def dragon_record(players: int = 4) -> tuple[int, list[tuple[int, Move]], int]:
    """A seeded game where a placement makes someone take the dragon (D1) and, a few moves
    later, the holder is eliminated and the dragon passes on (D4): seed, every move up to
    the pass, and the index of the move that takes the dragon."""
    rules = get_game("tsuro")
    for seed in range(1, 5000):
        state = rules.setup(players, rules.normalize_options({}), seed)
        rng, log, kinds = Rng(seed), [], []
        while rules.outcome(state) is None:
            seat, move = rules.random_action(state, rng)
            applied = rules.apply(state, seat, move)
            state = applied.state
            log.append((seat, move))
            kinds.append(applied.events)
        taken = next(
            (i for i, es in enumerate(kinds) if any(e["kind"] == "dragon_taken" for e in es)), None
        )
        passed = next(
            (
                i
                for i, es in enumerate(kinds)
                if any(e["kind"] == "dragon_passed" and e["to"] is not None for e in es)
            ),
            None,
        )
        if taken is not None and passed is not None and 0 < passed - taken <= 6:
            return seed, log[: passed + 1], taken
    raise AssertionError("no dragon pass found")


def collision_allowed_record(players: int = 3) -> tuple[int, list[tuple[int, Move]], Move]:
    """With ``strict_suicide`` off (P4, V2): the first seeded game reaching a turn where a
    placement that knocks the mover out in a collision is allowed: seed, the moves up to that
    turn, and that placement."""
    rules = get_game("tsuro")
    options = rules.normalize_options({"strict_suicide": False})
    for seed in range(1, 1000):
        state = rules.setup(players, options, seed)
        rng, log = Rng(seed), []
        while rules.outcome(state) is None:
            view = rules.view(state, None)
            if view["phase"] == "play":
                for option in hand_options(state, view["turn"]):
                    if option["suicide"] == "collision" and option["legal"]:
                        move = {"kind": "place", "tile": option["tile"]}
                        return seed, log, move | {"rotation": option["rotation"]}
            seat, move = rules.random_action(state, rng)
            state = rules.apply(state, seat, move).state
            log.append((seat, move))
    raise AssertionError("no allowed collision found")
