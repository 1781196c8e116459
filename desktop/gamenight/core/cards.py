"""Standard playing cards: 52 cards in four suits, optional jokers, and their orders.

A card's short code is its stable text form: rank then suit letter ("2C", "10H", "QS", "AS"),
"JK1", "JK2", ... for jokers. Suit order is Clubs < Diamonds < Hearts < Spades; rank order is
2 < 3 < ... < 10 < J < Q < K < A (ace = 14; games that count the ace low say so).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from enum import IntEnum

from gamenight.core.decks import DeckSpec, Extra, RankSpec, SuitSpec
from gamenight.core.words import Words, words

RED_INK, BLACK_INK = "#c62828", "#1b1b1b"


class Suit(IntEnum):
    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "\u2663\u2666\u2665\u2660"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def title(self) -> str:
        return self.name.capitalize()


JACK, QUEEN, KING, ACE = 11, 12, 13, 14
RANKS = tuple(range(2, 15))
_RANK_TEXT = {**{r: str(r) for r in range(2, 11)}, JACK: "J", QUEEN: "Q", KING: "K", ACE: "A"}
_RANK_NAMES = {**{r: str(r) for r in range(2, 11)}, JACK: "Jack", QUEEN: "Queen", KING: "King", ACE: "Ace"}
_TEXT_RANK = {text: rank for rank, text in _RANK_TEXT.items()}


_SUIT_WORDS = (words("cards", "{rank} of Clubs"), words("cards", "{rank} of Diamonds"),
               words("cards", "{rank} of Hearts"), words("cards", "{rank} of Spades"))
"""A card's name, one whole sentence a suit (a language may say the suit first)."""
_RANK_WORDS = {JACK: words("cards", "Jack"), QUEEN: words("cards", "Queen"), KING: words("cards", "King"),
               ACE: words("cards", "Ace")}
JOKER_WORDS = words("cards", "Joker")
SUIT_NAMES = {Suit.CLUBS: words("cards", "Clubs"), Suit.DIAMONDS: words("cards", "Diamonds"),
              Suit.HEARTS: words("cards", "Hearts"), Suit.SPADES: words("cards", "Spades")}
"""A suit's own name (a picker's button); in a card's name the suit is part of the sentence."""


def card_words(rank: int, suit: Suit | None) -> Words:
    """A standard card's name in the player's language ("Queen of Hearts"); the joker's when
    `suit` is None. Every game that names standard cards names them here."""
    if suit is None:
        return JOKER_WORDS
    return _SUIT_WORDS[suit](rank=_RANK_WORDS.get(rank, str(rank)))


def card_name(card: Card) -> Words:
    """`card`'s name in the player's language: `str()` of it is `card.name` ("Queen of Hearts")."""
    return card_words(card.rank, None if card.is_joker else card.suit)


def rank_text(rank: int) -> str:
    return _RANK_TEXT[rank]


@dataclass(frozen=True, order=True)
class Card:
    """A standard card, or a joker (rank 0, no suit, numbered from 1)."""

    rank: int
    suit: Suit | None = None
    joker: int = 0

    def __post_init__(self) -> None:
        if self.joker:
            if self.rank != 0 or self.suit is not None:
                raise ValueError("a joker has no rank or suit")
        elif self.rank not in _RANK_TEXT or self.suit is None:
            raise ValueError(f"not a card: rank {self.rank!r}, suit {self.suit!r}")

    @property
    def is_joker(self) -> bool:
        return self.joker > 0

    @property
    def _suit(self) -> Suit:
        """The suit of a standard card (`__post_init__` makes sure it has one)."""
        assert self.suit is not None, "a joker has no suit"
        return self.suit

    @functools.cached_property  # written into every view: worked out once a piece
    def code(self) -> str:
        if self.joker:
            return f"JK{self.joker}"
        return _RANK_TEXT[self.rank] + self._suit.letter

    @property
    def label(self) -> str:
        """Short display text with the suit symbol: "10\u2665"."""
        if self.joker:
            return "Joker"
        return _RANK_TEXT[self.rank] + self._suit.symbol

    @property
    def name(self) -> str:
        if self.joker:
            return "Joker"
        return f"{_RANK_NAMES[self.rank]} of {self._suit.title}"

    @property
    def index(self) -> int:
        """0-51 for standard cards, suit-major (all clubs first); jokers 52, 53, ..."""
        if self.joker:
            return 51 + self.joker
        return self._suit * 13 + (self.rank - 2)

    @classmethod
    def from_index(cls, index: int) -> Card:
        if index >= 52:
            return cls(0, None, index - 51)
        return cls(index % 13 + 2, Suit(index // 13))

    @classmethod
    def parse(cls, code: str) -> Card:
        """Read a card code ("QS", "10h", "jk1"); raise ValueError with the code on bad input."""
        text = code.strip().upper()
        if text.startswith("JK") and text[2:].isdigit() and int(text[2:]) > 0:
            return cls(0, None, int(text[2:]))
        if len(text) >= 2 and text[-1] in "CDHS" and text[:-1] in _TEXT_RANK:
            return cls(_TEXT_RANK[text[:-1]], Suit("CDHS".index(text[-1])))
        raise ValueError(f"not a card code: {code!r} (expected e.g. 'QS', '10H', 'JK1')")

    def __str__(self) -> str:
        return self.code


def standard_deck(jokers: int = 0) -> list[Card]:
    """The 52 cards in index order, then the jokers."""
    return [Card.from_index(i) for i in range(52 + jokers)]


def standard_spec(name: str, jokers: int = 0, copies: int = 1) -> DeckSpec:
    """The standard cards as a `DeckSpec` (same codes as `Card`), with `copies` of the deck."""
    suits = [SuitSpec(suit.title, suit.letter, suit.symbol, RED_INK if suit.is_red else BLACK_INK) for suit in Suit]
    ranks = [RankSpec(rank, _RANK_TEXT[rank], _RANK_NAMES[rank]) for rank in RANKS]
    extras = [Extra(f"JK{number}", "Joker", number, "JK", "\u2605", BLACK_INK) for number in range(1, jokers + 1)]
    return DeckSpec(name, suits, ranks, extras, copies)
