"""The stand-in proven with a real discord.py bot (example_bot.py) run through the launcher.

One bot process serves the module (start-up costs about a second); each test makes its own
channel and users so tests do not see each other's messages.
"""

from __future__ import annotations

import io
import time
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest
import pytest_asyncio
from PIL import Image

from tests.standin import BotProcess, DiscordStandIn, InteractionFailed
from tests.standin.world import CREATE_PUBLIC_THREADS, Channel, Guild, Overwrite, User

pytestmark = pytest.mark.asyncio(loop_scope="module")

EXAMPLE_BOT = Path(__file__).with_name("example_bot.py")


class Scene:
    def __init__(self, standin: DiscordStandIn, guild: Guild, bot: BotProcess) -> None:
        self.standin = standin
        self.guild = guild
        self.bot = bot

    def channel(self, name: str) -> Channel:
        return self.standin.add_channel(self.guild, name)

    def user(self, name: str) -> User:
        return self.standin.add_user(name, guilds=[self.guild])


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def scene() -> AsyncIterator[Scene]:
    standin = await DiscordStandIn.start()
    guild = standin.add_guild("Example")
    bot = BotProcess(standin, EXAMPLE_BOT)
    try:
        await bot.start()
        yield Scene(standin, guild, bot)
    finally:
        try:
            await bot.stop()
        finally:
            print(bot.log)
            await standin.close()


async def test_commands_are_synced_globally_once(scene: Scene) -> None:
    [sync] = scene.standin.recorded("PUT", "/applications/{application_id}/commands")
    assert sync.status == 200
    [demo] = scene.standin.commands_for(scene.guild)
    assert demo["name"] == "demo"
    subcommands = {o["name"]: o["type"] for o in demo["options"]}
    assert subcommands["echo"] == 1 and subcommands["board"] == 2


async def test_slash_command_answered_publicly(scene: Scene) -> None:
    channel, alice = scene.channel("echo-public"), scene.user("alice")
    handle = await scene.standin.slash(alice, channel, "demo echo", {"text": "hello"})
    message = await handle.message()
    assert message.content == "hello"
    assert message.is_public and not message.ephemeral
    assert message.interaction is handle.interaction
    assert handle.interaction.callback_type == 4
    assert scene.standin.messages_in(channel) == [message]


async def test_slash_command_answered_ephemerally(scene: Scene) -> None:
    channel, alice, bob = scene.channel("echo-secret"), scene.user("alice"), scene.user("bob")
    handle = await scene.standin.slash(
        alice, channel, "demo echo", {"text": "psst", "secret": True}
    )
    message = await handle.message()
    assert message.ephemeral and message.visible_to == {alice.id}
    assert message not in scene.standin.public_messages()
    assert message in scene.standin.visible_to(alice)
    assert message not in scene.standin.visible_to(bob)


async def test_deferred_followup_with_png_replaces_the_thinking_message(scene: Scene) -> None:
    channel, alice = scene.channel("picture"), scene.user("alice")
    handle = await scene.standin.slash(alice, channel, "demo picture")
    assert (await handle.response()).callback_type == 5
    message = await handle.message()
    assert message.content == "a picture" and message.is_public
    assert handle.interaction.followups == []  # the follow-up became the original message
    [attachment] = message.attachments
    assert attachment.filename == "red.png"
    with Image.open(io.BytesIO(attachment.data)) as image:
        assert (image.format, image.size, image.mode) == ("PNG", (64, 32), "RGB")
        assert image.getpixel((10, 10)) == (200, 0, 0)
    [upload] = [
        r
        for r in scene.standin.recorded("POST", "/webhooks/{webhook_id}/{webhook_token}")
        if r.params["webhook_token"] == handle.interaction.token
    ]
    assert upload.files[0].data == attachment.data


async def test_dynamic_button_click_edits_its_message(scene: Scene) -> None:
    channel, alice = scene.channel("counter"), scene.user("alice")
    message = await (await scene.standin.slash(alice, channel, "demo counter")).message()
    assert message.custom_ids() == ["counter:0"]
    click = await scene.standin.click(alice, message, "counter:0")
    assert (await click.response()).callback_type == 7
    assert click.interaction.original is message
    assert message.content == "count 1" and message.custom_ids() == ["counter:1"]
    assert message.revisions[0]["content"] == "count 0"


