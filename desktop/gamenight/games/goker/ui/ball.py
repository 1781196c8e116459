"""The last ball, huge, with its letter; the five calls before it beneath."""
from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QSizePolicy, QWidget

from gamenight.games.goker.deck import LETTERS
from gamenight.games.goker.ui.flashboard import LETTER_COLOURS

RECENT_ROW = 1.15
"""The height of the row of recent balls (and the gap over it), as parts of their diameter."""
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
    painter.setPen(Qt.PenStyle.NoPen)
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
                     Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, LETTERS[(number - 1) // 15])
    font.setPixelSize(max(6, int(radius * number_px)))
    painter.setFont(font)
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius * 0.15, radius * 2, radius * 0.75),
                     Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, str(number))


def paint_recent(painter: QPainter, balls: list[int], size: float, bottom: float) -> None:
    """The five calls before the last, newest first, in a row of balls `size` across whose
    bottom edge is at `bottom`."""
    for index, number in enumerate(balls[-6:-1][::-1]):
        centre = QPointF(size * 0.55 + index * size * 1.06, bottom - size * 0.55)
        paint_ball(painter, centre, size / 2, number, compact=True)


class BigBall(QWidget):
    def __init__(self, parent: QWidget | None = None, recent_max: float = 60.0, show_recent: bool = True):
        """`recent_max`: the largest diameter of the five recent balls; `show_recent` False
        paints the last ball alone (the projector shows the five in a `RecentBalls` row)."""
        super().__init__(parent)
        self.recent_max = recent_max if show_recent else 0.0
        self.balls: list[int] = []
        self._grow = 1.0
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.3)
        self.animation.setEndValue(1.0)
        self.animation.setEasingCurve(QEasingCurve.Type.OutBack)
        self.animation.valueChanged.connect(self._frame)
        self.setMinimumSize(220, 120 if show_recent else 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

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

    def ball_diameter(self) -> float:
        """The diameter of the last ball (at rest)."""
        small = self.recent_size()
        return min(self.width() - 16.0, self.height() - small * RECENT_ROW - 8)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self.ball_diameter() / 2
        centre = QPointF(self.width() / 2, radius + 4)
        if not self.balls:
            painter.setPen(QPen(self.palette().mid().color(), 3, Qt.PenStyle.DashLine))
            painter.drawEllipse(centre, radius, radius)
            return
        paint_ball(painter, centre, radius, self.balls[-1], self._grow)
        paint_recent(painter, self.balls, self.recent_size(), self.height())


class RecentBalls(QWidget):
    """The five calls before the last in a row, as large as the row allows (the projector's)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.balls: list[int] = []
        self.setMinimumHeight(60)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def show_balls(self, balls: list[int]) -> None:
        self.balls = list(balls)
        self.update()

    def ball_size(self) -> float:
        return min(self.height() - 4, self.width() / 5.3)

    def letter_px(self) -> int:
        return int(self.ball_size() / 2 * COMPACT[1])

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.ball_size()
        paint_recent(painter, self.balls, size, self.height() / 2 + size * 0.55)
