"""Whole card plays of Jokers: which are legal, why one is not, and the board after one.

A player moves their own marbles, or their partner's once all five of their own are home
(`controlled`). The card decides the kind of move; split cards are checked part by part, each
in the position the previous part left, and the second part may move the partner's marble when
the first brought the player's last marble home (unless that finished the whole team).
"""
from __future__ import annotations

from gamenight.core.words import Words, words
from gamenight.games.jokers.actions import ComeOut, JokerMove, Move, Split
from gamenight.games.jokers.board import Board, Reason
from gamenight.games.jokers.deck import COME_OUT_VALUES, JOKER, value_of
from gamenight.games.jokers.track import (
    MARBLES,
    START_BASE,
    TRACK,
    backward_path,
    come_out_hole,
    forward_path,
    hole_name,
    is_home,
    is_start,
    is_track,
    partner,
)

COUNT_TO = 6
"""The six-card count: the counted discard that brings a marble out."""
Spec = tuple
"""A play without its card: ("come",), ("move", hole), ("split", hole, steps, hole, steps), ("joker", hole, target)."""


def controlled(board: Board, seat: int) -> int:
    """Whose marbles `seat` moves: its own, or its partner's once all its own are home."""
    return partner(seat) if board.all_home(seat) else seat


def discard_count(board: Board, seat: int, counts) -> int | None:
    """The six-card count a discard by `seat` reaches (with the seats' `counts`): a counted turn
    is one with no marble on the track and one in start; None for a plain forfeit."""
    owner = controlled(board, seat)
    if board.on_track(owner) or board.first_in_start(owner) < 0:
        return None
    return min(counts[seat] + 1, COUNT_TO)


def team_done(board: Board, seat: int) -> bool:
    return board.all_home(seat) and board.all_home(partner(seat))


def perform(board: Board, seat: int, action) -> Board | Reason | Words:
    """The board after `seat` plays `action` (a new board), or why it may not."""
    value = value_of(action.card)
    after = board.copy()
    owner = controlled(board, seat)
    if isinstance(action, ComeOut):
        if value not in COME_OUT_VALUES:
            return words("jokers", "only an ace, jack, queen or king brings a marble out")
        result = after.come_out(owner)
    elif isinstance(action, Move):
        if value in (9, JOKER):
            return (words("jokers", "the 9 must move two marbles") if value == 9
                    else words("jokers", "a joker must replace another player's marble"))
        marble = _marble(after, owner, action.marble, seat)
        if isinstance(marble, Words):
            return marble
        result = after.walk(marble, -8 if value == 8 else value)
    elif isinstance(action, Split):
        return _split(after, seat, owner, value, action)
    elif isinstance(action, JokerMove):
        if value != JOKER:
            return words("jokers", "only a joker replaces another player's marble")
        marble = _marble(after, owner, action.marble, seat, from_start=True)
        if isinstance(marble, Words):
            return marble
        result = after.joker(marble, action.target)
    else:
        return words("jokers", "{action} is not a card play")(action=repr(action))
    if not isinstance(result, list):
        return result
    after.carry_out(result)
    return after


def _marble(board: Board, owner: int, hole: int, seat: int, from_start: bool = False) -> int | Words:
    """The marble of `owner` on `hole`, or why it cannot be moved."""
    marble = board.marble_at(hole)
    mine = owner == seat
    if marble < 0 or marble // MARBLES != owner:
        return (words("jokers", "you have no marble on {hole}") if mine
                else words("jokers", "your partner has no marble on {hole}"))(hole=hole_name(hole))
    if is_start(hole):
        first = board.first_in_start(owner)
        if not from_start:
            return (words("jokers", "your marble in start needs a come-out card") if mine
                    else words("jokers", "your partner's marble in start needs a come-out card"))
        if marble != first:
            return words("jokers", "marbles leave start in order: name start hole {hole}")(hole=board.where[first])
    return marble


def _split_shape(value: int, first: int, second: int) -> Words | None:
    if value == 7:
        if first < 1 or second < 1 or first + second != 7:
            return words("jokers", "a 7 splits into two forward parts that add up to 7")
    elif value == 9:
        if first * second >= 0 or abs(first) + abs(second) != 9:
            return words("jokers", "the 9 must move two marbles: one forward, the other backward, 9 in all")
    else:
        return words("jokers", "only a 7 or a 9 can be split")
    return None


def _split(after: Board, seat: int, owner: int, value: int, action: Split) -> Board | Reason | Words:
    shape = _split_shape(value, action.first_steps, action.second_steps)
    if shape:
        return shape
    first = _marble(after, owner, action.first, seat)
    if isinstance(first, Words):
        return first
    plan = after.walk(first, action.first_steps)
    if not isinstance(plan, list):
        return plan
    after.carry_out(plan)
    if team_done(after, seat):
        return words("jokers", "that part brings the team's last marble home: nothing is left for the rest of the card")
    second = _marble(after, controlled(after, seat), action.second, seat)
    if isinstance(second, Words):
        return second
    if second == first:
        return words("jokers", "the two parts must move two different marbles")
    plan = after.walk(second, action.second_steps)
    if not isinstance(plan, list):
        return plan
    after.carry_out(plan)
    return after


