"""What one seat may see of a Jokers game (`JokersView`): its own hand, every marble on the board,
the discards since the last refill, the counts; never another hand or the stock's order."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class JokersView:
    seat: int
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    marbles: tuple[tuple[int, ...], ...]  # each seat's 5 marble holes (see track.py)
    discards: tuple[str, ...]  # every discard since the last refill, oldest first (public)
    stock_left: int
    turn: int  # the seat to act, CHANCE or TERMINAL
    counts: tuple[int, ...]  # each seat's six-card count
    drawn: str | None  # the card this seat drew this turn, while it is its turn
    first_player: int | None
    winners: tuple[int, ...]  # the winning team's seats once the game is over
