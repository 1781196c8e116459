"""One player's Pokeno board as a QGraphicsScene: 25 cards, a chip animating onto each called
card, every line labelled with its current hand and points, and the bonus-hand lines glowing."""
from __future__ import annotations

from PySide6.QtCore import Property, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QGraphicsSimpleTextItem

from gamenight.core.cards import Card
from gamenight.games.pokeno.boards import Board
from gamenight.games.pokeno.rules import LineScore
from gamenight.table.card_painter import CARD_RATIO, paint_card
from gamenight.table.fitted_view import FittedView

CARD_W = 60.0
CARD_H = CARD_W * CARD_RATIO
GAP = 6.0
LABEL_W = 118.0
LABEL_H = 42.0
GLOW = QColor("#ffb300")


class CardCell(QGraphicsObject):
    """A card on the board with the chip that covers it once called."""

    def __init__(self, card: Card):
        super().__init__()
        self.card = card
        self._chip = 0.0  # 0 = no chip, 1 = chip fully on (animated)
        # painted once per zoom level at the screen's resolution, like KPat's cards
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.animation = QPropertyAnimation(self, b"chip")
        self.animation.setEasingCurve(QEasingCurve.OutBack)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CARD_W, CARD_H)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        paint_card(painter, self.boundingRect(), self.card)
        if self._chip > 0:
            # a translucent chip low on the card, so the rank in the corner stays readable
            radius = CARD_W * 0.30 * self._chip
            centre = QPointF(CARD_W * 0.55, CARD_H * 0.64)
            gradient = QRadialGradient(centre - QPointF(radius * 0.3, radius * 0.3), radius * 1.3)
            gradient.setColorAt(0, QColor(255, 138, 101, 215))
            gradient.setColorAt(1, QColor(216, 67, 21, 215))
            painter.setRenderHint(QPainter.Antialiasing)
            painter.setBrush(QBrush(gradient))
            painter.setPen(QPen(QColor("#ffffff"), 2, Qt.DashLine))
            painter.drawEllipse(centre, radius, radius)

    def get_chip(self) -> float:
        return self._chip

    def set_chip(self, value: float) -> None:
        self._chip = value
        self.update()

    chip = Property(float, get_chip, set_chip)

    def cover(self, covered: bool, duration_ms: int) -> None:
        target = 1.0 if covered else 0.0
        if abs(self._chip - target) < 1e-6 and self.animation.state() != QPropertyAnimation.Running:
            return
        self.animation.stop()
        if duration_ms <= 0:
            self.set_chip(target)
            return
        self.animation.setDuration(duration_ms)
        self.animation.setStartValue(self._chip)
        self.animation.setEndValue(target)
        self.animation.start()


class LineLabel(QGraphicsObject):
    """A line's current hand and points; glows when the line holds the bonus hand."""

    def __init__(self, width: float, height: float, short: bool = False):
        super().__init__()
        self.size = QRectF(0, 0, width, height)
        self.short = short
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.hand_text = ""
        self.points_text = ""
        self.glowing = False

    def boundingRect(self) -> QRectF:
        return self.size.adjusted(-3, -3, 3, 3)

    def show_score(self, score: LineScore, bonus: bool) -> None:
        if score.hand is None:
            self.hand_text = "\u2014" if score.covered else ""
        else:
            self.hand_text = score.hand.short_title if self.short else score.hand.title
        self.points_text = f"{score.points}" if score.points else ""
        self.glowing = bonus
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        if self.glowing:
            painter.setPen(QPen(GLOW, 3))
            painter.setBrush(QColor(255, 213, 79, 90))
        else:
            painter.setPen(QPen(QColor(0, 0, 0, 40), 1))
            painter.setBrush(QColor(255, 255, 255, 30))
        painter.drawRoundedRect(self.size, 6, 6)
        font = QFont("DejaVu Sans")
        font.setPixelSize(13)
        painter.setFont(font)
        painter.setPen(QColor("#f5f5f5"))
        top = QRectF(4, 2, self.size.width() - 8, self.size.height() / 2)
        painter.drawText(top, Qt.AlignLeft | Qt.AlignVCenter | Qt.TextWordWrap, self.hand_text)
        font.setBold(True)
        font.setPixelSize(16)
        painter.setFont(font)
        bottom = QRectF(4, self.size.height() / 2, self.size.width() - 8, self.size.height() / 2 - 2)
        painter.drawText(bottom, Qt.AlignRight | Qt.AlignVCenter, self.points_text)


class BoardScene(QGraphicsScene):
    def __init__(self, board: Board, title: str):
        super().__init__()
        self.board = board
        self.setBackgroundBrush(QColor("#1f5f3f"))
        self.title = QGraphicsSimpleTextItem(title)
        font = QFont("DejaVu Sans")
        font.setPixelSize(20)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setBrush(QColor("#ffffff"))
        self.title.setPos(GAP, GAP)
        self.addItem(self.title)
        self.total = QGraphicsSimpleTextItem("")
        self.total.setFont(font)
        self.total.setBrush(QColor("#ffe082"))
        self.addItem(self.total)
        top = 40.0
        self.cells: dict[Card, CardCell] = {}
        for index, card in enumerate(board.cards):
            cell = CardCell(card)
            cell.setPos(GAP + (index % 5) * (CARD_W + GAP), top + (index // 5) * (CARD_H + GAP))
            self.addItem(cell)
            self.cells[card] = cell
        grid_w = 5 * (CARD_W + GAP)
        grid_h = 5 * (CARD_H + GAP)
        self.labels: list[LineLabel] = []
        for row in range(5):
            label = LineLabel(LABEL_W, CARD_H - 8)
            label.setPos(GAP + grid_w + 4, top + row * (CARD_H + GAP) + 4)
            self.addItem(label)
            self.labels.append(label)
        for column in range(5):
            label = LineLabel(CARD_W, LABEL_H + 18, short=True)
            label.setPos(GAP + column * (CARD_W + GAP), top + grid_h + 2)
            self.addItem(label)
            self.labels.append(label)
        self.setSceneRect(0, 0, GAP + grid_w + LABEL_W + 10, top + grid_h + LABEL_H + 26)
        self.total.setPos(GAP + grid_w + 4, GAP)

    def show_full_hands(self) -> None:
        """For choosing a board: each line's hand when fully covered, at its base points."""
        for label, hand in zip(self.labels, self.board.full_hands()):
            label.show_score(LineScore(0, 5, hand, hand.points if hand else 0), False)
        self.total.setText("")

    def show_state(self, called: set[Card], lines: list[LineScore], bonus, duration_ms: int) -> None:
        for card, cell in self.cells.items():
            cell.cover(card in called, duration_ms)
        for label, score in zip(self.labels, lines):
            label.show_score(score, bonus is not None and score.hand == bonus)
        self.total.setText(f"{sum(line.points for line in lines)} pts")


class BoardView(FittedView):
    """A board scaled to fit its place in the grid of boards."""

    def __init__(self, scene: BoardScene):
        super().__init__(scene)
        self.board_scene = scene
        self.setMinimumSize(160, 150)
