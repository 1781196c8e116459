"""The Goodge deck: Spades, Diamonds, Stars, Hearts and Clubs numbered 1-10, and the Crown (51 cards).

A card's code is its stable text form: number then suit letter ("7T" is the 7 of Stars, "10H",
"1S"), and "CR" for the Crown. Stars take the letter T (S is Spades). Each suit has its own sign
(the suits read without colour) and ink. Points: 1 = 20, 5 = 15, 10 = 10, the Crown 25, every
other card 0: 250 in the deck.
"""
from __future__ import annotations

from gamenight.core.decks import DeckCard, DeckSpec, Extra, SuitSpec, numbered
from gamenight.core.words import Words, words

CROWN_RANK = 11
GOODGE_DECK = DeckSpec("Goodge", [
    SuitSpec("Spades", "S", "\u2660", "#1b1b1b"),
    SuitSpec("Diamonds", "D", "\u2666", "#0061a8"),
    SuitSpec("Stars", "T", "\u2605", "#7a4f00"),
    SuitSpec("Hearts", "H", "\u2665", "#c62828"),
    SuitSpec("Clubs", "C", "\u2663", "#007a4d"),
], numbered(1, 10), [Extra("CR", "Crown", CROWN_RANK, "\u265b", "\u265b", "#b8860b")])
SUITS = tuple(suit.name for suit in GOODGE_DECK.suits)
SUIT_WORDS = (words("goodge", "Spades"), words("goodge", "Diamonds"), words("goodge", "Stars"),
              words("goodge", "Hearts"), words("goodge", "Clubs"))
"""The suits' names in the player's language (SUITS order)."""
_CARD_WORDS = (words("goodge", "{rank} of Spades"), words("goodge", "{rank} of Diamonds"),
               words("goodge", "{rank} of Stars"), words("goodge", "{rank} of Hearts"),
               words("goodge", "{rank} of Clubs"), words("goodge", "Crown"))
"""A card's name, one whole sentence a suit (a language may put the number after the suit)."""
THE_CARD = words("goodge", "the {card}")
CROWN_SUIT = len(SUITS)
"""The Crown's `suit` field: no suit of its own (it follows as a trump)."""
POINTS = {1: 20, 5: 15, 10: 10, CROWN_RANK: 25}
DECK_POINTS = 250


class Card(DeckCard):
    """A Goodge card: `suit` 0-4 (an index into SUITS) and `rank` 1-10, or the Crown."""

    DECK = GOODGE_DECK

    @property
    def is_crown(self) -> bool:
        return self.suit == CROWN_SUIT

    @property
    def points(self) -> int:
        return POINTS.get(self.rank, 0)

    @property
    def words(self) -> Words:
        """The card's name: "Crown", "7 of Stars" (in the player's language where shown)."""
        return _CARD_WORDS[self.suit] if self.is_crown else _CARD_WORDS[self.suit](rank=self.rank)

    @property
    def name(self) -> Words:
        """Player-facing words in a sentence: "the Crown", "the 7 of Stars"."""
        return THE_CARD(card=self.words)


CROWN = Card(CROWN_SUIT, CROWN_RANK)


_DECK = tuple(Card.full_deck())


def deck() -> list[Card]:
    """The 51 cards: each suit 1-10 in suit order, then the Crown (a new list each time)."""
    return list(_DECK)


def points_of(cards) -> int:
    return sum(card.points for card in cards)
