"""The Goker coin: it spins through the grace seconds that close a round, then lands."""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QWidget


class GokerCoin(QWidget):
    landed = Signal()

    def __init__(self, parent: QWidget | None = None, height: int = 96):
        """`height`: the coin's size; its countdown is written beside it at a quarter of that."""
        super().__init__(parent)
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.valueChanged.connect(self.update)
        self.animation.finished.connect(self.landed)
        self.seconds = 0.0
        self.set_size(height)

    def set_size(self, height: int) -> None:
        """The coin `height` across, with room beside it for the countdown."""
        self.setFixedHeight(height)
        self.setMinimumWidth(height + 20 + QFontMetrics(self.text_font()).horizontalAdvance(countdown_text(30)))

    def text_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(20, self.height() // 4))
        font.setBold(True)
        return font

    def spin(self, seconds: float) -> None:
        self.seconds = seconds
        self.animation.stop()
        self.animation.setDuration(max(1, int(seconds * 1000)))
        self.animation.start()

    def follow(self, other: GokerCoin) -> None:
        """Spin with `other` (the console's coin) for the time it has left, or stop with it."""
        if other.spinning and not self.spinning:
            self.spin(other.remaining())
        elif not other.spinning and self.spinning:
            self.stop()

    def stop(self) -> None:
        """Stop without landing (the flip was made another way, or undone)."""
        self.animation.blockSignals(True)
        self.animation.stop()
        self.animation.blockSignals(False)
        self.update()

    @property
    def spinning(self) -> bool:
        return self.animation.state() == QVariantAnimation.State.Running

    def remaining(self) -> float:
        return max(0.0, self.seconds * (1 - (self.animation.currentValue() or 0.0)))

    def paintEvent(self, event) -> None:
        if not self.spinning:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        progress = self.animation.currentValue() or 0.0
        squash = abs(math.cos(progress * math.pi * 2 * max(2.0, self.seconds)))
        size = self.height() - 12
        rect = QRectF(0, 0, size * max(0.08, squash), size)
        rect.moveCenter(QRectF(8, 6, size, size).center())
        painter.setPen(QPen(QColor("#f9a825"), 3))
        painter.setBrush(QColor("#fdd835"))
        painter.drawEllipse(rect)
        painter.setFont(self.text_font())
        painter.setPen(self.palette().windowText().color())
        painter.drawText(QRectF(size + 20, 0, self.width() - size - 20, self.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, countdown_text(self.remaining()))


def countdown_text(seconds: float) -> str:
    return QCoreApplication.translate("GokerCoin", "GOKER? {seconds} s").format(seconds=math.ceil(seconds))
