"""Decks of any make: custom suits and ranks, cards outside the suits (jokers, a Crown) and
several copies of the whole deck shuffled together, each copy a distinct card.

A `DeckSpec` describes the deck; a `DeckCard` subclass names its deck in `DECK` and is one card
of it: `suit` (an index into the deck's suits; the extras come after them) and `rank`, and in a
deck of several copies (a `CopiedCard`) its `copy`, 1..copies. Cards compare by suit, rank, copy.
A key is (suit, rank, copy), copy 0 in a deck of one copy.

A card's code is its stable text and JSON form: rank text then suit letter ("7H", "10T"), an
extra's own code ("JK1", "CR"), and with several copies a dot and the copy ("7H.2", "JK1.1").
"""
from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar, TypeVar

Key = tuple[int, int, int]
"""(suit, rank, copy): what makes a card of a deck."""
CardT = TypeVar("CardT", bound="DeckCard")
CopiedT = TypeVar("CopiedT", bound="CopiedCard")


@dataclass(frozen=True)
class SuitSpec:
    """A suit: its `name` ("Stars"), the `letter` of its codes ("T"), the `sign` drawn on its
    cards ("\u2605") and the `ink` of both (#rrggbb)."""

    name: str
    letter: str
    sign: str
    ink: str


@dataclass(frozen=True)
class RankSpec:
    """A rank: its `number`, the `text` of codes and corners ("Q", "10"), the `word` of a card's
    name ("Queen")."""

    number: int
    text: str
    word: str


@dataclass(frozen=True)
class Extra:
    """A card outside the suits: its `code` ("JK1"), `name` ("Joker"), `rank` number, and the
    `corner` text, `sign` and `ink` it is drawn with."""

    code: str
    name: str
    rank: int
    corner: str
    sign: str
    ink: str


def numbered(first: int, last: int) -> tuple[RankSpec, ...]:
    """Ranks that are plain numbers, `first` to `last`."""
    return tuple(RankSpec(number, str(number), str(number)) for number in range(first, last + 1))


class DeckSpec:
    """Every card of a deck in its order: copy by copy, each suit's ranks in turn, then the extras."""

    def __init__(self, name: str, suits: Sequence[SuitSpec], ranks: Sequence[RankSpec],
                 extras: Sequence[Extra] = (), copies: int = 1):
        letters = [suit.letter.upper() for suit in suits]
        extra_ranks = [extra.rank for extra in extras]
        if copies < 1 or len(set(letters)) != len(letters) or len(set(extra_ranks)) != len(extra_ranks):
            raise ValueError(f"the {name} deck needs at least one copy, suit letters that differ and extras "
                             "of different ranks")
        self.name, self.suits, self.ranks = name, tuple(suits), tuple(ranks)
        self.extras, self.copies = tuple(extras), copies
        self.keys: tuple[Key, ...] = tuple(key for copy in self._copy_numbers() for key in self._one_copy(copy))
        self._code = {key: self._write(key) for key in self.keys}
        self._key = {code.upper(): key for key, code in self._code.items()}
        if len(self._key) != len(self.keys):
            raise ValueError(f"two cards of the {name} deck would share a code")

    def _copy_numbers(self) -> range:
        return range(1, self.copies + 1) if self.copies > 1 else range(1)

    def _one_copy(self, copy: int) -> list[Key]:
        suited = [(suit, rank.number, copy) for suit in range(len(self.suits)) for rank in self.ranks]
        return suited + [(len(self.suits), extra.rank, copy) for extra in self.extras]

    def _extra(self, rank: int) -> Extra:
        return next(extra for extra in self.extras if extra.rank == rank)

    def _rank(self, number: int) -> RankSpec:
        return next(rank for rank in self.ranks if rank.number == number)

    def _write(self, key: Key) -> str:
        suit, rank, copy = key
        code = self._extra(rank).code if suit == len(self.suits) else self._rank(rank).text + self.suits[suit].letter
        return f"{code}.{copy}" if copy else code

    def has(self, key: Key) -> bool:
        return key in self._code

    def code(self, key: Key) -> str:
        return self._code[key]

    def parse(self, code: str) -> Key:
        """The card a code names ("7t", "JK1.2"); ValueError naming the code on bad input."""
        key = self._key.get(code.strip().upper()) if isinstance(code, str) else None
        if key is None:
            examples = ", ".join(repr(self._code[key]) for key in self.keys[:1] + self.keys[-1:])
            raise ValueError(f"not a {self.name} card code: {code!r} (expected e.g. {examples})")
        return key

    def label(self, key: Key) -> str:
        """Short words with the suit sign: "10\u2665", "Joker"."""
        suit, rank, _ = key
        if suit == len(self.suits):
            return self._extra(rank).name
        return self._rank(rank).text + self.suits[suit].sign

    def name_of(self, key: Key) -> str:
        """Long words: "Queen of Spades", "7 of Stars", "Crown"."""
        suit, rank, _ = key
        if suit == len(self.suits):
            return self._extra(rank).name
        return f"{self._rank(rank).word} of {self.suits[suit].name}"

    def look(self, key: Key) -> tuple[str, str, str]:
        """What the card shows: corner text, sign and ink (copies look alike)."""
        suit, rank, _ = key
        if suit == len(self.suits):
            extra = self._extra(rank)
            return extra.corner, extra.sign, extra.ink
        return self._rank(rank).text, self.suits[suit].sign, self.suits[suit].ink


@dataclass(frozen=True, order=True)
class DeckCard:
    """One card of the deck a subclass names in `DECK` (a deck of one copy; see `CopiedCard`);
    refuses what is not in it."""

    DECK: ClassVar[DeckSpec]
    suit: int
    rank: int

    def __post_init__(self) -> None:
        if not self.DECK.has(self.key):
            raise ValueError(f"not a {self.DECK.name} card: {self!r}")

    @property
    def key(self) -> Key:
        return self.suit, self.rank, 0

    @classmethod
    def from_key(cls: type[CardT], key: Key) -> CardT:
        return cls(key[0], key[1])

    @property
    def is_extra(self) -> bool:
        return self.suit == len(self.DECK.suits)

    @functools.cached_property  # written into every view: worked out once a piece
    def code(self) -> str:
        return self.DECK.code(self.key)

    @property
    def label(self) -> str:
        return self.DECK.label(self.key)

    @property
    def look(self) -> tuple[str, str, str]:
        return self.DECK.look(self.key)

    @classmethod
    def parse(cls: type[CardT], code: str) -> CardT:
        return cls.from_key(cls.DECK.parse(code))

    @classmethod
    def full_deck(cls: type[CardT]) -> list[CardT]:
        """Every card, in the deck's order."""
        return [cls.from_key(key) for key in cls.DECK.keys]

    def __str__(self) -> str:
        return self.code


@dataclass(frozen=True, order=True)
class CopiedCard(DeckCard):
    """A card of a deck of several copies: `copy` (1..copies) tells identical cards apart."""

    copy: int

    @property
    def key(self) -> Key:
        return self.suit, self.rank, self.copy

    @classmethod
    def from_key(cls: type[CopiedT], key: Key) -> CopiedT:
        return cls(*key)
