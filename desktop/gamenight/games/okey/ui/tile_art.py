"""Okey tiles painted with vector shapes: an ivory tile, the number in its colour with the
colour's shape under it (for colour-blind players), a star on the okeys, a clover on the false
jokers. Tiles face down are plain green backs.

The four inks follow Okabe-Ito: their blue and (near) black, a deep red and a golden yellow
(their orange, darkened to be read on ivory). Red and yellow differ in lightness as well as in
hue, so that they stay apart for protan, deutan and tritan eyes, where the old red and amber ran
together; each ink keeps 3:1 contrast on the ivory face. resources/phone/phone.css uses the same
inks and shapes (tests/okey/test_okey_colour_vision.py holds both to it)."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from gamenight.games.okey.tiles import SHAPES, Tile

INK_HEX = ("#a51309", "#1b1b1b", "#0072b2", "#c28100")  # red, black, blue, yellow (in COLOURS' order)
INKS = tuple(QColor(ink) for ink in INK_HEX)
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
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        centre = QPointF(rect.center().x(), rect.top() + rect.height() * 0.68)
        painter.drawPath(shape_path(SHAPES[tile.colour], centre, rect.width() * 0.3))
        if okey is not None and (tile.colour, tile.number) == okey:
            _star(painter, QPointF(rect.center().x(), rect.bottom() - rect.height() * 0.11), rect.width() * 0.13)
    painter.restore()


def shape_path(shape: str, centre: QPointF, size: float) -> QPainterPath:
    """A colour's shape (one of `SHAPES`) about `size` across, centred on `centre`; the four have
    about the same weight, and outlines that differ even a few pixels wide."""
    half = size / 2
    path = QPainterPath()
    if shape == "circle":
        path.addEllipse(centre, half * 0.9, half * 0.9)
    elif shape == "square":
        path.addRect(QRectF(centre.x() - half * 0.93, centre.y() - half * 0.93, half * 1.86, half * 1.86))
    else:
        corners = {"diamond": ((0, -1.12), (0.86, 0), (0, 1.12), (-0.86, 0)),
                   "triangle": ((0, -1.0), (1.1, 0.9), (-1.1, 0.9))}[shape]
        path.addPolygon(QPolygonF([QPointF(centre.x() + dx * half, centre.y() + dy * half) for dx, dy in corners]))
        path.closeSubpath()
    return path


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


