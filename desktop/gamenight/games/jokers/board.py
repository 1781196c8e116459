"""Marbles on the board and the part-moves of Jokers, checked and carried out.

Marble m (0-19) belongs to seat m // 5; `where[m]` is its hole, `at[hole]` the marble on a hole
or -1. A check returns a plan, the list of (marble, new hole) in the order to carry them out,
or a reason: a tuple ("code", ...) that `reason_words` turns into the player's words. Every
"own marble" rule is that of the moving marble's owner.
"""
from __future__ import annotations

from collections.abc import Sequence

from gamenight.core.words import Text, words
from gamenight.games.jokers.track import (
    HOLES,
    HOME_BASE,
    MARBLES,
    SEATS,
    START_BASE,
    TRACK,
    backward_path,
    come_out_hole,
    entrance,
    forward_path,
    hole_name,
    is_home,
    is_start,
    is_track,
    partner,
    start_hole,
)

Plan = list
Reason = tuple


class Board:
    __slots__ = ("at", "where")

    def __init__(self, at: list[int], where: list[int]):
        self.at = at
        self.where = where

    @classmethod
    def from_holes(cls, holes: Sequence[Sequence[int]]) -> Board:
        """From each seat's 5 marble holes (marble k of a seat in start must be on start hole k)."""
        at = [-1] * HOLES
        where = []
        for seat in range(SEATS):
            for k, hole in enumerate(holes[seat]):
                marble = seat * MARBLES + k
                if not 0 <= hole < HOLES or at[hole] >= 0:
                    raise ValueError(f"marble {k} of seat {seat}: hole {hole} is not free")
                if is_start(hole) and hole != start_hole(seat, k):
                    raise ValueError(f"marble {k} of seat {seat} waits in start hole {start_hole(seat, k)}")
                at[hole] = marble
                where.append(hole)
        return cls(at, where)

    @classmethod
    def initial(cls) -> Board:
        return cls.from_holes([[start_hole(seat, k) for k in range(MARBLES)] for seat in range(SEATS)])

    def copy(self) -> Board:
        return Board(self.at[:], self.where[:])

    def holes_of(self, seat: int) -> tuple[int, ...]:
        return tuple(self.where[seat * MARBLES:(seat + 1) * MARBLES])

    def all_home(self, seat: int) -> bool:
        holes = self.where[seat * MARBLES:(seat + 1) * MARBLES]
        return min(holes) >= HOME_BASE and max(holes) < START_BASE

    def on_track(self, seat: int) -> bool:
        return any(hole < TRACK for hole in self.where[seat * MARBLES:(seat + 1) * MARBLES])

    def first_in_start(self, seat: int) -> int:
        """The lowest marble of `seat` waiting in start, or -1."""
        for marble in range(seat * MARBLES, (seat + 1) * MARBLES):
            if self.where[marble] >= START_BASE:
                return marble
        return -1

    def marble_at(self, hole: int) -> int:
        """The marble on `hole`, -1 for none or a hole number that does not exist."""
        return self.at[hole] if 0 <= hole < HOLES else -1

    # -- checks ------------------------------------------------------------------------------
    def landing(self, marble: int, target: int) -> Plan | Reason:
        """Land `marble` on `target`, resolved after it has left its hole: an opponent there
        goes to start; a partner to its home entrance, sending an opponent there to start."""
        owner = marble // MARBLES
        held = self.at[target]
        if held < 0:
            return [(marble, target)]
        held_owner = held // MARBLES
        if held_owner == owner:
            return ("own", target, owner)
        if (held_owner - owner) % 2:
            return [(marble, target), (held, start_hole(held_owner, held % MARBLES))]
        gate = entrance(held_owner)
        if gate == target:
            return ("entrance", gate, owner)
        blocker = -1 if gate == self.where[marble] else self.at[gate]
        if blocker < 0:
            return [(marble, target), (held, gate)]
        if (blocker // MARBLES - owner) % 2:
            return [(marble, target), (held, gate), (blocker, start_hole(blocker // MARBLES, blocker % MARBLES))]
        return ("entrance", gate, blocker // MARBLES)

    def walk(self, marble: int, steps: int) -> Plan | Reason:
        """Move `marble` forward (steps > 0) or backward (steps < 0), hole by hole."""
        owner = marble // MARBLES
        hole = self.where[marble]
        if hole >= START_BASE:
            return ("in_start",)
        if steps > 0:
            path = forward_path(owner, hole, steps)
            if path is None:
                return ("overshoot", hole, steps)
        else:
            if is_home(hole):
                return ("home_backward", hole)
            path = backward_path(hole, -steps)
            assert path is not None  # off start and out of home, the marble is on the track
        at = self.at
        for passed in path[:-1]:
            held = at[passed]
            if held >= 0 and held // MARBLES == owner:
                return ("own", passed, owner)
        return self.landing(marble, path[-1])

    def come_out(self, seat: int) -> Plan | Reason:
        marble = self.first_in_start(seat)
        if marble < 0:
            return ("no_start", seat)
        return self.landing(marble, come_out_hole(seat))

    def joker(self, marble: int, target: int) -> Plan | Reason:
        if is_home(self.where[marble]):
            return ("joker_home",)
        held = self.marble_at(target)
        if not is_track(target) or held < 0 or held // MARBLES == marble // MARBLES:
            return ("joker_target", target)
        return self.landing(marble, target)

    def carry_out(self, plan: Plan) -> None:
        at, where = self.at, self.where
        for marble, hole in plan:
            old = where[marble]
            if at[old] == marble:
                at[old] = -1
            at[hole] = marble
            where[marble] = hole


def _whose(owner: int, seat: int) -> int:
    """0 for the player's own marbles, 1 for the partner's, 2 for an opponent's."""
    if owner == seat:
        return 0
    return 1 if owner == partner(seat) else 2


_IN_THE_WAY = (words("jokers", "your marble on {hole} is in the way"),
               words("jokers", "your partner's marble on {hole} is in the way"),
               words("jokers", "an opponent's marble on {hole} is in the way"))
_AT_ENTRANCE = (
    words("jokers", "the partner's marble would go back to its home entrance {hole}, where your marble would stand"),
    words("jokers", "the partner's marble would go back to its home entrance {hole}, "
                    "where your partner's marble would stand"),
    words("jokers", "the partner's marble would go back to its home entrance {hole}, "
                    "where an opponent's marble would stand"))
_START_EMPTY = (words("jokers", "your start is empty"), words("jokers", "your partner's start is empty"),
                words("jokers", "an opponent's start is empty"))


def reason_words(reason: Reason, seat: int) -> Text:
    """A check's reason in the words of the player in `seat` (one whole sentence per owner)."""
    code = reason[0]
    if code == "own":
        return _IN_THE_WAY[_whose(reason[2], seat)](hole=hole_name(reason[1]))
    if code == "entrance":
        return _AT_ENTRANCE[_whose(reason[2], seat)](hole=reason[1])
    if code == "overshoot":
        return words("jokers", "the marble on {hole} cannot move {steps}: it would pass the last home hole")(
            hole=hole_name(reason[1]), steps=reason[2])
    if code == "home_backward":
        return words("jokers", "a marble in home only moves forward")
    if code == "in_start":
        return words("jokers", "that marble is still in start: it needs a come-out card")
    if code == "no_start":
        return _START_EMPTY[_whose(reason[1], seat)]
    if code == "joker_home":
        return words("jokers", "a joker cannot move a marble that is in home")
    if code == "joker_target":
        return words("jokers", "a joker must land on another player's marble on the track; {hole} holds none")(
            hole=hole_name(reason[1]))
    return code
