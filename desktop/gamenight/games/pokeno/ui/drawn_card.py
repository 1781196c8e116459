"""The card just called, big, turning over in place; with the call count beneath it."""
from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QFont, QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from gamenight.core.cards import Card
from gamenight.table.card_painter import CARD_RATIO, paint_card


class DrawnCard(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.card: Card | None = None
        self.caption = ""
        self._progress = 1.0
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setEasingCurve(QEasingCurve.OutCubic)
        self.animation.valueChanged.connect(self._frame)
        self.frames = 0
        self.setMinimumSize(140, 150)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)

    def show_card(self, card: Card | None, caption: str, duration_ms: int) -> None:
        changed = card != self.card
        self.card, self.caption = card, caption
        if changed and card is not None and duration_ms > 0:
            self.animation.stop()
            self.animation.setDuration(duration_ms)
            self.animation.start()
        else:
            self._progress = 1.0
        self.update()

    def _frame(self, value: float) -> None:
        self.frames += 1
        self._progress = value
        self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        caption_height = 28
        height = self.height() - caption_height - 8
        width = min(self.width() - 16, height / CARD_RATIO)
        height = width * CARD_RATIO
        left = (self.width() - width) / 2
        if self.card is not None:
            # turned over in place: it grows from a sliver to full width
            scale = 0.7 + 0.3 * self._progress
            rect = QRectF(0, 0, width * scale * max(0.05, self._progress), height * scale)
            rect.moveCenter(QRectF(left, 4, width, height).center())
            painter.setOpacity(0.4 + 0.6 * self._progress)
            paint_card(painter, rect, self.card)
            painter.setOpacity(1.0)
        else:
            painter.setPen(self.palette().mid().color())
            painter.drawRoundedRect(QRectF(left, 4, width, height), 10, 10)
        font = QFont(self.font())
        font.setPixelSize(16)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(QRectF(0, self.height() - caption_height, self.width(), caption_height),
                         Qt.AlignCenter, self.caption)
