"""Jokers actions. Marbles are named by the hole they stand on (see track.py); a card by its id.

A play is one complete card: a 7 or 9 split is one `Split` naming both part-moves in the order
they are made, so the legal list is exactly what a player may do.
"""
from __future__ import annotations

from dataclasses import dataclass

from gamenight.core.actions import Action, ActionCodec


@dataclass(frozen=True)
class ChooseFirst(Action):
    """Chance: the seat that plays first (the cut of the cards)."""

    kind = "choose_first"
    seat: int


@dataclass(frozen=True)
class Shuffle(Action):
    """Chance: the order of a new stock, first card drawn first. The opening shuffle holds all
    108 cards (5 dealt to each seat from the front, first player first); a refill holds the
    discards."""

    kind = "shuffle"
    order: tuple[str, ...]


@dataclass(frozen=True)
class ComeOut(Action):
    """Play a come-out card: the first marble in start goes to its come-out hole."""

    kind = "come_out"
    card: str


@dataclass(frozen=True)
class Move(Action):
    """Play a card moving one marble by its value (an 8 backward, a 7 all seven forward)."""

    kind = "move"
    card: str
    marble: int


@dataclass(frozen=True)
class Split(Action):
    """A 7 (both parts forward) or a 9 (one forward, the other backward: negative steps)."""

    kind = "split"
    card: str
    first: int
    first_steps: int
    second: int
    second_steps: int


@dataclass(frozen=True)
class JokerMove(Action):
    """A joker: the marble on `marble` (track, or the first in start) goes to `target`, a hole
    held by another player's marble."""

    kind = "joker"
    card: str
    marble: int
    target: int


@dataclass(frozen=True)
class Discard(Action):
    """No card can be played: discard one (forfeiting the move, or counting toward six)."""

    kind = "discard"
    card: str


PLAYS = (ComeOut, Move, Split, JokerMove)
Play = ComeOut | Move | Split | JokerMove
CODEC = ActionCodec(ChooseFirst, Shuffle, ComeOut, Move, Split, JokerMove, Discard)
