"""Where each hole of the Jokers board lies in the scene, turned so that the seat whose eyes the
screen is sits at the bottom.

The track is a square of four 18-hole sides; play runs clockwise on the screen, so the bottom
side runs right to left. A seat's start nest is a row of five holes just inside its side, beside
its come-out hole; its home lane runs straight in from its home entrance.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF

from gamenight.games.jokers.track import (
    SEATS,
    SIDE,
    home_index,
    is_home,
    is_start,
    seat_of_hole,
)

PITCH = 38.0
"""The distance between two neighbouring holes."""
REACH = 9 * PITCH
"""From the board's centre to the track's corners (half the side of the track square)."""
HALF = REACH + 1.3 * PITCH
"""Half the side of the wooden board."""
MARBLE = 0.8 * PITCH
SEAT_COLOURS = ("#d84336", "#2f7fd8", "#f2c230", "#3f9f4a")
SEAT_NAMES = ("red", "blue", "yellow", "green")
NEST_DEPTH = 2.3
"""How far in from its side a start nest lies, in holes."""


def _bottom(hole: int) -> tuple[float, float]:
    """The point of a hole of the bottom side's seat, before the turn to its own side."""
    if is_home(hole):
        return REACH - 3 * PITCH, REACH - (home_index(hole) + 1) * PITCH
    if is_start(hole):
        return REACH - (10 - home_index(hole)) * PITCH, REACH - NEST_DEPTH * PITCH
    return REACH - hole % SIDE * PITCH, REACH


def side_of(seat: int, viewer: int) -> int:
    """0 bottom, 1 left, 2 top, 3 right: where `seat` sits for `viewer`."""
    return (seat - viewer) % SEATS


def hole_point(hole: int, viewer: int) -> QPointF:
    """The centre of `hole` in the scene (the board's centre is the origin)."""
    seat = seat_of_hole(hole) if is_home(hole) or is_start(hole) else hole // SIDE
    x, y = _bottom(hole)
    for _ in range(side_of(seat, viewer)):
        x, y = -y, x  # a quarter turn clockwise on the screen
    return QPointF(x, y)


def turn_point(x: float, y: float, side: int) -> QPointF:
    """A point given as if on the bottom side, turned to `side`."""
    for _ in range(side):
        x, y = -y, x
    return QPointF(x, y)
