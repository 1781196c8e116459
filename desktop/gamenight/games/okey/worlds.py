"""Okey worlds for search: what one seat cannot see (the other racks and the stock's order),
dealt afresh from the tiles it has not seen. Tiles a player took from the discards and has not
thrown again are known to be on its rack, and stay there."""
from __future__ import annotations

import copy
import random
from typing import TYPE_CHECKING

from gamenight.games.okey.tiles import Tile, all_tiles

if TYPE_CHECKING:
    from gamenight.games.okey.rules import OkeyState, Round


def copy_round(current: Round) -> Round:
    """A copy whose lists and sets can change without touching `current` (tiles are immutable)."""
    fresh = copy.copy(current)
    fresh.racks = [list(rack) for rack in current.racks]
    fresh.stock = list(current.stock)
    fresh.discards = [list(stack) for stack in current.discards]
    fresh.moved, fresh.shown = set(current.moved), set(current.shown)
    fresh.losses = list(current.losses)
    fresh.thrown = [list(tiles) for tiles in current.thrown]
    fresh.picked = [list(tiles) for tiles in current.picked]
    return fresh


def known_on_rack(current: Round, seat: int) -> list[Tile]:
    """The tiles `seat` took from the discards and has not thrown since: everyone saw them go."""
    thrown = set(current.thrown[seat])
    return [tile for tile in current.picked[seat] if tile not in thrown and tile in current.racks[seat]]


def sample_world(state: OkeyState, player: int, rng: random.Random) -> OkeyState:
    world = state.clone()
    current = world.round
    if current is None:
        return world
    seen = set(current.racks[player]) | {current.indicator} | {tile for stack in current.discards for tile in stack}
    known = {seat: known_on_rack(current, seat) for seat in range(len(current.racks)) if seat != player}
    seen.update(tile for tiles in known.values() for tile in tiles)
    pool = [tile for tile in all_tiles() if tile not in seen]
    rng.shuffle(pool)
    for seat, tiles in known.items():
        hidden = len(current.racks[seat]) - len(tiles)
        current.racks[seat] = tiles + [pool.pop() for _ in range(hidden)]
    current.stock = pool
    return world

