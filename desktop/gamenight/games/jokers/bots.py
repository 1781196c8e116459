"""Jokers bots (they see only their seat's view and the legal actions).

- easy: any legal action.
- normal: plays the card whose resulting board is best for its team: marbles home and far
  along, opponents bumped back to start, partners sent to their entrance, few of its team's
  marbles left where an opponent's likely card lands on them (weighted by how far they have
  come); with nothing to play it discards the card it needs least.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import cast

from gamenight.core.actions import Action
from gamenight.core.bots import Bot, RandomBot
from gamenight.games.jokers.actions import Discard, Play
from gamenight.games.jokers.board import Board
from gamenight.games.jokers.deck import COME_OUT_VALUES, JOKER, value_of
from gamenight.games.jokers.moves import perform
from gamenight.games.jokers.rules import JokersView
from gamenight.games.jokers.track import MARBLES, TRACK, come_out_hole, is_home, is_start, progress, team_of

OUT_BONUS = 10
"""What a marble is worth just for being out of start."""
HOME_BONUS = 15
THREAT_CHANCE = 0.3
"""Roughly the chance that an opponent holds a card of one given value (6 cards of 13 kinds)."""
FORWARD_REACH = frozenset({1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13})
"""Distances one forward card covers exactly (a split 7 or 9 reaches shorter ones, already in)."""


class EasyJokersBot(RandomBot):
    level = "easy"


def marble_worth(owner: int, hole: int) -> float:
    if is_start(hole):
        return 0.0
    worth = OUT_BONUS + progress(owner, hole)
    return worth + HOME_BONUS if is_home(hole) else worth


def _threats(board: Board, owner: int, hole: int) -> int:
    """How many ways an opponent's marble could land on `hole` next round."""
    count = 0
    for marble, other in enumerate(board.where):
        rival = marble // MARBLES
        if team_of(rival) == team_of(owner):
            continue
        if other < TRACK:
            if (hole - other) % TRACK in FORWARD_REACH or (other - hole) % TRACK == 8:
                count += 1
        elif is_start(other) and hole == come_out_hole(rival):
            count += 1
    return count


def team_value(board: Board, seat: int) -> float:
    """The board's worth for `seat`'s team: its marbles' worth minus the opponents', minus the
    expected loss of its marbles within an opponent's reach."""
    value = 0.0
    for marble, hole in enumerate(board.where):
        owner = marble // MARBLES
        worth = marble_worth(owner, hole)
        if team_of(owner) != team_of(seat):
            value -= worth
            continue
        value += worth
        if hole < TRACK:
            value -= worth * min(1.0, THREAT_CHANCE * _threats(board, owner, hole))
    return value


def card_need(card: str) -> float:
    """How much a player wants to keep a card (the least needed is discarded)."""
    value = value_of(card)
    if value == JOKER:
        return 20.0
    if value in COME_OUT_VALUES:
        return 15.0
    return {7: 12.0, 9: 10.0, 8: 8.0}.get(value, value / 2)


class NormalJokersBot(Bot):
    level = "normal"

    def choose(self, view: JokersView, legal: Sequence[Action], rng: random.Random) -> Action:
        if isinstance(legal[0], Discard):
            discards = cast(Sequence[Discard], legal)  # legal actions are all of one kind
            least = min(card_need(action.card) for action in discards)
            return rng.choice([action for action in discards if card_need(action.card) == least])
        board = Board.from_holes(view.marbles)
        best, chosen = None, []
        for action in cast(Sequence[Play], legal):
            after = cast(Board, perform(board, view.seat, action))  # a legal play gives a board
            value = team_value(after, view.seat) - card_need(action.card) / 100
            if best is None or value > best + 1e-9:
                best, chosen = value, [action]
            elif abs(value - best) <= 1e-9:
                chosen.append(action)
        return rng.choice(chosen)

