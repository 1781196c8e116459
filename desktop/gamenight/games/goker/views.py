"""What a seat (or the audience) may see of a Goker game: the phases, the level results and the
view a screen or a bot draws from. The balls, guesses, GOKER calls, scores and the cards
revealed at level ends are public; a seat's own hand is its own; nobody else's hand is in it."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from gamenight.core.cards import Card
from gamenight.core.engine import SPECTATOR as SPECTATOR  # the audience window's seat, and a caller's console
from gamenight.core.words import Text
from gamenight.games.goker.deck import Deck, Grid
from gamenight.games.goker.patterns import Pattern, best_pattern
from gamenight.games.goker.scoring import Played, card_points

ROUND_CALLS = 5
"""Balls in a Goker round (its guesses are made before its first ball)."""


class GokerPhase(str, Enum):
    """What the game waits for. A `str` enum: it compares equal to its old plain-string value."""

    DEAL = "deal"
    GUESS = "guess"
    DRAW = "draw"
    FLIP = "flip"  # a round's 5th ball is out: the coin flip closes the GOKER windows
    PLAY = "play"  # a level ends: every player plays a card face down
    OVER = "over"


@dataclass(frozen=True)
class LevelResult:
    level: int
    played: list[Played]
    points: dict[int, int]
    winner: int | None
    guess_points: dict[int, int]
    marked: frozenset[int]  # the numbers marked when the level ended


@dataclass(frozen=True)
class RoundView:
    """One Goker round as everyone at the table saw it."""

    number: int  # 0-based over the game
    guesses: dict[int, int]  # seat -> guessed number
    hits: frozenset[int]  # seats whose guess was drawn
    open: frozenset[int]  # seats that may call GOKER now
    claimed: frozenset[int]  # seats that called GOKER
    passed: frozenset[int] = frozenset()  # seats left without a number to guess (RULINGS: too few numbers)


@dataclass(frozen=True)
class CardValue:
    """What a card shows now and scores if played at this level's end (what a play of it `shows`):
    its best pattern's title (None without one) and its points."""

    pattern: Text | None
    points: int


def card_value(deck: Deck, marked: frozenset[int] | set[int], card: Card, level: int,
               grid: Grid | None = None) -> tuple[Pattern | None, int]:
    """A card's best pattern on the marked numbers and what it scores played at `level`'s end;
    `grid`: the card's grid as typed (a card not in the deck), instead of the deck's."""
    grid = grid or (None if card.is_joker else deck.grid(card))
    pattern = None if grid is None else best_pattern(grid.marked(marked))
    return pattern, card_points(card, pattern, level)


@dataclass(frozen=True)
class GokerView:
    seat: int  # SPECTATOR for the public view
    hand: tuple[Card, ...]
    marked: frozenset[int]
    calls: int
    level: int
    level_end: int
    level_ends: tuple[int, int, int]
    phase: GokerPhase
    round_guesses: dict[int, int]
    scores: tuple[int, ...]
    num_players: int
    seen_cards: frozenset[Card]
    """Cards this seat has seen: its own and every card revealed at a level end."""
    results: tuple[LevelResult, ...]
    """The levels ended so far, with every card played (all revealed at the level end)."""
    wilds: int
    deck: Deck
    balls: tuple[int, ...] = ()
    """The balls in call order."""
    rapid_marks: frozenset[int] = frozenset()
    """The numbers a Rapid Start first ball marked besides itself."""
    rounds: tuple[RoundView, ...] = ()
    guess_points: tuple[int, ...] = ()
    current_player: int = SPECTATOR
    playable: tuple[Card, ...] = ()
    """The cards the player to act may play now, when this view may know them (its own hand, or
    any unplayed card with physical cards at the table)."""
    grace_seconds: int = 0
    played_face_down: frozenset[int] = field(default_factory=frozenset)
    """Seats that have played their card face down at this level end."""
    app_deals: bool = True
    """The app deals the cards (solo, hot-seat); False when the players hold physical cards."""

    @property
    def round(self) -> RoundView | None:
        return self.rounds[-1] if self.rounds else None

    def validate(self, card: Card, grid: Grid | None = None) -> tuple[Pattern | None, int]:
        """The card's pattern now and what it would score if played at this level's end (on
        `grid` as typed, for a card that is not in the deck)."""
        return card_value(self.deck, self.marked, card, self.level, grid)

    @property
    def goker_rounds(self) -> int:
        """Goker rounds in the whole game: one per five calls up to the last level's end."""
        return self.level_ends[2] // ROUND_CALLS

    def what_if(self) -> list[tuple[int, Card, Pattern | None]]:
        """(level, card, pattern it would show on every number called so far) for each card played
        before the last level ended: the end screen's 'what it would have reached'."""
        return [(result.level, play.card, self.validate(play.card)[0])
                for result in self.results[:-1] for play in result.played]
