"""The Goodge deck: Spades, Diamonds, Stars, Hearts and Clubs numbered 1-10, and the Crown (51 cards).

A card's code is its stable text form: number then suit letter ("7T" is the 7 of Stars, "10H",
"1S"), and "CR" for the Crown. Stars take the letter T (S is Spades). Points: 1 = 20, 5 = 15,
10 = 10, the Crown 25, every other card 0: 250 in the deck.
"""
from __future__ import annotations

from dataclasses import dataclass

SUITS = ("Spades", "Diamonds", "Stars", "Hearts", "Clubs")
SUIT_LETTERS = "SDTHC"
CROWN_SUIT = len(SUITS)
"""The Crown's `suit` field: no suit of its own (it follows as a trump)."""
CROWN_RANK = 11
POINTS = {1: 20, 5: 15, 10: 10, CROWN_RANK: 25}
DECK_POINTS = 250


@dataclass(frozen=True, order=True)
class Card:
    suit: int  # 0-4 (an index into SUITS), or CROWN_SUIT
    rank: int  # 1-10, or CROWN_RANK for the Crown

    def __post_init__(self) -> None:
        crown = self.suit == CROWN_SUIT and self.rank == CROWN_RANK
        if not crown and not (0 <= self.suit < CROWN_SUIT and 1 <= self.rank <= 10):
            raise ValueError(f"not a Goodge card: suit {self.suit!r}, number {self.rank!r}")

    @property
    def is_crown(self) -> bool:
        return self.suit == CROWN_SUIT

    @property
    def points(self) -> int:
        return POINTS.get(self.rank, 0)

    @property
    def code(self) -> str:
        return "CR" if self.is_crown else f"{self.rank}{SUIT_LETTERS[self.suit]}"

    @property
    def name(self) -> str:
        """Player-facing words: "the Crown", "the 7 of Stars"."""
        return "the Crown" if self.is_crown else f"the {self.rank} of {SUITS[self.suit]}"

    @classmethod
    def parse(cls, code: str) -> Card:
        """Read a card code ("7T", "10h", "cr"); ValueError naming the code on bad input."""
        text = code.strip().upper() if isinstance(code, str) else ""
        if text == "CR":
            return CROWN
        if len(text) >= 2 and text[-1] in SUIT_LETTERS and text[:-1].isdigit() and 1 <= int(text[:-1]) <= 10:
            return cls(SUIT_LETTERS.index(text[-1]), int(text[:-1]))
        raise ValueError(f"not a Goodge card code: {code!r} (expected e.g. '7T', '10H', 'CR')")

    def __str__(self) -> str:
        return self.code


CROWN = Card(CROWN_SUIT, CROWN_RANK)


def deck() -> list[Card]:
    """The 51 cards: each suit 1-10 in suit order, then the Crown."""
    return [Card(suit, rank) for suit in range(len(SUITS)) for rank in range(1, 11)] + [CROWN]


def points_of(cards) -> int:
    return sum(card.points for card in cards)
