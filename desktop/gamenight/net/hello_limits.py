"""What one address may try at the hello, and how a hello the host refuses is answered.

A hello is the host's costliest moment for a socket: the key's check, the seat's whole view, and
for a seat a view to every phone (its name may be new). So each address has a token bucket of
hellos: `hello_burst` at once, refilled at `hello_rate` a second. Every hello counts, whether it
opens a seat or is refused: a refused one costs the host no more than this limit's own answer, so
counting it harder would save nothing, and could shut out the phones behind the same address (the
table code has its own, stricter count: `WrongCodes`). A hello past the limit is read no further:
before its key is looked at, the socket is told to try again in so many seconds (an "error" with
`retry_after`) and closed with WebSocket close code 1013 ("try again later"), so nothing of any
seat changes. Any other refused hello is answered "refused": do not try again with the same hello.
"""
from __future__ import annotations

import contextlib
import math
import time

from aiohttp import WSCloseCode, web

from gamenight.core.words import Refusal, words
from gamenight.net.limits import Limits, TokenBucket, WrongCodes
from gamenight.net.phone_language import sentence

TRY_AGAIN = words("PhoneServer", "Too many joins from this address: try again in {seconds} s.")


class TryLater(Refusal):
    """A hello past its address's limit: it may be sent again in `seconds`."""

    def __init__(self, seconds: int):
        super().__init__(TRY_AGAIN(seconds=seconds))
        self.seconds = seconds


class HelloLimits:
    """Each address's hellos (`count`) and wrong table codes (`codes`); other addresses are not affected."""

    def __init__(self, limits: Limits, clock=time.monotonic):
        self.rate, self.burst, self.clock = limits.hello_rate, limits.hello_burst, clock
        self.codes = WrongCodes(limits.code_failures, clock)
        self._buckets: dict[str, TokenBucket] = {}

    def count(self, address: str) -> None:
        """Count a hello from `address`; TryLater if it is past the address's limit."""
        self._forget_the_full()
        bucket = self._buckets.setdefault(address, TokenBucket(self.rate, self.burst, self.clock))
        if not bucket.allow():
            raise TryLater(max(1, math.ceil((1 - bucket.tokens) / self.rate)))

    def _forget_the_full(self) -> None:
        """Addresses whose bucket has refilled are forgotten (a new one starts full too), so a guest
        trying many addresses leaves nothing behind."""
        now = self.clock()
        for address, bucket in list(self._buckets.items()):
            if bucket.tokens + (now - bucket.last) * self.rate >= self.burst:
                del self._buckets[address]


async def turn_away(socket: web.WebSocketResponse, refusal: Refusal, language: str) -> None:
    """Tell a socket its hello is refused, and why, in `language`: "refused", or past its address's
    limit an "error" with `retry_after`, then closed with code 1013 (the server closes the others)."""
    reason = sentence(refusal.reason, language)
    later = refusal.seconds if isinstance(refusal, TryLater) else None
    with contextlib.suppress(ConnectionError, RuntimeError):
        await socket.send_json({"type": "refused", "reason": reason} if later is None else
                               {"type": "error", "reason": reason, "retry_after": later})
    if later is not None:
        await socket.close(code=WSCloseCode.TRY_AGAIN_LATER)
