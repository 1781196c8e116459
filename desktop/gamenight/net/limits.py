"""What one phone may send: the size of a message, how many a second, how many phones a table
takes. A connection over its rate is told so and its messages are dropped; one that keeps on
is closed."""
from __future__ import annotations

import time
from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    message_bytes: int = 16 * 1024
    """The largest message a phone may send (an action is a few hundred bytes)."""
    rate: float = 10.0
    """Messages a second a phone may send, on average..."""
    burst: int = 20
    """...and at once."""
    dropped_before_close: int = 100
    """Messages over the rate after which the connection is closed."""
    connections: int = 48
    """Open connections a table takes (every seat's phone, a second phone on a seat for a moment,
    and spectators)."""
    code_failures: int = 10
    """Wrong table codes a table takes a minute before it stops taking codes for that minute
    (a four-letter code must not be guessed by trying them all)."""
    hello_seconds: float = 10.0
    """How long a new connection has to say which seat it is before it is closed."""


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