async def test_select_menu_answers_privately(scene: Scene) -> None:
    channel, bob = scene.channel("pick"), scene.user("bob")
    message = await (await scene.standin.slash(bob, channel, "demo pick")).message()
    chosen = await scene.standin.select(bob, message, "demo:pick", ["c", "a"])
    reply = await chosen.message()
    assert reply.content == "picked a,c" and reply.visible_to == {bob.id}
    with pytest.raises(ValueError, match="not among"):
        await scene.standin.select(bob, message, "demo:pick", ["z"])


async def test_autocomplete_in_a_subcommand_group(scene: Scene) -> None:
    channel, alice = scene.channel("board"), scene.user("alice")
    handle = await scene.standin.autocomplete(
        alice, channel, "demo board place", {"tile": "g"}, focused="tile"
    )
    assert await handle.choices() == [{"name": "Gamma", "value": "gamma"}]
    placed = await scene.standin.slash(
        alice, channel, "demo board place", {"tile": "gamma", "turns": 3}
    )
    assert (await placed.message()).content == "placed gamma turned 3"
    with pytest.raises(ValueError, match="required"):
        await scene.standin.slash(alice, channel, "demo board place", {"turns": 3})


async def test_member_option_is_resolved(scene: Scene) -> None:
    channel, alice, bob = scene.channel("whois"), scene.user("alice"), scene.user("bob")
    handle = await scene.standin.slash(alice, channel, "demo whois", {"member": bob})
    assert (await handle.message()).content == f"bob {bob.id}"


async def test_thread_created_and_used(scene: Scene) -> None:
    channel, alice = scene.channel("threads"), scene.user("alice")
    handle = await scene.standin.slash(alice, channel, "demo thread", {"name": "game 7"})
    reply = await handle.message()
    [thread] = scene.standin.threads(channel)
    assert reply.content == f"thread {thread.id}" and reply.ephemeral
    assert thread.name == "game 7" and thread.is_thread and thread.owner_id == scene.standin.bot.id
    [welcome] = scene.standin.messages_in(thread)
    assert welcome.content == "welcome to game 7" and welcome.is_public
    # The bot learnt of the thread from THREAD_CREATE: a command inside it works.
    inside = await scene.standin.slash(alice, thread, "demo echo", {"text": "in thread"})
    assert (await inside.message()).channel is thread


async def test_direct_message(scene: Scene) -> None:
    channel, carol = scene.channel("dm"), scene.user("carol")
    handle = await scene.standin.slash(carol, channel, "demo dm", {"text": "just for you"})
    assert (await handle.message()).content == "sent"
    [dm] = scene.standin.dms_with(carol)
    assert dm.content == "just for you" and not dm.is_public and dm.visible_to == {carol.id}


async def test_closed_dms_are_refused_with_50007(scene: Scene) -> None:
    channel, dave = scene.channel("dm-closed"), scene.user("dave")
    dave.dms_open = False
    handle = await scene.standin.slash(dave, channel, "demo dm", {"text": "hi"})
    assert (await handle.message()).content == "dm failed 50007"
    assert scene.standin.dms_with(dave) == []


async def test_content_over_2000_characters_is_rejected_like_discord(scene: Scene) -> None:
    channel, alice = scene.channel("long"), scene.user("alice")
    handle = await scene.standin.slash(alice, channel, "demo long", {"size": 2001})
    reply = await handle.message()
    assert reply.content == (
        "rejected 400 50035 Invalid Form Body\nIn content: Must be 2000 or fewer in length."
    )
    assert scene.standin.public_messages().count(reply) == 0
    ok = await scene.standin.slash(alice, channel, "demo long", {"size": 2000})
    assert (await ok.message()).content == "posted"
    assert [len(m.content) for m in scene.standin.messages_in(channel) if m.is_public] == [2000]


async def test_first_response_after_three_seconds_is_unknown_interaction(scene: Scene) -> None:
    channel, alice = scene.channel("slow"), scene.user("alice")
    handle = await scene.standin.slash(alice, channel, "demo slow", {"seconds": 3.2})
    with pytest.raises(InteractionFailed):
        await handle.response()
    await scene.bot.wait_for_log("late answer refused: 404 10062")
    assert handle.interaction.rejected == [(404, 10062)]
    assert scene.standin.messages_in(channel) == []


