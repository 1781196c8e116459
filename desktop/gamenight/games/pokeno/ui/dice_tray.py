"""The dice tray: one or two dice that tumble to their result, and the step in words."""
from __future__ import annotations

import random

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

PIPS = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (0, 2), (2, 0), (2, 2)],
        5: [(0, 0), (0, 2), (1, 1), (2, 0), (2, 2)], 6: [(0, 0), (0, 2), (1, 0), (1, 2), (2, 0), (2, 2)]}


def paint_die(painter: QPainter, rect: QRectF, value: int, angle: float = 0.0) -> None:
    painter.save()
    painter.translate(rect.center())
    painter.rotate(angle)
    side = rect.width()
    box = QRectF(-side / 2, -side / 2, side, side)
    painter.setPen(QPen(QColor("#333333"), max(1.0, side * 0.03)))
    painter.setBrush(QColor("#fafafa"))
    painter.drawRoundedRect(box, side * 0.18, side * 0.18)
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor("#212121"))
    step = side / 3.4
    for row, column in PIPS[value]:
        centre = QPointF((column - 1) * step, (row - 1) * step)
        painter.drawEllipse(centre, side * 0.09, side * 0.09)
    painter.restore()


class DiceTray(QWidget):
    rolled = Signal()
    """The tumble finished and the result shows."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.values: tuple[int, ...] = ()
        self.caption = "Roll the dice to start the round"
        self._shown: tuple[int, ...] = ()
        self._angle = 0.0
        self._tumble = random.Random(7)  # only for the look of the tumble, never for results
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setEasingCurve(QEasingCurve.OutCubic)
        self.animation.valueChanged.connect(self._frame)
        self.animation.finished.connect(self._landed)
        self.frames = 0
        self.setMinimumSize(240, 150)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)

    def show_roll(self, values: tuple[int, ...], caption: str, duration_ms: int) -> None:
        self.values = values
        self.caption = caption
        if duration_ms <= 0:
            self._shown, self._angle = values, 0.0
            self.update()
            self.rolled.emit()
            return
        self.animation.stop()
        self.animation.setDuration(duration_ms)
        self.animation.start()

    def show_still(self, values: tuple[int, ...], caption: str) -> None:
        self.animation.stop()
        self.values = self._shown = values
        self.caption = caption
        self._angle = 0.0
        self.update()

    def _frame(self, progress: float) -> None:
        self.frames += 1
        if progress < 0.85:
            self._shown = tuple(self._tumble.randint(1, 6) for _ in self.values)
        else:
            self._shown = self.values
        self._angle = (1 - progress) * 540
        self.update()

    def _landed(self) -> None:
        self._shown, self._angle = self.values, 0.0
        self.update()
        self.rolled.emit()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        side = min(70.0, self.height() - 74.0)
        total = len(self._shown) * side + max(0, len(self._shown) - 1) * 16
        left = (self.width() - total) / 2
        for index, value in enumerate(self._shown):
            rect = QRectF(left + index * (side + 16), 6, side, side)
            paint_die(painter, rect, value, self._angle * (1 if index % 2 else -1))
        font = QFont(self.font())
        font.setPixelSize(14)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(QRectF(4, side + 10, self.width() - 8, self.height() - side - 12),
                         Qt.AlignHCenter | Qt.AlignTop | Qt.TextWordWrap, self.caption)
