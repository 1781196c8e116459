"""Where things lie on a table, as plain geometry (no items): piles with a spread, a hand fan,
the trick area in the middle, and a ring of seats round the table. Every function returns the
top-left points (or centres, where said) for a game's items to `animate` to."""
from __future__ import annotations

import math
from enum import Enum

from PySide6.QtCore import QPointF, QRectF


class Spread(Enum):
    """How the pieces of a pile lie: squared up, or each one shifted right or down from the last."""

    SQUARED = (0.0, 0.0)
    RIGHT = (1.0, 0.0)
    DOWN = (0.0, 1.0)


def pile_positions(origin: QPointF, count: int, spread: Spread = Spread.SQUARED, step: float = 18.0,
                   shown: int | None = None) -> list[QPointF]:
    """The places of `count` pieces in a pile at `origin`; with `shown`, only the top `shown`
    pieces spread (the rest squared under the first of them), so a long stack stays compact."""
    dx, dy = spread.value
    visible = count if shown is None else min(count, shown)
    hidden = count - visible
    return [QPointF(origin.x() + dx * step * max(0, index - hidden), origin.y() + dy * step * max(0, index - hidden))
            for index in range(count)]


def fan_positions(centre: QPointF, count: int, piece_width: float, width: float, arc: float = 0.0,
                  raised: frozenset[int] = frozenset(), lift: float = 18.0,
                  spacing: float = 0.9) -> list[tuple[QPointF, float]]:
    """A hand of `count` pieces spread over at most `width`, centred at `centre` (their middle):
    (top-left point, rotation in degrees) for each. `arc` > 0 curves the fan (degrees from the
    middle piece to an end); pieces in `raised` (legal cards) stand `lift` higher. Neighbours
    stand `spacing` piece widths apart (above 1: a gap between them) while `width` allows."""
    if count == 0:
        return []
    step = min(piece_width * spacing, (width - piece_width) / max(1, count - 1)) if count > 1 else 0.0
    left = centre.x() - (step * (count - 1) + piece_width) / 2
    places = []
    for index in range(count):
        offset = index - (count - 1) / 2
        angle = arc * offset / max(1.0, (count - 1) / 2)
        drop = abs(math.sin(math.radians(angle))) * piece_width * 0.5
        lifted = lift if index in raised else 0.0
        places.append((QPointF(left + index * step, centre.y() + drop - lifted), angle))
    return places


def seat_ring(players: int, rect: QRectF, viewer: int = 0) -> list[QPointF]:
    """The centres of `players` seats round an oval table inside `rect`, in turn order, the
    `viewer`'s seat at the bottom middle and the others going round clockwise (2 to 10 seats)."""
    if not 2 <= players <= 10:
        raise ValueError(f"a table seats 2 to 10 players, not {players}")
    centre = rect.center()
    rx, ry = rect.width() / 2, rect.height() / 2
    places = []
    for seat in range(players):
        turn = (seat - viewer) % players
        angle = math.pi / 2 + 2 * math.pi * turn / players  # 90 degrees: straight down
        places.append(QPointF(centre.x() + rx * math.cos(angle), centre.y() + ry * math.sin(angle)))
    return places


def trick_positions(players: int, centre: QPointF, piece_width: float, piece_height: float,
                    viewer: int = 0) -> list[QPointF]:
    """Where each seat's card lies in a trick in the middle of the table (3 to 6 seats): pulled
    from the centre toward its player, so every card shows and the viewer's is nearest."""
    if not 3 <= players <= 6:
        raise ValueError(f"a trick is played by 3 to 6 players, not {players}")
    reach = QRectF(0, 0, piece_width * 1.3, piece_height * 0.9)
    reach.moveCenter(centre)
    return [QPointF(point.x() - piece_width / 2, point.y() - piece_height / 2)
            for point in seat_ring(players, reach, viewer)]
