"""What the bot says when it starts: the ready line, and one line for each way a start fails.

``bot.py`` logs :func:`ready_line` once the gateway is ready and, when the start fails for a
reason an operator can fix, prints :func:`explain`'s one line (what happened, what to do) and
exits with its status instead of a traceback: 2 for what must be changed in the settings or
the Developer Portal (the token, the intents), 1 for what is wrong around the bot (the
network, Discord itself). Nothing here reads the settings or touches the database.
"""

from __future__ import annotations

import logging
import os
import socket
import ssl
from dataclasses import dataclass

import aiohttp
import discord

#: What the bot needs in a channel (docs/operating.md explains each): 309237746688.
PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    attach_files=True,
    read_message_history=True,
    create_public_threads=True,
    send_messages_in_threads=True,
)
#: ``bot`` adds the bot user to the server; ``applications.commands`` its slash commands.
SCOPES = ("bot", "applications.commands")
PORTAL = "https://discord.com/developers/applications"
#: How the Developer Portal names the privileged intents (Bot → Privileged Gateway Intents).
PRIVILEGED = {
    "presences": "Presence Intent",
    "members": "Server Members Intent",
    "message_content": "Message Content Intent",
}

#: Exit statuses: fix a setting or the portal / fix the surroundings (or wait) and retry.
SETTINGS_STATUS = 2
SURROUNDINGS_STATUS = 1


@dataclass(frozen=True, slots=True)
class Problem:
    """One line for the operator and the process's exit status."""

    message: str
    status: int


def invite_url(client_id: int) -> str:
    """The link that adds the bot, with its commands and :data:`PERMISSIONS`, to a server."""
    return discord.utils.oauth_url(client_id, permissions=PERMISSIONS, scopes=SCOPES)


def ready_line(client: discord.Client) -> str:
    """``ready: Name (id …) in N servers; invite it with <url>`` for the connected ``client``."""
    assert client.user is not None and client.application_id is not None
    count = len(client.guilds)
    servers = f"{count} server" if count == 1 else f"{count} servers"
    shard_ids = getattr(client, "shard_ids", None)
    if shard_ids:
        servers += f" (shards {','.join(map(str, shard_ids))} of {client.shard_count})"
    return (
        f"ready: {client.user.name} (id {client.user.id}) in {servers}; "
        f"invite it with {invite_url(client.application_id)}"
    )


def explain(error: BaseException, intents: discord.Intents) -> Problem | None:
    """The line and status for a start that failed with ``error`` (the bot asked for
    ``intents``), or ``None`` when it is not a failure an operator can act on."""
    if isinstance(error, discord.LoginFailure):
        return Problem(
            "Discord refused the token in DISCORD_TOKEN. Reset it in the Developer Portal "
            "(Bot → Reset Token) and update .env.",
            SETTINGS_STATUS,
        )
    if isinstance(error, discord.PrivilegedIntentsRequired):
        asked = [name for flag, name in PRIVILEGED.items() if getattr(intents, flag)]
        which = ", ".join(asked) if asked else "one of " + ", ".join(PRIVILEGED.values())
        return Problem(
            f"Discord refused the gateway connection: the bot asks for a privileged intent "
            f"this application has not enabled ({which}). Turn it on in the Developer Portal "
            f"({PORTAL} → your app → Bot → Privileged Gateway Intents) and start again.",
            SETTINGS_STATUS,
        )
    if isinstance(error, aiohttp.ClientConnectorError):
        return Problem(_unreachable(error), SURROUNDINGS_STATUS)
    if isinstance(error, aiohttp.ServerTimeoutError | TimeoutError):
        return Problem(
            "Discord did not answer in time: check this machine's network (or proxy) and "
            "https://discordstatus.com, then start the bot again.",
            SURROUNDINGS_STATUS,
        )
    if isinstance(error, discord.DiscordServerError):
        return Problem(
            f"Discord answered with a server error ({error.status}): it may be having an "
            "outage (https://discordstatus.com); start the bot again later.",
            SURROUNDINGS_STATUS,
        )
    return None


#: Failures of the connection to Discord that discord.py logs with a traceback while it retries.
NETWORK_ERRORS = (
    OSError,
    TimeoutError,
    aiohttp.ClientError,
    discord.ConnectionClosed,
    discord.GatewayNotFound,
    discord.DiscordServerError,
)


class OneLineNetworkErrors(logging.Filter):
    """discord.py's "retrying" records about the network, in one line: the error's words
    replace its traceback (which says nothing an operator can act on; LOG_LEVEL=DEBUG keeps
    it, as this filter is then not installed)."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        if record.name.startswith("discord.") and isinstance(error, NETWORK_ERRORS):
            record.msg = f"{record.getMessage()} ({type(error).__name__}: {error})"
            record.args = None
            record.exc_info = record.exc_text = None
        return True


def _unreachable(error: aiohttp.ClientConnectorError) -> str:
    where = f"{error.host}:{error.port}"
    if isinstance(error, aiohttp.ClientConnectorDNSError):
        return (
            f"Cannot reach Discord: the name {error.host} does not resolve "
            f"({_reason(error.os_error)}). Check this machine's network and DNS settings, "
            "then start the bot again."
        )
    if isinstance(error, aiohttp.ClientConnectorCertificateError):
        return (
            f"Cannot reach Discord: the TLS certificate presented for {where} is not trusted "
            f"({error.certificate_error.verify_message}). Something on the way intercepts TLS "
            "(a proxy), or this machine's CA certificates are missing or out of date (install "
            "the ca-certificates package); fix that, then start the bot again."
        )
    if isinstance(error, aiohttp.ClientSSLError):
        return (
            f"Cannot reach Discord: the TLS handshake with {where} failed "
            f"({_reason(error.os_error)}). Something on the way (a proxy, a firewall) "
            "interferes with TLS; fix that, then start the bot again."
        )
    return (
        f"Cannot reach Discord at {where} ({_reason(error.os_error)}): check this machine's "
        "network, firewall or proxy, then start the bot again."
    )


def _reason(error: OSError) -> str:
    """The words of ``error``: the system's for its errno, else the error's own message."""
    if isinstance(error, ssl.SSLError):
        return error.reason or str(error)
    if isinstance(error, socket.gaierror):  # the resolver's own words, errno is its code
        return error.strerror or str(error)
    if error.errno:
        return os.strerror(error.errno)
    return str(error) or type(error).__name__