async def test_second_callback_is_already_acknowledged(scene: Scene) -> None:
    channel, alice = scene.channel("twice"), scene.user("alice")
    handle = await scene.standin.slash(alice, channel, "demo echo", {"text": "once"})
    await handle.message()
    interaction = handle.interaction
    url = f"{scene.standin.base_url}/interactions/{interaction.id}/{interaction.token}/callback"
    async with aiohttp.ClientSession() as session:
        body = {"type": 4, "data": {"content": "twice"}}
        async with session.post(url, json=body) as response:
            assert response.status == 400
            assert response.headers["Content-Type"] == "application/json"
            assert await response.json() == {
                "code": 40060,
                "message": "Interaction has already been acknowledged.",
            }
    assert [m.content for m in scene.standin.messages_in(channel)] == ["once"]


async def test_injected_500_is_retried_by_discord_py(scene: Scene) -> None:
    channel, alice = scene.channel("flaky"), scene.user("alice")
    route = "/channels/{channel_id}/messages"
    scene.standin.fail("POST", route, status=500, where={"channel_id": str(channel.id)})
    handle = await scene.standin.slash(alice, channel, "demo notify", {"text": "news"})
    assert (await handle.message()).content == "notified"
    posts = [
        r
        for r in scene.standin.recorded("POST", route)
        if r.params["channel_id"] == str(channel.id)
    ]
    assert [r.status for r in posts] == [500, 200]
    assert [m.content for m in scene.standin.public_messages() if m.channel is channel] == ["news"]


@pytest.mark.parametrize("is_global", [False, True])
async def test_injected_429_waits_retry_after_then_succeeds(scene: Scene, is_global: bool) -> None:
    channel, alice = scene.channel("busy"), scene.user("alice")
    route = "/channels/{channel_id}/messages"
    where = {"channel_id": str(channel.id)}
    scene.standin.rate_limit("POST", route, retry_after=0.4, where=where, is_global=is_global)
    handle = await scene.standin.slash(alice, channel, "demo notify", {"text": "later"})
    assert (await handle.message()).content == "notified"
    posts = [r for r in scene.standin.recorded("POST", route) if r.params == where]
    assert [r.status for r in posts] == [429, 200]
    assert posts[1].at - posts[0].at >= 0.4
    assert posts[0].response["retry_after"] == 0.4


async def test_persistent_failure_reaches_the_bot_as_an_error(scene: Scene) -> None:
    channel, alice = scene.channel("down"), scene.user("alice")
    where = {"channel_id": str(channel.id)}
    scene.standin.fail("POST", "/channels/{channel_id}/messages", status=403, where=where)
    handle = await scene.standin.slash(alice, channel, "demo notify", {"text": "x"})
    assert (await handle.message()).content == "notify failed 403"


async def test_a_slow_answer_arrives_late_but_once(scene: Scene) -> None:
    channel, alice = scene.channel("slow"), scene.user("alice")
    where = {"channel_id": str(channel.id)}
    scene.standin.slow("POST", "/channels/{channel_id}/messages", seconds=0.5, where=where)
    started = time.monotonic()
    handle = await scene.standin.slash(alice, channel, "demo notify", {"text": "late"})
    assert (await handle.message()).content == "notified"
    assert time.monotonic() - started >= 0.5
    assert [m.content for m in scene.standin.public_messages() if m.channel is channel] == ["late"]


async def test_a_cloudflare_ban_reaches_the_bot_at_once(scene: Scene) -> None:
    """A 429 without Discord's ``Via`` header is a ban: discord.py raises instead of waiting."""
    channel, alice = scene.channel("banned"), scene.user("alice")
    where = {"channel_id": str(channel.id)}
    scene.standin.ban("POST", "/channels/{channel_id}/messages", where=where)
    handle = await scene.standin.slash(alice, channel, "demo notify", {"text": "x"})
    assert (await handle.message()).content == "notify failed 429"
    [post] = [r for r in scene.standin.recorded("POST") if r.params == where]
    assert post.status == 429
    assert [m for m in scene.standin.public_messages() if m.channel is channel] == []


