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
from gamenight.core.datafiles import read_document

LETTERS = "BINGO"
DECK_FORMAT = "gamenight-goker-deck"
DEFAULT_DECK_RESOURCE = "goker/default_deck.json"
DEFAULT_DECK_SEED = 75
MAX_NAME_CHARS = 80
"""A deck's name is shown on the console and printed on its PDF: a line, never a book."""


class DeckError(ValueError):
    pass


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


def grid_problem(columns) -> str | None:
    """Why these five columns are not a valid grid (naming the cell), or None."""
    if not isinstance(columns, list) or len(columns) != 5:
        return "needs 5 columns (B, I, N, G, O)"
    for column, values in enumerate(columns):
        letter = LETTERS[column]
        if not isinstance(values, list) or len(values) != 5:
            return f"column {letter} needs 5 numbers"
        seen = set()
        for row, value in enumerate(values):
            where = f"column {letter}, row {row + 1}"
            if not isinstance(value, int) or isinstance(value, bool):
                return f"{where}: {value!r} is not a number"
            if column == 2 and row == 2:
                if value != 0:
                    return f"{where} is the free centre and must be 0, not {value}"
                continue
            span = column_range(column)
            if value not in span:
                return f"{where}: {value} is outside {span.start}-{span.stop - 1}"
            if value in seen:
                return f"{where}: {value} appears twice in column {letter}"
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
    data = read_document(text, DECK_FORMAT, "Goker deck file", DeckError)
    cards = data.get("cards")
    if not isinstance(cards, dict):
        raise DeckError("the deck file has no cards")
    grids: dict[Card, Grid] = {}
    for code, columns in cards.items():
        try:
            card = Card.parse(code)
        except ValueError:
            raise DeckError(f"unknown card {code!r}") from None
        if card.is_joker:
            raise DeckError(f"card {code}: a Goker wild has no grid")
        if card in grids:
            raise DeckError(f"card {card.code} appears twice")
        problem = grid_problem(columns)
        if problem:
            raise DeckError(f"card {card.code}: {problem}")
        grids[card] = grid_from_columns(columns)
    missing = [card.code for card in standard_deck() if card not in grids]
    if missing:
        raise DeckError(f"the deck is missing {len(missing)} card(s): {', '.join(missing[:8])}"
                        + ("..." if len(missing) > 8 else ""))
    name = data.get("name", "Unnamed deck")
    if not isinstance(name, str) or len(name) > MAX_NAME_CHARS:
        raise DeckError("the deck's name is not text" if not isinstance(name, str) else
                        f"the deck's name is {len(name)} characters long; at most {MAX_NAME_CHARS}")
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
        raise DeckError(f"cannot read {path}: {error}") from None


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
