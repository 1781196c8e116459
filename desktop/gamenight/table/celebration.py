"""A short celebration over the table when a round or a game is won: confetti falls across the
area for a moment and is gone. It lets every click through to the panel under it, and a screen
with animations off never starts it (`start(0)` does nothing)."""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QWidget

from gamenight.table.overlay import Follower, area_rect

COLOURS = ("#ffd54f", "#ef5350", "#42a5f5", "#66bb6a", "#ab47bc", "#ffffff")
PIECES = 90
CELEBRATION_MS = 1800


@dataclass(frozen=True)
class Confetto:
    x: float  # where it starts, as a share of the width
    delay: float  # share of the run before it starts to fall
    speed: float  # heights fallen over the run
    sway: float  # share of the width it swings either side
    spin: float  # turns over the run
    colour: str


def confetti(count: int, seed: int = 17) -> list[Confetto]:
    """The same shower every time (a seeded draw): a moment, not a random element of play."""
    rng = random.Random(seed)
    return [Confetto(rng.random(), rng.random() * 0.35, 0.9 + rng.random() * 0.6, 0.02 + rng.random() * 0.05,
                     1 + rng.random() * 3, COLOURS[index % len(COLOURS)]) for index in range(count)]


class Celebration(QWidget):
    """Laid over `area` (its parent is the area's parent, like the end panel's)."""

    def __init__(self, area: QWidget, parent: QWidget | None = None):
        super().__init__(parent or area)
        self.area = area
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.pieces = confetti(PIECES)
        self.progress = 0.0
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setEasingCurve(QEasingCurve.Type.Linear)
        self.animation.valueChanged.connect(self._step)
        self.animation.finished.connect(self.hide)
        area.installEventFilter(Follower(self, self.cover))
        self.hide()

    @property
    def running(self) -> bool:
        return self.animation.state() == QVariantAnimation.State.Running

    def start(self, duration_ms: int) -> None:
        """Celebrate for `duration_ms` (0: animations are off, nothing shows)."""
        if duration_ms <= 0:
            return
        self.animation.stop()
        self.animation.setDuration(duration_ms)
        self.cover()
        self.show()
        self.raise_()
        self.animation.start()

    def stop(self) -> None:
        self.animation.stop()
        self.hide()

    def cover(self) -> None:
        self.setGeometry(area_rect(self.area, self))

    def _step(self, value) -> None:
        self.progress = float(value)
        self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        width, height = self.width(), self.height()
        size = max(6.0, min(width, height) / 60)
        fade = min(1.0, (1.0 - self.progress) * 4)  # the last quarter fades out
        for piece in self.pieces:
            fall = (self.progress - piece.delay) / (1 - piece.delay)
            if fall <= 0:
                continue
            y = -size + fall * piece.speed * (height + size)
            x = (piece.x + piece.sway * math.sin(fall * 6 * math.pi * piece.sway * 20)) * width
            colour = QColor(piece.colour)
            colour.setAlphaF(fade)
            painter.save()
            painter.translate(x, y)
            painter.rotate(360 * piece.spin * fall)
            painter.setBrush(colour)
            painter.drawRect(QRectF(-size / 2, -size / 4, size, size / 2))
            painter.restore()
        painter.end()
