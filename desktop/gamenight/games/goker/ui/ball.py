"""The last ball, huge, with its letter; the five calls before it beneath."""
from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QSizePolicy, QWidget

from gamenight.games.goker.deck import LETTERS
from gamenight.games.goker.ui.flashboard import LETTER_COLOURS

COMPACT = (0.86, 0.5, 0.66)
"""A small ball's white disc, letter and number, as parts of its radius."""


def paint_ball(painter: QPainter, centre: QPointF, radius: float, number: int, scale: float = 1.0,
               compact: bool = False) -> None:
    """A ball with its letter over its number; `compact` (the small recent balls) gives the
    white disc and the writing more of the ball, so that both stay legible."""
    radius *= scale
    disc, letter_px, number_px = COMPACT if compact else (0.62, 0.32, 0.55)
    colour = QColor(LETTER_COLOURS[(number - 1) // 15])
    gradient = QRadialGradient(centre - QPointF(radius * 0.35, radius * 0.35), radius * 1.4)
    gradient.setColorAt(0, colour.lighter(150))
    gradient.setColorAt(1, colour.darker(120))
    painter.setPen(Qt.NoPen)
    painter.setBrush(gradient)
    painter.drawEllipse(centre, radius, radius)
    painter.setBrush(QColor("#ffffff"))
    painter.drawEllipse(centre, radius * disc, radius * disc)
    painter.setPen(colour.darker(140))
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(6, int(radius * letter_px)))
    painter.setFont(font)
    top = 0.72 if compact else 0.58
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius * top, radius * 2, radius * (top - 0.1)),
                     Qt.AlignHCenter | Qt.AlignBottom, LETTERS[(number - 1) // 15])
    font.setPixelSize(max(6, int(radius * number_px)))
    painter.setFont(font)
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius * 0.15, radius * 2, radius * 0.75),
                     Qt.AlignHCenter | Qt.AlignTop, str(number))


class BigBall(QWidget):
    def __init__(self, parent: QWidget | None = None, recent_max: float = 60.0):
        """`recent_max`: the largest diameter of the five recent balls (the projector's are big)."""
        super().__init__(parent)
        self.recent_max = recent_max
        self.balls: list[int] = []
        self._grow = 1.0
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.3)
        self.animation.setEndValue(1.0)
        self.animation.setEasingCurve(QEasingCurve.OutBack)
        self.animation.valueChanged.connect(self._frame)
        self.setMinimumSize(220, 260)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)

    def show_balls(self, balls: list[int], duration_ms: int) -> None:
        """`duration_ms` > 0: the last ball was just called, and grows in (the screen knows, from
        the change the controller sent)."""
        self.balls = list(balls)
        if balls and duration_ms > 0:
            self.animation.stop()
            self.animation.setDuration(duration_ms)
            self.animation.start()
        else:
            self._grow = 1.0
        self.update()

    def _frame(self, value: float) -> None:
        self._grow = value
        self.update()

    def recent_size(self) -> float:
        """The diameter of the five recent balls."""
        return min(self.width() / 5.3, self.recent_max)

    def recent_letter_px(self) -> int:
        return int(self.recent_size() / 2 * COMPACT[1])

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        small = self.recent_size()
        radius = min(self.width() / 2 - 8, (self.height() - small * 2 - 8) / 2)
        if not self.balls:
            painter.setPen(QPen(self.palette().mid().color(), 3, Qt.DashLine))
            painter.drawEllipse(QPointF(self.width() / 2, radius + 4), radius, radius)
            return
        paint_ball(painter, QPointF(self.width() / 2, radius + 4), radius, self.balls[-1], self._grow)
        earlier = self.balls[-6:-1][::-1]
        for index, number in enumerate(earlier):
            centre = QPointF(small * 0.55 + index * small * 1.06, self.height() - small * 0.55)
            paint_ball(painter, centre, small / 2, number, compact=True)
