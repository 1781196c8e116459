"""What a seat sees of Super Pokeno Bonus: everything, since boards, dice and called cards are all
public. Screens draw from `PokenoView`; bots read `free_boards` to pick a board."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from gamenight.core.cards import Card
from gamenight.core.engine import SPECTATOR as SPECTATOR  # the public view's seat: the projector window
from gamenight.core.words import Text
from gamenight.games.pokeno.boards import Board
from gamenight.games.pokeno.hands import Hand
from gamenight.games.pokeno.roll import Step


class Phase(Enum):
    CHOOSING = "choosing boards"
    ROLLING = "rolling"  # a roll of the dice procedure is due (a round's first roll included)
    CALLING = "calling"  # the dice are done: cards are being called
    ROUND_OVER = "round over"  # the last round was scored or voided; the next one is not rolled yet
    GAME_OVER = "game over"


@dataclass(frozen=True)
class LineScore:
    line: int
    covered: int
    hand: Hand | None
    points: int


@dataclass(frozen=True)
class RoundView:
    """One round as everyone saw it: its caller, the dice procedure so far, the called cards."""

    caller: int
    number: int | None
    """The counted round's 1-based number; None for a void round."""
    step: Step | None
    """The roll due next in this round; None once the dice are done (or the round is over)."""
    dice: tuple[int, ...]
    """What the dice showed at the last roll of this round."""
    cards_to_draw: int | None
    bonus: Hand | None
    multiplier: int | None
    drawn: tuple[Card, ...]
    log: tuple[Text, ...]
    """The dice procedure in words, one line per roll."""
    void: bool
    finished: bool
    points: tuple[int, ...]
    """Each seat's points from this round so far, the caller's bonuses included."""


@dataclass(frozen=True)
class PokenoView:
    seat: int
    free_boards: tuple[int, ...]
    phase: Phase = Phase.CHOOSING
    boards: tuple[Board, ...] = ()
    board_of: tuple[int | None, ...] = ()
    rounds_to_play: int = 0
    round_number: int = 1
    """The counted round on show: the one in play, or the last one scored."""
    caller: int = 0
    """Who calls the round in play, or the next round between rounds."""
    rounds: tuple[RoundView, ...] = ()
    lines: tuple[tuple[LineScore, ...], ...] = ()
    """Each seat's 10 lines in the current (or last) round; empty while boards are chosen."""
    scores: tuple[int, ...] = ()

    @property
    def round(self) -> RoundView | None:
        """The round in play, or the last one played."""
        return self.rounds[-1] if self.rounds else None

    def board(self, seat: int) -> Board:
        """The seat's board (asked once boards are chosen)."""
        return self.boards[(self.board_of[seat] or 0) - 1]
