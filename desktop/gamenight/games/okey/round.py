"""One Okey round's table: the racks, the stock, the discards and what each seat has shown, thrown
and picked up. Its own module so that the engine (rules.py) and the search's worlds (worlds.py)
both build on it without importing each other."""
from __future__ import annotations

import copy
from dataclasses import dataclass, field

from gamenight.games.okey.tiles import Tile

SEATS = 4


@dataclass
class Round:
    dealer: int
    indicator: Tile
    okey: tuple[int, int]
    racks: list[list[Tile]]
    stock: list[Tile]
    discards: list[list[Tile]] = field(default_factory=lambda: [[] for _ in range(SEATS)])
    turn: int = 0
    taken: bool = True  # the player to move has already taken a tile (the first player starts so)
    moved: set[int] = field(default_factory=set)  # seats that have made their first move
    shown: set[int] = field(default_factory=set)  # seats that showed the indicator's twin
    losses: list[int] = field(default_factory=lambda: [0] * SEATS)
    thrown: list[list[Tile]] = field(default_factory=lambda: [[] for _ in range(SEATS)])
    """Every tile each seat discarded this round, in order (taken ones too): all saw them."""
    picked: list[list[Tile]] = field(default_factory=lambda: [[] for _ in range(SEATS)])
    """The tiles each seat took from its left neighbour's discards."""

    def clone(self) -> Round:
        """A copy whose lists and sets can change without touching this one (tiles are immutable)."""
        fresh = copy.copy(self)
        fresh.racks = [list(rack) for rack in self.racks]
        fresh.stock = list(self.stock)
        fresh.discards = [list(stack) for stack in self.discards]
        fresh.moved, fresh.shown = set(self.moved), set(self.shown)
        fresh.losses = list(self.losses)
        fresh.thrown = [list(tiles) for tiles in self.thrown]
        fresh.picked = [list(tiles) for tiles in self.picked]
        return fresh
