"""The hand solver: the seed's own examples, agreement with a brute-force search, and the same
answers (melds included) as the plain search it replaced, kept below as the reference."""
from functools import lru_cache
from itertools import combinations

import pytest
from hypothesis import given, settings, strategies as st

from gamenight.games.okey.hand import (
    WILD,
    best_arrangement,
    clear_caches,
    count_faces,
    is_sets_and_runs,
    is_seven_pairs,
    pairs_count,
    slot,
)
from gamenight.games.okey.tiles import FALSE_JOKER, Tile, all_tiles, okey_face

OKEY = (0, 5)  # the indicator is red 4: red 5 is the okey (the seed's example)


def hand(codes, okey=OKEY):
    return count_faces([Tile.parse(code) for code in codes.split()], okey)


@pytest.mark.parametrize("codes,wins", [
    ("B6a R5a R5b B9a", True),        # blue 6, okey, okey, blue 9: a run (okeys as blue 7 and 8)
    ("Y10a K10a R5a", True),          # yellow 10, black 10, okey: a set
    ("R1a R2a R3a", True),            # 1 low
    ("K12a K13a K1a", True),          # 1 high
    ("B13a B1a B2a", False),          # never both ways
    ("K7a R7a R7b", False),           # a set repeats no colour
    ("R7a K7a B7a Y7a", True),
    ("R4a Fa R6a", True),             # a false joker is the okey's face, red 5
    ("K5a B5a Y5a Fa", True),         # black, blue, yellow 5 and a false joker (red 5): a set
    ("R3a R4a", False),
    ("R2a R3a R4a R5a", True),        # the okey as a wild still makes 2-3-4-(5)
    ("K1a K2a K3a K4a K5a K6a K7a K8a K9a K10a K11a K12a K13a K1b", True),   # 1-10 and 11-12-13-1
    ("K1a K2a K3a K4a K5a K6a K7a K8a K9a K10a K11a K12a K13a B1a", False),  # one 1 cannot do both
    ("K2a K3a K4a K5a K6a K7a K8a K9a K10a K11a K12a K13a K1b", True),       # 2-13 then the high 1
])
def test_sets_and_runs(codes, wins):
    assert is_sets_and_runs(*hand(codes)) is wins


def test_okeys_and_indicator_wrap():
    assert okey_face(Tile(2, 13)) == (2, 1)
    assert okey_face(Tile(0, 4)) == (0, 5)
    counts, wilds = hand("R5a R5b Fa")
    assert wilds == 2 and sum(counts) == 1


def test_seven_pairs_with_okeys():
    assert is_seven_pairs(*hand("R1a R1b K2a K2b B3a B3b Y4a Y4b R6a R6b K9a K9b B11a B11b"))
    assert is_seven_pairs(*hand("R1a R5a K2a K2b B3a B3b Y4a Y4b R6a R6b K9a K9b B11a B11b"))  # okey + R1
    assert not is_seven_pairs(*hand("R1a K1b K2a K2b B3a B3b Y4a Y4b R6a R6b K9a K9b B11a B11b"))
    two_okeys = hand("R5a R5b K2a K2b B3a B3b Y4a Y4b R6a R6b K9a K9b B11a B11b")
    assert is_seven_pairs(*two_okeys) and not is_seven_pairs(*two_okeys, okeys_pair=False)
    assert pairs_count(*hand("R1a R1b R2a")) == 1


def test_best_arrangement_covers_the_most_tiles():
    placed, melds = best_arrangement(*hand("R1a R2a R3a R4a K9a B9a Y9a Y11a"))
    assert placed == 7 and len(melds) == 2


# -- brute force ------------------------------------------------------------------------------
def _valid(group, okey):
    real = [t for t in group if (t.colour, t.number) != okey]
    faces = [okey if t.colour == FALSE_JOKER else (t.colour, t.number) for t in real]
    size = len(group)
    if size < 3:
        return False
    numbers = {n for _, n in faces}
    colours = [c for c, _ in faces]
    if len(numbers) <= 1 and len(set(colours)) == len(colours) and size <= 4:
        return True
    if len(set(colours)) > 1 or size > 13:
        return False
    for high_one in (False, True):
        values = [14 if high_one and n == 1 else n for _, n in faces]
        if len(set(values)) != len(values):
            continue
        lo, hi = (2, 14) if high_one else (1, 13)
        for start in range(lo, hi - size + 2):
            if all(start <= v < start + size for v in values):
                return True
    return False


def _brute_win(tiles, okey):
    if not tiles:
        return True
    first, rest = tiles[0], tiles[1:]
    for size in range(2, len(rest) + 1):
        for others in combinations(range(len(rest)), size):
            group = [first] + [rest[i] for i in others]
            if _valid(group, okey):
                remaining = [t for i, t in enumerate(rest) if i not in others]
                if _brute_win(remaining, okey):
                    return True
    return False


small_hands = st.lists(st.sampled_from([t for t in all_tiles() if t.number <= 6 or t.colour == FALSE_JOKER]),
                       min_size=3, max_size=8, unique=True)


@settings(max_examples=300, deadline=None)
@given(small_hands)
def test_the_solver_agrees_with_brute_force(tiles):
    assert is_sets_and_runs(*count_faces(tiles, OKEY)) == _brute_win(tiles, OKEY)


@settings(max_examples=150, deadline=None)
@given(small_hands)
def test_best_arrangement_places_everything_exactly_when_the_hand_wins(tiles):
    placed, melds = best_arrangement(*count_faces(tiles, OKEY))
    assert (placed == len(tiles)) == _brute_win(tiles, OKEY)
    assert placed == sum(len(meld) for meld in melds)


