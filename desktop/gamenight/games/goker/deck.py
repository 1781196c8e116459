"""Goker decks: 52 playing cards, each carrying a 5x5 bingo grid.

Columns B 1-15, I 16-30, N 31-45, G 46-60, O 61-75, five distinct numbers each; the centre of the
N column is the free G-SPACE, written 0. A deck file is JSON:
{"format": "gamenight-goker-deck", "version": 1, "name": "...",
 "cards": {"AS": [[B x5], [I x5], [N x2, 0, N x2], [G x5], [O x5]], ...}}  (columns, top to bottom)
A damaged file is refused with a message naming the card and the cell; it is read with the limits of a
saved game (`core.datafiles`: size, nesting, no card named twice).
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path

from gamenight.core.cards import Card, standard_deck
from gamenight.core.datafiles import read_document, shown
from gamenight.core.words import Refusal, Text, words

LETTERS = "BINGO"
DECK_FORMAT = "gamenight-goker-deck"
DEFAULT_DECK_RESOURCE = "goker/default_deck.json"
DEFAULT_DECK_SEED = 75
MAX_NAME_CHARS = 80
"""A deck's name is shown on the console and printed on its PDF: a line, never a book."""


class DeckError(Refusal):
    """A deck that cannot be used; `reason` names the card and the cell (translated where shown)."""


NEEDS_COLUMNS = words("goker", "needs 5 columns (B, I, N, G, O)")
COLUMN_SHORT = words("goker", "column {letter} needs 5 numbers")
CELL_NOT_A_NUMBER = words("goker", "column {letter}, row {row}: {value} is not a number")
FREE_CENTRE = words("goker", "column {letter}, row {row} is the free centre and must be 0, not {value}")
CELL_OUTSIDE = words("goker", "column {letter}, row {row}: {value} is outside {low}-{high}")
CELL_TWICE = words("goker", "column {letter}, row {row}: {value} appears twice in column {letter}")
NOT_A_DECK_FILE = words("goker", "it is not a Goker deck file")
NO_CARDS = words("goker", "it has no cards")
UNKNOWN_CARD = words("goker", "unknown card {code}")
WILD_HAS_NO_GRID = words("goker", "card {card}: a Goker wild has no grid")
CARD_TWICE = words("goker", "card {card} appears twice")
CARD_PROBLEM = words("goker", "card {card}: {problem}")
MISSING_CARDS = words("goker", "the deck is missing %n card(s): {cards}")
NAME_NOT_TEXT = words("goker", "the deck's name is not text")
NAME_TOO_LONG = words("goker", "the deck's name is {length} characters long; at most {limit}")
CANNOT_READ = words("goker", "{file} cannot be read: {error}")


def column_range(column: int) -> range:
    return range(column * 15 + 1, column * 15 + 16)


def ball_name(number: int) -> str:
    """"B 7", "N 37": the letter of the number's column, then the number."""
    return f"{LETTERS[(number - 1) // 15]} {number}"


@dataclass(frozen=True)
class Grid:
    """Numbers by row and column (`numbers[row][column]`), 0 at the free centre."""

    numbers: tuple[tuple[int, ...], ...]

    @cached_property
    def bit_of(self) -> dict[int, int]:
        """number -> its cell's bit (row * 5 + column)."""
        return {number: 1 << (row * 5 + column)
                for row, values in enumerate(self.numbers) for column, number in enumerate(values) if number}

    def marked(self, called) -> int:
        """The bit mask of this grid's cells whose numbers are in `called`."""
        bits = 0
        for number, bit in self.bit_of.items():
            if number in called:
                bits |= bit
        return bits

    def columns(self) -> list[list[int]]:
        return [[self.numbers[row][column] for row in range(5)] for column in range(5)]


