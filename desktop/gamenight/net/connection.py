"""A phone's connection as the server keeps it, and whether a seat's phone is here (what the
desktop's join screen shows)."""
from __future__ import annotations

from dataclasses import dataclass

from aiohttp import web

from gamenight.net.limits import TokenBucket
from gamenight.net.wire import Held


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


@dataclass
class SeatPresence:
    """Whether a seat's phone is here: `joined` now, or gone since `away_since` (never, if None)."""

    joined: bool = False
    away_since: float | None = None
    ever: bool = False
