"""Okey refuses actions carrying values out of range (a seat 5, a tile not on the rack, a deal
of the wrong tiles) as illegal, in words, and changes nothing."""
from hypothesis import given, settings, strategies as st

from gamenight.games.okey.rules import ShowIndicator
from gamenight.games.okey.tiles import all_tiles
from hostile import check_refused_or_allowed, played_state

CODES = [tile.code for tile in all_tiles()]
OPTIONS = {"start_points": 5}

hostile = st.one_of(
    st.builds(lambda seat: {"kind": "show_indicator", "seat": seat}, st.integers()),
    st.builds(lambda code: {"kind": "discard", "tile": code}, st.sampled_from(CODES)),
    st.builds(lambda code: {"kind": "finish", "tile": code}, st.sampled_from(CODES)),
    st.sampled_from([{"kind": "draw_stock"}, {"kind": "take_discard"}, {"kind": "decline_discard"}]),
    st.builds(lambda ind, order: {"kind": "deal", "indicator": ind, "order": order},
              st.sampled_from(CODES), st.lists(st.sampled_from(CODES), max_size=110)),
)


@settings(max_examples=100, deadline=None)
@given(steps=st.integers(0, 400), seed=st.integers(0, 10**6), data=hostile)
def test_hostile_values_are_refused_and_change_nothing(steps, seed, data):
    state = played_state("okey", 4, OPTIONS, steps, seed)
    check_refused_or_allowed("okey", state, data)


def test_a_seat_out_of_range_is_refused_in_words():
    state = played_state("okey", 4, OPTIONS, 1, 3)
    for seat in (4, -1, 99):
        check_refused_or_allowed("okey", state, {"kind": "show_indicator", "seat": seat})
        assert str(state.illegal_reason(ShowIndicator(seat))) == f"there is no seat {seat + 1}: Okey has seats 1 to 4"
