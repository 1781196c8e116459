"""Sockets that have not said hello yet: how long each may wait for its first message, and which
one makes room when too many wait. They are counted apart from the joined connections, so no
number of them keeps a phone with its link out:

- a socket has `hello_seconds` to speak, or `crowded_hello_seconds` when its address already keeps
  `waiting_per_address` sockets waiting (a phone's page says hello as soon as its socket opens);
- the table keeps at most `waiting` of them: a new socket past that closes the longest-waiting
  socket of the address keeping the most, never one of an address keeping fewer.

A socket sent away is told why (an "error") and closed from outside its own reader, so it stops at
once, without waiting for the other end to answer the close.
"""
from __future__ import annotations

import asyncio
import contextlib
from collections import Counter
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from gamenight.core.words import Words, words
from gamenight.net.limits import Limits
from gamenight.net.phone_language import sentence

SILENT = words("PhoneServer", "Nothing was said in time: this connection is closed.")
CROWDED_OUT = words("PhoneServer", "Too many connections from this address were waiting to join: "
                                   "this one, waiting longest, is closed.")


@dataclass(eq=False)
class Waiting:
    """One socket waiting for its first message, from `address`, for `seconds` at most."""

    address: str
    socket: Any
    seconds: float


class WaitingRoom:
    def __init__(self, limits: Limits):
        self.limits = limits
        self._waiting: list[Waiting] = []  # in the order they came
        self._goodbyes: set[asyncio.Task] = set()

    async def first_message(self, socket: web.WebSocketResponse, address: str, language: str) -> Any:
        """The socket's first message, read while it waits here; None if it was sent away meanwhile
        (too slow, or crowded out), told why in `language`."""
        waiting, crowded_out = self.enter(address, socket)
        if crowded_out is not None:
            self._send_away(crowded_out.socket, CROWDED_OUT, language)
        timer = asyncio.get_running_loop().call_later(waiting.seconds, self._silent, waiting, language)
        try:
            message = await socket.receive()
        finally:
            timer.cancel()
            still_waiting = self.leave(waiting)
        return message if still_waiting else None

    def enter(self, address: str, socket: Any) -> tuple[Waiting, Waiting | None]:
        """A new socket's place (with the seconds it may wait) and the socket it crowds out, if the
        room was full; that one has left the room, and is to be closed."""
        crowded_out = None
        if len(self._waiting) >= self.limits.waiting:
            counts = Counter(entry.address for entry in self._waiting)
            most = max(counts.values())
            crowded_out = next(entry for entry in self._waiting if counts[entry.address] == most)
            self._waiting.remove(crowded_out)
        same = sum(entry.address == address for entry in self._waiting)
        seconds = (self.limits.hello_seconds if same < self.limits.waiting_per_address
                   else self.limits.crowded_hello_seconds)
        entry = Waiting(address, socket, seconds)
        self._waiting.append(entry)
        return entry, crowded_out

    def leave(self, entry: Waiting) -> bool:
        """Take `entry` out of the room: True if it was still waiting (not crowded out or sent away)."""
        if entry in self._waiting:
            self._waiting.remove(entry)
            return True
        return False

    def __len__(self) -> int:
        return len(self._waiting)

    def _silent(self, waiting: Waiting, language: str) -> None:
        if self.leave(waiting):
            self._send_away(waiting.socket, SILENT, language)

    def _send_away(self, socket: web.WebSocketResponse, reason: Words, language: str) -> None:
        """Tell a socket why it is closed and close it, in a task of its own (the socket that
        crowded it out is not kept waiting)."""
        async def goodbye() -> None:
            with contextlib.suppress(ConnectionError, RuntimeError):
                await socket.send_json({"type": "error", "reason": sentence(reason, language)})
            await socket.close()

        task = asyncio.get_running_loop().create_task(goodbye())
        self._goodbyes.add(task)
        task.add_done_callback(self._goodbyes.discard)
