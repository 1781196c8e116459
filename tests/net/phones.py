"""A phone table on loopback for tests: `gamenight serve`'s server where it listens (`start_site`, on
127.0.0.1 only, any free port), and phones that speak the protocol over real WebSockets. A phone may come from
another loopback address (127.0.0.2: still this machine), for what the host counts per address."""
from __future__ import annotations

import asyncio
import contextlib
import json
import random
import threading
import time
from dataclasses import dataclass, field

from aiohttp import ClientSession, TCPConnector, WSMsgType, web

from gamenight.core import codec, registry
from gamenight.net.host import TableHost
from gamenight.net.keys import TableKeys
from gamenight.net.limits import Limits
from gamenight.net.serve import parse_seats, start_match
from gamenight.net.server import PhoneServer
from gamenight.net.site import start_site
from gamenight.net.wire import whole_view
from gamenight.resources import resources_dir

WAIT = 10.0  # seconds any single wait may take before a test fails
RETRY_AFTER = 0.3
"""Seconds a following phone waits, after a refusal, for something newer before it tries again."""


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
            self.view = data = whole_view(data, self.view)
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


_VIEW_TYPES: dict[str, type] = {}


def bot_move(message: dict, rng: random.Random, level: str = "easy") -> dict | None:
    """What the game's bot of `level` plays from a view message, as a phone would send it: the view
    and the offered actions read as the protocol writes them (docs/protocol.md), its turn's move
    chosen among them, out of turn a reaction (Goker's call) or nothing. None: nothing to do."""
    info = registry.get(message["game"])
    assert info.codec is not None and info.new_state is not None
    offered = [info.codec.decode(offer["action"]) for offer in message.get("actions") or []]
    if not offered or message["over"]:
        return None
    if info.id not in _VIEW_TYPES:
        _VIEW_TYPES[info.id] = type(info.new_state(info.resolve_options({}), info.min_players).view(0))
    view = codec.read(message["view"], _VIEW_TYPES[info.id])
    bot = info.bots[level if level in info.bots else info.bot_levels[0]](message["seat"])
    move = bot.choose(view, offered, rng) if message["turn"] == message["seat"] else bot.react(view, offered, rng)
    return None if move is None else move.to_json()


@dataclass
class NightPhone:
    """A phone that follows its person through a night: it plays its seat as the game's easy bot
    would and sends Ready between games (after `late` seconds; and, given `go`, once the test has
    set it: it is cleared with each Ready). `log`: every message, with the time it came;
    `ready_at`: when it sent Ready for each game (by its number)."""

    name: str
    phone: Phone
    late: float = 0.0
    log: list[tuple[float, dict]] = field(default_factory=list)
    ready_at: dict[int, float] = field(default_factory=dict)
    ready_pending: bool = False
    """Ready was sent and no night message has counted it yet."""
    go: threading.Event | None = None

    async def follow(self) -> None:
        """Until the night is over, or the socket closes. What the host refused (a move the game had
        moved on from, or a message over the rate, Ready too) is tried again once nothing has come
        for a moment, as a player would: Ready sent again until a night message counts it, a move
        chosen again from the latest view."""
        rng, acted = random.Random(self.name), None
        retry = False  # something this phone sent was refused and is not settled yet
        while True:
            try:
                data = await (asyncio.wait_for(self._next(), RETRY_AFTER) if retry else self._next())
            except asyncio.TimeoutError:
                retry = False
                if self.ready_pending:
                    await self.phone.send({"type": "ready"})
                    continue
                data, acted = self.phone.view, None
            else:
                if data is None:
                    return
                self.log.append((time.monotonic(), data))
                if data["type"] == "view" or (data["type"] == "night" and self.name in data["ready"]):
                    self.ready_pending = retry = False  # counted, or a game began
                retry = retry or data["type"] == "error"
            if data is None or data["type"] == "error":
                continue
            if data["type"] == "night" and data["over"]:
                return
            if data["type"] == "night" and data["next"]["number"] not in self.ready_at:
                await asyncio.sleep(self.late)
                if self.go is not None:
                    await asyncio.get_running_loop().run_in_executor(None, self.go.wait)
                    self.go.clear()
                self.ready_at[data["next"]["number"]] = time.monotonic()
                self.ready_pending = True
                await self.phone.send({"type": "ready"})
            elif data["type"] == "view" and data["you"] >= 0 and data["version"] != acted:
                move = bot_move(data, rng)
                if move is not None:
                    acted = data["version"]
                    await self.phone.act(move)

    async def _next(self) -> dict | None:
        """The next message; a silence past the wait fails with what this phone last saw."""
        try:
            return await self.phone.next()
        except asyncio.TimeoutError:
            last = self.log[-1][1] if self.log else None
            seen = last and {key: last.get(key) for key in ("type", "title", "version", "you", "turn", "over")}
            raise AssertionError(f"{self.name}'s phone heard nothing for {WAIT} s; it last saw {seen}, "
                                 f"offered {len((last or {}).get('actions') or [])} actions; "
                                 f"errors {self.phone.errors[-3:]}") from None

    def views(self, title: str) -> list[dict]:
        return [data for _, data in self.log if data["type"] == "view" and data["title"] == title]


def follow_in_the_background(link: str, name: str, go: threading.Event | None = None,
                             phones: list[NightPhone] | None = None) -> threading.Thread:
    """Another person's phone, playing its seat and sending Ready (see NightPhone's `go`), on a
    thread of its own; put in `phones` if given, to read what it was sent."""
    async def follow() -> None:
        async with ClientSession() as session:
            phone = NightPhone(name, await join_by_link(session, link, name), go=go)
            if phones is not None:
                phones.append(phone)
            await asyncio.wait_for(phone.follow(), 120)

    thread = threading.Thread(target=asyncio.run, args=(follow(),), daemon=True)
    thread.start()
    return thread
