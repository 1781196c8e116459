"""One player's Pokeno board as a QGraphicsScene: 25 cards, a chip animating onto each called
card, every line labelled with its current hand and points, and the bonus-hand lines glowing.
The board is nearly square and its labels large, so four boards fill a 1366x768 table readably."""
from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QGraphicsSimpleTextItem

from gamenight.core.cards import Card, rank_text
from gamenight.games.pokeno.boards import Board
from gamenight.games.pokeno.views import LineScore
from gamenight.table.card_painter import EDGE, FACE, ink
from gamenight.table.fitted_view import FittedView
from gamenight.table.language import translated
from gamenight.table.names import plain_markup
from gamenight.table.pieces import PieceItem

CELL_W = 64.0
CELL_H = 60.0
GAP = 4.0
PAD = 6.0
ROW_LABEL_W = 170.0
COLUMN_LABEL_H = 64.0
TALLEST_CARD = 1.6  # height / width of a card where the board's place is tall
WIDEST_LABEL = 280.0  # row labels where the board's place is wide
GLOW = QColor("#ffb300")
FOCUS = QColor("#ffd54f")


class CardCell(PieceItem):
    """A card of the board, its rank and suit big (a board cell, not a whole playing card), with
    the chip that covers it once called; the card pulses as its chip lands."""

    def __init__(self, card: Card):
        super().__init__(CELL_W, CELL_H)  # the board makes it taller where there is room
        self.card = card
        self.covered = False

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(EDGE, 1))
        painter.setBrush(FACE)
        painter.drawRoundedRect(rect, 5, 5)
        font = QFont("DejaVu Sans")
        font.setBold(True)
        font.setPixelSize(24)
        painter.setFont(font)
        painter.setPen(ink(self.card))
        painter.drawText(rect.adjusted(5, 1, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         rank_text(self.card.rank))
        font.setPixelSize(int(min(48, rect.height() * 0.53)))
        painter.setFont(font)
        assert self.card.suit is not None, "Pokeno's deck has no jokers"
        painter.drawText(rect.adjusted(0, 0, -4, 1), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                         self.card.suit.symbol)
        if self.covered:
            # a translucent chip low on the card, so the rank in the corner stays readable
            radius = CELL_W * 0.28
            centre = QPointF(rect.width() * 0.58, rect.height() * 0.64)
            gradient = QRadialGradient(centre - QPointF(radius * 0.3, radius * 0.3), radius * 1.3)
            gradient.setColorAt(0, QColor(255, 138, 101, 215))
            gradient.setColorAt(1, QColor(216, 67, 21, 215))
            painter.setBrush(QBrush(gradient))
            painter.setPen(QPen(QColor("#ffffff"), 2, Qt.PenStyle.DashLine))
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

    TEXT_PX: ClassVar[dict[bool, int]] = {True: 18, False: 20}
    """The hand's size in scene pixels, narrow (under a column) or wide: four boards are scaled
    to about 0.8 at 1366x768, so this keeps the text at 14 px or more there."""

    def __init__(self, width: float, height: float, short: bool = False):
        super().__init__()
        self.size = QRectF(0, 0, width, height)
        self.short = short
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.hand_text = ""
        self.points_text = ""
        self.glowing = False

    def boundingRect(self) -> QRectF:
        return self.size.adjusted(-3, -3, 3, 3)

    def resize(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self.size = QRectF(0, 0, width, height)

    def show_score(self, score: LineScore, bonus: bool) -> None:
        if score.hand is None:
            self.hand_text = "\u2014" if score.covered else ""
        else:
            self.hand_text = translated(score.hand.short_title if self.short else score.hand.title)
        self.points_text = f"{score.points}" if score.points else ""
        self.glowing = bonus
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
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
        split = self.size.height() * (0.66 if self.short else 0.55)
        top = QRectF(3, 1, self.size.width() - 6, split)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                         self.hand_text)
        font.setPixelSize(self.TEXT_PX[self.short])
        painter.setFont(font)
        bottom = QRectF(4, split, self.size.width() - 8, self.size.height() - split - 2)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.points_text)


def board_size(cell_h: float = CELL_H, label_w: float = ROW_LABEL_W) -> QSizeF:
    """A board's size in scene units with cards `cell_h` tall and row labels `label_w` wide
    (the most compact board by default)."""
    return QSizeF(PAD + 5 * (CELL_W + GAP) + 2 + label_w + PAD, PAD + 5 * (cell_h + GAP) + 2 + COLUMN_LABEL_H + PAD)


