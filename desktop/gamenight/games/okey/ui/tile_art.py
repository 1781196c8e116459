"""Okey tiles painted with vector shapes: an ivory tile, the number in its colour with the
colour's mark under it (for colour-blind players), a star on the okeys, a clover on the false
jokers. Tiles face down are plain green backs."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF

from gamenight.games.okey.tiles import MARKS, Tile

INKS = (QColor("#c62828"), QColor("#1b1b1b"), QColor("#1565c0"), QColor("#b26a00"))  # yellow as dark amber
FACE = QColor("#fbf6e9")
EDGE = QColor("#8d8068")
BACK = QColor("#2e7d32")
OKEY_STAR = QColor("#f9a825")
TILE_RATIO = 1.4  # height / width


def paint_tile(painter: QPainter, rect: QRectF, tile: Tile | None, okey: tuple[int, int] | None = None,
               face_up: bool = True) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.12
    painter.setPen(QPen(EDGE, max(1.0, rect.width() * 0.03)))
    painter.setBrush(FACE if face_up else BACK)
    painter.drawRoundedRect(rect, radius, radius)
    if not face_up or tile is None:
        painter.restore()
        return
    font = QFont("DejaVu Sans")
    font.setBold(True)
    if tile.is_false_joker:
        _clover(painter, rect)
    else:
        ink = INKS[tile.colour]
        painter.setPen(ink)
        font.setPixelSize(max(5, int(rect.width() * (0.56 if tile.number < 10 else 0.46))))
        painter.setFont(font)
        painter.drawText(QRectF(rect.left(), rect.top() + rect.height() * 0.06, rect.width(), rect.height() * 0.5),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, str(tile.number))
        font.setPixelSize(max(4, int(rect.width() * 0.34)))
        painter.setFont(font)
        painter.drawText(QRectF(rect.left(), rect.top() + rect.height() * 0.52, rect.width(), rect.height() * 0.3),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, MARKS[tile.colour])
        if okey is not None and (tile.colour, tile.number) == okey:
            _star(painter, QPointF(rect.center().x(), rect.bottom() - rect.height() * 0.11), rect.width() * 0.13)
    painter.restore()


def _star(painter: QPainter, centre: QPointF, radius: float) -> None:
    points = []
    for index in range(10):
        angle = -math.pi / 2 + index * math.pi / 5
        length = radius if index % 2 == 0 else radius * 0.45
        points.append(QPointF(centre.x() + length * math.cos(angle), centre.y() + length * math.sin(angle)))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(OKEY_STAR)
    painter.drawPolygon(QPolygonF(points))


def _clover(painter: QPainter, rect: QRectF) -> None:
    """The false joker's face: a green four-leaf mark."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#2e7d32"))
    centre = rect.center()
    leaf = rect.width() * 0.18
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        painter.drawEllipse(QPointF(centre.x() + dx * leaf * 0.9, centre.y() + dy * leaf * 0.9), leaf, leaf)


