"""Poker hands of a Pokeno line: the best hand its covered cards form.

Pair, two pair, three and four of a kind count from any covered cards; straight, flush, full
house and straight flush only when all five are covered. Ace is high or low in a straight
(A-2-3-4-5, 10-J-Q-K-A), never wrapping. A straight flush is never a mere straight or flush.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from enum import IntEnum

from gamenight.core.cards import ACE, Card
from gamenight.core.words import Words, words


class Hand(IntEnum):
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8

    @property
    def points(self) -> int:
        return BASE_POINTS[self]

    @property
    def title(self) -> Words:
        """"Two pair": the hand's name as a heading, to be translated where it is shown."""
        return TITLES[self]

    @property
    def named(self) -> Words:
        """"two pair": the hand's name inside a sentence."""
        return NAMES[self]

    @property
    def short_title(self) -> Words:
        """For narrow labels (a column under one card)."""
        return SHORT_TITLES[self]


BASE_POINTS = {Hand.PAIR: 5, Hand.TWO_PAIR: 10, Hand.THREE_OF_A_KIND: 15, Hand.STRAIGHT: 20, Hand.FLUSH: 25,
               Hand.FULL_HOUSE: 30, Hand.FOUR_OF_A_KIND: 35, Hand.STRAIGHT_FLUSH: 40}
TITLES = {Hand.PAIR: words("pokeno", "Pair"), Hand.TWO_PAIR: words("pokeno", "Two pair"),
          Hand.THREE_OF_A_KIND: words("pokeno", "Three of a kind"), Hand.STRAIGHT: words("pokeno", "Straight"),
          Hand.FLUSH: words("pokeno", "Flush"), Hand.FULL_HOUSE: words("pokeno", "Full house"),
          Hand.FOUR_OF_A_KIND: words("pokeno", "Four of a kind"),
          Hand.STRAIGHT_FLUSH: words("pokeno", "Straight flush")}
NAMES = {Hand.PAIR: words("pokeno", "pair"), Hand.TWO_PAIR: words("pokeno", "two pair"),
         Hand.THREE_OF_A_KIND: words("pokeno", "three of a kind"), Hand.STRAIGHT: words("pokeno", "straight"),
         Hand.FLUSH: words("pokeno", "flush"), Hand.FULL_HOUSE: words("pokeno", "full house"),
         Hand.FOUR_OF_A_KIND: words("pokeno", "four of a kind"), Hand.STRAIGHT_FLUSH: words("pokeno", "straight flush")}
SHORT_TITLES = {**TITLES, Hand.STRAIGHT: words("pokeno", "Str."), Hand.THREE_OF_A_KIND: words("pokeno", "Trips"),
                Hand.FOUR_OF_A_KIND: words("pokeno", "Quads"), Hand.STRAIGHT_FLUSH: words("pokeno", "Str. flush"),
                Hand.FULL_HOUSE: words("pokeno", "Full h."), Hand.TWO_PAIR: words("pokeno", "2 pair")}
BONUS_HANDS = (Hand.PAIR, Hand.TWO_PAIR, Hand.THREE_OF_A_KIND, Hand.STRAIGHT, Hand.FLUSH, Hand.FULL_HOUSE)
"""The bonus-hand die: 1 = pair ... 6 = full house."""


def is_straight(ranks: Sequence[int]) -> bool:
    distinct = set(ranks)
    if len(distinct) != 5 or len(ranks) != 5:
        return False
    if max(distinct) - min(distinct) == 4:
        return True
    return distinct == {ACE, 2, 3, 4, 5}


def best_hand(cards: Sequence[Card]) -> Hand | None:
    """The best hand the given covered cards of one line form, or None."""
    counts = sorted(Counter(card.rank for card in cards).values(), reverse=True)
    if len(cards) == 5:
        flush = len({card.suit for card in cards}) == 1
        straight = is_straight([card.rank for card in cards])
        if flush and straight:
            return Hand.STRAIGHT_FLUSH
        if counts[0] == 4:
            return Hand.FOUR_OF_A_KIND
        if counts[:2] == [3, 2]:
            return Hand.FULL_HOUSE
        if flush:
            return Hand.FLUSH
        if straight:
            return Hand.STRAIGHT
    if not counts:
        return None
    if counts[0] == 4:
        return Hand.FOUR_OF_A_KIND
    if counts[0] == 3:
        return Hand.THREE_OF_A_KIND
    if counts[0] == 2:
        return Hand.TWO_PAIR if len(counts) > 1 and counts[1] == 2 else Hand.PAIR
    return None


def line_points(hand: Hand | None, bonus: Hand | None, multiplier: int) -> int:
    """A line's score: the hand's base points, times the multiplier if it is the bonus hand."""
    if hand is None:
        return 0
    return hand.points * (multiplier if hand == bonus else 1)
