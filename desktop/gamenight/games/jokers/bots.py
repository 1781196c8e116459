"""Jokers bots (they see only their seat's view and the legal actions).

- easy: a beginner with no look-ahead: home, then out or a bump, then any forward move.
- normal: plays the card whose resulting board is best for its team: marbles home and far
  along, opponents bumped back to start, partners sent to their entrance, few of its team's
  marbles left where an opponent's likely card lands on them (weighted by how far they have
  come); with nothing to play it discards the card it needs least.
- hard: PIMC from its own view (core/search.py): in each of a fixed number of worlds dealt
  from the cards it has not seen (`worlds.world_from_view`), every candidate play is followed
  by a round of normal play from all four seats and judged by the board it leaves (or the
  game's end); the best mean wins. Candidates are the normal bot's best plays and the best
  play of each card value in hand, so it also weighs which card to spend.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import astuple
from typing import cast

from gamenight.core.actions import Action
from gamenight.core.bots import Advice, Bot
from gamenight.core.engine import CHANCE, GameState
from gamenight.core.search import Budget, pimc
from gamenight.games.jokers.actions import Discard, Move, Play, Split
from gamenight.games.jokers.advice import DISCARD_REASON, effects, play_reason, safety
from gamenight.games.jokers.board import Board
from gamenight.games.jokers.deck import COME_OUT_VALUES, JOKER, value_of
from gamenight.games.jokers.moves import perform
from gamenight.games.jokers.rules import JokersState
from gamenight.games.jokers.track import (
    HOLES,
    MARBLES,
    SEATS,
    SIDE,
    START_BASE,
    TRACK,
    come_out_hole,
    is_home,
    is_start,
    progress,
    team_of,
)
from gamenight.games.jokers.views import JokersView
from gamenight.games.jokers.worlds import world_from_view

OUT_BONUS = 10
"""What a marble is worth just for being out of start."""
HOME_BONUS = 15
THREAT_CHANCE = 0.3
"""Roughly the chance that an opponent holds a card of one given value (6 cards of 13 kinds)."""
FORWARD_REACH = frozenset({1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13})
"""Distances one forward card covers exactly (a split 7 or 9 reaches shorter ones, already in)."""


def marble_worth(owner: int, hole: int) -> float:
    if is_start(hole):
        return 0.0
    worth = OUT_BONUS + progress(owner, hole)
    return worth + HOME_BONUS if is_home(hole) else worth


_WORTH = [[marble_worth(owner, hole) for hole in range(HOLES)] for owner in range(SEATS)]
_TEAM = [team_of(marble // MARBLES) for marble in range(SEATS * MARBLES)]
COME_OUT_OFFSET = come_out_hole(0)
_HITS = [(ahead in FORWARD_REACH or ahead == TRACK - 8) for ahead in range(TRACK)]
"""Whether a rival marble this far behind a hole (round the track) may land on it with one
card (an 8 goes back, so 8 ahead of the hole)."""


def team_value(board: Board, seat: int) -> float:
    """The board's worth for `seat`'s team: its marbles' worth minus the opponents', minus the
    expected loss of its marbles within an opponent's reach (a card's exact reach from a rival
    marble on the track, or a rival coming out of start onto it)."""
    team = _TEAM[seat * MARBLES]
    value = 0.0
    rivals: list[int] = []  # rival marbles on the track
    mine: list[tuple[int, float]] = []  # the team's marbles on the track and their worth
    for marble, hole in enumerate(board.where):
        worth = _WORTH[marble // MARBLES][hole]
        if _TEAM[marble] != team:
            value -= worth
            if hole < TRACK:
                rivals.append(hole)
        else:
            value += worth
            if hole < TRACK:
                mine.append((hole, worth))
    for hole, worth in mine:
        value -= worth * min(1.0, THREAT_CHANCE * _threats(board, team, hole, rivals))
    return value


def _threats(board: Board, team: int, hole: int, rivals: list[int]) -> int:
    """The ways a rival may land on `team`'s marble on `hole`: a card's exact reach from a rival
    marble on the track (`rivals`' holes), or a rival coming out of start onto it."""
    threats = sum(_HITS[(hole - other) % TRACK] for other in rivals)
    if hole % SIDE == COME_OUT_OFFSET and _TEAM[hole // SIDE * MARBLES] != team:
        threats += _in_start(board, hole // SIDE)  # each waiting rival marble may come out onto it
    return threats


def exposed(board: Board, seat: int) -> int:
    """How many of `seat`'s team's marbles on the track a rival may land on (as `team_value`
    counts the threats)."""
    team = _TEAM[seat * MARBLES]
    rivals = [hole for marble, hole in enumerate(board.where) if _TEAM[marble] != team and hole < TRACK]
    return sum(_threats(board, team, hole, rivals) > 0
               for marble, hole in enumerate(board.where) if _TEAM[marble] == team and hole < TRACK)


def _in_start(board: Board, seat: int) -> int:
    return sum(hole >= START_BASE for hole in board.where[seat * MARBLES:(seat + 1) * MARBLES])


def card_need(card: str) -> float:
    """How much a player wants to keep a card (the least needed is discarded)."""
    value = value_of(card)
    if value == JOKER:
        return 20.0
    if value in COME_OUT_VALUES:
        return 15.0
    return {7: 12.0, 9: 10.0, 8: 8.0}.get(value, value / 2)


def least_needed(discards: Sequence[Discard], rng: random.Random) -> Discard:
    least = min(card_need(action.card) for action in discards)
    return rng.choice([action for action in discards if card_need(action.card) == least])


def play_score(board: Board, seat: int, action: Play) -> float:
    """The normal bot's judgement of a play: the board it leaves, then the card it spends."""
    after = cast(Board, perform(board, seat, action))  # a legal play gives a board
    return team_value(after, seat) - card_need(action.card) / 100


def normal_choice(board: Board, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    if isinstance(legal[0], Discard):
        return least_needed(cast(Sequence[Discard], legal), rng)  # legal actions are all of one kind
    best, chosen = None, []
    for action in cast(Sequence[Play], legal):
        value = play_score(board, seat, action)
        if best is None or value > best + 1e-9:
            best, chosen = value, [action]
        elif abs(value - best) <= 1e-9:
            chosen.append(action)
    return rng.choice(chosen)


def _beginner_key(board: Board, seat: int, action: Play) -> tuple[int, int, bool]:
    """What a beginner sees in a play, with no look-ahead: marbles of its team brought home, then
    its marbles brought out plus opponents sent back to start, then whether the card moves
    forward (not an 8, a 9 or a joker)."""
    after = cast(Board, perform(board, seat, action))  # a legal play gives a board
    team = team_of(seat)

    def counts(state: Board) -> tuple[int, int, int]:
        home = out = rivals_in_start = 0
        for marble, hole in enumerate(state.where):
            if _TEAM[marble] == team:
                home += is_home(hole)
                out += not is_start(hole)
            else:
                rivals_in_start += is_start(hole)
        return home, out, rivals_in_start

    (home, out, rivals), (home_after, out_after, rivals_after) = counts(board), counts(after)
    forward = value_of(action.card) == 7 if isinstance(action, Split) else \
        isinstance(action, Move) and value_of(action.card) != 8
    return home_after - home, out_after - out + rivals_after - rivals, forward


class EasyJokersBot(Bot):
    """A beginner: takes a marble home when it can, else brings one out or bumps an opponent,
    else moves forward with any card (an 8, a 9 or a joker only when nothing moves forward); it
    spends its cards without keeping the useful ones and never weighs what opponents may do next."""

    level = "easy"

    def choose(self, view: JokersView, legal: Sequence[Action], rng: random.Random) -> Action:
        if isinstance(legal[0], Discard):
            return least_needed(cast(Sequence[Discard], legal), rng)
        board = Board.from_holes(view.marbles)
        keys = {action: _beginner_key(board, view.seat, action) for action in cast(Sequence[Play], legal)}
        best = max(keys.values())
        return rng.choice([action for action, key in keys.items() if key == best])


class NormalJokersBot(Bot):
    level = "normal"

    def choose(self, view: JokersView, legal: Sequence[Action], rng: random.Random) -> Action:
        return normal_choice(Board.from_holes(view.marbles), view.seat, legal, rng)


WIN_VALUE = 1000.0
"""A finished game outweighs any board."""


def normal_policy(state: GameState, rng: random.Random) -> Action:
    """The normal bot's play in a full state (for play-outs: no view is built)."""
    jokers = cast(JokersState, state)
    return normal_choice(jokers.board, jokers.turn, jokers.legal_actions(), rng)


def play_rounds(state: JokersState, seat: int, rounds: int, rng: random.Random) -> float:
    """Play `state` on with normal play until `seat` is about to move for the `rounds`-th time
    (or the game ends); the worth for `seat`'s team of where it stands then."""
    turns = 0
    while not state.is_over:
        if state.current_player == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        if state.turn == seat:
            turns += 1
            if turns >= rounds:
                return team_value(state.board, seat)
        state.apply(normal_policy(state, rng))
    return WIN_VALUE if state.winner_team == team_of(seat) else -WIN_VALUE


def _same_play(action: Play) -> tuple:
    """Plays that differ only by which copy of a card value is spent are one candidate."""
    return (value_of(action.card), type(action), *astuple(action)[1:])


class HardJokersBot(Bot):
    level = "hard"
    worlds = 10
    """Sampled worlds per decision: an iteration count, so a seed replays the same choice."""
    rounds = 1
    """Each candidate is followed by this many rounds of normal play from all seats."""
    best_plays = 4
    """The normal bot's best plays always searched, besides the best of each card value."""
    most_seconds = 3.0
    """A cap on the search for a very slow machine; at the default worlds it is never reached."""

    def choose(self, view: JokersView, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.decide(view, legal, rng)[0]

    def advise(self, view: JokersView, legal: Sequence[Action], rng: random.Random) -> Advice:
        action, compared, worlds = self.decide(view, legal, rng)
        if isinstance(action, Discard):
            return Advice(action, DISCARD_REASON)
        before = Board.from_holes(view.marbles)
        after = cast(Board, perform(before, view.seat, action))  # a legal play gives a board
        said = effects(before, after, view.seat)
        guarded = safety(exposed(before, view.seat), exposed(after, view.seat))
        return Advice(action, play_reason([*said, guarded] if guarded else said, compared, worlds))

    def decide(self, view: JokersView, legal: Sequence[Action], rng: random.Random) -> tuple[Action, int, int]:
        """The action, how many plays the search compared and in how many sampled worlds."""
        if isinstance(legal[0], Discard):
            return least_needed(cast(Sequence[Discard], legal), rng), 0, 0
        candidates = self.candidates(view, cast(Sequence[Play], legal))
        if len(candidates) == 1:
            return candidates[0], 1, 0
        seat, rounds = view.seat, self.rounds

        def value(state: GameState, rng: random.Random) -> float:
            return play_rounds(cast(JokersState, state), seat, rounds, rng)

        budget = Budget(self.most_seconds, iterations=self.worlds)
        best, _ = pimc(lambda rng: self.world(view, rng), seat, candidates, rng, budget, value)
        return best, len(candidates), budget.done

    def world(self, view: JokersView, rng: random.Random) -> JokersState:
        """One determinization: the unseen cards dealt at random (no inference from play)."""
        return world_from_view(view, rng)

    def candidates(self, view: JokersView, legal: Sequence[Play]) -> list[Action]:
        """The plays worth searching, best first by the normal bot's judgement."""
        board = Board.from_holes(view.marbles)
        distinct: dict[tuple, Play] = {}
        for action in legal:
            distinct.setdefault(_same_play(action), action)
        ranked = sorted(distinct.values(), key=lambda action: -play_score(board, view.seat, action))
        kept = ranked[:self.best_plays]
        values = {value_of(action.card) for action in kept}
        for action in ranked[self.best_plays:]:
            if value_of(action.card) not in values:
                values.add(value_of(action.card))
                kept.append(action)
        return list(kept)