async def test_button_still_works_after_a_restart(scene: Scene) -> None:
    channel, alice = scene.channel("restart"), scene.user("alice")
    message = await (await scene.standin.slash(alice, channel, "demo counter")).message()
    await scene.bot.restart()
    assert "closed cleanly" in scene.bot.log
    click = await scene.standin.click(alice, message, "counter:0")
    await click.response()
    assert message.content == "count 1"
    # The restarted bot found its commands unchanged but synced again (this bot keeps no hash).
    assert len(scene.standin.recorded("PUT", "/applications/{application_id}/commands")) == 2


async def test_file_in_a_private_answer(scene: Scene) -> None:
    channel, alice = scene.channel("card"), scene.user("alice")
    handle = await scene.standin.slash(alice, channel, "demo card")
    message = await handle.message()
    assert handle.interaction.callback_type == 4 and message.ephemeral
    [callback] = [
        r
        for r in scene.standin.recorded(
            "POST", "/interactions/{interaction_id}/{interaction_token}/callback"
        )
        if r.params["interaction_id"] == str(handle.interaction.id)
    ]
    assert callback.query["with_response"] == "1" and callback.files[0].filename == "card.png"
    with Image.open(io.BytesIO(message.attachments[0].data)) as image:
        assert image.size == (64, 32)


async def test_ordinary_view_is_found_by_the_message_id_of_the_answer(scene: Scene) -> None:
    channel, alice = scene.channel("confirm"), scene.user("alice")
    message = await (await scene.standin.slash(alice, channel, "demo confirm")).message()
    [custom_id] = message.custom_ids()
    reply = await (await scene.standin.click(alice, message, custom_id)).message()
    assert reply.content == "confirmed" and reply.ephemeral


async def test_modal_opened_and_submitted(scene: Scene) -> None:
    channel, alice = scene.channel("modal"), scene.user("alice")
    asked = await scene.standin.slash(alice, channel, "demo ask")
    modal = await asked.modal()
    assert modal["title"] == "Name your game"
    submitted = await scene.standin.submit_modal(alice, asked, {"name": "Friday"})
    assert (await submitted.message()).content == "named Friday"


async def test_gateway_reconnect_resumes_the_session(scene: Scene) -> None:
    channel, alice = scene.channel("reconnect"), scene.user("alice")
    [before] = scene.standin.sessions
    await scene.standin.reconnect_gateway()
    after = await scene.standin.wait_for(
        lambda: next((s for s in scene.standin.sessions if s.resumed and s.identified), None),
        what="a resumed session",
    )
    assert after.session_id == before.session_id and after is not before
    handle = await scene.standin.slash(alice, channel, "demo echo", {"text": "still here"})
    assert (await handle.message()).content == "still here"


async def test_commands_in_a_dm(scene: Scene) -> None:
    erin = scene.user("erin")
    handle = await scene.standin.slash(
        erin, scene.standin.dm_channel(erin), "demo echo", {"text": "dm"}
    )
    message = await handle.message()
    assert message.channel.type == 1 and message.visible_to == {erin.id}


async def test_world_changes_reach_the_bot_cache(scene: Scene) -> None:
    """Channels and overwrites changed while the bot runs arrive as gateway events."""
    channel, alice = scene.channel("perms"), scene.user("alice")
    ask = scene.standin.slash
    assert (await (await ask(alice, channel, "demo can_thread")).message()).content == "yes"
    bot_role = next(r for r in scene.guild.roles.values() if r.managed)
    scene.standin.set_overwrites(channel, Overwrite(bot_role.id, 0, deny=CREATE_PUBLIC_THREADS))
    assert (await (await ask(alice, channel, "demo can_thread")).message()).content == "no"
    await ask(alice, channel, "demo thread", {"name": "nope"})
    refused = await scene.standin.wait_for(
        lambda: next(
            (
                r
                for r in scene.standin.recorded("POST", "/channels/{channel_id}/threads")
                if r.params["channel_id"] == str(channel.id) and r.status
            ),
            None,
        ),
        what="the bot's attempt to open a thread",
    )
    assert refused.status == 403 and refused.response["code"] == 50013
    assert scene.standin.threads(channel) == []