def specs_for(board: Board, seat: int, value: int) -> list[Spec]:
    """Every legal play of a card of `value`, without the card."""
    owner = controlled(board, seat)
    where = board.where
    moving = [m for m in range(owner * MARBLES, (owner + 1) * MARBLES) if where[m] < START_BASE]
    specs: list[Spec] = []
    if value in COME_OUT_VALUES and isinstance(board.come_out(owner), list):
        specs.append(("come",))
    if value == JOKER:
        return _joker_specs(board, owner, moving)
    if value == 9:
        return _split_specs(board, seat, moving, range(-8, 9), lambda first: -(9 - first) if first > 0 else 9 + first)
    steps = -8 if value == 8 else value
    for marble in moving:
        if isinstance(board.walk(marble, steps), list):
            specs.append(("move", where[marble]))
    if value == 7:
        specs += _split_specs(board, seat, moving, range(1, 7), lambda first: 7 - first)
    return specs


def _split_specs(board: Board, seat: int, moving: list[int], firsts, second_of) -> list[Spec]:
    specs = []
    owner = controlled(board, seat)
    for first in moving:
        hole = board.where[first]
        for steps in firsts:
            if steps == 0:
                continue
            plan = board.walk(first, steps)
            if not isinstance(plan, list):
                continue
            after = board.copy()
            after.carry_out(plan)
            second_owner = owner
            if is_home(plan[0][1]):  # it may have brought the last own marble home
                if team_done(after, seat):
                    continue
                second_owner = controlled(after, seat)
            rest = second_of(steps)
            for second in range(second_owner * MARBLES, (second_owner + 1) * MARBLES):
                if second != first and after.where[second] < START_BASE and isinstance(after.walk(second, rest), list):
                    specs.append(("split", hole, steps, after.where[second], rest))
    return specs


def _joker_specs(board: Board, owner: int, moving: list[int]) -> list[Spec]:
    where = board.where
    movers = [m for m in moving if is_track(where[m])]
    waiting = board.first_in_start(owner)
    if waiting >= 0:
        movers.append(waiting)
    targets = [hole for hole in where if hole < TRACK and board.at[hole] // MARBLES != owner]
    specs = []
    for marble in movers:
        for target in targets:
            if isinstance(board.landing(marble, target), list):
                specs.append(("joker", where[marble], target))
    return specs


def action_of(card: str, spec: Spec):
    kind = spec[0]
    if kind == "come":
        return ComeOut(card)
    if kind == "move":
        return Move(card, spec[1])
    if kind == "split":
        return Split(card, *spec[1:])
    return JokerMove(card, *spec[1:])


def brings_marble_out(action) -> bool:
    """True for a come-out, or a joker taking a marble from start."""
    return isinstance(action, ComeOut) or (isinstance(action, JokerMove) and is_start(action.marble))


def part_moves(board: Board, seat: int, action) -> list[tuple[int, int]]:
    """A legal play's part-moves, in order, as (the moving marble's hole, its steps: negative
    backward, 0 for a marble coming out or jumping by joker)."""
    if isinstance(action, Split):
        return [(action.first, action.first_steps), (action.second, action.second_steps)]
    if isinstance(action, Move):
        value = value_of(action.card)
        return [(action.marble, -8 if value == 8 else value)]
    if isinstance(action, JokerMove):
        return [(action.marble, 0)]
    return [(board.where[board.first_in_start(controlled(board, seat))], 0)]


def travels(board: Board, seat: int, action) -> list[tuple[int, int, tuple[int, ...], bool]]:
    """For the board animation: every marble a legal play moves, in order, as (the marble, its
    hole, the holes it goes through with the landing hole last, whether it was bumped). Walking
    marbles go hole by hole; a marble coming out, jumping by joker or bumped goes straight to its
    new hole."""
    after = board.copy()
    trail: list[tuple[int, int, tuple[int, ...], bool]] = []
    for hole, steps in part_moves(board, seat, action):
        marble = after.at[hole]
        owner = marble // MARBLES
        if steps:
            plan = after.walk(marble, steps)
        else:
            plan = after.landing(marble, action.target if isinstance(action, JokerMove) else come_out_hole(owner))
        assert isinstance(plan, list), "a legal play has a plan, not a reason"
        for index, (moved, dest) in enumerate(plan):
            start = after.where[moved]
            if index or not steps:
                trail.append((moved, start, (dest,), index > 0))
            else:
                path = forward_path(owner, start, steps) if steps > 0 else backward_path(start, -steps)
                assert path is not None, "a legal walk has a path"
                trail.append((moved, start, path, False))
        after.carry_out(plan)
    return trail


def movements(board: Board, seat: int, action) -> list[tuple[int, tuple[int, ...]]]:
    """Each moved marble's hole and its path (see `travels`)."""
    return [(start, path) for _, start, path, _ in travels(board, seat, action)]
