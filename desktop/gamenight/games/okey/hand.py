"""The Okey hand solver: does a hand win, and what is its best arrangement.

Tiles are counted by face (colour x number: 52 slots holding 0-2) plus a count of wilds (okeys),
and a memoised search places the lowest remaining face first: in a set of its number (3 or 4
different colours) or in a run of its colour that starts at it (positions below it, already
settled, can only be wilds), with wilds filling gaps. A 1 runs low (1-2-3) or high (12-13-1),
never both (13-1-2 is not a run).

The search tries melds in a fixed order and keeps the first best, so the melds it returns are a
pure function of the hand. What keeps it fast without changing any answer: faces that no meld
could hold (no two other colours of their number, no run window of three they could complete,
even with every wild) are dropped before it starts; it stops looking at a state's options once
one places every tile; states are keyed by one integer (a byte a slot, then the wilds) and looked
up before recursing; each slot's melds are templates built at import (3 ms or so), and the ways
wilds can fill a template are worked out once per pattern of tiles present (`clear_caches`
forgets them with the memos).
"""
from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations

from gamenight.games.okey.tiles import Tile, face

WILD = None
MOST_WILDS = 2  # the two okeys (false jokers are not wild)
Counts = tuple[int, ...]  # 52 slots: colour * 13 + (number - 1)
_BIT = [1 << (8 * index) for index in range(52)]  # a state's key: a byte a slot ...
_WILD_BIT = 1 << 416  # ... then the wilds
_MEMO_LIMIT = 200_000  # states remembered between calls before the memos start afresh


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


# -- meld templates: for each slot, every meld its tile can lead, in the order they are tried ---
# A template is (head, wanted slots, wanted faces, tail, their key bits, all those bits, shift): the
# meld is head, then each wanted face (the real tile or a wild), then tail; see `_shift`.
# Templates come in groups (lead wilds, templates): within a group each template wants at least
# the missing tiles of the one before, so the first that cannot be built ends the group; groups
# never need fewer lead wilds than the one before.
def _templates(index: int) -> list[tuple[int, list[tuple]]]:
    colour, number = divmod(index, 13)
    number += 1
    row = colour * 13
    groups: list[tuple[int, list[tuple]]] = []
    others = [c for c in range(4) if c != colour]
    for size in (3, 4):
        for chosen in combinations(others, size - 1):
            groups.append((0, [(((colour, number),), [c * 13 + number - 1 for c in chosen],
                                [(c, number) for c in chosen], ())]))
    if number == 1:  # a 1 also ends a run high: 12-13-1, 11-12-13-1, ... 2-...-13-1
        groups.append((0, [((), list(range(row + start - 1, row + 13)), [(colour, n) for n in range(start, 14)],
                            ((colour, 14),)) for start in range(12, 1, -1)]))
    for lead in range(min(number, MOST_WILDS + 1)):  # runs rising from it, maybe after wilds just below
        groups.append((lead, [((WILD,) * lead + ((colour, number),), list(range(index + 1, row + end)),
                               [(colour, n) for n in range(number + 1, end + 1)], ())
                              for end in range(number + 1, 14) if end - number + 1 + lead >= 3]))
    return [(lead, [(head, wanted, faces, tail, [_BIT[s] for s in wanted], sum(_BIT[s] for s in wanted),
                     _shift(index, wanted)) for head, wanted, faces, tail in templates]) for lead, templates in groups]


def _shift(index: int, wanted: list[int]) -> int:
    """For a run: how far to shift the bits of its colour's numbers (1 highest: 1 at bit 12, 13 at
    bit 0) to bring its wanted slots to the low bits, the first highest (-1 for a set)."""
    if wanted[0] // 13 != index // 13:
        return -1
    return 12 - wanted[-1] % 13


_TEMPLATES = [_templates(index) for index in range(52)]


_FILLS: dict[tuple[int, int, int], list[tuple[int, ...]]] = {}


def _fills(counts: list[int], wanted: list[int], wilds: int, shift: int, numbers: int) -> list[tuple[int, ...]]:
    """The ways to fill the wanted slots with at most `wilds` wilds, each as the positions a wild
    fills, in the order a depth-first search taking the real tile before a wild meets them. A wild
    may stand in for a tile that is there (to keep it for another meld). `numbers`: the run
    colour's numbers in the hand, as `_shift` reads them."""
    if shift >= 0:
        there = numbers >> shift & ((1 << len(wanted)) - 1)
    else:
        there = 0
        for wanted_slot in wanted:
            there = there << 1 | (counts[wanted_slot] > 0)
    found = _FILLS.get((len(wanted), there, wilds))
    if found is None:
        found = _FILLS[len(wanted), there, wilds] = _fill_ways(len(wanted), there, wilds)
    return found


