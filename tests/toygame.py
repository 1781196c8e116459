"""Pig, a tiny dice game used to test the foundation (records, matches, bots, storage, UI)
without depending on a real game. Roll to add the die to your turn total, hold to bank it;
a 1 loses the turn total. First to TARGET wins. A round is every seat having one turn."""
from __future__ import annotations

import random

from gamenight.core.actions import Action, ActionCodec
from gamenight.core.bots import Bot, RandomBot
from gamenight.core.engine import CHANCE, TERMINAL, GameState
from gamenight.core.options import Option
from gamenight.core.registry import GameInfo
from gamenight.core.reports import About
from gamenight.core.words import words

TARGET = 20


class Roll(Action, kind="roll"):
    """Roll the die: a 1 loses the turn total, any other value adds to it."""


class Hold(Action, kind="hold"):
    """Bank the turn total."""


class Die(Action, kind="die"):
    value: int


class PigState(GameState):
    def __init__(self, options: dict, num_players: int):
        self.num_players = num_players
        self.target = options["target"]
        self.totals = [0] * num_players
        self.turn_total = 0
        self.player = 0
        self.awaiting_die = False
        self.rounds: list[tuple[float, ...]] = []
        self._round = [0] * num_players

    @property
    def current_player(self) -> int:
        if max(self.totals) >= self.target:
            return TERMINAL
        return CHANCE if self.awaiting_die else self.player

    def legal_actions(self):
        if self.current_player == CHANCE:
            return [Die(v) for v in range(1, 7)]
        if self.current_player == TERMINAL:
            return []
        return [Roll(), Hold()]

    def sample_chance(self, rng: random.Random):
        return Die(rng.randint(1, 6))

    def _apply(self, action):
        if isinstance(action, Roll):
            self.awaiting_die = True
        elif isinstance(action, Die):
            self.awaiting_die = False
            if action.value == 1:
                self.turn_total = 0
                self._end_turn()
            else:
                self.turn_total += action.value
        else:
            self.totals[self.player] += self.turn_total
            self._round[self.player] += self.turn_total
            self.turn_total = 0
            self._end_turn()

    def _end_turn(self):
        self.player = (self.player + 1) % self.num_players
        if self.player == 0 or max(self.totals) >= self.target:
            self.rounds.append(tuple(self._round))
            self._round = [0] * self.num_players

    def report(self, action):
        if isinstance(action, Die):
            return words("pig", "The die showed {value}.")(value=action.value)
        if isinstance(action, Roll):
            return About(words("pig", "{player} rolled."), words("pig", "You rolled.")).of(self.player)
        return About(words("pig", "{player} held {total}."), words("pig", "You held {total}.")).of(
            self.player, total=self.turn_total)

    def clone(self):
        copy = PigState.__new__(PigState)
        copy.__dict__.update(self.__dict__)
        copy.totals, copy.rounds, copy._round = list(self.totals), list(self.rounds), list(self._round)
        return copy

    def scores(self):
        return tuple(self.totals)

    def completed_rounds(self):
        return tuple(self.rounds)

    def view(self, player):
        return {"totals": tuple(self.totals), "turn_total": self.turn_total, "me": player}

    def public_view(self):
        return self.view(-1)


class HoldAtBot(Bot):
    level = "normal"

    def choose(self, view, legal, rng):
        return Hold() if view["turn_total"] >= 8 else Roll()


PIG = GameInfo(
    id="pig",
    name="Pig",
    blurb="Test dice game.",
    min_players=2,
    max_players=4,
    built=True,
    options=(Option("target", "Target", "int", TARGET, "Points to win", minimum=10, maximum=100, step=5),
             Option("fast", "Fast mode", "bool", False, "Unused toggle"),
             Option("colour", "Colour", "choice", "red", "Unused choice", choices=(("red", "Red"), ("blue", "Blue")))),
    new_state=PigState,
    codec=ActionCodec(Roll, Hold, Die),
    bots={"easy": RandomBot, "normal": HoldAtBot},
    default_players=2,
    screen="toygame_screen:PigScreen",
    picture="icons/gamenight.svg",
)
