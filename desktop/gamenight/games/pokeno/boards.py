"""Pokeno boards: 25 distinct cards in a 5x5 grid whose 10 lines (5 rows, 5 columns) score.

The built-in set (resources/pokeno/boards.json) is the first 12 boards of `generate_boards(seed=
BUILT_IN_SEED)`; more players get the boards that follow. The generator:
1. builds the five rows constructively, one per hand that needs all five cards covered: a straight
   flush, four of a kind (with a kicker), a full house, a flush and a straight, from 25 distinct
   cards;
2. shuffles the order of the rows and of the cards within each row (seeded) until the columns
   hold a pair, two pair and three of a kind, so that the 10 lines, fully covered, show every
   hand from pair to straight flush.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from gamenight.core.cards import ACE, Card, Suit, standard_deck
from gamenight.core.datafiles import read_document, shown
from gamenight.core.words import Refusal, Text, words
from gamenight.games.pokeno.hands import Hand, best_hand

BUILT_IN_SEED = 1972
BUILT_IN_COUNT = 12
MORE_COUNT = 12
BOARDS_FORMAT = "gamenight-pokeno-boards"
BOARDS_RESOURCE = "pokeno/boards.json"
MORE_BOARDS_RESOURCE = "pokeno/more_boards.json"
"""Boards 13 to 24 of the same sequence, for tables of more than 12 (Pokeno takes 24): read, not
generated, so a table of 24 starts at once (making them takes seconds)."""
LINES = tuple(tuple(row * 5 + col for col in range(5)) for row in range(5)) + tuple(
    tuple(row * 5 + col for row in range(5)) for col in range(5))
"""Cell indices of the 10 lines: rows 1-5, then columns 1-5."""


class BoardError(Refusal):
    """Boards that cannot be used; `reason` names the board (translated where shown)."""


BOARD_PROBLEM = words("pokeno", "board {number}: {problem}")
CARD_COUNT = words("pokeno", "has {count} cards, not 25")
HOLDS_JOKER = words("pokeno", "holds a joker")
CARD_TWICE = words("pokeno", "{card} appears twice (second time at row {row}, column {column})")
NOT_A_LIST = words("pokeno", "expected a list of 25 card codes")
NOT_A_CARD = words("pokeno", "not a card code: {code}")
NOT_A_BOARD_FILE = words("pokeno", "it is not a Pokeno board file")
NO_BOARDS = words("pokeno", "it holds no boards")


@dataclass(frozen=True)
class Board:
    number: int
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        problem = board_problem(self.cards)
        if problem:
            raise BoardError(BOARD_PROBLEM(number=self.number, problem=problem))

    @cached_property
    def position(self) -> dict[Card, int]:
        return {card: cell for cell, card in enumerate(self.cards)}

    def line_cards(self, line: int) -> tuple[Card, ...]:
        return tuple(self.cards[cell] for cell in LINES[line])

    def full_hands(self) -> list[Hand | None]:
        """The hand of each line when fully covered."""
        return [best_hand(self.line_cards(line)) for line in range(10)]


def board_problem(cards: tuple[Card, ...]) -> Text | None:
    if len(cards) != 25:
        return CARD_COUNT(count=len(cards))
    if any(card.is_joker for card in cards):
        return HOLDS_JOKER
    seen = set()
    for cell, card in enumerate(cards):
        if card in seen:
            return CARD_TWICE(card=card.code, row=cell // 5 + 1, column=cell % 5 + 1)
        seen.add(card)
    return None


# -- the generator ---------------------------------------------------------------------------
def _straight_ranks(low: int) -> list[int]:
    """Ranks of the straight starting at `low` (1 = ace low)."""
    return [ACE if rank == 1 else rank for rank in range(low, low + 5)]


def _pick(rng: random.Random, candidates: list[Card], used: set[Card]) -> Card | None:
    free = [card for card in candidates if card not in used]
    return rng.choice(free) if free else None


def _row(rng: random.Random, hand: Hand, used: set[Card]) -> list[Card] | None:
    """Five unused cards forming exactly `hand`, or None if this attempt ran out of cards."""
    suits = list(Suit)
    if hand == Hand.STRAIGHT_FLUSH:
        suit, low = rng.choice(suits), rng.randint(1, 10)
        row = [Card(rank, suit) for rank in _straight_ranks(low)]
    elif hand == Hand.STRAIGHT:
        row = [Card(rank, rng.choice(suits)) for rank in _straight_ranks(rng.randint(1, 10))]
    elif hand == Hand.FLUSH:
        suit = rng.choice(suits)
        row = [Card(rank, suit) for rank in rng.sample(range(2, 15), 5)]
    elif hand == Hand.FOUR_OF_A_KIND:
        rank = rng.randint(2, 14)
        row = [Card(rank, suit) for suit in suits]
        kicker = _pick(rng, [c for c in standard_deck() if c.rank != rank], used | set(row))
        if kicker is None:
            return None
        row.append(kicker)
    else:  # full house
        three, two = rng.sample(range(2, 15), 2)
        row = [Card(three, suit) for suit in rng.sample(suits, 3)] + [Card(two, suit) for suit in rng.sample(suits, 2)]
    if used & set(row) or len(set(row)) != 5 or best_hand(row) != hand:
        return None
    return row


ROW_HANDS = (Hand.STRAIGHT_FLUSH, Hand.FOUR_OF_A_KIND, Hand.FULL_HOUSE, Hand.FLUSH, Hand.STRAIGHT)
COLUMN_HANDS = {Hand.PAIR, Hand.TWO_PAIR, Hand.THREE_OF_A_KIND}


def generate_board(rng: random.Random, number: int) -> Board:
    while True:
        rows: list[list[Card]] = []
        used: set[Card] = set()
        for hand in ROW_HANDS:
            for _ in range(200):
                row = _row(rng, hand, used)
                if row is not None:
                    break
            else:
                break
            rows.append(row)
            used |= set(row)
        if len(rows) < 5:
            continue
        for _ in range(5000):
            order = rng.sample(rows, 5)
            grid = [rng.sample(row, 5) for row in order]
            columns = {best_hand([grid[r][c] for r in range(5)]) for c in range(5)}
            if columns >= COLUMN_HANDS:
                return Board(number, tuple(card for row in grid for card in row))


def generate_boards(count: int, seed: int = BUILT_IN_SEED, first: int = 1) -> list[Board]:
    """Boards `first` .. `first + count - 1` of the sequence for `seed` (board n is always the same)."""
    rng = random.Random(seed)
    boards = [generate_board(rng, number) for number in range(1, first + count)]
    return boards[first - 1:]


# -- board files -----------------------------------------------------------------------------
def boards_to_json(boards: list[Board], seed: int) -> str:
    """One board per line, its 25 cards row by row, so the file reads like the boards."""
    lines = ",\n  ".join(json.dumps([card.code for card in board.cards]) for board in boards)
    return (f'{{"format": "{BOARDS_FORMAT}", "version": 1, "generator_seed": {seed},\n'
            f' "boards": [\n  {lines}\n ]\n}}')


def boards_from_json(text: str) -> list[Board]:
    data = read_document(text, BOARDS_FORMAT, BoardError, NOT_A_BOARD_FILE)
    boards = []
    for number, codes in enumerate(data.get("boards", []), start=1):
        if not isinstance(codes, list):
            raise BoardError(BOARD_PROBLEM(number=number, problem=NOT_A_LIST))
        boards.append(Board(number, tuple(_card(number, code) for code in codes)))
    if not boards:
        raise BoardError(NO_BOARDS)
    return boards


def _card(board: int, code: object) -> Card:
    """The card `code` names on board number `board`, or BoardError."""
    if isinstance(code, str):
        try:
            return Card.parse(code)
        except ValueError:
            pass
    raise BoardError(BOARD_PROBLEM(number=board, problem=NOT_A_CARD(code=shown(code))))


def built_in_boards() -> list[Board]:
    from gamenight.resources import resource_path

    return boards_from_json(resource_path(BOARDS_RESOURCE).read_text(encoding="utf-8"))


def more_boards() -> list[Board]:
    """The boards after the built-in ones, as the generator makes them, numbered on from them."""
    from gamenight.resources import resource_path

    boards = boards_from_json(resource_path(MORE_BOARDS_RESOURCE).read_text(encoding="utf-8"))
    return [Board(BUILT_IN_COUNT + board.number, board.cards) for board in boards]


def board_set(count: int) -> list[Board]:
    """`count` boards: the built-in ones first, then the more ones, then generated ones for more players."""
    boards = built_in_boards()
    if count > len(boards):
        boards += more_boards()
    if count > len(boards):
        boards += generate_boards(count - len(boards), BUILT_IN_SEED, first=len(boards) + 1)
    return boards[:count]


def write_built_in(path: Path, more: Path | None = None) -> None:
    """Regenerate the built-in data file, and with `more` the more boards' (python -m
    gamenight.games.pokeno.boards PATH [MORE_PATH])."""
    boards = generate_boards(MORE_COUNT + BUILT_IN_COUNT)
    Path(path).write_text(boards_to_json(boards[:BUILT_IN_COUNT], BUILT_IN_SEED) + "\n", encoding="utf-8")
    if more is not None:
        Path(more).write_text(boards_to_json(boards[BUILT_IN_COUNT:], BUILT_IN_SEED) + "\n", encoding="utf-8")


if __name__ == "__main__":
    import sys

    write_built_in(Path(sys.argv[1]), Path(sys.argv[2]) if len(sys.argv) > 2 else None)
