"""The hard Okey bot's sampled futures: how soon a hand could win, and the discard they choose."""
import random

from gamenight.games.okey.futures import NEVER, first_win, sample_futures, soonest, waits
from gamenight.games.okey.tiles import all_tiles

from .test_okey_rules import tiles

OKEY = (0, 5)  # the red 5 is wild (indicator red 4); no tile below is one


def test_first_win_counts_the_tiles_a_hand_needs():
    rest = tiles("R1a R2a R3a K7a B7a Y7a B10a B11a B12a B13a Y2a Y3a Y4a")  # one short of a win
    future = tiles("K1a K2a Y5a B1b")
    assert first_win(rest, future, OKEY, True) == 3  # the yellow 5 completes Y2-Y5
    assert first_win(rest, tiles("K1a B5b R9a"), OKEY, True) == NEVER
    assert first_win(rest, tiles("Y1a"), OKEY, True) == 1  # Y1 joins the run too


def test_soonest_keeps_the_tile_the_futures_complete():
    rack = tiles("R1a R2a R3a K7a B7a Y7a B10a B11a B12a B13a Y2a Y3a Y4a K11a Y11b")
    futures = [tiles("K1a Y5a B2b"), tiles("Y1a R9b K3a"), tiles("B4b Y5b R12a")]
    # Throwing Y4 spoils the run every future finishes; either 11 is useless. Ties keep the order.
    assert soonest(rack, tiles("Y4a K11a Y11b"), futures, OKEY, True) == tiles("K11a")[0]
    assert soonest(rack, tiles("Y4a"), futures, OKEY, True) == tiles("Y4a")[0]


def test_soonest_falls_back_to_the_first_option_when_no_future_tells():
    rack = tiles("R1a K3a B6a Y9a R11a K13a B2a Y4a R7a K9a B12a Y1a R13b K5b B8b")
    futures = [tiles("R4a K6a B9a")]
    assert soonest(rack, tiles("B8b R1a"), futures, OKEY, True) == tiles("B8b")[0]


def test_waits_match_each_discards_first_win_on_random_racks():
    # The shortcuts (start at the whole rack's first win, no solver call for a loose tile) change
    # no count: each option's sum is what first_win from scratch gives over the telling futures.
    rng = random.Random(5)
    told = 0
    for _ in range(25):
        pool = all_tiles()
        rng.shuffle(pool)
        rack, options = pool[:15], pool[:15:3]
        futures = sample_futures(pool[15:], rng, 6)
        telling = [future for future in futures if first_win(rack, future, OKEY, True) != NEVER]
        expected = {tile: sum(first_win([t for t in rack if t != tile], future, OKEY, True) for future in telling)
                    for tile in options}
        assert waits(rack, options, futures, OKEY, True) == expected
        told += len(telling)
    assert told > 20  # enough futures in which a win is near for the shortcuts to matter


def test_a_win_that_leaves_the_discard_loose_counts_without_asking_again():
    rack = tiles("R1a R2a R3a K7a B7a Y7a B10a B11a B12a B13a Y2a Y3a Y4a K11a Y11b")
    future = tiles("Y5a R9b")
    # The rack wins with the first tile; K11 and Y11 stay loose in that win, R1 does not.
    assert waits(rack, tiles("K11a Y11b R1a"), [future], OKEY, True) == {
        tiles("K11a")[0]: 1, tiles("Y11b")[0]: 1, tiles("R1a")[0]: NEVER}


def test_successive_halving_keeps_the_best_half_of_the_first_futures():
    rack = tiles("R1a R2a R3a K7a B7a Y7a B10a B11a B12a Y2a Y3a Y4a K11a K12a Y11b")
    black = tiles("R9b K4a Y9a K13a")  # the black 13 completes K11-K12-K13 with the fourth tile
    yellow = tiles("Y10a Y12a R9b K4a")  # Y10-Y11-Y12 with the second
    futures = [black, black, yellow, yellow]
    options = tiles("Y11b R1a R2a K11a")
    everything = waits(rack, options, futures, OKEY, True)
    assert min(options, key=everything.__getitem__) == tiles("K11a")[0]  # 11 + 11 + 2 + 2 = 26
    # On the first half the black 11 never wins, as the broken red run: Y11 and R1 go on, Y11 wins.
    assert soonest(rack, options, futures, OKEY, True) == tiles("Y11b")[0]
    # The yellow futures first: K11 and Y11 go on, and over all four futures K11 is the sooner.
    assert soonest(rack, options, futures[::-1], OKEY, True) == tiles("K11a")[0]
