"""Bot base: a level, a time budget, and the seat's view only.

A bot gets `view` (what its seat may see, from `GameState.view`) and the legal actions, which
follow from that view. Hard bots that must guess hidden cards sample them from the view alone
(Goker's `HardGokerBot.worlds`); they never receive the true state.
"""
from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from gamenight.core.actions import Action
from gamenight.core.words import Text

DEFAULT_BUDGET = {"easy": 0.0, "normal": 0.05, "hard": 0.25}
"""Seconds a bot of each level may think per decision. Search bots turn it into a count of
iterations (Goker's hard bot: batches of futures), so a decision never depends on the clock and a
seed replays the same on any machine."""


@dataclass(frozen=True)
class Advice:
    """A hint: the action a bot would take and why, in the player's words ("" when the bot has
    nothing to say beyond the action; `Words`, translated where shown)."""

    action: Action
    reason: Text = ""


class Bot(ABC):
    level = "easy"

    def __init__(self, seat: int, time_budget: float | None = None):
        self.seat = seat
        self.time_budget = DEFAULT_BUDGET.get(self.level, 0.0) if time_budget is None else time_budget

    @abstractmethod
    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        """One of `legal`, chosen from `view`."""

    def react(self, view: Any, actions: Sequence[Action], rng: random.Random) -> Action | None:
        """An out-of-turn action to take now (Goker's GOKER call), or None to let it pass."""
        return actions[0]

    def advise(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Advice:
        """What `choose` would take, with the reason: a bot that weighs its options says from
        what it weighed why this one won. Called for hints, on the bot worker like `choose`."""
        return Advice(self.choose(view, legal, rng))


class RandomBot(Bot):
    """Picks any legal action: the easy level of games where that is fair play."""

    level = "easy"

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(list(legal))
