"""A phone table on loopback for tests: `gamenight serve`'s server where it listens (`start_site`, on
127.0.0.1 only, any free port), and phones that speak the protocol over real WebSockets. A phone may come from
another loopback address (127.0.0.2: still this machine), for what the host counts per address."""
from __future__ import annotations

import asyncio
import contextlib
import json
from dataclasses import dataclass, field

from aiohttp import ClientSession, TCPConnector, WSMsgType, web

from gamenight.net.host import TableHost
from gamenight.net.keys import TableKeys
from gamenight.net.limits import Limits
from gamenight.net.serve import parse_seats, start_match
from gamenight.net.server import PhoneServer
from gamenight.net.site import start_site
from gamenight.resources import resources_dir

WAIT = 10.0  # seconds any single wait may take before a test fails


@dataclass
class Table:
    server: PhoneServer
    runner: web.AppRunner
    port: int
    session: ClientSession
    elsewhere: dict[str, ClientSession] = field(default_factory=dict)
    """Sessions whose sockets come from another loopback address, by that address."""

    @property
    def keys(self) -> TableKeys:
        return self.server.keys

    def url(self, path: str = "/") -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    async def phone(self, token: str | None, name: str = "", origin: str | None = None,
                    language: str | None = None, address: str | None = None) -> Phone:
        """A phone joined with `token` (none sent if None), saying `language` in its hello if given,
        from the loopback `address` if given (else 127.0.0.1)."""
        headers = {"Origin": origin if origin is not None else self.url("/").rstrip("/")}
        session = self.session
        if address is not None:
            if address not in self.elsewhere:
                self.elsewhere[address] = ClientSession(connector=TCPConnector(local_addr=(address, 0)))
            session = self.elsewhere[address]
        socket = await session.ws_connect(self.url("/ws"), headers=headers, max_msg_size=0)
        phone = Phone(socket)
        if token is not None:
            hello = {"type": "hello", "token": token, "name": name}
            await phone.send(hello if language is None else {**hello, "language": language})
        return phone


class Phone:
    def __init__(self, socket):
        self.socket = socket
        self.view: dict | None = None
        self.errors: list[str] = []
        self.other: list[dict] = []

    async def send(self, message) -> None:
        await self.socket.send_str(message if isinstance(message, str) else json.dumps(message))

    async def next(self) -> dict | None:
        """The next message (views, errors and the rest are also kept), None once closed."""
        message = await asyncio.wait_for(self.socket.receive(), WAIT)
        if message.type != WSMsgType.TEXT:
            return None
        data = json.loads(message.data)
        if data["type"] == "view":
            self.view = data
        elif data["type"] == "error":
            self.errors.append(data["reason"])
        else:
            self.other.append(data)
        return data

    async def until(self, test) -> dict:
        """Read messages until one passes `test`."""
        while True:
            data = await self.next()
            if data is None:
                raise AssertionError(f"closed while waiting; errors {self.errors}, other {self.other}")
            if test(data):
                return data

    async def my_turn(self) -> dict:
        return await self.until(lambda d: d["type"] == "view" and (d["actions"] or d["over"]))

    async def act(self, action: dict) -> None:
        await self.send({"type": "act", "action": action})


@contextlib.asynccontextmanager
async def table(game_id: str, seats: str, seed: int = 1, limits: Limits | None = None, pace: float = 0.0):
    match = start_match(game_id, parse_seats(seats, game_id), seed)
    phones = {seat for seat, info in enumerate(match.seats) if info.is_phone}
    server = PhoneServer(TableHost(match, phones), TableKeys(len(match.seats)), resources_dir() / "phone",
                         limits=limits or Limits(), pace=pace)
    runner, port = await start_site(server, "127.0.0.1", 0)
    playing = asyncio.create_task(server.play())
    async with ClientSession() as session:
        played = Table(server, runner, port, session)
        try:
            yield played
        finally:
            playing.cancel()
            await server.close()
            await runner.cleanup()
            for other in played.elsewhere.values():
                await other.close()


def run(coroutine):
    """Run a test's coroutine with an overall bound."""
    return asyncio.run(asyncio.wait_for(coroutine, 120))


async def join_by_link(session: ClientSession, link: str, name: str = "Ada") -> Phone:
    """A phone that opened a join link ("http://host:port/#token") as its page does: the socket, then its hello."""
    address, token = link.removeprefix("http://").split("/#")
    socket = await session.ws_connect(f"http://{address}/ws", headers={"Origin": f"http://{address}"})
    phone = Phone(socket)
    await phone.send({"type": "hello", "token": token, "name": name})
    return phone
