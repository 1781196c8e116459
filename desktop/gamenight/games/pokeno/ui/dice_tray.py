"""The dice tray: one or two dice that tumble to their result, and the step in words. The dice
turn in place with room for their corners, so they never leave the tray; the result (faces and
words) shows when they stop."""
from __future__ import annotations

import math
import random

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEasingCurve, QPointF, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

ROLLING = str(QT_TRANSLATE_NOOP("DiceTray", "Rolling\u2026"))
HEIGHT = 120
LEAST_HEIGHT = 60
"""The tray's height, and the least it is given on a short window (the dice drawn smaller)."""
DIE_GAP = 12.0
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
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#212121"))
    step = side / 3.4
    for row, column in PIPS[value]:
        centre = QPointF((column - 1) * step, (row - 1) * step)
        painter.drawEllipse(centre, side * 0.09, side * 0.09)
    painter.restore()


class DiceTray(QWidget):
    rolled = Signal()
    """The tumble finished and the result shows."""

    def __init__(self, caption_px: int = 14, max_side: float = 76.0, parent: QWidget | None = None):
        """`caption_px`: the words' size, 0 for none (the table writes the steps beside the tray);
        `max_side`: the largest a die is drawn."""
        super().__init__(parent)
        self.caption_px = caption_px
        self.caption_h = caption_px * 3.3  # two lines under the dice
        self.max_side = max_side
        self.values: tuple[int, ...] = ()
        self.caption = self.tr("Roll the dice to start the round")
        self.result_caption = self.caption
        self._shown: tuple[int, ...] = ()
        self._angle = 0.0
        self._tumble = random.Random(7)  # only for the look of the tumble, never for results
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.animation.valueChanged.connect(self._frame)
        self.animation.finished.connect(self._landed)
        self.frames = 0
        self.setMinimumSize(240, LEAST_HEIGHT)
        # smaller dice before anything overlaps
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)

    def sizeHint(self) -> QSize:
        return QSize(240, HEIGHT)

    @property
    def rolling(self) -> bool:
        return self.animation.state() == QVariantAnimation.State.Running

    def show_roll(self, values: tuple[int, ...], caption: str, duration_ms: int) -> None:
        self.values = values
        self.result_caption = caption
        if duration_ms <= 0:
            self.caption = caption
            self._shown, self._angle = values, 0.0
            self.update()
            self.rolled.emit()
            return
        self.animation.stop()
        self.caption = self.tr(ROLLING)
        self.animation.setDuration(duration_ms)
        self.animation.start()

    def show_still(self, values: tuple[int, ...], caption: str) -> None:
        self.animation.stop()
        self.values = self._shown = values
        self.caption = self.result_caption = caption
        self._angle = 0.0
        self.update()

    def _frame(self, progress: float) -> None:
        self.frames += 1
        self._shown = tuple(self._tumble.randint(1, 6) for _ in self.values)
        self._angle = (1 - progress) * 540
        self.update()

    def _landed(self) -> None:
        self._shown, self._angle = self.values, 0.0
        self.caption = self.result_caption
        self.update()
        self.rolled.emit()

    def die_places(self) -> list[tuple[QRectF, float]]:
        """Where each die shown is drawn, and its turn in degrees. A turned die reaches out
        to half its diagonal from its centre, so the centres keep that far from the edges."""
        count = len(self._shown)
        if not count:
            return []
        reach = math.sqrt(0.5)  # half the diagonal of a die of side 1
        room_h = self.height() - self.caption_h - 4
        room_w = self.width() - 8 - DIE_GAP * (count - 1)
        side = max(8.0, min(self.max_side, room_h / (2 * reach), room_w / (count * 2 * reach)))
        pitch = 2 * reach * side + DIE_GAP
        left = (self.width() - pitch * (count - 1)) / 2
        top = 2 + reach * side
        return [(QRectF(left + index * pitch - side / 2, top - side / 2, side, side),
                 self._angle * (1 if index % 2 else -1)) for index in range(count)]

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for (rect, angle), value in zip(self.die_places(), self._shown, strict=False):
            paint_die(painter, rect, value, angle)
        if not self.caption_px:
            return
        font = QFont(self.font())
        font.setPixelSize(self.caption_px)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(QRectF(4, self.height() - self.caption_h, self.width() - 8, self.caption_h),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                         self.caption)

    def set_sizes(self, caption_px: int, max_side: float, caption_lines: int = 2) -> None:
        """The words' size, with room for `caption_lines` lines under the dice, and the largest a
        die is drawn (a projector's grow with its window)."""
        self.caption_px = caption_px
        self.caption_h = caption_px * (1.2 * caption_lines + 0.9)
        self.max_side = max_side
        self.update()