class BoardScene(QGraphicsScene):
    """The 5x5 cards, a label right of each row and under each column, and in the corner between
    them the board's title and its points this round. Where the board's place has another shape
    than the compact board, the cards grow taller or the row labels wider, so it fills it."""

    def __init__(self, board: Board, title: str):
        super().__init__()
        self.board = board
        self.setBackgroundBrush(QColor("#1f5f3f"))
        self.cells: dict[Card, CardCell] = {}
        for card in board.cards:
            cell = CardCell(card)
            self.addItem(cell)
            self.cells[card] = cell
        self.labels = [LineLabel(ROW_LABEL_W, CELL_H) for _ in range(5)]
        self.labels += [LineLabel(CELL_W + GAP - 2, COLUMN_LABEL_H, short=True) for _ in range(5)]
        for label in self.labels:
            self.addItem(label)
        self.full_title = title
        self.title = self._text(title, 17)
        self.title.setToolTip(plain_markup(title))
        self.total = self._text("", 22, "#ffe082")
        self.frame = self.addRect(QRectF(), QPen(FOCUS, 4))
        self.frame.hide()
        self.shape = (0.0, 0.0)
        self._lay_out(CELL_H, ROW_LABEL_W)

    def fit_to(self, aspect: float) -> None:
        """The shape of a place of `aspect` (width / height): a taller one gets taller cards, a
        wider one wider row labels, within limits, so little band is left around the board."""
        size = board_size()
        aspect = max(aspect, 0.1)
        cell_h = (size.width() / aspect - (size.height() - 5 * (CELL_H + GAP))) / 5 - GAP
        cell_h = max(CELL_H, min(CELL_W * TALLEST_CARD, cell_h))
        label_w = max(ROW_LABEL_W, min(WIDEST_LABEL, ROW_LABEL_W + size.height() * aspect - size.width()))
        if abs(cell_h - self.shape[0]) >= 1 or abs(label_w - self.shape[1]) >= 1:
            self._lay_out(cell_h, label_w)

    def _lay_out(self, cell_h: float, label_w: float) -> None:
        self.shape = (cell_h, label_w)
        for index, cell in enumerate(self.cells.values()):
            cell.prepareGeometryChange()
            cell.height = cell_h
            cell.setPos(PAD + (index % 5) * (CELL_W + GAP), PAD + (index // 5) * (cell_h + GAP))
        right = PAD + 5 * (CELL_W + GAP) + 2
        below = PAD + 5 * (cell_h + GAP) + 2
        for row, label in enumerate(self.labels[:5]):
            label.resize(label_w, cell_h)
            label.setPos(right, PAD + row * (cell_h + GAP))
        for column, label in enumerate(self.labels[5:]):
            label.setPos(PAD + column * (CELL_W + GAP), below)
        self.title.setText(QFontMetrics(self.title.font()).elidedText(self.full_title, Qt.TextElideMode.ElideRight,
                                                                      int(label_w) - 6))
        self.title.setPos(right + 4, below + 4)
        self.total.setPos(right + 4, below + 30)
        size = board_size(cell_h, label_w)
        self.setSceneRect(0, 0, size.width(), size.height())
        self.frame.setRect(self.sceneRect().adjusted(2, 2, -2, -2))

    def _text(self, text: str, pixels: int, colour: str = "#ffffff") -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(text)
        font = QFont("DejaVu Sans")
        font.setPixelSize(pixels)
        font.setBold(True)
        item.setFont(font)
        item.setBrush(QColor(colour))
        self.addItem(item)
        return item

    def set_focus(self, focused: bool) -> None:
        """The viewer's own board is framed in gold."""
        self.frame.setVisible(focused)

    def show_full_hands(self) -> None:
        """For choosing a board: each line's hand when fully covered, at its base points."""
        for label, hand in zip(self.labels, self.board.full_hands(), strict=False):
            label.show_score(LineScore(0, 5, hand, hand.points if hand else 0), False)
        self.total.setText("")

    def show_state(self, called: set[Card], lines: list[LineScore], bonus, duration_ms: int) -> None:
        for card, cell in self.cells.items():
            cell.cover(card in called, duration_ms)
        for label, score in zip(self.labels, lines, strict=False):
            label.show_score(score, bonus is not None and score.hand == bonus)
        self.total.setText(QCoreApplication.translate("BoardScene", "{points} pts").format(
            points=sum(line.points for line in lines)))


class BoardView(FittedView):
    """A board scaled to fit its place in the grid of boards, its cards as tall as the place lets."""

    def __init__(self, scene: BoardScene):
        super().__init__(scene)
        self.board_scene = scene
        self.setMinimumSize(120, 100)
        scene.sceneRectChanged.connect(lambda rect: self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.height() > 0:
            self.board_scene.fit_to(self.width() / self.height())
