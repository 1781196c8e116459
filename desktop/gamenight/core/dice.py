"""Dice rolls from a given random source (the engine records the result, not the source)."""
from __future__ import annotations

import random

from gamenight.core.words import Text, words


def roll(rng: random.Random, count: int = 1, sides: int = 6) -> tuple[int, ...]:
    return tuple(rng.randint(1, sides) for _ in range(count))


def valid_roll(values: tuple[int, ...], count: int, sides: int = 6) -> Text | None:
    """Why these die values cannot be a roll of `count` dice, or None if they can."""
    if len(values) != count:
        return words("dice", "expected {count} dice, got {got}")(count=count, got=len(values))
    for value in values:
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= sides:
            return words("dice", "a die shows 1 to {sides}, not {value}")(sides=sides, value=repr(value))
    return None
