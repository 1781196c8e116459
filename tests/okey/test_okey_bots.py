"""What the Okey bots do in set-up positions (they are given their seat's view only)."""
import random

from gamenight.games.okey.bots import EasyOkeyBot, HardOkeyBot, NormalOkeyBot, draw_gains, unseen_tiles
from gamenight.games.okey.hand import best_arrangement, count_faces, slot
from gamenight.games.okey.rules import Discard, Finish, TakeDiscard
from gamenight.games.okey.tiles import Tile

from .test_okey_rules import rigged, tiles

WIN = "R1a R2a R3a K7a B7a Y7a B10a B11a B12a B13a Y2a Y3a Y4a Y5a"


def choose(state, level=HardOkeyBot):
    seat = state.current_player
    return level(seat).choose(state.view(seat), state.legal_actions(), random.Random(0))


def test_hard_prefers_laying_an_okey_on_the_indicator():
    state = rigged(WIN + " R5a")  # R5a is the okey (indicator R4): finishing with it scores 4
    assert Finish(Tile.parse("R5a")) in state.legal_actions()
    assert choose(state) == Finish(Tile.parse("R5a"))


def test_hard_keeps_melds_and_partial_runs_and_throws_the_lonely_tile():
    state = rigged("R1a R2a R3a K7a B7a Y7a B10a B11a Y2a Y3a K12a R9b Y12b B4a K5b")
    action = choose(state)
    assert isinstance(action, Discard)
    assert action.tile in tiles("K12a R9b Y12b B4a K5b")  # never a tile of a meld or of the blue pair


def test_hard_takes_the_left_discard_that_wins():
    state = rigged(WIN + " K13a")
    state.apply(Discard(Tile.parse("K13a")))
    state.round.racks[2] = tiles("K11a K12a R6a R7a R8a R9a Y9a Y10a Y11a B2a B3a B4a B5a Y1b")
    assert choose(state) == TakeDiscard()  # K11-K12-K13 leaves only Y1 over: a win
    state.round.racks[2] = tiles("K1b K2b R6a R7a R8a R9a Y9a Y10a Y11a B2a B3a B4a B5a Y1b")
    assert choose(state) != TakeDiscard()  # the black 13 joins nothing here


def test_hard_counts_tiles_it_has_seen_out_of_the_live_ones():
    state = rigged(WIN + " K13a")
    state.apply(Discard(Tile.parse("K13a")))
    view = state.view(2)
    unseen = unseen_tiles(view)
    assert Tile.parse("K13a") not in unseen and state.round.indicator not in unseen
    assert not set(view.rack) & set(unseen)
    assert len(unseen) == 106 - 14 - 1 - 1


def test_draw_gains_value_completing_tiles_above_extensions():
    hand = tiles("R1a R2a R3a B7a B8a K11a")
    counts, wilds = count_faces(hand, (3, 13))
    gains = draw_gains(counts, best_arrangement(counts, wilds)[1])
    assert gains[slot(2, 6)] == 3 and gains[slot(2, 9)] == 3  # blue 6 or 9 makes a run of the blue pair
    assert gains[slot(0, 4)] == 1  # red 4 lengthens the red run
    assert slot(1, 13) not in gains and slot(1, 12) not in gains  # the lone black 11 needs two more


def easy_choices(state, seeds=range(12)):
    seat = state.current_player
    return {EasyOkeyBot(seat).choose(state.view(seat), state.legal_actions(), random.Random(seed)) for seed in seeds}


def test_easy_never_throws_a_tile_of_its_sets_and_runs():
    state = rigged("R1a R2a R3a K7a B7a Y7a B10a B11a B12a Y2a Y3a Y4a K1b R9b Y12b")  # three loose tiles
    assert easy_choices(state) == {Discard(tile) for tile in tiles("K1b R9b Y12b")}  # at random among them


def test_easy_never_throws_the_okey_while_it_has_a_loose_tile():
    state = rigged("R1a R2a R3a K7a B7a Y7a B10a B11a B12a Y2a Y3a Y4a R5a K1b R9b")  # R5a: the okey
    assert easy_choices(state) == {Discard(tile) for tile in tiles("K1b R9b")}


def test_easy_finishes_when_it_can():
    state = rigged(WIN + " K13a")
    assert easy_choices(state) == {Finish(Tile.parse("K13a"))}


def test_easy_takes_the_left_discard_only_when_it_completes_a_meld():
    state = rigged(WIN + " K13a")
    state.apply(Discard(Tile.parse("K13a")))
    state.round.racks[2] = tiles("K11a K12a R6a R7a R8a Y1b B2a B3a B4a R1b Y9a K3a Y5b B9a")
    assert easy_choices(state) == {TakeDiscard()}  # K11-K12-K13: a new run
    state.round.racks[2] = tiles("K10a K11a K12a R7a R8a Y1b B2a B3a B4a R1b Y9a K3a Y5b B9a")
    assert TakeDiscard() not in easy_choices(state)  # it would only lengthen a run: the normal bot takes it
    assert NormalOkeyBot(2).choose(state.view(2), state.legal_actions(), random.Random(0)) == TakeDiscard()
