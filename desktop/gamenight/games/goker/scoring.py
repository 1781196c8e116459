"""Goker points: card multipliers by level, level bonuses, the level winner, and the wild split.

Multipliers (the seed's table): 2-10 score 4x / 3x / 2x the pattern's points in levels 1 / 2 / 3;
J-A score 5x / 4x / 1x. The winner adds the level bonus 100 / 150 / 200. The winner is the
highest pattern rank, then card rank (2 < ... < A), then suit (clubs < diamonds < hearts <
spades); with no pattern played the highest card wins the bonus alone. A wild never wins: its
player takes half the winner's level total. Scores produced by a wild round up to a multiple of 10.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gamenight.core.cards import JACK, Card
from gamenight.games.goker.patterns import Pattern

MULTIPLIERS = {"number": (4, 3, 2), "face": (5, 4, 1)}
BONUS = (100, 150, 200)


def multiplier(card: Card, level: int) -> int:
    """`level` is 1, 2 or 3."""
    return MULTIPLIERS["face" if card.rank >= JACK else "number"][level - 1]


def card_points(card: Card, pattern: Pattern | None, level: int) -> int:
    if card.is_joker or pattern is None:
        return 0
    return pattern.points * multiplier(card, level)


def round_up_10(value: float) -> int:
    return int(-(-value // 10) * 10)


@dataclass(frozen=True)
class Played:
    """One player's card at a level end: the card (a joker is a wild) and its best pattern."""

    seat: int
    card: Card
    pattern: Pattern | None

    @property
    def strength(self) -> tuple[int, int, int]:
        """Pattern rank, then card rank, then suit: the order that decides the winner."""
        return (self.pattern.rank if self.pattern else 0, self.card.rank, self.card.index // 13)  # the suit


def level_winner(played: Sequence[Played]) -> int | None:
    """The seat that wins the level (wilds cannot), or None if everyone played a wild."""
    candidates = [play for play in played if not play.card.is_joker]
    if not candidates:
        return None
    return max(candidates, key=lambda play: play.strength).seat


def level_points(played: Sequence[Played], level: int) -> tuple[dict[int, int], int | None]:
    """Each seat's points for the level, and the winner."""
    points = {play.seat: card_points(play.card, play.pattern, level) for play in played}
    winner = level_winner(played)
    if winner is None:
        return points, None
    points[winner] += BONUS[level - 1]
    wilds = [play.seat for play in played if play.card.is_joker]
    if wilds:  # (two players who both play a wild leave no winner: both score 0, above)
        total = points[winner]
        points[winner] = round_up_10(total / 2)
        for seat in wilds:
            points[seat] = round_up_10(total / 2 / len(wilds))
    return points, winner
