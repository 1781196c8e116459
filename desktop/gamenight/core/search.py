"""Search for hard bots, from a seat's own view: PIMC and ISMCTS under a time budget.

A bot never sees the true state. It hands the search a `sampler(rng)` that builds a full state
consistent with its view (a determinization: the unseen cards dealt at random, optionally only
in ways that agree with what the other players' actions revealed), and the search plays in
those worlds:

- `pimc` (Perfect Information Monte Carlo): each sampled world is played out once per
  candidate action; the action with the best mean value wins. Simple, and strong when the
  hidden information matters less than the play.
- `ismcts` (single-observer Information Set MCTS, Cowling, Powley and Whitehouse 2012): one
  tree over the searching seat's information sets, each iteration in a fresh world; a node's
  children are selected by UCB over the actions that were legal ("available") when it was
  visited, so the tree never assumes knowledge of hidden cards.

`weight(world)` is the inference hook: a world may count more or less by how well it explains
what the others did (a world where a player held a card it would surely have played counts
less). Chance steps met inside a world are drawn with the world's own `sample_chance`.
"""
from __future__ import annotations

import math
import operator
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from gamenight.core.actions import Action
from gamenight.core.engine import CHANCE, GameState

Sampler = Callable[[random.Random], GameState]
Policy = Callable[[GameState, random.Random], Action]


@dataclass
class Budget:
    """Search until `seconds` have passed or `iterations` are done, whichever comes first; at
    least `minimum` iterations are always made, so a slow machine still gets an answer."""

    seconds: float
    iterations: int | None = None
    minimum: int = 1
    _deadline: float = field(default=0.0, init=False)
    done: int = field(default=0, init=False)

    def start(self) -> Budget:
        self._deadline = time.perf_counter() + self.seconds
        self.done = 0
        return self

    def more(self) -> bool:
        if self.done < self.minimum:
            return True
        if self.iterations is not None and self.done >= self.iterations:
            return False
        return time.perf_counter() < self._deadline


def random_policy(state: GameState, rng: random.Random) -> Action:
    return rng.choice(state.legal_actions())


def win_reward(state: GameState) -> tuple[float, ...]:
    """1 for each seat placed first (shared), 0 for the others."""
    return tuple(1.0 if place == 1 else 0.0 for place in state.placements())


def play_out(state: GameState, rng: random.Random, policy: Policy = random_policy,
             stop: Callable[[GameState], bool] | None = None) -> GameState:
    """Play `state` forward in place (chance by its own sampler, players by `policy`) until the
    game ends or `stop(state)` says the rest is not worth playing; returns it."""
    while not state.is_over and not (stop is not None and stop(state)):
        if state.current_player == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(policy(state, rng))
    return state


def pimc(sampler: Sampler, player: int, actions: Sequence[Action], rng: random.Random, budget: Budget,
         value: Callable[[GameState, random.Random], float] | None = None,
         weight: Callable[[GameState], float] | None = None) -> tuple[Action, dict[Action, float]]:
    """The action with the best weighted mean value over sampled worlds, and every action's
    mean. `value(state, rng)` judges the state after an action (by default: a random play-out
    to the end, 1 if `player` wins)."""
    if value is None:
        def value(state: GameState, rng: random.Random) -> float:
            return win_reward(play_out(state, rng))[player]

    totals = dict.fromkeys(actions, 0.0)
    weights = 0.0
    budget.start()
    while budget.more():
        world = sampler(rng)
        budget.done += 1
        share = 1.0 if weight is None else weight(world)
        if share <= 0:
            continue
        weights += share
        for action in actions:
            after = world.clone()
            after.apply(action)
            totals[action] += share * value(after, rng)
    means = {action: total / weights if weights else 0.0 for action, total in totals.items()}
    return max(actions, key=lambda action: means[action]), means


class _Node:
    __slots__ = ("actor", "available", "children", "parent", "reward", "visits")

    def __init__(self, actor: int, parent: _Node | None):
        self.actor = actor  # the seat whose choice led here
        self.parent = parent
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0

    def ucb(self, exploration: float) -> float:
        if self.visits == 0:
            return math.inf
        return self.reward / self.visits + exploration * math.sqrt(math.log(max(self.available, 1)) / self.visits)


