"""One player's Pokeno board as a QGraphicsScene: 25 cards, a chip animating onto each called
card, every line labelled with its current hand and points, and the bonus-hand lines glowing."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QGraphicsSimpleTextItem

from gamenight.core.cards import Card
from gamenight.games.pokeno.boards import Board
from gamenight.games.pokeno.view import LineScore
from gamenight.table.card_painter import CARD_RATIO, paint_card
from gamenight.table.fitted_view import FittedView
from gamenight.table.pieces import PieceItem

CARD_W = 60.0
CARD_H = CARD_W * CARD_RATIO
GAP = 6.0
LABEL_W = 140.0
LABEL_H = 42.0
GLOW = QColor("#ffb300")


class CardCell(PieceItem):
    """A card on the board with the chip that covers it once called; the card pulses as its chip
    lands."""

    def __init__(self, card: Card):
        super().__init__(CARD_W, CARD_H)
        self.card = card
        self.covered = False

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        paint_card(painter, rect, self.card)
        if self.covered:
            # a translucent chip low on the card, so the rank in the corner stays readable
            radius = CARD_W * 0.30
            centre = QPointF(CARD_W * 0.55, CARD_H * 0.64)
            gradient = QRadialGradient(centre - QPointF(radius * 0.3, radius * 0.3), radius * 1.3)
            gradient.setColorAt(0, QColor(255, 138, 101, 215))
            gradient.setColorAt(1, QColor(216, 67, 21, 215))
            painter.setRenderHint(QPainter.Antialiasing)
            painter.setBrush(QBrush(gradient))
            painter.setPen(QPen(QColor("#ffffff"), 2, Qt.DashLine))
            painter.drawEllipse(centre, radius, radius)

    def cover(self, covered: bool, duration_ms: int) -> None:
        if covered == self.covered:
            return
        self.covered = covered
        self.update()
        if covered:
            self.pulse(duration_ms, 1.12)


class LineLabel(QGraphicsObject):
    """A line's current hand and points; glows when the line holds the bonus hand."""

    TEXT_PX = {True: 16, False: 17}
    """The hand's size in scene pixels, narrow (under a column) or wide: boards are scaled to
    about 0.87 at 1366x768, so this keeps the text at 14 px or more there."""

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
            painter.setBrush(QColor(255, 213, 79, 235))
        else:
            painter.setPen(QPen(QColor(0, 0, 0, 60), 1))
            painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(self.size, 6, 6)
        # readable from across the table: at least 14 px at 1366x768, white (or black on the glow)
        font = QFont("DejaVu Sans Condensed" if self.short else "DejaVu Sans")
        font.setPixelSize(self.TEXT_PX[self.short])
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#1b1b1b") if self.glowing else QColor("#ffffff"))
        split = self.size.height() * 0.62
        top = QRectF(3, 1, self.size.width() - 6, split)
        painter.drawText(top, Qt.AlignLeft | Qt.AlignVCenter | Qt.TextWordWrap, self.hand_text)
        font.setPixelSize(18)
        painter.setFont(font)
        bottom = QRectF(4, split, self.size.width() - 8, self.size.height() - split - 2)
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
