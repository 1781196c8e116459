"""The Jokers deck: two 54-card decks shuffled together, 108 cards.

Identical cards are distinct copies, each with its own id: the card code, a dot and the deck
("7H.1", "7H.2", "JK1.1", "JK2.2"), so a hand, the stock and an action name one copy exactly.
The engine keeps cards as these ids (`JokersCard.parse` reads one back into a card).
A card's value is what it does: 1 for an ace, 2-13 for 2-10, J, Q, K, and 0 for a joker.
"""
from __future__ import annotations

from gamenight.core.cards import ACE, standard_spec
from gamenight.core.decks import CopiedCard

JOKER = 0
COME_OUT_VALUES = frozenset({1, 11, 12, 13})
"""Ace, Jack, Queen, King: come-out cards."""
SPLIT_VALUES = frozenset({7, 9})


class JokersCard(CopiedCard):
    DECK = standard_spec("Jokers", jokers=2, copies=2)


def _value(card: JokersCard) -> int:
    if card.is_extra:
        return JOKER
    return 1 if card.rank == ACE else card.rank


ALL_CARDS: tuple[str, ...] = tuple(card.code for card in JokersCard.full_deck())
_VALUE = {card.code: _value(card) for card in JokersCard.full_deck()}
_LABEL = {card.code: card.label for card in JokersCard.full_deck()}


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
