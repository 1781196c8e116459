import random

import pytest

from gamenight.core.cards import ACE, Card, Suit, standard_deck
from gamenight.core.dice import roll, valid_roll
from gamenight.core.rng import step_rng


def test_standard_deck_has_52_distinct_cards_and_jokers_follow():
    deck = standard_deck(jokers=2)
    assert len(deck) == 54 and len(set(deck)) == 54
    assert [card.code for card in deck[-2:]] == ["JK1", "JK2"]
    assert all(Card.from_index(card.index) == card for card in deck)


@pytest.mark.parametrize("code,label", [("QS", "Q\u2660"), ("10H", "10\u2665"), ("2C", "2\u2663"), ("AD", "A\u2666")])
def test_codes_round_trip(code, label):
    card = Card.parse(code.lower())
    assert card.code == code and card.label == label


@pytest.mark.parametrize("bad", ["", "1S", "11H", "QX", "JK0", "JK", "Q"])
def test_bad_codes_are_refused_with_the_code_in_the_message(bad):
    with pytest.raises(ValueError, match="not a card code"):
        Card.parse(bad)


def test_orders_suits_and_ranks():
    assert Suit.CLUBS < Suit.DIAMONDS < Suit.HEARTS < Suit.SPADES
    assert Card.parse("AS").rank == ACE > Card.parse("KS").rank
    assert Card.parse("2S").name == "2 of Spades" and Card.parse("QH").name == "Queen of Hearts"


def test_invalid_card_values_raise():
    with pytest.raises(ValueError):
        Card(1, Suit.CLUBS)
    with pytest.raises(ValueError):
        Card(0, Suit.CLUBS, joker=1)


def test_dice_are_in_range_and_checked():
    rng = random.Random(3)
    rolls = [roll(rng, 2) for _ in range(500)]
    assert {value for pair in rolls for value in pair} == {1, 2, 3, 4, 5, 6}
    assert valid_roll((3, 4), 2) is None
    assert "1 to 6" in str(valid_roll((0, 4), 2))
    assert "expected 2 dice" in str(valid_roll((3,), 2))
    assert valid_roll((True, 2), 2) is not None


def test_step_rng_is_stable_and_distinct_per_step():
    first = [step_rng(42, "chance", i).random() for i in range(5)]
    assert first == [step_rng(42, "chance", i).random() for i in range(5)]
    assert len(set(first)) == 5
    assert step_rng(42, "chance", 0).random() != step_rng(43, "chance", 0).random()