# -- the reference: the plain memoised search the solver replaced (same meld order) --------------
def _reference_melds(counts, wilds, index):
    """Every meld the lowest tile (at `index`) can lead, as (counts left, wilds left, meld)."""
    colour, number = divmod(index, 13)
    number += 1
    base = list(counts)
    base[index] -= 1
    others = [c for c in range(4) if c != colour]
    for size in (3, 4):
        for chosen in combinations(others, size - 1):
            if sum(1 for c in chosen if not base[c * 13 + number - 1]) <= wilds:
                yield from _reference_fill(base, wilds, [(colour, number)], [(c, number) for c in chosen], [])
    row = colour * 13
    if number == 1:
        missing = 0
        for start in range(13, 1, -1):
            missing += not base[row + start - 1]
            if missing > wilds:
                break
            if start <= 12:
                yield from _reference_fill(base, wilds, [], [(colour, n) for n in range(start, 14)], [(colour, 14)])
    for lead in range(0, min(wilds, number - 1) + 1):
        missing = lead
        for end in range(number + 1, 14):
            missing += not base[row + end - 1]
            if missing > wilds:
                break
            if end - number + 1 + lead >= 3:
                yield from _reference_fill(base, wilds - lead, [WILD] * lead + [(colour, number)],
                                           [(colour, n) for n in range(number + 1, end + 1)], [])


def _reference_fill(base, wilds, meld, wanted, suffix):
    if not wanted:
        yield tuple(base), wilds, tuple(meld + suffix)
        return
    first, rest = wanted[0], wanted[1:]
    position = slot(*first)
    if base[position] > 0:
        base[position] -= 1
        yield from _reference_fill(base, wilds, [*meld, first], rest, suffix)
        base[position] += 1
    if wilds > 0:
        yield from _reference_fill(base, wilds - 1, [*meld, WILD], rest, suffix)


def _lowest(counts):
    return next((index for index, value in enumerate(counts) if value), -1)


@lru_cache(maxsize=200_000)
def _reference_best(counts, wilds):
    index = _lowest(counts)
    if index < 0:
        return 0, ()
    skipped = list(counts)
    skipped[index] -= 1
    best_count, best_melds = _reference_best(tuple(skipped), wilds)
    for rest, left, meld in _reference_melds(counts, wilds, index):
        placed, melds = _reference_best(rest, left)
        if placed + len(meld) > best_count:
            best_count, best_melds = placed + len(meld), (meld, *melds)
    return best_count, best_melds


@lru_cache(maxsize=200_000)
def _reference_wins(counts, wilds):
    index = _lowest(counts)
    if index < 0:
        return wilds == 0
    return any(_reference_wins(rest, left) for rest, left, _ in _reference_melds(counts, wilds, index))


@st.composite
def dealt_hands(draw):
    """14 or 15 tiles from a shuffled set, and the okey from an indicator not among them."""
    tiles = all_tiles()
    draw(st.randoms(use_true_random=False)).shuffle(tiles)
    indicator = next(tile for tile in tiles if tile.colour != FALSE_JOKER)
    size = draw(st.integers(14, 15))
    return [tile for tile in tiles if tile != indicator][:size], okey_face(indicator)


@st.composite
def dense_hands(draw):
    """Both okeys, both false jokers, and ten tiles crowded into two colours' 1-13 (the hands
    that make the search work hardest)."""
    okey = draw(st.tuples(st.integers(0, 3), st.integers(1, 13)))
    colours = draw(st.lists(st.integers(0, 3), min_size=2, max_size=2, unique=True))
    crowd = [Tile(c, n, k) for c in colours for n in range(1, 14) for k in (0, 1) if (c, n) != okey]
    rest = draw(st.lists(st.sampled_from(crowd), min_size=10, max_size=10, unique=True))
    return [Tile(*okey, 0), Tile(*okey, 1), Tile(FALSE_JOKER, 0, 0), Tile(FALSE_JOKER, 0, 1), *rest], okey


def _same_as_reference(tiles, okey):
    counts, wilds = count_faces(tiles, okey)
    clear_caches()
    assert best_arrangement(counts, wilds) == _reference_best(counts, wilds)
    assert is_sets_and_runs(counts, wilds) == _reference_wins(counts, wilds)


@settings(max_examples=1500, deadline=None)
@given(dealt_hands())
def test_the_solver_matches_the_reference_on_dealt_hands(dealt):
    _same_as_reference(*dealt)


@settings(max_examples=1000, deadline=None)
@given(dense_hands())
def test_the_solver_matches_the_reference_on_dense_hands(dealt):
    _same_as_reference(*dealt)


def test_answers_do_not_depend_on_what_was_solved_before():
    winning = hand("K1a K2a K3a K4a K5a K6a K7a K8a K9a K10a K11a K12a K13a K1b")
    clear_caches()
    cold = best_arrangement(*winning), is_sets_and_runs(*winning)
    for other in ("R1a R2a R3a R5a", "K1a K2a K3a K4a", "B6a R5a R5b B9a"):
        best_arrangement(*hand(other))
        is_sets_and_runs(*hand(other))
    assert (best_arrangement(*winning), is_sets_and_runs(*winning)) == cold
    assert cold[0][0] == 14 and cold[1] is True


def test_more_okeys_than_the_set_holds_are_refused():
    counts, _ = hand("R1a R2a R3a")
    with pytest.raises(ValueError, match="0 to 2 okeys, not 3"):
        best_arrangement(counts, 3)
    with pytest.raises(ValueError, match="0 to 2 okeys, not -1"):
        is_sets_and_runs(counts, -1)
