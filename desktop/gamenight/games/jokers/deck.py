"""The Jokers deck: two 54-card decks shuffled together, 108 cards.

Identical cards are distinct copies, each with its own id: the card code, a dot and the deck
("7H.1", "7H.2", "JK1.1", "JK2.2"), so a hand, the stock and an action name one copy exactly.
A card's value is what it does: 1 for an ace, 2-13 for 2-10, J, Q, K, and 0 for a joker.
"""
from __future__ import annotations

from gamenight.core.cards import ACE, Card, standard_deck

DECKS = 2
JOKER = 0
COME_OUT_VALUES = frozenset({1, 11, 12, 13})
"""Ace, Jack, Queen, King: come-out cards."""
SPLIT_VALUES = frozenset({7, 9})


def _value(card: Card) -> int:
    if card.is_joker:
        return JOKER
    return 1 if card.rank == ACE else card.rank


ALL_CARDS: tuple[str, ...] = tuple(f"{card.code}.{deck}" for deck in range(1, DECKS + 1)
                                   for card in standard_deck(jokers=2))
_VALUE = {card_id: _value(Card.parse(card_id.partition(".")[0])) for card_id in ALL_CARDS}
_LABEL = {card_id: Card.parse(card_id.partition(".")[0]).label for card_id in ALL_CARDS}


def is_card(card_id: str) -> bool:
    return card_id in _VALUE


def value_of(card_id: str) -> int:
    return _VALUE[card_id]


def label(card_id: str) -> str:
    """"7\u2665", "Joker": the words a player reads."""
    return _LABEL[card_id]


def brings_out(value: int) -> bool:
    """Cards that may bring a marble out of start: come-out cards and the joker."""
    return value in COME_OUT_VALUES or value == JOKER