def _numbers(counts: list[int], index: int) -> int:
    """The numbers of this slot's colour in the hand, 1 at bit 12 ... 13 at bit 0."""
    numbers = 0
    for number_slot in range(index - index % 13, index - index % 13 + 13):
        numbers = numbers << 1 | (counts[number_slot] > 0)
    return numbers


def _fill_ways(size: int, there: int, wilds: int) -> list[tuple[int, ...]]:
    """`_fills` for `size` slots, bit size - 1 - p of `there` set when slot p has its tile: as
    masks of the wild positions (position 0 the highest bit) those ways come in ascending order."""
    forced = ~there & ((1 << size) - 1)
    spare = wilds - forced.bit_count()
    if spare < 0:
        return []
    masks = [forced]
    if spare:
        free = [bit for bit in (1 << p for p in range(size)) if there & bit]
        for chosen in range(1, min(spare, len(free)) + 1):
            masks += [forced + sum(bits) for bits in combinations(free, chosen)]
        masks.sort()
    return [tuple(p for p in range(size) if mask >> (size - 1 - p) & 1) for mask in masks]


_WINDOW_STARTS = 0b1_1111_1111_1110  # a run window of three starts at 1 to 12 (12-13-14: 12-13-1)
_NUMBERS = 0b11_1111_1111_1110  # bits 1 to 13


