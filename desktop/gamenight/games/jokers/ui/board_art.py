"""The wooden board, painted with vector shapes so it is sharp at any size: a square track of
four 18-hole sides on bands of the seats' colours, each seat's start nest and home lane, the
come-out holes ringed and the home entrances marked with an arrow into the lane."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem

from gamenight.games.jokers.track import (
    HOLES,
    MARBLES,
    SEATS,
    SIDE,
    come_out_hole,
    entrance,
    home_hole,
    start_hole,
)
from gamenight.games.jokers.ui.geometry import HALF, NEST_DEPTH, PITCH, REACH, SEAT_COLOURS, hole_point, turn_point

HOLE_RADIUS = 0.3 * PITCH


class WoodBoard(QGraphicsItem):
    """The board for `viewer`'s eyes (that seat's side at the bottom)."""

    def __init__(self, viewer: int):
        super().__init__()
        self.viewer = viewer
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(-10)

    def set_viewer(self, viewer: int) -> None:
        if viewer != self.viewer:
            self.viewer = viewer
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-HALF - 8, -HALF - 8, 2 * HALF + 16, 2 * HALF + 16)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._wood(painter)
        for seat in range(SEATS):
            self._side(painter, seat)
        for hole in range(HOLES):
            _hole(painter, hole_point(hole, self.viewer))
        for seat in range(SEATS):
            self._marks(painter, seat)

    def _wood(self, painter: QPainter) -> None:
        rect = QRectF(-HALF, -HALF, 2 * HALF, 2 * HALF)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(rect.translated(6, 8), 28, 28)
        grain = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grain.setColorAt(0, QColor("#c8955a"))
        grain.setColorAt(0.5, QColor("#b17b43"))
        grain.setColorAt(1, QColor("#9a6534"))
        painter.setBrush(grain)
        painter.setPen(QPen(QColor("#6d4524"), 4))
        painter.drawRoundedRect(rect, 28, 28)
        painter.setPen(QPen(QColor(90, 55, 25, 45), 2))
        for line in range(-int(HALF) + 30, int(HALF), 46):  # the grain of the wood
            path = QPainterPath(QPointF(-HALF + 20, line))
            path.cubicTo(-HALF / 3, line + 14, HALF / 3, line - 14, HALF - 20, line + 6)
            painter.drawPath(path)

    def _side(self, painter: QPainter, seat: int) -> None:
        """The seat's coloured band under its 18 holes, its nest and its home lane."""
        colour = QColor(SEAT_COLOURS[seat])
        colour.setAlpha(150)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        first, last = hole_point(SIDE * seat, self.viewer), hole_point(SIDE * seat + SIDE - 1, self.viewer)
        painter.drawRoundedRect(_span(first, last, PITCH * 0.42), PITCH * 0.4, PITCH * 0.4)
        painter.drawRoundedRect(_span(hole_point(home_hole(seat, 0), self.viewer),
                                      hole_point(home_hole(seat, MARBLES - 1), self.viewer), PITCH * 0.42),
                                PITCH * 0.4, PITCH * 0.4)
        nest = _span(hole_point(start_hole(seat, 0), self.viewer),
                     hole_point(start_hole(seat, MARBLES - 1), self.viewer), PITCH * 0.5)
        colour.setAlpha(90)
        painter.setBrush(colour)
        painter.setPen(QPen(QColor(SEAT_COLOURS[seat]).darker(140), 2))
        painter.drawRoundedRect(nest, PITCH * 0.5, PITCH * 0.5)

    def _marks(self, painter: QPainter, seat: int) -> None:
        """The come-out hole ringed in the seat's colour; an arrow from the entrance into home."""
        colour = QColor(SEAT_COLOURS[seat]).darker(130)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour, 3.5))
        out = hole_point(come_out_hole(seat), self.viewer)
        painter.drawEllipse(out, HOLE_RADIUS + 5, HOLE_RADIUS + 5)
        painter.setPen(QPen(QColor("#fff8e1"), 2.5, Qt.PenStyle.DashLine))
        gate = hole_point(entrance(seat), self.viewer)
        painter.drawEllipse(gate, HOLE_RADIUS + 5, HOLE_RADIUS + 5)
        side = (seat - self.viewer) % SEATS
        tip = turn_point(REACH - 3 * PITCH, REACH - 0.55 * PITCH, side)
        painter.setPen(QPen(QColor("#fff8e1"), 2.5))
        painter.setBrush(QColor("#fff8e1"))
        wing = turn_point(-0.16 * PITCH, 0.16 * PITCH, side)
        back = turn_point(0.16 * PITCH, 0.16 * PITCH, side)
        painter.drawPolygon([tip, tip + wing, tip + back])
        nest_mark = turn_point(REACH - 8 * PITCH, REACH - (NEST_DEPTH - 0.55) * PITCH, side)
        painter.setPen(QPen(colour, 2))
        painter.drawLine(nest_mark, out + (nest_mark - out) * 0.45)


def _span(a: QPointF, b: QPointF, pad: float) -> QRectF:
    return QRectF(a, b).normalized().adjusted(-pad, -pad, pad, pad)


def _hole(painter: QPainter, centre: QPointF) -> None:
    """A drilled hole: dark inside, lit on its lower rim."""
    shade = QRadialGradient(centre + QPointF(0, -HOLE_RADIUS * 0.3), HOLE_RADIUS * 1.2)
    shade.setColorAt(0, QColor("#2b1a0c"))
    shade.setColorAt(0.8, QColor("#4a2d14"))
    shade.setColorAt(1, QColor("#d9aa72"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(shade))
    painter.drawEllipse(centre, HOLE_RADIUS, HOLE_RADIUS)
