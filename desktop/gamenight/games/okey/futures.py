"""How soon a hand could win: the hard Okey bot's look past the next draw.

A future is a sample of the next HORIZON tiles this seat could draw, dealt from the tiles it has
not seen (a tile another player took from the discards was seen when it was thrown). A discard
is judged by how many of a future's tiles the hand left would need before 14 of its tiles win,
keeping the right ones, summed over the futures: an optimistic but cheap measure of how close
the hand is, which one draw ahead cannot see.

What keeps it cheap without changing an answer: a hand holding more tiles never needs more of a
future, so the whole rack's first win is where every discard's search starts, and a discard whose
tile the rack's winning arrangement leaves loose (or whose pairs still number seven) wins there
too, with no solver call.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from gamenight.games.okey.hand import Counts, best_arrangement, count_faces, may_hold_win, pairs_count, slot
from gamenight.games.okey.tiles import Tile, face

FUTURES = 24
"""Sampled futures per decision (shared by every discard compared; the better half of the
discards is judged on all of them, the others on the first half)."""
HORIZON = 8
"""Tiles in a future: about the draws left to a seat in a typical round's second half."""
NEVER = HORIZON + 3
"""What a future counts when no prefix of it wins: worse than the slowest win."""


def sample_futures(pool: Sequence[Tile], rng: random.Random, count: int = FUTURES) -> list[list[Tile]]:
    return [rng.sample(pool, min(HORIZON, len(pool))) for _ in range(count)]


def first_win(rest: list[Tile], future: list[Tile], okey, okeys_pair: bool, low: int = 1) -> int:
    """How many tiles of `future` `rest` needs before 14 of its tiles win; NEVER when none do.
    `low`: a count known not to be too many (more tiles never win later), where the search starts."""
    high = len(future) + 1  # stands for "no prefix wins"
    while low < high:
        middle = (low + high) // 2
        if may_hold_win(*count_faces(rest + future[:middle], okey), okeys_pair):
            high = middle
        else:
            low = middle + 1
    return low if low <= len(future) else NEVER


def _wins_without(tile: Tile, counts: Counts, wilds: int, okey, okeys_pair: bool) -> bool:
    """Whether the tiles counted (a winning hand) still win without `tile`, told from their best
    arrangement and pairs alone: True only when sure; False may be wrong (then ask the solver)."""
    value = face(tile, okey)
    if value is None:
        return False
    placed, melds = best_arrangement(counts, wilds)
    index = slot(*value)
    if placed >= 14:
        faces = {value, (value[0], 14)} if value[1] == 1 else {value}
        holding = [meld for meld in melds if faces.intersection(meld)]
        in_melds = sum(sum(part in faces for part in meld) for meld in holding)
        lost = 0 if counts[index] > in_melds else min(len(meld) for meld in holding)
        if placed - lost >= 14:
            return True
    fewer = (*counts[:index], counts[index] - 1, *counts[index + 1:])
    return pairs_count(fewer, wilds, okeys_pair) >= 7


def waits(rack: list[Tile], options: Sequence[Tile], futures: Sequence[list[Tile]], okey,
          okeys_pair: bool) -> dict[Tile, int]:
    """For each discard in `options`, the tiles its rest needs summed over the futures in which
    the whole rack could win (the others would count NEVER for every option alike)."""
    total = dict.fromkeys(options, 0)
    for future in futures:
        start = first_win(rack, future, okey, okeys_pair)
        if start == NEVER:
            continue
        counts, wilds = count_faces(rack + future[:start], okey)
        for tile in options:
            rest = list(rack)
            rest.remove(tile)
            if _wins_without(tile, counts, wilds, okey, okeys_pair):
                total[tile] += start
            else:
                total[tile] += first_win(rest, future, okey, okeys_pair, start)
    return total


def soonest(rack: list[Tile], options: Sequence[Tile], futures: list[list[Tile]], okey,
            okeys_pair: bool) -> Tile:
    """Of `options` (best first), the discard whose rest wins soonest over `futures`; ties keep the
    order. Futures in which the whole rack could not win either tell nothing and are skipped.
    Successive halving: every option is judged on the first half of the futures, and only the
    better half of them on the rest too."""
    if len(options) == 1:
        return options[0]
    half = len(futures) // 2
    first = waits(rack, options, futures[:half], okey, okeys_pair)
    kept = sorted(options, key=first.__getitem__)[:(len(options) + 1) // 2]
    if len(kept) == 1:
        return kept[0]
    second = waits(rack, kept, futures[half:], okey, okeys_pair)
    return min(kept, key=lambda tile: first[tile] + second[tile])
