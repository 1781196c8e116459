"""A phone's connection as the server keeps it, and whether a seat's phone is here (what the
desktop's join screen shows)."""
from __future__ import annotations

import asyncio
from dataclasses import dataclass

from aiohttp import web

from gamenight.net.limits import TokenBucket
from gamenight.net.wire import Held

COMPRESSED_AT_ONCE = 1024
"""The longest text every aiohttp we run on (3.9 on) compresses as it sends it, for a phone that
asked for compression."""


@dataclass
class Connection:
    socket: web.WebSocketResponse
    seat: int  # SPECTATOR for a spectator
    bucket: TokenBucket
    language: str = "en"
    """The language this phone reads: every message to it is built in it."""
    held: Held | None = None
    """The fields of the last view this socket was sent (None after a night's message, or before
    any view): what a later view may leave out (net/wire.py)."""
    transport: asyncio.Transport | None = None
    """The socket's own, which tells whether its phone has read all it was sent."""

    def takes_at_once(self, text: str) -> bool:
        """Whether sending `text` now cannot wait: the phone has read all it was sent, and the text
        is not compressed aside (aiohttp may compress a text over 1 KB in a worker thread)."""
        return self.transport is not None and self.transport.get_write_buffer_size() == 0 and \
            (not self.socket.compress or len(text) <= COMPRESSED_AT_ONCE)


@dataclass
class SeatPresence:
    """Whether a seat's phone is here: `joined` now, or gone since `away_since` (never, if None)."""

    joined: bool = False
    away_since: float | None = None
    ever: bool = False