def ismcts(sampler: Sampler, player: int, rng: random.Random, budget: Budget, *,
           reward: Callable[[GameState], Sequence[float]] = win_reward, policy: Policy = random_policy,
           stop: Callable[[GameState], bool] | None = None, exploration: float = 0.7,
           weight: Callable[[GameState], float] | None = None) -> tuple[Action, dict[Action, int]]:
    """The most visited action at the root, and every root action's visits. Each iteration
    samples a world (worlds with `weight` 0 are skipped, others are kept with that probability),
    descends the tree by UCB among the actions legal in that world, adds one node, plays out
    with `policy` until the end or `stop`, and credits each node with `reward` for its actor."""
    root = _Node(player, None)
    budget.start()
    while budget.more():
        budget.done += 1
        world = sampler(rng)
        if weight is not None and rng.random() >= weight(world):
            continue
        node: _Node | None = _descend(root, world, rng, exploration)
        rewards = reward(play_out(world, rng, policy, stop))
        while node is not None:
            node.visits += 1
            node.reward += rewards[node.actor]
            node = node.parent
    if not root.children:
        raise ValueError("the search made no iteration")
    visits = {action: child.visits for action, child in root.children.items()}
    return max(visits, key=lambda action: visits[action]), visits


def _descend(root: _Node, world: GameState, rng: random.Random, exploration: float) -> _Node:
    """Selection and expansion in one sampled world (changed in place)."""
    node = root
    while not world.is_over:
        if world.current_player == CHANCE:
            world.apply(world.sample_chance(rng))
            continue
        actor = world.current_player
        legal = world.legal_actions()
        for action in legal:
            child = node.children.get(action)
            if child is not None:
                child.available += 1
        untried = [action for action in legal if action not in node.children]
        if untried:
            action = rng.choice(untried)
            child = node.children[action] = _Node(actor, node)
            child.available = 1
            world.apply(action)
            return child
        action = max(legal, key=lambda move: node.children[move].ucb(exploration))
        world.apply(action)
        node = node.children[action]
    return node


# --- Batched PIMC: games that sample and value worlds many at a time (Goker's NumPy futures) ---

Batch = TypeVar("Batch")


def batched_pimc(sample_batch: Callable[[random.Random], Batch], actions: Sequence[Action], rng: random.Random,
                 budget: Budget, values: Callable[[Batch], Sequence[Sequence[float]]],
                 weight: Callable[[Batch], Sequence[float]] | None = None) -> tuple[Action, dict[Action, float]]:
    """PIMC where one budget iteration is a whole batch of worlds, for games that can value
    thousands of worlds at once faster than one by one. `sample_batch(rng)` draws a batch (in
    whatever form the game's evaluator reads); `values(batch)` gives, for each of `actions` in
    order, its value in each world of the batch; `weight(batch)` gives each world's weight (the
    inference hook, as in `pimc`; a batch weighing nothing in all is not valued). Returns the
    action with the best weighted mean value (the first of equals) and every action's mean."""
    if not actions:
        raise ValueError("there is no action to choose among")
    totals = [0.0] * len(actions)
    weights = 0.0
    budget.start()
    while budget.more():
        batch = sample_batch(rng)
        budget.done += 1
        shares = None if weight is None else list(weight(batch))
        if shares is not None and math.fsum(shares) <= 0:
            continue
        rows = values(batch)
        if len(rows) != len(actions):
            raise ValueError(f"the evaluator valued {len(rows)} actions, not the {len(actions)} asked for")
        for index, row in enumerate(rows):
            totals[index] += math.fsum(row) if shares is None else math.fsum(map(operator.mul, shares, row))
        weights += len(rows[0]) if shares is None else math.fsum(shares)
    means = {action: total / weights if weights else 0.0 for action, total in zip(actions, totals, strict=False)}
    return max(actions, key=lambda action: means[action]), means
