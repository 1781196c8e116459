"""The Okey hand solver: does a hand win, and what is its best arrangement.

Tiles are counted by face (colour x number: 52 slots holding 0-2) plus a count of wilds (okeys),
and a memoised search places the lowest remaining face first: in a set of its number (3 or 4
different colours) or in a run of its colour that starts at it (positions below it, already
settled, can only be wilds), with wilds filling gaps. A 1 runs low (1-2-3) or high (12-13-1),
never both (13-1-2 is not a run).
"""
from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations

from gamenight.games.okey.tiles import Tile, face

WILD = None
Counts = tuple[int, ...]  # 52 slots: colour * 13 + (number - 1)


def slot(colour: int, number: int) -> int:
    return colour * 13 + (number - 1 if number <= 13 else 0)  # 14 is the high 1


def count_faces(tiles: Iterable[Tile], okey: tuple[int, int]) -> tuple[Counts, int]:
    counts = [0] * 52
    wilds = 0
    for tile in tiles:
        value = face(tile, okey)
        if value is None:
            wilds += 1
        else:
            counts[slot(*value)] += 1
    return tuple(counts), wilds


def _first(counts: Counts) -> int:
    for index, value in enumerate(counts):
        if value:
            return index
    return -1


def _melds_from(counts: Counts, wilds: int, index: int):
    """Every meld holding the tile at `index` (the lowest left), as (counts left, wilds left,
    meld); a meld lists its faces in order as (colour, number), number 14 being a high 1, or WILD.
    Melds that would need more wilds than the hand holds are never built."""
    colour, number = divmod(index, 13)
    number += 1
    base = list(counts)
    base[index] -= 1
    # sets: this number in 3 or 4 colours; each other colour real (if one is left) or wild
    others = [c for c in range(4) if c != colour]
    for size in (3, 4):
        for chosen in combinations(others, size - 1):
            if sum(1 for c in chosen if not base[c * 13 + number - 1]) <= wilds:
                yield from _fill(base, wilds, [(colour, number)], [(c, number) for c in chosen], [])
    row = colour * 13
    if number == 1:  # a 1 also ends a run high: 12-13-1, 11-12-13-1, ... 2-...-13-1
        missing = 0
        for start in range(13, 1, -1):
            missing += not base[row + start - 1]
            if missing > wilds:
                break
            if start <= 12:
                yield from _fill(base, wilds, [], [(colour, n) for n in range(start, 14)], [(colour, 14)])
    # runs rising from this tile, maybe with wilds standing for the positions just below it
    # (anything lower of this colour is already settled)
    for lead in range(0, min(wilds, number - 1) + 1):
        missing = lead
        for end in range(number + 1, 14):
            missing += not base[row + end - 1]
            if missing > wilds:
                break
            if end - number + 1 + lead >= 3:
                yield from _fill(base, wilds - lead, [WILD] * lead + [(colour, number)],
                                 [(colour, n) for n in range(number + 1, end + 1)], [])


def _fill(base: list[int], wilds: int, meld: list, wanted: list, suffix: list):
    """Complete `meld` with each wanted face: the real tile where one is left, or a wild (also
    by choice, to keep the real tile for another meld); then `suffix`."""
    if not wanted:
        yield tuple(base), wilds, tuple(meld + suffix)
        return
    first, rest = wanted[0], wanted[1:]
    position = slot(*first)
    if base[position] > 0:
        base[position] -= 1
        yield from _fill(base, wilds, meld + [first], rest, suffix)
        base[position] += 1
    if wilds > 0:
        yield from _fill(base, wilds - 1, meld + [WILD], rest, suffix)


@lru_cache(maxsize=200_000)
def _can_finish(counts: Counts, wilds: int) -> bool:
    index = _first(counts)
    if index < 0:
        return wilds == 0
    for rest, left, _ in _melds_from(counts, wilds, index):
        if _can_finish(rest, left):
            return True
    return False


def is_sets_and_runs(counts: Counts, wilds: int) -> bool:
    return _can_finish(counts, wilds)


def pairs_count(counts: Counts, wilds: int, okeys_pair: bool = True) -> int:
    """How many pairs the hand makes: identical faces pair, an okey pairs with any tile, and two
    okeys pair when the house rule allows it."""
    pairs = sum(value // 2 for value in counts)
    singles = sum(value % 2 for value in counts)
    used = min(wilds, singles)
    pairs += used
    if okeys_pair:
        pairs += (wilds - used) // 2
    return pairs


def may_hold_win(counts: Counts, wilds: int, okeys_pair: bool = True) -> bool:
    """A quick test on 14 or more tiles: no 14 of them win unless sets and runs hold 14 tiles, or
    there are seven pairs (dropping a tile never adds to either)."""
    return best_arrangement(counts, wilds)[0] >= 14 or pairs_count(counts, wilds, okeys_pair) >= 7


def is_seven_pairs(counts: Counts, wilds: int, okeys_pair: bool = True) -> bool:
    return sum(counts) + wilds == 14 and pairs_count(counts, wilds, okeys_pair) == 7


@lru_cache(maxsize=200_000)
def _best(counts: Counts, wilds: int) -> tuple[int, tuple]:
    """(tiles placed in melds, the melds) for the best arrangement of what is left."""
    index = _first(counts)
    if index < 0:
        return 0, ()
    skipped = list(counts)
    skipped[index] -= 1
    best_count, best_melds = _best(tuple(skipped), wilds)  # this tile stays loose
    for rest, left, meld in _melds_from(counts, wilds, index):
        placed, melds = _best(rest, left)
        if placed + len(meld) > best_count:
            best_count, best_melds = placed + len(meld), (meld,) + melds
    return best_count, best_melds


def best_arrangement(counts: Counts, wilds: int) -> tuple[int, tuple]:
    """The most tiles that sets and runs can hold (wilds included), and those melds."""
    return _best(counts, wilds)
