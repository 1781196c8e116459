"""What one phone may send and how many a table takes: the size and depth of a message, how many a
second, how long a new connection may take over its request, how many may be open before they join,
how long a new socket may wait before it speaks, how many may wait, how many join, how many wrong
table codes an address may try and how many hellos it may send. Every refusal is said in words (docs/protocol.md)."""
from __future__ import annotations

import time
from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    message_bytes: int = 16 * 1024
    """The largest message a phone may send (an action is a few hundred bytes)."""
    message_depth: int = 16
    """How deeply a message's JSON may nest (an action nests 4 deep): deeper is refused unread."""
    rate: float = 10.0
    """Messages a second a phone may send, on average..."""
    burst: int = 20
    """...and at once. A message over the rate is not read: it is answered with an error."""
    dropped_before_close: int = 100
    """Messages over the rate after which the connection is closed."""
    connections: int = 48
    """Joined connections a table takes (every seat's phone, a second phone on a seat for a moment,
    and spectators). A seat's own link always gets in: spectators take only what the phone seats
    leave. Sockets that have not said hello are not counted here (see `waiting`)."""
    request_seconds: float = 5.0
    """How long a new connection may take to send its request (all its headers), and an open one
    between two (the page's files): then it is closed. A request's body is never read: the
    connection closes after the answer. An open WebSocket is not cut by this (see `hello_seconds`)."""
    unjoined_per_address: int = 64
    """Connections one address may keep open that have not joined the table (sending a request,
    loading a file, idle, waiting to say hello, closing): a further one from that address closes the
    address's longest-open such connection (net/door.py)."""
    unjoined: int = 128
    """Such connections the whole table keeps open: a further one closes the longest-open one of the
    address keeping the most. With the joined `connections`, this bounds the host's open sockets."""
    hello_seconds: float = 5.0
    """How long a new socket may wait before its first message (the page sends its hello at once)."""
    waiting_per_address: int = 4
    """Sockets one address may keep waiting for `hello_seconds`; a further one from that address
    must speak within `crowded_hello_seconds`."""
    crowded_hello_seconds: float = 1.0
    waiting: int = 64
    """Sockets the whole table keeps waiting: a new one past that closes the longest-waiting socket
    of the address keeping the most, so a stranger's sockets never keep out a phone of its own."""
    close_seconds: float = 2.0
    """How long a socket the host closes has to answer the close before it is dropped."""
    code_failures: int = 10
    """Wrong table codes one address may send in a minute; then that address waits for the minute
    to pass (a four-letter code must not be guessed by trying them all, and a stranger must not
    shut the code join for everyone)."""
    hello_burst: int = 48
    """Hellos one address may send at once (net/hello_limit.py): as many connections as the table
    takes, so every phone of a table behind one address (a NAT; the tests' loopback) may join, or
    come back after a Wi-Fi blip, all at once..."""
    hello_rate: float = 1.0
    """...and a second on average; a hello past them is answered when to try again, unread."""


class TokenBucket:
    """`allow()` is True while the connection keeps within `rate` a second and `burst` at once."""

    def __init__(self, rate: float, burst: int, clock=time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = float(burst)
        self.last = clock()
        self.dropped = 0

    def allow(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        self.dropped += 1
        return False


class WrongCodes:
    """Wrong table codes by address over the last minute: `locked(address)` once an address has sent
    `allowed` of them. Other addresses are not affected."""

    WINDOW = 60.0

    def __init__(self, allowed: int, clock=time.monotonic):
        self.allowed, self.clock = allowed, clock
        self._times: dict[str, list[float]] = {}

    def locked(self, address: str) -> bool:
        return len(self._recent(address)) >= self.allowed

    def failed(self, address: str) -> None:
        self._times.setdefault(address, []).append(self.clock())

    def _recent(self, address: str) -> list[float]:
        """`address`'s failures within the window; addresses with none left are forgotten."""
        now = self.clock()
        for known in list(self._times):
            self._times[known] = [at for at in self._times[known] if now - at < self.WINDOW]
            if not self._times[known]:
                del self._times[known]
        return self._times.get(address, [])
