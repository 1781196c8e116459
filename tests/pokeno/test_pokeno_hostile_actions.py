"""Pokeno refuses actions carrying values out of range (board 999, dice showing 7, too few or too
many dice, a card already drawn, a joker) as illegal, in words, and changes nothing."""
from hypothesis import given, settings, strategies as st

from gamenight.core.cards import standard_deck
from gamenight.games.pokeno.rules import ChooseBoard, Dice
from hostile import check_refused_or_allowed, played_state

CODES = [card.code for card in standard_deck(2)]

hostile = st.one_of(
    st.builds(lambda board: {"kind": "choose_board", "board": board}, st.integers()),
    st.builds(lambda values: {"kind": "dice", "values": values}, st.lists(st.integers(), max_size=4)),
    st.builds(lambda code: {"kind": "draw", "card": code}, st.sampled_from(CODES)),
)


@settings(max_examples=150, deadline=None)
@given(steps=st.integers(0, 150), seed=st.integers(0, 10**6), players=st.integers(2, 6), data=hostile)
def test_hostile_values_are_refused_and_change_nothing(steps, seed, players, data):
    state = played_state("pokeno", players, {}, steps, seed)
    check_refused_or_allowed("pokeno", state, data)


def test_the_named_hostile_values_are_refused():
    state = played_state("pokeno", 2, {}, 0, 1)
    check_refused_or_allowed("pokeno", state, {"kind": "choose_board", "board": 999})
    assert str(state.illegal_reason(ChooseBoard(999))) == "there is no board 999"
    state = played_state("pokeno", 2, {}, 2, 1)  # both boards chosen: the base roll is due
    for values in ([7], [], [1, 2, 3], [0]):
        check_refused_or_allowed("pokeno", state, {"kind": "dice", "values": values})
    assert str(state.illegal_reason(Dice((7, 1)))) == "a die shows 1 to 6, not 7"
    assert str(state.illegal_reason(Dice(()))) == "expected 2 dice, got 0"
    assert str(state.illegal_reason(Dice((1, 2, 3)))) == "expected 2 dice, got 3"


def test_a_card_already_drawn_is_refused():
    state = played_state("pokeno", 2, {}, 2, 1)
    while state.pending_step() is not None:  # roll until the cards are called
        state.apply(state.legal_actions()[0])
    first = state.legal_actions()[0]
    state.apply(first)
    check_refused_or_allowed("pokeno", state, {"kind": "draw", "card": first.card.code})
    assert str(state.illegal_reason(first)).startswith(f"{first.card.label} was already called")