def grid_problem(columns) -> Text | None:
    """Why these five columns are not a valid grid (naming the cell), or None."""
    if not isinstance(columns, list) or len(columns) != 5:
        return NEEDS_COLUMNS
    for column, values in enumerate(columns):
        letter = LETTERS[column]
        if not isinstance(values, list) or len(values) != 5:
            return COLUMN_SHORT(letter=letter)
        seen = set()
        for row, value in enumerate(values):
            cell = {"letter": letter, "row": row + 1}
            if not isinstance(value, int) or isinstance(value, bool):
                return CELL_NOT_A_NUMBER(**cell, value=shown(value))
            if column == 2 and row == 2:
                if value != 0:
                    return FREE_CENTRE(**cell, value=value)
                continue
            span = column_range(column)
            if value not in span:
                return CELL_OUTSIDE(**cell, value=value, low=span.start, high=span.stop - 1)
            if value in seen:
                return CELL_TWICE(**cell, value=value)
            seen.add(value)
    return None


def grid_from_columns(columns: list[list[int]]) -> Grid:
    problem = grid_problem(columns)
    if problem:
        raise DeckError(problem)
    return Grid(tuple(tuple(columns[column][row] for column in range(5)) for row in range(5)))


@dataclass(frozen=True)
class Deck:
    name: str
    grids: dict[Card, Grid]

    def grid(self, card: Card) -> Grid:
        return self.grids[card]

    def to_json(self) -> str:
        cards = ",\n  ".join(f'"{card.code}": {json.dumps(grid.columns())}' for card, grid in self.grids.items())
        return (f'{{"format": "{DECK_FORMAT}", "version": 1, "name": {json.dumps(self.name)},\n'
                f' "cards": {{\n  {cards}\n }}\n}}\n')


def deck_from_json(text: str) -> Deck:
    data = read_document(text, DECK_FORMAT, DeckError, NOT_A_DECK_FILE)
    cards = data.get("cards")
    if not isinstance(cards, dict):
        raise DeckError(NO_CARDS)
    grids: dict[Card, Grid] = {}
    for code, columns in cards.items():
        try:
            card = Card.parse(code)
        except ValueError:
            raise DeckError(UNKNOWN_CARD(code=shown(code))) from None
        if card.is_joker:
            raise DeckError(WILD_HAS_NO_GRID(card=card.code))
        if card in grids:
            raise DeckError(CARD_TWICE(card=card.code))
        problem = grid_problem(columns)
        if problem:
            raise DeckError(CARD_PROBLEM(card=card.code, problem=problem))
        grids[card] = grid_from_columns(columns)
    missing = [card.code for card in standard_deck() if card not in grids]
    if missing:
        listed = ", ".join(missing[:8]) + ("..." if len(missing) > 8 else "")
        raise DeckError(MISSING_CARDS(n=len(missing), cards=listed))
    name = data.get("name", "Unnamed deck")
    if not isinstance(name, str) or len(name) > MAX_NAME_CHARS:
        raise DeckError(NAME_NOT_TEXT if not isinstance(name, str) else
                        NAME_TOO_LONG(length=len(name), limit=MAX_NAME_CHARS))
    ordered = {card: grids[card] for card in standard_deck()}
    return Deck(name, ordered)


def deck_file_value(text: str) -> str:
    """What a game's record keeps of a chosen deck file: the deck checked and written out again,
    without whatever else the file held (padding, unknown keys). DeckError if it is damaged."""
    return deck_from_json(text).to_json()


def load_deck(path: Path) -> Deck:
    try:
        return deck_from_json(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        raise DeckError(CANNOT_READ(file=str(path), error=str(error))) from None


def generate_deck(seed: int, name: str) -> Deck:
    """A deck with fresh random grids; the same seed gives the same deck."""
    rng = random.Random(seed)
    grids = {}
    for card in standard_deck():
        columns = [rng.sample(list(column_range(column)), 5) for column in range(5)]
        columns[2][2] = 0
        grids[card] = grid_from_columns(columns)
    return Deck(name, grids)


@lru_cache(maxsize=1)
def default_deck() -> Deck:
    """The deck the app ships (resources/goker/default_deck.json, written by `generate_deck`
    with DEFAULT_DECK_SEED: python -m gamenight.games.goker.deck PATH)."""
    from gamenight.resources import resource_path

    return load_deck(resource_path(DEFAULT_DECK_RESOURCE))


if __name__ == "__main__":
    import sys

    deck = generate_deck(DEFAULT_DECK_SEED, "Game Night default deck")
    Path(sys.argv[1]).write_text(deck.to_json(), encoding="utf-8")
