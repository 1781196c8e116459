"""Sockets that have not said hello yet: how long each may wait for its first message, and which
one makes room when too many wait. They are counted apart from the joined connections, so no
number of them keeps a phone with its link out:

- a socket has `hello_seconds` to speak, or `crowded_hello_seconds` when its address already keeps
  `waiting_per_address` sockets waiting (a phone's page says hello as soon as its socket opens);
- the table keeps at most `waiting` of them: a new socket past that closes the longest-waiting
  socket of the address keeping the most, never one of an address keeping fewer.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from gamenight.net.limits import Limits


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

    def enter(self, address: str, socket: Any) -> tuple[Waiting, Waiting | None]:
        """A new socket's place (with the seconds it may wait) and the socket it crowds out, if the
        room was full; that one has left the room, and its owner closes it."""
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
