"""How soon a hand could win: the hard Okey bot's look past the next draw.

A future is a sample of the next HORIZON tiles this seat could draw, dealt from the tiles it has
not seen (a tile another player took from the discards was seen when it was thrown). A discard
is judged by how many of a future's tiles the hand left would need before 14 of its tiles win,
keeping the right ones, summed over the futures: an optimistic but cheap measure of how close
the hand is, which one draw ahead cannot see.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from gamenight.games.okey.hand import count_faces, may_hold_win
from gamenight.games.okey.tiles import Tile

FUTURES = 12
"""Sampled futures per decision (shared by every discard compared)."""
HORIZON = 8
"""Tiles in a future: about the draws left to a seat in a typical round's second half."""
NEVER = HORIZON + 3
"""What a future counts when no prefix of it wins: worse than the slowest win."""


def sample_futures(pool: Sequence[Tile], rng: random.Random) -> list[list[Tile]]:
    return [rng.sample(pool, min(HORIZON, len(pool))) for _ in range(FUTURES)]


def first_win(rest: list[Tile], future: list[Tile], okey, okeys_pair: bool) -> int:
    """How many tiles of `future` `rest` needs before 14 of its tiles win; NEVER when none do."""
    if not may_hold_win(*count_faces(rest + future, okey), okeys_pair):
        return NEVER
    low, high = 1, len(future)
    while low < high:
        middle = (low + high) // 2
        if may_hold_win(*count_faces(rest + future[:middle], okey), okeys_pair):
            high = middle
        else:
            low = middle + 1
    return low


def soonest(rack: list[Tile], options: Sequence[Tile], futures: list[list[Tile]], okey,
            okeys_pair: bool) -> Tile:
    """Of `options` (best first), the discard whose rest wins soonest over `futures`; ties keep the
    order. Futures in which the whole rack could not win either tell nothing and are skipped."""
    if len(options) == 1:
        return options[0]
    telling = [future for future in futures if may_hold_win(*count_faces(rack + future, okey), okeys_pair)]
    if not telling:
        return options[0]

    def waiting(tile: Tile) -> int:
        rest = list(rack)
        rest.remove(tile)
        return sum(first_win(rest, future, okey, okeys_pair) for future in telling)

    return min(options, key=waiting)
