"""Dice rolls from a given random source (the engine records the result, not the source)."""
from __future__ import annotations

import random


def roll(rng: random.Random, count: int = 1, sides: int = 6) -> tuple[int, ...]:
    return tuple(rng.randint(1, sides) for _ in range(count))


def valid_roll(values: tuple[int, ...], count: int, sides: int = 6) -> str | None:
    """Why these die values cannot be a roll of `count` dice, or None if they can."""
    if len(values) != count:
        return f"expected {count} dice, got {len(values)}"
    for value in values:
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= sides:
            return f"a die shows 1 to {sides}, not {value!r}"
    return None
