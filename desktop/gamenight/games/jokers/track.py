"""The Jokers board, without Qt: 112 numbered holes and the paths marbles take.

A hole is one int, so positions are simple and hashable:
- 0-71: the track, 4 sides of 18 holes, numbered in the direction of play (forward = +1);
- 72-91: home holes, `home_hole(seat, i)` = 72 + 5 * seat + i (i = 0 is the first hole in);
- 92-111: start holes, `start_hole(seat, k)` = 92 + 5 * seat + k (marble k waits in hole k).
Seat p comes out on 18p + 8 and turns into home from 18p + 3, its home entrance. Partners sit
opposite (p and p + 2), play goes clockwise (p to p + 1).
"""
from __future__ import annotations

from gamenight.core import seats
from gamenight.core.words import Text, words

SEATS = 4
MARBLES = 5
SIDE = 18
TRACK = SEATS * SIDE
HOME_BASE = TRACK
START_BASE = HOME_BASE + SEATS * MARBLES
HOLES = START_BASE + SEATS * MARBLES
LONGEST = 13
"""The longest single move (a King)."""


def come_out_hole(seat: int) -> int:
    return SIDE * seat + 8


def entrance(seat: int) -> int:
    """The "ready to go home" hole: a forward move from here turns into home."""
    return SIDE * seat + 3


def home_hole(seat: int, index: int) -> int:
    return HOME_BASE + MARBLES * seat + index


def start_hole(seat: int, index: int) -> int:
    return START_BASE + MARBLES * seat + index


def is_track(hole: int) -> bool:
    return 0 <= hole < TRACK


def is_home(hole: int) -> bool:
    return HOME_BASE <= hole < START_BASE


def is_start(hole: int) -> bool:
    return START_BASE <= hole < HOLES


def seat_of_hole(hole: int) -> int:
    """The seat a home or start hole belongs to."""
    return (hole - HOME_BASE) // MARBLES % SEATS


def home_index(hole: int) -> int:
    return (hole - HOME_BASE) % MARBLES


TEAMS = seats.partners_opposite(SEATS)
"""Team 0 is seats 0 and 2, team 1 seats 1 and 3: partners sit opposite."""


def partner(seat: int) -> int:
    return seats.opposite_seat(seat, SEATS)


def next_seat(seat: int) -> int:
    return seats.next_seat(seat, SEATS)


def team_of(seat: int) -> int:
    return seats.team_of(seat, TEAMS)


def team_seats(team: int) -> tuple[int, ...]:
    return TEAMS[team]


def _forward(seat: int, hole: int, steps: int) -> tuple[int, ...] | None:
    if is_start(hole) or steps < 1:
        return None
    path = []
    for _ in range(steps):
        if is_home(hole):
            if home_index(hole) == MARBLES - 1:
                return None  # past the last home hole
            hole += 1
        elif hole == entrance(seat):
            hole = home_hole(seat, 0)
        else:
            hole = (hole + 1) % TRACK
        path.append(hole)
    return tuple(path)


def _backward(hole: int, steps: int) -> tuple[int, ...] | None:
    if not is_track(hole) or steps < 1:
        return None
    return tuple((hole - step) % TRACK for step in range(1, steps + 1))


_FORWARD = [[[_forward(seat, hole, steps) for steps in range(LONGEST + 1)] for hole in range(START_BASE)]
            for seat in range(SEATS)]
_BACKWARD = [[_backward(hole, steps) for steps in range(9)] for hole in range(TRACK)]


def forward_path(seat: int, hole: int, steps: int) -> tuple[int, ...] | None:
    """The holes a marble of `seat` passes through moving forward, the landing hole last; it
    turns into home at its entrance. None when the move would overshoot the last home hole
    (or the marble is in start)."""
    if 0 <= hole < START_BASE and 1 <= steps <= LONGEST:
        return _FORWARD[seat][hole][steps]
    return _forward(seat, hole, steps)


def backward_path(hole: int, steps: int) -> tuple[int, ...] | None:
    """The holes passed moving backward round the track (never into home); None off the track."""
    if is_track(hole) and 1 <= steps <= 8:
        return _BACKWARD[hole][steps]
    return _backward(hole, steps)


def hole_name(hole: int) -> Text:
    """Player-facing words for a hole: "12", "home 3", "start"."""
    if is_track(hole) or not 0 <= hole < HOLES:
        return str(hole)
    if is_home(hole):
        return words("jokers", "home {number}")(number=home_index(hole) + 1)
    return words("jokers", "start")


def progress(seat: int, hole: int) -> int:
    """How far a marble of `seat` has come: 0 in start, 1 on its come-out hole, 68 on its home
    entrance, 69-73 in home (a marble carried back past its entrance counts as nearly home)."""
    if is_start(hole):
        return 0
    if is_home(hole):
        return 69 + home_index(hole)
    return 1 + (hole - come_out_hole(seat)) % TRACK
