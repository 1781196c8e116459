"""The things on the board: marbles (with a highlight, a shadow and a glow when they can move),
the marks on the holes a picked marble may reach, and the faint trail of each seat's last move."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsPathItem

from gamenight.games.jokers.ui.geometry import MARBLE, PITCH, SEAT_COLOURS
from gamenight.table.pieces import PieceItem

GLOW = QColor("#ffe066")
HINT = QColor("#7cf7ff")


class ReportsClicks:
    """A board item that reports a left click released over it, with its hole."""

    hole: int
    _on_click: Callable[[int], None]

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self.contains(event.pos()):  # type: ignore[attr-defined]  # a QGraphicsItem's
            self._on_click(self.hole)


class MarbleItem(ReportsClicks, PieceItem):
    """One marble of `seat`; `hole` is where the board shows it (or is taking it)."""

    def __init__(self, seat: int, index: int, on_click: Callable[[int], None]):
        super().__init__(MARBLE, MARBLE)
        self.seat, self.index = seat, index
        self.hole = -1
        self.glow = False
        self.picked = False
        self.hinted = False
        self._on_click = on_click
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    @staticmethod
    def corner(centre: QPointF) -> QPointF:
        return centre - QPointF(MARBLE / 2, MARBLE / 2)

    def set_marks(self, glow: bool, picked: bool, hinted: bool) -> None:
        if (glow, picked, hinted) != (self.glow, self.picked, self.hinted):
            self.glow, self.picked, self.hinted = glow, picked, hinted
            self.setCursor(Qt.CursorShape.PointingHandCursor if glow else Qt.CursorShape.ArrowCursor)
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, self.width + 16, self.height + 16)

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawEllipse(rect.translated(2.5, 3.5))  # the shadow on the wood
        if self.glow or self.picked or self.hinted:
            ring = HINT if self.hinted else GLOW
            painter.setPen(QPen(ring, 6 if self.picked else 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect.adjusted(-4, -4, 4, 4))
            painter.setPen(Qt.PenStyle.NoPen)
        colour = QColor(SEAT_COLOURS[self.seat])
        body = QRadialGradient(rect.center() - QPointF(rect.width() * 0.18, rect.height() * 0.2), rect.width() * 0.65)
        body.setColorAt(0, colour.lighter(170))
        body.setColorAt(0.45, colour)
        body.setColorAt(1, colour.darker(190))
        painter.setBrush(body)
        painter.drawEllipse(rect)
        painter.setBrush(QColor(255, 255, 255, 200))  # the highlight of the lamp
        spot = rect.width() * 0.22
        painter.drawEllipse(QRectF(rect.left() + rect.width() * 0.24, rect.top() + rect.height() * 0.18, spot,
                                   spot * 0.8))


class TargetItem(ReportsClicks, QGraphicsObject):
    """A hole the picked marble may reach, with the count that takes it there; hovering it
    shows the way, clicking it makes the move."""

    def __init__(self, centre: QPointF, hole: int, label: str, on_click: Callable[[int], None],
                 on_hover: Callable[[int | None], None]):
        super().__init__()
        self.hole = hole
        self.label = label
        self._on_click, self._on_hover = on_click, on_hover
        self.setPos(centre)
        self.setZValue(20)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(QCoreApplication.translate("JokersTable", "Move here ({steps})").format(steps=label) if label
                        else QCoreApplication.translate("JokersTable", "Move here"))

    def boundingRect(self) -> QRectF:
        size = PITCH * 0.55
        return QRectF(-size, -size, 2 * size, 2 * size)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = PITCH * 0.42
        painter.setPen(QPen(GLOW, 4))
        painter.setBrush(QColor(255, 224, 102, 90))
        painter.drawEllipse(QPointF(0, 0), radius, radius)
        if self.label:
            font = QFont("DejaVu Sans")
            font.setPixelSize(int(PITCH * 0.38))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor("#2b1a0c"))
            painter.drawText(QRectF(-radius, -radius, 2 * radius, 2 * radius), Qt.AlignmentFlag.AlignCenter, self.label)

    def hoverEnterEvent(self, event) -> None:
        self._on_hover(self.hole)

    def hoverLeaveEvent(self, event) -> None:
        self._on_hover(None)


class TrailItem(QGraphicsPathItem):
    """A line through hole centres: a seat's last move (faint) or the way to a hovered hole."""

    def __init__(self, colour: str, alpha: int, width: float, z: float):
        super().__init__()
        pen_colour = QColor(colour)
        pen_colour.setAlpha(alpha)
        pen = QPen(pen_colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)

    def show_points(self, points: Sequence[QPointF]) -> None:
        self.show_paths([points])

    def show_paths(self, paths: Sequence[Sequence[QPointF]]) -> None:
        drawn = QPainterPath()
        for points in paths:
            if len(points) > 1:
                drawn.moveTo(points[0])
                for point in points[1:]:
                    drawn.lineTo(point)
        self.setPath(drawn)
