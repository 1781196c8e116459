"""A standard card's name in words that are translated where they are shown ("Queen of Hearts",
in Turkish "Kupa K\u0131z"): the engines' descriptions and the spoken calls use it."""
from __future__ import annotations

from gamenight.core.cards import ACE, JACK, KING, QUEEN, Card, Suit
from gamenight.core.words import Words, words

RANKS = {JACK: words("cards", "Jack"), QUEEN: words("cards", "Queen"), KING: words("cards", "King"),
         ACE: words("cards", "Ace")}
SUITS = {Suit.CLUBS: words("cards", "Clubs"), Suit.DIAMONDS: words("cards", "Diamonds"),
         Suit.HEARTS: words("cards", "Hearts"), Suit.SPADES: words("cards", "Spades")}
JOKER = words("cards", "Joker")


def card_name(card: Card) -> Words:
    """"Queen of Hearts", "7 of Clubs", "Joker": `str()` of it is `card.name`."""
    if card.is_joker or card.suit is None:
        return JOKER
    rank = RANKS.get(card.rank, str(card.rank))
    return words("cards", "{rank} of {suit}")(rank=rank, suit=SUITS[card.suit])
