"""Where the phone table listens: the first free port from the one asked for, every connection
through the table's door (net/door.py)."""
from __future__ import annotations

import asyncio
import socket

from aiohttp import web

from gamenight.net.door import Door
from gamenight.net.server import PhoneServer

QUEUE = 1024
"""Connections the system may keep waiting for the table to accept them (it may allow fewer): a
phone's connection waits there behind a guest's hundreds, instead of being dropped when the queue
is full (its phone would try again only a second later)."""
ACCEPTED_AT_ONCE = 32
"""The most the table accepts at once, before the door sees them: so the host's open sockets stay
under `unjoined` + `connections` + twice this (the ones just accepted, and those the door just
closed)."""


class DoorSite(web.BaseSite):
    """aiohttp's TCP site, with each connection counted at `door` before aiohttp serves it."""

    def __init__(self, runner: web.BaseRunner, door: Door, host: str, port: int):
        super().__init__(runner)
        self.door, self.host, self.port = door, host, port

    @property
    def name(self) -> str:
        return f"http://{self.host}:{self.port}"

    async def start(self) -> None:
        await super().start()
        served = self._runner.server
        assert served is not None
        listening = await asyncio.get_running_loop().create_server(
            self.door.protocols(served), self.host, self.port, backlog=ACCEPTED_AT_ONCE)
        for listener in listening.sockets:  # asyncio accepts as many at once as it let queue: a longer queue
            with socket.fromfd(listener.fileno(), listener.family, listener.type) as same:
                same.listen(QUEUE)
        self._server = listening
        self.port = listening.sockets[0].getsockname()[1]


async def start_site(server: PhoneServer, address: str, port: int, tries: int = 20) -> tuple[web.AppRunner, int]:
    """Listen on `address` at `port`, or the next free port after it (any free port for 0); returns
    the runner and the port."""
    runner = web.AppRunner(server.application(), access_log=None,
                           keepalive_timeout=server.limits.request_seconds,  # from the opening, and between requests
                           lingering_time=0)  # a request's body is not read after the answer, however slowly it comes
    await runner.setup()
    for candidate in range(port, port + tries):
        site = DoorSite(runner, server.door, address, candidate)
        try:
            await site.start()
        except OSError:
            continue
        return runner, site.port
    await runner.cleanup()
    raise OSError(f"no free port from {port} to {port + tries - 1} on {address}")
