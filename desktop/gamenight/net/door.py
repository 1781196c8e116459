"""The table's door: every TCP connection, from the moment it is accepted until it closes, except
while it is at the table (a WebSocket whose hello opened a seat or the spectators' view). At the
door a connection may be sending its request, loading one of the page's files, idle between two,
waiting to say hello (net/waiting.py), or closing after it was refused or sent away; whichever it
is, it counts against its address, so no number of them keeps a phone out or uses up the host's
file descriptors:

- an address keeps at most `unjoined_per_address` connections at the door: a new one past that is
  closed as it opens, before anything of it is read (its address's others each end by their own
  deadline), so however fast a guest opens them, each costs the host next to nothing;
- the door keeps at most `unjoined` in all: a new one past that closes the longest-open connection
  of the address keeping the most, never one of an address keeping fewer.

A connection closed here is dropped at once, without a word (it may not have said anything yet).
Joined connections are the table's to count (`Limits.connections`), so the door never closes one,
and they always have room. How long a connection may take over its request is aiohttp's keep-alive
timeout (`Limits.request_seconds`, set in site.py).
"""
from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

from gamenight.net.limits import Limits


@dataclass(eq=False)
class Visit:
    """One connection's peer address, and whether it is at the table now (then not counted)."""

    address: str
    seated: bool = False


class Door:
    def __init__(self, limits: Limits):
        self.limits = limits
        self._visits: dict[asyncio.Transport, Visit] = {}  # in the order they came to the door

    def protocols(self, make: Callable[[], asyncio.Protocol]) -> Callable[[], asyncio.Protocol]:
        """A protocol factory for `loop.create_server`: each connection comes through this door,
        then, if let in, is served by a protocol from `make` (aiohttp's server)."""
        return lambda: Doorway(self, make)

    def __len__(self) -> int:
        """Connections at the door now."""
        return sum(not visit.seated for visit in self._visits.values())

    def came(self, transport: asyncio.Transport) -> bool:
        """A new connection: True if it is let in (then it is at the door until it is seated or
        gone); False if it was closed."""
        peer = transport.get_extra_info("peername")
        return self._enter(transport, Visit(str(peer[0]) if peer else ""))

    def seated(self, transport: asyncio.Transport | None) -> None:
        """The connection joined the table: no longer the door's to count (None: it is gone)."""
        visit = self._visits.get(transport) if transport is not None else None
        if visit is not None:
            visit.seated = True

    def left_table(self, transport: asyncio.Transport | None) -> None:
        """The connection left the table (sent away, replaced, or its phone went): back at the
        door, the newest there, until it is gone; dropped at once if its address has no room."""
        if transport is None:
            return
        visit = self._visits.get(transport)
        if visit is not None and visit.seated:
            del self._visits[transport]
            visit.seated = False
            self._enter(transport, visit)

    def gone(self, transport: asyncio.Transport) -> None:
        self._visits.pop(transport, None)

    def _enter(self, transport: asyncio.Transport, visit: Visit) -> bool:
        """Let `visit` in (True), closing the connection it crowds out, if any; or close it (False)
        if its address has no room."""
        here = [(other, entry.address) for other, entry in self._visits.items() if not entry.seated]
        counts = Counter(address for _, address in here)
        if counts[visit.address] >= self.limits.unjoined_per_address:
            transport.abort()
            return False
        if len(here) >= self.limits.unjoined:
            busiest = max(counts, key=counts.__getitem__)
            crowded_out = next(other for other, address in here if address == busiest)
            del self._visits[crowded_out]
            crowded_out.abort()
        self._visits[transport] = visit
        return True


class Doorway(asyncio.Protocol):
    """One connection: through the door at its opening and its end; served, if let in, by the
    protocol `make` gives (aiohttp's)."""

    def __init__(self, door: Door, make: Callable[[], asyncio.Protocol]):
        self.door, self.make = door, make
        self.transport: asyncio.Transport | None = None
        self.served = asyncio.Protocol()  # no one, until the door lets the connection in

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)  # a server's connections are Transports
        if self.door.came(self.transport):
            self.served = self.make()
            self.served.connection_made(transport)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.transport is not None:
            self.door.gone(self.transport)
        self.served.connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        self.served.data_received(data)

    def eof_received(self) -> bool | None:
        return self.served.eof_received()

    def pause_writing(self) -> None:
        self.served.pause_writing()

    def resume_writing(self) -> None:
        self.served.resume_writing()
