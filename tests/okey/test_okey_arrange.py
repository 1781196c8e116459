"""The rack layout and the Arrange runs / Arrange pairs buttons (no Qt)."""
import pytest

from gamenight.games.okey.arrange import RackLayout, melds_of, pairs_of
from gamenight.games.okey.tiles import Tile

OKEY = (0, 5)  # red 5


def tiles(codes):
    return [Tile.parse(code) for code in codes.split()]


def test_new_tiles_go_after_the_last_used_slot_and_gone_ones_are_forgotten():
    layout = RackLayout()
    layout.sync(tiles("R1a R2a R3a"))
    layout.move(Tile.parse("R3a"), 10)
    assert layout.sync(tiles("R1a R3a K9a")) == tiles("K9a")
    assert layout.slots == {Tile.parse("R1a"): 0, Tile.parse("R3a"): 10, Tile.parse("K9a"): 11}


def test_moving_onto_a_taken_slot_swaps_and_a_bad_slot_is_refused():
    layout = RackLayout()
    layout.sync(tiles("R1a R2a"))
    layout.move(Tile.parse("R1a"), 1)
    assert layout.ordered() == tiles("R2a R1a")
    with pytest.raises(ValueError):
        layout.move(Tile.parse("R1a"), 32)


def test_melds_use_the_okey_where_it_stands_in_and_leave_the_rest_loose():
    hand = tiles("R5a K7a K8a B1a Y9a K9a B9a R12a R13a R1a")  # R5a is the okey
    groups, loose = melds_of(hand, OKEY)
    assert loose == [Tile.parse("B1a")]
    assert sorted(map(len, groups)) == [3, 3, 3]
    assert {tile for group in groups for tile in group} == set(hand) - {Tile.parse("B1a")}
    assert tiles("R12a R13a R1a") in groups  # the 1 runs on high after 12 and 13


def test_arranging_keeps_the_players_order_of_groups():
    layout = RackLayout()
    layout.sync(tiles("Y2a Y3a Y4a K1a R7a K7a B7a"))
    layout.move(Tile.parse("B7a"), 0)  # the 7s now start left of the yellow run
    layout.arrange_runs(OKEY)
    order = layout.ordered()
    assert order.index(Tile.parse("B7a")) < order.index(Tile.parse("Y2a"))
    sevens = sorted(layout.slots[t] for t in tiles("R7a K7a B7a"))
    assert sevens == [0, 1, 2] and sorted(layout.slots[t] for t in tiles("Y2a Y3a Y4a")) == [4, 5, 6]
    assert layout.slots[Tile.parse("K1a")] == 8  # the loose tile comes last, after a gap


def test_pairs_put_twins_together_and_okeys_with_singles():
    groups, loose = pairs_of(tiles("K3a B9a K3b R5a Fa Fb B2a"), OKEY)
    assert [Tile.parse("K3a"), Tile.parse("K3b")] in groups
    assert [Tile.parse("Fa"), Tile.parse("Fb")] in groups  # false jokers pair as the okey's face
    assert [Tile.parse("B9a"), Tile.parse("R5a")] in groups  # the okey pairs with a single
    assert loose == [Tile.parse("B2a")]


def test_a_saved_arrangement_is_laid_over_the_rack_as_it_is_now():
    layout = RackLayout()
    layout.sync(tiles("R1a R2a R3a K9a"))
    layout.move(Tile.parse("K9a"), 20)
    codes = layout.slot_codes()
    assert len(codes) == 32 and codes[20] == "K9a" and codes[3] is None
    # R2a left the rack since, Y4b came in; junk and repeats in the save are ignored
    codes[5], codes[6], codes[7] = "not a tile", 12, "R1a"
    again = RackLayout.from_slot_codes(codes, tiles("R1a R3a K9a Y4b"))
    assert again.slots == {Tile.parse("R1a"): 0, Tile.parse("R3a"): 2, Tile.parse("K9a"): 20, Tile.parse("Y4b"): 21}


@pytest.mark.parametrize("saved", [["B1a", "B2a"], None, "R1a", {"0": "R1a"}, []])
def test_a_save_that_does_not_fit_the_rack_gives_no_arrangement(saved):
    assert RackLayout.from_slot_codes(saved, tiles("R1a R3a")) is None
