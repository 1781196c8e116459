"""A night's program: its games in order, each with its house rules. Games are played in program
order, so the games started so far are always its first items: those (the running one too) can
be neither removed nor moved, and nothing can be moved before them; the rest can be changed at
any time, mid-night too."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gamenight.core.words import Refusal, words

PLAYED = words("night", "a game already played or running stays where it is in the program")
NO_SUCH_ITEM = words("night", "the program has no game {number}")


class ProgramRefused(Refusal):
    """A change of the program that is not made (`reason` says why); nothing changed."""


@dataclass(frozen=True)
class ProgramItem:
    game: str
    """The game's id in the registry."""
    options: dict[str, Any] = field(default_factory=dict)
    """Its house rules, as a new game's (resolved when the game starts)."""

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "options": dict(self.options)}


class Program:
    """The items of a night's program (`items`, a list the night record keeps) and the number of
    them already `started`."""

    def __init__(self, items: list[ProgramItem], started: int):
        self.items = items
        self.started = started

    def add(self, item: ProgramItem, at: int | None = None) -> None:
        """Add `item` at position `at` (at the end by default); never before a started game."""
        at = len(self.items) if at is None else at
        if not self.started <= at <= len(self.items):
            raise ProgramRefused(PLAYED if at < self.started else NO_SUCH_ITEM(number=at + 1))
        self.items.insert(at, item)

    def remove(self, index: int) -> ProgramItem:
        self._changeable(index)
        return self.items.pop(index)

    def replace(self, index: int, item: ProgramItem) -> None:
        """Another game or other house rules for an item not started yet."""
        self._changeable(index)
        self.items[index] = item

    def move(self, index: int, to: int) -> None:
        """Move the item at `index` to position `to` (both among the games not started)."""
        self._changeable(index)
        self._changeable(to)
        self.items.insert(to, self.items.pop(index))

    def _changeable(self, index: int) -> None:
        if not 0 <= index < len(self.items):
            raise ProgramRefused(NO_SUCH_ITEM(number=index + 1))
        if index < self.started:
            raise ProgramRefused(PLAYED)
