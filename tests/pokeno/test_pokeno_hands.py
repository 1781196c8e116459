import pytest
from hypothesis import given, strategies as st

from gamenight.core.cards import Card, standard_deck
from gamenight.games.pokeno.hands import Hand, best_hand, line_points


def cards(text):
    return [Card.parse(code) for code in text.split()]


@pytest.mark.parametrize("line,hand", [
    ("AS KS QS JS 10S", Hand.STRAIGHT_FLUSH),
    ("AH 2H 3H 4H 5H", Hand.STRAIGHT_FLUSH),
    ("AS KD QS JS 10S", Hand.STRAIGHT),        # ace high
    ("AS 2D 3S 4S 5S", Hand.STRAIGHT),         # ace low
    ("QS KD AS 2S 3S", None),                  # never wrapping
    ("2S 7S 9S JS KS", Hand.FLUSH),
    ("9C 9D 9H 4S 4C", Hand.FULL_HOUSE),
    ("9C 9D 9H 9S 4C", Hand.FOUR_OF_A_KIND),
    ("9C 9D 9H 5S 4C", Hand.THREE_OF_A_KIND),
    ("9C 9D 5H 5S 4C", Hand.TWO_PAIR),
    ("9C 9D 6H 5S 4C", Hand.PAIR),
    ("9C 8D 6H 5S 4C", None),
])
def test_complete_lines(line, hand):
    assert best_hand(cards(line)) == hand


@pytest.mark.parametrize("covered,hand", [
    ("AS KS QS JS", None),                     # a straight flush needs all five
    ("2S 7S 9S JS", None),                     # so does a flush
    ("9C 9D 9H 4S", Hand.THREE_OF_A_KIND),     # a full house row, partly covered
    ("9C 9D 4S", Hand.PAIR),
    ("9C 9D 9H 9S", Hand.FOUR_OF_A_KIND),      # quads from four covered cards
    ("9C 9D 4S 4C", Hand.TWO_PAIR),
    ("", None),
])
def test_partly_covered_lines(covered, hand):
    assert best_hand(cards(covered)) == hand


def test_base_points_and_the_bonus_multiplier():
    assert [hand.points for hand in Hand] == [5, 10, 15, 20, 25, 30, 35, 40]
    assert line_points(Hand.FLUSH, Hand.FLUSH, 3) == 75
    assert line_points(Hand.PAIR, Hand.PAIR, 4) == 20
    assert line_points(Hand.PAIR, Hand.FLUSH, 4) == 5
    assert line_points(None, Hand.PAIR, 4) == 0


def test_a_straight_flush_never_counts_as_the_bonus_straight():
    hand = best_hand(cards("5D 6D 7D 8D 9D"))
    assert hand == Hand.STRAIGHT_FLUSH and line_points(hand, Hand.STRAIGHT, 6) == 40


FIVE_CARDS = st.lists(st.sampled_from(standard_deck()), min_size=5, max_size=5, unique=True)


@given(FIVE_CARDS, st.permutations(range(5)))
def test_a_line_never_falls_as_more_cards_are_covered(line, order):
    previous = 0
    for count in range(6):
        hand = best_hand([line[i] for i in order[:count]])
        rank = int(hand) if hand else 0
        assert rank >= previous
        previous = rank
