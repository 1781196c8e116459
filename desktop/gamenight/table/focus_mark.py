"""The keyboard focus drawn on a table: a ring round the focused item, white inside black, so it
stands out on the green felt, on a wooden rack, on a white card and on a yellow glow alike. Its
pens are cosmetic (device pixels), so the ring stays 3 px white between 2 px of black however
small the table is scaled."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

INK = QColor("#ffffff")
EDGE = QColor("#000000")
INK_PX, EDGE_PX = 3, 7  # the white ring, and the black under it (2 px each side)
MARGIN = 5.0  # scene units between the item and the ring
ABOVE_ALL = 5000.0  # over pieces raised while they move


class FocusMark(QGraphicsObject):
    def __init__(self) -> None:
        super().__init__()
        self.target: QGraphicsItem | None = None
        self.setZValue(ABOVE_ALL)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)
        self._area = QRectF()

    def follow(self, item: QGraphicsItem | None) -> None:
        """Ring `item` (and keep round it as it moves); None hides the ring."""
        if self.target is not item and isinstance(self.target, QGraphicsObject):
            try:
                for signal in (self.target.xChanged, self.target.yChanged, self.target.rotationChanged):
                    signal.disconnect(self.place)
            except RuntimeError:  # the item is gone already, and its signals with it
                pass
        if self.target is not item and isinstance(item, QGraphicsObject):
            for signal in (item.xChanged, item.yChanged, item.rotationChanged):
                signal.connect(self.place)
        self.target = item
        self.setVisible(item is not None)
        self.place()

    def place(self) -> None:
        if self.target is None or self.target.scene() is not self.scene():
            return
        self.prepareGeometryChange()
        self._area = self.target.sceneBoundingRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._area.adjusted(-8, -8, 8, 8)  # the cosmetic pens reach past the ring

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # whole pixels: crisp edges at any scale
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for colour, width in ((EDGE, EDGE_PX), (INK, INK_PX)):
            pen = QPen(colour, width)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.drawRoundedRect(self._area, 8, 8)