def _meld_tiles(counts: Counts, wilds: int) -> list[int]:
    """The counts without the faces no meld could ever hold: those without two other colours of
    their number (wilds counted) or a run window of three around them (a 1 also at 12-13-1) with
    no more gaps than wilds. With two wilds every tile could be in a meld."""
    kept = list(counts)
    if wilds >= 2:
        return kept
    present = [0, 0, 0, 0]  # per colour, bit n for each number n in the hand (bit 14 too for a 1)
    for index, value in enumerate(kept):
        if value:
            present[index // 13] |= 2 << index % 13
    present = [p | (p & 2) << 13 for p in present]
    for colour, (before, after) in enumerate(zip(present, _held(present, wilds), strict=False)):
        dropped = before & ~after & _NUMBERS
        while dropped:
            bit = dropped & -dropped
            kept[colour * 13 + bit.bit_length() - 2] = 0
            dropped ^= bit
    return kept


def _held(present: list[int], wilds: int) -> list[int]:
    """`_meld_tiles` on each colour's numbers (as bits): dropping one can strand another, so this
    repeats until none goes."""
    while True:
        a, b, c, d = present
        if wilds:  # two colours of a number, or two tiles of a window, and the wild
            sets = a & (b | c | d) | b & (c | d) | c & d
            windows = [(p & p >> 1 | p & p >> 2 | p >> 1 & p >> 2) & _WINDOW_STARTS for p in present]
        else:
            sets = a & b & (c | d) | (a | b) & c & d
            windows = [p & p >> 1 & p >> 2 & _WINDOW_STARTS for p in present]
        held = [p & (sets | w | w << 1 | w << 2) for p, w in zip(present, windows, strict=False)]
        held = [h | (h >> 13 & 2) | (h & 2) << 13 for h in held]  # a 1 held low or high is held
        if held == present:
            return held
        present = held


@lru_cache(maxsize=20_000)
def _kept(counts: Counts, wilds: int) -> tuple[int, ...]:
    """`_meld_tiles`, remembered: the win test and the best arrangement both start from it."""
    return tuple(_meld_tiles(counts, wilds))


def _key(counts: list[int], wilds: int) -> int:
    return int.from_bytes(bytes(counts), "little") + wilds * _WILD_BIT


_BEST: dict[int, tuple[int, tuple]] = {}
_FINISH: dict[int, bool] = {}


def _best(counts: list[int], key: int, index: int, wilds: int, total: int) -> tuple[int, tuple]:
    """(tiles placed in melds, the melds) for the best arrangement of the state `counts` (keyed
    `key`, no tile below `index`, `total` tiles with the wilds): the first best in the order that
    leaves the lowest tile loose, then tries each meld it can lead."""
    if total == wilds:
        return 0, ()
    while not counts[index]:
        index += 1
    counts[index] -= 1
    key -= _BIT[index]
    best = _BEST.get(key) or _best(counts, key, index, wilds, total - 1)  # this tile stays loose
    numbers = -1  # read when a run is first tried
    for lead, templates in _TEMPLATES[index]:
        if lead > wilds or best[0] == total:
            break
        for head, wanted, faces, tail, bits, full, shift in templates:
            if numbers < 0 <= shift:
                numbers = _numbers(counts, index)
            ways = _fills(counts, wanted, wilds - lead, shift, numbers)
            if not ways:
                break
            length = len(head) + len(wanted) + len(tail)
            for wild_at in ways:
                used = lead + len(wild_at)
                rest = key - full - used * _WILD_BIT
                for position in wild_at:
                    rest += bits[position]
                found = _BEST.get(rest)
                if found is None:
                    _take(counts, wanted, wild_at, -1)
                    found = _best(counts, rest, index, wilds - used, total - length)
                    _take(counts, wanted, wild_at, 1)
                if found[0] + length > best[0]:
                    meld = head + tuple(WILD if p in wild_at else f for p, f in enumerate(faces)) + tail
                    best = found[0] + length, (meld,) + found[1]
                    if best[0] == total:
                        break
            if best[0] == total:
                break
    counts[index] += 1
    _BEST[key + _BIT[index]] = best
    return best


def _take(counts: list[int], wanted: list[int], wild_at: tuple[int, ...], step: int) -> None:
    """Take the wanted tiles but those wilds stand in for out of the counts (step -1), or put
    them back (step 1)."""
    for wanted_slot in wanted:
        counts[wanted_slot] += step
    for position in wild_at:
        counts[wanted[position]] -= step


def _can_finish(counts: list[int], key: int, index: int, wilds: int) -> bool:
    """Can every tile of the state (as in `_best`) go in melds, wilds included?"""
    if not key & (_WILD_BIT - 1):  # no real tile left
        return wilds == 0
    while not counts[index]:
        index += 1
    counts[index] -= 1
    key -= _BIT[index]
    finished = False
    numbers = -1
    for lead, templates in _TEMPLATES[index]:
        if lead > wilds or finished:
            break
        for _, wanted, _, _, bits, full, shift in templates:
            if numbers < 0 <= shift:
                numbers = _numbers(counts, index)
            ways = _fills(counts, wanted, wilds - lead, shift, numbers)
            if not ways:
                break
            for wild_at in ways:
                used = lead + len(wild_at)
                rest = key - full - used * _WILD_BIT
                for position in wild_at:
                    rest += bits[position]
                known = _FINISH.get(rest)
                if known is None:
                    _take(counts, wanted, wild_at, -1)
                    known = _can_finish(counts, rest, index, wilds - used)
                    _take(counts, wanted, wild_at, 1)
                finished = known
                if finished:
                    break
            if finished:
                break
    counts[index] += 1
    _FINISH[key + _BIT[index]] = finished
    return finished


def clear_caches() -> None:
    """Forget every solved hand (the benchmark measures the solver cold)."""
    _BEST.clear()
    _FINISH.clear()
    _FILLS.clear()
    _solve_best.cache_clear()
    _solve_finish.cache_clear()
    _kept.cache_clear()


def _check_wilds(wilds: int) -> None:
    if not 0 <= wilds <= MOST_WILDS:
        raise ValueError(f"a hand holds 0 to {MOST_WILDS} okeys, not {wilds}")


def _fresh_memos() -> None:
    if len(_BEST) > _MEMO_LIMIT or len(_FINISH) > _MEMO_LIMIT:
        _BEST.clear()
        _FINISH.clear()


@lru_cache(maxsize=20_000)
def _solve_finish(counts: Counts, wilds: int) -> bool:
    _check_wilds(wilds)
    if _kept(counts, wilds) != counts:
        return False  # some tile can never be in a meld
    kept = list(counts)
    _fresh_memos()
    key = _key(kept, wilds)
    known = _FINISH.get(key)
    return _can_finish(kept, key, 0, wilds) if known is None else known


@lru_cache(maxsize=20_000)
def _solve_best(counts: Counts, wilds: int) -> tuple[int, tuple]:
    _check_wilds(wilds)
    kept = list(_kept(counts, wilds))
    _fresh_memos()
    key = _key(kept, wilds)
    return _BEST.get(key) or _best(kept, key, 0, wilds, sum(kept) + wilds)


def is_sets_and_runs(counts: Counts, wilds: int) -> bool:
    return _solve_finish(counts, wilds)


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


def best_arrangement(counts: Counts, wilds: int) -> tuple[int, tuple]:
    """The most tiles that sets and runs can hold (wilds included), and those melds."""
    return _solve_best(counts, wilds)
