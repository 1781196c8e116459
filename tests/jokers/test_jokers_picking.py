"""Picking a play step by step (Qt-free): a card, a marble, a destination; the 9's split with
one part back, the joker's landings, and only legal choices offered."""
from gamenight.games.jokers.actions import JokerMove, Split
from gamenight.games.jokers.position import build_position
from gamenight.games.jokers.track import start_hole
from gamenight.games.jokers.ui.picking import Picker


def picker_for(marbles, hand):
    state = build_position(marbles, {0: hand}, turn=0)
    return state, Picker(state.board, 0, state.legal_actions())


def card(picker, code):
    return next(card for card in picker.playable() if card.startswith(code + "."))


def test_a_nine_offers_forward_and_back_for_the_first_marble_then_the_rest_for_the_second():
    state, picker = picker_for({0: [12, 30]}, "9S 2C 3C 4C 5C 6C")
    nine = card(picker, "9S")
    assert picker.pick_card(nine) and picker.movable() == {12, 30}
    assert picker.pick_marble(12)
    steps = {choice.landing: choice.steps for choice in picker.destinations()}
    assert steps[16] == 4 and steps[10] == -2 and all(choice.action is None for choice in picker.destinations())
    assert picker.pick_destination(16) is None and picker.first == (12, 4) and picker.rest() == -5
    assert picker.movable() == {30} and not picker.pick_marble(16)  # the same marble cannot move twice
    assert picker.pick_marble(30)
    assert [choice.landing for choice in picker.destinations()] == [25]
    action = picker.pick_destination(25)
    assert action == Split(nine, 12, 4, 30, -5) and state.illegal_reason(action) is None


def test_a_joker_lands_on_every_other_players_marble_it_may_and_refuses_the_rest():
    state, picker = picker_for({0: [12], 1: [40], 2: [50], 3: [60]}, "JK1 2C 3C 4C 5C 6C")
    joker = card(picker, "JK1")
    assert picker.pick_card(joker) and picker.movable() == {12, start_hole(0, 1)}
    picker.pick_marble(12)
    assert {choice.landing for choice in picker.destinations()} == {40, 50, 60}
    assert picker.pick_destination(41) is None and picker.first is None  # not marked: nothing picked
    assert str(state.illegal_reason(picker.guess(41))).startswith("a joker must land on another player's marble")
    assert picker.pick_destination(40) == JokerMove(joker, 12, 40)


def test_a_card_with_no_legal_play_cannot_be_picked():
    state, picker = picker_for({0: [12]}, "9S 2C 3C 4C 5C 6C")
    nine = next(card for card in state.hands[0] if card.startswith("9S."))
    assert nine not in picker.playable() and not picker.pick_card(nine)
    assert picker.card is None and picker.movable() == set()
