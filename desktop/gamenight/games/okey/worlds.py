"""Okey worlds for search: what one seat cannot see (the other racks and the stock's order),
dealt afresh from the tiles it has not seen. Tiles a player took from the discards and has not
thrown again are known to be on its rack, and stay there."""
from __future__ import annotations

import random

from gamenight.games.okey.round import Round
from gamenight.games.okey.tiles import Tile, all_tiles


def known_on_rack(current: Round, seat: int) -> list[Tile]:
    """The tiles `seat` took from the discards and has not thrown since: everyone saw them go."""
    thrown = set(current.thrown[seat])
    return [tile for tile in current.picked[seat] if tile not in thrown and tile in current.racks[seat]]


def deal_unseen(current: Round, player: int, rng: random.Random) -> None:
    """Deal the other seats' racks and the stock of `current` (a copy) afresh from what `player`
    has not seen."""
    seen = set(current.racks[player]) | {current.indicator} | {tile for stack in current.discards for tile in stack}
    known = {seat: known_on_rack(current, seat) for seat in range(len(current.racks)) if seat != player}
    seen.update(tile for tiles in known.values() for tile in tiles)
    pool = [tile for tile in all_tiles() if tile not in seen]
    rng.shuffle(pool)
    for seat, tiles in known.items():
        hidden = len(current.racks[seat]) - len(tiles)
        current.racks[seat] = tiles + [pool.pop() for _ in range(hidden)]
    current.stock = pool
