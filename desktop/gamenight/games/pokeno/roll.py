"""The Super Pokeno Bonus roll procedure, exactly as the seed gives it.

1. Base roll (two dice): 2-4 -> 20 cards, 5-7 -> 30, 8-10 -> 40; 11: the caller loses 10 and
   the dice pass (the round is void); 12: the caller wins 10 and rolls again.
2. Add roll (two dice): 2-9 add their face value, 10 adds 0, 11 adds 1; 12: the caller wins 10
   and rolls again.
3. Bonus die: 1 pair, 2 two pair, 3 three of a kind, 4 straight, 5 flush, 6 full house.
4. Multiplier die: the bonus hand scores its base points times this.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from gamenight.core.words import Text, words
from gamenight.games.pokeno.hands import BONUS_HANDS, Hand

CALLER_BONUS = 10


class Step(Enum):
    BASE = "base roll"
    ADD = "add roll"
    BONUS = "bonus die"
    MULTIPLIER = "multiplier die"

    @property
    def named(self) -> Text:
        """The step's name inside a sentence ("the bonus die"), to be translated where it is shown."""
        return STEP_NAMES[self]

    @property
    def dice(self) -> int:
        return 2 if self in (Step.BASE, Step.ADD) else 1


@dataclass(frozen=True)
class StepResult:
    """What one roll did: the caller's points, whether to roll this step again, the value set."""

    caller_points: int = 0
    again: bool = False
    void: bool = False
    value: int | Hand | None = None
    words: Text = ""


def base_roll(total: int) -> StepResult:
    if total == 11:
        return StepResult(-CALLER_BONUS, void=True, words=words(
            "pokeno", "Base roll 11: the caller loses 10 and the dice pass"))
    if total == 12:
        return StepResult(CALLER_BONUS, again=True, words=words(
            "pokeno", "Base roll 12: the caller wins 10 and rolls again"))
    base = 20 if total <= 4 else 30 if total <= 7 else 40
    return StepResult(value=base, words=words("pokeno", "Base roll {total} \u2192 {cards} cards")(
        total=total, cards=base))


def add_roll(total: int, base: int) -> StepResult:
    if total == 12:
        return StepResult(CALLER_BONUS, again=True, words=words(
            "pokeno", "Add roll 12: the caller wins 10 and rolls again"))
    add = {10: 0, 11: 1}.get(total, total)
    return StepResult(value=add, words=words("pokeno", "Add roll {total} \u2192 +{add}: draw {cards} cards")(
        total=total, add=add, cards=base + add))


def bonus_die(value: int) -> StepResult:
    hand = BONUS_HANDS[value - 1]
    return StepResult(value=hand, words=words("pokeno", "Bonus die {value} \u2192 {hand} is the bonus hand")(
        value=value, hand=hand.named))


def multiplier_die(value: int, bonus: Hand) -> StepResult:
    return StepResult(value=value, words=words(
        "pokeno", "Multiplier die {value} \u2192 a {hand} scores {points} instead of {base}")(
        value=value, hand=bonus.named, points=bonus.points * value, base=bonus.points))


STEP_NAMES = {Step.BASE: words("pokeno", "base roll"), Step.ADD: words("pokeno", "add roll"),
              Step.BONUS: words("pokeno", "bonus die"), Step.MULTIPLIER: words("pokeno", "multiplier die")}
