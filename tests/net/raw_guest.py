"""A guest's own client on the party's Wi-Fi, below HTTP: TCP connections to the phone table from
another loopback address that never send a request ("raw"), trickle one a byte at a time and never
finish it ("loris"), or open a WebSocket, send a hello the host refuses and never answer its close
("refused"). Each is timed from its opening until the host closes it.

`Crowd` keeps many of them open, each opened again as soon as the host closes it. Run as a child
process (`python -m tests.net.raw_guest PORT ADDRESS KIND:COUNT ...`), its sockets are not the
host's: it says "holding" once it has opened them all, and when its stdin closes it stops and
prints what it saw as JSON."""
from __future__ import annotations

import asyncio
import base64
import json
import os
import resource
import sys
import time
from dataclasses import dataclass, field

HOST = "127.0.0.1"
TRICKLE = 0.1  # seconds between two bytes of a slow request


async def connect(port: int, address: str) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    return await asyncio.open_connection(HOST, port, local_addr=(address, 0))


async def closed(reader: asyncio.StreamReader) -> None:
    """Read (and drop) what the host sends until it closes the connection."""
    try:
        while await reader.read(4096):
            pass
    except ConnectionError:
        pass


async def loris(writer: asyncio.StreamWriter) -> None:
    """A request whose headers never end, a byte every TRICKLE seconds."""
    writer.write(b"G")
    for byte in b"ET / HTTP/1.1\r\nHost: " + HOST.encode() + b"\r\nX-Loris: " + b"a" * 8000:
        await asyncio.sleep(TRICKLE)
        writer.write(bytes([byte]))


def ask_page(writer: asyncio.StreamWriter) -> None:
    """The page, asked as a browser asks it (the connection kept open for the next file)."""
    writer.write(f"GET / HTTP/1.1\r\nHost: {HOST}\r\n\r\n".encode())


async def post_slowly(writer: asyncio.StreamWriter) -> None:
    """A request whose headers come at once and whose body (which the table never wants) a byte
    every TRICKLE seconds."""
    writer.write(f"POST / HTTP/1.1\r\nHost: {HOST}\r\nContent-Length: 8000\r\n\r\n".encode())
    for _ in range(8000):
        await asyncio.sleep(TRICKLE)
        writer.write(b"a")


async def answer(reader: asyncio.StreamReader) -> int:
    """The status of the next answer, read whole."""
    head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1")
    length = next(int(line.split(":")[1]) for line in head.split("\r\n") if line.lower().startswith("content-length"))
    await reader.readexactly(length)
    return int(head.split()[1])


async def refused(port: int, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """A WebSocket with a hello the host refuses; the host's close is never answered."""
    key = base64.b64encode(os.urandom(16)).decode()
    writer.write((f"GET /ws HTTP/1.1\r\nHost: {HOST}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    hello = json.dumps({"type": "hello", "token": "a guess"}).encode()
    mask = os.urandom(4)
    writer.write(bytes([0x81, 0x80 | len(hello)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(hello)))
    await writer.drain()


@dataclass
class Crowd:
    """`kinds` ({"raw": 150, "loris": 150}) connections from `address` to the table on `port`, each
    opened again once the host closes it, until `stop()`."""

    port: int
    address: str
    kinds: dict[str, int]
    opened: int = 0
    lifetimes: list[float] = field(default_factory=list)
    """How long each connection the host closed was open, in seconds."""
    open_since: dict[tuple[str, int], float] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._stop = asyncio.Event()
        self._holders = [asyncio.create_task(self._hold(kind, n)) for kind, count in self.kinds.items()
                         for n in range(count)]

    @property
    def size(self) -> int:
        return sum(self.kinds.values())

    async def holding(self) -> None:
        """Once every connection has been opened at least once."""
        while self.opened < self.size:
            await asyncio.sleep(0.02)

    async def stop(self) -> dict:
        """Close every connection; what was seen: how many were opened, the longest any was open
        before the host closed it, and how many the host still kept open (and since how long)."""
        now = time.monotonic()
        seen = {"opened": self.opened, "closed": len(self.lifetimes), "longest": max(self.lifetimes, default=0.0),
                "still_open": len(self.open_since),
                "oldest_open": max((now - since for since in self.open_since.values()), default=0.0)}
        self._stop.set()
        await asyncio.gather(*self._holders)
        return seen

    async def _hold(self, kind: str, number: int) -> None:
        key = (kind, number)
        while not self._stop.is_set():
            try:
                reader, writer = await connect(self.port, self.address)
            except OSError:
                await asyncio.sleep(0.01)
                continue
            self.opened += 1
            self.open_since[key] = opened = time.monotonic()
            talking = asyncio.ensure_future(loris(writer) if kind == "loris" else
                                            refused(self.port, reader, writer) if kind == "refused" else
                                            asyncio.sleep(0))
            ended = asyncio.ensure_future(closed(reader))
            stopping = asyncio.ensure_future(self._stop.wait())
            await asyncio.wait({ended, stopping}, return_when=asyncio.FIRST_COMPLETED)
            del self.open_since[key]
            if ended.done():
                self.lifetimes.append(time.monotonic() - opened)
            for task in (talking, ended, stopping):
                task.cancel()
            await asyncio.gather(talking, ended, stopping, return_exceptions=True)
            writer.transport.abort()


async def _main(port: int, address: str, kinds: dict[str, int]) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)  # another machine: not the host's allowance
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 4096)), hard))
    crowd = Crowd(port, address, kinds)
    await crowd.holding()
    print("holding", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
    print(json.dumps(await crowd.stop()), flush=True)


if __name__ == "__main__":
    port, address, *wanted = sys.argv[1:]
    asyncio.run(_main(int(port), address, {kind: int(count) for kind, count in (w.split(":") for w in wanted)}))
