"""Jokers actions. Marbles are named by the hole they stand on (see track.py); a card by its id.

A play is one complete card: a 7 or 9 split is one `Split` naming both part-moves in the order
they are made, so the legal list is exactly what a player may do.
"""
from __future__ import annotations

from gamenight.core.actions import Action, ActionCodec


class ChooseFirst(Action, kind="choose_first"):
    """Chance: the seat that plays first (the cut of the cards)."""

    seat: int


class Shuffle(Action, kind="shuffle"):
    """Chance: the order of a new stock, first card drawn first. The opening shuffle holds all
    108 cards (5 dealt to each seat from the front, first player first); a refill holds the
    discards."""

    order: tuple[str, ...]


class ComeOut(Action, kind="come_out"):
    """Play a come-out card: the first marble in start goes to its come-out hole."""

    card: str


class Move(Action, kind="move"):
    """Play a card moving one marble by its value (an 8 backward, a 7 all seven forward)."""

    card: str
    marble: int


class Split(Action, kind="split"):
    """A 7 (both parts forward) or a 9 (one forward, the other backward: negative steps)."""

    card: str
    first: int
    first_steps: int
    second: int
    second_steps: int


class JokerMove(Action, kind="joker"):
    """A joker: the marble on `marble` (track, or the first in start) goes to `target`, a hole
    held by another player's marble."""

    card: str
    marble: int
    target: int


class Discard(Action, kind="discard"):
    """No card can be played: discard one (forfeiting the move, or counting toward six)."""

    card: str


PLAYS = (ComeOut, Move, Split, JokerMove)
Play = ComeOut | Move | Split | JokerMove
CODEC = ActionCodec(ChooseFirst, Shuffle, ComeOut, Move, Split, JokerMove, Discard)
