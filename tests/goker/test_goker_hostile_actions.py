"""Goker refuses actions carrying values out of range (a guess of 0 or 999, GOKER for seat 99, a
card not held, a ball outside 1-75, a bad deal) as illegal, in words, and changes nothing."""
from hypothesis import given, settings, strategies as st

from gamenight.core.cards import standard_deck
from gamenight.games.goker.rules import Ball, CallGoker, Guess
from hostile import check_refused_or_allowed, played_state

CODES = [card.code for card in standard_deck(2)] + ["JK7"]

hostile = st.one_of(
    st.builds(lambda n: {"kind": "guess", "number": n}, st.integers()),
    st.builds(lambda n: {"kind": "ball", "number": n}, st.integers()),
    st.builds(lambda seat: {"kind": "goker", "seat": seat}, st.integers()),
    st.builds(lambda code: {"kind": "play_card", "card": code}, st.sampled_from(CODES)),
    st.builds(lambda cards: {"kind": "deal", "cards": cards}, st.lists(st.sampled_from(CODES), max_size=14)),
    st.just({"kind": "coin_flip"}),
)


@settings(max_examples=300, deadline=None)
@given(steps=st.integers(0, 120), seed=st.integers(0, 10**6), players=st.integers(2, 4), data=hostile,
       options=st.sampled_from([{}, {"cards": "table"}, {"rapid_start": True, "wilds": 2}]))
def test_hostile_values_are_refused_and_change_nothing(steps, seed, players, data, options):
    state = played_state("goker", players, options, steps, seed)
    check_refused_or_allowed("goker", state, data)


def test_the_named_hostile_values_are_refused():
    state = played_state("goker", 3, {}, 1, 5)  # dealt: seat 1 guesses first
    for data in ({"kind": "guess", "number": 0}, {"kind": "guess", "number": 999},
                 {"kind": "goker", "seat": 99}, {"kind": "goker", "seat": -1}, {"kind": "ball", "number": 76}):
        check_refused_or_allowed("goker", state, data)
    assert str(state.illegal_reason(Guess(0))) == "a guess is a number from 1 to 75, not 0"
    assert str(state.illegal_reason(CallGoker(99))) == "there is no seat 100"
    undealt = played_state("goker", 3, {}, 0, 5)
    check_refused_or_allowed("goker", undealt, {"kind": "ball", "number": 7})
    assert str(undealt.illegal_reason(Ball(7))) == "deal the cards first"
