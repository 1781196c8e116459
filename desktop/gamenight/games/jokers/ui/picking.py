"""What a player may pick on the board, step by step, from the legal plays of their turn: a card,
then a marble, then one of its marked destinations. A split card is two such steps: the first
marble's destination fixes its count, then the second marble gets the rest.

Qt-free, so the choices can be tested without a screen: the screen asks `movable()` and
`destinations()` to draw the glow and the marks, and `pick_destination` for the action.
"""
from __future__ import annotations

from dataclasses import dataclass

from gamenight.core.actions import Action
from gamenight.games.jokers.actions import ComeOut, Discard, JokerMove, Move, Split
from gamenight.games.jokers.board import Board
from gamenight.games.jokers.deck import JOKER, value_of
from gamenight.games.jokers.moves import controlled, travels
from gamenight.games.jokers.track import MARBLES, backward_path, forward_path, is_start

CARD_PLAYS = (ComeOut, Move, Split, JokerMove)
"""The actions that play a card on the board (the others: a Discard, and the chance steps)."""


@dataclass(frozen=True)
class Choice:
    """One marked destination: the marble's hole, where it lands, the holes on its way, and the
    play it completes (None for the first part of a split, which only fixes its count)."""

    marble: int
    landing: int
    path: tuple[int, ...]
    steps: int
    action: Action | None


class Picker:
    def __init__(self, board: Board, seat: int, legal: list[Action]):
        self.board = board
        self.seat = seat
        self.plays = [action for action in legal if isinstance(action, CARD_PLAYS)]  # a Discard picks nothing
        self.discards = [action.card for action in legal if isinstance(action, Discard)]
        self.card: str | None = None
        self.marble: int | None = None
        self.first: tuple[int, int] | None = None  # a split's first part: (its hole, its steps)
        self.first_way: tuple[int, ...] = ()  # the holes that part went through, its start first

    # -- what may be picked -----------------------------------------------------------------------
    def playable(self) -> set[str]:
        return {action.card for action in self.plays}

    def board_now(self) -> Board:
        """The board as the player sees it mid-card: after the first part of a split."""
        if self.first is None:
            return self.board
        after = self.board.copy()
        plan = after.walk(after.at[self.first[0]], self.first[1])
        assert isinstance(plan, list), "a picked first part is legal"
        after.carry_out(plan)
        return after

    def choices(self) -> list[Choice]:
        """Every destination the picked card offers now, for every marble."""
        if self.card is None:
            return []
        found: dict[tuple[int, int], Choice] = {}
        for action in self.plays:
            if action.card != self.card:
                continue
            if self.first is not None:
                if isinstance(action, Split) and (action.first, action.first_steps) == self.first:
                    choice = self._walk(self.board_now(), action.second, action.second_steps, action)
                    found[(choice.marble, choice.landing)] = choice
                continue
            if isinstance(action, Split):
                choice = self._walk(self.board, action.first, action.first_steps, None)
            else:
                _, start, path, _ = travels(self.board, self.seat, action)[0]
                value = value_of(action.card)
                steps = (-8 if value == 8 else value) if isinstance(action, Move) else 0
                choice = Choice(start, path[-1], path, steps, action)
            found.setdefault((choice.marble, choice.landing), choice)
        return list(found.values())

    def _walk(self, board: Board, hole: int, steps: int, action: Action | None) -> Choice:
        owner = board.at[hole] // MARBLES
        path = forward_path(owner, hole, steps) if steps > 0 else backward_path(hole, -steps)
        assert path is not None, "a legal part has a path"
        return Choice(hole, path[-1], path, steps, action)

    def movable(self) -> set[int]:
        return {choice.marble for choice in self.choices()}

    def destinations(self) -> list[Choice]:
        """The marked destinations of the picked marble."""
        return [choice for choice in self.choices() if choice.marble == self.marble]

    # -- picking ------------------------------------------------------------------------------------
    def pick_card(self, card: str) -> bool:
        """Start the card afresh; False when it has no play."""
        if card not in self.playable():
            return False
        self.card, self.marble, self.first = card, None, None
        return True

    def pick_marble(self, hole: int) -> bool:
        if hole not in self.movable():
            return False
        self.marble = hole
        return True

    def pick_destination(self, hole: int) -> Action | None:
        """The play the destination completes; a split's first part is remembered instead (and
        None returned), after which the second marble is picked."""
        choice = next((choice for choice in self.destinations() if choice.landing == hole), None)
        if choice is None:
            return None
        if choice.action is not None:
            return choice.action
        self.first = (choice.marble, choice.steps)
        self.first_way = (choice.marble, *choice.path)
        self.marble = None
        return None

    def rest(self) -> int:
        """What the second marble of a split moves, once the first part is picked."""
        assert self.first is not None, "no first part is picked"
        return next(action.second_steps for action in self.plays
                    if isinstance(action, Split) and (action.first, action.first_steps) == self.first)

    def owner(self) -> int:
        return controlled(self.board_now(), self.seat)

    def guess(self, hole: int) -> Action | None:
        """The play a click on `hole` most likely meant, for the engine to say why it is not
        legal: the picked card moving the marble there (or the second part of a split)."""
        if self.card is None:
            return None
        if self.first is not None:
            return Split(self.card, self.first[0], self.first[1], hole, self.rest())
        if self.marble is not None:
            return JokerMove(self.card, self.marble, hole) if value_of(self.card) == JOKER else None
        return ComeOut(self.card) if is_start(hole) else Move(self.card, hole)

    def marble_guess(self, card: str, hole: int) -> Action:
        """The play a click on the marble on `hole` with `card` picked most likely meant, for the
        engine to say why it is not legal: the second part of a split, or the card moving it."""
        if self.first is not None and self.card == card:
            return Split(card, self.first[0], self.first[1], hole, self.rest())
        return ComeOut(card) if is_start(hole) else Move(card, hole)
